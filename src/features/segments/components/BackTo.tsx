import { Trans, useTranslation } from 'react-i18next';

/** "Back to VIP customers": the segment's name as the merchant wrote it, the words around it translated. */
export function BackTo({ name }: { name: string }) {
  const { t } = useTranslation('segments');
  return <Trans t={t} i18nKey="backTo" values={{ name }} components={{ name: <span translate="no" /> }} />;
}
