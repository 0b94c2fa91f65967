import { ChevronDown } from 'lucide-react';
import { cn } from './cn';

/** The chevron at the end of a header that opens and closes: it turns over while open. */
export function OpenChevron({
  open,
  size = 20,
  className,
}: {
  open: boolean;
  size?: number;
  className?: string;
}) {
  return (
    <ChevronDown
      size={size}
      aria-hidden
      className={cn('text-muted transition-transform', open && 'rotate-180', className)}
    />
  );
}
