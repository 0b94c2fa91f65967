import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { buildApp } from './app';
import { appRoot } from './paths';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const mailer = createMailer(config);
  const app = await buildApp({
    config,
    database,
    mailer,
    webDir: path.join(appRoot, 'dist/web'),
    serverRender: path.join(appRoot, 'dist/ssr/prerender.js'),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log(
    `Trouvaille on ${config.APP_URL} (database: ${where}; photos: ${config.STORAGE_URL ?? path.join(config.dataDir, 'images')}; mail: ${mailer.describe()})`,
  );

  // SIGTERM (an orchestrator, a rolling deploy) or Ctrl-C: readiness turns 503, then, after
  // SHUTDOWN_DELAY_MS for the load balancer to notice, no new connection is accepted, requests in flight
  // finish, scheduled jobs in progress end, and the pools close. Past SHUTDOWN_TIMEOUT_MS, exit anyway.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => {
      console.error(`Still busy after ${config.SHUTDOWN_TIMEOUT_MS} ms: stopping now`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    app.health.drain();
    if (config.SHUTDOWN_DELAY_MS) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
