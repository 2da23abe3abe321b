import { loginRequest } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Form } from '../../../components/ui/form';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
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
  const form = useForm({ email: '', password: '', rememberMe: false });
  const loginMutation = useLogin();

  const submit = form.onSubmit(loginRequest, (data) => {
    loginMutation.mutate(data, {
      onSuccess: (answer) => {
        notify.info('Verification code sent', `A 6-digit code has been sent to ${answer.email}`);
        onCodeSent(answer.email);
      },
      onError: (error) => {
        if (isUnverified(error)) onUnverified(form.values.email.trim());
        else notify.error('Login failed', errorMessage(error, 'Invalid email or password'));
      },
    });
  });

  return (
    <Form onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="username" required {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
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
          checked={form.values.rememberMe}
          onCheckedChange={(rememberMe) => form.change({ rememberMe })}
        />
        <Link to="/forgot-password" className={css({ fontSize: 'sm' })}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </Form>
  );
}
