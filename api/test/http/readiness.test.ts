import type { Readiness } from '@hearth/contracts/operations';
import { connect } from '@hearth/platform/db';
import { createEventStoreDbEventStore } from '@hearth/platform/eventstore/eventstoredb';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { silentLogger } from '@hearth/platform/logger';
import { startProjections } from '@hearth/platform/projections/runner';
import { createTestDatabase } from '@hearth/platform/test/support/database';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { allProjectors } from '@hearth/projections/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { startTestDeps } from '../support/test-app';

/** `/readyz` fails when the database or event store is unreachable, before the self-check, or while projections lag. */
describe('GET /readyz', () => {
  let test: Awaited<ReturnType<typeof startTestDeps>>;
  beforeAll(async () => {
    test = await startTestDeps();
  });
  afterAll(() => test.close());

  const ready = async (app: ReturnType<typeof createApp>) => {
    const response = await app.request('/readyz');
    return { status: response.status, body: (await response.json()) as Readiness };
  };

  it('answers 200 when everything answers and the read models are current', async () => {
    // Polled: on a loaded machine one check can run past its 2 s bound once (the probe then says not ready).
    await expect
      .poll(() => ready(createApp(test.deps)), { timeout: 15_000 })
      .toEqual({
        status: 200,
        body: {
          status: 'ready',
          checks: { database: true, eventStore: true, selfCheck: true, projectionLagSeconds: 0 },
        },
      });
  });

  it('answers 503 while the event store self-check has not passed', async () => {
    const answer = await ready(createApp(test.deps, { eventStoreChecked: () => false }));
    expect(answer).toMatchObject({ status: 503, body: { status: 'not_ready', checks: { selfCheck: false } } });
  });

  it('answers 503 when the database is unreachable', async () => {
    const sql = connect(`postgres://nobody:none@127.0.0.1:${await freePort()}/none`, { max: 1 });
    try {
      const answer = await ready(createApp({ ...test.deps, sql }));
      expect(answer).toMatchObject({ status: 503, body: { checks: { database: false } } });
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it('answers 503 when the event store is unreachable', async () => {
    const eventStore = createEventStoreDbEventStore(`esdb://127.0.0.1:${await freePort()}?tls=false`);
    try {
      const answer = await ready(createApp({ ...test.deps, eventStore }));
      expect(answer).toMatchObject({ status: 503, body: { checks: { eventStore: false, database: true } } });
    } finally {
      await eventStore.close();
    }
  }, 20_000);

  it('answers 503 while a read model is more than 30 s behind the log, and 200 once it caught up', async () => {
    const db = await createTestDatabase();
    const eventStore = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
    try {
      const app = createApp({ ...test.deps, sql: db.sql, eventStore });
      // No projector has run at all, and the log holds an event written a minute ago.
      await eventStore.append(
        'agency-00000000-0000-4000-8000-000000000001',
        [
          {
            type: 'AgencyRegistered',
            data: { agencyId: '00000000-0000-4000-8000-000000000001', name: 'Late' },
            metadata: { actorId: null, at: '2026-03-02T12:00:00.000Z' },
          },
        ],
        'no_stream',
      );
      await db.sql.begin(async (tx) => {
        await tx`alter table events disable trigger events_append_only`;
        await tx`update events set recorded_at = now() - interval '60 seconds'`;
        await tx`alter table events enable trigger events_append_only`;
      });
      const behind = await ready(app);
      expect(behind.status).toBe(503);
      expect(behind.body.checks.projectionLagSeconds).toBeGreaterThanOrEqual(60);

      const projections = await startProjections({
        sql: db.sql,
        eventStore,
        projectors: allProjectors,
        log: silentLogger,
      });
      try {
        await expect.poll(async () => (await ready(app)).status).toBe(200);
      } finally {
        await projections.stop();
      }
    } finally {
      await eventStore.close();
      await db.drop();
    }
  });
});
