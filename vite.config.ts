import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/vite-plugins/precompress';
import { preloadEntryPages, prerenderScreens } from './build/vite-plugins/preload-entry-pages';
import { serviceWorker } from './build/vite-plugins/service-worker';
import { signedInGroups } from './build/vite-plugins/signed-in-groups';

// The build's own plugins live in build/vite-plugins/, each with its unit tests (docs/architecture.md).

/** Where the app's server render (src/web/prerender.tsx) is built, before the app itself (scripts/lib.mjs). */
const serverRenderDir = path.resolve('dist/ssr');

/** The browser build's own steps: first screens' pages, compressed twins, the service worker. */
function browserBuildPlugins(): Plugin[] {
  return [
    preloadEntryPages(
      {
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
      },
      { render: prerenderScreens(serverRenderDir), afterPaint: path.resolve('src/web/after-paint.js') },
    ),
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
    // The API, not the web's own modules: with src/web as the root, src/web/api/*.ts are served at /api/*.ts.
    proxy: {
      '^/api/(?!.*\\.tsx?(\\?|$))': {
        target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
        changeOrigin: false,
      },
    },
  },
}));
