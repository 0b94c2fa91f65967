import type { Language, ValuationBasis } from '../../contracts/analysis';
import { categories, families, type Category } from './knowledge';
import { copy } from './embedded/copy';
import { pick } from './refinement';

/** The name of what a band was borrowed from: a close type's, or its family's. */
function borrowedName(id: string, language: Language): string {
  const type = categories.find((c) => c.id === id);
  if (type) return pick(type.name, language);
  const family = families.get(id as never);
  return family ? pick(family.name, language) : id;
}

/**
 * What a type's range rests on, as the API gives it and the screens show it: the kind of basis, the count,
 * years and sources of the recorded prices, the band's percentiles, and one plain line in the reader's
 * language ("Based on 143 recorded prices…", or "Rough guide: no recorded sales…").
 */
export function valuationBasis(category: Category, language: Language): ValuationBasis {
  const { basis, quantiles: q } = category.band;
  const t = copy[language].basis;
  const of = pick(category.name, language);
  const percentiles = { p5: q[0], p25: q[2], p50: q[3], p75: q[4], p95: q[6] };
  if (basis.kind === 'editorial') return { kind: 'editorial', of, n: 0, sources: [], summary: t.editorial };
  const from = basis.from ?? '';
  const to = basis.to ?? from;
  if (basis.kind === 'borrowed') {
    const borrowedFrom = borrowedName(basis.borrowedFrom ?? '', language);
    return {
      kind: 'borrowed',
      of,
      n: basis.n,
      from,
      to,
      sources: [...basis.sources],
      borrowedFrom,
      percentiles,
      summary: t.borrowed(basis.n, of, from, to, borrowedFrom),
    };
  }
  return {
    kind: 'observed',
    of,
    n: basis.n,
    from,
    to,
    sources: [...basis.sources],
    percentiles,
    summary: t.observed(basis.n, of, from, to, basis.sources.length),
  };
}
