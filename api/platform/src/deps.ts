import type { Clock } from './clock';
import type { Config } from './config';
import type { Sql } from './db';
import type { EventStore } from './eventstore/port';
import type { Logger } from './logger';
import type { Mailer } from './mail/port';
import type { ProjectionWaiter } from './read-your-writes';
import type { Secrets } from './secrets';

/** Everything a command, query, route or activity needs, built once per process by `bootPlatform`. */
export interface Deps {
  config: Config;
  sql: Sql;
  eventStore: EventStore;
  projections: ProjectionWaiter;
  mailer: Mailer;
  clock: Clock;
  secrets: Secrets;
  log: Logger;
}
