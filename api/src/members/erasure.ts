import type { Sql, TransactionSql } from '@hearth/platform/db';
import { endAllSessions } from './access';

/**
 * Erases a removed member's personal data for good (docs/architecture.md): name and email (`people`, and
 * with it the password), sessions, pending sign-ins, trusted browsers, link tokens, and any open-round invitation.
 * Idempotent: the removal route calls it at once, and a reactor on MemberRemoved calls it again so
 * that a crash between the event and the deletion cannot leave the data behind.
 */
export async function erasePersonalData(sql: Sql | TransactionSql, memberId: string): Promise<void> {
  await endAllSessions(sql, memberId);
  await sql`delete from trusted_devices where member_id = ${memberId}`;
  await sql`delete from one_time_tokens where member_id = ${memberId}`;
  // Their name and address first: a round opening at this moment holds their `people` row (see
  // openRounds), so this waits for it to commit and the next statement finds the participant it made.
  await sql`delete from people where member_id = ${memberId}`;
  // An open round forgets them as a participant; if they had answered, the answer still counts
  // (it is known by a tag only, docs/anonymity.md).
  await sql`delete from round_participants where member_id = ${memberId}`;
  await sql`delete from legacy_round_invitations where member_id = ${memberId}`;
}
