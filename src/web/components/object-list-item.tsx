import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { ObjectListItem as Item } from '../../contracts/collection';
import { useMoney } from '../lib/preferences';
import { ObjectThumbnail } from './object-thumbnail';

/** One object in a list (dashboard, inventory, collection): thumbnail, name, value range, category. */
export function ObjectListItem({ object }: { object: Item }) {
  const money = useMoney();
  return (
    <Link
      to={`/object/${object.id}`}
      className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <ObjectThumbnail src={object.thumbnailUrl} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{object.name}</span>
        <span className="block truncate text-sm font-semibold text-accent tabular-nums">
          {money.range(object.estimatedValueMin, object.estimatedValueMax)}
        </span>
        {object.category && <span className="block truncate text-xs text-muted">{object.category}</span>}
      </span>
      <ChevronRight size={18} aria-hidden className="shrink-0 text-muted" />
    </Link>
  );
}
