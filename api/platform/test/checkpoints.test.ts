import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../src/clock';
import type { EventStore } from '../src/eventstore/port';
import { createPostgresEventStore } from '../src/eventstore/postgres';
import { silentLogger } from '../src/logger';
import { recordDueCheckpoints, requestCheckpoints } from '../src/transparency/checkpoints';
import { generateSignerKey, signerFrom } from '../src/transparency/note';
import { checkpointedLog, meta } from './support/checkpointed-log';
import { createTestDatabase } from './support/database';

/** How checkpoints are signed (docs/audit.md, ADR 081): when they are due, in passes, across a key rotation. */
describe('signed checkpoints of an agency’s log', () => {
  const log = checkpointedLog();
  const { clock, agencyId, record, auditWith, audit, tamper, verify, saved } = log;

  it('signs when the hourly job comes a little early, not when it comes twice in an hour', async () => {
    // The last checkpoint was signed at 13:00; the log has grown since.
    await log.store.append(
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
      ...log.store,
      readAll: async (options) => {
        const batch = await log.store.readAll(options);
        if (!closedDuringPass) {
          closedDuringPass = true;
          await log.store.append(
            `round-${laterRound}`,
            [
              { type: 'SurveyRoundOpened', data: { roundId: laterRound, agencyId }, metadata: meta },
              { type: 'SurveyRoundClosed', data: { roundId: laterRound, agencyId }, metadata: meta },
            ],
            'no_stream',
          );
          // The closer finds the pass holding the lock and leaves the work to it.
          const deps = {
            sql: log.db.sql,
            eventStore: log.store,
            clock,
            log: silentLogger,
            checkpointSigner: log.signer,
          };
          expect(await requestCheckpoints(deps)).toBe(0);
        }
        return batch;
      },
    };
    const signedNow = await recordDueCheckpoints({
      sql: log.db.sql,
      eventStore: racing,
      clock,
      log: silentLogger,
      checkpointSigner: log.signer,
    });
    expect(signedNow).toBe(1);
    const [latest] = await log.db.sql<{ size: string }[]>`
      select size::text from checkpoints where agency_id = ${agencyId} order by size desc limit 1`;
    expect(latest!.size).toBe('9');
  }, 60_000);

  it('grows a large log in bounded passes to the same trees, leaves and roots, signing once at the end', async () => {
    // Another database with the same events, its trees grown in passes of two events (PASS_EVENTS is
    // 20,000): every pass commits its leaves, and only the pass that reaches the end of the log signs.
    const other = await createTestDatabase();
    try {
      const copy = createPostgresEventStore(other.sql);
      for (const event of await log.store.readAll({ maxCount: 1000 }))
        await copy.append(
          event.streamName,
          [{ type: event.type, data: event.data, metadata: event.metadata }],
          event.revision === 0n ? 'no_stream' : event.revision - 1n,
        );
      const deps = { sql: other.sql, eventStore: copy, clock, log: silentLogger, checkpointSigner: log.signer };
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
      const trees = (sql: typeof log.db.sql) =>
        sql`select agency_id, size, frontier from agency_trees order by agency_id`.then((rows) => [...rows]);
      const leaves = (sql: typeof log.db.sql) =>
        sql`select agency_id, chunk, hashes from agency_leaves order by agency_id, chunk`.then((rows) => [...rows]);
      expect(await trees(other.sql)).toEqual(await trees(log.db.sql));
      expect(await leaves(other.sql)).toEqual(await leaves(log.db.sql));
      const roots = (sql: typeof log.db.sql) =>
        sql<{ size: string; note: string }[]>`
          select size::text, note from checkpoints where agency_id = ${agencyId} order by size desc limit 1`.then(
          ([row]) => ({ size: row!.size, root: row!.note.split('\n')[2] }),
        );
      expect(await roots(other.sql)).toEqual(await roots(log.db.sql));
      await copy.close();
    } finally {
      await other.drop();
    }
  }, 60_000);

  it('goes on signing when an event names an agency by something that is not an id', async () => {
    await log.store.append(
      `inquiry-${randomUUID()}`,
      [{ type: 'SupportRequestReceived', data: { agencyId: 'Cedar Hospice' }, metadata: meta }],
      'no_stream',
    );
    await log.store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta }],
      1n,
    );
    clock.advance(HOUR);
    expect(await record()).toBe(1);
  }, 60_000);

  it('reports events no checkpoint covers when the newest checkpoints were removed', async () => {
    await tamper(`update events set recorded_at = recorded_at - interval '4 hours'`);
    await log.db.sql`delete from checkpoints where agency_id = ${agencyId} and size = 7`;
    const result = await audit();
    expect(result.stderr).toMatch(
      /NOT SIGNED: event 6 \(agency-[0-9a-f-]+ revision 1\), recorded [0-9T:.-]+Z, is in no signed checkpoint/,
    );
    expect(result.code).toBe(1);
    await log.db.sql`delete from checkpoints where agency_id = ${agencyId}`;
    const none = await audit();
    expect(none.stderr).toMatch(/NOT SIGNED: event 0 \(agency-[0-9a-f-]+ revision 0\)/);
    expect(none.code).toBe(1);
  }, 60_000);

  it('verifies across a key rotation with the keys rotated out, in the audit and the Go verifier', async () => {
    const rotated = generateSignerKey('hearth.test/checkpoints-2027');
    const newSigner = signerFrom(rotated);
    await log.store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta }],
      1n,
    );
    clock.advance(HOUR);
    const deps = { sql: log.db.sql, eventStore: log.store, clock, log: silentLogger, checkpointSigner: newSigner };
    expect(await recordDueCheckpoints(deps)).toBe(1);

    // The new key alone cannot vouch for the old key's checkpoints: the audit says which key it lacks.
    const alone = await auditWith({ CHECKPOINT_SIGNING_KEY: rotated });
    expect(alone.stderr).toContain(`is signed by ${log.signer.name}, a key this audit was not given`);
    expect(alone.code).toBe(1);
    // With the old verifier key configured, the log verifies, and a checkpoint saved under the old key
    // is extended by the new key's checkpoint.
    const proofs = path.join(log.dataDir, `rotated-${randomUUID()}`);
    const both = await auditWith(
      { CHECKPOINT_SIGNING_KEY: rotated, CHECKPOINT_VERIFIER_KEYS: log.signer.verifierKey },
      '--since',
      await saved(),
      '--proofs',
      proofs,
    );
    expect(both.stderr).toContain(`verified against the signed checkpoint (key ${newSigner.name})`);
    expect(both.stderr).toContain('the log extends the saved checkpoint');
    expect(both.code, both.stderr).toBe(0);
    const checked = await verify(proofs, [log.signer.verifierKey, newSigner.verifierKey]);
    expect(checked.stdout).toContain('grew from the saved checkpoint of 3 events to 8');
    expect(checked.code, checked.stderr).toBe(0);
    // The Go verifier given only the new key refuses the old key's saved checkpoint.
    expect((await verify(proofs, [newSigner.verifierKey])).code).toBe(1);
  }, 90_000);
});
