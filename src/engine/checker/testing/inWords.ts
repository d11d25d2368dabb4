import { inEnglish } from '@/engine/format/inEnglish';
import type { ElementProblemAt } from '../checkResult';

/** A problem as the tests read it: where it is, and what is wrong in English words (the mock's log says the same). */
export const inWords = ({ index, key, field, ...problem }: ElementProblemAt) => ({ index, key, field, reason: inEnglish(problem) });
