import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import { THEME_KEY, writeLocal } from './lib/storage';
import './styles.css';

// The theme is forced to dark and saved as such (docs/product.md#languages-and-theme).
writeLocal(THEME_KEY, 'dark');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const root = document.getElementById('root')!;
// /, /login and a signed-in /dashboard arrive rendered (src/web/prerender.tsx; their code is loaded after
// the paint by after-paint.js): taken over in slices (a transition), so a phone's processor is never held
// long. A language the page was not rendered in (a browser whose first language differs from its
// Accept-Language) is a mismatch React recovers from by rendering afresh.
if (root.firstChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

registerServiceWorker();
