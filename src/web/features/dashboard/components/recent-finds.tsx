import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Sparkles } from 'lucide-react';
import { ObjectListItem } from '../../../components/object-list-item';
import type { ObjectListItem as Item } from '../../../../contracts/collection';
import { Card, CardTitle } from '../../../components/ui/card';
import { useDashboardStats } from '../../../api/dashboard';

/** At most 3 objects created in the last 7 days, newest first (the server picks them). */
export function RecentFinds() {
  // Deferred, as in DashboardFigures: the list renders in a render that yields to the phone.
  return <RecentFindsCard objects={useDeferredValue(useDashboardStats().data?.recentObjects)} />;
}

const RecentFindsCard = memo(function RecentFindsCard({ objects }: { objects: Item[] | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="p-4">
      <div className="flex items-center gap-2">
        <Sparkles size={20} aria-hidden className="text-accent" />
        <CardTitle className="flex-1">{t('recent.title')}</CardTitle>
        <Link
          to="/collection"
          className="rounded-lg px-2 py-2 text-sm font-semibold text-accent hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {t('recent.viewAll')}
        </Link>
      </div>
      {objects && objects.length > 0 ? (
        <ul className="mt-2 -mx-2">
          {objects.map((o) => (
            <li key={o.id}>
              <ObjectListItem object={o} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{objects ? t('recent.empty') : t('common:status.loading')}</p>
      )}
    </Card>
  );
});
