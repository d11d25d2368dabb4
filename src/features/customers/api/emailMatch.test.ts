import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './emailMatch';

describe('isEmailAddress', () => {
  it('takes the addresses people have', () => {
    for (const a of ['anna@example.com', 'anna.b+shop@mail.example.co.uk', "o'brien@example.ie", 'zoë@exämple.de', 'a@x-y.io']) expect(isEmailAddress(a), a).toBe(true);
  });
  it('refuses what the usual rules do not allow', () => {
    for (const a of ['.anna@example.com', 'anna.@example.com', 'an..na@example.com', 'anna@-example.com', 'anna@example-.com', 'anna@example', 'anna@ex..com', '@example.com', 'an na@example.com', 'anna@@example.com', `${'a'.repeat(65)}@example.com`]) {
      expect(isEmailAddress(a), a).toBe(false);
    }
  });
});
