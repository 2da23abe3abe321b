import { INVALID_INVITATION, NO_INVITATION_TOKEN } from '@hearth/contracts/members';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { NarrowCard } from '../../components/layout/page';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { useAcceptInvite } from '../../features/users/api/invitations';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

/** /accept-invite?token: a staff member activates their membership (docs/product-rules.md). */
export function AcceptInvitePage() {
  usePageMeta('Accept your invitation', 'Join your hospice team’s anonymous weekly wellbeing check-in.');
  const [params] = useSearchParams();
  const token = params.get('token');
  const accept = useAcceptInvite();
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    accept.mutate(token, {
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to accept invitation')),
    });
  }, [token, accept]);

  if (token && (accept.isIdle || accept.isPending)) {
    return (
      <NarrowCard title="Activating Your Account">
        <Spinner label="Activating..." />
      </NarrowCard>
    );
  }

  if (accept.isSuccess) {
    return (
      <NarrowCard title="Welcome">
        <div className={css({ display: 'grid', gap: '3' })}>
          <p>
            You're all set. Each week you will receive an email with a personal link to a short check-in: six questions,
            about 3 minutes.
          </p>
          <p>
            Your answers are anonymous. Your leaders see only group results, and only once enough colleagues have
            answered; nobody can see who said what.
          </p>
          <p>You can close this page now. There is no account or password to remember.</p>
        </div>
      </NarrowCard>
    );
  }

  return (
    <NarrowCard title="Invalid Invitation">
      <p role="alert">{token ? errorMessage(accept.error, INVALID_INVITATION) : NO_INVITATION_TOKEN}</p>
      <p className={css({ mt: '3', color: 'fg.muted' })}>
        Please contact your agency administrator and ask them to send you a new invitation.
      </p>
    </NarrowCard>
  );
}
