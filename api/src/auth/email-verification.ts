import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { memberStream } from '@hearth/contracts/streams';
import { addMs, DAY } from '@hearth/platform/clock';
import { loadState } from '@hearth/platform/commands';
import type { TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { invalid } from '@hearth/platform/errors';
import type { MailKey } from '@hearth/platform/mail/outbox';
import { runMemberCommand } from '../members/commands';
import { memberDecider } from '../members/decide';
import { verificationMail } from './mails';
import { consumeToken, issueTokenMail } from './one-time-tokens';

/** Issues a verification link and queues its mail (inside `tx` when given, e.g. the sign-up's own). */
export function queueVerificationMail(
  deps: Deps,
  person: { memberId: string; agencyId: string; email: string; firstName: string },
  options: { tx?: TransactionSql; holdMs?: number } = {},
): Promise<MailKey> {
  return issueTokenMail(deps, {
    purpose: 'verify_email',
    memberId: person.memberId,
    agencyId: person.agencyId,
    expiresAt: addMs(deps.clock.now(), DAY),
    mail: (token) =>
      verificationMail(person.email, person.firstName, `${deps.config.appOrigin}/verify-email?token=${token}`),
    ...options,
  });
}

/** POST /api/verify-email: the link's token proves the address; EmailVerified is appended once. */
export async function verifyEmail(deps: Deps, token: string): Promise<{ message: string; email: string }> {
  const now = deps.clock.now();
  const owner = await consumeToken(deps.sql, token, 'verify_email', now);
  if (!owner) throw invalid(AUTH_MESSAGES.invalidVerificationToken, ERROR_CODES.invalidToken);
  const [person] = await deps.sql<{ email: string }[]>`select email from people where member_id = ${owner.memberId}`;
  if (!person) throw invalid(AUTH_MESSAGES.invalidVerificationToken, ERROR_CODES.invalidToken);
  await runMemberCommand(deps, owner.memberId, { type: 'VerifyEmail', memberId: owner.memberId });
  deps.log.info({ audit: 'email_verified', memberId: owner.memberId, at: now.toISOString() }, 'email verified');
  return { message: AUTH_MESSAGES.emailVerified, email: person.email };
}

/** POST /api/resend-verification: the same answer whether or not such an unverified account exists. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const [person] = await deps.sql<{ member_id: string; agency_id: string; email: string; first_name: string }[]>`
    select p.member_id, p.agency_id, p.email, p.first_name
    from credentials c join people p using (member_id) where c.email_key = ${email}`;
  if (!person) return;
  const { state } = await loadState(deps.eventStore, memberStream(person.member_id), memberDecider);
  if (state.emailVerified || state.status === 'removed') return;
  const mail = await queueVerificationMail(deps, {
    memberId: person.member_id,
    agencyId: person.agency_id,
    email: person.email,
    firstName: person.first_name,
  });
  await deps.outbox.deliver([mail]);
}
