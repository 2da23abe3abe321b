import { needsSupport, scaledAnswersOf } from '@hearth/contracts/check-in';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { alert, card } from 'styled-system/recipes';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { settingsQueryOptions } from '../../features/agency/api/get-settings';
import { usePreviewQuestions } from '../../features/survey/api/survey';
import { Questionnaire } from '../../features/survey/components/questionnaire';
import { SurveyHeading } from '../../features/survey/components/survey-heading';
import { ThankYou } from '../../features/survey/components/thank-you';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /survey/preview: the same questionnaire for administrators, in either language; nothing is saved
 * (docs/product-rules.md). After Preview Submit it shows the page staff would see, with the support
 * panel when the answers call for it, so an administrator can check their programme's details.
 */
export function SurveyPreviewPage() {
  usePageMeta('Survey Preview', 'Preview the weekly check-in your staff receive.');
  const questions = usePreviewQuestions();
  const settings = useQuery(settingsQueryOptions);
  const [submitted, setSubmitted] = useState<{ support: boolean } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', px: '4', py: { base: '6', md: '10' } })}>
      <p role="note" lang="en" className={cx(alert({ tone: 'info' }), css({ mb: '6', fontWeight: 'semibold' }))}>
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
      ) : submitted ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <ThankYou showSupport={submitted.support} programme={settings.data?.employeeAssistance ?? null} />
          <div lang="en">
            <Button
              variant="outline"
              onClick={() => {
                setSubmitted(null);
                setRound(round + 1);
              }}
            >
              Preview again
            </Button>
          </div>
        </div>
      ) : (
        <Questionnaire
          key={round}
          questions={questions.data}
          submitLabel="Preview Submit"
          submitting={false}
          onSubmit={(responses) => {
            setSubmitted({ support: needsSupport(scaledAnswersOf(responses)) });
            notify.info(
              'Preview Mode',
              'This is a preview - no data was submitted. Your staff will see this confirmation when they submit.',
            );
          }}
        />
      )}
    </div>
  );
}
