import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { entityTypes } from '@/contract/terms';
import type { EntityType } from '@/contract';
import { catalogKeys, lookUpCatalogCodes } from '@/features/importWizard/api/lookUpCatalogCodes';
import { knownCustomerNumbers } from '@/features/importWizard/api/knownCustomerNumbers';
import { membersLeftOut } from '@/features/importWizard/api/membersLeftOut';
import { segmentTypesOf } from '@/features/importWizard/api/segmentTypesOf';
import { fileId, useFilePreviews, type PreviewState } from '@/features/importWizard/preview/useFilePreviews';
import { codesOutsideImport, type OutsideCode, attributeOf, holdsReference } from '@/engine';
import { previewSubjectsOf, slotSettings } from './store/slotRules';
import { useWizardSelection, useWizardState } from './store/useWizardSelection';
import type { WizardState } from './store/wizardState';
import type { WizardStore } from './store/wizardStore';
import type { WizardT } from './wizardText';
import { isApiError } from '@/lib/errors';

/** One code a file names that neither the import's other files nor (maybe) the catalog hold. */
export interface CrossFileFinding extends Omit<OutsideCode, 'kind'> {
  kind: OutsideCode['kind'] | 'segment' | 'customer';
  severity: 'error' | 'warning';
  /** in the page's language: the checks are worked out again when it changes */
  reason: string;
}

interface CatalogChecks {
  findings: Partial<Record<EntityType, CrossFileFinding[]>>;
  /** what each checked file will do to the catalog */
  previews: Partial<Record<EntityType, PreviewState>>;
  /** errors across files: they block the start like a file's own problems */
  blockers: string[];
}

const cleanResult = (state: WizardState, entity: EntityType) => {
  const slot = state.slots[entity];
  if (!slot.file || slot.check.status !== 'done' || slot.check.result.fileProblem) return undefined;
  return { fileName: slot.file.name, result: slot.check.result };
};

/** "category C" and "named by 3 elements of F": what every finding's sentence says of its code. */
const factsOf = (t: WizardT, kind: CrossFileFinding['kind'], code: string, elements: number, fileName: string) => ({
  code: t('crossFile.code', { kind: t(`crossFile.kind.${kind}`), code }),
  namedBy: t('crossFile.namedBy', { count: elements, file: fileName }),
});

/** `missing`: the catalog said it lacks the code (else it could not tell, or was not asked yet). */
const describe = (t: WizardT, f: OutsideCode, fileName: string, siblingName: string | undefined, catalog: string, missing: boolean): CrossFileFinding => {
  const facts = { ...factsOf(t, f.kind, f.code, f.elements, fileName), catalog };
  if (f.deletedBy) return { ...f, severity: 'error', reason: t('crossFile.deletedBy', { ...facts, fullFile: f.deletedBy }) };
  if (f.valuesFrom) {
    return { ...f, severity: 'error', reason: t('crossFile.valueNotInFile', { ...facts, file: f.valuesFrom, attribute: attributeOf(f.code) }) };
  }
  const reason = siblingName
    ? t(missing ? 'crossFile.missingNotInFile' : 'crossFile.unknownNotInFile', { ...facts, file: siblingName })
    : t(missing ? 'crossFile.missingInNoFile' : 'crossFile.unknownInNoFile', facts);
  return { ...f, severity: missing ? 'error' : 'warning', reason };
};

/** What the checks read of the state: each file's result and settings; not its upload, nor any progress. */
const checkInputs = (state: WizardState) =>
  entityTypes.flatMap((entity) => {
    const slot = state.slots[entity];
    return [slot.file, slot.check.status === 'done' ? slot.check.result : null, slot.strategy, slot.catalogCode, slot.locations, state.serverFiles[entity]];
  });

