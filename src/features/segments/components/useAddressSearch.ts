import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

interface AddressSearch {
  email: string;
  leaveOutGuests: boolean;
}

/**
 * A customer search kept in the page's address (`?email=…&guests=include`), so it deep-links; a
 * change replaces the history entry. The router moves the address in a transition, which a
 * controlled field cannot wait for (it would drop fast key strokes), so the change shows at once as
 * an optimistic value until the address has it.
 */
export function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const inAddress: AddressSearch = { email: params.get('email') ?? '', leaveOutGuests: params.get('guests') !== 'include' };
  const [search, showAtOnce] = useOptimistic(inAddress);

  const change = (changes: Partial<AddressSearch>) =>
    startTransition(() => {
      const next = { ...search, ...changes };
      showAtOnce(next);
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.email) out.set('email', next.email);
          else out.delete('email');
          if (next.leaveOutGuests) out.delete('guests');
          else out.set('guests', 'include');
          return out;
        },
        { replace: true },
      );
    });
  return [search, change] as const;
}
