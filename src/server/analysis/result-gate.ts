import { coherentAppraisal } from './appraisal-rules';
import { withoutTranslation } from './translation';
import { analysisResultSchema, type AnalysisResult, type Language } from '../../contracts/analysis';

/**
 * The one gate every appraisal passes (`parseAnalysis`): a model's answer on its way in, a stored answer on
 * its way out (modules/analysis/stored.ts), so nothing reaches a reader that the contract and the appraisal
 * rules (appraisal-rules.ts) would refuse.
 *
 * First, safe repairs of a model's answer before it is validated against the contract: nothing is invented,
 * only shapes and obvious slips are fixed (amounts as text, min above max, negative euros, confidence out
 * of 0–100, overlong text, a list given as one string). What stays invalid is refused, never half-filled.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const LONG_FIELDS = new Set(['description', 'productionContext', 'marketConditions']);
const NUMERIC_FIELDS = new Set(['confidenceScore', 'estimatedValueMin', 'estimatedValueMax']);
const SHORT_MAX = 300;
const LONG_MAX = 4000;
const LIST_MAX = 30;

/** "1 200 €", "1,200", "1200.50 EUR", "850,5" → numbers; anything else is left for validation to refuse. */
export function toNumber(v: unknown): unknown {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return v;
  let s = v.replace(/[\s\u00a0\u202f]|€|eur(os?)?/gi, '');
  if (/^-?\d{1,3}([.,]\d{3})+$/.test(s)) s = s.replace(/[.,]/g, '');
  else s = s.replace(',', '.');
  const n = Number(s);
  return s !== '' && Number.isFinite(n) ? n : v;
}

function cut(s: string, max: number): string {
  const t = s.trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

function text(v: unknown, key: string): unknown {
  if (typeof v === 'string') return cut(v, LONG_FIELDS.has(key) ? LONG_MAX : SHORT_MAX);
  if (typeof v === 'number') return String(v);
  return v;
}

function list(v: unknown): unknown {
  const items = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(items)) return v;
  return items
    .map((item) => (typeof item === 'number' ? String(item) : item))
    .filter((item) => typeof item !== 'string' || item.trim() !== '')
    .map((item) => (typeof item === 'string' ? cut(item, SHORT_MAX) : item))
    .slice(0, LIST_MAX);
}

/** Drops null and undefined so the contract's defaults apply to optional fields. */
function compact(o: Json): Json {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
}

function section(v: unknown, listKeys: string[]): Json {
  if (!isObject(v)) return {};
  const o = compact(v);
  for (const [k, val] of Object.entries(o)) o[k] = listKeys.includes(k) ? list(val) : text(val, k);
  return o;
}

const characteristicsLists = ['materials', 'decorativeStyle', 'specificFeatures'];

function characteristics(v: unknown): Json {
  // Key characteristics may come as free text: keep it as a feature rather than lose it.
  if (typeof v === 'string' && v.trim()) return { specificFeatures: [cut(v, SHORT_MAX)] };
  return section(v, characteristicsLists);
}

function nonNegative(v: unknown): unknown {
  const n = toNumber(v);
  return typeof n === 'number' && n < 0 ? 0 : n;
}

export function repairExpertiseReport(v: unknown): Json {
  if (!isObject(v)) return {};
  const o = compact(v);
  o.keyCharacteristics = characteristics(o.keyCharacteristics);
  o.possibleOrigin = section(o.possibleOrigin, []);
  if (isObject(o.valuationDetails)) {
    const d = section(o.valuationDetails, ['factorsInfluencingPrice']);
    for (const k of ['baseValue', 'highEndValue']) if (k in d) d[k] = nonNegative(d[k]);
    if (
      typeof d.baseValue === 'number' &&
      typeof d.highEndValue === 'number' &&
      d.baseValue > d.highEndValue
    ) {
      [d.baseValue, d.highEndValue] = [d.highEndValue, d.baseValue];
    }
    o.valuationDetails = d;
  } else delete o.valuationDetails;
  if (isObject(o.furtherResearch))
    o.furtherResearch = section(o.furtherResearch, ['recommendations', 'verificationSteps']);
  else delete o.furtherResearch;
  return o;
}

export function repairMarketData(v: unknown): Json {
  const sources = isObject(v) && Array.isArray(v.sources) ? v.sources : Array.isArray(v) ? v : [];
  return {
    sources: sources
      .filter((s): s is Json => isObject(s) && typeof s.name === 'string' && s.name.trim() !== '')
      .map((s) => {
        const o = section(s, []);
        if (typeof o.url !== 'string' || !/^https?:\/\/[^\s]+$/i.test(o.url)) delete o.url;
        return o;
      })
      .slice(0, 20),
  };
}

function steps(v: unknown): Json {
  const raw = isObject(v) && Array.isArray(v.steps) ? v.steps : Array.isArray(v) ? v : [];
  return {
    steps: raw
      .filter(isObject)
      .slice(0, 20)
      .map((s, i) => ({ ...section(s, []), step: i + 1 })),
  };
}

export function repairAnalysis(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const o = compact(raw);
  for (const [k, v] of Object.entries(o)) {
    if (!NUMERIC_FIELDS.has(k) && (typeof v === 'string' || typeof v === 'number')) o[k] = text(v, k);
  }
  for (const k of ['evidence', 'searchTerms', 'regulatedFlags']) if (k in o) o[k] = list(o[k]);

  for (const k of ['estimatedValueMin', 'estimatedValueMax']) if (k in o) o[k] = nonNegative(o[k]);
  const { estimatedValueMin: min, estimatedValueMax: max } = o;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    o.estimatedValueMin = max;
    o.estimatedValueMax = min;
  }
  if ('confidenceScore' in o) {
    const c = toNumber(o.confidenceScore);
    o.confidenceScore = typeof c === 'number' ? Math.round(Math.min(100, Math.max(0, c))) : c;
  }
  // We asked for euros; any other currency label is dropped rather than converted with a guessed rate.
  o.currency = 'EUR';
  o.keyCharacteristics = characteristics(o.keyCharacteristics);
  o.possibleOrigin = section(o.possibleOrigin, []);
  o.expertiseReport = repairExpertiseReport(o.expertiseReport);
  o.marketData = repairMarketData(o.marketData);
  o.analysisData = steps(o.analysisData);
  return o;
}

export type ParseOutcome = { success: true; value: AnalysisResult } | { success: false; error: Error };

/** Repair, then the contract decides; then the appraisal rules (options: coherentAppraisal's). */
export function parseAnalysis(raw: unknown, rules?: { judgeFlags?: boolean }): ParseOutcome {
  const { translation, ...answer } = isObject(raw) ? raw : { translation: undefined };
  const parsed = analysisResultSchema.safeParse(repairAnalysis(isObject(raw) ? answer : raw));
  if (!parsed.success) return { success: false, error: parsed.error };
  const value = coherentAppraisal(parsed.data, rules);
  // The translation (decision 030) meets the same rules on its own; one that does not is dropped, never the
  // answer: a reader of the other language then sees the answer as written.
  const language: Language | undefined =
    isObject(translation) && (translation.language === 'fr' || translation.language === 'en')
      ? translation.language
      : undefined;
  const other = language && isObject(translation) ? parseAnalysis(translation.result, rules) : undefined;
  return {
    success: true,
    value:
      language && other?.success
        ? { ...value, translation: { language, result: withoutTranslation(other.value) } }
        : value,
  };
}