/** The files the checks are about, with the codes to ask the catalog for: worked out again only when a file's result or settings change. */
const checkSubjects = (state: WizardState) => {
  const siblings = { category: cleanResult(state, 'category'), attribute: cleanResult(state, 'attribute') };
  const subjects = (['category', 'product'] as const).flatMap((entity) => {
    const clean = cleanResult(state, entity);
    if (!clean) return [];
    const catalogCode = slotSettings(state, entity).catalogCode || undefined;
    const outside = codesOutsideImport(entity, clean.result, siblings);
    const toAsk = outside.filter((o) => !o.deletedBy && !o.valuesFrom);
    const wanted = {
      categories: toAsk.filter((o) => o.kind === 'category').map((o) => o.code),
      attributes: [...new Set(toAsk.filter((o) => o.kind !== 'category').map((o) => (o.kind === 'attribute' ? o.code : attributeOf(o.code))))],
    };
    return [{ entity, ...clean, catalogCode, outside, wanted, question: JSON.stringify([catalogCode ?? null, wanted]) }];
  });
  const previews = previewSubjectsOf(state);
  // two files may ask the same (nothing, often): one query per question, shared by the files that ask it
  const questions = [...new Map(subjects.map((s) => [s.question, s])).values()];
  return { siblings, subjects, previews, questions };
};

/** a member's customer named by e-mail address or customer ID: the service resolves those when it imports */
const namesByNumber = (reference: string) => !reference.includes('@') && !/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(reference);

/** What a members file names that the import's own files do not hold: segments and customers by number (when every key was kept). */
const memberReferences = (state: WizardState) => {
  const members = cleanResult(state, 'segmentMember');
  if (!members?.result.keysComplete) return null;
  const keysOf = (entity: 'segment' | 'customer') => {
    const clean = cleanResult(state, entity);
    return new Set(clean?.result.keysComplete ? clean.result.keys : []);
  };
  const segmentsInFile = keysOf('segment');
  const customersInFile = keysOf('customer');
  const segments = new Map<string, number>();
  const customers = new Map<string, number>();
  // a full file: each segment it names keeps only the customers it names
  const full = slotSettings(state, 'segmentMember').strategy === 'full';
  const kept = new Map<string, Set<string>>();
  for (const key of members.result.keys) {
    const cut = key.indexOf('/');
    const [segment, customer] = [key.slice(0, cut), key.slice(cut + 1)];
    if (!segmentsInFile.has(segment)) segments.set(segment, (segments.get(segment) ?? 0) + 1);
    if (namesByNumber(customer) && !customersInFile.has(customer)) customers.set(customer, (customers.get(customer) ?? 0) + 1);
    if (full) kept.set(segment, (kept.get(segment) ?? new Set()).add(customer.toLowerCase()));
  }
  // the files the references are worked out from, and how: what the lookups are keyed by
  const files = [...(['segmentMember', 'segment', 'customer'] as const).map((e) => state.slots[e].file && fileId(state.slots[e].file)), full];
  return { files, fileName: members.fileName, segments, customers, kept };
};

