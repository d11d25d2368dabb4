import { useTranslation } from 'react-i18next';
import { readSource } from '@/features/importHistory/status/importSource';

/** Who started an import: the user the wizard named in its source, else the source as it is (merchant data, never translated). */
export function StartedBy({ source }: { source: string | null | undefined }) {
  const { t } = useTranslation('importHistory');
  const who = readSource(source).startedBy ?? source;
  return who ? <span translate="no">{who}</span> : <span className="muted">{t('startedBy.unknown')}</span>;
}
