import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, LogOut, Settings } from 'lucide-react';
import type { User } from '../../../../contracts/auth';
import { getPlan } from '../../../../contracts/plans';
import { PlanBadge } from '../../../components/plan-badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { emailLocalPart } from '../../../lib/format';
import { logout } from '../../../lib/session';

/** Spec part 2 §2: plan badge, welcome, upgrade (not for collection and expert), settings, logout. */
export function DashboardHeader({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const plan = getPlan(user.subscriptionPlan);
  const showUpgrade = plan.tier !== 'collection' && plan.tier !== 'expert';
  const name = user.username || emailLocalPart(user.email);
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
        <Link to="/settings" aria-label={t('header.settings')} title={t('header.settings')} className={buttonClasses('ghost', 'icon')}>
          <Settings size={20} aria-hidden />
        </Link>
        <Button variant="ghost" size="icon" aria-label={t('header.logout')} title={t('header.logout')} onClick={() => logout(queryClient)}>
          <LogOut size={20} aria-hidden />
        </Button>
      </div>
      <h1 className="mt-2 text-3xl font-bold break-words">{t('welcome', { name })}</h1>
      <p className="mt-1 text-muted">{t('subtitle')}</p>
    </section>
  );
}
