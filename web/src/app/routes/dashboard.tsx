import { useQueries } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Page } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { Spinner } from '../../components/ui/spinner';
import { settingsQueryOptions } from '../../features/agency/api/get-settings';
import { useUser } from '../../features/auth/api/get-user';
import { jobRolesQueryOptions } from '../../features/job-roles/api/job-roles';
import { GettingStarted } from '../../features/onboarding/components/getting-started';
import { WelcomeDialog } from '../../features/onboarding/components/welcome-dialog';
import { usersQueryOptions } from '../../features/users/api/users';
import { UserManagement } from '../../features/users/components/user-management';
import { usePageMeta } from '../../lib/page-meta';

export function DashboardPage() {
  usePageMeta('Dashboard', 'Your agency burnout dashboard.');
  const { data: user } = useUser();
  const [settings, users, jobRoles] = useQueries({ queries: [settingsQueryOptions, usersQueryOptions, jobRolesQueryOptions] });
  if (!user || !settings.data || !users.data || !jobRoles.data) return <Spinner label="Loading dashboard..." />;

  const progress = {
    scheduleSet: Boolean(settings.data.surveyDay && settings.data.surveyTime),
    jobRoleAdded: jobRoles.data.length > 0,
    staffInvited: users.data.some((member) => member.role === 'user'),
  };

  return (
    <Page>
      <WelcomeDialog open={!user.hasSeenWelcome} agencyName={user.agencyName} />
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Dashboard</h1>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '6' })}>{user.agencyName}</p>
      <div className={css({ display: 'grid', gap: '6' })}>
        {!user.onboardingCompleted && <GettingStarted progress={progress} />}
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
