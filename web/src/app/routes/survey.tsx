import { LINK_INVALID_MESSAGE } from '@hearth/contracts/survey';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { useSubmitSurvey, useSurveyQuestions } from '../../features/survey/api/survey';
import { Questionnaire } from '../../features/survey/components/questionnaire';
import { SurveyHeading } from '../../features/survey/components/survey-heading';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

const surveyPage = css({ maxW: '2xl', mx: 'auto', px: '4', py: { base: '6', md: '10' } });

/** /survey?token: the staff check-in, no account (docs/product-rules.md). */
export function SurveyPage() {
  usePageMeta('Weekly Wellbeing Check-In', 'Your anonymous weekly check-in: six short questions, about 3 minutes.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const questions = useSurveyQuestions(token);
  const submit = useSubmitSurvey();

  let body: ReactNode;
  if (submit.isSuccess) {
    body = (
      <div role="status" className={card({ padding: 'lg' })}>
        <h2 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>Thank You!</h2>
        <p>
          Your survey was submitted successfully. Your feedback is anonymous: it is added to your team's results without
          your name.
        </p>
        <p className={css({ mt: '3', color: 'fg.muted' })}>You can close this page now.</p>
      </div>
    );
  } else if (token && questions.isPending) {
    body = <Spinner label="Loading survey..." />;
  } else if (!token || questions.isError || !questions.data?.length) {
    body = (
      <div role="alert" className={card({ padding: 'lg' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {token ? errorMessage(questions.error, LINK_INVALID_MESSAGE) : LINK_INVALID_MESSAGE}
        </p>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          Links work once and expire 24 hours after the check-in opens. If you think this is a mistake, ask your
          administrator.
        </p>
      </div>
    );
  } else {
    body = (
      <Questionnaire
        questions={questions.data}
        submitLabel="Submit Survey"
        submitting={submit.isPending}
        onSubmit={(responses) =>
          submit.mutate(
            { token, responses },
            { onError: (error) => notify.error('Submission failed', errorMessage(error, 'Please try again.')) },
          )
        }
      />
    );
  }

  return (
    <div className={surveyPage}>
      <SurveyHeading />
      {body}
    </div>
  );
}
