import type { JobRole } from '@hearth/contracts/agency';
import type { InvitationResult, MemberSummary } from '@hearth/contracts/members';
import { contactOf } from '@hearth/contracts/texts';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useResendInvite } from '../api/users';
import { CredentialsDialog, type SharedCredentials } from './credentials-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { UsersTable } from './users-table';

/**
 * The user list with its dialogs (invite, edit, delete, resend), shared by the User Management
 * tab and the dashboard's Staff Members card. `renderInviteButton` places the Invite User action.
 */
export function UserManagement({
  users,
  jobRoles,
  threshold,
  currentUserId,
  renderFrame,
}: {
  users: MemberSummary[];
  jobRoles: JobRole[];
  /** The agency's anonymity threshold (k), for the language caution. */
  threshold: number;
  currentUserId: string;
  renderFrame(parts: { openInvite(): void; table: ReactNode }): ReactNode;
}) {
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<MemberSummary | null>(null);
  const [deleting, setDeleting] = useState<MemberSummary | null>(null);
  const [credentials, setCredentials] = useState<SharedCredentials | null>(null);
  const resend = useResendInvite();

  function handleInvitation(result: InvitationResult, verb: 'sent' | 'regenerated') {
    if (result.emailSent) {
      notify.success(verb === 'sent' ? 'Invitation sent' : 'Invite resent', result.message);
    } else if (result.inviteUrl) {
      notify.info(
        verb === 'sent' ? 'Invitation created' : 'Invite regenerated',
        'Email delivery failed. Please share the credentials manually.',
      );
      setCredentials({ email: contactOf(result.user), inviteUrl: result.inviteUrl, otp: result.otp });
    }
  }

  const table = (
    <UsersTable
      users={users}
      invite={<Button onClick={() => setInviting(true)}>Invite your first team member</Button>}
      currentUserId={currentUserId}
      onEdit={setEditing}
      onDelete={setDeleting}
      resendingId={resend.isPending ? (resend.variables ?? null) : null}
      onResend={(user) =>
        resend.mutate(user.id, {
          onSuccess: (result) => handleInvitation(result, 'regenerated'),
          onError: (error) => notify.error('Resend failed', errorMessage(error, 'Failed to resend the invitation')),
        })
      }
    />
  );

  return (
    <>
      {renderFrame({ openInvite: () => setInviting(true), table })}
      <InviteUserDialog
        open={inviting}
        onOpenChange={setInviting}
        jobRoles={jobRoles}
        users={users}
        threshold={threshold}
        onInvited={(result) => handleInvitation(result, 'sent')}
      />
      <EditUserDialog
        user={editing}
        jobRoles={jobRoles}
        users={users}
        threshold={threshold}
        isSelf={editing?.id === currentUserId}
        onClose={() => setEditing(null)}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
    </>
  );
}
