/**
 * Measures the price factor of the makers in makers.json from the recorded prices
 * (`node --import tsx scripts/knowledge/maker-factors.ts [--write]`, after `npm run prices:extract`): the
 * records whose source names a maker (`factors.maker`, matched by the same reader as the photos' text)
 * and whose type is one the maker points to and has a band in prices.json. Each price, in today's euros
 * and discounted like the band's when it is an asking price, is divided by its type's band median; the
 * factor is the median of those multiples (at least MIN_OBSERVATIONS records). That is what the factor
 * does at run time: it multiplies the band of whichever of the maker's types the photo shows. Sources left
 * out of the bands (a sample chosen by brand) count here: a maker's own prices are what they are for.
 * With --write the measured factors replace the editorial guesses in makers.json, with their origin;
 * makers without enough records keep "editorial-guess".
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findMarks } from '../../src/server/analysis/embedded/marks';
import type { MarkData } from '../../src/server/analysis/knowledge/schema';
import { inTodaysEuros } from '../prices/euros';
import type { PriceRecord } from '../prices/record';

const root = join(import.meta.dirname, '../..');
const makersFile = join(root, 'src/server/analysis/knowledge/makers.json');
const prices = JSON.parse(readFileSync(join(root, 'src/server/analysis/knowledge/prices.json'), 'utf8')) as {
  euros: string;
  types: Record<string, { quantiles: number[] }>;
};
const makers = JSON.parse(readFileSync(makersFile, 'utf8')) as { about: string; marks: MarkData[] };

/** As for a type's own band (scripts/prices/build.ts): fewer records than this measure nothing. */
const MIN_OBSERVATIONS = 10;
/** The factor's bounds at run time (marks.ts priceFactor): a measured figure beyond them is stated capped. */
const CAP = 30;
const askingDiscount = Number(/asking prices ×([\d.]+)/.exec(prices.euros)?.[1] ?? 1);

function readRecords(): PriceRecord[] {
  const records: PriceRecord[] = [];
  for (const dir of ['datasets/prices/records', 'data/prices/records']) {
    const folder = join(root, dir);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.jsonl')))
      for (const line of readFileSync(join(folder, file), 'utf8').split('\n'))
        if (line.trim()) records.push(JSON.parse(line) as PriceRecord);
  }
  return records;
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const twoDigits = (x: number) => Number(x.toPrecision(2));

// maker mark id → type → [euros, source]
const byMaker = new Map<string, Map<string, { eur: number; source: string }[]>>();
const makerIds = new Set(makers.marks.filter((m) => m.kind === 'maker').map((m) => m.id));
const records = readRecords();
for (const r of records) {
  if (!r.factors?.maker) continue;
  const mark = findMarks(r.factors.maker).find((f) => makerIds.has(f.mark.id))?.mark;
  if (!mark || !mark.types.some((t) => t.id === r.type)) continue;
  const eur = inTodaysEuros(r.price, r.currency, r.date);
  if (eur === undefined) continue;
  const types = byMaker.get(mark.id) ?? new Map<string, { eur: number; source: string }[]>();
  types.set(r.type, [
    ...(types.get(r.type) ?? []),
    { eur: r.kind === 'asking' ? eur * askingDiscount : eur, source: r.source },
  ]);
  byMaker.set(mark.id, types);
}

console.log(`${records.length} records read; asking prices ×${askingDiscount}`);
const measured = new Map<string, MarkData['price']>();
for (const [id, types] of byMaker) {
  // Each record as a multiple of its type's band median; the maker's factor is the median multiple.
  const banded = [...types].filter(([t]) => prices.types[t]);
  const ratios = banded.flatMap(([t, o]) => o.map((x) => x.eur / prices.types[t].quantiles[3]));
  const all = [...types].map(([t, o]) => `${t} ${o.length}`).join(', ');
  if (ratios.length < MIN_OBSERVATIONS) {
    console.log(`  ${id.padEnd(22)} too few records of types with a band (${all})`);
    continue;
  }
  const raw = median(ratios);
  const factor = twoDigits(Math.min(CAP, Math.max(0.2, raw)));
  const sources = [...new Set(banded.flatMap(([, o]) => o.map((x) => x.source)))].sort();
  const typeList = banded.map(([t]) => t).join(', ');
  console.log(
    `  ${id.padEnd(22)} ×${factor} (×${raw.toFixed(2)}; ${ratios.length} records of ${sources.join(', ')}; ${all})`,
  );
  measured.set(id, {
    factor,
    origin: {
      source: `${sources.join(', ')}: median over ${ratios.length} prices of this maker (${typeList}) of the price ÷ its type's band median${raw > CAP ? `, ×${twoDigits(raw)} capped at ×${CAP}` : ''}; scripts/knowledge/maker-factors.ts`,
      date: '2026-11-27',
      observations: ratios.length,
    },
  });
}

if (process.argv.includes('--write')) {
  for (const m of makers.marks) {
    const price = measured.get(m.id);
    if (price) m.price = price;
  }
  writeFileSync(makersFile, JSON.stringify(makers, null, 2) + '\n');
  console.log(`${measured.size} measured factors written to ${makersFile}`);
}
