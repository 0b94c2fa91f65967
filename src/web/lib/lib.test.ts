import { describe, expect, it } from 'vitest';
import * as contracts from '../../contracts/auth';
import { ApiError } from './api-client';
import { describeMutationError, describeQueryError, shouldShowErrorPopup } from './error-catalogue';
import { formatEuros } from './format';
import { detectLanguage } from './language';
import * as limits from './limits';
import { isPublicPath } from './public-routes';
import { retryDelay, shouldRetry } from './query-client-policy';

const err = (status: number, path = '/api/objects', body: unknown = null) =>
  new ApiError({ status, path, text: 'x', body });

describe('limits', () => {
  it('match the shared contract', () => {
    expect(limits.LOGIN_PASSWORD_MIN).toBe(contracts.LOGIN_PASSWORD_MIN);
    expect(limits.NEW_PASSWORD_MIN).toBe(contracts.NEW_PASSWORD_MIN);
    expect(limits.PASSWORD_MAX).toBe(contracts.PASSWORD_MAX);
    expect(limits.VERIFICATION_CODE_LENGTH).toBe(contracts.VERIFICATION_CODE_LENGTH);
    expect(limits.VERIFICATION_CODE_TTL_HOURS).toBe(contracts.VERIFICATION_CODE_TTL_HOURS);
    expect(limits.SIGN_IN_CODE_TTL_MINUTES).toBe(contracts.SIGN_IN_CODE_TTL_MINUTES);
  });

  it('uppercases the code, keeps letters and digits, cuts to 6', () => {
    expect(limits.sanitizeVerificationCode('ab-12 c9zz')).toBe('AB12C9');
    expect(limits.sanitizeVerificationCode('é!x')).toBe('X');
  });

  it('trims and lowercases the login email', () => {
    expect(limits.normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });
});

describe('language', () => {
  it('prefers the stored choice, then the browser', () => {
    expect(detectLanguage('en', 'fr-FR')).toBe('en');
    expect(detectLanguage(null, 'fr-CA')).toBe('fr');
    expect(detectLanguage(null, 'de-DE')).toBe('en');
    expect(detectLanguage('xx', undefined)).toBe('en');
  });
});

describe('ApiError', () => {
  it('reads "status: body text" and the code', () => {
    const e = new ApiError({
      status: 409,
      path: '/api/auth/register',
      text: '{"error":"taken","code":"CONFLICT"}',
      body: { error: 'taken', code: 'CONFLICT' },
    });
    expect(e.message).toBe('409: {"error":"taken","code":"CONFLICT"}');
    expect(e.code).toBe('CONFLICT');
    expect(e.serverMessage).toBe('taken');
    expect(err(0).code).toBe('NETWORK');
  });
});

describe('error catalogue', () => {
  it('maps statuses to titles', () => {
    expect(describeQueryError(err(401)).titleKey).toBe('errors.unauthorized.title');
    expect(describeQueryError(err(403)).titleKey).toBe('errors.forbidden.title');
    expect(describeQueryError(err(404)).titleKey).toBe('errors.notFound.title');
    expect(describeQueryError(err(503)).titleKey).toBe('errors.server.title');
    // The server's own words never reach the screen: its code's text does, else the generic message.
    expect(describeQueryError(err(422, '/api/x', { error: 'bad' }))).toEqual({
      titleKey: 'errors.requestFailed.title',
      messageKey: 'errors.requestFailed.message',
    });
    expect(describeQueryError(err(422, '/api/x', { error: 'bad', code: 'VALIDATION' }))).toEqual({
      titleKey: 'errors.requestFailed.title',
      messageKey: 'errors.codes.VALIDATION',
    });
    expect(describeQueryError(err(422)).messageKey).toBe('errors.requestFailed.message');
  });

  it('calls every failed change "Operation Failed" but a lost session', () => {
    expect(describeMutationError(err(500)).titleKey).toBe('errors.operationFailed.title');
    expect(describeMutationError(err(403)).titleKey).toBe('errors.operationFailed.title');
    expect(describeMutationError(err(401)).titleKey).toBe('errors.unauthorized.title');
  });

  it('says why a collection role refused a change or a read (decision 037)', () => {
    const refused = err(403, '/api/objects/1', { error: 'viewer', code: 'ROLE_FORBIDDEN' });
    expect(describeMutationError(refused)).toEqual({
      titleKey: 'errors.operationFailed.title',
      messageKey: 'errors.codes.ROLE_FORBIDDEN',
    });
    expect(describeQueryError(refused).messageKey).toBe('errors.codes.ROLE_FORBIDDEN');
    expect(describeMutationError(err(403)).messageKey).toBe('errors.operationFailed.message');
  });

  it('stays quiet on public pages and for auth and stats calls', () => {
    expect(shouldShowErrorPopup(err(500), '/login')).toBe(false);
    expect(shouldShowErrorPopup(err(500), '/')).toBe(false);
    expect(shouldShowErrorPopup(err(500, '/api/auth/user'), '/dashboard')).toBe(false);
    expect(shouldShowErrorPopup(err(500, '/api/stats/usage'), '/dashboard')).toBe(false);
    expect(shouldShowErrorPopup(err(500), '/dashboard')).toBe(true);
  });
});

describe('query policy', () => {
  it('never retries 401/403 and stops after two retries', () => {
    expect(shouldRetry(0, err(401))).toBe(false);
    expect(shouldRetry(0, err(403))).toBe(false);
    // An unknown or revoked share link answers 404 at once: the page says so without retrying.
    expect(shouldRetry(0, err(404, '/api/public/shares/nope'))).toBe(false);
    expect(shouldRetry(0, err(422))).toBe(false);
    expect(shouldRetry(0, err(429))).toBe(true);
    expect(shouldRetry(0, err(0))).toBe(true);
    expect(shouldRetry(0, err(500))).toBe(true);
    expect(shouldRetry(1, err(500))).toBe(true);
    expect(shouldRetry(2, err(500))).toBe(false);
  });

  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('public routes and formatting', () => {
  it('knows the public paths', () => {
    for (const p of [
      '/',
      '/login',
      '/register',
      '/onboarding',
      '/monetization',
      '/reset-password',
      '/email-not-verified',
      '/login/',
      '/s/abc_-123',
    ]) {
      expect(isPublicPath(p), p).toBe(true);
    }
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/settings/s/x')).toBe(false);
  });

  it('formats euros the French way without decimals', () => {
    expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1 235 €');
    expect(formatEuros(null)).toBe('—');
  });
});
