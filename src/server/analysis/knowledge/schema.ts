import { z } from 'zod';

/** A text in both languages: a missing or empty translation fails validation at start. */
export const text = z.strictObject({ fr: z.string().trim().min(1), en: z.string().trim().min(1) });

const wnid = z.string().regex(/^n\d{8}$/, 'an ImageNet/WordNet id such as n04398044');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case id with dashes');

export const familyIds = [
  'ceramics-porcelain',
  'glassware',
  'silver-metalware',
  'clocks-watches',
  'furniture',
  'lighting',
  'musical-instruments',
  'cameras-optics',
  'toys-games',
  'books-paper',
  'art-frames',
  'jewellery',
  'tools',
  'militaria',
  'textiles-fashion',
  'kitchenware',
  'scientific-medical',
  'sports',
  'electronics',
  'collectibles-other',
] as const;
export const familyId = z.enum(familyIds);
export type FamilyId = z.infer<typeof familyId>;

/** What the WordNet walk calls a class that is not an appraisable object. */
export const notObjectIds = ['animal', 'food', 'place', 'person', 'vehicle', 'everyday'] as const;
export const notObjectId = z.enum(notObjectIds);
export type NotObjectId = z.infer<typeof notObjectId>;

export const vocabularySchema = z.strictObject({
  about: z.string(),
  materials: z.record(z.string(), text),
  periods: z.record(z.string(), text),
  styles: z.record(z.string(), text),
  regulations: z.record(z.string(), text),
});

/** A question an appraiser asks to narrow an object, with its possible answers. */
const question = z.strictObject({
  text,
  answers: z
    .array(
      z.strictObject({
        id: slug,
        text,
        /** Steps on the object type's value scale the answer moves the estimate; null: not known, no change. */
        shift: z.number().min(-3).max(3).nullable(),
      }),
    )
    .min(2),
});

export const familiesSchema = z.strictObject({
  about: z.string(),
  questions: z.record(z.string(), question),
  families: z
    .array(
      z.strictObject({
        id: familyId,
        name: text,
        /** The next photos that would best identify an object of this family, most useful first. */
        nextPhotos: z.array(text).min(1),
        checks: z.array(text).min(1),
        factors: z.array(text).min(1),
        market: text,
        /** Ids into `questions`, the most useful first. */
        questions: z.array(z.string()).min(1).max(4),
      }),
    )
    .length(familyIds.length),
  notObjects: z.array(z.strictObject({ id: notObjectId, what: text })).length(notObjectIds.length),
});

/** Where a price or a price effect comes from: an editorial guess, or a source with its date and count. */
const priceOrigin = z.union([
  z.literal('editorial-guess'),
  z.strictObject({
    source: z.string().min(1),
    date: z.string().min(4),
    observations: z.number().int().min(1),
  }),
]);

/**
 * Euro breakpoints from poor to excellent condition (poor [v0, v1], fair [v1, v2], good [v2, v3], excellent
 * [v3, v4]), increasing, and where they come from. No price without an origin.
 */
const value = z.strictObject({
  breakpoints: z
    .tuple([z.number(), z.number(), z.number(), z.number(), z.number()])
    .refine(
      (v) => v.every((x, i) => x >= 0 && (i === 0 || x >= v[i - 1])),
      'increasing breakpoints, none negative',
    ),
  origin: priceOrigin,
});

export const objectTypeSchema = z.strictObject({
  id: slug,
  name: text,
  /** What the type covers and what usually drives its price. */
  about: text,
  value,
  /** Keys into vocabulary.json. */
  periods: z.array(z.string()).min(1),
  styles: z.array(z.string()).min(1),
  materials: z.array(z.string()).min(1),
  /** Where such objects were typically made. */
  origin: text.optional(),
  /** Marketplace search terms, best first. */
  search: z.array(text).min(1),
  /**
   * ImageNet classes (WordNet ids) and the share of each class's probability that counts for this type: a
   * share below 1 says the class is only indirect evidence. A type may have none and be recognised from
   * its reference photos alone (datasets/reference/<type id>/).
   */
  synsets: z.record(wnid, z.number().gt(0).max(1)),
  /** Keys into vocabulary.json's regulations: regulated material the type often involves. */
  regulated: z.array(z.string()).optional(),
});
export type ObjectTypeData = z.infer<typeof objectTypeSchema>;

export const typesFileSchema = z.strictObject({ family: familyId, types: z.array(objectTypeSchema).min(1) });

export const synsetFamiliesSchema = z.strictObject({
  generatedBy: z.string(),
  classes: z.record(
    wnid,
    z.strictObject({
      name: z.string(),
      family: familyId.optional(),
      notObject: notObjectId.optional(),
      via: z.string(),
    }),
  ),
});

/**
 * A maker, or a hallmark or material word, that can be read on a photo (makers.json). `match` lists how it is
 * written on objects, in capitals; matching ignores case, accents, spacing and common OCR confusions, but
 * always needs the whole words. A mark points to object types (ids of types/*.json, any family) and to one
 * family, and multiplies the type's value band by `price.factor`, which, like every price, has an origin.
 */
export const markSchema = z.strictObject({
  id: slug,
  /** The name as written in both languages (usually the same). */
  name: text,
  kind: z.enum(['maker', 'hallmark']),
  /** One sentence: what the mark says about the object. */
  about: text,
  match: z.array(z.string().trim().min(2).max(60)).min(1),
  family: familyId,
  types: z.array(slug).min(1),
  price: z.strictObject({ factor: z.number().gt(0).max(50), origin: priceOrigin }),
});
export type MarkData = z.infer<typeof markSchema>;

export const marksFileSchema = z.strictObject({ about: z.string(), marks: z.array(markSchema).min(1) });

const euros = z.number().positive();
/**
 * knowledge/prices.json, written by scripts/prices/build.ts from the observed prices of
 * datasets/prices/sources.json: per object type, its distribution in today's euros and what it rests on;
 * per answer to an appraiser's question, where objects with that answer sit within their type's
 * distribution, where the records say it.
 */
export const pricesFileSchema = z.strictObject({
  about: z.string(),
  /** What the euros are: the year and the price index that brought every price to it. */
  euros: z.string(),
  sources: z.record(
    z.string(),
    z.strictObject({ name: z.string().min(1), repo: z.string(), commit: z.string(), licence: z.string() }),
  ),
  types: z.record(
    slug,
    z.strictObject({
      /** Prices at the 5th, 10th, 25th, 50th, 75th, 90th and 95th percentiles. */
      quantiles: z
        .tuple([euros, euros, euros, euros, euros, euros, euros])
        .refine((q) => q.every((x, i) => i === 0 || x >= q[i - 1]), 'increasing quantiles'),
      n: z.number().int().min(1),
      from: z.string().regex(/^\d{4}$/),
      to: z.string().regex(/^\d{4}$/),
      /** ids of `sources` */
      sources: z.array(z.string()).min(1),
      /** A type with too few observations of its own borrows those of a close type or of its family. */
      borrowedFrom: z.string().optional(),
    }),
  ),
  /** `family:question:answer` or `*:question:answer` → the part of the type's distribution it selects. */
  answers: z.record(
    z.string().regex(/^[a-z0-9*-]+:[a-z0-9-]+:[a-z0-9-]+$/),
    z.strictObject({
      window: z.tuple([z.number().min(0.05).max(0.95), z.number().min(0.05).max(0.95)]),
      n: z.number().int().min(1),
    }),
  ),
});
export type PricesFile = z.infer<typeof pricesFileSchema>;
