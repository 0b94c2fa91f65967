import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Crown } from 'lucide-react';
import type { User } from '../../../../contracts/auth';
import { getPlan } from '../../../../contracts/plans';
import { PlanBadge } from '../../../components/plan-badge';
import { buttonClasses } from '../../../components/ui/button';
import { useCurrentCollection } from '../../../api/collections';
import { collectionLabel } from '../../../lib/collection-name';
import { displayName } from '../../../lib/session';
import { usePlansForSale } from '../../../lib/subscription';

/**
 * Plan badge, welcome, upgrade (not for collection and expert; docs/product.md#dashboard). Settings and
 * logout are the app header's, right above: the same place on every screen, not twice on this one.
 */
export function DashboardHeader({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const plan = getPlan(user.subscriptionPlan);
  // No purchase button where the administrators set plans (decision 035).
  const forSale = usePlansForSale();
  const showUpgrade = forSale && plan.tier !== 'collection' && plan.tier !== 'expert';
  const name = displayName(user);
  // In someone else's collection (decision 037), its name says whose figures these are.
  const current = useCurrentCollection().data;
  return (
    <section>
      <div className="flex items-center gap-1">
        <PlanBadge planId={user.subscriptionPlan} />
        <span className="flex-1" />
        {showUpgrade && (
          <Link to="/monetization?tab=pro" className={buttonClasses('outline', 'sm')}>
            <Crown size={16} aria-hidden className="text-accent" />
            {t('plan.upgrade')}
          </Link>
        )}
      </div>
      <h1 className="mt-2 text-3xl font-bold break-words">{t('welcome', { name })}</h1>
      <p className="mt-1 text-muted break-words">
        {current && !current.own ? collectionLabel(t, current) : t('subtitle')}
      </p>
    </section>
  );
}
