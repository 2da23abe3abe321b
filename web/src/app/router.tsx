import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RequireAdmin } from './require-admin';

/**
 * Every page is loaded on demand, so the public pages never download the admin charts. The same
 * routes render the pre-rendered pages at build time (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    // The pages staff use: focused (logo and language only), in English or Spanish (docs/staff-languages.md).
    lazy: () => import('./layout/staff-layout').then((m) => ({ Component: m.StaffLayout })),
    children: [
      { path: '/survey', lazy: () => import('./routes/survey').then((m) => ({ Component: m.SurveyPage })) },
      {
        path: '/accept-invite',
        lazy: () => import('./routes/accept-invite').then((m) => ({ Component: m.AcceptInvitePage })),
      },
      {
        path: '/staff-privacy',
        lazy: () => import('./routes/staff-privacy').then((m) => ({ Component: m.StaffPrivacyPage })),
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: '/survey/preview',
            lazy: () => import('./routes/survey-preview').then((m) => ({ Component: m.SurveyPreviewPage })),
          },
        ],
      },
    ],
  },
  {
    element: <RootLayout />,
    children: [
      { path: '/', lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingPage })) },
      { path: '/about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutPage })) },
      { path: '/tutorials', lazy: () => import('./routes/tutorials').then((m) => ({ Component: m.TutorialsPage })) },
      { path: '/support', lazy: () => import('./routes/support').then((m) => ({ Component: m.SupportPage })) },
      {
        path: '/request-demo',
        lazy: () => import('./routes/request-demo').then((m) => ({ Component: m.RequestDemoPage })),
      },
      { path: '/auth', lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthPage })) },
      {
        path: '/forgot-password',
        lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: '/reset-password',
        lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: '/trust-browser',
        lazy: () => import('./routes/trust-browser').then((m) => ({ Component: m.TrustBrowserPage })),
      },
      {
        path: '/verify-email',
        lazy: () => import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailPage })),
      },
      { path: '/setup', lazy: () => import('./routes/setup').then((m) => ({ Component: m.SetupRoute })) },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: '/dashboard',
            lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardPage })),
          },
          { path: '/reports', lazy: () => import('./routes/reports').then((m) => ({ Component: m.ReportsPage })) },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
