/**
 * The spreadsheet layout of each entity type's POST model (docs/spreadsheets.md): one row per element,
 * one column per field. A column's field is a dotted path into the element (`price.price`,
 * `identifiers.ean`); localized texts take one column per locale (`name.de-de`); lists take one cell
 * joined with `;` (or repeated columns `categories.1`, `categories.2`). The header words are what
 * merchants' sheets call a field in German and English, compared without case, spaces or punctuation.
 */
import type { EntityType } from '../../contract/terms';
import { segmentStatuses, segmentTypes } from '../../contract/terms';
import { attributeTypes, attributeUses } from '../format/rules/attributeRules';
import { categoryStatuses } from '../format/rules/categoryRules';
import { communicationPreferences, customerStatuses } from '../format/rules/customerRules';
import { inventoryStatuses } from '../format/rules/inventoryRules';
import { inventoryTreatments, modelTypes, productStatuses, refUnits, units } from '../format/rules/productRules';

/**
 * How a cell becomes the field's value: `text` keeps what the cell shows (codes, EANs with their
 * leading zeros); `codes` is a list of `{code}` and `texts` a list of strings, both from one cell
 * joined with `;`; `choices` is an attribute's values as `{code, values:[{code}]}` (options, extras).
 */
export type FieldKind =
  | { type: 'text' }
  | { type: 'number' }
  | { type: 'boolean' }
  | { type: 'date' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'codes' }
  | { type: 'texts'; values?: readonly string[] };

export interface SheetField {
  /** the dotted path in the element; a localized field's columns add the locale, a keyed one's the key */
  path: string;
  kind: FieldKind;
  /** texts in several locales: the column names one (`name.de-de`) */
  localized?: true;
  /** one column per key, the key in the header (`options.surface`: the surface attribute's values) */
  keyed?: 'choices' | 'contactField' | 'customerAttribute';
  /** the ways sheets write its header, beside the path itself */
  words: readonly string[];
}

const text: FieldKind = { type: 'text' };
const number: FieldKind = { type: 'number' };
const boolean: FieldKind = { type: 'boolean' };
const date: FieldKind = { type: 'date' };
const codes: FieldKind = { type: 'codes' };
const oneOf = (values: readonly string[]): FieldKind => ({ type: 'enum', values });

const field = (path: string, kind: FieldKind, words: readonly string[] = [], extra: Partial<SheetField> = {}): SheetField => ({ path, kind, words, ...extra });
const localized = (path: string, words: readonly string[]): SheetField => field(path, text, words, { localized: true });

const importType = field('importType', oneOf(['D']), ['Import type', 'Importtyp', 'Löschen', 'delete']);
const externalUpdateDate = field('externalUpdateDate', date, ['External update date', 'Geändert am', 'Letzte Änderung', 'last modified']);

