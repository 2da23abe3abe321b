import { Tabs } from '@ark-ui/react/tabs';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { NarrowCard } from '../../components/layout/page';
import { Spinner } from '../../components/ui/spinner';
import { useUser } from '../../features/auth/api/get-user';
import { CodeForm } from '../../features/auth/components/code-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignupForm } from '../../features/auth/components/signup-form';
import { UnverifiedNotice } from '../../features/auth/components/unverified-notice';
import { usePageMeta } from '../../lib/page-meta';
import { returnPath } from '../../lib/return-path';

export function AuthPage() {
  usePageMeta(
    'Log in or sign up',
    'Log in to your Hearth dashboard, or create a free account for your hospice agency.',
  );
  const { data: user, isPending } = useUser();
  const [params] = useSearchParams();
  const next = returnPath(params.get('next'));
  // "Setup Free Account" and "Get Started" link to ?tab=signup.
  const [mode, setMode] = useState<'login' | 'signup'>(params.get('tab') === 'signup' ? 'signup' : 'login');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [loginFormKey, setLoginFormKey] = useState(0);
  const styles = tabs();

  if (isPending) return <Spinner />;
  if (user) return <Navigate to={next} replace />;

  if (codeSentTo) {
    return (
      <NarrowCard title="Two-step verification">
        <CodeForm
          email={codeSentTo}
          next={next}
          onBack={() => {
            setCodeSentTo(null);
            setLoginFormKey((key) => key + 1);
          }}
        />
      </NarrowCard>
    );
  }

  return (
    <NarrowCard title="Welcome to Hearth" subtitle="Anonymous weekly check-ins that help your hospice team stay well.">
      <Tabs.Root
        value={mode}
        onValueChange={(details) => setMode(details.value as 'login' | 'signup')}
        className={styles.root}
        lazyMount
        unmountOnExit
      >
        <Tabs.List className={styles.list}>
          <Tabs.Trigger value="login" className={styles.trigger}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={styles.trigger}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className={css({ display: 'grid', gap: '4' })}>
          {unverifiedEmail && <UnverifiedNotice email={unverifiedEmail} />}
          <LoginForm key={loginFormKey} onCodeSent={setCodeSentTo} onUnverified={setUnverifiedEmail} />
        </Tabs.Content>
        <Tabs.Content value="signup" className={styles.content}>
          <SignupForm />
        </Tabs.Content>
      </Tabs.Root>
    </NarrowCard>
  );
}
