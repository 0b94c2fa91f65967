import { z } from 'zod';

/**
 * The analysis result: one schema to prompt a model, validate its answer and type the client
 * (docs/product.md#appraisal). Keys stay English; text values come in the user's language.
 *
 * Key order matters: a model writes fields in schema order, so what identifies the object (evidence
 * first) comes before what values it. The descriptions are part of the prompt.
 */
const text = z.string().trim().max(4000);
const shortText = z.string().trim().max(300);
const list = z.array(z.string().trim().min(1).max(300)).max(30);

export const keyCharacteristicsSchema = z.object({
  materials: list.default([]).describe('Materials seen (wood, porcelain, sterling silver...)'),
  decorativeStyle: list.default([]),
  specificFeatures: list.default([]).describe('Marks, signatures, labels, hallmarks, damage seen'),
  dimensions: shortText.default('').describe('Estimated dimensions, or empty when nothing gives the scale'),
});

export const possibleOriginSchema = z.object({
  manufacturer: shortText.default(''),
  period: shortText.default(''),
  location: shortText.default(''),
  productionContext: text.default(''),
});

export const marketSourceSchema = z.object({
  name: shortText.describe('Marketplace, auction house or price guide'),
  /** e.g. "120 € – 300 €"; empty when no real price was seen */
  priceRange: shortText.default('').describe('Typical price range there, in euros; empty when unknown'),
  description: text.default(''),
  /** Only a real search or listing URL; never invented. */
  url: z
    .string()
    .url()
    .max(2000)
    .optional()
    .describe('Only the URL of a search or listing you actually consulted; omit otherwise'),
});

export const analysisStepSchema = z.object({
  step: z.number().int().min(1).max(20),
  title: shortText,
  description: text,
});

export const valuationDetailsSchema = z.object({
  baseValue: z.number().min(0).nullable().default(null).describe('Most likely selling price in euros'),
  highEndValue: z.number().min(0).nullable().default(null).describe('Price in the best case, in euros'),
  marketConditions: text.default(''),
  factorsInfluencingPrice: list.default([]),
});

export const furtherResearchSchema = z.object({
  recommendations: list.default([]),
  verificationSteps: list.default([]),
});

const emptyCharacteristics = { materials: [], decorativeStyle: [], specificFeatures: [], dimensions: '' };
const emptyOrigin = { manufacturer: '', period: '', location: '', productionContext: '' };

export const expertiseReportSchema = z.object({
  keyCharacteristics: keyCharacteristicsSchema.default(emptyCharacteristics),
  possibleOrigin: possibleOriginSchema.default(emptyOrigin),
  valuationDetails: valuationDetailsSchema.optional(),
  furtherResearch: furtherResearchSchema.optional(),
});
export type ExpertiseReport = z.infer<typeof expertiseReportSchema>;

export const marketDataSchema = z.object({ sources: z.array(marketSourceSchema).max(20).default([]) });
export type MarketData = z.infer<typeof marketDataSchema>;

