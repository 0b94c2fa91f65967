import { useMutation } from '@tanstack/react-query';
import type { User } from '../../contracts/auth';
import { apiRequest, isApiError } from '../lib/api-client';
import type { Language } from '../lib/language';

export interface LoginInput {
  email: string;
  password: string;
}

/** A plain request, not a mutation: the sign-in screen does not download TanStack Query (decision 012). */
export function login(input: LoginInput): Promise<{ user: User }> {
  return apiRequest('/api/auth/login', { method: 'POST', body: input });
}

/** A code, the requiresVerification flag or the wording all mean "verify your address first". */
export function needsVerification(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const body = (error.body ?? {}) as { requiresVerification?: unknown };
  return (
    error.code === 'EMAIL_NOT_VERIFIED' ||
    body.requiresVerification === true ||
    /verify your email/i.test(error.serverMessage ?? '')
  );
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  language?: Language;
}

export function register(input: RegisterInput): Promise<{ email: string; message: string }> {
  return apiRequest('/api/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { handlesErrors: true } });
}

export interface VerifyEmailInput {
  email: string;
  code: string;
}

export function verifyEmail(input: VerifyEmailInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/verify-email', { method: 'POST', body: input });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { handlesErrors: true } });
}

export interface ResendVerificationInput {
  email: string;
  language?: Language;
}

/** The server answers the same whether or not the address exists (no account probing). */
export function resendVerification(input: ResendVerificationInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/resend-verification', { method: 'POST', body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { handlesErrors: true } });
}

/**
 * Plain requests, as for the password sign-in (no TanStack Query on the first screens). The server
 * answers the same for any address and keeps the challenge in an httpOnly cookie of this browser: only
 * this browser can use the code it mails.
 */
export function requestSignInCode(email: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/sign-in-code', { method: 'POST', body: { email } });
}

export function signInWithCode(input: { email: string; code: string }): Promise<{ user: User }> {
  return apiRequest('/api/auth/sign-in-code/verify', { method: 'POST', body: input });
}

/** The password sign-in refused by its throttle: the way in is a mailed code. */
export function isLoginLimited(error: unknown): boolean {
  return isApiError(error) && error.code === 'LOGIN_LIMITED';
}

export interface ForgotPasswordInput {
  email: string;
  language?: Language;
}

export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
}

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
}