export const sheetLayouts: Record<EntityType, readonly SheetField[]> = {
  attribute: [
    field('code', text, ['Code', 'Attribute code', 'Attributcode', 'Merkmal', 'Attribut']),
    field('type', oneOf(attributeTypes), ['Type', 'Typ', 'Attribute type', 'Attributtyp']),
    field('use', oneOf(attributeUses), ['Use', 'Verwendung', 'Usage']),
    localized('name', ['Name', 'Bezeichnung', 'Label']),
    // each value's code, then its name in the same order: one row keeps one attribute
    field('values', codes, ['Values', 'Werte', 'Value codes', 'Wertecodes']),
    localized('values.name', ['Value names', 'Wertenamen', 'Wertebezeichnungen']),
    // written only when the values' sequence is not their order counted from 0
    field('values.sequenceId', { type: 'texts' }, ['Value sequence', 'Wertereihenfolge']),
    externalUpdateDate,
    importType,
  ],
  category: [
    field('code', text, ['Code', 'Category code', 'Kategoriecode', 'Kategorie-ID', 'Category ID']),
    field('parentCategoryCode', text, ['Parent', 'Parent category', 'Parent code', 'Oberkategorie', 'Übergeordnete Kategorie', 'Elternkategorie']),
    localized('name', ['Name', 'Bezeichnung', 'Kategoriename', 'Category name', 'Title', 'Titel']),
    field('sequenceId', number, ['Sequence', 'Sort order', 'Position', 'Reihenfolge', 'Sortierung']),
    field('status', oneOf(categoryStatuses), ['Status', 'Aktiv', 'Active']),
    localized('description', ['Description', 'Beschreibung']),
    localized('image', ['Image', 'Bild', 'Image URL', 'Bild-URL']),
    localized('url', ['URL', 'Link']),
    externalUpdateDate,
    importType,
  ],
  product: [
    field('code', text, ['Code', 'Product code', 'Produktcode', 'Artikelnummer', 'Art.-Nr.', 'Artikel-Nr.', 'ArtNr', 'Handle', 'Item number']),
    localized('name', ['Name', 'Title', 'Titel', 'Bezeichnung', 'Artikelname', 'Produktname', 'Product name', 'Artikelbezeichnung']),
    field('modelType', oneOf(modelTypes), ['Model type', 'Modelltyp', 'Produkttyp', 'Product type', 'Typ', 'Type']),
    field('isInventoryManaged', boolean, ['Inventory managed', 'Bestandsgeführt', 'Lagerbestand führen', 'Track inventory', 'Bestand führen']),
    field('status', oneOf(productStatuses), ['Status']),
    field('parentProductCode', text, ['Parent product', 'Parent code', 'Elternprodukt', 'Hauptartikel', 'Vaterartikel', 'Master']),
    localized('longName', ['Long name', 'Langname', 'Langbezeichnung']),
    localized('shortDescription', ['Short description', 'Kurzbeschreibung']),
    localized('longDescription', ['Description', 'Long description', 'Beschreibung', 'Langbeschreibung', 'Body (HTML)', 'Body HTML']),
    field('categories', codes, ['Categories', 'Category', 'Kategorien', 'Kategorie', 'Category codes', 'Kategoriecodes']),
    field('categories.primary', text, ['Primary category', 'Hauptkategorie', 'Primärkategorie']),
    field('options', codes, [], { keyed: 'choices' }),
    field('extras', codes, [], { keyed: 'choices' }),
    field('price.price', number, ['Price', 'Preis', 'Verkaufspreis', 'VK', 'VK-Preis', 'Variant Price', 'Sales price']),
    field('price.currencyCode', text, ['Currency', 'Währung', 'Currency code', 'Währungscode']),
    field('price.salePrice', number, ['Sale price', 'Angebotspreis', 'Aktionspreis', 'Sonderpreis']),
    field('price.msrp', number, ['MSRP', 'UVP', 'List price', 'Listenpreis', 'Variant Compare At Price', 'Compare at price']),
    field('price.cost', number, ['Cost', 'Einkaufspreis', 'EK', 'EK-Preis', 'Cost per item', 'Variant Cost']),
    field('identifiers.sku', text, ['SKU', 'Variant SKU']),
    field('identifiers.ean', text, ['EAN', 'GTIN', 'Barcode', 'Variant Barcode', 'EAN-Code', 'EAN13']),
    field('identifiers.upc', text, ['UPC']),
    field('identifiers.isbn', text, ['ISBN']),
    field('identifiers.mfgPartNum', text, ['Manufacturer part number', 'MPN', 'Herstellernummer', 'Hersteller-Artikelnummer']),
    field('identifiers.distiPartNum', text, ['Distributor part number', 'Lieferantennummer', 'Lieferanten-Artikelnummer']),
    field('unit', oneOf(units), ['Unit', 'Einheit', 'Mengeneinheit']),
    field('unitValue', number, ['Unit value', 'Inhalt', 'Menge']),
    field('unitPriceRefUom', oneOf(refUnits), ['Reference unit', 'Bezugseinheit', 'Grundpreiseinheit']),
    field('unitPriceRefValue', number, ['Reference value', 'Bezugsmenge', 'Grundpreismenge']),
    field('minQty', number, ['Minimum quantity', 'Mindestmenge', 'Min qty']),
    field('maxQty', number, ['Maximum quantity', 'Höchstmenge', 'Maximalmenge', 'Max qty']),
    field('isTaxed', boolean, ['Taxed', 'Steuerpflichtig', 'Variant Taxable', 'Taxable']),
    field('taxClass', text, ['Tax class', 'Steuerklasse', 'Steuersatz']),
    field('hasCatchWeight', boolean, ['Catch weight', 'Gewichtsartikel']),
    field('isSerialized', boolean, ['Serialized', 'Seriennummernpflichtig', 'Serialisiert']),
    field('inventoryTreatment', oneOf(inventoryTreatments), ['Inventory treatment', 'Bestandsbehandlung', 'Ausverkauft-Verhalten']),
    field('fulfillmentMethods', { type: 'texts' }, ['Fulfillment methods', 'Versandarten', 'Lieferarten']),
    field('url', text, ['URL', 'Link', 'Produkt-URL']),
    field('rating', number, ['Rating', 'Bewertung']),
    field('startDate', date, ['Start date', 'Startdatum', 'Verfügbar ab', 'Available from']),
    field('endDate', date, ['End date', 'Enddatum', 'Verfügbar bis', 'Available until']),
    field('firstAvailableDate', date, ['First available', 'Erstverfügbarkeit', 'Erscheinungsdatum', 'Release date']),
    field('eolDate', date, ['End of life', 'Auslaufdatum', 'EOL']),
    field('shippingInformation.weight', number, ['Weight', 'Gewicht', 'Variant Grams']),
    field('shippingInformation.weightUnit', text, ['Weight unit', 'Gewichtseinheit', 'Variant Weight Unit']),
    field('shippingInformation.height', number, ['Height', 'Höhe']),
    field('shippingInformation.width', number, ['Width', 'Breite']),
    field('shippingInformation.length', number, ['Length', 'Länge']),
    field('shippingInformation.heightUnit', text, ['Height unit', 'Höheneinheit']),
    field('shippingInformation.widthUnit', text, ['Width unit', 'Breiteneinheit']),
    field('shippingInformation.lengthUnit', text, ['Length unit', 'Längeneinheit']),
    field('shippingInformation.isShippedAlone', boolean, ['Shipped alone', 'Einzelversand']),
    externalUpdateDate,
    importType,
  ],
  inventory: [
    field('productCode', text, ['Product code', 'Produktcode', 'Artikelnummer', 'Art.-Nr.', 'Product', 'Produkt', 'Artikel']),
    field('locationCode', text, ['Location', 'Location code', 'Lager', 'Lagerort', 'Standort', 'Filiale']),
    field('sku', text, ['SKU']),
    field('onHand', number, ['On hand', 'Bestand', 'Lagerbestand', 'Menge', 'Quantity', 'Stock', 'Available']),
    field('safetyStock', number, ['Safety stock', 'Sicherheitsbestand', 'Mindestbestand']),
    field('status', oneOf(inventoryStatuses), ['Status']),
    field('bin', text, ['Bin', 'Fach', 'Lagerfach']),
    field('binLocation', text, ['Bin location', 'Lagerplatz']),
    field('inventoryTreatmentSetting.code', text, ['Inventory treatment', 'Bestandsbehandlung']),
    externalUpdateDate,
    importType,
  ],
  customer: [
    field('externalCustomerNumber', text, ['Customer number', 'Kundennummer', 'Kunden-Nr.', 'KdNr', 'Customer ID', 'Kunden-ID']),
    field('firstName', text, ['First name', 'Vorname', 'Given name']),
    field('middleName', text, ['Middle name', 'Zweiter Vorname']),
    field('lastName', text, ['Last name', 'Nachname', 'Surname', 'Family name', 'Name']),
    field('emailAddress', text, ['E-mail', 'Email', 'E-Mail-Adresse', 'Email address', 'Mail']),
    field('status', oneOf(customerStatuses), ['Status']),
    field('isAnonymous', boolean, ['Guest', 'Gast', 'Gastkonto', 'Anonymous', 'Anonym', 'Guest account']),
    field('taxExempt', boolean, ['Tax exempt', 'Steuerbefreit', 'Steuerfrei']),
    field('taxClass', text, ['Tax class', 'Steuerklasse']),
    // the customer's one address: a sheet of customers has one row each
    field('contacts', text, [], { keyed: 'contactField' }),
    field('attributes', text, [], { keyed: 'customerAttribute' }),
    field('settings.defaultLocale', text, ['Locale', 'Sprache', 'Language']),
    field('settings.defaultCurrency', text, ['Currency', 'Währung']),
    field('settings.communicationPreferences', { type: 'texts', values: communicationPreferences }, ['Communication preferences', 'Kommunikationswege', 'Kontaktwege']),
    field('settings.defaultLocationCode', text, ['Default location', 'Stammfiliale', 'Filiale']),
    field('settings.marketingOptIn', boolean, ['Marketing opt-in', 'Newsletter', 'Werbeeinwilligung', 'Accepts Marketing']),
    externalUpdateDate,
    importType,
  ],
  segment: [
    field('code', text, ['Code', 'Segment code', 'Segmentcode']),
    field('name', text, ['Name', 'Bezeichnung', 'Segmentname']),
    field('type', oneOf(segmentTypes), ['Type', 'Typ', 'Segmenttyp']),
    field('status', oneOf(segmentStatuses), ['Status']),
    field('description', text, ['Description', 'Beschreibung']),
    importType,
  ],
  segmentMember: [
    field('segmentCode', text, ['Segment', 'Segment code', 'Segmentcode']),
    field('externalCustomerNumber', text, ['Customer number', 'Kundennummer', 'Kunden-Nr.', 'KdNr']),
    field('emailAddress', text, ['E-mail', 'Email', 'E-Mail-Adresse', 'Email address']),
    field('customerId', text, ['Customer ID', 'Kunden-ID']),
    importType,
  ],
};

