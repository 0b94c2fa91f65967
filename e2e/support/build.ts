import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths';

function newest(p: string): number {
  let s;
  try {
    s = statSync(p);
  } catch {
    return 0;
  }
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, e) => Math.max(max, newest(path.join(p, e))), s.mtimeMs);
}

/**
 * The journeys run against the built SPA served by the real server. `npm test` builds first
 * (scripts/lib.mjs ensureBuilt); this makes `npm run test:e2e` alone just as safe: same rule, build
 * when dist/web is missing or older than its sources.
 */
export function ensureWebBuilt(): void {
  const built = newest(path.join(root, 'dist/web/index.html'));
  const sources = Math.max(
    newest(path.join(root, 'src/web')),
    newest(path.join(root, 'src/contracts')),
    newest(path.join(root, 'vite.config.ts')),
  );
  if (built && built >= sources) return;
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Under vitest NODE_ENV is "test", which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status})`);
}
