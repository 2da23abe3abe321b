import type { MessageResponse } from '@hearth/contracts/auth';
import type { SurveyQuestion, SurveyQuestionsResponse } from '@hearth/contracts/check-in';
import type { SurveySubmissionRequest } from '@hearth/contracts/survey';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/survey/questions answers `SurveyQuestionsResponse`: the questions with the member's language
 * and the agency's employee assistance programme. A server that still answers the bare list of
 * questions is read as that list with neither (docs/staff-languages.md).
 */
function asQuestionsResponse(body: SurveyQuestionsResponse | SurveyQuestion[]): SurveyQuestionsResponse {
  return Array.isArray(body) ? { questions: body, language: null, support: null } : body;
}

export const useSurveyQuestions = (token: string) =>
  useQuery({
    queryKey: queryKeys.surveyQuestions(token),
    queryFn: async () =>
      asQuestionsResponse(
        await api.get<SurveyQuestionsResponse | SurveyQuestion[]>(
          `/api/survey/questions?token=${encodeURIComponent(token)}`,
        ),
      ),
    enabled: token !== '',
  });

export const usePreviewQuestions = () =>
  useQuery({ queryKey: queryKeys.surveyPreview, queryFn: () => api.get<SurveyQuestion[]>('/api/survey/preview') });

export const useSubmitSurvey = () =>
  useMutation({
    mutationFn: (body: SurveySubmissionRequest) => api.post<MessageResponse>('/api/survey/submit', body),
  });
