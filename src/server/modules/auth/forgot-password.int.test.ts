import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameDatabase } from '../../test/databases';
import { createTestApp, signedInUser, type TestApp } from '../../test/harness';

/**
 * Account enumeration by timing: if the answer for a known address waited for the reset mail, it would be
 * measurably slower than for an unknown one. With a mail server that never answers, a known address must
 * still get its answer at once (the mail goes after the answer).
 */
describe('forgot-password does not wait for the mail', () => {
  let a: TestApp;
  let b: TestApp;
  let silent: net.Server;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    a = await createTestApp('pglite');
    silent = net.createServer((s) => void sockets.push(s)); // accepts, never greets
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    b = await createTestApp(
      'pglite',
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { database: await sameDatabase(a.database) },
    );
  });
  afterAll(async () => {
    sockets.forEach((s) => s.destroy());
    silent.close();
    await b.close();
    await a.close();
  });

  it('answers a known address as it answers an unknown one, without waiting on the mail server', async () => {
    await signedInUser(a, 'known@example.com');
    const ask = (email: string) =>
      b.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: '10.88.0.1',
      });
    const [known, unknown] = await Promise.all([ask('known@example.com'), ask('unknown@example.com')]);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  }, 20_000);
});
