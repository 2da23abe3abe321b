import { CODE_LENGTH, MFA_RESEND_SECONDS } from '@hearth/contracts/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useResendMfaCode } from '../api/resend-mfa-code';
import { useVerifyMfa } from '../api/verify-mfa';

/** Seconds left before another code may be asked for, counting down from each send. */
function useCountdown(): [number, () => void] {
  const [until, setUntil] = useState(() => Date.now() + MFA_RESEND_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [now, until]);
  const restart = () => {
    setUntil(Date.now() + MFA_RESEND_SECONDS * 1000);
    setNow(Date.now());
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), restart];
}

/**
 * Login step two: the 6-digit code from the email. Success loads the page the user asked for (or
 * /dashboard) afresh. A new code can be asked for every 30 seconds: the button counts down, and a
 * refusal shows the server's reason.
 */
export function CodeForm({ email, next, onBack }: { email: string; next: string; onBack(): void }) {
  const [code, setCode] = useState('');
  const verify = useVerifyMfa();
  const resend = useResendMfaCode();
  const [wait, restartWait] = useCountdown();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    verify.mutate(code, {
      onSuccess: () => window.location.assign(next),
      onError: () => notify.error('Verification failed', 'Invalid or expired code'),
    });
  }

  return (
    <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Enter your verification code</h2>
        <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>
          We sent a 6-digit code to {email}. It expires in 10 minutes.
        </p>
      </div>
      <TextField
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        className={css({ '& input': { fontSize: '2xl', letterSpacing: '0.4em', fontFamily: 'mono', h: '14' } })}
      />
      <Button type="submit" size="lg" disabled={code.length !== CODE_LENGTH || verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <Button
          variant="link"
          disabled={resend.isPending || wait > 0}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) => {
                restartWait();
                notify.success('Code resent', `A new code has been sent to ${answer.email}`);
              },
              onError: (error) => {
                restartWait();
                notify.error('Failed to resend code', errorMessage(error, 'Please try again in a moment.'));
              },
            })
          }
        >
          {resend.isPending ? 'Sending...' : wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
        </Button>
        <Button variant="link" onClick={onBack}>
          Back to login
        </Button>
      </div>
    </form>
  );
}
