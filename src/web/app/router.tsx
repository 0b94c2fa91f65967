import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { loadNamespaces } from '../lib/i18n';
import { AppError } from './app-error';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

// Pages whose code or translations failed to load: forgotten once the application error is shown.
const failedPages = new Set<() => void>();

/**
 * A lazily loaded page: its code and its translations are fetched together, before it renders (the
 * layout's spinner shows meanwhile; the screen being left does not stay, decision 031). A failed load is
 * forgotten once the error boundary has taken over, so coming back to the page tries again.
 */
function page(load: () => Promise<PageModule>, ...namespaces: string[]): ComponentType {
  const loadAll = () =>
    Promise.all([load(), namespaces.length ? loadNamespaces(...namespaces) : null]).then(([m]) => m);
  const make = () =>
    lazy(() =>
      loadAll().catch((error: unknown) => {
        failedPages.add(() => (Lazy = make()));
        throw error;
      }),
    );
  let Lazy = make();
  return function Page() {
    return <Lazy />;
  };
}

/**
 * A screen that throws (or whose code cannot be fetched) shows the application error,
 * which leaves by navigating: a new path starts clean.
 */
class ErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { pathname: string; failed: boolean }
> {
  state = { pathname: this.props.pathname, failed: false };
  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    // The failed page is no longer rendered (the error is): a later visit may load it afresh.
    failedPages.forEach((forget) => forget());
    failedPages.clear();
  }
  render() {
    return this.state.failed ? <AppError /> : this.props.children;
  }
}

const SharedPage = page(() => import('../features/sharing/shared-page'), 'sharing');
const LandingPage = page(() => import('../features/landing/landing-page'), 'landing');
const OnboardingPage = page(() => import('../features/onboarding/onboarding-page'), 'onboarding');
const LoginPage = page(() => import('../features/auth/login-page'), 'auth');
const SignInCodePage = page(() => import('../features/auth/sign-in-code-page'), 'auth');
const RegisterPage = page(() => import('../features/auth/register-page'), 'auth');
const VerifyEmailPage = page(() => import('../features/auth/verify-email-page'), 'auth');
const EmailNotVerifiedPage = page(() => import('../features/auth/email-not-verified-page'), 'auth');
const ForgotPasswordPage = page(() => import('../features/auth/forgot-password-page'), 'auth');
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page'), 'auth');
const PlansPage = page(() => import('../features/subscription/plans-page'), 'plans');
// TanStack Query and the query client come with the first route that uses them, never with / or /login.
const QueryLayout = page(() => import('./query-layout'));
const ProtectedLayout = page(() => import('./protected-layout'));
// 'valuations' for its value-history card: asked for only when the card renders, it was one more round
// trip before the page showed (and before the figures were asked for).
const DashboardPage = page(
  () => import('../features/dashboard/dashboard-page'),
  'dashboard',
  'collection',
  'valuations',
);
const HomePage = page(() => import('../features/home/home-page'), 'home');
const SettingsPage = page(() => import('../features/account/settings-page'), 'account', 'plans');
const PasswordPage = page(() => import('../features/account/password-page'), 'account');
const SubscriptionPage = page(() => import('../features/subscription/subscription-page'), 'plans');
const UsageLimitPage = page(() => import('../features/subscription/usage-limit-page'), 'plans');
const AdminPage = page(() => import('../features/admin/admin-page'), 'admin');
const CameraPage = page(() => import('../features/capture/camera-page'), 'capture');
const PhotoPreviewPage = page(() => import('../features/capture/photo-preview-page'), 'capture');
const AnalysisPage = page(() => import('../features/capture/analysis-page'), 'capture');
const AnalysisDetailsPage = page(() => import('../features/capture/analysis-details-page'), 'capture');
const RoomSelectionPage = page(() => import('../features/capture/room-selection-page'), 'capture');
const EstimateAnotherPage = page(() => import('../features/capture/estimate-another-page'));
const InventoryPage = page(() => import('../features/collection/inventory-page'), 'collection');
const RoomsPage = page(() => import('../features/collection/rooms-page'), 'collection');
const HousesPage = page(() => import('../features/collection/houses-page'), 'collection');
const CollectionPage = page(() => import('../features/collection/collection-page'), 'collection');
// 'members' for its history section (who added it, who changed what, decision 037).
const ObjectPage = page(() => import('../features/collection/object-page'), 'collection', 'members');
const MembersPage = page(() => import('../features/members/members-page'), 'members');
const InvitationPage = page(() => import('../features/members/invitation-page'), 'members');
const NotFound = page(() => import('./not-found'));

/**
 * Declarative routes (react-router's library mode without the data router, which doubled the router's
 * weight on the first screen for loaders and actions this app does not use).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>
        <Routes>
          {/* A share link stands alone: no app header or menu, whoever opens it (signed in or not). */}
          <Route element={<QueryLayout />}>
            <Route path="/s/:token" element={<SharedPage />} />
          </Route>
          <Route path="/" element={<RootLayout />}>
            {/* The first screens: plain requests only (lib/session.ts, api/auth.ts). */}
            <Route index element={<LandingPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="login-code" element={<SignInCodePage />} />
            <Route element={<QueryLayout />}>
              <Route path="onboarding" element={<OnboardingPage />} />
              <Route path="register" element={<RegisterPage />} />
              <Route path="verify-email" element={<VerifyEmailPage />} />
              <Route path="email-not-verified" element={<EmailNotVerifiedPage />} />
              <Route path="forgot-password" element={<ForgotPasswordPage />} />
              <Route path="reset-password" element={<ResetPasswordPage />} />
              <Route path="monetization" element={<PlansPage />} />
              {/* An invitation's link: read signed out too; accepting asks for a session (decision 037). */}
              <Route path="invitations/:token" element={<InvitationPage />} />
              <Route element={<ProtectedLayout />}>
                <Route path="dashboard" element={<DashboardPage />} />
                <Route path="home" element={<HomePage />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="settings/members" element={<MembersPage />} />
                <Route path="password-management" element={<PasswordPage />} />
                <Route path="subscription" element={<SubscriptionPage />} />
                <Route path="monetization-logged" element={<PlansPage />} />
                <Route path="usage-limit-reached" element={<UsageLimitPage />} />
                <Route path="admin" element={<AdminPage />} />
                <Route path="camera" element={<CameraPage />} />
                <Route path="photo-preview" element={<PhotoPreviewPage />} />
                <Route path="analysis" element={<AnalysisPage />} />
                <Route path="analysis/details" element={<AnalysisDetailsPage />} />
                <Route path="room-selection" element={<RoomSelectionPage />} />
                <Route path="estimate-another" element={<EstimateAnotherPage />} />
                <Route path="inventory" element={<InventoryPage />} />
                <Route path="rooms" element={<RoomsPage />} />
                <Route path="houses" element={<HousesPage />} />
                <Route path="collection" element={<CollectionPage />} />
                <Route path="object/:id?" element={<ObjectPage />} />
              </Route>
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
