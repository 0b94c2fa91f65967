import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/page-header';
import { PlanBadge } from '../../components/plan-badge';
import { useCurrentUser } from '../../lib/session-query';
import { useCurrentSubscription } from '../../lib/subscription';
import { PlanCatalogue } from './components/plan-catalogue';

/**
 * /monetization (public) and /monetization-logged (signed in): one catalogue. A visitor's buttons lead to
 * registration; a signed-in user's upgrade or downgrade for real (docs/product.md#plans).
 */
export default function PlansPage() {
  const { t } = useTranslation('plans');
  // Asked here although the page is public: the buttons depend on it. A visitor gets null, no popup.
  const { data: user, isPending } = useCurrentUser();
  const subscription = useCurrentSubscription({ enabled: !!user });
  const current = user ? subscription.data : isPending ? undefined : null;
  return (
    <div className="pb-6">
      <PageHeader
        title={t('catalogue.title')}
        subtitle={t('catalogue.subtitle')}
        back={user ? { to: '/settings', label: t('back.settings') } : { to: '/', label: t('back.home') }}
        aside={user ? <PlanBadge planId={user.subscriptionPlan} /> : null}
      />
      <PlanCatalogue subscription={current} />
    </div>
  );
}
