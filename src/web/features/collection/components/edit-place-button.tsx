import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCanEdit } from '../../../api/collections';

/**
 * The pencil beside a house's or a room's name; `label` names the place it edits for screen readers.
 * None for a viewer of the collection (decision 037).
 */
export function EditPlaceButton({
  label,
  size,
  onClick,
}: {
  label: string;
  size: number;
  onClick: () => void;
}) {
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Pencil size={size} aria-hidden />
    </Button>
  );
}
