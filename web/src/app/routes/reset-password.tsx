import { REDIRECT_DELAY_MS } from '@hearth/contracts/constants';
import { PASSWORDS_DO_NOT_MATCH, passwordProblem } from '@hearth/contracts/password';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { alert } from 'styled-system/recipes';
import { NarrowCard } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Form, FormProblem } from '../../components/ui/form';
import { PasswordField } from '../../components/ui/text-field';
import { notify } from '../../components/ui/toaster';
import { useResetPassword } from '../../features/auth/api/reset-password';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

const DONE = 'Your password has been reset. You can now log in.';

export function ResetPasswordPage() {
  usePageMeta('Reset password', 'Choose a new password for your Hearth account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    // The order of docs/product-rules.md: the two entries match, then the rules in order.
    const found = password !== confirm ? PASSWORDS_DO_NOT_MATCH : passwordProblem(password);
    setProblem(found);
    if (found) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          setDone(true);
          notify.success('Password reset', DONE);
          setTimeout(() => navigate('/auth'), REDIRECT_DELAY_MS);
        },
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to reset password')),
      },
    );
  }

  return (
    <NarrowCard footer={<Link to="/auth">Back to Login</Link>} title="Choose a new password">
      {!token && (
        <div role="alert" className={alert({ tone: 'danger' })}>
          <p className={css({ fontWeight: 'semibold' })}>Invalid link</p>
          <p>No reset token found</p>
        </div>
      )}
      {done ? (
        <div role="status" className={alert({ tone: 'success' })}>
          {DONE}
        </div>
      ) : (
        <Form onSubmit={submit} className={css({ mt: '4' })}>
          <PasswordField
            label="New Password"
            name="password"
            autoComplete="new-password"
            helper="At least 8 characters, 1 uppercase letter, 1 number."
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label="Confirm Password"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <FormProblem>{problem}</FormProblem>
          <Button type="submit" size="lg" disabled={!token || reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Form>
      )}
    </NarrowCard>
  );
}
