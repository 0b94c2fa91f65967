// Shared by start, dev and test: each must work on a fresh clone with nothing installed or built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the server process starts with, under whatever the caller sets (server-env.json, shared with the
 * benches and end-to-end tests). MALLOC_ARENA_MAX=2: glibc otherwise gives each of libvips' and the
 * model's threads its own malloc arena, and fragmentation grows the server by ~100 MB under load.
 */
export function serverEnv(env = process.env) {
  return { ...JSON.parse(readFileSync(path.join(root, 'scripts/server-env.json'), 'utf8')), ...env };
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time under a folder (or of a file). */
function newest(p) {
  let s;
  try {
    s = statSync(p);
  } catch {
    return 0;
  }
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const e of readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

/** npm install when node_modules is missing or older than the manifests (npm ci fails on this registry). */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const stale =
    !existsSync(marker) ||
    mtime(path.join(root, 'package.json')) > mtime(marker) ||
    mtime(path.join(root, 'package-lock.json')) > mtime(marker);
  if (stale) {
    console.log('Installing dependencies…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Builds the SPA when dist/web is missing or older than its sources. */
export function ensureBuilt() {
  const built = mtime(path.join(root, 'dist/web/index.html'));
  const sources = Math.max(
    newest(path.join(root, 'src/web')),
    newest(path.join(root, 'src/contracts')),
    mtime(path.join(root, 'vite.config.ts')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (!built || sources > built) {
    console.log('Building the web app…');
    run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  }
}
