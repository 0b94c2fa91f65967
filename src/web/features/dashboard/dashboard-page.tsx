import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { BarChart3, Camera, DoorOpen } from 'lucide-react';
import { getPlan } from '../../../contracts/plans';
import { StatCard } from '../../components/stat-card';
import { SummaryCards } from '../../components/summary-cards';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { startNewCaptureSession } from '../../lib/capture-session';
import { useDashboardStats } from '../../lib/dashboard-stats';
import { useHydrated } from '../../lib/hydrated';
import { useCurrentUser } from '../../lib/session-query';
import { DashboardHeader } from './components/dashboard-header';
import { ManageLinks } from './components/manage-links';
import { PlanCard } from './components/plan-card';
import { RecentFinds } from './components/recent-finds';
import { ValueHistoryCard } from './components/value-history-card';
import { useRedirectOnFailure } from '../../lib/redirect-on-failure';
import { useWelcomeBack } from './use-welcome-back';

/** Spec part 2 §2: the signed-in home: figures, last week's finds, the way to appraise and organise. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const stats = useDashboardStats();
  // The page comes rendered by the server: a tap before its code runs would do nothing.
  const hydrated = useHydrated();
  useWelcomeBack(user ? user.username || user.firstName || user.email.split('@')[0] : undefined);
  useRedirectOnFailure(stats.isError, '/', {
    title: t('loadFailed.title'),
    description: t('loadFailed.message'),
  });
  if (!user) return null;
  const limit = getPlan(user.subscriptionPlan).analysesPerMonth;
  const analyses = stats.data
    ? limit === null || user.isSuperUser
      ? String(stats.data.analysesThisMonth)
      : `${stats.data.analysesThisMonth} / ${limit}`
    : '—';

  function appraise() {
    // A new appraisal must not show the previous one's photos or result.
    startNewCaptureSession();
    navigate('/camera');
  }

  return (
    <div className="flex flex-1 flex-col gap-4 pt-4">
      <DashboardHeader user={user} />

      <Card className="border-accent/40 bg-gradient-to-br from-accent/15 to-surface">
        <CardTitle>{t('appraise.title')}</CardTitle>
        <CardDescription className="mt-1">{t('appraise.text')}</CardDescription>
        <Button size="lg" className="mt-4 w-full" disabled={!hydrated} onClick={appraise}>
          <Camera size={20} aria-hidden />
          {t('appraise.action')}
        </Button>
      </Card>

      <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3">
        <SummaryCards stats={stats.data} />
        <StatCard
          to="/rooms"
          icon={<DoorOpen size={16} aria-hidden />}
          label={t('stats.rooms')}
          value={stats.data?.roomCount ?? '—'}
          testId="stat-rooms"
        />
        <StatCard
          icon={<BarChart3 size={16} aria-hidden />}
          label={t('stats.analyses')}
          value={analyses}
          testId="stat-analyses"
        />
      </section>

      <ValueHistoryCard />
      <RecentFinds objects={stats.data?.recentObjects} />
      <ManageLinks />
      <PlanCard user={user} />
    </div>
  );
}
