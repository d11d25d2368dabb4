import { describe, expect, it } from 'vitest';
import de from './locales/de';
import en from './locales/en';
import { pseudoWordList, pseudoText } from './pseudo';

type WordList = { [key: string]: string | WordList };

/** Every message as `namespace:dotted.key` → text. */
const flatten = (wordList: WordList, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(wordList)) {
    const path = prefix ? `${prefix}${prefix.endsWith(':') ? '' : '.'}${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};
const messages = (wordLists: Record<string, unknown>) => {
  const out = new Map<string, string>();
  for (const [ns, wordList] of Object.entries(wordLists)) for (const [k, v] of flatten(wordList as WordList, `${ns}:`)) out.set(k, v);
  return out;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)\/?>/g)].map((m) => m[0]).sort();

const english = messages(en);
const german = messages(de);

describe('the German and English word lists', () => {
  it('hold the same keys', () => {
    expect([...german.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !german.has(k))).toEqual([]);
  });

  it('use the same placeholders and tags in each message', () => {
    const differ = [...english].filter(([key, text]) => {
      const other = german.get(key) ?? '';
      return placeholders(text).join() !== placeholders(other).join() || tags(text).join() !== tags(other).join();
    });
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('give every plural both forms and say the count in each', () => {
    for (const wordList of [english, german]) {
      for (const key of wordList.keys()) {
        const base = key.replace(/_(one|other)$/, '');
        if (base === key) continue;
        expect(wordList.has(`${base}_one`) && wordList.has(`${base}_other`), `${key} has both forms`).toBe(true);
      }
    }
  });

  it('name no tag after a void HTML element, which the Trans parser would leave empty', () => {
    const voids = /<\/?(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/;
    expect([...english, ...german].filter(([, text]) => voids.test(text)).map(([k]) => k)).toEqual([]);
  });

  it('leave no message empty', () => {
    expect([...english].filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
    expect([...german].filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
  });
});

describe('pseudo-English', () => {
  it('accents every letter, brackets the message and lengthens it, but keeps placeholders and tags', () => {
    const text = pseudoText('Remove {{count, number}} <1>members</1> of $t(common:x)');
    expect(text).toMatch(/^⟦Ŕéɱóṽé \{\{count, number\}\} <1>ɱéɱƀéŕš<\/1> óƒ \$t\(common:x\)·+⟧$/);
  });

  it('turns whole word lists, nested keys included', () => {
    expect(pseudoWordList({ a: { b: 'Yes' } })).toEqual({ a: { b: '⟦Ýéš·⟧' } });
  });
});
