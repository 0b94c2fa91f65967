import type { DossierInput, DossierItem, DossierSection } from './dossier-pdf';
import type { Label } from './labels-pdf';

/** What the main thread and the PDF worker (render-worker.ts) say to each other: plain data only. */

/** A dossier item as it crosses to the worker: its photos are numbers the worker asks the main thread for. */
export type WorkerItem = Omit<DossierItem, 'photos' | 'receipts'> & { photos: number[]; receipts: number[] };

export type RenderTask =
  | {
      kind: 'dossier';
      input: Omit<DossierInput, 'sections' | 'onItem' | 'date'> & {
        date: string;
        sections: (Omit<DossierSection, 'items'> & { items: WorkerItem[] })[];
      };
      /** The PDF is written to this file. */
      out: string;
    }
  | { kind: 'labels'; labels: Label[]; meta: { title: string; author: string; lang: string }; out: string };

export type FromWorker =
  { type: 'photo'; ref: number } | { type: 'progress'; done: number; total: number } | { type: 'done' };

export type ToWorker = { type: 'photo'; ref: number; data: Uint8Array | null };
