import { categories, marks as allMarks, type Category, type Mark } from '../knowledge';
import { PRICE_FLOOR } from '../appraisal-rules';
import {
  shownPercent,
  type Identification,
  type MarkFound,
  type PhotoScores,
  type RankedCategory,
} from './identify';

/**
 * Finds the makers and hallmarks of makers.json in text read on a photo. Tolerant where OCR is wrong in
 * known ways — case, accents, punctuation, spacing ("DAUM NANCY", "DAUMNANCY", "CHRIST OFLE") and the
 * look-alike characters 0/O, 1/I/L/|, 5/S, 8/B, 2/Z, 6/G — and, for names of eight characters or more, one
 * wrong, missing or extra character. Never inside a word: a match starts and ends on word boundaries. Marks
 * of four characters or fewer (LIP, JEP, 925, 18K) must be read exactly, as whole words.
 */

/** Capitals without accents; "&" and every other sign become spaces. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/ß/g, 'SS');
}

function tokens(text: string): string[] {
  return plain(text).match(/[A-Z0-9|!]+/g) ?? [];
}

const LOOK_ALIKE: Record<string, string> = {
  '0': 'O',
  Q: 'O',
  '1': 'I',
  L: 'I',
  '|': 'I',
  '!': 'I',
  '5': 'S',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
};
const canonical = (s: string) => s.replace(/[0Q1L|!5826]/g, (c) => LOOK_ALIKE[c]);

const SHORT = 4;
const FUZZY_FROM = 8;

interface Alias {
  mark: Mark;
  /** Tokens as written (for short aliases, compared exactly). */
  words: string[];
  joined: string;
  key: string;
}

function aliasesOf(marks: readonly Mark[]): Alias[] {
  return marks
    .flatMap((mark) =>
      mark.match.map((m) => {
        const words = tokens(m).filter((t) => !/^[|!]+$/.test(t));
        const joined = words.join('');
        return { mark, words, joined, key: canonical(joined) };
      }),
    )
    .filter((a) => a.joined.length > 0)
    .sort((a, b) => b.joined.length - a.joined.length);
}

const defaultAliases = aliasesOf(allMarks);

/** At most one insertion, deletion or substitution between a and b. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Where an alias matches the tokens starting at `start`: the end (exclusive), or -1. */
function matchAt(alias: Alias, words: string[], start: number, fuzzy: boolean): number {
  if (alias.joined.length <= SHORT) {
    // Exactly the alias's words, or the alias written as one word ("18 K" or "18K").
    if (words[start] === alias.joined) return start + 1;
    const n = alias.words.length;
    return n > 1 && alias.words.every((w, k) => words[start + k] === w) ? start + n : -1;
  }
  let joined = '';
  for (let end = start; end < words.length && end < start + alias.words.length + 3; end++) {
    joined += canonical(words[end]);
    if (joined === alias.key) return end + 1;
    if (fuzzy && alias.key.length >= FUZZY_FROM && withinOneEdit(joined, alias.key)) {
      // Prefer the exact reading if the next word completes it ("CHRISTOFL E").
      const next = end + 1 < words.length ? joined + canonical(words[end + 1]) : '';
      return next === alias.key ? end + 2 : end + 1;
    }
    if (joined.length > alias.key.length + 1) break;
  }
  return -1;
}

/**
 * The marks found in a text, in reading order, each once. Longer names win over the shorter ones they
 * contain ("R. LALIQUE" over "LALIQUE", "HB QUIMPER" over "QUIMPER").
 */
export function findMarks(text: string, marks?: readonly Mark[]): MarkFound[] {
  const aliases = marks ? aliasesOf(marks) : defaultAliases;
  const words = tokens(text);
  const taken = new Array<boolean>(words.length).fill(false);
  const found: { mark: Mark; start: number; end: number }[] = [];
  // Exact readings first, so that a near miss never takes the words of an exact one ("LALIQUE" is not
  // "R LALIQUE" missing a letter).
  for (const fuzzy of [false, true])
    for (const alias of aliases)
      for (let start = 0; start < words.length; start++) {
        if (taken[start]) continue;
        const end = matchAt(alias, words, start, fuzzy);
        if (end < 0 || taken.slice(start, end).some(Boolean)) continue;
        taken.fill(true, start, end);
        found.push({ mark: alias.mark, start, end });
      }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.start - b.start)
    .filter((f) => !seen.has(f.mark.id) && seen.add(f.mark.id))
    .map((f) => ({ mark: f.mark, read: words.slice(f.start, f.end).join(' ') }));
}

/** How much more likely a type the mark names becomes, and a type of the mark's family. */
const TYPE_WEIGHT = 4;
const FAMILY_WEIGHT = 2;
/** The least probability a named type gets before weighting, shared among the mark's types. */
const TYPE_FLOOR = 0.1;
/** A readable maker's name makes "not an object" half as likely. */
const REST_WEIGHT = 0.5;

/**
 * Moves an identification towards what the marks read on the photos name: each type a mark points to is
 * weighted ×4 (and given a small floor, so a close-up of a mark the classifier cannot place still yields
 * the maker's types as candidates), other types of its family ×2, "not an object" ×½; the probabilities
 * are then scaled back to their former total. The confidence follows the best type's new probability
 * on the same shown scale (calibration, views, the photos' agreement). The marks and the text are recorded
 * on the identification.
 *
 * Reading a mark never takes away an estimate the photos gave: when the photos' answer is priced (at the
 * price floor or above) and no mark names its type, that type keeps its probability and the marks move
 * only the rest (a cup with a silversmith's mark is still a cup, the maker named); a mark's type then
 * comes first only by outweighing it, so at least as surely. The confidence of a priced answer never falls.
 * Below the floor there is no estimate to keep and the marks weigh on every type.
 */
