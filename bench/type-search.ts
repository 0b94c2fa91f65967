// Figures for matching what an owner types to an object type (knowledge/type-search.ts; no assertions):
// each type found from its own names (fr and en), from a name with one typo in its longest word, and from
// the first half of a name as typed so far; the time per query, the first one building the index.
import { categories } from '../src/server/analysis/knowledge';
import { searchTypes } from '../src/server/analysis/knowledge/type-search';

type Lang = 'fr' | 'en';
const languages: Lang[] = ['fr', 'en'];

/** The longest word with two neighbouring letters swapped in its middle: a common typing slip. */
function withTypo(name: string): string {
  const words = name.split(' ');
  const i = words.reduce((best, w, k) => (w.length > words[best].length ? k : best), 0);
  const w = words[i];
  if (w.length < 6) return name;
  const m = Math.floor(w.length / 2);
  words[i] = w.slice(0, m - 1) + w[m] + w[m - 1] + w.slice(m + 1);
  return words.join(' ');
}

const started = performance.now();
searchTypes('montre', 'fr');
const indexMs = performance.now() - started;

const times: number[] = [];
function rankOf(query: string, language: Lang, id: string): number {
  const t0 = performance.now();
  const found = searchTypes(query, language, { limit: 8 });
  times.push(performance.now() - t0);
  const r = found.findIndex((m) => m.category.id === id);
  return r < 0 ? Infinity : r + 1;
}

for (const [label, make] of [
  ['exact name', (n: string) => n],
  ['one typo', withTypo],
  ['first half typed', (n: string) => n.slice(0, Math.max(3, Math.ceil(n.length / 2)))],
] as const) {
  for (const language of languages) {
    const ranks = categories.map((c) => rankOf(make(c.name[language === 'fr' ? 0 : 1]), language, c.id));
    const top1 = ranks.filter((r) => r === 1).length;
    const top8 = ranks.filter((r) => r <= 8).length;
    console.log(
      `${label.padEnd(17)} ${language}: first ${top1}/${ranks.length}, among the 8 offered ${top8}/${ranks.length}`,
    );
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(`index built on the first query: ${indexMs.toFixed(0)} ms`);
console.log(`per query (${times.length}): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
