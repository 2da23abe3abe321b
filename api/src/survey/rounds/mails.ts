import { DEFAULT_LANGUAGE, DEFAULT_SURVEY_SCHEDULE, isLanguage, type Language } from '@hearth/contracts/constants';
import { textSendingTime } from '@hearth/contracts/texts';
import { shuffled } from '@hearth/platform/collections';
import { byteaArray, type TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import type { MailRenderer, QueuedMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { hashToken, randomToken } from '@hearth/platform/secrets';
import { getAgenciesSettings } from '../../agency/queries';
import { loadMailSettings, renderStaffMail } from '../../email-templates/render';
import { languagesOf, timezonesOf } from '../../members/queries';
import { textBody, textMessage } from '../../texts/messages';
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
const REMINDER_MAIL = 'reminder';
/** The same, by text message (ADR 090): made the same way, to the number the member had at the opening. */
const SURVEY_TEXT = 'survey-text';
const REMINDER_TEXT = 'reminder-text';
const TOKEN_PLACEHOLDER = '-hearth-survey-token-';

const surveyMailKey = (roundId: string, memberId: string) => `${roundId}:${memberId}`;
const reminderMailKey = (roundId: string, memberId: string, reminder: string) => `${roundId}:${memberId}:${reminder}`;

/** A participant as the queue knows them: reached at an address, a number, or both. */
interface Reached {
  roundId: string;
  memberId: string;
  email: string | null;
  mobile: string | null;
}

/**
 * The outbox rows of survey (or reminder) mails and texts for these participants: a mail to those with
 * an address, a text to those with a number, due at once or, for a text outside 08:00–20:00 in the
 * member's time zone (theirs, else the agency's), at the next 08:00.
 */
function linkMails(
  participants: (Reached & { timezone: string })[],
  kind: 'survey' | 'reminder',
  now: Date,
  reminder?: string,
): QueuedMail[] {
  return participants.flatMap(({ roundId, memberId, email, mobile, timezone }) => {
    const data = { roundId, memberId };
    const key = reminder ? reminderMailKey(roundId, memberId, reminder) : surveyMailKey(roundId, memberId);
    const mail = { kind: kind === 'survey' ? SURVEY_MAIL : REMINDER_MAIL, key, data, scope: roundId };
    const text = {
      kind: kind === 'survey' ? SURVEY_TEXT : REMINDER_TEXT,
      key: `${key}:text`,
      data,
      scope: roundId,
      dueAt: textSendingTime(now, timezone),
    };
    return [...(email ? [mail] : []), ...(mobile ? [text] : [])];
  });
}

/** Queues reminders for these participants, once per person and `reminder` (a retry queues nothing twice). */
export async function queueReminders(
  deps: Pick<Deps, 'outbox' | 'sql' | 'clock'>,
  participants: Reached[],
  reminder: string,
): Promise<number> {
  // Each member's own zone for texts, else the agency's.
  const zones = await timezonesOf(
    deps.sql,
    participants.map((row) => row.memberId),
  );
  const agencies = await getAgenciesSettings(deps.sql, [...new Set(zones.map((row) => row.agency_id))]);
  const zoneOf = new Map(zones.map((row) => [row.member_id, row.timezone ?? agencies.get(row.agency_id)?.timezone]));
  const zoned = participants.map((row) => ({
    ...row,
    timezone: zoneOf.get(row.memberId) ?? DEFAULT_SURVEY_SCHEDULE.timezone,
  }));
  return deps.outbox.queue(deps.sql, linkMails(zoned, 'reminder', deps.clock.now(), reminder));
}

/**
 * Queues one survey mail per participant in the caller's transaction: the makings, not the mail
 * (above). In a random order, unrelated to the participants' rows: the outbox's rows, sealed, are
 * sent in their order, and the links a batch makes must not point back to anyone by position.
 */
export function queueSurveyMails(
  deps: Pick<Deps, 'outbox' | 'clock'>,
  tx: TransactionSql,
  participants: (Reached & { timezone: string })[],
) {
  return deps.outbox.queue(tx, linkMails(shuffled(participants), 'survey', deps.clock.now()));
}

interface SurveyMailItem {
  roundId: string;
  memberId: string;
}

export function surveyMailRenderers(deps: Deps): Record<string, MailRenderer> {
  return {
    [SURVEY_MAIL]: (items) => renderLinks(deps, 'survey', 'email', items as SurveyMailItem[]),
    [REMINDER_MAIL]: (items) => renderLinks(deps, 'reminder', 'email', items as SurveyMailItem[]),
    [SURVEY_TEXT]: (items) => renderLinks(deps, 'survey', 'text', items as SurveyMailItem[]),
    [REMINDER_TEXT]: (items) => renderLinks(deps, 'reminder', 'text', items as SurveyMailItem[]),
  };
}

async function renderLinks(
  deps: Deps,
  kind: 'survey' | 'reminder',
  channel: 'email' | 'text',
  items: SurveyMailItem[],
) {
  const roundIds = [...new Set(items.map((item) => item.roundId))];
  const rounds = await deps.sql<{ round_id: string; agency_id: string; opens_at: Date; closes_at: Date }[]>`
    select round_id, agency_id, opens_at, closes_at from round_state
    where round_id = any(${roundIds}::uuid[]) and status = 'open'`;
  const roundById = new Map(rounds.map((round) => [round.round_id, round]));
  // Storage is found by closing time first (its partitions and primary keys lead with it): by round
  // alone each batch read every closing time's participants, n² at one opening minute.
  const closingTimes = [...new Set(rounds.map((round) => round.closes_at.toISOString()))];
  const roundIdsOpen = rounds.map((round) => round.round_id);
  const participants = await deps.sql<{ round_id: string; member_id: string; address: string }[]>`
    select round_id, member_id, ${channel === 'text' ? deps.sql`mobile` : deps.sql`email`} as address
    from round_participants
    where closes_at = any(${closingTimes}::timestamptz[]) and round_id = any(${roundIdsOpen}::uuid[])
      and ${channel === 'text' ? deps.sql`mobile` : deps.sql`email`} is not null`;
  const addressOf = new Map(participants.map((row) => [`${row.round_id}:${row.member_id}`, row.address]));
  const memberIds = [...new Set(participants.map((row) => row.member_id))];
  const languages = await languagesOf(deps.sql, memberIds);
  // A member who replied STOP since the text was queued gets no more (their mails still go).
  const stopped = new Set(languages.filter((row) => row.text_consent !== true).map((row) => row.member_id));
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
    const address = addressOf.get(`${item.roundId}:${item.memberId}`);
    const participant = participantTag(deps.secrets, item.roundId, item.memberId);
    if (!round || !address || hasAnswered(item.roundId, participant)) return [];
    if (channel === 'text' && stopped.has(item.memberId)) return [];
    return [{ item, round, address, participant }];
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
      content =
        channel === 'text'
          ? textMessage(
              to,
              agency.agencyName,
              textBody(kind, language, { ...agency, url, closesAt: round.closes_at, timezone: agency.timezone }),
            )
          : renderStaffMail(agency, { kind, language, url, appOrigin: deps.config.appOrigin }, to);
      contents.set(key, content);
    }
    return content;
  };
  const messages = new Map(
    due.map(({ item, round, address }, index): [SurveyMailItem, MailMessage] => {
      const language = languageOf.get(item.memberId) ?? DEFAULT_LANGUAGE;
      const content = contentFor(round, language, address);
      return [item, { ...content, to: address, substitutions: { [TOKEN_PLACEHOLDER]: tokens[index]! } }];
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
