import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLimits } from '@/api/terms';
import type { Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { isApiError } from '@/lib/errors';
import { customersByAddresses } from '@/features/customers';
import { addMembers, memberEmailField, memberIds, refreshSegment } from '../api/members';
import { addInBatches, mergeReports, type BatchAddReport } from '../bulk/addInBatches';
import { classifyAddresses, plannedMembers } from '../bulk/classifyAddresses';
import { notAddedRows } from '../bulk/notAddedReport';
import { parseAddressList, type ParsedAddressList } from '../bulk/parseAddressList';
import { chunkAddresses, resolveAddresses, type ResolvedAddresses } from '../bulk/resolveAddresses';
import { AddSummary, ListInput, ReviewStep } from './AddByListSteps';
import { SegmentFrame } from './SegmentParts';
import './segments.css';

export function AddByListPage() {
  const { t } = useTranslation('segments');
  return <SegmentFrame pageTitle={t('byList.title')}>{(segment, merchantCode) => <AddByList merchantCode={merchantCode} segment={segment} />}</SegmentFrame>;
}

/** Members whose answer has come: added, members already, or refused. */
const answered = (report: BatchAddReport | null) => (report ? report.added.length + report.alreadyMembers.length + report.refused.length : 0);

/**
 * Paste or drop a list → each address is looked up and sorted into buckets → the merchant reviews
 * and confirms → members are added in batches → a summary with a download of what was not added.
 * The typed list is kept through every step and every error.
 */
function AddByList({ merchantCode, segment }: { merchantCode: string; segment: Segment }) {
  const { t } = useTranslation('segments');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  // a list with no address in it, kept to say why when shown, in the language of the moment
  const [unusable, setUnusable] = useState<ParsedAddressList | null>(null);
  const [lookup, setLookup] = useState<{ parsed: ParsedAddressList; resolved: ResolvedAddresses } | null>(null);
  const [resolving, setResolving] = useState<{ done: number; total: number } | null>(null);
  const [resolveError, setResolveError] = useState<unknown>(null);
  const [leaveOutGuests, setLeaveOutGuests] = useState(true);
  const [choices, setChoices] = useState<ReadonlyMap<string, string>>(new Map());
  const [adding, setAdding] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<BatchAddReport | null>(null);
  const running = useRef<AbortController | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => running.current?.abort(), []);

  const review = useMemo(() => (lookup ? classifyAddresses(lookup.parsed, lookup.resolved, leaveOutGuests) : null), [lookup, leaveOutGuests]);

  const focusStep = () => requestAnimationFrame(() => headingRef.current?.focus());

  const check = async () => {
    const parsed = parseAddressList(text);
    setUnusable(parsed.addresses.length === 0 ? parsed : null);
    if (parsed.addresses.length === 0) return textRef.current?.focus();
    setResolveError(null);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const addresses = parsed.addresses.map((a) => a.address);
    setResolving({ done: 0, total: chunkAddresses(addresses).length });
    try {
      const resolved = await resolveAddresses(
        addresses,
        (chunk, signal) => customersByAddresses(merchantCode, chunk, signal),
        (chunk, signal) => memberIds(merchantCode, segment.code, { [memberEmailField]: { $in: chunk } }, signal),
        {
          signal: controller.signal,
          isTransient: (e) => isApiError(e) && e.isTransient,
          memberListPages: Math.ceil(segment.memberCount / listLimits.maxLimit),
          listAllMemberIds: (signal) => memberIds(merchantCode, segment.code, undefined, signal),
          onProgress: (done, total) => setResolving({ done, total }),
        },
      );
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
    const total = answered(previous) + customerIds.length;
    setAdding({ done: answered(previous), total });
    const result = await addInBatches(customerIds, (batch, signal) => addMembers(merchantCode, segment.code, batch, signal), {
      signal: controller.signal,
      onProgress: (r) => setAdding({ done: answered(previous) + answered(r), total }),
    });
    if (controller.signal.aborted) return;
    running.current = null;
    setReport(previous ? mergeReports(previous, result) : result);
    setAdding(null);
    focusStep();
    await refreshSegment(queryClient, merchantCode, segment.code);
  };

  const startOver = () => {
    setLookup(null);
    setReport(null);
    setChoices(new Map());
    setText('');
    focusStep();
  };

  const step = adding ? 'adding' : report ? 'summary' : lookup ? 'review' : 'input';
  const firstInvalid = unusable?.invalid[0];
  const inputErrorText = !unusable
    ? undefined
    : firstInvalid
      ? t('byList.noneValid', { count: unusable.invalid.length, line: firstInvalid.line, text: firstInvalid.text.slice(0, 80) })
      : t('byList.empty');

  return (
    <div className="stack">
      <h2 ref={headingRef} tabIndex={-1}>{t(`byList.step.${step}`)}</h2>
      {step === 'input' && (
        <>
          <p>{t('byList.intro')}</p>
          <ListInput ref={textRef} text={text} onTextChange={setText} error={inputErrorText} disabled={resolving !== null} />
          {resolveError !== null && (
            <Alert tone="danger" title={t('byList.lookupFailed')} action={<Button onClick={() => void check()}>{t('byList.lookupAgain')}</Button>}>
              <ErrorMessage error={resolveError} /> {t('byList.listKept')}
            </Alert>
          )}
          {resolving ? (
            <div className="stack">
              <ProgressBar
                label={t('byList.lookingUp')}
                value={resolving.done}
                max={resolving.total}
                valueText={t('byList.lookupProgress', { done: resolving.done, count: resolving.total })}
              />
              <Button onClick={cancelLookup}>{t('byList.cancelLookup')}</Button>
            </div>
          ) : (
            <div className="form-actions">
              <Button variant="primary" onClick={() => void check()}>
                {t('byList.check')}
              </Button>
            </div>
          )}
        </>
      )}
      {step === 'review' && review && (
        <ReviewStep
          segment={segment}
          review={review}
          leaveOutGuests={leaveOutGuests}
          onLeaveOutGuestsChange={setLeaveOutGuests}
          choices={choices}
          onChoose={(address, id) => setChoices((prev) => new Map(prev).set(address, id))}
          onConfirm={() => void send(plannedMembers(review, choices).map((p) => p.customerId), null)}
          onEdit={() => {
            setLookup(null);
            focusStep();
          }}
        />
      )}
      {step === 'adding' && adding && (
        <ProgressBar
          label={t('byList.adding', { name: segment.name })}
          value={adding.done}
          max={adding.total}
          valueText={t('byList.addingProgress', { done: adding.done, count: adding.total })}
        />
      )}
      {step === 'summary' && report && review && (
        <AddSummary
          merchantCode={merchantCode}
          segment={segment}
          report={report}
          notAdded={notAddedRows(review, choices, report)}
          leftOut={review.rows.length - plannedMembers(review, choices).length}
          onRetry={() => void send(report.rest, report)}
          onStartOver={startOver}
        />
      )}
    </div>
  );
}
