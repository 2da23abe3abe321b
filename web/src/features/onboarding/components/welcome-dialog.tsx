import { useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useUpdateOnboarding } from '../api/update-onboarding';

/** Opens on an administrator's first visit; either button records that the welcome was seen (docs/product-rules.md). */
export function WelcomeDialog({ open, agencyName }: { open: boolean; agencyName: string }) {
  const update = useUpdateOnboarding();
  const navigate = useNavigate();
  const seen = (then?: () => void) => update.mutate({ hasSeenWelcome: true }, { onSettled: then });
  return (
    <Dialog
      open={open && !update.isSuccess}
      onOpenChange={(next) => !next && seen()}
      title={`Welcome to Hearth, ${agencyName}`}
      description="Three steps and your team's weekly check-in is running."
      footer={
        <>
          <Button variant="outline" onClick={() => seen()}>
            I'll do this later
          </Button>
          <Button onClick={() => seen(() => navigate('/setup'))}>Get Started</Button>
        </>
      }
    >
      <ol className={css({ display: 'grid', gap: '3', listStyle: 'decimal', pl: '5' })}>
        <li>
          <strong>Configure Survey Schedule</strong> — the day and time staff receive their check-in link.
        </li>
        <li>
          <strong>Add Job Roles</strong> — so each staff member is invited with their role.
        </li>
        <li>
          <strong>Invite Staff Members</strong> — they accept by email; no account or password.
        </li>
      </ol>
    </Dialog>
  );
}
