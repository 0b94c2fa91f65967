import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
import { registerOpenApi } from './openapi';
import { registerHealth } from './health';
import { registerCrossSiteGuard } from './cross-site';
import { registerEdgeValidation } from './edge-validation';
import { createJobRepository } from './jobs/repository';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { accountModule } from './modules/account/routes';
import { dataModule } from './modules/account/data-routes';
import { createAccountRepository } from './modules/account/repository';
import { createAccountService } from './modules/account/service';
import { adminModule } from './modules/admin/routes';
import { createAdminService } from './modules/admin/service';
import { createAuthRepository } from './modules/auth/repository';
import { authModule } from './modules/auth/routes';
import type { Analyzer } from './analysis/analyzer';
import { createAnalyzer } from './analysis';
import { openImageStorage } from './images/open-storage';
import type { ImageStorage } from './images/storage';
import { createAnalysisRepository } from './modules/analysis/repository';
import { analysisModule } from './modules/analysis/routes';
import { createAnalysisService } from './modules/analysis/service';
import { createPhotoRepository } from './modules/photos/repository';
import { photosModule } from './modules/photos/routes';
import { createPhotoService } from './modules/photos/service';
import { analysisUsage } from './modules/analysis/usage-port';
import type { UserExtras } from './modules/auth/service';
import { selfHostedBilling, type BillingProvider } from './modules/subscription/billing';
import { subscriptionModule } from './modules/subscription/routes';
import { createSubscriptionService } from './modules/subscription/service';
import { collectionModule } from './modules/collection/routes';
import { collectionObjectSource } from './modules/collection/object-source';
import { createCollectionRepository } from './modules/collection/repository';
import { collectionExportPort } from './modules/collection/export-port';
import { collectionAnalysisPort } from './modules/analysis/collection-port';
import { collectionPhotoPort } from './modules/photos/collection-port';
import { reportPhotoPort } from './modules/photos/report-port';
import { createReportsRepository } from './modules/reports/repository';
import { reportsModule } from './modules/reports/routes';
import { createReportsService } from './modules/reports/service';
import { createSharingRepository } from './modules/sharing/repository';
import { sharingModule } from './modules/sharing/routes';
import { createSharingService } from './modules/sharing/service';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Folder of the built SPA; served when it exists. */
  webDir?: string;
  /** Defaults to the one AI_PROVIDER names. */
  analyzer?: Analyzer;
  /** Defaults to the one STORAGE_URL names (files under DATA_DIR/images when unset). */
  imageStorage?: ImageStorage;
  /** Where plan changes are paid; the self-hosted provider by default. */
  billing?: BillingProvider;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
    health: ReturnType<typeof registerHealth>;
  }
}

