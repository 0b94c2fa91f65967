import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/auth';
import { createQueryClient, syncSession } from './query-client';
import { displayName, getSessionUser, setSessionUser } from './session';
import { currentUserQueryOptions } from './session-query';
import { dashboardKeys } from './query-keys';

const user = (id: number, firstName = 'Ada') =>
  ({ id, firstName, email: `u${id}@example.com` }) as unknown as User;
const { queryKey } = currentUserQueryOptions();

describe('the session on the first screens and in the query cache', () => {
  it('starts the cache from the user the first screens know (signed in on /login)', () => {
    setSessionUser(user(1));
    const client = createQueryClient(() => '/dashboard');
    const stop = syncSession(client);
    expect(client.getQueryData(queryKey)).toEqual(user(1));
    stop();
  });

  it("follows the cache (a profile change), and a sign-in reaches an existing cache, marking the last account's figures stale", async () => {
    setSessionUser(null);
    const client = createQueryClient(() => '/dashboard');
    const stop = syncSession(client);
    expect(client.getQueryData(queryKey)).toBeNull();

    client.setQueryData(dashboardKeys.stats.detail(), { objects: 3 });
    const ada = user(2);
    setSessionUser(ada);
    expect(client.getQueryData(queryKey)).toBe(ada);
    expect(client.getQueryState(dashboardKeys.stats.detail())?.isInvalidated).toBe(true);

    const renamed = user(2, 'Ada L.');
    client.setQueryData(queryKey, renamed);
    await vi.waitFor(() => expect(getSessionUser()).toEqual(renamed));
    stop();
  });
});

describe('the user a signed-in first screen carries', () => {
  /** lib/session.ts as a page with this element (or none) loads it. */
  async function loadWith(text: string | null) {
    const element = text === null ? null : { textContent: text, remove: vi.fn() };
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'session-user' ? element : null) });
    vi.resetModules();
    const session = await import('./session');
    vi.unstubAllGlobals();
    return { session, element };
  }

  it('is known at once, and read only once', async () => {
    const ada = { ...user(7), id: 'u7' };
    const { session, element } = await loadWith(JSON.stringify(ada));
    expect(session.getSessionUser()).toEqual(ada);
    expect(element?.remove).toHaveBeenCalled();
  });

  it('leaves the question to the server when the page has none or a broken one', async () => {
    expect((await loadWith(null)).session.getSessionUser()).toBeUndefined();
    expect((await loadWith('{not json')).session.getSessionUser()).toBeUndefined();
    expect((await loadWith('null')).session.getSessionUser()).toBeUndefined();
  });
});

describe('the name a screen calls the person by', () => {
  it('is the first name, else the username, else the address before its @', () => {
    const email = 'qa.en@example.com';
    expect(displayName({ firstName: 'Camille', username: 'cam', email })).toBe('Camille');
    expect(displayName({ firstName: '  ', username: 'cam', email })).toBe('cam');
    expect(displayName({ firstName: null, username: null, email })).toBe('qa.en');
  });
});
