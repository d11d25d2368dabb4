/** A page number from the URL; anything that is not a whole number of 1 or more means the first page. */
export const readPageParam = (raw: string | null) => {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};
