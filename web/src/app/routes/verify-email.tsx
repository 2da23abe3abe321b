import { NO_VERIFICATION_TOKEN } from '@hearth/contracts/auth';
import { css } from 'styled-system/css';
import { NarrowCard } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useVerifyEmail } from '../../features/auth/api/verify-email';
import { errorMessage } from '../../lib/api-client';
import { useLinkTokenSentOnce } from '../../lib/link-token';
import { usePageMeta } from '../../lib/page-meta';

/** Posts the link's token once on load; shows verifying, success or error (docs/product-rules.md). */
export function VerifyEmailPage() {
  usePageMeta('Verify email', 'Confirm the email address of your Hearth account.');
  const verify = useVerifyEmail();
  const token = useLinkTokenSentOnce(verify.mutate);

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <NarrowCard title="Verifying your email">
        <Spinner label="Verifying..." />
      </NarrowCard>
    );
  }

  if (verify.isSuccess) {
    return (
      <NarrowCard title="Email Verified!">
        <p>{verify.data.message}</p>
        <p className={css({ mt: '2' })}>
          You can now log in with <strong>{verify.data.email}</strong>.
        </p>
        <ButtonLink to="/auth" size="lg" className={css({ mt: '6', w: 'full' })}>
          Go to Login
        </ButtonLink>
      </NarrowCard>
    );
  }

  const message = token
    ? errorMessage(verify.error, 'Failed to verify email. The link may have expired.')
    : NO_VERIFICATION_TOKEN;
  return (
    <NarrowCard title="Verification Failed">
      <p role="alert">{message}</p>
      <ButtonLink to="/auth" variant="outline" size="lg" className={css({ mt: '6', w: 'full' })}>
        Back to Login
      </ButtonLink>
    </NarrowCard>
  );
}
