/**
 * The yardstick: what a browser does with an import file when it simply reads it whole and
 * parses it, in a worker as the checker does. Timed inside the worker.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * `parse`: file.text() then JSON.parse, what a checker that reads the file whole would cost.
 * `stream`: the file read as a stream and decoded, nothing more: the floor for any streaming
 * checker, and the only yardstick for files too large to read whole (Chromium: > ~512 MB).
 */
const streamRead = async (file: Blob) => {
  const started = performance.now();
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  let chars = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chars += value.length;
  }
  const done = performance.now();
  return { ok: true, elements: 0, textMs: done - started, parseMs: 0, totalMs: done - started, chars };
};

/**
 * `floor`: one byte range of the file read as a stream, decoded, and parsed with one JSON.parse
 * per run of about `runChars` characters cut before the last `{` that starts an element the way
 * every element of a generated file starts (`cutMark`); no rule, no count beyond the elements.
 * Several of these side by side (one per core) are the floor of any checker that parses the file
 * in parallel with JSON.parse.
 */
const floorParse = async (file: Blob, start: number, end: number, cutMark: string) => {
  const started = performance.now();
  const reader = file.slice(start, end).stream().getReader();
  const decoder = new TextDecoder();
  const runChars = 256 * 1024;
  let carry = '';
  let elements = 0;
  let chars = 0;
  let first = true;
  const parseRuns = (text: string, last: boolean) => {
    let t = carry + text;
    if (first) {
      // the first range skips its '[', a later one what precedes its first whole element
      const found = start === 0 ? t.indexOf('[') : t.indexOf(cutMark);
      if (found < 0) {
        carry = t;
        return;
      }
      t = t.slice(found + (start === 0 ? 1 : 2));
      first = false;
    }
    let from = 0;
    while (t.length - from >= runChars) {
      const cut = t.lastIndexOf(cutMark, from + runChars);
      // an element longer than a run waits for more text
      if (cut < from) break;
      elements += (JSON.parse(`[${t.slice(from, cut + 1)}]`) as unknown[]).length;
      from = cut + 2;
    }
    if (last) {
      const cut = end >= file.size ? t.lastIndexOf('}') : t.lastIndexOf(cutMark);
      if (cut >= from) elements += (JSON.parse(`[${t.slice(from, cut + 1)}]`) as unknown[]).length;
      from = t.length;
    }
    carry = t.slice(from);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    chars += text.length;
    parseRuns(text, false);
  }
  parseRuns(decoder.decode(), true);
  const done = performance.now();
  return { ok: true, elements, textMs: 0, parseMs: 0, totalMs: done - started, chars };
};

scope.onmessage = async (event: MessageEvent<{ file: Blob; mode?: 'parse' | 'stream' | 'floor'; start?: number; end?: number; cutMark?: string }>) => {
  const started = performance.now();
  try {
    if (event.data.mode === 'stream') {
      scope.postMessage(await streamRead(event.data.file));
      return;
    }
    if (event.data.mode === 'floor') {
      scope.postMessage(await floorParse(event.data.file, event.data.start ?? 0, event.data.end ?? event.data.file.size, event.data.cutMark ?? ''));
      return;
    }
    const text = await event.data.file.text();
    const read = performance.now();
    const parsed = JSON.parse(text) as unknown[];
    const done = performance.now();
    scope.postMessage({ ok: true, elements: parsed.length, textMs: read - started, parseMs: done - read, totalMs: done - started, chars: text.length });
  } catch (e) {
    scope.postMessage({ ok: false, message: e instanceof Error ? e.message : String(e), totalMs: performance.now() - started });
  }
};
