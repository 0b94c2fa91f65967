import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import { registerErrorHandler } from './errors';
import { authModule } from './modules/auth/routes';
import type { Analyzer } from './analysis/analyzer';
import { createAnalyzer } from './analysis';
import { createFileStorage, type ImageStorage } from './images/storage';
import type { ObjectSource } from './modules/analysis/object-source';
import { createAnalysisRepository } from './modules/analysis/repository';
import { analysisModule } from './modules/analysis/routes';
import { createAnalysisService } from './modules/analysis/service';
import { createPhotoRepository } from './modules/photos/repository';
import { photosModule } from './modules/photos/routes';
import { createPhotoService } from './modules/photos/service';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Folder of the built SPA; served when it exists. */
  webDir?: string;
  /** Defaults to the one AI_PROVIDER names. */
  analyzer?: Analyzer;
  /** Defaults to files under DATA_DIR/images. */
  imageStorage?: ImageStorage;
  /** The objects module's view of a saved object, for reanalyze and search-marketplace. */
  objectSource?: ObjectSource;
}

export type App = FastifyInstance;

/** Plugins and routes, no listen: tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    trustProxy: true,
    // One line per request only when debugging: the console is where a newcomer reads mailed codes.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(deps.config.LOG_LEVEL) }),
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

  const photos = createPhotoService({
    repo: createPhotoRepository(deps.database.db),
    storage: deps.imageStorage ?? createFileStorage(path.join(deps.config.dataDir, 'images')),
  });
  const analysisRepo = createAnalysisRepository(deps.database.db);
  await analysisRepo.failAbandoned();
  const analysis = createAnalysisService({
    analyzer: deps.analyzer ?? createAnalyzer(deps.config),
    repo: analysisRepo,
    photos,
    objectSource: deps.objectSource,
    log: app.log,
  });

  await app.register(
    authModule({ ...deps, userExtras: [async (userId) => ({ analysisCount: await analysis.countUsed(userId) })] }),
  );
  await app.register(photosModule(photos));
  await app.register(analysisModule(analysis));

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
      preCompressed: true,
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
