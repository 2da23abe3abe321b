import type { MessageResponse } from '@hearth/contracts/auth';
import type { SurveyQuestion, SurveySubmissionRequest } from '@hearth/contracts/survey';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useSurveyQuestions = (token: string) =>
  useQuery({
    queryKey: queryKeys.surveyQuestions(token),
    queryFn: () => api.get<SurveyQuestion[]>(`/api/survey/questions?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
  });

export const usePreviewQuestions = () =>
  useQuery({ queryKey: queryKeys.surveyPreview, queryFn: () => api.get<SurveyQuestion[]>('/api/survey/preview') });

export const useSubmitSurvey = () =>
  useMutation({
    mutationFn: (body: SurveySubmissionRequest) => api.post<MessageResponse>('/api/survey/submit', body),
  });
