/**
 * The yardstick: what a browser does with an import file when it simply reads it whole and
 * parses it, in a worker as the checker does. Timed inside the worker.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
  const started = performance.now();
  try {
    const text = await event.data.file.text();
    const read = performance.now();
    const parsed = JSON.parse(text) as unknown[];
    const done = performance.now();
    scope.postMessage({ ok: true, elements: parsed.length, textMs: read - started, parseMs: done - read, totalMs: done - started, chars: text.length });
  } catch (e) {
    scope.postMessage({ ok: false, message: e instanceof Error ? e.message : String(e), totalMs: performance.now() - started });
  }
};