/** A customer's address fields, each a column `contacts.<field>` (the one contact a row holds). */
export const contactFields: Record<string, FieldKind> = {
  firstName: text, lastName: text, middleName: text, companyName: text, address1: text, address2: text, address3: text, address4: text,
  city: text, postalCode: text, region: text, country: text, phone: text, fax: text, mobile: text, emailAddress: text,
  externalContactCode: text, status: oneOf(customerStatuses), isDefaultBilling: boolean, isDefaultShipping: boolean,
};

/** German and English words for the contact fields a sheet of addresses brings (`Straße`, `PLZ`, `Ort`). */
export const contactWords: Record<string, readonly string[]> = {
  address1: ['Street', 'Straße', 'Strasse', 'Address', 'Adresse', 'Address1', 'Anschrift'],
  address2: ['Address2', 'Adresszusatz', 'Zusatz'],
  city: ['City', 'Ort', 'Stadt', 'Wohnort'],
  postalCode: ['Postal code', 'PLZ', 'Postleitzahl', 'ZIP', 'Zip code'],
  region: ['Region', 'Bundesland', 'State', 'Province'],
  country: ['Country', 'Land', 'Country code', 'Ländercode'],
  companyName: ['Company', 'Firma', 'Unternehmen', 'Company name', 'Firmenname'],
  phone: ['Phone', 'Telefon', 'Tel.', 'Telefonnummer'],
  mobile: ['Mobile', 'Handy', 'Mobil', 'Mobilnummer'],
  fax: ['Fax'],
};
