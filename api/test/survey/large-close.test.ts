import { appendSize, type EventStore } from '@hearth/platform/eventstore/port';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundComments } from '../../src/survey/comments';
import { closeRound } from '../../src/survey/rounds/close';
import { signedInAdmin } from '../support/accounts';
import { addStaff, openRoundAt, submit, surveyToken } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A round whose close is larger than the event store takes in one append (KurrentDB: 1 MiB, about
 * 350 fully commented answers). Here the PostgreSQL store is held to a few answers per append, so
 * twelve commented answers need several appends; the process "dies" after the first.
 */
const LIMIT = 8 * 1024;
const STAFF = 12;

describe('closing a round larger than one append', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let roundId: string;
  let limited: EventStore;
  const comments: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({ now: '2026-03-04T12:00:00Z' });
    admin = await signedInAdmin(app, { rememberMe: true });
    const staff = await addStaff(app, admin.user.agencyId, STAFF);
    await openRoundAt(app, admin, '2026-03-09T13:00:00Z');
    for (const [n, member] of staff.entries()) {
      const comment = `Comment ${n}: ${'the night visits run long and the drive home is longer. '.repeat(20)}`.slice(
        0,
        1000,
      );
      comments.push(comment);
      const answer = (n % 10) + 1;
      expect((await submit(app, await surveyToken(app, member.email), [answer, 5, 5, 5, 5], comment)).status).toBe(200);
    }
    const [round] = await app.db.sql<{ round_id: string }[]>`select round_id from round_state`;
    roundId = round!.round_id;
    limited = createPostgresEventStore(app.db.sql, { maxAppendBytes: LIMIT });
    app.clock.set('2026-03-10T13:00:00Z');
  });
  afterAll(async () => {
    await limited.close();
    await app.close();
  });

  const eventsOfRound = () =>
    app.db.sql<{ event_type: string; transaction_id: string; data: Record<string, unknown>; metadata: unknown }[]>`
      select event_type, transaction_id::text as transaction_id, data, metadata from events
      where stream_name = ${`survey_round-${roundId}`} order by stream_revision`;

  it('shows nothing of a round whose close stopped after its first append, and loses no answer', async () => {
    let appends = 0;
    const dying: EventStore = {
      ...limited,
      async append(...args) {
        if (appends++ === 1) throw new Error('process killed between two appends');
        return limited.append(...args);
      },
    };
    await expect(closeRound({ ...app.deps, eventStore: dying }, roundId)).rejects.toThrow('process killed');

    const events = await eventsOfRound();
    const recorded = events.filter((event) => event.event_type === 'ResponseSubmitted');
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.length).toBeLessThan(STAFF);
    expect(events.some((event) => event.event_type === 'SurveyRoundClosed')).toBe(false);
    expect(await app.db.sql`select 1 from round_answers`).toHaveLength(STAFF);

    await app.settled();
    const current = (await admin.client.get('/api/dashboard/current-week')).body;
    expect(current.round).toMatchObject({ id: roundId, status: 'open' });
    expect(current.results).toMatchObject({ visible: false, hiddenReason: 'open' });
    expect(current.avgBurnout).toBeNull();
    expect(current.responses).toEqual([]);
    expect(current.comments).toBeNull();
    expect((await admin.client.get('/api/dashboard/historical?weeks=4')).body.weeks).toEqual([]);
    expect((await admin.client.get('/api/dashboard/insights?weeks=4')).body.insights).toEqual([]);
    expect(await roundComments(app.deps, admin.user.agencyId, roundId)).toBeNull();
  });

  it('finishes when run again: each answer once, every append within the limit, the round shown whole', async () => {
    await closeRound({ ...app.deps, eventStore: limited }, roundId);

    const events = await eventsOfRound();
    const recorded = events.filter((event) => event.event_type === 'ResponseSubmitted');
    expect(recorded).toHaveLength(STAFF);
    expect(new Set(recorded.map((event) => event.data.responseId)).size).toBe(STAFF);
    const close = events.find((event) => event.event_type === 'SurveyRoundClosed');
    expect(close?.data.responseCount).toBe(STAFF);
    expect(events.at(-1)!.event_type).toBe('SurveyRoundClosed');

    const appends = new Map<string, { type: string; data: unknown; metadata: unknown }[]>();
    for (const event of events) {
      const append = appends.get(event.transaction_id) ?? [];
      appends.set(event.transaction_id, [...append, { type: event.event_type, ...event }]);
    }
    expect(appends.size).toBeGreaterThan(3);
    for (const append of appends.values()) expect(appendSize(append)).toBeLessThanOrEqual(LIMIT);

    expect(await app.db.sql`select 1 from round_answers`).toHaveLength(0);
    expect(
      await app.db.sql`select relname from pg_class where relkind = 'r' and relname like 'round_answers_p%'`,
    ).toHaveLength(0);

    await app.settled();
    const current = (await admin.client.get('/api/dashboard/current-week')).body;
    expect(current.round).toMatchObject({ id: roundId, status: 'closed', respondedCount: STAFF });
    expect(current.results.visible).toBe(true);
    expect(current.responseCount).toBe(STAFF);
    const shown = (current.comments as { text: string }[]).map((comment) => comment.text).sort();
    expect(shown).toEqual([...comments].sort());
  });
});
