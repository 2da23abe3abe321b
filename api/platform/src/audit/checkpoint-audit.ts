import type { EventStore, LogPosition, RecordedEvent } from '../eventstore/port';
import { agencyOf, checkpointOrigin, leafData } from '../transparency/checkpoints';
import {
  appendLeaf,
  consistencyProof,
  type Frontier,
  frontierRoot,
  leafHash,
  rootOf,
  verifyConsistency,
  verifyInclusion,
} from '../transparency/merkle';
import { type Checkpoint, type NoteVerifier, openNote, parseCheckpoint } from '../transparency/note';

/**
 * The audit against signed checkpoints (docs/audit.md, ADR 081): the agency's events, read from the
 * store in the order of `$all`, must be the first `size` leaves of the tree the latest signed
 * checkpoint names (each shown by an inclusion proof), and — given a checkpoint saved earlier, such
 * as one from a Monday digest — an extension of it (a consistency proof). Whatever differs is named
 * with the first position that differs, or the narrowest range the signed checkpoints allow.
 */
interface CheckpointFinding {
  problem: string;
  /** Events no checkpoint covers although they are old enough to be: not proof of a change. */
  unsigned?: true;
}

/** Checkpoints are signed hourly: an event older than this and in none means they were removed or stopped. */
const UNSIGNED_FOR_MS = 3 * 60 * 60_000;

export interface CheckpointAudit {
  /** The checkpoint verified (its text), or null when there was none to verify against. */
  verified: string | null;
  events: number;
  problems: CheckpointFinding[];
  /** What the Go verifier reads (`--proofs <dir>`). */
  proofs: {
    leaves: Buffer[];
    checkpointNote: string | null;
    inclusion: { index: number; proof: Buffer[] }[];
    /** The saved checkpoint, and the consistency proof from it when the log extends it. */
    since: { note: string; consistency: { size1: number; size2: number; proof: Buffer[] } | null } | null;
  };
}

const BATCH = 1000;

/** The agency's events in the order of `$all`: the leaves of its tree. */
async function agencyEvents(eventStore: EventStore, agencyId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after: LogPosition | null = null;
  for (;;) {
    const batch = await eventStore.readAll({ after, maxCount: BATCH });
    for (const event of batch) if (agencyOf(event) === agencyId) events.push(event);
    if (batch.length < BATCH) return events;
    after = batch.at(-1)!.position;
  }
}

/** Subtree roots computed once each: every inclusion proof of a tree in O(n log n) together. */
function memoTree(leaves: Buffer[]) {
  const memo = new Map<string, Buffer>();
  const root = (start: number, end: number): Buffer => {
    const key = `${start}:${end}`;
    let hash = memo.get(key);
    if (!hash) {
      hash = rootOf(leaves.slice(start, end));
      memo.set(key, hash);
    }
    return hash;
  };
  return root;
}

function proofFor(index: number, size: number, root: (start: number, end: number) => Buffer) {
  const path: Buffer[] = [];
  let start = 0;
  let end = size;
  const siblings: Buffer[] = [];
  while (end - start > 1) {
    let k = 1;
    while (k * 2 < end - start) k *= 2;
    if (index < start + k) {
      siblings.push(root(start + k, end));
      end = start + k;
    } else {
      siblings.push(root(start, start + k));
      start += k;
    }
  }
  // Leaf upwards.
  for (let i = siblings.length - 1; i >= 0; i--) path.push(siblings[i]!);
  return path;
}

/**
 * The smallest signed checkpoint the log does not make: the leaves walked once, each checkpoint's root
 * compared as the tree reaches its size. Null when the log makes every one.
 */
function earliestContradicted(checkpoints: Checkpoint[], leaves: Buffer[]): Checkpoint | null {
  let frontier: Frontier = { size: 0, hashes: [] };
  for (const checkpoint of [...checkpoints].sort((a, b) => a.size - b.size)) {
    if (checkpoint.size > leaves.length) return checkpoint;
    while (frontier.size < checkpoint.size) frontier = appendLeaf(frontier, leaves[frontier.size]!);
    if (!frontierRoot(frontier).equals(checkpoint.root)) return checkpoint;
  }
  return null;
}

