import { ByListPage } from './ByListPage';

/** Add members from a pasted or dropped list of e-mail addresses. */
export const AddByListPage = () => <ByListPage direction="add" />;
