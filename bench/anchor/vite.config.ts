import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../build/vite-plugins/precompress';

const here = path.dirname(fileURLToPath(import.meta.url));

// The bench's anchor page (bench/anchor/main.tsx) into dist/web/bench-anchor: a static page beside the
// app, served as any file of the build (/bench-anchor/index.html). Built after the app (scripts/lib.mjs),
// so the service worker's precache list does not hold it. The app's own minifier and compression, so the
// two differ only by what the app does.
export default defineConfig({
  root: here,
  base: '/bench-anchor/',
  // Compressed twins as the app's files have: the same bytes on the wire for the same code.
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(here, '../../dist/web/bench-anchor'),
    emptyOutDir: true,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
