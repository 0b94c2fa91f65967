import {
  categories,
  familyIds,
  notObjects,
  synsetClasses,
  type Category,
  type FamilyId,
  type Mark,
  type NotObjectGroup,
} from '../knowledge';
import { averageOutputs, type ClassifierOutput } from './classifier';
import type { Calibration } from './calibration';
import { headProbabilities } from './head';
import { nearestTypes, type ReferenceSet } from './references';

/**
 * A maker or hallmark found in the text read on a photo (marks.ts finds them). Declared with the
 * identification that carries it, so that marks.ts depends on this file and not the other way round.
 */
export interface MarkFound {
  mark: Mark;
  /** The words of the text that matched, as read. */
  read: string;
}

export interface LabelScore {
  label: string;
  probability: number;
}

/** One photo's evidence, folded onto the object types and families. */
export interface PhotoScores {
  /** Probability per object type, in `categories` order. */
  categories: Float64Array;
  /** Probability per family, in `familyIds` order. */
  families: Float64Array;
  /** Probability that the photo shows no appraisable object (animals, food, places...). */
  rest: number;
  /** The classifier's own best classes, for the evidence shown to the user. */
  topLabels: LabelScore[];
  /** The strongest class that is not an appraisable object, if any. */
  topRest?: LabelScore & { group: NotObjectGroup };
  /** The closest reference photos' types and their cosine similarity, best first. */
  nearest: { category: Category; similarity: number }[];
  /** Weight (0–1) given to the reference photos over the classifier for this photo. */
  referenceWeight: number;
  /** False when the photo's views (scoreViews) each put a different type first: a sign the answer is shaky. */
  viewsAgree?: boolean;
}

export interface RankedCategory {
  category: Category;
  score: number;
}

export interface RankedFamily {
  family: FamilyId;
  score: number;
}

export interface Identification {
  /** Object types with some probability, best first. */
  ranked: RankedCategory[];
  /** Families with some probability, best first (sums of their classes' and reference types' shares). */
  families: RankedFamily[];
  /** Combined probability that the photos show no appraisable object. */
  rest: number;
  /** The strongest not-appraisable class over all photos, to say what was seen instead. */
  topRest?: LabelScore & { group: NotObjectGroup };
  /** Share of photos whose own best guess is the combined best guess (1 for a single photo). */
  agreement: number;
  /** 0–100: the calibrated probability that ranked[0] is right, times the photos' agreement. */
  confidence: number;
  /** How a type's probability becomes the confidence shown (see shownPercent). */
  shown: { calibration: Calibration['confidence']; viewsDisagree: boolean; multiplier: number };
  /** True when the best guess is "not an appraisable object" rather than an object type. */
  notAppraisable: boolean;
  photos: PhotoScores[];
  /** True when the owner named the type (ranked[0]) among the candidates offered. */
  chosenByOwner?: boolean;
  /** Text read on the photos and the makers or hallmarks recognised in it (see marks.ts). */
  text?: {
    read: string;
    marks: MarkFound[];
    /** Photos (their index in the order sent) that gave only their text: close-ups of a mark (marks.ts). */
    textOnly?: number[];
    /** Photos the text reader had no time for within the appraisal's budget (ocr.ts readPhotosText). */
    unread?: number;
  };
}

/**
 * The confidence of a type the owner named: the owner knows what they own, so the type is taken as
 * settled (the sure band applies); the photos still decide nothing else than before.
 */
export const OWNER_CONFIRMED = 85;

/** The identification with the owner's type first; undefined for an id no object type has. */
export function chooseType(id: Identification, typeId: string): Identification | undefined {
  const category = categories.find((c) => c.id === typeId);
  if (!category) return undefined;
  const chosen = id.ranked.find((r) => r.category === category) ?? { category, score: 0 };
  return {
    ...id,
    ranked: [chosen, ...id.ranked.filter((r) => r !== chosen)],
    notAppraisable: false,
    confidence: OWNER_CONFIRMED,
    chosenByOwner: true,
  };
}

/** How each classifier class counts towards the object types and families, built once per model. */
export interface ClassMap {
  labels: readonly string[];
  /** Per class: the object types (indices into `categories`) it counts for, with the share. */
  shares: { category: number; weight: number }[][];
  /** Per class: its family index in `familyIds`, or -1. */
  family: Int16Array;
  /** Per class: the non-object group, if WordNet places it outside every family. */
  group: (NotObjectGroup | undefined)[];
}

export function mapClasses(synsets: readonly string[], labels: readonly string[]): ClassMap {
  const bySynset = new Map<string, { category: number; weight: number }[]>();
  categories.forEach((c, category) => {
    for (const [wnid, weight] of Object.entries(c.synsets))
      bySynset.set(wnid, [...(bySynset.get(wnid) ?? []), { category, weight }]);
  });
  const family = new Int16Array(synsets.length).fill(-1);
  const group: ClassMap['group'] = [];
  synsets.forEach((wnid, i) => {
    const c = synsetClasses.get(wnid);
    if (c?.family) family[i] = familyIds.indexOf(c.family);
    group[i] = c?.family ? undefined : notObjects.get(c?.notObject ?? 'everyday');
  });
  return { labels, shares: synsets.map((s) => bySynset.get(s) ?? []), family, group };
}

