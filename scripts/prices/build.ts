/**
 * Builds src/server/analysis/knowledge/prices.json (npm run prices:build) from the price records of
 * datasets/prices/records/ (committed, redistributable sources) and data/prices/records/ (rebuilt by
 * extract.ts from the sources' snapshots). Every price is brought to today's euros: the currency at the
 * yearly rate of its year (fx.json), then the euro-area price index from that year to the last (cpi.json);
 * asking prices are discounted by the sold ÷ asking ratio measured on the types that have both. The lots
 * of the value evaluation (datasets/value-eval) are left out, so the evaluation never scores a price that
 * helped make the band. Prints what it did, per type, and the measured effect of each factor.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eurosYear, inTodaysEuros, priceIndexName } from './euros';
import type { PriceRecord, PriceSource } from './record';

const root = join(import.meta.dirname, '../..');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

/** Fewer observations than this: the type borrows its family's (or stays an editorial guess). */
export const MIN_OBSERVATIONS = 10;
/** A family lends its prices only when they cover this many types with their own band. */
const LENDING_TYPES = 3;
const LENDING_SCALE = 3;
/** Records with an answer needed before its window is measured. */
const MIN_FACTOR = 20;
const POINTS = [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95];

const sources = readJson<PriceSource[]>('datasets/prices/sources.json');
const leftOut = new Set(sources.filter((s) => s.excludedFromBands).map((s) => s.id));
const types = new Map<string, string>(); // type id → family id
const typical = new Map<string, number>(); // type id → the knowledge's typical example (editorial)
for (const file of readdirSync(join(root, 'src/server/analysis/knowledge/types'))) {
  const data = readJson<{ family: string; types: { id: string; value: { breakpoints: number[] } }[] }>(
    `src/server/analysis/knowledge/types/${file}`,
  );
  for (const t of data.types) {
    types.set(t.id, data.family);
    typical.set(t.id, t.value.breakpoints[2]);
  }
}

/** The value evaluation's own lots: same repository, same price and date. */
function evaluationLots(): Set<string> {
  const keys = new Set<string>();
  for (const split of ['dev', 'locked']) {
    const file = join(root, 'datasets/value-eval', split, 'labels.json');
    if (!existsSync(file)) continue;
    for (const l of JSON.parse(readFileSync(file, 'utf8')) as {
      source: string;
      price: number;
      date: string;
    }[]) {
      const repo = /github:([^@]+)@/.exec(l.source)?.[1];
      if (repo) keys.add(`${repo}|${l.price}|${l.date}`);
    }
  }
  return keys;
}

function readRecords(): PriceRecord[] {
  const records: PriceRecord[] = [];
  for (const folder of ['datasets/prices/records', 'data/prices/records']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')))
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n'))
        if (line.trim()) records.push(JSON.parse(line) as PriceRecord);
  }
  return records;
}

function quantile(sorted: number[], u: number): number {
  const x = u * (sorted.length - 1);
  const i = Math.floor(x);
  return i + 1 < sorted.length ? sorted[i] + (sorted[i + 1] - sorted[i]) * (x - i) : sorted[i];
}
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Two significant figures: the lowest percentile rounded down, the highest up, the others to nearest. */
function round2(x: number, how: 'down' | 'up' | 'nearest'): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(x, 1))) - 1);
  const f = how === 'down' ? Math.floor : how === 'up' ? Math.ceil : Math.round;
  return Math.max(1, f(x / step) * step);
}
function bandQuantiles(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return POINTS.map((u, i) =>
    round2(quantile(sorted, u), i === 0 ? 'down' : i === POINTS.length - 1 ? 'up' : 'nearest'),
  );
}

interface Priced {
  record: PriceRecord;
  eur: number;
}