/** Plugins and routes, no listen: tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? (
            (hops: number) => (_addr: string, hop: number) =>
              hop < hops
          )(deps.config.trustProxy)
        : deps.config.trustProxy,
    // One line per request only when debugging: the console is where a newcomer reads mailed codes.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(deps.config.LOG_LEVEL),
    }),
    bodyLimit: 2 * 1024 * 1024,
    // HTTPS lets a phone on the LAN open the camera (browsers require a secure context off localhost).
    ...(deps.config.HTTPS_KEY && deps.config.HTTPS_CERT
      ? { https: { key: readFileSync(deps.config.HTTPS_KEY), cert: readFileSync(deps.config.HTTPS_CERT) } }
      : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerCrossSiteGuard(app, deps.config.APP_URL);
  registerEdgeValidation(app);
  await registerOpenApi(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest: same origin only, said explicitly.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The API answers the SPA on the same origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: deps.config.secureCookies,
  });
  await app.register(cookie);

  const db = deps.database.db;
  const storage = deps.imageStorage ?? openImageStorage(deps.config);
  const photos = createPhotoService({ repo: createPhotoRepository(db), storage });
  const analysisRepo = createAnalysisRepository(db);
  const analyzer = deps.analyzer ?? createAnalyzer(deps.config);
  const analysis = createAnalysisService({
    analyzer,
    repo: analysisRepo,
    photos,
    objectSource: collectionObjectSource(createCollectionRepository(db)),
    log: app.log,
  });
  const usage = analysisUsage(analysisRepo);
  const subscriptions = createSubscriptionService({
    db,
    billing: deps.billing ?? selfHostedBilling(),
    usage,
  });
  const accountRepo = createAccountRepository(db);
  const userExtras: UserExtras[] = [
    async (userId) => ({ analysisCount: await usage.analysesThisMonth(userId) }),
    (userId) => subscriptions.userExtras(userId),
    async (userId) => ({ pendingEmail: await accountRepo.pendingEmail(userId) }),
  ];
  await app.register(authModule({ ...deps, userExtras }));
  await app.register(subscriptionModule(subscriptions));
  const authRepo = createAuthRepository(db);
  const account = createAccountService({
    auth: app.betterAuth,
    authService: app.authService,
    authRepo,
    repo: accountRepo,
    mailer: deps.mailer,
    // Photo files do not go with the rows' cascade: removed first, with the user's image folder.
    hooks: [{ beforeDelete: (userId) => photos.removeAllOf(userId) }],
  });
  await app.register(accountModule(account, authRepo));
  const collectionPhotos = collectionPhotoPort(photos);
  await app.register(dataModule(collectionExportPort({ db, photos: collectionPhotos }), deps.config.APP_URL));
  await app.register(adminModule(createAdminService({ db, config: deps.config, usage, subscriptions })));
  await app.register(photosModule(photos));
  await app.register(analysisModule(analysis));
  await app.register(
    collectionModule({ db, photos: collectionPhotos, usage, analyses: collectionAnalysisPort(analysisRepo) }),
  );
  await app.register(
    reportsModule(
      createReportsService({
        repo: createReportsRepository(db),
        photos: reportPhotoPort(photos),
        appUrl: deps.config.APP_URL,
      }),
    ),
  );

  await app.register(
    sharingModule(
      createSharingService({
        repo: createSharingRepository(db),
        readPhoto: (ownerId, photoId, variant) => photos.readOwned(ownerId, photoId, variant),
        appUrl: deps.config.APP_URL,
      }),
    ),
  );

  app.decorate('health', registerHealth(app, { database: deps.database, storage, analyzer }));

  // Scheduled clean-ups: each runs at start and then once per period across all instances.
  const scheduler = createScheduler({ repo: createJobRepository(db), log: app.log });
  scheduler.add({
    name: 'settle-subscriptions',
    everyMs: 10 * 60_000,
    run: () => subscriptions.settleAllDue(),
  });
  // An analysis left pending by a process that stopped mid-way becomes a failure (not counted).
  scheduler.add({
    name: 'fail-abandoned-analyses',
    everyMs: 5 * 60_000,
    run: () => analysisRepo.failAbandoned(),
  });
  // Partial photo files a crash left behind (older than any write in progress could be).
  scheduler.add({
    name: 'sweep-temporary-photos',
    everyMs: 60 * 60_000,
    run: () => storage.sweepTemporary(60 * 60_000),
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  // Only the analyzer this app made: one handed in by a caller (tests, benches) is the caller's to close.
  if (!deps.analyzer) app.addHook('onClose', async () => analyzer.close?.());

  registerSpa(app, deps.webDir);
  return app;
}

/**
 * The built SPA on the same origin; unknown non-API paths get index.html so the router decides. A first
 * screen with its own copy (login.html for /login: the same page, preloading that screen's code instead
 * of the landing's, see vite.config.ts) gets that copy.
 */
function registerSpa(app: App, webDir?: string) {
  const root = webDir && existsSync(path.join(webDir, 'index.html')) ? path.resolve(webDir) : null;
  const ownHtml = new Set(
    root ? readdirSync(root).filter((f) => f.endsWith('.html') && f !== 'index.html') : [],
  );
  const htmlFor = (url: string) => {
    const own = `${url.replace(/\/+$/, '').slice(1)}.html`;
    return ownHtml.has(own) ? own : 'index.html';
  };
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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (root && request.method === 'GET' && !url.startsWith('/api/')) {
      if (url.startsWith('/assets/') || path.extname(url)) {
        return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
      }
      // A share link's page (/s/{token}) is for the people it was sent to, not for search engines.
      if (url.startsWith('/s/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
      return reply.header('Cache-Control', 'no-cache').sendFile(htmlFor(url));
    }
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
}
