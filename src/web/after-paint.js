// The first script of a screen that comes rendered in the page (vite.config.ts): the app's code is asked
// for once the browser has painted that screen, so the code does not compete with the page for a phone's
// bandwidth and processor before the first paint. The code then takes the screen over (main.tsx).
const { entry, preload } = JSON.parse(document.getElementById('trouvaille-after-paint').textContent);
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
  import(entry);
}
// A frame, then a task: after the paint. The timer alone covers a tab opened in the background.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);
