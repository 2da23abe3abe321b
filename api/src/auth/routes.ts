import {
  AUTH_MESSAGES,
  emailOnlyRequest,
  type LoginResponse,
  loginRequest,
  type MessageResponse,
  MFA_MANDATORY,
  type MfaResponse,
  mfaRequest,
  type RegisterResponse,
  type ResendMfaCodeResponse,
  registerRequest,
  resetPasswordRequest,
  type SessionUser,
  type VerifyEmailResponse,
  verifyEmailRequest,
  verifyMfaRequest,
} from '@hearth/contracts/auth';
import type { Deps } from '@hearth/platform/deps';
import { invalid, unauthenticated } from '@hearth/platform/errors';
import { enforceRateLimit } from '@hearth/platform/rate-limit';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { limitPerIp } from '../http/rate-limit';
import { readJson } from '../http/validate';
import { findSessionUser } from '../members/queries';
import { resendVerification, verifyEmail } from './email-verification';
import { resetPassword, sendPasswordReset } from './password-reset';
import { registerAgency } from './registration';
import { endSession } from './sessions';
import { login, resendSignInCode, verifySignInCode } from './sign-in';

const PER_EMAIL_HOURLY = { limit: 5, windowSeconds: 3600 };

/** Sign-up, sign-in with the emailed code, sign-out, verification and password recovery (docs/product-rules.md). */
export function authRoutes(deps: Deps) {
  const perIp = (name: string, limit: number) => limitPerIp(deps, { name, limit, windowSeconds: 900 });

  return new Hono<AppEnv>()
    .post('/register', perIp('register', 10), async (c) => {
      await registerAgency(deps, await readJson(c, registerRequest));
      return c.json({ requiresVerification: true, message: AUTH_MESSAGES.registered } satisfies RegisterResponse, 201);
    })
    .post('/login', perIp('login', 30), async (c) => {
      return c.json((await login(c, deps, await readJson(c, loginRequest))) satisfies LoginResponse);
    })
    .post('/verify-mfa', perIp('verify-mfa', 30), async (c) => {
      const { code } = await readJson(c, verifyMfaRequest);
      const memberId = await verifySignInCode(c, deps, code);
      const user = await findSessionUser(deps.sql, memberId);
      if (!user) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      return c.json(user satisfies SessionUser);
    })
    .post('/resend-mfa-code', perIp('resend-mfa', 10), async (c) => {
      return c.json((await resendSignInCode(c, deps)) satisfies ResendMfaCodeResponse);
    })
    .post('/logout', async (c) => {
      await endSession(c, deps);
      return c.json({ message: AUTH_MESSAGES.loggedOut } satisfies MessageResponse);
    })
    .patch('/user/mfa', async (c) => {
      if (!c.get('session')) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      const { enabled } = await readJson(c, mfaRequest);
      if (!enabled) throw invalid(MFA_MANDATORY, 'MFA_MANDATORY');
      return c.json({ enabled: true } satisfies MfaResponse);
    })
    .get('/user', async (c) => {
      const user = c.get('session')?.user;
      if (!user) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      return c.json(user satisfies SessionUser);
    })
    .post('/verify-email', perIp('verify-email', 20), async (c) => {
      const { token } = await readJson(c, verifyEmailRequest);
      return c.json((await verifyEmail(deps, token)) satisfies VerifyEmailResponse);
    })
    .post('/resend-verification', perIp('resend-verification', 10), async (c) => {
      const { email } = await readJson(c, emailOnlyRequest);
      await enforceRateLimit(
        deps.sql,
        { name: 'resend-verification-email', ...PER_EMAIL_HOURLY },
        email,
        deps.clock.now(),
      );
      inBackground(deps, 'resend verification', () => resendVerification(deps, email));
      return c.json({ message: AUTH_MESSAGES.verificationResent } satisfies MessageResponse);
    })
    .post('/forgot-password', perIp('forgot-password', 10), async (c) => {
      const { email } = await readJson(c, emailOnlyRequest);
      await enforceRateLimit(deps.sql, { name: 'forgot-password-email', ...PER_EMAIL_HOURLY }, email, deps.clock.now());
      inBackground(deps, 'password reset', () => sendPasswordReset(deps, email));
      return c.json({ message: AUTH_MESSAGES.resetLinkSent } satisfies MessageResponse);
    })
    .post('/reset-password', perIp('reset-password', 20), async (c) => {
      const { token, password } = await readJson(c, resetPasswordRequest);
      await resetPassword(deps, token, password);
      return c.json({ message: AUTH_MESSAGES.passwordReset } satisfies MessageResponse);
    });
}

/**
 * Enumeration safety: answers that must not reveal whether an account exists do their work off
 * the request path, so neither the answer nor its timing differs.
 */
function inBackground(deps: Deps, what: string, work: () => Promise<void>) {
  void work().catch((error: unknown) => deps.log.error({ err: error }, `${what} failed`));
}
