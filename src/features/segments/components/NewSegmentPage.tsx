import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toMemberRef } from '@/api/terms';
import type { CreateSegmentBody, Customer, SegmentStatus } from '@/api';
import { createSegmentBody, segmentCode } from '@/api/segments';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useToast } from '@/components/ui/Toast';
import { problemCount, problemsFromError, problemsFromIssues } from '@/lib/formProblems';
import { plural } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useFormProblems } from '@/lib/useFormProblems';
import { CustomerSearch, PickedCustomers, useSettledEmail } from '@/features/customers';
import { useCreateSegment } from '../api/createSegment';
import { toggled } from '../selection';
import { suggestCode } from '../suggestCode';
import { SegmentCrumbs } from './SegmentCrumbs';
import { useOneAtATime } from './useOneAtATime';
import './segments.css';

const fields = ['name', 'code', 'description', 'status', 'members'] as const;

// the form's rules are the contract's own schemas
const codeProblem = (code: string) => {
  if (code === '') return undefined;
  const checked = segmentCode.safeParse(code);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

export function NewSegmentPage() {
  const { merchantCode = '' } = useParams();
  useDocumentTitle('New segment', merchantCode);
  const navigate = useNavigate();
  const { notify } = useToast();
  const create = useCreateSegment(merchantCode);
  const oneAtATime = useOneAtATime();

  const [name, setName] = useState('');
  const [typedCode, setTypedCode] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<SegmentStatus>('active');
  const [picked, setPicked] = useState<ReadonlyMap<string, Customer>>(new Map());
  const [email, setEmail] = useState('');
  const settledEmail = useSettledEmail(email);
  const [leaveOutGuests, setLeaveOutGuests] = useState(true);
  const { problems, show, clear, clearField, fieldRef, summaryRef } = useFormProblems(fields);

  // The code follows the name until the merchant types one of their own.
  const code = typedCode ?? suggestCode(name);
  const liveCodeProblem = typedCode !== null ? codeProblem(code) : undefined;

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
        if (!checked.success) return show(problemsFromIssues(fields, checked.error.issues));
        clear();
        const created = await create.mutateAsync(body);
        notify(`Created segment ${created.name} with ${plural(created.memberCount, 'member')}.`, 'success');
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
      <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: 'New segment' }]} />
      <h1>New segment</h1>
      <form className="stack" onSubmit={submit} noValidate aria-label="New segment">
        <div ref={summaryRef} tabIndex={-1} className="error-summary">
          {fieldProblems > 0 && (
            <Alert tone="danger" title={`Check ${fieldProblems === 1 ? 'the field' : `the ${fieldProblems} fields`} marked below`}>
              Nothing you entered was lost.
            </Alert>
          )}
          {problems.other.length > 0 && (
            <Alert tone="danger" title="The segment was not created">
              {problems.other.join(' ')} Nothing you entered was lost.
            </Alert>
          )}
        </div>
        <section className="card form-grid" aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <Field label="Name" error={problems.fields.name} hint="Up to 255 characters.">
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
            label="Code"
            error={liveCodeProblem ?? problems.fields.code}
            hint={typedCode === null ? 'Suggested from the name; change it if you like. Letters, digits, “-”, “_” and “.”; no spaces.' : 'Letters, digits, “-”, “_” and “.”; no spaces. It cannot be changed later.'}
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
          <Field label="Description (optional)" error={problems.fields.description}>
            <textarea ref={fieldRef('description')} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <Field label="Status" error={problems.fields.status} hint="Only active segments are used by the shop.">
            <select ref={fieldRef('status')} value={status} onChange={(e) => setStatus(e.target.value as SegmentStatus)}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </Field>
          <p>
            <strong>Type:</strong> Fixed — you choose its members, here or later.
          </p>
        </section>
        <fieldset ref={fieldRef('members')} tabIndex={-1} className="card stack" aria-describedby={problems.fields.members ? 'members-error' : undefined}>
          <legend>First members (optional)</legend>
          {problems.fields.members && (
            <p id="members-error" className="field-error">
              {problems.fields.members}
            </p>
          )}
          <CustomerSearch
            merchantCode={merchantCode}
            email={email}
            onEmailChange={setEmail}
            settledEmail={settledEmail}
            leaveOutGuests={leaveOutGuests}
            onLeaveOutGuestsChange={setLeaveOutGuests}
            picked={picked}
            onToggle={togglePick}
          />
          <PickedCustomers title="Members to add" picked={picked} onRemove={(c) => togglePick(c, false)} />
        </fieldset>
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={create.isPending}>
            {picked.size ? `Create segment with ${plural(picked.size, 'member')}` : 'Create segment'}
          </Button>
          <Link className="btn btn-secondary" to={paths.segments(merchantCode)}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
