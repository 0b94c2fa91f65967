import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { FullScreenSpinner } from '../components/ui/spinner';
import { isPublicPath } from '../lib/public-routes';
import { dismissStaleToasts } from '../lib/toast';
import { askSession, useSessionUser } from '../lib/session';
import { OfflineBanner } from './offline-banner';
import { useConnectivityToasts } from './use-connectivity-toasts';

// Only signed-in people see the header: visitors of / and /login never download it.
const Header = lazy(() => import('./header'));
/** The header's height and margin (header.tsx), held until it shows. */
const headerSpace = <div aria-hidden className="mb-2 h-[61px]" />;

/** The narrow dark mobile container every screen lives in, with the header for signed-in users. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Public pages never ask who is signed in (docs/product.md#screens-and-routes); a user already known still
  // shows. Asked with a plain request (the entry carries no TanStack Query); the guard's query shares it.
  const user = useSessionUser();
  const unknown = user === undefined;
  useEffect(() => {
    if (unknown && !isPublicPath(pathname)) askSession().catch(() => {});
  }, [unknown, pathname]);
  useConnectivityToasts();
  // Only moves count, not the first screen: its own toasts (raised by its effects, which run first) stay.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dismissStaleToasts();
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-10">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-fg"
      >
        {t('a11y.skipToContent')}
      </a>
      <OfflineBanner />
      {user ? (
        <Suspense fallback={headerSpace}>
          <Header user={user} />
        </Suspense>
      ) : (
        // A signed-in screen keeps the header's place while the session is asked, so nothing moves down.
        unknown && !isPublicPath(pathname) && headerSpace
      )}
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<FullScreenSpinner label={t('status.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
