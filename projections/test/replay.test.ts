import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyStream, memberStream } from '@hearth/contracts/streams';
import { createPostgresEventStore } from '@hearth/api/platform/eventstore/postgres';
import { silentLogger } from '@hearth/api/platform/logger';
import { type TestDatabase, createTestDatabase } from '@hearth/api/test/support/database';
import { allProjectors } from '../src/all';
import { replayProjections } from '../src/replay';
import { type ProjectionRunner, startProjections } from '../src/runner';
import { appendEvents, id } from './support';

describe('npm run replay', () => {
  let db: TestDatabase;
  let runner: ProjectionRunner;
  const store = () => createPostgresEventStore(db.sql, { pollIntervalMs: 10 });

  beforeAll(async () => {
    db = await createTestDatabase();
    const events = store();
    for (let n = 0; n < 30; n++) {
      const agencyId = id();
      const memberId = id();
      await appendEvents(events, agencyStream(agencyId), [{ type: 'AgencyRegistered', data: { agencyId, name: `Hospice ${n}` } }]);
      await appendEvents(events, memberStream(memberId), [
        { type: 'AdminRegistered', data: { memberId, agencyId } },
        ...(n % 2 === 0 ? [{ type: 'EmailVerified' as const, data: { memberId, agencyId } }] : []),
      ]);
    }
    runner = await startProjections({ sql: db.sql, eventStore: events, projectors: allProjectors, log: silentLogger });
  });
  afterAll(async () => {
    await runner.stop();
    await db.drop();
  });

  it('rebuilds every read model from position 0 into fresh tables that equal the live ones', async () => {
    const report = await replayProjections({ sql: db.sql, eventStore: store(), projectors: allProjectors });
    expect(report.events).toBe(75);
    expect(report.liveBehind).toBe(false);
    expect(report.tables.map((table) => table.table)).toEqual(allProjectors.flatMap((projector) => projector.tables));
    expect(report.tables.find((table) => table.table === 'agencies')).toEqual({ table: 'agencies', liveRows: 30, replayedRows: 30, differingRows: 0 });
    expect(report.tables.find((table) => table.table === 'members')).toEqual({ table: 'members', liveRows: 30, replayedRows: 30, differingRows: 0 });
    expect(report.tables.every((table) => table.differingRows === 0)).toBe(true);
    expect(report.equal).toBe(true);
    const schemas = await db.sql`select schema_name from information_schema.schemata where schema_name like 'replay_%'`;
    expect(schemas).toHaveLength(0);
  });

  it('reports a live table that no longer matches the log', async () => {
    await db.sql`update members set status = 'tampered' where member_id = (select member_id from members limit 1)`;
    const report = await replayProjections({ sql: db.sql, eventStore: store(), projectors: allProjectors });
    expect(report.equal).toBe(false);
    expect(report.tables.find((table) => table.table === 'members')?.differingRows).toBe(2);
  });
});
