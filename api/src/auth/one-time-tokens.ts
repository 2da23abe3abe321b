import type { Sql } from '@hearth/platform/db';
import { hashToken, randomToken } from '@hearth/platform/secrets';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** Issues a single-use emailed link token (stored hashed), replacing older ones of that purpose. */
export async function issueToken(
  sql: Sql,
  options: { purpose: TokenPurpose; memberId: string; agencyId: string; expiresAt: Date },
): Promise<string> {
  const token = randomToken();
  await sql.begin(async (tx) => {
    await tx`delete from one_time_tokens where member_id = ${options.memberId} and purpose = ${options.purpose}`;
    await tx`
      insert into one_time_tokens (token_hash, purpose, member_id, agency_id, expires_at)
      values (${hashToken(token)}, ${options.purpose}, ${options.memberId}, ${options.agencyId}, ${options.expiresAt})`;
  });
  return token;
}

/** Uses a token up: it answers once, and only before it expires. */
export async function consumeToken(
  sql: Sql,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ memberId: string; agencyId: string } | null> {
  const [row] = await sql<{ member_id: string; agency_id: string; expires_at: Date }[]>`
    delete from one_time_tokens where token_hash = ${hashToken(token)} and purpose = ${purpose}
    returning member_id, agency_id, expires_at`;
  if (!row || row.expires_at <= now) return null;
  return { memberId: row.member_id, agencyId: row.agency_id };
}
