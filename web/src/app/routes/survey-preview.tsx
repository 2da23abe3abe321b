import { css, cx } from 'styled-system/css';
import { alert, card } from 'styled-system/recipes';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { usePreviewQuestions } from '../../features/survey/api/survey';
import { Questionnaire } from '../../features/survey/components/questionnaire';
import { SurveyHeading } from '../../features/survey/components/survey-heading';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

/** /survey/preview: the same questionnaire for administrators; nothing is saved (docs/product-rules.md). */
export function SurveyPreviewPage() {
  usePageMeta('Survey Preview', 'Preview the weekly check-in your staff receive.');
  const questions = usePreviewQuestions();
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', px: '4', py: { base: '6', md: '10' } })}>
      <p role="note" className={cx(alert({ tone: 'info' }), css({ mb: '6', fontWeight: 'semibold' }))}>
        Preview Mode: This is how your survey appears to staff. No data will be saved.
      </p>
      <SurveyHeading />
      {questions.isPending ? (
        <Spinner label="Loading survey..." />
      ) : questions.isError || !questions.data.length ? (
        <div role="alert" className={card({ padding: 'lg' })}>
          <p className={css({ fontWeight: 'semibold' })}>
            {errorMessage(questions.error, 'Unable to load survey questions')}
          </p>
          <p className={css({ mt: '2', color: 'fg.muted' })}>
            Please make sure you have survey questions configured in your settings.
          </p>
        </div>
      ) : (
        <Questionnaire
          questions={questions.data}
          submitLabel="Preview Submit"
          submitting={false}
          onSubmit={() =>
            notify.info(
              'Preview Mode',
              'This is a preview - no data was submitted. Your staff will see this confirmation when they submit.',
            )
          }
        />
      )}
    </div>
  );
}
