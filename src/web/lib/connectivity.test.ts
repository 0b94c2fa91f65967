import { describe, expect, it } from 'vitest';
import { apiRequest } from './api-client';
import { isOnline, reportNetworkFailure, reportNetworkSuccess } from './connectivity';

describe('connectivity', () => {
  it('is offline from a request that got no answer until one gets an answer', () => {
    reportNetworkSuccess();
    expect(isOnline()).toBe(true);
    reportNetworkFailure();
    expect(isOnline()).toBe(false);
    reportNetworkSuccess();
    expect(isOnline()).toBe(true);
  });

  it('counts a fetch that never reached a server as offline, an aborted one not', async () => {
    reportNetworkSuccess();
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      apiRequest('http://127.0.0.1:1/api/auth/user', { signal: aborted.signal }),
    ).rejects.toThrow();
    expect(isOnline()).toBe(true);
    // Port 1 refuses the connection: a network error, not an HTTP one.
    await expect(apiRequest('http://127.0.0.1:1/api/auth/user')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
    expect(isOnline()).toBe(false);
    reportNetworkSuccess();
  });
});
