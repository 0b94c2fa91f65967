// What the first chunk (the JavaScript every page loads before anything else) is made of, by package:
// a rollup-visualiser-like listing, to see what a dependency costs the first screen. Each part is
// minified and gzipped on its own, so the parts add up to a little more than the chunk itself.
// (The JavaScript each page loads in total is bench/web.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { build, type Plugin } from 'vite';

const rows: [string, number][] = [];
let entry = { file: '', gz: 0 };

const listing: Plugin = {
  name: 'bench-entry-listing',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      entry = { file: chunk.fileName, gz: gzipSync(chunk.code, { level: 9 }).length };
      const parts = new Map<string, string>();
      for (const [id, m] of Object.entries(chunk.modules)) {
        const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
        const key = pkg ?? path.relative(process.cwd(), id.replace(/^\0/, ''));
        parts.set(key, (parts.get(key) ?? '') + (m.code ?? ''));
      }
      for (const [key, code] of parts) {
        const min = transformSync(code, { minify: true, format: 'esm', loader: 'js' }).code;
        rows.push([key, gzipSync(min, { level: 9 }).length]);
      }
    }
  },
};

const outDir = mkdtempSync(path.join(tmpdir(), 'trouvaille-entry-'));
try {
  await build({
    configFile: 'vite.config.ts',
    plugins: [listing],
    build: { outDir, emptyOutDir: true },
    logLevel: 'silent',
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log(`web: first chunk ${entry.file}: ${kB(entry.gz)} gzip`);
const app = rows.filter(([k]) => k.startsWith('src/')).reduce((n, [, gz]) => n + gz, 0);
for (const [key, gz] of rows.filter(([k]) => !k.startsWith('src/')).sort((a, b) => b[1] - a[1]))
  if (gz >= 512) console.log(`web:   ${kB(gz).padStart(8)}  ${key}`);
console.log(`web:   ${kB(app).padStart(8)}  the app's own modules`);
