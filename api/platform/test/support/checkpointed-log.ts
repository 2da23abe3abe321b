import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { fixedClock, HOUR } from '../../src/clock';
import type { EventStore } from '../../src/eventstore/port';
import { createPostgresEventStore } from '../../src/eventstore/postgres';
import { silentLogger } from '../../src/logger';
import { loadCheckpointSigner, recordDueCheckpoints } from '../../src/transparency/checkpoints';
import type { NoteSigner } from '../../src/transparency/note';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * Signed checkpoints against someone who owns the database (docs/audit.md, ADR 081): for each attack
 * the hash chain alone cannot see — the tail of a stream cut, a whole stream deleted, a stream moved
 * to another agency, an event rewritten with every hash recomputed, an event slipped into the past,
 * the log reordered — `npm run audit` exits 1 naming where the log first differs, and the Go verifier
 * (tools/checkpoint-verifier, golang.org/x/mod/sumdb/note and transparency-dev/merkle) accepts the
 * untouched log's checkpoint and proofs and rejects tampered ones.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const VERIFIER = path.join(ROOT, 'tools', 'checkpoint-verifier');
export const meta = { actorId: null, at: '2026-03-02T12:00:00.000Z' };

const run = (command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { ...options, maxBuffer: 1 << 24 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/**
 * An agency's log with three checkpoints signed (and another agency's), made afresh for each test of the
 * suite this is called in, with the audit, the Go verifier and the owner's tampering at hand. `db`,
 * `store`, `dataDir` and `signer` are read through the answer: each test has its own database.
 */
export function checkpointedLog() {
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
  return {
    get db() {
      return db;
    },
    get store() {
      return store;
    },
    get dataDir() {
      return dataDir;
    },
    get signer() {
      return signer;
    },
    clock,
    agencyId,
    otherAgency,
    memberId,
    roundId,
    record,
    auditWith,
    audit,
    tamper,
    verify,
    auditAttack,
    saved,
  };
}
