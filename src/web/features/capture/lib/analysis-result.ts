import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { readStoredAnalysis } from '../../../lib/capture-session';
import type { CreateObjectInput } from '../../../api/objects';

/** The result screen's excerpt of the description, in characters. */
export const DESCRIPTION_EXCERPT = 100;

const isAmount = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/** A success needs a name and both value bounds; anything else is incomplete (docs/product.md#appraisal). */
export function isCompleteResult(value: unknown): value is AnalysisResponse {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.name === 'string' &&
    r.name.trim() !== '' &&
    isAmount(r.estimatedValueMin) &&
    isAmount(r.estimatedValueMax)
  );
}

/** The analysis kept in session storage, when it is usable. */
export function readStoredResult(): AnalysisResponse | null {
  const stored = readStoredAnalysis();
  return isCompleteResult(stored) ? stored : null;
}

export function excerpt(text: string | undefined, max = DESCRIPTION_EXCERPT): string {
  const clean = (text ?? '').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}…`;
}

/** The "Unknown" default: blank and the analyzer's own unknowns read the same. */
export function orUnknown(value: string | undefined | null, unknown: string): string {
  const clean = (value ?? '').trim();
  return clean ? clean : unknown;
}

/** The details screen has a text of its own for this category, in either language. */
export function isGamesAndToys(category: string | undefined): boolean {
  const c = (category ?? '').trim().toLowerCase();
  return c === 'games & toys' || c === 'jeux et jouets' || c === 'games and toys' || c === 'jeux & jouets';
}

/**
 * What saving an analysed object sends (docs/product.md#saving-an-object): the analysis it comes from, its
 * room and the photos the analysis already stored (imageUrl = the first, additionalImages = the rest), not
 * uploaded again. Nothing else of the analysis: the server copies the identification, the estimate and the
 * reports from the stored analysis, so a body cannot carry values the analysis never gave (an answer that
 * named no price is saved there as "no estimate yet", not as worthless).
 */
export function savedObjectBody(result: AnalysisResponse, roomId: number): CreateObjectInput {
  return {
    analysisId: result.analysisId,
    roomId,
    // The one name the contract asks of every object: the analysis's, as the person read it.
    name: result.name,
    imageUrl: result.imageUrl ?? null,
    additionalImages: result.additionalImages ?? [],
  };
}

type Characteristics = AnalysisResponse['keyCharacteristics'];
type Origin = AnalysisResponse['possibleOrigin'];
const hasAny = (o: object | undefined) =>
  !!o && Object.values(o).some((v) => (Array.isArray(v) ? v.length > 0 : !!v));

/** The expertise report's characteristics, else the top-level ones. */
export function characteristicsOf(result: AnalysisResponse): Characteristics {
  const fromReport = result.expertiseReport?.keyCharacteristics;
  return hasAny(fromReport)
    ? fromReport
    : (result.keyCharacteristics ?? {
        materials: [],
        decorativeStyle: [],
        specificFeatures: [],
        dimensions: '',
      });
}

export function originOf(result: AnalysisResponse): Origin {
  const fromReport = result.expertiseReport?.possibleOrigin;
  return hasAny(fromReport)
    ? fromReport
    : (result.possibleOrigin ?? { manufacturer: '', period: '', location: '', productionContext: '' });
}

export function joinList(items: string[] | undefined, unknown: string): string {
  return items && items.length ? items.join(', ') : unknown;
}
