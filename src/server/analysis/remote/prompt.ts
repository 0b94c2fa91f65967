import type { AnalysisResult, Language } from '../../../contracts/analysis';

const languageName: Record<Language, string> = { fr: 'French', en: 'English' };

const writing = (language: Language) =>
  `Write every text value in ${languageName[language]}. JSON keys stay exactly as in the schema, in English. ` +
  'Answer with the JSON object only.';

const noInventedSources =
  'Market sources: name the kinds of places where such objects sell (auction houses, dealers, online marketplaces) ' +
  'and the price ranges you know from them. Never invent a listing, a lot, a sale result or a URL: give a url only ' +
  'for a search or listing you actually consulted while answering; otherwise leave url out.';

/** Identification and valuation are separate stages, and the second only builds on what the first saw. */
export function analysisSystemPrompt(language: Language): string {
  return [
    'You are an experienced appraiser of antiques, collectibles and second-hand household objects on the French and European market.',
    'Work in two separate stages, in this order.',
    'Stage 1 — Identification, from the photos only. In `evidence`, list what you actually see: maker’s marks, signatures, ' +
      'hallmarks, labels, stamps, materials, construction, wear and damage. Then name the object and give its category, period, ' +
      'style, origin, author, manufacturer and brand only as far as that evidence supports them; leave a field empty rather ' +
      'than guess. `confidenceScore` (0–100) is how sure the identification is: keep it below 40 when no mark, signature or ' +
      'distinctive feature supports it.',
    'Stage 2 — Valuation, given that identification. Estimate the resale value in euros on today’s French and European ' +
      'second-hand market (auctions, dealers, online marketplaces), not a retail or insurance value. `estimatedValueMin` to ' +
      '`estimatedValueMax` is the range; widen it when the identification is uncertain or the condition cannot be judged from ' +
      'the photos. Explain the price factors in expertiseReport.valuationDetails.',
    noInventedSources,
    'If the photos show no identifiable object, say so in name and description, keep confidenceScore below 20 and give a wide range.',
    'analysisData.steps: three to five short steps telling how you reached the result. ' +
      'regulatedFlags: only when a regulated material is suspected (ivory, tortoiseshell, protected species, weapons).',
    writing(language),
  ].join('\n\n');
}

/** What the offline analyzer made of the photos, offered to the vision model. */
export interface Hint {
  name?: string;
  category?: string;
  confidence: number;
  textRead?: string;
  marks: string[];
}

function hintText(hint: Hint): string {
  const parts = [
    hint.name &&
      `An offline image classifier suggests ${JSON.stringify(hint.name)} (${JSON.stringify(hint.category ?? '')}), ` +
        `${hint.confidence}% sure.`,
    hint.textRead && `Text read on the photos by OCR: ${JSON.stringify(hint.textRead)}.`,
    hint.marks.length > 0 && `Marks recognised in that text: ${hint.marks.join(', ')}.`,
  ].filter(Boolean);
  return `${parts.join(' ')} Treat this as a hint to check against the photos, not as the answer.`;
}

/** An appraiser's question the owner answered (refinement), in the prompt's language. */
export interface OwnerAnswer {
  question: string;
  answer: string;
}

function answersText(told: OwnerAnswer[]): string {
  const lines = told.map((t) => `${JSON.stringify(t.question)} ${JSON.stringify(t.answer)}`);
  return (
    `The owner answered these questions about it: ${lines.join('; ')}. ` +
    'Take the answers as facts you cannot see, value the object accordingly and keep the range narrow ' +
    '(at most 2.5 times from minimum to maximum).'
  );
}

export function analysisUserPrompt(
  photoCount: number,
  chosen?: { name: string },
  hint?: Hint,
  told: OwnerAnswer[] = [],
): string {
  const photos =
    photoCount === 1
      ? 'Here is a photo of an object.'
      : `Here are ${photoCount} photos of the same object from different angles.`;
  const answers = told.length > 0 && answersText(told);
  if (!chosen)
    return [photos, hint && hintText(hint), answers, 'Identify it, then value it.'].filter(Boolean).join(' ');
  // The owner's word settles the type; the photos still decide everything else.
  return [
    photos,
    `Its owner says it is: ${JSON.stringify(chosen.name)}.`,
    answers,
    'Take that as the identification (say so in the evidence), then value it; leave candidates empty.',
  ]
    .filter(Boolean)
    .join(' ');
}

export function marketSystemPrompt(language: Language): string {
  return [
    'You are an experienced appraiser of antiques and collectibles on the French and European market.',
    'Give market data for the object described: where comparable objects sell and at what prices.',
    noInventedSources,
    'Leave priceRange empty for a place where you do not know the prices.',
    writing(language),
  ].join('\n\n');
}

export function marketUserPrompt(input: { name: string; category: string; searchTerms: string[] }): string {
  return [
    `Object: ${input.name}`,
    input.category && `Category: ${input.category}`,
    input.searchTerms.length > 0 && `Search terms: ${input.searchTerms.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function enhanceSystemPrompt(language: Language): string {
  return [
    'You are an experienced appraiser writing a detailed expertise report on an object already identified.',
    'Look at the photos again and at the earlier analysis. Complete the report: key characteristics and possible origin ' +
      'as far as the evidence supports them; valuationDetails with the most likely price (baseValue), the best-case price ' +
      '(highEndValue) in euros, the market conditions and the factors that move the price; furtherResearch with what the owner ' +
      'should do to confirm the identification and the value (which marks to photograph, which expert or auction house to ask).',
    'If the earlier analysis seems wrong, say so in the factors and recommendations rather than inventing certainty.',
    writing(language),
  ].join('\n\n');
}

/** What the enhancement is told of the earlier analysis: its identification and estimate, not its report. */
const ENHANCE_FIELDS = [
  'name',
  'category',
  'description',
  'evidence',
  'period',
  'style',
  'origin',
  'condition',
  'estimatedValueMin',
  'estimatedValueMax',
  'confidenceScore',
] as const satisfies readonly (keyof AnalysisResult)[];

export function enhanceUserPrompt(result: AnalysisResult): string {
  const earlier = Object.fromEntries(ENHANCE_FIELDS.map((k) => [k, result[k]]));
  return `Earlier analysis (JSON):\n${JSON.stringify(earlier)}\n\nWrite the expertise report.`;
}
