import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { agencyStream, memberStream } from '@hearth/contracts/streams';
import { connect } from '@hearth/platform/db';
import { comparePositions, type LogPosition } from '@hearth/platform/eventstore/port';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { silentLogger } from '@hearth/platform/logger';
import type { Projector } from '@hearth/platform/projections/projector';
import { type ProjectionRunner, startProjections } from '@hearth/platform/projections/runner';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors } from '../src/all';
import { replayProjections } from '../src/replay';
import { appendEvents, id } from './support';

const REPLAY_CLI = fileURLToPath(new URL('../src/replay-cli.ts', import.meta.url));

async function registerAgencies(db: TestDatabase, count: number) {
  const events = createPostgresEventStore(db.sql);
  for (let n = 0; n < count; n++) {
    const agencyId = id();
    const memberId = id();
    await appendEvents(events, agencyStream(agencyId), [
      { type: 'AgencyRegistered', data: { agencyId, name: `Hospice ${n} ${agencyId.slice(0, 4)}` } },
    ]);
    await appendEvents(events, memberStream(memberId), [
      { type: 'AdminRegistered', data: { memberId, agencyId } },
      ...(n % 2 === 0 ? [{ type: 'EmailVerified' as const, data: { memberId, agencyId } }] : []),
    ]);
  }
}

/** Spends transaction ids (each subtransaction that writes takes one) until the next one reaches `target`. */
async function spendTransactionIdsUntil(db: TestDatabase, target: bigint) {
  const [current] = await db.sql<{ xid: string }[]>`select pg_current_xact_id()::text as xid`;
  const needed = Number(target - BigInt(current!.xid));
  if (needed <= 0) return;
  await db.sql.begin(async (tx) => {
    await tx`create temporary table spend (n int) on commit drop`;
    await tx.unsafe(
      `do $$ begin for i in 1..${needed} loop
         begin insert into spend values (i); exception when others then null; end;
       end loop; end $$`,
    );
  });
}

/** Begins an append on `here` and leaves it in flight: its event waits until `here` commits. */
async function appendInFlight(here: Awaited<ReturnType<TestDatabase['sql']['reserve']>>) {
  await here`begin`;
  await here`insert into events (stream_name, stream_revision, event_id, event_type, data, metadata)
             values (${agencyStream(randomUUID())}, 0, ${randomUUID()}, 'AgencyRegistered',
                     ${here.json({ agencyId: randomUUID(), name: 'In flight' })},
                     ${here.json({ actorId: null, at: '2026-03-02T12:00:00.000Z' })})`;
}

async function transactionIds(db: TestDatabase): Promise<bigint[]> {
  const rows = await db.sql<{ xid: string }[]>`select distinct transaction_id::text as xid from events`;
  return rows.map((row) => BigInt(row.xid));
}

