import { ByListPage } from './ByListPage';

/** Remove members by a pasted or dropped list of e-mail addresses: the reverse of adding by list. */
export const RemoveByListPage = () => <ByListPage direction="remove" />;
