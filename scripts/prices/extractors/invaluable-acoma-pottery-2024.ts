/**
 * Invaluable (online auction aggregator) price results for the search "Acoma pottery", March–September
 * 2024, as saved by Appraisily's valuer-db-processor (example_json.json: the search API's raw answer, 96
 * lots from about 40 US and one Australian auction house, with lot title, price result, currency and sale
 * date). Single pieces are typed by their form (vase, jar, olla, vessel, pot, canteen → ceramic-vases;
 * bowl → bowls-tureens; figure, storyteller, animal → figurines); lots of several pieces, groups, unsold
 * lots (price 0) and non-pottery lots (photographs, pendants, lamps) are dropped. Sizes are not kept: the
 * free-text measurements are too mixed to read reliably.
 */
import type { Extractor, PriceRecord } from '../record';

const SOURCE = 'invaluable-acoma-pottery-2024';

interface Hit {
  lotRef?: string;
  objectID?: string;
  lotTitle?: string;
  priceResult?: number;
  currencyCode?: string;
  dateTimeLocal?: string;
  houseName?: string;
  _highlightResult?: { moreText?: { value?: string }; lotDescription?: { value?: string } };
}

/** Titles that speak of several pieces, of a group, or of something that is not a pot. */
const DROP =
  /\b(lot|lots|group|collection|set|pair|pcs?|pieces|two|three|four|five|six|seven|eight|twelve|another|anoterh|and|dinnerware|photograph|pendant|lamps?|display|cabinet articles|sand art|vases|jars|bowls|vessels|pots|ollas|figures|figurines|storytellers)\b|\(\d|\d+\s*pc|\+|&/;

/** Form nouns: a title naming two of them is two objects. */
const FORMS =
  /\b(vase|jar|olla|vessel|pot|canteen|jug|bowl|figure|figurine|storyteller|sheep|bird|owl|puppy)\b/g;

const RULES: [RegExp, string][] = [
  [/\b(figures?|figurines?|storyteller|sheep|bird|owl|quail|puppy|turtle|frog)\b/, 'figurines'],
  [/\bbowls?\b/, 'bowls-tureens'],
  [/\b(vases?|jars?|olla|vessels?|pot|seed pot|canteen|jug|pitcher)\b/, 'ceramic-vases'],
];

const strip = (html: string) => html.replace(/<[^>]+>/g, '');

function makerOf(title: string): string | undefined {
  const by = /\bby ([A-Z][\w.'’]+(?: [A-Z][\w.'’]+){1,2})/.exec(title);
  if (by) return by[1].replace(/\s+Signed$/, '');
  const lead =
    /^(?:Native American )?((?:[A-Z][a-z]+|[A-Z]\.)(?: (?:[A-Z]\.|[A-Z][a-z’']+)){1,2})(?: \([\d-]+\))?,? (?:Signed )?Acoma/.exec(
      title,
    );
  if (lead && !/^(Native|Vintage|Early|Signed|Vtg|Artist|Fineline)/.test(lead[1]))
    return lead[1].replace(/\s+Signed$/, '');
  return undefined;
}

const extract: Extractor = (read) => {
  const data = JSON.parse(read('example_json.json')) as { results: { hits: Hit[] }[] };
  const records: PriceRecord[] = [];
  const seen = new Set<string>();
  for (const hit of data.results.flatMap((r) => r.hits)) {
    const id = hit.lotRef ?? hit.objectID ?? '';
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const title = (hit.lotTitle ?? '').replace(/\s+/g, ' ').trim();
    const price = Number(hit.priceResult);
    if (!title || !Number.isFinite(price) || price <= 0 || price > 100000) continue;
    const lower = title.toLowerCase();
    if (!/\bpottery\b/.test(lower) || DROP.test(lower)) continue;
    if ((lower.match(FORMS) ?? []).length > 1) continue;
    const type = RULES.find(([re]) => re.test(lower))?.[1];
    if (!type) continue;
    const more = strip(
      `${hit._highlightResult?.moreText?.value ?? ''} ${hit._highlightResult?.lotDescription?.value ?? ''}`,
    );
    const maker = makerOf(title);
    const signed = /\bsigned\b/i.test(`${title} ${more}`) ? true : undefined;
    const condition =
      /\bexcellent\b/i.test(more) &&
      !/\b(chip|crack|repair|restor|loss)/i.test(
        more.replace(/\bno (serious )?chips?, cracks?,? (or )?repairs?\b/gi, ''),
      )
        ? 'excellent'
        : undefined;
    records.push({
      type,
      what: `${title} (${hit.houseName ?? 'Invaluable'})`.slice(0, 200),
      price,
      currency: (hit.currencyCode ?? 'USD').toUpperCase(),
      date: (hit.dateTimeLocal ?? '2024').slice(0, 10),
      kind: 'sold',
      source: SOURCE,
      factors: {
        material: 'pottery',
        ...(maker ? { maker } : {}),
        ...(signed ? { signed } : {}),
        ...(condition ? { condition } : {}),
      },
    });
  }
  return records;
};

export default extract;
