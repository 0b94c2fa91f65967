import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KeyCharacteristics, PossibleOrigin } from '../../../../contracts/collection';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { CharacteristicsDialog } from './characteristics-dialog';
import { OriginDialog } from './origin-dialog';

/** The object screen's two text dialogs, built on TextFieldsDialog: what they start from and what they save. */
describe('object text dialogs', () => {
  beforeAll(async () => {
    await setLanguage('fr');
    await loadNamespaces('common', 'collection');
  });
  afterEach(cleanup);

  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

  it('starts the characteristics from the saved lists and saves them trimmed, empties dropped', () => {
    const saved: KeyCharacteristics[] = [];
    const value = {
      materials: ['bronze', 'émail'],
      decorativeStyle: [],
      specificFeatures: [],
      dimensions: '45 cm',
    };
    render(
      <CharacteristicsDialog
        open
        value={value}
        onOpenChange={() => undefined}
        onSave={(v) => saved.push(v)}
      />,
    );
    expect((screen.getByLabelText('Matériaux') as HTMLInputElement).value).toBe('bronze, émail');
    type('Matériaux', ' bronze ,, marbre ');
    type('Dimensions', ' 50 cm ');
    save();
    expect(saved).toEqual([
      { materials: ['bronze', 'marbre'], decorativeStyle: [], specificFeatures: [], dimensions: '50 cm' },
    ]);
  });

  it('starts the origin from the saved one and saves it trimmed, the context on several lines', () => {
    const saved: PossibleOrigin[] = [];
    const value = { manufacturer: 'Lepaute', period: '1780', location: 'Paris', productionContext: '' };
    render(<OriginDialog open value={value} onOpenChange={() => undefined} onSave={(v) => saved.push(v)} />);
    expect(screen.getByLabelText('Contexte historique').tagName).toBe('TEXTAREA');
    type('Fabricant', '  Lepaute et fils ');
    save();
    expect(saved).toEqual([{ ...value, manufacturer: 'Lepaute et fils' }]);
  });
});
