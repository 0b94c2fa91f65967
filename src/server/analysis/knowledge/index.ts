import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { appRoot } from '../../paths';
import {
  familiesSchema,
  marksFileSchema,
  pricesFileSchema,
  synsetFamiliesSchema,
  typesFileSchema,
  vocabularySchema,
  type FamilyId,
  type NotObjectId,
  type PricesFile,
} from './schema';

export { familyIds, notObjectIds, type FamilyId, type NotObjectId } from './schema';

/**
 * The object knowledge of the embedded analyzer, read from the JSON files of this folder and validated
 * when the server starts: a broken file stops the start with the file and the path of the error, rather
 * than surfacing as a wrong answer later. Texts are turned into [fr, en] pairs, the shape the result
 * builder reads.
 */

/** A French and an English text, in that order. */
export type Pair = readonly [fr: string, en: string];

export interface Family {
  id: FamilyId;
  name: Pair;
  /** The next photos that would best identify an object of this family. */
  nextPhotos: readonly Pair[];
  /** How an owner or an expert would verify an attribution. */
  checks: readonly Pair[];
  /** What moves prices in this family. */
  factors: readonly Pair[];
  /** A sentence on the market for the family. */
  market: Pair;
  /** What an appraiser would ask to narrow an object of this family, most useful first. */
  questions: readonly Question[];
}

export interface Question {
  id: string;
  text: Pair;
  /** `shift`: steps on the type's value scale the answer moves the estimate; null when the owner does not know. */
  answers: readonly { id: string; text: Pair; shift: number | null }[];
}

export type ValueBreakpoints = readonly [number, number, number, number, number];
export type ValueOrigin = 'editorial-guess' | { source: string; date: string; observations: number };

/** The percentiles a band gives prices at (5th … 95th). */
export const BAND_POINTS = [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95] as const;

/** What a type's price band rests on. */
export interface BandBasis {
  /**
   * observed: the type's own recorded prices; borrowed: too few of its own, those of `borrowedFrom` (a
   * close type or its family); editorial: no recorded prices at all, the knowledge's guess.
   */
  kind: 'observed' | 'borrowed' | 'editorial';
  n: number;
  from?: string;
  to?: string;
  /** Names of the sources, for the reader. */
  sources: readonly string[];
  /** Id of the type or family whose prices were borrowed. */
  borrowedFrom?: string;
}

/** A type's prices in today's euros: the value at each of BAND_POINTS, and what they rest on. */
export interface Band {
  quantiles: readonly number[];
  basis: BandBasis;
}

export interface Category {
  id: string;
  family: FamilyId;
  name: Pair;
  about: Pair;
  /** The knowledge's own guess (poor floor … best excellent example), kept for types without prices. */
  value: ValueBreakpoints;
  valueOrigin: ValueOrigin;
  band: Band;
  periods: readonly Pair[];
  styles: readonly Pair[];
  materials: readonly Pair[];
  origin?: Pair;
  search: readonly Pair[];
  /** ImageNet class (WordNet id) → share of its probability that counts for this type. */
  synsets: Readonly<Record<string, number>>;
  regulated?: readonly Pair[];
}

/** A maker, hallmark or material word that can be read on a photo (makers.json). */
export interface Mark {
  id: string;
  name: Pair;
  kind: 'maker' | 'hallmark';
  about: Pair;
  /** How it is written on objects, in capitals. */
  match: readonly string[];
  family: FamilyId;
  /** The object types it points to. */
  types: readonly Category[];
  /** Multiplies the value band of the type when the mark is read; origin as for every price. */
  price: { factor: number; origin: ValueOrigin };
}

export interface NotObjectGroup {
  id: NotObjectId;
  /** What the classifier saw, as the end of "the photo rather shows ...". */
  what: Pair;
}

export interface SynsetClass {
  name: string;
  family?: FamilyId;
  notObject?: NotObjectId;
}

// Found from the repository root: the same folder from src/ and from the compiled bundle in dist/.
export const knowledgeFolder = path.join(appRoot, 'src/server/analysis/knowledge');
const folder = knowledgeFolder;

