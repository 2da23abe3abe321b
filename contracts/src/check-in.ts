import { LANGUAGES, type Language, SCORE } from './constants';

/*
 * The check-in's definition and scoring rules, with no zod: the staff pages load this module and
 * no schema code (docs/decisions/064). The request schemas are in survey.ts, which re-exports these.
 */

/** One answer as the check-in sends it (POST /api/survey/submit checks it with `surveySubmission`). */
export interface SurveyResponseItem {
  questionId: string;
  questionType?: string;
  value?: number | string | null;
}

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

type QuestionId = (typeof QUESTIONS)[number]['id'];

/**
 * The questions in plain Spanish, written for readers of any schooling rather than word for word
 * (docs/staff-languages.md). Same meaning and direction as the English; the answers are the same numbers.
 */
const SPANISH_QUESTION_TEXT: Record<QuestionId, string> = {
  q1_drained: 'Esta semana, ¿qué tanto le dejó el trabajo sin energía, como un tanque vacío?',
  q2_worn_out: 'Al terminar sus turnos esta semana, ¿cuánto cansancio sintió, en el cuerpo o en la mente?',
  q3_distant:
    'Esta semana, ¿qué tanto se sintió lejos o como sin sentimientos con los pacientes, las familias o sus ' +
    'compañeros?',
  q4_supported: 'Esta semana, ¿cuánto apoyo sintió de su equipo y de sus jefes?',
  q5_difference: 'Esta semana, ¿cuánto sintió que su trabajo valió la pena y ayudó de verdad?',
  q6_anything_else: '¿Hay algo de esta semana que quiera contarles a sus jefes?',
};

export const SCALED_QUESTIONS = QUESTIONS.filter((question) => question.questionType === 'scaled');

export const FREE_TEXT_MAX = 2000;

/** A question as GET /api/survey/questions and /api/survey/preview answer it. */
export interface SurveyQuestion {
  id: string;
  questionType: 'scaled' | 'text';
  questionText: string;
}
export const publicQuestions: SurveyQuestion[] = QUESTIONS.map(({ id, questionType, questionText }) => ({
  id,
  questionType,
  questionText,
}));

/** A question as staff read it in `language` (the server sends the English). */
export function questionTextIn(question: SurveyQuestion, language: Language): string {
  if (language === 'en') return question.questionText;
  return SPANISH_QUESTION_TEXT[question.id as QuestionId] ?? question.questionText;
}

export const REQUIRED_QUESTIONS_MESSAGE = 'Please complete all required questions';
export const LINK_INVALID_MESSAGE = 'Link expired or invalid';
/** The answer to a retry of a check-in whose answers were stored already (its reply was lost). */
export const ANSWERS_RECEIVED_MESSAGE = 'Your answers were received';
/** The `code` of a refused survey link, so a page can say it in the reader's language. */
export const LINK_INVALID_CODE = 'LINK_INVALID';

/** An item's contribution to the index: inverted items count as 11 − value (docs/product-rules.md). */
function adjustedValue(question: (typeof SCALED_QUESTIONS)[number], value: number): number {
  return question.inverted ? SCORE.max + SCORE.min - value : value;
}

/** The five direction-adjusted items in question order: higher always means more burnout. */
export function adjustedItems(scaled: Record<string, number>): number[] {
  return SCALED_QUESTIONS.map((question) => adjustedValue(question, scaled[question.id] ?? 0));
}

/** The burnout index: mean of the five direction-adjusted items, 1–10, one decimal. */
export function burnoutIndex(scaled: Record<string, number>): number {
  return indexOfItems(adjustedItems(scaled));
}

/** The burnout index of answers already direction-adjusted (`adjustedItems`). */
export function indexOfItems(items: number[]): number {
  return Math.round((items.reduce((sum, value) => sum + value, 0) / items.length) * 10) / 10;
}

export const isHighRisk = (index: number) => index > SCORE.highRiskAbove;

/** A response worth a daily alert: index above 8 or any direction-adjusted item above 9. */
export function needsAlert(scaled: Record<string, number>): boolean {
  const items = adjustedItems(scaled);
  return isHighRisk(indexOfItems(items)) || items.some((item) => item > SCORE.alertItemAbove);
}

/**
 * Duty of care (docs/duty-of-care.md): an answer set with an index of 7 or more, or any
 * direction-adjusted item of 9 or more, is followed by where to get support now. Decided in the
 * browser from the answers just given, so nothing records who saw it.
 */
export function needsSupport(scaled: Record<string, number>): boolean {
  const items = adjustedItems(scaled);
  return indexOfItems(items) >= SCORE.supportIndexFrom || items.some((item) => item >= SCORE.supportItemFrom);
}

/** The scaled answers of a submission as the scoring rules take them (text and blanks left out). */
export function scaledAnswersOf(items: SurveyResponseItem[]): Record<string, number> {
  return Object.fromEntries(
    items.flatMap((item) => (typeof item.value === 'number' ? [[item.questionId, item.value] as const] : [])),
  );
}

/** The free-text answer of a submission ('' when there is none). */
export function commentOf(items: SurveyResponseItem[]): string {
  const comment = items.find((item) => item.questionId === 'q6_anything_else')?.value;
  return typeof comment === 'string' ? comment : '';
}

export type Band = 'healthy' | 'moderate' | 'high';
export function band(index: number): Band {
  if (index >= SCORE.highFrom) return 'high';
  if (index >= SCORE.healthyBelow) return 'moderate';
  return 'healthy';
}

/**
 * The languages fewer than `threshold` (k) of an agency's staff take the check-in in, given each
 * active staff member's language: a comment written in one of them narrows down who wrote it, so the
 * check-in and the administrator's language setting say so (docs/staff-languages.md).
 */
export function languagesFewUse(staffLanguages: readonly Language[], threshold: number): Language[] {
  return LANGUAGES.filter((language) => staffLanguages.filter((used) => used === language).length < threshold);
}
