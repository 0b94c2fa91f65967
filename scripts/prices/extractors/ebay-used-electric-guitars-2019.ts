/**
 * Used guitars sold on eBay (mostly eBay US) between October 2018 and February 2019, as returned by eBay's
 * Finding API (findCompletedItems, sold only) to the GuitArbitrage project (boscacci/ebay_valuator,
 * axe_listings/axe_<itemId>.json: title, primary category, final price with its currency, end time,
 * condition "Used"). One final sale price per listing.
 */
import { GUITAR_MAKERS } from '../music';
import type { Extractor, PriceRecord } from '../record';

interface Listing {
  title?: string[];
  primaryCategory?: { categoryName?: string[] }[];
  sellingStatus?: {
    currentPrice?: { '@currencyId'?: string; __value__?: string }[];
    sellingState?: string[];
  }[];
  listingInfo?: { endTime?: string[] }[];
  condition?: { conditionDisplayName?: string[] }[];
}

const TYPE_OF_CATEGORY: Record<string, string> = {
  'Electric Guitars': 'electric-guitars',
  'Guitare électrique': 'electric-guitars',
  'Acoustic Guitars': 'acoustic-guitars',
  'Acoustic Electric Guitars': 'acoustic-guitars',
  'Electro-Acoustic Guitars': 'acoustic-guitars',
  Mandolins: 'banjos-mandolins',
};

const COMMIT_DIR = 'axe_listings';

const extract: Extractor = (read) => {
  // `git show <commit>:<folder>` lists the folder's entries after a "tree …" header line
  const names = read(COMMIT_DIR)
    .split('\n')
    .filter((n) => /^axe_\d+\.json$/.test(n.trim()))
    .sort();
  const records: PriceRecord[] = [];
  for (const name of names) {
    let item: Listing;
    try {
      item = JSON.parse(read(`${COMMIT_DIR}/${name.trim()}`)) as Listing;
    } catch {
      continue;
    }
    const title = (item.title?.[0] ?? '').trim();
    const type = TYPE_OF_CATEGORY[item.primaryCategory?.[0]?.categoryName?.[0] ?? ''];
    const status = item.sellingStatus?.[0];
    const priceObj = status?.currentPrice?.[0];
    const end = item.listingInfo?.[0]?.endTime?.[0] ?? '';
    if (!title || !type || !priceObj || status?.sellingState?.[0] !== 'EndedWithSales') continue;
    if ((item.condition?.[0]?.conditionDisplayName?.[0] ?? '') !== 'Used') continue;
    const price = Number(priceObj.__value__);
    const currency = priceObj['@currencyId'] ?? '';
    if (!Number.isFinite(price) || price < 40 || price > 60000 || !/^[A-Z]{3}$/.test(currency)) continue;
    if (!/^\d{4}-\d{2}-\d{2}/.test(end)) continue;
    // parts, lots, project and broken guitars are not a whole working guitar
    if (
      /\b(for parts|parts only|project|body only|neck only|lot of|lot\b|bundle|kit\b|broken|as[- ]is|repair|no neck|loaded body|pickguard)\b/i.test(
        title,
      )
    )
      continue;
    if (/\bbass\b/i.test(title)) continue;
    const maker = GUITAR_MAKERS.find(([re]) => re.test(title))?.[1];
    records.push({
      type,
      what: title.slice(0, 200),
      price,
      currency,
      date: end.slice(0, 10),
      kind: 'sold',
      source: 'ebay-used-electric-guitars-2019',
      factors: { ...(maker ? { maker } : {}) },
    });
  }
  return records;
};

export default extract;
