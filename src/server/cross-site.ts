import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

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
 * Cross-site request forgery: a browser sends the victim's cookie with a form or fetch from any site, and
 * a multipart or text/plain POST needs no preflight. Every state-changing request whose Origin is another
 * site's, or that the browser itself marks `Sec-Fetch-Site: cross-site`, is refused before any work.
 * Clients that are not browsers send neither header and are not affected; same-origin pages always send
 * an Origin the app recognises (APP_URL, or the host it was reached at).
 */
export function registerCrossSiteGuard(app: FastifyInstance, appUrl: string) {
  const allowed = originOf(appUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreignOrigin = origin !== undefined && origin !== allowed && origin !== ownOrigin(request);
    if (site === 'cross-site' || foreignOrigin) {
      throw new AppError('CROSS_SITE', 'This request came from another site and was refused.');
    }
  });
}