describe('npm run replay', () => {
  let db: TestDatabase;
  let runner: ProjectionRunner;
  const store = () => createPostgresEventStore(db.sql, { pollIntervalMs: 10 });

  beforeAll(async () => {
    db = await createTestDatabase();
    await registerAgencies(db, 30);
    runner = await startProjections({ sql: db.sql, eventStore: store(), projectors: allProjectors, log: silentLogger });
  });
  afterAll(async () => {
    await runner.stop();
    await db.drop();
  });

  it('rebuilds every read model from position 0 into fresh tables that equal the live ones', async () => {
    const report = await replayProjections({ sql: db.sql, eventStore: store(), projectors: allProjectors });
    expect(report.events).toBe(75);
    expect(report.logEvents).toBe(75);
    expect(report.liveBehind).toBe(false);
    expect(report.tables.map((table) => table.table)).toEqual(allProjectors.flatMap((projector) => projector.tables));
    expect(report.tables.find((table) => table.table === 'agencies')).toMatchObject({
      liveRows: 30,
      replayedRows: 30,
      differingRows: 0,
      sample: [],
    });
    expect(report.tables.find((table) => table.table === 'members')).toMatchObject({
      liveRows: 30,
      replayedRows: 30,
      differingRows: 0,
    });
    expect(report.equal).toBe(true);
    const schemas = await db.sql`select schema_name from information_schema.schemata where schema_name like 'replay_%'`;
    expect(schemas).toHaveLength(0);
  });

  it('applies many small batches in log order, each projector on its own, and equals the live tables', async () => {
    const seen = new Map<string, LogPosition[]>();
    const recording = allProjectors.map(
      (projector): Projector => ({
        ...projector,
        async apply(tx, events) {
          // The slowest projector takes its time, so the next batch reaches the others first.
          if (projector.name === 'members') await new Promise((resolve) => setTimeout(resolve, 5));
          seen.set(projector.name, [...(seen.get(projector.name) ?? []), ...events.map((event) => event.position)]);
          await projector.apply(tx, events);
        },
      }),
    );
    const report = await replayProjections({ sql: db.sql, eventStore: store(), projectors: recording, batchSize: 7 });
    expect(report.equal).toBe(true);
    for (const projector of allProjectors) {
      const positions = seen.get(projector.name)!;
      expect(positions).toHaveLength(report.events);
      for (let n = 1; n < positions.length; n++) expect(comparePositions(positions[n - 1]!, positions[n]!)).toBe(-1);
    }
  });

  it('fails whole when a projector fails mid-way, with no transaction left running and no scratch schema', async () => {
    let batches = 0;
    const failing = allProjectors.map(
      (projector): Projector =>
        projector.name === 'agencies'
          ? {
              ...projector,
              async apply(tx, events) {
                if (++batches === 3) throw new Error('planted failure in batch 3');
                await projector.apply(tx, events);
              },
            }
          : {
              ...projector,
              async apply(tx, events) {
                await new Promise((resolve) => setTimeout(resolve, 20)); // still at work when it fails
                await projector.apply(tx, events);
              },
            },
    );
    // Its own pool, named, so that its sessions can be told from the live projections'.
    const replaySql = connect(db.url, { applicationName: 'replay-under-test' });
    try {
      await expect(
        replayProjections({ sql: replaySql, eventStore: store(), projectors: failing, batchSize: 7 }),
      ).rejects.toThrow('planted failure in batch 3');
      const running = await db.sql`
        select pid from pg_stat_activity where application_name = 'replay-under-test' and state <> 'idle'`;
      expect(running).toHaveLength(0);
    } finally {
      await replaySql.end();
    }
    const schemas = await db.sql`select schema_name from information_schema.schemata where schema_name like 'replay_%'`;
    expect(schemas).toHaveLength(0);
  });

  it('refuses a pool with fewer connections than projectors and a reader, rather than wait forever', async () => {
    // Each projector holds a connection while its next batch is read: with one too few, nothing moves.
    const small = connect(db.url, { max: allProjectors.length });
    try {
      await expect(
        replayProjections({ sql: small, eventStore: createPostgresEventStore(small), projectors: allProjectors }),
      ).rejects.toThrow(
        `Replay needs ${allProjectors.length + 1} database connections (one per projector, one to read the log); ` +
          `its pool has ${allProjectors.length}.`,
      );
    } finally {
      await small.end();
    }
    const schemas = await db.sql`select schema_name from information_schema.schemata where schema_name like 'replay_%'`;
    expect(schemas).toHaveLength(0);
  });

  it('never writes a live table: a projector writing a table it does not own fails', async () => {
    // Before the rebuild's search_path held the scratch schema alone, this insert reached public.agencies.
    const [before] = await db.sql<{ count: number }[]>`select count(*)::int as count from agencies`;
    const stray: Projector = {
      name: 'stray',
      version: 1,
      tables: [],
      async apply(tx) {
        await tx`insert into agencies (agency_id, name, registered_at) values (${randomUUID()}, 'Stray', now())`;
      },
    };
    await expect(
      replayProjections({ sql: db.sql, eventStore: store(), projectors: [stray], waitForLiveMs: 0 }),
    ).rejects.toThrow(/relation "agencies" does not exist/);
    const [after] = await db.sql<{ count: number }[]>`select count(*)::int as count from agencies`;
    expect(after!.count).toBe(before!.count);
  });

  /** Replays while an append stays in flight, the agencies projector's `apply` replaced: fails with `message`. */
  async function failsDuringStall(replaced: (projector: Projector) => Projector['apply'], message: string) {
    const here = await db.sql.reserve();
    try {
      await appendInFlight(here); // older than the newest committed event
      await registerAgencies(db, 1);
      const failing = allProjectors.map(
        (projector): Projector =>
          projector.name === 'agencies' ? { ...projector, apply: replaced(projector) } : projector,
      );
      await expect(
        replayProjections({ sql: db.sql, eventStore: store(), projectors: failing, waitForInFlightMs: 3000 }),
      ).rejects.toThrow(message);
    } finally {
      await here`rollback`.catch(() => undefined);
      here.release();
    }
  }

  it('reports the failure of the batch before a stall, not the stall', () =>
    failsDuringStall(
      () => async () => {
        throw new Error('planted failure before the stall');
      },
      'planted failure before the stall',
    ));

  it('reports a transaction of the rebuild that fails at its commit during a stall, not the stall', () => {
    let planted = false;
    return failsDuringStall(
      (projector) => async (tx, events) => {
        await projector.apply(tx, events);
        if (planted) return;
        planted = true;
        // A check deferred to the commit fails it; the pause outlasts the transaction's time, so the
        // commit comes while the read waits for the append in flight.
        await tx.unsafe(`
          create temporary table planted (n int);
          create function pg_temp.planted_failure() returns trigger language plpgsql
            as $$ begin raise exception 'planted failure at commit'; end $$;
          create constraint trigger planted_at_commit after insert on planted
            deferrable initially deferred for each row execute function pg_temp.planted_failure();
          insert into planted values (1);`);
        await new Promise((resolve) => setTimeout(resolve, 400));
      },
      'planted failure at commit',
    );
  });

  it('replays every event when transaction ids cross a digit boundary (numbers, never text)', async () => {
    const [current] = await db.sql<{ xid: string }[]>`select pg_current_xact_id()::text as xid`;
    const boundary = 10n ** BigInt(current!.xid.length); // the next power of ten: 10,000 from 4 digits
    await spendTransactionIdsUntil(db, boundary - 5n);
    await registerAgencies(db, 10); // 25 events whose transaction ids cross the boundary
    const ids = await transactionIds(db);
    const below = ids.filter((xid) => xid < boundary);
    const above = ids.filter((xid) => xid >= boundary);
    expect(above.length).toBeGreaterThan(0);
    // As text, the newest transaction would sort before the older ones: the bug this guards against.
    expect(String(below.at(-1)!) > String(above[0]!)).toBe(true);

    const report = await replayProjections({ sql: db.sql, eventStore: store(), projectors: allProjectors });
    const [logged] = await db.sql<{ count: number }[]>`select count(*)::int as count from events`;
    expect(report.events).toBe(logged!.count);
    expect(report.logEvents).toBe(logged!.count);
    expect(report.equal).toBe(true);
  });

  it('is not held up by a long transaction in another database, and waits for one in flight here', async () => {
    const neighbour = await createTestDatabase();
    const elsewhere = await neighbour.sql.reserve();
    const here = await db.sql.reserve();
    try {
      await elsewhere`begin`;
      await elsewhere`create table long_report (n int)`; // holds a transaction id the whole test
      await registerAgencies(db, 4);
      // An append of this database still in flight, older than the newest committed event.
      await appendInFlight(here);
      await registerAgencies(db, 2);
      const replay = replayProjections({
        sql: db.sql,
        eventStore: store(),
        projectors: allProjectors,
        waitForInFlightMs: 20_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await here`commit`;
      const report = await replay;
      const [logged] = await db.sql<{ count: number }[]>`select count(*)::int as count from events`;
      expect(report.events).toBe(logged!.count);
      expect(report.logEvents).toBe(logged!.count);
      expect(report.equal).toBe(true);
    } finally {
      await elsewhere`rollback`.catch(() => undefined);
      elsewhere.release();
      here.release();
      await neighbour.drop();
    }
  });

  it('reports a live table that no longer matches the log, with the differing rows', async () => {
    const [victim] = await db.sql<
      { member_id: string; status: string }[]
    >`select member_id, status from members order by member_id limit 1`;
    await db.sql`update members set status = 'tampered' where member_id = ${victim!.member_id}`;
    const report = await replayProjections({ sql: db.sql, eventStore: store(), projectors: allProjectors });
    expect(report.equal).toBe(false);
    const members = report.tables.find((table) => table.table === 'members')!;
    expect(members.differingRows).toBe(2);
    expect(members.sample).toEqual([
      { side: 'live only', row: expect.objectContaining({ member_id: victim!.member_id, status: 'tampered' }) },
      { side: 'replay only', row: expect.objectContaining({ member_id: victim!.member_id, status: victim!.status }) },
    ]);
    await db.sql`update members set status = ${victim!.status} where member_id = ${victim!.member_id}`;
  });

  it('exits 0 when the read models equal their rebuild, and 1 naming the table and rows otherwise', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-replay-cli-'));
    const run = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', REPLAY_CLI], {
          env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', (code) => resolve({ code, output }));
      });
    try {
      const equal = await run();
      expect(equal.output).toContain('the rebuilt read models equal the live tables');
      expect(equal.code).toBe(0);

      const sql = connect(db.url, { max: 1 });
      await sql`update agencies set name = 'Renamed behind the log'
                where agency_id = (select agency_id from agencies order by agency_id limit 1)`;
      await sql.end();
      const differing = await run();
      expect(differing.output).toContain('DIFFER from the live tables (agencies)');
      expect(differing.output).toContain('Renamed behind the log');
      expect(differing.code).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
