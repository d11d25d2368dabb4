/**
 * Processes a file of the customer service's entity types: customers (keyed by their external
 * customer number), segments (by code) and segment members (by segment and one customer
 * reference). They live where the customer search and the segment pages read them, so those see
 * the result at once. Log entries name the element (its index) and the field, never a customer's
 * name, and an e-mail address only where it is the value at fault (in the checker's words).
 */
import { randomUUID } from 'node:crypto';
import type { Customer, CustomerEntityType, OperationCounts, SegmentStatus, SegmentType } from '../../src/contract';
import { memberReference, postModelFields, type CheckedElement } from '../../src/engine/format';
import type { MerchantState, SegmentState } from '../store/types';
import { checkElement, describeProblems, failElement, failWhole, finishFile, scanFile, type FileJob, type FileOutcome } from './fileSteps';
import { JsonFileError, parseElement, readJsonArray } from './jsonArrayStream';

type Obj = Record<string, unknown>;

/** What a file of one entity type does with each checked element, and at the end of a full file. */
interface Handler {
  element(checked: CheckedElement, value: unknown, index: number): void;
  /** full strategy: remove what the file did not name */
  full(): void;
  /** after each batch and at the end: make the changes visible as one (e.g. drop deleted customers from the list) */
  settle(): void;
}

const lower = (s: string) => s.toLowerCase();
const duplicateOf = (first: number, entity: string) => `appears again (first at element ${first + 1}); a file may name each ${entity} once`;

export const processCustomerFile = async (job: FileJob, entity: CustomerEntityType, path: string): Promise<FileOutcome> => {
  const { slot, pacer } = job;
  try {
    slot.total = await scanFile(path, pacer, (n) => (slot.total = n));
  } catch (e) {
    if (e instanceof JsonFileError) return failWhole(job, e.message);
    throw e;
  }
  const handler = handlers[entity](job);
  for await (const batch of readJsonArray(path)) {
    for (const el of batch) {
      await pacer.take();
      const value = parseElement(el);
      handler.element(checkElement(entity, slot.importStrategy, value, el), value, el.index);
    }
    handler.settle();
  }
  if (slot.importStrategy === 'full') {
    handler.full();
    handler.settle();
    await pacer.yieldIfDue();
  }
  return finishFile(job);
};

/** Which counts an element moves, and its failure when the file names its key twice. */
const keyed = (job: FileJob, entity: string) => {
  /** key → index of its first element: finds duplicates, and what a full import keeps */
  const seen = new Map<string, number>();
  return {
    seen,
    /** the element's duplicate message, or null; records the key's first element */
    duplicate(key: string | null, index: number): string | null {
      if (key === null) return null;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, index);
        return null;
      }
      return duplicateOf(first, entity);
    },
    fail: (counts: OperationCounts, index: number | undefined, subject: string, reason: string) => failElement(job, counts, index, subject, reason),
  };
};

/**
 * What every customer or segment element starts with: a deletion (`importType` D) done whole, and
 * for the rest the counts it goes to and its subject, or null once it failed (a repeated key, its
 * own problems).
 */
const opening = <T>(
  job: FileJob,
  { duplicate, fail }: ReturnType<typeof keyed>,
  label: string,
  checked: CheckedElement,
  index: number,
  existing: T | undefined,
  remove: (existing: T) => void,
) => {
  const { key, problems } = checked;
  const subject = key === null ? `Element ${index + 1}` : `${label} "${key}"`;
  const again = duplicate(key, index);
  if (checked.importType === 'D') {
    const counts = job.slot.deleted;
    counts.dispatched += 1;
    if (problems.length) fail(counts, index, subject, describeProblems(problems));
    else if (again) fail(counts, index, subject, again);
    else if (existing === undefined) fail(counts, index, subject, 'cannot be deleted: it does not exist');
    else {
      remove(existing);
      counts.succeeded += 1;
    }
    return null;
  }
  const counts = existing === undefined ? job.slot.created : job.slot.updated;
  counts.dispatched += 1;
  const reason = again ?? (problems.length ? describeProblems(problems) : null);
  if (reason === null) return { counts, subject };
  fail(counts, index, subject, reason);
  return null;
};

