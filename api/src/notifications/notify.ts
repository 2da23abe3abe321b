import { ANONYMITY_THRESHOLD } from '@hearth/contracts/constants';
import { agencyStream } from '@hearth/contracts/streams';
import { needsAlert } from '@hearth/contracts/survey';
import { loadState } from '@hearth/platform/commands';
import { mapWithLimit } from '@hearth/platform/concurrency';
import type { Deps } from '@hearth/platform/deps';
import { uuidFromName } from '@hearth/platform/ids';
import { messageMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { waitForReadModels } from '@hearth/platform/read-your-writes';
import { DateTime } from 'luxon';
import type { Agency } from '../agency/agency';
import { runAgencyCommand } from '../agency/commands';
import { agencyDecider } from '../agency/decide';
import { currentWeek } from '../dashboard/queries';
import { agencyInsights } from '../insights/queries';
import { loadRoundWithRevision, runRoundCommand } from '../survey/round/commands';
import { alertMail, digestMail, type RoundAlert } from './mails';

/**
 * The Monday digest (08:00 agency time) and the daily alert batch (from 08:00 agency time), run by
 * an hourly job. Each queues its mails in the durable outbox first, under keys that make a retry
 * queue nothing twice (a sent mail's key stays as a tombstone), and then records its event, which
 * makes later runs skip it: a crash between the two sends nothing twice and loses nothing. Both
 * report counts and averages only, and nothing for a round below the anonymity threshold
 * (docs/anonymity.md).
 */
const SEND_FROM_HOUR = 8;
/** The digest's insights look at the last 4 closed rounds (docs/insights.md). */
const DIGEST_INSIGHT_WEEKS = 4;

async function administrators(deps: Deps, agencyId: string): Promise<string[]> {
  const rows = await deps.sql<{ email: string }[]>`
    select p.email from members m join people p on p.member_id = m.member_id
    where m.agency_id = ${agencyId} and m.role = 'admin' and m.status = 'active' order by p.email`;
  return rows.map((row) => row.email);
}

/** Queues one mail per administrator under a scope named after what it is about (a week, some rounds). */
function queueForEach(deps: Deps, about: string, recipients: string[], build: (to: string) => MailMessage) {
  const scope = uuidFromName(about);
  return deps.outbox.queue(
    deps.sql,
    recipients.map((to) => ({ ...messageMail(`${about}:${to}`, build(to)), scope })),
  );
}

/** What the digest and the alerts of one agency both need, read once. */
interface AgencyAtHand {
  agencyId: string;
  agency: Agency;
  /** The agency's stream as read: the digest's command decides on it without reading it again. */
  revision: bigint | null;
  recipients: string[];
}

async function sendDueDigest(deps: Deps, { agencyId, agency, revision, recipients }: AgencyAtHand): Promise<boolean> {
  const local = DateTime.fromJSDate(deps.clock.now(), { zone: agency.schedule.timezone });
  if (local.weekday !== 1 || local.hour < SEND_FROM_HOUR) return false;
  const weekOf = local.toISODate()!;
  if (agency.lastDigestWeek !== null && agency.lastDigestWeek >= weekOf) return false;
  const week = await currentWeek(deps, agencyId, deps.clock.now(), { closedOnly: true });
  if (!week.round) return false;
  const insights = await agencyInsights(deps.sql, agencyId, DIGEST_INSIGHT_WEEKS);
  const dashboardUrl = `${deps.config.appOrigin}/dashboard`;
  await queueForEach(deps, `digest:${agencyId}:${weekOf}`, recipients, (to) =>
    digestMail(to, agency.name, week, insights, dashboardUrl),
  );
  const { events } = await runAgencyCommand(
    deps,
    { id: null, agencyId },
    { type: 'RecordDigest', weekOf, recipients: recipients.length },
    { loaded: { state: agency, revision } },
  );
  return events.length > 0;
}

async function sendDueAlerts(deps: Deps, { agencyId, agency, recipients }: AgencyAtHand): Promise<number> {
  const timezone = agency.schedule.timezone;
  if (DateTime.fromJSDate(deps.clock.now(), { zone: timezone }).hour < SEND_FROM_HOUR) return 0;
  const rounds = await deps.sql<{ round_id: string; closes_at: Date; response_count: number; threshold: number }[]>`
    select s.round_id, s.closes_at, summary.response_count,
           coalesce(summary.anonymity_threshold, ${ANONYMITY_THRESHOLD.default}) as threshold
    from round_state s
    join round_summaries summary on summary.agency_id = s.agency_id and summary.round_id = s.round_id
    where s.agency_id = ${agencyId} and s.status = 'closed' and not s.alert_checked and summary.status = 'closed'
    order by s.closes_at`;
  const due: (RoundAlert & { roundId: string; loaded: Awaited<ReturnType<typeof loadRoundWithRevision>> })[] = [];
  for (const round of rounds) {
    if (round.response_count < round.threshold) continue;
    const answers = await deps.sql<{ answers: Record<string, number> }[]>`
      select answers from round_responses where agency_id = ${agencyId} and round_id = ${round.round_id}`;
    const flagged = answers.filter((row) => needsAlert(row.answers)).length;
    if (flagged === 0) continue;
    const loaded = await loadRoundWithRevision(deps, round.round_id);
    if (!loaded.state.alerted) {
      due.push({
        roundId: round.round_id,
        loaded,
        closedAt: round.closes_at,
        flaggedAnswers: flagged,
        responseCount: round.response_count,
        timezone,
      });
    }
  }
  if (due.length > 0) {
    const about = `alert:${agencyId}:${due.map((alert) => alert.roundId).join(',')}`;
    await queueForEach(deps, about, recipients, (to) =>
      alertMail(to, agency.name, due, `${deps.config.appOrigin}/dashboard`),
    );
  }
  for (const alert of due) {
    await runRoundCommand(
      deps,
      alert.roundId,
      { type: 'RaiseAlert', flaggedAnswers: alert.flaggedAnswers, recipients: recipients.length },
      null,
      alert.loaded,
    );
  }
  if (rounds.length > 0) {
    await deps.sql`
      update round_state set alert_checked = true
      where round_id = any(${rounds.map((round) => round.round_id)}::uuid[])`;
  }
  return due.length;
}

/** Agencies whose digest and alerts are prepared side by side. */
const AGENCIES_AT_ONCE = 8;

/**
 * The hourly job: every agency's digest and alerts that are due now, a few agencies at a time. It
 * runs in a lane of its own (both drivers), so however long it takes, no round waits for it. One
 * agency's failure does not stop the others; the job is retried for the ones that failed (each
 * agency's digest and alerts are idempotent).
 */
export async function sendDueNotifications(deps: Deps): Promise<{ digests: number; alerts: number }> {
  // Digests and alerts read the read models: first let them take in what the rounds just recorded.
  await waitForReadModels(deps, 30_000);
  // Only agencies with a closed round where it is 08:00 or later, on a Monday or with a closed round
  // not yet checked for alerts: every other hour of the week this reads no agency's stream.
  const now = deps.clock.now();
  const agencies = await deps.sql<{ agency_id: string }[]>`
    select a.agency_id from agencies a
    where extract(hour from ${now}::timestamptz at time zone a.timezone) >= ${SEND_FROM_HOUR}
      and exists (select 1 from round_summaries s where s.agency_id = a.agency_id and s.status = 'closed')
      and (extract(isodow from ${now}::timestamptz at time zone a.timezone) = 1
           or exists (select 1 from round_state r
                      where r.agency_id = a.agency_id and r.status = 'closed' and not r.alert_checked))`;
  const outcomes = await mapWithLimit(agencies, AGENCIES_AT_ONCE, async ({ agency_id: agencyId }) => {
    try {
      const { state: agency, revision } = await loadState(deps.eventStore, agencyStream(agencyId), agencyDecider);
      const atHand = { agencyId, agency, revision, recipients: await administrators(deps, agencyId) };
      return { digest: await sendDueDigest(deps, atHand), alerts: await sendDueAlerts(deps, atHand), failed: 0 };
    } catch (error) {
      deps.log.error({ err: error, agencyId }, 'digest or alerts failed for an agency; the next run tries again');
      return { digest: false, alerts: 0, failed: 1 };
    }
  });
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  if (failed > 0) throw new Error(`Digests or alerts failed for ${failed} of ${agencies.length} agencies`);
  return {
    digests: outcomes.filter((outcome) => outcome.digest).length,
    alerts: outcomes.reduce((sum, outcome) => sum + outcome.alerts, 0),
  };
}
