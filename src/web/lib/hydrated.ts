import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a screen rendered into the page (src/web/prerender.tsx), true from the
 * render after (and at once on a screen the browser renders itself). The switch re-renders its
 * component in a render React cannot interrupt: use it in small components (components/ui/live-button.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
