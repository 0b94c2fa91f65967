import { useTranslation } from '../../../lib/i18n';
import type { ObjectSort } from '../../../../contracts/collection';
import { cn } from '../../../components/ui/cn';

export type InventorySort = Extract<ObjectSort, 'name' | 'value_asc' | 'value_desc'>;
const sorts: InventorySort[] = ['name', 'value_asc', 'value_desc'];

/** Alphabetical, value ascending, value descending — for the objects of the house's rooms (decision 005). */
export function SortToggle({
  value,
  onChange,
}: {
  value: InventorySort;
  onChange: (sort: InventorySort) => void;
}) {
  const { t } = useTranslation('collection');
  return (
    <div
      role="group"
      aria-label={t('inventory.sortLabel')}
      className="inline-flex rounded-xl border border-border bg-bg p-0.5"
    >
      {sorts.map((sort) => (
        <button
          key={sort}
          type="button"
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
          className={cn(
            'min-h-10 rounded-lg px-2.5 text-xs font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
            value === sort ? 'bg-accent text-accent-fg' : 'text-muted hover:text-text',
          )}
        >
          {t(`inventory.sort.${sort}`)}
        </button>
      ))}
    </div>
  );
}
