import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { alert } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { useResendVerification } from '../api/resend-verification';

export function UnverifiedNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div role="alert" className={alert({ tone: 'warning' })}>
      <p className={css({ fontWeight: 'semibold' })}>Your account has not been verified yet.</p>
      <p className={css({ mt: '1' })}>Open the link we emailed to {email}, or ask for a new one.</p>
      <div className={css({ display: 'flex', gap: '3', mt: '3', flexWrap: 'wrap', alignItems: 'center' })}>
        <Button
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () => notify.success('Verification email sent', 'Please check your inbox.'),
              onError: () => notify.error('Error', 'Failed to resend verification email'),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
        <Link to="/support">Contact Support</Link>
      </div>
    </div>
  );
}
