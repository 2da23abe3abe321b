import { loginRequest } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, validate } from '../../../lib/form';
import { useLogin } from '../api/login';

/**
 * docs/product-rules.md: the unverified notice answers EMAIL_NOT_VERIFIED, a 403, or a message about
 * verifying — but not the CSRF check's 403 (a page opened on another origin), which is not about the account.
 */
function isUnverified(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code !== ERROR_CODES.forbiddenOrigin &&
    (error.code === ERROR_CODES.emailNotVerified ||
      error.status === 403 ||
      error.message.toLowerCase().includes('verify'))
  );
}

/** Login step one: email and password; the server answers with requiresMFA and mails a code. */
export function LoginForm({
  onCodeSent,
  onUnverified,
}: {
  onCodeSent(email: string): void;
  onUnverified(email: string): void;
}) {
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const loginMutation = useLogin();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(loginRequest, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    loginMutation.mutate(result.data, {
      onSuccess: (answer) => {
        notify.info('Verification code sent', `A 6-digit code has been sent to ${answer.email}`);
        onCodeSent(answer.email);
      },
      onError: (error) => {
        if (isUnverified(error)) onUnverified(values.email.trim());
        else notify.error('Login failed', errorMessage(error, 'Invalid email or password'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <Checkbox
          label="Remember me"
          checked={values.rememberMe}
          onCheckedChange={(rememberMe) => setValues({ ...values, rememberMe })}
        />
        <Link to="/forgot-password" className={css({ fontSize: 'sm' })}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
