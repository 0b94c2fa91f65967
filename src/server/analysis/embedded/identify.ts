import { categories, type Category, type LabelMapping, type NotAppraisableGroup } from './catalogue';

export interface LabelScore {
  label: string;
  probability: number;
}

/** One photo's classifier output, folded onto the catalogue. */
export interface PhotoScores {
  /** Probability per catalogue category, in catalogue order. */
  categories: Float64Array;
  /** Probability that the photo shows no appraisable object (animals, food, places...). */
  rest: number;
  /** The classifier's own best labels, for the evidence shown to the user. */
  topLabels: LabelScore[];
  /** The strongest not-appraisable label, if any. */
  topRest?: LabelScore & { group: NotAppraisableGroup };
}

export interface RankedCategory {
  category: Category;
  score: number;
}

export interface Identification {
  /** Categories with some probability, best first. */
  ranked: RankedCategory[];
  /** Combined probability that the photos show no appraisable object. */
  rest: number;
  /** The strongest not-appraisable label over all photos, to say what was seen instead. */
  topRest?: LabelScore & { group: NotAppraisableGroup };
  /** Share of photos whose own best guess is the combined best guess (1 for a single photo). */
  agreement: number;
  /** 0–100: how sure the identification of ranked[0] is. */
  confidence: number;
  /** True when the best guess is "not an appraisable object" rather than a category. */
  notAppraisable: boolean;
  photos: PhotoScores[];
}

/** Sums each label's probability into the categories that claim it, in the shares the catalogue gives. */
export function scorePhoto(
  probabilities: Float32Array,
  labels: readonly string[],
  mapping: LabelMapping,
): PhotoScores {
  const scores = new Float64Array(categories.length);
  let rest = 0;
  let topRest: PhotoScores['topRest'];
  for (let i = 0; i < probabilities.length; i++) {
    const p = probabilities[i];
    for (const share of mapping.shares[i]) scores[share.category] += p * share.weight;
    rest += p * mapping.rest[i];
    const group = mapping.groups[i];
    if (group && (!topRest || p > topRest.probability)) topRest = { label: labels[i], probability: p, group };
  }
  const topLabels = Array.from(probabilities, (probability, i) => ({ label: labels[i], probability }))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, 5);
  return { categories: scores, rest, topLabels, topRest };
}

/**
 * Combines the photos of one object. Probabilities are averaged, so a close-up of a mark that the
 * classifier cannot read only dilutes the answer instead of vetoing it; agreement is then rewarded
 * separately: when every photo's own best guess is the same category the confidence rises by up to a
 * fifth, and when the photos disagree it falls by up to a fifth.
 */
export function combinePhotos(photos: PhotoScores[]): Identification {
  if (photos.length === 0) throw new Error('No photo to identify');
  const n = photos.length;
  const mean = new Float64Array(categories.length);
  let rest = 0;
  for (const photo of photos) {
    photo.categories.forEach((s, i) => (mean[i] += s / n));
    rest += photo.rest / n;
  }
  const ranked = Array.from(mean, (score, i) => ({ category: categories[i], score }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const topRest = photos
    .map((p) => p.topRest)
    .filter((r): r is NonNullable<typeof r> => !!r)
    .sort((a, b) => b.probability - a.probability)[0];
  // The leftover mass of 1000 labels adds up even for a clear object photo, so "not an object" needs both a
  // majority for it and one non-object label (a dog, a landscape) that beats the best category outright.
  const notAppraisable = !best || (rest >= 0.5 && !!topRest && topRest.probability / n > best.score);

  const bestIndex = best ? categories.indexOf(best.category) : -1;
  const agreeing = photos.filter((p) => {
    const own = argmax(p.categories);
    return own === bestIndex && p.categories[own] >= p.rest;
  }).length;
  const agreement = n === 1 ? 1 : agreeing / n;
  const multiplier = n === 1 ? 1 : 0.8 + 0.4 * agreement;
  // Never 100: the catalogue's categories are broad and the classifier knows 1000 things, not everything.
  const confidence = best ? Math.min(95, Math.round(100 * best.score * multiplier)) : 0;

  return { ranked, rest, topRest, agreement, confidence, notAppraisable, photos };
}

function argmax(values: Float64Array): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}
