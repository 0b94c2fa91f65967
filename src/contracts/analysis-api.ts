import { z } from 'zod';
import { analysisResultSchema, languageSchema, marketDataSchema } from './analysis';

/** Limits of POST /api/analyze-complete (multipart: image, image_1 … image_9, imageCount, language). */
export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** The answer of a refused analysis (429) when the month's analyses are used up (docs/product.md#limits). */
export const USAGE_LIMIT_MESSAGE = "Votre forfait actuel ne permet plus d'analyses ce mois-ci.";

/**
 * What every analysis includes on the same photos beyond its first answer (decision 021): an expertise
 * report, answers to the appraiser's questions, namings of the object (a candidate chosen or a type named)
 * and close-ups. Each one runs the analyzer again; beyond these, each uses one of the month's analyses, and
 * none is run when the plan has none left (429 USAGE_LIMIT).
 */
export const FOLLOW_UPS_INCLUDED = { enhance: 1, refine: 3, identify: 3, photo: 2 } as const;
export type FollowUpKind = keyof typeof FOLLOW_UPS_INCLUDED;
export const followUpKinds = Object.keys(FOLLOW_UPS_INCLUDED) as FollowUpKind[];

/** Of each kind of follow-up, how many of those the analysis includes are left. */
export const followUpsLeftSchema = z.object({
  enhance: z.number().int().min(0),
  refine: z.number().int().min(0),
  identify: z.number().int().min(0),
  photo: z.number().int().min(0),
});
export type FollowUpsLeft = z.infer<typeof followUpsLeftSchema>;

/** A stored photo as the client references it: URLs are private (owner and admins only). */
export const storedPhotoSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredPhoto = z.infer<typeof storedPhotoSchema>;

/**
 * Every analysis field plus where the photos now live: saving the object sends imageUrl and
 * additionalImages back instead of uploading the photos again.
 */
export const analysisResponseSchema = analysisResultSchema.extend({
  analysisId: z.string().uuid(),
  photos: z.array(storedPhotoSchema),
  imageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()),
  provider: z.string(),
  model: z.string(),
  language: languageSchema,
  /** The follow-ups this analysis still includes; absent where the server did not say. */
  followUpsLeft: followUpsLeftSchema.optional(),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

/** GET /api/analyses/{id}: a stored analysis as analyze-complete answered it, with its date. */
export const storedAnalysisSchema = analysisResponseSchema.extend({
  kind: z.enum(['complete', 'reanalyze']),
  createdAt: z.string(),
  enhanced: z.boolean(),
});
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;

/** GET /api/analyses: the user's successful analyses, newest first. */
export const analysisHistorySchema = z.object({
  analyses: z.array(
    z.object({
      analysisId: z.string().uuid(),
      kind: z.enum(['complete', 'reanalyze']),
      name: z.string(),
      category: z.string(),
      confidenceScore: z.number(),
      estimatedValueMin: z.number(),
      estimatedValueMax: z.number(),
      thumbnailUrl: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AnalysisHistory = z.infer<typeof analysisHistorySchema>;

/** objectId: an object of the collection; analysisId: a stored analysis (re-run on its photos). */
export const reanalyzeBodySchema = z
  .object({
    objectId: z.union([z.string().min(1).max(100), z.number().int()]).optional(),
    analysisId: z.string().uuid().optional(),
    language: languageSchema.optional(),
  })
  .refine((b) => b.objectId !== undefined || b.analysisId !== undefined, {
    message: 'objectId or analysisId is required',
  });
export type ReanalyzeBody = z.infer<typeof reanalyzeBodySchema>;

export const searchMarketplaceBodySchema = z.object({
  objectId: z.union([z.string().min(1).max(100), z.number().int()]).optional(),
  name: z.string().trim().max(300).optional(),
  category: z.string().trim().max(300).optional(),
  searchTerms: z.union([z.array(z.string().trim().max(300)).max(30), z.string().trim().max(1000)]).optional(),
  language: languageSchema.optional(),
});
export type SearchMarketplaceBody = z.infer<typeof searchMarketplaceBodySchema>;

export const searchMarketplaceResponseSchema = z.object({ marketData: marketDataSchema });

/** POST /api/analyze/{id}/enhance: the body may be absent. */
/** POST /api/analyses/{id}/choose: the owner names the object among the candidates offered. */
export const chooseCandidateBodySchema = z.object({
  candidateId: z.string().trim().min(1).max(300),
  language: languageSchema.optional(),
});
export type ChooseCandidateBody = z.infer<typeof chooseCandidateBodySchema>;

/** The longest name an owner may give an object in their own words. */
export const MAX_OWN_NAME = 80;

/**
 * POST /api/analyses/{id}/name: the owner says what the object is when no candidate fits, either an object
 * type (typeId, from GET /api/object-types) or, when no type fits, their own words in a family they pick.
 */
export const nameObjectBodySchema = z.union([
  z.object({ typeId: z.string().trim().min(1).max(100), language: languageSchema.optional() }).strict(),
  z
    .object({
      text: z.string().trim().min(1).max(MAX_OWN_NAME),
      familyId: z.string().trim().min(1).max(100),
      language: languageSchema.optional(),
    })
    .strict(),
]);
export type NameObjectBody = z.infer<typeof nameObjectBodySchema>;

/** GET /api/object-types: the object types what the owner typed names, and every family. */
export const objectTypesQuerySchema = z.object({
  q: z.string().max(200).default(''),
  language: languageSchema.optional(),
});
export type ObjectTypesQuery = z.infer<typeof objectTypesQuerySchema>;

export const objectTypesResponseSchema = z.object({
  /** At most 8, best first, in the reader's language. */
  matches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      familyId: z.string(),
      familyName: z.string(),
      score: z.number().min(0).max(100),
    }),
  ),
  /** Every family, for an object no type fits ("keep my own words"). */
  families: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ObjectTypesResponse = z.infer<typeof objectTypesResponseSchema>;

/**
 * POST /api/analyses/{id}/refine: the owner answers some of the answer's questions (question id → answer id);
 * earlier answers are kept unless answered again.
 */
export const refineBodySchema = z.object({
  answers: z
    .record(z.string().trim().min(1).max(40), z.string().trim().min(1).max(40))
    .refine((a) => Object.keys(a).length >= 1 && Object.keys(a).length <= 4, 'one to four answers'),
  language: languageSchema.optional(),
});
export type RefineBody = z.infer<typeof refineBodySchema>;

export const enhanceBodySchema = z.object({ language: languageSchema.optional() }).nullish();

/** GET /api/usage/stats; limit null means unlimited. */
export const usageStatsSchema = z.object({
  completeAnalysis: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;
