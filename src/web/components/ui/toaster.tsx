import { Toaster as Sonner } from 'sonner';
import { BOTTOM_BAR_VAR } from './bottom-bar';

/**
 * At the bottom of the screen (decision 029): a toast never covers the header, the title or the back
 * arrow of the screen it lands on. It rises above the phone's home indicator (the safe area) and above a
 * bar fixed at the bottom (BottomBar). One toast at a time; each says how long it stays (lib/toast.ts).
 */
const bottom = `calc(var(${BOTTOM_BAR_VAR}, 0px) + 16px + env(safe-area-inset-bottom, 0px))`;

export default function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-center"
      offset={{ bottom }}
      mobileOffset={{ bottom, left: 16, right: 16 }}
      visibleToasts={1}
      closeButton
      toastOptions={{
        classNames: {
          // A toast never takes a tap meant for the button under it (the screen's own, at the bottom):
          // only its close button is tappable.
          toast: '!bg-surface-2 !border-border !text-text !rounded-xl !pointer-events-none',
          closeButton: '!pointer-events-auto',
          description: '!text-muted',
          error: '!border-danger/60',
          success: '!border-success/60',
        },
      }}
    />
  );
}
