import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CalendarDays, Search, X } from 'lucide-react';
import { objectSorts, type ObjectSort } from '../../../../contracts/collection';
import { cn } from '../../../components/ui/cn';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { CollectionFilters } from './collection-filters';

const SEARCH_DELAY_MS = 300;

interface FilterBarProps {
  filters: CollectionFilters;
  roomName?: string;
  onChange: (next: CollectionFilters) => void;
}

/** Search by name or category, sort, this month, and the room filter with its clear chip. */
export function FilterBar({ filters, roomName, onChange }: FilterBarProps) {
  const { t } = useTranslation('collection');
  const id = useId();
  const [text, setText] = useState(filters.q);
  const sent = useRef(filters.q);

  // A search changed from outside (filters cleared, back button) shows in the field.
  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  // The address is updated once typing pauses, so each keystroke does not start a request.
  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      onChange({ ...filters, q });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  const chip =
    'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent';
  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('collection.search')}
        </label>
        <Search
          size={18}
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted"
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          placeholder={t('collection.search')}
          onChange={(e) => setText(e.target.value)}
          className="pl-10"
          maxLength={100}
        />
      </div>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <Select
            aria-label={t('collection.sortLabel')}
            value={filters.sort}
            onValueChange={(v) => onChange({ ...filters, sort: v as ObjectSort })}
            options={objectSorts.map((value) => ({ value, label: t(`collection.sort.${value}`) }))}
          />
        </div>
        <button
          type="button"
          aria-pressed={filters.thisMonth}
          onClick={() => onChange({ ...filters, thisMonth: !filters.thisMonth })}
          className={cn(
            chip,
            'min-h-12 shrink-0',
            filters.thisMonth
              ? 'border-accent bg-accent/15 text-accent'
              : 'border-border text-muted hover:text-text',
          )}
        >
          <CalendarDays size={16} aria-hidden />
          {t('collection.thisMonth')}
        </button>
      </div>
      {filters.roomId !== undefined && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">{t('collection.roomFilter')}</span>
          <button
            type="button"
            onClick={() => onChange({ ...filters, roomId: undefined })}
            aria-label={t('collection.clearRoom', { name: roomName ?? '' })}
            className={cn(chip, 'border-accent bg-accent/15 text-accent')}
          >
            {roomName ?? '…'}
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
