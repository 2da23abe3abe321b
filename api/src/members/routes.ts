import { AUTH_MESSAGES, type MessageResponse } from '@hearth/contracts/auth';
import {
  type AcceptInviteResponse,
  acceptInviteRequest,
  accountSetupRequest,
  type InvitationResult,
  inviteUserRequest,
  type MemberSummary,
  onboardingRequest,
  updateUserRequest,
} from '@hearth/contracts/members';
import type { Deps } from '@hearth/platform/deps';
import { unauthenticated } from '@hearth/platform/errors';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { idParam } from '../http/params';
import { limitPerIp } from '../http/rate-limit';
import { requireAdmin } from '../http/session';
import { readJson } from '../http/validate';
import {
  acceptInvitation,
  completeAccountSetup,
  inviteMember,
  removeMember,
  resendInvitation,
  updateMember,
  updateOnboarding,
} from './commands';
import { MEMBER_NOT_FOUND } from './decide';
import { listMembers } from './queries';

/** /api/users (User Management, dashboard Staff Members), invitation acceptance, and /api/user/onboarding. */
export function membersRoutes(deps: Deps) {
  const admin = requireAdmin();
  const perIp = (name: string, limit: number) => limitPerIp(deps, { name, limit, windowSeconds: 900 });

  return new Hono<AppEnv>()
    .get('/users', admin, async (c) =>
      c.json((await listMembers(deps.sql, c.get('admin').agencyId)) satisfies MemberSummary[]),
    )
    .post('/users/invite', admin, async (c) => {
      const invited = await inviteMember(deps, c.get('admin'), await readJson(c, inviteUserRequest));
      return c.json(invited satisfies InvitationResult, 201);
    })
    .patch('/users/:id', admin, async (c) => {
      const memberId = idParam(c, MEMBER_NOT_FOUND);
      const updated = await updateMember(deps, c.get('admin'), memberId, await readJson(c, updateUserRequest));
      return c.json(updated satisfies MemberSummary);
    })
    .delete('/users/:id', admin, async (c) => {
      await removeMember(deps, c.get('admin'), idParam(c, MEMBER_NOT_FOUND));
      return c.json({ message: 'User deleted successfully' } satisfies MessageResponse);
    })
    .post('/users/:id/resend-invite', admin, async (c) => {
      const resent = await resendInvitation(deps, c.get('admin'), idParam(c, MEMBER_NOT_FOUND));
      return c.json(resent satisfies InvitationResult);
    })
    .post('/users/accept-invite', perIp('accept-invite', 30), async (c) => {
      const { token } = await readJson(c, acceptInviteRequest);
      return c.json((await acceptInvitation(deps, token)) satisfies AcceptInviteResponse);
    })
    .post('/users/setup', perIp('account-setup', 20), async (c) => {
      await completeAccountSetup(deps, await readJson(c, accountSetupRequest));
      return c.json({
        message: 'Account setup complete! You can now log in with your credentials.',
      } satisfies MessageResponse);
    })
    .patch('/user/onboarding', async (c) => {
      const session = c.get('session');
      if (!session) throw unauthenticated(AUTH_MESSAGES.notAuthenticated);
      await updateOnboarding(deps, session.memberId, await readJson(c, onboardingRequest));
      return c.json({ message: 'Onboarding updated' } satisfies MessageResponse);
    });
}
