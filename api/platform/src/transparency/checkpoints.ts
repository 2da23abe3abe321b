import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import { packedJson, packedList, type Sql, type TransactionSql } from '../db';
import { eventHash } from '../eventstore/hash-chain';
import type { EventStore, LogPosition, RecordedEvent } from '../eventstore/port';
import type { Logger } from '../logger';
import { appendLeaf, type Frontier, frontierRoot, leafHash } from './merkle';
import { checkpointText, generateSignerKey, type NoteSigner, parseCheckpoint, signerFrom } from './note';

/**
 * Signed checkpoints of each agency's part of the log (docs/audit.md, ADR 081). Each agency's events,
 * in the order of `$all`, are the leaves of its own RFC 6962 Merkle tree: the leaf's data is the
 * event's hash (hash-chain.ts), recomputed from its content. A checkpoint (origin, size, root) is
 * signed with a key the database does not hold, recorded at least hourly and after every round
 * close, and carried out of the database by the Monday digest and `npm run audit`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An agency's events: those whose data names it by its id, as `npm run audit` reads them. Events that
 * name no agency (an inquiry from the public site, the store's self-check) are in no agency's tree.
 */
export const agencyOf = (event: Pick<RecordedEvent, 'data'>) => {
  const agencyId = (event.data as { agencyId?: unknown } | null)?.agencyId;
  return typeof agencyId === 'string' && UUID.test(agencyId) ? agencyId.toLowerCase() : null;
};

/** A leaf's data as the audit reads it: the event's hash, recomputed from its content (so an edit changes it). */
export const leafData = (event: RecordedEvent) => Buffer.from(eventHash(event), 'hex');

/**
 * A leaf's data as the signing pass takes it: the hash stored when the event was appended, which the
 * audit recomputes (an edit of the content alone made before the pass still shows), or recomputed for
 * an event older than the hash chain. Reading it rather than recomputing it is most of the pass's speed.
 */
const appendedLeafData = (event: RecordedEvent) => (event.hash ? Buffer.from(event.hash, 'hex') : leafData(event));

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

/**
 * A checkpoint is due after a round closed, and hourly, for an agency whose log grew. The hourly job
 * starts a little before or after the hour: 55 minutes since the last one count as an hour.
 */
const HOURLY_MS = 55 * 60_000;
const BATCH = 1000;
/**
 * Events a pass reads at most before it commits what it grew: the first pass over a large log (a
 * seeded or migrated installation) held every new leaf and the statement keeping them in memory at
 * once — 1.3 GB at 10,000 agencies. Later passes continue from the cursor; only the pass that reaches
 * the end of the log signs.
 */
const PASS_EVENTS = 20_000;
const LOCK = 81_081;
/** Leaves kept a row (agency_leaves): 2 KiB of hashes, small enough that a pass appending to a row rewrites little. */
const LEAVES_PER_CHUNK = 64;
const LEAF_BYTES = 32;

interface TreeRow {
  agency_id: string;
  size: string;
  frontier: Frontier;
  signed_size: string;
  round_closed: boolean;
  contradicts: string | null;
  last_signed: Date | null;
}

type CheckpointDeps = { sql: Sql; eventStore: EventStore; clock: Clock; log: Logger; checkpointSigner?: NoteSigner };
/** How a pass is bounded: `passEvents` (PASS_EVENTS unless a test makes passes smaller). */
type PassOptions = { passEvents?: number };

/**
 * Asks for checkpoints now (after a round closed) and makes them: if another pass is running, it runs
 * once more when it ends, so that it reads the close this caller just appended.
 */
export async function requestCheckpoints(deps: CheckpointDeps, options: PassOptions = {}): Promise<number> {
  if (!deps.checkpointSigner) return 0;
  await deps.sql`
    insert into transparency_requests (count) values (1)
    on conflict (only_row) do update set count = transparency_requests.count + 1`;
  return recordDueCheckpoints(deps, options);
}

const requestCount = async (sql: Sql) =>
  BigInt((await sql<{ count: string }[]>`select count from transparency_requests`)[0]?.count ?? '0');

/**
 * Grows each agency's tree from where the last pass stopped and signs a checkpoint for every agency
 * that is due; answers how many it signed. One pass at a time (an advisory lock): a caller that finds
 * one running leaves it the work, and a pass runs again when a round close asked for one meanwhile.
 */
