import type { EventStore, LogPosition, RecordedEvent } from '../eventstore/port';
import { agencyOf, checkpointOrigin, leafData } from '../transparency/checkpoints';
import { consistencyProof, leafHash, rootOf, verifyConsistency, verifyInclusion } from '../transparency/merkle';
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
}

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
    since: { note: string; consistency: { size1: number; size2: number; proof: Buffer[] } } | null;
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

export async function auditCheckpoints(options: {
  eventStore: EventStore;
  agencyId: string;
  verifier: NoteVerifier;
  /** Every signed checkpoint the database holds for the agency, oldest first. */
  checkpoints: { size: number; note: string }[];
  /** A checkpoint saved earlier, outside the database. */
  since?: string;
  /**
   * The leaves (each event's hash) an earlier audit wrote beside that checkpoint (`--proofs`): with
   * them, a rewrite is named at its exact first event, not only between two signed checkpoints.
   */
  sinceLeaves?: Buffer[];
}): Promise<CheckpointAudit> {
  const { verifier, agencyId } = options;
  const events = await agencyEvents(options.eventStore, agencyId);
  const data = events.map(leafData);
  const leaves = data.map(leafHash);
  const problems: CheckpointFinding[] = [];
  const origin = checkpointOrigin(verifier, agencyId);
  const describe = (index: number) => {
    const event = events[index];
    return event ? `event ${index} (${event.streamName} revision ${event.revision})` : `event ${index}`;
  };

  const open = (note: string, what: string): Checkpoint | null => {
    const text = openNote(note, verifier);
    if (text === null) {
      problems.push({
        problem: `${what} does not carry a valid signature of ${verifier.name}: it was forged or altered`,
      });
      return null;
    }
    const checkpoint = parseCheckpoint(text);
    if (!checkpoint || checkpoint.origin !== origin) {
      problems.push({ problem: `${what} is not a checkpoint of this agency's log (${origin})` });
      return null;
    }
    return checkpoint;
  };

  /** Where the log first differs from a checkpoint of `size` leaves: exact, or bracketed by the signed ones. */
  const firstDifference = (size: number): string => {
    let from = 0;
    for (const stored of options.checkpoints) {
      if (stored.size >= size) break;
      const text = openNote(stored.note, verifier);
      const checkpoint = text ? parseCheckpoint(text) : null;
      if (
        checkpoint &&
        checkpoint.origin === origin &&
        rootOf(leaves.slice(0, checkpoint.size)).equals(checkpoint.root)
      ) {
        from = checkpoint.size;
      }
    }
    if (leaves.length < size) {
      // Events are gone: the first difference is at the latest where the log now ends.
      const gone = `the log holds ${leaves.length} of them, ${size - leaves.length} gone`;
      return from >= leaves.length
        ? `${gone}: events from ${describe(leaves.length)} on were removed`
        : `${gone}: the first difference lies between ${describe(from)} and event ${leaves.length}`;
    }
    return `the first difference lies between ${describe(from)} and event ${size - 1}`;
  };

  // A checkpoint in the database the key did not sign was forged or altered there.
  const signed = options.checkpoints.filter((stored) => {
    if (openNote(stored.note, verifier) !== null) return true;
    problems.push({
      problem:
        `the checkpoint of ${stored.size} events in the database does not carry a valid signature of ` +
        `${verifier.name}: it was forged or altered`,
    });
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
    if (leaves.length < latest.size || !root(0, latest.size).equals(latest.root)) {
      problems.push({
        problem:
          `the agency's events differ from the signed checkpoint of ${latest.size} events: ` +
          firstDifference(latest.size),
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
  if (options.since) {
    const earlier = open(options.since, 'the saved checkpoint');
    const saved = options.sinceLeaves;
    if (earlier && saved && !rootOf(saved.slice(0, earlier.size).map(leafHash)).equals(earlier.root)) {
      problems.push({ problem: 'the saved leaves do not make the saved checkpoint: they are not the ones it signed' });
    }
    if (earlier) {
      if (leaves.length < earlier.size || !rootOf(leaves.slice(0, earlier.size)).equals(earlier.root)) {
        const exact =
          saved && rootOf(saved.slice(0, earlier.size).map(leafHash)).equals(earlier.root)
            ? saved.slice(0, earlier.size).findIndex((leaf, index) => !data[index]?.equals(leaf))
            : -1;
        problems.push({
          problem:
            `the agency's events differ from the saved checkpoint of ${earlier.size} events: ` +
            (exact >= 0 ? `the first difference is ${describe(exact)}` : firstDifference(earlier.size)),
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
          audit.proofs.since = {
            note: options.since,
            consistency: { size1: earlier.size, size2: latest.size, proof },
          };
        }
      }
    }
  }
  return audit;
}
