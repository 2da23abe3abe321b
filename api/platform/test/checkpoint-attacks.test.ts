import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../src/clock';
import { chainNewEvents } from '../src/eventstore/hash-chain';
import { checkpointedLog, meta } from './support/checkpointed-log';

/**
 * Signed checkpoints against someone who owns the database (docs/audit.md, ADR 081): for each attack
 * the hash chain alone cannot see — the tail of a stream cut, a whole stream deleted, a stream moved
 * to another agency, an event rewritten with every hash recomputed, an event slipped into the past,
 * the log reordered — `npm run audit` exits 1 naming where the log first differs, and the Go verifier
 * (tools/checkpoint-verifier, golang.org/x/mod/sumdb/note and transparency-dev/merkle) accepts the
 * untouched log's checkpoint and proofs and rejects tampered ones.
 */
describe('signed checkpoints against the database’s owner', () => {
  const log = checkpointedLog();
  const { clock, agencyId, otherAgency, memberId, roundId, record, audit, tamper, verify, auditAttack, saved } = log;

  it('verifies an untouched log against the latest and a saved checkpoint; the Go verifier agrees', async () => {
    const proofs = path.join(log.dataDir, `proofs-${randomUUID()}`);
    const result = await audit('--since', await saved(), '--proofs', proofs);
    expect(result.stderr).toContain('the hash chain is intact');
    expect(result.stderr).toContain('verified against the signed checkpoint');
    expect(result.stderr).toMatch(new RegExp(`${log.signer.name}/${agencyId}\\n7\\n`));
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
    const rows = await log.db.sql<{ stream_revision: string; event_type: string; data: unknown; metadata: unknown }[]>`
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
    await log.db.sql`delete from agency_leaves`;
    await log.db.sql`delete from agency_trees`;
    await log.db.sql`delete from transparency_cursor`;
    const event = { type: 'AgencySettingsChanged', data: { agencyId }, metadata: meta };
    await log.store.append(`agency-${agencyId}`, [event], expectedRevision);
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
    const [tree] = await log.db.sql<{ contradicts: string | null }[]>`
      select contradicts::text from agency_trees where agency_id = ${agencyId}`;
    expect(tree!.contradicts).toBe('8');
    const result = await auditAttack();
    expect(result.stderr).toMatch(
      /differ from the signed checkpoint of 6 events: the first difference lies between event 3/,
    );
  }, 90_000);

  it('names the first difference from kept proofs when the database’s leaves were rewritten too', async () => {
    // An auditor's earlier run, kept outside the database: its checkpoint and the leaves it covered.
    const kept = path.join(log.dataDir, `kept-${randomUUID()}`);
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
    const [last] = await log.db.sql<{ hash: string; first_tx: string }[]>`
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
    await log.db.sql`
      update checkpoints set note = replace(note, ${'\n7\n'}, ${'\n6\n'}) where agency_id = ${agencyId} and size = 7`;
    const forged = await audit();
    expect(forged.stderr).toMatch(/does not carry a valid signature/);
    expect(forged.code).toBe(1);
    const [other] = await log.db.sql<{ note: string }[]>`select note from checkpoints where agency_id = ${otherAgency}`;
    const file = path.join(log.dataDir, `other-${randomUUID()}.note`);
    await writeFile(file, other!.note);
    const elsewhere = await audit('--since', file);
    expect(elsewhere.stderr).toMatch(/is not a checkpoint of this agency's log/);
    expect(elsewhere.code).toBe(1);
  }, 60_000);
});
