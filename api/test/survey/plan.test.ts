import { describe, expect, it } from 'vitest';
import { nextStep, type PlanState } from '../../src/survey/rounds/plan';

const schedule = {
  surveyDay: 'Monday' as const,
  surveyTime: '09:00',
  timezone: 'America/New_York',
  reminderInterval: 360,
  answerWindowHours: 24,
};
const at = (iso: string) => new Date(iso);
const base: PlanState = {
  schedule,
  scheduleChangedAt: at('2026-03-04T12:00:00Z'),
  currentRound: null,
  lastOpensAt: null,
};
const round = {
  roundId: 'r1',
  opensAt: at('2026-03-09T13:00:00Z'),
  closesAt: at('2026-03-10T13:00:00Z'),
  remindFrom: at('2026-03-09T13:00:00Z'),
  reminderInterval: 360,
  automaticReminders: 0,
};

describe('round plan (pure)', () => {
  it('waits forever without a schedule', () => {
    expect(nextStep({ ...base, schedule: null }, at('2026-03-05T00:00:00Z'))).toEqual({ kind: 'wait', until: null });
  });

  it('waits for the first opening after the schedule changed, then opens', () => {
    expect(nextStep(base, at('2026-03-05T00:00:00Z'))).toEqual({ kind: 'wait', until: at('2026-03-09T13:00:00Z') });
    expect(nextStep(base, at('2026-03-09T13:00:00Z'))).toEqual({ kind: 'open', opensAt: at('2026-03-09T13:00:00Z') });
  });

  it('never opens a round for a time before the schedule was set', () => {
    const setLate = { ...base, scheduleChangedAt: at('2026-03-09T13:30:00Z') };
    expect(nextStep(setLate, at('2026-03-09T14:00:00Z'))).toEqual({ kind: 'wait', until: at('2026-03-16T13:00:00Z') });
  });

  it('catches up a missed opening within 24 hours, but not a stale one', () => {
    expect(nextStep(base, at('2026-03-09T20:00:00Z'))).toEqual({ kind: 'open', opensAt: at('2026-03-09T13:00:00Z') });
    expect(nextStep(base, at('2026-03-10T14:00:00Z'))).toEqual({ kind: 'wait', until: at('2026-03-16T13:00:00Z') });
  });

  it('catches up a missed opening within a longer answer window the agency chose', () => {
    const long = { ...base, schedule: { ...schedule, answerWindowHours: 72 } };
    expect(nextStep(long, at('2026-03-11T12:00:00Z'))).toEqual({ kind: 'open', opensAt: at('2026-03-09T13:00:00Z') });
    expect(nextStep(long, at('2026-03-12T14:00:00Z'))).toEqual({ kind: 'wait', until: at('2026-03-16T13:00:00Z') });
  });

  it('opens each week once: the last opening is never repeated', () => {
    const after = { ...base, lastOpensAt: at('2026-03-09T13:00:00Z') };
    expect(nextStep(after, at('2026-03-10T14:00:00Z'))).toEqual({ kind: 'wait', until: at('2026-03-16T13:00:00Z') });
  });

  it('reminds at each interval, collapsing missed ones into one, and stops before the close', () => {
    const open = { ...base, currentRound: round, lastOpensAt: round.opensAt };
    expect(nextStep(open, at('2026-03-09T14:00:00Z'))).toEqual({ kind: 'wait', until: at('2026-03-09T19:00:00Z') });
    expect(nextStep(open, at('2026-03-09T19:00:00Z'))).toEqual({ kind: 'remind', roundId: 'r1', reminderNumber: 1 });
    expect(nextStep(open, at('2026-03-10T08:00:00Z'))).toEqual({ kind: 'remind', roundId: 'r1', reminderNumber: 3 });
    const allSent = { ...open, currentRound: { ...round, automaticReminders: 3 } };
    expect(nextStep(allSent, at('2026-03-10T08:00:00Z'))).toEqual({ kind: 'wait', until: round.closesAt });
    const noReminders = { ...open, currentRound: { ...round, reminderInterval: 0 } };
    expect(nextStep(noReminders, at('2026-03-09T20:00:00Z'))).toEqual({ kind: 'wait', until: round.closesAt });
  });

  it('keeps the interval a round opened with when the settings change mid-round', () => {
    const changed = {
      ...base,
      schedule: { ...schedule, reminderInterval: 0 },
      currentRound: round,
      lastOpensAt: round.opensAt,
    };
    expect(nextStep(changed, at('2026-03-09T19:00:00Z'))).toEqual({ kind: 'remind', roundId: 'r1', reminderNumber: 1 });
  });

  it('counts reminders of a round opened late from when it really opened', () => {
    const late = {
      ...base,
      currentRound: { ...round, remindFrom: at('2026-03-09T20:00:00Z') },
      lastOpensAt: round.opensAt,
    };
    expect(nextStep(late, at('2026-03-09T20:00:00Z'))).toEqual({ kind: 'wait', until: at('2026-03-10T02:00:00Z') });
    expect(nextStep(late, at('2026-03-10T02:00:00Z'))).toEqual({ kind: 'remind', roundId: 'r1', reminderNumber: 1 });
    expect(
      nextStep({ ...late, currentRound: { ...late.currentRound, automaticReminders: 2 } }, at('2026-03-10T08:00:00Z')),
    ).toEqual({ kind: 'wait', until: round.closesAt });
  });

  it('closes a round at or after its close time', () => {
    const open = { ...base, currentRound: round, lastOpensAt: round.opensAt };
    expect(nextStep(open, round.closesAt)).toEqual({ kind: 'close', roundId: 'r1' });
    expect(nextStep(open, at('2026-03-12T00:00:00Z'))).toEqual({ kind: 'close', roundId: 'r1' });
  });
});
