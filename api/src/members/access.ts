import type { Sql, TransactionSql } from '@hearth/platform/db';

/** Ends every session and pending sign-in of a member: on password reset, demotion and removal. */
export async function endAllSessions(sql: Sql | TransactionSql, memberId: string): Promise<void> {
  await sql`delete from sessions where member_id = ${memberId}`;
  await sql`delete from mfa_challenges where member_id = ${memberId}`;
}
