/**
 * PriceCharting "loose" prices (game or console alone, no box or manual) of the video-game price guide
 * that the game-compare project committed (0xNagato/game-compare, price-guide.csv, October 2025). Each
 * row is PriceCharting's current value of one product, computed from its recently sold listings.
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const DATE = '2025-10';

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  for (const row of parseCsvObjects(read('price-guide.csv'))) {
    const name = row['product-name']?.trim();
    const consoleName = row['console-name']?.trim();
    const price = Number((row['loose-price'] ?? '').replace(/[$,\s]/g, ''));
    if (!name || !consoleName || !Number.isFinite(price) || price <= 0 || price > 5000) continue;
    // lots, bundles of several games and items not sold to the public say little about one game
    if (/\b(lot|bundle|not for resale|demo)\b/i.test(name)) continue;
    records.push({
      type: 'video-games',
      what: `${name} (${consoleName}, loose)`.slice(0, 200),
      price,
      currency: 'USD',
      date: DATE,
      kind: 'sold',
      source: 'pricecharting-game-compare-2025',
      factors: { complete: false },
    });
  }
  return records;
};

export default extract;
