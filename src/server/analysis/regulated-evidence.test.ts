import { describe, expect, it } from 'vitest';
import { analysisResultSchema, type AnalysisResult } from '../../contracts/analysis';
import { coherentAppraisal, FLAG_CONFIDENCE, regulatedOnEvidence } from './appraisal-rules';
import { regulationsNamedIn } from './regulated-evidence';
import { modelAnswer } from '../test/model-answers';

const answer = (overrides: Record<string, unknown>): AnalysisResult =>
  analysisResultSchema.parse(modelAnswer(overrides));

describe('the words that name a regulated material', () => {
  it.each([
    ['IVOIRE', ['ivory']],
    ['Carved ivory figure', ['ivory']],
    ['WAFFEN-SS', ['nazi']],
    ['Waffenamt WaA 123', ['nazi']],
    ['Croix gammée', ['nazi']],
    ['ϟϟ', ['nazi']],
    ['BAÏONNETTE MLE 1886', ['blade']],
    ['Écaille de tortue', ['tortoiseshell']],
    ['Arme à feu : détention et vente réglementées', ['firearm']],
    ['Insignes du IIIe Reich : vente encadrée', ['nazi']],
  ])('%s', (text, keys) => {
    expect([...regulationsNamedIn(text)]).toEqual(keys);
  });

  it.each([
    'BRITAINS LTD MADE IN ENGLAND',
    'STAINLESS STEEL SS 304',
    'CALIBRE 321',
    'CARTOUCHE WATERMAN',
    'SEASHELL',
    'INDIAN ROSEWOOD',
    'OPIUM YSL',
    'SUBSTANTIVE',
    'FURNITURE',
    '',
  ])('nothing in "%s"', (text) => {
    expect([...regulationsNamedIn(text)]).toEqual([]);
  });
});

describe('regulated flags only on evidence, for every analyzer', () => {
  const flags = ['Insignes du IIIe Reich : vente encadrée', 'ivoire'];

  it(`keeps the flags of an answer at confidence ${FLAG_CONFIDENCE} or more`, () => {
    const sure = answer({ confidenceScore: 85, regulatedFlags: flags });
    expect(regulatedOnEvidence(sure).regulatedFlags).toEqual(flags);
  });

  it('drops the flags of a guess (toy soldiers taken for a helmet), through the one rule every answer meets', () => {
    const guess = answer({ name: 'Casque militaire', confidenceScore: 62, regulatedFlags: flags });
    expect(regulatedOnEvidence(guess).regulatedFlags).toEqual([]);
    expect(coherentAppraisal(guess).regulatedFlags).toEqual([]);
  });

  it('keeps, below that, only the flags the text read on the photo names', () => {
    const read = answer({
      confidenceScore: 50,
      regulatedFlags: [...flags, 'espèce protégée'],
      textRead: 'IVOIRE',
    });
    expect(regulatedOnEvidence(read).regulatedFlags).toEqual(['ivoire', 'espèce protégée']);
  });

  it("keeps them when the owner's own words say so: the type they chose or what they answered", () => {
    const chosen = answer({
      confidenceScore: 60,
      regulatedFlags: flags,
      refinement: { chosen: 'uniforms', questions: [], facts: [] },
    });
    expect(regulatedOnEvidence(chosen).regulatedFlags).toEqual([flags[0]]);
    const said = answer({
      confidenceScore: 60,
      regulatedFlags: flags,
      refinement: {
        questions: [],
        facts: [{ label: 'Objet', value: 'Netsuke en ivoire', source: 'owner' }],
      },
    });
    expect(regulatedOnEvidence(said).regulatedFlags).toEqual(['ivoire']);
    const photo = answer({
      confidenceScore: 60,
      regulatedFlags: flags,
      refinement: { questions: [], facts: [{ label: 'Objet', value: 'Netsuke en ivoire', source: 'photo' }] },
    });
    expect(regulatedOnEvidence(photo).regulatedFlags).toEqual([]);
  });
});
