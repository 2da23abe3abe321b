import {
  commentOf,
  LINK_INVALID_CODE,
  needsSupport,
  publicQuestions,
  scaledAnswersOf,
} from '@hearth/contracts/check-in';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { notify } from '../../components/ui/toaster';
import { useCheckIn, useSubmitSurvey, useSurveyQuestions } from '../../features/survey/api/survey';
import { Questionnaire } from '../../features/survey/components/questionnaire';
import { SurveyHeading } from '../../features/survey/components/survey-heading';
import { SupportNow, ThankYou } from '../../features/survey/components/thank-you';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useStaffTexts } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';

/** The distress screening of the comment (docs/duty-of-care.md), in a chunk of its own. */
const screening = () => import('@hearth/contracts/distress/panel');

const surveyPage = css({ maxW: '2xl', mx: 'auto', px: '4', py: { base: '6', md: '10' } });

/**
 * /survey?token: the staff check-in, no account (docs/product-rules.md), in the member's language.
 * The questions are the same for everyone and ship with the page, so the first one shows at once
 * (from the pre-rendered HTML, docs/decisions/064) while the link is checked; a refused link
 * replaces them with the reason, and answers go only once the link is known to be good. The page
 * opens in the language of the link (`&lang=`, the member's), and staff may switch.
 */
export function SurveyPage() {
  const { t } = useStaffTexts();
  usePageMeta(t('survey.title'), t('survey.description'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const questions = useSurveyQuestions(token);
  const checkIn = useCheckIn(token);
  const submit = useSubmitSurvey();
  // Decided here, from the answers and the comment just given, before anything is sent; never sent.
  const [support, setSupport] = useState(false);
  // The screening loads after the first question shows, so it costs the page's first paint nothing.
  useEffect(() => void screening(), []);

  /** A refused link is said in the reader's language; anything else as the server said it. */
  const problem = (error: unknown, fallback: string) =>
    error instanceof ApiError && error.code === LINK_INVALID_CODE
      ? t('survey.linkInvalid')
      : errorMessage(error, fallback);

  const programme = checkIn.data?.support ?? null;
  let body: ReactNode;
  if (submit.isSuccess) {
    body = <ThankYou showSupport={support} programme={programme} />;
  } else if (!token || questions.isError || questions.data?.length === 0) {
    body = (
      <div role="alert" className={card({ padding: 'lg' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {token ? problem(questions.error, t('survey.linkInvalid')) : t('survey.linkInvalid')}
        </p>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{t('survey.linkInvalidHelp')}</p>
      </div>
    );
  } else {
    body = (
      <div className={css({ display: 'grid', gap: '5' })}>
        <Questionnaire
          questions={questions.data ?? publicQuestions}
          submitting={submit.isPending}
          ready={questions.isSuccess}
          languagesFewUse={checkIn.data?.languagesFewUse}
          commentsSummarisedBy={checkIn.data?.commentsSummarisedBy ?? null}
          onSubmit={async (responses) => {
            const { commentNeedsSupport } = await screening();
            setSupport(needsSupport(scaledAnswersOf(responses)) || commentNeedsSupport(commentOf(responses)));
            submit.mutate(
              { token, responses },
              { onError: (error) => notify.error(t('survey.failed'), problem(error, t('survey.tryAgain'))) },
            );
          }}
        />
        {/* Help does not wait for a submission that failed. */}
        {submit.isError && support && <SupportNow programme={programme} />}
      </div>
    );
  }

  return (
    <div className={surveyPage}>
      <SurveyHeading />
      {body}
    </div>
  );
}
