import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type Database, openDatabase } from './database';
import type { Deps } from './deps';
import { createEventStoreDbEventStore } from './eventstore/eventstoredb';
import type { EventStore } from './eventstore/port';
import { createPostgresEventStore } from './eventstore/postgres';
import type { Logger } from './logger';
import { devMailboxTransport } from './mail/dev-mailbox';
import { createOutbox } from './mail/outbox';
import { type MailTransport, routedTransport } from './mail/port';
import { sendGridTransport } from './mail/sendgrid';
import { twilioTransport } from './mail/twilio';
import { createProjectionWaiter } from './read-your-writes';
import { createSecrets, loadSecretKey } from './secrets';
import { loadCheckpointSigner } from './transparency/checkpoints';

export interface Platform extends Deps {
  database: Database;
  /** Where the mail sender hands mail over (SendGrid, or the development mailbox). */
  transport: MailTransport;
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
  const checkpointSigner = await loadCheckpointSigner({
    signingKey: config.CHECKPOINT_SIGNING_KEY,
    dataDir: config.DATA_DIR,
  });
  const projections = createProjectionWaiter(sql, log);
  const clock = options.clock ?? systemClock;
  const transport = openTransport(config, database, log);
  return {
    config,
    sql,
    eventStore,
    projections,
    outbox: createOutbox({ sql, secrets, transport, clock, log }),
    clock,
    secrets,
    log,
    checkpointSigner,
    database,
    transport,
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

function openTransport(config: Config, database: Database, log: Logger): MailTransport {
  const devMailbox = () => devMailboxTransport(database.sql);
  let mail: MailTransport;
  if (config.SENDGRID_API_KEY) {
    log.info('mail: SendGrid');
    mail = sendGridTransport({
      apiKey: config.SENDGRID_API_KEY,
      from: config.MAIL_FROM,
      baseUrl: config.SENDGRID_BASE_URL,
    });
  } else mail = devMailbox();
  let texts: MailTransport | null = null;
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM) {
    log.info('texts: Twilio');
    texts = twilioTransport({
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_FROM,
      baseUrl: config.TWILIO_BASE_URL,
    });
  } else if (config.textsEnabled) texts = devMailbox();
  return routedTransport(mail, texts);
}
