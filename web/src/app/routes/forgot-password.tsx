import { emailOnlyRequest } from '@hearth/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NarrowCard } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { SentNotice } from '../../components/ui/sent-notice';
import { TextField } from '../../components/ui/text-field';
import { notify } from '../../components/ui/toaster';
import { useForgotPassword } from '../../features/auth/api/forgot-password';
import { errorMessage } from '../../lib/api-client';
import { useForm } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';

const NEUTRAL = "If an account exists with that email, we've sent a password reset link.";

export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Request a link to reset your Hearth password.');
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();

  const submit = form.onSubmit(emailOnlyRequest, (data) => {
    forgot.mutate(data.email, {
      onSuccess: () => {
        notify.success('Check your email', NEUTRAL);
        setSent(true);
      },
      onError: (failure) => notify.error('Error', errorMessage(failure, 'Failed to send reset email')),
    });
  });

  return (
    <NarrowCard
      footer={<Link to="/auth">Back to Login</Link>}
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      {sent ? (
        <SentNotice title="Check your email">
          {NEUTRAL} Look in your inbox and your spam folder; the link expires in 1 hour.
        </SentNotice>
      ) : (
        <Form onSubmit={submit}>
          <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
          <Button type="submit" size="lg" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Form>
      )}
    </NarrowCard>
  );
}
