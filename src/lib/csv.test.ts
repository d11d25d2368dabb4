import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(toCsv([['key', 'reason'], ['a,b', 'say "hi"\nthere']])).toBe('key,reason\r\n"a,b","say ""hi""\nthere"\r\n');
  });
  it('keeps a formula from running', () => {
    expect(toCsv([['=1+1', '@x', '-2', 'plain']])).toBe("'=1+1,'@x,'-2,plain\r\n");
  });
});
