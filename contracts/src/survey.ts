import { z } from 'zod';
import { programme } from './agency';
import {
  FREE_TEXT_MAX,
  LINK_INVALID_MESSAGE,
  QUESTIONS,
  REQUIRED_QUESTIONS_MESSAGE,
  SCALED_QUESTIONS,
} from './check-in';
import { LANGUAGES, SCORE } from './constants';

// The definition and scoring rules live in check-in.ts (no zod, for the staff pages); the packages
// that have always imported them from here still do.
export {
  ANSWERS_RECEIVED_MESSAGE,
  adjustedItems,
  band,
  burnoutIndex,
  FREE_TEXT_MAX,
  indexOfItems,
  isHighRisk,
  LINK_INVALID_MESSAGE,
  needsAlert,
  publicQuestions,
  QUESTIONS,
  SCALED_QUESTIONS,
} from './check-in';

export const SURVEY_DEFINITION_VERSION = 1;

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

const uuid = z.uuid();

/**
 * A submitted check-in's scores by question id, each a whole number from 1 to 10, checked in one
 * pass over the values (a `__proto__` key, which no question has, is refused). A zod record runs a
 * schema for every key and every value and copies the object: with answers three quarters of the
 * log, that was most of a replay's validation (ADR 070).
 */
const answerScores = z.custom<Record<string, number>>(
  isAnswerScores,
  `Each answer must be a whole number from ${SCORE.min} to ${SCORE.max}`,
);

function isAnswerScores(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  if ((prototype !== Object.prototype && prototype !== null) || Object.hasOwn(value, '__proto__')) return false;
  for (const score of Object.values(value))
    if (!Number.isInteger(score) || score < SCORE.min || score > SCORE.max) return false;
  return true;
}

/** POST /api/survey/send-reminders: the non-respondents an administrator chose to remind now. */
export const sendRemindersResponse = z.object({ message: z.string(), sent: z.number().int() });

/** GET /api/survey/questions and GET /api/survey/preview: the questions, as a list (docs/product-rules.md). */
export const surveyQuestionsResponse = z.array(
  z.object({ id: z.string(), questionType: z.enum(['scaled', 'text']), questionText: z.string() }),
);

/** The query of the check-in's token-checked reads: the link's token. */
export const surveyLinkQuery = z.object({
  token: z.string({ error: LINK_INVALID_MESSAGE }).min(1, LINK_INVALID_MESSAGE).max(200, LINK_INVALID_MESSAGE),
});

/**
 * GET /api/survey/check-in?token: what the check-in needs besides the questions (which are the same
 * for everyone) — the agency's employee assistance programme, for the support panel after a hard
 * week (docs/duty-of-care.md), and the languages fewer than k of the agency's staff use, in which a
 * comment could identify its author (docs/staff-languages.md). The member's language comes with the
 * link (`&lang=`), so nothing here depends on who the link was sent to.
 */
export const checkInResponse = z.object({
  support: programme.nullable(),
  languagesFewUse: z.array(z.enum(LANGUAGES)),
  /** Who, outside Hearth, may read the round's comments to summarise them for administrators (docs/assistant.md). */
  commentsSummarisedBy: z.string().nullable(),
});
export type CheckIn = z.infer<typeof checkInResponse>;

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
    answers: answerScores,
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
    /**
     * How many of the round's comments read as distress (docs/duty-of-care.md), screened as the round
     * closed; absent on rounds closed before the screening existed.
     */
    distressComments: z.number().int().optional(),
  }),
};