// ---- customers -------------------------------------------------------------------------------

const customerModel = [...postModelFields.customer].filter((f) => f !== 'importType');

/**
 * The element as the store keeps it beside the customer: CreateCustomer's fields as written, the
 * password left out (it is never read back), each contact with the id the service gives it
 * (ContactFull's `id`), for `GET /customers?fields=contacts` to answer.
 */
const customerElementText = (el: Obj) => {
  const kept: Obj = {};
  for (const name of customerModel) if (name !== 'password' && Object.hasOwn(el, name)) kept[name] = el[name];
  if (Array.isArray(kept.contacts)) kept.contacts = kept.contacts.map((contact: unknown) => (typeof contact === 'object' && contact !== null ? { id: randomUUID(), ...contact } : contact));
  return JSON.stringify(kept);
};

/** Removes customers everywhere the merchant holds them: the list, the id index, their elements, every segment. */
const forgetCustomers = (merchant: MerchantState, ids: ReadonlySet<string>) => {
  if (!ids.size) return;
  merchant.customers = merchant.customers.filter((c) => !ids.has(c.id));
  for (const id of ids) {
    merchant.customersById.delete(id);
    merchant.customerElements.delete(id);
  }
  const now = new Date().toISOString();
  for (const segment of merchant.segments.values()) {
    let changed = false;
    for (const id of ids) changed = segment.members.delete(id) || changed;
    if (changed) segment.updateDate = now;
  }
};

const customerHandler = (job: FileJob): Handler => {
  const { merchant, slot } = job;
  const keys = keyed(job, 'customer');
  const { seen, fail } = keys;
  const byNumber = new Map<string, Customer>();
  /** registered customers by e-mail address (any case): a registered customer's address is their own */
  const registered = new Map<string, Set<string>>();
  const register = (c: Customer) => {
    if (c.isAnonymous || !c.emailAddress) return;
    const key = lower(c.emailAddress);
    const ids = registered.get(key) ?? new Set<string>();
    ids.add(c.id);
    registered.set(key, ids);
  };
  const unregister = (c: Customer) => {
    if (c.emailAddress) registered.get(lower(c.emailAddress))?.delete(c.id);
  };
  for (const c of merchant.customers) {
    if (c.externalCustomerNumber) byNumber.set(c.externalCustomerNumber, c);
    register(c);
  }
  let nextNumber = 1 + merchant.customers.reduce((max, c) => Math.max(max, Number(c.internalCustomerNumber) || 0), 0);
  const removed = new Set<string>();
  const remove = (c: Customer) => {
    unregister(c);
    if (c.externalCustomerNumber) byNumber.delete(c.externalCustomerNumber);
    removed.add(c.id);
  };

  return {
    element(checked, value, index) {
      const key = checked.key;
      const existing = key === null ? undefined : byNumber.get(key);
      const open = opening(job, keys, 'Customer', checked, index, existing, remove);
      if (!open) return;
      const { counts, subject } = open;
      const el = value as Obj;
      const email = el.emailAddress as string;
      const isAnonymous = el.isAnonymous === true;
      if (!isAnonymous) {
        const holders = registered.get(lower(email));
        if (holders && [...holders].some((id) => id !== existing?.id)) {
          // the address is the value at fault, yet the log does not need it: the element's index names it
          return fail(counts, index, subject, 'emailAddress: another registered customer has this e-mail address (only guests may share one)');
        }
      }
      const fields = {
        firstName: el.firstName as string,
        lastName: el.lastName as string,
        emailAddress: email,
        isAnonymous,
        status: (el.status as Customer['status'] | undefined) ?? 'active',
        externalCustomerNumber: key,
      };
      let customer = existing;
      if (customer) {
        unregister(customer);
        // in place: the list and the id index hold the same object
        Object.assign(customer, fields);
      } else {
        customer = { id: randomUUID(), ...fields, internalCustomerNumber: String(nextNumber++) };
        merchant.customers.push(customer);
        merchant.customersById.set(customer.id, customer);
        byNumber.set(key!, customer);
      }
      register(customer);
      merchant.customerElements.set(customer.id, customerElementText(el));
      counts.succeeded += 1;
    },
    full() {
      // every customer the file does not name goes, guests without a number included
      for (const c of merchant.customers) {
        if (removed.has(c.id) || (c.externalCustomerNumber && seen.has(c.externalCustomerNumber))) continue;
        slot.deleted.dispatched += 1;
        remove(c);
        slot.deleted.succeeded += 1;
      }
    },
    settle() {
      forgetCustomers(merchant, removed);
      removed.clear();
    },
  };
};

