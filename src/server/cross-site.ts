import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes state (logout, reached by navigation, so it cannot be a POST): it runs only for a
     * navigation from the app itself or one the user started (typed, bookmarked). From another site or
     * origin, Lax cookies still come along, so the guard sends the visitor home without running it.
     */
    stateChangingGet?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The request's own origin as the browser addressed it (Host header; protocol per TRUST_PROXY). */
const ownOrigin = (request: FastifyRequest) => originOf(`${request.protocol}://${request.host}`);

/**
 * Whether a browser says, or shows, that this request was started by any page but the app's own:
 * `Sec-Fetch-Site` other than `same-origin` or `none` (typed, bookmarked), or an Origin or Referer of
 * another origin. Stricter than the rule for writes: a sibling subdomain (`same-site`) counts as foreign.
 */
function startedElsewhere(request: FastifyRequest, allowed: string | null): boolean {
  const own = (url: string) => {
    const origin = originOf(url);
    return origin !== null && (origin === allowed || origin === ownOrigin(request));
  };
  const site = request.headers['sec-fetch-site'];
  const { origin, referer } = request.headers;
  return (
    (site !== undefined && site !== 'same-origin' && site !== 'none') ||
    (origin !== undefined && !own(origin)) ||
    (referer !== undefined && !own(referer))
  );
}

/**
 * Cross-site request forgery: a browser sends the victim's cookie with a form or fetch from any site, and
 * a multipart or text/plain POST needs no preflight. Every state-changing request whose Origin is another
 * site's, or that the browser itself marks `Sec-Fetch-Site: cross-site`, is refused before any work.
 * Clients that are not browsers send neither header and are not affected; same-origin pages always send
 * an Origin the app recognises (APP_URL, or the host it was reached at). A GET marked `stateChangingGet`
 * (logout) is held to the app's own navigations by the stricter rule above.
 */
export function registerCrossSiteGuard(app: FastifyInstance, appUrl: string) {
  const allowed = originOf(appUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) {
      // A link, an image or a form on another site must not sign the user out: home, session untouched.
      if (request.routeOptions.config.stateChangingGet && startedElsewhere(request, allowed)) {
        return reply.redirect('/', 302);
      }
      return;
    }
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreignOrigin = origin !== undefined && origin !== allowed && origin !== ownOrigin(request);
    if (site === 'cross-site' || foreignOrigin) {
      throw new AppError('CROSS_SITE', 'This request came from another site and was refused.');
    }
  });
}
