import { useEffect, useState } from 'react';
import { clear, createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../contracts/analysis';
import type { AnalysisResponse } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import {
  analysesLeft,
  dueForSending,
  statusAfterFailure,
  type QueueItemState,
  type QueuedStatus,
} from './capture-queue-state';
import { isOnline, subscribeConnectivity } from './connectivity';
import { newIdempotencyKey } from './idempotency';
import { dashboardKeys, invalidateKeys, sessionKeys } from './query-keys';
import { getSessionUser, subscribeSession } from './session';
import { fetchUsageStats } from '../api/usage';

/**
 * Photos taken with no network, waiting to be analysed (decision 028). Each capture is one IndexedDB
 * record (idb-keyval) holding its prepared photos, its language, its status and the Idempotency-Key made
 * when it was queued: closing the tab loses nothing, and however many times or tabs send it, the server
 * analyses it once (docs/architecture.md, "Idempotent writes"). One page at a time sends, under a Web
 * Lock; the others see the statuses change.
 */

export interface QueuedCapture extends QueueItemState {
  id: string;
  createdAt: number;
  language: Language;
  idempotencyKey: string;
  /** JPEGs as they would have been uploaded, the main photo first. */
  photos: Blob[];
  /** How many photos were taken (the bytes go once they are on the server). */
  photoCount: number;
  result?: AnalysisResponse;
  /** The collection current when the photos were taken: they are analysed for it, whatever is current then. */
  collectionId?: string;
}

export type { QueuedStatus };

const PATH = '/api/analyze-complete';
const LOCK = 'trouvaille-capture-queue';

let store: UseStore | undefined;
const db = () => (store ??= createStore('trouvaille-queue', 'captures'));

// The pages of this tab, and (through the channel) the other tabs, read the list again on each change.
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;
function broadcast(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOCK);
    channel?.addEventListener('message', () => listeners.forEach((l) => l()));
  }
  return channel;
}
function changed() {
  listeners.forEach((l) => l());
  broadcast()?.postMessage('changed');
}

export function subscribeCaptureQueue(listener: () => void): () => void {
  broadcast();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** This user's captures, oldest first. */
export async function listCaptures(userId: string): Promise<QueuedCapture[]> {
  const all = await values<QueuedCapture>(db());
  return all.filter((c) => c.userId === userId).sort((a, b) => a.createdAt - b.createdAt);
}

/** Keeps photos taken offline until they can be analysed. */
export async function enqueueCapture(input: {
  userId: string;
  photos: Blob[];
  language: Language;
  collectionId?: string;
}): Promise<QueuedCapture> {
  const item: QueuedCapture = {
    id: newIdempotencyKey(),
    idempotencyKey: newIdempotencyKey(),
    createdAt: Date.now(),
    status: 'waiting',
    attempts: 0,
    photoCount: input.photos.length,
    ...input,
  };
  await set(item.id, item, db());
  changed();
  return item;
}

async function update(id: string, change: Partial<QueuedCapture>): Promise<QueuedCapture | undefined> {
  const item = await get<QueuedCapture>(id, db());
  if (!item) return undefined;
  const next = { ...item, ...change };
  await set(id, next, db());
  changed();
  return next;
}

export async function removeCapture(id: string): Promise<void> {
  await del(id, db());
  changed();
}

/** "Retry": a refused capture is sent again, with its own key (the server gave it back on refusal). */
export async function retryCapture(id: string): Promise<void> {
  await update(id, { status: 'waiting', errorCode: undefined });
}

/** Sign-out: every queued photo on this device goes. */
export async function deleteCaptureQueue(): Promise<void> {
  await clear(db()).catch(() => undefined);
  changed();
}

function send(item: QueuedCapture): Promise<AnalysisResponse> {
  const form = new FormData();
  item.photos.forEach((photo, i) =>
    form.append(i === 0 ? 'image' : `image_${i}`, photo, `photo-${i + 1}.jpg`),
  );
  form.append('imageCount', String(item.photos.length));
  form.append('language', item.language);
  return apiRequest<AnalysisResponse>(PATH, {
    method: 'POST',
    body: form,
    idempotencyKey: item.idempotencyKey,
    collectionId: item.collectionId,
  });
}

/** Runs `work` if no other page of this origin is running it; without Web Locks, runs it (the keys guard). */
async function alone(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  await locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}

/**
 * Sends this user's waiting captures, one at a time, while the server can be reached. Nothing is sent
 * when the month's analyses are spent: the captures say so instead.
 */
export async function sendWaitingCaptures(userId: string, onAnalysed: () => void): Promise<void> {
  await alone(async () => {
    // Read inside the lock: another page may have sent some meanwhile.
    const due = dueForSending(await listCaptures(userId), userId);
    if (!due.length || !isOnline()) return;
    const usage = await fetchUsageStats().catch(() => null);
    if (!usage) return;
    let left = analysesLeft(usage);
    for (const item of due) {
      if (!isOnline()) return;
      if (left <= 0) {
        await update(item.id, { status: 'limit', errorCode: 'PLAN_LIMIT' });
        continue;
      }
      await update(item.id, { status: 'sending', attempts: item.attempts + 1 });
      try {
        const result = await send(item);
        // The photos are on the server now: the record keeps the answer only.
        await update(item.id, { status: 'done', result, photos: [], errorCode: undefined });
        left -= 1;
        onAnalysed();
      } catch (error) {
        const next = statusAfterFailure(error);
        await update(item.id, next);
        if (next.status === 'waiting') return; // the network went: the rest waits with it
      }
    }
  });
}

/**
 * Sends the waiting captures now and whenever the connection comes back, for the signed-in user. Other
 * users' captures (a session that ended without signing out) are deleted, never sent.
 */
export function startCaptureQueue(client: QueryClient): () => void {
  let running = false;
  let again = false;
  const onAnalysed = () =>
    void invalidateKeys(client, [sessionKeys.user.all, sessionKeys.usage.all, dashboardKeys.stats.all]);
  async function run() {
    const user = getSessionUser();
    if (!user || !isOnline()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const all = await values<QueuedCapture>(db());
      await Promise.all(all.filter((c) => c.userId !== user.id).map((c) => del(c.id, db())));
      await sendWaitingCaptures(user.id, onAnalysed);
    } catch {
      // IndexedDB refused or the server failed: the captures stay waiting for the next chance.
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  }
  void run();
  const stops = [
    subscribeConnectivity(() => void run()),
    subscribeSession(() => void run()),
    // A capture queued by this page or another: sent at once if the connection is there.
    subscribeCaptureQueue(() => {
      if (!running) void run();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** This user's queued captures, read again on every change (this tab's or another's). */
export function useCaptureQueue(userId: string | undefined): QueuedCapture[] {
  const [items, setItems] = useState<QueuedCapture[]>([]);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const read = () =>
      void listCaptures(userId)
        .then((list) => current && setItems(list))
        .catch(() => undefined);
    read();
    const stop = subscribeCaptureQueue(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return items;
}