function read<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const raw = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as unknown;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`knowledge/${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

const pair = (t: { fr: string; en: string }): Pair => [t.fr, t.en];

function load() {
  const vocabulary = read('vocabulary.json', vocabularySchema);
  const familyData = read('families.json', familiesSchema);
  const synsetData = read('derived/synset-families.json', synsetFamiliesSchema);
  const prices = read('prices.json', pricesFileSchema);

  const families = new Map<FamilyId, Family>(
    familyData.families.map((f) => [
      f.id,
      {
        id: f.id,
        name: pair(f.name),
        nextPhotos: f.nextPhotos.map(pair),
        checks: f.checks.map(pair),
        factors: f.factors.map(pair),
        market: pair(f.market),
        questions: f.questions.map((id) => {
          const q = familyData.questions[id];
          if (!q) throw new Error(`knowledge/families.json: ${f.id} asks unknown question "${id}"`);
          return {
            id,
            text: pair(q.text),
            answers: q.answers.map((a) => ({ id: a.id, text: pair(a.text), shift: a.shift })),
          };
        }),
      },
    ]),
  );
  const notObjects = new Map<NotObjectId, NotObjectGroup>(
    familyData.notObjects.map((g) => [g.id, { id: g.id, what: pair(g.what) }]),
  );

  const word =
    (list: Record<string, { fr: string; en: string }>, kind: string, where: string) => (key: string) => {
      const t = list[key];
      if (!t) throw new Error(`knowledge/${where}: unknown ${kind} "${key}" (not in vocabulary.json)`);
      return pair(t);
    };
  const categories: Category[] = [];
  const ids = new Set<string>();
  for (const file of readdirSync(path.join(folder, 'types'))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const data = read(`types/${file}`, typesFileSchema);
    for (const t of data.types) {
      const where = `types/${file}: ${t.id}`;
      if (ids.has(t.id)) throw new Error(`knowledge/${where}: duplicate object type id`);
      ids.add(t.id);
      for (const wnid of Object.keys(t.synsets))
        if (!synsetData.classes[wnid])
          throw new Error(`knowledge/${where}: ${wnid} is not a classifier class`);
      categories.push({
        id: t.id,
        family: data.family,
        name: pair(t.name),
        about: pair(t.about),
        value: t.value.breakpoints,
        valueOrigin: t.value.origin,
        band: bandOf(t.id, t.value.breakpoints, prices),
        periods: t.periods.map(word(vocabulary.periods, 'period', where)),
        styles: t.styles.map(word(vocabulary.styles, 'style', where)),
        materials: t.materials.map(word(vocabulary.materials, 'material', where)),
        origin: t.origin && pair(t.origin),
        search: t.search.map(pair),
        synsets: t.synsets,
        regulated: t.regulated?.map(word(vocabulary.regulations, 'regulation', where)),
      });
    }
  }
  const classes = new Map<string, SynsetClass>(Object.entries(synsetData.classes));

  const byId = new Map(categories.map((c) => [c.id, c]));
  const markIds = new Set<string>();
  const marks: Mark[] = read('makers.json', marksFileSchema).marks.map((m) => {
    const where = `makers.json: ${m.id}`;
    if (markIds.has(m.id)) throw new Error(`knowledge/${where}: duplicate mark id`);
    markIds.add(m.id);
    return {
      id: m.id,
      name: pair(m.name),
      kind: m.kind,
      about: pair(m.about),
      match: m.match,
      family: m.family,
      types: m.types.map((id) => {
        const c = byId.get(id);
        if (!c) throw new Error(`knowledge/${where}: unknown object type "${id}"`);
        return c;
      }),
      price: m.price,
    };
  });
  for (const id of Object.keys(prices.types))
    if (!byId.has(id)) throw new Error(`knowledge/prices.json: unknown object type "${id}"`);
  return { families, notObjects, categories, classes, marks, answerWindows: prices.answers };
}

/** Editorial breakpoints read as percentiles: poor's floor ≈ 2nd, the typical example the median, the best ≈ 99th. */
const EDITORIAL_POINTS = [0.02, 0.25, 0.5, 0.75, 0.99] as const;

/**
 * Bands are quoted from 1 € and at least ×1.5 from their 5th to their 95th percentile (the narrowest range
 * quoted must fit inside): a band of cents or of one single price would not be a range.
 */
function quotable(q: readonly number[]): number[] {
  const v = q.map((x) => Math.max(1, x));
  v[v.length - 1] = Math.max(v[v.length - 1], 1.5 * v[0]);
  return v;
}

function bandOf(id: string, breakpoints: ValueBreakpoints, prices: PricesFile): Band {
  const observed = prices.types[id];
  if (observed)
    return {
      quantiles: quotable(observed.quantiles),
      basis: {
        kind: observed.borrowedFrom ? 'borrowed' : 'observed',
        n: observed.n,
        from: observed.from,
        to: observed.to,
        sources: observed.sources.map((s) => prices.sources[s]?.name ?? s),
        borrowedFrom: observed.borrowedFrom,
      },
    };
  // A zero floor (a wreck worth nothing) cannot be read on a log scale: a quarter of the next breakpoint.
  const v = breakpoints.map((x, i) => Math.max(x, i === 0 ? breakpoints[1] / 4 : x, 0.5));
  const at = (u: number) => {
    let i = 0;
    while (i < 3 && EDITORIAL_POINTS[i + 1] < u) i++;
    const f = (u - EDITORIAL_POINTS[i]) / (EDITORIAL_POINTS[i + 1] - EDITORIAL_POINTS[i]);
    return v[i] * (v[i + 1] / v[i]) ** f;
  };
  return { quantiles: quotable(BAND_POINTS.map(at)), basis: { kind: 'editorial', n: 0, sources: [] } };
}

const knowledge = load();

/** Families, keyed by id. */
export const families: ReadonlyMap<FamilyId, Family> = knowledge.families;
/** The kinds of things that are not appraisable objects, keyed by id. */
export const notObjects: ReadonlyMap<NotObjectId, NotObjectGroup> = knowledge.notObjects;
/** Every object type, in a stable order (types/*.json by file name, then as listed). */
export const categories: readonly Category[] = knowledge.categories;
/** The classifier's classes (WordNet id → name and family or non-object group), derived from WordNet. */
export const synsetClasses: ReadonlyMap<string, SynsetClass> = knowledge.classes;

/** Makers, hallmarks and material words that can be read on a photo, as listed in makers.json. */
export const marks: readonly Mark[] = knowledge.marks;

/**
 * Measured effects of the appraiser's answers (prices.json `answers`): the part of its type's distribution
 * (percentiles, 0.05–0.95) that objects with this answer occupy, by `family:question:answer`, or
 * `*:question:answer` when measured over every family.
 */
export const answerWindows: Readonly<Record<string, { window: readonly [number, number]; n: number }>> =
  knowledge.answerWindows;

export function familyOf(category: Category): Family {
  const family = families.get(category.family);
  if (!family) throw new Error(`Object type ${category.id} names an unknown family ${category.family}`);
  return family;
}
