import type { AnalysisResult, Language } from '../../../contracts/analysis';
import type { Answers } from '../analyzer';
import { marketSearchLinks } from '../market-links';
import {
  categories,
  families,
  familyOf,
  type Category,
  type Family,
  type Pair,
  type ValueOrigin,
} from '../knowledge';
import { copy, type Copy } from './copy';
import { shownPercent, type Identification } from './identify';
import { FLAG_CONFIDENCE, PRICE_FLOOR } from '../appraisal-rules';
import { regulationText, regulationsNamedIn } from '../regulated-evidence';
import { unidentifiedResult } from './unidentified';
import { estimateFor } from '../valuation';
import { valuationBasis } from '../valuation-basis';
import { marksFor, priceFactor } from './marks';
import { answeredQuestions, identityFacts, markFact, ownerFacts, pick, questionsFor } from '../refinement';

export interface RunInfo {
  /** Human-readable model name, e.g. "Darknet Tiny (ImageNet-1k)". */
  model: string;
  /** Total classification time over all photos, in milliseconds. */
  classifyMs: number;
  inputSize: number;
  /** Total time spent reading text on the photos, when they were read. */
  ocrMs?: number;
}

/**
 * The family an answer names. A confident answer names its type's family. Below the price floor the type
 * is one guess among several, and the family that all the photos' evidence adds up to (the summed
 * probabilities of its classes and reference types) is the better-supported claim, so that one is named.
 */
export function namedFamily(id: Identification): Family {
  const best = id.ranked[0];
  const summed = id.families[0] && families.get(id.families[0].family);
  return id.confidence >= PRICE_FLOOR || !summed ? familyOf(best.category) : summed;
}

/** Turns an identification into the full analysis result, every field filled from what is actually known. */
export function buildResult(
  id: Identification,
  language: Language,
  run: RunInfo,
  answers: Answers = {},
): AnalysisResult {
  const t = copy[language];
  const evidence = evidenceOf(id, language);
  const best = id.ranked[0];
  if (id.notAppraisable || !best) {
    const reason = id.topRest ? t.notAppraisable(pick(id.topRest.group.what, language)) : undefined;
    return {
      ...unidentifiedResult(language, stepsOf(id, language, run).slice(0, id.text ? 4 : 3), {
        reason,
        evidence,
        confidence: id.confidence,
      }),
      ...ocrFieldsOf(id, language),
      // The photo may show a picture or a model of what the classifier saw (a print of a dog, a toy car):
      // the owner can still say which object it is, among the types the photo gives some weight to.
      candidates: candidatesOf(id, language, NOT_OBJECT_CANDIDATE),
    };
  }

  const category = best.category;
  const family = namedFamily(id);
  const split = splitPrices(id);
  const confident = id.confidence >= PRICE_FLOOR && !split.length;
  const name = pick(category.name, language);
  const marks = id.text?.marks ?? [];
  const factor = priceFactor(category, marks);
  const maker = marks.find((f) => f.mark.kind === 'maker');
  const makerName = maker ? pick(maker.mark.name, language) : '';
  const answered = answeredQuestions(family, answers);
  const value = estimateFor(category, answered, family, factor);
  const told = answered.length;
  const basis = valuationBasis(category, language);
  const conditionAnswer = answered.find(({ q }) => q.id === 'condition');
  const typical = (pairs: readonly Pair[]) => pairs.slice(0, 3).map((p) => pick(p, language));
  const period = t.typically(typical(category.periods).join(', '));
  const style = t.typically(typical(category.styles).join(', '));
  const origin = category.origin ? t.typically(pick(category.origin, language)) : t.unknown;
  const about = pick(category.about, language);
  const candidates = t.list(
    id.ranked
      .slice(0, 3)
      .map((r) => `${pick(r.category.name, language)} (${t.percent(shownPercent(id, r.score))})`),
  );
  const nextPhotos = family.nextPhotos.map((p) => pick(p, language));

  const description = [
    id.chosenByOwner
      ? t.chosen(name)
      : split.length
        ? t.split(t.list(split.map((c) => pick(c.name, language))))
        : confident
          ? t.identified(name)
          : t.unsure(id.confidence, candidates),
    about,
    // No figure here: the range is given once, in the figures, and cannot contradict a sentence.
    !confident
      ? split.length
        ? ''
        : t.ask
      : told
        ? t.refined(told)
        : `${category.band.basis.kind === 'observed' ? t.range : t.roughGuide} ${t.narrow}`,
  ]
    .filter(Boolean)
    .join(' ');

  const keyCharacteristics = {
    materials: typical(category.materials).map(t.typicalItem),
    decorativeStyle: typical(category.styles).map(t.typicalItem),
    specificFeatures: id.text?.read ? [t.specificFeature(id.text.read)] : ([] as string[]),
    dimensions: t.dimensions,
  };
  const possibleOrigin = {
    manufacturer: makerName,
    period,
    location: category.origin ? pick(category.origin, language) : '',
    productionContext: about,
  };

  return {
    name: confident ? name : t.possibly(name),
    description,
    category: pick(family.name, language),
    confidenceScore: id.confidence,
    estimatedValueMin: value.min,
    estimatedValueMax: value.max,
    currency: 'EUR',
    period,
    style,
    origin,
    condition: conditionAnswer ? pick(conditionAnswer.a.text, language) : t.unknown,
    author: '',
    manufacturer: makerName,
    brand: makerName,
    evidence,
    searchTerms: searchTerms(category, language, makerName),
    keyCharacteristics,
    possibleOrigin,
    expertiseReport: {
      keyCharacteristics,
      possibleOrigin,
      valuationDetails: {
        baseValue: value.base,
        highEndValue: value.highEnd,
        // No figure in the text: the range is given once, in the figures (other figures here contradicted it).
        marketConditions: [pick(family.market, language), t.highEnd()].join(' '),
        factorsInfluencingPrice: [
          ...marksFor(category, marks).map((f) =>
            t.markFactor(
              pick(f.mark.name, language),
              f.mark.price.factor,
              originText(f.mark.price.origin, t),
            ),
          ),
          ...family.factors.map((f) => pick(f, language)),
          t.confidenceFactor(id.confidence),
        ],
      },
      furtherResearch: {
        recommendations: nextPhotos.map(t.photograph),
        verificationSteps: [...family.checks.map((c) => pick(c, language)), t.compareSold],
      },
    },
    marketData: {
      // One term per search: the sites match every word, so several terms joined would find next to nothing.
      sources: marketSearchLinks([searchTerms(category, language, makerName)[0]], language),
    },
    analysisData: { steps: stepsOf(id, language, run, confident ? basis.summary : undefined) },
    regulatedFlags: regulatedFlagsOf(id, language),
    // Unsure: the owner picks what it is, and the appraisal is run again for that type.
    candidates: confident ? [] : candidatesOf(id, language),
    refinement: {
      chosen: id.chosenByOwner ? category.id : undefined,
      // Questions narrow a priced range; below the floor the owner first says what the object is.
      questions: confident ? questionsFor(family, language, answered) : [],
      facts: [
        ...identityFacts(name, family, language, id.chosenByOwner ? 'owner' : 'photo'),
        ...marks.map((f) => markFact(pick(f.mark.name, language), language)),
        ...ownerFacts(answered, language),
      ],
    },
    valuationBasis: confident ? basis : undefined,
    ...ocrFieldsOf(id, language),
  };
}

