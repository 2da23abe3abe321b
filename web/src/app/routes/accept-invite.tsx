import { ERROR_CODES } from '@hearth/contracts/errors';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { NarrowCard } from '../../components/layout/page';
import { Spinner } from '../../components/ui/spinner';
import { useAcceptInvite } from '../../features/users/api/invitations';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useStaffTexts } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /accept-invite?token: a staff member activates their membership (docs/product-rules.md), in their
 * language. Opening the mail again after accepting says so instead of calling the link invalid; a
 * refused link is said once, on the page (no toast on top of it).
 */
export function AcceptInvitePage() {
  const { t, language, setLanguage } = useStaffTexts();
  usePageMeta(t('invite.metaTitle'), t('invite.metaDescription'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const accept = useAcceptInvite();
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    accept.mutate(token);
  }, [token, accept]);

  const memberLanguage = accept.data?.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer arrives; the reader may switch later
  useEffect(() => {
    if (memberLanguage && memberLanguage !== language && !params.has('lang')) setLanguage(memberLanguage);
  }, [memberLanguage]);

  if (token && (accept.isIdle || accept.isPending)) {
    return (
      <NarrowCard title={t('invite.activating')}>
        <Spinner label={t('invite.activatingLabel')} />
      </NarrowCard>
    );
  }

  if (accept.isSuccess) {
    return (
      <NarrowCard title={accept.data.alreadyAccepted ? t('invite.allSet') : t('invite.welcome')}>
        <div role="status" className={css({ display: 'grid', gap: '3' })}>
          {accept.data.alreadyAccepted && (
            <p className={css({ fontWeight: 'semibold' })}>{t('invite.alreadyAccepted')}</p>
          )}
          <p>{t('invite.weekly')}</p>
          <p>{t('invite.anonymous')}</p>
          <p>{t('invite.close')}</p>
        </div>
      </NarrowCard>
    );
  }

  const refused = accept.error instanceof ApiError && accept.error.code === ERROR_CODES.invalidToken;
  return (
    <NarrowCard title={t('invite.invalidTitle')}>
      <p role="alert">
        {!token ? t('invite.noToken') : refused ? t('invite.invalid') : errorMessage(accept.error, t('invite.invalid'))}
      </p>
      <p className={css({ mt: '3', color: 'fg.muted' })}>{t('invite.askAgain')}</p>
    </NarrowCard>
  );
}
