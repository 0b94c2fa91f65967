import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from './cn';

/** The CSS variable the toasts read to sit above a bar fixed at the bottom of the screen. */
export const BOTTOM_BAR_VAR = '--bottom-bar-height';

/**
 * Publishes the height of an element held at the bottom of the screen (a bar, the camera's shutter row)
 * while it is there: the toasts, at the bottom too, rise above it instead of hiding its buttons.
 */
export function useBottomSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BOTTOM_BAR_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_BAR_VAR);
    };
  }, [ref]);
}

/** A bar fixed at the bottom of the screen (a form's save and cancel), with the toasts above it. */
export function BottomBar({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomSpace(ref);
  return (
    <div
      ref={ref}
      className={cn('fixed inset-x-0 bottom-0 z-30 border-t border-border bg-bg/95 backdrop-blur', className)}
    >
      {children}
    </div>
  );
}
