import { whenIdle } from './when-idle';

/**
 * Installs the service worker (src/web/sw/sw.ts, built as /sw.js) so the shell opens offline and the app
 * can be added to the home screen. Production builds only: in development Vite serves unbundled modules
 * the worker knows nothing of. Browsers allow workers on HTTPS and localhost only (secure contexts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  // After the load event, once the browser is idle: installing downloads every file of the build, which
  // must not compete with the first screen's own requests nor with its code taking the screen over
  // (/dashboard's code starts after the load event already, decision 036).
  const register = () =>
    whenIdle(() => {
      // The app works without it (online); a refusal (private mode, storage full) is not the user's problem.
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
