import { AUTH_MESSAGES, MFA_MANDATORY } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import type { Deps } from '@hearth/platform/deps';
import { invalid, unauthenticated } from '@hearth/platform/errors';
import { enforceRateLimit } from '@hearth/platform/rate-limit';
import { Hono } from 'hono';
import { findAgencyName } from '../agency/queries';
import { readBody, reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { limitPerIp } from '../http/rate-limit';
import { findSessionUser } from '../members/queries';
import { completeAccountSetup } from './account-setup';
import { trustBrowser } from './browser-trust';
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
      await registerAgency(deps, await readBody(c, 'POST /api/register'));
      return reply(c, 'POST /api/register', { requiresVerification: true, message: AUTH_MESSAGES.registered });
    })
    .post('/users/setup', perIp('account-setup', 20), async (c) => {
      await completeAccountSetup(deps, await readBody(c, 'POST /api/users/setup'));
      return reply(c, 'POST /api/users/setup', {
        message: 'Account setup complete! You can now log in with your credentials.',
      });
    })
    .post('/login', perIp('login', 30), async (c) => {
      return reply(c, 'POST /api/login', await login(c, deps, await readBody(c, 'POST /api/login')));
    })
    .post('/verify-mfa', perIp('verify-mfa', 30), async (c) => {
      const { code } = await readBody(c, 'POST /api/verify-mfa');
      const memberId = await verifySignInCode(c, deps, code);
      const user = await findSessionUser(deps.sql, memberId);
      if (!user) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      return reply(c, 'POST /api/verify-mfa', user);
    })
    .post('/resend-mfa-code', perIp('resend-mfa', 10), async (c) => {
      return reply(c, 'POST /api/resend-mfa-code', await resendSignInCode(c, deps));
    })
    .post('/logout', async (c) => {
      await endSession(c, deps);
      return reply(c, 'POST /api/logout', { message: AUTH_MESSAGES.loggedOut });
    })
    .patch('/user/mfa', async (c) => {
      if (!c.get('session')) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      const { enabled } = await readBody(c, 'PATCH /api/user/mfa');
      if (!enabled) throw invalid(MFA_MANDATORY, 'MFA_MANDATORY');
      return reply(c, 'PATCH /api/user/mfa', { enabled: true });
    })
    .get('/user', async (c) => {
      const user = c.get('session')?.user;
      // The agency's name is read here only, not by every request's session lookup. A member whose agency
      // the read model does not have (yet) is not signed in, as when the lookup joined it.
      const agencyName = user && (await findAgencyName(deps.sql, user.agencyId));
      if (!user || !agencyName) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      return reply(c, 'GET /api/user', { ...user, agencyName });
    })
    .post('/verify-email', perIp('verify-email', 20), async (c) => {
      const { token } = await readBody(c, 'POST /api/verify-email');
      return reply(c, 'POST /api/verify-email', await verifyEmail(deps, token));
    })
    .post('/resend-verification', perIp('resend-verification', 10), async (c) => {
      const { email } = await readBody(c, 'POST /api/resend-verification');
      await enforceRateLimit(
        deps.sql,
        { name: 'resend-verification-email', ...PER_EMAIL_HOURLY },
        email,
        deps.clock.now(),
      );
      inBackground(deps, 'resend verification', () => resendVerification(deps, email));
      return reply(c, 'POST /api/resend-verification', { message: AUTH_MESSAGES.verificationResent });
    })
    .post('/forgot-password', perIp('forgot-password', 10), async (c) => {
      const { email } = await readBody(c, 'POST /api/forgot-password');
      await enforceRateLimit(deps.sql, { name: 'forgot-password-email', ...PER_EMAIL_HOURLY }, email, deps.clock.now());
      inBackground(deps, 'password reset', () => sendPasswordReset(deps, email));
      return reply(c, 'POST /api/forgot-password', { message: AUTH_MESSAGES.resetLinkSent });
    })
    .post('/reset-password', perIp('reset-password', 20), async (c) => {
      const { token, password } = await readBody(c, 'POST /api/reset-password');
      await resetPassword(deps, token, password);
      return reply(c, 'POST /api/reset-password', { message: AUTH_MESSAGES.passwordReset });
    })
    .post('/trust-browser', perIp('trust-browser', 20), async (c) => {
      const { token } = await readBody(c, 'POST /api/trust-browser');
      if (!(await trustBrowser(c, deps, token))) {
        throw invalid(AUTH_MESSAGES.invalidTrustToken, ERROR_CODES.invalidToken);
      }
      return reply(c, 'POST /api/trust-browser', { message: AUTH_MESSAGES.browserTrusted });
    });
}

/**
 * Enumeration safety: answers that must not reveal whether an account exists do their work off
 * the request path, so neither the answer nor its timing differs.
 */
function inBackground(deps: Deps, what: string, work: () => Promise<void>) {
  void work().catch((error: unknown) => deps.log.error({ err: error }, `${what} failed`));
}
