import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { Camera, FolderOpen, LogOut, Settings, ShieldCheck } from 'lucide-react';
import type { User } from '../../contracts/auth';
import { buttonClasses } from '../components/ui/button';
import { LiveButton } from '../components/ui/live-button';
import { queryClient } from '../lib/query-client';
import { displayName, logout } from '../lib/session';
import { useCanEdit, useCollections } from '../api/collections';

// Only a person in several collections sees it: its words and menu come then.
const CollectionSwitcher = lazy(() => import('./collection-switcher'));

/** Name, Scan on the collection (Collection elsewhere), Logout, settings and, for super users, admin. */
export default function Header({ user }: { user: User }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onCollection = pathname.startsWith('/collection');
  // The header lives outside the query layout's provider: it names the client itself.
  const collections = useCollections(queryClient).data?.collections ?? [];
  const several = collections.length > 1;
  // A viewer of the current collection (decision 037) adds nothing: no Scan.
  const canEdit = useCanEdit(queryClient);
  return (
    <header className="sticky top-0 z-30 -mx-4 mb-2 border-b border-border bg-bg/95 px-4 py-2 backdrop-blur">
      <div className="flex items-center gap-2">
        <Link
          to="/dashboard"
          className="min-w-0 flex-1 truncate rounded-lg py-2 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <span className="text-accent">Trouvaille</span>
          <span className="ml-2 text-sm font-normal text-muted">{displayName(user)}</span>
        </Link>
        {onCollection ? (
          canEdit && (
            <Link to="/camera" className={buttonClasses('secondary', 'sm')}>
              <Camera size={18} aria-hidden />
              {/* On a phone the icon alone keeps room for the name; the text stays for screen readers. */}
              <span className="max-[430px]:sr-only">{t('header.scan')}</span>
            </Link>
          )
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
      </div>
      {several && (
        // In several collections, the current one on a row of its own: its whole name fits a phone's width.
        <Suspense fallback={<div aria-hidden className="h-11" />}>
          <CollectionSwitcher collections={collections} />
        </Suspense>
      )}
    </header>
  );
}
