import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoot } from '../../paths';
import { categories, familyIds, type Category, type FamilyId } from '../knowledge';

// Shared by the analyzer's tests (src/server/test/embedded-model.ts), the evaluation benches (bench/eval-analyzer.ts,
// bench/owner-corrections.ts) and the scripts that fit and calibrate (scripts/library, scripts/knowledge):
// it lives in src so that all of them import it downwards (issue 32).

/**
 * One labelled photo of an evaluation set (labels.json in the set's folder). The object is named by
 * knowledge type ids (`type`/`types`) and/or ImageNet classes (`imagenet`: names or WordNet ids); the family
 * by ids of knowledge/families.json or their short forms ("ceramics", "optics", "instruments"...).
 */
export interface LabelledPhoto {
  file: string;
  families: string[];
  type?: string;
  types?: string[];
  imagenet?: string[];
  object_en?: string;
}

const shortForms: Record<string, FamilyId> = {
  ceramics: 'ceramics-porcelain',
  porcelain: 'ceramics-porcelain',
  glass: 'glassware',
  silver: 'silver-metalware',
  metalware: 'silver-metalware',
  clocks: 'clocks-watches',
  watches: 'clocks-watches',
  instruments: 'musical-instruments',
  optics: 'cameras-optics',
  cameras: 'cameras-optics',
  toys: 'toys-games',
  books: 'books-paper',
  art: 'art-frames',
  textiles: 'textiles-fashion',
  scientific: 'scientific-medical',
  collectibles: 'collectibles-other',
};

export function familyOfLabel(label: string): FamilyId | undefined {
  const key = label.toLowerCase().trim();
  if ((familyIds as readonly string[]).includes(key)) return key as FamilyId;
  return shortForms[key] ?? shortForms[key.split(/[-_ ]/)[0]];
}

export function readSet(dir: string): LabelledPhoto[] | undefined {
  const file = path.join(dir, 'labels.json');
  if (!existsSync(file)) return undefined;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as LabelledPhoto[] | { photos: LabelledPhoto[] };
  return Array.isArray(raw) ? raw : raw.photos;
}

/** True when the answered type is the labelled object: its id is listed, or it claims a labelled class. */
export function isRightObject(label: LabelledPhoto, answer: Category): boolean {
  const ids = [...(label.types ?? []), ...(label.type ? [label.type] : [])];
  if (ids.includes(answer.id)) return true;
  const wanted = new Set((label.imagenet ?? []).map((s) => s.toLowerCase()));
  if (!wanted.size) return false;
  return Object.keys(answer.synsets).some((wnid) => wanted.has(wnid) || wanted.has(nameOf(wnid)));
}

const synsetNames = new Map<string, string>();
function nameOf(wnid: string): string {
  if (!synsetNames.size) {
    const text = readFileSync(path.join(appRoot, 'models/mobilenetv2-int8-imagenet/synset.txt'), 'utf8');
    for (const line of text.trim().split('\n'))
      synsetNames.set(line.slice(0, 9), line.slice(10).split(', ')[0].toLowerCase());
  }
  return synsetNames.get(wnid) ?? '';
}

/** Labels naming a type that does not exist are a mistake in the set, said before any figure. */
export function unknownTypes(labels: LabelledPhoto[]): string[] {
  const known = new Set(categories.map((c) => c.id));
  return labels
    .flatMap((l) => [...(l.types ?? []), ...(l.type ? [l.type] : [])])
    .filter((t) => !known.has(t));
}
