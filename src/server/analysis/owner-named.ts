import type { AnalysisResult, Language } from '../../contracts/analysis';
import type { Answers } from './analyzer';
import { OWNER_CONFIRMED } from './embedded/identify';
import type { Family } from './knowledge';
import { marketSearchLinks } from './market-links';
import { answeredQuestions, identityFacts, ownerFacts, pick, questionsFor } from './refinement';

/** What the owner said the object is when no object type fits: their own words, in a family they picked. */
export interface OwnerNamed {
  text: string;
  familyId: string;
}

const nbsp = '\u00a0';

const copy = {
  fr: {
    description: (text: string, family: string) =>
      `Identifié par vous${nbsp}: ${text}. Aucun prix relevé ne correspond à ce que vous avez nommé${nbsp}: nous ne donnons donc pas de fourchette. Les questions et les photos conseillées pour la famille «${nbsp}${family}${nbsp}» restent utiles.`,
    evidence: (text: string) => `Nommé par le propriétaire${nbsp}: ${text}`,
    named: [
      'Identifié par vous',
      (text: string, family: string) => `${text}, famille «${nbsp}${family}${nbsp}».`,
    ],
    price: [
      'Pas de prix relevé',
      () =>
        'Aucun type d’objet de nos prix relevés ne correspond à ce que vous avez nommé, et un prix tiré d’un autre type serait faux.',
    ],
    next: ['Photos utiles', (photos: string) => `Pour un expert ou une recherche${nbsp}: ${photos}.`],
    separator: `${nbsp}; `,
  },
  en: {
    description: (text: string, family: string) =>
      `Identified by you: ${text}. We have no recorded prices for what you named, so no range is given. The questions and the photos suggested for the ${family} family still help.`,
    evidence: (text: string) => `Named by the owner: ${text}`,
    named: ['Identified by you', (text: string, family: string) => `${text}, ${family} family.`],
    price: [
      'No recorded prices',
      () =>
        'None of our recorded prices is for what you named, and a price taken from another type would be wrong.',
    ],
    next: ['Helpful photos', (photos: string) => `For an expert or a search: ${photos}.`],
    separator: '; ',
  },
} as const;

/**
 * An answer for an object the owner named in their own words: their name, the family they chose, its
 * questions and next photos, and no price (no recorded price is for it, and another type's would be a
 * confident wrong answer). Whichever analyzer ran, only what the photos read (text, marks, regulated
 * material suspected) is kept from its answer.
 */
export function ownerNamedResult(
  analysed: AnalysisResult,
  named: OwnerNamed,
  family: Family,
  language: Language,
  answers: Answers = {},
): AnalysisResult {
  const t = copy[language];
  const familyName = pick(family.name, language);
  const answered = answeredQuestions(family, answers);
  const nextPhotos = family.nextPhotos.map((p) => pick(p, language));
  const steps: [string, string][] = [
    [t.named[0], t.named[1](named.text, familyName)],
    [t.price[0], t.price[1]()],
    [t.next[0], t.next[1](nextPhotos.map((p) => p.toLowerCase()).join(t.separator))],
  ];
  const keyCharacteristics = {
    materials: [],
    decorativeStyle: [],
    specificFeatures: analysed.textRead ? analysed.keyCharacteristics.specificFeatures : [],
    dimensions: '',
  };
  const possibleOrigin = {
    manufacturer: analysed.manufacturer,
    period: '',
    location: '',
    productionContext: '',
  };
  return {
    ...analysed,
    name: named.text,
    category: familyName,
    description: t.description(named.text, familyName),
    // The owner's word on what it is, as when they pick a type; the missing price is said, not implied.
    confidenceScore: OWNER_CONFIRMED,
    estimatedValueMin: 0,
    estimatedValueMax: 0,
    period: '',
    style: '',
    origin: '',
    condition: pick(answered.find(({ q }) => q.id === 'condition')?.a.text ?? ['', ''], language),
    author: '',
    evidence: [t.evidence(named.text)],
    searchTerms: [named.text],
    keyCharacteristics,
    possibleOrigin,
    expertiseReport: {
      keyCharacteristics,
      possibleOrigin,
      valuationDetails: {
        baseValue: null,
        highEndValue: null,
        marketConditions: pick(family.market, language),
        factorsInfluencingPrice: family.factors.map((f) => pick(f, language)),
      },
      furtherResearch: {
        recommendations: nextPhotos,
        verificationSteps: family.checks.map((c) => pick(c, language)),
      },
    },
    marketData: { sources: marketSearchLinks([named.text], language) },
    analysisData: { steps: steps.map(([title, description], i) => ({ step: i + 1, title, description })) },
    candidates: [],
    refinement: {
      named: { text: named.text, familyId: family.id },
      questions: questionsFor(family, language, answered),
      facts: [...identityFacts(named.text, family, language, 'owner'), ...ownerFacts(answered, language)],
    },
    valuationBasis: undefined,
  };
}

const chosenStep = {
  fr: (name: string) => ({
    title: 'Identifié par vous',
    description: `Vous avez dit ce qu’est l’objet${nbsp}: ${name}. Il est estimé comme tel, les photos précisant le reste.`,
  }),
  en: (name: string) => ({
    title: 'Identified by you',
    description: `You said what the object is: ${name}. It is appraised as such, the photos telling the rest.`,
  }),
} as const;

/**
 * The steps of an answer for an object type the owner named, led by that: whichever analyzer ran, the
 * owner reads that the identification is theirs before how the photos were read.
 */
export function withOwnerChosenStep(
  result: AnalysisResult,
  name: string,
  language: Language,
): AnalysisResult {
  const own = chosenStep[language](name);
  const steps = [own, ...result.analysisData.steps.filter((s) => s.title !== own.title)];
  return {
    ...result,
    analysisData: { ...result.analysisData, steps: steps.map((s, i) => ({ ...s, step: i + 1 })) },
  };
}