export function softmax(logits: Float32Array, temperature: number): Float32Array {
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  const out = new Float32Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) sum += out[i] = Math.exp((logits[i] - max) / temperature);
  for (let i = 0; i < out.length; i++) out[i] /= sum;
  return out;
}

/**
 * One photo: the classifier's calibrated class probabilities are summed into object types (in the shares
 * the knowledge gives) and into WordNet families; the reference photos nearest in feature space add the
 * types ImageNet has no class for. Their weight grows with the similarity of the nearest one, so a photo
 * unlike every reference is judged by the classifier alone.
 */
export function scorePhoto(
  output: ClassifierOutput,
  map: ClassMap,
  references: ReferenceSet,
  calibration: Calibration,
): PhotoScores {
  const p = softmax(output.logits, calibration.temperature);
  const scores = new Float64Array(categories.length);
  const families = new Float64Array(familyIds.length);
  let rest = 0;
  let topRest: PhotoScores['topRest'];
  for (let i = 0; i < p.length; i++) {
    let claimed = 0;
    for (const share of map.shares[i]) {
      scores[share.category] += p[i] * share.weight;
      claimed += share.weight;
    }
    if (map.family[i] >= 0) {
      families[map.family[i]] += p[i];
      continue;
    }
    // A class outside every family may still be claimed by an object type as indirect evidence (an
    // espresso is a drink, but it is seen in a cup): that share counts for the type's family, not as rest.
    for (const share of map.shares[i])
      families[familyIds.indexOf(categories[share.category].family)] += p[i] * share.weight;
    const unclaimed = p[i] * Math.max(0, 1 - claimed);
    rest += unclaimed;
    const group = map.group[i];
    if (group && (!topRest || unclaimed > topRest.probability))
      topRest = { label: map.labels[i], probability: unclaimed, group };
  }

  mixHead(scores, families, 1 - rest, output.features, references, calibration);

  const near = nearestTypes(references, output.features);
  const { low, high, maxWeight, temperature } = calibration.references;
  const best = near[0]?.similarity ?? 0;
  // The reference photos are for what ImageNet has no class for: the surer the classifier is of a type it
  // knows, the less a look-alike reference photo (often alike by its background and lighting) may override it.
  const sure = Math.max(0, ...scores);
  const weight = near.length
    ? maxWeight * (1 - sure) * Math.min(1, Math.max(0, (best - low) / (high - low)))
    : 0;
  if (weight > 0) {
    const exp = near.map((n) => Math.exp((n.similarity - best) / temperature));
    const total = exp.reduce((a, b) => a + b, 0);
    scores.forEach((s, i) => (scores[i] = s * (1 - weight)));
    families.forEach((s, i) => (families[i] = s * (1 - weight)));
    near.forEach((n, k) => {
      const q = (weight * exp[k]) / total;
      scores[n.index] += q;
      families[familyIds.indexOf(n.category.family)] += q;
    });
    rest *= 1 - weight;
    if (topRest) topRest = { ...topRest, probability: topRest.probability * (1 - weight) };
  }

  const topLabels = Array.from(p, (probability, i) => ({ label: map.labels[i], probability }))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, 5);
  const nearest = near.slice(0, 3).map((n) => ({ category: n.category, similarity: n.similarity }));
  return { categories: scores, families, rest, topLabels, topRest, nearest, referenceWeight: weight };
}

/**
 * The learned head's types (head.ts) take a share of the photo's object evidence (1 − rest): the classes
 * ImageNet has are summed into types, the head adds the types it learned from the library's photos. With
 * `yieldToSure` the share shrinks as the classifier grows sure of a type, as the reference photos' does.
 */
function mixHead(
  scores: Float64Array,
  families: Float64Array,
  objectMass: number,
  features: Float32Array,
  references: ReferenceSet,
  calibration: Calibration,
) {
  const mix = calibration.head;
  const head = references.head;
  if (!head || !mix || mix.weight <= 0) return;
  const types = headProbabilities(head.types, features, mix.temperature, categories.length);
  const weight = mix.weight * (mix.yieldToSure ? 1 - Math.max(0, ...scores) : 1);
  scores.forEach((s, i) => (scores[i] = s * (1 - weight) + weight * objectMass * types[i]));
  // The family head when there is one (every library photo taught it); else the type head's sums.
  let byFamily: Float64Array;
  if (head.families) byFamily = headProbabilities(head.families, features, mix.temperature, familyIds.length);
  else {
    byFamily = new Float64Array(familyIds.length);
    types.forEach((q, i) => (byFamily[familyIds.indexOf(categories[i].family)] += q));
  }
  families.forEach((s, i) => (families[i] = s * (1 - weight) + weight * objectMass * byFamily[i]));
}

