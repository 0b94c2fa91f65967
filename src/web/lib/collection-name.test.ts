import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import fr from '../locales/fr/common.json';
import { collectionLabel, withOwnerName } from './collection-name';
import { createTranslator } from './translate';

const tr = (lng: 'fr' | 'en') =>
  createTranslator(lng, 'common', (ns) => (ns === 'common' ? (lng === 'fr' ? fr : en) : undefined)).t;

describe('collectionLabel', () => {
  it('is the name given when there is one', () => {
    expect(collectionLabel(tr('fr'), { name: 'Maison de famille', ownerName: 'Alix' })).toBe(
      'Maison de famille',
    );
  });

  it('names an unnamed collection after its founder, elided in French', () => {
    expect(collectionLabel(tr('fr'), { name: '', ownerName: 'Alix' })).toBe('Collection d’Alix');
    expect(collectionLabel(tr('fr'), { name: ' ', ownerName: 'Bastien' })).toBe('Collection de Bastien');
    expect(collectionLabel(tr('fr'), { name: '', ownerName: 'Hélène' })).toBe('Collection d’Hélène');
    expect(collectionLabel(tr('fr'), { name: '', ownerName: 'Éloïse' })).toBe('Collection d’Éloïse');
    expect(collectionLabel(tr('fr'), { name: '', ownerName: 'Zoé' })).toBe('Collection de Zoé');
    expect(collectionLabel(tr('en'), { name: '', ownerName: 'Alix' })).toBe('Alix’s collection');
    expect(collectionLabel(tr('en'), { name: '', ownerName: 'Bastien' })).toBe('Bastien’s collection');
  });

  it('says "Collection" when even the founder has no name', () => {
    expect(collectionLabel(tr('fr'), { name: '', ownerName: '' })).toBe('Collection');
    expect(collectionLabel(tr('en'), { name: '', ownerName: '' })).toBe('Collection');
  });

  it('picks the elided key of any text', () => {
    const t = tr('fr');
    expect(withOwnerName(t, 'collectionName.of', 'Ambre')).toBe('Collection d’Ambre');
    expect(withOwnerName(t, 'collectionName.of', 'Bastien', { name: 'ignored' })).toBe(
      'Collection de Bastien',
    );
  });
});
