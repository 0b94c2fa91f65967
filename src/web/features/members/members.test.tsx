import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInvitationBody, CurrentCollection, Member } from '../../../contracts/collections';
import { loadNamespaces, setLanguage } from '../../lib/i18n';
import { CollectionSettings } from './components/collection-settings';
import { InviteForm } from './components/invite-form';
import { MembersList } from './components/members-list';

const member = (over: Partial<Member>): Member => ({
  userId: 'u',
  name: 'Name',
  email: 'name@example.com',
  role: 'editor',
  addedAt: '2026-11-01T10:00:00.000Z',
  founder: false,
  you: false,
  ...over,
});

const members = [
  member({ userId: 'c', name: 'Chloé', email: 'c@example.com', role: 'viewer' }),
  member({ userId: 'a', name: 'Anne', email: 'a@example.com', role: 'owner', founder: true, you: true }),
  member({ userId: 'b', name: 'Bruno', email: 'b@example.com', role: 'editor' }),
];

/**
 * The members screen (decision 037) in a DOM in Node: who an owner may change or remove (never the founder
 * nor themselves), what a non-owner sees, and what the invitation form sends.
 */
describe('members screen', () => {
  beforeAll(async () => {
    await setLanguage('fr');
    await loadNamespaces('common', 'members');
  });
  afterEach(cleanup);

  it('lists owners first, marks the reader and the founder', () => {
    render(<MembersList members={members} readerIsOwner onRoleChange={() => {}} onRemove={() => {}} />);
    const rows = screen.getAllByTestId('member');
    expect(rows.map((r) => within(r).getByText(/Anne|Bruno|Chloé/).textContent)).toEqual([
      'Anne',
      'Bruno',
      'Chloé',
    ]);
    expect(within(rows[0]!).getByText('vous')).toBeTruthy();
    expect(within(rows[0]!).getByText('fondateur')).toBeTruthy();
  });

  it('lets an owner remove and re-role anyone but the founder and themselves', () => {
    const removed: string[] = [];
    render(
      <MembersList
        members={members}
        readerIsOwner
        onRoleChange={() => {}}
        onRemove={(m) => removed.push(m.userId)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Retirer Anne' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rôle de Anne' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Rôle de Bruno' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rôle de Chloé' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Chloé' }));
    expect(removed).toEqual(['c']);
  });

  it('shows roles only, no controls, to an editor or a viewer', () => {
    render(
      <MembersList
        members={members.map((m) => ({ ...m, you: m.userId === 'b' }))}
        readerIsOwner={false}
        onRoleChange={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.getByText('Lecteur')).toBeTruthy();
  });

  it('invites a valid address, lower-cased, as an editor by default; refuses a wrong one', async () => {
    const sent: CreateInvitationBody[] = [];
    render(
      <InviteForm
        pending={false}
        onInvite={(body) => {
          sent.push(body);
          return Promise.resolve(true);
        }}
      />,
    );
    const email = screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Envoyer l’invitation' });
    fireEvent.change(email, { target: { value: 'pas-une-adresse' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Saisissez une adresse e-mail valide.');
    expect(sent).toEqual([]);
    fireEvent.change(email, { target: { value: '  Bruno@Example.COM ' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(sent).toEqual([{ email: 'bruno@example.com', role: 'editor', language: 'fr' }]),
    );
    await waitFor(() => expect(email.value).toBe(''));
  });

  it('calls an unnamed collection after its founder, elided in French', () => {
    const unnamed: CurrentCollection = {
      id: 'alix',
      name: '',
      role: 'viewer',
      own: false,
      current: true,
      ownerName: 'Alix',
      hideAmountsFromViewers: true,
      amountsHidden: true,
    };
    render(<CollectionSettings collection={unnamed} pending={false} onSave={() => {}} />);
    expect(screen.getByText('Collection d’Alix')).toBeTruthy();
    cleanup();
    render(
      <CollectionSettings
        collection={{ ...unnamed, role: 'owner', own: true, ownerName: 'Bastien', amountsHidden: false }}
        pending={false}
        onSave={() => {}}
      />,
    );
    const name = screen.getByLabelText('Nom de la collection') as HTMLInputElement;
    expect(name.value).toBe('');
    expect(name.placeholder).toBe('Collection de Bastien');
  });
});
