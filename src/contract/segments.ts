import i18next from 'i18next';
import * as z from 'zod/mini';
import { count, isoDate, lenientOffsetMeta, nonEmpty, toOffsetMeta } from './common';
import { memberCustomer } from './customers';
import { segmentCodePattern, segmentStatuses, segmentTypes } from './terms';

const segmentType = z.enum(segmentTypes);
const segmentStatus = z.enum(segmentStatuses);

// The forms check a merchant's input with these schemas: their messages are worded in the page's
// language when a check fails, not when the module loads.
export const segmentCode = z.string().check(
  z.minLength(1, { error: () => i18next.t('common:validation.segmentCode.required') }),
  z.maxLength(64, { error: () => i18next.t('common:validation.segmentCode.tooLong', { max: 64 }) }),
  z.regex(segmentCodePattern, { error: () => i18next.t('common:validation.segmentCode.pattern') }),
);

/** Readers accept a member's public spelling `id` of `ID` (what is sent is spelled by `memberToWire`). */
const withMemberId = (raw: unknown) => {
  if (raw && typeof raw === 'object' && !('ID' in raw) && 'id' in raw) {
    const { id, ...rest } = raw as Record<string, unknown>;
    return { ...rest, ID: id };
  }
  return raw;
};
export const memberRef = z.pipe(z.transform(withMemberId), z.object({ ID: nonEmpty, type: z.literal('customer') }));

export const segment = z.object({
  code: segmentCode,
  name: nonEmpty,
  type: segmentType,
  status: segmentStatus,
  description: z.optional(z.string()),
  memberCount: count(),
  createDate: isoDate,
  updateDate: isoDate,
  /** a dynamic segment's rule, shown read-only (ours: any shape) */
  rule: z.optional(z.unknown()),
});
export type Segment = z.infer<typeof segment>;

export const segmentList = z.pipe(
  z.object({ meta: lenientOffsetMeta, segments: z.array(segment) }),
  z.transform((l) => ({ meta: toOffsetMeta(l.meta, l.segments.length), segments: l.segments })),
);

/** 6: `POST /segments` */
export const createSegmentBody = z.object({
  code: segmentCode,
  name: z.string().check(
    z.trim(),
    z.minLength(1, { error: () => i18next.t('common:validation.segmentName.required') }),
    z.maxLength(255, { error: () => i18next.t('common:validation.segmentName.tooLong', { max: 255 }) }),
  ),
  type: segmentType,
  status: z.optional(segmentStatus),
  description: z.optional(
    z.string().check(z.maxLength(1000, { error: () => i18next.t('common:validation.segmentDescription.tooLong', { max: 1000 }) })),
  ),
  members: z.optional(z.array(memberRef)),
});
export type CreateSegmentBody = z.input<typeof createSegmentBody>;

/** A segment member: a customer, or (public spec) a device, an app user's phone, which has no customer and is shown by its id. */
export const member = z.pipe(
  z.pipe(z.transform(withMemberId), z.object({ ID: nonEmpty, type: z.enum(['customer', 'device']), customer: z.optional(z.nullable(memberCustomer)) })),
  z.transform((m) => ({ ID: m.ID, type: m.type, customer: m.customer ?? { id: m.ID } })),
);
export type Member = z.infer<typeof member>;

export const memberList = z.pipe(
  z.object({
    meta: z.optional(
      z.object({
        limit: z.optional(count()),
        cursors: z.optional(z.nullable(z.object({ after: z.optional(z.nullable(z.string())) }))),
        totalItemCount: z.optional(count()),
      }),
    ),
    members: z.array(member),
  }),
  z.transform((l) => ({
    meta: {
      limit: l.meta?.limit ?? l.members.length,
      cursors: { after: l.meta?.cursors?.after || undefined },
      totalItemCount: l.meta?.totalItemCount ?? l.members.length,
    },
    members: l.members,
  })),
);
