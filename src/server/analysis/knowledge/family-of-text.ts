import { categories, families, type Category, type Family, type FamilyId } from './index';

/** Words too common to tell one family from another. */
const STOP = new Set(['and', 'the', 'with', 'for', 'des', 'les', 'aux', 'avec', 'pour', 'une', 'sur']);

/** Lower case, accents folded, words of three letters or more, a trailing plural s or x dropped. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/u)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => (w.length > 4 ? w.replace(/[sx]$/u, '') : w));
}

/** Each word of a family's name, its types' names and search terms (both languages) → the families using it. */
const index = (() => {
  const map = new Map<string, Set<FamilyId>>();
  const add = (text: string, family: FamilyId) => {
    for (const w of wordsOf(text)) map.set(w, (map.get(w) ?? new Set()).add(family));
  };
  for (const f of families.values()) f.name.forEach((t) => add(t, f.id));
  for (const c of categories) {
    c.name.forEach((t) => add(t, c.family));
    c.search.forEach((p) => p.forEach((t) => add(t, c.family)));
  }
  return map;
})();

/**
 * The family a free-text answer names (a vision model's category and object name, in French or English):
 * each word votes for the families whose names, object types or search terms use it, a word shared by few
 * families weighing more; the category counts double. Undefined when no word is known or two families tie.
 */
export function familyOfText(category: string, name = ''): Family | undefined {
  const score = new Map<FamilyId, number>();
  const vote = (text: string, weight: number) => {
    for (const w of new Set(wordsOf(text))) {
      const owners = index.get(w);
      if (!owners) continue;
      for (const f of owners) score.set(f, (score.get(f) ?? 0) + weight / owners.size);
    }
  };
  vote(category, 2);
  vote(name, 1);
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  if (!ranked.length || ranked[0][1] === ranked[1]?.[1]) return undefined;
  return families.get(ranked[0][0]);
}

/**
 * The object type of a family that a free-text name describes best (the words of its names and search
 * terms, both languages, shared with the name, then with the category); undefined when none is shared.
 */
export function typeOfText(family: Family, name: string, category = ''): Category | undefined {
  const named = new Set(wordsOf(name));
  const categorised = new Set(wordsOf(category));
  let best: { type: Category; score: number } | undefined;
  for (const type of categories.filter((c) => c.family === family.id)) {
    const own = new Set([...type.name, ...type.search.flat()].flatMap(wordsOf));
    // The object's name says what it is; the category only breaks ties.
    const score =
      2 * [...named].filter((w) => own.has(w)).length + [...categorised].filter((w) => own.has(w)).length;
    if (score > (best?.score ?? 0)) best = { type, score };
  }
  return best?.type;
}
