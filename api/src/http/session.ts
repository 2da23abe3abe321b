import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import type { Deps } from '@hearth/platform/deps';
import { forbidden, unauthenticated } from '@hearth/platform/errors';
import { createMiddleware } from 'hono/factory';
import { readSession } from '../auth/sessions';
import { findSessionUser } from '../members/queries';
import type { AppEnv } from './env';

/** Reads the session cookie on every API request (null when signed out or expired). */
export function loadSession(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('session', await readSession(c, deps, deps.clock.now()));
    await next();
  });
}

/** Guards administrator routes: 401 when signed out, 403 for a non-admin. */
export function requireAdmin(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
    const user = await findSessionUser(deps.sql, session.memberId);
    if (!user) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
    if (user.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly);
    c.set('admin', user);
    await next();
  });
}
