// Figures for the Foundation issue: gzipped JS each public page loads, and Lighthouse (mobile preset) on the
// public pages and on the signed-in dashboard.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { signIn } from './support/sign-in';

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

/** Lighthouse on each page; `cookie` signs in for the pages that need it (sent with every request). */
async function lighthouseScores(url: string, cookie: string) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: chromeArgs,
  });
  const scores: Record<string, { performance: number; accessibility: number; metrics: string }> = {};
  try {
    for (const p of [...pages, '/dashboard']) {
      const r = await lighthouse(url + p, {
        port: chrome.port,
        ...(p === '/dashboard' ? { extraHeaders: { cookie } } : {}),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const c = r!.lhr.categories;
      // What the performance score is made of, so a shortfall says where it comes from.
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'speed-index',
        'cumulative-layout-shift',
      ]
        .map((id) => `${id.replace(/-/g, ' ')} ${r!.lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      scores[p] = {
        performance: c.performance.score ?? 0,
        accessibility: c.accessibility.score ?? 0,
        metrics,
      };
    }
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
  const lh = jsOnly
    ? {}
    : await lighthouseScores(server.url, await signIn(server.url, server.dataDir, 'bench@example.com'));
  for (const [p, r] of Object.entries(lh)) {
    console.log(
      `web: Lighthouse mobile ${p}: performance ${r.performance.toFixed(2)} (goal ≥ 0.98), accessibility ${r.accessibility.toFixed(2)} (goal 1.0)`,
    );
    console.log(`web:   ${r.metrics}`);
  }
} finally {
  await server.stop();
}
