/**
 * Runs `task` once the first screen is taken over and the browser has a moment to spare
 * (requestIdleCallback), at the latest `timeout` ms later; a short timer where it is not supported.
 * For work the screen does not show (the service worker's install): it must not share the phone's
 * processor and network with the screen coming to life (decision 036).
 * Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
