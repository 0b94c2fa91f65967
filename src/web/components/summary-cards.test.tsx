import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../contracts/collection';
import type { CurrentCollection } from '../../contracts/collections';
import { loadNamespaces, setLanguage } from '../lib/i18n';
import { collectionsKeys } from '../lib/query-keys';
import { SummaryCards } from './summary-cards';

const collection = (amountsHidden: boolean): CurrentCollection => ({
  id: 'alix',
  name: '',
  role: amountsHidden ? 'viewer' : 'owner',
  own: !amountsHidden,
  current: true,
  ownerName: 'Alix',
  hideAmountsFromViewers: amountsHidden,
  amountsHidden,
});

/** What the server sends a viewer the owners keep amounts from: every euro figure null (decision 037). */
const stats = (total: number | null) =>
  ({ objectCount: 2, totalValueMin: total, totalValueMax: total }) as unknown as DashboardStats;

function renderWith(current: CurrentCollection, data: DashboardStats) {
  const client = new QueryClient();
  client.setQueryData(collectionsKeys.current.detail(), current);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SummaryCards stats={data} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('summary cards', () => {
  beforeAll(async () => {
    await setLanguage('fr');
    await loadNamespaces('common', 'collection');
  });
  afterEach(cleanup);

  it('tell a viewer the owners hide the amounts where the total would be, never a zero', () => {
    renderWith(collection(true), stats(null));
    expect(screen.getByTestId('stat-value').textContent).toBe('Montants masqués par les propriétaires');
    expect(screen.getByTestId('stat-items').textContent).toBe('2');
  });

  it('show the total to everyone else', () => {
    renderWith(collection(false), stats(1200));
    expect(screen.getByTestId('stat-value').textContent?.replace(/\s/g, ' ')).toBe('1 200 €');
  });
});
