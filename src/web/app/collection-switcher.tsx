import { DropdownMenu as M } from 'radix-ui';
import { Check, ChevronDown, FolderHeart } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { CollectionSummary } from '../../contracts/collections';
import { useSwitchCollection } from '../api/collections';
import { collectionLabel, withOwnerName } from '../lib/collection-name';
import { errorMessage } from '../lib/error-codes';
import { useTranslation } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { showToast } from '../lib/toast';

/**
 * The header's switcher (decision 037), shown only to a person in several collections, on a row of its
 * own under the header's buttons: the current one's name (after its founder while unnamed), and a menu
 * of all of them (name, the reader's role, whose collection) to make another current.
 * Every screen is of the current collection, so a switch empties the cache and opens the dashboard.
 */
export default function CollectionSwitcher({ collections }: { collections: CollectionSummary[] }) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const switching = useSwitchCollection(queryClient);
  const current = collections.find((c) => c.current) ?? collections[0];
  if (!current) return null;
  const currentName = collectionLabel(t, current);

  function choose(collection: CollectionSummary) {
    if (collection.current || switching.isPending) return;
    switching.mutate(collection.id, {
      onSuccess: () => {
        showToast({
          title: t('switcher.switched', { name: collectionLabel(t, collection) }),
          variant: 'success',
        });
        navigate('/dashboard');
      },
      onError: (error) =>
        showToast({
          title: t('switcher.failed'),
          description: errorMessage(t, error, t('common:errors.operationFailed.message')),
          variant: 'destructive',
        }),
    });
  }

  return (
    <M.Root>
      <M.Trigger
        aria-label={t('switcher.label', { name: currentName })}
        data-testid="collection-switcher"
        disabled={switching.isPending}
        className="-ml-2 flex min-h-11 min-w-0 max-w-[calc(100%+0.5rem)] items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-text hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60"
      >
        <FolderHeart size={16} aria-hidden className="shrink-0 text-accent" />
        <span className="truncate">{currentName}</span>
        <ChevronDown size={16} aria-hidden className="shrink-0" />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="start"
          sideOffset={6}
          className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface-2 p-1 shadow-xl"
        >
          <M.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('switcher.title')}
          </M.Label>
          {collections.map((collection) => (
            <M.Item
              key={collection.id}
              onSelect={() => choose(collection)}
              data-testid="collection-option"
              aria-current={collection.current ? 'true' : undefined}
              className="relative flex min-h-12 cursor-default select-none items-start gap-2 rounded-lg py-2 pl-9 pr-3 text-text outline-none data-[highlighted]:bg-border"
            >
              {collection.current && (
                <Check size={16} aria-hidden className="absolute left-2.5 top-3 text-accent" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block break-words font-medium">{collectionLabel(t, collection)}</span>
                <span className="block truncate text-xs text-muted">
                  {t(`roles.${collection.role}`)} ·{' '}
                  {collection.own
                    ? t('switcher.yours')
                    : withOwnerName(t, 'switcher.ownedBy', collection.ownerName)}
                </span>
              </span>
            </M.Item>
          ))}
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
