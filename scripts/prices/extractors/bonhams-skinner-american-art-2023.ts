/**
 * One Bonhams Skinner sale, "American Art" (Marlborough, Massachusetts, sale 28352, 25–26 January 2023),
 * as scraped from the Bonhams site by hjpatel2104/BonhamsScrapper (Bonhams_28352.csv: lot, estimate,
 * price sold with buyer's premium, artist, title, medium, markings, size). Sold single works are typed by
 * their medium: paintings (oil, acrylic, tempera, gouache, watercolour) and bronzes (sculptures); drawings
 * (pastel, charcoal, pencil), unsold lots and lots without a medium are dropped.
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const SOURCE = 'bonhams-skinner-american-art-2023';

/** Largest dimension in cm from "… in. (25.3 x 30.3 cm)…" or "height … (22.5 cm)". */
function sizeCm(notes: string): number | undefined {
  const m = /\(([\d.]+)(?:\s*x\s*([\d.]+))?(?:\s*x\s*([\d.]+))?\s*cm\.?\)/.exec(notes);
  if (!m) return undefined;
  const dims = [m[1], m[2], m[3]]
    .filter(Boolean)
    .map(Number)
    .filter((n) => n > 0);
  return dims.length ? Math.max(...dims) : undefined;
}

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  for (const row of parseCsvObjects(read('Bonhams_28352.csv'))) {
    const price = Number(row['price_sold']);
    if (!Number.isFinite(price) || price <= 0) continue; // unsold (0) or empty lot
    const medium = `${row['artwork_materials'] ?? ''} ${row['artwork_size_notes'] ?? ''}`.toLowerCase();
    const title = (row['artwork_name'] ?? '').replace(/\s+/g, ' ').trim();
    const artist = (row['artist_name'] ?? '').replace(/\s+/g, ' ').trim();
    if (!title) continue;
    let type: string | undefined;
    let material: string | undefined;
    if (/\bbronze\b/.test(medium)) {
      type = 'sculptures';
      material = 'bronze';
    } else if (
      /\b(pastel|charcoal|pencil|graphite|ink)\b/.test(medium) &&
      !/\b(oil|watercolou?r|gouache|tempera|acrylic)\b/.test(medium)
    ) {
      type = undefined; // drawings: no type of ours
    } else if (/\b(oil|acrylic|tempera|gouache|watercolou?r)\b/.test(medium)) {
      type = 'paintings';
      material = /\boil\b/.test(medium)
        ? 'oil'
        : /\bwatercolou?r\b/.test(medium)
          ? 'watercolour'
          : /\bgouache\b/.test(medium)
            ? 'gouache'
            : /\btempera\b/.test(medium)
              ? 'tempera'
              : 'acrylic';
    }
    if (!type) continue;
    const markings = (row['artwork_markings'] ?? '').toLowerCase();
    const signed = /^(unsigned|no visible signature)/.test(markings)
      ? false
      : /\b(signed|monogram)/.test(markings)
        ? true
        : undefined;
    const size = sizeCm(row['artwork_size_notes'] ?? '');
    const what = `${artist ? `${artist}, ` : ''}${title} (${(row['artwork_materials'] || material || '').trim()}), Bonhams Skinner American Art`;
    records.push({
      type,
      what: what.slice(0, 200),
      price,
      currency: 'USD',
      date: (row['auction_end_date'] || '2023-01').trim(),
      kind: 'sold',
      source: SOURCE,
      factors: {
        ...(artist && !/school/i.test(artist) ? { maker: artist } : {}),
        ...(material ? { material } : {}),
        ...(signed !== undefined ? { signed } : {}),
        ...(size ? { sizeCm: size } : {}),
      },
    });
  }
  return records;
};

export default extract;
