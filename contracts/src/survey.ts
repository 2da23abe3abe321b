import { z } from 'zod';
import { SCORE } from './constants';

/**
 * The weekly check-in (docs/product-rules.md): five scaled questions in our own words — never Maslach
 * Burnout Inventory item text — and one optional free-text question. Questions 4 and 5 are
 * inverted. The list is the survey definition; it cannot be customised.
 */
export const QUESTIONS = [
  {
    id: 'q1_drained',
    questionType: 'scaled',
    inverted: false,
    questionText: 'This week, how much did your work leave you feeling like you were running on empty?',
  },
  {
    id: 'q2_worn_out',
    questionType: 'scaled',
    inverted: false,
    questionText: 'How worn out — in body or mind — did you feel at the end of your shifts this week?',
  },
  {
    id: 'q3_distant',
    questionType: 'scaled',
    inverted: false,
    questionText: 'How distant or numb did you feel toward patients, families or coworkers this week?',
  },
  {
    id: 'q4_supported',
    questionType: 'scaled',
    inverted: true,
    questionText: 'How supported did you feel by your team and your leaders this week?',
  },
  {
    id: 'q5_difference',
    questionType: 'scaled',
    inverted: true,
    questionText: 'How much did you feel your work made a real difference this week?',
  },
  {
    id: 'q6_anything_else',
    questionType: 'text',
    inverted: false,
    questionText: 'Is there anything you would like your leadership to know about this week?',
  },
] as const;

export const SCALED_QUESTIONS = QUESTIONS.filter((question) => question.questionType === 'scaled');
export const SURVEY_DEFINITION_VERSION = 1;
export const FREE_TEXT_MAX = 2000;

const surveyQuestion = z.object({
  id: z.string(),
  questionType: z.enum(['scaled', 'text']),
  questionText: z.string(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;
export const publicQuestions: SurveyQuestion[] = QUESTIONS.map(({ id, questionType, questionText }) => ({
  id,
  questionType,
  questionText,
}));

export const REQUIRED_QUESTIONS_MESSAGE = 'Please complete all required questions';
export const LINK_INVALID_MESSAGE = 'Link expired or invalid';

/** POST /api/survey/submit. Every scaled question needs a whole number 1–10; text is optional. */
export const surveySubmission = z
  .object({
    token: z.string({ error: LINK_INVALID_MESSAGE }).trim().min(1, LINK_INVALID_MESSAGE).max(200, LINK_INVALID_MESSAGE),
    responses: z
      .array(
        z.object({
          questionId: z.string(),
          questionType: z.string().optional(),
          value: z.union([z.number(), z.string(), z.null()]).optional(),
        }),
        { error: REQUIRED_QUESTIONS_MESSAGE },
      )
      .max(QUESTIONS.length * 2, 'Too many answers'),
  })
  .transform((submission, context) => {
    const byId = new Map(submission.responses.map((response) => [response.questionId, response.value]));
    for (const id of byId.keys()) {
      if (!QUESTIONS.some((question) => question.id === id)) {
        context.addIssue({ code: 'custom', message: 'The survey answers do not match the questions' });
        return z.NEVER;
      }
    }
    const scaled: Record<string, number> = {};
    for (const question of SCALED_QUESTIONS) {
      const value = byId.get(question.id);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < SCORE.min || value > SCORE.max) {
        context.addIssue({ code: 'custom', message: REQUIRED_QUESTIONS_MESSAGE });
        return z.NEVER;
      }
      scaled[question.id] = value;
    }
    const rawText = byId.get('q6_anything_else');
    const freeText = typeof rawText === 'string' ? rawText.trim() : '';
    if (freeText.length > FREE_TEXT_MAX) {
      context.addIssue({ code: 'custom', message: `Your comment must be at most ${FREE_TEXT_MAX} characters` });
      return z.NEVER;
    }
    return { token: submission.token, scaled, freeText: freeText || null };
  });
export type SurveyAnswers = { scaled: Record<string, number>; freeText: string | null };
export type SurveySubmissionRequest = z.input<typeof surveySubmission>;
export type SurveyResponseItem = SurveySubmissionRequest['responses'][number];

/** An item's contribution to the index: inverted items count as 11 − value (docs/product-rules.md). */
function adjustedValue(questionId: string, value: number): number {
  const question = SCALED_QUESTIONS.find((candidate) => candidate.id === questionId);
  return question?.inverted ? SCORE.max + SCORE.min - value : value;
}

/** The five direction-adjusted items in question order: higher always means more burnout. */
export function adjustedItems(scaled: Record<string, number>): number[] {
  return SCALED_QUESTIONS.map((question) => adjustedValue(question.id, scaled[question.id] ?? 0));
}

/** The burnout index: mean of the five direction-adjusted items, 1–10, one decimal. */
export function burnoutIndex(scaled: Record<string, number>): number {
  const values = adjustedItems(scaled);
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

export const isHighRisk = (index: number) => index > SCORE.highRiskAbove;

/** A response worth a daily alert: index above 8 or any direction-adjusted item above 9. */
export function needsAlert(scaled: Record<string, number>): boolean {
  return (
    isHighRisk(burnoutIndex(scaled)) ||
    SCALED_QUESTIONS.some((question) => adjustedValue(question.id, scaled[question.id] ?? 0) > SCORE.alertItemAbove)
  );
}

export type Band = 'healthy' | 'moderate' | 'high';
export function band(index: number): Band {
  if (index >= SCORE.highFrom) return 'high';
  if (index >= SCORE.healthyBelow) return 'moderate';
  return 'healthy';
}

const uuid = z.uuid();

/** POST /api/survey/send-reminders: the non-respondents an administrator chose to remind now. */
export interface SendRemindersResponse {
  message: string;
  sent: number;
}

export const sendRemindersRequest = z.object({
  userIds: z
    .array(z.uuid('Choose staff members from the list'), { error: 'Choose who to remind' })
    .min(1, 'Choose who to remind')
    .max(1000),
});

/**
 * Survey round events (stream `survey_round-<roundId>`). They name no member: who answered lives
 * only in a flag deleted at close, and answers arrive at close, shuffled, stamped with the round.
 */
export const surveyRoundEvents = {
  SurveyRoundOpened: z.object({
    roundId: uuid,
    agencyId: uuid,
    opensAt: z.iso.datetime(),
    closesAt: z.iso.datetime(),
    timezone: z.string(),
    invitedCount: z.number().int(),
    definitionVersion: z.number().int(),
  }),
  SurveySent: z.object({ roundId: uuid, agencyId: uuid, recipients: z.number().int() }),
  ReminderSent: z.object({
    roundId: uuid,
    agencyId: uuid,
    reminderNumber: z.number().int(),
    recipients: z.number().int(),
    manual: z.boolean(),
  }),
  ResponseSubmitted: z.object({
    roundId: uuid,
    agencyId: uuid,
    responseId: uuid,
    answers: z.record(z.string(), z.number().int().min(1).max(10)),
    /** AES-256-GCM ciphertext (base64) of the free-text answer, or null. */
    freeText: z.string().nullable(),
  }),
  /** The daily alert about this round's answers in need of attention (counts only) went out. */
  AlertRaised: z.object({
    roundId: uuid,
    agencyId: uuid,
    flaggedAnswers: z.number().int(),
    recipients: z.number().int(),
  }),
  SurveyRoundClosed: z.object({
    roundId: uuid,
    agencyId: uuid,
    responseCount: z.number().int(),
    invitedCount: z.number().int(),
    anonymityThreshold: z.number().int(),
  }),
};
