import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock, HOUR } from '../src/clock';
import { chainNewEvents } from '../src/eventstore/hash-chain';
import type { EventStore } from '../src/eventstore/port';
import { createPostgresEventStore } from '../src/eventstore/postgres';
import { silentLogger } from '../src/logger';
import { loadCheckpointSigner, recordDueCheckpoints } from '../src/transparency/checkpoints';
import type { NoteSigner } from '../src/transparency/note';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * Signed checkpoints against someone who owns the database (docs/audit.md, ADR 081): for each attack
 * the hash chain alone cannot see — the tail of a stream cut, a whole stream deleted, a stream moved
 * to another agency, an event rewritten with every hash recomputed, an event slipped into the past,
 * the log reordered — `npm run audit` exits 1 naming where the log first differs, and the Go verifier
 * (tools/checkpoint-verifier, golang.org/x/mod/sumdb/note and transparency-dev/merkle) accepts the
 * untouched log's checkpoint and proofs and rejects tampered ones.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const VERIFIER = path.join(ROOT, 'tools', 'checkpoint-verifier');
const meta = { actorId: null, at: '2026-03-02T12:00:00.000Z' };

const run = (command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { ...options, maxBuffer: 1 << 24 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('signed checkpoints of an agency’s log', () => {
  let db: TestDatabase;
  let store: EventStore;
  let dataDir: string;
  let signer: NoteSigner;
  const clock = fixedClock('2026-03-02T12:00:00Z');
  const agencyId = randomUUID();
  const otherAgency = randomUUID();
  const memberId = randomUUID();
  const roundId = randomUUID();
  let firstCheckpoint: string;

  const record = () =>
    recordDueCheckpoints({ sql: db.sql, eventStore: store, clock, log: silentLogger, checkpointSigner: signer });
  const audit = (...args: string[]) =>
    run('npx', ['tsx', 'api/platform/src/audit/cli.ts', '--agency', agencyId, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, NODE_ENV: 'test' },
    });
  const tamper = (...statements: string[]) =>
    db.sql.begin(async (tx) => {
      await tx`alter table events disable trigger events_append_only`;
      for (const statement of statements) await tx.unsafe(statement);
      await tx`alter table events enable trigger events_append_only`;
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-checkpoints-'));
    signer = await loadCheckpointSigner({ dataDir });
    // The Go verifier is built once (the module proxy serves its two dependencies).
    const built = await run('go', ['build', '-o', path.join(dataDir, 'checkpoint-verifier'), '.'], { cwd: VERIFIER });
    expect(built.stderr).toBe('');
  }, 600_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  beforeEach(async () => {
    db = await createTestDatabase();
    store = createPostgresEventStore(db.sql);
    clock.set('2026-03-02T12:00:00Z');
    await store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencyRegistered', data: { agencyId, name: 'Cedar' }, metadata: meta }],
      'no_stream',
    );
    await store.append(
      `agency-${otherAgency}`,
      [{ type: 'AgencyRegistered', data: { agencyId: otherAgency, name: 'Elm' }, metadata: meta }],
      'no_stream',
    );
    await store.append(
      `member-${memberId}`,
      [
        { type: 'AdminRegistered', data: { memberId, agencyId }, metadata: meta },
        { type: 'EmailVerified', data: { memberId, agencyId }, metadata: meta },
      ],
      'no_stream',
    );
    expect(await record()).toBe(2); // both agencies' first checkpoints
    firstCheckpoint = (await db.sql<{ note: string }[]>`select note from checkpoints where agency_id = ${agencyId}`)[0]!
      .note;
    await store.append(
      `round-${roundId}`,
      [
        { type: 'SurveyRoundOpened', data: { roundId, agencyId }, metadata: meta },
        { type: 'SurveyRoundClosed', data: { roundId, agencyId }, metadata: meta },
      ],
      'no_stream',
    );
    await store.append(
      `member-${memberId}`,
      [{ type: 'MemberOnboarded', data: { memberId, agencyId }, metadata: meta }],
      1n,
    );
    // A round closed: due at once, not an hour later.
    expect(await record()).toBe(1);
    await store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta }],
      0n,
    );
    expect(await record()).toBe(0); // not due within the hour
    clock.advance(HOUR);
    expect(await record()).toBe(1);
  }, 60_000);
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  const saved = async () => {
    const file = path.join(dataDir, `saved-${randomUUID()}.note`);
    await writeFile(file, firstCheckpoint);
    return file;
  };

  it('verifies an untouched log against the latest and a saved checkpoint; the Go verifier agrees', async () => {
    const proofs = path.join(dataDir, `proofs-${randomUUID()}`);
    const result = await audit('--since', await saved(), '--proofs', proofs);
    expect(result.stderr).toContain('the hash chain is intact');
    expect(result.stderr).toContain('verified against the signed checkpoint');
    expect(result.stderr).toMatch(new RegExp(`${signer.name}/${agencyId}\\n7\\n`));
    expect(result.stderr).toContain('the log extends the saved checkpoint');
    expect(result.code).toBe(0);
    const verified = await run(path.join(dataDir, 'checkpoint-verifier'), [proofs], { cwd: dataDir });
    expect(verified.stderr).toBe('');
    expect(verified.stdout).toContain('7 events, each included in the signed checkpoint');
    expect(verified.stdout).toContain('grew from the saved checkpoint of 3 events to 7');
    expect(verified.code).toBe(0);

    // The Go verifier rejects a changed leaf, a changed checkpoint and another key.
    const leaves = path.join(proofs, 'leaves.txt');
    const original = await readFile(leaves, 'utf8');
    await writeFile(
      leaves,
      original.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
    expect((await run(path.join(dataDir, 'checkpoint-verifier'), [proofs], { cwd: dataDir })).code).toBe(1);
    await writeFile(leaves, original);
    const note = path.join(proofs, 'checkpoint.note');
    await writeFile(note, (await readFile(note, 'utf8')).replace('\n7\n', '\n6\n'));
    const forged = await run(path.join(dataDir, 'checkpoint-verifier'), [proofs], { cwd: dataDir });
    expect(forged.stderr).toContain('REJECTED');
    expect(forged.code).toBe(1);
  }, 120_000);

  it('catches the tail of a stream cut off, naming the first missing event', async () => {
    await tamper(`delete from events where stream_name = 'agency-${agencyId}' and stream_revision = 1`);
    const result = await audit();
    expect(result.stderr).toContain('the hash chain is intact'); // the chain alone cannot see it
    expect(result.stderr).toMatch(
      new RegExp(
        'differ from the signed checkpoint of 7 events: ' +
          'the log holds 6 of them, 1 gone: events from event 6 on were removed',
      ),
    );
    expect(result.code).toBe(1);
  }, 60_000);

  it('catches a whole stream deleted', async () => {
    await tamper(`delete from events where stream_name = 'round-${roundId}'`);
    const result = await audit();
    expect(result.stderr).toMatch(/differ from the signed checkpoint of 7 events/);
    expect(result.code).toBe(1);
  }, 60_000);

  it('catches a stream moved to another agency, for the agency that lost it', async () => {
    await tamper(
      `update events set data = jsonb_set(data, '{agencyId}', '"${otherAgency}"') ` +
        `where stream_name = 'round-${roundId}'`,
    );
    const result = await audit();
    expect(result.stderr).toMatch(/differ from the signed checkpoint of 7 events/);
    expect(result.code).toBe(1);
  }, 60_000);

  it('catches a rewrite with the chain recomputed: between checkpoints, or exactly from kept proofs', async () => {
    // An auditor's earlier run, kept outside the database: its checkpoint and the leaves it covered.
    const kept = path.join(dataDir, `kept-${randomUUID()}`);
    expect((await audit('--proofs', kept)).code).toBe(0);
    // The owner rewrites the round's opening and recomputes its stream's hashes: the chain holds.
    const rows = await db.sql<{ stream_revision: string; event_type: string; data: unknown; metadata: unknown }[]>`
      select stream_revision, event_type, data, metadata from events
      where stream_name = ${`round-${roundId}`} order by stream_revision`;
    const rewritten = chainNewEvents(
      `round-${roundId}`,
      null,
      rows.map((row, index) => ({
        type: row.event_type,
        data: index === 0 ? { roundId, agencyId, forged: true } : row.data,
        metadata: row.metadata,
      })),
    );
    await tamper(
      ...rewritten.map(
        (event) =>
          `update events set data = '${JSON.stringify(event.data)}'::jsonb, hash = '${event.hash}', ` +
          `previous_hash = ${event.previousHash ? `'${event.previousHash}'` : 'null'} ` +
          `where stream_name = 'round-${roundId}' and stream_revision = ${event.revision}`,
      ),
    );
    const result = await audit('--since', await saved());
    expect(result.stderr).toContain('the hash chain is intact');
    expect(result.stderr).toMatch(
      new RegExp(
        'differ from the signed checkpoint of 7 events: ' +
          String.raw`the first difference lies between event 3 \(round-[0-9a-f-]+ revision 0\) and event 6`,
      ),
    );
    expect(result.code).toBe(1);
    const exact = await audit('--since', kept);
    expect(exact.stderr).toMatch(
      /differ from the saved checkpoint of 7 events: the first difference is event 3 \(round-[0-9a-f-]+ revision 0\)/,
    );
    expect(exact.code).toBe(1);
  }, 90_000);

  it('catches an event slipped into the past with its hash computed, and the log reordered', async () => {
    // Appended to the member's stream with a correct chain, but dated into an old transaction: it
    // sorts among the events the checkpoint covers.
    const [last] = await db.sql<{ hash: string; first_tx: string }[]>`
      select hash, (select min(transaction_id)::text from events) as first_tx from events
      where stream_name = ${`member-${memberId}`} order by stream_revision desc limit 1`;
    const [forged] = chainNewEvents(`member-${memberId}`, { revision: 2n, hash: last!.hash }, [
      { type: 'MemberRemoved', data: { memberId, agencyId }, metadata: meta },
    ]);
    await tamper(
      `insert into events (transaction_id, stream_name, stream_revision, event_id, event_type, data, metadata,
                           hash, previous_hash)
       values ('${last!.first_tx}', 'member-${memberId}', 3, '${randomUUID()}', 'MemberRemoved',
               '${JSON.stringify(forged!.data)}', '${JSON.stringify(meta)}', '${forged!.hash}',
               '${forged!.previousHash}')`,
    );
    const slipped = await audit();
    expect(slipped.stderr).toContain('the hash chain is intact');
    expect(slipped.stderr).toMatch(/differ from the signed checkpoint of 7 events/);
    expect(slipped.code).toBe(1);
  }, 60_000);

  it('catches the log reordered', async () => {
    // Two of the agency's transactions swapped: every event is still there, in another order.
    await tamper(`
      with pair as (
        select (select transaction_id from events
                where stream_name = 'agency-${agencyId}' and stream_revision = 0) as a,
               (select transaction_id from events where stream_name = 'round-${roundId}' limit 1) as b
      )
      update events set transaction_id = case when transaction_id = pair.a then pair.b else pair.a end
      from pair where transaction_id in (pair.a, pair.b)`);
    const result = await audit();
    expect(result.stderr).toMatch(/differ from the signed checkpoint of 7 events/);
    expect(result.code).toBe(1);
  }, 60_000);

  it('refuses a checkpoint the key did not sign, and a saved one of another agency', async () => {
    await tamper(`select 1`);
    await db.sql`
      update checkpoints set note = replace(note, ${'\n7\n'}, ${'\n6\n'}) where agency_id = ${agencyId} and size = 7`;
    const forged = await audit();
    expect(forged.stderr).toMatch(/does not carry a valid signature/);
    expect(forged.code).toBe(1);
    const [other] = await db.sql<{ note: string }[]>`select note from checkpoints where agency_id = ${otherAgency}`;
    const file = path.join(dataDir, `other-${randomUUID()}.note`);
    await writeFile(file, other!.note);
    const elsewhere = await audit('--since', file);
    expect(elsewhere.stderr).toMatch(/is not a checkpoint of this agency's log/);
    expect(elsewhere.code).toBe(1);
  }, 60_000);
});
