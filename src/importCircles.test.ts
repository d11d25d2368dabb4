import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules that import each other, even for types only, load in an order that depends on which is
 * imported first and cannot be read one without the other: the app has none.
 */
const src = resolve(process.cwd(), 'src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const resolveImport = (from: string, spec: string): string | null => {
  const base = spec.startsWith('@/') ? join(src, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};

const importSpecifiers = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each circle of imports among the files, as the files that form it. */
const importCircles = (files: readonly string[]): string[][] => {
  const inScope = new Set(files);
  const imports = new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(importSpecifiers)].map((m) => resolveImport(file, (m[1] ?? m[2])!));
      return [file, targets.filter((t): t is string => t !== null && t !== file && inScope.has(t))];
    }),
  );
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const onPath = path.indexOf(file);
    if (onPath >= 0) {
      circles.push(path.slice(onPath).map((f) => relative(src, f)));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const target of imports.get(file) ?? []) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
  return circles;
};

describe('imports', () => {
  it('no module of the app imports a module that imports it back', () => {
    const files = sourceFiles(src).filter((f) => !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(200);
    expect(importCircles(files)).toEqual([]);
  });
});
