import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { NarrowCard } from '../../components/layout/page';
import { Button, ButtonLink } from '../../components/ui/button';
import { useTrustBrowser } from '../../features/auth/api/trust-browser';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

/**
 * The link mailed to an account's owner while strangers guess its password (docs/security.md): one
 * press makes this browser a trusted one for the account, then the owner logs in as usual. A press,
 * not the page's load, uses the link up: mail scanners that open links do not spend it.
 */
export function TrustBrowserPage() {
  usePageMeta('Sign in from this browser', 'Let this browser sign in to your Hearth account.');
  const [params] = useSearchParams();
  const token = params.get('token');
  const trust = useTrustBrowser();

  if (trust.isSuccess) {
    return (
      <NarrowCard title="This browser can sign in">
        <p>{trust.data.message}</p>
        <ButtonLink to="/auth" size="lg" className={css({ mt: '6', w: 'full' })}>
          Go to Login
        </ButtonLink>
      </NarrowCard>
    );
  }
  if (!token) {
    return (
      <NarrowCard title="Sign-in link missing">
        <p role="alert">No sign-in link found. Please check your email link.</p>
        <ButtonLink to="/auth" variant="outline" size="lg" className={css({ mt: '6', w: 'full' })}>
          Back to Login
        </ButtonLink>
      </NarrowCard>
    );
  }
  return (
    <NarrowCard title="Sign in from this browser">
      <p>
        Someone has entered many wrong passwords for your account, so new browsers need this link. Press the button in
        the browser you want to sign in with; then log in with your password and the emailed code.
      </p>
      {trust.isError && (
        <p role="alert" className={css({ mt: '4', color: 'danger.default' })}>
          {errorMessage(
            trust.error,
            'This sign-in link is invalid, used or expired. Try to log in again for a new one.',
          )}
        </p>
      )}
      <Button
        size="lg"
        className={css({ mt: '6', w: 'full' })}
        disabled={trust.isPending}
        onClick={() => trust.mutate(token)}
      >
        {trust.isPending ? 'Confirming...' : 'Sign in from this browser'}
      </Button>
    </NarrowCard>
  );
}
