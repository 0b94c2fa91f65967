import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Camera } from 'lucide-react';
import { NoAnalysisLeftNotice } from '../../components/no-analysis-left-notice';
import { LiveButton } from '../../components/ui/live-button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { PendingCapturesSlot } from '../../components/pending-captures-slot';
import { startNewCaptureSession } from '../../lib/capture-session';
import { displayName } from '../../lib/session';
import { useCurrentUser } from '../../lib/session-query';
import { DashboardFigures } from './components/dashboard-figures';
import { DashboardHeader } from './components/dashboard-header';
import { ManageLinks } from './components/manage-links';
import { PlanCard } from './components/plan-card';
import { RecentFinds } from './components/recent-finds';
import { ValueHistoryCard } from './components/value-history-card';
import { useWelcomeBack } from './use-welcome-back';
import { useCanEdit } from '../../api/collections';

/**
 * The signed-in home (docs/product.md#dashboard): figures, last week's finds, the way to appraise and
 * organise.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  // A viewer of the current collection (decision 037) appraises nothing into it.
  const canEdit = useCanEdit();
  useWelcomeBack(user ? displayName(user) : undefined);
  if (!user) return null;

  function appraise() {
    // A new appraisal must not show the previous one's photos or result.
    startNewCaptureSession();
    navigate('/camera');
  }

  return (
    <div className="flex flex-1 flex-col gap-4 pt-4">
      <DashboardHeader user={user} />

      {canEdit && (
        <Card className="border-accent/40 bg-gradient-to-br from-accent/15 to-surface">
          <CardTitle>{t('appraise.title')}</CardTitle>
          <CardDescription className="mt-1">{t('appraise.text')}</CardDescription>
          <LiveButton size="lg" className="mt-4 w-full" onClick={appraise}>
            <Camera size={20} aria-hidden />
            {t('appraise.action')}
          </LiveButton>
          <NoAnalysisLeftNotice className="mt-3 border-accent/40 bg-bg/40" />
        </Card>
      )}

      <PendingCapturesSlot />

      <DashboardFigures user={user} />

      <ValueHistoryCard />
      <RecentFinds />
      <ManageLinks />
      <PlanCard user={user} />
    </div>
  );
}
