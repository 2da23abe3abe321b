import { ERROR_CODES } from '@hearth/contracts/errors';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { NarrowCard } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAcceptInvite, useTextConsent } from '../../features/users/api/invitations';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useStaffTexts } from '../../lib/i18n/i18n';
import { useLinkTokenSentOnce } from '../../lib/link-token';
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
  const accept = useAcceptInvite();
  const token = useLinkTokenSentOnce(accept.mutate);

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
        {accept.data.texts && token && <TextsConsent token={token} offer={accept.data.texts} />}
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

/**
 * "May we text you?" (ADR 090): asked once the invitation is accepted, when the agency would text this
 * member. Nothing is texted before a yes; the answer can be changed here while the link is good, and
 * later by replying STOP or START.
 */
function TextsConsent({ token, offer }: { token: string; offer: { mobileEnding: string; consent: boolean | null } }) {
  const { t } = useStaffTexts();
  const save = useTextConsent();
  const consent = save.data?.texts?.consent ?? offer.consent;
  return (
    <section
      aria-labelledby="texts-heading"
      className={css({
        mt: '4',
        display: 'grid',
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'md',
      })}
    >
      <h2 id="texts-heading" className={css({ fontWeight: 'bold' })}>
        {t('invite.textsHeading')}
      </h2>
      <p>{t('invite.textsQuestion', { ending: offer.mobileEnding })}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('invite.textsTerms')}</p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          disabled={save.isPending}
          aria-pressed={consent === true}
          onClick={() => save.mutate({ token, consent: true })}
        >
          {t('invite.textsYes')}
        </Button>
        <Button
          variant="outline"
          disabled={save.isPending}
          aria-pressed={consent === false}
          onClick={() => save.mutate({ token, consent: false })}
        >
          {t('invite.textsNo')}
        </Button>
      </div>
      <p aria-live="polite" className={css({ fontWeight: 'medium' })}>
        {save.isPending
          ? t('invite.textsSaving')
          : save.isError
            ? t('invite.textsFailed')
            : consent === true
              ? t('invite.textsAgreed')
              : consent === false
                ? t('invite.textsDeclined')
                : ''}
      </p>
    </section>
  );
}
