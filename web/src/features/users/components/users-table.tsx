import { ROLE_LABELS } from '@hearth/contracts/auth';
import type { MemberSummary } from '@hearth/contracts/members';
import { mobileEnding } from '@hearth/contracts/texts';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

const cell = css({
  px: '3',
  py: '2.5',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  verticalAlign: 'middle',
});

interface RowActions {
  currentUserId: string;
  onEdit(user: MemberSummary): void;
  onDelete(user: MemberSummary): void;
  onResend(user: MemberSummary): void;
  resendingId: string | null;
}

/**
 * Staff Members / User Management table: Email, Role, Status, Actions (docs/product-rules.md). On a
 * phone each member is a card instead, so nothing scrolls sideways.
 */
export function UsersTable({
  users,
  invite,
  ...actions
}: RowActions & { users: MemberSummary[] /** The way to invite the first member. */; invite: React.ReactNode }) {
  if (users.length === 0)
    return (
      <EmptyState icon="people" title="No users yet. Start by inviting your first team member." action={invite}>
        Staff get a welcome email and then a link to the check-in each week; administrators get an account.
      </EmptyState>
    );
  return (
    <>
      <ul aria-label="Members" className={css({ display: { base: 'grid', md: 'none' }, gap: '3' })}>
        {users.map((user) => (
          <li
            key={user.id}
            className={css({
              display: 'grid',
              gap: '2',
              p: '3',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'md',
            })}
          >
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'start' })}>
              <div className={css({ minW: '0' })}>
                <p className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{user.email ?? 'Texts only'}</p>
                <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                  {user.firstName} {user.lastName}
                  {user.id === actions.currentUserId ? ' (you)' : ''} · {ROLE_LABELS[user.role]}
                  {user.jobRoleName ? ` · ${user.jobRoleName}` : ''}
                </p>
                <TextsLine user={user} />
              </div>
              <StatusBadge user={user} />
            </div>
            <MemberActions user={user} {...actions} />
          </li>
        ))}
      </ul>
      <table className={css({ display: { base: 'none', md: 'table' }, w: 'full', borderCollapse: 'collapse' })}>
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
            const isSelf = user.id === actions.currentUserId;
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <tr key={user.id}>
                <td className={cell}>
                  <div className={css({ fontWeight: 'medium' })}>{user.email ?? 'Texts only'}</div>
                  <div className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                    {name}
                    {isSelf ? ' (you)' : ''}
                  </div>
                  <TextsLine user={user} />
                </td>
                <td className={cell}>
                  {ROLE_LABELS[user.role]}
                  {user.jobRoleName && (
                    <div className={css({ color: 'fg.muted', fontSize: 'xs' })}>{user.jobRoleName}</div>
                  )}
                </td>
                <td className={cell}>
                  <StatusBadge user={user} />
                </td>
                <td className={cell}>
                  <MemberActions user={user} {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

function StatusBadge({ user }: { user: MemberSummary }) {
  return (
    <span className={badge({ tone: user.status === 'active' ? 'success' : 'warning' })}>
      {user.status === 'active' ? 'active' : 'pending'}
    </span>
  );
}

function MemberActions({
  user,
  currentUserId,
  onEdit,
  onDelete,
  onResend,
  resendingId,
}: RowActions & { user: MemberSummary }) {
  const isSelf = user.id === currentUserId;
  const name = `${user.firstName} ${user.lastName}`;
  return (
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
  );
}

/** How a staff member reached by text stands (ADR 090): the number's last digits and their answer. */
function TextsLine({ user }: { user: MemberSummary }) {
  if (user.channel === 'email' || !user.mobile) return null;
  const answer =
    user.textConsent === true
      ? 'agreed'
      : user.textConsent === false
        ? 'declined or replied STOP: email instead'
        : user.email
          ? 'waiting for their yes: email until then'
          : 'waiting for their yes: no check-ins until then';
  return (
    <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
      {user.channel === 'both' ? 'Email and texts' : 'Texts'} to ···{mobileEnding(user.mobile)} ({answer})
    </p>
  );
}
