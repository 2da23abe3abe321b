import {
  FREE_TEXT_MAX,
  questionTextIn,
  type SurveyQuestion,
  type SurveyResponseItem,
} from '@hearth/contracts/check-in';
import { LANGUAGES, type Language, SLIDER_DEFAULT } from '@hearth/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { alert, card, input } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { useStaffTexts } from '../../../lib/i18n/i18n';
import { AnswerSlider } from './answer-slider';

/**
 * One question per step (docs/product-rules.md /survey): 'Question N of M', a progress bar, a 1–10
 * slider with 'Not at all' and 'Extremely' or a free-text box, Previous/Next, and the submit on the
 * last step, in the language chosen. Each step moves focus to its answer, described by 'Question N
 * of M', so a screen reader announces the new step and the arrow keys answer at once. On a phone
 * Previous and Next stay at the bottom of the screen, in reach of a thumb.
 */
export function Questionnaire({
  questions,
  submitLabel,
  submitting,
  ready = true,
  languagesFewUse = [],
  commentsSummarisedBy = null,
  onSubmit,
}: {
  questions: SurveyQuestion[];
  submitLabel?: string;
  submitting: boolean;
  /** False while the link is still being checked: the answers cannot go yet. */
  ready?: boolean;
  /** Languages few of the agency's staff use: a comment in one of them is preceded by a caution. */
  languagesFewUse?: readonly Language[];
  /** Who, outside Hearth, may read the comments to summarise them (said before the comment box). */
  commentsSummarisedBy?: string | null;
  onSubmit(answers: SurveyResponseItem[]): void;
}) {
  const { t, language } = useStaffTexts();
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
  const stepId = `${fieldId}-step`;
  const slider = useRef<HTMLDivElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const moved = useRef(false);
  const text = (item: SurveyQuestion) => questionTextIn(item, language);
  const cautioned = languagesFewUse.includes(language);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the answer whenever the step changes
  useEffect(() => {
    if (moved.current) (slider.current ?? textArea.current)?.focus();
    moved.current = true;
  }, [step]);

  function submit() {
    const missing = questions.some((item) => item.questionType === 'scaled' && typeof values[item.id] !== 'number');
    if (missing) return notify.error(t('survey.required'));
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
        <span id={stepId}>{t('survey.questionOf', { n: step + 1, total: questions.length })}</span>
        <span>{t('survey.complete', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('survey.progress')}
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

      {question.questionType === 'scaled' ? (
        <AnswerSlider
          key={question.id}
          ref={slider}
          question={text(question)}
          value={Number(values[question.id] ?? SLIDER_DEFAULT)}
          describedBy={stepId}
          onChange={(value) => setValues({ ...values, [question.id]: value })}
        />
      ) : (
        <div className={css({ display: 'grid', gap: '2' })}>
          <label
            htmlFor={fieldId}
            className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold', lineHeight: '1.4', mb: '2' })}
          >
            {text(question)}
          </label>
          {commentsSummarisedBy && (
            <p id={`${fieldId}-ai`} role="note" className={alert({ tone: 'info' })}>
              {t('survey.summarisedBy', { provider: commentsSummarisedBy })}
            </p>
          )}
          {cautioned && (
            <LanguageCaution language={language} languagesFewUse={languagesFewUse} id={`${fieldId}-language`} />
          )}
          <textarea
            ref={textArea}
            id={fieldId}
            aria-describedby={[
              stepId,
              `${fieldId}-hint`,
              ...(commentsSummarisedBy ? [`${fieldId}-ai`] : []),
              ...(cautioned ? [`${fieldId}-language`] : []),
            ].join(' ')}
            rows={5}
            maxLength={FREE_TEXT_MAX}
            placeholder={t('survey.commentPlaceholder')}
            value={String(values[question.id] ?? '')}
            onChange={(event) => setValues({ ...values, [question.id]: event.target.value })}
            className={input({ kind: 'area' })}
          />
          <p id={`${fieldId}-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('survey.commentHint')}
          </p>
        </div>
      )}

      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: '3',
          mt: '8',
          position: 'sticky',
          bottom: '0',
          bg: 'bg.surface',
          py: '3',
          mx: { base: '-6', md: '0' },
          px: { base: '6', md: '0' },
          borderTopWidth: { base: '1px', md: '0' },
          borderColor: 'border.default',
          '& > button': { minW: '0', px: '3', whiteSpace: 'normal', lineHeight: '1.2' },
        })}
      >
        <Button variant="outline" size="lg" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('survey.previous')}
        </Button>
        {last ? (
          <Button key="submit" size="lg" disabled={submitting || !ready} onClick={submit}>
            {submitting ? t('survey.submitting') : (submitLabel ?? t('survey.submit'))}
          </Button>
        ) : (
          <Button key="next" size="lg" onClick={() => setStep(step + 1)}>
            {t('survey.next')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Said before the comment box when few of the agency's staff take the check-in in this language
 * (docs/staff-languages.md): the language of a comment can narrow down who wrote it.
 */
function LanguageCaution({
  language,
  languagesFewUse,
  id,
}: {
  language: Language;
  languagesFewUse: readonly Language[];
  id: string;
}) {
  const { t } = useStaffTexts();
  const other = LANGUAGES.find((candidate) => candidate !== language && !languagesFewUse.includes(candidate));
  return (
    <p id={id} role="note" className={alert({ tone: 'warning' })}>
      {t('survey.languageCaution', { language: t(`survey.languageNames.${language}`) })}
      {other && ` ${t('survey.languageSuggestion', { other: t(`survey.languageNames.${other}`) })}`}
    </p>
  );
}
