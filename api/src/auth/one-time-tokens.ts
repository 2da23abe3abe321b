import type { Sql, TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { MAIL_HOLD_MS, type MailKey, messageMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { hashToken, randomToken } from '@hearth/platform/secrets';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'trust_browser';

/**
 * Issues a single-use emailed link token (stored hashed), replacing older ones of that purpose, and
 * queues its mail in the same transaction: the link exists exactly when its mail is on its way.
 * Answers the queued mail, to deliver at once (or to release or cancel, with a hold).
 */
export async function issueTokenMail(
  deps: Pick<Deps, 'sql' | 'outbox'>,
  options: {
    purpose: TokenPurpose;
    memberId: string;
    agencyId: string;
    expiresAt: Date;
    mail(token: string): MailMessage;
    /** A transaction of the caller's to write in; its own otherwise. */
    tx?: TransactionSql;
    holdMs?: number;
  },
): Promise<MailKey> {
  const token = randomToken();
  const mail = messageMail(`${options.purpose}:${hashToken(token).toString('hex')}`, options.mail(token));
  const write = async (tx: TransactionSql) => {
    await tx`delete from one_time_tokens where member_id = ${options.memberId} and purpose = ${options.purpose}`;
    await tx`
      insert into one_time_tokens (token_hash, purpose, member_id, agency_id, expires_at)
      values (${hashToken(token)}, ${options.purpose}, ${options.memberId}, ${options.agencyId}, ${options.expiresAt})`;
    // Held: the caller delivers it at once (a crash lets it go when the hold ends).
    await deps.outbox.queue(tx, [mail], { holdMs: options.holdMs ?? MAIL_HOLD_MS });
  };
  if (options.tx) await write(options.tx);
  else await deps.sql.begin(write);
  return mail;
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
