import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from './storage';

/**
 * Spec part 2 §3–§4: the privacy switch lives in local storage; when on, every amount reads '****'.
 * The settings screen flips it; every mounted screen re-renders at once (and other tabs follow).
 */
export const HIDE_VALUES_KEY = 'trouvaille.hideValues';

const listeners = new Set<() => void>();

export function readHideValues(): boolean {
  return readLocal(HIDE_VALUES_KEY) === 'true';
}

export function setHideValues(hidden: boolean): void {
  writeLocal(HIDE_VALUES_KEY, hidden ? 'true' : 'false');
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === HIDE_VALUES_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHideValues(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, readHideValues, () => false);
  return [hidden, setHideValues];
}
