/**
 * A full inventory import may be limited to some locations ("replace the stock of store-berlin
 * only"): the service replaces those locations' stock and keeps every other location's. The
 * merchant types the codes as text; this reads them.
 */
import { andList, text, type Text } from './wizardText';

/** The longest location code the service takes (the catalog's inventory rule). */
const maxLocationCodeLength = 36;

/** Codes separated by commas, spaces or new lines; each once, in the order typed. */
export const parseLocationCodes = (typed: string): string[] => [...new Set(typed.split(/[\s,;]+/).filter(Boolean))];

/** What is wrong with the typed codes, in one sentence; null when they are fine (or none). */
export const locationCodesProblem = (typed: string): Text | null => {
  const tooLong = parseLocationCodes(typed).filter((c) => c.length > maxLocationCodeLength);
  if (!tooLong.length) return null;
  return text('locations.tooLong', { max: maxLocationCodeLength, codes: andList(tooLong.map((c) => text('locations.quoted', { code: c.slice(0, 40) }))) });
};

/** "store-berlin", "store-berlin and store-paris", "a, b and c" */
export const listLocations = (codes: readonly string[]): Text => andList(codes);
