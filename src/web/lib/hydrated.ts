import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a screen rendered into the page (src/web/prerender.tsx), true from the
 * render after (and at once on a screen the browser renders itself). A form must not be sent before
 * its handler is attached: the browser would send it itself, its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