// ---- segments --------------------------------------------------------------------------------

const segmentHandler = (job: FileJob): Handler => {
  const { merchant, slot } = job;
  const keys = keyed(job, 'segment');
  const { seen, fail } = keys;
  const segments = merchant.segments;
  return {
    element(checked, value, index) {
      const key = checked.key;
      const existing = key === null ? undefined : segments.get(key);
      const open = opening(job, keys, 'Segment', checked, index, existing, () => segments.delete(key!));
      if (!open) return;
      const { counts, subject } = open;
      const el = value as Obj;
      const type = el.type as SegmentType;
      if (!existing) {
        // as the create call: codes differ in more than case
        const taken = [...segments.keys()].find((k) => lower(k) === lower(key!));
        if (taken) return fail(counts, index, subject, `code: a segment with code "${taken}" already exists (codes must differ in more than case)`);
      } else if (existing.type !== type) {
        return fail(counts, index, subject, `type: a ${existing.type} segment cannot become ${type} (import a new segment with another code)`);
      }
      const now = new Date().toISOString();
      const fields = {
        name: el.name as string,
        type,
        status: (el.status as SegmentStatus | undefined) ?? 'active',
        ...(typeof el.description === 'string' ? { description: el.description } : {}),
        ...(el.rule === undefined ? {} : { rule: el.rule }),
      };
      if (existing) {
        // the element replaces the segment's data whole; its members stay
        const { members, createDate, code, ruleMemberCount } = existing;
        const updated: SegmentState = { code, ...fields, createDate, updateDate: now, members, ...(ruleMemberCount === undefined ? {} : { ruleMemberCount }) };
        segments.set(key!, updated);
      } else {
        segments.set(key!, { code: key!, ...fields, createDate: now, updateDate: now, members: new Set(), ...(type === 'dynamic' ? { ruleMemberCount: 0 } : {}) });
      }
      counts.succeeded += 1;
    },
    full() {
      // segments the file does not name go, with their members
      for (const code of [...segments.keys()]) {
        if (seen.has(code)) continue;
        slot.deleted.dispatched += 1;
        segments.delete(code);
        slot.deleted.succeeded += 1;
      }
    },
    settle: () => undefined,
  };
};

// ---- segment members -------------------------------------------------------------------------

