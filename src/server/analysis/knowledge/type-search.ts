import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Language } from '../../../contracts/analysis';
import { categories, families, knowledgeFolder, marks, type Category, type Pair } from './index';

/**
 * What an owner types to say what their object is ("bague en argent", "montres", "gramaphone"), matched to
 * the object types. Each type is indexed by its names, the aliases of type-aliases.json, its search terms,
 * its description, its materials and styles, its family's name and the makers that point to it, each kind
 * of word weighing less than a name. Matching tolerates case, accents, plurals, word order, a typo in a
 * word of five letters or more and two in one of eight or more, and an unfinished last word (the field
 * suggests as the owner types). Pure and synchronous: the index is built once, on first use.
 */

export interface TypeMatch {
  category: Category;
  /** 0–100: how much of what was typed the type's words account for, and how closely. */
  score: number;
}

const aliasFileSchema = z.object({
  about: z.string(),
  aliases: z.record(
    z.string(),
    z.object({ fr: z.array(z.string().min(1)).default([]), en: z.array(z.string().min(1)).default([]) }),
  ),
});

/** Words that say nothing about what the object is, per language (in English "or" is a conjunction, in French gold). */
const STOP: Record<Language, ReadonlySet<string>> = {
  fr: new Set(
    'a au aux avec c ce cet cette d dans de des du en et l la le les ma mes mon ou par pour qu que s sa ses son sur un une ancien ancienne anciens anciennes vieux vieil vieille vieilles joli jolie beau belle vintage retro type genre sorte espece objet truc machin'.split(
      ' ',
    ),
  ),
  en: new Set(
    'a an and any for from in is it its my of on or some the this that with old antique vintage retro nice kind sort type object thing'.split(
      ' ',
    ),
  ),
};

const WEIGHT = {
  name: 1,
  alias: 1,
  search: 0.8,
  about: 0.5,
  maker: 0.5,
  material: 0.5,
  style: 0.4,
  family: 0.6,
} as const;

/** A name-level word must be found (allowing a typo or an unfinished word) for a type to be offered. */
const HEAD_MATCH = 0.6;
/** An unfinished last word counts this much of a whole one. */
const PREFIX = 0.75;
/** An unfinished last word that is also a whole word of the index ("car", not yet "carillon"). */
const PREFIX_OF_KNOWN = 0.5;
/** Each typo costs this much of the word's weight. */
const PER_TYPO = 0.15;

/** Lower case, accents and punctuation folded, split into words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/gu, 'oe')
    .replace(/æ/gu, 'ae')
    .split(/[^a-z0-9]+/u)
    .filter(Boolean);
}

/** The words that can tell one object from another, in a text of that language. */
function contentWords(text: string, language: Language): string[] {
  return wordsOf(text).filter((w) => w.length > 1 && !STOP[language].has(w));
}

/** The forms a word may have without its plural ending (fr and en: -s, -x, -es, -aux → -al, -ies → -y). */
function forms(word: string): string[] {
  const out = [word];
  if (word.length <= 3) return out;
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('aux')) out.push(`${word.slice(0, -3)}al`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if ((word.endsWith('s') && !word.endsWith('ss')) || word.endsWith('x')) out.push(word.slice(0, -1));
  return out;
}

/** Optimal string alignment distance (Damerau–Levenshtein without re-edits), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

const typosAllowed = (length: number) => (length >= 9 ? 2 : length >= 6 ? 1 : 0);

/**
 * How well a typed word stands for a word of the index, 0–1: 1 when they are the same word (plural or
 * not), less per typo, PREFIX when the typed word is the unfinished start of it, 0 otherwise. A typed word
 * that is itself a word of the index (`known`) is taken as meant: no typo is assumed ("chaise" is not a
 * misspelt "chaine"), and as an unfinished word it counts less.
 */
export function wordMatch(typed: string, word: string, unfinished: boolean, known = false): number {
  const a = forms(typed);
  const b = forms(word);
  if (a.some((x) => b.includes(x))) return 1;
  let best = 0;
  const allowed = known ? 0 : typosAllowed(Math.min(typed.length, word.length));
  if (allowed) {
    for (const x of a)
      for (const y of b) {
        const d = editDistance(x, y, allowed);
        if (d <= allowed) best = Math.max(best, 1 - PER_TYPO * d);
      }
  }
  if (unfinished && typed.length >= 3 && word.startsWith(typed))
    best = Math.max(best, known ? PREFIX_OF_KNOWN : PREFIX);
  return best;
}

interface Indexed {
  category: Category;
  /** Every word of the type with the weight of the best field it appears in. */
  words: Map<string, number>;
  /** The words of the type's name in each language, for the share of the name a query covers. */
  names: string[][];
}

