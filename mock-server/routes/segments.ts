/** Segments and their members: create, read, list members, add and remove members in batches. */
import { Hono } from 'hono';
import {
  createSegmentBody,
  maxMembersPerRequest,
  memberRef,
  type BatchError,
  type Customer,
} from '../../src/contract';
import type { ApiEnv, PlatformDeps } from '../context';
import { renderBatchError, renderCursors, renderMember } from '../dialect';
import { compileFilter, page, readFilter, readLimit, readPaging, readSort, type FieldSpecs, type SortKeys } from '../filters';
import { badRequest, conflict, fieldProblem, notFound, readJsonBody, zodProblem } from '../http';
import { customerServiceErrors, faultPoint } from '../middleware';
import { decodeCursor, encodeCursor, memberSortKey, toSegment } from '../store/segments';
import type { MerchantState, SegmentState } from '../store/types';
import { customerFilters } from './customers';

const base = '/merchants/:merchantCode/segments';

const segmentFilters: FieldSpecs<SegmentState> = {
  code: { kind: 'string', get: (s) => s.code },
  name: { kind: 'string', get: (s) => s.name },
  type: { kind: 'string', get: (s) => s.type },
  status: { kind: 'string', get: (s) => s.status },
  description: { kind: 'string', get: (s) => s.description },
  createDate: { kind: 'date', get: (s) => s.createDate },
  updateDate: { kind: 'date', get: (s) => s.updateDate },
  memberCount: { kind: 'number', get: (s) => toSegment(s).memberCount },
};
const segmentSort: SortKeys<SegmentState> = {
  name: (s) => s.name.toLowerCase(),
  code: (s) => s.code,
  type: (s) => s.type,
  status: (s) => s.status,
  createDate: (s) => s.createDate,
  updateDate: (s) => s.updateDate,
  memberCount: (s) => toSegment(s).memberCount,
};
/** the member list filters on the customer's fields, as `customer.<field>`, and on `ID` */
const memberFilters: FieldSpecs<Customer> = {
  ID: customerFilters.id!,
  ...Object.fromEntries(Object.entries(customerFilters).map(([name, spec]) => [`customer.${name}`, spec])),
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface SortedMember {
  key: string;
  cu: Customer;
  /** the names the key was made of */
  lastName: Customer['lastName'];
  firstName: Customer['firstName'];
}

/** each segment's members in answer order, as last sorted */
const sortedMembers = new WeakMap<SegmentState, SortedMember[]>();

/**
 * A segment's members in answer order (name, then id). A paged reading asks for every page, and
 * the order changes only when a member or a member's name does: one pass over the sorted members
 * proves they are the same, where sorting them again was most of each page's time. Imports change
 * customers in place, so the names themselves are compared, not a revision.
 */
const membersInOrder = (merchant: MerchantState, segment: SegmentState): SortedMember[] => {
  const cached = sortedMembers.get(segment);
  const unchanged = (m: SortedMember) =>
    segment.members.has(m.cu.id) && merchant.customersById.get(m.cu.id) === m.cu && m.cu.lastName === m.lastName && m.cu.firstName === m.firstName;
  // as many, each still a member with the same names: the same members in the same order
  if (cached && cached.length === segment.members.size && cached.every(unchanged)) return cached;
  const sorted: SortedMember[] = [];
  for (const id of segment.members) {
    const cu = merchant.customersById.get(id);
    if (cu) sorted.push({ key: memberSortKey(cu), cu, lastName: cu.lastName, firstName: cu.firstName });
  }
  sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  sortedMembers.set(segment, sorted);
  return sorted;
};

const findSegment = (merchant: MerchantState, code: string) => {
  const segment = merchant.segments.get(code);
  if (!segment) throw notFound(`Segment ${code} does not exist`);
  return segment;
};

const refuseDynamic = (segment: SegmentState) => {
  if (segment.type === 'dynamic') {
    throw fieldProblem(
      'type',
      'dynamicSegment',
      `Members of dynamic segment ${segment.code} follow its rule and cannot be listed or managed; only fixed segments have members you can change`,
    );
  }
};

/** The body of the member calls: an array of 1 to 1000 members. */
const readMemberBatch = async (body: unknown): Promise<unknown[]> => {
  const example = 'e.g. [{"ID": "<customer id>", "type": "customer"}]';
  if (!Array.isArray(body)) throw fieldProblem('body', 'invalid', `The body must be an array of members, ${example}`);
  if (body.length === 0) throw fieldProblem('body', 'tooShort', `Send at least one member, ${example}`);
  if (body.length > maxMembersPerRequest) {
    throw fieldProblem('body', 'tooLong', `Send at most ${maxMembersPerRequest} members per request (got ${body.length}); split the list`);
  }
  return body;
};

type MemberChange = (segment: SegmentState, customerId: string) => BatchError['code'] | null;

export const segmentRoutes = (deps: PlatformDeps) => {
  const { store, faults } = deps;
  const app = new Hono<ApiEnv>();
  // the member calls are the customer service's (the segment calls themselves have no public spec)
  app.use(`${base}/:segmentCode/members`, customerServiceErrors(deps.dialect));

  app.post(base, faultPoint(faults, 'createSegment'), async (c) => {
    const merchant = c.get('merchant');
    const body = await readJsonBody(c);
    const parsed = createSegmentBody.safeParse(body);
    if (!parsed.success) throw zodProblem(parsed.error);
    const { code, name, type, status, description, members = [] } = parsed.data;
    const rule = isObject(body) ? body.rule : undefined;
    if (type === 'fixed' && rule !== undefined) {
      throw fieldProblem('rule', 'notAllowed', 'Only dynamic segments have a rule; fixed segments list their members');
    }
    if (type === 'dynamic' && members.length) {
      throw fieldProblem('members', 'notAllowed', 'A dynamic segment takes its members from its rule; create it without members');
    }
    const unknown = members.flatMap((m, i) =>
      merchant.customersById.has(m.ID) ? [] : [{ field: `members[${i}].ID`, code: 'notFound', message: `No customer with ID ${m.ID}`, value: m.ID }],
    );
    if (unknown.length) throw badRequest(unknown);
    const taken = [...merchant.segments.keys()].find((k) => k.toLowerCase() === code.toLowerCase());
    if (taken) throw conflict(`A segment with code ${taken} already exists`);

    const now = new Date().toISOString();
    const segment: SegmentState = {
      code,
      name,
      type,
      status: status ?? 'active',
      ...(description === undefined ? {} : { description }),
      ...(rule === undefined ? {} : { rule }),
      createDate: now,
      updateDate: now,
      members: new Set(members.map((m) => m.ID)),
      ...(type === 'dynamic' ? { ruleMemberCount: 0 } : {}),
    };
    merchant.segments.set(code, segment);
    store.touch();
    c.header('Location', `/merchants/${merchant.code}/segments/${encodeURIComponent(code)}`);
    return c.json(toSegment(segment), 201);
  });

  app.get(base, faultPoint(faults, 'listSegments'), (c) => {
    const merchant = c.get('merchant');
    const predicate = compileFilter(readFilter(c.req), segmentFilters);
    const result = page(merchant.segments.values(), predicate, readSort(c.req, segmentSort, 'name:asc'), readPaging(c.req));
    return c.json({ meta: result.meta, segments: result.items.map(toSegment) }, 200);
  });

  app.get(`${base}/:segmentCode`, faultPoint(faults, 'getSegment'), (c) => {
    return c.json(toSegment(findSegment(c.get('merchant'), c.req.param('segmentCode'))), 200);
  });

  app.get(`${base}/:segmentCode/members`, faultPoint(faults, 'listMembers'), (c) => {
    const merchant = c.get('merchant');
    const segment = findSegment(merchant, c.req.param('segmentCode'));
    refuseDynamic(segment);
    const limit = readLimit(c.req);
    const predicate = compileFilter(readFilter(c.req), memberFilters);
    const after = c.req.query('after');
    const afterKey = after ? decodeCursor(after) : null;
    if (after && afterKey === null) throw fieldProblem('after', 'invalid', 'after is not a cursor this list handed out');

    const matching = membersInOrder(merchant, segment).filter((m) => predicate(m.cu));
    const start = afterKey === null ? 0 : matching.findIndex((m) => m.key > afterKey);
    const pageItems = start < 0 ? [] : matching.slice(start, start + limit);
    const last = pageItems[pageItems.length - 1];
    const more = start >= 0 && start + limit < matching.length;
    return c.json(
      {
        meta: { limit, cursors: renderCursors(deps.dialect.current, more && last ? encodeCursor(last.key) : null), totalItemCount: matching.length },
        members: pageItems.map((m) => renderMember(deps.dialect.current, m.cu)),
      },
      200,
    );
  });

  /** Applies `change` to each member of the batch; the failures are the answer. */
  const batch = (status: 200 | 201, name: string, change: MemberChange) =>
    app.on(status === 201 ? 'POST' : 'DELETE', `${base}/:segmentCode/members`, faultPoint(faults, name), async (c) => {
      const merchant = c.get('merchant');
      const segment = findSegment(merchant, c.req.param('segmentCode'));
      refuseDynamic(segment);
      const items = await readMemberBatch(await readJsonBody(c));
      const errors: BatchError[] = [];
      let changed = false;
      items.forEach((item, entityIndex) => {
        const parsed = memberRef.safeParse(item);
        if (!parsed.success) {
          const rawId = isObject(item) ? (item.ID ?? item.id) : undefined;
          errors.push({
            code: 400,
            message: 'A member needs ID (a customer id) and type "customer"',
            entity: item,
            entityIndex,
            ...(typeof rawId === 'string' ? { entityId: rawId } : {}),
          });
          return;
        }
        const id = parsed.data.ID;
        if (!merchant.customersById.has(id)) {
          errors.push({ code: 404, message: `No customer with ID ${id}`, entity: item, entityIndex, entityId: id });
          return;
        }
        const failure = change(segment, id);
        if (failure === null) changed = true;
        else {
          const message = failure === 409 ? `Customer ${id} is already a member of ${segment.code}` : `Customer ${id} is not a member of ${segment.code}`;
          errors.push({ code: failure, message, entity: item, entityIndex, entityId: id });
        }
      });
      if (changed) {
        segment.updateDate = new Date().toISOString();
        store.touch();
      }
      return c.json({ errors: errors.map((e) => renderBatchError(deps.dialect.current, e)) }, status);
    });

  batch(201, 'addMembers', (segment, id) => {
    if (segment.members.has(id)) return 409;
    segment.members.add(id);
    return null;
  });
  batch(200, 'removeMembers', (segment, id) => (segment.members.delete(id) ? null : 404));

  return app;
};
