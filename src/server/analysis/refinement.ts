import type { Fact, Language, RefinementQuestion } from '../../contracts/analysis';
import type { Answers } from './analyzer';
import type { Family, Pair, Question } from './knowledge';

export const pick = (pair: Pair, language: Language) => pair[language === 'fr' ? 0 : 1];

export interface Answered {
  q: Question;
  a: Question['answers'][number];
}

/** The owner's answers to the family's questions; an answer id the family does not offer is ignored. */
export function answeredQuestions(family: Family, answers: Answers = {}): Answered[] {
  return family.questions.flatMap((q) => {
    const a = q.answers.find((x) => x.id === answers[q.id]);
    return a ? [{ q, a }] : [];
  });
}

/** The family's questions in the reader's language, with the answer given so far, if any. */
export function questionsFor(family: Family, language: Language, answered: Answered[]): RefinementQuestion[] {
  return family.questions.map((q) => ({
    id: q.id,
    text: pick(q.text, language),
    answers: q.answers.map((a) => ({ id: a.id, text: pick(a.text, language) })),
    answer: answered.find((x) => x.q === q)?.a.id,
  }));
}

const factLabels = {
  fr: { object: 'Objet', family: 'Famille', mark: 'Marque lue sur la photo' },
  en: { object: 'Object', family: 'Family', mark: 'Mark read on the photo' },
} as const;

/**
 * What the answer says the object is and its family, and who said it: the owner when they chose the type
 * among the candidates, the photos otherwise. The same for every analyzer.
 */
export function identityFacts(
  name: string,
  family: Family | undefined,
  language: Language,
  said: Fact['source'],
): Fact[] {
  const labels = factLabels[language];
  return [
    { label: labels.object, value: name, source: said },
    ...(family ? [{ label: labels.family, value: pick(family.name, language), source: said }] : []),
  ];
}

/** A maker or hallmark read on the photo, as a fact of the appraisal. */
export function markFact(name: string, language: Language): Fact {
  return { label: factLabels[language].mark, value: name, source: 'photo' };
}

/** What the owner said, as facts of the appraisal. */
export function ownerFacts(answered: Answered[], language: Language): Fact[] {
  return answered.map(({ q, a }) => ({
    label: pick(q.text, language),
    value: pick(a.text, language),
    source: 'owner' as const,
  }));
}
