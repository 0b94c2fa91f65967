import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './paths';

/**
 * The journeys run against the built SPA served by the compiled server. `npm test` builds first; this
 * makes `npm run test:e2e` alone just as safe, with the same rule (scripts/build.mjs --if-stale: build
 * what is missing or older than its sources).
 */
export function ensureBuilt(): void {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`build failed (exit ${res.status})`);
}
