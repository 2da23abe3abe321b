import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { memberStream } from '@hearth/contracts/streams';
import { addMs, HOUR } from '@hearth/platform/clock';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { invalid } from '@hearth/platform/errors';
import { endAllSessions } from '../members/access';
import { runMemberCommand } from '../members/commands';
import { memberDecider } from '../members/decide';
import { passwordResetMail } from './mails';
import { consumeToken, issueTokenMail } from './one-time-tokens';
import { hashPassword } from './passwords';
import { forgetAccountFailures } from './sign-in-throttle';

/** POST /api/forgot-password: mails a link when the account exists; the caller always answers the same. */
export async function sendPasswordReset(deps: Deps, email: string): Promise<void> {
  const [account] = await deps.sql<{ member_id: string; agency_id: string; email: string }[]>`
    select p.member_id, p.agency_id, p.email
    from credentials c join people p using (member_id) where c.email_key = ${email}`;
  if (!account) return;
  const { state } = await loadState(deps.eventStore, memberStream(account.member_id), memberDecider);
  if (state.status === 'removed' || state.status === 'none') return;
  const now = deps.clock.now();
  const mail = await issueTokenMail(deps, {
    purpose: 'reset_password',
    memberId: account.member_id,
    agencyId: account.agency_id,
    expiresAt: addMs(now, HOUR),
    mail: (token) => passwordResetMail(account.email, `${deps.config.appOrigin}/reset-password?token=${token}`),
  });
  await deps.outbox.deliver([mail]);
  deps.log.info(
    { audit: 'password_reset_requested', memberId: account.member_id, at: now.toISOString() },
    'password reset link sent',
  );
}

/**
 * POST /api/reset-password: sets the new password and ends every session. Following the emailed
 * link also proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const now = deps.clock.now();
  const owner = await consumeToken(deps.sql, token, 'reset_password', now);
  if (!owner) throw invalid(AUTH_MESSAGES.invalidResetToken, ERROR_CODES.invalidToken);
  const passwordHash = await hashPassword(password);
  await runMemberCommand(deps, owner.memberId, { type: 'VerifyEmail', memberId: owner.memberId });
  await runMemberCommand(
    deps,
    owner.memberId,
    { type: 'ChangePassword', memberId: owner.memberId, reason: 'reset' },
    {
      async prepare() {
        const [previous] = await deps.sql<{ password_hash: string; updated_at: Date }[]>`
          select password_hash, updated_at from credentials where member_id = ${owner.memberId}`;
        await deps.sql`
          update credentials set password_hash = ${passwordHash}, updated_at = ${now}
          where member_id = ${owner.memberId}`;
        await endAllSessions(deps.sql, owner.memberId);
        return () => deps.sql`
          update credentials set password_hash = ${previous?.password_hash ?? passwordHash},
                                 updated_at = ${previous?.updated_at ?? now}
          where member_id = ${owner.memberId}`;
      },
    },
  );
  // The reset proves the owner: the account's count of failed sign-ins starts again.
  const [account] = await deps.sql<{ email_key: string }[]>`
    select email_key from credentials where member_id = ${owner.memberId}`;
  if (account) await forgetAccountFailures(deps, account.email_key);
  deps.log.info({ audit: 'password_reset', memberId: owner.memberId, at: now.toISOString() }, 'password reset');
}
