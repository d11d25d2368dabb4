/**
 * The corpus of import files kept in the repository (e2e/fixtures/import-files), read for the
 * unit tests. They run in node, but the app's TypeScript settings carry no node types, so the
 * little of node they need is reached through `process.getBuiltinModule` with its type here.
 */
interface NodeProcess {
  env: Record<string, string | undefined>;
  cwd(): string;
  getBuiltinModule(id: 'node:fs'): { readFileSync(path: string): Uint8Array };
}

const nodeProcess = (globalThis as unknown as { process: NodeProcess }).process;
/** the tests run from the repository's root (jsdom's import.meta.url is no file address) */
const corpusDir = `${nodeProcess.cwd()}/e2e/fixtures/import-files/`;

export const corpusBytes = (name: string): Uint8Array<ArrayBuffer> => {
  const bytes = nodeProcess.getBuiltinModule('node:fs').readFileSync(corpusDir + name);
  return new Uint8Array(bytes);
};
export const corpusText = (name: string) => new TextDecoder().decode(corpusBytes(name));
export const corpusFile = (name: string) => new File([corpusBytes(name)], name, { type: 'application/json' });
export const testEnv = (name: string) => nodeProcess.env[name];
