import { registerRequest } from '@hearth/contracts/auth';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { alert } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { type FieldErrors, validate } from '../../../lib/form';
import { useRegister } from '../api/register';
import { PasswordChecklist } from './password-checklist';

const EMPTY = { email: '', agencyName: '', firstName: '', lastName: '', password: '' };

/** Sign-up creates the agency and its first administrator, then asks them to verify their email. */
export function SignupForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<typeof EMPTY>>({});
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const registerMutation = useRegister();
  const set = (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(registerRequest, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    registerMutation.mutate(result.data, {
      onSuccess: (answer) => {
        const message = answer.message || 'Please verify your email to continue.';
        notify.success('Check your email', message);
        setSentTo({ email: result.data.email, message });
        setValues(EMPTY);
      },
      onError: (error) =>
        notify.error('Registration failed', errorMessage(error, 'Please check the form and try again.')),
    });
  }

  if (sentTo) {
    return (
      <div role="status" className={alert({ tone: 'success' })}>
        <p className={css({ fontWeight: 'semibold' })}>Check your email</p>
        <p className={css({ mt: '1' })}>{sentTo.message}</p>
        <p className={css({ mt: '1' })}>We sent the link to {sentTo.email}.</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <TextField
        label="Agency name"
        name="agencyName"
        autoComplete="organization"
        required
        helper="Must be unique (not case-sensitive)."
        value={values.agencyName}
        error={errors.agencyName}
        onChange={set('agencyName')}
      />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={set('lastName')}
        />
      </div>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={set('password')}
        helper={<PasswordChecklist password={values.password} />}
      />
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
