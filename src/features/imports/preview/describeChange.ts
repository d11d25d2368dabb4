/**
 * A preview in the merchant's words: fields as the platform names them, values as written, a price's
 * amounts in its currency and numbers as the page's language writes them.
 */
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '@/i18n/format';
import type { FieldChange, PathStep } from './compareElements';
import type { PreviewCounts } from './previewFile';

const localeLike = /^[a-z]{2}(-[a-z]{2,4})?$/i;
const priceAmounts = new Set(['price', 'salePrice', 'cost', 'msrp', 'minPrice', 'maxPrice']);

/** `name (de-de)`, `price`, `options[color].values` */
const fieldLabel = (path: readonly PathStep[]): string => {
  let label = '';
  path.forEach((step, i) => {
    if (typeof step !== 'string') label += `[${step.code}]`;
    else if (i > 0 && i === path.length - 1 && localeLike.test(step)) label += ` (${step})`;
    // a price's own amount is the price
    else if (!(i === 1 && path[0] === 'price' && step === 'price')) label += i === 0 ? step : `.${step}`;
  });
  return label;
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
