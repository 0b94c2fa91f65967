/**
 * Used saxophones one dealer (James Sax Corner, Hanoi) offered on Reverb.com, as copied into a shop
 * project's seed data (thongtq69/sax, data/reverb-products.json: name, brand, asking price in USD,
 * Reverb category and condition, listing URL). One asking price per listing.
 */
import { REVERB_CONDITION } from '../music';
import type { Extractor, PriceRecord } from '../record';

interface Product {
  name?: string;
  brand?: string;
  price?: number;
  subcategory?: string;
  condition?: string;
  sourceUrl?: string;
}

const extract: Extractor = (read) => {
  const products = JSON.parse(read('data/reverb-products.json')) as Product[];
  const records: PriceRecord[] = [];
  const seen = new Set<string>();
  for (const p of products) {
    const name = (p.name ?? '').trim();
    // pads, springs and screws (category "parts", and a pad set filed as an alto) are not an instrument
    if (!name || !/saxophones$/.test(p.subcategory ?? '') || !/saxophone/i.test(name)) continue;
    const used = /^Used\s*[–-]\s*(.+)$/.exec((p.condition ?? '').trim());
    if (!used) continue; // brand-new stock is a shop price
    const price = Number(p.price);
    if (!Number.isFinite(price) || price < 50) continue;
    if (p.sourceUrl) {
      if (seen.has(p.sourceUrl)) continue;
      seen.add(p.sourceUrl);
    }
    const condition = REVERB_CONDITION[used[1].trim()];
    records.push({
      type: 'saxophones',
      what: name.slice(0, 200),
      price,
      currency: 'USD',
      date: '2025-12',
      kind: 'asking',
      source: 'reverb-sax-dealer-2025',
      factors: {
        ...(p.brand ? { maker: p.brand } : {}),
        ...(/\bsilver\b/i.test(name) ? { material: 'silver-plated brass' } : { material: 'brass' }),
        ...(condition ? { condition } : {}),
      },
    });
  }
  return records;
};

export default extract;
