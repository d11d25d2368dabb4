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

scope.onmessage = async (event: MessageEvent<{ file: Blob; mode?: 'parse' | 'stream' }>) => {
  const started = performance.now();
  try {
    if (event.data.mode === 'stream') {
      scope.postMessage(await streamRead(event.data.file));
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
