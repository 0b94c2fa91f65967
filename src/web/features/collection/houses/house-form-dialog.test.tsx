import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { HouseFormDialog, type HouseFormValues } from './house-form-dialog';

/**
 * The houses screen's form (docs/product.md#forms, decision 029) in a DOM in Node: what it says and what it
 * sends, which a browser journey would check only through a whole signed-in session.
 */
describe('HouseFormDialog', () => {
  beforeAll(async () => {
    await setLanguage('fr');
    await loadNamespaces('common', 'collection');
  });
  afterEach(cleanup);

  /** The form opened to create a house, and what it sent. */
  function openForm() {
    const sent: HouseFormValues[] = [];
    render(<HouseFormDialog open onOpenChange={() => undefined} onSubmit={(v) => sent.push(v)} />);
    const name = screen.getByLabelText('Nom de la maison');
    const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer la maison' }));
    return { sent, name, type, submit };
  }

  it('asks for a name, and sends nothing without one', () => {
    const { sent, name, type, submit } = openForm();
    type(name, '   ');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Le nom de la maison est requis');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the fields trimmed', () => {
    const { sent, name, type, submit } = openForm();
    type(name, '  Maison de Bretagne ');
    type(screen.getByLabelText('Adresse'), ' 3 rue du Port, Vannes  ');
    submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([
      { name: 'Maison de Bretagne', address: '3 rue du Port, Vannes', type: 'primary', description: '' },
    ]);
  });

  it('says a name past the limit is too long as it is typed, keeps it whole, and sends nothing', () => {
    const { sent, name, type, submit } = openForm();
    const long = 'Le manoir '.repeat(12) + 'du bord de mer';
    type(name, long);
    // 134 characters for 120: said at once, with the French typography of the messages.
    expect(screen.getByRole('alert').textContent).toBe('120 caractères au plus\u00a0: 14 de trop.');
    expect((name as HTMLInputElement).value).toBe(long);
    submit();
    expect(sent).toEqual([]);
  });
});
