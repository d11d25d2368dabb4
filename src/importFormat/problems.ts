/**
 * What the checker and the mock's processor say about an import file: a code of the checker
 * catalog (src/i18n/locales/<lang>/checker.json) and its parameters, put into words only where
 * it is shown, in the page's language (the mock writes English). Plain objects, so that a worker
 * posts thousands of them cheaply and one check result reads in either language.
 */
import type { i18n } from 'i18next';

/** What is wrong with an element or one of its fields. */
export type ElementCode =
  | 'required'
  | 'requiredOneOf'
  | 'requiredLocalization'
  | 'notString'
  | 'emptyText'
  | 'tooLong'
  | 'notOneOf'
  | 'notKnownCode'
  | 'notInteger'
  | 'notNumber'
  | 'notBoolean'
  | 'notLocalization'
  | 'localizedText'
  | 'noLocale'
  | 'notArray'
  | 'notTextArray'
  | 'tooManyEntries'
  | 'notObject'
  | 'unknownAttributeField'
  | 'unknownCategoryField'
  | 'unknownProductField'
  | 'unknownInventoryField'
  | 'importTypeInFull'
  | 'importTypeInvalid'
  | 'repeatedKey'
  | 'tooDeep'
  | 'writtenTwice'
  | 'parentCycle'
  | 'parentInCycle'
  | 'parentNotInFullFile'
  | 'parentDeleted'
  | 'parentInCatalog';

/** Why the whole file cannot be read as an import file. */
export type FileCode =
  | 'emptyFile'
  | 'singleObject'
  | 'singleText'
  | 'singleNumber'
  | 'singleLiteral'
  | 'jsonLines'
  | 'notJsonArray'
  | 'expectedCloser'
  | 'expectedAfterElement'
  | 'commaWithoutElement'
  | 'braceWithoutElement'
  | 'trailingComma'
  | 'afterArray'
  | 'unclosedString'
  | 'unclosedArray'
  | 'shortUnicodeEscape'
  | 'badEscape'
  | 'loneBackslash'
  | 'lineBreakInText'
  | 'controlCharInText'
  | 'leadingZero'
  | 'expectedDigit'
  | 'expectedFractionDigit'
  | 'expectedExponentDigit'
  | 'expectedValue'
  | 'expectedValueSingleQuote'
  | 'expectedPropertyName'
  | 'expectedPropertyNameSingleQuote'
  | 'expectedColon'
  | 'endWhereValueExpected'
  | 'afterValue'
  | 'expectedAfterProperty'
  | 'expectedAfterArrayItem'
  | 'invalidJson'
  | 'notUtf8'
  | 'utf16'
  | 'utf16NoMark'
  | 'endsMidCharacter'
  | 'unreadable'
  | 'unreadableNoReason';

/**
 * What was found where something else was expected: the kind is words of the catalog; a value
 * (`found.value`), the file's own text, is shown as it is.
 */
export type FoundKind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'char' | 'codePoint' | 'end';

/** Limits, places, allowed values and the file's own texts; `found` (a FoundKind) and `value` describe a value found. */
export type ProblemParams = Readonly<Record<string, string | number>>;

export interface Problem<Code extends ElementCode | FileCode = ElementCode | FileCode> {
  code: Code;
  params?: ProblemParams;
}

/** A value of an element where another was expected: its kind, and its JSON text when it is a scalar. */
export const foundValue = (v: unknown): ProblemParams =>
  v === null
    ? { found: 'null' }
    : Array.isArray(v)
      ? { found: 'array' }
      : typeof v === 'object'
        ? { found: 'object' }
        : { found: typeof v, value: JSON.stringify(v) };

/** A character of the text where another was expected: itself when printable, else its code point. */
export const foundChar = (c: number): ProblemParams =>
  c >= 0x20 && c < 0x7f ? { found: 'char', value: String.fromCharCode(c) } : { found: 'codePoint', value: `U+${c.toString(16).toUpperCase().padStart(4, '0')}` };

/** The end of the text where a character was expected. */
export const foundEnd: ProblemParams = { found: 'end' };

/** The problem in words, by `i18n`'s language: the page's i18next, or the mock's English one. */
export function problemText(i18n: Pick<i18n, 't'>, { code, params = {} }: Problem): string {
  if (params.found === undefined) return i18n.t(`checker:${code}`, params);
  const found = i18n.t(`checker:found.${params.found as FoundKind}`, { value: params.value });
  return i18n.t(`checker:${code}`, { ...params, found });
}
