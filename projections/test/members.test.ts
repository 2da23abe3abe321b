import type { MemberEvent } from '@hearth/contracts/events';
import { memberStream } from '@hearth/contracts/streams';
import { suiteDatabase } from '@hearth/platform/test/support/database';
import { describe, expect, it } from 'vitest';
import { membersProjector } from '../src/members/members';
import { id, on, projectorSpec } from './support';

/**
 * The members projector folds a whole batch in memory over the rows it touches, so the order of
 * events inside one batch must hold as well as the order between batches.
 */
describe('members projector', () => {
  const db = suiteDatabase();

  const spec = projectorSpec(membersProjector, () => db);
  const agencyId = id();
  const aMember = () => {
    const memberId = id();
    const ids = { memberId, agencyId };
    const stream = memberStream(memberId);
    const events = (...events: MemberEvent[]) => on(stream, events);
    const row = async () => (await db.sql`select * from members where member_id = ${memberId}`)[0];
    const invited: MemberEvent = { type: 'MemberInvited', data: { ...ids, role: 'user', jobRoleId: null } };
    const accepted: MemberEvent = { type: 'InviteAccepted', data: ids };
    return { memberId, ids, stream, events, row, invited, accepted };
  };

  describe('when an administrator registers, verifies their email and sees the welcome', () => {
    it('keeps them as an active administrator who has seen the welcome', async () => {
      const { memberId, ids, events, row } = aMember();
      await spec
        .when(
          events(
            { type: 'AdminRegistered', data: ids },
            { type: 'EmailVerified', data: ids },
            { type: 'WelcomeSeen', data: ids },
          ),
        )
        .then(async () => {
          expect(await row()).toMatchObject({
            member_id: memberId,
            role: 'admin',
            status: 'active',
            job_role_id: null,
            has_seen_welcome: true,
          });
        });
    });
  });

  describe('when a staff member is invited, accepts and is promoted, in one batch', () => {
    it('keeps them as an administrator waiting for account setup, without a job role', async () => {
      const { memberId, ids, events, row } = aMember();
      await spec
        .when(
          events(
            { type: 'MemberInvited', data: { ...ids, role: 'user', jobRoleId: id() } },
            { type: 'InviteAccepted', data: ids },
            {
              type: 'MemberUpdated',
              data: { ...ids, role: 'admin', jobRoleId: null, status: 'pending', detailsChanged: false },
            },
          ),
        )
        .then(async () => {
          expect(await row()).toMatchObject({
            member_id: memberId,
            role: 'admin',
            status: 'pending',
            job_role_id: null,
            has_seen_welcome: false,
          });
        });
    });
  });

  describe('when invite, edit, acceptance and welcome arrive in one batch', () => {
    it('applies them in the order they happened, joined at the invitation', async () => {
      const { ids, stream, row, invited } = aMember();
      await spec
        .when(
          on(
            stream,
            [
              invited,
              {
                type: 'MemberUpdated',
                data: { ...ids, role: 'user', jobRoleId: null, status: 'pending', detailsChanged: true },
              },
              { type: 'InviteAccepted', data: ids },
              { type: 'WelcomeSeen', data: ids },
            ],
            '2026-03-01T12:00:00.000Z',
          ),
        )
        .then(async () => {
          expect(await row()).toMatchObject({
            role: 'user',
            status: 'active',
            has_seen_welcome: true,
            joined_at: new Date('2026-03-01T12:00:00Z'),
          });
        });
    });
  });

  describe('given an active staff member', () => {
    it('keeps a promotion in a later batch', async () => {
      const { ids, events, row, invited, accepted } = aMember();
      await spec
        .given(events(invited, accepted))
        .when(
          events({
            type: 'MemberUpdated',
            data: { ...ids, role: 'admin', jobRoleId: null, status: 'pending', detailsChanged: false },
          }),
        )
        .then(async () => {
          expect(await row()).toMatchObject({ role: 'admin', status: 'pending' });
        });
    });

    it('keeps the onboarding completed', async () => {
      const { ids, events, row, invited, accepted } = aMember();
      await spec
        .given(events(invited, accepted))
        .when(events({ type: 'OnboardingCompleted', data: ids }))
        .then(async () => {
          expect(await row()).toMatchObject({ email_verified: true, onboarding_completed: true });
        });
    });
  });

  describe('when a member is invited and removed in one batch', () => {
    it('keeps no row', async () => {
      const { memberId, ids, events, invited } = aMember();
      await spec.when(events(invited, { type: 'MemberRemoved', data: ids })).then(async () => {
        expect(await db.sql`select * from members where member_id = ${memberId}`).toHaveLength(0);
      });
    });
  });

  describe('given a member', () => {
    it('deletes their row when they are removed in a later batch', async () => {
      const { ids, events, row, invited } = aMember();
      await spec
        .given(events(invited))
        .when(events({ type: 'MemberRemoved', data: ids }))
        .then(async () => {
          expect(await row()).toBeUndefined();
        });
    });
  });

  describe('when a staff member is invited in Spanish', () => {
    it('keeps their language', async () => {
      const { ids, events, row } = aMember();
      await spec
        .when(events({ type: 'MemberInvited', data: { ...ids, role: 'user', jobRoleId: null, language: 'es' } }))
        .then(async () => expect(await row()).toMatchObject({ language: 'es' }));
    });
  });

  describe('given a staff member invited before languages existed', () => {
    it('keeps them in English, and follows a change of language but not an edit that names none', async () => {
      const { ids, events, row, invited, accepted } = aMember();
      const edit = { ...ids, role: 'user' as const, jobRoleId: null, status: 'active' as const, detailsChanged: true };
      await spec
        .given(events(invited, accepted))
        .when(
          events({ type: 'MemberUpdated', data: { ...edit, language: 'es' } }, { type: 'MemberUpdated', data: edit }),
        )
        .then(async () => expect(await row()).toMatchObject({ language: 'es' }));
    });
  });
});
