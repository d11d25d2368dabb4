import { useTranslation } from 'react-i18next';
import { isKnownOtherEntity } from '@/features/imports/model/otherEntities';

/** An entity type this app does not import, by its name; an unknown one as the service sent it. */
export function OtherEntityName({ entity }: { entity: string }) {
  const { t } = useTranslation('imports');
  return isKnownOtherEntity(entity) ? <>{t(`entity.${entity}_other`)}</> : <span translate="no">{entity}</span>;
}
