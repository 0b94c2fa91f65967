import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/page-header';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/session-query';
import { showToast } from '../../lib/toast';
import { ContentTab } from './components/content-tab';
import { OverviewTab } from './components/overview-tab';
import { RevenueTab } from './components/revenue-tab';
import { SettingsTab } from './components/settings-tab';
import { UsersTab } from './components/users-tab';

const tabs = ['overview', 'users', 'content', 'revenue', 'settings'] as const;
type AdminTab = (typeof tabs)[number];

/**
 * The admin dashboard (docs/product.md#administration); only super users (the server refuses everyone else
 * with 403 too).
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<AdminTab>('overview');
  const denied = !!user && !user.isSuperUser;

  useEffect(() => {
    if (!denied) return;
    // The catalogue's 403 wording: "Access Denied" (docs/product.md#messages).
    showToast({
      title: t('common:errors.forbidden.title'),
      description: t('common:errors.forbidden.message'),
      variant: 'destructive',
    });
    navigate('/dashboard', { replace: true });
  }, [denied, navigate, t]);

  if (!user || denied) return <FullScreenSpinner label={t('common:status.redirecting')} />;
  return (
    <div className="pb-6">
      <PageHeader title={t('title')} back={{ to: '/settings', label: t('back') }} />
      <Tabs
        dense
        label={t('tabsLabel')}
        value={tab}
        onValueChange={setTab}
        tabs={tabs.map((v) => ({ value: v, label: t(`tabs.${v}`) }))}
      >
        <TabPanel value="overview">
          <OverviewTab />
        </TabPanel>
        <TabPanel value="users">
          <UsersTab selfId={user.id} />
        </TabPanel>
        <TabPanel value="content">
          <ContentTab />
        </TabPanel>
        <TabPanel value="revenue">
          <RevenueTab />
        </TabPanel>
        <TabPanel value="settings">
          <SettingsTab />
        </TabPanel>
      </Tabs>
    </div>
  );
}
