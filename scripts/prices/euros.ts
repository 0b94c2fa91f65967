/**
 * Prices in today's euros: a price in any currency of the rates table (fx.json, yearly) is converted at its
 * year's rate, then moved by the euro-area price index (cpi.json) from its year to the index's last year.
 * One conversion for the price bands (build.ts) and for the value evaluation's real prices.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

const fx = readJson<{ perEuro: Record<string, Record<string, number>> }>('datasets/prices/fx.json');
const cpi = readJson<{ index: Record<string, number>; area?: string }>('datasets/prices/cpi.json');

/** The value of a yearly table at a year, or at the nearest year it has. */
function atYear(table: Record<string, number> | undefined, year: number): number | undefined {
  if (!table) return undefined;
  const years = Object.keys(table).map(Number);
  if (!years.length) return undefined;
  const nearest = years.reduce((a, b) => (Math.abs(b - year) < Math.abs(a - year) ? b : a));
  return table[String(nearest)];
}

/** The year prices are brought to: the price index's last. */
export const eurosYear = Math.max(...Object.keys(cpi.index).map(Number));
export const priceIndexName = cpi.area ?? 'euro-area HICP';

/** A price in euros of `eurosYear`; undefined for a currency the rates table lacks. */
export function inTodaysEuros(price: number, currency: string, date: string): number | undefined {
  const year = Number(date.slice(0, 4));
  const rate = currency === 'EUR' ? 1 : atYear(fx.perEuro[currency], year);
  const index = atYear(cpi.index, year);
  if (!rate || !index) return undefined;
  return (price / rate) * (cpi.index[String(eurosYear)] / index);
}
