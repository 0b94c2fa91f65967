import { Switch as S } from 'radix-ui';
import { cn } from './cn';

interface SwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** Radix Switch (role="switch", Space/Enter): a 44 px tall hit area around a smaller track. */
export function Switch({ id, checked, onCheckedChange, disabled, ...aria }: SwitchProps) {
  return (
    <S.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-describedby={aria['aria-describedby']}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-border transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-bg',
        'data-[state=checked]:bg-accent data-[state=unchecked]:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50',
        "before:absolute before:-inset-2 before:content-['']",
      )}
    >
      <S.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-text shadow transition-transform data-[state=checked]:translate-x-6 data-[state=checked]:bg-accent-fg" />
    </S.Root>
  );
}
