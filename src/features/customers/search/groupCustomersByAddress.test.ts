import { describe, expect, it } from 'vitest';
import type { Customer } from '@/contract';
import { groupCustomersByAddress } from './groupCustomersByAddress';

const customer = (id: string, emailAddress: string | null, isAnonymous: boolean): Customer => ({
  id,
  emailAddress,
  isAnonymous,
  status: 'active',
  firstName: null,
  lastName: null,
});

describe('groupCustomersByAddress', () => {
  it('groups customers sharing an address, case-insensitively, registered first', () => {
    const groups = groupCustomersByAddress([
      customer('g1', 'Anna@Example.com', true),
      customer('r1', 'anna@example.com', false),
      customer('b1', 'ben@example.com', false),
      customer('g2', 'anna@example.com', true),
    ]);
    expect(groups.map((g) => g.address)).toEqual(['anna@example.com', 'ben@example.com']);
    expect(groups[0]!.customers.map((c) => c.id)).toEqual(['r1', 'g1', 'g2']);
    expect(groups[0]).toMatchObject({ registered: 1, guests: 2 });
    expect(groups[1]).toMatchObject({ registered: 1, guests: 0 });
  });

  it('keeps customers without an address together', () => {
    const groups = groupCustomersByAddress([customer('x', null, true), customer('y', '', true)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.address).toBe('');
  });
});
