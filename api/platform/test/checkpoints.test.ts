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
import { loadCheckpointSigner, recordDueCheckpoints, requestCheckpoints } from '../src/transparency/checkpoints';
import { generateSignerKey, type NoteSigner, signerFrom } from '../src/transparency/note';
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
  const auditWith = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    run('npx', ['tsx', 'api/platform/src/audit/cli.ts', '--agency', agencyId, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    });
  const audit = (...args: string[]) => auditWith({}, ...args);
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
    // (A fresh machine's first build prints its downloads on stderr: the exit code is what counts.)
    const built = await run('go', ['build', '-o', path.join(dataDir, 'checkpoint-verifier'), '.'], { cwd: VERIFIER });
    expect(built.code, built.stderr).toBe(0);
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

  /** The Go verifier on an audit's proofs, trusting the keys given (by default this installation's). */
  const verify = (proofs: string, keys = [signer.verifierKey]) =>
    run(path.join(dataDir, 'checkpoint-verifier'), [...keys.flatMap((key) => ['-key', key]), proofs], { cwd: dataDir });
  /** The audit of a tampered log, with its proofs handed to the Go verifier: both must reject it. */
  const auditAttack = async (...args: string[]) => {
    const proofs = path.join(dataDir, `proofs-${randomUUID()}`);
    const result = await audit(...args, '--proofs', proofs);
    expect(result.code, result.stderr).toBe(1);
    const checked = await verify(proofs);
    expect(checked.stderr).toContain('REJECTED');
    expect(checked.code).toBe(1);
    return result;
  };

  /** The first checkpoint as an administrator keeps it from a digest: its last line break gone, CRLF. */
  const saved = async () => {
    const file = path.join(dataDir, `saved-${randomUUID()}.note`);
    await writeFile(file, firstCheckpoint.trimEnd().replaceAll('\n', '\r\n'));
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
    const verified = await verify(proofs);
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
    expect((await verify(proofs)).code).toBe(1);
    await writeFile(leaves, original);
    // …and one proof repeated for every event in place of each event's own.
    const inclusion = path.join(proofs, 'inclusion.jsonl');
    const proofLines = (await readFile(inclusion, 'utf8')).split('\n');
    await writeFile(inclusion, proofLines.map(() => proofLines[0]).join('\n'));
    const repeated = await verify(proofs);
    expect(repeated.stderr).toContain('every event needs its own proof');
    expect(repeated.code).toBe(1);
    await writeFile(inclusion, proofLines.join('\n'));
    const note = path.join(proofs, 'checkpoint.note');
    await writeFile(note, (await readFile(note, 'utf8')).replace('\n7\n', '\n6\n'));
    const forged = await verify(proofs);
    expect(forged.stderr).toContain('REJECTED');
    expect(forged.code).toBe(1);
  }, 120_000);

  /** The owner rewrites the round's opening (event 3) and recomputes its stream's hashes: the chain holds. */
  const rewriteRoundOpening = async () => {
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
  };

  // The agency's log, in the order of $all: 0 agency-A r0, 1 member r0, 2 member r1 (checkpoint of 3),
  // 3 round r0, 4 round r1, 5 member r2 (checkpoint of 6 after the close), 6 agency-A r1 (checkpoint of 7).
  it('catches the tail of a stream cut off, naming the first missing event', async () => {
    await tamper(`delete from events where stream_name = 'agency-${agencyId}' and stream_revision = 1`);
    const result = await auditAttack('--since', await saved());
    expect(result.stderr).toContain('the hash chain is intact'); // the chain alone cannot see it
    expect(result.stderr).toContain(
      'differ from the signed checkpoint of 7 events (the log holds 6 of them): ' +
        'events from event 6 on were removed (the log ends there)',
    );
  }, 60_000);

  it('catches a whole stream deleted, at its first event', async () => {
    await tamper(`delete from events where stream_name = 'round-${roundId}'`);
    const result = await auditAttack();
    expect(result.stderr).toMatch(
      new RegExp(
        String.raw`differ from the signed checkpoint of 6 events \(the log holds 5 of them\): ` +
          String.raw`the first difference is at event 3: ` +
          String.raw`the log has event 3 \(member-[0-9a-f-]+ revision 2\) there; ` +
          String.raw`the event signed there is no longer in the log`,
      ),
    );
  }, 60_000);

  it('catches a stream moved to another agency, for the agency that lost it', async () => {
    await tamper(
      `update events set data = jsonb_set(data, '{agencyId}', '"${otherAgency}"') ` +
        `where stream_name = 'round-${roundId}'`,
    );
    const result = await auditAttack();
    expect(result.stderr).toMatch(
      /the first difference is at event 3: the log has event 3 \(member-[0-9a-f-]+ revision 2\)/,
    );
  }, 60_000);

  it('catches a rewrite with the chain recomputed, at the event rewritten', async () => {
    await rewriteRoundOpening();
    const result = await auditAttack('--since', await saved());
    expect(result.stderr).toContain('the hash chain is intact');
    expect(result.stderr).toMatch(
      new RegExp(
        String.raw`differ from the signed checkpoint of 6 events: the first difference is at event 3: ` +
          String.raw`the log has event 3 \(round-[0-9a-f-]+ revision 0\) there; ` +
          String.raw`the event signed there is no longer in the log`,
      ),
    );
  }, 90_000);

  /** The owner empties the tree tables; the agency's stream grows by one event; an hour passes. */
  const resetTreesThenAppend = async (expectedRevision: bigint) => {
    await db.sql`delete from agency_leaves`;
    await db.sql`delete from agency_trees`;
    await db.sql`delete from transparency_cursor`;
    const event = { type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta };
    await store.append(`agency-${agencyId}`, [event], expectedRevision);
    clock.advance(HOUR);
  };

  it('does not sign a rewrite again when the owner resets the trees; the audit still sees it', async () => {
    // Reset alone (as migration 020 does): the trees grow again, meet their signed roots, and sign on.
    await resetTreesThenAppend(1n);
    expect(await record()).toBe(2); // both agencies' trees grown again and signed
    expect((await audit()).code).toBe(0);

    // A rewrite, then the reset: the regrown tree does not make the signed root, and is not signed.
    await rewriteRoundOpening();
    await resetTreesThenAppend(2n);
    expect(await record()).toBe(1); // the other agency only
    const [tree] = await db.sql<{ contradicts: string | null }[]>`
      select contradicts::text from agency_trees where agency_id = ${agencyId}`;
    expect(tree!.contradicts).toBe('8');
    const result = await auditAttack();
    expect(result.stderr).toMatch(
      /differ from the signed checkpoint of 6 events: the first difference lies between event 3/,
    );
  }, 90_000);

  it('names the first difference from kept proofs when the database’s leaves were rewritten too', async () => {
    // An auditor's earlier run, kept outside the database: its checkpoint and the leaves it covered.
    const kept = path.join(dataDir, `kept-${randomUUID()}`);
    expect((await audit('--proofs', kept)).code).toBe(0);
    await tamper(`delete from events where stream_name = 'round-${roundId}'`, `delete from agency_leaves`);
    // Without the database's leaves the signed checkpoints only bracket it; the kept ones name it.
    const bracketed = await auditAttack();
    expect(bracketed.stderr).toMatch(
      new RegExp(
        String.raw`differ from the signed checkpoint of 6 events \(the log holds 5 of them\): ` +
          String.raw`the first difference lies between event 3 \(member-[0-9a-f-]+ revision 2\) and event 4`,
      ),
    );
    const named = await auditAttack('--since', kept);
    expect(named.stderr).toMatch(
      /differ from the saved checkpoint of 7 events \(the log holds 5 of them\): the first difference is at event 3/,
    );
  }, 90_000);

  it('catches an event slipped into the past with its hash computed (a forged append)', async () => {
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
    const slipped = await auditAttack();
    expect(slipped.stderr).toContain('the hash chain is intact');
    expect(slipped.stderr).toMatch(
      new RegExp(
        String.raw`the first difference is at event (\d): ` +
          String.raw`the log has event \1 \(member-[0-9a-f-]+ revision 3\) there; ` +
          String.raw`the event signed there is now event \d`,
      ),
    );
  }, 60_000);

  it('catches the log reordered, at the first event out of place', async () => {
    // Two of the agency's transactions swapped: every event is still there, in another order.
    await tamper(`
      with pair as (
        select (select transaction_id from events
                where stream_name = 'agency-${agencyId}' and stream_revision = 0) as a,
               (select transaction_id from events where stream_name = 'round-${roundId}' limit 1) as b
      )
      update events set transaction_id = case when transaction_id = pair.a then pair.b else pair.a end
      from pair where transaction_id in (pair.a, pair.b)`);
    const result = await auditAttack();
    expect(result.stderr).toMatch(
      new RegExp(
        String.raw`the first difference is at event 0: ` +
          String.raw`the log has event 0 \(round-[0-9a-f-]+ revision 0\) there; ` +
          String.raw`the event signed there is now event 4`,
      ),
    );
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

  it('signs when the hourly job comes a little early, not when it comes twice in an hour', async () => {
    // The last checkpoint was signed at 13:00; the log has grown since.
    await store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta }],
      1n,
    );
    clock.set('2026-03-02T13:30:00Z');
    expect(await record()).toBe(0);
    clock.set('2026-03-02T13:59:58Z');
    expect(await record()).toBe(1);
  }, 60_000);

  it('runs again when a round closes while a pass is reading, so the close is signed at once', async () => {
    const laterRound = randomUUID();
    let closedDuringPass = false;
    const racing: EventStore = {
      ...store,
      readAll: async (options) => {
        const batch = await store.readAll(options);
        if (!closedDuringPass) {
          closedDuringPass = true;
          await store.append(
            `round-${laterRound}`,
            [
              { type: 'SurveyRoundOpened', data: { roundId: laterRound, agencyId }, metadata: meta },
              { type: 'SurveyRoundClosed', data: { roundId: laterRound, agencyId }, metadata: meta },
            ],
            'no_stream',
          );
          // The closer finds the pass holding the lock and leaves the work to it.
          const deps = { sql: db.sql, eventStore: store, clock, log: silentLogger, checkpointSigner: signer };
          expect(await requestCheckpoints(deps)).toBe(0);
        }
        return batch;
      },
    };
    const signedNow = await recordDueCheckpoints({
      sql: db.sql,
      eventStore: racing,
      clock,
      log: silentLogger,
      checkpointSigner: signer,
    });
    expect(signedNow).toBe(1);
    const [latest] = await db.sql<{ size: string }[]>`
      select size::text from checkpoints where agency_id = ${agencyId} order by size desc limit 1`;
    expect(latest!.size).toBe('9');
  }, 60_000);

  it('grows a large log in bounded passes to the same trees, leaves and roots, signing once at the end', async () => {
    // Another database with the same events, its trees grown in passes of two events (PASS_EVENTS is
    // 20,000): every pass commits its leaves, and only the pass that reaches the end of the log signs.
    const other = await createTestDatabase();
    try {
      const copy = createPostgresEventStore(other.sql);
      for (const event of await store.readAll({ maxCount: 1000 }))
        await copy.append(
          event.streamName,
          [{ type: event.type, data: event.data, metadata: event.metadata }],
          event.revision === 0n ? 'no_stream' : event.revision - 1n,
        );
      const deps = { sql: other.sql, eventStore: copy, clock, log: silentLogger, checkpointSigner: signer };
      const passes: number[] = [];
      const counting: EventStore = {
        ...copy,
        readAll: async (options) => {
          passes.push(options.maxCount);
          return copy.readAll(options);
        },
      };
      expect(await recordDueCheckpoints({ ...deps, eventStore: counting }, { passEvents: 2 })).toBe(2);
      expect(passes.length).toBeGreaterThanOrEqual(5);
      expect(passes.every((maxCount) => maxCount <= 2)).toBe(true);
      const trees = (sql: typeof db.sql) =>
        sql`select agency_id, size, frontier from agency_trees order by agency_id`.then((rows) => [...rows]);
      const leaves = (sql: typeof db.sql) =>
        sql`select agency_id, chunk, hashes from agency_leaves order by agency_id, chunk`.then((rows) => [...rows]);
      expect(await trees(other.sql)).toEqual(await trees(db.sql));
      expect(await leaves(other.sql)).toEqual(await leaves(db.sql));
      const roots = (sql: typeof db.sql) =>
        sql<{ size: string; note: string }[]>`
          select size::text, note from checkpoints where agency_id = ${agencyId} order by size desc limit 1`.then(
          ([row]) => ({ size: row!.size, root: row!.note.split('\n')[2] }),
        );
      expect(await roots(other.sql)).toEqual(await roots(db.sql));
      await copy.close();
    } finally {
      await other.drop();
    }
  }, 60_000);

  it('goes on signing when an event names an agency by something that is not an id', async () => {
    await store.append(
      `inquiry-${randomUUID()}`,
      [{ type: 'SupportRequestReceived', data: { agencyId: 'Cedar Hospice' }, metadata: meta }],
      'no_stream',
    );
    await store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta }],
      1n,
    );
    clock.advance(HOUR);
    expect(await record()).toBe(1);
  }, 60_000);

  it('reports events no checkpoint covers when the newest checkpoints were removed', async () => {
    await tamper(`update events set recorded_at = recorded_at - interval '4 hours'`);
    await db.sql`delete from checkpoints where agency_id = ${agencyId} and size = 7`;
    const result = await audit();
    expect(result.stderr).toMatch(
      /NOT SIGNED: event 6 \(agency-[0-9a-f-]+ revision 1\), recorded [0-9T:.-]+Z, is in no signed checkpoint/,
    );
    expect(result.code).toBe(1);
    await db.sql`delete from checkpoints where agency_id = ${agencyId}`;
    const none = await audit();
    expect(none.stderr).toMatch(/NOT SIGNED: event 0 \(agency-[0-9a-f-]+ revision 0\)/);
    expect(none.code).toBe(1);
  }, 60_000);

  it('verifies across a key rotation with the keys rotated out, in the audit and the Go verifier', async () => {
    const rotated = generateSignerKey('hearth.test/checkpoints-2027');
    const newSigner = signerFrom(rotated);
    await store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta }],
      1n,
    );
    clock.advance(HOUR);
    const deps = { sql: db.sql, eventStore: store, clock, log: silentLogger, checkpointSigner: newSigner };
    expect(await recordDueCheckpoints(deps)).toBe(1);

    // The new key alone cannot vouch for the old key's checkpoints: the audit says which key it lacks.
    const alone = await auditWith({ CHECKPOINT_SIGNING_KEY: rotated });
    expect(alone.stderr).toContain(`is signed by ${signer.name}, a key this audit was not given`);
    expect(alone.code).toBe(1);
    // With the old verifier key configured, the log verifies, and a checkpoint saved under the old key
    // is extended by the new key's checkpoint.
    const proofs = path.join(dataDir, `rotated-${randomUUID()}`);
    const both = await auditWith(
      { CHECKPOINT_SIGNING_KEY: rotated, CHECKPOINT_VERIFIER_KEYS: signer.verifierKey },
      '--since',
      await saved(),
      '--proofs',
      proofs,
    );
    expect(both.stderr).toContain(`verified against the signed checkpoint (key ${newSigner.name})`);
    expect(both.stderr).toContain('the log extends the saved checkpoint');
    expect(both.code, both.stderr).toBe(0);
    const checked = await verify(proofs, [signer.verifierKey, newSigner.verifierKey]);
    expect(checked.stdout).toContain('grew from the saved checkpoint of 3 events to 8');
    expect(checked.code, checked.stderr).toBe(0);
    // The Go verifier given only the new key refuses the old key's saved checkpoint.
    expect((await verify(proofs, [newSigner.verifierKey])).code).toBe(1);
  }, 90_000);
});
