import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { User } from '../contracts/auth';
import { detectLanguage, LANGUAGE_COOKIE, type Language } from '../contracts/language';
import { SESSION_USER_ELEMENT } from '../contracts/page-data';

/** The first screens the build writes a copy of index.html for, per language (vite.config.ts). */
const firstScreens: Record<string, string> = { '/': 'index', '/login': 'login', '/dashboard': 'dashboard' };
/** Those a signed-in user opens: their copy carries the user, so the app paints without asking first. */
const signedInScreens = new Set(['dashboard']);

export interface SpaOptions {
  /** Folder of the built SPA; nothing is served when it holds no index.html. */
  webDir?: string;
  /**
   * The app's render for Node (dist/ssr/prerender.js, src/web/prerender.tsx): a signed-in first screen
   * comes rendered in its page. Without it (not built) the page comes empty and the browser renders.
   */
  serverRender?: string;
  /** Who the request's session belongs to, as GET /api/auth/user answers it; null when nobody. */
  signedInUser(request: FastifyRequest): Promise<User | null>;
}

type RenderSignedIn = (url: string, lng: Language, user: User) => Promise<string | null>;

/** The language the app will pick (src/web/lib/i18n.ts): the device's choice, else the browser's first. */
export function pageLanguage(request: FastifyRequest): Language {
  const first = String(request.headers['accept-language'] ?? '').split(',')[0];
  return detectLanguage(request.cookies?.[LANGUAGE_COOKIE] ?? null, first);
}

/**
 * JSON that stays data inside a <script> element: `<`, `>` and `&` escaped (no `</script>` or `<!--`
 * can end or change the element), and U+2028/2029 too (line breaks to older JavaScript parsers).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page with the user as data for the app (src/web/lib/session.ts reads it) at the end of its head,
 * and the screen's render (React's escaped markup) in its root when there is one.
 */
export function pageWithUser(template: string, user: User, screen: string | null = null): string {
  const data = `<script type="application/json" id="${SESSION_USER_ELEMENT}">${jsonForScript(user)}</script>`;
  // Functions, not strings: in a replacement string `$'`, `$&`... would copy parts of the page into it.
  const page = template.replace('</head>', () => `${data}</head>`);
  return screen ? page.replace('<div id="root"></div>', () => `<div id="root">${screen}</div>`) : page;
}

/** The render function of the app's Node build, loaded once; null (and said once) when it cannot load. */
function screenRenderer(
  app: FastifyInstance,
  file: string | undefined,
): () => Promise<RenderSignedIn | null> {
  let loading: Promise<RenderSignedIn | null> | undefined;
  return () =>
    (loading ??=
      file && existsSync(file)
        ? import(pathToFileURL(file).href).then(
            (m: { renderSignedInScreen: RenderSignedIn }) => m.renderSignedInScreen,
            (error: unknown) => {
              app.log.warn(
                { err: error },
                'The server render could not be loaded: signed-in pages render in the browser',
              );
              return null;
            },
          )
        : Promise.resolve(null));
}

/**
 * The built SPA on the same origin; unknown non-API paths get index.html so the router decides. A first
 * screen (/, /login, /dashboard) gets its own copy in the request's language, which preloads that screen's
 * code and translations (vite.config.ts); /dashboard's also carries the signed-in user. That one is
 * per user: never stored by any cache, and varied on the cookie for any that would.
 */
export function registerSpa(app: FastifyInstance, options: SpaOptions) {
  const { webDir } = options;
  const renderer = screenRenderer(app, options.serverRender);
  const root = webDir && existsSync(path.join(webDir, 'index.html')) ? path.resolve(webDir) : null;
  const files = new Set(root ? readdirSync(root).filter((f) => f.endsWith('.html')) : []);
  // The signed-in copies are filled in per request: read once.
  const templates = new Map(
    [...files]
      .filter((f) => signedInScreens.has(f.split('.')[0]))
      .map((f) => [f, readFileSync(path.join(root!, f), 'utf8')]),
  );
  if (root) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        // no-cache on everything else, sw.js included: a new deploy's worker must be seen at once. (The
        // manifest gets application/manifest+json from the mime table; the worker at / needs no
        // Service-Worker-Allowed since its scope is its own folder.)
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (!root || request.method !== 'GET' || url.startsWith('/api/')) {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    if (url.startsWith('/assets/') || path.extname(url)) {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    // A share link's page (/s/{token}) and an invitation's (/invitations/{token}) are for the people they
    // were sent to, not for search engines.
    if (url.startsWith('/s/') || url.startsWith('/invitations/'))
      reply.header('X-Robots-Tag', 'noindex, nofollow');
    const route = url.replace(/\/+$/, '') || '/';
    const screen = firstScreens[route];
    const language = pageLanguage(request);
    const own = screen && `${screen}.${language}.html`;
    if (!own || !files.has(own)) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    reply.header('Vary', 'Cookie, Accept-Language');
    const template = templates.get(own);
    if (template === undefined) return reply.header('Cache-Control', 'no-cache').sendFile(own);
    // Without the user (signed out, or the session could not be read) the app asks, as on any page.
    const user = await options.signedInUser(request).catch(() => null);
    const render = user ? await renderer() : null;
    const markup = user && render ? await render(route, language, user) : null;
    const html = user ? pageWithUser(template, user, markup) : template;
    return reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(html);
  });
}
