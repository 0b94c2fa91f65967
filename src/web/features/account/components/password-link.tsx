import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ChevronRight, KeyRound } from 'lucide-react';

/** The way to /password-management, between the profile and the preferences. */
export function PasswordLink() {
  const { t } = useTranslation('account');
  return (
    <Link
      to="/password-management"
      className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-5 py-3 font-semibold hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <KeyRound size={20} aria-hidden className="text-accent" />
      <span className="flex-1">{t('password.link')}</span>
      <ChevronRight size={20} aria-hidden className="text-muted" />
    </Link>
  );
}
