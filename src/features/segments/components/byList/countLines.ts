/** Lines of a pasted or read list, not counting one empty line at its end. */
export const countLines = (text: string) => (text === '' ? 0 : text.split(/\r\n|\n|\r/).filter((l, i, all) => i < all.length - 1 || l !== '').length);
