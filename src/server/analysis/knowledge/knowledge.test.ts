import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { familyOfText } from './family-of-text';
import { categories, familyIds, families, marks, notObjects, synsetClasses } from './index';

const folder = path.dirname(fileURLToPath(import.meta.url));
const modelSynsets = readFileSync(
  path.join(folder, '../../../../models/mobilenetv2-int8-imagenet/synset.txt'),
  'utf8',
)
  .trim()
  .split('\n')
  .map((l) => l.slice(0, 9));

/** Every { fr, en } object anywhere in a JSON value, with where it is. */
function texts(value: unknown, where: string): { where: string; fr: unknown; en: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${where}[${i}]`));
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('fr' in o || 'en' in o) return [{ where, fr: o.fr, en: o.en }];
    return Object.entries(o).flatMap(([k, v]) => texts(v, `${where}.${k}`));
  }
  return [];
}

describe('object knowledge (knowledge/*.json)', () => {
  it('loads and validates at start, with at least 150 object types in every family', () => {
    expect(categories.length).toBeGreaterThanOrEqual(150);
    expect(families.size).toBe(familyIds.length);
    expect(notObjects.size).toBeGreaterThan(0);
  });

  it('is complete in French and English: every text of every file has both, non-empty', () => {
    const files = [
      'families.json',
      'vocabulary.json',
      'makers.json',
      ...readdirSync(path.join(folder, 'types')).map((f) => `types/${f}`),
    ];
    let count = 0;
    for (const file of files) {
      for (const t of texts(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), file)) {
        count++;
        expect(typeof t.fr === 'string' && t.fr.trim().length > 0, `${t.where} fr`).toBe(true);
        expect(typeof t.en === 'string' && t.en.trim().length > 0, `${t.where} en`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(1000);
  });

  it('gives every price band an origin', () => {
    for (const c of categories) expect(c.valueOrigin, c.id).toBeTruthy();
  });

  it('describes every maker and hallmark completely: id, names and text in fr and en, spellings, types, a priced effect with its origin', () => {
    expect(marks.length).toBeGreaterThanOrEqual(40);
    const spellings = new Map<string, string>();
    for (const m of marks) {
      expect(m.id, m.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [m.name, m.about])
        for (const t of text) expect(t.trim().length, m.id).toBeGreaterThan(0);
      expect(m.match.length, m.id).toBeGreaterThan(0);
      for (const s of m.match) {
        expect(s, `${m.id}: spellings are written in capitals`).toBe(s.toUpperCase());
        const key = s
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/[^A-Z0-9]/g, '');
        expect(spellings.get(key) ?? m.id, `${s} is listed for two marks`).toBe(m.id);
        spellings.set(key, m.id);
      }
      expect(m.types.length, m.id).toBeGreaterThan(0);
      expect(m.price.factor, m.id).toBeGreaterThan(0);
      expect(m.price.origin, m.id).toBeTruthy();
      // A measured factor says how many recorded prices it rests on (scripts/knowledge/maker-factors.ts).
      if (m.price.origin !== 'editorial-guess')
        expect(m.price.origin.observations, m.id).toBeGreaterThanOrEqual(10);
    }
    // The makers and hallmarks owners meet most, across the families.
    expect(marks.length).toBeGreaterThanOrEqual(200);
    for (const word of [
      'CHRISTOFLE',
      'SÈVRES',
      'HB QUIMPER',
      'STERLING',
      '925',
      'PLAQUÉ OR',
      'DINKY TOYS',
      'TIFFANY & CO',
      'GEORG JENSEN',
      'RAYNAUD',
      'ROYAL DOULTON',
      'GALLÉ',
      'SEIKO',
      'NIKON',
      'STEINWAY',
      'MÄRKLIN',
      'MONTBLANC',
      'CHANEL',
      'MINERVE',
      '585',
    ])
      expect(
        marks.some((m) => m.match.includes(word)),
        word,
      ).toBe(true);
  });

  it('never gives a class more than its whole probability across object types', () => {
    const total = new Map<string, number>();
    for (const c of categories)
      for (const [wnid, share] of Object.entries(c.synsets)) total.set(wnid, (total.get(wnid) ?? 0) + share);
    for (const [wnid, sum] of total) expect(sum, wnid).toBeLessThanOrEqual(1.0001);
  });

  it('places each of the classifier classes in a family or a non-object group, never both', () => {
    expect(new Set(synsetClasses.keys())).toEqual(new Set(modelSynsets));
    for (const [wnid, c] of synsetClasses) expect(!!c.family !== !!c.notObject, wnid).toBe(true);
  });
});

describe('the family a free-text category names (familyOfText)', () => {
  it("reads a vision model's category and object name in either language", () => {
    const cases: [string, string, string][] = [
      ['Céramique', 'Assiette en faïence de Gien', 'ceramics-porcelain'],
      ['Watches', 'Omega Seamaster wristwatch', 'clocks-watches'],
      ['Argenterie', 'Ménagère Christofle', 'silver-metalware'],
      ['Verrerie', 'Vase Daum', 'glassware'],
      ['Furniture', 'Louis XV commode', 'furniture'],
      ['Photographie', 'Appareil Leica M3', 'cameras-optics'],
    ];
    for (const [category, name, family] of cases) expect(familyOfText(category, name)?.id).toBe(family);
  });

  it('names none when no word is known', () => {
    expect(familyOfText('Misc.', 'Thing')).toBeUndefined();
    expect(familyOfText('', '')).toBeUndefined();
  });
});
