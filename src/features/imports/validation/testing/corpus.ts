/**
 * The corpus of import files kept in the repository (e2e/fixtures/import-files), read for the
 * unit tests. They run in node, but the app's TypeScript settings carry no node types, so the
 * little of node they need is reached through `process.getBuiltinModule` with its type here.
 */
interface NodeProcess {
  env: Record<string, string | undefined>;
  getBuiltinModule(id: 'node:fs'): { readFileSync(path: URL): Uint8Array; readFileSync(path: URL, encoding: 'utf8'): string };
}

const nodeProcess = (globalThis as unknown as { process: NodeProcess }).process;
const corpusDir = new URL('../../../../../e2e/fixtures/import-files/', import.meta.url);

export const corpusBytes = (name: string): Uint8Array<ArrayBuffer> => {
  const bytes = nodeProcess.getBuiltinModule('node:fs').readFileSync(new URL(name, corpusDir));
  return new Uint8Array(bytes);
};
export const corpusText = (name: string) => new TextDecoder().decode(corpusBytes(name));
export const corpusFile = (name: string) => new File([corpusBytes(name)], name, { type: 'application/json' });
export const testEnv = (name: string) => nodeProcess.env[name];
