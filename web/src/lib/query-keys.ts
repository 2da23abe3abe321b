/**
 * Every query key of the app, in one place: a feature that refreshes another feature's data
 * (members changing the dashboard, job roles changing the user lists) names it from here instead of
 * repeating a raw string.
 */
export const queryKeys = {
  user: ['user'] as const,
  agency: ['agency'] as const,
  settings: ['agency', 'settings'] as const,
  emailTemplates: ['email-templates'] as const,
  jobRoles: ['job-roles'] as const,
  users: ['users'] as const,
  dashboard: ['dashboard'] as const,
  currentWeek: ['dashboard', 'current-week'] as const,
  historical: (weeks: number) => ['dashboard', 'historical', weeks] as const,
  insights: ['dashboard', 'insights'] as const,
  surveyQuestions: (token: string) => ['survey', 'questions', token] as const,
  checkIn: (token: string) => ['survey', 'check-in', token] as const,
  surveyPreview: ['survey', 'preview'] as const,
  chatbotInfo: ['chatbot-info'] as const,
};
