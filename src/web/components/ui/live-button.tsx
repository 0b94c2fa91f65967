import { Button, type ButtonProps } from './button';
import { useHydrated } from '../../lib/hydrated';

/**
 * A button of a screen that comes rendered in the page (src/web/prerender.tsx): disabled until the code
 * has taken the screen over, as a tap before would do nothing. A component of its own because the switch
 * to enabled is a render React cannot interrupt: it re-renders this button, not the whole screen.
 */
export function LiveButton({ disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={disabled || !hydrated} />;
}
