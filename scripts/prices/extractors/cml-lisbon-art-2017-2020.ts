/**
 * Hammer prices of Cabral Moncada Leilões (Lisbon) online modern and contemporary art sales, 2017–2020,
 * as scraped and cleaned by Miguel-Almas/Portuguese-Art-Auction-Prices (cleaned_data/cleaned_df_cml.csv).
 * The technique (Portuguese, accents stripped) decides the type: paintings (oil, acrylic, watercolour,
 * gouache, tempera, mixed media), prints (screen print, lithograph, engraving…) and sculptures. Drawings,
 * photographs, decorative objects, multi-work lots and unsold lots are dropped.
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const SOURCE = 'cml-lisbon-art-2017-2020';

function typeOf(technique: string): string | undefined {
  const t = technique.toLowerCase().trim();
  if (/fotografia|reprodu|poster|cartaz/.test(t)) return undefined;
  if (
    /^(serigrafia|gravura|litografia|agua[- ]forte|xilogravura|linogravura|calcogravura|ponta[- ]seca|heliogravura|estampa|offset|giclee|aguatinta|gravura a)\b/.test(
      t,
    )
  )
    return 'prints-engravings';
  if (/^(oleo|acrilico|aguarela|guache|tempera|tecnica mista)\b/.test(t)) return 'paintings';
  if (/^escultura\b/.test(t)) return 'sculptures';
  return undefined;
}

function titleCase(name: string): string {
  return name.replace(/\S+/g, (w) =>
    /^(de|da|do|dos|das|e)$/.test(w) ? w : w[0].toUpperCase() + w.slice(1),
  );
}

const extractor: Extractor = (read) => {
  const records: PriceRecord[] = [];
  for (const row of parseCsvObjects(read('cleaned_data/cleaned_df_cml.csv'))) {
    if (row['Sold'] !== '1' || row['Number of Artworks'] !== '1') continue;
    const type = typeOf(row['Technique']);
    if (!type) continue;
    const price = Number(row['Final Price']);
    if (!Number.isFinite(price) || price <= 0 || price > 5_000_000) continue;
    const date = /^\d{4}-\d{2}-\d{2}/.exec(row['Date of Auction End'])?.[0];
    if (!date) continue;
    const author = row['1 Author'].trim();
    const maker = author && author !== 'none' && author !== 'no information' ? titleCase(author) : undefined;
    const dims =
      row['Dimension Units'] === 'cm'
        ? [row['Dim 1'], row['Dim 2'], row['Dim 3']].map(Number).filter((d) => d > 0)
        : [];
    const title = row['Title'].replace(/"+/g, '"').trim();
    records.push({
      type,
      what: `${maker ? `${maker}: ` : ''}${title}, ${row['Technique'].trim()}`.slice(0, 200),
      price,
      currency: 'EUR',
      date,
      kind: 'sold',
      source: SOURCE,
      factors: {
        ...(maker ? { maker } : {}),
        ...(/assinad/.test(row['Technique']) ? { signed: true } : {}),
        // the lot text notes damage (defects, breaks, losses, wear, damp stains) where there is some
        ...(/defeito|partid|falta|sinais de uso|humidade|mancha|restauro/.test(row['Technique'])
          ? { condition: 'fair' as const }
          : {}),
        ...(dims.length ? { sizeCm: Math.max(...dims) } : {}),
      },
    });
  }
  return records;
};

export default extractor;
