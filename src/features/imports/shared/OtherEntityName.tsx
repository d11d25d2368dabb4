import { useTranslation } from 'react-i18next';

/** Entity types this app does not import itself but may find in the history (the public service imports them too). */
const otherEntityTypes = ['customer', 'segment', 'segmentMember'] as const;
const isKnownOtherEntity = (entity: string): entity is (typeof otherEntityTypes)[number] => (otherEntityTypes as readonly string[]).includes(entity);

/** An entity type this app does not import, named from the catalog; an unknown one as the service sent it. */
export function OtherEntityName({ entity }: { entity: string }) {
  const { t } = useTranslation('imports');
  return isKnownOtherEntity(entity) ? <>{t(`entity.${entity}_other`)}</> : <span translate="no">{entity}</span>;
}
