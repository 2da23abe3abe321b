import type { Clock } from './clock';
import type { Config } from './config';
import type { Sql } from './db';
import type { EventStore } from './eventstore/port';
import type { Logger } from './logger';
import type { Outbox } from './mail/outbox';
import type { ProjectionWaiter } from './read-your-writes';
import type { Secrets } from './secrets';
import type { NoteSigner } from './transparency/note';

/** Everything a command, query, route or activity needs, built once per process by `bootPlatform`. */
export interface Deps {
  config: Config;
  sql: Sql;
  eventStore: EventStore;
  projections: ProjectionWaiter;
  /** Every mail goes through it (docs/decisions/017-durable-mail-outbox.md). */
  outbox: Outbox;
  clock: Clock;
  secrets: Secrets;
  log: Logger;
  /** Signs checkpoints of the log (transparency/checkpoints.ts); absent in tools that sign none. */
  checkpointSigner?: NoteSigner;
}