const repoOf = new Map(sources.map((s) => [s.id, s.repo]));
const excluded = evaluationLots();
const all: Priced[] = [];
let skipped = 0;
let held = 0;
for (const record of readRecords()) {
  if (!types.has(record.type) || !(record.price > 0) || leftOut.has(record.source)) {
    skipped++;
    continue;
  }
  if (excluded.has(`${repoOf.get(record.source)}|${record.price}|${record.date}`)) {
    held++;
    continue;
  }
  const eur = inTodaysEuros(record.price, record.currency, record.date);
  if (eur === undefined) skipped++;
  else all.push({ record, eur });
}

// Asking prices: the median over (source, type) pairs with both kinds of (median sold ÷ median asking).
// Only within one source: across sources the ratio measures two markets (a luxury dealer's asking prices
// against a flea market's sales gave ×0.07), not the gap between asking and selling.
const ratios: number[] = [];
for (const source of sources)
  for (const type of types.keys()) {
    const of = (kind: string) =>
      all
        .filter((p) => p.record.source === source.id && p.record.type === type && p.record.kind === kind)
        .map((p) => p.eur);
    const [sold, asking] = [of('sold'), of('asking')];
    if (sold.length >= MIN_OBSERVATIONS && asking.length >= MIN_OBSERVATIONS)
      ratios.push(median(sold) / median(asking));
  }
/** Editorial, when no source has both kinds: a dealer's asking price is commonly some 15 % above the sale. */
const EDITORIAL_DISCOUNT = 0.85;
const askingDiscount = ratios.length ? Math.min(1, Math.max(0.5, median(ratios))) : EDITORIAL_DISCOUNT;
console.log(
  ratios.length
    ? `asking → sold: ×${askingDiscount.toFixed(3)} (median over ${ratios.length} source-and-type pairs with both kinds)`
    : `asking → sold: ×${askingDiscount} (editorial: no source has both kinds for a type)`,
);
const valueOf = (p: Priced) => (p.record.kind === 'asking' ? p.eur * askingDiscount : p.eur);

const byType = new Map<string, Priced[]>();
for (const p of all) byType.set(p.record.type, [...(byType.get(p.record.type) ?? []), p]);

type Entry = {
  quantiles: number[];
  n: number;
  from: string;
  to: string;
  sources: string[];
  borrowedFrom?: string;
};
const entryOf = (priced: Priced[], borrowedFrom?: string): Entry => {
  const years = priced.map((p) => p.record.date.slice(0, 4)).sort();
  return {
    quantiles: bandQuantiles(priced.map(valueOf)),
    n: priced.length,
    from: years[0],
    to: years[years.length - 1],
    sources: [...new Set(priced.map((p) => p.record.source))].sort(),
    ...(borrowedFrom ? { borrowedFrom } : {}),
  };
};

const out: Record<string, Entry> = {};
for (const [type, priced] of byType) if (priced.length >= MIN_OBSERVATIONS) out[type] = entryOf(priced);

// A family lends when several of its types have their own band: each lending type weighs the same, so one
// large source (thousands of video games) does not become the price of every toy. It lends only to a type
// whose typical example (the knowledge's guess) is within ×LENDING_SCALE of the pool's median: guitars
// and saxophones say nothing of what a harmonica sells for.
for (const family of new Set(types.values())) {
  const lenders = [...byType].filter(([t, p]) => types.get(t) === family && p.length >= MIN_OBSERVATIONS);
  if (lenders.length < LENDING_TYPES) continue;
  const per = Math.min(...lenders.map(([, p]) => p.length));
  const pool = lenders.flatMap(([, p]) => {
    const step = p.length / per;
    return Array.from({ length: per }, (_, i) => p[Math.floor(i * step)]);
  });
  const poolMedian = median(pool.map(valueOf));
  for (const [type, fam] of types) {
    const scale = poolMedian / (typical.get(type) ?? poolMedian);
    if (fam === family && !out[type] && scale <= LENDING_SCALE && scale >= 1 / LENDING_SCALE)
      out[type] = entryOf([...pool, ...(byType.get(type) ?? [])], family);
  }
}

