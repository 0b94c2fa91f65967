// npm run build: the SPA into dist/web (its render for Node into dist/ssr) and the server into dist/server (`--if-stale`: only what changed).
import { buildServer, buildWeb, ensureBuilt } from './lib.mjs';

if (process.argv.includes('--if-stale')) {
  await ensureBuilt();
} else {
  buildWeb();
  await buildServer();
}
