import { roundDown, roundUp } from '../../../contracts/currency';
import { CONFIDENT_WIDTH, REFINED_WIDTH } from '../appraisal-rules';
import type { Category } from '../knowledge';

/** From this confidence the typical band is quoted ×3 wide instead of ×4. */
const SURE = 80;
/** However many answers: an auction house's estimates are about ×1.5 wide, and so is ours at the narrowest. */
const NARROWEST = 1.5;

export interface Estimate {
  min: number;
  max: number;
  /** The best case quoted: the top of the range (an estimate must not contradict itself). */
  highEnd: number;
  /** max ÷ min the range was built to stay within. */
  width: number;
  /** The value the range is centred on (the typical example, moved by the answers), inside the range. */
  base: number;
}

/**
 * The typical band of the type, as an auction house quotes a lot: centred on the value where fair
 * condition meets good (the catalogue's middle breakpoint, the typical example), ×4 wide once the type
 * is named (×3 when the identification is sure). Examples far from typical (a known maker, a ruin) are
 * what the owner's answers are for: each answer that tells something (`shifts`, from the family's
 * questions) moves the centre along the type's own breakpoints and narrows the band, to ×2.5 at most after
 * the first and ×1.5 at the narrowest. Only called at or above the price floor: below it no price is given.
 */
export function estimate(
  category: Category,
  confidence: number,
  shifts: readonly number[] = [],
  factor = 1,
): Estimate {
  // A mark read on the photo (a maker, a hallmark) moves the whole band by its factor (makers.json).
  const typical = valueAt(category.value, 2 + shifts.reduce((a, b) => a + b, 0)) * factor;
  let width = confidence >= SURE ? 3 : CONFIDENT_WIDTH;
  // Each answer takes a quarter off the band's logarithmic width.
  if (shifts.length) width = Math.max(NARROWEST, Math.min(REFINED_WIDTH, width ** (0.75 ** shifts.length)));
  let min = roundDown(typical / Math.sqrt(width));
  let max = roundUp(typical * Math.sqrt(width));
  // Rounding must not stretch the band past its width.
  if (min > 0 && max / min > width) max = Math.max(typical, roundDown(min * width));
  // A few euros cannot be rounded that finely: then the floor comes up instead.
  if (min > 0 && max / min > width) min = Math.min(typical, roundUp(max / width));
  const base = Math.min(
    max,
    Math.max(min, typical < 20 ? Math.round(typical * 10) / 10 : roundDown(typical)),
  );
  return { min, max, highEnd: max, width, base };
}

/**
 * The value at a position on the breakpoints (0 = poor's floor, 2 = the typical example, 4 = the best
 * excellent example), interpolated geometrically between neighbours (linearly from a zero floor).
 */
export function valueAt(breakpoints: Category['value'], position: number): number {
  const p = Math.min(4, Math.max(0, position));
  const i = Math.min(3, Math.floor(p));
  const [lo, hi] = [breakpoints[i], breakpoints[i + 1]];
  const f = p - i;
  return lo > 0 ? lo * (hi / lo) ** f : lo + (hi - lo) * f;
}
