import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { appRoot } from '../../paths';
import type { FromWorker, RenderTask, ToWorker } from './render-protocol';

/**
 * Runs one render task in its own worker thread and resolves once the PDF is on disk. From the build the
 * worker is the bundle's `workers/render-pdf.js` next to main.js (scripts/lib.mjs builds both); from the
 * sources (tests, `npm run dev`) a two-line bootstrap registers tsx in the thread, then imports the .ts
 * file (tsx given as `--import` registers too late for a worker's own entry).
 */
// This module's own file name says which form runs: a .ts source or the bundle.
// eslint-disable-next-line no-restricted-syntax
const fromSource = import.meta.url.endsWith('.ts');
const sourceWorker = pathToFileURL(path.join(appRoot, 'src/server/modules/reports/render-worker.ts')).href;
const builtWorker = path.join(appRoot, 'dist/server/workers/render-pdf.js');
const spawn = (workerData: RenderTask, resourceLimits: { maxOldGenerationSizeMb: number }) =>
  fromSource
    ? new Worker(
        // Resolved from the working directory, the repository's root whenever the sources run.
        `import('tsx/esm/api').then(({ register }) => {
          register();
          return import(${JSON.stringify(sourceWorker)});
        });`,
        { eval: true, workerData, resourceLimits },
      )
    : new Worker(builtWorker, { workerData, resourceLimits });

/**
 * Photos read ahead of the worker's asking, so storage and resizing (sharp's own threads) overlap with the
 * layout; a few, so one dossier does not take every core from the requests.
 */
const LOOKAHEAD = 3;

export function renderInWorker(
  task: RenderTask,
  photoOf: (ref: number) => Promise<Buffer | null>,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  // A hostile or enormous layout stops at this heap rather than taking the server's memory with it.
  const worker = spawn(task, { maxOldGenerationSizeMb: 1024 });
  const ahead = new Map<number, Promise<Buffer | null>>();
  const fetch = (ref: number) => {
    let p = ahead.get(ref);
    if (!p) {
      // A photo that cannot be read prints as "no photo"; the dossier goes on.
      p = photoOf(ref).catch(() => null);
      ahead.set(ref, p);
    }
    return p;
  };
  return new Promise<void>((resolve, reject) => {
    let finished = false;
    const end = (err?: Error) => {
      if (finished) return;
      finished = true;
      signal?.removeEventListener('abort', abort);
      void worker.terminate();
      if (err) reject(err);
      else resolve();
    };
    const abort = () => end(new Error('Render stopped'));
    signal?.addEventListener('abort', abort);
    worker.on('message', (m: FromWorker) => {
      if (m.type === 'progress') onProgress(m.done, m.total);
      else if (m.type === 'done') end();
      else if (m.type === 'photo') {
        void fetch(m.ref).then((data) => {
          ahead.delete(m.ref);
          if (finished) return;
          const reply: ToWorker = { type: 'photo', ref: m.ref, data: data ?? null };
          worker.postMessage(reply);
        });
        for (let k = 1; k <= LOOKAHEAD; k++) void fetch(m.ref + k);
      }
    });
    worker.on('error', (err) => end(err));
    worker.on('exit', (code) => end(code === 0 ? undefined : new Error(`PDF worker exited with ${code}`)));
  });
}
