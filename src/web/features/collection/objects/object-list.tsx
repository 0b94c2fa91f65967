import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ObjectListItem as Item } from '../../../../contracts/collection';
import { ObjectListItem } from '../../../components/object-list-item';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface ObjectListProps {
  items: Item[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The objects, page after page: the next page loads as the end comes into view (or on the button). */
export function ObjectList({ items, hasMore, loadingMore, onLoadMore }: ObjectListProps) {
  const { t } = useTranslation('collection');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && load.current(),
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, items.length]);

  return (
    <>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface px-2 py-1">
        {items.map((o) => (
          <li key={o.id} className="py-1">
            <ObjectListItem object={o} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="mt-3 flex justify-center">
          {loadingMore ? (
            <Spinner label={t('common:status.loading')} />
          ) : (
            <Button variant="outline" onClick={onLoadMore}>
              {t('collection.loadMore')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
