// Figures for the Foundation issue: gzipped JS each public page loads, and Lighthouse (mobile preset) on the
// public pages and on the signed-in dashboard, beside an anchor measured in the same run: a minimal Vite +
// React page (bench/anchor) served by the same server, so a busy machine shows in both (decision 031).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { signIn } from './support/sign-in';
import { percentile } from './support/stats';

const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const pages = ['/', '/login'];
/** The anchor page (bench/anchor, built with the app into dist/web/bench-anchor). */
const ANCHOR = '/bench-anchor/index.html';

/**
 * The JavaScript a first visit to each page downloads: the entry, its modulepreloads and the chunks the
 * route loads, gzipped as the server sends them. A fresh context per page (nothing cached), the service
 * worker blocked (it is registered after the load event and its precache is not the page's own cost).
 */
async function jsLoaded(url: string, locale: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeArgs });
  const out: Record<string, { total: number; files: [string, number][] }> = {};
  try {
    for (const p of pages) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        locale,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const bodies: Promise<[string, number]>[] = [];
      page.on('response', (res) => {
        const file = new URL(res.url()).pathname;
        // Module preloads are not typed 'script' by Chromium: count every JavaScript response.
        if (!/\.m?js$/.test(file)) return;
        bodies.push(res.body().then((b) => [file, gzipSync(b, { level: 9 }).length]));
      });
      await page.goto(url + p, { waitUntil: 'networkidle' });
      const files = (await Promise.all(bodies)).sort((a, b) => b[1] - a[1]);
      out[p] = { total: files.reduce((n, [, size]) => n + size, 0), files };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * What the server's render of /dashboard (src/web/prerender.tsx, one at a time) costs a request: the first
 * in each language (loads the code and texts), then 100 in a row and 104 in waves of 8 at once (more at
 * once would go without the render), and the server's resident memory before the first and after the last.
 */
async function dashboardRender(url: string, cookie: string, pid: number) {
  const rss = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const get = async (language: string) => {
    const start = performance.now();
    const html = await (
      await fetch(`${url}/dashboard`, { headers: { cookie, 'accept-language': language } })
    ).text();
    if (!html.includes('<div id="root"><')) throw new Error('/dashboard came without its render');
    return performance.now() - start;
  };
  const before = rss();
  const first = [await get('fr-FR'), await get('en-US')];
  const serial: number[] = [];
  for (let i = 0; i < 100; i++) serial.push(await get(i % 2 ? 'fr-FR' : 'en-US'));
  const concurrent: number[] = [];
  for (let i = 0; i < 13; i++)
    concurrent.push(
      ...(await Promise.all(Array.from({ length: 8 }, (_, j) => get(j % 2 ? 'fr-FR' : 'en-US')))),
    );
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`web: GET /dashboard rendered by the server: first fr ${ms(first[0])}, en ${ms(first[1])}`);
  console.log(
    `web:   in a row p50 ${ms(percentile(serial, 50))}, p95 ${ms(percentile(serial, 95))}; 8 at once p50 ${ms(percentile(concurrent, 50))}, p95 ${ms(percentile(concurrent, 95))}`,
  );
  console.log(
    `web:   server resident memory ${before.toFixed(0)} MB before the first, ${rss().toFixed(0)} MB after`,
  );
}

/** Runs of Lighthouse per page: one run's blocking time moves by hundreds of ms on a 2-core machine. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Total blocking time, ms. */
  tbt: number;
  metrics: string;
}

/**
 * Lighthouse on each page, LIGHTHOUSE_RUNS times; `cookie` signs in for the pages that need it (sent with
 * every request). A run whose trace Lighthouse itself could not record ("run again", e.g. NO_NAVSTART) is
 * run again, at most twice.
 */
async function lighthouseScores(url: string, cookie: string) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: chromeArgs,
  });
  const once = async (p: string): Promise<LighthouseRun> => {
    for (let attempt = 0; ; attempt++) {
      const r = await lighthouse(url + p, {
        port: chrome.port,
        ...(p === '/dashboard' ? { extraHeaders: { cookie } } : {}),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = r!.lhr;
      if (lhr.runtimeError && attempt < 2) continue;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${p}: ${lhr.runtimeError.code}`);
      // What the performance score is made of, so a shortfall says where it comes from.
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'speed-index',
        'cumulative-layout-shift',
      ]
        .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      return {
        performance: lhr.categories.performance.score ?? 0,
        accessibility: lhr.categories.accessibility.score ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        metrics,
      };
    }
  };
  const scores: Record<string, LighthouseRun[]> = {};
  const all = [...pages, '/dashboard', ANCHOR];
  try {
    // Round after round, each page once a round: the machine's load moves the anchor as it moves the pages.
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) for (const p of all) (scores[p] ??= []).push(await once(p));
  } finally {
    await chrome.kill();
  }
  return scores;
}

// --js-only: the JavaScript figures alone (no Lighthouse), with every file each page loads.
const jsOnly = process.argv.includes('--js-only');
const server = await startServer();
try {
  for (const locale of ['fr-FR', 'en-US']) {
    const js = await jsLoaded(server.url, locale);
    for (const p of pages) {
      console.log(`web: gzipped JS loaded by ${p} (${locale}): ${kB(js[p].total)} (goal ≤ 100 kB)`);
      if (jsOnly)
        for (const [file, size] of js[p].files) console.log(`web:   ${kB(size).padStart(8)}  ${file}`);
    }
  }
  const cookie = await signIn(server.url, server.dataDir, 'bench@example.com');
  if (!jsOnly) await dashboardRender(server.url, cookie, server.child.pid!);
  const lh = jsOnly ? {} : await lighthouseScores(server.url, cookie);
  const medianOf = (runs: LighthouseRun[], pick: (r: LighthouseRun) => number) =>
    percentile(
      runs.map(pick).sort((a, b) => a - b),
      50,
    );
  const anchor = lh[ANCHOR];
  for (const [p, runs] of Object.entries(lh)) {
    const perf = runs.map((r) => r.performance).sort((a, b) => a - b);
    const median = percentile(perf, 50);
    const tbt = medianOf(runs, (r) => r.tbt);
    const accessibility = Math.min(...runs.map((r) => r.accessibility));
    const name = p === ANCHOR ? `${p} (anchor: minimal Vite + React page)` : p;
    const beside =
      anchor && p !== ANCHOR
        ? `; anchor ${medianOf(anchor, (r) => r.performance).toFixed(2)}, TBT ${medianOf(anchor, (r) => r.tbt).toFixed(0)} ms`
        : '';
    console.log(
      `web: Lighthouse mobile ${name}: performance median ${median.toFixed(2)} of ${runs.length} runs ` +
        `(${perf.map((x) => x.toFixed(2)).join(', ')}; goal ≥ 0.95), total blocking time median ${tbt.toFixed(0)} ms ` +
        `(goal ≤ 200 ms)${beside}, accessibility ${accessibility.toFixed(2)} (goal 1.0)`,
    );
    for (const r of runs) console.log(`web:   ${r.metrics}`);
  }
} finally {
  await server.stop();
}
