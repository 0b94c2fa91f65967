import { describe, expect, it } from 'vitest';
import { categories, familyOf, type Category, type Question } from './knowledge';
import { estimateFor, type Estimate } from './valuation';

/** A small deterministic generator: the same sequences on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

type Answer = Question['answers'][number];

/** The estimate after a sequence of (question, answer) steps: a later answer replaces an earlier one. */
function after(category: Category, steps: { q: Question; a: Answer }[], factor = 1): Estimate {
  const family = familyOf(category);
  const last = new Map(steps.map((s) => [s.q.id, s.a]));
  // The owner's answers reach the estimate in the family's question order, whatever order they came in.
  const answered = family.questions.flatMap((q) => (last.has(q.id) ? [{ q, a: last.get(q.id)! }] : []));
  return estimateFor(category, answered, family, factor);
}

const gcentre = (e: Estimate) => Math.sqrt(e.min * e.max);
const acentre = (e: Estimate) => (e.min + e.max) / 2;

describe('answers narrow, never inflate', () => {
  it('holds for every type, every sequence of answers (any order, repeats, unknown, changed), with or without a mark', () => {
    const next = random(28);
    let checked = 0;
    const failures: string[] = [];
    for (const category of categories) {
      const family = familyOf(category);
      const [p5, p95] = [category.band.quantiles[0], category.band.quantiles[6]];
      for (const factor of [1, 0.3, 4]) {
        for (let run = 0; run < 40; run++) {
          const first = after(category, [], factor);
          let previous = first;
          const steps: { q: Question; a: Answer }[] = [];
          const length = 1 + Math.floor(next() * 8);
          for (let i = 0; i < length; i++) {
            const q = family.questions[Math.floor(next() * family.questions.length)];
            steps.push({ q, a: q.answers[Math.floor(next() * q.answers.length)] });
            const e = after(category, steps, factor);
            const moves = [gcentre, acentre].map((centre) => centre(e) / centre(first));
            const broken = [
              e.min > 0 && e.min <= e.base && e.base <= e.max ? '' : 'min ≤ base ≤ max',
              e.min >= p5 - 1e-9 && e.max <= p95 + 1e-9 ? '' : 'inside p5–p95',
              e.max / e.min <= previous.max / previous.min ? '' : 'no wider than before',
              e.max / e.min <= first.max / first.min ? '' : 'no wider than unanswered',
              moves.every((m) => m <= 3 + 1e-9 && m >= 1 / 3 - 1e-9) ? '' : 'centre within ×3',
            ].filter(Boolean);
            if (broken.length)
              failures.push(
                `${category.id} ×${factor}: ${steps.map((s) => `${s.q.id}=${s.a.id}`).join(', ')}: ${broken.join(', ')}`,
              );
            previous = e;
            checked++;
          }
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(categories.length * 100);
  });

  it("puts 'like new' above 'worn' and a solid-silver piece above a plated one", () => {
    const teapot = categories.find((c) => c.id === 'silver-coffee-tea')!;
    const family = familyOf(teapot);
    const q = (id: string) => family.questions.find((x) => x.id === id)!;
    const a = (qid: string, id: string) => ({ q: q(qid), a: q(qid).answers.find((x) => x.id === id)! });
    expect(after(teapot, [a('condition', 'excellent')]).base).toBeGreaterThan(
      after(teapot, [a('condition', 'fair')]).base,
    );
    expect(after(teapot, [a('silver', 'solid')]).base).toBeGreaterThan(
      after(teapot, [a('silver', 'plated')]).base,
    );
  });

  it('gives the same range for the same answers in any order', () => {
    const vase = categories.find((c) => c.id === 'ceramic-vases')!;
    const family = familyOf(vase);
    const picks = family.questions.map((q) => ({ q, a: q.answers[0] }));
    expect(after(vase, picks)).toEqual(after(vase, [...picks].reverse()));
  });
});
