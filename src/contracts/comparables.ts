import { z } from 'zod';
import { calendarDateSchema, idSchema } from './collection';
import { referenceRates, type Currency, type ReferenceRates } from './currency';
import { currencySchema } from './choices';
import { EARLIEST_VALUATION_DATE, latestValuationDate } from './valuations';

/**
 * Comparables: items like the owner's, sold or offered, that the owner records on an object. Their prices
 * drive the object's estimate (src/server/modules/collection/comparables-estimate.ts). A price typed in
 * another currency is kept as typed and converted to euros at the app's dated reference rate.
 */

export const comparableKinds = ['sold', 'asking'] as const;
export const comparableKindSchema = z.enum(comparableKinds);
export type ComparableKind = z.infer<typeof comparableKindSchema>;

/** Comparables per object: enough to estimate well, few enough to keep the page and the estimate quick. */
export const COMPARABLES_PER_OBJECT_MAX = 50;
export const COMPARABLE_TITLE_MAX = 200;
export const COMPARABLE_NOTE_MAX = 500;
export const COMPARABLE_URL_MAX = 2000;
/**
 * A billion (in the typed currency): above every auction record, so a figure past it is a typo (a
 * misplaced separator), not a comparable.
 */
export const COMPARABLE_PRICE_MAX = 1_000_000_000;

/** A price in euros from one in `currency`, at the reference rate, to the cent. */
export function toEuros(price: number, currency: Currency, rates: ReferenceRates = referenceRates): number {
  return Math.round((price / rates.perEuro[currency]) * 100) / 100;
}

/** A price typed in a form or sent as a number: > 0, two decimals, at most COMPARABLE_PRICE_MAX. */
const priceSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z
    .number()
    .positive('The price must be more than 0')
    .max(COMPARABLE_PRICE_MAX, 'The price is too large')
    .transform((n) => Math.round(n * 100) / 100)
    // 0.001 rounds to nothing: still not a price.
    .refine((n) => n > 0, 'The price must be more than 0'),
);

/** Blank means no link; a link is an absolute http(s) URL (no javascript:, no data:, no relative path). */
const linkSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .max(COMPARABLE_URL_MAX)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
      } catch {
        return false;
      }
    }, 'The link must be an http(s) address')
    .nullable(),
);

const comparableDateSchema = calendarDateSchema
  .refine((d) => d >= EARLIEST_VALUATION_DATE, 'The date must be in 1900 or later')
  .refine((d) => d <= latestValuationDate(), 'The date must not be in the future');

const fields = {
  title: z.string().trim().min(1, 'A title is required').max(COMPARABLE_TITLE_MAX),
  price: priceSchema,
  currency: currencySchema.default('EUR'),
  /** The day it sold, or the day the offer was seen. */
  date: comparableDateSchema,
  url: linkSchema.default(null),
  kind: comparableKindSchema,
  note: z.string().trim().max(COMPARABLE_NOTE_MAX).default(''),
};

/** POST /api/objects/{id}/comparables */
export const createComparableBodySchema = z.object(fields);
export type CreateComparableBody = z.infer<typeof createComparableBodySchema>;
export type CreateComparableInput = z.input<typeof createComparableBodySchema>;

/** PATCH /api/objects/{id}/comparables/{comparableId}: any of the fields, at least one. */
export const patchComparableBodySchema = z
  .object({
    title: fields.title.optional(),
    price: priceSchema.optional(),
    currency: currencySchema.optional(),
    date: comparableDateSchema.optional(),
    url: linkSchema.optional(),
    kind: comparableKindSchema.optional(),
    note: z.string().trim().max(COMPARABLE_NOTE_MAX).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type PatchComparableBody = z.infer<typeof patchComparableBodySchema>;

export const comparableSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** As typed, in `currency`. */
  price: z.number(),
  currency: currencySchema,
  /** The price in euros at the reference rate: what the estimate uses. */
  priceEur: z.number(),
  /** YYYY-MM-DD */
  date: z.string(),
  url: z.string().nullable(),
  kind: comparableKindSchema,
  note: z.string(),
  createdAt: z.string(),
});
export type Comparable = z.infer<typeof comparableSchema>;

/** What the comparables say the object is worth, in euros. */
export const comparablesEstimateSchema = z.object({
  min: z.number(),
  max: z.number(),
  base: z.number(),
  count: z.number().int(),
  basis: z.literal('comparables'),
});
export type ComparablesEstimate = z.infer<typeof comparablesEstimateSchema>;

/** GET /api/objects/{id}/comparables: newest first. */
export const comparableListSchema = z.object({
  comparables: z.array(comparableSchema),
  /** From the comparables now recorded; null without any. */
  estimate: comparablesEstimateSchema.nullable(),
  /** The object's estimate is this one (the owner has not set another since). */
  applied: z.boolean(),
  /** Sold comparables dated within RECENT_SALE_DAYS: the estimate rests on recent sales when > 0. */
  recentSales: z.number().int(),
});
export type ComparableList = z.infer<typeof comparableListSchema>;

/** "Sold recently": within two years, the estimator's half-life. */
export const RECENT_SALE_DAYS = 730;

export const comparableParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  comparableId: z.coerce.number().int().positive().max(2_147_483_647),
});
