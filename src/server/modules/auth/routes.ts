import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app';

// Work in progress: better-auth behind the spec's /api/auth/* routes lands in the next commit.
export function authModule(_deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
  };
}
