import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type RegisterRequest } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { refuseDuplicate } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { conflict } from '@hearth/platform/errors';
import { MAIL_HOLD_MS, type MailKey } from '@hearth/platform/mail/outbox';
import { countHit } from '@hearth/platform/rate-limit';
import { reserveAgencyName, runAgencyCommand } from '../agency/commands';
import { runMemberCommand } from '../members/commands';
import { queueVerificationMail } from './email-verification';
import { accountExistsMail } from './mails';
import { hashPassword } from './passwords';

/** The email of a sign-up already has an account: nothing is registered, the owner is told by mail. */
class AlreadyRegistered extends Error {}
const OWNER_MAILS = { name: 'register-existing-email', limit: 3, windowSeconds: 3600 };

/**
 * Sign-up: the agency and its first administrator. A sign-up with an address that already has an
 * account gets the same answer as any other (docs/security.md, "Who has an account"): nothing is
 * registered, and the address's owner is mailed instead. A taken agency name is refused first,
 * whatever the address. The agency's name, the person's details and the
 * password hash go to state tables first (reserved: a taken name or email is refused before anything
 * is logged); the log gets AgencyRegistered and AdminRegistered. If an append fails the reservations
 * are released, so the same sign-up can be tried again.
 */
export async function registerAgency(deps: Deps, input: RegisterRequest): Promise<void> {
  const agencyId = randomUUID();
  const memberId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  let verification: MailKey | undefined;
  const release = async () => {
    await deps.sql.begin(async (tx) => {
      await tx`delete from people where member_id = ${memberId}`;
      await tx`delete from agency_names where agency_id = ${agencyId}`;
      await tx`delete from one_time_tokens where member_id = ${memberId}`;
      if (verification) await deps.outbox.cancel(tx, [verification]);
    });
  };

  const registered = await runAgencyCommand(
    deps,
    { id: memberId, agencyId },
    { type: 'RegisterAgency', agencyId, name: input.agencyName },
    {
      async prepare() {
        await deps.sql.begin(async (tx) => {
          const [taken] = await tx`select 1 from credentials where email_key = ${input.email}`;
          await reserveAgencyName(tx, agencyId, input.agencyName);
          if (taken) throw new AlreadyRegistered();
          await refuseDuplicate(
            tx`
              insert into people (member_id, agency_id, email, first_name, last_name)
              values (${memberId}, ${agencyId}, ${input.email}, ${input.firstName}, ${input.lastName})`,
            () => conflict(AUTH_MESSAGES.emailTaken, ERROR_CODES.emailTaken),
          );
          await refuseDuplicate(
            tx`
              insert into credentials (member_id, email_key, password_hash, updated_at)
              values (${memberId}, ${input.email}, ${passwordHash}, ${now})`,
            () => conflict(AUTH_MESSAGES.emailTaken, ERROR_CODES.emailTaken),
          );
          // Held until both events are appended; a sign-up cut short by a crash still gets its mail.
          verification = await queueVerificationMail(
            deps,
            { memberId, agencyId, email: input.email, firstName: input.firstName },
            { tx, holdMs: MAIL_HOLD_MS },
          );
        });
        return release;
      },
    },
  ).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AlreadyRegistered) return false;
      throw error;
    },
  );
  if (!registered) {
    if (await countHit(deps.sql, OWNER_MAILS, input.email, now)) {
      await deps.outbox.sendNow(accountExistsMail(input.email, deps.config.appOrigin), {
        key: `exists:${now.getTime()}`,
      });
    }
    deps.log.info({ audit: 'sign_up_existing_email', at: now.toISOString() }, 'sign-up with a registered address');
    return;
  }
  await runMemberCommand(deps, memberId, { type: 'RegisterAdmin', memberId, agencyId }).catch(
    async (error: unknown) => {
      await release();
      throw error;
    },
  );
  deps.log.info({ audit: 'agency_registered', memberId, agencyId, at: now.toISOString() }, 'agency registered');
  if (verification) await deps.outbox.deliver([verification]);
}
