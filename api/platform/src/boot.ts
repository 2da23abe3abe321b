import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type Database, openDatabase } from './database';
import type { Deps } from './deps';
import { createEventStoreDbEventStore } from './eventstore/eventstoredb';
import type { EventStore } from './eventstore/port';
import { createPostgresEventStore } from './eventstore/postgres';
import type { Logger } from './logger';
import { createOutboxMailer } from './mail/outbox';
import type { Mailer } from './mail/port';
import { createSendGridMailer } from './mail/sendgrid';
import { createProjectionWaiter } from './read-your-writes';
import { createSecrets, loadSecretKey } from './secrets';

export interface Platform extends Deps {
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds every adapter from the configuration: the embedded defaults unless a production
 * variable selects the other adapter (docs/architecture.md).
 */
export async function bootPlatform(
  config: Config,
  log: Logger,
  options: { clock?: Clock; reuseRunningDatabase?: boolean; maxConnections?: number } = {},
): Promise<Platform> {
  const database = await openDatabase(config, log, {
    reuseRunning: options.reuseRunningDatabase,
    maxConnections: options.maxConnections,
  });
  const { sql } = database;
  const eventStore = openEventStore(config, database, log);
  const secrets = createSecrets(await loadSecretKey({ secretKey: config.SECRET_KEY, dataDir: config.DATA_DIR }));
  const projections = createProjectionWaiter(sql, log);
  return {
    config,
    sql,
    eventStore,
    projections,
    mailer: openMailer(config, database, log),
    clock: options.clock ?? systemClock,
    secrets,
    log,
    database,
    async close() {
      await projections.close();
      await eventStore.close();
      await database.close();
    },
  };
}

function openEventStore(config: Config, database: Database, log: Logger): EventStore {
  if (config.EVENTSTORE_URL) {
    log.info('event store: EventStoreDB');
    return createEventStoreDbEventStore(config.EVENTSTORE_URL);
  }
  return createPostgresEventStore(database.sql);
}

function openMailer(config: Config, database: Database, log: Logger): Mailer {
  if (config.SENDGRID_API_KEY) {
    log.info('mail: SendGrid');
    return createSendGridMailer({ apiKey: config.SENDGRID_API_KEY, from: config.MAIL_FROM });
  }
  return createOutboxMailer(database.sql);
}
