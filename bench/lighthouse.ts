/**
 * `npm run build && npm run bench:lighthouse -w bench [-- --write]`: Lighthouse (performance and
 * accessibility, its default mobile profile with simulated throttling) on `/`,
 * `/user-select-location` and `/user-book-court` (as a logged-in demo player) of the built app,
 * served by the built API on a fresh embedded database with demo data, in Debian's Chromium.
 * Each page runs `--runs N` times (5 by default) and the run with the median performance score is
 * reported, with the lowest and highest scores beside it, as Lighthouse's own guidance on
 * variability advises. Prints the scores and the main timings; `--write` also replaces the table in
 * docs/performance.md. Exits 1 when a page's median scores under 90 for performance or 100 for
 * accessibility. The host's benchmark index goes beside the figures: simulated throttling slows the
 * CPU work it observed by a fixed 4×, so a slower host scores lower (Lighthouse calibrates that 4×
 * for an index of 1,500 to 2,000 and warns under 1,000).
 * To find what a score is made of: `--only /user-book-court` audits that page alone, and
 * `--dump DIR` writes each run's full Lighthouse report (JSON) there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { writePerformanceTable } from './lib/performance-doc';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const write = process.argv.includes('--write');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const optionValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const onlyPage = optionValue('--only');
const dumpDir = optionValue('--dump');
if (write && onlyPage) throw new Error('--write rewrites the whole table: run it without --only');
const TARGETS = { performance: 90, accessibility: 100 };
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--headless=new',
];

interface Result {
  page: string;
  performance: number;
  /** Lowest and highest performance score over the runs. */
  range: string;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  /** Lighthouse's measure of the host's CPU speed during the run. */
  benchmarkIndex: number;
}

async function startApp(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      JWT_SECRET: 'lighthouse-bench-secret-lighthouse-bench-secret',
      PAYMENT_PROVIDER: 'local',
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the app exited with ${code}:\n${output}`)));
  });
}

/** Signs the demo player in the way the app does: the token and account in local storage. */
async function logInAsPlayer(page: Page, origin: string): Promise<void> {
  const res = await fetch(`${origin}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'player@demo.test', password: 'Demo1234!', location: 1 }),
  });
  const { data } = (await res.json()) as {
    data: Record<string, unknown> & {
      access_token: string;
      location_name?: string | null;
      location_id?: number | null;
    };
  };
  const { access_token: token, ...account } = data;
  await page.goto(`${origin}/404`);
  await page.evaluate(
    (values) => {
      // Runs in the page, where localStorage exists (bench is type-checked for Node).
      const storage = (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage;
      for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
    },
    {
      user_access_valid_token: token,
      role: 'user',
      logged_user_data: JSON.stringify(account),
      selectedLocation: String(account.location_name ?? ''),
      selectedLocationId: String(account.location_id ?? ''),
    },
  );
}

const benchmarkIndexes: number[] = [];

/** The run with the median performance score, and the spread of the scores. */
async function auditRuns(browser: Browser, url: string, keepStorage: boolean): Promise<Result> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(browser, url, keepStorage));
  benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)] as Result;
  const lowest = runs[0]?.performance;
  const highest = runs[runs.length - 1]?.performance;
  return { ...median, range: lowest === highest ? `${lowest}` : `${lowest}–${highest}` };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is run again. */
async function audit(browser: Browser, url: string, keepStorage: boolean): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(browser, url, keepStorage);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${new URL(url).pathname}: ${String(error)}; running it again`);
    }
  }
}

async function auditOnce(browser: Browser, url: string, keepStorage: boolean): Promise<Result> {
  const page = await browser.newPage();
  try {
    if (keepStorage) await logInAsPlayer(page, new URL(url).origin);
    const run = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: keepStorage,
      },
      undefined,
      page,
    );
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    if (run.lhr.runtimeError) throw new Error(run.lhr.runtimeError.message);
    if (dumpDir) {
      const name = `${new URL(url).pathname.slice(1) || 'home'}-${Date.now()}.json`;
      await mkdir(dumpDir, { recursive: true });
      await writeFile(path.join(dumpDir, name), JSON.stringify(run.lhr));
    }
    const { categories, audits } = run.lhr;
    const shown = (id: string) => audits[id]?.displayValue ?? '–';
    return {
      page: new URL(url).pathname,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      range: '',
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: shown('first-contentful-paint'),
      lcp: shown('largest-contentful-paint'),
      tbt: shown('total-blocking-time'),
      cls: shown('cumulative-layout-shift'),
      benchmarkIndex: run.lhr.environment.benchmarkIndex,
    };
  } finally {
    await page.close();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-lighthouse-'));
const app = await startApp(dataDir);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const pages: [string, boolean][] = [
    ['/', false],
    ['/user-select-location', false],
    ['/user-book-court', true],
  ];
  const results: Result[] = [];
  for (const [page, signedIn] of pages) {
    if (!onlyPage || onlyPage === page) {
      results.push(await auditRuns(browser, `${app.origin}${page}`, signedIn));
    }
  }
  const table = [
    '| Page | Performance (median) | Lowest–highest | Accessibility | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| \`${r.page}\` | ${r.performance} | ${r.range} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
    ),
  ].join('\n');
  const index = (n: number) => Math.round(n).toLocaleString('en-US');
  const context = `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile with simulated throttling, median of ${RUNS} runs per page, Chromium ${(await browser.version()).replace(/^HeadlessChrome\//, '')}, host benchmark index ${index(Math.min(...benchmarkIndexes))}–${index(Math.max(...benchmarkIndexes))}, ${new Date().toISOString().slice(0, 10)}`;
  console.info(`\n${context}\n\n${table}\n`);
  if (
    results.some(
      (r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility,
    )
  ) {
    process.exitCode = 1;
    console.error(
      `below target: performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}`,
    );
  }

  if (write) {
    await writePerformanceTable('lighthouse', context, table);
  }
} finally {
  await browser.close();
  app.child.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
