/**
 * Believable import files of any size, made on the spot for the checker's tests and benchmark
 * (a 100 MB file is not kept in the repository). The text comes in parts of a few megabytes so
 * that even a gigabyte can be put together as a Blob without one giant string.
 */
import type { EntityType } from '@/contract/terms';

export interface GenerateOptions {
  /** stop after this many elements… */
  count?: number;
  /** …or once the text reaches about this many bytes */
  targetBytes?: number;
  /** two-space indentation, the way editors save files */
  pretty?: boolean;
  /** characters per part */
  partChars?: number;
  /** partial files: every this-many-th element is a deletion (importType D) */
  deleteEvery?: number;
  /** codes start here, so that two files can hold different elements */
  firstNumber?: number;
}

const pad = (n: number, width = 6) => String(n).padStart(width, '0');
const words = ['linen', 'cotton', 'oak', 'steel', 'amber', 'slate', 'meadow', 'harbour', 'cedar', 'copper', 'willow', 'granite'];
const word = (n: number) => words[n % words.length]!;

export const categoryCodes = ['clothing', 'clothing-shirts', 'clothing-trousers', 'home', 'home-kitchen', 'garden'];
export const attributeCodes = ['color', 'size', 'material', 'gift-wrap'];

/** One element of each entity type, number `n` of the file. */
export const generatedElement = (entity: EntityType, n: number): Record<string, unknown> => {
  switch (entity) {
    case 'attribute':
      return {
        code: `attr-${pad(n)}`,
        type: 'text',
        use: n % 3 === 0 ? 'option' : n % 3 === 1 ? 'property' : 'extra',
        name: { 'en-us': `Attribute ${n} ${word(n)}` },
        values: [
          { code: `v${n}-a`, sequenceId: 0, name: { 'en-us': word(n + 1) } },
          { code: `v${n}-b`, sequenceId: 1, name: { 'en-us': word(n + 2) } },
        ],
      };
    case 'category':
      return {
        code: `cat-${pad(n)}`,
        name: { 'en-us': `Category ${n} ${word(n)}` },
        sequenceId: n,
        parentCategoryCode: n > 0 ? `cat-${pad(Math.floor((n - 1) / 4))}` : null,
        status: 'active',
        description: { 'en-us': `Everything ${word(n)} and ${word(n + 3)}.` },
      };
    case 'product':
      return {
        code: `P${pad(n, 8)}`,
        name: { 'en-us': `${word(n)} ${word(n * 7)} shirt no. ${n}`, 'de-de': `${word(n)} Hemd Nr. ${n}` },
        modelType: 'standard',
        isInventoryManaged: n % 5 !== 0,
        status: 'active',
        categories: [{ code: categoryCodes[n % categoryCodes.length] }],
        options: [{ code: 'color' }, { code: 'size' }],
        properties: [
          { code: 'material', type: 'attribute', value: word(n + 4) },
          { code: 'care', type: 'html', value: `<p>Wash at ${30 + (n % 4) * 10} °C.</p>` },
        ],
        shortDescription: { 'en-us': `A ${word(n)} shirt, woven from ${word(n + 5)} with care. Fits true to size; "classic" cut.` },
        identifiers: { sku: `SKU-${pad(n, 8)}`, ean: `40${pad(n, 11)}` },
        price: { price: 19.99 + (n % 100) / 10, currencyCode: 'EUR' },
      };
    case 'inventory':
      return {
        productCode: `P${pad(n >> 1, 8)}`,
        locationCode: n % 2 === 0 ? 'berlin' : 'hamburg',
        sku: `SKU-${pad(n >> 1, 8)}`,
        onHand: (n * 37) % 500,
        safetyStock: 5,
        status: 'active',
      };
    case 'customer':
      // every tenth a guest, and guests share an address in pairs, as they do in shops
      return {
        externalCustomerNumber: `C${pad(n, 8)}`,
        firstName: `${word(n)}`.replace(/^./, (c) => c.toUpperCase()),
        lastName: `${word(n * 5)}son`.replace(/^./, (c) => c.toUpperCase()),
        emailAddress: n % 10 === 0 ? `guest-${n >> 5}@example.com` : `customer-${n}@example.com`,
        isAnonymous: n % 10 === 0,
        status: 'active',
        contacts: [
          {
            firstName: `${word(n)}`.replace(/^./, (c) => c.toUpperCase()),
            lastName: `${word(n * 5)}son`.replace(/^./, (c) => c.toUpperCase()),
            address1: `${word(n + 2)}straße ${1 + (n % 90)}`,
            city: n % 2 === 0 ? 'Berlin' : 'Hamburg',
            postalCode: pad(10_000 + (n % 89_999), 5),
            country: 'DE',
            isDefaultBilling: true,
            isDefaultShipping: true,
          },
        ],
        settings: { defaultLocale: 'de-de', defaultCurrency: 'EUR', marketingOptIn: n % 3 === 0 },
      };
    case 'segment':
      return { code: `seg-${pad(n)}`, name: `Segment ${n} ${word(n)}`, type: 'fixed', status: 'active' };
    case 'segmentMember':
      return { segmentCode: `seg-${pad(n % 10)}`, externalCustomerNumber: `C${pad(n, 8)}` };
  }
};

/** The text of an import file, in parts. */
export function* generateImportFileParts(entity: EntityType, options: GenerateOptions): Generator<string> {
  const { count = Infinity, targetBytes = Infinity, pretty = false, partChars = 4 * 1024 * 1024, deleteEvery = 0, firstNumber = 0 } = options;
  if (count === Infinity && targetBytes === Infinity) throw new Error('generateImportFileParts needs a count or a targetBytes');
  let part = pretty ? '[\n' : '[';
  let written = 0;
  for (let k = 0; k < count && written + part.length < targetBytes; k++) {
    const n = firstNumber + k;
    let element: Record<string, unknown> = generatedElement(entity, n);
    if (deleteEvery > 0 && k % deleteEvery === deleteEvery - 1) {
      const key =
        entity === 'inventory'
          ? { productCode: element.productCode, locationCode: element.locationCode }
          : entity === 'customer'
            ? { externalCustomerNumber: element.externalCustomerNumber }
            : entity === 'segmentMember'
              ? { segmentCode: element.segmentCode, externalCustomerNumber: element.externalCustomerNumber }
              : { code: element.code };
      element = { ...key, importType: 'D' };
    }
    const text = pretty ? JSON.stringify(element, null, 2).replace(/^/gm, '  ') : JSON.stringify(element);
    part += (k === 0 ? '' : pretty ? ',\n' : ',') + text;
    if (part.length >= partChars) {
      written += part.length;
      yield part;
      part = '';
    }
  }
  yield part + (pretty ? '\n]\n' : ']');
}

/** The whole file as a Blob (parts stay separate underneath: fine for a gigabyte). */
export const generateImportBlob = (entity: EntityType, options: GenerateOptions) =>
  new Blob([...generateImportFileParts(entity, options)], { type: 'application/json' });
