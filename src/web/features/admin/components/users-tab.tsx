import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Search } from 'lucide-react';
import type { AdminUserRow } from '../../../../contracts/admin';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminUsers } from '../../../api/admin';
import { SuspendDialog } from './suspend-dialog';
import { UserDetailDialog } from './user-detail-dialog';
import { UserRowCard } from './user-row';

// Typing stays smooth: the list is asked for once the admin pauses.
const SEARCH_DELAY_MS = 300;

/**
 * Admin, users (docs/product.md#administration): search, rows, View (details) and Suspend / Reinstate that
 * really act.
 */
export function UsersTab({ selfId }: { selfId: string }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [toggling, setToggling] = useState<AdminUserRow | null>(null);
  const users = useAdminUsers(q);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const rows = users.data?.pages.flatMap((p) => p.users) ?? [];
  return (
    <div className="space-y-4">
      <div className="relative">
        <Search
          size={18}
          aria-hidden
          className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          aria-label={t('users.search')}
          placeholder={t('users.search')}
          className="pl-11"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {users.isPending ? (
        <Spinner label={t('common:status.loading')} />
      ) : !users.data ? (
        <LoadError message={t('users.loadFailed')} onRetry={users.refetch} retrying={users.isFetching} />
      ) : rows.length === 0 ? (
        <p className="text-muted">{q ? t('users.noMatch', { q }) : t('users.none')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('users.list')}>
          {rows.map((row) => (
            <UserRowCard
              key={row.id}
              row={row}
              isSelf={row.id === selfId}
              onView={() => setViewing(row.id)}
              onToggle={() => setToggling(row)}
            />
          ))}
        </ul>
      )}
      {users.hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          onClick={() => users.fetchNextPage()}
          disabled={users.isFetchingNextPage}
        >
          {t('users.more')}
        </Button>
      )}
      <UserDetailDialog id={viewing} onClose={() => setViewing(null)} />
      <SuspendDialog row={toggling} onClose={() => setToggling(null)} />
    </div>
  );
}
