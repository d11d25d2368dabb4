import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { createSegmentBody, segmentCode as segmentCodeSchema, toMemberRef, type CreateSegmentBody, type Customer, type SegmentStatus } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useToast } from '@/components/ui/Toast';
import { errorMessage, isApiError } from '@/lib/errors';
import { plural } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { CustomerSearch, PickedCustomers, useSettledEmail } from '@/features/customers';
import { useCreateSegment } from '../api/createSegment';
import { toggled } from '../selection';
import { suggestCode } from '../suggestCode';
import { SegmentCrumbs } from './SegmentCrumbs';
import { useOneAtATime } from './useOneAtATime';
import './segments.css';

type FieldName = 'name' | 'code' | 'description' | 'status' | 'members';
type Problems = Partial<Record<FieldName, string>>;
const fieldOrder: FieldName[] = ['name', 'code', 'description', 'status', 'members'];

const fieldOf = (path: string): FieldName | undefined => {
  const head = path.split(/[.[]/)[0] as FieldName;
  return fieldOrder.includes(head) ? head : undefined;
};

const codeProblem = (code: string) => {
  if (code === '') return undefined;
  const checked = segmentCodeSchema.safeParse(code);
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
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    status: useRef<HTMLSelectElement>(null),
    members: useRef<HTMLFieldSetElement>(null),
  };

  // The code follows the name until the merchant types one of their own.
  const code = typedCode ?? suggestCode(name);
  const liveCodeProblem = typedCode !== null ? codeProblem(code) : undefined;

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const body: CreateSegmentBody = {
      code,
      name: name.trim(),
      type: 'fixed',
      status,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(picked.size ? { members: [...picked.keys()].map(toMemberRef) } : {}),
    };
    const checked = createSegmentBody.safeParse(body);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !found[field]) found[field] = issue.message;
      }
      showProblems(found);
      return;
    }
    setProblems({});
    void oneAtATime(async () => {
      try {
        const created = await create.mutateAsync(body);
        notify(`Created segment ${created.name} with ${plural(created.memberCount, 'member')}.`, 'success');
        navigate(paths.segment(merchantCode, created.code));
      } catch (error) {
        showServiceProblems(error);
      }
    });
  };

  const showServiceProblems = (error: unknown) => {
    if (isApiError(error) && error.kind === 'conflict') {
      showProblems({ code: error.message });
    } else if (isApiError(error) && error.fieldErrors.length) {
      const found: Problems = {};
      const elsewhere: string[] = [];
      for (const fe of error.fieldErrors) {
        const field = fieldOf(fe.field);
        if (field && !found[field]) found[field] = fe.message;
        else if (!field) elsewhere.push(fe.field ? `${fe.field}: ${fe.message}` : fe.message);
      }
      showProblems(found);
      if (elsewhere.length) setFormError(elsewhere.join(' '));
    } else {
      setFormError(errorMessage(error));
    }
  };

  const togglePick = (c: Customer, pick: boolean) => setPicked((prev) => toggled(prev, (p) => p.id, [c], pick));

  const problemCount = Object.values(problems).filter(Boolean).length;

  return (
    <div className="stack">
      <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: 'New segment' }]} />
      <h1>New segment</h1>
      <form className="stack" onSubmit={submit} noValidate aria-label="New segment">
        {problemCount > 0 && (
          <Alert tone="danger" title={`Check ${problemCount === 1 ? 'the field' : `the ${problemCount} fields`} marked below`}>
            Nothing you entered was lost.
          </Alert>
        )}
        {formError && (
          <Alert tone="danger" title="The segment was not created">
            {formError} Nothing you entered was lost.
          </Alert>
        )}
        <section className="card form-grid" aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <Field label="Name" error={problems.name} hint="Up to 255 characters.">
            <input
              ref={refs.name}
              value={name}
              autoComplete="off"
              required
              onChange={(e) => {
                setName(e.target.value);
                if (problems.name) setProblems((p) => ({ ...p, name: undefined }));
              }}
            />
          </Field>
          <Field
            label="Code"
            error={liveCodeProblem ?? problems.code}
            hint={typedCode === null ? 'Suggested from the name; change it if you like. Letters, digits, “-”, “_” and “.”; no spaces.' : 'Letters, digits, “-”, “_” and “.”; no spaces. It cannot be changed later.'}
          >
            <input
              ref={refs.code}
              value={code}
              autoComplete="off"
              spellCheck={false}
              required
              className="mono"
              onChange={(e) => {
                setTypedCode(e.target.value);
                if (problems.code) setProblems((p) => ({ ...p, code: undefined }));
              }}
            />
          </Field>
          <Field label="Description (optional)" error={problems.description}>
            <textarea ref={refs.description} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <Field label="Status" error={problems.status} hint="Only active segments are used by the shop.">
            <select ref={refs.status} value={status} onChange={(e) => setStatus(e.target.value as SegmentStatus)}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </Field>
          <p>
            <strong>Type:</strong> Fixed — you choose its members, here or later.
          </p>
        </section>
        <fieldset ref={refs.members} tabIndex={-1} className="card stack" aria-describedby={problems.members ? 'members-error' : undefined}>
          <legend>First members (optional)</legend>
          {problems.members && (
            <p id="members-error" className="field-error">
              {problems.members}
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