// Where objects with each answer sit within their own type's distribution.
const positions = new Map<string, number[]>();
const sortedOf = new Map([...byType].map(([t, p]) => [t, p.map(valueOf).sort((a, b) => a - b)]));
const answerOf = (r: PriceRecord): [string, string][] => {
  const f = r.factors ?? {};
  const found: [string, string][] = [];
  if (f.condition) found.push(['condition', f.condition]);
  if (f.signed !== undefined) found.push(['mark', f.signed ? 'yes' : 'no']);
  if (f.complete !== undefined) found.push(['complete', f.complete ? 'complete' : 'incomplete']);
  const m = (f.material ?? '').toLowerCase();
  if (/plat|epns|métal argenté/.test(m)) found.push(['silver', 'plated'], ['gold', 'plated']);
  else if (/sterling|925|solid silver|argent massif|^silver$/.test(m)) found.push(['silver', 'solid']);
  if (/\b(gold|or|9k|14k|18k|750|585)\b/.test(m) && !/plat/.test(m)) found.push(['gold', 'gold']);
  if (/crystal|cristal/.test(m)) found.push(['glass', 'crystal']);
  if (/porcelain|porcelaine/.test(m)) found.push(['ceramic', 'porcelain']);
  if (/stoneware|grès/.test(m)) found.push(['ceramic', 'stoneware']);
  return found;
};
for (const [type, priced] of byType) {
  const sorted = sortedOf.get(type)!;
  if (sorted.length < 30) continue;
  for (const p of priced) {
    const v = valueOf(p);
    let below = 0;
    while (below < sorted.length && sorted[below] < v) below++;
    const u = (below + 0.5) / sorted.length;
    for (const [q, a] of answerOf(p.record))
      for (const key of [`${types.get(type)}:${q}:${a}`, `*:${q}:${a}`])
        positions.set(key, [...(positions.get(key) ?? []), u]);
  }
}
const answers: Record<string, { window: [number, number]; n: number }> = {};
const clampU = (u: number) => Math.round(Math.min(0.95, Math.max(0.05, u)) * 1000) / 1000;
for (const [key, us] of [...positions].sort()) {
  if (us.length < MIN_FACTOR) continue;
  const sorted = [...us].sort((a, b) => a - b);
  const [lo, hi] = [clampU(quantile(sorted, 0.2)), clampU(quantile(sorted, 0.8))];
  if (hi - lo < 0.1) continue;
  answers[key] = { window: [lo, hi], n: us.length };
  console.log(
    `answer ${key}: percentiles ${lo}–${hi} of its type (n=${us.length}, median ${median(us).toFixed(2)})`,
  );
}

const used = new Set(Object.values(out).flatMap((e) => e.sources));
const file = {
  about:
    'Written by scripts/prices/build.ts (npm run prices:build) from the records of datasets/prices/sources.json; do not edit by hand. Prices in euros of the `euros` year; asking prices discounted as printed by the build.',
  euros: `${eurosYear} euros (${priceIndexName}); asking prices ×${askingDiscount.toFixed(3)} (${ratios.length ? 'measured' : 'editorial'})`,
  sources: Object.fromEntries(
    sources
      .filter((s) => used.has(s.id))
      .map((s) => [s.id, { name: s.name ?? s.id, repo: s.repo, commit: s.commit, licence: s.licence }]),
  ),
  types: Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b))),
  answers,
};
writeFileSync(join(root, 'src/server/analysis/knowledge/prices.json'), JSON.stringify(file, null, 2) + '\n');

const observed = Object.values(out).filter((e) => !e.borrowedFrom).length;
console.log(
  `${all.length} prices (${skipped} without a known type or rate, ${held} evaluation lots left out)`,
);
console.log(
  `${observed} types with their own band, ${Object.keys(out).length - observed} borrowing, ${types.size - Object.keys(out).length} editorial`,
);
for (const [type, e] of Object.entries(file.types))
  console.log(
    `  ${type.padEnd(24)} n=${String(e.n).padStart(6)} ${e.from}–${e.to} p5 ${e.quantiles[0]} p50 ${e.quantiles[3]} p95 ${e.quantiles[6]}${e.borrowedFrom ? ` (from ${e.borrowedFrom})` : ''}`,
  );
