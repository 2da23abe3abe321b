import { beforeAll, describe, expect, it } from 'vitest';
import { unsealComment } from '../../src/survey/answers/sealing';
import { roundComments } from '../../src/survey/comments';
import { createMasker } from '../../src/survey/masking/mask';
import { signedInAdmin, signIn } from '../support/accounts';
import { advanceRounds, MONDAY_MORNINGS, setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

describe('masking personal details in comments', () => {
  const masker = createMasker([
    { firstName: 'Maria', lastName: 'López', email: 'mlopez@example.org' },
    { firstName: 'Will', lastName: 'Turner', email: 'wturner@example.org' },
    { firstName: 'Jean-Luc', lastName: 'Picard', email: 'jlp@example.org' },
    { firstName: 'Ann Marie', lastName: 'Smith', email: 'ams@example.org' },
  ]);

  it('masks the agency’s own names, with or without accents, possessives included', () => {
    expect(masker.mask('Maria Lopez covered my visits; María’s patient died.')).toBe(
      "[name] covered my visits; [name]'s patient died.",
    );
    expect(masker.mask('Thanks to turner and JEAN-LUC, and to Ann Marie.')).toBe(
      'Thanks to [name] and [name], and to [name].',
    );
  });

  it('leaves everyday words alone unless written as a name', () => {
    expect(masker.mask('I will ask Will about it.')).toBe('I will ask [name] about it.');
    expect(masker.mask('Marianne and Mariachi stay.')).toBe('Marianne and Mariachi stay.');
  });

  it('masks email addresses and phone numbers, but not other numbers', () => {
    expect(masker.mask('Write to maria.l@example.org or call (555) 123-4567 / +1 555 987 6543.')).toBe(
      'Write to [email] or call [phone] / [phone].',
    );
    expect(masker.mask('3 admissions and 12 visits in 2026.')).toBe('3 admissions and 12 visits in 2026.');
  });
});

describe('roundComments', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  const rounds: Record<string, string> = {};

  async function round(name: string, opensAt: string, comments: (string | undefined)[]) {
    app.clock.set(opensAt);
    await advanceRounds(app, agency.user.agencyId);
    const [row] = await app.db.sql<{ round_id: string }[]>`
      select round_id from round_summaries where agency_id = ${agency.user.agencyId} order by opens_at desc limit 1`;
    rounds[name] = row!.round_id;
    for (const [index, comment] of comments.entries()) {
      const token = await surveyToken(app, agency.staff[index]!.email);
      expect((await submit(app, token, [5, 5, 5, 5, 5], comment)).status).toBe(200);
    }
    app.clock.advance(24 * 3600_000);
    await advanceRounds(app, agency.user.agencyId);
  }

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 6, agencyName: 'Comments Hospice' });
    await setSchedule(agency.client, MONDAY_MORNINGS);
    await round('four comments', '2026-03-09T13:00:00Z', [
      'Staff1 Member stayed late to help me, thank you.',
      'Too many admissions on Friday.',
      'Call me on 555-010-2222 if needed.',
      'The huddle helps.',
      undefined,
    ]);
    await round('two comments', '2026-03-16T13:00:00Z', ['One.', 'Two.', undefined, undefined, undefined]);
    await round('below k', '2026-03-23T13:00:00Z', ['a', 'b', 'c', 'd']);
    app.clock.set('2026-03-30T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    const [open] = await app.db.sql<{ round_id: string }[]>`
      select round_id from round_summaries where agency_id = ${agency.user.agencyId} and status = 'open'`;
    rounds.open = open!.round_id;
  });

  it('gives a closed round’s comments with the agency’s names and phone numbers masked', async () => {
    const comments = await roundComments(app.deps, agency.user.agencyId, rounds['four comments']!);
    expect([...comments!].sort()).toEqual([
      'Call me on [phone] if needed.',
      'The huddle helps.',
      'Too many admissions on Friday.',
      '[name] stayed late to help me, thank you.',
    ]);
  });

  it('shuffles them afresh each time', async () => {
    const orders = new Set<string>();
    for (let attempt = 0; attempt < 20; attempt++)
      orders.add(JSON.stringify(await roundComments(app.deps, agency.user.agencyId, rounds['four comments']!)));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('gives nothing for fewer than 3 comments, fewer than k answers, an open round or a malformed id', async () => {
    expect(await roundComments(app.deps, agency.user.agencyId, rounds['two comments']!)).toBeNull();
    expect(await roundComments(app.deps, agency.user.agencyId, rounds['below k']!)).toBeNull();
    expect(await roundComments(app.deps, agency.user.agencyId, rounds.open!)).toBeNull();
    expect(await roundComments(app.deps, agency.user.agencyId, 'not-a-round')).toBeNull();
  });

  it('gives nothing to another agency', async () => {
    const other = await signedInAdmin(app, { agencyName: 'Curious Hospice' });
    expect(await roundComments(app.deps, other.user.agencyId, rounds['four comments']!)).toBeNull();
  });

  it('keeps the name of someone removed since masked: comments are masked when sealed', async () => {
    // "Staff1 Member stayed late…" named staff 1, whose first name nobody else has.
    const named = agency.staff[1]!;
    const admin = await signIn(app, agency.email);
    expect((await admin.delete(`/api/users/${named.id}`)).status).toBe(200);
    const comments = await roundComments(app.deps, agency.user.agencyId, rounds['four comments']!);
    expect(comments).toContain('[name] stayed late to help me, thank you.');
    const logged = await app.db.sql<{ data: { freeText: string | null } }[]>`
      select data from events where event_type = 'ResponseSubmitted' and data->>'freeText' is not null`;
    const texts = logged.map((row) => unsealComment(app.deps.secrets, row.data.freeText!));
    expect(texts.some((text) => /staff1|555-010-2222/i.test(text))).toBe(false);
    expect(texts).toContain('Call me on [phone] if needed.');
  });
});
