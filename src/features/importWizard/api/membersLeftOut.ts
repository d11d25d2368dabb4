import { listLimits } from '@/contract/terms';
import { memberList } from '@/contract/segments';
import { isApiError } from '@/lib/errors';
import { apiRequest, merchantPath } from '@/lib/http';

/**
 * How many of each segment's members a full members file leaves out (the file names a member's customer by ID, number or
 * e-mail address), read through the member list's cursor; a segment the service does not have (yet) loses none.
 */
export async function membersLeftOut(merchantCode: string, named: ReadonlyMap<string, ReadonlySet<string>>, signal?: AbortSignal) {
  const losses = new Map<string, { members: number; leftOut: number }>();
  for (const [segmentCode, kept] of named) {
    let after: string | undefined;
    const tally = { members: 0, leftOut: 0 };
    try {
      do {
        const page = await apiRequest(merchantPath(merchantCode, 'segments', segmentCode, 'members'), {
          service: 'segments',
          query: { limit: listLimits.maxLimit, after },
          schema: memberList,
          signal,
        });
        for (const { customer } of page.members) {
          tally.members++;
          const refs = [customer.id, customer.externalCustomerNumber, customer.emailAddress?.toLowerCase()];
          if (!refs.some((ref) => ref && kept.has(ref))) tally.leftOut++;
        }
        after = page.members.length ? (page.meta.cursors.after ?? undefined) : undefined;
      } while (after);
    } catch (error) {
      // not there, or dynamic: the file's own findings say so
      if (isApiError(error) && (error.kind === 'notFound' || error.kind === 'validation')) continue;
      throw error;
    }
    losses.set(segmentCode, tally);
  }
  return losses;
}
