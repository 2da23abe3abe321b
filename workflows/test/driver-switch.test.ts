import { MONDAY_MORNINGS, setSchedule, staffedAgency } from '@hearth/api/test/support/survey';
import { suiteApp } from '@hearth/api/test/support/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { startReactors } from '../src/driver';
import { startWorkflows } from '../src/start';

/**
 * Switching from Temporal back to the embedded driver (docs/runbook.md): a schedule changed while
 * Temporal drove the rounds — its reactor took the change, the embedded timer still waits for the old
 * opening — is followed once the embedded driver starts again: every agency re-plans at start.
 */
describe('switching back to the embedded driver', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' }); // a Wednesday
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  const dueAt = async () =>
    (await app.db.sql<{ due_at: Date }[]>`select due_at from scheduled_jobs where kind = 'rounds'`)[0]?.due_at;

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 3, agencyName: 'Switching Hospice' });
  });

  it('opens the round on the schedule changed meanwhile, not on the old one', async () => {
    // On the embedded driver: Mondays at 09:00; its timer waits for Monday, March 9.
    const embedded = await startWorkflows({ ...app.deps, transport: app.transport });
    await setSchedule(agency.client, MONDAY_MORNINGS);
    // The reactor arms the timer; running what is due plans it for the next opening.
    await expect
      .poll(
        async () => {
          await embedded.runDue();
          return (await dueAt())?.toISOString();
        },
        { timeout: 30_000 },
      )
      .toBe('2026-03-09T13:00:00.000Z');
    await embedded.stop();

    // On Temporal meanwhile (its reactor takes the change; nothing touches the embedded timer): Fridays.
    let signalled = 0;
    const temporalReactor = await startReactors(app.deps, async () => {
      signalled++;
    });
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, surveyDay: 'Friday' });
    await expect.poll(() => signalled).toBe(1);
    await temporalReactor.stop();
    expect((await dueAt())?.toISOString()).toBe('2026-03-09T13:00:00.000Z');

    // Back on the embedded driver: the timer follows Fridays, and Friday's round opens.
    const again = await startWorkflows({ ...app.deps, transport: app.transport });
    try {
      await again.runDue();
      expect((await dueAt())?.toISOString()).toBe('2026-03-06T14:00:00.000Z');
      app.clock.set('2026-03-06T14:00:00Z');
      await again.runDue();
      const [round] = await app.db.sql<{ opens_at: Date }[]>`select opens_at from round_state`;
      expect(round!.opens_at.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    } finally {
      await again.stop();
    }
  }, 60_000);
});
