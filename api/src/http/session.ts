import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import type { Deps } from '@hearth/platform/deps';
import { forbidden, unauthenticated } from '@hearth/platform/errors';
import { createMiddleware } from 'hono/factory';
import { readSession } from '../auth/sessions';
import type { AppEnv } from './env';

/** Reads the session cookie and its user on every API request (null when signed out or expired). */
export function loadSession(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('session', await readSession(c, deps, deps.clock.now()));
    await next();
  });
}

/** Guards administrator routes: 401 when signed out, 403 for a non-admin. */
export function requireAdmin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
    const { user } = session;
    if (user.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly);
    c.set('admin', user);
    await next();
  });
}
