export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/**
 * One toast at a time. A toast that only confirms what the screen already shows ("Saved") goes after
 * 4 seconds; one that reports a problem or something to read stays 5 (decision 029).
 */
export const TOAST_DURATION_MS = 5000;
export const CONFIRM_TOAST_DURATION_MS = 4000;

export function toastDuration(variant: ToastVariant | undefined): number {
  return variant === 'success' ? CONFIRM_TOAST_DURATION_MS : TOAST_DURATION_MS;
}
export const SHOW_TOAST_EVENT = 'show-toast';

type Listener = () => void;
let requested = false;
let shownAt = 0;
/** Screens entered since the current toast was raised. */
let movesSinceShown = 0;
const listeners = new Set<Listener>();

/** The toast host mounts sonner's Toaster only once a first toast is asked for (keeps it off first paint). */
export function subscribeToastRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}

export function showToast(input: ToastInput): void {
  shownAt = Date.now();
  movesSinceShown = 0;
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  // sonner keeps toasts raised before its Toaster subscribes and replays them on mount.
  void import('sonner').then(({ toast }) => {
    toast.dismiss();
    const options = { description: input.description, duration: toastDuration(input.variant) };
    if (input.variant === 'destructive') toast.error(input.title, options);
    else if (input.variant === 'success') toast.success(input.title, options);
    else toast(input.title, options);
  });
}

/** A toast raised as a screen hands over to the next (within this time) is about the next screen. */
const HANDOVER_MS = 1000;

/**
 * Called on every move to another screen: a toast about the screen left behind (a camera error, a failed
 * save) must not sit over the next one. One raised during the move itself ("page not found") stays for
 * the screen it leads to, and no further.
 */
export function dismissStaleToasts(now = Date.now()): void {
  movesSinceShown += 1;
  if (!requested || (movesSinceShown === 1 && now - shownAt < HANDOVER_MS)) return;
  void import('sonner').then(({ toast }) => toast.dismiss());
}

/** Any code can raise a toast with `window.dispatchEvent(new CustomEvent('show-toast', { detail }))`. */
export function listenToToastEvents(target: Window = window): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<Partial<ToastInput>>).detail;
    if (!detail || typeof detail.title !== 'string') return;
    const variant =
      detail.variant === 'destructive' || detail.variant === 'success' ? detail.variant : 'default';
    showToast({
      title: detail.title,
      description: typeof detail.description === 'string' ? detail.description : undefined,
      variant,
    });
  };
  target.addEventListener(SHOW_TOAST_EVENT, handler);
  return () => target.removeEventListener(SHOW_TOAST_EVENT, handler);
}
