import { describe, expect, it } from 'vitest';
import { fixFrenchSpacing, frenchSpacingFaults, frenchTitleCaseFaults } from './french-typography';

describe('French typography', () => {
  it('finds a plain space, or none, before ? ! : ; » and after «', () => {
    expect(frenchSpacingFaults('Déjà un compte ?')).toHaveLength(1);
    expect(frenchSpacingFaults('Merci!')).toHaveLength(1);
    expect(frenchSpacingFaults('Pièce : salon ; cuisine')).toHaveLength(2);
    expect(frenchSpacingFaults('« {{name}} »')).toHaveLength(2);
    expect(frenchSpacingFaults('Déjà un compte\u00a0?')).toEqual([]);
    expect(frenchSpacingFaults('Vraiment\u202f?!')).toEqual([]);
    expect(frenchSpacingFaults('«\u00a0{{name}}\u00a0»')).toEqual([]);
  });

  it('leaves placeholders, markup, addresses and times alone', () => {
    expect(frenchSpacingFaults('Ouvert de 9:30 à 14:02')).toEqual([]);
    expect(frenchSpacingFaults('Une adresse commençant par http:// ou https://example.fr/a?b=1')).toEqual([]);
    expect(frenchSpacingFaults('{{count, number}} objets, <1>voir</1>')).toEqual([]);
    expect(frenchSpacingFaults('Valeur {{value}}: {{x}}')).toHaveLength(1);
  });

  it('mends what it finds, and nothing else', () => {
    expect(fixFrenchSpacing('Supprimer « {{name}} » ?')).toBe('Supprimer «\u00a0{{name}}\u00a0»\u00a0?');
    expect(fixFrenchSpacing('Merci!')).toBe('Merci\u00a0!');
    expect(fixFrenchSpacing('ex. : à 14:02, http://a.fr')).toBe('ex.\u00a0: à 14:02, http://a.fr');
    expect(fixFrenchSpacing('Quoi\u202f?!')).toBe('Quoi\u202f?!');
    for (const s of ['Supprimer « {{name}} » ?', 'Merci!', 'Pièce : salon ; cuisine'])
      expect(frenchSpacingFaults(fixFrenchSpacing(s))).toEqual([]);
  });

  it('finds title case, proper nouns aside', () => {
    expect(frenchTitleCaseFaults('Analyse Terminée')).toEqual(['Analyse Terminée']);
    expect(frenchTitleCaseFaults('Analyse terminée')).toEqual([]);
    expect(frenchTitleCaseFaults('Découvrir Trouvaille')).toEqual([]);
  });
});