export async function recordDueCheckpoints(deps: CheckpointDeps, options: PassOptions = {}): Promise<number> {
  const signer = deps.checkpointSigner;
  if (!signer) return 0;
  let signed = 0;
  for (;;) {
    const requests = await requestCount(deps.sql);
    const pass = await signingPass(deps, signer, options.passEvents ?? PASS_EVENTS);
    if (pass === null) return signed;
    if (pass.signed > 0) deps.log.info({ signed: pass.signed }, 'checkpoints signed');
    signed += pass.signed;
    // The pass stopped short of the end of the log: the next one goes on from its cursor.
    if (!pass.reachedEnd) continue;
    // Read after the pass has let go of the lock: a request made while it ran is seen here, or its
    // caller found the lock free.
    if ((await requestCount(deps.sql)) === requests) return signed;
  }
}

interface GrowingTree {
  frontier: Frontier;
  roundClosed: boolean;
  /** The size before this pass, and the leaves (each event's hash) it added. */
  from: number;
  added: Buffer[];
  /** The latest signed root at a size this pass grows through (a tree grown again), to be met on the way. */
  signedAhead: Map<number, Buffer>;
  /** The size of a signed checkpoint the grown tree does not make: the log changed under it. */
  contradicts: number | null;
}

/**
 * One pass under the lock (null when another pass holds it): it grows the trees by at most about
 * `passEvents` events and, when it reached the end of the log, signs what is due.
 */
function signingPass(
  deps: CheckpointDeps,
  signer: NoteSigner,
  passEvents: number,
): Promise<{ signed: number; reachedEnd: boolean } | null> {
  return deps.sql.begin(async (tx) => {
    const [locked] = await tx<{ locked: boolean }[]>`select pg_try_advisory_xact_lock(${LOCK}) as locked`;
    if (!locked?.locked) return null;
    const [cursor] = await tx<{ commit_position: string; prepare_position: string }[]>`
      select commit_position, prepare_position from transparency_cursor`;
    let after: LogPosition | null = cursor
      ? { commit: BigInt(cursor.commit_position), prepare: BigInt(cursor.prepare_position) }
      : null;
    const trees = new Map<string, GrowingTree>();
    /** The trees of a batch's agencies not met before in this pass, read together. */
    const loadTrees = async (agencyIds: string[]) => {
      const missing = [...new Set(agencyIds)].filter((agencyId) => !trees.has(agencyId));
      if (missing.length === 0) return;
      const rows = await tx<TreeRow[]>`
        select * from agency_trees where agency_id = any(${packedList(tx, missing, 'uuid')})`;
      const found = new Map(rows.map((row) => [row.agency_id, row]));
      for (const agencyId of missing) {
        const row = found.get(agencyId);
        const frontier = row ? { size: Number(row.size), hashes: row.frontier.hashes } : { size: 0, hashes: [] };
        trees.set(agencyId, {
          frontier,
          roundClosed: row?.round_closed ?? false,
          from: frontier.size,
          added: [],
          signedAhead: new Map(),
          contradicts: row?.contradicts === null || row?.contradicts === undefined ? null : Number(row.contradicts),
        });
      }
      // A tree behind its own signed checkpoints (grown again, or its rows reset) must meet each of
      // their roots on the way: if it does not, the log changed under them, and it is not signed again.
      // (The latest of them is enough: it was signed only as an extension of the ones before.)
      const ahead = await tx<{ agency_id: string; size: string; note: string }[]>`
        select distinct on (c.agency_id) c.agency_id, c.size, c.note from checkpoints c
        join unnest(
          ${packedList(tx, missing, 'uuid')},
          ${packedList(
            tx,
            missing.map((agencyId) => trees.get(agencyId)!.from),
            'numeric',
          )}
        ) as tree(agency_id, size) on tree.agency_id = c.agency_id and c.size > tree.size
        order by c.agency_id, c.size desc`;
      for (const row of ahead) {
        const root = parseCheckpoint(row.note.slice(0, row.note.indexOf('\n\n') + 1))?.root;
        if (root) trees.get(row.agency_id)!.signedAhead.set(Number(row.size), root);
      }
    };
    let read = 0;
    let reachedEnd = false;
    for (;;) {
      const batch = await deps.eventStore.readAll({ after, maxCount: Math.min(BATCH, passEvents - read) });
      read += batch.length;
      const owned = batch.flatMap((event) => {
        const agencyId = agencyOf(event);
        return agencyId ? [{ event, agencyId }] : [];
      });
      await loadTrees(owned.map(({ agencyId }) => agencyId));
      for (const { event, agencyId } of owned) {
        const tree = trees.get(agencyId)!;
        const data = appendedLeafData(event);
        tree.frontier = appendLeaf(tree.frontier, leafHash(data));
        tree.added.push(data);
        const signedRoot = tree.signedAhead.get(tree.frontier.size);
        if (signedRoot && tree.contradicts === null && !frontierRoot(tree.frontier).equals(signedRoot))
          tree.contradicts = tree.frontier.size;
        if (event.type === 'SurveyRoundClosed') tree.roundClosed = true;
      }
      if (batch.length > 0) after = batch.at(-1)!.position;
      if (batch.length < Math.min(BATCH, passEvents - (read - batch.length))) {
        reachedEnd = true;
        break;
      }
      if (read >= passEvents) break;
    }
    if (after) {
      await tx`
        insert into transparency_cursor (commit_position, prepare_position)
        values (${after.commit.toString()}, ${after.prepare.toString()})
        on conflict (only_row) do update
        set commit_position = excluded.commit_position, prepare_position = excluded.prepare_position`;
    }
    if (trees.size > 0) {
      const grown = [...trees];
      await tx`
        insert into agency_trees (agency_id, size, frontier, round_closed, contradicts)
        select agency_id, size, frontier, round_closed, nullif(contradicts, 0)
        from unnest(
          ${packedList(
            tx,
            grown.map(([agencyId]) => agencyId),
            'uuid',
          )},
          ${packedList(
            tx,
            grown.map(([, tree]) => tree.frontier.size),
            'numeric',
          )},
          ${packedJson(
            tx,
            grown.map(([, tree]) => ({ hashes: tree.frontier.hashes })),
          )},
          string_to_array(${grown.map(([, tree]) => tree.roundClosed).join(',')}, ',')::boolean[],
          ${packedList(
            tx,
            grown.map(([, tree]) => tree.contradicts ?? 0),
            'numeric',
          )}
        ) as grown(agency_id, size, frontier, round_closed, contradicts)
        on conflict (agency_id) do update
        set size = excluded.size, frontier = excluded.frontier, round_closed = excluded.round_closed,
            contradicts = excluded.contradicts`;
      for (const [agencyId, tree] of grown)
        if (tree.contradicts !== null && tree.from < tree.contradicts)
          deps.log.error(
            { agencyId, size: tree.contradicts },
            'the log no longer makes a signed checkpoint of this agency: its checkpoints are not signed again ' +
              '(docs/audit.md, "When the log contradicts a checkpoint")',
          );
    }
    await keepLeaves(tx, trees);
    return { signed: reachedEnd ? await signDue(tx, deps.clock.now(), signer) : 0, reachedEnd };
  });
}

