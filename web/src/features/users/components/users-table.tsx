import { ROLE_LABELS } from '@hearth/contracts/auth';
import type { MemberSummary } from '@hearth/contracts/members';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';

const cell = css({
  px: '3',
  py: '2.5',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  verticalAlign: 'middle',
});

/** Staff Members / User Management table: Email, Role, Status, Actions (docs/product-rules.md). */
export function UsersTable({
  users,
  currentUserId,
  onEdit,
  onDelete,
  onResend,
  resendingId,
}: {
  users: MemberSummary[];
  currentUserId: string;
  onEdit(user: MemberSummary): void;
  onDelete(user: MemberSummary): void;
  onResend(user: MemberSummary): void;
  resendingId: string | null;
}) {
  if (users.length === 0)
    return <p className={css({ color: 'fg.muted' })}>No users yet. Start by inviting your first team member.</p>;
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '2xl' })}>
        <thead>
          <tr>
            {['Email', 'Role', 'Status', 'Actions'].map((heading) => (
              <th
                key={heading}
                scope="col"
                className={css({
                  px: '3',
                  py: '2',
                  textAlign: 'left',
                  fontSize: 'xs',
                  textTransform: 'uppercase',
                  letterSpacing: 'wide',
                  color: 'fg.muted',
                  borderBottomWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <tr key={user.id}>
                <td className={cell}>
                  <div className={css({ fontWeight: 'medium' })}>{user.email}</div>
                  <div className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                    {name}
                    {isSelf ? ' (you)' : ''}
                  </div>
                </td>
                <td className={cell}>
                  {ROLE_LABELS[user.role]}
                  {user.jobRoleName && (
                    <div className={css({ color: 'fg.muted', fontSize: 'xs' })}>{user.jobRoleName}</div>
                  )}
                </td>
                <td className={cell}>
                  <span className={badge({ tone: user.status === 'active' ? 'success' : 'warning' })}>
                    {user.status === 'active' ? 'active' : 'pending'}
                  </span>
                </td>
                <td className={cell}>
                  <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                    <Button size="sm" variant="outline" onClick={() => onEdit(user)} aria-label={`Edit ${name}`}>
                      Edit
                    </Button>
                    {user.status === 'pending' && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={resendingId === user.id}
                        onClick={() => onResend(user)}
                        aria-label={`Resend invite to ${name}`}
                      >
                        {resendingId === user.id ? 'Sending...' : 'Resend Invite'}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={isSelf}
                      onClick={() => onDelete(user)}
                      aria-label={`Delete ${name}`}
                      title={isSelf ? 'You cannot delete your own account' : undefined}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
