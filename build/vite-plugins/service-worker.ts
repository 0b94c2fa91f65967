import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Every file of the build the worker precaches, relative to `outDir` with `/`: not the twins, not itself. */
export function precacheList(outDir: string): string[] {
  const entries: Dirent[] = readdirSync(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && e.name !== 'sw.js')
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The service worker (src/web/sw/sw.ts) as dist/web/sw.js, bundled once the build is on disk: its precache
 * list is every file of this build (not the .br/.gz twins: the worker's requests negotiate the encoding
 * like any other) and its version a hash of their contents, so each deploy gets a fresh cache.
 */
export function serviceWorker(source: string): Plugin {
  let outDir = '';
  return {
    name: 'trouvaille-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = precacheList(outDir);
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)));
      const { build } = await import('esbuild');
      await build({
        entryPoints: [source],
        outfile: path.join(outDir, 'sw.js'),
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        logLevel: 'warning',
        define: {
          __PRECACHE__: JSON.stringify(files.map((f) => `/${f}`)),
          __VERSION__: JSON.stringify(hash.digest('hex').slice(0, 16)),
        },
      });
    },
  };
}
