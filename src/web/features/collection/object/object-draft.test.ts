import { describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import type { CollectionObject } from '../../../../contracts/collection';
import {
  analysisToPatch,
  characteristicsFromText,
  draftToPatch,
  parsePrice,
  splitList,
  toDraft,
  validateDraft,
} from './object-draft';

const object = {
  id: 7,
  name: 'Vase',
  category: 'Ceramics',
  description: 'Blue vase',
  period: '',
  style: '',
  origin: '',
  condition: 'good',
  author: '',
  manufacturer: '',
  brand: '',
  notes: '',
  acquisitionPrice: 12.5,
  acquisitionDate: null,
  roomId: 3,
  dimensions: 'H 30 cm',
  materials: '',
  serialNumber: '',
  marks: 'Delft',
} as unknown as CollectionObject;

describe('object draft', () => {
  it('shows the acquisition price with two decimals and none as empty', () => {
    expect(toDraft(object).acquisitionPrice).toBe('12.50');
    expect(toDraft({ ...object, acquisitionPrice: null, roomId: null })).toMatchObject({
      acquisitionPrice: '',
      roomId: '',
    });
  });

  it('turns empty price, date and room into null', () => {
    const patch = draftToPatch({
      ...toDraft(object),
      acquisitionPrice: ' ',
      acquisitionDate: '',
      roomId: '',
    });
    expect(patch).toMatchObject({
      acquisitionPrice: null,
      acquisitionDate: null,
      roomId: null,
      name: 'Vase',
    });
    expect(draftToPatch({ ...toDraft(object), acquisitionPrice: '10,256', roomId: '4' })).toMatchObject({
      acquisitionPrice: 10.26,
      roomId: 4,
    });
  });

  it('refuses a negative or non-numeric price and a blank name', () => {
    expect(parsePrice('-1')).toBe('invalid');
    expect(parsePrice('abc')).toBe('invalid');
    expect(parsePrice('0')).toBe(0);
    expect(validateDraft({ ...toDraft(object), name: '  ' })).toBe('nameRequired');
    expect(validateDraft({ ...toDraft(object), acquisitionPrice: '-3' })).toBe('priceInvalid');
    expect(validateDraft(toDraft(object))).toBeNull();
  });

  it('refuses an acquisition date after today, before sending', () => {
    expect(validateDraft({ ...toDraft(object), acquisitionDate: '2999-01-01' })).toBe('dateInFuture');
    const today = new Date().toISOString().slice(0, 10);
    expect(validateDraft({ ...toDraft(object), acquisitionDate: today })).toBeNull();
    // A field past its limit is said under itself and the form waits.
    expect(validateDraft({ ...toDraft(object), serialNumber: 'x'.repeat(101) })).toBe('tooLong');
  });

  it('sends the insurance fields trimmed and the condition level as chosen', () => {
    expect(
      draftToPatch({ ...toDraft(object), serialNumber: ' SN-1 ', materials: ' Faïence ', condition: 'poor' }),
    ).toMatchObject({
      dimensions: 'H 30 cm',
      materials: 'Faïence',
      serialNumber: 'SN-1',
      marks: 'Delft',
      condition: 'poor',
    });
  });

  it('splits comma lists, trimming and dropping empties', () => {
    expect(splitList(' oak, , brass ,')).toEqual(['oak', 'brass']);
    expect(
      characteristicsFromText({
        materials: 'oak,',
        decorativeStyle: '',
        dimensions: ' 40 cm ',
        specificFeatures: 'a, b',
      }),
    ).toEqual({
      materials: ['oak'],
      decorativeStyle: [],
      dimensions: '40 cm',
      specificFeatures: ['a', 'b'],
    });
  });

  it('keeps the owner’s condition, or reads the analysis’s sentence as a level', () => {
    const loaded = toDraft(object);
    const analysis = { condition: 'Usé, défauts visibles' } as unknown as AnalysisResponse;
    expect(analysisToPatch(analysis, loaded, loaded).condition).toBe('fair');
    expect(analysisToPatch(analysis, { ...loaded, condition: 'excellent' }, loaded).condition).toBe(
      'excellent',
    );
    // A sentence naming no level leaves the level as it was.
    const vague = { condition: 'Patine d’origine' } as unknown as AnalysisResponse;
    expect(analysisToPatch(vague, loaded, loaded).condition).toBe('good');
  });

  it('takes the new analysis but keeps what the person changed in this edit', () => {
    const loaded = toDraft(object);
    const draft = { ...loaded, name: 'My grandmother’s vase' };
    const analysis = {
      name: 'Delft vase',
      category: 'Faience',
      description: 'Delftware',
      period: '18th c.',
      style: '',
      origin: 'Netherlands',
      condition: 'Fair',
      author: '',
      manufacturer: '',
      brand: '',
      estimatedValueMin: 200,
      estimatedValueMax: 400,
      analysisId: '7d2f6a51-8a3e-4c55-9b0e-2f1d3c4b5a69',
    } as unknown as AnalysisResponse;
    const patch = analysisToPatch(analysis, draft, loaded);
    expect(patch).toMatchObject({
      name: 'My grandmother’s vase',
      category: 'Faience',
      period: '18th c.',
      condition: 'fair',
      estimatedValueMin: 200,
      estimatedValueMax: 400,
    });
    // The value history records the new estimate as a re-analysis.
    expect(patch.analysisId).toBe(analysis.analysisId);
  });
});
