// The JSON characters the scanners of an import file look for, as UTF-16 code units (the text is
// read with charCodeAt, never split into strings).
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const OPEN_SQUARE = 0x5b;
export const CLOSE_SQUARE = 0x5d;
export const OPEN_CURLY = 0x7b;
export const CLOSE_CURLY = 0x7d;
/** JSON's four whitespace characters: space, line feed, carriage return, tab */
export const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
