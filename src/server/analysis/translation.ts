import type { AnalysisResult, Language } from '../../contracts/analysis';

/**
 * An answer and its translation (decision 030): the offline analyzer writes every answer in both
 * languages from one identification, so any reader gets the analyzer's words in their own language
 * without running the analysis again. A vision model's answer has no translation.
 */

export const otherLanguage = (language: Language): Language => (language === 'fr' ? 'en' : 'fr');

export function withoutTranslation(result: AnalysisResult): AnalysisResult {
  if (!result.translation) return result;
  const { translation: _translation, ...rest } = result;
  return rest;
}

/** The answer `write` gives in `language`, with the one it gives in the other language as its translation. */
export function bilingual(language: Language, write: (language: Language) => AnalysisResult): AnalysisResult {
  const other = otherLanguage(language);
  return {
    ...withoutTranslation(write(language)),
    translation: { language: other, result: withoutTranslation(write(other)) },
  };
}

/**
 * The same step applied to an answer and to its translation, each in its own language (an owner's choice,
 * their own words, the rules every answer meets), so the translation never says less than the answer.
 */
export function inEachLanguage(
  result: AnalysisResult,
  language: Language,
  step: (result: AnalysisResult, language: Language) => AnalysisResult,
): AnalysisResult {
  const out = withoutTranslation(step(withoutTranslation(result), language));
  const t = result.translation;
  if (!t) return out;
  return {
    ...out,
    translation: { language: t.language, result: withoutTranslation(step(t.result, t.language)) },
  };
}

/**
 * The answer as written in `asked`: itself when stored in it, its translation (the stored answer then
 * kept as the translation) when it has one in that language, else undefined.
 */
export function resultIn(
  result: AnalysisResult,
  stored: Language,
  asked: Language,
): AnalysisResult | undefined {
  if (asked === stored) return result;
  if (result.translation?.language !== asked) return undefined;
  return {
    ...result.translation.result,
    translation: { language: stored, result: withoutTranslation(result) },
  };
}
