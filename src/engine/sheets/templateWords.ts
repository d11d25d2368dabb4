/**
 * A template's words in the page's language (sheetTemplate.ts), made on the page, where i18next has
 * its word lists, and handed to the catalog's worker with the work: the field words of the checker
 * and the preview (`common:field`), and the `sheets:template` words for the rest.
 */
import type { EntityType } from '../../contract/terms';
import { i18next } from '@/i18n/i18nextInstance';
import { contactFields, sheetLayouts } from './sheetLayouts';
import type { KindWord, TemplateWords } from './sheetTemplate';

const kinds: readonly KindWord[] = ['text', 'number', 'boolean', 'date', 'enum', 'codes', 'texts', 'choices', 'localized'];

/** A field's meaning: the app's word for it, else the template's own, else none (the path is shown). */
const meaningOf = (path: string): string | null => {
  const steps = path.split('.').join('/');
  for (const key of [`common:field.${steps}`, `sheets:template.field.${steps}`]) if (i18next.exists(key)) return String(i18next.t(key as never));
  return null;
};

export function templateWords(entity: EntityType): TemplateWords {
  const t = (key: string, options?: Record<string, unknown>): string => String(i18next.t(`sheets:template.${key}` as never, options as never));
  const paths = [...sheetLayouts[entity].map((f) => f.path), ...(entity === 'customer' ? Object.keys(contactFields).map((name) => `contacts.${name}`) : [])];
  const meanings: Record<string, string> = {};
  for (const path of paths) {
    const meaning = meaningOf(path);
    if (meaning) meanings[path] = meaning;
  }
  const sheetName = String(i18next.t(`common:entity.${entity}_other` as never));
  return {
    fileName: t('fileName', { what: sheetName }),
    sheetName,
    columnsSheet: t('columnsSheet'),
    headings: [t('headings.column'), t('headings.meaning'), t('headings.required'), t('headings.values'), t('headings.kind')],
    yes: t('yes'),
    meanings,
    kinds: Object.fromEntries(kinds.map((kind) => [kind, t(`kind.${kind}`)])) as Record<KindWord, string>,
    numberLocale: i18next.language,
    more: t('more', { count: '{{count}}', interpolation: { escapeValue: false } }),
    booleanValues: t('booleanValues'),
    inLocale: t('inLocale', { meaning: '{{meaning}}', locale: '{{locale}}', interpolation: { escapeValue: false } }),
    // stock, customers and members have no name of their own
    exampleName: i18next.exists(`sheets:template.example.${entity}`) ? t(`example.${entity}`) : '',
    exampleValues: t('example.values'),
    codeOf: { category: t('codeOf.category'), product: t('codeOf.product'), location: t('codeOf.location'), segment: t('codeOf.segment'), customer: t('codeOf.customer') },
  };
}
