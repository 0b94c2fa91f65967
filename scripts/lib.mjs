// Shared by start, dev and test: each must work on a fresh clone with nothing installed or built.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Runs `fn` while holding a lock folder in the repository: several `npm start` launched together (two
 * instances on one machine) must not install or build over each other. A waiting process re-checks
 * inside the lock, so the second one finds the work done. A lock left by a dead process is taken over.
 */
async function withLock(name, fn) {
  const dir = path.join(root, `.${name}.lock`);
  for (let announced = false; ;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8').trim() || 0);
      if (pid && !alive(pid)) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log(`Waiting for another process (${name})…`);
      announced = true;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function installStale() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  return (
    !existsSync(marker) ||
    mtime(path.join(root, 'package.json')) > mtime(marker) ||
    mtime(path.join(root, 'package-lock.json')) > mtime(marker)
  );
}

/** `npm ci` when node_modules is missing or older than the manifests: exactly what the lockfile holds. */
export async function ensureInstalled() {
  if (!installStale()) return;
  await withLock('install', () => {
    if (!installStale()) return;
    console.log('Installing dependencies…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  });
}

/**
 * The SPA, bundled by Vite: first its render for Node into dist/ssr (src/web/prerender.tsx: the build
 * writes / and /login rendered into their pages with it, the server renders /dashboard per request),
 * then the browser's bundle into dist/web.
 */
export function buildWeb() {
  const vite = (...args) =>
    run(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
      {
        // Under a test runner NODE_ENV is "test", which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  vite('--ssr', 'prerender.tsx');
  vite();
  // The bench's anchor (bench/anchor): a minimal React page the bench measures beside the first screens.
  vite('--config', 'bench/anchor/vite.config.ts');
}

/**
 * The server, compiled by esbuild into one ESM file per entry under dist/server (packages stay in
 * node_modules): production runs plain `node` on it, with source maps for readable stack traces.
 * Entries: the server itself, the PDF worker thread (src/server/modules/reports/render.ts finds it next to
 * main.js) and each command-line tool in src/server/cli/.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  const cliDir = path.join(root, 'src/server/cli');
  const cli = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => ({ in: path.join(cliDir, f), out: `cli/${f.replace(/\.ts$/, '')}` }))
    : [];
  await build({
    entryPoints: [
      { in: path.join(root, 'src/server/main.ts'), out: 'main' },
      { in: path.join(root, 'src/server/modules/reports/render-worker.ts'), out: 'workers/render-pdf' },
      ...cli,
    ],
    outdir: path.join(root, 'dist/server'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

const webSources = [
  'src/web',
  'src/contracts',
  'vite.config.ts',
  'build',
  'bench/anchor',
  'package-lock.json',
];
const serverSources = ['src/server', 'src/contracts', 'package-lock.json'];
const newestOf = (list) => Math.max(...list.map((p) => newest(path.join(root, p))));

const webStale = () => {
  const built = Math.min(
    mtime(path.join(root, 'dist/web/index.html')),
    mtime(path.join(root, 'dist/ssr/prerender.js')),
  );
  return !built || newestOf(webSources) > built;
};
const serverStale = () => {
  const built = mtime(path.join(root, 'dist/server/main.js'));
  return !built || newestOf(serverSources) > built;
};

/** Builds what is missing or older than its sources: dist/web and dist/server separately. */
export async function ensureBuilt() {
  if (!webStale() && !serverStale()) return;
  await withLock('build', async () => {
    if (webStale()) {
      console.log('Building the web app…');
      buildWeb();
    }
    if (serverStale()) {
      console.log('Building the server…');
      await buildServer();
    }
  });
}
