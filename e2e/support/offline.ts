import { expect } from 'vitest';
import type { Page } from 'playwright-core';

// What the offline journeys (e2e/offline.e2e.ts, e2e/installable.e2e.ts) check on the device itself: the
// service worker in charge, and the copy of the collection kept for reading offline (decision 028).

/** Waits until a service worker controls the page (clients.claim() on its first activation); its script. */
export async function controlled(page: Page): Promise<string> {
  let script = '';
  await expect
    .poll(
      async () =>
        (script = await page
          .evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')
          .catch(() => '')),
      { timeout: 60_000 },
    )
    .not.toBe('');
  return script;
}

/**
 * The resources of the copy kept on the device (lib/offline-data.ts), read from IndexedDB itself; null
 * when there is no copy at all.
 */
export function copyOnDevice(page: Page): Promise<string[] | null> {
  return page.evaluate(
    () =>
      new Promise<string[] | null>((resolve) => {
        const open = indexedDB.open('trouvaille-offline');
        open.onerror = () => resolve(null);
        // Never create the app's database here: created empty, the app could not add its store to it.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('data')) return resolve(null);
          const get = db.transaction('data').objectStore('data').get('collection');
          get.onsuccess = () => {
            const snapshot = get.result as { state: { queries: { queryKey: unknown[] }[] } } | undefined;
            resolve(snapshot ? snapshot.state.queries.map((q) => String(q.queryKey[0])) : null);
          };
          get.onerror = () => resolve(null);
        };
      }),
  );
}

export async function keptResources(page: Page): Promise<string[]> {
  return (await copyOnDevice(page)) ?? [];
}

/** Waits until the copy on the device holds these resources (it is saved half a second after answers). */
export async function waitUntilKept(page: Page, resources: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const kept = await keptResources(page);
        return resources.filter((r) => !kept.includes(r));
      },
      { timeout: 10_000 },
    )
    .toEqual([]);
}

/** The "as of" banner (common.connectivity.asOf) with any date and time. */
export function asOfPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace('\\{\\{date\\}\\}', '.+').replace('\\{\\{time\\}\\}', '\\d{2}:\\d{2}'));
}

/** How many photos the service worker's cache keeps for reading offline (src/web/sw/strategy.ts). */
export function photosKept(page: Page): Promise<number> {
  return page.evaluate(async () =>
    (await caches.has('trouvaille-photos'))
      ? (await (await caches.open('trouvaille-photos')).keys()).length
      : 0,
  );
}
