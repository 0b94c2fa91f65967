import { useTranslation } from '../../../lib/i18n';
import { Bell } from 'lucide-react';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { SwitchRow } from './switch-row';

/** Push and email notification switches exist but are disabled for everyone (docs/product.md#settings). */
export function NotificationsSection() {
  const { t } = useTranslation('account');
  return (
    <CollapsibleSection
      id="settings-notifications"
      title={t('notifications.title')}
      icon={<Bell size={20} aria-hidden />}
    >
      <SwitchRow id="notif-push" label={t('notifications.push')} checked={false} disabled />
      <SwitchRow id="notif-email" label={t('notifications.email')} checked={false} disabled />
      <p className="mt-2 text-sm text-muted">{t('notifications.unavailable')}</p>
    </CollapsibleSection>
  );
}