export function applyMarks(id: Identification, read: string, found: MarkFound[]): Identification {
  const text = { ...id.text, read, marks: found };
  if (!found.length) return { ...id, text };
  // A priced answer of the photos that no mark names keeps its probability (see above).
  const previous = !id.notAppraisable && id.confidence >= PRICE_FLOOR ? id.ranked[0] : undefined;
  const named = new Set(found.flatMap((f) => f.mark.types));
  let moved = weighByMarks(id, found, previous && !named.has(previous.category) ? previous : undefined);
  if (previous && shownPercent(id, moved.ranked[0].score) < id.confidence)
    moved = weighByMarks(id, found, previous);
  const confidence =
    previous && moved.ranked[0].category === previous.category
      ? Math.max(shownPercent(id, moved.ranked[0].score), id.confidence)
      : shownPercent(id, moved.ranked[0].score);

  // Families the same way: the mark's family weighted ×2 (from a floor), scaled back to the former total.
  const rest = id.rest * REST_WEIGHT;
  const familyScores = new Map(id.families.map((f) => [f.family, f.score]));
  for (const family of new Set(found.map((f) => f.mark.family)))
    familyScores.set(family, Math.max(familyScores.get(family) ?? 0, TYPE_FLOOR) * FAMILY_WEIGHT);
  const familyBefore = id.families.reduce((sum, f) => sum + f.score, 0) + id.rest;
  const familyScale = familyBefore / ([...familyScores.values()].reduce((a, b) => a + b, 0) + rest);
  const families = [...familyScores]
    .map(([family, score]) => ({ family, score: score * familyScale }))
    .sort((a, b) => b.score - a.score);

  const { ranked, scale } = moved;
  const best = ranked[0];
  const topRest = id.topRest && { ...id.topRest, probability: id.topRest.probability * REST_WEIGHT * scale };
  const n = id.photos.length || 1;
  const notAppraisable = rest * scale >= 0.5 && !!topRest && topRest.probability / n > best.score;
  return {
    ...id,
    ranked,
    families,
    rest: rest * scale,
    topRest,
    confidence,
    notAppraisable,
    text,
  };
}

/**
 * The types weighted by the marks and scaled back to their former total; a `held` type keeps its
 * probability out of it, the others sharing what it leaves.
 */
function weighByMarks(id: Identification, found: MarkFound[], held?: RankedCategory) {
  const before = id.ranked.reduce((sum, r) => sum + r.score, 0) + id.rest - (held?.score ?? 0);
  const scores = new Map<Category, number>(
    id.ranked.filter((r) => r.category !== held?.category).map((r) => [r.category, r.score]),
  );
  const weights = new Map<Category, number>();
  const raise = (c: Category, w: number) => weights.set(c, Math.max(weights.get(c) ?? 1, w));
  for (const { mark } of found) {
    for (const c of mark.types) {
      if (c === held?.category) continue;
      scores.set(c, Math.max(scores.get(c) ?? 0, TYPE_FLOOR / mark.types.length));
      raise(c, TYPE_WEIGHT);
    }
    for (const c of scores.keys()) if (c.family === mark.family) raise(c, FAMILY_WEIGHT);
  }
  const weighted = [...scores].map(([category, score]) => ({
    category,
    score: score * (weights.get(category) ?? 1),
  }));
  const scale = before / (weighted.reduce((sum, r) => sum + r.score, 0) + id.rest * REST_WEIGHT);
  const ranked = [...weighted.map((r) => ({ ...r, score: r.score * scale })), ...(held ? [held] : [])].sort(
    (a, b) => b.score - a.score,
  );
  return { ranked, scale };
}

/**
 * The photos that give only their text: those on which a mark is read while the photo's own best type is
 * none the mark names (a close-up of a hallmark looks like paper or a coin to the classifier). Their
 * classification would outvote the photos of the whole object, so they do not vote on the type; their
 * text and marks count like any photo's. Empty when no other photo is left to vote.
 */
export function textOnlyPhotos(
  photos: readonly PhotoScores[],
  marksPerPhoto: readonly MarkFound[][],
): number[] {
  const closeUps = photos.flatMap((photo, i) => {
    const marks = marksPerPhoto[i] ?? [];
    if (!marks.length) return [];
    const own = categories[argmax(photo.categories)];
    return marks.some((f) => f.mark.types.includes(own)) ? [] : [i];
  });
  return closeUps.length < photos.length ? closeUps : [];
}

function argmax(values: Float64Array): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}

/** The marks that bear on a type: those naming it or its family. */
export function marksFor(category: Category, found: readonly MarkFound[]): MarkFound[] {
  return found.filter((f) => f.mark.types.includes(category) || f.mark.family === category.family);
}

/**
 * The factor the marks apply to a type's value band: the first applicable maker's times the first
 * applicable hallmark's (Christofle × sterling), kept within ×0.2–×30.
 */
export function priceFactor(category: Category, found: readonly MarkFound[]): number {
  const applicable = marksFor(category, found);
  const maker = applicable.find((f) => f.mark.kind === 'maker');
  const hallmark = applicable.find((f) => f.mark.kind === 'hallmark');
  const factor = (maker?.mark.price.factor ?? 1) * (hallmark?.mark.price.factor ?? 1);
  return Math.min(30, Math.max(0.2, factor));
}
