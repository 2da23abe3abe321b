import type { Config } from './platform/config';
import type { Clock } from './platform/clock';
import type { Sql } from './platform/db';
import type { EventStore } from './platform/eventstore/port';
import type { Logger } from './platform/logger';
import type { Mailer } from './platform/mail/port';
import type { ProjectionWaiter } from './platform/read-your-writes';
import type { Secrets } from './platform/secrets';

/** Everything a command, query or route needs, built once per process (see main.ts). */
export interface AppDeps {
  config: Config;
  sql: Sql;
  eventStore: EventStore;
  projections: ProjectionWaiter;
  mailer: Mailer;
  clock: Clock;
  secrets: Secrets;
  log: Logger;
}
