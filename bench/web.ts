// Figures for the Foundation issue: gzipped JS each public page loads, and Lighthouse (mobile preset).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';

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

async function jsBytes(url: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeArgs });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const out: Record<string, number> = {};
  for (const p of pages) {
    const page = await context.newPage();
    let gz = 0;
    page.on('response', async (res) => {
      // Module preloads are not typed 'script' by Chromium: count every JavaScript response.
      if (!/\.m?js(\?|$)/.test(new URL(res.url()).pathname)) return;
      gz += gzipSync(await res.body(), { level: 9 }).length;
    });
    await page.goto(url + p, { waitUntil: 'networkidle' });
    out[p] = gz;
    await page.close();
  }
  await browser.close();
  return out;
}

async function lighthouseScores(url: string) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: chromeArgs,
  });
  const scores: Record<string, { performance: number; accessibility: number; metrics: string }> = {};
  try {
    for (const p of pages) {
      const r = await lighthouse(url + p, {
        port: chrome.port,
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

const server = await startServer();
try {
  const js = await jsBytes(server.url);
  for (const p of pages)
    console.log(`web: gzipped JS loaded by ${p}: ${(js[p] / 1024).toFixed(1)} kB (goal ≤ 100 kB)`);
  const lh = await lighthouseScores(server.url);
  for (const p of pages) {
    console.log(
      `web: Lighthouse mobile ${p}: performance ${lh[p].performance.toFixed(2)} (goal ≥ 0.98), accessibility ${lh[p].accessibility.toFixed(2)} (goal 1.0)`,
    );
    console.log(`web:   ${lh[p].metrics}`);
  }
} finally {
  await server.stop();
}
