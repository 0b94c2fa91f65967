import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { type Client, clientFor } from '../../test/members';
import { savedObject } from '../../test/objects';

describe.each(testDbKinds())('saving an object from an analysis on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let other: Client;
  let roomOf: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await clientFor(t, `source-owner-${kind}@example.com`);
    other = await clientFor(t, `source-other-${kind}@example.com`);
    roomOf = {};
    for (const c of [owner, other])
      roomOf[c.id] = (await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body.id;
  });
  afterAll(() => t.close());

  it("refuses another user's analysis, and a failed one, as an unknown one; accepts the user's own", async () => {
    const mine = await analysisIdFor(t, owner.id);
    const failed = await analysisIdFor(t, owner.id, 'failed');
    const steal = await other.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: roomOf[other.id], analysisId: mine }),
    );
    expect(steal.status).toBe(404);
    expect((await other.call('GET', '/api/objects')).body).toEqual([]);
    expect(
      (
        await owner.call(
          'POST',
          '/api/objects',
          savedObject({ roomId: roomOf[owner.id], analysisId: failed }),
        )
      ).status,
    ).toBe(404);
    const ok = await owner.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: roomOf[owner.id], analysisId: mine }),
    );
    expect(ok.status).toBe(201);
  });
});
