import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('PATCH /api/user/onboarding', () => {
  const app = suiteApp();

  it('records the welcome and the finished checklist once each, and the user shows them at once', async () => {
    const { client } = await signedInAdmin(app);
    expect((await client.get('/api/user')).body).toMatchObject({ hasSeenWelcome: false, onboardingCompleted: false });
    expect((await client.patch('/api/user/onboarding', { hasSeenWelcome: true })).status).toBe(200);
    expect((await client.get('/api/user')).body).toMatchObject({ hasSeenWelcome: true, onboardingCompleted: false });
    await client.patch('/api/user/onboarding', { onboardingCompleted: true });
    await client.patch('/api/user/onboarding', { onboardingCompleted: true });
    expect((await client.get('/api/user')).body.onboardingCompleted).toBe(true);
    expect(await app.db.sql`select * from events where event_type = 'OnboardingCompleted'`).toHaveLength(1);
  });

  it('needs a signed-in user and a true flag', async () => {
    expect((await app.client().patch('/api/user/onboarding', { hasSeenWelcome: true })).status).toBe(401);
    const { client } = await signedInAdmin(app);
    expect((await client.patch('/api/user/onboarding', {})).status).toBe(400);
    expect((await client.patch('/api/user/onboarding', { hasSeenWelcome: false })).status).toBe(400);
  });
});
