import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import { THEME_KEY, writeLocal } from './lib/storage';
import './styles.css';

// Spec part 1 §1: the theme is forced to dark and saved as such.
writeLocal(THEME_KEY, 'dark');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
