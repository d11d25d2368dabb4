import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLimits } from '@/contract/terms';
import type { Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { isApiError } from '@/lib/errors';
import { customersByAddresses } from '@/features/customers';
import { addMembers, memberEmailField, memberIds, refreshSegment, removeMembers } from '../api/members';
import { answered, changeInBatches, mergeReports, type BatchReport } from './changeInBatches';
import { classifyAddresses, plannedMembers, textsOf, type Direction } from './classifyAddresses';
import { unchangedRows } from './unchangedRows';
import { parseAddressList, type ParsedAddressList } from './parseAddressList';
import { chunkAddresses, resolveAddresses, type ResolvedAddresses } from './resolveAddresses';
import { AddByListSteps } from './AddByListSteps';
import { ListInput } from './ListInput';
import { RemoveByListSteps } from './RemoveByListSteps';
import { SegmentFrame } from '../SegmentFrame';
import '../segments.css';

const sendOf = { add: addMembers, remove: removeMembers } as const;
const stepsOf = { add: AddByListSteps, remove: RemoveByListSteps } as const;

/** The page that adds members from, or removes them by, a pasted or dropped list of e-mail addresses. */
export function ByListPage({ direction }: { direction: Direction }) {
  const { t } = useTranslation('segments');
  return (
    <SegmentFrame pageTitle={t(`${textsOf(direction)}.title`)} changes={direction}>
      {(segment, merchantCode) => <ByListFlow merchantCode={merchantCode} segment={segment} direction={direction} />}
    </SegmentFrame>
  );
}

/**
 * Paste or drop a list → each address is looked up and sorted into buckets → the merchant reviews and confirms
 * → members are added (or removed) in batches → a summary with a download of what was not. The typed list is
 * kept through every step and every error; `direction` chooses the buckets, the call, the review and summary steps
 * (AddByListSteps, RemoveByListSteps: removing asks once more before it sends) and the words that differ.
 */
function ByListFlow({ merchantCode, segment, direction }: { merchantCode: string; segment: Segment; direction: Direction }) {
  const { t } = useTranslation('segments');
  const texts = textsOf(direction);
  const steps = stepsOf[direction];
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
  const [report, setReport] = useState<BatchReport | null>(null);
  const running = useRef<AbortController | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => running.current?.abort(), []);

  const review = useMemo(() => (lookup ? classifyAddresses(lookup.parsed, lookup.resolved, leaveOutGuests, direction) : null), [lookup, leaveOutGuests, direction]);
  const planned = review ? plannedMembers(review, choices) : [];

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

  const send = async (customerIds: string[], previous: BatchReport | null) => {
    const controller = new AbortController();
    running.current = controller;
    const total = answered(previous) + customerIds.length;
    setAdding({ done: answered(previous), total });
    const result = await changeInBatches(direction, customerIds, (batch, signal) => sendOf[direction](merchantCode, segment.code, batch, signal), {
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

  const sendPlanned = () => void send(planned.map((p) => p.customerId), null);

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
      <h2 ref={headingRef} tabIndex={-1}>{t(`${texts}.step.${step}`)}</h2>
      {step === 'input' && (
        <>
          <p>{t(`${texts}.intro`)}</p>
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
        <steps.Review
          segment={segment}
          review={review}
          leaveOutGuests={leaveOutGuests}
          onLeaveOutGuestsChange={setLeaveOutGuests}
          choices={choices}
          onChoose={(address, id) => setChoices((prev) => new Map(prev).set(address, id))}
          onConfirm={sendPlanned}
          onEdit={() => {
            setLookup(null);
            focusStep();
          }}
        />
      )}
      {step === 'adding' && adding && (
        <ProgressBar
          label={t(`${texts}.adding`, { name: segment.name })}
          value={adding.done}
          max={adding.total}
          valueText={t('byList.addingProgress', { done: adding.done, count: adding.total })}
        />
      )}
      {step === 'summary' && report && review && (
        <steps.Summary
          segment={segment}
          report={report}
          notAdded={unchangedRows(review, choices, report)}
          leftOut={review.rows.length - new Set(planned.map((p) => p.address)).size}
          onRetry={() => void send(report.rest, report)}
          onStartOver={startOver}
        />
      )}
    </div>
  );
}
