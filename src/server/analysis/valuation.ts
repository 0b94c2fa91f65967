import {
  answerWindows,
  BAND_POINTS,
  type Band,
  type Category,
  type Family,
  type Question,
} from './knowledge';

/**
 * How a type's price distribution becomes the range shown (docs/valuation.md).
 *
 * Before any answer the range is the middle of the type's distribution: the central share MASS of its
 * prices, at most MAX_WIDTH wide (max ÷ min). Each answer of the owner says where the object sits in that
 * distribution (a percentile window, measured from the records where they carry the factor, else the
 * knowledge's editorial shift); the windows of all answers are intersected, and the range is centred on
 * the middle of what remains. An answer never widens: the range's width depends only on how many
 * questions were answered (each takes a notch off), so a repeated or changed answer cannot widen it, nor
 * can "I don't know" (which moves nothing, but counts: retracting an answer must not widen the range). The range always lies inside the type's 5th–95th percentiles, and its centre never moves more
 * than ×3 from where it was before any answer, whichever way the centre is measured (geometric or
 * arithmetic mean of min and max).
 */

/** The central share of the type's prices the first range covers. */
export const MASS = 0.6;
/** The widest first range (max ÷ min): wider says nothing useful; the owner's answers narrow it. */
export const MAX_WIDTH = 12;
/** The narrowest range, however many answers: an auction house's estimate is about this wide. */
export const NARROWEST = 1.5;
/** How far answers may move the centre, either way, from the unanswered range's centre. */
export const CENTRE_MOVE = 3;
/** Widths the range takes (max ÷ min), so that min × width is a round figure and widths compare exactly. */
const WIDTHS = [1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12] as const;
/** Two answers whose windows overlap less than this contradict each other: the later one is set aside. */
const MIN_WINDOW = 0.1;
/** Each question answered shrinks the range's log-width by this factor (then snaps down). */
const SHRINK = 0.75;

export interface Estimate {
  min: number;
  max: number;
  /** The value the range is centred on (geometric middle), inside the range. */
  base: number;
  /** The best case quoted: the top of the range (an estimate must not contradict itself). */
  highEnd: number;
  /** max ÷ min. */
  width: number;
}

/** The price at percentile u (0.05–0.95) of a band, interpolated geometrically between its points. */
export function priceAt(quantiles: readonly number[], u: number): number {
  const x = Math.min(BAND_POINTS[BAND_POINTS.length - 1], Math.max(BAND_POINTS[0], u));
  let i = 0;
  while (i < BAND_POINTS.length - 2 && BAND_POINTS[i + 1] < x) i++;
  const f = (x - BAND_POINTS[i]) / (BAND_POINTS[i + 1] - BAND_POINTS[i]);
  return quantiles[i] * (quantiles[i + 1] / quantiles[i]) ** f;
}

/** The percentile (0.05–0.95) at which a band reaches a price: the inverse of priceAt. */
export function percentileOf(quantiles: readonly number[], price: number): number {
  const last = quantiles.length - 1;
  if (price <= quantiles[0]) return BAND_POINTS[0];
  if (price >= quantiles[last]) return BAND_POINTS[last];
  let i = 0;
  while (i < last - 1 && quantiles[i + 1] < price) i++;
  const span = Math.log(quantiles[i + 1] / quantiles[i]);
  const f = span > 0 ? Math.log(price / quantiles[i]) / span : 0;
  return BAND_POINTS[i] + f * (BAND_POINTS[i + 1] - BAND_POINTS[i]);
}

export type Window = readonly [number, number];

/**
 * The part of the type's distribution an answer selects: measured for the family (or over all families)
 * when the records carry the factor, else from the knowledge's editorial shift, a quarter of the
 * distribution either side of a centre moved 0.15 per step; null when the answer tells nothing.
 */
export function answerWindow(family: Family, q: Question, a: Question['answers'][number]): Window | null {
  const measured = answerWindows[`${family.id}:${q.id}:${a.id}`] ?? answerWindows[`*:${q.id}:${a.id}`];
  if (measured) return measured.window;
  if (a.shift === null) return null;
  const centre = Math.min(0.8, Math.max(0.2, 0.5 + 0.15 * a.shift));
  return [Math.max(0.05, centre - 0.25), Math.min(0.95, centre + 0.25)];
}

/** The window a recognised maker's or hallmark's factor selects: where factor × the median sits. */
export function markWindow(band: Band, factor: number): Window | null {
  if (factor === 1) return null;
  const u = percentileOf(band.quantiles, band.quantiles[3] * factor);
  return [Math.max(0.05, u - 0.2), Math.min(0.95, u + 0.2)];
}

