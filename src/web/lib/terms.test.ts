import { describe, expect, it } from 'vitest';
import { roomTypes } from '../../contracts/collection';
import en from '../locales/en/common.json';
import fr from '../locales/fr/common.json';
import { translatorFor } from './translate';
import { confidenceLabel, confidenceTone, roomTypeLabel, roomTypeOptions } from './terms';

function translator(lng: 'fr' | 'en') {
  return translatorFor(lng, { common: lng === 'fr' ? fr : en }).t;
}

describe('shared terms', () => {
  it('names every room type of the contract, in both languages', () => {
    expect(Object.keys(en.roomTypes).sort()).toEqual([...roomTypes].sort());
    expect(Object.keys(fr.roomTypes).sort()).toEqual([...roomTypes].sort());
  });

  it('reads an unknown room type as custom, and lists the options in the contract order', () => {
    const t = translator('fr');
    expect(roomTypeLabel(t, 'attic')).toBe(fr.roomTypes.custom);
    expect(roomTypeLabel(t, null)).toBe(fr.roomTypes.custom);
    expect(roomTypeOptions(t).map((o) => o.value)).toEqual([...roomTypes]);
    expect(roomTypeOptions(t)[0].label).toBe('Salon');
  });

  it('colours confidence at 80 and 60', () => {
    expect([confidenceTone(80), confidenceTone(79), confidenceTone(60), confidenceTone(59)]).toEqual([
      'high',
      'medium',
      'medium',
      'low',
    ]);
  });

  it('words a confidence score the same way everywhere, rounded', () => {
    expect(confidenceLabel(translator('fr'), 81.6)).toBe('Confiance 82 %');
    expect(confidenceLabel(translator('en'), 81.6)).toBe('82% confident');
  });
});