/** The key names a note's signature lines give. */
export const signerNames = (note: string) => [...note.matchAll(/^— (\S+) \S+$/gm)].map((match) => match[1]!);

export async function auditCheckpoints(options: {
  eventStore: EventStore;
  agencyId: string;
  /** The verifier keys trusted: this installation's, and those of keys rotated out (docs/audit.md). */
  verifiers: NoteVerifier[];
  /** Every signed checkpoint the database holds for the agency, oldest first. */
  checkpoints: { size: number; note: string }[];
  /**
   * The leaves (each event's hash) kept in the database as the tree grew: where they make a signed
   * checkpoint's root they are the ones it signed, and name the first event that differs from it.
   */
  keptLeaves?: Buffer[];
  /** A checkpoint saved earlier, outside the database. */
  since?: string;
  now: Date;
  /** The leaves an earlier audit wrote beside that checkpoint (`--proofs`), used like the kept ones. */
  sinceLeaves?: Buffer[];
}): Promise<CheckpointAudit> {
  const { verifiers, agencyId } = options;
  const events = await agencyEvents(options.eventStore, agencyId);
  const data = events.map(leafData);
  const leaves = data.map(leafHash);
  const problems: CheckpointFinding[] = [];
  const describe = (index: number) => {
    const event = events[index];
    return event ? `event ${index} (${event.streamName} revision ${event.revision})` : `event ${index}`;
  };

  /** The checkpoint a note holds when a trusted key signed it for this agency's log, or why not. */
  const opened = (note: string): Checkpoint | string => {
    for (const verifier of verifiers) {
      const text = openNote(note, verifier);
      if (text === null) continue;
      const checkpoint = parseCheckpoint(text);
      if (!checkpoint || checkpoint.origin !== checkpointOrigin(verifier, agencyId))
        return `is not a checkpoint of this agency's log (${checkpointOrigin(verifier, agencyId)})`;
      return checkpoint;
    }
    const names = signerNames(note);
    const trusted = verifiers.map((verifier) => verifier.name);
    const unknown = names.find((name) => !trusted.includes(name));
    return unknown && names.every((name) => !trusted.includes(name))
      ? `is signed by ${unknown}, a key this audit was not given (--key <its verifier key>)`
      : `does not carry a valid signature of ${trusted.join(' or ')}: it was forged or altered`;
  };
  const open = (note: string, what: string): Checkpoint | null => {
    const checkpoint = opened(note);
    if (typeof checkpoint === 'string') {
      problems.push({ problem: `${what} ${checkpoint}` });
      return null;
    }
    return checkpoint;
  };

  /** Leaves known to be the ones a checkpoint signed: kept ones or saved ones that make its root. */
  const signedLeaves = (checkpoint: Checkpoint): Buffer[] | null =>
    [options.sinceLeaves, options.keptLeaves].find(
      (known) =>
        known &&
        known.length >= checkpoint.size &&
        rootOf(known.slice(0, checkpoint.size).map(leafHash)).equals(checkpoint.root),
    ) ?? null;

  /** Where the log first differs from a checkpoint: exactly, or bracketed by the signed checkpoints. */
  const firstDifference = (checkpoint: Checkpoint): string => {
    const known = signedLeaves(checkpoint);
    if (known) {
      const index = known.slice(0, checkpoint.size).findIndex((leaf, at) => !data[at]?.equals(leaf));
      if (index >= data.length) return `events from event ${index} on were removed (the log ends there)`;
      const now = data.findIndex((leaf) => leaf.equals(known[index]!));
      const signedEvent =
        now >= 0 ? `the event signed there is now event ${now}` : 'the event signed there is no longer in the log';
      return `the first difference is at event ${index}: the log has ${describe(index)} there; ${signedEvent}`;
    }
    let from = 0;
    for (const stored of options.checkpoints) {
      if (stored.size >= checkpoint.size) break;
      const earlier = opened(stored.note);
      if (typeof earlier !== 'string' && rootOf(leaves.slice(0, earlier.size)).equals(earlier.root))
        from = earlier.size;
    }
    if (leaves.length < checkpoint.size && from >= leaves.length)
      return `events from event ${leaves.length} on were removed (the log ends there)`;
    const last = Math.min(checkpoint.size, leaves.length) - 1;
    return `the first difference lies between ${describe(from)} and event ${last}`;
  };
  const differs = (checkpoint: Checkpoint) =>
    leaves.length < checkpoint.size || !rootOf(leaves.slice(0, checkpoint.size)).equals(checkpoint.root);
  const holds = (checkpoint: Checkpoint) =>
    leaves.length < checkpoint.size ? ` (the log holds ${leaves.length} of them)` : '';

  // A checkpoint in the database no trusted key signed was forged or altered there.
  const signed = options.checkpoints.filter((stored) => {
    const checkpoint = opened(stored.note);
    if (typeof checkpoint !== 'string') return true;
    problems.push({ problem: `the checkpoint of ${stored.size} events in the database ${checkpoint}` });
    return false;
  });
  const latestNote = signed.at(-1)?.note ?? null;
  const latest = latestNote ? open(latestNote, 'the latest checkpoint') : null;
  const audit: CheckpointAudit = {
    verified: null,
    events: events.length,
    problems,
    proofs: { leaves: data, checkpointNote: latestNote, inclusion: [], since: null },
  };
  if (latest) {
    const root = memoTree(leaves);
    // Every signed checkpoint, not only the latest: a change signed into a later checkpoint (the trees
    // grown again from a rewritten log) still contradicts the earlier ones.
    const broken = earliestContradicted(
      signed.flatMap((stored) => {
        const checkpoint = opened(stored.note);
        return typeof checkpoint === 'string' ? [] : [checkpoint];
      }),
      leaves,
    );
    if (broken) {
      const resigned = broken.size < latest.size && !differs(latest);
      problems.push({
        problem:
          `the agency's events differ from the signed checkpoint of ${broken.size} events${holds(broken)}: ` +
          firstDifference(broken) +
          (resigned ? `; the changed log was signed again later (the checkpoint of ${latest.size} events)` : ''),
      });
    } else {
      for (let index = 0; index < latest.size; index++) {
        const proof = proofFor(index, latest.size, root);
        if (!verifyInclusion(index, latest.size, leaves[index]!, proof, latest.root)) {
          problems.push({ problem: `${describe(index)} is not included in the signed checkpoint` });
          break;
        }
        audit.proofs.inclusion.push({ index, proof });
      }
      audit.verified = latestNote;
    }
  }
  if (audit.verified || signed.length === 0) {
    const from = latest && audit.verified ? latest.size : 0;
    const stale = events.findIndex(
      (event, index) => index >= from && options.now.getTime() - event.recordedAt.getTime() > UNSIGNED_FOR_MS,
    );
    if (stale >= 0) {
      problems.push({
        unsigned: true,
        problem:
          `${describe(stale)}, recorded ${events[stale]!.recordedAt.toISOString()}, is in no signed checkpoint ` +
          'though they are signed hourly: newer checkpoints were removed, or signing has stopped',
      });
    }
  }
  if (options.since) {
    const earlier = open(options.since, 'the saved checkpoint');
    const saved = options.sinceLeaves;
    if (earlier && saved && !signedLeaves(earlier)?.length) {
      problems.push({ problem: 'the saved leaves do not make the saved checkpoint: they are not the ones it signed' });
    }
    if (earlier) {
      audit.proofs.since = { note: options.since, consistency: null };
      if (differs(earlier)) {
        problems.push({
          problem:
            `the agency's events differ from the saved checkpoint of ${earlier.size} events${holds(earlier)}: ` +
            firstDifference(earlier),
        });
      } else if (latest && audit.verified && latest.size < earlier.size) {
        problems.push({
          problem:
            `the database's newest signed checkpoint covers ${latest.size} events, fewer than the saved one ` +
            `(${earlier.size}): newer checkpoints were removed`,
        });
      } else if (latest && audit.verified) {
        const proof = consistencyProof(earlier.size, leaves.slice(0, latest.size));
        if (!verifyConsistency(earlier.size, latest.size, earlier.root, latest.root, proof)) {
          problems.push({ problem: 'the latest checkpoint is not an extension of the saved one' });
        } else {
          audit.proofs.since.consistency = { size1: earlier.size, size2: latest.size, proof };
        }
      }
    }
  }
  return audit;
}
