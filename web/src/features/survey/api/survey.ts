import type { SurveyQuestion } from '@hearth/contracts/survey';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Answer {
  questionId: string;
  questionType: string;
  value: number | string | null;
}

export const surveyKeys = {
  questions: (token: string) => ['survey', 'questions', token] as const,
  preview: ['survey', 'preview'] as const,
};

export const surveyQuestionsOptions = (token: string) =>
  queryOptions({
    queryKey: surveyKeys.questions(token),
    queryFn: () => api.get<SurveyQuestion[]>(`/api/survey/questions?token=${encodeURIComponent(token)}`),
  });
export const useSurveyQuestions = (token: string) =>
  useQuery({ ...surveyQuestionsOptions(token), enabled: token !== '' });

export const usePreviewQuestions = () =>
  useQuery({ queryKey: surveyKeys.preview, queryFn: () => api.get<SurveyQuestion[]>('/api/survey/preview') });

export const useSubmitSurvey = () =>
  useMutation({
    mutationFn: (body: { token: string; responses: Answer[] }) =>
      api.post<{ message: string }>('/api/survey/submit', body),
  });
