import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import type { Deps } from '@hearth/platform/deps';
import { unauthenticated } from '@hearth/platform/errors';
import { Hono } from 'hono';
import { readBody, reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { idParam } from '../http/params';
import { limitPerIp } from '../http/rate-limit';
import { requireAdmin } from '../http/session';
import { inviteMember, removeMember, resendInvitation, updateMember, updateOnboarding } from './commands';
import { MEMBER_NOT_FOUND } from './decide';
import { acceptInvitation, recordTextConsent } from './invitation-acceptance';
import { listMembers } from './queries';
import { importRoster, previewRoster } from './roster';

/** /api/users (User Management, dashboard Staff Members), invitation acceptance, and /api/user/onboarding. */
export function membersRoutes(deps: Deps) {
  const admin = requireAdmin();
  const perIp = (name: string, limit: number) => limitPerIp(deps, { name, limit, windowSeconds: 900 });

  return new Hono<AppEnv>()
    .get('/users', admin, async (c) => reply(c, 'GET /api/users', await listMembers(deps.sql, c.get('admin').agencyId)))
    .post('/users/invite', admin, async (c) => {
      const invited = await inviteMember(deps, c.get('admin'), await readBody(c, 'POST /api/users/invite'));
      return reply(c, 'POST /api/users/invite', invited);
    })
    .post('/users/import/preview', admin, async (c) => {
      const { csv } = await readBody(c, 'POST /api/users/import/preview');
      return reply(c, 'POST /api/users/import/preview', await previewRoster(deps, c.get('admin').agencyId, csv));
    })
    .post('/users/import', admin, async (c) => {
      const { csv } = await readBody(c, 'POST /api/users/import');
      return reply(c, 'POST /api/users/import', await importRoster(deps, c.get('admin'), csv));
    })
    .patch('/users/:id', admin, async (c) => {
      const memberId = idParam(c, MEMBER_NOT_FOUND);
      const updated = await updateMember(deps, c.get('admin'), memberId, await readBody(c, 'PATCH /api/users/:id'));
      return reply(c, 'PATCH /api/users/:id', updated);
    })
    .delete('/users/:id', admin, async (c) => {
      await removeMember(deps, c.get('admin'), idParam(c, MEMBER_NOT_FOUND));
      return reply(c, 'DELETE /api/users/:id', { message: 'User deleted successfully' });
    })
    .post('/users/:id/resend-invite', admin, async (c) => {
      const resent = await resendInvitation(deps, c.get('admin'), idParam(c, MEMBER_NOT_FOUND));
      return reply(c, 'POST /api/users/:id/resend-invite', resent);
    })
    .post('/users/accept-invite', perIp('accept-invite', 30), async (c) => {
      const { token } = await readBody(c, 'POST /api/users/accept-invite');
      return reply(c, 'POST /api/users/accept-invite', await acceptInvitation(deps, token));
    })
    .post('/users/text-consent', perIp('text-consent', 30), async (c) => {
      const { token, consent } = await readBody(c, 'POST /api/users/text-consent');
      return reply(c, 'POST /api/users/text-consent', await recordTextConsent(deps, token, consent));
    })
    .patch('/user/onboarding', async (c) => {
      const session = c.get('session');
      if (!session) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      await updateOnboarding(deps, session.memberId, await readBody(c, 'PATCH /api/user/onboarding'));
      return reply(c, 'PATCH /api/user/onboarding', { message: 'Onboarding updated' });
    });
}