/** Share of the best type's evidence another type needs for its price band to count. */
const SPLIT_SHARE = 0.35;
/** Bands whose medians differ more than this cannot share one range. */
const SPLIT_RATIO = 3;

/**
 * The types that share the photo's evidence with the best one (at least SPLIT_SHARE of its score) while
 * their prices differ by more than ×SPLIT_RATIO (a coin and a bowl, a ring and old hardware): a range for
 * one would be a confident wrong price for the other, so the price waits for the owner to say which. Empty
 * when the evidence agrees on the price, and when the owner named the type.
 */
function splitPrices(id: Identification): Category[] {
  const [best, ...others] = id.ranked;
  if (!best || id.chosenByOwner) return [];
  const median = (c: Category) => c.band.quantiles[3];
  const apart = others
    .slice(0, 2)
    .filter((r) => r.score >= SPLIT_SHARE * best.score)
    .filter(
      (r) =>
        Math.max(median(r.category), median(best.category)) /
          Math.min(median(r.category), median(best.category)) >
        SPLIT_RATIO,
    )
    .map((r) => r.category);
  return apart.length ? [best.category, ...apart] : [];
}

/** The type's search terms, the first with the maker's name when one was read ("Christofle …"). */
function searchTerms(category: Category, language: Language, maker: string): string[] {
  const terms = category.search.map((s) => pick(s, language));
  return maker ? [`${maker} ${terms[0]}`, ...terms] : terms;
}

function originText(origin: ValueOrigin, t: Copy): string {
  return origin === 'editorial-guess'
    ? t.editorialGuess
    : t.sourced(origin.source, origin.date, origin.observations);
}

/** The text read and the marks recognised, recorded as coming from the photo's text; absent when none. */
function ocrFieldsOf(
  id: Identification,
  language: Language,
): Pick<AnalysisResult, 'textRead' | 'marksRecognised'> {
  if (!id.text?.read) return {};
  return {
    textRead: id.text.read,
    marksRecognised: id.text.marks.map((f) => ({
      id: f.mark.id,
      name: pick(f.mark.name, language),
      kind: f.mark.kind,
      from: 'photo-text' as const,
      read: f.read,
    })),
  };
}

