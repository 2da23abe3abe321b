import type { TemplateKind } from '@hearth/contracts/email-templates';
import type { Sql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { hashToken, randomToken } from '@hearth/platform/secrets';
import { type loadMailSettings, renderAgencyMail } from '../email-templates/render';

/**
 * Survey links: one-time tokens stored hashed in `round_links`, valid until the round closes.
 * A reminder adds a fresh link to the same invitation; answering deletes them all. Answers whether
 * it mailed: not to someone who has answered meanwhile.
 */
export async function mailSurveyLink(
  deps: Deps,
  invitee: { roundId: string; memberId: string; email: string },
  mail: { kind: Extract<TemplateKind, 'survey' | 'reminder'>; settings: Awaited<ReturnType<typeof loadMailSettings>> },
): Promise<boolean> {
  const token = randomToken();
  // Someone who answered while their batch waited its turn gets no reminder.
  const [issued] = await deps.sql`
    insert into round_links (token_hash, round_id, member_id)
    select ${hashToken(token)}, round_id, member_id from round_invitations
    where round_id = ${invitee.roundId} and member_id = ${invitee.memberId} and not responded
    returning 1`;
  if (!issued) return false;
  const url = `${deps.config.appOrigin}/survey?token=${token}`;
  try {
    await deps.mailer.send(
      renderAgencyMail(mail.settings.template(mail.kind), { agencyName: mail.settings.agencyName, url }, invitee.email),
    );
  } catch (error) {
    await deps.sql`delete from round_links where token_hash = ${hashToken(token)}`;
    throw error;
  }
  return true;
}

export interface OpenLink {
  roundId: string;
  memberId: string;
  closesAt: Date;
}

/** The invitation behind a survey link, if the link may still be used now. */
export async function findUsableLink(sql: Sql, token: string, now: Date): Promise<OpenLink | null> {
  const [row] = await sql<
    { round_id: string; member_id: string; closes_at: Date; status: string; responded: boolean }[]
  >`
    select l.round_id, l.member_id, r.closes_at, r.status, i.responded
    from round_links l
    join round_invitations i on i.round_id = l.round_id and i.member_id = l.member_id
    join round_state r on r.round_id = l.round_id
    where l.token_hash = ${hashToken(token)}`;
  if (row?.status !== 'open' || row.responded || row.closes_at <= now) return null;
  return { roundId: row.round_id, memberId: row.member_id, closesAt: row.closes_at };
}

/** Runs `work` over items, at most `limit` at a time (mail providers answer slowly, one by one). */
export async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
