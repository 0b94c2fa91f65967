import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Analyzer } from './analysis/analyzer';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ImageStorage } from './images/storage';
import type { Mailer } from './mail/mailer';
import { createAnalyzer } from './analysis';
import { openImageStorage } from './images/open-storage';
import { createIdempotencyRepository } from './idempotency-repository';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { createJobRepository } from './jobs/repository';
import { createScheduler } from './jobs/scheduler';
import { createAccountRepository } from './modules/account/repository';
import { createAccountService } from './modules/account/service';
import { createAdminRepository } from './modules/admin/repository';
import { createAdminService } from './modules/admin/service';
import { createSettingsRepository } from './modules/admin/settings-repository';
import { createAdminStatsRepository } from './modules/admin/stats-repository';
import { createAnalysisRepository } from './modules/analysis/repository';
import { createOwnerReferences } from './modules/analysis/owner-references';
import { createOwnerReferenceRepository } from './modules/analysis/owner-references-repository';
import { createAnalysisService } from './modules/analysis/service';
import { analysisUsage } from './modules/analysis/usage';
import { createAuth } from './modules/auth/auth';
import { createAuthRepository } from './modules/auth/repository';
import { createSignInCodeService } from './modules/auth/sign-in-code-service';
import { createAuthService, superUserRule } from './modules/auth/service';
import { createArchiveRepository } from './modules/collection/archive-repository';
import { createArchiveService } from './modules/collection/archive-service';
import { createComparablesService } from './modules/collection/comparables-service';
import { createDashboardService } from './modules/collection/dashboard-service';
import { createExportService } from './modules/collection/export-service';
import { createHousesService } from './modules/collection/houses-service';
import { collectionObjectSource } from './modules/collection/object-source';
import { createObjectsService } from './modules/collection/objects-service';
import { createPlanLimits } from './modules/collection/plan-limits';
import { createPhotoCleanup } from './modules/collection/photo-refs';
import { createCollectionRepository } from './modules/collection/repository';
import { createRoomsService } from './modules/collection/rooms-service';
import { createValuationsService } from './modules/collection/valuations-service';
import { createPhotoRepository } from './modules/photos/repository';
import { createPhotoService } from './modules/photos/service';
import { createReportsRepository } from './modules/reports/repository';
import { createReportsService } from './modules/reports/service';
import { createReportFilesRepository } from './modules/reports/files-repository';
import { createReportQueue } from './modules/reports/queue';
import { createCollectionsRepository } from './modules/collections/repository';
import { createCollectionsService } from './modules/collections/service';
import { createSharingRepository } from './modules/sharing/repository';
import { createSharingService } from './modules/sharing/service';
import { createSubscriptionService } from './modules/subscription/service';
import { createStripeBilling } from './modules/subscription/stripe-billing';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Folder of the built SPA; served when it exists. */
  webDir?: string;
  /** The SPA's render for Node (dist/ssr/prerender.js): /dashboard comes rendered when it exists. */
  serverRender?: string;
  /** Defaults to the one AI_PROVIDER names. */
  analyzer?: Analyzer;
  /** Defaults to the one STORAGE_URL names (files under DATA_DIR/images when unset). */
  imageStorage?: ImageStorage;
}

/**
 * The composition root: every repository and service of the app is built here, once, and buildApp hands
 * each route module the services it serves. A module takes what it uses as arguments instead of building
 * it, so a change of wiring is made in this one file.
 */
