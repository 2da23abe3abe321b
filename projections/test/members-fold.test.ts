import type { ProjectedEvent } from '@hearth/platform/projections/projector';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersProjector } from '../src/members/members';
import { id } from './support';

/** The members projector folds a whole batch in memory: order inside the batch must still hold. */
describe('members projector, many events of one member in one batch', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const agencyId = id();
  const event = (type: string, data: object, n: number): ProjectedEvent =>
    ({
      type,
      data,
      metadata: { actorId: null, at: `2026-03-0${n}T12:00:00.000Z` },
      streamName: 'member-x',
      position: { commit: 1n, prepare: BigInt(n) },
    }) as ProjectedEvent;
  const apply = (events: ProjectedEvent[]) => db.sql.begin((tx) => membersProjector.apply(tx, events));

  it('applies invite, edit, acceptance and promotion in the order they happened', async () => {
    const memberId = id();
    const ids = { memberId, agencyId };
    await apply([
      event('MemberInvited', { ...ids, role: 'user', jobRoleId: null }, 1),
      event('MemberUpdated', { ...ids, role: 'user', jobRoleId: null, status: 'pending', detailsChanged: true }, 2),
      event('InviteAccepted', ids, 3),
      event('WelcomeSeen', ids, 4),
    ]);
    expect(
      await db.sql`select role, status, has_seen_welcome, joined_at from members where member_id = ${memberId}`,
    ).toEqual([
      { role: 'user', status: 'active', has_seen_welcome: true, joined_at: new Date('2026-03-01T12:00:00Z') },
    ]);
    await apply([
      event('MemberUpdated', { ...ids, role: 'admin', jobRoleId: null, status: 'pending', detailsChanged: false }, 5),
      event(
        'MemberUpdated',
        { ...ids, role: 'admin', jobRoleId: null, status: 'pending', detailsChanged: false, language: 'es' },
        6,
      ),
    ]);
    expect((await db.sql`select role, status, language from members where member_id = ${memberId}`)[0]).toEqual({
      role: 'admin',
      status: 'pending',
      language: 'es',
    });
  });

  it('removes a member removed in the batch, and keeps one re-created after', async () => {
    const gone = id();
    await apply([
      event('MemberInvited', { memberId: gone, agencyId, role: 'user', jobRoleId: null }, 1),
      event('MemberRemoved', { memberId: gone, agencyId }, 2),
    ]);
    expect(await db.sql`select * from members where member_id = ${gone}`).toHaveLength(0);
  });
});
