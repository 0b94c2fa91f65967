import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../contracts/language';
import type { User } from '../contracts/auth';
import { jsonForScript, pageWithUser } from './spa';
import { signedInUser, withTestApp, type TestApp } from './test/harness';

// A built SPA in miniature: each copy says which one it is (vite.config.ts writes the real ones).
const webDir = mkdtempSync(path.join(tmpdir(), 'trouvaille-spa-'));
const page = (name: string) =>
  `<!doctype html><html><head><title>${name}</title></head><body><div id="root"></div></body></html>`;
for (const name of ['index', 'index.fr', 'index.en', 'login.fr', 'login.en', 'dashboard.fr', 'dashboard.en'])
  writeFileSync(path.join(webDir, `${name}.html`), page(name));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const inlined = (html: string) => {
  const json = /<script type="application\/json" id="session-user">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('the first screens the server sends', () => {
  let t: TestApp;
  let ada: string;
  let bob: string;
  withTestApp(
    async (app) => {
      t = app;
      ada = await signedInUser(t, 'ada@example.com');
      bob = await signedInUser(t, 'bob@example.com');
    },
    'pglite',
    {},
    { webDir },
  );
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("hands /dashboard its signed-in user, and a second user never gets the first one's", async () => {
    const first = await get('/dashboard', { cookie: ada });
    expect(first.statusCode).toBe(200);
    expect(inlined(first.body)).toMatchObject({ email: 'ada@example.com' });
    // Per user: no cache may keep it.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.vary).toContain('Cookie');

    const second = await get('/dashboard', { cookie: bob });
    expect(inlined(second.body)).toMatchObject({ email: 'bob@example.com' });
    expect(second.body).not.toContain('ada@example.com');
    // What the app would have asked for itself.
    const asked = await get('/api/auth/user', { cookie: bob });
    expect(inlined(second.body)).toEqual(asked.json());
  });

  it('keeps the pages of a share link and of an invitation out of search engines', async () => {
    for (const url of ['/s/some-token', '/invitations/some-token']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toContain('noindex');
    }
    expect((await get('/login')).headers['x-robots-tag']).toBeUndefined();
  });

  it('gives a visitor without a session (or with a stale one) the page and no user', async () => {
    const visitors: Record<string, string>[] = [{}, { cookie: 'better-auth.session_token=forged' }];
    for (const headers of visitors) {
      const res = await get('/dashboard', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>dashboard.');
      expect(res.body).not.toContain('session-user');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("sends each first screen in the language the app will pick: the device's choice, else the browser's", async () => {
    const title = async (url: string, headers: Record<string, string>) =>
      /<title>(.*)<\/title>/.exec((await get(url, headers)).body)?.[1];
    expect(await title('/login', { 'accept-language': 'fr-CA,en;q=0.8' })).toBe('login.fr');
    expect(await title('/login', { 'accept-language': 'de-DE,fr;q=0.8' })).toBe('login.en');
    expect(await title('/', { 'accept-language': 'fr-FR', cookie: `${LANGUAGE_COOKIE}=en` })).toBe(
      'index.en',
    );
    expect(await title('/dashboard/', { cookie: `${ada}; ${LANGUAGE_COOKIE}=fr` })).toBe('dashboard.fr');
    // Every other path: the plain shell, whatever the language.
    expect(await title('/inventory', { 'accept-language': 'en-US' })).toBe('index');
    const login = await get('/login');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers.vary).toContain('Accept-Language');
  });

  it('keeps the user inside its script element whatever it holds', () => {
    const tricky = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c', amp: '&' };
    const json = jsonForScript(tricky);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(tricky);
    // Nor can a name copy parts of the page into it (replacement patterns of String.replace).
    const user = { id: 'u1', firstName: "$' $` $& $$" } as User;
    expect(inlined(pageWithUser(page('dashboard.fr'), user))).toEqual(user);
    // The screen's render (React's escaped markup, src/web/prerender.tsx) goes into the root as it is.
    const screen = "<h1>$' $` $& $$</h1>";
    expect(pageWithUser(page('dashboard.fr'), user, screen)).toContain(`<div id="root">${screen}</div>`);
  });
});
