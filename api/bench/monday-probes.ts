import { mapWithLimit } from '@hearth/platform/concurrency';
import type { Sql } from '@hearth/platform/db';
import type { startFakeSendGrid } from '@hearth/platform/test/support/fake-sendgrid';
import { SCALED, STAFF } from './monday-shape';
import { type cpuSeconds, peakMemoryMb, quantile, seconds, sleep } from './support';

/** What the Monday scenario waits on and samples while it runs (monday.ts). */
export async function readModelsBuilt(sql: Sql, agencies: number): Promise<boolean> {
  const [row] = await sql<{ staff: number }[]>`
    select count(*)::int as staff from members where role = 'user' and status = 'active'`;
  return row!.staff === agencies * STAFF;
}

export async function timersArmed(sql: Sql, agencies: number, opening: Date): Promise<boolean> {
  const [row] = await sql<{ armed: number }[]>`
    select count(*)::int as armed from scheduled_jobs where kind = 'rounds' and due_at = ${opening}`;
  return row!.armed === agencies;
}

/** Every reactor and projector has processed the whole log. */
export async function reactorsCurrent(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ behind: number }[]>`
    select count(*)::int as behind from projection_checkpoints c
    where (c.commit_position, c.prepare_position) <
      (select transaction_id::text::bigint, global_position from events
       order by transaction_id desc, global_position desc limit 1)`;
  return row!.behind === 0;
}

// The probes below run every 100 ms beside the product, on its PostgreSQL: each reads a few rows, so
// that the bench does not slow down what it measures (a count over the outbox or the whole log took a
// sizeable share of PostgreSQL's time at 10,000 agencies).

/**
 * A round's operational row, its participants and its survey mails are written in one transaction
 * (`api/src/survey/rounds/open.ts`): the invited counts of the rounds that have a row are the mails
 * queued.
 */
export async function surveyMailsQueued(sql: Sql, opening: Date, links: number): Promise<boolean> {
  const [row] = await sql<{ queued: number }[]>`
    select coalesce(sum(invited_count), 0)::int as queued from round_state where opens_at = ${opening}`;
  return row!.queued >= links;
}

export async function roundsClosed(sql: Sql, agencies: number): Promise<boolean> {
  const [row] = await sql<{ closed: number }[]>`
    select count(*)::int as closed from round_summaries where status = 'closed'`;
  return row!.closed === agencies;
}

/** The log's newest position before a phase: the phase's events are the ones after it. */
export async function logHead(sql: Sql): Promise<string> {
  const [row] = await sql<{ head: string }[]>`select coalesce(max(global_position), 0)::text as head from events`;
  return row!.head;
}

export async function roundsAlertChecked(sql: Sql): Promise<boolean> {
  const [row] = await sql`select 1 from round_state where status = 'closed' and not alert_checked limit 1`;
  return row === undefined;
}

export async function digestsQueued(sql: Sql, after: string, agencies: number): Promise<boolean> {
  const [row] = await sql<{ digests: number }[]>`
    select count(*)::int as digests from events
    where global_position > ${after}::bigint and event_type = 'DigestSent'`;
  return row!.digests === agencies;
}

/** A phase's CPU seconds (app and PostgreSQL) in its wall time, and the app's peak memory so far. */
export function printCpu(
  phase: string,
  before: ReturnType<typeof cpuSeconds>,
  after: ReturnType<typeof cpuSeconds>,
  wall: number,
  pid: number,
) {
  console.log(
    `  ${phase}: app ${(after.app - before.app).toFixed(1)} s CPU ` +
      `(${(after.appSystem - before.appSystem).toFixed(1)} s in the kernel), ` +
      `PostgreSQL ${(after.postgres - before.postgres).toFixed(1)} s CPU in ${seconds(wall)}; ` +
      `app peak memory so far ${peakMemoryMb(pid)} MB`,
  );
}

/** Survey links as the recipients got them: email → token. */
export function surveyTokens(sendGrid: Awaited<ReturnType<typeof startFakeSendGrid>>): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const { body } of sendGrid.requests) {
    if (!body.content[0]?.value.includes('/survey?token=')) continue;
    for (const personalization of body.personalizations) {
      const token = Object.values(personalization.substitutions ?? {})[0];
      if (token) tokens.set(personalization.to[0]!.email, token);
    }
  }
  return tokens;
}

/**
 * Samples /healthz and an administrator's dashboard ten times a second while the burst lasts (a few
 * hundred administrators checking in on Monday morning); answers their p99 in ms.
 */
export function startSampler(origin: string, sessions: string[]) {
  const health: number[] = [];
  const dashboard: number[] = [];
  let running = true;
  const timed = async (path: string, into: number[], cookie?: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, cookie ? { headers: { cookie } } : {});
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status} during the burst`);
    into.push(performance.now() - started);
  };
  const loop = (async () => {
    for (let n = 0; running; n++) {
      await Promise.all([
        timed('/healthz', health),
        timed('/api/dashboard/current-week', dashboard, `hearth_session=${sessions[n % sessions.length]}`),
      ]);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { health: quantile(health, 0.99), dashboard: quantile(dashboard, 0.99) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Floors: the same rows, written set-based in batches of 5,000 with a commit each, on the same
// PostgreSQL, in a database of their own.

/** An outbox to queue into (nothing sends from it). */

/** Staff answer on their phones, 32 at a time, each with the token from their mail and ten scaled answers. */
export async function answerOnPhones(origin: string, emails: string[], tokens: Map<string, string>): Promise<void> {
  await mapWithLimit(emails, 32, async (email) => {
    const response = await fetch(`${origin}/api/survey/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: tokens.get(email),
        responses: SCALED.map((questionId) => ({
          questionId,
          questionType: 'scaled',
          value: 1 + Math.floor(Math.random() * 10),
        })),
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`A submission answered ${response.status}`);
  });
}
