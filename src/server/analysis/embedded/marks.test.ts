import { describe, expect, it } from 'vitest';
import { categories, marks } from '../knowledge';
import { PRICE_FLOOR } from '../appraisal-rules';
import { applyMarks, findMarks, priceFactor, textOnlyPhotos } from './marks';
import type { Identification, PhotoScores } from './identify';

const ids = (text: string) => findMarks(text).map((f) => f.mark.id);

describe('finding makers and hallmarks in text read on a photo', () => {
  it.each([
    ['CHRISTOFLE FRANCE', ['christofle']],
    ['chr1stofle', ['christofle']],
    ['CHRIST OFLE · STERLING 925', ['christofle', 'sterling']],
    ['DAUMNANCY', ['daum']],
    ['Daum  Nancy France', ['daum']],
    ['R. LALIQUE FRANCE', ['r-lalique']],
    ['LALIQUE', ['lalique']],
    ['HB-QUIMPER', ['hb-quimper']],
    ['QUIMPER', ['quimper']],
    ['Sèvres', ['sevres']],
    ['SEVRES 1925', ['sevres']],
    ['VILLEROY 8 BOCH', ['villeroy-boch']],
    ['JAEGER-LECOULTRE', ['jaeger-lecoultre']],
    ['SWISS MADE R0LEX', ['rolex']],
    ['0MEGA Seamaster', ['omega']],
    ['HERMÈS PARIS', ['hermes']],
    ['LOUIS VUITTON', ['louis-vuitton']],
    ['Saint-Clément', ['saint-clement']],
    ['METAL ARGENTE', ['silver-plate']],
    ['PLAQUÉ OR', ['gold-plated']],
    ['18 K', ['gold-18k']],
    ['LIP', ['lip']],
    ['DINKY TOYS MADE IN FRANCE', ['dinky-toys']],
    ['STEIFF KNOPF IM OHR', ['steiff']],
  ])('%s', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it.each([
    ['flip'],
    ['LlP'],
    ['STAINLESS'],
    ['ARGENTE'],
    ['1925'],
    ['AN (NV 24 Ne ih XZ'],
    ['Re ER NS yy'],
    ['L I P'],
    ['ESTEIFFEL'],
    ['SIERTING'],
    ['»-3 Ty em 7 à nls —— ek phd 7" 2% x3'],
    ['= Tw cet Poe Es SIMPLE ny a aif == _ == ui'],
  ])('finds nothing in %s', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('finds nothing in random letters and digits', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
    for (let i = 0; i < 300; i++) {
      const text = Array.from({ length: 40 }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      );
      expect(ids(text), text).toEqual([]);
    }
  });

  it('reports what was read for each mark, each mark once', () => {
    const found = findMarks('Christofle · CHRISTOFLE · 925');
    expect(found.map((f) => [f.mark.id, f.read])).toEqual([
      ['christofle', 'CHRISTOFLE'],
      ['sterling', '925'],
    ]);
  });
});

function identification(scores: [string, number][], rest = 0.3): Identification {
  const ranked = scores.map(([id, score]) => ({ category: categories.find((c) => c.id === id)!, score }));
  return {
    ranked,
    families: [],
    rest,
    agreement: 1,
    confidence: Math.round(100 * ranked[0].score),
    shown: { calibration: { slope: 1, intercept: 0, viewsDisagree: 0 }, viewsDisagree: false, multiplier: 1 },
    notAppraisable: false,
    photos: [],
  };
}

describe('a recognised mark moves the identification and the value band', () => {
  it("brings the maker's types forward, keeps the total and records the text", () => {
    const before = identification([
      ['buckles', 0.3],
      ['silver-cutlery', 0.1],
      ['plates', 0.1],
    ]);
    const found = findMarks('CHRISTOFLE');
    const after = applyMarks(before, 'CHRISTOFLE', found);
    expect(after.ranked[0].category.id).toBe('silver-cutlery');
    expect(after.ranked[0].score).toBeGreaterThan(2 * 0.1);
    const total = (id: Identification) => id.ranked.reduce((s, r) => s + r.score, 0) + id.rest;
    expect(total(after)).toBeCloseTo(total(before));
    expect(after.families[0].family).toBe('silver-metalware');
    expect(after.text).toEqual({ read: 'CHRISTOFLE', marks: found });
    expect(after.confidence).toBeLessThanOrEqual(95);
  });

  it('gives the types of a mark read on a photo the classifier could not place', () => {
    const after = applyMarks(identification([['plates', 0.02]], 0.9), 'ROLEX', findMarks('ROLEX'));
    expect(after.ranked[0].category.id).toBe('wristwatches');
  });

  it('leaves the identification as it was when no mark is read', () => {
    const before = identification([['plates', 0.5]]);
    const after = applyMarks(before, 'BONJOUR', []);
    expect(after.ranked).toBe(before.ranked);
    expect(after.confidence).toBe(before.confidence);
    expect(after.text).toEqual({ read: 'BONJOUR', marks: [] });
  });

  it("multiplies the band by the maker's and the hallmark's factors, only for a type they bear on", () => {
    const cutlery = categories.find((c) => c.id === 'silver-cutlery')!;
    const christofle = marks.find((m) => m.id === 'christofle')!;
    const sterling = marks.find((m) => m.id === 'sterling')!;
    expect(priceFactor(cutlery, findMarks('CHRISTOFLE STERLING'))).toBeCloseTo(
      christofle.price.factor * sterling.price.factor,
    );
    const violin = categories.find((c) => c.id === 'violins')!;
    expect(priceFactor(violin, findMarks('CHRISTOFLE'))).toBe(1);
  });
});

describe('the makers and hallmarks owners meet', () => {
  it.each([
    ['STERLING 925 · TIFFANY CO · MADE IN USA', ['sterling', 'tiffany']],
    ['TIFFANY & CO. MAKERS', ['tiffany']],
    ['TIFFANY STUDIOS NEW YORK', ['tiffany-studios']],
    ['GEORG JENSEN DENMARK', ['georg-jensen']],
    ['RAYNAUD LIMOGES', ['raynaud']],
    ['ROYAL DOULTON ENGLAND', ['royal-doulton']],
    ['MÄRKLIN', ['marklin']],
    ['SELMER PARIS', ['selmer']],
    ['HERMES BABY', ['hermes-typewriter']],
    ['MONTBLANC MEISTERSTÜCK', ['montblanc']],
    ['14K', ['gold-14k']],
    ['TÊTE DE MINERVE', ['minerve']],
  ])('%s', (text, ids) => {
    expect(findMarks(text).map((f) => f.mark.id)).toEqual(ids);
  });
});

/** One photo's scores with all its probability on one type. */
function photoOf(typeId: string): PhotoScores {
  const scores = new Float64Array(categories.length);
  scores[categories.findIndex((c) => c.id === typeId)] = 0.6;
  return {
    categories: scores,
    families: new Float64Array(0),
    rest: 0.4,
    topLabels: [],
    nearest: [],
    referenceWeight: 0,
  };
}

describe('a mark never takes away what the photos gave', () => {
  it('leaves a priced answer its type and confidence when the marks name other types', () => {
    const before = identification([
      ['ceramic-vases', 0.55],
      ['plates', 0.1],
      ['silver-coffee-tea', 0.05],
    ]);
    expect(before.confidence).toBeGreaterThanOrEqual(PRICE_FLOOR);
    const text = 'STERLING 925 TIFFANY CO';
    const after = applyMarks(before, text, findMarks(text));
    expect(after.ranked[0].category.id).toBe('ceramic-vases');
    expect(after.ranked[0].score).toBeCloseTo(0.55);
    expect(after.confidence).toBeGreaterThanOrEqual(before.confidence);
    const total = (id: Identification) => id.ranked.reduce((s, r) => s + r.score, 0) + id.rest;
    expect(total(after)).toBeCloseTo(total(before));
  });

  it("lets a mark's type lead when the photos' answer was unsure", () => {
    const before = identification([
      ['plates', 0.3],
      ['silver-coffee-tea', 0.25],
    ]);
    const after = applyMarks(before, 'CHRISTOFLE', findMarks('CHRISTOFLE'));
    expect(after.ranked[0].category.id).toBe('silver-coffee-tea');
    expect(after.confidence).toBeGreaterThanOrEqual(before.confidence);
  });

  it('counts a close-up of a mark for its text only, unless its own best type is one the mark names', () => {
    const photos = [photoOf('ceramic-vases'), photoOf('books'), photoOf('silver-cutlery')];
    const marks = [[], findMarks('TIFFANY & CO'), findMarks('CHRISTOFLE')];
    expect(textOnlyPhotos(photos, marks)).toEqual([1]);
    // With nothing else to go on, every photo votes.
    expect(textOnlyPhotos([photoOf('books')], [findMarks('TIFFANY & CO')])).toEqual([]);
  });
});
