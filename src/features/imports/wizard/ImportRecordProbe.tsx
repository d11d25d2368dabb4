import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { importQueryOptions } from '@/features/imports/api/getImport';
import { hiddenPollMs, importPollInterval, livePollMs } from '@/features/imports/api/polling';
import type { FoundRecord } from './useImportWizard';

export interface ImportRecordProbeProps {
  merchantCode: string;
  importRef: string;
  /** the wizard started the import: the service may not say so yet */
  startedHere: boolean;
  onChange: (found: FoundRecord) => void;
}

/** Started here, the service may not say so yet: ask again soon, less often in a hidden tab. */
const startingPollMs = () => (typeof document !== 'undefined' && document.visibilityState === 'hidden' ? hiddenPollMs : livePollMs);

/**
 * Follows the service's record of the import and tells the wizard. It renders nothing: it is a
 * component so that its code (the query and the API client) loads only when the address names an
 * import; a new import's page shows, and takes files, without it.
 */
export default function ImportRecordProbe({ merchantCode, importRef, startedHere, onChange }: ImportRecordProbeProps) {
  const { data, isError, error, refetch } = useQuery({
    ...importQueryOptions(merchantCode, importRef),
    // nothing moves on the service while files are still being chosen: poll once it runs
    refetchInterval: (q) => {
      const record = q.state.data;
      if (record && record.status !== 'new') return importPollInterval([record]);
      return startedHere ? startingPollMs() : false;
    },
  });
  useEffect(() => onChange({ importRef, record: data, isError, error, refetch: () => void refetch() }), [importRef, data, isError, error, refetch, onChange]);
  return null;
}
