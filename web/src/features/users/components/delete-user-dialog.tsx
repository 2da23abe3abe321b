import type { MemberSummary } from '@hearth/contracts/members';
import { contactOf } from '@hearth/contracts/texts';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser } from '../api/users';

/**
 * The delete confirmation tells the truth (docs/product-rules.md): personal data goes for good; anonymous
 * answers stay in the totals because nobody can tell which were theirs.
 */
export function DeleteUserDialog({ user, onClose }: { user: MemberSummary | null; onClose(): void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onCancel={onClose}
      title="Delete User"
      description={
        user
          ? `Delete ${user.firstName} ${user.lastName} (${contactOf(user)})? Their name, email address ` +
            'and sign-in details are permanently deleted and they lose access at once. Their past ' +
            "check-in answers were anonymous, so they stay in your agency's totals: nobody using " +
            'Hearth can tell which answers were theirs. You can invite them again later.'
          : undefined
      }
      pending={remove.isPending}
      label="Delete User"
      pendingLabel="Deleting..."
      onConfirm={() =>
        user &&
        remove.mutate(user.id, {
          onSuccess: () => {
            notify.success('Success', 'User deleted successfully');
            onClose();
          },
          onError: (error) => notify.error('Error', errorMessage(error, 'Failed to delete user')),
        })
      }
    />
  );
}
