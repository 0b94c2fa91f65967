/**
 * Writes src/server/analysis/knowledge/derived/synset-families.json: for each of the classifier's 1,000
 * ImageNet classes (WordNet 3.0 noun synsets, models/mobilenetv2-int8-imagenet/synset.txt), the product
 * family it belongs to, or the kind of thing that is not an appraisable object (an animal, food, a place...).
 *
 * No per-class rules: each class's hypernyms are walked in WordNet (Debian package wordnet-base) and the
 * nearest anchor synset of src/server/analysis/knowledge/family-anchors.json decides (ties: the anchor
 * listed first). Classes reaching no anchor are "everyday" objects outside the families served.
 *
 *   npm run knowledge:derive   (this, then the reference embeddings)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ancestors, readNouns, readSenses } from './wordnet';

const root = fileURLToPath(new URL('../..', import.meta.url));
const knowledge = path.join(root, 'src/server/analysis/knowledge');

interface Anchor {
  sense: string;
  family?: string;
  notObject?: string;
}

export function buildSynsetFamilies() {
  const nouns = readNouns();
  const sense = readSenses();
  const anchors = (
    JSON.parse(readFileSync(path.join(knowledge, 'family-anchors.json'), 'utf8')) as { anchors: Anchor[] }
  ).anchors.map((a, order) => ({
    ...a,
    offset: /^n\d{8}$/.test(a.sense) ? a.sense.slice(1) : sense(a.sense),
    order,
  }));
  for (const a of anchors) if (!nouns.has(a.offset)) throw new Error(`No WordNet synset ${a.sense}`);
  if (process.env.SHOW_ANCHORS)
    for (const a of anchors) console.log(a.sense, '=', nouns.get(a.offset)!.words.join(', '));
  const synsets = readFileSync(path.join(root, 'models/mobilenetv2-int8-imagenet/synset.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => ({ wnid: l.slice(0, 9), name: l.slice(10).split(', ')[0] }));

  const classes: Record<string, { name: string; family?: string; notObject?: string; via: string }> = {};
  for (const { wnid, name } of synsets) {
    const path = ancestors(nouns, wnid.slice(1));
    let best: { anchor: (typeof anchors)[number]; depth: number } | undefined;
    for (const { offset, depth } of path) {
      for (const anchor of anchors) {
        if (anchor.offset !== offset) continue;
        if (!best || depth < best.depth || (depth === best.depth && anchor.order < best.anchor.order))
          best = { anchor, depth };
      }
    }
    classes[wnid] = best
      ? {
          name,
          ...(best.anchor.family ? { family: best.anchor.family } : { notObject: best.anchor.notObject }),
          via: best.anchor.sense,
        }
      : { name, notObject: 'everyday', via: '' };
  }
  return classes;
}

export function writeSynsetFamilies() {
  const classes = buildSynsetFamilies();
  const out = path.join(knowledge, 'derived/synset-families.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        generatedBy: 'scripts/knowledge/build-synset-families.ts from WordNet 3.0 (Debian wordnet-base)',
        classes,
      },
      null,
      1,
    ) + '\n',
  );
  const counts: Record<string, number> = {};
  for (const c of Object.values(classes))
    counts[c.family ?? `(${c.notObject})`] = (counts[c.family ?? `(${c.notObject})`] ?? 0) + 1;
  console.log(out, counts);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  writeSynsetFamilies();
