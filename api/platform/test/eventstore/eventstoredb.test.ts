import { describe, it } from 'vitest';
import { createEventStoreDbEventStore } from '../../src/eventstore/eventstoredb';
import { eventStoreContract } from './contract';

/**
 * The same contract against a real EventStoreDB/KurrentDB. It needs a server: set
 * EVENTSTORE_URL (e.g. `esdb://localhost:2113?tls=false`, see docker-compose.yml).
 */
const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('EventStoreDB', async () => {
    const store = createEventStoreDbEventStore(url);
    // No owner: KurrentDB removes a deleted stream's events (and those a $tb hides) from $all only at
    // its next scavenge, and without a server here that path has never been run; the tampering test
    // skips rather than guess (docs/audit.md).
    return { store, close: () => store.close() };
  });
} else {
  describe('EventStore contract: EventStoreDB', () => {
    // Skipped on purpose, and reported as skipped: no KurrentDB/EventStoreDB server can run where this is
    // built (README, "EventStoreDB adapter: what it has been run against"). Set EVENTSTORE_URL to run it.
    it.skip('skipped: EVENTSTORE_URL is not set and no EventStoreDB server or Docker engine exists here', () => {});
  });
}