/** The windows in force: each intersected with what the earlier ones left, unless it contradicts them. */
function intersect(windows: readonly Window[]): Window {
  let lo: number = BAND_POINTS[0];
  let hi: number = BAND_POINTS[BAND_POINTS.length - 1];
  for (const [a, b] of windows) {
    const [l, h] = [Math.max(lo, a), Math.min(hi, b)];
    if (h - l >= MIN_WINDOW) [lo, hi] = [l, h];
  }
  return [lo, hi];
}

/** The widest of WIDTHS not above `ratio` (at least the narrowest). */
function snapWidth(ratio: number): number {
  return [...WIDTHS].reverse().find((w) => w <= ratio) ?? WIDTHS[0];
}

/** Candidates for a round minimum near x: two significant figures, whole euros, even for a .5 width. */
function roundMinimum(x: number, lo: number, hi: number, width: number): number {
  const step = (v: number) => {
    const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(v, 1))) - 1);
    return Number.isInteger(width) ? magnitude : Math.max(2, magnitude);
  };
  const s = step(x);
  const candidates = [Math.round(x / s) * s, Math.floor(x / s) * s, Math.ceil(x / s) * s];
  for (const fine of [1, 2]) candidates.push(Math.ceil(lo / fine) * fine, Math.floor(hi / fine) * fine);
  const inside = candidates.filter(
    (c) => c >= Math.max(1, lo) - 1e-9 && c <= hi + 1e-9 && (Number.isInteger(width) || c % 2 === 0),
  );
  if (inside.length) return inside.sort((a, b) => Math.abs(a - x) - Math.abs(b - x))[0];
  // Nothing round fits (a few euros, very narrow): the exact bound nearest to x, in cents.
  return Math.max(1, Math.round(Math.min(hi, Math.max(lo, x)) * 100) / 100);
}

/**
 * The range for a type's band, given the windows of what is known (a mark read, the owner's answers) and
 * how many questions were answered.
 */
export function estimate(band: Band, windows: readonly Window[], answered: number, markFactor = 1): Estimate {
  const q = band.quantiles;
  const p5 = q[0];
  const p95 = q[q.length - 1];
  const mark = markWindow(band, markFactor);
  const known = intersect(mark ? [mark, ...windows] : windows);
  const firstKnown = mark ? intersect([mark]) : null;

  // Before any answer: the central MASS of the distribution (of the mark's part, when one was read).
  const [lo0, hi0] = firstKnown ?? [0.5 - MASS / 2, 0.5 + MASS / 2];
  const w0 = snapWidth(Math.min(MAX_WIDTH, priceAt(q, hi0) / priceAt(q, lo0)));
  const g0 = Math.sqrt(priceAt(q, lo0) * priceAt(q, hi0));
  const first = place(g0, w0, p5, p95, null);
  if (answered === 0) return first;

  const width = snapWidth(Math.max(NARROWEST, w0 ** (SHRINK ** answered)));
  const centre = priceAt(q, (known[0] + known[1]) / 2);
  return place(centre, width, p5, p95, first);
}

/**
 * A range of this width centred as near `centre` as the rules allow: inside [p5, p95], and, after
 * answers, with its geometric and arithmetic centres within ×CENTRE_MOVE of the unanswered range's.
 */
function place(centre: number, width: number, p5: number, p95: number, first: Estimate | null): Estimate {
  let lo = p5;
  let hi = p95 / width;
  if (first) {
    const g0 = Math.sqrt(first.min * first.max);
    const a0 = (first.min + first.max) / 2;
    lo = Math.max(lo, g0 / CENTRE_MOVE / Math.sqrt(width), (2 * a0) / CENTRE_MOVE / (1 + width));
    hi = Math.min(hi, (g0 * CENTRE_MOVE) / Math.sqrt(width), (2 * a0 * CENTRE_MOVE) / (1 + width));
  }
  // A band narrower than the width (a few euros wide) keeps the width and starts at its floor.
  if (hi < lo) hi = lo;
  const min = roundMinimum(centre / Math.sqrt(width), lo, hi, width);
  const max = Math.round(min * width * 100) / 100;
  const base = Math.round(Math.sqrt(min * max) * 100) / 100;
  return { min, max, base, highEnd: max, width };
}

/** The estimate of a type from the owner's answers to its family's questions and a mark's factor. */
export function estimateFor(
  category: Category,
  answered: readonly { q: Question; a: Question['answers'][number] }[],
  family: Family,
  markFactor = 1,
): Estimate {
  const windows = answered.flatMap(({ q, a }) => {
    const w = answerWindow(family, q, a);
    return w ? [w] : [];
  });
  return estimate(category.band, windows, answered.length, markFactor);
}
