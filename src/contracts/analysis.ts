import { z } from 'zod';

/**
 * The analysis result: one schema to prompt a model, validate its answer and type the client
 * (spec part 1 §3, part 2 §3). Keys stay English; text values come in the user's language.
 */
const text = z.string().trim().max(4000);
const shortText = z.string().trim().max(300);
const list = z.array(z.string().trim().min(1).max(300)).max(30);

export const keyCharacteristicsSchema = z.object({
  materials: list.default([]),
  decorativeStyle: list.default([]),
  specificFeatures: list.default([]),
  dimensions: shortText.default(''),
});

export const possibleOriginSchema = z.object({
  manufacturer: shortText.default(''),
  period: shortText.default(''),
  location: shortText.default(''),
  productionContext: text.default(''),
});

export const marketSourceSchema = z.object({
  name: shortText,
  /** e.g. "120 € – 300 €"; empty when no real price was seen */
  priceRange: shortText.default(''),
  description: text.default(''),
  /** Only a real search or listing URL; never invented. */
  url: z.string().url().max(2000).optional(),
});

export const analysisStepSchema = z.object({
  step: z.number().int().min(1).max(20),
  title: shortText,
  description: text,
});

export const valuationDetailsSchema = z.object({
  baseValue: z.number().min(0).nullable().default(null),
  highEndValue: z.number().min(0).nullable().default(null),
  marketConditions: text.default(''),
  factorsInfluencingPrice: list.default([]),
});

export const furtherResearchSchema = z.object({
  recommendations: list.default([]),
  verificationSteps: list.default([]),
});

export const expertiseReportSchema = z.object({
  keyCharacteristics: keyCharacteristicsSchema.default({
    materials: [],
    decorativeStyle: [],
    specificFeatures: [],
    dimensions: '',
  }),
  possibleOrigin: possibleOriginSchema.default({ manufacturer: '', period: '', location: '', productionContext: '' }),
  valuationDetails: valuationDetailsSchema.optional(),
  furtherResearch: furtherResearchSchema.optional(),
});

export const analysisResultSchema = z.object({
  name: shortText.min(1),
  description: text,
  category: shortText,
  confidenceScore: z.number().min(0).max(100),
  estimatedValueMin: z.number().min(0),
  estimatedValueMax: z.number().min(0),
  currency: z.literal('EUR').default('EUR'),
  period: shortText.default(''),
  style: shortText.default(''),
  origin: shortText.default(''),
  condition: shortText.default(''),
  author: shortText.default(''),
  manufacturer: shortText.default(''),
  brand: shortText.default(''),
  /** What was seen that supports the identification: marks, signatures, materials. */
  evidence: list.default([]),
  searchTerms: list.default([]),
  keyCharacteristics: keyCharacteristicsSchema,
  possibleOrigin: possibleOriginSchema,
  expertiseReport: expertiseReportSchema,
  marketData: z.object({ sources: z.array(marketSourceSchema).max(20).default([]) }),
  analysisData: z.object({ steps: z.array(analysisStepSchema).max(20).default([]) }),
  /** Regulated material suspected (ivory, protected species, weapons...): flagged for review. */
  regulatedFlags: list.default([]),
});

export type AnalysisResult = z.infer<typeof analysisResultSchema>;
export type AnalysisResultInput = z.input<typeof analysisResultSchema>;
export type MarketSource = z.infer<typeof marketSourceSchema>;

export const languageSchema = z.enum(['fr', 'en']);
export type Language = z.infer<typeof languageSchema>;