let built: { types: Indexed[]; vocabulary: string[]; knownForms: Set<string> } | undefined;

function readAliases(): Record<string, { fr: string[]; en: string[] }> {
  const file = aliasFileSchema.parse(
    JSON.parse(readFileSync(path.join(knowledgeFolder, 'type-aliases.json'), 'utf8')),
  );
  const unknown = Object.keys(file.aliases).filter((id) => !categories.some((c) => c.id === id));
  if (unknown.length) throw new Error(`type-aliases.json names unknown object types: ${unknown.join(', ')}`);
  return file.aliases;
}

function index() {
  if (built) return built;
  const aliases = readAliases();
  const types = categories.map((category): Indexed => {
    const words = new Map<string, number>();
    const add = (text: string, language: Language, weight: number) => {
      for (const w of contentWords(text, language)) words.set(w, Math.max(words.get(w) ?? 0, weight));
    };
    const addPair = (pair: Pair, weight: number) => {
      add(pair[0], 'fr', weight);
      add(pair[1], 'en', weight);
    };
    addPair(category.name, WEIGHT.name);
    const own = aliases[category.id];
    own?.fr.forEach((a) => add(a, 'fr', WEIGHT.alias));
    own?.en.forEach((a) => add(a, 'en', WEIGHT.alias));
    category.search.forEach((p) => addPair(p, WEIGHT.search));
    addPair(category.about, WEIGHT.about);
    category.materials.forEach((p) => addPair(p, WEIGHT.material));
    category.styles.forEach((p) => addPair(p, WEIGHT.style));
    const family = families.get(category.family);
    if (family) addPair(family.name, WEIGHT.family);
    for (const m of marks) if (m.types.includes(category)) addPair(m.name, WEIGHT.maker);
    return {
      category,
      words,
      names: [contentWords(category.name[0], 'fr'), contentWords(category.name[1], 'en')],
    };
  });
  const vocabulary = [...new Set(types.flatMap((t) => [...t.words.keys()]))];
  built = { types, vocabulary, knownForms: new Set(vocabulary.flatMap(forms)) };
  return built;
}

/**
 * The object types that what was typed names, best first, at most `limit`. Every typed word must be found
 * in the type (one may be missing from three words on), and at least one as a name, alias or search term;
 * so a word no type knows ("vinyl record") matches nothing rather than something wrong.
 */
export function searchTypes(
  query: string,
  language: Language,
  { limit = 8 }: { limit?: number } = {},
): TypeMatch[] {
  // A long paste is read up to its last whole word within 200 characters.
  const text = query.length > 200 ? query.slice(0, 200).replace(/[\p{L}\p{N}]*$/u, ' ') : query;
  const typed = [...new Set(contentWords(text, language))].slice(0, 8);
  if (!typed.length) return [];
  // The last word is still being typed unless the query ends with a space or punctuation.
  const lastOpen = /[\p{L}\p{N}]$/u.test(text);
  const { types, vocabulary, knownForms } = index();
  // How each typed word matches each word of the index, worked out once for all the types.
  const closeness = typed.map((t, i) => {
    const unfinished = lastOpen && i === typed.length - 1;
    const known = forms(t).some((f) => knownForms.has(f));
    const found = new Map<string, number>();
    for (const w of vocabulary) {
      const m = wordMatch(t, w, unfinished, known);
      if (m > 0) found.set(w, m);
    }
    return found;
  });
  const allowedMisses = typed.length >= 3 ? 1 : 0;
  const matches: TypeMatch[] = [];
  for (const t of types) {
    const best = closeness.map((found) => {
      let b = 0;
      for (const [w, m] of found) {
        const weight = t.words.get(w);
        if (weight) b = Math.max(b, weight * m);
      }
      return b;
    });
    const misses = best.filter((b) => b === 0).length;
    if (misses > allowedMisses || Math.max(...best) < HEAD_MATCH) continue;
    // The share of the type's name the query covers breaks ties: "montre" is a wristwatch before it is
    // one of "pocket watches and stopwatches".
    const covered = Math.max(
      ...t.names.map((name) =>
        name.length
          ? name.filter((n) => closeness.some((found) => (found.get(n) ?? 0) >= PREFIX)).length / name.length
          : 0,
      ),
    );
    const raw = best.reduce((s, b) => s + b, 0) / typed.length;
    matches.push({ category: t.category, score: Math.round(100 * Math.min(1, 0.85 * raw + 0.15 * covered)) });
  }
  return matches
    .sort((a, b) => b.score - a.score || a.category.id.localeCompare(b.category.id))
    .slice(0, limit);
}
