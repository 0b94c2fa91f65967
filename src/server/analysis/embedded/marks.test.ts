import { describe, expect, it } from 'vitest';
import { categories, marks } from '../knowledge';
import { applyMarks, findMarks, priceFactor } from './marks';
import type { Identification } from './identify';

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
