import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Brotli and gzip twins of every text asset, served as-is by @fastify/static (preCompressed). */
function precompress(): Plugin {
  return {
    name: 'trouvaille-precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const buf = Buffer.from(source);
        if (buf.length < 1024) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.br`,
          source: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(buf, { level: 9 }) });
      }
    },
  };
}

/**
 * Most visits start on /: its lazily loaded page chunk (and translations) is announced with
 * <link rel="modulepreload"> so the browser fetches it alongside the entry instead of after it. The CSP
 * forbids an inline script that would choose per route, so the list is static and kept to the landing
 * page: preloading more pages steals bandwidth from the entry (measured: later first paint).
 */
function preloadEntryPages(pages: string[]): Plugin {
  return {
    name: 'trouvaille-preload-entry-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const wanted = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || wanted.has(file)) return;
          wanted.add(file);
          chunk.imports.forEach(visit);
        };
        for (const c of chunks) {
          const id = c.facadeModuleId ?? '';
          if (pages.some((p) => id.endsWith(p))) visit(c.fileName);
        }
        return [...wanted]
          .filter((f) => f !== entry?.fileName)
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    preloadEntryPages(['features/landing/landing-page.tsx', 'locales/fr/landing.json', 'locales/en/landing.json']),
    precompress(),
  ],
  resolve: {
    // react-router's package exports only its development build; the production one drops the dev
    // warnings and weighs less on the first screen.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') }]
        : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
