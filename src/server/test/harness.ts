import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { openTestDatabase, type DbKind } from './databases';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  dataDir: string;
  /** Mail really written by the outbox mailer, parsed back from its .eml files. */
  mails(to?: string): Promise<ReadMail[]>;
  lastCode(to: string): Promise<string>;
  lastResetLink(to: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * One app for a describe block: built before its tests, closed after them; `set` receives it (the
 * block keeps its own `let t`) and may prepare what the block's tests share.
 */
export function withTestApp(set: (t: TestApp) => unknown, ...args: Parameters<typeof createTestApp>): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(...args);
    await set(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export async function createTestApp(
  kind: DbKind = 'pglite',
  env: Record<string, string> = {},
  extraDeps: Partial<AppDeps> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trouvaille-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    NODE_ENV: 'test',
    ...env,
  });
  // A database passed in is another instance's (see sameDatabase); the test app only borrows it.
  const database = extraDeps.database ?? (await openTestDatabase(kind));
  const mailer = createMailer(config, () => undefined);
  const app = await buildApp({ config, database, mailer, ...extraDeps });
  await app.ready();

  async function mails(to?: string): Promise<ReadMail[]> {
    const dir = path.join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort();
    } catch {
      return [];
    }
    const parsed = await Promise.all(
      files.map(async (f) => {
        const m = await simpleParser(readFileSync(path.join(dir, f)));
        const toText = Array.isArray(m.to)
          ? m.to.map((a: { text: string }) => a.text).join(',')
          : (m.to?.text ?? '');
        return { to: toText, subject: m.subject ?? '', text: m.text ?? '' };
      }),
    );
    return to ? parsed.filter((m) => m.to.includes(to)) : parsed;
  }

  return {
    app,
    config,
    database,
    dataDir,
    mails,
    async lastCode(to) {
      const list = await mails(to);
      for (const m of list.reverse()) {
        const code = m.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
        if (code) return code;
      }
      throw new Error(`no code mailed to ${to}`);
    },
    async lastResetLink(to) {
      // The reset mail is sent after the answer (the answer must not tell known addresses apart): wait.
      for (let i = 0; i < 100; i++) {
        const list = await mails(to);
        for (const m of list.reverse()) {
          const link = m.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
          if (link) return new URL(link);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no reset link mailed to ${to}`);
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie out of a login answer, ready for a `cookie` header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

let addressCount = 0;
/** A client address of its own, so per-address rate limits of one test never reach another. */
export function nextTestAddress(): string {
  addressCount++;
  return `10.200.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

/** Registers, verifies through the mailed code and logs in: the cookie header of a signed-in user. */
export async function signedInUser(
  t: TestApp,
  email: string,
  password = 'correct-horse-1',
  remoteAddress = nextTestAddress(),
): Promise<string> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const reg = await post('/api/auth/register', { email, password });
  if (reg.statusCode !== 201) throw new Error(`register ${reg.statusCode} ${reg.body}`);
  const code = await t.lastCode(email);
  const ver = await post('/api/auth/verify-email', { email, code });
  if (ver.statusCode !== 200) throw new Error(`verify ${ver.statusCode} ${ver.body}`);
  const login = await post('/api/auth/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode} ${login.body}`);
  return sessionCookie(login.headers['set-cookie']);
}

/** Every file below `dir` (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}
