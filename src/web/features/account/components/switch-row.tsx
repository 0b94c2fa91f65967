import { Switch } from '../../../components/ui/switch';

interface SwitchRowProps {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled switch with its explanation; the whole row is the label, so it is one big tap target. */
export function SwitchRow({ id, label, hint, checked, onCheckedChange, disabled }: SwitchRowProps) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <label htmlFor={id} className={disabled ? 'cursor-not-allowed' : 'cursor-pointer'}>
        <span className={disabled ? 'block font-medium text-muted' : 'block font-medium'}>{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="mt-0.5 block text-sm text-muted">
            {hint}
          </span>
        )}
      </label>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
