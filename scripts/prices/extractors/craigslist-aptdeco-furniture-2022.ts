/**
 * Second-hand furniture offered in October 2022 on Craigslist Pittsburgh (furniture by owner) and on
 * AptDeco (New York-area used furniture marketplace), as scraped by the "Furniture Marketplace" student
 * project (asgharm1999/marketplace). Only listing titles and asking prices: each title is mapped to one
 * furniture or lighting type by conservative keyword rules, and sets, pairs and several-piece lots are
 * dropped.
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const FILES = [
  'Craigslist Results (10_10_22 232921).csv',
  'Craigslist Results (10_12_22 124454).csv',
  'Craigslist Results (10_12_22 125929).csv',
  'AptDeco Results (10_10_22 232419).csv',
  'AptDeco Results (10_12_22 125124).csv',
];

/** First matching rule wins; a title matching none is dropped. */
const RULES: [RegExp, string][] = [
  [/\brock(ing chair|er)\b/, 'rocking-chairs'],
  [/\b(desk|swivel|vanity) chair\b/, 'chairs'],
  [/\bchandelier\b/, 'chandeliers'],
  [/\b(table|desk|bedside|accent|buffet) lamp\b/, 'table-lamps'],
  [/\b(room divider|folding screen|privacy screen)\b/, 'folding-screens'],
  [/\b(crib|cradle|bassinet)\b/, 'cradles'],
  [/\b(wardrobe|armoire)\b/, 'wardrobes'],
  [/\b(curio|china cabinet|display cabinet|vitrine|hutch)\b/, 'display-cabinets'],
  [/\b(book ?case|book ?shelf|bookshelves|etagere)\b/, 'bookcases'],
  [
    /\b(dresser|chest of drawers|tallboy|highboy|lowboy|commode|filing cabinet|file cabinet)\b/,
    'chests-of-drawers',
  ],
  [/\b(sideboard|credenza|buffet)\b/, 'sideboards'],
  [/\b(trunk|blanket chest|hope chest|cedar chest|toy chest|steamer)\b/, 'chests-trunks'],
  [/\b(secretary|secretaire|writing desk|roll ?top|desk)\b/, 'desks'],
  [/\b(dining|kitchen|farmhouse|trestle|extension|pedestal) table\b/, 'dining-tables'],
  [/\b(sofa|couch|loveseat|love seat|settee|sectional|futon|daybed|chaise)\b/, 'sofas'],
  [
    /\b(headboard|bed ?frame|bunk ?bed|sleigh bed|canopy bed|platform bed|poster bed|trundle|(twin|full|queen|king)(-| )size bed|(twin|full|queen|king) bed)\b/,
    'beds',
  ],
  [/\bbench\b/, 'benches'],
  [/\bmirror\b/, 'mirrors'],
  [/\b(pedestal|plant stand|column)\b/, 'pedestals'],
  [/\b(armchair|arm chair|chair|stool|recliner|wingback|glider)\b/, 'chairs'],
];

/** Titles that speak of several pieces, of parts, of a room set or of something that is not the piece itself. */
const DROP =
  /\b(sets?|pair|lot|bundle|suite|collection|chairs|stools|tables|lamps|mirrors|benches|beds|dressers|desks|sofas|couches|and|with|&|\+|w\/|mattress|box spring|cushions?|covers?|slipcovers?|legs?|parts?|hardware|glass top only|office|patio|outdoor|garden|kids?|toddler|baby|doll|wanted|iso|free|new in box|brand new|nib)\b|\d\s*(pc|piece|x\b)|\b[2-9]\b|\b(two|three|four|five|six|eight)\b/;

const MAKERS = [
  'IKEA',
  'Pottery Barn',
  'West Elm',
  'Ethan Allen',
  'Bassett',
  'Crate & Barrel',
  'Crate and Barrel',
  'Restoration Hardware',
  'Herman Miller',
  'Knoll',
  'Stickley',
  'La-Z-Boy',
  'Thomasville',
  'Broyhill',
  'Drexel',
  'Lane',
  'Henredon',
  'Ashley',
  'Article',
  'CB2',
  'Room & Board',
  'Room and Board',
  'Design Within Reach',
  'Pennsylvania House',
  'Hooker',
  'Stanley',
  'Bernhardt',
  'Havertys',
  'Arhaus',
  'Joybird',
  'Burrow',
  'Interior Define',
  'Flexsteel',
  'Kincaid',
  'Hitchcock',
  'Cassina',
].sort((a, b) => b.length - a.length);

function dateOf(row: Record<string, string>, file: string): string {
  const posted = /^(\d{4}-\d{2}-\d{2})/.exec((row['Post Date'] ?? '').trim());
  if (posted) return posted[1];
  const m = /\((\d{2})_(\d{2})_(\d{2}) /.exec(file);
  return m ? `20${m[3]}-${m[1]}-${m[2]}` : '2022-10';
}

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  const seen = new Set<string>();
  for (const file of FILES) {
    const market = file.startsWith('AptDeco') ? 'AptDeco' : 'Craigslist';
    for (const row of parseCsvObjects(read(file))) {
      const url = (row['Post URL'] ?? '').trim();
      const title = (row['Post Title'] ?? '').replace(/\s+/g, ' ').trim();
      if (!url || !title || seen.has(url)) continue;
      seen.add(url);
      const price = Number((row['Price'] ?? '').replace(/[$,\s]/g, ''));
      if (!Number.isFinite(price) || price < 5 || price > 30000) continue;
      const lower = title.toLowerCase();
      if (DROP.test(lower)) continue;
      const type = RULES.find(([re]) => re.test(lower))?.[1];
      if (!type) continue;
      const maker = MAKERS.find((m) => new RegExp(`\\b${m.replace(/[&+]/g, '\\$&')}\\b`, 'i').test(title));
      const condition = /\b(like new|excellent|mint)\b/.test(lower)
        ? 'excellent'
        : /\b(as is|needs? (work|repair|refinishing)|damaged|broken|project)\b/.test(lower)
          ? 'poor'
          : undefined;
      records.push({
        type,
        what: `${title} (${market})`.slice(0, 200),
        price,
        currency: 'USD',
        date: dateOf(row, file),
        kind: 'asking',
        source: 'craigslist-aptdeco-furniture-2022',
        ...(maker || condition
          ? { factors: { ...(maker ? { maker } : {}), ...(condition ? { condition } : {}) } }
          : {}),
      });
    }
  }
  return records;
};

export default extract;
