import { describe, expect, it } from 'vitest';
import { categories, familyIds, families, mapLabels, notAppraisable } from './catalogue';
import { modelLabels, modelPresent, skipReason, testModelDir } from './test-support';

describe('reference catalogue', () => {
  it('has at least 150 categories with unique ids, in every family', () => {
    expect(categories.length).toBeGreaterThanOrEqual(150);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    for (const family of familyIds) {
      expect(families.get(family)?.name.every(Boolean), family).toBe(true);
      expect(
        categories.some((c) => c.family === family),
        family,
      ).toBe(true);
    }
  });

  it('is complete in French and English', () => {
    const pairs = categories.flatMap((c) => [
      c.name,
      c.about,
      ...(c.origin ? [c.origin] : []),
      ...c.periods,
      ...c.styles,
      ...c.materials,
      ...c.search,
      ...(c.regulated ?? []),
    ]);
    const familyPairs = [...families.values()].flatMap((f) => [
      f.name,
      f.market,
      ...f.nextPhotos,
      ...f.checks,
      ...f.factors,
    ]);
    for (const [fr, en] of [...pairs, ...familyPairs]) {
      expect(fr.trim().length, `${fr} / ${en}`).toBeGreaterThan(0);
      expect(en.trim().length, `${fr} / ${en}`).toBeGreaterThan(0);
    }
    for (const c of categories) {
      expect(c.periods.length && c.styles.length && c.materials.length && c.search.length, c.id).toBeTruthy();
    }
  });

  it('gives sane euro ranges: four contiguous increasing ranges, within what a home object fetches', () => {
    for (const c of categories) {
      const v = c.value;
      expect(
        v.every((x) => Number.isFinite(x) && x >= 0),
        c.id,
      ).toBe(true);
      for (let i = 1; i < v.length; i++) expect(v[i], `${c.id} breakpoint ${i}`).toBeGreaterThan(v[i - 1]);
      expect(v[4], c.id).toBeLessThanOrEqual(100_000);
    }
  });

  it('gives each label a total share of at most 1 and names only regulated categories that need it', () => {
    const totals = new Map<string, number>();
    for (const c of categories) {
      expect(Object.keys(c.labels).length, c.id).toBeGreaterThan(0);
      for (const [label, share] of Object.entries(c.labels)) {
        expect(share, `${c.id} ${label}`).toBeGreaterThan(0);
        totals.set(label, (totals.get(label) ?? 0) + share);
      }
    }
    for (const [label, total] of totals) expect(total, label).toBeLessThanOrEqual(1 + 1e-9);
    const regulated = (id: string) => categories.find((c) => c.id === id)?.regulated?.length ?? 0;
    for (const id of ['firearms', 'edged-weapons', 'ordnance', 'natural-history', 'furs'])
      expect(regulated(id), id).toBeGreaterThan(0);
  });

  describe.skipIf(!modelPresent)(
    `against the model's 1000 labels ${modelPresent ? '' : skipReason('the model', testModelDir)}`,
    () => {
      it('maps every label to a category or to the not-appraisable list, never both, and knows every name it uses', () => {
        const labels = modelLabels();
        expect(labels).toHaveLength(1000);
        const known = new Set(labels);
        const claimed = new Set(categories.flatMap((c) => Object.keys(c.labels)));
        const listed = notAppraisable.flatMap((g) => g.labels);
        expect(new Set(listed).size).toBe(listed.length);
        for (const name of [...claimed, ...listed]) expect(known.has(name), name).toBe(true);
        for (const label of labels) {
          expect(claimed.has(label) !== listed.includes(label), `${label} must be in exactly one place`).toBe(
            true,
          );
        }
      });

      it('folds a probability vector without losing mass', () => {
        const labels = modelLabels();
        const mapping = mapLabels(labels);
        labels.forEach((_, i) => {
          const total = mapping.shares[i].reduce((s, x) => s + x.weight, 0) + mapping.rest[i];
          expect(total).toBeCloseTo(1, 9);
        });
      });
    },
  );
});
