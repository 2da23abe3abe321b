import { DateTime } from 'luxon';
import { SURVEY_DAYS, SURVEY_LINK_HOURS, type SurveyDay } from './constants';

/**
 * Survey schedule maths (docs/survey-rounds.md): pure and time-zone-correct. A round opens at the agency's
 * weekday and time in its IANA zone. On a spring-forward day a time inside the skipped hour moves
 * forward by the skipped hour (02:30 opens at 03:30); in a repeated autumn hour it opens at the
 * second occurrence.
 */
export interface Schedule {
  surveyDay: SurveyDay;
  surveyTime: string;
  timezone: string;
}

function openingOn(schedule: Schedule, localDay: DateTime): DateTime {
  const [hour, minute] = schedule.surveyTime.split(':').map(Number);
  return DateTime.fromObject(
    { year: localDay.year, month: localDay.month, day: localDay.day, hour, minute },
    { zone: schedule.timezone },
  );
}

const weekdayOf = (schedule: Schedule) => SURVEY_DAYS.indexOf(schedule.surveyDay) + 1;

/** The first scheduled opening strictly after `after`. */
export function nextOpening(schedule: Schedule, after: Date): Date {
  const today = DateTime.fromJSDate(after, { zone: schedule.timezone }).startOf('day');
  // Straight to the survey weekday (this week's or next): each day stepped through costs a time-zone
  // conversion, and the planner asks this for every agency at every step.
  const ahead = (weekdayOf(schedule) - today.weekday + 7) % 7;
  const opening = openingOn(schedule, today.plus({ days: ahead }));
  if (opening.toMillis() > after.getTime()) return opening.toJSDate();
  return openingOn(schedule, today.plus({ days: ahead + 7 })).toJSDate();
}

/** The latest scheduled opening at or before `at`. */
export function previousOpening(schedule: Schedule, at: Date): Date {
  const today = DateTime.fromJSDate(at, { zone: schedule.timezone }).startOf('day');
  const back = (today.weekday - weekdayOf(schedule) + 7) % 7;
  const opening = openingOn(schedule, today.minus({ days: back }));
  if (opening.toMillis() <= at.getTime()) return opening.toJSDate();
  return openingOn(schedule, today.minus({ days: back + 7 })).toJSDate();
}

/**
 * Survey links expire, and the round closes, the agency's answer window after it opens: 24 hours unless
 * it chose longer (real hours, across DST).
 */
export function closingTime(opensAt: Date, answerWindowHours = SURVEY_LINK_HOURS): Date {
  return new Date(opensAt.getTime() + answerWindowHours * 3600_000);
}

/**
 * The reminder interval a round runs with: the agency's interval is set for a 24-hour window, and a
 * longer window spreads the same reminders over its length (360 minutes in 24 hours: three reminders,
 * 6 hours apart; in 72 hours, 18 hours apart).
 */
export function spreadReminderInterval(intervalMinutes: number, answerWindowHours = SURVEY_LINK_HOURS): number {
  return Math.round((intervalMinutes * answerWindowHours) / SURVEY_LINK_HOURS);
}

/** Automatic reminder times of a round: every (spread) interval after opening while links are valid. */
export function reminderTimes(opensAt: Date, intervalMinutes: number, answerWindowHours = SURVEY_LINK_HOURS): Date[] {
  const interval = spreadReminderInterval(intervalMinutes, answerWindowHours);
  if (interval <= 0) return [];
  const closes = closingTime(opensAt, answerWindowHours).getTime();
  const times: Date[] = [];
  for (let at = opensAt.getTime() + interval * 60_000; at < closes; at += interval * 60_000) times.push(new Date(at));
  return times;
}

/** "Monday, March 2" in the agency's zone, for labels and mail. */
export function formatDay(at: Date | string, timezone: string): string {
  return DateTime.fromJSDate(new Date(at), { zone: timezone }).toFormat('cccc, LLLL d');
}

export function formatDateTime(at: Date | string, timezone: string): string {
  return DateTime.fromJSDate(new Date(at), { zone: timezone }).toFormat("ccc, LLL d 'at' HH:mm ZZZZ");
}
