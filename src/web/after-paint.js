// The first script of a screen that comes rendered in the page (vite.config.ts): the app's code is asked
// for once the browser has painted that screen, so the code does not compete with the page for a phone's
// bandwidth and processor before the first paint. The code then takes the screen over (main.tsx).
const { entry, preload } = JSON.parse(document.getElementById('trouvaille-after-paint').textContent);
// The page this tab loaded again because its code could not be downloaded (once per page, not in a loop).
const RELOADED = 'trouvaille.reloaded-for-code';

function remembered() {
  try {
    return sessionStorage.getItem(RELOADED);
  } catch {
    return location.pathname; // no storage: never reload
  }
}

function remember(page) {
  try {
    if (page) sessionStorage.setItem(RELOADED, page);
    else sessionStorage.removeItem(RELOADED);
  } catch {
    // no storage: nothing to remember
  }
}

// A download lost on the way (a phone's network) would leave the screen shown but lifeless, its buttons
// waiting for the code: the page is loaded again, once, as soon as the browser is online.
function reloadOnce() {
  if (remembered() === location.pathname) return;
  remember(location.pathname);
  if (navigator.onLine) setTimeout(() => location.reload(), 1000);
  else addEventListener('online', () => location.reload(), { once: true });
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry).then(() => remember(null), reloadOnce);
}
// A frame, then a task: after the paint. The timer alone covers a tab opened in the background.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);