export const candidateSchema = z.object({
  id: shortText.min(1).describe('A short identifier of the object type (its name will do)'),
  name: shortText.min(1).describe("The object type, in the reader's language"),
  score: z.number().min(0).max(100).describe('How likely this identification is, 0 to 100'),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** A question an appraiser asks about this object, with the owner's answer once given. */
export const refinementQuestionSchema = z.object({
  id: shortText.min(1),
  text: shortText.min(1),
  answers: z.array(z.object({ id: shortText.min(1), text: shortText.min(1) })).max(8),
  answer: shortText.optional(),
});
export type RefinementQuestion = z.infer<typeof refinementQuestionSchema>;

/** What the appraisal rests on, and who said it: the owner, or the photos. */
export const factSchema = z.object({
  label: shortText.min(1),
  value: shortText.min(1),
  source: z.enum(['owner', 'photo']),
});
export type Fact = z.infer<typeof factSchema>;

/**
 * Refinement (POST /api/analyses/{id}/refine): the questions that narrow this object's range, and the facts
 * the answer rests on. Written by the server, never by a model.
 */
export const refinementSchema = z.object({
  /** The object type the owner named among the candidates, kept through later refinements. */
  chosen: shortText.optional(),
  /**
   * What the owner called the object when no object type fits (POST /api/analyses/{id}/name): their own
   * words and the family they picked; kept through later refinements until they name a type.
   */
  named: z.object({ text: shortText.min(1), familyId: shortText.min(1) }).optional(),
  questions: z.array(refinementQuestionSchema).max(4).default([]),
  facts: z.array(factSchema).max(12).default([]),
});
export type Refinement = z.infer<typeof refinementSchema>;

/**
 * What the range rests on (GET/POST analyses, objects): the recorded prices of the type (observed), of a
 * close type or its family when it has too few (borrowed), or no recorded prices at all (editorial: a
 * rough guide). Written by the server from its price knowledge, never by a model.
 */
export const valuationBasisSchema = z.object({
  kind: z.enum(['observed', 'borrowed', 'editorial']),
  /** What the prices are of, in the reader's language ("Mantel clock"). */
  of: shortText.min(1),
  /** Number of recorded prices the band rests on (0 for editorial). */
  n: z.number().int().min(0),
  /** Years of the first and last recorded price. */
  from: z.string().max(4).optional(),
  to: z.string().max(4).optional(),
  sources: z.array(shortText).max(12).default([]),
  /** The type or family whose prices were borrowed, in the reader's language. */
  borrowedFrom: shortText.optional(),
  /** The band in today's euros: prices at the 5th, 25th, 50th, 75th and 95th percentiles. */
  percentiles: z
    .object({ p5: z.number(), p25: z.number(), p50: z.number(), p75: z.number(), p95: z.number() })
    .optional(),
  /** The basis in one plain line of the reader's language. */
  summary: shortText.min(1),
});
export type ValuationBasis = z.infer<typeof valuationBasisSchema>;

export const recognisedMarkSchema = z.object({
  id: shortText.min(1),
  name: shortText.min(1),
  kind: z.enum(['maker', 'hallmark']),
  /** Where the mark was recognised: the text read on the photo. */
  from: z.literal('photo-text'),
  /** The words read that matched. */
  read: shortText,
});
export type RecognisedMark = z.infer<typeof recognisedMarkSchema>;

export const languageSchema = z.enum(['fr', 'en']);
export type Language = z.infer<typeof languageSchema>;

const analysisResultFields = z.object({
  // Identification: what the photos show.
  evidence: list
    .default([])
    .describe('What you saw that supports the identification: marks, signatures, materials, construction'),
  name: shortText.min(1).describe('Short name of the object'),
  category: shortText.describe('Category, e.g. furniture, ceramics, watch, painting'),
  description: text.describe('Two to five sentences describing the object'),
  period: shortText.default(''),
  style: shortText.default(''),
  origin: shortText.default(''),
  condition: shortText.default(''),
  author: shortText.default('').describe('Artist or designer, only when a signature or mark shows it'),
  manufacturer: shortText.default(''),
  brand: shortText.default(''),
  keyCharacteristics: keyCharacteristicsSchema,
  possibleOrigin: possibleOriginSchema,
  confidenceScore: z.number().min(0).max(100).describe('How sure the identification is, 0 to 100'),
  // Valuation: what it is worth, given the identification.
  estimatedValueMin: z
    .number()
    .min(0)
    .describe('Low end of the resale value in euros; widen the range when unsure'),
  estimatedValueMax: z.number().min(0).describe('High end of the resale value in euros'),
  currency: z.literal('EUR').default('EUR'),
  marketData: marketDataSchema,
  expertiseReport: expertiseReportSchema,
  searchTerms: list
    .default([])
    .describe('Three to six search terms a collector would type to find comparable sales'),
  analysisData: z.object({ steps: z.array(analysisStepSchema).max(20).default([]) }),
  /** Regulated material suspected (ivory, protected species, weapons...): flagged for review. */
  regulatedFlags: list
    .default([])
    .describe(
      'Regulated material suspected (ivory, tortoiseshell, protected species, weapons); usually empty',
    ),
  /**
   * When the identification is unsure: what the object most likely is, best first, for the owner to pick
   * from (POST /api/analyses/{id}/choose). Empty once the owner has chosen or when the answer is sure.
   */
  candidates: z
    .array(candidateSchema)
    .max(3)
    .default([])
    .describe('When unsure: up to three possible identifications, most likely first; otherwise empty'),
  refinement: refinementSchema.optional(),
  valuationBasis: valuationBasisSchema.optional(),
  /**
   * Text read on the photos (maker's marks, labels, hallmarks) by the embedded analyzer's OCR, short; absent
   * when nothing plausible was read, and in results stored before it existed.
   */
  textRead: shortText.optional(),
  /** The makers and hallmarks recognised in that text (knowledge/makers.json ids), in reading order. */
  marksRecognised: z.array(recognisedMarkSchema).max(10).optional(),
});

/**
 * The same answer in the other language, written by the offline analyzer from the same identification
 * (docs/decisions/030-texts-in-the-readers-language.md): a screen, an object or a dossier read in that
 * language shows it. Absent from a vision model's answer (it cannot be written again for free) and from
 * answers stored before it existed. Kept by the server, never sent to the client.
 */
export const translationSchema = z.object({ language: languageSchema, result: analysisResultFields });
export type Translation = z.infer<typeof translationSchema>;

export const analysisResultSchema = analysisResultFields.extend({
  translation: translationSchema.optional(),
});

/** Fields only the embedded analyzer fills; a vision model is not asked for them. */
export const ocrFields = { textRead: true, marksRecognised: true } as const;

export type AnalysisResult = z.infer<typeof analysisResultSchema>;
export type AnalysisResultInput = z.input<typeof analysisResultSchema>;
export type MarketSource = z.infer<typeof marketSourceSchema>;
