import { useTranslation } from '../../../lib/i18n';
import { MailCheck, MailWarning, UserRound } from 'lucide-react';
import type { User } from '../../../../contracts/auth';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { TextField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { SettingsValues } from '../use-settings-form';

interface ProfileSectionProps {
  user: User;
  values: SettingsValues;
  set: <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;
  onEnterCode: () => void;
  onCancelEmailChange: () => void;
  cancellingEmailChange: boolean;
}

/**
 * Settings, profile (docs/product.md#settings): names, username, email with its Verified / Not verified
 * badge.
 */
export function ProfileSection({
  user,
  values,
  set,
  onEnterCode,
  onCancelEmailChange,
  cancellingEmailChange,
}: ProfileSectionProps) {
  const { t } = useTranslation('account');
  return (
    <CollapsibleSection
      id="settings-profile"
      title={t('profile.title')}
      icon={<UserRound size={20} aria-hidden />}
      defaultOpen
    >
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="profile-first-name"
            label={t('profile.firstName')}
            autoComplete="given-name"
            maxLength={100}
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
          />
          <TextField
            id="profile-last-name"
            label={t('profile.lastName')}
            autoComplete="family-name"
            maxLength={100}
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
          />
        </div>
        <TextField
          id="profile-username"
          label={t('profile.username')}
          hint={t('profile.usernameHint')}
          autoComplete="nickname"
          maxLength={50}
          aria-describedby="profile-username-hint"
          value={values.username}
          onChange={(e) => set('username', e.target.value)}
        />
        <div>
          <div className="mb-1.5 flex items-center justify-between gap-2">
            <label htmlFor="profile-email" className="text-sm font-medium">
              {t('profile.email')}
            </label>
            {user.emailVerified ? (
              <Badge className="border-success/50 bg-success/10 text-success">
                <MailCheck size={12} aria-hidden className="mr-1" />
                {t('profile.verified')}
              </Badge>
            ) : (
              <Badge>
                <MailWarning size={12} aria-hidden className="mr-1" />
                {t('profile.notVerified')}
              </Badge>
            )}
          </div>
          <Input
            id="profile-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
          <p className="mt-1.5 text-sm text-muted">{t('profile.emailHint')}</p>
        </div>
        {user.pendingEmail && (
          <div role="status" className="rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm">
            <p>{t('profile.pending', { email: user.pendingEmail })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={onEnterCode}>
                {t('profile.enterCode')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={onCancelEmailChange}
                disabled={cancellingEmailChange}
              >
                {t('profile.cancelChange')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </CollapsibleSection>
  );
}
