import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { User } from '../contracts/auth';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { i18n } from './lib/i18n';
import type { Language } from './lib/language';
import { queryClient } from './lib/query-client';
import { setSessionUser } from './lib/session';

// A first screen as the app's first render paints it, rendered in Node by the app's own code (this file is
// built for Node into dist/ssr, scripts/lib.mjs) and written into the page, so a phone paints the screen
// before the code has arrived and run; main.tsx then hydrates it. The tree must stay the one main.tsx
// renders (the browser's router in place of the static one).

/** Longest a signed-in render may take before the page is sent without it (the browser then renders). */
const SIGNED_IN_RENDER_MS = 3000;
/**
 * Signed-in renders asked for and not finished beyond which a page goes without (the browser renders it):
 * a burst of requests waits at most this many renders (~20 ms each), and the queue cannot grow.
 */
const MAX_SIGNED_IN_RENDERS = 8;
let signedInRenders = 0;

// The language, the session user and the query cache are module-wide: renders go one after the other, so
// none ever sees another's language or user.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/** `prerender` waits for every lazy page and translation the render suspends on. */
async function render(url: string, lng: Language, signal?: AbortSignal): Promise<string> {
  await i18n.changeLanguage(lng);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // A part bigger than this (12.8 kB by default) would come after the rest, moved in by an inline script.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** A public first screen (/, /login) for a visitor, in one language: written into its HTML by the build. */
export function prerenderScreen(url: string, lng: Language): Promise<string> {
  return oneAtATime(() => render(url, lng));
}

/**
 * Markup a page can carry as it is: every part rendered in place. A part that waited for code or texts the
 * first time comes after the rest, moved in by an inline script the CSP forbids (`<script>`, `<!--$?-->`);
 * a part that failed is left to the browser (`<!--$!-->`).
 */
const complete = (html: string) => !/<script|<!--\$[?!]/.test(html);

/**
 * A signed-in first screen (/dashboard) for its user, per request (src/server/spa.ts): the frame and the
 * page from the user alone; the figures are asked for by the browser, as the page shows no data before
 * them. Rendered again when the first render had to wait (the first in a language loads the code and
 * texts); null when it still is not complete, fails, takes too long or would wait behind too many: the
 * page is then sent without it.
 * The cache is emptied after each render, so nothing of one user stays for the next.
 */
export function renderSignedInScreen(url: string, lng: Language, user: User): Promise<string | null> {
  if (signedInRenders >= MAX_SIGNED_IN_RENDERS) return Promise.resolve(null);
  signedInRenders++;
  return oneAtATime(async () => {
    setSessionUser(user);
    try {
      const signal = AbortSignal.timeout(SIGNED_IN_RENDER_MS);
      for (let attempt = 0; attempt < 2; attempt++) {
        const html = await render(url, lng, signal);
        if (complete(html)) return html;
      }
      return null;
    } catch {
      return null;
    } finally {
      setSessionUser(null);
      queryClient.clear();
    }
  }).finally(() => signedInRenders--);
}
