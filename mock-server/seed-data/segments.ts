/** Seeded segments: fixed ones with members, and dynamic ones that carry a rule. */
import type { Customer } from '../../src/contract';
import type { SegmentState } from '../store/types';

interface SegmentSeed {
  code: string;
  name: string;
  description?: string;
  status?: 'active' | 'inactive';
  daysAgo: number;
  /** fixed: picks the members from the merchant's customers */
  members?: (customers: Customer[]) => Customer[];
  /** dynamic: the rule and the member count it yields */
  rule?: unknown;
  ruleMemberCount?: number;
}

const active = (customers: Customer[]) => customers.filter((c) => c.status === 'active');

export const demoSegments: SegmentSeed[] = [
  {
    code: 'vip-customers',
    name: 'VIP customers',
    description: 'Registered customers with the highest lifetime spend; hand-picked by the CRM team',
    daysAgo: 120,
    // Alex Morgan (the registered one) is a member; the guests sharing the address are not
    members: (cs) => active(cs).filter((c) => !c.isAnonymous).filter((c, i) => c.emailAddress === 'alex.morgan@example.com' || i % 9 === 4).slice(0, 24),
  },
  {
    code: 'newsletter',
    name: 'Newsletter subscribers',
    description: 'Opted in to the weekly newsletter',
    daysAgo: 300,
    members: (cs) => cs.filter((c, i) => c.status !== 'deleted' && i % 2 === 0).slice(0, 150),
  },
  {
    code: 'beta-testers',
    name: 'Beta testers',
    status: 'inactive',
    daysAgo: 60,
    members: (cs) => active(cs).filter((c) => !c.isAnonymous).slice(10, 16),
  },
  { code: 'spring-sale-2025', name: 'Spring sale 2025', description: 'Invitees for the spring sale preview', daysAgo: 5, members: () => [] },
  {
    code: 'big-spenders',
    name: 'Big spenders',
    description: 'Customers who spent more than 500 in total',
    daysAgo: 200,
    rule: { field: 'totalSpent', operator: '$gt', value: 500 },
    ruleMemberCount: 87,
  },
  {
    code: 'lapsed-customers',
    name: 'Lapsed customers',
    description: 'Ordered before, but not in the last 180 days',
    daysAgo: 90,
    rule: { all: [{ field: 'ordersCount', operator: '$gte', value: 1 }, { field: 'daysSinceLastOrder', operator: '$gt', value: 180 }] },
    ruleMemberCount: 41,
  },
];

export const acmeSegments: SegmentSeed[] = [
  { code: 'acme-wholesale', name: 'Wholesale buyers', daysAgo: 40, members: (cs) => cs.slice(0, 5) },
  { code: 'acme-road-runners', name: 'Road runners', daysAgo: 10, rule: { field: 'tag', operator: '$eq', value: 'fast' }, ruleMemberCount: 3 },
];

export const buildSegments = (seeds: SegmentSeed[], customers: Customer[], now: number): SegmentState[] =>
  seeds.map((s) => {
    const createDate = new Date(now - s.daysAgo * 86_400_000).toISOString();
    const updateDate = new Date(now - Math.floor(s.daysAgo / 3) * 86_400_000 - 3_600_000).toISOString();
    const dynamic = s.rule !== undefined;
    return {
      code: s.code,
      name: s.name,
      type: dynamic ? 'dynamic' : 'fixed',
      status: s.status ?? 'active',
      ...(s.description === undefined ? {} : { description: s.description }),
      ...(dynamic ? { rule: s.rule, ruleMemberCount: s.ruleMemberCount ?? 0 } : {}),
      createDate,
      updateDate,
      members: new Set((s.members?.(customers) ?? []).map((c) => c.id)),
    };
  });
