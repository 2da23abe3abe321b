import { createHash } from 'node:crypto';
import type { RecordedEvent } from './port';

/**
 * The log's tamper evidence (docs/decisions/031-audit-hash-chain.md): every event carries the hash
 * of its predecessor in its stream and its own hash, over its stream, revision, type, data,
 * metadata and that predecessor hash. Both event stores compute it the same way when they append,
 * from the values as they will read back (JSON), so `npm run audit` verifies either store.
 */
export interface ChainLink {
  streamName: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  previousHash: string | null;
}

export function eventHash(event: ChainLink): string {
  const content = [
    event.streamName,
    event.revision.toString(),
    event.type,
    event.data,
    event.metadata,
    event.previousHash,
  ];
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** JSON with keys sorted at every depth: the same text for the same values, whatever a store did to key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(JSON.parse(JSON.stringify(value ?? null))));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, sortKeys(inner)]),
    );
  return value;
}

/** The hash the next event of a stream names: its last event's (computed for one older than the chain). */
function headHash(head: RecordedEvent | null): string | null {
  return head ? (head.hash ?? eventHash(head)) : null;
}

/** What the next event of a stream links to: the revision and hash of its last event. */
export interface ChainHead {
  revision: bigint;
  hash: string;
}

export function chainHead(last: RecordedEvent): ChainHead {
  return { revision: last.revision, hash: headHash(last)! };
}

/** Revisions and hashes of events appended after `head` (the stream's last event, or null for a new stream). */
export function chainNewEvents<E extends { type: string; data: unknown; metadata: unknown }>(
  streamName: string,
  head: ChainHead | null,
  events: E[],
): (E & { revision: bigint; previousHash: string | null; hash: string })[] {
  let previousHash = head?.hash ?? null;
  let revision = head ? head.revision : -1n;
  return events.map((event) => {
    revision++;
    const { type, data, metadata } = event;
    const hash = eventHash({ streamName, revision, type, data, metadata, previousHash });
    const linked = { ...event, revision, previousHash, hash };
    previousHash = hash;
    return linked;
  });
}

export interface ChainProblem {
  streamName: string;
  /** The revision at which the chain breaks, and where that event sits in `$all`. */
  revision: bigint;
  position: RecordedEvent['position'];
  problem: string;
}

/**
 * Checks one stream's events (as read, in revision order): revisions without gaps from 0, each
 * event's content matching its own hash, and each event naming its predecessor's hash. Events
 * written before the chain existed (no hash) may only come first. A changed event fails its own
 * hash (or, if its hash was forged too, its successor's link); a removed one leaves a gap or a
 * broken link. What the chain cannot show on its own: the last events of a stream removed
 * together, or a stream rewritten from some event to its end with every hash recomputed.
 */
export function verifyStream(events: RecordedEvent[]): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previous: RecordedEvent | null = null;
  let chained = false;
  for (const event of events) {
    const report = (problem: string) =>
      problems.push({ streamName: event.streamName, revision: event.revision, position: event.position, problem });
    const expectedRevision = previous ? previous.revision + 1n : 0n;
    if (event.revision !== expectedRevision)
      report(
        `revision ${event.revision} follows ${previous ? `revision ${previous.revision}` : 'nothing'}: missing events`,
      );
    if (event.hash === null) {
      if (chained) report('has no hash although earlier events of its stream have one: it was inserted or altered');
    } else {
      chained = true;
      if (eventHash(event) !== event.hash) report('its content does not match its hash: it was changed');
      if (event.previousHash !== headHash(previous))
        report('it does not name its predecessor’s hash: the event before it was changed or removed');
    }
    previous = event;
  }
  return problems;
}
