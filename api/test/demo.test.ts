import { fixedClock } from '@hearth/platform/clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed';
import { signIn } from './support/accounts';
import { suiteApp } from './support/test-app';

/** `npm run demo` seeds through the real commands; this keeps it working as the product changes. */
describe('the demo agency', () => {
  const app = suiteApp({ now: '2026-11-21T15:00:00Z' });
  let demo: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    demo = await seedDemo(app.deps, fixedClock('2026-11-21T15:00:00Z'), new Date('2026-11-21T15:00:00Z'));
  }, 60_000);

  it('has twelve closed weeks, one below the threshold, and a round open now', async () => {
    const admin = await signIn(app, demo.adminEmail, demo.password);
    const history = (await admin.get('/api/dashboard/historical?weeks=24')).body;
    expect(history.weeks).toHaveLength(12);
    expect(history.weeks.filter((week: { belowThreshold: boolean }) => week.belowThreshold)).toHaveLength(1);
    expect(
      history.weeks
        .filter((week: { avgBurnout: number | null }) => week.avgBurnout !== null)
        .every((week: { avgBurnout: number }) => week.avgBurnout > 2 && week.avgBurnout < 9),
    ).toBe(true);
    // While a round is open, the last 4 and 12 weeks still mean 4 and 12 closed rounds.
    expect((await admin.get('/api/dashboard/historical?weeks=4')).body.weeks).toHaveLength(4);
    expect((await admin.get('/api/dashboard/historical?weeks=12')).body.weeks).toHaveLength(12);
    const current = (await admin.get('/api/dashboard/current-week')).body;
    expect(current.round).toMatchObject({ status: 'open', invitedCount: 18 });
    expect(current.changes.submissionRate).toBeNull();
    expect(current.nonRespondents.length).toBeGreaterThan(0);
    expect((await admin.get('/api/user')).body).toMatchObject({ hasSeenWelcome: true, onboardingCompleted: true });
  });
});
