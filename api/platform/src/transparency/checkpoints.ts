import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Sql } from '../db';
import { eventHash } from '../eventstore/hash-chain';
import type { EventStore, LogPosition, RecordedEvent } from '../eventstore/port';
import type { Logger } from '../logger';
import { appendLeaf, type Frontier, frontierRoot, leafHash } from './merkle';
import { checkpointText, generateSignerKey, type NoteSigner, signerFrom } from './note';

/**
 * Signed checkpoints of each agency's part of the log (docs/audit.md, ADR 081). Each agency's events,
 * in the order of `$all`, are the leaves of its own RFC 6962 Merkle tree: the leaf's data is the
 * event's hash (hash-chain.ts), recomputed from its content. A checkpoint (origin, size, root) is
 * signed with a key the database does not hold, recorded at least hourly and after every round
 * close, and carried out of the database by the Monday digest and `npm run audit`.
 */

/** An agency's events: those whose data names it, as `npm run audit` reads them. */
export const agencyOf = (event: Pick<RecordedEvent, 'data'>) => {
  const agencyId = (event.data as { agencyId?: unknown } | null)?.agencyId;
  return typeof agencyId === 'string' ? agencyId : null;
};

/** A leaf's data: the event's hash, recomputed from its content (so an edit changes it). */
export const leafData = (event: RecordedEvent) => Buffer.from(eventHash(event), 'hex');

export const checkpointOrigin = (signer: Pick<NoteSigner, 'name'>, agencyId: string) => `${signer.name}/${agencyId}`;

/** The signer from CHECKPOINT_SIGNING_KEY, or (development) a key file of its own beside the data. */
export async function loadCheckpointSigner(options: { signingKey?: string; dataDir: string }): Promise<NoteSigner> {
  if (options.signingKey) return signerFrom(options.signingKey);
  const file = path.resolve(options.dataDir, 'checkpoint-signing.key');
  if (existsSync(file)) return signerFrom(await readFile(file, 'utf8'));
  await mkdir(path.dirname(file), { recursive: true });
  const key = generateSignerKey('hearth.localhost/checkpoints');
  await writeFile(file, key, { mode: 0o600 });
  return signerFrom(key);
}

/** A checkpoint is due hourly, and after a round closed, for an agency whose log grew. */
const HOURLY_MS = 60 * 60_000;
const BATCH = 1000;
const LOCK = 81_081;

interface TreeRow {
  agency_id: string;
  size: string;
  frontier: Frontier;
  signed_size: string;
  round_closed: boolean;
  last_signed: Date | null;
}

/**
 * Reads the log from where the last run stopped, grows each agency's tree, and signs a checkpoint
 * for every agency that is due. One run at a time (an advisory lock); answers how many it signed.
 */
export async function recordDueCheckpoints(deps: {
  sql: Sql;
  eventStore: EventStore;
  clock: Clock;
  log: Logger;
  checkpointSigner?: NoteSigner;
}): Promise<number> {
  const signer = deps.checkpointSigner;
  if (!signer) return 0;
  return deps.sql.begin(async (tx) => {
    const [locked] = await tx<{ locked: boolean }[]>`select pg_try_advisory_xact_lock(${LOCK}) as locked`;
    if (!locked?.locked) return 0;
    const [cursor] = await tx<{ commit_position: string; prepare_position: string }[]>`
      select commit_position, prepare_position from transparency_cursor`;
    let after: LogPosition | null = cursor
      ? { commit: BigInt(cursor.commit_position), prepare: BigInt(cursor.prepare_position) }
      : null;
    const trees = new Map<string, { frontier: Frontier; roundClosed: boolean; grew: boolean }>();
    const treeOf = async (agencyId: string) => {
      let tree = trees.get(agencyId);
      if (!tree) {
        const [row] = await tx<TreeRow[]>`select * from agency_trees where agency_id = ${agencyId}`;
        tree = {
          frontier: row ? { size: Number(row.size), hashes: row.frontier.hashes } : { size: 0, hashes: [] },
          roundClosed: row?.round_closed ?? false,
          grew: false,
        };
        trees.set(agencyId, tree);
      }
      return tree;
    };
    for (;;) {
      const batch = await deps.eventStore.readAll({ after, maxCount: BATCH });
      for (const event of batch) {
        const agencyId = agencyOf(event);
        if (!agencyId) continue;
        const tree = await treeOf(agencyId);
        tree.frontier = appendLeaf(tree.frontier, leafHash(leafData(event)));
        tree.grew = true;
        if (event.type === 'SurveyRoundClosed') tree.roundClosed = true;
      }
      if (batch.length > 0) after = batch.at(-1)!.position;
      if (batch.length < BATCH) break;
    }
    if (after) {
      await tx`
        insert into transparency_cursor (commit_position, prepare_position)
        values (${after.commit.toString()}, ${after.prepare.toString()})
        on conflict (only_row) do update
        set commit_position = excluded.commit_position, prepare_position = excluded.prepare_position`;
    }
    for (const [agencyId, tree] of trees) {
      await tx`
        insert into agency_trees (agency_id, size, frontier, round_closed)
        values (${agencyId}, ${tree.frontier.size}, ${tx.json({ hashes: tree.frontier.hashes })}, ${tree.roundClosed})
        on conflict (agency_id) do update
        set size = excluded.size, frontier = excluded.frontier, round_closed = excluded.round_closed`;
    }
    // Every agency whose tree is ahead of its last signed checkpoint, and due.
    const now = deps.clock.now();
    const due = await tx<TreeRow[]>`
      select t.*, (select max(recorded_at) from checkpoints c where c.agency_id = t.agency_id) as last_signed
      from agency_trees t where t.size > t.signed_size`;
    let signed = 0;
    for (const row of due) {
      const lastSigned = row.last_signed?.getTime() ?? Number.NEGATIVE_INFINITY;
      if (!row.round_closed && now.getTime() - lastSigned < HOURLY_MS) continue;
      const frontier = { size: Number(row.size), hashes: row.frontier.hashes };
      const note = signer.sign(
        checkpointText({
          origin: checkpointOrigin(signer, row.agency_id),
          size: frontier.size,
          root: frontierRoot(frontier),
        }),
      );
      await tx`
        insert into checkpoints (agency_id, size, note, recorded_at)
        values (${row.agency_id}, ${frontier.size}, ${note}, ${now}) on conflict do nothing`;
      await tx`
        update agency_trees set signed_size = ${frontier.size}, round_closed = false
        where agency_id = ${row.agency_id}`;
      signed++;
    }
    if (signed > 0) deps.log.info({ signed }, 'checkpoints signed');
    return signed;
  });
}

/** The latest signed checkpoint of an agency (its note), or null. */
export async function latestCheckpoint(sql: Sql, agencyId: string): Promise<{ size: number; note: string } | null> {
  const [row] = await sql<{ size: string; note: string }[]>`
    select size, note from checkpoints where agency_id = ${agencyId} order by size desc limit 1`;
  return row ? { size: Number(row.size), note: row.note } : null;
}

/** Every signed checkpoint of an agency, oldest first. */
export async function agencyCheckpoints(sql: Sql, agencyId: string): Promise<{ size: number; note: string }[]> {
  const rows = await sql<{ size: string; note: string }[]>`
    select size, note from checkpoints where agency_id = ${agencyId} order by size`;
  return rows.map((row) => ({ size: Number(row.size), note: row.note }));
}
