import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueNotifications } from '../../src/notifications/notify';
import { signIn } from '../support/accounts';
import { answeredRound, MONDAY_MORNINGS, setSchedule, staffedAgency } from '../support/survey';
import { suiteApp } from '../support/test-app';

/**
 * Comment themes through the real app (docs/insights.md "Comment themes"): beside the insights and
 * in the Monday digest, as counts and labels, only from max(k, 5) comments, never a word of one.
 */
describe('comment themes in the insights and the digest', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;

  const week = (opensAt: string, comments: string[]) =>
    answeredRound(
      app,
      agency,
      opensAt,
      comments.map((comment) => ({ values: [5, 5, 5, 6, 6], comment: comment || undefined })),
    );

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 7, agencyName: 'Themes Hospice' });
    await setSchedule(agency.client, MONDAY_MORNINGS);
  }, 60_000);

  const themesNow = async () => (await (await signIn(app, agency.email)).get('/api/dashboard/insights')).body.themes;

  it('reads no themes from four comments: fewer than max(k, 5)', async () => {
    await week('2026-03-09T13:00:00Z', [
      'charting until midnight again',
      'on call all weekend, got called out 3 times',
      'no raise again this year',
      'my team had my back',
      '',
    ]);
    expect(await themesNow()).toBeNull();
  });

  it('counts themes and tones from six comments, in both languages, and shows no word of them', async () => {
    const comments = [
      'Charting until midnight again, the EMR logged me out twice',
      'on call all weekend, got called out 3 times saturday night',
      'las notas en el sistema me toman mas tiempo que las visitas',
      'my team had each others back this week, thank you all',
      'me llamaron 4 veces en la noche de guardia, no dormi nada',
      'no raise again this year and gas keeps going up',
    ];
    await week('2026-03-16T13:00:00Z', comments);
    const themes = await themesNow();
    expect(themes).toMatchObject({ weekLabel: 'Mar 16', comments: 6 });
    expect(themes.themes).toEqual([
      { theme: 'on_call', comments: 2, positive: 0, negative: 2 },
      { theme: 'documentation', comments: 2, positive: 0, negative: 2 },
      { theme: 'team_support', comments: 1, positive: 1, negative: 0 },
      { theme: 'pay', comments: 1, positive: 0, negative: 1 },
    ]);
    const body = JSON.stringify(themes);
    for (const comment of comments)
      for (const word of comment.split(' ').filter((w) => w.length > 6)) {
        expect(body).not.toContain(word);
      }

    app.clock.set('2026-03-23T12:00:00Z'); // Monday 08:00 in New York
    expect((await sendDueNotifications(app.deps)).digests).toBe(1);
    const digest = (await app.mails()).find(
      (mail) => mail.recipient === agency.email && mail.subject.startsWith('Weekly summary'),
    )!;
    expect(digest.text).toContain(
      'What comments were about (6 comments, week of Mar 16):\n' +
        '• On-call: 2 comments (2 negative)\n' +
        '• Documentation: 2 comments (2 negative)\n' +
        '• Team support: 1 comment (1 positive)\n' +
        '• Pay: 1 comment (1 negative)',
    );
    for (const comment of comments) expect(digest.text).not.toContain(comment.slice(0, 20));
    // The digest carries the agency's latest signed checkpoint out of the database (docs/audit.md).
    expect(digest.text).toMatch(
      new RegExp(
        `Checkpoint of your agency’s history[^\\n]*\\nhearth\\.test/checkpoints/${agency.user.agencyId}\\n\\d+\\n`,
      ),
    );
    expect(digest.text).toMatch(/\n— hearth\.test\/checkpoints [A-Za-z0-9+/=]+/);
  });
});
