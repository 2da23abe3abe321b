import { css } from 'styled-system/css';
import { Page } from '../../components/layout/page';
import { useUser } from '../../features/auth/api/get-user';
import { usePageMeta } from '../../lib/page-meta';

export function DashboardPage() {
  usePageMeta('Dashboard', 'Your agency burnout dashboard.');
  const { data: user } = useUser();
  return (
    <Page>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Dashboard</h1>
      <p className={css({ color: 'fg.muted', mt: '1' })}>{user?.agencyName}</p>
    </Page>
  );
}
