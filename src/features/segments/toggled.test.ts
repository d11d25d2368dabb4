import { describe, expect, it } from 'vitest';
import { toggled } from './toggled';

const id = (x: { id: string }) => x.id;
const a = { id: 'a' };
const b = { id: 'b' };

describe('toggled', () => {
  it('puts items in and takes them out without touching the original', () => {
    const empty: ReadonlyMap<string, { id: string }> = new Map();
    const both = toggled(empty, id, [a, b], true);
    expect([...both.keys()]).toEqual(['a', 'b']);
    expect(empty.size).toBe(0);
    const onlyB = toggled(both, id, [a], false);
    expect([...onlyB.keys()]).toEqual(['b']);
    expect(both.size).toBe(2);
  });

  it('is idempotent: putting in a picked item or taking out a missing one changes nothing', () => {
    const one = toggled(new Map(), id, [a], true);
    expect([...toggled(one, id, [a], true).keys()]).toEqual(['a']);
    expect([...toggled(one, id, [b], false).keys()]).toEqual(['a']);
  });
});
