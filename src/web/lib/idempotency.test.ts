import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from './api-client';
import { isRetryable, newIdempotencyKey, sharedWhileInFlight, withIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const networkError = () => new ApiError({ status: 0, path: '/api/rooms', text: 'Network error', body: null });
const refused = (status: number, code: string) =>
  new ApiError({ status, path: '/api/rooms', text: code, body: { error: code, code } });
const noSleep = () => Promise.resolve();

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time, without randomUUID too (no secure context on a LAN address)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(insecure)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe('isRetryable', () => {
  it('retries a lost answer, a brief unavailability and a key still in progress, nothing else', () => {
    expect(isRetryable(networkError())).toBe(true);
    expect(isRetryable(refused(503, 'UNAVAILABLE'))).toBe(true);
    expect(isRetryable(refused(409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
    expect(isRetryable(refused(409, 'CONFLICT'))).toBe(false);
    expect(isRetryable(refused(422, 'IDEMPOTENCY_KEY_REUSED'))).toBe(false);
    expect(isRetryable(refused(500, 'INTERNAL'))).toBe(false);
    expect(isRetryable(new DOMException('Aborted', 'AbortError'))).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
  });
});

describe('withIdempotencyKey', () => {
  it('sends one key for the action and the same key on each retry', async () => {
    const keys: string[] = [];
    const result = await withIdempotencyKey(
      async (key) => {
        keys.push(key);
        if (keys.length < 3) throw networkError();
        return 'created';
      },
      { sleep: noSleep },
    );
    expect(result).toBe('created');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID_V4);
  });

  it('gives up after the attempts, at once on an answer, and when the action is aborted', async () => {
    const send = vi.fn(async () => {
      throw networkError();
    });
    await expect(withIdempotencyKey(send, { sleep: noSleep, attempts: 3 })).rejects.toMatchObject({
      status: 0,
    });
    expect(send).toHaveBeenCalledTimes(3);

    const answer = vi.fn(async () => {
      throw refused(404, 'NOT_FOUND');
    });
    await expect(withIdempotencyKey(answer, { sleep: noSleep })).rejects.toMatchObject({ status: 404 });
    expect(answer).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const aborted = vi.fn(async () => {
      throw networkError();
    });
    const sleep = async () => controller.abort();
    await expect(withIdempotencyKey(aborted, { sleep, signal: controller.signal })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(aborted).toHaveBeenCalledTimes(1);
  });

  it('makes a new key for each action', async () => {
    const keys: string[] = [];
    await withIdempotencyKey(async (key) => keys.push(key));
    await withIdempotencyKey(async (key) => keys.push(key));
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('sharedWhileInFlight', () => {
  it('starts the same action once while it runs, and again once it has ended', async () => {
    let release!: (value: string) => void;
    const start = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = sharedWhileInFlight('POST /api/rooms {"name":"Salon"}', start);
    const second = sharedWhileInFlight('POST /api/rooms {"name":"Salon"}', start);
    expect(start).toHaveBeenCalledTimes(1);
    release('room 1');
    expect(await Promise.all([first, second])).toEqual(['room 1', 'room 1']);
    const later = sharedWhileInFlight('POST /api/rooms {"name":"Salon"}', async () => 'room 2');
    expect(await later).toBe('room 2');
  });
});

describe('apiRequest with idempotent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an Idempotency-Key, the same one on the retry after a lost answer', async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('Idempotency-Key'));
        if (sent.length === 1) throw new TypeError('Failed to fetch');
        return new Response('{"id":1}', { status: 201 });
      }),
    );
    vi.useFakeTimers();
    try {
      const done = apiRequest('/api/rooms', { method: 'POST', body: { name: 'Salon' }, idempotent: true });
      await vi.runAllTimersAsync();
      expect(await done).toEqual({ id: 1 });
    } finally {
      vi.useRealTimers();
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(UUID_V4);
    expect(sent[1]).toBe(sent[0]);
  });

  it('sends no key on other calls', async () => {
    const fetchSpy = vi.fn(async (_path: string, _init: RequestInit) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    await apiRequest('/api/rooms');
    expect(new Headers(fetchSpy.mock.calls[0][1].headers).get('Idempotency-Key')).toBeNull();
  });
});
