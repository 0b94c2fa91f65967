import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The pencil beside a house's or a room's name; `label` names the place it edits for screen readers. */
export function EditPlaceButton({
  label,
  size,
  onClick,
}: {
  label: string;
  size: number;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Pencil size={size} aria-hidden />
    </Button>
  );
}
