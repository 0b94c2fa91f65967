import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Save } from 'lucide-react';
import type { User } from '../../../contracts/auth';
import { PageHeader } from '../../components/page-header';
import { PlanBadge } from '../../components/plan-badge';
import { BottomBar } from '../../components/ui/bottom-bar';
import { Button } from '../../components/ui/button';
import { InlineSpinner } from '../../components/ui/spinner';
import { showErrorToast } from '../../lib/error-catalogue';
import { setLanguage } from '../../lib/i18n';
import type { Language } from '../../lib/language';
import { useCurrentUser } from '../../lib/session-query';
import { showToast } from '../../lib/toast';
import { useCancelEmailChange, useUpdateProfile } from '../../api/account';
import { useCollectionRole } from '../../api/collections';
import { AccountSection } from './components/account-section';
import { DangerSection } from './components/danger-section';
import { DataSection } from './components/data-section';
import { EmailCodeDialog } from './components/email-code-dialog';
import { NotificationsSection } from './components/notifications-section';
import { MembersLink } from './components/members-link';
import { PasswordLink } from './components/password-link';
import { PreferencesSection } from './components/preferences-section';
import { PrivacySection } from './components/privacy-section';
import { OwnerSection } from './components/owner-section';
import { ProfileSection } from './components/profile-section';
import { SharedLinksSection } from './components/shared-links-section';
import { SupportSection } from './components/support-section';
import { ownerErrors, useSettingsForm } from './use-settings-form';

/** The settings screen (docs/product.md#settings). */
export default function SettingsPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <Settings user={user} />;
}

function Settings({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const form = useSettingsForm(user);
  const update = useUpdateProfile();
  const cancelEmail = useCancelEmailChange();
  const [codeOpen, setCodeOpen] = useState(false);
  const language: Language = i18n.language === 'en' ? 'en' : 'fr';
  // Share links are made and listed by editors and owners (decision 037): a viewer's list would be a 403,
  // so it waits for the role and is not shown to a viewer.
  const role = useCollectionRole();

  function save() {
    const asked = form.patch.email;
    update.mutate(form.patch, {
      onSuccess(next) {
        form.reset(next);
        if (asked && next.pendingEmail === asked) {
          setCodeOpen(true);
          showToast({
            title: t('save.savedTitle'),
            description: t('emailChange.sent', { email: asked }),
            variant: 'success',
          });
        } else {
          showToast({ title: t('save.savedTitle'), description: t('save.savedText'), variant: 'success' });
        }
      },
      onError: (error) => showErrorToast(t, t('save.errorTitle'), error, t('save.errorText')),
    });
  }

  // The language applies to the whole interface at once; the account keeps it for its mails.
  function changeLanguage(next: Language) {
    void setLanguage(next);
    update.mutate(
      { language: next },
      {
        onError: (error) => showErrorToast(t, t('save.errorTitle'), error, t('save.errorText')),
      },
    );
  }

  return (
    <div className={form.dirty ? 'pb-28' : 'pb-6'}>
      <PageHeader
        title={t('title')}
        back={{ to: '/dashboard', label: t('back') }}
        aside={<PlanBadge planId={user.subscriptionPlan} />}
      />
      <div className="space-y-3">
        <AccountSection user={user} />
        <ProfileSection
          user={user}
          values={form.values}
          set={form.set}
          onEnterCode={() => setCodeOpen(true)}
          onCancelEmailChange={() => cancelEmail.mutate()}
          cancellingEmailChange={cancelEmail.isPending}
        />
        <OwnerSection values={form.values} set={form.set} />
        <PasswordLink />
        <MembersLink />
        <PreferencesSection
          values={form.values}
          set={form.set}
          language={language}
          onLanguageChange={changeLanguage}
        />
        <NotificationsSection />
        <PrivacySection />
        {role !== undefined && role !== 'viewer' && <SharedLinksSection />}
        <DataSection />
        <SupportSection isSuperUser={user.isSuperUser} />
        <DangerSection />
      </div>
      {user.pendingEmail && (
        <EmailCodeDialog open={codeOpen} onOpenChange={setCodeOpen} email={user.pendingEmail} />
      )}
      {form.dirty && (
        <BottomBar className="px-4 py-3">
          <div className="mx-auto flex max-w-md items-center gap-3">
            <p className="flex-1 text-sm text-muted">{t('save.unsaved')}</p>
            <Button
              onClick={save}
              // A field the server would refuse says so under itself; nothing is sent until it is mended.
              disabled={update.isPending || Object.keys(ownerErrors(form.values)).length > 0}
              aria-busy={update.isPending}
            >
              {update.isPending ? <InlineSpinner /> : <Save size={18} aria-hidden />}
              {update.isPending ? t('save.saving') : t('save.save')}
            </Button>
          </div>
        </BottomBar>
      )}
    </div>
  );
}
