import type { CurrentWeek, HistoricalWeek } from '@hearth/contracts/dashboard';
import { summariseWeeks } from '@hearth/contracts/dashboard';
import { formatDateTime, formatDay } from '@hearth/contracts/schedule';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { alert, button } from 'styled-system/recipes';
import { Page, PageHeader } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { settingsQueryOptions } from '../../features/agency/api/get-settings';
import { SmallTeamNotice } from '../../features/agency/components/small-team-notice';
import { useUser } from '../../features/auth/api/get-user';
import { useCurrentWeek, useHistorical } from '../../features/dashboard/api/dashboard';
import { CommentsCard } from '../../features/dashboard/components/comments-card';
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
  const history = useHistorical(weeks);
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
      <PageHeader title="Dashboard" subtitle={subtitle}>
        <SelectField
          label="Time period"
          options={PERIODS}
          value={period}
          onValueChange={(value) => setPeriod(value as Period)}
          className={css({ minW: '44' })}
        />
        <a href="/survey/preview" target="_blank" rel="noopener" className={button({ variant: 'outline' })}>
          Preview Survey
        </a>
        <ButtonLink to="/setup" variant="outline">
          Settings
        </ButtonLink>
      </PageHeader>

      {/* One column that may shrink below its content's width, so no card widens the page on a phone. */}
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: 'minmax(0, 1fr)' })}>
        {!user.onboardingCompleted && <GettingStarted progress={progress} />}
        <SmallTeamNotice
          staff={week.totalUsers}
          threshold={week.results.threshold}
          settingsLink={<Link to="/setup">Settings</Link>}
        />
        {period === 'current' ? (
          <>
            <RoundNotice week={week} />
            <SummaryCards figures={currentFigures(week, history.data?.weeks ?? [])} />
            <RecentActivity
              responses={week.responses}
              responseCount={week.responseCount}
              timezone={timezone}
              empty={activityEmpty(week)}
            />
            {week.results.visible && (
              <CommentsCard
                comments={week.comments}
                distress={week.distress}
                programme={settings.data.employeeAssistance}
              />
            )}
            {week.nonRespondents.length > 0 && (
              <PendingSubmissions key={week.round?.id} people={week.nonRespondents} timezone={timezone} now={now} />
            )}
          </>
        ) : history.data ? (
          <SummaryCards
            figures={{
              historical: true,
              totalUsers: history.data.totalUsers,
              hiddenNote: history.data.weeks.length === 0 ? 'No closed round yet' : 'No week had enough answers',
              ...summariseWeeks(history.data.weeks),
              // A new agency has no closed round: no rate at all rather than "0%".
              ...(history.data.weeks.length === 0 ? { submissionRate: null } : {}),
              trend: trendOf(history.data.weeks),
            }}
          />
        ) : (
          <Spinner label="Loading dashboard..." />
        )}
        <InsightsCard />
        <UserManagement
          users={users.data}
          jobRoles={jobRoles.data}
          threshold={settings.data.anonymityThreshold}
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

function activityEmpty(week: CurrentWeek): Parameters<typeof RecentActivity>[0]['empty'] {
  const { timezone } = week.surveySchedule;
  if (week.results.hiddenReason === 'open' && week.round)
    return {
      icon: 'lock',
      title: 'Answers are sealed until this round closes.',
      text: `They appear together, shuffled, after ${formatDateTime(week.round.closesAt, timezone)}.`,
    };
  if (week.results.hiddenReason === 'below_threshold' && week.responseCount > 0)
    return {
      icon: 'lock',
      title: `Answers are not shown: this round needed at least ${week.results.threshold}.`,
      text: 'Few answers could point to the people who gave them, so this round stays hidden.',
    };
  return {
    icon: 'inbox',
    title: 'No survey responses yet this week',
    text: week.surveySchedule.surveyDay
      ? 'Answers appear here after the next check-in closes. You can see what staff will get meanwhile.'
      : 'Set the day and time of the weekly check-in to start collecting answers.',
    action: week.surveySchedule.surveyDay ? (
      <a href="/survey/preview" target="_blank" rel="noopener" className={button({ variant: 'outline', size: 'sm' })}>
        Preview Survey
      </a>
    ) : (
      <ButtonLink to="/setup" size="sm">
        Set the schedule
      </ButtonLink>
    ),
  };
}

/** The weeks behind the sparklines (the API answers them oldest first). */
function trendOf(weeks: HistoricalWeek[]): CardFigures['trend'] {
  return {
    avgBurnout: weeks.map((item) => item.avgBurnout),
    submissionRate: weeks.map((item) => item.submissionRate),
    highRiskCount: weeks.map((item) => item.highRiskCount),
  };
}

function currentFigures(week: CurrentWeek, history: HistoricalWeek[]): CardFigures {
  const hiddenNote =
    week.results.hiddenReason === 'open' && week.round
      ? `Sealed until ${formatDateTime(week.round.closesAt, week.surveySchedule.timezone)}`
      : week.results.hiddenReason === 'below_threshold'
        ? `Needs ${week.results.answersNeeded} more answer${week.results.answersNeeded === 1 ? '' : 's'}`
        : 'No closed round yet';
  return {
    historical: false,
    submissionRate: week.round ? week.submissionRate : null,
    avgBurnout: week.avgBurnout,
    highRiskCount: week.highRiskCount,
    highRiskOrMore: week.highRiskOrMore,
    totalUsers: week.totalUsers,
    hiddenNote,
    changes: week.changes,
    trend: trendOf(history),
  };
}

/** What the administrator should know about this week's round before reading the numbers. */
function RoundNotice({ week }: { week: CurrentWeek }) {
  const { timezone, surveyDay, nextSurveyAt } = week.surveySchedule;
  if (!week.round) {
    return (
      <p className={alert({ tone: 'info' })}>
        {surveyDay && nextSurveyAt ? (
          `The first check-in goes out ${formatDateTime(nextSurveyAt, timezone)}.`
        ) : (
          <>
            Set a survey day and time in <Link to="/setup">Settings</Link> to start weekly check-ins.
          </>
        )}
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
