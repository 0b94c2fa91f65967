import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A new account, verified with the code the server mailed to its outbox (DATA_DIR/outbox), then signed in:
 * the session cookie a bench sends with its requests.
 */
export async function signIn(url: string, dataDir: string, email: string): Promise<string> {
  const password = 'bench-password-1';
  const post = (p: string, body: object) =>
    fetch(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/register', { email, password });
  const outbox = path.join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .join('\n');
  const code = /^\s*([A-Z0-9]{6})\s*$/m.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  if (!code) throw new Error('no verification code in the outbox');
  await post('/api/auth/verify-email', { email, code });
  const login = await post('/api/auth/login', { email, password });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
