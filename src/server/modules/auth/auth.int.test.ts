import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verification } from '../../db/schema';
import { createTestApp, sessionCookie, signedInUser, withTestApp, type TestApp } from '../../test/harness';
import { testDbKinds } from '../../test/databases';
import { authRateLimits, loginLimits } from './rate-limits';

const password = 'correct-horse-1';

describe.each(testDbKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => `user${++n}-${kind}@example.com`;
  // Each test uses its own client address so the per-address limits of one test never leak into another.
  let ip = 0;
  const from = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
  const post = (url: string, payload: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: extra.ip ?? from(), headers: extra });

  withTestApp((app) => (t = app), kind);

  it('registers, mails a 6-character code, verifies, and logs in with an httpOnly SameSite cookie', async () => {
    const email = fresh();
    const reg = await post('/api/auth/register', {
      email: ` ${email.toUpperCase()} `,
      password,
      firstName: 'Ada',
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ email });
    const code = await t.lastCode(email);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    const before = await post('/api/auth/login', { email, password });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', requiresVerification: true, email });

    const ver = await post('/api/auth/verify-email', { email, code: code.toLowerCase() });
    expect(ver.statusCode).toBe(200);

    const login = await post('/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      email,
      firstName: 'Ada',
      emailVerified: true,
      subscriptionPlan: 'patrimoine-gratuit',
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(login.headers['set-cookie']) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, firstName: 'Ada' });
  });

  it('answers 401 to an anonymous or forged session', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: 'trouvaille.session_token=abc.def' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a wrong code, then the right one works once only', async () => {
    const email = fresh();
    await post('/api/auth/register', { email, password });
    const code = await t.lastCode(email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const bad = await post('/api/auth/verify-email', { email, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_CODE');
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
    const reused = await post('/api/auth/verify-email', { email, code });
    expect(reused.statusCode).toBe(400);
  });

  it('rejects malformed codes with 400 before touching the account', async () => {
    const res = await post('/api/auth/verify-email', { email: fresh(), code: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('refuses an expired code', async () => {
    const email = fresh();
    await post('/api/auth/register', { email, password });
    const code = await t.lastCode(email);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `email-verification-otp-${email}`));
    const res = await post('/api/auth/verify-email', { email, code });
    expect(res.statusCode).toBe(400);
    expect(['CODE_EXPIRED', 'INVALID_CODE']).toContain(res.json().code);
  });

  it('locks the code after too many wrong attempts, even the right one', async () => {
    const email = fresh();
    await post('/api/auth/register', { email, password });
    const code = await t.lastCode(email);
    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/api/auth/verify-email', { email, code: wrong })).statusCode);
    expect(codes.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(codes[5]).toBe(403);
    // Once locked, the code is burnt: even the right one is refused.
    const locked = await post('/api/auth/verify-email', { email, code });
    expect([400, 403]).toContain(locked.statusCode);
    // A resend issues a fresh code that works.
    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const again = await t.lastCode(email);
    expect((await post('/api/auth/verify-email', { email, code: again })).statusCode).toBe(200);
  });

  it('resend answers the same for unknown, unverified and verified addresses', async () => {
    const unknown = await post('/api/auth/resend-verification', { email: fresh() });
    const email = fresh();
    await post('/api/auth/register', { email, password });
    const pending = await post('/api/auth/resend-verification', { email });
    expect(unknown.statusCode).toBe(200);
    expect(pending.statusCode).toBe(200);
    expect(unknown.json()).toEqual(pending.json());
    expect((await t.mails(email)).length).toBe(2);
  });

  it('registering an address twice does not reveal that it exists', async () => {
    const email = fresh();
    const first = await post('/api/auth/register', { email, password });
    const second = await post('/api/auth/register', { email, password: 'another-pass-9' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
  });

  it('rejects bad registrations with 400', async () => {
    expect((await post('/api/auth/register', { email: 'not-an-email', password })).statusCode).toBe(400);
    expect((await post('/api/auth/register', { email: fresh(), password: '12345' })).statusCode).toBe(400);
    expect((await post('/api/auth/register', { password })).statusCode).toBe(400);
  });

  it('refuses a wrong password with 401 and the same message as an unknown address', async () => {
    const email = fresh();
    await signedInUser(t, email, password);
    const wrong = await post('/api/auth/login', { email, password: 'nope-nope-1' });
    const unknown = await post('/api/auth/login', { email: fresh(), password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('logout really ends the session and redirects to /?force_auth=true', async () => {
    const cookie = await signedInUser(t, fresh(), password);
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/?force_auth=true');
    // The old cookie is dead server-side, not only cleared in the browser.
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('forgot-password answers the same whether or not the address exists, and mails a link', async () => {
    const email = fresh();
    await signedInUser(t, email, password);
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: fresh() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const link = await t.lastResetLink(email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toBeTruthy();
    // The mail's language, so the page opens in it on any device (decision 029).
    expect(['fr', 'en']).toContain(link.searchParams.get('lang'));
  });

  it('resets the password once with token + email, ends old sessions, and refuses reuse', async () => {
    const email = fresh();
    const cookie = await signedInUser(t, email, password);
    await post('/api/auth/forgot-password', { email });
    const link = await t.lastResetLink(email);
    const token = link.searchParams.get('token')!;

    const otherEmail = await post('/api/auth/reset-password', {
      token,
      email: fresh(),
      password: 'brand-new-pass',
    });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json().code).toBe('INVALID_TOKEN');
    const short = await post('/api/auth/reset-password', { token, email, password: 'short' });
    expect(short.statusCode).toBe(400);

    const ok = await post('/api/auth/reset-password', { token, email, password: 'brand-new-pass' });
    expect(ok.statusCode).toBe(200);
    const reuse = await post('/api/auth/reset-password', { token, email, password: 'another-new-pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');

    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('ends the other sessions on a password change and keeps the one that changed it', async () => {
    const email = fresh();
    const here = await signedInUser(t, email, password);
    const login = await post('/api/auth/login', { email, password });
    const elsewhere = sessionCookie(login.headers['set-cookie']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here },
      payload: { currentPassword: password, newPassword: 'new-password-9' },
    });
    expect(res.statusCode).toBe(200);
    // The browser keeps the session cookie the answer sets (or its own, when none is set).
    const kept = sessionCookie(res.headers['set-cookie']) || here;
    const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect((await me(kept)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('changes the password when the current one is right, and mails a confirmation', async () => {
    const email = fresh();
    const cookie = await signedInUser(t, email, password);
    const anon = await post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'new-password-1',
    });
    expect(anon.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: 'not-it-at-all', newPassword: 'new-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'new-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'new-password-1' })).statusCode).toBe(200);
    const mails = await t.mails(email);
    expect(mails.at(-1)?.subject).toMatch(/mot de passe|password/i);
  });

  it('limits password guesses per address and per address and account', async () => {
    const ip = '192.168.77.1';
    // One account guessed from one address: stopped at the (address, account) bound.
    const email = fresh();
    const statuses: number[] = [];
    for (let i = 0; i <= loginLimits.perAddressAndAccount.max; i++) {
      statuses.push((await post('/api/auth/login', { email, password: 'wrong-wrong' }, { ip })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, loginLimits.perAddressAndAccount.max).every((s) => s === 401)).toBe(true);
    // Many accounts guessed from one address: stopped at the address bound.
    const spread: number[] = [];
    for (let i = 0; i < loginLimits.perAddress.max; i++) {
      spread.push(
        (await post('/api/auth/login', { email: fresh(), password: 'wrong-wrong' }, { ip: '192.168.77.2' }))
          .statusCode,
      );
    }
    expect(spread.at(-1)).toBe(401);
    expect(
      (await post('/api/auth/login', { email: fresh(), password: 'wrong-wrong' }, { ip: '192.168.77.2' }))
        .statusCode,
    ).toBe(429);
  });

  it('does not lock the owner out: 25 wrong guesses from one address, the right password from another', async () => {
    const email = fresh();
    await signedInUser(t, email, 'owner-password-1', '192.168.78.1');
    for (let i = 0; i < 25; i++)
      await post('/api/auth/login', { email, password: 'attacker-guess' }, { ip: '203.0.113.66' });
    expect(
      (await post('/api/auth/login', { email, password: 'attacker-guess' }, { ip: '203.0.113.66' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await post('/api/auth/login', { email, password: 'owner-password-1' }, { ip: '192.168.78.9' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts only wrong passwords: people behind one address sign in as often as they need', async () => {
    const ip = '192.168.79.1';
    const email = fresh();
    await signedInUser(t, email, 'office-password-1', ip);
    for (let i = 0; i < loginLimits.perAddress.max * 2; i++) {
      expect(
        (await post('/api/auth/login', { email, password: 'office-password-1' }, { ip })).statusCode,
      ).toBe(200);
    }
  });

  it('limits forgot-password and resend per email even across addresses', async () => {
    const email = fresh();
    const statuses: number[] = [];
    for (let i = 0; i <= authRateLimits.forgot.max; i++) {
      statuses.push((await post('/api/auth/forgot-password', { email })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const r: number[] = [];
    for (let i = 0; i <= authRateLimits.resend.max; i++)
      r.push((await post('/api/auth/resend-verification', { email })).statusCode);
    expect(r.at(-1)).toBe(429);
  });

  it('writes verification mail in the language asked for', async () => {
    const email = fresh();
    await post('/api/auth/register', { email, password, language: 'en' });
    expect((await t.mails(email))[0].subject).toMatch(/verification code/i);
    const fr = fresh();
    await post('/api/auth/register', { email: fr, password }, { 'accept-language': 'fr-FR' });
    expect((await t.mails(fr))[0].subject).toMatch(/code de vérification/i);
  });
});

describe('session cookie under HTTPS', () => {
  it('is Secure when APP_URL is https', async () => {
    const t = await createTestApp('pglite', { APP_URL: 'https://trouvaille.example' });
    try {
      const email = 'secure@example.com';
      await signedInUser(t, email, password).catch(() => undefined);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expect(String(login.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});