/** The checks that need more than one file or the catalog: codes across files, looked up in batches, and each file's preview. */
export function useCatalogChecks(merchantCode: string, store: WizardStore): CatalogChecks {
  const { t } = useTranslation('wizard');
  const state = useWizardState(store, checkInputs);
  const { siblings, subjects, previews: previewSubjects, questions } = useMemo(() => checkSubjects(state), [state]);
  const answers = useQueries({
    queries: questions.map((s) => ({
      queryKey: catalogKeys.codes(merchantCode, s.catalogCode, s.wanted),
      queryFn: ({ signal }: { signal: AbortSignal }) => lookUpCatalogCodes(merchantCode, s.catalogCode, s.wanted, signal),
      enabled: s.wanted.categories.length + s.wanted.attributes.length > 0,
      staleTime: 30_000,
      retry: 1,
    })),
    // a new function each render: one kept by identity can answer, in concurrent renders, for the previous set of
    // queries (TanStack/query#8781); the answer stays stable anyway, as the library shares equal structure
    combine: (results) => results.map((r) => ({ data: r.data, waiting: r.isPending && r.fetchStatus !== 'idle' })),
  });
  // read apart from the checks' inputs: the start changes the previews alone, not the findings worked out from the files
  const started = useWizardSelection(store, (s) => s.autoStart);
  const previews = useFilePreviews(merchantCode, previewSubjects, started);
  const members = useMemo(() => memberReferences(state), [state]);
  const segmentCodes = useMemo(() => (members ? [...members.segments.keys()] : []), [members]);
  const customerNumbers = useMemo(() => (members ? [...members.customers.keys()] : []), [members]);
  // each asked once per set of files (what it is worked out from), kept 30 s, tried once more after a failure
  const lookup = <T,>(what: string, ask: (signal: AbortSignal) => Promise<T>, wanted: number) => ({
    queryKey: ['imports', merchantCode, 'memberChecks', what, members?.files ?? null],
    queryFn: ({ signal }: { signal: AbortSignal }) => ask(signal),
    enabled: wanted > 0,
    staleTime: 30_000,
    retry: 1,
  });
  const segmentTypesQuery = useQuery(lookup('segmentTypes', (signal) => segmentTypesOf(merchantCode, segmentCodes, signal), segmentCodes.length));
  const keptQuery = useQuery(lookup('leftOut', (signal) => membersLeftOut(merchantCode, members!.kept, signal), members?.kept.size ?? 0));
  const customersQuery = useQuery(lookup('customerNumbers', (signal) => knownCustomerNumbers(merchantCode, customerNumbers, signal), customerNumbers.length));
  // the findings apart from the previews: a preview's progress or end leaves them (and the slots that show them) as they are
  const crossFile = useMemo(() => {
    const checks: Omit<CatalogChecks, 'previews'> = { findings: {}, blockers: [] };
    for (const s of subjects) {
      const lookup = answers[questions.findIndex((q) => q.question === s.question)]!;
      const known = lookup.data ? { categories: new Set(lookup.data.categories), attributes: new Set(lookup.data.attributes) } : null;
      const findings: CrossFileFinding[] = [];
      for (const o of s.outside) {
        const inCatalog = known ? holdsReference(o.kind === 'category' ? known.categories : known.attributes, o.kind, o.code) : null;
        if (inCatalog) continue;
        const owner = o.kind === 'category' ? 'category' : 'attribute';
        const sibling = s.entity === owner ? undefined : siblings[owner]?.fileName;
        findings.push(describe(t, o, s.fileName, sibling, s.catalogCode ?? '', inCatalog === false));
      }
      if (lookup.waiting) continue; // asked; wait for the answer before showing
      checks.findings[s.entity] = findings;
      const errors = findings.filter((f) => f.severity === 'error');
      if (errors.length) checks.blockers.push(t('crossFile.blocker', { name: s.fileName, count: errors.length }));
    }
    // asked when there is something to ask; shown once every answer is in
    const types = segmentCodes.length ? segmentTypesQuery.data : new Map();
    const known = customerNumbers.length ? customersQuery.data : new Set<string>();
    if (members && types && known) {
      const findings: CrossFileFinding[] = [];
      for (const [code, elements] of members.segments) {
        const type = types.get(code);
        if (type === 'fixed') continue;
        const facts = factsOf(t, 'segment', code, elements, members.fileName);
        const reason = t(type === undefined ? 'crossFile.segmentMissing' : 'crossFile.segmentDynamic', facts);
        findings.push({ kind: 'segment', code, elements, deletedBy: null, severity: 'error', reason });
      }
      for (const [code, elements] of members.customers) {
        if (known.has(code)) continue;
        const reason = t('crossFile.customerMissing', factsOf(t, 'customer', code, elements, members.fileName));
        findings.push({ kind: 'customer', code, elements, deletedBy: null, severity: 'error', reason });
      }
      if (findings.length) checks.blockers.push(t('crossFile.memberBlocker', { name: members.fileName, count: findings.length }));
      // what a full file removes: said, not blocked
      for (const [code, { members: had, leftOut }] of keptQuery.data ?? []) {
        if (leftOut === 0) continue;
        const reason = t('crossFile.membersLeftOut', { segment: code, count: leftOut, had, file: members.fileName });
        findings.push({ kind: 'segment', code, elements: 0, deletedBy: null, severity: 'warning', reason });
      }
      checks.findings.segmentMember = findings;
    }
    return checks;
  }, [t, subjects, siblings, questions, answers, members, segmentCodes.length, customerNumbers.length, segmentTypesQuery.data, customersQuery.data, keptQuery.data]);
  return useMemo(() => {
    // a catalog the service does not have: its upload address would be refused
    const missing = previewSubjects.flatMap((p) => {
      const preview = previews[p.entity];
      const refused = preview?.status === 'failed' && isApiError(preview.error) && preview.error.fieldErrors.some((f) => f.field === 'catalogCode');
      return refused ? [t('crossFile.catalogMissing', { name: p.file.name, catalog: p.catalogCode ?? '' })] : [];
    });
    return { findings: crossFile.findings, previews, blockers: [...missing, ...crossFile.blockers] };
  }, [t, crossFile, previews, previewSubjects]);
}
