import { QUESTIONS } from '@hearth/contracts/survey';

/** The Monday scenario's agencies and schedule, shared by the scenario (monday.ts), its probes and floors. */
export const STAFF = 30;
export const ANSWERING = 18; // 60 %
export const SCHEDULE = {
  surveyDay: 'Monday',
  surveyTime: '09:00',
  timezone: 'America/New_York',
  reminderInterval: 360,
} as const;
export const SCALED = QUESTIONS.filter((question) => question.questionType === 'scaled').map((question) => question.id);
