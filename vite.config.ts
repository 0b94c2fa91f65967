import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { GetManualChunk, OutputBundle } from 'rollup';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const buf = readFileSync(file);
        if (buf.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      }
    },
  };
}

/** A first screen: the modules it shows (and waits for) and the translation namespaces it reads. */
interface EntryPage {
  modules: string[];
  namespaces: string[];
  /**
   * Its HTML carries its first render, and the page asks for its code after the paint: `build` for a public
   * screen, the same for every visitor (prerenderScreens); `request` for a signed-in one, which the server
   * renders into it per request (src/server/spa.ts).
   */
  prerender?: 'build' | 'request';
}

/** Where the app's server render (src/web/prerender.tsx) is built, before the app itself (scripts/lib.mjs). */
const serverRenderDir = path.resolve('dist/ssr');

/**
 * The first render of each public first screen in each language, by the app's own code built for Node
 * (src/web/prerender.tsx). A visitor's phone then paints the screen from the HTML, before the ~90 kB of
 * code has arrived and run (which then hydrates it).
 */
async function prerenderScreens(routes: string[]): Promise<Map<string, string>> {
  const { prerenderScreen } = (await import(
    pathToFileURL(path.join(serverRenderDir, 'prerender.js')).href
  )) as { prerenderScreen(url: string, lng: string): Promise<string> };
  const out = new Map<string, string>();
  for (const route of routes)
    for (const lng of ['fr', 'en']) out.set(`${route} ${lng}`, await prerenderScreen(route, lng));
  return out;
}

/**
 * Most visits start on /, /login or (signed in, from the home screen) /dashboard: the page chunk (and what
 * it imports; for /dashboard also the signed-in layouts and header it waits for) is announced with
 * <link rel="modulepreload"> so the browser fetches it alongside the entry instead of after it. The CSP
 * forbids an inline script that would choose per route, so each of these pages gets its own copies of
 * index.html, one per language: `<page>.<lng>.html` (`index` for /) also preloads the page's translations
 * in that language, which the first render waits for and would otherwise be asked for one after the other
 * once the entry runs. The server picks the language as the app will (src/server/spa.ts); index.html
 * itself, served for every other path, keeps the landing's code preloads. Preloading more pages than the
 * one shown steals bandwidth from the entry (measured: later first paint) and counts against the page's
 * budget.
 */
function preloadEntryPages(pages: Record<string, EntryPage>): Plugin {
  const [[, first]] = Object.entries(pages);
  const entryFile = (bundle: OutputBundle) =>
    Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry)?.fileName;
  const preloads = (bundle: OutputBundle, page: EntryPage, lng?: string) => {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const wanted = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || wanted.has(file)) return;
      wanted.add(file);
      chunk.imports.forEach(visit);
    };
    const ids = [
      ...page.modules,
      ...(lng ? ['common', ...page.namespaces].map((n) => `locales/${lng}/${n}.json`) : []),
    ];
    for (const id of ids) {
      // A page may sit in a group of its own (signedInGroups), not only at the head of its chunk.
      const chunk = chunks.find((c) => c.moduleIds.some((m) => m.endsWith(`src/web/${id}`)));
      if (!chunk) throw new Error(`no chunk for ${id}`);
      visit(chunk.fileName);
    }
    const entry = entryFile(bundle);
    return [...wanted].filter((f) => f !== entry);
  };
  const link = (f: string) => `<link rel="modulepreload" crossorigin="" href="/${f}">`;
  return {
    name: 'trouvaille-preload-entry-pages',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return preloads(ctx.bundle ?? {}, first).map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` },
          injectTo: 'head' as const,
        }));
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('index.html is not in the bundle yet');
      const html = String(index.source);
      const ours = preloads(bundle, first).map(link);
      if (!ours.every((l) => html.includes(l))) throw new Error("index.html lacks the first page's preloads");
      const bare = html
        .split('\n')
        .filter((line) => !ours.includes(line.trim()))
        .join('\n');
      const rendered = await prerenderScreens(
        Object.entries(pages)
          .filter(([, page]) => page.prerender === 'build')
          .map(([route]) => route),
      );
      const entry = entryFile(bundle);
      const entryTag = `<script type="module" crossorigin src="/${entry}"></script>`;
      if (!bare.includes(entryTag)) throw new Error('index.html lacks its entry script');
      // A rendered screen asks for its code after the paint (src/web/after-paint.js), told what to fetch.
      // An asset, not a chunk (it must not import the app), so minified here.
      const { transform } = await import('esbuild');
      const { code } = await transform(readFileSync(path.resolve('src/web/after-paint.js'), 'utf8'), {
        minify: true,
        target: 'es2022',
      });
      const afterPaint = this.getFileName(
        this.emitFile({ type: 'asset', name: 'after-paint.js', source: code }),
      );
      for (const [route, page] of Object.entries(pages)) {
        for (const lng of ['fr', 'en']) {
          const files = preloads(bundle, page, lng);
          const screen = rendered.get(`${route} ${lng}`) ?? '';
          let source = bare.replace('<html lang="fr"', `<html lang="${lng}"`);
          if (!page.prerender) {
            source = source.replace(
              '  </head>',
              () => `${files.map((l) => `    ${link(l)}\n`).join('')}  </head>`,
            );
          } else {
            // A public screen's code waits for the person's first touch (src/web/after-paint.js, decision 031).
            const data = JSON.stringify({
              entry: `/${entry}`,
              preload: files.map((f) => `/${f}`),
              ...(page.prerender === 'build' ? { wait: 'interaction' } : {}),
            });
            source = source
              .replace(
                entryTag,
                () =>
                  `<script type="application/json" id="trouvaille-after-paint">${data}</script>\n` +
                  `    <script type="module" src="/${afterPaint}"></script>`,
              )
              // A function: `$&`, `$'`... in a text would be replacement patterns.
              .replace('<div id="root"></div>', () => `<div id="root">${screen}</div>`);
          }
          this.emitFile({
            type: 'asset',
            fileName: `${route === '/' ? 'index' : route.slice(1)}.${lng}.html`,
            source,
          });
        }
      }
    },
  };
}

