import { Select as S } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from './cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  id?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

/** Radix Select styled for the dark theme: keyboard and screen-reader support come from Radix. */
export function Select({ id, value, onValueChange, options, placeholder, disabled, ...aria }: SelectProps) {
  return (
    <S.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <S.Trigger
        id={id}
        aria-label={aria['aria-label']}
        className="flex min-h-12 w-full items-center justify-between rounded-xl border border-border bg-surface px-4 text-left text-base text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent data-[placeholder]:text-muted"
      >
        <S.Value placeholder={placeholder} />
        <S.Icon>
          <ChevronDown size={18} aria-hidden className="text-muted" />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-72 w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-surface-2 shadow-xl"
        >
          <S.Viewport className="p-1">
            {options.map((o) => (
              <S.Item
                key={o.value}
                value={o.value}
                className={cn(
                  'relative flex min-h-11 cursor-default select-none items-center rounded-lg pl-9 pr-3 text-base text-text outline-none',
                  'data-[highlighted]:bg-border',
                )}
              >
                <S.ItemIndicator className="absolute left-2.5">
                  <Check size={16} aria-hidden className="text-accent" />
                </S.ItemIndicator>
                <S.ItemText>{o.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
