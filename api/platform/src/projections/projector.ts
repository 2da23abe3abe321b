import type { DomainEvent, EventMetadata } from '@hearth/contracts/events';
import type { TransactionSql } from '../db';
import type { LogPosition } from '../eventstore/port';

/** An event as a projector sees it: validated against its contract, with where and when. */
export type ProjectedEvent = DomainEvent & {
  metadata: EventMetadata;
  streamName: string;
  position: LogPosition;
};

/**
 * A projector turns events into the tables of one read model. It runs inside the runner's
 * transaction together with its checkpoint, takes every value from the events (never from the
 * clock), and is rebuilt from position 0 whenever `version` changes.
 */
export interface Projector {
  name: string;
  version: number;
  /** The read-model tables it owns: emptied on rebuild, copied and compared by replay. */
  tables: string[];
  /**
   * A reactor starts work from events (e.g. schedules a survey round) instead of building a read
   * model: replay skips it and read-your-writes does not wait for it.
   */
  reactor?: boolean;
  apply(tx: TransactionSql, events: ProjectedEvent[]): Promise<void>;
}
