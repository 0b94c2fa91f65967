import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { loadNamespaces } from '../lib/i18n';
import { AppError } from './app-error';
import { RootLayout } from './root-layout';

/** A lazily loaded page: its code and its translations are fetched together, before it renders. */
function page(load: () => Promise<{ default: ComponentType }>, ...namespaces: string[]) {
  return async () => {
    const [module] = await Promise.all([load(), namespaces.length ? loadNamespaces(...namespaces) : null]);
    return { Component: module.default };
  };
}

export const router = createBrowserRouter([
  // A share link stands alone: no app header or menu, whoever opens it (signed in or not).
  {
    path: '/s/:token',
    ErrorBoundary: AppError,
    HydrateFallback: () => null,
    lazy: page(() => import('../features/sharing/shared-page'), 'sharing'),
  },
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: AppError,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page(() => import('../features/landing/landing-page'), 'landing') },
      {
        path: 'onboarding',
        lazy: page(() => import('../features/onboarding/onboarding-page'), 'onboarding'),
      },
      { path: 'login', lazy: page(() => import('../features/auth/login-page'), 'auth') },
      { path: 'register', lazy: page(() => import('../features/auth/register-page'), 'auth') },
      { path: 'verify-email', lazy: page(() => import('../features/auth/verify-email-page'), 'auth') },
      {
        path: 'email-not-verified',
        lazy: page(() => import('../features/auth/email-not-verified-page'), 'auth'),
      },
      { path: 'forgot-password', lazy: page(() => import('../features/auth/forgot-password-page'), 'auth') },
      { path: 'reset-password', lazy: page(() => import('../features/auth/reset-password-page'), 'auth') },
      { path: 'monetization', lazy: page(() => import('../features/subscription/plans-page'), 'plans') },
      {
        lazy: page(() => import('./protected-layout')),
        children: [
          {
            path: 'dashboard',
            lazy: page(() => import('../features/dashboard/dashboard-page'), 'dashboard', 'collection'),
          },
          { path: 'home', lazy: page(() => import('../features/home/home-page'), 'home') },
          {
            path: 'settings',
            lazy: page(() => import('../features/account/settings-page'), 'account', 'plans'),
          },
          {
            path: 'password-management',
            lazy: page(() => import('../features/account/password-page'), 'account'),
          },
          {
            path: 'subscription',
            lazy: page(() => import('../features/subscription/subscription-page'), 'plans'),
          },
          {
            path: 'monetization-logged',
            lazy: page(() => import('../features/subscription/plans-page'), 'plans'),
          },
          {
            path: 'usage-limit-reached',
            lazy: page(() => import('../features/subscription/usage-limit-page'), 'plans'),
          },
          { path: 'admin', lazy: page(() => import('../features/admin/admin-page'), 'admin') },
          { path: 'camera', lazy: page(() => import('../features/capture/camera-page'), 'capture') },
          {
            path: 'photo-preview',
            lazy: page(() => import('../features/capture/photo-preview-page'), 'capture'),
          },
          { path: 'analysis', lazy: page(() => import('../features/capture/analysis-page'), 'capture') },
          {
            path: 'analysis/details',
            lazy: page(() => import('../features/capture/analysis-details-page'), 'capture'),
          },
          {
            path: 'room-selection',
            lazy: page(() => import('../features/capture/room-selection-page'), 'capture'),
          },
          { path: 'estimate-another', lazy: page(() => import('../features/capture/estimate-another-page')) },
          {
            path: 'inventory',
            lazy: page(() => import('../features/collection/inventory-page'), 'collection'),
          },
          { path: 'rooms', lazy: page(() => import('../features/collection/rooms-page'), 'collection') },
          { path: 'houses', lazy: page(() => import('../features/collection/houses-page'), 'collection') },
          {
            path: 'collection',
            lazy: page(() => import('../features/collection/collection-page'), 'collection'),
          },
          {
            path: 'object/:id?',
            lazy: page(() => import('../features/collection/object-page'), 'collection'),
          },
        ],
      },
      { path: '*', lazy: page(() => import('./not-found')) },
    ],
  },
]);
