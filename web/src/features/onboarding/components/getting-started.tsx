import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { circle } from 'styled-system/patterns';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { useUpdateOnboarding } from '../api/update-onboarding';

export interface OnboardingProgress {
  scheduleSet: boolean;
  jobRoleAdded: boolean;
  staffInvited: boolean;
}

const STEPS: { key: keyof OnboardingProgress; label: string; to: string; hint: string }[] = [
  {
    key: 'scheduleSet',
    label: 'Configure your survey schedule',
    to: '/setup',
    hint: 'Pick the day and time your weekly check-in goes out.',
  },
  {
    key: 'jobRoleAdded',
    label: 'Add job roles',
    to: '/setup#job-roles',
    hint: 'Nurses, aides, chaplains, social workers…',
  },
  {
    key: 'staffInvited',
    label: 'Invite staff members',
    to: '/setup#user-management',
    hint: 'They get a welcome email; no account needed.',
  },
];

/**
 * The dashboard's 'Getting Started' checklist (docs/product-rules.md): dismissing or completing it
 * sets onboardingCompleted.
 */
export function GettingStarted({ progress }: { progress: OnboardingProgress }) {
  const update = useUpdateOnboarding();
  const done = STEPS.filter((step) => progress[step.key]).length;
  const complete = () => update.mutate({ onboardingCompleted: true });
  return (
    <Section
      title="Getting Started"
      description={`${done} of ${STEPS.length} steps done`}
      actions={
        <Button variant="ghost" size="sm" onClick={complete} disabled={update.isPending}>
          Dismiss
        </Button>
      }
    >
      <ol className={css({ display: 'grid', gap: '3' })}>
        {STEPS.map((step, index) => {
          const isDone = progress[step.key];
          return (
            <li key={step.key} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
              <span
                aria-hidden="true"
                className={circle({
                  size: '7',
                  fontWeight: 'bold',
                  fontSize: 'sm',
                  bg: isDone ? 'success.default' : 'bg.muted',
                  color: isDone ? 'fg.onAccent' : 'fg.muted',
                })}
              >
                {isDone ? '✓' : index + 1}
              </span>
              <div>
                <Link to={step.to} className={css({ fontWeight: 'semibold' })}>
                  {step.label}
                </Link>
                <span className={css({ srOnly: true })}>{isDone ? ' (done)' : ' (to do)'}</span>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{step.hint}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {done === STEPS.length && (
        <Button className={css({ mt: '5' })} onClick={complete} disabled={update.isPending}>
          Complete Setup
        </Button>
      )}
    </Section>
  );
}
