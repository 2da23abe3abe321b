import { type ChainProblem, verifyStream } from '../eventstore/hash-chain';
import type { EventStore, LogPosition, RecordedEvent } from '../eventstore/port';

/** One line of `npm run audit`: an event decoded (the log holds no personal data, docs/architecture.md). */
export interface AuditLine {
  stream: string;
  revision: number;
  position: string;
  type: string;
  time: string;
  data: unknown;
}

export interface AuditReport {
  streams: number;
  events: number;
  problems: ChainProblem[];
}

const BATCH = 1000;

/**
 * An agency's whole history from the event store itself (no read model is trusted): every stream
 * in which an event names the agency, each read in full, printed and verified against the hash
 * chain (hash-chain.ts).
 */
export async function auditAgency(
  eventStore: EventStore,
  agencyId: string,
  print: (line: AuditLine) => void,
): Promise<AuditReport> {
  const streams = await streamsOfAgency(eventStore, agencyId);
  const report: AuditReport = { streams: streams.length, events: 0, problems: [] };
  for (const stream of streams) {
    const events = await eventStore.readStream(stream);
    for (const event of events) print(toLine(event));
    report.events += events.length;
    report.problems.push(...verifyStream(events));
  }
  return report;
}

/** The agency's streams in the order they began in `$all`. */
async function streamsOfAgency(eventStore: EventStore, agencyId: string): Promise<string[]> {
  const streams = new Set<string>();
  let after: LogPosition | null = null;
  for (;;) {
    const batch = await eventStore.readAll({ after, maxCount: BATCH });
    for (const event of batch)
      if ((event.data as { agencyId?: unknown } | null)?.agencyId === agencyId) streams.add(event.streamName);
    if (batch.length < BATCH) return [...streams];
    after = batch.at(-1)!.position;
  }
}

export function formatPosition(position: LogPosition): string {
  return `${position.commit}/${position.prepare}`;
}

function toLine(event: RecordedEvent): AuditLine {
  const at = (event.metadata as { at?: unknown } | null)?.at;
  return {
    stream: event.streamName,
    revision: Number(event.revision),
    position: formatPosition(event.position),
    type: event.type,
    time: typeof at === 'string' ? at : event.recordedAt.toISOString(),
    data: event.data,
  };
}
