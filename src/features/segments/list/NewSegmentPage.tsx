import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { segmentStatuses, toMemberRef } from '@/contract/terms';
import type { CreateSegmentBody, Customer, SegmentStatus } from '@/contract';
import { createSegmentBody, segmentCode } from '@/contract/segments';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useToast } from '@/components/ui/Toast';
import { problemCount, problemsFromError, problemsFromIssues } from '@/lib/formProblems';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useFormProblems } from '@/lib/useFormProblems';
import { CustomerSearch, PickedCustomers, useSettledEmail, type CustomerSearchState } from '@/features/customers';
import { useCreateSegment } from '../api/segments';
import { SegmentCrumbs } from '../SegmentFrame';
import { toggled } from '../toggled';
import { useOneAtATime } from '../useOneAtATime';
import { suggestCode } from './suggestCode';
import '../segments.css';

const fields = ['name', 'code', 'description', 'status', 'members'] as const;

/** An issue of the form in the page's language, as the schemas word theirs in English; one the form does not foresee keeps its words. */
function issueText(t: TFunction<'segments'>, issue: z.core.$ZodIssue, field = String(issue.path[0] ?? '')): string {
  if (issue.code === 'too_small' && issue.origin === 'string' && field === 'name') return t('newSegment.problem.nameMissing');
  if (issue.code === 'too_small' && issue.origin === 'string' && field === 'code') return t('newSegment.problem.codeMissing');
  if (issue.code === 'invalid_format' && field === 'code') return t('newSegment.problem.codeChars');
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') return t('newSegment.problem.tooLong', { count: issue.maximum });
  return issue.message;
}

export function NewSegmentPage() {
  const { t } = useTranslation('segments');
  const { merchantCode = '' } = useParams();
  useDocumentTitle(t('newSegment.title'), merchantCode);
  const navigate = useNavigate();
  const { notify } = useToast();
  const create = useCreateSegment(merchantCode);
  const oneAtATime = useOneAtATime();

  const [name, setName] = useState('');
  const [typedCode, setTypedCode] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<SegmentStatus>('active');
  const [picked, setPicked] = useState<ReadonlyMap<string, Customer>>(new Map());
  const [search, setSearch] = useState<CustomerSearchState>({ email: '', leaveOutGuests: true });
  const settledEmail = useSettledEmail(search.email);
  const { problems, show, clear, clearField, fieldRef, summaryRef } = useFormProblems(fields);

  // The code follows the name until the merchant types one of their own, which is checked as it is typed.
  const code = typedCode ?? suggestCode(name);
  const codeCheck = typedCode ? segmentCode.safeParse(typedCode) : undefined;
  const liveCodeProblem = codeCheck?.error && issueText(t, codeCheck.error.issues[0]!, 'code');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CreateSegmentBody = {
      code,
      name: name.trim(),
      type: 'fixed',
      status,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(picked.size ? { members: [...picked.keys()].map(toMemberRef) } : {}),
    };
    void oneAtATime(async () => {
      try {
        const checked = createSegmentBody.safeParse(body);
        if (!checked.success) return show(problemsFromIssues(fields, checked.error.issues.map((issue) => ({ ...issue, message: issueText(t, issue) }))));
        clear();
        const created = await create.mutateAsync(body);
        notify(t('newSegment.created', { name: created.name, count: created.memberCount }), 'success');
        navigate(paths.segment(merchantCode, created.code));
      } catch (error) {
        // a taken code is the code field's problem; other refusals go on their fields or in the summary
        show(problemsFromError(fields, error, { conflictField: 'code' }));
      }
    });
  };

  const togglePick = (c: Customer, pick: boolean) => setPicked((prev) => toggled(prev, (p) => p.id, [c], pick));

  const fieldProblems = problemCount(problems);

  return (
    <div className="stack">
      <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: t('newSegment.title') }]} />
      <h1>{t('newSegment.title')}</h1>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('newSegment.title')}>
        <div ref={summaryRef} tabIndex={-1} className="error-summary">
          {fieldProblems > 0 && (
            <Alert tone="danger" title={t('newSegment.checkFields', { count: fieldProblems })}>
              {t('newSegment.nothingLost')}
            </Alert>
          )}
          {problems.other.length > 0 && (
            <Alert tone="danger" title={t('newSegment.notCreated')}>
              <span translate="no">{problems.other.join(' ')}</span> {t('newSegment.nothingLost')}
            </Alert>
          )}
        </div>
        <section className="card form-grid" aria-labelledby="details-heading">
          <h2 id="details-heading">{t('newSegment.details')}</h2>
          <Field label={t('newSegment.name')} error={problems.fields.name} hint={t('newSegment.nameHint')}>
            <input
              ref={fieldRef('name')}
              value={name}
              autoComplete="off"
              required
              onChange={(e) => {
                setName(e.target.value);
                clearField('name');
              }}
            />
          </Field>
          <Field
            label={t('newSegment.code')}
            error={liveCodeProblem ?? problems.fields.code}
            hint={typedCode === null ? t('newSegment.codeHintSuggested') : t('newSegment.codeHint')}
          >
            <input
              ref={fieldRef('code')}
              value={code}
              autoComplete="off"
              spellCheck={false}
              required
              className="mono"
              onChange={(e) => {
                setTypedCode(e.target.value);
                clearField('code');
              }}
            />
          </Field>
          <Field label={t('newSegment.description')} error={problems.fields.description}>
            <textarea ref={fieldRef('description')} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <Field label={t('newSegment.status')} error={problems.fields.status} hint={t('newSegment.statusHint')}>
            <select ref={fieldRef('status')} value={status} onChange={(e) => setStatus(e.target.value as SegmentStatus)}>
              {segmentStatuses.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
            </select>
          </Field>
          <p>
            <Trans t={t} i18nKey="newSegment.type" components={{ strong: <strong /> }} />
          </p>
        </section>
        <fieldset ref={fieldRef('members')} tabIndex={-1} className="card stack" aria-describedby={problems.fields.members ? 'members-error' : undefined}>
          <legend>{t('newSegment.firstMembers')}</legend>
          {problems.fields.members && <p id="members-error" className="field-error">{problems.fields.members}</p>}
          <CustomerSearch
            merchantCode={merchantCode}
            search={search}
            onSearchChange={(change) => setSearch((prev) => ({ ...prev, ...change }))}
            settledEmail={settledEmail}
            picked={picked}
            onToggle={togglePick}
          />
          <PickedCustomers title={t('newSegment.membersToAdd')} picked={picked} onRemove={(c) => togglePick(c, false)} />
        </fieldset>
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={create.isPending}>
            {picked.size ? t('newSegment.createWith', { count: picked.size }) : t('newSegment.create')}
          </Button>
          <Link className="btn btn-secondary" to={paths.segments(merchantCode)}>{t('newSegment.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
