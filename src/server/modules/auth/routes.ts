import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  emailOnlyBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '../../../contracts/auth';
import { SIGN_IN_CODE_TTL_MINUTES } from '../../../contracts/auth';
import type { Language } from '../../../contracts/analysis';
import { AppError } from '../../errors';
import { currentUser, requireUser } from './guard';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS, SIGN_IN_CHALLENGE_COOKIE } from './known-device';
import { enforceLoginLimit, enforceRateLimit } from './rate-limits';
import type { AuthRepository } from './repository';
import type { AuthService } from './service';
import type { SignInCodeService } from './sign-in-code-service';

/** The request's headers as better-auth reads them. */
export function headersOf(request: FastifyRequest): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (Array.isArray(v)) v.forEach((x) => h.append(k, x));
    else if (v !== undefined) h.set(k, String(v));
  }
  // better-auth keys sessions to the client address it sees: always the one Fastify established (which
  // believes X-Forwarded-For only from the proxies TRUST_PROXY names), never a header the client wrote.
  h.set('x-forwarded-for', request.ip);
  return h;
}

export function sendCookies(reply: FastifyReply, cookies: string[]) {
  for (const c of cookies) reply.header('set-cookie', c);
}

function languageOfRequest(request: FastifyRequest, explicit?: Language): Language {
  if (explicit) return explicit;
  const accept = String(request.headers['accept-language'] ?? '');
  return accept.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/** Accounts (docs/product.md#accounts): our own routes, better-auth underneath (decision 001). */
export function authModule(
  service: AuthService,
  repo: AuthRepository,
  codes: SignInCodeService,
): FastifyPluginAsync {
  // fastify-plugin: the session hook and request.user must reach every module's routes.
  return fp(async (parent) => {
    parent.decorateRequest('user', null);
    parent.decorateRequest('sessionToken', null);
    parent.decorateRequest('withholdAmounts', false);
    // Resolve the session once per API request; every module reads request.user.
    parent.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || !request.headers.cookie) return;
      const found = await service.sessionUser(headersOf(request));
      if (found) {
        request.user = found.user;
        request.sessionToken = found.token;
      }
    });

    const app = parent.withTypeProvider<ZodTypeProvider>();

    // Only the account routes read these two cookies; the session cookie stays better-auth's.
    const cookieOptions = (maxAge: number) =>
      ({
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: codes.secureCookies,
        maxAge,
      }) as const;
    const knownDevice = (request: FastifyRequest, email: string) =>
      codes.devices.recognise(email, request.cookies[KNOWN_DEVICE_COOKIE]);
    /** After a sign-in, either way: this browser is now a known device of the account. */
    const rememberDevice = (reply: FastifyReply, email: string) =>
      reply.setCookie(
        KNOWN_DEVICE_COOKIE,
        codes.devices.issue(email),
        cookieOptions(KNOWN_DEVICE_MAX_AGE_SECONDS),
      );

    app.post('/api/auth/register', { schema: { body: registerBodySchema } }, async (request, reply) => {
      const b = request.body;
      await enforceRateLimit(repo, 'register', request);
      const result = await service.register({ ...b, language: languageOfRequest(request, b.language) });
      return reply.status(201).send(result);
    });

    app.post('/api/auth/verify-email', { schema: { body: verifyEmailBodySchema } }, async (request) => {
      await enforceRateLimit(repo, 'verify', request, request.body.email);
      return service.verifyEmail(request.body.email, request.body.code);
    });

    app.post('/api/auth/resend-verification', { schema: { body: emailOnlyBodySchema } }, async (request) => {
      await enforceRateLimit(repo, 'resend', request, request.body.email);
      return service.resendVerification(request.body.email, request.body.language);
    });

    app.post('/api/auth/login', { schema: { body: loginBodySchema } }, async (request, reply) => {
      const { email } = request.body;
      const counted = await enforceLoginLimit(repo, request, email, knownDevice(request, email));
      try {
        const { body, cookies } = await service.login(email, request.body.password, headersOf(request));
        await repo.release(counted);
        sendCookies(reply, cookies);
        rememberDevice(reply, email);
        return body;
      } catch (err) {
        if (err instanceof AppError && err.code === 'EMAIL_NOT_VERIFIED') {
          // The client redirects to /email-not-verified on requiresVerification (docs/product.md#accounts).
          return reply.status(403).send({
            error: err.message,
            code: err.code,
            requiresVerification: true,
            email: request.body.email,
          });
        }
        throw err;
      }
    });

    // The way in that password guessing cannot lock: a one-time code mailed to the address, usable only
    // by the browser that asked (its challenge cookie). Same answer for any address.
    app.post('/api/auth/sign-in-code', { schema: { body: emailOnlyBodySchema } }, async (request, reply) => {
      const { email } = request.body;
      await enforceRateLimit(repo, 'signInCode', request, email, knownDevice(request, email));
      const { body, challenge } = codes.requestCode(email);
      reply.setCookie(SIGN_IN_CHALLENGE_COOKIE, challenge, cookieOptions(SIGN_IN_CODE_TTL_MINUTES * 60));
      return body;
    });

    app.post(
      '/api/auth/sign-in-code/verify',
      { schema: { body: verifyEmailBodySchema } },
      async (request, reply) => {
        const { email, code } = request.body;
        await enforceRateLimit(repo, 'signInCodeVerify', request);
        const { body, cookies } = await codes.signIn(
          email,
          code,
          request.cookies[SIGN_IN_CHALLENGE_COOKIE],
          headersOf(request),
        );
        sendCookies(reply, cookies);
        rememberDevice(reply, email);
        reply.clearCookie(SIGN_IN_CHALLENGE_COOKIE, { path: '/api/auth' });
        return body;
      },
    );

    app.get('/api/auth/user', async (request) => {
      const user = currentUser(request);
      const row = await repo.findUserById(user.id);
      if (!row) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      return service.publicUserFor(row, user);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      const { body, cookies } = await service.logout(headersOf(request));
      sendCookies(reply, cookies);
      return body;
    });

    // Reached by browser navigation (docs/product.md#accounts): end the session, back to the landing page.
    // Only a navigation from the app itself (or typed) gets here: src/server/cross-site.ts sends others home.
    app.get('/api/logout', { config: { stateChangingGet: true } }, async (request, reply) => {
      const { cookies } = await service.logout(headersOf(request));
      sendCookies(reply, cookies);
      return reply.redirect('/?force_auth=true', 302);
    });

    app.post('/api/auth/forgot-password', { schema: { body: emailOnlyBodySchema } }, async (request) => {
      await enforceRateLimit(repo, 'forgot', request, request.body.email);
      return service.forgotPassword(request.body.email, request.body.language);
    });

    app.post('/api/auth/reset-password', { schema: { body: resetPasswordBodySchema } }, async (request) => {
      const { token, email, password } = request.body;
      return service.resetPassword(token, email, password);
    });

    app.post(
      '/api/auth/change-password',
      { schema: { body: changePasswordBodySchema }, preHandler: requireUser },
      async (request, reply) => {
        const { body, cookies } = await service.changePassword(
          currentUser(request),
          request.body.currentPassword,
          request.body.newPassword,
          headersOf(request),
        );
        sendCookies(reply, cookies);
        return body;
      },
    );
  });
}
