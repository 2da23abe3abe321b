import { LINK_INVALID_CODE, needsSupport, publicQuestions, scaledAnswersOf } from '@hearth/contracts/check-in';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { notify } from '../../components/ui/toaster';
import { useSubmitSurvey, useSurveyQuestions } from '../../features/survey/api/survey';
import { Questionnaire } from '../../features/survey/components/questionnaire';
import { SurveyHeading } from '../../features/survey/components/survey-heading';
import { ThankYou } from '../../features/survey/components/thank-you';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useStaffTexts } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';

const surveyPage = css({ maxW: '2xl', mx: 'auto', px: '4', py: { base: '6', md: '10' } });

/**
 * /survey?token: the staff check-in, no account (docs/product-rules.md), in the member's language.
 * The questions are the same for everyone and ship with the page, so the first one shows at once
 * (from the pre-rendered HTML, docs/decisions/064) while the link is checked; a refused link
 * replaces them with the reason, and answers go only once the link is known to be good.
 */
export function SurveyPage() {
  const { t, language, setLanguage } = useStaffTexts();
  usePageMeta(t('survey.title'), t('survey.description'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const questions = useSurveyQuestions(token);
  const submit = useSubmitSurvey();
  const [support, setSupport] = useState(false);
  const spoken = useRef(false);

  // The language the administrator chose for this member, unless the link or the reader chose one.
  const memberLanguage = questions.data?.language;
  useEffect(() => {
    if (!memberLanguage || spoken.current || params.has('lang')) return;
    spoken.current = true;
    if (memberLanguage !== language) setLanguage(memberLanguage);
  }, [memberLanguage, language, setLanguage, params]);

  /** A refused link is said in the reader's language; anything else as the server said it. */
  const problem = (error: unknown, fallback: string) =>
    error instanceof ApiError && error.code === LINK_INVALID_CODE
      ? t('survey.linkInvalid')
      : errorMessage(error, fallback);

  let body: ReactNode;
  if (submit.isSuccess) {
    body = <ThankYou showSupport={support} programme={questions.data?.support ?? null} />;
  } else if (!token || questions.isError || questions.data?.questions.length === 0) {
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
      <Questionnaire
        questions={questions.data?.questions ?? publicQuestions}
        submitting={submit.isPending}
        ready={questions.isSuccess}
        onSubmit={(responses) =>
          submit.mutate(
            { token, responses },
            {
              onSuccess: () => setSupport(needsSupport(scaledAnswersOf(responses))),
              onError: (error) => notify.error(t('survey.failed'), problem(error, t('survey.tryAgain'))),
            },
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
