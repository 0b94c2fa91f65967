/**
 * Used solid-body electric guitars offered on Reverb.com (UK storefront, prices in GBP), scraped by the
 * mattjoman/reverb student project (raw_data.csv: current price, original price, listing title, Reverb's
 * condition grade). One asking price per listing.
 */
import { parseCsvObjects } from '../csv';
import { GUITAR_MAKERS, REVERB_CONDITION } from '../music';
import type { Extractor, PriceRecord } from '../record';

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  const seen = new Set<string>();
  for (const row of parseCsvObjects(read('raw_data.csv'))) {
    const title = (row['listing_title'] ?? '').trim();
    const m = /^£([\d,]+(?:\.\d+)?)GBP$/.exec((row['current_price'] ?? '').trim());
    if (!title || title === 'None' || !m) continue;
    const price = Number(m[1].replace(/,/g, ''));
    if (!Number.isFinite(price) || price < 40 || price > 60000) continue;
    // bodies, necks, kits, lots and project guitars are not a whole playable guitar
    if (
      /\b(body only|neck only|body|neck|kit|lot|bundle|parts?|project|loaded pickguard|pickguard|case only|x ?2|pair)\b/i.test(
        title,
      ) &&
      !/\b(neck[- ]through|set[- ]neck|bolt[- ]on|maple neck|rosewood neck|thru[- ]neck|neck pickup|hard ?case|gig ?bag|with case|w\/ ?case)\b/i.test(
        title,
      )
    )
      continue;
    if (/\bbass\b/i.test(title)) continue;
    const key = `${title}|${price}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const condition = REVERB_CONDITION[(row['condition'] ?? '').trim()];
    const maker = GUITAR_MAKERS.find(([re]) => re.test(title))?.[1];
    records.push({
      type: 'electric-guitars',
      what: title.slice(0, 200),
      price,
      currency: 'GBP',
      date: '2021-12',
      kind: 'asking',
      source: 'reverb-uk-electric-guitars-2021',
      factors: {
        ...(maker ? { maker } : {}),
        ...(condition ? { condition } : {}),
      },
    });
  }
  return records;
};

export default extract;
