import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type RegisterRequest } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { agencyStream, memberStream } from '@hearth/contracts/streams';
import { handleCommand } from '@hearth/platform/decider';
import type { Deps } from '@hearth/platform/deps';
import { conflict } from '@hearth/platform/errors';
import { agencyDecider } from '../agency/decide';
import { memberDecider } from '../members/decide';
import { sendVerificationMail } from './email-verification';
import { hashPassword } from './passwords';

/** Agency names compare without case and runs of spaces ("Sunrise  hospice" = "sunrise Hospice"). */
export function agencyNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Sign-up: the agency and its first administrator. Personal data and the password hash go to
 * state tables; the log gets AgencyRegistered and AdminRegistered. If the appends fail, the
 * reservations are released so the same sign-up can be tried again.
 */
export async function registerAgency(deps: Deps, input: RegisterRequest): Promise<void> {
  const { sql, eventStore, clock } = deps;
  const agencyId = randomUUID();
  const memberId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();

  await sql
    .begin(async (tx) => {
      const [taken] = await tx`select 1 from credentials where email_key = ${input.email}`;
      if (taken) throw conflict(AUTH_MESSAGES.emailTaken, ERROR_CODES.emailTaken);
      const reserved = await tx`
      insert into agency_names (agency_id, name_key) values (${agencyId}, ${agencyNameKey(input.agencyName)})
      on conflict (name_key) do nothing returning agency_id`;
      if (reserved.length === 0) throw conflict(AUTH_MESSAGES.agencyNameTaken, ERROR_CODES.agencyNameTaken);
      await tx`
      insert into people (member_id, agency_id, email, first_name, last_name)
      values (${memberId}, ${agencyId}, ${input.email}, ${input.firstName}, ${input.lastName})`;
      await tx`
      insert into credentials (member_id, email_key, password_hash, updated_at)
      values (${memberId}, ${input.email}, ${passwordHash}, ${now})`;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken, ERROR_CODES.emailTaken);
      throw error;
    });

  const context = { actorId: memberId, now };
  let position;
  try {
    await handleCommand(
      eventStore,
      agencyStream(agencyId),
      agencyDecider,
      { type: 'RegisterAgency', agencyId, name: input.agencyName },
      context,
    );
    ({ position } = await handleCommand(
      eventStore,
      memberStream(memberId),
      memberDecider,
      { type: 'RegisterAdmin', memberId, agencyId },
      context,
    ));
  } catch (error) {
    await sql`delete from people where member_id = ${memberId}`;
    await sql`delete from agency_names where agency_id = ${agencyId}`;
    throw error;
  }
  deps.log.info({ audit: 'agency_registered', memberId, agencyId, at: now.toISOString() }, 'agency registered');
  await sendVerificationMail(deps, { memberId, agencyId, email: input.email, firstName: input.firstName });
  if (position) await deps.projections.waitFor(position);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}
