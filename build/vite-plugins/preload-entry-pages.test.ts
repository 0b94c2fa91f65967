import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutputBundle } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
import { hookOf } from './hooks';
import { preloadEntryPages, preloadsOf, type EntryPage, type RenderScreens } from './preload-entry-pages';

const web = (p: string) => `/repo/src/web/${p}`;
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds: modules.map(web),
  imports,
  isEntry,
});
const texts = (lng: string, ns: string) => chunk(`assets/${ns}-${lng}.js`, [`locales/${lng}/${ns}.json`]);

/** A build in miniature: the entry, a public page and a signed-in one, their texts in both languages. */
const chunks = [
  chunk('assets/index-E.js', ['main.tsx'], [], true),
  chunk(
    'assets/landing-L.js',
    ['features/landing/landing-page.tsx'],
    ['assets/ui-U.js', 'assets/index-E.js'],
  ),
  chunk('assets/ui-U.js', ['components/ui/button.tsx']),
  chunk('assets/signed-in-S.js', ['app/header.tsx', 'features/other/other-page.tsx']),
  ...['fr', 'en'].flatMap((lng) => ['common', 'landing', 'other'].map((ns) => texts(lng, ns))),
];
const indexHtml = `<!doctype html>
<html lang="fr">
  <head>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin="" href="/assets/landing-L.js">
    <link rel="modulepreload" crossorigin="" href="/assets/ui-U.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const bundleOf = (html = indexHtml) =>
  ({
    ...Object.fromEntries(chunks.map((c) => [c.fileName, c])),
    'index.html': { type: 'asset', fileName: 'index.html', source: html },
  }) as unknown as OutputBundle;

const pages: Record<string, EntryPage> = {
  '/': { modules: ['features/landing/landing-page.tsx'], namespaces: ['landing'], prerender: 'build' },
  '/other': { modules: ['features/other/other-page.tsx'], namespaces: ['other'] },
};

describe('preloadEntryPages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'trouvaille-preload-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const afterPaint = path.join(dir, 'after-paint.js');
  writeFileSync(afterPaint, 'console.log( "painted" );\n');
  const asked: string[][] = [];
  // `$&` in a rendered text is text, not a replacement pattern.
  const render: RenderScreens = async (routes) => {
    asked.push(routes);
    return new Map(routes.flatMap((r) => ['fr', 'en'].map((l) => [`${r} ${l}`, `<h1>${r} ${l} $&</h1>`])));
  };

  /** generateBundle run on a bundle, with what it emitted by file name. */
  async function generate(bundle: OutputBundle, which = pages) {
    const emitted: { type: string; name?: string; fileName?: string; source: string }[] = [];
    const context = {
      emitFile: (file: (typeof emitted)[number]) => String(emitted.push(file) - 1),
      getFileName: () => 'assets/after-paint-A.js',
    };
    await hookOf(preloadEntryPages(which, { render, afterPaint }), 'generateBundle').call(
      context,
      {},
      bundle,
    );
    return emitted;
  }

  it("preloads the first page's chunks in index.html, not the entry", () => {
    const tags = hookOf(preloadEntryPages(pages, { render, afterPaint }), 'transformIndexHtml')('', {
      bundle: bundleOf(),
    });
    expect(tags).toEqual(
      ['assets/landing-L.js', 'assets/ui-U.js'].map((f) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` },
        injectTo: 'head',
      })),
    );
    expect(preloadsOf(bundleOf(), pages['/other'], 'en')).toEqual([
      'assets/signed-in-S.js',
      'assets/common-en.js',
      'assets/other-en.js',
    ]);
  });

  it('writes a copy per page and language: a rendered page waits, another preloads its chunks', async () => {
    const emitted = await generate(bundleOf());
    expect(asked).toEqual([['/']]);
    const [script, ...copies] = emitted;
    expect(script).toMatchObject({ type: 'asset', name: 'after-paint.js' });
    expect(script.source.trim()).toBe('console.log("painted");');
    expect(copies.map((c) => c.fileName)).toEqual([
      'index.fr.html',
      'index.en.html',
      'other.fr.html',
      'other.en.html',
    ]);
    const html = Object.fromEntries(copies.map((c) => [c.fileName, c.source]));

    const landing = html['index.en.html'];
    expect(landing).toContain('<html lang="en"');
    expect(landing).toContain('<div id="root"><h1>/ en $&</h1></div>');
    expect(landing).not.toContain('rel="modulepreload"');
    expect(landing).not.toContain('src="/assets/index-E.js"');
    expect(landing).toContain('<script type="module" src="/assets/after-paint-A.js"></script>');
    const data = /<script type="application\/json" id="trouvaille-after-paint">(.*)<\/script>/.exec(landing);
    expect(JSON.parse(data![1])).toEqual({
      entry: '/assets/index-E.js',
      preload: ['/assets/landing-L.js', '/assets/ui-U.js', '/assets/common-en.js', '/assets/landing-en.js'],
      wait: 'interaction',
    });

    const other = html['other.fr.html'];
    expect(other).toContain('<html lang="fr"');
    expect(other).toContain('<script type="module" crossorigin src="/assets/index-E.js"></script>');
    expect(other).toContain('<div id="root"></div>');
    const preloaded = [...other.matchAll(/modulepreload" crossorigin="" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/signed-in-S.js', '/assets/common-fr.js', '/assets/other-fr.js']);
  });

  it('stops the build when a page or index.html is not what it expects', async () => {
    await expect(
      generate(bundleOf(), { ...pages, '/gone': { modules: ['features/gone.tsx'], namespaces: [] } }),
    ).rejects.toThrow('no chunk for features/gone.tsx');
    await expect(generate(bundleOf(indexHtml.replace(/ {4}<link.*\n/g, '')))).rejects.toThrow(
      "index.html lacks the first page's preloads",
    );
    await expect(generate(bundleOf(indexHtml.replace('crossorigin src', 'src')))).rejects.toThrow(
      'index.html lacks its entry script',
    );
  });
});
