import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

/** A first screen: the modules it shows (and waits for) and the translation namespaces it reads. */
export interface EntryPage {
  modules: string[];
  namespaces: string[];
  /**
   * Its HTML carries its first render, and the page asks for its code after the paint: `build` for a public
   * screen, the same for every visitor (prerenderScreens); `request` for a signed-in one, which the server
   * renders into it per request (src/server/spa.ts).
   */
  prerender?: 'build' | 'request';
}

/** The first render of a route in a language, keyed `${route} ${lng}`. */
export type RenderScreens = (routes: string[]) => Promise<Map<string, string>>;

export interface PreloadOptions {
  /** Renders the public first screens; by default the app's render built for Node (prerenderScreens). */
  render: RenderScreens;
  /** The script that asks for a rendered screen's code after the paint (src/web/after-paint.js). */
  afterPaint: string;
}

const LANGUAGES = ['fr', 'en'];

/**
 * The first render of each public first screen in each language, by the app's own code built for Node
 * (src/web/prerender.tsx, built into `serverRenderDir` before the app: scripts/lib.mjs). A visitor's phone
 * then paints the screen from the HTML, before the ~90 kB of code has arrived and run (which then hydrates it).
 */
export function prerenderScreens(serverRenderDir: string): RenderScreens {
  return async (routes) => {
    const { prerenderScreen } = (await import(
      pathToFileURL(path.join(serverRenderDir, 'prerender.js')).href
    )) as { prerenderScreen(url: string, lng: string): Promise<string> };
    const out = new Map<string, string>();
    for (const route of routes)
      for (const lng of LANGUAGES) out.set(`${route} ${lng}`, await prerenderScreen(route, lng));
    return out;
  };
}

const entryFile = (bundle: OutputBundle) =>
  Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry)?.fileName;

/** The chunks a page needs before it can show, the entry excepted: its modules' and (with `lng`) its texts'. */
export function preloadsOf(bundle: OutputBundle, page: EntryPage, lng?: string): string[] {
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
}

const link = (f: string) => `<link rel="modulepreload" crossorigin="" href="/${f}">`;

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
export function preloadEntryPages(pages: Record<string, EntryPage>, options: PreloadOptions): Plugin {
  const [[, first]] = Object.entries(pages);
  return {
    name: 'trouvaille-preload-entry-pages',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return preloadsOf(ctx.bundle ?? {}, first).map((f) => ({
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
      const ours = preloadsOf(bundle, first).map(link);
      if (!ours.every((l) => html.includes(l))) throw new Error("index.html lacks the first page's preloads");
      const bare = html
        .split('\n')
        .filter((line) => !ours.includes(line.trim()))
        .join('\n');
      const rendered = await options.render(
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
      const { code } = await transform(readFileSync(options.afterPaint, 'utf8'), {
        minify: true,
        target: 'es2022',
      });
      const afterPaint = this.getFileName(
        this.emitFile({ type: 'asset', name: 'after-paint.js', source: code }),
      );
      for (const [route, page] of Object.entries(pages)) {
        for (const lng of LANGUAGES) {
          const files = preloadsOf(bundle, page, lng);
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
