import { useTranslation } from 'react-i18next';
import { readSource } from '@/features/imports/model/importSource';

/** Who started an import: the user the wizard named in its source, else the source as it is (merchant data, never translated). */
export function StartedBy({ source }: { source: string | null | undefined }) {
  const { t } = useTranslation('imports');
  const { startedBy } = readSource(source);
  if (startedBy) return <span translate="no">{startedBy}</span>;
  if (source) return <span translate="no">{source}</span>;
  return <span className="muted">{t('startedBy.unknown')}</span>;
}
