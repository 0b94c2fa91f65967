import type { AnalysisResult, Language } from '../../../contracts/analysis';

const copy = {
  fr: {
    name: 'Objet non identifié',
    category: 'Non classé',
    description:
      "L'objet n'a pas pu être identifié avec confiance. Prenez une photo de la marque du fabricant, du dessous ou de la signature, puis relancez l'analyse.",
    unknown: 'Inconnu',
    step1: 'Photos reçues',
    step1d: 'Les photos ont été redressées et nettoyées de leurs métadonnées.',
    step2: 'Identification',
    step2d: "Aucune identification fiable n'a été possible.",
    next: [
      'Photographiez la marque, le poinçon ou la signature de près',
      'Photographiez le dessous ou le revers de l’objet',
      'Ajoutez une photo de l’objet entier sur un fond neutre',
    ],
    factors: ['Identification incertaine : la fourchette reste indicative'],
  },
  en: {
    name: 'Unidentified object',
    category: 'Unclassified',
    description:
      "The object could not be identified with confidence. Take a photo of the maker's mark, the base or the signature, then analyse again.",
    unknown: 'Unknown',
    step1: 'Photos received',
    step1d: 'The photos were turned upright and stripped of their metadata.',
    step2: 'Identification',
    step2d: 'No reliable identification was possible.',
    next: [
      "Photograph the maker's mark, hallmark or signature up close",
      'Photograph the base or the back of the object',
      'Add a photo of the whole object on a plain background',
    ],
    factors: ['Uncertain identification: the range is only indicative'],
  },
} satisfies Record<Language, unknown>;

/** What the caller knows about why nothing was identified. */
export interface UnidentifiedDetails {
  /** A sentence put before the standard explanation (e.g. "the model is not installed"). */
  reason?: string;
  /** What the classifier saw, if it ran. */
  evidence?: string[];
  /** 0–39: how strongly anything at all was recognised. */
  confidence?: number;
}

/**
 * The honest answer when nothing can be identified (no model installed, or nothing recognised):
 * low confidence, no value claimed, and what photo to take next. Never a canned fake identification.
 */
export function unidentifiedResult(
  language: Language,
  extraSteps: { title: string; description: string }[] = [],
  details: UnidentifiedDetails = {},
): AnalysisResult {
  const t = copy[language];
  const steps = [
    { title: t.step1, description: t.step1d },
    { title: t.step2, description: t.step2d },
    ...extraSteps,
  ].map((s, i) => ({ step: i + 1, ...s }));
  return {
    name: t.name,
    description: details.reason ? `${details.reason} ${t.description}` : t.description,
    category: t.category,
    confidenceScore: Math.max(0, Math.min(39, details.confidence ?? 5)),
    estimatedValueMin: 0,
    estimatedValueMax: 0,
    currency: 'EUR',
    period: t.unknown,
    style: t.unknown,
    origin: t.unknown,
    condition: t.unknown,
    author: '',
    manufacturer: '',
    brand: '',
    evidence: details.evidence ?? [],
    searchTerms: [],
    keyCharacteristics: { materials: [], decorativeStyle: [], specificFeatures: [], dimensions: '' },
    possibleOrigin: { manufacturer: '', period: '', location: '', productionContext: '' },
    expertiseReport: {
      keyCharacteristics: { materials: [], decorativeStyle: [], specificFeatures: [], dimensions: '' },
      possibleOrigin: { manufacturer: '', period: '', location: '', productionContext: '' },
      valuationDetails: {
        baseValue: null,
        highEndValue: null,
        marketConditions: '',
        factorsInfluencingPrice: t.factors,
      },
      furtherResearch: { recommendations: t.next, verificationSteps: [] },
    },
    marketData: { sources: [] },
    analysisData: { steps },
    regulatedFlags: [],
    candidates: [],
  };
}
