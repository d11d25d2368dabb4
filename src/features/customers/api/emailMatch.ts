import type { FilterValue } from '@/api';

/**
 * The usual rules of an address (RFC 5321/5322 dot-atoms, letters of any script allowed): the
 * part before @ is made of allowed characters, with no dot at either end and never two in a row;
 * the domain is two or more labels of letters, digits and hyphens, none starting or ending with
 * a hyphen. The service stays the judge; this keeps "anna..b@x.com", ".anna@x.com" and
 * "anna@-x.com" from being taken for addresses.
 */
const atom = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const label = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
// built on first use: the Unicode classes take a few milliseconds to build, paid by every page that
// only imports this module otherwise
let emailPattern: RegExp | undefined;
export const isEmailAddress = (text: string) => {
  const at = text.lastIndexOf('@');
  if (text.length > 254 || at <= 0 || at > 64) return false;
  emailPattern ??= new RegExp(`^${atom}(?:\\.${atom})*@${label}(?:\\.${label})+$`, 'u');
  return emailPattern.test(text);
};

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
