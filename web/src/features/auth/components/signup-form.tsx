import { registerRequest } from '@hearth/contracts/auth';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldRow, Form } from '../../../components/ui/form';
import { SentNotice } from '../../../components/ui/sent-notice';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { useRegister } from '../api/register';
import { PasswordChecklist } from './password-checklist';

const EMPTY = { email: '', agencyName: '', firstName: '', lastName: '', password: '' };

/** Sign-up creates the agency and its first administrator, then asks them to verify their email. */
export function SignupForm() {
  const form = useForm(EMPTY);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const registerMutation = useRegister();

  const submit = form.onSubmit(registerRequest, (data) => {
    registerMutation.mutate(data, {
      onSuccess: (answer) => {
        const message = answer.message || 'Please verify your email to continue.';
        notify.success('Check your email', message);
        setSentTo({ email: data.email, message });
        form.reset();
      },
      onError: (error) =>
        notify.error('Registration failed', errorMessage(error, 'Please check the form and try again.')),
    });
  });

  if (sentTo) {
    return (
      <SentNotice title="Check your email">
        {sentTo.message} We sent the link to {sentTo.email}.
      </SentNotice>
    );
  }

  return (
    <Form onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField
        label="Agency name"
        autoComplete="organization"
        required
        helper="Must be unique (not case-sensitive)."
        {...form.field('agencyName')}
      />
      <FieldRow>
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      </FieldRow>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        helper={<PasswordChecklist password={form.values.password} />}
        {...form.field('password')}
      />
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
