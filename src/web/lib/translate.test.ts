import { describe, expect, it } from 'vitest';
import { interpolate, translatorFor } from './translate';

const resources = {
  common: {
    brand: 'Trouvaille',
    nav: { home: 'Accueil' },
    greeting: 'Bonjour {{name}}, {{ name }} !',
    minimum: 'Au moins {{count}} caractères',
    empty: '',
  },
  capture: {
    items_one: '{{count}} objet',
    items_other: '{{count}} objets',
    photos_zero: 'Aucune photo',
    photos_one: 'Une photo',
    photos_other: '{{count}} photos',
    steps: { points: ['Pièce {{n}}', 'Salon'] },
  },
};

describe('translations', () => {
  const fr = translatorFor('fr', resources, 'capture');
  const en = translatorFor('en', resources, 'capture');

  it('reads nested keys of the default namespace, or of the one named by ns: or options.ns', () => {
    expect(fr.t('steps.points.1')).toBe('Salon');
    expect(fr.t('common:nav.home')).toBe('Accueil');
    expect(fr.t('nav.home', { ns: 'common' })).toBe('Accueil');
    expect(fr.t('common:empty')).toBe('');
  });

  it('fills {{name}} placeholders and leaves one without a value as written', () => {
    expect(fr.t('common:greeting', { name: 'Ada' })).toBe('Bonjour Ada, Ada !');
    expect(fr.t('common:greeting')).toBe('Bonjour {{name}}, {{ name }} !');
    expect(interpolate('{{a}}+{{b}}', { a: 0, b: 'x' })).toBe('0+x');
  });

  it('says 0 and 1 (and 1.5) in the singular in French, only 1 in English', () => {
    expect([0, 1, 1.5, 2].map((count) => fr.t('items', { count }))).toEqual([
      '0 objet',
      '1 objet',
      '1.5 objet',
      '2 objets',
    ]);
    expect([0, 1, 2].map((count) => en.t('items', { count }))).toEqual(['0 objets', '1 objet', '2 objets']);
  });

  it('prefers a written _zero form for 0, and falls back to _other, then to the bare key', () => {
    expect(fr.t('photos', { count: 0 })).toBe('Aucune photo');
    expect(fr.t('photos', { count: 1 })).toBe('Une photo');
    // French says `many` for millions: the files only write one/other.
    expect(fr.t('items', { count: 1_000_000 })).toBe('1000000 objets');
    expect(fr.t('common:minimum', { count: 8 })).toBe('Au moins 8 caractères');
  });

  it('answers the key (without its namespace) when the text is missing, or the default value', () => {
    expect(fr.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(fr.t('common:missing')).toBe('missing');
    expect(fr.t('missing', { defaultValue: 'Défaut {{x}}', x: 1 })).toBe('Défaut 1');
    expect(fr.t('steps')).toBe('steps');
  });

  it('answers objects and arrays, interpolated, when asked to', () => {
    expect(fr.t('steps.points', { returnObjects: true, n: 3 })).toEqual(['Pièce 3', 'Salon']);
  });

  it('knows which keys exist, plurals included', () => {
    expect(fr.exists('items', { count: 2 })).toBe(true);
    expect(fr.exists('capture:steps.points')).toBe(true);
    expect(fr.exists('common:nav.away')).toBe(false);
    expect(fr.exists('common:brand')).toBe(true);
  });
});
