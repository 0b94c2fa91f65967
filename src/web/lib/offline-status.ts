import { useSyncExternalStore } from 'react';

// When the data a screen shows offline was last synchronised (decision 028). Set by lib/offline-data.ts
// (loaded with the signed-in screens), read by the offline banner, which every screen has: this module
// stays tiny and free of TanStack Query so the first screens do not download it.

let asOf: number | null = null;
const listeners = new Set<() => void>();

export function setShownAsOf(value: number | null): void {
  if (value === asOf) return;
  asOf = value;
  listeners.forEach((l) => l());
}

export function getShownAsOf(): number | null {
  return asOf;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The time of the oldest kept answer the screen shows, null when it shows none. */
export function useShownAsOf(): number | null {
  return useSyncExternalStore(subscribe, getShownAsOf, () => null);
}

/** "27/11" and "14:02" in French, "27 Nov" and "14:02" in English, in the device's time zone. */
export function formatAsOf(at: number, language: string): { date: string; time: string } {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const d = new Date(at);
  const date = new Intl.DateTimeFormat(locale, {
    day: language === 'fr' ? '2-digit' : 'numeric',
    month: language === 'fr' ? '2-digit' : 'short',
  }).format(d);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(
    d,
  );
  return { date, time };
}
