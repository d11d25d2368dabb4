import type { FilterValue } from '@/contract';

/** The usual rules of an address (RFC 5321/5322 dot-atoms, any script), so "anna..b@x.com" is not one; the service stays the judge. */
const atom = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const label = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const emailPattern = new RegExp(`^${atom}(?:\\.${atom})*@${label}(?:\\.${label})+$`, 'u');
export const isEmailAddress = (text: string) => {
  const at = text.lastIndexOf('@');
  return text.length <= 254 && at > 0 && at <= 64 && emailPattern.test(text);
};

/** Matching is case-insensitive; addresses are compared in lower case everywhere in the app. */
export const normalizeEmail = (text: string) => text.trim().toLowerCase();

/** Shortest part of an address worth searching for, so one letter does not list every customer. */
export const minSearchLength = 3;

/** A whole address is looked up exactly, as the brief does; a part of one with the public `$ct`, so "anna@" finds Anna's addresses. */
export const emailCondition = (typed: string): FilterValue => {
  const text = normalizeEmail(typed);
  return isEmailAddress(text) ? text : { $ct: text };
};
