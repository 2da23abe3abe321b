import type { CommentThemes } from '@hearth/contracts/insights';
import { agencyStream } from '@hearth/contracts/streams';
import { needsAlert } from '@hearth/contracts/survey';
import { chunks, groupBy } from '@hearth/platform/collections';
import { loadState } from '@hearth/platform/commands';
import { mapWithLimit } from '@hearth/platform/concurrency';
import type { Deps } from '@hearth/platform/deps';
import { uuidFromName } from '@hearth/platform/ids';
import { messageMail, type QueuedMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { waitForReadModels } from '@hearth/platform/read-your-writes';
import { latestCheckpoint, recordDueCheckpoints } from '@hearth/platform/transparency/checkpoints';
import { DateTime } from 'luxon';
import type { Agency } from '../agency/agency';
import { runAgencyCommand } from '../agency/commands';
import { agencyDecider } from '../agency/decide';
import { agenciesPastHour } from '../agency/queries';
import { closedWeeks } from '../dashboard/queries';
import { agenciesInsights, latestCommentThemes } from '../insights/queries';
import { administratorEmails } from '../members/queries';
import { loadRoundWithRevision, runRoundCommand } from '../survey/round/commands';
import { closedSummaries, hasClosedRound } from '../survey/summaries';
import { alertMail, digestMail } from './mails';

/**
 * The Monday digest (08:00 agency time) and the daily alert batch (from 08:00 agency time), run by
 * an hourly job. Each queues its mails in the durable outbox first, under keys that make a retry
 * queue nothing twice (a sent mail's key stays as a tombstone), and then records its event, which
 * makes later runs skip it: a crash between the two sends nothing twice and loses nothing. Both
 * report counts and averages only, and nothing for a round below the anonymity threshold
 * (docs/anonymity.md).
 */
const SEND_FROM_HOUR = 8;

/** Agencies read together: one statement per kind of row, however many agencies (docs/performance.md). */
const AGENCIES_PER_BATCH = 100;
/** Batches prepared side by side. */
const BATCHES_AT_ONCE = 2;
/** Agency and round streams read, and their events appended, side by side within a batch. */
const STREAMS_AT_ONCE = 8;

/** One agency of a batch, as its stream tells it (its name, time zone and last digest). */
interface AgencyAtHand {
  agencyId: string;
  agency: Agency;
  /** The agency's stream as read: the digest's command decides on it without reading it again. */
  revision: bigint | null;
  recipients: string[];
}

interface Failures {
  /** Agencies something failed for: the job ends with an error, and the driver retries it. */
  agencies: Set<string>;
}

/** Runs one agency's part of a batch; a failure is logged and counted, and the others go on. */
async function forEachAgency<T extends { agencyId: string }, R>(
  deps: Deps,
  items: T[],
  failures: Failures,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = await mapWithLimit(items, STREAMS_AT_ONCE, async (item) => {
    try {
      return [await work(item)];
    } catch (error) {
      deps.log.error(
        { err: error, agencyId: item.agencyId },
        'digest or alerts failed for an agency; the next run tries again',
      );
      failures.agencies.add(item.agencyId);
      return [];
    }
  });
  return results.flat();
}

/**
 * Each item's mails, built on its own: one whose mails cannot be built (its data) fails that agency
 * only. Answers the items that were built, with their mails.
 */
function buildEach<T extends { agencyId: string }>(
  deps: Deps,
  items: T[],
  failures: Failures,
  build: (item: T) => QueuedMail[],
): { built: T[]; mails: QueuedMail[] } {
  const built: T[] = [];
  const mails: QueuedMail[] = [];
  for (const item of items) {
    try {
      mails.push(...build(item));
      built.push(item);
    } catch (error) {
      deps.log.error(
        { err: error, agencyId: item.agencyId },
        'digest or alerts failed for an agency; the next run tries again',
      );
      failures.agencies.add(item.agencyId);
    }
  }
  return { built, mails };
}

/** One mail per administrator, under a scope named after what it is about (a week, some rounds). */
function mailsFor(about: string, recipients: string[], build: (to: string) => MailMessage) {
  const scope = uuidFromName(about);
  return recipients.map((to) => ({ ...messageMail(`${about}:${to}`, build(to)), scope }));
}

const localTime = (deps: Deps, agency: Agency) =>
  DateTime.fromJSDate(deps.clock.now(), { zone: agency.schedule.timezone });

/** The week (its Monday) whose digest is due for an agency now, or null. */
function dueDigestWeek(deps: Deps, agency: Agency): string | null {
  const local = localTime(deps, agency);
  if (local.weekday !== 1 || local.hour < SEND_FROM_HOUR) return null;
  const weekOf = local.toISODate()!;
  return agency.lastDigestWeek !== null && agency.lastDigestWeek >= weekOf ? null : weekOf;
}

/** The digests due in a batch: every mail queued first (a few large inserts), then each agency's DigestSent. */
async function sendDueDigests(deps: Deps, atHand: AgencyAtHand[], failures: Failures): Promise<number> {
  const due = atHand.flatMap((one) => {
    const weekOf = dueDigestWeek(deps, one.agency);
    return weekOf ? [{ ...one, weekOf }] : [];
  });
  if (due.length === 0) return 0;
  const ids = due.map((one) => one.agencyId);
  const [weeks, insights] = await Promise.all([
    closedWeeks(deps.sql, ids, deps.clock.now()),
    agenciesInsights(deps.sql, ids),
  ]);
  // Comments are read agency by agency: each is unsealed and masked with its own agency's roster.
  const themes = new Map<string, CommentThemes | null>();
  const checkpoints = new Map<string, string | null>();
  for (const id of ids) {
    themes.set(id, await latestCommentThemes(deps, id));
    checkpoints.set(id, (await latestCheckpoint(deps.sql, id))?.note ?? null);
  }
  const dashboardUrl = `${deps.config.appOrigin}/dashboard`;
  const { built: digests, mails } = buildEach(
    deps,
    due.filter((one) => weeks.get(one.agencyId)?.round),
    failures,
    ({ agencyId, agency, weekOf, recipients }) =>
      mailsFor(`digest:${agencyId}:${weekOf}`, recipients, (to) =>
        digestMail(
          to,
          agency.name,
          weeks.get(agencyId)!,
          insights.get(agencyId) ?? [],
          themes.get(agencyId) ?? null,
          checkpoints.get(agencyId) ?? null,
          dashboardUrl,
        ),
      ),
  );
  await deps.outbox.queue(deps.sql, mails);
  const recorded = await forEachAgency(
    deps,
    digests,
    failures,
    async ({ agencyId, agency, revision, weekOf, recipients }) => {
      const { events } = await runAgencyCommand(
        deps,
        { id: null, agencyId },
        { type: 'RecordDigest', weekOf, recipients: recipients.length },
        { loaded: { state: agency, revision } },
      );
      return events.length > 0;
    },
  );
  return recorded.filter(Boolean).length;
}

interface AlertRow {
  agency_id: string;
  round_id: string;
  closes_at: Date;
  response_count: number;
  threshold: number;
}

/**
 * The alerts due in a batch: rounds closed and not yet checked, at or above the anonymity threshold
 * the dashboard holds them to, with answers needing attention. Every mail is queued first, then
 * each round's AlertRaised; the rounds are marked checked last, except those of an agency whose
 * alerts failed, which the next run tries again.
 */
async function sendDueAlerts(deps: Deps, atHand: AgencyAtHand[], failures: Failures): Promise<number> {
  const agencies = new Map(
    atHand.filter((one) => localTime(deps, one.agency).hour >= SEND_FROM_HOUR).map((one) => [one.agencyId, one]),
  );
  if (agencies.size === 0) return 0;
  // A round closed before k was recorded is held to the agency's k today, as on the dashboard.
  const unchecked = await deps.sql<{ agency_id: string; round_id: string; closes_at: Date }[]>`
    select agency_id, round_id, closes_at from round_state
    where agency_id = any(${[...agencies.keys()]}::uuid[]) and status = 'closed' and not alert_checked
    order by closes_at`;
  if (unchecked.length === 0) return 0;
  const summaries = new Map(
    (
      await closedSummaries(
        deps.sql,
        unchecked.map((round) => round.round_id),
      )
    ).map((summary) => [summary.round_id, summary]),
  );
  const rounds: AlertRow[] = unchecked.flatMap((round) => {
    const summary = summaries.get(round.round_id);
    if (!summary) return [];
    const threshold = summary.anonymity_threshold ?? agencies.get(round.agency_id)!.agency.anonymityThreshold;
    return [{ ...round, response_count: summary.response_count, threshold }];
  });
  if (rounds.length === 0) return 0;
  const counted = rounds.filter((round) => round.response_count >= round.threshold);
  const flagged = await flaggedAnswers(deps, counted);
  const failed: Failures = { agencies: new Set() };
  const due = await forEachAgency(
    deps,
    counted.filter((round) => flagged.has(round.round_id)).map((round) => ({ ...round, agencyId: round.agency_id })),
    failed,
    async (round) => ({ round, loaded: await loadRoundWithRevision(deps, round.round_id) }),
  );
  const dueByAgency = groupBy(
    due.filter(({ loaded, round }) => !loaded.state.alerted && !failed.agencies.has(round.agency_id)),
    ({ round }) => round.agency_id,
  );
  const { built: alerts, mails } = buildEach(
    deps,
    [...dueByAgency].map(([agencyId, list]) => ({
      agencyId,
      agency: agencies.get(agencyId)!,
      rounds: list.map(({ round, loaded }) => ({
        roundId: round.round_id,
        loaded,
        closedAt: round.closes_at,
        flaggedAnswers: flagged.get(round.round_id)!,
        responseCount: round.response_count,
        timezone: agencies.get(agencyId)!.agency.schedule.timezone,
      })),
    })),
    failed,
    ({ agencyId, agency, rounds: list }) =>
      mailsFor(`alert:${agencyId}:${list.map((round) => round.roundId).join(',')}`, agency.recipients, (to) =>
        alertMail(to, agency.agency.name, list, `${deps.config.appOrigin}/dashboard`),
      ),
  );
  await deps.outbox.queue(deps.sql, mails);
  const raised = await forEachAgency(deps, alerts, failed, async ({ agency, rounds: list }) => {
    for (const alert of list) {
      await runRoundCommand(
        deps,
        alert.roundId,
        { type: 'RaiseAlert', flaggedAnswers: alert.flaggedAnswers, recipients: agency.recipients.length },
        null,
        alert.loaded,
      );
    }
    return list.length;
  });
  for (const agencyId of failed.agencies) failures.agencies.add(agencyId);
  const checked = rounds.filter((round) => !failed.agencies.has(round.agency_id)).map((round) => round.round_id);
  if (checked.length > 0) {
    await deps.sql`update round_state set alert_checked = true where round_id = any(${checked}::uuid[])`;
  }
  return raised.reduce((sum, count) => sum + count, 0);
}

/** How many answers of each round need attention (docs/product-rules.md); rounds with none are left out. */
async function flaggedAnswers(deps: Deps, rounds: AlertRow[]): Promise<Map<string, number>> {
  if (rounds.length === 0) return new Map();
  const answers = await deps.sql<{ round_id: string; answers: Record<string, number> }[]>`
    select round_id, answers from round_responses
    where agency_id = any(${[...new Set(rounds.map((round) => round.agency_id))]}::uuid[])
      and round_id = any(${rounds.map((round) => round.round_id)}::uuid[])`;
  const flagged = new Map<string, number>();
  for (const row of answers) {
    if (needsAlert(row.answers)) flagged.set(row.round_id, (flagged.get(row.round_id) ?? 0) + 1);
  }
  return flagged;
}

/** One batch of agencies: their streams and administrators, then their digests, then their alerts. */
async function notifyBatch(deps: Deps, agencyIds: string[], failures: Failures) {
  const recipients = await administratorEmails(deps.sql, agencyIds);
  const atHand = await forEachAgency(
    deps,
    agencyIds.map((agencyId) => ({ agencyId })),
    failures,
    async ({ agencyId }) => {
      const { state: agency, revision } = await loadState(deps.eventStore, agencyStream(agencyId), agencyDecider);
      return { agencyId, agency, revision, recipients: recipients.get(agencyId) ?? [] };
    },
  );
  // A failed digest step fails the batch's digests only: the alerts go on.
  const digests = await sendDueDigests(deps, atHand, failures).catch((error: unknown) => {
    deps.log.error({ err: error, agencies: agencyIds.length }, 'digests failed for a batch; the next run tries again');
    for (const { agencyId } of atHand) failures.agencies.add(agencyId);
    return 0;
  });
  return { digests, alerts: await sendDueAlerts(deps, atHand, failures) };
}

/**
 * The hourly job: every agency's digest and alerts that are due now, in batches of agencies read
 * together. It runs in a lane of its own (both drivers), so however long it takes, no round waits for
 * it. One agency's failure does not stop the others, nor a batch's the next batch; the job is retried
 * for the ones that failed (each agency's digest and alerts are idempotent).
 */
export async function sendDueNotifications(deps: Deps): Promise<{ digests: number; alerts: number }> {
  // Signed checkpoints of the log, hourly, before the digests that carry them; they read the log
  // itself, so read models behind do not hold them up.
  try {
    await recordDueCheckpoints(deps);
  } catch (error) {
    deps.log.error({ err: error }, 'signing checkpoints failed; the next run catches up');
  }
  // Digests and alerts read the read models: first let them take in what the rounds just recorded.
  // Behind (a read model being rebuilt), a digest would report an older week: the job is retried.
  if (!(await waitForReadModels(deps, 30_000))) {
    throw new Error('The read models are behind the log: digests and alerts wait for the next try');
  }
  // Only agencies with a closed round where it is 08:00 or later, on a Monday or with a closed round
  // not yet checked for alerts: every other hour of the week this reads no agency's stream.
  const now = deps.clock.now();
  const agencies = await agenciesPastHour(
    deps.sql,
    now,
    SEND_FROM_HOUR,
    (agencyId, localNow) => deps.sql`
      ${hasClosedRound(deps.sql, agencyId)}
      and (extract(isodow from ${localNow}) = 1
           or exists (select 1 from round_state r
                      where r.agency_id = ${agencyId} and r.status = 'closed' and not r.alert_checked))`,
  );
  const failures: Failures = { agencies: new Set() };
  const sent = { digests: 0, alerts: 0 };
  // Two batches at a time: while one waits on its reads, the other appends.
  await mapWithLimit(chunks(agencies, AGENCIES_PER_BATCH), BATCHES_AT_ONCE, async (batch) => {
    try {
      const outcome = await notifyBatch(deps, batch, failures);
      sent.digests += outcome.digests;
      sent.alerts += outcome.alerts;
    } catch (error) {
      deps.log.error(
        { err: error, agencies: batch.length },
        'digests or alerts failed for a batch; the next run tries again',
      );
      for (const agencyId of batch) failures.agencies.add(agencyId);
    }
  });
  if (failures.agencies.size > 0) {
    throw new Error(`Digests or alerts failed for ${failures.agencies.size} of ${agencies.length} agencies`);
  }
  return sent;
}
