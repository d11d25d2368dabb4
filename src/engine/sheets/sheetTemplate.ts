/**
 * A template to start a spreadsheet from, per entity type: the default layout's headers, one example
 * row, and a sheet that lists every column with its meaning, whether it is required, the values it
 * takes (the spec's enumerations; the codes the merchant's live catalogue holds) and how to write
 * it — in the merchant's language (`TemplateWords`, made on the page by templateWords.ts). Read by
 * the wizard as it is, the example row is one element that passes the checker.
 */
import type { EntityType } from '../../contract/terms';
import type { Cell } from './cellValues';
import type { WrittenColumn } from './elementsToRows';
import { contactFields, sheetLayouts, type FieldKind, type SheetField } from './sheetLayouts';
import type { WorkbookSheet } from './writeSheet';

/** The live catalogue's codes a template lists as a column's values. */
export interface KnownCodes {
  categories?: readonly string[];
  /** attributes used as options or extras, each with its value codes */
  choices?: readonly { code: string; use: 'option' | 'extra'; values: readonly string[] }[];
  locations?: readonly string[];
  /** how many of each there are, when more than those listed */
  totals?: Partial<Record<'categories' | 'locations', number>>;
}

export type KindWord = FieldKind['type'] | 'choices' | 'localized';

/** The template's words, in the page's language. */
export interface TemplateWords {
  /** the download's name, without `.xlsx` */
  fileName: string;
  sheetName: string;
  columnsSheet: string;
  /** column, meaning, required, values, how to write it */
  headings: readonly [string, string, string, string, string];
  yes: string;
  /** the meaning of a column by its field path (`price.salePrice`, `contacts.city`), else the path itself */
  meanings: Readonly<Record<string, string>>;
  kinds: Readonly<Record<KindWord, string>>;
  /** what a list of codes says when the catalogue holds more than it lists: `{{count}}` more */
  more: string;
  /** the page's language, for the counts */
  numberLocale: string;
  /** the words a yes/no column takes */
  booleanValues: string;
  /** a localized column's meaning in the locale: `{{meaning}} ({{locale}})` */
  inLocale: string;
  /** the example element's texts: its name, and an attribute's value names (`Eiche;Nussbaum`) */
  exampleName: string;
  exampleValues: string;
  /** the values a column that names another entity takes, when the catalogue has none to list: "a product's code" */
  codeOf: Readonly<Partial<Record<'category' | 'product' | 'location' | 'segment' | 'customer', string>>>;
}

/** Fields the checker refuses an element without. */
const requiredFields: Record<EntityType, readonly string[]> = {
  attribute: ['code', 'type', 'use', 'name'],
  category: ['code', 'name', 'sequenceId'],
  product: ['code', 'name', 'modelType', 'isInventoryManaged'],
  inventory: ['productCode', 'locationCode', 'sku'],
  customer: ['externalCustomerNumber', 'firstName', 'lastName', 'emailAddress'],
  segment: ['code', 'name', 'type'],
  segmentMember: ['segmentCode'],
};

/** A customer's address columns a template shows: the ones an address sheet has. */
const templateContacts = ['firstName', 'lastName', 'companyName', 'address1', 'address2', 'postalCode', 'city', 'region', 'country', 'phone', 'emailAddress'];

interface TemplateColumn extends WrittenColumn {
  key: string;
  field: SheetField;
  locale?: string;
}

/** The template's columns: every field of the layout, a localized one once per locale, an option per attribute the catalogue has for it. */
export function templateColumns(entity: EntityType, locales: readonly string[], known: KnownCodes = {}): TemplateColumn[] {
  const columns: TemplateColumn[] = [];
  const add = (key: string, field: SheetField, kind: FieldKind = field.kind, locale?: string) => columns.push({ header: key, key, kind, field, ...(locale ? { locale } : {}) });
  for (const field of sheetLayouts[entity]) {
    // a template starts new entities: a deletion's marker and another system's date are for later
    if (field.path === 'importType' || field.path === 'externalUpdateDate') continue;
    if (field.localized) for (const locale of locales) add(`${field.path}.${locale}`, field, field.kind, locale);
    else if (field.keyed === 'choices') {
      for (const choice of known.choices ?? []) if (field.path === (choice.use === 'option' ? 'options' : 'extras')) add(`${field.path}.${choice.code}`, field, { type: 'codes' });
    }
    else if (field.keyed === 'contactField') for (const name of templateContacts) add(`contacts.${name}`, field, contactFields[name]);
    else if (field.keyed === 'customerAttribute') continue;
    else add(field.path, field);
  }
  return columns;
}

