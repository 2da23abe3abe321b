import { erasePersonalData } from '@hearth/api/members/erasure';
import { signedInAdmin } from '@hearth/api/test/support/accounts';
import { suiteApp } from '@hearth/api/test/support/test-app';
import { memberStream } from '@hearth/contracts/streams';
import { silentLogger } from '@hearth/platform/logger';
import { startProjections } from '@hearth/platform/projections/runner';
import { describe, expect, it } from 'vitest';
import { erasureReactor } from '../src/members/erasure-reactor';

/** A process that dies between MemberRemoved and the deletion must still not leave the person's data. */
describe('member erasure reactor', () => {
  const app = suiteApp();

  it('deletes the personal data of a member whose removal was recorded but not carried out', async () => {
    const { client, user } = await signedInAdmin(app);
    const invited = await client.post('/api/users/invite', {
      firstName: 'Gone',
      lastName: 'Soon',
      email: 'gone.soon@example.org',
      role: 'user',
    });
    const memberId = invited.body.user.id as string;
    // The crash: the event is in the log, the deletions never ran.
    await app.deps.eventStore.append(
      memberStream(memberId),
      [
        {
          type: 'MemberRemoved',
          data: { memberId, agencyId: user.agencyId },
          metadata: { actorId: user.id, at: '2026-03-02T12:00:00.000Z' },
        },
      ],
      'any',
    );
    expect(await app.db.sql`select * from people where member_id = ${memberId}`).toHaveLength(1);

    const reactor = await startProjections({
      sql: app.db.sql,
      eventStore: app.deps.eventStore,
      projectors: [erasureReactor(erasePersonalData)],
      log: silentLogger,
    });
    await expect
      .poll(async () => (await app.db.sql`select * from people where member_id = ${memberId}`).length)
      .toBe(0);
    expect(await app.db.sql`select * from one_time_tokens where member_id = ${memberId}`).toHaveLength(0);
    await reactor.stop();
  });
});
