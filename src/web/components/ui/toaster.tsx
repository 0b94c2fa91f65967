import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '../../lib/toast';

/** sonner styled for the dark theme; only one toast is ever visible (spec part 1 §4). */
export default function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      // Below the app header (61 px), never over its buttons.
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: '!bg-surface-2 !border-border !text-text !rounded-xl',
          description: '!text-muted',
          error: '!border-danger/60',
          success: '!border-success/60',
        },
      }}
    />
  );
}
