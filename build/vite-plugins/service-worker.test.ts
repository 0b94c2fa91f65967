import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { hookOf } from './hooks';
import { precacheList, serviceWorker } from './service-worker';

describe('serviceWorker', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'trouvaille-sw-'));
  const out = path.join(root, 'dist');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  mkdirSync(path.join(out, 'assets'), { recursive: true });
  const write = (name: string, text: string) => writeFileSync(path.join(out, name), text);
  write('index.html', '<!doctype html>');
  write('assets/app.js', 'console.log(1)');
  write('assets/app.js.br', 'twin');
  write('assets/app.js.gz', 'twin');
  write('sw.js', 'an older worker');
  // A worker that only says what the build gave it.
  const source = path.join(root, 'sw.ts');
  writeFileSync(
    source,
    'declare const __PRECACHE__: string[];\ndeclare const __VERSION__: string;\n' +
      '(globalThis as { built?: unknown }).built = { files: __PRECACHE__, version: __VERSION__ };\n',
  );

  const build = async () => {
    const plugin = serviceWorker(source);
    hookOf(plugin, 'configResolved')({ root, build: { outDir: 'dist' } });
    await hookOf(plugin, 'writeBundle')();
    const context: { built?: { files: string[]; version: string } } = {};
    runInNewContext(readFileSync(path.join(out, 'sw.js'), 'utf8'), context);
    return context.built!;
  };

  it('lists every file of the build but the compressed twins and the worker itself', () => {
    expect(precacheList(out)).toEqual(['assets/app.js', 'index.html']);
  });

  it('bundles the worker with that list and a version that changes with any file', async () => {
    const first = await build();
    expect(first.files).toEqual(['/assets/app.js', '/index.html']);
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect((await build()).version).toBe(first.version);
    write('assets/app.js', 'console.log(2)');
    const next = await build();
    expect(next.files).toEqual(first.files);
    expect(next.version).not.toBe(first.version);
  });
});
