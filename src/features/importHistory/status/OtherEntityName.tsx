import { useTranslation } from 'react-i18next';
import { entityTypes, isOneOf } from '@/contract/terms';
import { entityLabel } from '@/i18n/entityLabels';

/** A file's entity type, named from the catalog when the app knows it, else as the service sent it. */
export function OtherEntityName({ entity }: { entity: string }) {
  // the label is read from the catalog: a language switch re-renders it
  useTranslation('importHistory');
  return isOneOf(entityTypes, entity) ? <>{entityLabel(entity)}</> : <span translate="no">{entity}</span>;
}
