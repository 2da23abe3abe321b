import { SCORE, SLIDER_DEFAULT } from '@hearth/contracts/constants';
import { REQUIRED_QUESTIONS_MESSAGE, type SurveyQuestion, type SurveyResponseItem } from '@hearth/contracts/survey';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { card, input } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';

/**
 * One question per step (docs/product-rules.md /survey): 'Question N of M', a progress bar, a 1–10 slider with
 * 'Not at all' and 'Extremely' or a free-text box, Previous/Next, and the submit on the last step.
 * Built on native controls so phones, keyboards and screen readers all work without extra code.
 * Each step moves focus to its answer control, whose name is the question and whose description
 * is 'Question N of M' (and the slider's end labels), so a screen reader announces the new step
 * and a keyboard user answers with the arrow keys at once.
 */
export function Questionnaire({
  questions,
  submitLabel,
  submitting,
  onSubmit,
}: {
  questions: SurveyQuestion[];
  submitLabel: string;
  submitting: boolean;
  onSubmit(answers: SurveyResponseItem[]): void;
}) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(
      questions.map((question) => [question.id, question.questionType === 'scaled' ? SLIDER_DEFAULT : '']),
    ),
  );
  const question = questions[step]!;
  const last = step === questions.length - 1;
  const percent = Math.round(((step + 1) / questions.length) * 100);
  const fieldId = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the answer whenever the step changes
  useEffect(() => {
    if (moved.current) field.current?.focus();
    moved.current = true;
  }, [step]);

  function submit() {
    const missing = questions.some((item) => item.questionType === 'scaled' && typeof values[item.id] !== 'number');
    if (missing) return notify.error(REQUIRED_QUESTIONS_MESSAGE);
    onSubmit(
      questions.map((item) => ({
        questionId: item.id,
        questionType: item.questionType,
        value: values[item.id] ?? null,
      })),
    );
  }

  return (
    <div className={card({ padding: 'lg' })}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 'sm',
          color: 'fg.muted',
          mb: '2',
        })}
      >
        <span id={`${fieldId}-step`}>
          Question {step + 1} of {questions.length}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Survey progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden', mb: '6' })}
      >
        <div
          className={css({ h: 'full', bg: 'accent.default', transition: 'width 0.2s' })}
          style={{ width: `${percent}%` }}
        />
      </div>

      <label
        htmlFor={fieldId}
        className={css({
          display: 'block',
          fontSize: { base: 'lg', md: 'xl' },
          fontWeight: 'semibold',
          lineHeight: '1.4',
          mb: '6',
        })}
      >
        {question.questionText}
      </label>

      {question.questionType === 'scaled' ? (
        <div>
          <div
            aria-hidden="true"
            className={css({
              textAlign: 'center',
              fontSize: '3xl',
              fontWeight: 'bold',
              color: 'accent.default',
              mb: '2',
            })}
          >
            {values[question.id]}/{SCORE.max}
          </div>
          <input
            ref={field}
            id={fieldId}
            aria-describedby={`${fieldId}-step ${fieldId}-ends`}
            type="range"
            min={SCORE.min}
            max={SCORE.max}
            step={1}
            value={Number(values[question.id] ?? SLIDER_DEFAULT)}
            aria-valuetext={`${values[question.id]} out of ${SCORE.max}`}
            onChange={(event) => setValues({ ...values, [question.id]: Number(event.target.value) })}
            className={css({ w: 'full', h: '10', accentColor: 'accent.default', cursor: 'pointer' })}
          />
          <div
            id={`${fieldId}-ends`}
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              fontSize: 'sm',
              color: 'fg.muted',
              mt: '1',
            })}
          >
            <span>Not at all</span> <span className={css({ srOnly: true })}>to</span>
            <span>Extremely</span>
          </div>
        </div>
      ) : (
        <textarea
          ref={field}
          id={fieldId}
          aria-describedby={`${fieldId}-step`}
          rows={5}
          maxLength={2000}
          placeholder="Share your thoughts (optional)..."
          value={String(values[question.id] ?? '')}
          onChange={(event) => setValues({ ...values, [question.id]: event.target.value })}
          className={input({ kind: 'area' })}
        />
      )}

      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', mt: '8' })}>
        <Button variant="outline" size="lg" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Previous
        </Button>
        {last ? (
          <Button key="submit" size="lg" disabled={submitting} onClick={submit}>
            {submitting ? 'Submitting...' : submitLabel}
          </Button>
        ) : (
          <Button key="next" size="lg" onClick={() => setStep(step + 1)}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
