/**
 * Public screens: these paths never trigger the authentication check or error popups. /verify-email and
 * /forgot-password are reached signed out by definition, so they belong here too.
 */
export const publicPaths = [
  '/',
  '/login',
  '/login-code',
  '/register',
  '/onboarding',
  '/monetization',
  '/reset-password',
  '/email-not-verified',
  '/verify-email',
  '/forgot-password',
] as const;

/** Share links (/s/{token}) and invitations (/invitations/{token}) are opened by people without an account. */
const publicPrefixes = ['/s/', '/invitations/'] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (publicPaths as readonly string[]).includes(path) || publicPrefixes.some((p) => path.startsWith(p));
}
