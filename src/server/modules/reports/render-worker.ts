import { parentPort, workerData } from 'node:worker_threads';
import { drawDossier } from './dossier-pdf';
import { drawLabelSheet } from './labels-pdf';
import { finishTo } from './pdf-doc';
import type { FromWorker, RenderTask, ToWorker } from './render-protocol';

/**
 * Lays a PDF out in a worker thread: pdfkit's work is synchronous (thousands of pages, their compression,
 * "page n of N" written once all exist), and on the server's own thread it held every other request for
 * minutes. Photos are asked of the main thread, which owns the storage and the database.
 */

const task = workerData as RenderTask;
const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);

const waiting = new Map<number, (data: Buffer | null) => void>();
port.on('message', (m: ToWorker) => {
  if (m.type !== 'photo') return;
  waiting.get(m.ref)?.(m.data ? Buffer.from(m.data) : null);
  waiting.delete(m.ref);
});
const photo = (ref: number) =>
  new Promise<Buffer | null>((resolve) => {
    waiting.set(ref, resolve);
    send({ type: 'photo', ref });
  });

let done = 0;
// A message per object would be thousands of messages for a number the web shows once a second.
let lastSent = 0;
const step = (total: number) => {
  done++;
  const now = Date.now();
  if (now - lastSent >= 250 || done === total) {
    lastSent = now;
    send({ type: 'progress', done, total });
  }
};

if (task.kind === 'dossier') {
  const { input } = task;
  const total = input.sections.reduce((n, s) => n + s.items.length, 0);
  const doc = await drawDossier({
    ...input,
    date: new Date(input.date),
    sections: input.sections.map((s) => ({
      ...s,
      items: s.items.map((i) => ({
        ...i,
        photos: i.photos.map((ref) => () => photo(ref)),
        receipts: i.receipts.map((ref) => () => photo(ref)),
      })),
    })),
    onItem: () => step(total),
  });
  await finishTo(doc, task.out);
} else {
  const doc = drawLabelSheet(task.labels, task.meta, () => step(task.labels.length));
  await finishTo(doc, task.out);
}
send({ type: 'done' });
