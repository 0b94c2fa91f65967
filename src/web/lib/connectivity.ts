import { useSyncExternalStore } from 'react';

// Whether the server can be reached. navigator.onLine alone misses a dead Wi-Fi or a server that is down,
// so a request that could not reach the server counts as offline too, until any request gets an answer
// or the browser says the network is back.

type Listener = () => void;
const listeners = new Set<Listener>();
let unreachable = false;

function notify() {
  listeners.forEach((l) => l());
}

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  notify();
}

/** api-client: a request got no answer at all (not an HTTP error). */
export function reportNetworkFailure(): void {
  setUnreachable(true);
}

/** api-client: the server answered (whatever the status). */
export function reportNetworkSuccess(): void {
  setUnreachable(false);
}

export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine) && !unreachable;
}

/** Called whenever isOnline() may have changed. */
export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  const back = () => setUnreachable(false);
  window.addEventListener('online', back);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', back);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the app can talk to the server; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