/**
 * The signed-in first screen in a few files instead of some forty: left to itself, rollup gives every module
 * shared by two lazy pages a chunk of its own (each icon, each helper), and a phone pays a round trip per
 * file (Lighthouse's simulation: six at a time over HTTP/1.1). Each group takes what its roots import that
 * the public screens (the entry, /, /login) do not, so those screens download nothing more; only the
 * modules named go in (`onlyExplicitManualChunks`), not what they import from the public screens. A later
 * signed-in page that needs one module of a group loads the group: a user has mostly passed through the
 * dashboard by then.
 */
function signedInGroups(publicRoots: string[], groups: Record<string, string[]>): GetManualChunk {
  let owner: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!owner) {
      const all = [...getModuleIds()];
      const closure = (roots: string[], skip: Set<string>) => {
        const seen = new Set<string>();
        const visit = (m: string) => {
          if (seen.has(m) || skip.has(m)) return;
          seen.add(m);
          getModuleInfo(m)?.importedIds.forEach(visit);
        };
        all.filter((m) => roots.some((r) => m.endsWith(`src/web/${r}`))).forEach(visit);
        return seen;
      };
      // Taken in order: a module two groups share goes to the first.
      const taken = closure(publicRoots, new Set());
      owner = new Map();
      for (const [name, roots] of Object.entries(groups))
        for (const m of closure(roots, taken)) {
          owner.set(m, name);
          taken.add(m);
        }
    }
    return owner.get(id);
  };
}

/**
 * The service worker (src/web/sw/sw.ts) as dist/web/sw.js, bundled once the build is on disk: its precache
 * list is every file of this build (not the .br/.gz twins: the worker's requests negotiate the encoding
 * like any other) and its version a hash of their contents, so each deploy gets a fresh cache.
 */
function serviceWorker(source: string): Plugin {
  let outDir = '';
  return {
    name: 'trouvaille-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const entries: Dirent[] = readdirSync(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && e.name !== 'sw.js')
        .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
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

/** The browser build's own steps: first screens' pages, compressed twins, the service worker. */
function browserBuildPlugins(): Plugin[] {
  return [
    preloadEntryPages({
      '/': { modules: ['features/landing/landing-page.tsx'], namespaces: ['landing'], prerender: 'build' },
      '/login': { modules: ['features/auth/login-page.tsx'], namespaces: ['auth'], prerender: 'build' },
      // The namespaces of each page as app/router.tsx lists them (one forgotten is fetched late, not lost).
      '/dashboard': {
        modules: [
          'app/query-layout.tsx',
          'app/protected-layout.tsx',
          'app/header.tsx',
          'features/dashboard/dashboard-page.tsx',
        ],
        namespaces: ['dashboard', 'collection', 'valuations'],
        prerender: 'request',
      },
    }),
    precompress(),
    serviceWorker(path.resolve('src/web/sw/sw.ts')),
  ];
}

// `vite build --ssr prerender.tsx` (scripts/lib.mjs) builds the server render into dist/ssr: the same
// sources and aliases, none of the browser build's plugins or chunking.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : browserBuildPlugins())],
  resolve: {
    // react-router's package exports only its development build; the production one drops the dev
    // warnings and weighs less on the first screen.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
  },
  build: isSsrBuild
    ? { outDir: serverRenderDir, emptyOutDir: true, copyPublicDir: false, target: 'node20', minify: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        // terser over esbuild's minifier: ~2 % smaller, which is what keeps /login under 100 kB gzip (decision 012).
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        rollupOptions: {
          output: {
            onlyExplicitManualChunks: true,
            manualChunks: signedInGroups(
              ['main.tsx', 'features/landing/landing-page.tsx', 'features/auth/login-page.tsx'],
              {
                // What every signed-in page waits for: the query client, the guard, the header.
                'signed-in': ['app/query-layout.tsx', 'app/protected-layout.tsx', 'app/header.tsx'],
                dashboard: ['features/dashboard/dashboard-page.tsx'],
              },
            ),
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
