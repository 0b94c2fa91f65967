import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import { registerErrorHandler } from './errors';
import { authModule } from './modules/auth/routes';
import { collectionModule } from './modules/collection/routes';
import type { PhotoPort } from './modules/collection/photos-port';
import type { UsagePort } from './modules/collection/usage-port';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The photo store the collection stores inline photos in and deletes freed photos from. */
  photos?: PhotoPort;
  /** Monthly analysis counts for the dashboard (the analysis module's records). */
  usage?: UsagePort;
  /** Folder of the built SPA; served when it exists. */
  webDir?: string;
}

export type App = FastifyInstance;

/** Plugins and routes, no listen: tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    // HTTPS lets a phone on the LAN open the camera (browsers require a secure context off localhost).
    ...(deps.config.HTTPS_KEY && deps.config.HTTPS_CERT
      ? { https: { key: readFileSync(deps.config.HTTPS_KEY), cert: readFileSync(deps.config.HTTPS_CERT) } }
      : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The API answers the SPA on the same origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: deps.config.secureCookies,
  });
  await app.register(cookie);

  await app.register(authModule(deps));
  await app.register(collectionModule(deps));

  app.get('/api/health', async () => ({ ok: true }));

  registerSpa(app, deps.webDir);
  return app;
}

/** The built SPA on the same origin; unknown non-API paths get index.html so the router decides. */
function registerSpa(app: App, webDir?: string) {
  const root = webDir && existsSync(path.join(webDir, 'index.html')) ? path.resolve(webDir) : null;
  if (root) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (root && request.method === 'GET' && !url.startsWith('/api/')) {
      if (url.startsWith('/assets/') || path.extname(url)) {
        return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
}
