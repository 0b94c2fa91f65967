import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Camera, ChevronRight, Crown, FolderOpen, Gauge, MailCheck, MailWarning } from 'lucide-react';
import { getPlan } from '../../../contracts/plans';
import { PlanBadge } from '../../components/plan-badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { startNewCaptureSession } from '../../lib/capture-session';
import { emailLocalPart } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';

/**
 * Only what the account already tells is shown here; collection figures arrive with their own issue
 * (GET /api/dashboard/stats) and will slot in between the action and the plan.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const plan = getPlan(user.subscriptionPlan);
  // Spec part 2 §2: no upgrade prompt for the collection and expert tiers.
  const showUpgrade = plan.tier !== 'collection' && plan.tier !== 'expert';
  const name = user.username || emailLocalPart(user.email);
  const status = user.subscriptionStatus ?? 'free';

  function appraise() {
    startNewCaptureSession();
    navigate('/camera');
  }

  return (
    <div className="flex flex-1 flex-col gap-4 pt-4">
      <section>
        <div className="flex items-center gap-2">
          <PlanBadge planId={user.subscriptionPlan} />
        </div>
        <h1 className="mt-2 text-3xl font-bold break-words">{t('welcome', { name })}</h1>
        <p className="mt-1 text-muted">{t('subtitle')}</p>
      </section>

      <Card className="border-accent/40 bg-gradient-to-br from-accent/15 to-surface">
        <CardTitle>{t('appraise.title')}</CardTitle>
        <CardDescription className="mt-1">{t('appraise.text')}</CardDescription>
        <Button size="lg" className="mt-4 w-full" onClick={appraise}>
          <Camera size={20} aria-hidden />
          {t('appraise.action')}
        </Button>
      </Card>

      <Link
        to="/collection"
        className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5 transition-colors hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <FolderOpen size={24} aria-hidden className="text-accent" />
        <span className="flex-1">
          <span className="block font-semibold">{t('collection.title')}</span>
          <span className="block text-sm text-muted">{t('collection.text')}</span>
        </span>
        <ChevronRight size={20} aria-hidden className="text-muted" />
      </Link>

      <Card>
        <div className="flex items-center gap-2">
          <Gauge size={20} aria-hidden className="text-accent" />
          <CardTitle>{t('plan.title')}</CardTitle>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-muted">{t('plan.name')}</dt>
            <dd className="mt-0.5 font-semibold">{t(`common:plans.names.${plan.nameKey}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('plan.status')}</dt>
            <dd className="mt-0.5 font-semibold">{t(`common:plans.status.${status}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('plan.included')}</dt>
            <dd className="mt-0.5 font-semibold">
              {plan.analysesPerMonth === null ? t('plan.unlimited') : t('plan.perMonth', { count: plan.analysesPerMonth })}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('plan.done')}</dt>
            <dd className="mt-0.5 font-semibold">{user.analysisCount}</dd>
          </div>
        </dl>
        {showUpgrade && (
          <Link to="/monetization?tab=pro" className={buttonClasses('outline', 'md', 'mt-4 w-full')}>
            <Crown size={18} aria-hidden className="text-accent" />
            {t('plan.upgrade')}
          </Link>
        )}
      </Card>

      <Card className="flex items-center gap-3">
        {user.emailVerified ? <MailCheck size={20} aria-hidden className="text-success" /> : <MailWarning size={20} aria-hidden className="text-accent" />}
        <div className="min-w-0">
          <p className="truncate font-medium">{user.email}</p>
          <p className="text-sm text-muted">{user.emailVerified ? t('account.verified') : t('account.notVerified')}</p>
        </div>
      </Card>
    </div>
  );
}
