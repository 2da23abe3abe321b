import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import { forbidden, unauthenticated } from '@hearth/platform/errors';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

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
