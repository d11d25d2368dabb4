/**
 * A preview in the merchant's words: fields by their names in the page's language with the file's
 * path beside them, values as written, a price's amounts in its currency and numbers as the page's
 * language writes them.
 */
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '@/i18n/format';
import { fieldWord } from '@/i18n/fieldWords';
import { i18next } from '@/i18n/i18n';
import type { FieldChange, PathStep, PreviewCounts } from '@/engine';

const localeLike = /^[a-z]{2}(-[a-z]{2,4})?$/i;
const priceAmounts = new Set(['price', 'salePrice', 'cost', 'msrp', 'minPrice', 'maxPrice']);

/** The path as the file writes it (`options[color].values`, `price` for a price's own amount) and the locale of a text, if it ends in one. */
const pathText = (path: readonly PathStep[]): { path: string; locale?: string } => {
  let text = '';
  let locale: string | undefined;
  path.forEach((step, i) => {
    if (typeof step !== 'string') text += `[${step.code}]`;
    else if (i > 0 && i === path.length - 1 && localeLike.test(step)) locale = step;
    // a price's own amount is the price
    else if (!(i === 1 && path[0] === 'price' && step === 'price')) text += i === 0 ? step : `.${step}`;
  });
  return { path: text, locale };
};

/** The path without item codes and locales, as the field words know it. */
const wordSteps = (path: readonly PathStep[]) => path.filter((step, i): step is string => typeof step === 'string' && !(i > 0 && localeLike.test(step)));

/**
 * "Sale price (price.salePrice)", "Name (de-de)": the merchant's word with the path as the file writes
 * it as a hint (left out where it is the word itself), and the locale; a path without a word as it is,
 * "shippingInformation.depth (de-de)".
 */
const fieldLabel = (path: readonly PathStep[]): string => {
  const { path: written, locale } = pathText(path);
  const field = fieldWord(wordSteps(path));
  if (!field) return locale ? `${written} (${locale})` : written;
  const hint = [field.toLowerCase() === written.toLowerCase() ? '' : written, locale ?? ''].filter(Boolean).join(', ');
  return hint ? i18next.t('common:fieldWithHint', { field, hint }) : field;
};

/** A change in one line of text, as the list and its download show it. */
export const changeLine = (t: TFunction<'wizard'>, change: FieldChange, currency?: string): string => {
  const field = fieldLabel(change.path);
  if ('added' in change) {
    const members = [...change.added.map((x) => `+ ${x}`), ...change.removed.map((x) => `− ${x}`)].join(', ');
    return t('preview.listChange', { field, members });
  }
  const isAmount = change.path[0] === 'price' && change.path.length === 2 && priceAmounts.has(String(change.path[1]));
  const text = (v: unknown): string => {
    if (v === undefined) return t('preview.notSet');
    if (typeof v === 'number') return isAmount && currency ? formatMoney(v, currency) : formatNumber(v);
    if (typeof v === 'string') return v;
    return JSON.stringify(v);
  };
  return t('preview.valueChange', { field, before: text(change.before), after: text(change.after) });
};

/** "5 new · 20 changed · 968 unchanged · 10 to delete", and what will fail when anything will */
export const countsText = (t: TFunction<'wizard'>, counts: PreviewCounts) =>
  [
    t('preview.count.new', { count: counts.new }),
    t('preview.count.changed', { count: counts.changed }),
    t('preview.count.unchanged', { count: counts.unchanged }),
    t('preview.count.deleted', { count: counts.deleted }),
    ...(counts.refused ? [t('preview.count.refused', { count: counts.refused })] : []),
  ].join(' · ');
