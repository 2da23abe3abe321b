import { describe, expect, it } from 'vitest';
import { needsSupport, publicQuestions, questionTextIn, scaledAnswersOf } from '../src/check-in';
import { band, burnoutIndex, isHighRisk, needsAlert, surveySubmission } from '../src/survey';

const answers = (q1: number, q2: number, q3: number, q4: number, q5: number) => ({
  q1_drained: q1,
  q2_worn_out: q2,
  q3_distant: q3,
  q4_supported: q4,
  q5_difference: q5,
});

describe('burnout index (docs/product-rules.md)', () => {
  it('averages items 1–3 as given and 4–5 inverted, to one decimal', () => {
    expect(burnoutIndex(answers(5, 5, 5, 6, 6))).toBe(5);
    expect(burnoutIndex(answers(9, 8, 7, 2, 3))).toBe(8.2); // (9+8+7+9+8)/5
    expect(burnoutIndex(answers(1, 1, 1, 10, 10))).toBe(1);
    expect(burnoutIndex(answers(10, 10, 10, 1, 1))).toBe(10);
    expect(burnoutIndex(answers(7, 6, 6, 5, 5))).toBe(6.2);
  });

  it('labels bands and high risk, and flags alerts for an index above 8 or an item above 9', () => {
    expect([band(5.9), band(6), band(6.9), band(7)]).toEqual(['healthy', 'moderate', 'moderate', 'high']);
    expect([isHighRisk(8), isHighRisk(8.1)]).toEqual([false, true]);
    expect(needsAlert(answers(10, 5, 5, 5, 5))).toBe(true);
    expect(needsAlert(answers(5, 5, 5, 1, 5))).toBe(true); // support 1 → adjusted 10
    expect(needsAlert(answers(9, 9, 8, 3, 3))).toBe(true); // index 8.4
    expect(needsAlert(answers(8, 8, 7, 4, 4))).toBe(false); // index 7.4, no item above 9
    expect(needsAlert(answers(9, 5, 5, 5, 5))).toBe(false); // an item of 9 is not above 9
  });
});

describe('survey submission validation', () => {
  const scaled = [
    { questionId: 'q1_drained', value: 5 },
    { questionId: 'q2_worn_out', value: 6 },
    { questionId: 'q3_distant', value: 4 },
    { questionId: 'q4_supported', value: 7 },
    { questionId: 'q5_difference', value: 8 },
  ];

  it('accepts whole numbers 1–10 for every scaled question and an optional comment', () => {
    const parsed = surveySubmission.parse({
      token: 't',
      responses: [...scaled, { questionId: 'q6_anything_else', value: '  Short staffed.  ' }],
    });
    expect(parsed.freeText).toBe('Short staffed.');
    expect(parsed.scaled.q4_supported).toBe(7);
    expect(surveySubmission.parse({ token: 't', responses: scaled }).freeText).toBeNull();
  });

  it.each([
    [scaled.slice(1)],
    [[...scaled.slice(1), { questionId: 'q1_drained', value: 11 }]],
    [[...scaled.slice(1), { questionId: 'q1_drained', value: 2.5 }]],
    [[...scaled.slice(1), { questionId: 'q1_drained', value: '5' }]],
  ])('refuses a missing or out-of-range scaled answer with the documented message', (responses) => {
    const result = surveySubmission.safeParse({ token: 't', responses });
    expect(result.error?.issues[0]?.message).toBe('Please complete all required questions');
  });

  it('refuses answers to questions that do not exist', () => {
    const result = surveySubmission.safeParse({ token: 't', responses: [...scaled, { questionId: 'q9', value: 1 }] });
    expect(result.error?.issues[0]?.message).toBe('The survey answers do not match the questions');
  });
});

describe('duty of care after a hard week (docs/duty-of-care.md)', () => {
  it('shows support from an index of 7, and not below', () => {
    expect(needsSupport(answers(7, 7, 7, 4, 4))).toBe(true); // index 7.0
    expect(needsSupport(answers(7, 7, 6, 4, 4))).toBe(false); // 6.8, no item at 9
  });

  it('shows support for any direction-adjusted item of 9 or more, whatever the index', () => {
    expect(needsSupport(answers(9, 1, 1, 10, 10))).toBe(true);
    expect(needsSupport(answers(1, 1, 1, 2, 10))).toBe(true); // support 2 counts as 9
    expect(needsSupport(answers(8, 1, 1, 3, 10))).toBe(false); // 8 and 8: below 9
  });

  it('reads the scaled answers of a submission, leaving the comment out', () => {
    expect(
      scaledAnswersOf([
        { questionId: 'q1_drained', value: 9 },
        { questionId: 'q6_anything_else', value: 'a hard week' },
        { questionId: 'q2_worn_out', value: null },
      ]),
    ).toEqual({ q1_drained: 9 });
  });
});

describe('the questions in Spanish', () => {
  it('has its own plain wording for every question, and English as sent', () => {
    for (const question of publicQuestions) {
      expect(questionTextIn(question, 'en')).toBe(question.questionText);
      expect(questionTextIn(question, 'es')).not.toBe(question.questionText);
      expect(questionTextIn(question, 'es')).toMatch(/\?$/);
    }
  });
});
