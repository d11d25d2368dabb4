/**
 * A full inventory import may be limited to some locations ("replace the stock of store-berlin
 * only"): the service replaces those locations' stock and keeps every other location's. The
 * merchant types the codes as text; this reads them.
 */

/** The longest location code the service takes (the catalog's inventory rule). */
const maxLocationCodeLength = 36;

/** Codes separated by commas, spaces or new lines; each once, in the order typed. */
export const parseLocationCodes = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** What is wrong with the typed codes, in one sentence; null when they are fine (or none). */
export const locationCodesProblem = (text: string): string | null => {
  const tooLong = parseLocationCodes(text).filter((c) => c.length > maxLocationCodeLength);
  if (!tooLong.length) return null;
  return `A location code has at most ${maxLocationCodeLength} characters; check ${tooLong.map((c) => `“${c.slice(0, 40)}…”`).join(', ')}.`;
};

/** "store-berlin", "store-berlin and store-paris", "a, b and c" */
export const listLocations = (codes: readonly string[]) =>
  codes.length <= 1 ? (codes[0] ?? '') : `${codes.slice(0, -1).join(', ')} and ${codes[codes.length - 1]}`;