export function compose(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, mailer } = deps;
  const db = deps.database.db;
  const storage = deps.imageStorage ?? openImageStorage(config);
  const analyzer = deps.analyzer ?? createAnalyzer(config);

  const repos = {
    photos: createPhotoRepository(db),
    analyses: createAnalysisRepository(db),
    ownerReferences: createOwnerReferenceRepository(db),
    settings: createSettingsRepository(db),
    collection: createCollectionRepository(db),
    auth: createAuthRepository(db),
    account: createAccountRepository(db),
    admin: createAdminRepository(db),
    adminStats: createAdminStatsRepository(db),
    reports: createReportsRepository(db),
    sharing: createSharingRepository(db),
    collections: createCollectionsRepository(db),
    jobs: createJobRepository(db),
    idempotency: createIdempotencyRepository(db),
  };

  const photos = createPhotoService({ repo: repos.photos, storage });
  const usage = analysisUsage(repos.analyses);
  const analysis = createAnalysisService({
    analyzer,
    repo: repos.analyses,
    photos,
    // The analysis module must not know the collection: it reads saved objects through its own port.
    objectSource: collectionObjectSource(repos.collection),
    references: createOwnerReferences({
      analyzer,
      repo: repos.ownerReferences,
      // The analysis module reads the admin's setting through its own port, as it reads saved objects.
      pooling: async () => (await repos.settings.get()).poolReferences,
      log,
    }),
    // The analyzer's per-user rate limit counts in the same table as the account routes' limits.
    hit: (key, windowMs) => repos.auth.hit(key, windowMs),
    log,
  });
  // Decision 035: Stripe's keys make a hosted service whose plans are bought; without them the
  // administrators set plans.
  const subscriptions = createSubscriptionService({
    db,
    mode: config.billingMode,
    stripe:
      config.billingMode === 'stripe'
        ? createStripeBilling({ db, config, embedded: deps.database.kind === 'pglite' })
        : null,
    usage,
    defaultPlan: async () => (await repos.settings.get()).defaultPlanId,
  });

  const betterAuth = createAuth({
    config,
    db,
    mailer,
    onUserCreated: (userId) => subscriptions.onUserCreated(userId),
    languageOf: async (email) => ((await repos.auth.findUserByEmail(email))?.language === 'en' ? 'en' : 'fr'),
  });
  const auth = createAuthService({
    auth: betterAuth,
    repo: repos.auth,
    config,
    mailer,
    // Fields of GET /api/auth/user that other modules own.
    extras: [
      async (userId) => ({ analysisCount: await usage.analysesThisMonth(userId) }),
      (userId) => subscriptions.userExtras(userId),
      async (userId) => ({ pendingEmail: await repos.account.pendingEmail(userId) }),
    ],
  });
  const signInCode = createSignInCodeService({
    auth: betterAuth,
    repo: repos.auth,
    config,
    mailer,
    toPublicUser: (row) => auth.toPublicUser(row),
  });
  const account = createAccountService({
    auth: betterAuth,
    authService: auth,
    authRepo: repos.auth,
    repo: repos.account,
    mailer,
    photos,
  });

  const cleanup = createPhotoCleanup(photos, log);
  // Houses, rooms and objects per plan (decision 020): one check, handed to every service that adds.
  const limits = createPlanLimits({ repo: repos.collection, isSuperUser: superUserRule(config) });
  const houses = createHousesService(repos.collection, limits);
  const collection = {
    houses,
    rooms: createRoomsService({
      repo: repos.collection,
      cleanup,
      limits,
      mainHouseId: (user) => houses.mainHouseId(user),
    }),
    objects: createObjectsService({ repo: repos.collection, photos, analyses: analysis, cleanup, limits }),
    dashboard: createDashboardService({ repo: repos.collection, usage }),
    valuations: createValuationsService({ repo: repos.collection }),
    comparables: createComparablesService({ repo: repos.collection }),
  };

  const services = {
    photos,
    analysis,
    subscriptions,
    auth,
    signInCode,
    account,
    collection,
    /** The plan's house, room and object limits, for any other way in that adds to a collection. */
    planLimits: limits,
    export: createExportService({ repo: repos.collection, houses, photos, limits }),
    archive: createArchiveService({
      repo: createArchiveRepository(db),
      collection: repos.collection,
      houses,
      photos,
      storage,
      limits,
    }),
    admin: createAdminService({
      repo: repos.admin,
      stats: repos.adminStats,
      config,
      usage,
      subscriptions,
      settings: repos.settings,
    }),
    reports: createReportsService({ repo: repos.reports, photos, appUrl: config.APP_URL }),
    sharing: createSharingService({ repo: repos.sharing, photos, appUrl: config.APP_URL }),
    collections: createCollectionsService({ repo: repos.collections, mailer, appUrl: config.APP_URL }),
  };

  // Scheduled clean-ups: each runs at start and then once per period across all instances.
  const scheduler = createScheduler({ repo: repos.jobs, log });
  // An analysis left pending by a process that stopped mid-way becomes a failure (not counted).
  scheduler.add({
    name: 'fail-abandoned-analyses',
    everyMs: 5 * 60_000,
    run: () => repos.analyses.failAbandoned(),
  });
  // Partial photo files a crash left behind (older than any write in progress could be).
  scheduler.add({
    name: 'sweep-temporary-photos',
    everyMs: 60 * 60_000,
    run: () => storage.sweepTemporary(60 * 60_000),
  });
  // Idempotency keys are kept 24 h (src/server/idempotency.ts): a repeat after that is a new request.
  scheduler.add({
    name: 'expire-idempotency-keys',
    everyMs: 60 * 60_000,
    run: () => repos.idempotency.expire(IDEMPOTENCY_TTL_MS),
  });

  // Dossiers and label sheets: built one at a time per instance, each in a worker thread (queue.ts).
  const reportQueue = createReportQueue({
    repo: createReportFilesRepository(db),
    reports: services.reports,
    storage,
    tmpDir: path.join(config.dataDir, 'tmp', 'reports'),
    log,
  });
  scheduler.add({ name: 'sweep-report-files', everyMs: 60 * 60_000, run: () => reportQueue.sweep() });

  return { storage, analyzer, repos, services, scheduler, reportQueue };
}
