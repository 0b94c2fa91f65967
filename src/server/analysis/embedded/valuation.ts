import type { Category } from '../knowledge';

/** Below this confidence the catalogue range is widened: a wrong category means a wrong range. */
const SURE = 70;

export interface Estimate {
  min: number;
  max: number;
  /** Value for the best examples in excellent condition. */
  highEnd: number;
  /** True when the range was widened for low confidence. */
  widened: boolean;
}

/**
 * The condition cannot be judged from a classifier, so the estimate spans the catalogue's fair and good
 * ranges. When the identification is unsure the span is widened in proportion (at 35 % confidence the
 * low end halves and the high end doubles), so the range stays honest about what is not known.
 */
export function estimate(category: Category, confidence: number): Estimate {
  const [, fairMin, , goodMax, excellentMax] = category.value;
  const factor = Math.max(0.3, Math.min(1, confidence / SURE));
  const min = roundDown(fairMin * factor);
  const max = roundUp(Math.max(goodMax / factor, fairMin));
  return { min, max: Math.max(max, min), highEnd: roundUp(excellentMax), widened: factor < 1 };
}

/** The four condition ranges, for the expertise report. */
export function conditionRanges(
  category: Category,
): Record<'poor' | 'fair' | 'good' | 'excellent', [number, number]> {
  const [a, b, c, d, e] = category.value;
  return { poor: [a, b], fair: [b, c], good: [c, d], excellent: [d, e] };
}

/** Rounds to figures a person would quote: 1 € steps below 20, then 5, 10, 50, 100... */
function step(value: number): number {
  if (value < 20) return 1;
  if (value < 100) return 5;
  if (value < 500) return 10;
  if (value < 2000) return 50;
  if (value < 10000) return 100;
  return 1000;
}
export function roundDown(value: number): number {
  if (value < 1) return Math.floor(value * 10) / 10;
  const s = step(value);
  return Math.floor(value / s) * s;
}
export function roundUp(value: number): number {
  if (value < 1) return Math.ceil(value * 10) / 10;
  const s = step(value);
  return Math.ceil(value / s) * s;
}
