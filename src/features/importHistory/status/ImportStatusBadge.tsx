import { useTranslation } from 'react-i18next';
import type { ImportRecord } from '@/contract';
import { Badge } from '@/components/ui/Badge';
import { importReading } from '@/features/importHistory/status/importReading';

/** The state of a whole import, in words, an icon and colour ("Finished with 3 failures"). */
export function ImportStatusBadge({ record }: { record: Pick<ImportRecord, 'status' | 'entityFiles'> }) {
  // the reading's words come from the catalog: a language switch re-renders them
  useTranslation('importHistory');
  const { label, tone } = importReading(record);
  return <Badge tone={tone}>{label}</Badge>;
}
