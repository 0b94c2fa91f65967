import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { hookOf } from './hooks';
import { precompress } from './precompress';

describe('precompress', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'trouvaille-precompress-'));
  const out = path.join(root, 'dist');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const files: Record<string, Buffer> = {
    'assets/app.js': Buffer.from('export const answer = 42;\n'.repeat(100)),
    'index.html': Buffer.from(`<!doctype html><p>${'bonjour '.repeat(200)}</p>`),
    'assets/tiny.css': Buffer.from('p{margin:0}'),
    'photo.png': Buffer.alloc(4096, 7),
  };
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  for (const [name, data] of Object.entries(files)) writeFileSync(path.join(out, name), data);

  it('writes brotli and gzip twins of the text files on disk, and of nothing else', () => {
    const plugin = precompress();
    expect(plugin.apply).toBe('build');
    hookOf(plugin, 'configResolved')({ root, build: { outDir: 'dist' } });
    // writeBundle reads the files on disk: the bundle only names them.
    hookOf(plugin, 'writeBundle')({}, Object.fromEntries(Object.keys(files).map((f) => [f, {}])));

    for (const name of ['assets/app.js', 'index.html']) {
      const file = path.join(out, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(files[name]);
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(files[name]);
    }
    // Under 1 KiB a twin saves less than it costs; an image is compressed already.
    for (const name of ['assets/tiny.css', 'photo.png']) {
      expect(existsSync(path.join(out, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(out, `${name}.gz`))).toBe(false);
    }
  });
});
