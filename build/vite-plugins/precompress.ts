import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth a compressed twin; smaller files gain less than the header costs. */
const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Brotli and gzip twins of every text asset, served as-is by @fastify/static (preCompressed).
 * Written from the files on disk once the bundle is written: in generateBundle, Vite has not yet put
 * the final preload map (`__vite__mapDeps`) into the chunks, and twins made there differ from the
 * .js they stand for (the app then fails to start for every browser that accepts br or gzip).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'trouvaille-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const buf = readFileSync(file);
        if (buf.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      }
    },
  };
}
