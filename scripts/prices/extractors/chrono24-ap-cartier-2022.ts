/**
 * Chrono24 asking prices of Audemars Piguet and Cartier wristwatches, scraped in spring 2022 by
 * cirillogirardi/Data_Engineering (branch Chrono24, last.csv). Only pre-owned listings are kept
 * (condition Very good / Good / Fair / Poor): New and Unworn listings are retail-like and dropped.
 * Prices stay in the currency the listing showed (USD for Cartier, GBP for Audemars Piguet).
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const conditions: Record<string, NonNullable<PriceRecord['factors']>['condition']> = {
  'very good': 'excellent',
  good: 'good',
  fair: 'fair',
  poor: 'poor',
};

function materialOf(caseText: string): string | undefined {
  const c = caseText.toLowerCase();
  if (/gold/.test(c)) return 'gold';
  if (/titanium/.test(c)) return 'titanium';
  if (/steel/.test(c)) return 'steel';
  if (/platinum/.test(c)) return 'platinum';
  return undefined;
}

const extractor: Extractor = (read) => {
  const records: PriceRecord[] = [];
  for (const row of parseCsvObjects(read('last.csv'))) {
    const condition = conditions[row.condition.trim().toLowerCase()];
    if (!condition) continue;
    // the scrape mixes locales: Cartier listings came in US dollars, Audemars Piguet ones in pounds
    const raw = row.aftermarket_price.trim();
    const currency = raw.startsWith('$')
      ? 'USD'
      : raw.startsWith('£')
        ? 'GBP'
        : raw.startsWith('€')
          ? 'EUR'
          : undefined;
    const price = Number(raw.replace(/[$£€,\s]/g, ''));
    if (!currency || !Number.isFinite(price) || price < 100 || price > 2_000_000) continue;
    const reference = row.watch_reference.trim();
    if (!reference || reference === '-') continue;
    // Cartier references start with W (WSSA0039, W51008Q3…); Audemars Piguet's are numeric (15500ST…)
    const maker = /^w/i.test(reference) ? 'Cartier' : /^\d/.test(reference) ? 'Audemars Piguet' : undefined;
    if (!maker) continue;
    const year = row.production_year.trim();
    const papers = row.box_and_papers.trim().toLowerCase();
    const diameterMm = Number(/^\s*(\d+(?:\.\d+)?)\s*(?:x\s*[\d.]+\s*)?mm/.exec(row.case_diameter)?.[1]);
    const material = materialOf(row.watch_case);
    records.push({
      type: 'wristwatches',
      what: `${maker} ${reference}${/^\d{4}$/.test(year) ? ` (${year})` : ''}${row.watch_case.trim() ? `, ${row.watch_case.trim()}` : ''}`.slice(
        0,
        200,
      ),
      price,
      currency,
      date: '2022',
      kind: 'asking',
      source: 'chrono24-ap-cartier-2022',
      factors: {
        maker,
        ...(material ? { material } : {}),
        condition,
        ...(papers.startsWith('original box, original papers')
          ? { complete: true }
          : papers.startsWith('no original box, no original papers')
            ? { complete: false }
            : {}),
        ...(diameterMm >= 15 && diameterMm <= 60 ? { sizeCm: Math.round(diameterMm) / 10 } : {}),
      },
    });
  }
  return records;
};

export default extractor;
