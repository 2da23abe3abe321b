import { systemClock } from '@hearth/platform/clock';
import type { EventStore } from '@hearth/platform/eventstore/port';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { createLogger } from '@hearth/platform/logger';
import { recordDueCheckpoints, requestCheckpoints } from '@hearth/platform/transparency/checkpoints';
import { generateSignerKey, signerFrom } from '@hearth/platform/transparency/note';
import { allProjectors } from '@hearth/projections/all';
import { replayProjections } from '@hearth/projections/replay';
import { seedEventLog } from './seed';
import { type BenchPostgres, count, freshDatabase, quantile, report } from './support';

/**
 * The bench's checkpoint section (main.ts runs it): what keeping each agency's Merkle tree costs
 * appends and replay, and the signing pass itself (docs/audit.md, "Cost").
 */

/** Runs `work` with a checkpoint pass asked for every second beside it. */
async function withPasses<T>(deps: Parameters<typeof requestCheckpoints>[0], work: () => Promise<T>): Promise<T> {
  let running = true;
  const passes = (async () => {
    while (running) {
      await requestCheckpoints(deps);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  try {
    return await work();
  } finally {
    running = false;
    await passes;
  }
}

/** Events appended per second by 8 writers, one event an append, each to an agency's stream of its own. */
async function appendRate(eventStore: EventStore, agencies: string[], seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let appended = 0;
  await Promise.all(
    Array.from({ length: 8 }, async (_, writer) => {
      for (let n = writer; performance.now() < until; n += 8) {
        const agencyId = agencies[n % agencies.length]!;
        // A type no read model reads: replay after it goes over the same events as before.
        const data = { agencyId, appendedAt: new Date().toISOString() };
        await eventStore.append(
          `bench-${agencyId}`,
          [{ type: 'BenchAppended', data, metadata: { actorId: null } }],
          'any',
        );
        appended++;
      }
    }),
  );
  return appended / seconds;
}

/**
 * Signed checkpoints (docs/audit.md): what keeping the trees costs appends and replay, measured side
 * by side on the same log — each with and without a checkpoint pass every second beside it (3,600
 * times the hourly pass; a round close asks for one more), alternated and taken at their medians —
 * and the pass itself growing every agency's tree from scratch and signing each (the signing cost).
 */
export async function checkpointsCost(postgres: BenchPostgres) {
  const { sql } = await freshDatabase(postgres, 'bench_checkpoints');
  const events = await seedEventLog(sql, 600, 26);
  await sql`vacuum analyze`;
  const eventStore = createPostgresEventStore(sql);
  const deps = {
    sql,
    eventStore,
    clock: systemClock,
    log: createLogger({ name: 'bench', level: 'silent' }),
    checkpointSigner: signerFrom(generateSignerKey('hearth.bench/checkpoints')),
  };
  const started = performance.now();
  const signed = await recordDueCheckpoints(deps);
  const fromScratch = Math.round(events / ((performance.now() - started) / 1000));

  const agencies = (await sql<{ agency_id: string }[]>`select agency_id::text from agency_trees`).map(
    (row) => row.agency_id,
  );
  const replayOnce = async () => {
    const result = await replayProjections({ sql, eventStore, projectors: allProjectors, waitForLiveMs: 0 });
    return result.eventsPerSecond;
  };
  const without = { appends: [] as number[], replay: [] as number[] };
  const withTree = { appends: [] as number[], replay: [] as number[] };
  for (let round = 0; round < 5; round++) {
    without.appends.push(await appendRate(eventStore, agencies, 4));
    withTree.appends.push(await withPasses(deps, () => appendRate(eventStore, agencies, 4)));
  }
  for (let round = 0; round < 2; round++) {
    without.replay.push(await replayOnce());
    withTree.replay.push(await withPasses(deps, replayOnce));
  }
  await sql.end();
  const median = (values: number[]) => quantile(values, 0.5);
  for (const [what, key] of [
    ['Appends', 'appends'],
    ['Replay', 'replay'],
  ] as const) {
    const plain = median(without[key]);
    const kept = median(withTree[key]);
    const slower = 1 - kept / plain;
    report(
      `${what} without / with a checkpoint pass each second`,
      `${count(Math.round(plain))} / ${count(Math.round(kept))} events/s`,
    );
    report(
      `  ${what.toLowerCase()} slower with the trees kept`,
      `${(slower * 100).toFixed(1)}%`,
      '≤ 10%',
      slower <= 0.1,
    );
  }
  report(
    `Checkpoints: every agency's tree grown from scratch and signed ` +
      `(${count(events)} events, ${count(signed)} agencies)`,
    `${count(fromScratch)} events/s`,
    // Hourly it reads what the hour appended; from scratch (an upgrade), a large log within minutes.
    '≥ 10,000 events/s',
    fromScratch >= 10_000,
  );
}