/** Appends the pass's new leaves to each agency's rows of leaves, in one statement. */
async function keepLeaves(tx: TransactionSql, trees: Map<string, GrowingTree>) {
  const agencies: string[] = [];
  const chunks: number[] = [];
  const hashes: string[] = [];
  for (const [agencyId, tree] of trees) {
    for (let index = 0; index < tree.added.length; ) {
      const at = tree.from + index;
      const take = Math.min(LEAVES_PER_CHUNK - (at % LEAVES_PER_CHUNK), tree.added.length - index);
      agencies.push(agencyId);
      chunks.push(Math.floor(at / LEAVES_PER_CHUNK));
      hashes.push(Buffer.concat(tree.added.slice(index, index + take)).toString('hex'));
      index += take;
    }
  }
  if (agencies.length === 0) return;
  await tx`
    insert into agency_leaves (agency_id, chunk, hashes)
    select agency_id, chunk, decode(hashes, 'hex')
    from unnest(${packedList(tx, agencies, 'uuid')}, ${packedList(tx, chunks, 'int')}, ${hashes}::text[])
      as added(agency_id, chunk, hashes)
    on conflict (agency_id, chunk) do update set hashes = agency_leaves.hashes || excluded.hashes`;
}

/** Signs a checkpoint for every agency whose tree is ahead of its last one, and due. */
async function signDue(tx: TransactionSql, now: Date, signer: NoteSigner): Promise<number> {
  const due = await tx<TreeRow[]>`
    select t.*, (select max(recorded_at) from checkpoints c where c.agency_id = t.agency_id) as last_signed
    from agency_trees t where t.size > t.signed_size and t.contradicts is null`;
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
  return signed;
}

/** The leaves (each event's hash) kept for an agency's tree, in order; the audit checks them against a signed root. */
export async function keptLeaves(sql: Sql, agencyId: string): Promise<Buffer[]> {
  const rows = await sql<{ hashes: Buffer }[]>`
    select hashes from agency_leaves where agency_id = ${agencyId} order by chunk`;
  const leaves: Buffer[] = [];
  for (const { hashes } of rows)
    for (let at = 0; at + LEAF_BYTES <= hashes.length; at += LEAF_BYTES)
      leaves.push(hashes.subarray(at, at + LEAF_BYTES));
  return leaves;
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
