import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hearth/contracts/constants';
import { shuffled } from '@hearth/platform/collections';
import { byteaArray, type TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import type { MailRenderer } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { hashToken, randomToken } from '@hearth/platform/secrets';
import { loadMailSettings, renderStaffMail } from '../../email-templates/render';
import { answeredMarks, participantTag, sealTag } from './tags';

/**
 * Survey and reminder mails, as the outbox sends them (docs/decisions/017-durable-mail-outbox.md).
 * The outbox row holds only the round and the member; the link is made here, when the mail is sent:
 * a fresh one-time token whose hash (and the participant's tag, never the member) goes to
 * `round_links`. So no survey link is kept anywhere, and a mail sent twice after a crash only means
 * two links, of which one answer can be given. A mail for someone who has answered meanwhile, or for
 * a round that is no longer open, is dropped. Each mail is in the member's language, its link opens
 * the check-in in that language, and it ends with the link to the staff privacy page
 * (docs/staff-languages.md).
 */
const SURVEY_MAIL = 'survey';
export const REMINDER_MAIL = 'reminder';
const TOKEN_PLACEHOLDER = '-hearth-survey-token-';

const surveyMailKey = (roundId: string, memberId: string) => `${roundId}:${memberId}`;
export const reminderMailKey = (roundId: string, memberId: string, reminder: string) =>
  `${roundId}:${memberId}:${reminder}`;

/**
 * Queues one survey mail per participant in the caller's transaction: the makings, not the mail
 * (above). In a random order, unrelated to the participants' rows: the outbox's rows, sealed, are
 * sent in their order, and the links a batch makes must not point back to anyone by position.
 */
export function queueSurveyMails(
  deps: Pick<Deps, 'outbox'>,
  tx: TransactionSql,
  participants: { roundId: string; memberId: string }[],
) {
  return deps.outbox.queue(
    tx,
    shuffled(participants).map(({ roundId, memberId }) => ({
      kind: SURVEY_MAIL,
      key: surveyMailKey(roundId, memberId),
      data: { roundId, memberId },
      scope: roundId,
    })),
  );
}

interface SurveyMailItem {
  roundId: string;
  memberId: string;
}

export function surveyMailRenderers(deps: Deps): Record<string, MailRenderer> {
  return {
    [SURVEY_MAIL]: (items) => renderLinks(deps, 'survey', items as SurveyMailItem[]),
    [REMINDER_MAIL]: (items) => renderLinks(deps, 'reminder', items as SurveyMailItem[]),
  };
}

async function renderLinks(deps: Deps, kind: 'survey' | 'reminder', items: SurveyMailItem[]) {
  const roundIds = [...new Set(items.map((item) => item.roundId))];
  const rounds = await deps.sql<{ round_id: string; agency_id: string; opens_at: Date; closes_at: Date }[]>`
    select round_id, agency_id, opens_at, closes_at from round_state
    where round_id = any(${roundIds}::uuid[]) and status = 'open'`;
  const roundById = new Map(rounds.map((round) => [round.round_id, round]));
  // Storage is found by closing time first (its partitions and primary keys lead with it): by round
  // alone each batch read every closing time's participants, n² at one opening minute.
  const closingTimes = [...new Set(rounds.map((round) => round.closes_at.toISOString()))];
  const roundIdsOpen = rounds.map((round) => round.round_id);
  const participants = await deps.sql<{ round_id: string; member_id: string; email: string }[]>`
    select round_id, member_id, email from round_participants
    where closes_at = any(${closingTimes}::timestamptz[]) and round_id = any(${roundIdsOpen}::uuid[])
      and email is not null`;
  const emailOf = new Map(participants.map((row) => [`${row.round_id}:${row.member_id}`, row.email]));
  const memberIds = [...new Set(participants.map((row) => row.member_id))];
  const languages = await deps.sql<{ member_id: string; language: string }[]>`
    select member_id, language from members where member_id = any(${memberIds}::uuid[])`;
  const languageOf = new Map(
    languages.map((row): [string, Language] => [
      row.member_id,
      isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    ]),
  );
  const answered = await deps.sql<{ round_id: string; participant: Buffer }[]>`
    select round_id, participant from round_answered
    where closes_at = any(${closingTimes}::timestamptz[]) and round_id = any(${roundIdsOpen}::uuid[])`;
  const marked = new Set(answered.map((row) => `${row.round_id}:${row.participant.toString('hex')}`));
  const hasAnswered = (roundId: string, participant: Buffer) =>
    answeredMarks(deps.secrets, roundId, participant).some((mark) => marked.has(`${roundId}:${mark.toString('hex')}`));
  const settings = new Map(
    await Promise.all(
      [...new Set(rounds.map((round) => round.agency_id))].map(
        async (agencyId) => [agencyId, await loadMailSettings(deps.eventStore, agencyId)] as const,
      ),
    ),
  );

  const due = items.flatMap((item) => {
    const round = roundById.get(item.roundId);
    const email = emailOf.get(`${item.roundId}:${item.memberId}`);
    const participant = participantTag(deps.secrets, item.roundId, item.memberId);
    if (!round || !email || hasAnswered(item.roundId, participant)) return [];
    return [{ item, round, email, participant }];
  });
  const tokens = await mintLinks(
    deps,
    due.map(({ item, round, participant }) => ({ roundId: item.roundId, closesAt: round.closes_at, participant })),
  );
  // An agency's mails of one kind and language differ only in recipient and link (a substitution):
  // each is rendered once, and SendGrid gets them as one request.
  const contents = new Map<string, MailMessage>();
  const contentFor = (round: (typeof rounds)[number], language: Language, to: string) => {
    // The round's own window (the agency may have chosen another since it opened).
    const answerWindowHours = Math.round((round.closes_at.getTime() - round.opens_at.getTime()) / 3_600_000);
    const key = `${round.agency_id}:${language}:${answerWindowHours}`;
    let content = contents.get(key);
    if (!content) {
      const url = `${deps.config.appOrigin}/survey?token=${TOKEN_PLACEHOLDER}&lang=${language}`;
      const agency = { ...settings.get(round.agency_id)!, answerWindowHours };
      content = renderStaffMail(agency, { kind, language, url, appOrigin: deps.config.appOrigin }, to);
      contents.set(key, content);
    }
    return content;
  };
  const messages = new Map(
    due.map(({ item, round, email }, index): [SurveyMailItem, MailMessage] => {
      const language = languageOf.get(item.memberId) ?? DEFAULT_LANGUAGE;
      const content = contentFor(round, language, email);
      return [item, { ...content, to: email, substitutions: { [TOKEN_PLACEHOLDER]: tokens[index]! } }];
    }),
  );
  return items.map((item) => messages.get(item) ?? null);
}

/**
 * Makes one fresh survey link per entry: a random token whose hash is stored with the participant's
 * tag (given, or made from the member) sealed, the rows in a random order (rounds/tags.ts). Answers
 * the tokens, in the entries' order; they are in no table.
 */
export async function mintLinks(
  deps: Pick<Deps, 'sql' | 'secrets'>,
  links: ({ roundId: string; closesAt: Date } & ({ memberId: string } | { participant: Buffer }))[],
): Promise<string[]> {
  const rows = links.map((link) => ({
    ...link,
    token: randomToken(),
    tag: 'participant' in link ? link.participant : participantTag(deps.secrets, link.roundId, link.memberId),
  }));
  const stored = shuffled(rows);
  if (stored.length > 0) {
    await deps.sql`
      insert into round_links (closes_at, token_hash, round_id, participant)
      select * from unnest(
        ${stored.map((row) => row.closesAt.toISOString())}::timestamptz[],
        ${byteaArray(
          deps.sql,
          stored.map((row) => hashToken(row.token)),
        )},
        ${stored.map((row) => row.roundId)}::uuid[],
        ${byteaArray(
          deps.sql,
          stored.map((row) => sealTag(deps.secrets, row.tag)),
        )})`;
  }
  return rows.map((row) => row.token);
}
