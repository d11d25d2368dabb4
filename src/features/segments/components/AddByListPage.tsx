import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toMemberRef } from '@/api/terms';
import type { Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { errorMessage, isApiError } from '@/lib/errors';
import { formatCount, plural } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { addMembers, refreshSegment } from '../api/addMembers';
import { batchOutcome } from '../api/batchOutcome';
import { allMemberIds, customersWithAddresses, memberListPages, membersByAddresses } from '../api/lookups';
import { addInBatches, mergeReports, type BatchAddReport } from '../bulk/addInBatches';
import { chunkAddresses } from '../bulk/chunks';
import { classifyAddresses, plannedMembers, type PlannedMember } from '../bulk/classifyAddresses';
import { notAddedRows } from '../bulk/notAddedReport';
import { parseAddressList, type ParsedAddressList } from '../bulk/parseAddressList';
import { resolveAddresses, type ResolvedAddresses } from '../bulk/resolveAddresses';
import { AddSummary } from './byList/AddSummary';
import { ListInput } from './byList/ListInput';
import { ReviewStep } from './byList/ReviewStep';
import { FixedSegmentGate } from './SegmentGate';
import { useSegmentParams } from './useSegmentParams';
import './segments.css';

export function AddByListPage() {
  const { merchantCode, segmentCode } = useSegmentParams();
  return (
    <FixedSegmentGate merchantCode={merchantCode} segmentCode={segmentCode} pageTitle="Add members from a list">
      {(segment) => <AddByList merchantCode={merchantCode} segment={segment} />}
    </FixedSegmentGate>
  );
}

interface Lookup {
  parsed: ParsedAddressList;
  resolved: ResolvedAddresses;
}

const isTransient = (e: unknown) => isApiError(e) && e.isTransient;

/**
 * Paste or drop a list → each address is looked up and sorted into buckets → the merchant reviews
 * and confirms → members are added in batches → a summary with a download of what was not added.
 * The typed list is kept through every step and every error.
 */
function AddByList({ merchantCode, segment }: { merchantCode: string; segment: Segment }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [resolving, setResolving] = useState<{ done: number; total: number } | null>(null);
  const [resolveError, setResolveError] = useState<unknown>(null);
  const [leaveOutGuests, setLeaveOutGuests] = useState(true);
  const [choices, setChoices] = useState<ReadonlyMap<string, string>>(new Map());
  const [adding, setAdding] = useState<{ done: number; total: number } | null>(null);
  const [sentPlan, setSentPlan] = useState<PlannedMember[] | null>(null);
  const [report, setReport] = useState<BatchAddReport | null>(null);
  const running = useRef<AbortController | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => running.current?.abort(), []);

  const review = useMemo(() => (lookup ? classifyAddresses(lookup.parsed, lookup.resolved, leaveOutGuests) : null), [lookup, leaveOutGuests]);

  const focusStep = () => requestAnimationFrame(() => headingRef.current?.focus());

  const check = async () => {
    const parsed = parseAddressList(text);
    if (parsed.addresses.length === 0) {
      setInputError(
        parsed.invalid.length
          ? `None of the ${plural(parsed.invalid.length, 'entry', 'entries')} is an e-mail address, e.g. line ${parsed.invalid[0]!.line}: “${parsed.invalid[0]!.text.slice(0, 80)}”.`
          : 'Paste addresses, one per line, or choose a file.',
      );
      textRef.current?.focus();
      return;
    }
    setInputError(undefined);
    setResolveError(null);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const addresses = parsed.addresses.map((a) => a.address);
    setResolving({ done: 0, total: chunkAddresses(addresses).length });
    try {
      const resolved = await resolveAddresses(addresses, customersWithAddresses(merchantCode), membersByAddresses(merchantCode, segment.code), {
        signal: controller.signal,
        isTransient,
        memberListPages: memberListPages(segment.memberCount),
        listAllMemberIds: allMemberIds(merchantCode, segment.code),
        onProgress: (done, total) => setResolving({ done, total }),
      });
      setLookup({ parsed, resolved });
      setChoices(new Map());
      focusStep();
    } catch (error) {
      if (!controller.signal.aborted) setResolveError(error);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setResolving(null);
      }
    }
  };

  const cancelLookup = () => {
    running.current?.abort();
    running.current = null;
    setResolving(null);
  };

  const send = async (customerIds: string[], previous: BatchAddReport | null) => {
    const controller = new AbortController();
    running.current = controller;
    const base = previous ? { added: previous.added.length, other: previous.alreadyMembers.length + previous.refused.length } : { added: 0, other: 0 };
    const total = base.added + base.other + customerIds.length;
    setAdding({ done: base.added + base.other, total });
    const result = await addInBatches(
      customerIds,
      async (batch, signal) => {
        const refs = batch.map(toMemberRef);
        return batchOutcome(refs, await addMembers(merchantCode, segment.code, refs, signal));
      },
      {
        signal: controller.signal,
        onProgress: (r) => setAdding({ done: base.added + base.other + r.added.length + r.alreadyMembers.length + r.refused.length, total }),
      },
    );
    if (controller.signal.aborted) return;
    running.current = null;
    setReport(previous ? mergeReports(previous, result) : result);
    setAdding(null);
    focusStep();
    await refreshSegment(queryClient, merchantCode, segment.code);
  };

  const confirm = () => {
    if (!review || !lookup) return;
    const plan = plannedMembers(review, choices);
    setSentPlan(plan);
    void send(plan.map((p) => p.customerId), null);
  };

  const startOver = () => {
    setLookup(null);
    setReport(null);
    setSentPlan(null);
    setChoices(new Map());
    setText('');
    focusStep();
  };

  const step = adding ? 'adding' : report ? 'summary' : lookup ? 'review' : 'input';
  const stepTitle = { input: 'Step 1 of 3: the list', review: 'Step 2 of 3: check and confirm', adding: 'Step 3 of 3: adding', summary: 'Done' }[step];

  return (
    <div className="stack">
      <h2 ref={headingRef} tabIndex={-1}>
        {stepTitle}
      </h2>
      {step === 'input' && (
        <>
          <p>
            Paste e-mail addresses or choose a file. Each address is looked up; you will see what will be added before anything changes.
          </p>
          <ListInput ref={textRef} text={text} onTextChange={setText} error={inputError} disabled={resolving !== null} />
          {resolveError !== null && (
            <Alert tone="danger" title="Could not look up the addresses" action={<Button onClick={() => void check()}>Try the lookup again</Button>}>
              {errorMessage(resolveError)} Your list is kept.
            </Alert>
          )}
          {resolving ? (
            <div className="stack">
              <ProgressBar
                label="Looking up the addresses"
                value={resolving.done}
                max={resolving.total}
                valueText={`${formatCount(resolving.done)} of ${plural(resolving.total, 'lookup')} done`}
              />
              <Button onClick={cancelLookup}>Cancel the lookup</Button>
            </div>
          ) : (
            <div className="form-actions">
              <Button variant="primary" onClick={() => void check()}>
                Check the addresses
              </Button>
            </div>
          )}
        </>
      )}
      {step === 'review' && review && (
        <ReviewStep
          segmentName={segment.name}
          review={review}
          leaveOutGuests={leaveOutGuests}
          onLeaveOutGuestsChange={setLeaveOutGuests}
          choices={choices}
          onChoose={(address, id) => setChoices((prev) => new Map(prev).set(address, id))}
          onConfirm={confirm}
          onEdit={() => {
            setLookup(null);
            focusStep();
          }}
        />
      )}
      {step === 'adding' && adding && (
        <ProgressBar
          label={`Adding members to ${segment.name}`}
          value={adding.done}
          max={adding.total}
          valueText={`${formatCount(adding.done)} of ${plural(adding.total, 'member')} sent`}
        />
      )}
      {step === 'summary' && report && review && (
        <AddSummary
          segmentName={segment.name}
          segmentCode={segment.code}
          segmentPath={paths.segment(merchantCode, segment.code)}
          report={report}
          notAdded={notAddedRows(review, choices, report)}
          leftOut={review.rows.length - (sentPlan?.length ?? 0)}
          retrying={adding !== null}
          onRetry={() => void send(report.rest, report)}
          onStartOver={startOver}
        />
      )}
    </div>
  );
}
