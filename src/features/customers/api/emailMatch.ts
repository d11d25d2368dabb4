import type { FilterValue } from '../../../api';

/** Deliberately loose: the service is the judge of an address; this only tells a whole one from a part. */
export const emailPattern = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[^\s@"<>(),;:]+$/;
export const isEmailAddress = (text: string) => text.length <= 254 && emailPattern.test(text);

/** Matching is case-insensitive; addresses are compared in lower case everywhere in the app. */
export const normalizeEmail = (text: string) => text.trim().toLowerCase();

/** Shortest part of an address worth searching for, so one letter does not list every customer. */
export const minSearchLength = 3;

/**
 * A whole address is looked up exactly (`{"emailAddress": "…"}`, as the brief does); a part of one
 * with the public `$ct` operator, so "anna@" finds Anna's addresses.
 */
export const emailCondition = (typed: string): FilterValue => {
  const text = normalizeEmail(typed);
  return isEmailAddress(text) ? text : { $ct: text };
};
