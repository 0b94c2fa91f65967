import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { Camera, FolderOpen, LogOut, Settings, ShieldCheck } from 'lucide-react';
import type { User } from '../../contracts/auth';
import { buttonClasses } from '../components/ui/button';
import { LiveButton } from '../components/ui/live-button';
import { queryClient } from '../lib/query-client';
import { displayName, logout } from '../lib/session';

/** Name, Scan on the collection (Collection elsewhere), Logout, settings and, for super users, admin. */
export default function Header({ user }: { user: User }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onCollection = pathname.startsWith('/collection');
  return (
    <header className="sticky top-0 z-30 -mx-4 mb-2 flex items-center gap-2 border-b border-border bg-bg/95 px-4 py-2 backdrop-blur">
      <Link
        to="/dashboard"
        className="min-w-0 flex-1 truncate rounded-lg py-2 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <span className="text-accent">Trouvaille</span>
        <span className="ml-2 text-sm font-normal text-muted">{displayName(user)}</span>
      </Link>
      {onCollection ? (
        <Link to="/camera" className={buttonClasses('secondary', 'sm')}>
          <Camera size={18} aria-hidden />
          {/* On a phone the icon alone keeps room for the name; the text stays for screen readers. */}
          <span className="max-[430px]:sr-only">{t('header.scan')}</span>
        </Link>
      ) : (
        <Link to="/collection" className={buttonClasses('secondary', 'sm')}>
          <FolderOpen size={18} aria-hidden />
          <span className="max-[430px]:sr-only">{t('header.collection')}</span>
        </Link>
      )}
      {user.isSuperUser && (
        <Link
          to="/admin"
          aria-label={t('header.admin')}
          title={t('header.admin')}
          className={buttonClasses('ghost', 'icon')}
        >
          <ShieldCheck size={20} aria-hidden />
        </Link>
      )}
      <Link
        to="/settings"
        aria-label={t('header.settings')}
        title={t('header.settings')}
        className={buttonClasses('ghost', 'icon')}
      >
        <Settings size={20} aria-hidden />
      </Link>
      <LiveButton
        variant="ghost"
        size="icon"
        aria-label={t('header.logout')}
        title={t('header.logout')}
        onClick={() => logout(queryClient)}
      >
        <LogOut size={20} aria-hidden />
      </LiveButton>
    </header>
  );
}
