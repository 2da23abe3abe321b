import { Tabs } from '@ark-ui/react/tabs';
import { ANONYMITY_THRESHOLD } from '@hearth/contracts/constants';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { ScrollingTabList } from '../../components/ui/scrolling-tab-list';
import { Section } from '../../components/ui/section';
import { Spinner } from '../../components/ui/spinner';
import { agencyQueryOptions } from '../../features/agency/api/get-agency';
import { settingsQueryOptions } from '../../features/agency/api/get-settings';
import { AccountSecurity } from '../../features/agency/components/account-security';
import { AgencyInfoForm } from '../../features/agency/components/agency-info-form';
import { useUser } from '../../features/auth/api/get-user';
import { templatesQueryOptions } from '../../features/email-templates/api/templates';
import { TemplatesEditor } from '../../features/email-templates/components/templates-editor';
import { jobRolesQueryOptions } from '../../features/job-roles/api/job-roles';
import { JobRolesPanel } from '../../features/job-roles/components/job-roles-panel';
import { usersQueryOptions } from '../../features/users/api/users';
import { ImportRosterDialog } from '../../features/users/components/import-roster-dialog';
import { UserManagement } from '../../features/users/components/user-management';
import { usePageMeta } from '../../lib/page-meta';
import { signInPath } from '../../lib/return-path';
import { AccountSetupPage } from './account-setup';

const TABS = [
  { value: 'agency-info', label: 'Agency Info' },
  { value: 'user-management', label: 'User Management' },
  { value: 'job-roles', label: 'Job Roles' },
  { value: 'email-templates', label: 'Email Templates' },
  { value: 'account-security', label: 'Account Security' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** ?tab=users (the dashboard's link) and the hashes #job-roles, #user-management, #email-templates pick the tab. */
function tabFrom(search: URLSearchParams, hash: string): TabValue {
  const requested = search.get('tab') ?? hash.replace('#', '');
  if (requested === 'users') return 'user-management';
  return TABS.find((tab) => tab.value === requested)?.value ?? 'agency-info';
}

/** /setup: account setup mode with ?token (public), otherwise Agency Setup for administrators. */
export function SetupRoute() {
  const [search] = useSearchParams();
  if (search.get('token') !== null) return <AccountSetupPage token={search.get('token') ?? ''} />;
  return <AgencySetup />;
}

function AgencySetup() {
  usePageMeta('Agency Setup', 'Configure your agency settings, manage users, and customize surveys.');
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (user?.role !== 'admin') return <Navigate to={signInPath(location)} replace />;
  return <AgencySetupTabs currentUserId={user.id} />;
}

function AgencySetupTabs({ currentUserId }: { currentUserId: string }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const active = tabFrom(search, location.hash);
  const [agency, settings, users, jobRoles, templates] = useQueries({
    queries: [agencyQueryOptions, settingsQueryOptions, usersQueryOptions, jobRolesQueryOptions, templatesQueryOptions],
  });
  const styles = tabs();
  const [importing, setImporting] = useState(false);

  return (
    <Page>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Agency Setup</h1>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '6' })}>
        Configure your agency settings, manage users, and customize surveys.
      </p>
      <Tabs.Root
        value={active}
        onValueChange={(details) => navigate({ search: '', hash: details.value }, { replace: true })}
        className={styles.root}
        lazyMount
      >
        <ScrollingTabList className={styles.list}>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </ScrollingTabList>
        <Tabs.Content value="agency-info" className={styles.content}>
          {agency.data && settings.data && users.data ? (
            <AgencyInfoForm
              key={`${agency.data.version}-${settings.data.version}`}
              agency={agency.data}
              settings={settings.data}
              activeStaff={users.data.filter((member) => member.role === 'user' && member.status === 'active').length}
            />
          ) : (
            <Spinner label="Loading settings..." />
          )}
        </Tabs.Content>
        <Tabs.Content value="user-management" className={styles.content}>
          {users.data && jobRoles.data ? (
            <UserManagement
              users={users.data}
              jobRoles={jobRoles.data}
              threshold={settings.data?.anonymityThreshold ?? ANONYMITY_THRESHOLD.default}
              currentUserId={currentUserId}
              renderFrame={({ openInvite, table }) => (
                <Section
                  title="User Management"
                  description="Invite staff to the weekly check-in and administrators to this dashboard."
                  actions={
                    <>
                      <Button variant="outline" onClick={() => setImporting(true)}>
                        Import from CSV
                      </Button>
                      <Button onClick={openInvite}>Invite User</Button>
                    </>
                  }
                >
                  {table}
                </Section>
              )}
            />
          ) : (
            <Spinner label="Loading users..." />
          )}
        </Tabs.Content>
        <Tabs.Content value="job-roles" className={styles.content}>
          {jobRoles.data ? <JobRolesPanel jobRoles={jobRoles.data} /> : <Spinner label="Loading job roles..." />}
        </Tabs.Content>
        <Tabs.Content value="email-templates" className={styles.content}>
          {templates.data ? <TemplatesEditor saved={templates.data} /> : <Spinner label="Loading templates..." />}
        </Tabs.Content>
        <Tabs.Content value="account-security" className={styles.content}>
          <AccountSecurity />
        </Tabs.Content>
      </Tabs.Root>
      <ImportRosterDialog open={importing} onOpenChange={setImporting} />
    </Page>
  );
}
