import { describe, expect, it } from 'vitest';
import { elidesDe, roleAllows } from './collections';

describe('collections rules', () => {
  it('elides "de" before a vowel or an h, accents included', () => {
    expect(['Alix', 'Élodie', 'hugo', 'Œdipe', ' Yves'].map(elidesDe)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['Bastien', 'Zoé', '', '42'].map(elidesDe)).toEqual([false, false, false, false]);
  });

  it('lets a viewer read only, an editor edit, an owner do everything', () => {
    const table = (['owner', 'editor', 'viewer'] as const).map((role) =>
      (['read', 'edit', 'own'] as const).map((need) => roleAllows(role, need)),
    );
    expect(table).toEqual([
      [true, true, true],
      [true, true, false],
      [true, false, false],
    ]);
  });
});
