// The first script of a screen that comes rendered in the page (vite.config.ts): the app's code is asked
// for once the browser has painted that screen, so the code does not compete with the page for a phone's
// bandwidth and processor before the first paint. The code then takes the screen over (main.tsx).
// A public screen (/, /login: `wait` is "interaction") waits longer, for the person: see decision 031.
const { entry, preload, wait } = JSON.parse(document.getElementById('trouvaille-after-paint').textContent);
// The page this tab loaded again because its code could not be downloaded (once per page, not in a loop).
const RELOADED = 'trouvaille.reloaded-for-code';
/** A public screen left untouched this long after its load is taken over all the same. */
const LATEST_MS = 5000;

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

// All in one insertion: one by one, each link was its own change of the document (some fifteen for
// /dashboard's code), together one long task on a slow phone (decision 036).
function links(rel, hrefs) {
  const all = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    all.append(link);
  }
  document.head.append(all);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  links('modulepreload', preload);
  import(entry).then(() => remember(null), reloadOnce);
}

const root = document.getElementById('root');
if (wait !== 'interaction' || location.search || !root || !root.firstChild) {
  // A frame, then a task: after the paint. The timer alone covers a tab opened in the background.
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
} else {
  // Nothing on a public screen needs the code before the person does something: links are plain links,
  // typed text stays in its field (read on submit), and the buttons say they wait. Running it at once
  // held a slow phone's processor for hundreds of ms after the paint, when a first tap is likeliest.
  // The first touch, key, focus or pointer move starts it; the code is downloaded meanwhile, so that
  // moment pays only for running it.
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove'])
    addEventListener(type, start, { capture: true, once: true, passive: true });
  // Someone signed in is taken to their dashboard by the code: asked now (a request, no processing).
  fetch('/api/auth/user', { credentials: 'same-origin' }).then(
    (res) => res.ok && start(),
    () => {},
  );
  addEventListener(
    'load',
    () => {
      links('prefetch', [entry, ...preload]);
      // The code installs the service worker when it runs (src/web/lib/service-worker.ts), not here: its
      // install downloads the whole build, which held the processor while the screen was being read.
      setTimeout(start, LATEST_MS);
    },
    { once: true },
  );
}
