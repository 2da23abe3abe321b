import { CODE_LENGTH } from '@hearth/contracts/constants';
import { accountSetupRequest } from '@hearth/contracts/members';
import { PASSWORD_RULES } from '@hearth/contracts/password';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NarrowCard } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { PasswordField, TextField } from '../../components/ui/text-field';
import { notify } from '../../components/ui/toaster';
import { PasswordChecklist } from '../../features/auth/components/password-checklist';
import { useSetupAccount } from '../../features/users/api/invitations';
import { errorMessage } from '../../lib/api-client';
import { firstError, useForm, validate } from '../../lib/form';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /setup?token: an invited administrator sets a password with the emailed one-time password
 * (docs/product-rules.md).
 */
export function AccountSetupPage({ token }: { token: string }) {
  usePageMeta('Complete your account setup', 'Set up your password to access your agency dashboard.');
  const form = useForm({ email: '', otp: '', password: '' });
  const { values } = form;
  const setup = useSetupAccount();
  const navigate = useNavigate();
  const passwordReady = PASSWORD_RULES.every((rule) => rule.test(values.password));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(accountSetupRequest, { token, ...values });
    if (!result.data) {
      const message = firstError(result.errors) ?? 'Missing information: Please fill in all fields';
      return message.startsWith('Missing information')
        ? notify.error('Missing information', 'Please fill in all fields')
        : notify.error('Setup failed', message);
    }
    setup.mutate(result.data, {
      onSuccess: () => {
        notify.success('Account setup complete!', 'You can now log in with your credentials.');
        navigate('/auth');
      },
      onError: (error) => notify.error('Setup failed', errorMessage(error, 'Failed to set up your account')),
    });
  }

  return (
    <NarrowCard title="Complete Your Account Setup" subtitle="Set up your password to access your agency dashboard">
      <Form onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="username" {...form.field('email')} />
        <TextField
          label="One-time password"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          helper="The 6-digit code from your invitation email."
          {...form.field('otp')}
          onChange={(event) => form.change({ otp: event.target.value.slice(0, CODE_LENGTH) })}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          helper={<PasswordChecklist password={values.password} />}
          {...form.field('password')}
        />
        <Button type="submit" size="lg" disabled={!passwordReady || setup.isPending}>
          {setup.isPending ? 'Setting up...' : 'Complete Setup'}
        </Button>
      </Form>
    </NarrowCard>
  );
}
