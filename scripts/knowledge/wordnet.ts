import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's wordnet-base (WordNet 3.0) puts its database here; WORDNET_DIR overrides. */
export const wordnetDir = process.env.WORDNET_DIR ?? '/usr/share/wordnet';

export interface Synset {
  offset: string;
  words: string[];
  /** Hypernyms, instance hypernyms included, as noun offsets. */
  hypernyms: string[];
}

/** Reads data.noun: one synset a line, "offset lex_filenum ss_type w_cnt word lex_id ... p_cnt ptr...". */
export function readNouns(dir = wordnetDir): Map<string, Synset> {
  const out = new Map<string, Synset>();
  for (const line of readFileSync(path.join(dir, 'data.noun'), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const offset = f[0];
    const wordCount = parseInt(f[3], 16);
    const words = Array.from({ length: wordCount }, (_, i) => f[4 + 2 * i].replace(/_/g, ' '));
    let i = 4 + 2 * wordCount;
    const pointers = Number(f[i++]);
    const hypernyms: string[] = [];
    for (let p = 0; p < pointers; p++, i += 4) {
      if ((f[i] === '@' || f[i] === '@i') && f[i + 2] === 'n') hypernyms.push(f[i + 1]);
    }
    out.set(offset, { offset, words, hypernyms });
  }
  return out;
}

/** Reads index.noun to turn "lemma#sense" (e.g. "timepiece#1") into a synset offset. */
export function readSenses(dir = wordnetDir): (key: string) => string {
  const index = new Map<string, string[]>();
  for (const line of readFileSync(path.join(dir, 'index.noun'), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const senses = Number(f[2]);
    index.set(f[0], f.slice(f.length - senses));
  }
  return (key) => {
    const [lemma, sense] = key.split('#');
    const offset = index.get(lemma.replace(/ /g, '_'))?.[Number(sense) - 1];
    if (!offset) throw new Error(`WordNet has no noun sense ${key}`);
    return offset;
  };
}

/** Every ancestor of a synset with its distance, nearest first (breadth-first over hypernyms). */
export function ancestors(nouns: Map<string, Synset>, offset: string): { offset: string; depth: number }[] {
  const seen = new Map<string, number>([[offset, 0]]);
  const queue = [offset];
  while (queue.length) {
    const current = queue.shift()!;
    for (const h of nouns.get(current)?.hypernyms ?? []) {
      if (seen.has(h)) continue;
      seen.set(h, seen.get(current)! + 1);
      queue.push(h);
    }
  }
  return [...seen].map(([o, depth]) => ({ offset: o, depth })).sort((a, b) => a.depth - b.depth);
}
