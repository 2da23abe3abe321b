import { emailOnlyRequest } from '@hearth/contracts/auth';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { alert } from 'styled-system/recipes';
import { NarrowCard } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { notify } from '../../components/ui/toaster';
import { useForgotPassword } from '../../features/auth/api/forgot-password';
import { errorMessage } from '../../lib/api-client';
import { validate } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';

const NEUTRAL = "If an account exists with that email, we've sent a password reset link.";

export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Request a link to reset your Hearth password.');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(emailOnlyRequest, { email });
    setError(result.errors?.email);
    if (!result.data) return;
    forgot.mutate(result.data.email, {
      onSuccess: () => {
        notify.success('Check your email', NEUTRAL);
        setSent(true);
      },
      onError: (failure) => notify.error('Error', errorMessage(failure, 'Failed to send reset email')),
    });
  }

  return (
    <NarrowCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      {sent ? (
        <div role="status" className={alert({ tone: 'success' })}>
          <p className={css({ fontWeight: 'semibold' })}>Check your email</p>
          <p className={css({ mt: '1' })}>
            {NEUTRAL} Look in your inbox and your spam folder; the link expires in 1 hour.
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <p className={css({ mt: '6', fontSize: 'sm' })}>
        <Link to="/auth">Back to Login</Link>
      </p>
    </NarrowCard>
  );
}
