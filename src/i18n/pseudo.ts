/**
 * Pseudo-English (`en-XA`): every message of the English word lists with its letters accented,
 * a third longer and bracketed. Tests render the app in it to find words that bypass the
 * word lists (they stay plain ASCII) and layouts that cannot take longer words.
 */
const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

/** Placeholders (`{{count}}`, `{{count, number}}`), nestings (`$t(…)`) and tags (`<1>`) stay as they are. */
const untouchable = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+\/?>|<\/?[a-z]+\/?>)/;

export function pseudoText(text: string): string {
  let letters = 0;
  const body = text
    .split(untouchable)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      letters += part.length;
      return part.replace(/[a-zA-Z]/g, (c) => accented[plain.indexOf(c)]!);
    })
    .join('');
  return `${pseudoOpen}${body}${'·'.repeat(Math.ceil(letters / 3))}${pseudoClose}`;
}

type WordList = { [key: string]: string | WordList };

export function pseudoWordList(wordList: WordList): WordList {
  return Object.fromEntries(
    Object.entries(wordList).map(([key, value]) => [key, typeof value === 'string' ? pseudoText(value) : pseudoWordList(value)]),
  );
}
