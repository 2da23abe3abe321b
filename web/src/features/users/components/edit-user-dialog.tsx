import type { JobRole } from '@hearth/contracts/agency';
import { ROLE_LABELS } from '@hearth/contracts/auth';
import { type MemberSummary, updateUserRequest } from '@hearth/contracts/members';
import { type FormEvent, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { firstError, validate } from '../../../lib/form';
import { useUpdateUser } from '../api/users';

export function EditUserDialog({
  user,
  jobRoles,
  isSelf,
  onClose,
}: {
  user: MemberSummary | null;
  jobRoles: JobRole[];
  isSelf: boolean;
  onClose(): void;
}) {
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '', role: 'user', jobRoleId: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateUser();

  useEffect(() => {
    if (user)
      setValues({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        jobRoleId: user.jobRoleId ?? '',
      });
    setProblem(null);
  }, [user]);

  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues({
      ...values,
      [key]: event.target.value,
      ...(key === 'role' && event.target.value === 'admin' ? { jobRoleId: '' } : {}),
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const result = validate(updateUserRequest, { ...values, jobRoleId: values.jobRoleId || null });
    setProblem(firstError(result.errors));
    if (!result.data) return;
    update.mutate(
      { id: user.id, ...result.data },
      {
        onSuccess: (updated) => {
          notify.success(
            'User updated',
            updated.status === 'pending' && user.status !== 'pending'
              ? `${updated.email} was sent an account setup invitation.`
              : undefined,
          );
          onClose();
        },
        onError: (error) => notify.error('Update failed', errorMessage(error, 'Failed to update user')),
      },
    );
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()} title="Edit User">
      <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
        {problem && (
          <p role="alert" className={css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium' })}>
            {problem}
          </p>
        )}
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
          <TextField label="First name" name="firstName" value={values.firstName} onChange={set('firstName')} />
          <TextField label="Last name" name="lastName" value={values.lastName} onChange={set('lastName')} />
        </div>
        <TextField label="Email" name="email" type="email" value={values.email} onChange={set('email')} />
        <SelectField
          label="Role"
          name="role"
          value={values.role}
          onChange={set('role')}
          disabled={isSelf}
          helper={isSelf ? 'You cannot change your own role.' : undefined}
          options={[
            { value: 'user', label: ROLE_LABELS.user },
            { value: 'admin', label: ROLE_LABELS.admin },
          ]}
        />
        <SelectField
          label="Job role"
          name="jobRoleId"
          value={values.jobRoleId}
          onChange={set('jobRoleId')}
          disabled={values.role === 'admin'}
          helper={values.role === 'admin' ? 'Administrators have no job role.' : 'Required for survey participants.'}
          options={[
            { value: '', label: 'Choose a job role' },
            ...jobRoles.map((role) => ({ value: role.id, label: role.name })),
          ]}
        />
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
