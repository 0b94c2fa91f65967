import { isDeepStrictEqual } from 'node:util';
import type { AnalysisResult, Language, ValuationBasis } from '../../../contracts/analysis';
import type {
  ExpertiseReport,
  KeyCharacteristics,
  MarketData,
  PossibleOrigin,
} from '../../../contracts/collection';

type AnalysisStep = AnalysisResult['analysisData']['steps'][number];

/** The plain words an analyzer writes of an object, kept as they were and shown as the object's fields. */
interface Words {
  name: string;
  description: string;
  category: string;
  period: string;
  style: string;
  origin: string;
  manufacturer: string;
  brand: string;
  searchTerms: string[];
}

/**
 * The texts of an object that an analyzer wrote, in the language they were written in and, for the offline
 * analyzer, in the other one too (decision 030). Stored with the object (`objects.analyzer_texts`) when it
 * is saved from an analysis; a field the owner has since changed no longer matches and is theirs.
 */
export interface ObjectTexts extends Words {
  keyCharacteristics: KeyCharacteristics;
  possibleOrigin: PossibleOrigin;
  expertiseReport: ExpertiseReport;
  marketData: MarketData;
  steps: AnalysisStep[];
  valuationBasis?: ValuationBasis;
}

export interface AnalyzerTexts {
  /** The language the object's own fields were saved in. */
  language: Language;
  /** The analyzer's texts per language: the saved language always, the other when it could be written. */
  texts: Partial<Record<Language, ObjectTexts>>;
}

/** The fields an object shows that may be an analyzer's words (the rest are the owner's or figures). */
export interface TextFields extends Words {
  keyCharacteristics: KeyCharacteristics | null;
  possibleOrigin: PossibleOrigin | null;
  expertiseReport: ExpertiseReport | null;
  marketData: MarketData | null;
  analysisData: { steps: AnalysisStep[]; valuationBasis?: ValuationBasis } | null;
}

function textsOf(result: AnalysisResult): ObjectTexts {
  return {
    name: result.name,
    description: result.description,
    category: result.category,
    period: result.period,
    style: result.style,
    origin: result.origin,
    manufacturer: result.manufacturer,
    brand: result.brand,
    searchTerms: result.searchTerms,
    keyCharacteristics: result.keyCharacteristics,
    possibleOrigin: result.possibleOrigin,
    expertiseReport: result.expertiseReport,
    marketData: result.marketData,
    steps: result.analysisData?.steps ?? [],
    ...(result.valuationBasis ? { valuationBasis: result.valuationBasis } : {}),
  };
}

/** What an analysis wrote, kept with the object saved from it: its language and, when it has one, the other. */
export function analyzerTextsOf(result: AnalysisResult, language: Language): AnalyzerTexts {
  const texts: AnalyzerTexts['texts'] = { [language]: textsOf(result) };
  const t = result.translation;
  if (t && t.language !== language) texts[t.language] = textsOf(t.result);
  return { language, texts };
}

/** The fields an analyzer writes whole, compared and swapped as a whole (the steps and basis apart). */
type Field = Exclude<keyof ObjectTexts, 'steps' | 'valuationBasis'>;
const fields: Field[] = [
  'name',
  'description',
  'category',
  'period',
  'style',
  'origin',
  'manufacturer',
  'brand',
  'searchTerms',
  'keyCharacteristics',
  'possibleOrigin',
  'expertiseReport',
  'marketData',
];

/**
 * An object's texts for a reader of `language` (decision 030): each field still as the analyzer wrote it
 * is shown as the analyzer wrote it in that language; a field the owner typed or edited stays as typed.
 * An object saved before analyzer texts were kept, or from an answer with no translation (a vision
 * model's), shows its stored words; `textsLanguage` then names their language when it is not the
 * reader's, for the screen to say so. The export and every write use the stored fields, never these.
 */
export function objectTextsFor<T extends Partial<TextFields>>(
  object: T,
  analyzerTexts: AnalyzerTexts | null | undefined,
  language: Language,
): T & { textsLanguage?: Language } {
  const from = analyzerTexts?.language;
  const saved = from && analyzerTexts.texts[from];
  if (!saved || from === language) return object;
  const wanted = analyzerTexts.texts[language];
  let foreign = false;
  const out: T & { textsLanguage?: Language } = { ...object };
  const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
  // A field is the analyzer's while it holds what the analyzer wrote (an empty one is nobody's).
  for (const key of fields) {
    if (isEmpty(object[key]) || !same(object[key], saved[key])) continue;
    if (wanted) (out as TextFields)[key] = wanted[key] as never;
    else foreign = true;
  }
  const data = object.analysisData;
  if (data) {
    const steps = data.steps.length && same(data.steps, saved.steps);
    const basis = data.valuationBasis && same(data.valuationBasis, saved.valuationBasis);
    if ((steps || basis) && !wanted) foreign = true;
    if (wanted && (steps || basis))
      out.analysisData = {
        ...data,
        ...(steps ? { steps: wanted.steps } : {}),
        ...(basis && wanted.valuationBasis ? { valuationBasis: wanted.valuationBasis } : {}),
      };
  }
  return foreign ? { ...out, textsLanguage: from } : out;
}

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (value && typeof value === 'object') return Object.values(value).every(isEmpty);
  return value === '' || value === undefined || value === null;
}

/**
 * A write's fields as they are stored: a field sent back as the analyzer wrote it in another language (a
 * form saves every field it showed, in the reader's language) is stored as the analyzer wrote it in the
 * saved language, so it stays the analyzer's and keeps following the reader. Anything else is the owner's.
 */
export function storedTexts<T extends Partial<TextFields>>(
  patch: T,
  analyzerTexts: AnalyzerTexts | null | undefined,
): T {
  const from = analyzerTexts?.language;
  const saved = from && analyzerTexts.texts[from];
  if (!saved) return patch;
  const others = Object.entries(analyzerTexts.texts).flatMap(([language, texts]) =>
    language !== from && texts ? [texts] : [],
  );
  const out: T = { ...patch };
  for (const key of fields) {
    const value = patch[key];
    if (isEmpty(value)) continue;
    if (others.some((o) => isDeepStrictEqual(value, o[key])))
      (out as Partial<TextFields>)[key] = saved[key] as never;
  }
  const data = patch.analysisData;
  if (data?.steps.length && others.some((o) => isDeepStrictEqual(data.steps, o.steps)))
    out.analysisData = { ...data, steps: saved.steps };
  return out;
}
