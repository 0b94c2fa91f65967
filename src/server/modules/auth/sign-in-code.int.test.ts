import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { SIGN_IN_CODE_MAX_ATTEMPTS } from '../../../contracts/auth';
import { user, verification } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { sessionCookie, signedInUser, withTestApp, type TestApp } from '../../test/harness';
import { KNOWN_DEVICE_COOKIE, SIGN_IN_CHALLENGE_COOKIE } from './known-device';
import { authRateLimits, loginLimits } from './rate-limits';

const PROXY = '10.70.0.1';
const password = 'owner-password-1';

/** One browser behind the trusted proxy: its client address and the cookies the API gave it. */
class Browser {
  jar = new Map<string, string>();
  constructor(
    private t: () => TestApp,
    public address: string,
  ) {}
  async post(url: string, payload: object) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.t().app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': this.address, ...(cookie ? { cookie } : {}) },
    });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.value === '' || c.maxAge === 0) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }
  login(email: string, pw: string) {
    return this.post('/api/auth/login', { email, password: pw });
  }
  askCode(email: string) {
    return this.post('/api/auth/sign-in-code', { email });
  }
  useCode(email: string, code: string) {
    return this.post('/api/auth/sign-in-code/verify', { email, code });
  }
  me() {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return this.t().app.inject({ url: '/api/auth/user', headers: { cookie } });
  }
}

