import { build } from 'vite';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, originalPositionFor, eachMapping } from '@jridgewell/trace-mapping';
await build({ logLevel: 'silent', build: { outDir: '/tmp/weight/dist2', emptyOutDir: true, sourcemap: true } });
const dir = '/tmp/weight/dist2/assets';
const want = process.argv[2] ?? 'index-';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.js') && f.startsWith(want))) {
  const code = readFileSync(`${dir}/${f}`, 'utf8');
  const map = new TraceMap(readFileSync(`${dir}/${f}.map`, 'utf8'));
  const lines = code.split('\n');
  // attribute each generated char range to a source
  const bySource = new Map();
  const segs = [];
  eachMapping(map, (m) => segs.push(m));
  segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const pieces = new Map();
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i], n = segs[i + 1];
    const line = lines[s.generatedLine - 1] ?? '';
    const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : line.length;
    const text = line.slice(s.generatedColumn, end);
    const src = (s.source ?? '?').replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src/');
    const key = src.startsWith('nm:') ? src.split('/').slice(0, src.startsWith('nm:@') ? 2 : 1).join('/') : src;
    pieces.set(key, (pieces.get(key) ?? '') + text);
  }
  const total = gzipSync(code, { level: 9 }).length;
  console.log(`\n${f}: ${code.length} min, ${total} gz`);
  const rows = [...pieces].map(([k, t]) => [k, t.length, gzipSync(t, { level: 9 }).length]).sort((a, b) => b[1] - a[1]);
  for (const [k, len, gz] of rows.slice(0, 40)) console.log(String(len).padStart(8), String(gz).padStart(7), k);
}
