import type { SurveySubmissionRequest } from '@hearth/contracts/survey';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/survey/questions: the check-in's questions, once the link's token is known to be good. */
export const useSurveyQuestions = (token: string) =>
  useQuery({
    queryKey: queryKeys.surveyQuestions(token),
    queryFn: () => api('GET /api/survey/questions', { query: { token } }),
    enabled: token !== '',
  });

/**
 * GET /api/survey/check-in: the agency's employee assistance programme and the languages few of its
 * staff use, read with the questions so that the support panel and the language caution need no
 * request later (docs/duty-of-care.md, docs/staff-languages.md).
 */
export const useCheckIn = (token: string) =>
  useQuery({
    queryKey: queryKeys.checkIn(token),
    queryFn: () => api('GET /api/survey/check-in', { query: { token } }),
    enabled: token !== '',
  });

export const usePreviewQuestions = () =>
  useQuery({ queryKey: queryKeys.surveyPreview, queryFn: () => api('GET /api/survey/preview') });

export const useSubmitSurvey = () =>
  useMutation({
    mutationFn: (body: SurveySubmissionRequest) => api('POST /api/survey/submit', { body }),
  });