const segmentMemberHandler = (job: FileJob): Handler => {
  const { merchant, slot } = job;
  const { duplicate, fail } = keyed(job, 'member');
  // the customers as the same import's customers file left them
  const byNumber = new Map<string, Customer>();
  const registeredByEmail = new Map<string, Customer[]>();
  for (const c of merchant.customers) {
    if (c.externalCustomerNumber) byNumber.set(c.externalCustomerNumber, c);
    if (!c.isAnonymous && c.emailAddress) {
      const list = registeredByEmail.get(lower(c.emailAddress)) ?? [];
      list.push(c);
      registeredByEmail.set(lower(c.emailAddress), list);
    }
  }
  /** segment code → the customers the file names in it (full strategy: the segment's members after the file) */
  const named = new Map<string, Set<string>>();
  /** `segment\0customer id` → index of the first element naming that member, by whichever reference */
  const members = new Map<string, number>();
  const changed = new Set<SegmentState>();

  /** The customer a reference names, or why none. */
  const resolve = (field: string, ref: string): Customer | string => {
    if (field === 'customerId') return merchant.customersById.get(ref) ?? 'customerId: no customer has this id';
    if (field === 'externalCustomerNumber') return byNumber.get(ref) ?? 'externalCustomerNumber: no customer has this number';
    const found = registeredByEmail.get(lower(ref)) ?? [];
    if (found.length === 1) return found[0]!;
    if (found.length === 0) return 'emailAddress: no registered customer with this e-mail address';
    return `emailAddress: ${found.length} registered customers have this e-mail address; name the customer by externalCustomerNumber or customerId`;
  };

  /** The fixed segment an element names, or why it cannot take members. */
  const segmentOf = (code: string): SegmentState | string => {
    const segment = merchant.segments.get(code);
    if (!segment) return `segmentCode: segment "${code}" does not exist`;
    if (segment.type === 'dynamic') return `segmentCode: segment "${code}" is dynamic: its members follow its rule and cannot be imported`;
    return segment;
  };

  return {
    element(checked, value, index) {
      const el = value as Obj;
      const ref = checked.key === null ? null : memberReference(el);
      const code = typeof el?.segmentCode === 'string' ? el.segmentCode : null;
      // an e-mail address is not repeated in the log: such an element is named by its index
      const subject = checked.key === null || ref?.field === 'emailAddress' ? `Element ${index + 1}` : `Segment member "${checked.key}"`;
      const again = duplicate(checked.key, index);
      const isDelete = checked.importType === 'D';
      const problems = checked.problems.length ? describeProblems(checked.problems) : null;
      if (problems || again || !ref || !code) {
        const counts = isDelete ? slot.deleted : slot.created;
        counts.dispatched += 1;
        return fail(counts, index, subject, problems ?? again ?? 'names no customer');
      }
      const segment = segmentOf(code);
      const customer = typeof segment === 'string' ? segment : resolve(ref.field, ref.value);
      const failure = typeof segment === 'string' ? segment : typeof customer === 'string' ? customer : null;
      if (isDelete) {
        slot.deleted.dispatched += 1;
        if (failure) return fail(slot.deleted, index, subject, failure);
        const member = customer as Customer;
        const seg = segment as SegmentState;
        if (!seg.members.delete(member.id)) return fail(slot.deleted, index, subject, `cannot be removed: the customer is not a member of segment "${code}"`);
        changed.add(seg);
        slot.deleted.succeeded += 1;
        return;
      }
      if (typeof segment !== 'string' && !named.has(code)) named.set(code, new Set());
      if (failure) {
        slot.created.dispatched += 1;
        return fail(slot.created, index, subject, failure);
      }
      const member = customer as Customer;
      const seg = segment as SegmentState;
      const counts = seg.members.has(member.id) ? slot.updated : slot.created;
      counts.dispatched += 1;
      const memberKey = `${code}\u0000${member.id}`;
      const first = members.get(memberKey);
      if (first !== undefined) return fail(counts, index, subject, `names the same customer in segment "${code}" as element ${first + 1}`);
      members.set(memberKey, index);
      named.get(code)!.add(member.id);
      if (!seg.members.has(member.id)) {
        seg.members.add(member.id);
        changed.add(seg);
      }
      counts.succeeded += 1;
    },
    full() {
      // only the segments the file names are replaced; the others keep their members
      for (const [code, keep] of named) {
        const segment = merchant.segments.get(code);
        if (!segment) continue;
        for (const id of [...segment.members]) {
          if (keep.has(id)) continue;
          slot.deleted.dispatched += 1;
          segment.members.delete(id);
          slot.deleted.succeeded += 1;
          changed.add(segment);
        }
      }
    },
    settle() {
      const now = new Date().toISOString();
      for (const segment of changed) segment.updateDate = now;
      changed.clear();
    },
  };
};

const handlers: Record<CustomerEntityType, (job: FileJob) => Handler> = {
  customer: customerHandler,
  segment: segmentHandler,
  segmentMember: segmentMemberHandler,
};
