import type { BatchResult, MemberRef } from '@/api';

export interface MemberFailure {
  customerId: string;
  /** the service's code: 404 unknown, 409 already a member, 400 bad shape */
  code: string;
  message: string;
}

export interface BatchOutcome {
  /** customers the call succeeded for */
  succeeded: string[];
  failed: MemberFailure[];
}

/**
 * A batch call answers only the elements that failed, by their index in the request; this pairs
 * each with the customer it was about. Entries pointing outside the request are tied by their
 * `entityId` instead, so a service that numbers differently still reads right.
 */
export function batchOutcome(sent: readonly MemberRef[], result: BatchResult): BatchOutcome {
  const failedById = new Map<string, MemberFailure>();
  for (const e of result.errors) {
    const id = (e.entityIndex === undefined ? undefined : sent[e.entityIndex]?.ID) ?? (typeof e.entityId === 'string' ? e.entityId : undefined);
    if (!id) continue;
    failedById.set(id, { customerId: id, code: String(e.code), message: e.message });
  }
  return {
    succeeded: sent.map((m) => m.ID).filter((id) => !failedById.has(id)),
    failed: [...failedById.values()],
  };
}

export const isAlreadyMember = (f: MemberFailure) => f.code === '409' || /conflict|already/i.test(f.code);
export const isNotAMember = (f: MemberFailure) => f.code === '404' || /notfound/i.test(f.code);
