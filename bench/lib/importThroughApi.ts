import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** PUTs a file from disk to an upload address, streamed; answers the status code. */
export const putFile = (url: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'Content-Length': statSync(path).size } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    createReadStream(path).pipe(req);
  });

export interface ImportedFile {
  importRef: string;
  status: string;
  total: number;
  failed: number;
  /** from the trigger to the end */
  ms: number;
}

/**
 * One file imported through the service's own calls, as a merchant's system would: create, ask for
 * an upload address, upload, start, and ask until the import ends.
 */
export async function importThroughApi(apiUrl: string, merchant: string, token: string, path: string, file: { entity: string; importStrategy: string; catalogCode?: string }) {
  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${apiUrl}/merchants/${merchant}${route}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
  const created = (await (await api('/imports', { method: 'POST', body: '{}' })).json()) as { ref?: string; importRef?: string };
  // the public dialect (the mock's default) says `ref`, the brief one `importRef`
  const importRef = (created.ref ?? created.importRef)!;
  const { url } = (await (await api(`/imports/${importRef}/urls`, { method: 'POST', body: JSON.stringify(file) })).json()) as { url: string };
  const uploadStatus = await putFile(url, path);
  if (uploadStatus !== 200) throw new Error(`upload answered ${uploadStatus}`);
  const started = performance.now();
  await api(`/imports/${importRef}`, { method: 'POST' });
  for (;;) {
    await sleep(100);
    const list = (await (await api(`/imports?filter=${encodeURIComponent(JSON.stringify({ importRef }))}`)).json()) as {
      imports: { status: string; entityFiles: { total: number; created: { failed: number }; updated: { failed: number } }[] }[];
    };
    const imp = list.imports[0]!;
    if (imp.status !== 'finished' && imp.status !== 'aborted') continue;
    const f = imp.entityFiles[0]!;
    return { importRef, status: imp.status, total: f.total, failed: f.created.failed + f.updated.failed, ms: performance.now() - started } satisfies ImportedFile;
  }
}