describe.each(testDbKinds())('sign-in codes on %s', (kind) => {
  let t: TestApp;
  withTestApp((app) => (t = app), kind, { TRUST_PROXY: '1' });

  let n = 0;
  const fresh = () => `owner${++n}-${kind}@example.com`;
  let a = 0;
  const browser = () => new Browser(() => t, `198.51.${Math.floor(++a / 250)}.${(a % 250) + 1}`);

  /** The code of the next mail to `to` after `before` mails (the mail goes after the answer). */
  async function mailedCode(to: string, before: number) {
    for (let i = 0; i < 100; i++) {
      const list = await t.mails(to);
      if (list.length > before) {
        const mail = list.at(-1)!;
        return { code: mail.text.match(/^\s*([A-Z0-9]{6})\s*$/m)![1], subject: mail.subject };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no sign-in code mailed to ${to}`);
  }
  async function askAndRead(b: Browser, email: string) {
    const before = (await t.mails(email)).length;
    const res = await b.askCode(email);
    expect(res.statusCode).toBe(200);
    return mailedCode(email, before);
  }
  const owner = async (language: 'fr' | 'en' = 'fr') => {
    const email = fresh();
    await signedInUser(t, email, password);
    if (language === 'en') {
      await t.database.db.update(user).set({ language: 'en' }).where(eq(user.email, email));
    }
    return email;
  };

  it('lets the owner in with a mailed code after a 20-address guessing attack locks the password', async () => {
    const email = await owner();
    const attackers = Array.from({ length: 20 }, () => browser());
    // 20 addresses × 5 wrong passwords: the account-wide budget is used up.
    for (const attacker of attackers) {
      for (let i = 0; i < loginLimits.perAddressAndAccount.max; i++) {
        expect((await attacker.login(email, `guess-${i}-${attacker.address}`)).statusCode).toBe(401);
      }
    }
    // The right password from a fresh browser is refused too (it would otherwise be a guessing oracle),
    // and the answer offers the mailed code.
    const phone = browser();
    const refused = await phone.login(email, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('LOGIN_LIMITED');

    const { code, subject } = await askAndRead(phone, email);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(subject).toMatch(/code de connexion/i);
    const signedIn = await phone.useCode(email, code.toLowerCase());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email });
    expect((await phone.me()).statusCode).toBe(200);
    expect(phone.jar.has(SIGN_IN_CHALLENGE_COOKIE)).toBe(false);

    // The attack goes on and stays refused, from its addresses and from new ones.
    for (const attacker of [...attackers.slice(0, 3), browser(), browser()]) {
      expect((await attacker.login(email, 'one-more-guess')).statusCode).toBe(429);
    }
    // The owner's sign-in is not undone: the session stands, and this browser, now a known device of
    // the account, signs in with the password while the attack's counters still refuse everyone else.
    expect((await phone.me()).statusCode).toBe(200);
    expect(phone.jar.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    expect((await phone.login(email, password)).statusCode).toBe(200);
    expect((await browser().login(email, password)).statusCode).toBe(429);
  });

  it('a code works once, for the browser that asked, and mails in the account language', async () => {
    const email = await owner('en');
    const phone = browser();
    const { code, subject } = await askAndRead(phone, email);
    expect(subject).toMatch(/sign-in code/i);
    // Another browser (the attacker's) cannot use the code, nor burn it with guesses.
    const other = browser();
    await other.askCode(email);
    for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS + 1; i++) {
      expect((await other.useCode(email, code)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await browser().useCode(email, code)).json().code).toBe('INVALID_CODE');
    expect((await phone.useCode(email, code)).statusCode).toBe(200);
    // Single use: the same code again (with the challenge restored) is refused.
    const again = new Browser(() => t, phone.address);
    await again.askCode(email);
    const reused = await again.useCode(email, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_CODE');
  });

  it('burns a code after a few wrong tries, even the right one', async () => {
    const email = await owner();
    const phone = browser();
    const { code } = await askAndRead(phone, email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const answers: Array<[number, string]> = [];
    for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++) {
      const res = await phone.useCode(email, wrong);
      answers.push([res.statusCode, res.json().code]);
    }
    expect(answers.slice(0, -1)).toEqual(Array(SIGN_IN_CODE_MAX_ATTEMPTS - 1).fill([400, 'INVALID_CODE']));
    expect(answers.at(-1)).toEqual([403, 'TOO_MANY_ATTEMPTS']);
    expect((await phone.useCode(email, code)).statusCode).toBe(400);
    // A new code works.
    const next = await askAndRead(phone, email);
    expect((await phone.useCode(email, next.code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = await owner();
    const phone = browser();
    const { code } = await askAndRead(phone, email);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, 'sign-in-code-%'));
    const res = await phone.useCode(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it('answers an unknown or unverified address as a known one, and mails nothing', async () => {
    const email = await owner();
    const known = await browser().askCode(email);
    const unknownEmail = fresh();
    const unknown = await browser().askCode(unknownEmail);
    const unverifiedEmail = fresh();
    await browser().post('/api/auth/register', { email: unverifiedEmail, password });
    const unverified = await browser().askCode(unverifiedEmail);
    for (const res of [unknown, unverified]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.json()).toEqual(known.json());
      expect(res.cookies.map((c) => c.name)).toEqual(known.cookies.map((c) => c.name));
    }
    await mailedCode(email, 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.mails(unknownEmail)).toEqual([]);
    expect((await t.mails(unverifiedEmail)).length).toBe(1); // the registration's verification code only
    const b = browser();
    await b.askCode(unknownEmail);
    const res = await b.useCode(unknownEmail, 'ABC123');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CODE');
  });

  it("another user's code does not open this account", async () => {
    const ada = await owner();
    const bob = await owner();
    const phone = browser();
    const { code } = await askAndRead(phone, ada);
    const wrongAccount = await phone.useCode(bob, code);
    expect(wrongAccount.statusCode).toBe(400);
    expect(wrongAccount.json().code).toBe('INVALID_CODE');
    // Bob's own code asked in the same browser replaces the challenge: Ada's code no longer matches it.
    const bobs = await askAndRead(phone, bob);
    expect((await phone.useCode(ada, code)).statusCode).toBe(400);
    const signedIn = await phone.useCode(bob, bobs.code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(bob);
  });

  it('throttles asking per address and per e-mail, for unknown addresses alike', async () => {
    const { max } = authRateLimits.signInCode;
    const one = browser();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await one.askCode(fresh())).statusCode);
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    for (const email of [await owner(), fresh()]) {
      const spread: number[] = [];
      for (let i = 0; i <= max; i++) spread.push((await browser().askCode(email)).statusCode);
      expect(spread.at(-1)).toBe(429);
    }
  });

  it("a known device asks for codes on its own budget when the address's is used up", async () => {
    const email = await owner();
    const laptop = browser();
    expect((await laptop.login(email, password)).statusCode).toBe(200);
    const before = (await t.mails(email)).length;
    for (let i = 0; i < authRateLimits.signInCode.max; i++) await browser().askCode(email);
    expect((await browser().askCode(email)).statusCode).toBe(429);
    // Those codes' mails are on their way: wait for them, so the next one read is the laptop's.
    await mailedCode(email, before + authRateLimits.signInCode.max - 1);
    const { code } = await askAndRead(laptop, email);
    expect((await laptop.useCode(email, code)).statusCode).toBe(200);
  });

  it('rejects a malformed code with 400 and no session without the challenge', async () => {
    const email = await owner();
    const res = await browser().useCode(email, '12');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-code/verify',
      payload: { email, code: 'ABC123' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.200.1' },
    });
    expect(bare.statusCode).toBe(400);
    expect(sessionCookie(bare.headers['set-cookie'])).not.toMatch(/session_token/);
  });
});
