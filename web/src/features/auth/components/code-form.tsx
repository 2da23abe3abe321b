import { CODE_LENGTH } from '@hearth/contracts/constants';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { useResendMfaCode } from '../api/resend-mfa-code';
import { useVerifyMfa } from '../api/verify-mfa';

/** Login step two: the 6-digit code from the email. Success loads /dashboard afresh. */
export function CodeForm({ email, onBack }: { email: string; onBack(): void }) {
  const [code, setCode] = useState('');
  const verify = useVerifyMfa();
  const resend = useResendMfaCode();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    verify.mutate(code, {
      onSuccess: () => window.location.assign('/dashboard'),
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
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) => notify.success('Code resent', `A new code has been sent to ${answer.email}`),
              onError: () => notify.error('Failed to resend code'),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Resend code'}
        </Button>
        <Button variant="link" onClick={onBack}>
          Back to login
        </Button>
      </div>
    </form>
  );
}