/** The example element's cells, by column key: one that the checker passes. */
function exampleCells(entity: EntityType, words: TemplateWords, known: KnownCodes): Record<string, Cell> {
  const category = known.categories?.[0] ?? 'example-category';
  switch (entity) {
    case 'attribute':
      return { code: 'surface', type: 'text', use: 'option', name: words.exampleName, values: 'oak;walnut', 'values.name': words.exampleValues };
    case 'category':
      return { code: 'example-category', name: words.exampleName, sequenceId: 1, status: 'active', ...(known.categories?.length ? { parentCategoryCode: category } : {}) };
    case 'product':
      return {
        code: 'example-product', name: words.exampleName, modelType: 'standard', isInventoryManaged: true, status: 'active', ...(known.categories?.length ? { categories: category, 'categories.primary': category } : {}),
        'price.price': 129.9, 'price.currencyCode': 'EUR', 'identifiers.ean': '04006381333931',
      };
    case 'inventory':
      return { productCode: 'example-product', locationCode: known.locations?.[0] ?? 'main', sku: 'example-product', onHand: 12, status: 'active' };
    case 'customer':
      return { externalCustomerNumber: 'K-10001', firstName: 'Erika', lastName: 'Mustermann', emailAddress: 'erika.mustermann@example.com', status: 'active', isAnonymous: false, 'contacts.firstName': 'Erika', 'contacts.lastName': 'Mustermann', 'contacts.address1': 'Heidestraße 17', 'contacts.postalCode': '51147', 'contacts.city': 'Köln', 'contacts.country': 'DE' };
    case 'segment':
      return { code: 'example-segment', name: words.exampleName, type: 'fixed', status: 'active' };
    case 'segmentMember':
      return { segmentCode: 'example-segment', externalCustomerNumber: 'K-10001' };
  }
}

const listed = (codes: readonly string[] | undefined, total: number | undefined, words: TemplateWords, limit = 300) => {
  if (!codes?.length) return null;
  const shown = codes.slice(0, limit).join(', ');
  const more = Math.max(total ?? codes.length, codes.length) - Math.min(codes.length, limit);
  return more > 0 ? `${shown} ${words.more.replace('{{count}}', new Intl.NumberFormat(words.numberLocale).format(more))}` : shown;
};

/** The values a column takes: the spec's enumeration, the yes/no words, the codes the catalogue holds. */
function valuesOf(entity: EntityType, column: TemplateColumn, words: TemplateWords, known: KnownCodes): string {
  const { kind, key } = column;
  if (kind.type === 'enum') return kind.values.join(', ');
  if (kind.type === 'texts' && kind.values) return kind.values.join(', ');
  if (kind.type === 'boolean') return words.booleanValues;
  if (key === 'categories' || key === 'categories.primary' || key === 'parentCategoryCode')
    return listed(known.categories, known.totals?.categories, words) ?? words.codeOf.category ?? '';
  if (key === 'locationCode' || key === 'settings.defaultLocationCode') return listed(known.locations, known.totals?.locations, words) ?? words.codeOf.location ?? '';
  if (key === 'parentProductCode' || (entity === 'inventory' && key === 'productCode')) return words.codeOf.product ?? '';
  if (entity === 'segmentMember' && key === 'segmentCode') return words.codeOf.segment ?? '';
  if (entity === 'segmentMember' && key === 'externalCustomerNumber') return words.codeOf.customer ?? '';
  const choice = key.startsWith('options.') || key.startsWith('extras.') ? known.choices?.find((c) => key.endsWith(`.${c.code}`)) : undefined;
  return choice ? choice.values.join(', ') : '';
}

const kindWord = (column: TemplateColumn, words: TemplateWords) =>
  column.field.keyed === 'choices' ? words.kinds.choices : column.field.localized ? words.kinds.localized : words.kinds[column.kind.type];

/** The template's two sheets: the columns with the example row, and the columns explained. */
export function templateSheets(entity: EntityType, { locales, words, known = {} }: { locales: readonly string[]; words: TemplateWords; known?: KnownCodes }): WorkbookSheet[] {
  const columns = templateColumns(entity, locales, known);
  const example = exampleCells(entity, words, known);
  const row = columns.map(({ key, field }) => example[key] ?? example[field.path] ?? null);
  const required = new Set(requiredFields[entity]);
  const text = (header: string): WrittenColumn => ({ header, key: null, kind: { type: 'text' } });
  const explained = columns.map((column) => {
    const meaning = words.meanings[column.key] ?? words.meanings[column.field.path] ?? column.field.path;
    return [
      column.header,
      column.locale ? words.inLocale.replace('{{meaning}}', meaning).replace('{{locale}}', column.locale) : meaning,
      required.has(column.field.path) || required.has(column.key) ? words.yes : '',
      valuesOf(entity, column, words, known),
      kindWord(column, words),
    ];
  });
  return [
    { name: words.sheetName, columns, rows: [row] },
    { name: words.columnsSheet, columns: words.headings.map(text), rows: explained },
  ];
}
