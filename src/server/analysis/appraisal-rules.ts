import type { AnalysisResult } from '../../contracts/analysis';
import { amountInText } from '../../contracts/currency';
import { categories } from './knowledge';
import { regulationsNamedIn } from './regulated-evidence';
import { MAX_WIDTH } from './valuation';

/**
 * Below this confidence an answer gives no price at all: a value for an object that may be something
 * else is a confident wrong answer. It says the object is not identified yet and what photo to take.
 */
export const PRICE_FLOOR = 40;
/**
 * A priced range is at most this wide (max ÷ min): wider says nothing. The width of the type's recorded
 * prices (valuation.ts MAX_WIDTH), the owner's answers narrowing it from there.
 */
export const CONFIDENT_WIDTH = MAX_WIDTH;
/**
 * A regulated-material flag sends the analysis to the moderators and tells the owner their object may be
 * restricted: on a guess it is a false accusation (toy soldiers taken for a Third Reich helmet). A flag
 * needs the type named at this confidence or more, or words that say it (regulatedOnEvidence).
 */
export const FLAG_CONFIDENCE = 80;

/**
 * The rules every appraisal meets before it is stored or shown, whichever analyzer made it (the embedded
 * one or any vision model): amounts are never negative, min ≤ max, the most likely value (base) lies
 * within the range, and the best case is above the base but never above the range's maximum. A model
 * that contradicts itself is brought back inside its own range rather than shown as it said. A range
 * wider than CONFIDENT_WIDTH is narrowed around its base. The texts state no
 * amount (a sentence with a figure is dropped): the range is given once, in the figures, so a model's own
 * "typically 200–400 €" cannot contradict it. Below the price floor the figures go too. Regulated flags
 * need evidence (regulatedOnEvidence); `judgeFlags: false` leaves them to the check of the whole answer,
 * for a model's part of an answer the server completes (the text read, the owner's words).
 */
export function coherentAppraisal(
  result: AnalysisResult,
  { judgeFlags = true }: { judgeFlags?: boolean } = {},
): AnalysisResult {
  const flagged = judgeFlags ? regulatedOnEvidence(result) : result;
  if (flagged.confidenceScore < PRICE_FLOOR) return withoutPrices(flagged);
  return withinRange(textsWithoutAmounts(flagged));
}

/**
 * Regulated-material flags only on evidence, whichever analyzer raised them: an answer at FLAG_CONFIDENCE
 * or more keeps its flags (the regulated type is named with that confidence); below it a flag stays only
 * when the text read on the photos or the owner's own words (the type they chose, what they answered) name
 * a regulated material (regulated-evidence.ts), and then only the flags about that material, or flags
 * that name none the words list knows. Everything else is dropped: a guess is not grounds to report.
 */
export function regulatedOnEvidence(result: AnalysisResult): AnalysisResult {
  if (!result.regulatedFlags.length || result.confidenceScore >= FLAG_CONFIDENCE) return result;
  const said = new Set([...regulationsNamedIn(result.textRead), ...regulationsNamedIn(ownerWords(result))]);
  const kept = said.size
    ? result.regulatedFlags.filter((flag) => {
        const named = regulationsNamedIn(flag);
        return named.size === 0 || [...named].some((k) => said.has(k));
      })
    : [];
  return kept.length === result.regulatedFlags.length ? result : { ...result, regulatedFlags: kept };
}

/** What the owner said about the object: the type they chose (with its regulations) and their answers. */
function ownerWords(result: AnalysisResult): string {
  const r = result.refinement;
  if (!r) return '';
  const chosen = r.chosen ? categories.find((c) => c.id === r.chosen) : undefined;
  return [
    r.chosen ?? '',
    ...(chosen?.regulated ?? []).flat(),
    ...r.facts.filter((f) => f.source === 'owner').map((f) => `${f.label} ${f.value}`),
  ].join(' · ');
}

function withinRange(result: AnalysisResult): AnalysisResult {
  let min = Math.max(0, result.estimatedValueMin);
  let max = Math.max(0, result.estimatedValueMax);
  if (min > max) [min, max] = [max, min];
  const limit = CONFIDENT_WIDTH;
  if (max > 0 && (min === 0 || max / min > limit)) {
    const base = result.expertiseReport.valuationDetails?.baseValue;
    const centre =
      base !== null && base !== undefined && base > 0 && base <= max
        ? base
        : min > 0
          ? Math.sqrt(min * max)
          : max / 2;
    // Whole euros, rounded inwards so that rounding cannot widen the range again.
    min = Math.ceil(centre / Math.sqrt(limit));
    max = Math.max(min, Math.floor(centre * Math.sqrt(limit)));
  }
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const details = result.expertiseReport.valuationDetails;
  if (!details) return { ...result, estimatedValueMin: min, estimatedValueMax: max };
  const base = details.baseValue === null ? null : clamp(details.baseValue);
  const best = details.highEndValue === null ? null : Math.max(base ?? min, clamp(details.highEndValue));
  return {
    ...result,
    estimatedValueMin: min,
    estimatedValueMax: max,
    expertiseReport: {
      ...result.expertiseReport,
      valuationDetails: { ...details, baseValue: base, highEndValue: best },
    },
  };
}

/** Sentences that state an amount are dropped whole: a sentence with its figure cut out reads wrong. */
export function withoutAmounts(text: string): string {
  if (!amountInText().test(text)) return text;
  return (text.match(/[^.!?;\n]+(?:[.!?;]+|\n|$)/gu) ?? [])
    .filter((sentence) => !amountInText().test(sentence))
    .join('')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

/** Every free text of the answer without the sentences that state an amount, and no unsourced price range. */
function textsWithoutAmounts(result: AnalysisResult): AnalysisResult {
  const list = (items: string[]) => items.map(withoutAmounts).filter(Boolean);
  const report = result.expertiseReport;
  const details = report.valuationDetails;
  return {
    ...result,
    description: withoutAmounts(result.description),
    evidence: list(result.evidence),
    expertiseReport: {
      ...report,
      valuationDetails: details && {
        ...details,
        marketConditions: withoutAmounts(details.marketConditions),
        factorsInfluencingPrice: list(details.factorsInfluencingPrice),
      },
      furtherResearch: report.furtherResearch && {
        ...report.furtherResearch,
        recommendations: list(report.furtherResearch.recommendations),
        verificationSteps: list(report.furtherResearch.verificationSteps),
      },
    },
    analysisData: {
      steps: result.analysisData.steps.map((s) => ({ ...s, description: withoutAmounts(s.description) })),
    },
    // Places to look stay, without a model's range: it has no origin nor date, it would look like a price.
    marketData: { sources: result.marketData.sources.map((s) => ({ ...s, priceRange: '' })) },
  };
}

function withoutPrices(result: AnalysisResult): AnalysisResult {
  const texts = textsWithoutAmounts(result);
  const details = texts.expertiseReport.valuationDetails;
  return {
    ...texts,
    valuationBasis: undefined,
    name: withoutAmounts(result.name) || result.name.replace(amountInText(), '').trim(),
    estimatedValueMin: 0,
    estimatedValueMax: 0,
    expertiseReport: {
      ...texts.expertiseReport,
      valuationDetails: details && { ...details, baseValue: null, highEndValue: null },
    },
  };
}
