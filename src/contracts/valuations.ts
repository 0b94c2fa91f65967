import { z } from 'zod';
import { AMOUNT_MAX, calendarDateSchema, idSchema } from './collection';

/**
 * The value history of an object and of the collection. Estimates (an analysis, a re-analysis, the owner's
 * edit, the owner's comparables) are written by the server whenever an object's range changes; the owner records real figures (a
 * sale, an expert's valuation). Amounts are euros.
 */

export const valuationSources = [
  'analysis',
  'reanalysis',
  'manual',
  'sale',
  'expert',
  'comparables',
] as const;
export const valuationSourceSchema = z.enum(valuationSources);
export type ValuationSource = z.infer<typeof valuationSourceSchema>;

/** The figures an owner records by hand; only these can be deleted (estimates are history). */
export const recordedKinds = ['sale', 'expert'] as const;
export const recordedKindSchema = z.enum(recordedKinds);
export type RecordedKind = z.infer<typeof recordedKindSchema>;

/**
 * Which figure is an object's value (docs/decisions/027-value-precedence.md): a recorded sale outranks an
 * expert's valuation, which outranks every estimate (the comparables', the analysis's, the owner's own);
 * within a rank the latest wins (the day it holds for, then the order written). The object's range, the
 * lists, the totals, the dashboard, the value history and the insurance dossier all follow this one rule.
 */
export const valueRanks = { sale: 3, expert: 2 } as const;
export const ESTIMATE_RANK = 1;
export const valueRank = (source: string): number =>
  source in valueRanks ? valueRanks[source as keyof typeof valueRanks] : ESTIMATE_RANK;

/** The entry that is the value, among an object's history; undefined for an empty history. */
export function currentValue<T extends { source: string; valuedOn: string; id: number }>(
  entries: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const e of entries) {
    if (!best) best = e;
    else {
      const order =
        valueRank(e.source) - valueRank(best.source) ||
        (e.valuedOn < best.valuedOn ? -1 : e.valuedOn > best.valuedOn ? 1 : 0) ||
        e.id - best.id;
      if (order > 0) best = e;
    }
  }
  return best;
}

/**
 * What kind of value a figure is: what the object would fetch in a sale today (market), or what replacing
 * it would cost, the figure insurers ask for (replacement). Estimates and sales are market values; an
 * expert's valuation is whichever the expert gave, as the owner records it (market unless said).
 */
export const valueKinds = ['market', 'replacement'] as const;
export const valueKindSchema = z.enum(valueKinds);
export type ValueKind = z.infer<typeof valueKindSchema>;

export const VALUATION_NOTE_MAX = 500;
export const EARLIEST_VALUATION_DATE = '1900-01-01';

/**
 * The latest calendar day anywhere on Earth (UTC+14): "today" for a person east of Greenwich may already be
 * tomorrow in UTC, and recording a sale made today must not be refused as a date in the future.
 */
export function latestValuationDate(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An amount of money typed in a form or sent as a number: > 0, two decimals, within what is stored. */
const positiveAmountSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z
    .number()
    .positive('The amount must be more than 0')
    .max(AMOUNT_MAX)
    .transform((n) => Math.round(n * 100) / 100)
    // 0.001 rounds to nothing: still not a figure.
    .refine((n) => n > 0, 'The amount must be more than 0'),
);

/** POST /api/objects/{id}/valuations */
export const recordValuationBodySchema = z
  .object({
    kind: recordedKindSchema,
    amount: positiveAmountSchema,
    date: calendarDateSchema
      .refine((d) => d >= EARLIEST_VALUATION_DATE, 'The date must be in 1900 or later')
      .refine((d) => d <= latestValuationDate(), 'The date must not be in the future'),
    note: z.string().trim().max(VALUATION_NOTE_MAX).default(''),
    /** An expert valuation's kind; a sale is what the object fetched, a market value. */
    valueKind: valueKindSchema.default('market'),
  })
  .refine((b) => b.kind === 'expert' || b.valueKind === 'market', {
    message: 'A sale is a market value',
    path: ['valueKind'],
  });
export type RecordValuationBody = z.infer<typeof recordValuationBodySchema>;

export const valuationSchema = z.object({
  id: idSchema,
  source: valuationSourceSchema,
  low: z.number().nullable(),
  high: z.number().nullable(),
  confidence: z.number().nullable(),
  note: z.string(),
  valueKind: valueKindSchema,
  /** YYYY-MM-DD */
  valuedOn: z.string(),
  createdAt: z.string(),
  /** Who recorded it, by name (decision 037); null where nobody did by hand or the account is gone. */
  recordedBy: z.string().nullable(),
});
export type Valuation = z.infer<typeof valuationSchema>;

/** GET /api/objects/{id}/valuations: oldest first. */
export const valuationListSchema = z.object({ valuations: z.array(valuationSchema) });
export type ValuationList = z.infer<typeof valuationListSchema>;

export const valuationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  valuationId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Past this many days with a valuation, the collection's history is given month by month. */
export const VALUE_HISTORY_DAILY_MAX = 90;

/** GET /api/dashboard/value-history: the collection's total (objects that exist now) after each point. */
export const valueHistorySchema = z.object({
  /** 'day': one point per day with a valuation; 'month': the value at the last such day of each month. */
  bucket: z.enum(['day', 'month']),
  points: z.array(z.object({ date: z.string(), low: z.number(), high: z.number() })),
});
export type ValueHistory = z.infer<typeof valueHistorySchema>;
