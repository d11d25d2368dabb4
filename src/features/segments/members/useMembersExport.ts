import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Segment } from '@/contract';
import { downloadBlob } from '@/lib/download';
import { customerFullName, customerNumber } from '@/features/customers';
import { memberPageReader } from '../api/members';
import { continueMemberExport, isoDate, MemberPageFailed, safeFilePart, startMemberExport, type MemberExport } from './memberExport';

type MembersExportState =
  | { step: 'idle' }
  | { step: 'running'; rows: number; total: number }
  | { step: 'failed'; error: MemberPageFailed; rows: number }
  | { step: 'cancelled' }
  | { step: 'done'; rows: number; fileName: string };

/** A segment's member export as one piece of state: start, cancel, or retry the page that failed and go on from it. */
export function useMembersExport(merchantCode: string, segment: Segment) {
  const { t } = useTranslation('segments');
  const [state, setState] = useState<MembersExportState>({ step: 'idle' });
  const job = useRef<{ export: MemberExport; controller: AbortController } | null>(null);

  useEffect(() => () => job.current?.controller.abort(), []);

  const row = (m: Member) => [
    customerNumber(m.customer),
    m.customer.emailAddress ?? '',
    customerFullName(m.customer),
    m.customer.isAnonymous === undefined ? '' : t(m.customer.isAnonymous ? 'exportMembers.csv.guest' : 'exportMembers.csv.registered'),
  ];

  const run = async (current: MemberExport) => {
    const controller = new AbortController();
    job.current = { export: current, controller };
    const total = Math.max(current.total ?? segment.memberCount, current.rows);
    setState({ step: 'running', rows: current.rows, total });
    try {
      const blob = await continueMemberExport(current, {
        readPage: memberPageReader(merchantCode, segment.code),
        row,
        signal: controller.signal,
        onProgress: (p) => setState({ step: 'running', rows: p.rows, total: p.total }),
      });
      const fileName = t('exportMembers.fileName', { code: safeFilePart(segment.code), date: isoDate(new Date()) });
      downloadBlob(fileName, blob);
      job.current = null;
      setState({ step: 'done', rows: current.rows, fileName });
    } catch (error) {
      if (controller.signal.aborted) return;
      const failed = error instanceof MemberPageFailed ? error : new MemberPageFailed(current.pages + 1, current.rows, error);
      setState({ step: 'failed', error: failed, rows: current.rows });
    }
  };

  return {
    state,
    start: () => {
      if (state.step === 'running') return;
      job.current?.controller.abort();
      void run(startMemberExport((['number', 'email', 'name', 'kind'] as const).map((column) => t(`exportMembers.csv.${column}`))));
    },
    /** reads the page that failed again and goes on */
    retry: () => {
      if (job.current && state.step === 'failed') void run(job.current.export);
    },
    /** stops a running export, or gives up one that failed; nothing is downloaded */
    cancel: () => {
      job.current?.controller.abort();
      job.current = null;
      setState({ step: 'cancelled' });
    },
  };
}

export type MembersExport = ReturnType<typeof useMembersExport>;
