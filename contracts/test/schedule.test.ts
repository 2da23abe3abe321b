import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SURVEY_DAYS } from '../src/constants';
import {
  closingTime,
  nextOpening,
  previousOpening,
  reminderTimes,
  type Schedule,
  spreadReminderInterval,
} from '../src/schedule';

const monday9NewYork = { surveyDay: 'Monday' as const, surveyTime: '09:00', timezone: 'America/New_York' };

describe('survey schedule maths', () => {
  it('finds the next opening in the agency’s zone, strictly after the given moment', () => {
    // Wednesday 2026-03-04 12:00 UTC → Monday 2026-03-09 09:00 EDT (13:00 UTC; DST began on the 8th).
    expect(nextOpening(monday9NewYork, new Date('2026-03-04T12:00:00Z')).toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    // Exactly at an opening: the next one is a week later.
    expect(nextOpening(monday9NewYork, new Date('2026-03-09T13:00:00Z')).toISOString()).toBe(
      '2026-03-16T13:00:00.000Z',
    );
    // Before DST the same local time is 14:00 UTC.
    expect(nextOpening(monday9NewYork, new Date('2026-02-25T00:00:00Z')).toISOString()).toBe(
      '2026-03-02T14:00:00.000Z',
    );
  });

  it('finds the previous opening at or before a moment', () => {
    expect(previousOpening(monday9NewYork, new Date('2026-03-09T13:00:00Z')).toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(previousOpening(monday9NewYork, new Date('2026-03-09T12:59:00Z')).toISOString()).toBe(
      '2026-03-02T14:00:00.000Z',
    );
  });

  it('opens a time in the skipped spring-forward hour at the first valid minute after it', () => {
    const sunday0230 = { surveyDay: 'Sunday' as const, surveyTime: '02:30', timezone: 'America/New_York' };
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT, so 02:30 does not exist; the round opens at 03:30 EDT.
    expect(nextOpening(sunday0230, new Date('2026-03-07T00:00:00Z')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('opens a time in the repeated autumn hour once, at its second occurrence', () => {
    const sunday0130 = { surveyDay: 'Sunday' as const, surveyTime: '01:30', timezone: 'America/New_York' };
    const opening = nextOpening(sunday0130, new Date('2026-10-31T00:00:00Z'));
    expect(opening.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(nextOpening(sunday0130, opening).toISOString()).toBe('2026-11-08T06:30:00.000Z');
  });

  it('follows zones on the other side of the world (Sydney moves its clocks in April)', () => {
    const sydney = { surveyDay: 'Monday' as const, surveyTime: '08:00', timezone: 'Australia/Sydney' };
    // Monday 08:00 AEDT (UTC+11) on March 30, then 08:00 AEST (UTC+10) on April 6 after clocks went back.
    expect(nextOpening(sydney, new Date('2026-03-29T00:00:00Z')).toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(nextOpening(sydney, new Date('2026-03-30T00:00:00Z')).toISOString()).toBe('2026-04-05T22:00:00.000Z');
  });

  it('closes 24 real hours after opening and reminds while links are valid', () => {
    const opens = new Date('2026-03-09T13:00:00Z');
    expect(closingTime(opens).toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(reminderTimes(opens, 360).map((at) => at.toISOString())).toEqual([
      '2026-03-09T19:00:00.000Z',
      '2026-03-10T01:00:00.000Z',
      '2026-03-10T07:00:00.000Z',
    ]);
    expect(reminderTimes(opens, 0)).toEqual([]);
    expect(reminderTimes(opens, 1440)).toEqual([]);
  });

  it('closes after a longer answer window, spreading the same reminders over it', () => {
    const opens = new Date('2026-03-09T13:00:00Z');
    expect(closingTime(opens, 72).toISOString()).toBe('2026-03-12T13:00:00.000Z');
    expect(reminderTimes(opens, 360, 72).map((at) => at.toISOString())).toEqual([
      '2026-03-10T07:00:00.000Z',
      '2026-03-11T01:00:00.000Z',
      '2026-03-11T19:00:00.000Z',
    ]);
    expect(reminderTimes(opens, 480, 36)).toHaveLength(2);
    expect(spreadReminderInterval(360, 48)).toBe(720);
  });

  it('agrees with a day-by-day search for every weekday, zone and moment of two DST-crossing years', () => {
    // The reference walks the local calendar one day at a time, as the definition reads.
    const reference = (schedule: Schedule, at: Date, direction: 1 | -1) => {
      const [hour, minute] = schedule.surveyTime.split(':').map(Number);
      let day = DateTime.fromJSDate(at, { zone: schedule.timezone }).startOf('day');
      for (;;) {
        if (day.weekday === SURVEY_DAYS.indexOf(schedule.surveyDay) + 1) {
          const opening = DateTime.fromObject(
            { year: day.year, month: day.month, day: day.day, hour, minute },
            { zone: schedule.timezone },
          ).toMillis();
          if (direction === 1 ? opening > at.getTime() : opening <= at.getTime()) return new Date(opening);
        }
        day = day.plus({ days: direction });
      }
    };
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Australia/Sydney', 'UTC'];
    const times = ['00:00', '02:30', '09:00', '23:45'];
    let checked = 0;
    for (
      let at = Date.parse('2026-01-01T00:00:00Z');
      at < Date.parse('2027-12-31T00:00:00Z');
      at += 31 * 3600_000 + 17 * 60_000
    ) {
      const surveyDay = SURVEY_DAYS[checked % SURVEY_DAYS.length]!;
      const schedule = {
        surveyDay,
        surveyTime: times[checked % times.length]!,
        timezone: zones[checked % zones.length]!,
      };
      expect(nextOpening(schedule, new Date(at))).toEqual(reference(schedule, new Date(at), 1));
      expect(previousOpening(schedule, new Date(at))).toEqual(reference(schedule, new Date(at), -1));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });
});
