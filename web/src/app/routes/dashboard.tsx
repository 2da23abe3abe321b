import type { CurrentWeek } from '@hearth/contracts/dashboard';
import { summariseWeeks } from '@hearth/contracts/dashboard';
import { formatDateTime, formatDay } from '@hearth/contracts/schedule';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { alert, button } from 'styled-system/recipes';
import { Page } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { settingsQueryOptions } from '../../features/agency/api/get-settings';
import { useUser } from '../../features/auth/api/get-user';
import { useCurrentWeek, useHistorical } from '../../features/dashboard/api/dashboard';
import { PendingSubmissions } from '../../features/dashboard/components/pending-submissions';
import { RecentActivity } from '../../features/dashboard/components/recent-activity';
import { type CardFigures, SummaryCards } from '../../features/dashboard/components/summary-cards';
import { InsightsCard } from '../../features/insights/components/insights-card';
import { jobRolesQueryOptions } from '../../features/job-roles/api/job-roles';
import { GettingStarted } from '../../features/onboarding/components/getting-started';
import { WelcomeDialog } from '../../features/onboarding/components/welcome-dialog';
import { usersQueryOptions } from '../../features/users/api/users';
import { UserManagement } from '../../features/users/components/user-management';
import { usePageMeta } from '../../lib/page-meta';

type Period = 'current' | '4weeks' | '12weeks';
const PERIODS = [
  { value: 'current', label: 'Current Week' },
  { value: '4weeks', label: 'Last 4 Weeks' },
  { value: '12weeks', label: 'Last 12 Weeks' },
];

export function DashboardPage() {
  usePageMeta('Dashboard', 'Your agency burnout dashboard.');
  const { data: user } = useUser();
  const [period, setPeriod] = useState<Period>('current');
  const weeks = period === '4weeks' ? 4 : 12;
  const current = useCurrentWeek();
  const history = useHistorical(weeks, period !== 'current');
  const [settings, users, jobRoles] = useQueries({
    queries: [settingsQueryOptions, usersQueryOptions, jobRolesQueryOptions],
  });

  useEffect(() => {
    if (current.isError) notify.error('Failed to fetch dashboard data');
  }, [current.isError]);
  useEffect(() => {
    if (history.isError) notify.error('Failed to fetch historical data');
  }, [history.isError]);

  if (!user || !current.data || !settings.data || !users.data || !jobRoles.data) {
    return current.isError ? <Page>Failed to fetch dashboard data</Page> : <Spinner label="Loading dashboard..." />;
  }
  const week = current.data;
  const timezone = week.surveySchedule.timezone;
  const now = new Date();
  const subtitle =
    period === 'current'
      ? week.weekOf
        ? `Week of ${formatDay(week.weekOf, timezone)}`
        : 'No check-in has run yet'
      : period === '4weeks'
        ? 'Last 4 Weeks'
        : 'Last 12 Weeks';
  const progress = {
    scheduleSet: Boolean(settings.data.surveyDay && settings.data.surveyTime),
    jobRoleAdded: jobRoles.data.length > 0,
    staffInvited: users.data.some((member) => member.role === 'user'),
  };

  return (
    <Page>
      <WelcomeDialog open={!user.hasSeenWelcome} agencyName={user.agencyName} />
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: '4',
          flexWrap: 'wrap',
          mb: '6',
        })}
      >
        <div>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Dashboard</h1>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{subtitle}</p>
        </div>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}>
          <SelectField
            label="Time period"
            options={PERIODS}
            value={period}
            onChange={(event) => setPeriod(event.target.value as Period)}
            className={css({ minW: '44' })}
          />
          <a href="/survey/preview" target="_blank" rel="noopener" className={button({ variant: 'outline' })}>
            Preview Survey
          </a>
          <ButtonLink to="/setup" variant="outline">
            Settings
          </ButtonLink>
        </div>
      </div>

      <div className={css({ display: 'grid', gap: '6' })}>
        {!user.onboardingCompleted && <GettingStarted progress={progress} />}
        {period === 'current' ? (
          <>
            <RoundNotice week={week} />
            <SummaryCards figures={currentFigures(week)} />
            <RecentActivity
              responses={week.responses}
              responseCount={week.responseCount}
              timezone={timezone}
              emptyText={
                week.results.hiddenReason === 'open'
                  ? 'Answers are sealed until this round closes.'
                  : week.results.hiddenReason === 'below_threshold' && week.responseCount > 0
                    ? `Answers are not shown: this round needed at least ${week.results.threshold}.`
                    : 'No survey responses yet this week'
              }
            />
            {week.nonRespondents.length > 0 && (
              <PendingSubmissions key={week.round?.id} people={week.nonRespondents} timezone={timezone} now={now} />
            )}
          </>
        ) : history.data ? (
          <SummaryCards
            figures={{
              historical: true,
              totalUsers: history.data.totalUsers,
              hiddenNote: 'No week had enough answers',
              ...summariseWeeks(history.data.weeks),
            }}
          />
        ) : (
          <Spinner label="Loading dashboard..." />
        )}
        <InsightsCard weeks={period === '12weeks' ? 12 : 4} />
        <UserManagement
          users={users.data}
          jobRoles={jobRoles.data}
          currentUserId={user.id}
          renderFrame={({ table }) => (
            <Section title="Staff Members" actions={<ButtonLink to="/setup?tab=users">Invite User</ButtonLink>}>
              {table}
            </Section>
          )}
        />
      </div>
    </Page>
  );
}

function currentFigures(week: CurrentWeek): CardFigures {
  const hiddenNote =
    week.results.hiddenReason === 'open' && week.round
      ? `Sealed until ${formatDateTime(week.round.closesAt, week.surveySchedule.timezone)}`
      : week.results.hiddenReason === 'below_threshold'
        ? `Needs ${week.results.answersNeeded} more answer${week.results.answersNeeded === 1 ? '' : 's'}`
        : 'No closed round yet';
  return {
    historical: false,
    submissionRate: week.submissionRate,
    avgBurnout: week.avgBurnout,
    highRiskCount: week.highRiskCount,
    totalUsers: week.totalUsers,
    hiddenNote,
    changes: week.changes,
  };
}

/** What the administrator should know about this week's round before reading the numbers. */
function RoundNotice({ week }: { week: CurrentWeek }) {
  const { timezone, surveyDay, nextSurveyAt } = week.surveySchedule;
  if (!week.round) {
    return (
      <p className={alert({ tone: 'info' })}>
        {surveyDay && nextSurveyAt
          ? `The first check-in goes out ${formatDateTime(nextSurveyAt, timezone)}.`
          : 'Set a survey day and time in Settings to start weekly check-ins.'}
      </p>
    );
  }
  if (week.results.hiddenReason === 'open') {
    const { closesAt, respondedCount, invitedCount } = week.round;
    return (
      <p className={alert({ tone: 'info' })}>
        This week's check-in is open until {formatDateTime(closesAt, timezone)}: {respondedCount} of {invitedCount}{' '}
        staff have answered. Scores stay sealed until the round closes, so no answer can be traced to when it was given.
      </p>
    );
  }
  if (week.results.hiddenReason === 'below_threshold') {
    return (
      <p className={alert({ tone: 'warning' })}>
        Not enough answers this week to show results: {week.responseCount} answered, and results appear from{' '}
        {week.results.threshold} answers ({week.results.answersNeeded} more were needed) so that no one can be
        identified.
      </p>
    );
  }
  return null;
}