function marksText(id: Identification, language: Language): string {
  const t = copy[language];
  return (id.text?.marks ?? [])
    .map((f) => `${pick(f.mark.name, language)} (${t.markKind[f.mark.kind]})`)
    .join(', ');
}

/** The types a photo's own evidence puts first, in the catalogue's words (never the classifier's labels). */
function photoTypes(scores: Float64Array, language: Language): string {
  return [...scores.keys()]
    .sort((a, b) => scores[b] - scores[a])
    .slice(0, 3)
    .filter((i, rank) => rank === 0 || scores[i] >= 0.05)
    .map((i) => pick(categories[i].name, language))
    .join(', ');
}

function evidenceOf(id: Identification, language: Language): string[] {
  const t = copy[language];
  // Photos in the order sent: those that gave only their text (close-ups of a mark) say so.
  const textOnly = new Set(id.text?.textOnly ?? []);
  const voting = id.photos.values();
  const lines = Array.from({ length: id.photos.length + textOnly.size }, (_, i) =>
    textOnly.has(i)
      ? t.photoTextOnly(i + 1)
      : t.photoSeen(i + 1, photoTypes(voting.next().value!.categories, language)),
  );
  if (id.chosenByOwner && id.ranked[0])
    lines.unshift(t.chosenEvidence(pick(id.ranked[0].category.name, language)));
  if (id.text?.read) lines.unshift(t.textRead(id.text.read, marksText(id, language)));
  return lines;
}

/** How the answer was worked out, in plain words: no model, no classifier label, no internal score. */
function stepsOf(
  id: Identification,
  language: Language,
  run: RunInfo,
  basis?: string,
): AnalysisResult['analysisData']['steps'] {
  const t = copy[language];
  const top = id.ranked
    .slice(0, 3)
    .filter((r, i) => i === 0 || r.score >= 0.01)
    .map((r) => pick(r.category.name, language))
    .join(', ');
  const agreeing = Math.round(id.agreement * id.photos.length);
  const steps: [string, string][] = [
    [
      t.steps.photos[0],
      t.steps.photos[1](id.photos.length + (id.text?.textOnly?.length ?? 0), run.inputSize),
    ],
    [t.steps.classify[0], t.steps.classify[1](categories.length)],
    [t.steps.catalogue[0], t.steps.catalogue[1](top, t.agreement(agreeing, id.photos.length))],
  ];
  if (id.text) {
    // A photo the reader had no time for is said as such, not as a photo with no legible text.
    const unread = id.text.unread ? t.textUnread(id.text.unread) : '';
    const read = t.steps.text[1](id.text.read, marksText(id, language));
    steps.splice(2, 0, [t.steps.text[0], unread && !id.text.read ? unread : `${read} ${unread}`.trim()]);
  }
  if (basis) steps.push([t.steps.value[0], t.steps.value[1](basis)]);
  const best = id.ranked[0];
  if (best && id.confidence < PRICE_FLOOR) {
    const photos = namedFamily(id).nextPhotos.map((p) => pick(p, language).toLowerCase());
    steps.push([t.steps.next[0], t.steps.next[1](photos.join(t.separator))]);
  }
  return steps.map(([title, description], i) => ({ step: i + 1, title, description }));
}

/**
 * Regulated-material flags only on evidence (appraisal-rules.ts FLAG_CONFIDENCE): the best type's when it is
 * named at that confidence or by the owner, and those the text read on the photos names ("IVOIRE",
 * "WAFFEN"). A type that is merely likely flags nothing: toy soldiers are not a Third Reich helmet.
 */
function regulatedFlagsOf(id: Identification, language: Language): string[] {
  const flags = new Set<string>();
  const best = id.ranked[0];
  if (best && !id.notAppraisable && (id.chosenByOwner || id.confidence >= FLAG_CONFIDENCE))
    for (const f of best.category.regulated ?? []) flags.add(pick(f, language));
  for (const key of regulationsNamedIn(id.text?.read)) {
    const text = regulationText(key);
    if (text) flags.add(pick(text, language));
  }
  return [...flags];
}

/** Below this probability an object type is not offered for a photo that seems to show no object (a cat). */
const NOT_OBJECT_CANDIDATE = 0.05;

/**
 * The three most likely object types, for the owner to pick from when the answer is unsure: the first
 * always, the others from 1 %; with `minimum`, only types the photo gives at least that probability.
 */
function candidatesOf(id: Identification, language: Language, minimum = 0): AnalysisResult['candidates'] {
  return id.ranked
    .slice(0, 3)
    .filter((r, i) => r.score >= Math.max(minimum, i === 0 ? 0 : 0.01))
    .map((r) => ({
      id: r.category.id,
      name: pick(r.category.name, language),
      score: shownPercent(id, r.score),
    }));
}
