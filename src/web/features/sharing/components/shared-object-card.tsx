import { useTranslation } from '../../../lib/i18n';
import type { SharedObject } from '../../../../contracts/sharing';
import { ObjectThumbnail } from '../../../components/object-thumbnail';
import { useSharedValue } from '../use-shared-value';

/** One shared object as a card: photo, name, category and the value when shown; the whole card opens it. */
export function SharedObjectCard({ object, onOpen }: { object: SharedObject; onOpen: () => void }) {
  const { t } = useTranslation('sharing');
  const value = useSharedValue()(object);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('object.open', { name: object.name })}
        className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface text-left transition-colors hover:border-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <ObjectThumbnail src={object.photos[0]?.thumbnailUrl} className="aspect-square w-full rounded-none" />
        <span className="block p-3">
          <span className="line-clamp-2 block font-semibold leading-snug break-words">{object.name}</span>
          {object.category && (
            <span className="mt-0.5 block truncate text-xs text-muted">{object.category}</span>
          )}
          {value && (
            <span className="mt-1 block text-sm font-semibold text-accent tabular-nums">{value}</span>
          )}
        </span>
      </button>
    </li>
  );
}