// The average of a photo's views, kept while its outputs are: calibration scores them under many settings.
const averages = new WeakMap<readonly ClassifierOutput[], ClassifierOutput>();
function averageOf(outputs: readonly ClassifierOutput[]): ClassifierOutput {
  const known = averages.get(outputs) ?? averageOutputs(outputs);
  averages.set(outputs, known);
  return known;
}

/**
 * One photo seen in several views (preprocess.ts): scored on the views' average, and marked when the views'
 * own best types differ. Views that disagree are test-time evidence that the answer is shaky; calibration
 * decides how much that lowers the confidence shown.
 */
export function scoreViews(
  outputs: readonly ClassifierOutput[],
  map: ClassMap,
  references: ReferenceSet,
  calibration: Calibration,
): PhotoScores {
  const photo = scorePhoto(averageOf(outputs), map, references, calibration);
  if (outputs.length < 2) return photo;
  const bests = outputs.map((o) => argmax(scorePhoto(o, map, references, calibration).categories));
  return { ...photo, viewsAgree: bests.every((b) => b === bests[0]) };
}

/**
 * Combines the photos of one object. Probabilities are averaged, so a close-up of a mark that the
 * classifier cannot read only dilutes the answer instead of vetoing it; agreement is then rewarded
 * separately: when every photo's own best guess is the same type the confidence rises by up to a fifth,
 * and when the photos disagree it falls by up to a fifth.
 */
export function combinePhotos(
  photos: PhotoScores[],
  shown: Calibration['confidence'] = { slope: 1, intercept: 0, viewsDisagree: 0 },
): Identification {
  if (photos.length === 0) throw new Error('No photo to identify');
  const n = photos.length;
  const mean = new Float64Array(categories.length);
  const family = new Float64Array(familyIds.length);
  let rest = 0;
  for (const photo of photos) {
    photo.categories.forEach((s, i) => (mean[i] += s / n));
    photo.families.forEach((s, i) => (family[i] += s / n));
    rest += photo.rest / n;
  }
  const ranked = Array.from(mean, (score, i) => ({ category: categories[i], score }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const families = Array.from(family, (score, i) => ({ family: familyIds[i], score }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const topRest = photos
    .map((p) => p.topRest)
    .filter((r): r is NonNullable<typeof r> => !!r)
    .sort((a, b) => b.probability - a.probability)[0];
  // The leftover mass of 1000 classes adds up even for a clear object photo, so "not an object" needs both a
  // majority for it and one non-object class (a dog, a landscape) that beats the best type outright.
  const notAppraisable = !best || (rest >= 0.5 && !!topRest && topRest.probability / n > best.score);

  const bestIndex = best ? categories.indexOf(best.category) : -1;
  const agreeing = photos.filter((p) => {
    const own = argmax(p.categories);
    return own === bestIndex && p.categories[own] >= p.rest;
  }).length;
  const agreement = n === 1 ? 1 : agreeing / n;
  const multiplier = n === 1 ? 1 : 0.8 + 0.4 * agreement;
  const mapping = {
    calibration: shown,
    viewsDisagree: photos.some((p) => p.viewsAgree === false),
    multiplier,
  };
  const confidence = best ? shownPercent({ shown: mapping }, best.score) : 0;

  return {
    ranked,
    families,
    rest,
    topRest,
    agreement,
    confidence,
    shown: mapping,
    notAppraisable,
    photos,
  };
}

/**
 * The best type's probability as shown: Platt scaling of its log-odds, lowered when the photo's views
 * disagree, fitted on the dev set by calibration, so that answers shown at a confidence are right about that
 * often. It never changes which type is first.
 */
export function shownConfidence(
  p: number,
  { slope, intercept, viewsDisagree }: Calibration['confidence'],
  disagreeing = false,
): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  const logOdds = slope * Math.log(q / (1 - q)) + intercept + (disagreeing ? viewsDisagree : 0);
  return 1 / (1 + Math.exp(-logOdds));
}

/**
 * A type's probability as the percentage shown: calibrated, lowered when the views disagree, raised or
 * lowered by the photos' agreement. The one scale for the confidence and for every candidate's figure, so
 * that the best candidate never reads 15 % under a "36 % confident" badge. Never 100: the object types are
 * broad and the classifier knows 1000 things, not everything.
 */
export function shownPercent(id: Pick<Identification, 'shown'>, score: number): number {
  const { calibration, viewsDisagree, multiplier } = id.shown;
  return Math.min(95, Math.round(100 * shownConfidence(score, calibration, viewsDisagree) * multiplier));
}

function argmax(values: Float64Array): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}
