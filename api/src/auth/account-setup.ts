import { ERROR_CODES } from '@hearth/contracts/errors';
import { INVALID_INVITATION } from '@hearth/contracts/invitation-messages';
import { refuseDuplicate } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { conflict, invalid } from '@hearth/platform/errors';
import { runMemberCommand } from '../members/commands';
import { consumeInvitation, findInvitation, otpMatches } from '../members/invitations';
import { hashPassword } from './passwords';

const EMAIL_HAS_ACCOUNT = 'This email already belongs to a Hearth administrator account.';
const INVITE_CREDENTIALS_MISMATCH = 'The email or one-time password does not match this invitation.';

/** /setup?token: an invited administrator proves the email and one-time password, then chooses a password. */
export async function completeAccountSetup(
  deps: Deps,
  input: { token: string; email: string; otp: string; password: string },
): Promise<void> {
  const invitation = await findInvitation(deps.sql, input.token, deps.clock.now());
  if (!invitation) throw invalid(INVALID_INVITATION, ERROR_CODES.invalidToken);
  const [person] = await deps.sql<{ email: string | null }[]>`
    select email from people where member_id = ${invitation.memberId}`;
  const otpOk = await otpMatches(deps, invitation, input.otp);
  if (!person?.email || person.email.toLowerCase() !== input.email || !otpOk) {
    throw invalid(INVITE_CREDENTIALS_MISMATCH, 'INVITATION_MISMATCH');
  }
  const passwordHash = await hashPassword(input.password);
  await runMemberCommand(
    deps,
    invitation.memberId,
    { type: 'ActivateAccount', memberId: invitation.memberId },
    {
      async prepare() {
        const giveBack = await consumeInvitation(deps.sql, invitation);
        await refuseDuplicate(
          deps.sql`
            insert into credentials (member_id, email_key, password_hash, updated_at)
            values (${invitation.memberId}, ${input.email}, ${passwordHash}, ${deps.clock.now()})`,
          () => conflict(EMAIL_HAS_ACCOUNT, ERROR_CODES.emailTaken),
        ).catch(async (error: unknown) => {
          await giveBack();
          throw error;
        });
        return async () => {
          await deps.sql`delete from credentials where member_id = ${invitation.memberId}`;
          await giveBack();
        };
      },
    },
  );
  deps.log.info(
    { audit: 'account_set_up', memberId: invitation.memberId, at: deps.clock.now().toISOString() },
    'administrator account set up',
  );
}
