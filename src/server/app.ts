import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerErrorHandler } from './errors';
import { registerOpenApi } from './openapi';
import { registerHealth } from './health';
import { registerCrossSiteGuard } from './cross-site';
import { registerEdgeValidation } from './edge-validation';
import { registerIdempotency } from './idempotency';
import { registerJsonBodyParser } from './json-body';
import type { Scheduler } from './jobs/scheduler';
import { compose, type AppDeps } from './composition';
import { registerSpa } from './spa';
import { accountModule } from './modules/account/routes';
import { dataModule } from './modules/account/data-routes';
import { adminModule } from './modules/admin/routes';
import { analysisModule } from './modules/analysis/routes';
import { authModule, headersOf } from './modules/auth/routes';
import { collectionModule } from './modules/collection/routes';
import { photosModule } from './modules/photos/routes';
import { reportsModule } from './modules/reports/routes';
import { hideAmountsFromViewers } from './modules/collections/amounts';
import { collectionsModule } from './modules/collections/routes';
import { sharingModule } from './modules/sharing/routes';
import { subscriptionModule } from './modules/subscription/routes';

export type App = FastifyInstance;
// What buildApp takes is declared where it is used (composition.ts): neither file then imports the other both ways.
export type { AppDeps };

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
  registerJsonBodyParser(app);
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

  // Every repository and service, built once (src/server/composition.ts); the modules only route.
  const { storage, analyzer, repos, services, scheduler, reportQueue } = compose(deps, app.log);
  // Before the modules: routes with `config: { idempotent: true }` get its hooks as they are added.
  registerIdempotency(app, repos.idempotency);
  hideAmountsFromViewers(app);
  await app.register(authModule(services.auth, repos.auth, services.signInCode));
  await app.register(subscriptionModule(services.subscriptions));
  await app.register(accountModule(services.account, repos.auth));
  await app.register(
    dataModule(services.export, services.archive, {
      appUrl: deps.config.APP_URL,
      // Under DATA_DIR, not the system's /tmp: that may be a small RAM disk, and an archive can be GBs.
      uploadDir: path.join(deps.config.dataDir, 'tmp', 'imports'),
    }),
  );
  await app.register(adminModule(services.admin));
  await app.register(photosModule(services.photos));
  await app.register(analysisModule(services.analysis));
  await app.register(collectionModule(services.collection));
  await app.register(reportsModule(services.reports, reportQueue));
  await app.register(sharingModule(services.sharing));
  await app.register(collectionsModule(services.collections));

  app.decorate('health', registerHealth(app, { database: deps.database, storage, analyzer }));
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  app.addHook('onReady', async () => reportQueue.start());
  app.addHook('onClose', () => reportQueue.stop());
  // Only the analyzer this app made: one handed in by a caller (tests, benches) is the caller's to close.
  if (!deps.analyzer) app.addHook('onClose', async () => analyzer.close?.());

  registerSpa(app, {
    webDir: deps.webDir,
    serverRender: deps.serverRender,
    signedInUser: (request) => services.auth.publicUser(headersOf(request)),
  });
  return app;
}
