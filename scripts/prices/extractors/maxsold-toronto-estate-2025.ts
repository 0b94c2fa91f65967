/**
 * Final bids of one MaxSold online estate-sale auction (Toronto, "Notley Place", 152 lots, closed
 * 20 November 2025), as scraped by Jonathan-Pearce/maxsold and committed once as a CSV
 * (data/auction/items_103293.csv). MaxSold lots have no reserve: the last bid when the lot closes is the
 * sale price, so a lot with at least one bid is a 'sold' record (CAD); lots without bids are dropped.
 *
 * The repository's other item tables (items_all CSV, items_details / item_enriched parquet, the Kaggle
 * zip) were ≥ 4 MiB and are not in the snapshot; what remains is this one auction. Titles are mapped to
 * one type by conservative keyword rules; several-piece lots (numbers, "set", "sets", plurals, "&" joining
 * two things), new goods and AV gear outside our types are dropped.
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const FILES = ['data/auction/items_103293.csv'];

/** First matching rule wins; a title matching none is dropped. */
const RULES: [RegExp, string][] = [
  [
    /\b(stereo system|surround sound system|walkman|headphones|cassette deck|turntable|record player|amplifier|receiver)\b/,
    'hifi-audio',
  ],
  [/\bwatch\b/, 'wristwatches'],
  [/\bbinoculars\b/, 'binoculars'],
  [/\b(hurricane lamp|oil lamp|kerosene lamp|kerosene lantern|lantern)\b/, 'lanterns'],
  [/\b(table|desk|bedside) lamp\b/, 'table-lamps'],
  [/\bfigurine\b/, 'figurines'],
  [/\bpottery duck\b/, 'figurines'],
  [/\b(head vase|vase)\b/, 'ceramic-vases'],
  [/\b(teacup|cup (&|and) saucer|mug)\b/, 'cups-mugs'],
  [/\b(jug|pitcher|creamer)\b/, 'ceramic-pitchers'],
  [/\bplanter\b/, 'planters'],
  [/\b(commemorative|anniversary|hand painted|porcelain|china) plate\b/, 'plates'],
  [/^(?!.*\bwood).*\bbowl\b/, 'bowls-tureens'],
  [/\b(waffle maker|waffle iron)\b/, 'waffle-irons'],
  [/\b(milk frother|toaster|mixer|kettle|slow cooker)\b/, 'small-appliances'],
  [/\bfood chopper\b/, 'kitchen-gadgets'],
  [/\bcast iron (skillet|pan)\b/, 'cast-iron-cookware'],
  [/\bfolk art\b/, 'folk-art'],
  [/\b(silk )?scarf\b/, 'ties-scarves'],
];

/** Titles that speak of several pieces, of new goods, or of something else than the piece. */
const DROP =
  /\b(sets?|pair|lot|collection|assorted|mismatched|mixed|more|misc|items|new|seconds|box of|music box)\b|^([2-9]|[1-9]\d)\s|\bof \d+\b|\b(two|three|four|five|six|eight|twelve)\b|\b(figurines|vases|mugs|bowls|plates|dishes|jugs|speakers|clocks|lanterns|books|ornaments|decorations|teacups|saucers)\b|,.*,|\+|(^|\s)(&|and|w\/)\s(?!(saucer|sons|dog|fawn|box|certificate|remote|face|white|gold)\b)/;

const MAKERS = [
  'Kenwood',
  'Samsung',
  'Sony',
  'Beyerdynamic',
  'Beyer dynamic',
  'Vivitar',
  'Nespresso',
  'Chefman',
  'Lodge',
  'Enesco',
  'McCoy',
  'Wedgwood',
  'Royal Albert',
  'Royal Doulton',
  'Crown Ducal',
  'Wade',
  'Blue Mountain Pottery',
  'Henry Thomas & Sons',
  'Fire-King',
  'Pyrex',
  'Staffordshire',
  'Nippon',
  'Royal Art Pottery',
  'Alfred Meakin',
].sort((a, b) => b.length - a.length);

function materialOf(lower: string): string | undefined {
  if (/\bbone china\b/.test(lower)) return 'bone china';
  if (/\bporcelain\b/.test(lower)) return 'porcelain';
  if (/\bsilver[- ]plated?\b/.test(lower)) return 'silver plate';
  if (/\bsterling\b/.test(lower)) return 'sterling';
  if (/\bcast iron\b/.test(lower)) return 'cast iron';
  if (/\b(pottery|ceramic|stoneware|earthenware)\b/.test(lower)) return 'ceramic';
  if (/\bsilk\b/.test(lower)) return 'silk';
  if (/\bmetal\b/.test(lower)) return 'metal';
  return undefined;
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  const seen = new Set<string>();
  for (const file of FILES) {
    for (const row of parseCsvObjects(read(file))) {
      const id = (row['id'] ?? '').trim();
      if (!id || seen.has(id)) continue;
      seen.add(id);
      const title = decode(row['title'] ?? '');
      const price = Number(row['current_bid']);
      const bids = Number(row['bid_count']);
      if (!title || !Number.isFinite(price) || price <= 0 || !(bids > 0) || price > 20000) continue;
      const lower = title.toLowerCase();
      if (DROP.test(lower)) continue;
      const type = RULES.find(([re]) => re.test(lower))?.[1];
      if (!type) continue;
      const maker = MAKERS.find((m) => lower.includes(m.toLowerCase()));
      const material = materialOf(lower);
      const date = /^(\d{4}-\d{2}-\d{2})/.exec(row['end_time'] ?? '')?.[1] ?? '2025-11';
      const factors = { ...(maker ? { maker } : {}), ...(material ? { material } : {}) };
      records.push({
        type,
        what: `${title} (MaxSold estate sale, Toronto)`.slice(0, 200),
        price,
        currency: 'CAD',
        date,
        kind: 'sold',
        source: 'maxsold-toronto-estate-2025',
        ...(Object.keys(factors).length > 0 ? { factors } : {}),
      });
    }
  }
  return records;
};

export default extract;
