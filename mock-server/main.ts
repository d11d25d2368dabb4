/**
 * `npm run mock-server`: the mock platform on PORT (default 4010) and its upload host on
 * UPLOAD_PORT (default PORT + 1). Run with --help for the flags.
 */
import { parseArgs } from 'node:util';
import { isMockDialect } from './dialect';
import { parseRouteCounts, type FaultSettings } from './faults';
import { seededAccounts } from './seed';
import { startMockServer } from './server';

const help = `Usage: npm run mock-server -- [flags]

  --port=N               API port (env PORT, default 4010)
  --upload-port=N        upload host port (env UPLOAD_PORT, default PORT+1)
  --host=H               interface to listen on (env HOST, default all: IPv6 and IPv4)
  --dialect=D            answer exactly as the platform's public specs (public, default) or as
                         the brief's contract with our extras (brief) (env MOCK_DIALECT)
  --test-control         mount /__control to change faults at run time, for every merchant or for
                         one ({"merchant": "demo", …}) (env MOCK_TEST_CONTROL=1)
  --no-seed              start without the demo merchants
  --seed-copies=N        seed N more copies of each demo merchant (demo-2, acme-2, …), the same data
                         and users, for browser tests running side by side (env MOCK_SEED_COPIES, default 0)
  --pace=N               import elements processed per second and file, 0 = full speed (env MOCK_PACE, default 75)
  --latency=MS           delay every answer by MS ms (env MOCK_LATENCY)
  --fail-next=R:N,...    answer 500 on the next N calls of route R (env MOCK_FAIL_NEXT)
  --drop-uploads=N       cut the next N uploads mid-body (env MOCK_DROP_UPLOADS)
  --drop-after=BYTES     bytes an upload receives before it is cut (default 65536)
  --upload-ttl=S         upload addresses expire after S seconds (env MOCK_UPLOAD_TTL, default 900)
  --upload-limit=SIZE    largest upload, bytes or with K/M/G suffix (env MOCK_UPLOAD_LIMIT, default 2G)
  --token-ttl=S          access tokens expire after S seconds (env MOCK_TOKEN_TTL, default 3600)
  --max-file-seconds=S   big files speed up beyond --pace to take at most S seconds (default 60, 0 = off)

Route keys: token, createImport (create), urls, upload, trigger, listImports (list), getImport, logs,
createSegment, listSegments, getSegment, listMembers, addMembers, removeMembers (members), customers,
"METHOD /path" (e.g. "POST /imports/:ref"), or * for every route.`;

const readFlags = () => parseArgs({
  options: {
    port: { type: 'string' },
    'upload-port': { type: 'string' },
    host: { type: 'string' },
    'test-control': { type: 'boolean' },
    dialect: { type: 'string' },
    'no-seed': { type: 'boolean' },
    'seed-copies': { type: 'string' },
    pace: { type: 'string' },
    latency: { type: 'string' },
    'fail-next': { type: 'string' },
    'drop-uploads': { type: 'string' },
    'drop-after': { type: 'string' },
    'upload-ttl': { type: 'string' },
    'upload-limit': { type: 'string' },
    'token-ttl': { type: 'string' },
    'max-file-seconds': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});

let values: ReturnType<typeof readFlags>['values'];
try {
  values = readFlags().values;
} catch (e) {
  console.error(`mock-server: ${e instanceof Error ? e.message : String(e)}\nRun with --help for the flags.`);
  process.exit(2);
}

if (values.help) {
  console.log(help);
  process.exit(0);
}

const env = process.env;

const number = (flag: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${flag} expects a number of 0 or more, got "${raw}"`);
  return n;
};

const size = (raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*([kmg]?)i?b?$/i.exec(raw.trim());
  if (!match) throw new Error(`--upload-limit expects bytes or a size like 10M, got "${raw}"`);
  const factor = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Math.floor(Number(match[1]) * factor);
};

const main = async () => {
  const faults: Partial<FaultSettings> = {};
  const set = <K extends keyof FaultSettings>(key: K, value: FaultSettings[K] | undefined) => {
    if (value !== undefined) faults[key] = value;
  };
  set('latencyMs', number('latency', values.latency ?? env.MOCK_LATENCY));
  const failNext = values['fail-next'] ?? env.MOCK_FAIL_NEXT;
  set('failNext', failNext ? parseRouteCounts(failNext) : undefined);
  const drops = number('drop-uploads', values['drop-uploads'] ?? env.MOCK_DROP_UPLOADS);
  if (drops !== undefined && !Number.isInteger(drops)) throw new Error(`--drop-uploads expects a whole number of uploads, got "${drops}"`);
  set('dropNextUploads', drops);
  set('dropAfterBytes', number('drop-after', values['drop-after']));
  set('uploadTtlSeconds', number('upload-ttl', values['upload-ttl'] ?? env.MOCK_UPLOAD_TTL));
  set('uploadLimitBytes', size(values['upload-limit'] ?? env.MOCK_UPLOAD_LIMIT));
  set('tokenTtlSeconds', number('token-ttl', values['token-ttl'] ?? env.MOCK_TOKEN_TTL));
  set('pace', number('pace', values.pace ?? env.MOCK_PACE));
  set('maxFileSeconds', number('max-file-seconds', values['max-file-seconds']));

  const port = number('port', values.port ?? env.PORT) ?? 4010;
  const uploadPort = number('upload-port', values['upload-port'] ?? env.UPLOAD_PORT);
  const host = values.host ?? env.HOST;
  const testControl = values['test-control'] === true || env.MOCK_TEST_CONTROL === '1' || env.MOCK_TEST_CONTROL === 'true';
  const seedCopies = number('seed-copies', values['seed-copies'] ?? env.MOCK_SEED_COPIES) ?? 0;
  if (!Number.isInteger(seedCopies)) throw new Error(`--seed-copies expects a whole number, got "${seedCopies}"`);
  const dialect = values.dialect ?? env.MOCK_DIALECT ?? 'public';
  if (!isMockDialect(dialect)) throw new Error(`--dialect expects brief or public, got "${dialect}"`);

  const server = await startMockServer({
    port,
    ...(uploadPort === undefined ? {} : { uploadPort }),
    ...(host ? { host } : {}),
    testControl,
    dialect,
    seed: values['no-seed'] !== true,
    seedCopies,
    faults,
  });

  const accounts = seededAccounts(seedCopies).map((a) => `merchant ${a.merchantCode}, user ${a.username}, password ${a.password}`);
  console.log(
    [
      'Mock platform ready',
      `  API           ${server.apiUrl}   (also http://127.0.0.1:${new URL(server.apiUrl).port})`,
      `  Upload host   ${server.uploadUrl}`,
      `  Dialect       ${dialect}${dialect === 'public' ? ' (answers exactly as the public specs)' : " (the brief's contract, with our extras)"}`,
      `  Sign in as    ${accounts.join('\n                ')}`,
      `  Test control  ${testControl ? `${server.apiUrl}/__control` : 'off (start with --test-control to change faults at run time)'}`,
      ...(Object.keys(faults).length ? [`  Faults        ${JSON.stringify(faults)}`] : []),
    ].join('\n'),
  );

  let closing = false;
  const stop = (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    console.log(`\n${signal}: stopping the mock platform…`);
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((e: unknown) => {
  console.error(`mock-server: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
