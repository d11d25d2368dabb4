import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../../e2e/chromium';
import type { BenchRow } from '../lib/report';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The JavaScript a browser must fetch to show the imports page: the entry and the page's chunk, with what they import. */
export function importsPageJavaScript(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const needed = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/features/imports/components/history/ImportHistoryPage.tsx');
  const files = [...needed].filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

type Scores = { performance: number; accessibility: number; 'best practices': number };

/**
 * Lighthouse on the sign-in page, and on the imports page as a signed-in merchant sees it: the
 * session lives in the tab's sessionStorage, so Lighthouse runs in the tab that signed in.
 */
async function lighthouseScores(appUrl: string): Promise<Record<string, Scores>> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const flags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility', 'best-practices'] };
  const scoresOf = (lhr: { categories: Record<string, { score: number | null }> } | undefined): Scores => ({
    performance: lhr?.categories.performance?.score ?? 0,
    accessibility: lhr?.categories.accessibility?.score ?? 0,
    'best practices': lhr?.categories['best-practices']?.score ?? 0,
  });
  try {
    const signIn = await lighthouse(`${appUrl}/sign-in`, flags, undefined, await browser.newPage());
    const page = await browser.newPage();
    await page.goto(`${appUrl}/sign-in`);
    await page.locator('input[name=merchantCode]').fill('demo');
    await page.locator('input[name=username]').fill('demo');
    await page.locator('input[name=password]').fill('demo');
    await page.locator('button[type=submit]').click();
    await page.waitForSelector('table tbody tr');
    const imports = await lighthouse(`${appUrl}/demo/settings/imports`, { ...flags, disableStorageReset: true }, undefined, page);
    return { 'sign-in page': scoresOf(signIn?.lhr), 'imports page': scoresOf(imports?.lhr) };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export async function benchFirstLoad(appUrl: string): Promise<BenchRow[]> {
  const js = importsPageJavaScript();
  const rows: BenchRow[] = [
    {
      section: 'first load',
      metric: `JavaScript to show the imports page (${js.files.length} files, gzip)`,
      value: js.gzipBytes / 1000,
      unit: 'kB',
      goal: '≤ 110 kB',
      met: js.gzipBytes / 1000 <= 110,
    },
  ];
  for (const [pageName, scores] of Object.entries(await lighthouseScores(appUrl))) {
    for (const [category, score] of Object.entries(scores)) {
      rows.push({ section: 'first load', metric: `Lighthouse ${category}, ${pageName}`, value: score, unit: '', goal: '≥ 0.95', met: score >= 0.95 });
    }
  }
  return rows;
}
