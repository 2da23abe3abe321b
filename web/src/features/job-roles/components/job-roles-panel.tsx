import type { JobRole } from '@hearth/contracts/agency';
import { jobRoleRequest } from '@hearth/contracts/agency';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ListRow } from '../../../components/ui/list-row';
import { Section } from '../../../components/ui/section';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { validate } from '../../../lib/form';
import { useCreateJobRole, useDeleteJobRole, useRenameJobRole } from '../api/job-roles';

/** Job Roles tab: the roles staff are invited with (docs/product-rules.md). */
export function JobRolesPanel({ jobRoles }: { jobRoles: JobRole[] }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateJobRole();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(jobRoleRequest, { name });
    setError(result.errors?.name);
    if (!result.data) return;
    create.mutate(result.data.name, {
      onSuccess: () => {
        setName('');
        notify.success('Job role added', result.data.name);
      },
      onError: (failure) => notify.error('Creation failed', errorMessage(failure, 'Failed to create job role')),
    });
  }

  return (
    <Section
      title="Job Roles"
      description="Staff are invited with a job role, such as Registered Nurse, Hospice Aide or Chaplain."
    >
      <form
        onSubmit={submit}
        noValidate
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap', mb: '6' })}
      >
        <TextField
          label="New role name"
          name="jobRoleName"
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
          className={css({ flex: '1', minW: '56' })}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add Role'}
        </Button>
      </form>
      {jobRoles.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No job roles yet. Add the roles your team works in.</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '2' })}>
          {jobRoles.map((role) => (
            <JobRoleRow key={role.id} role={role} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function JobRoleRow({ role }: { role: JobRole }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(role.name);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameJobRole();
  const remove = useDeleteJobRole();

  function save(event: FormEvent) {
    event.preventDefault();
    const result = validate(jobRoleRequest, { name });
    if (!result.data) return notify.error('Update failed', result.errors.name);
    rename.mutate(
      { id: role.id, name: result.data.name },
      {
        onSuccess: () => setEditing(false),
        onError: (failure) => notify.error('Update failed', errorMessage(failure, 'Failed to rename job role')),
      },
    );
  }

  return (
    <ListRow>
      {editing ? (
        <form
          onSubmit={save}
          className={css({ display: 'flex', gap: '2', flex: '1', alignItems: 'flex-end', flexWrap: 'wrap' })}
        >
          <TextField
            label={`New name for ${role.name}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={css({ flex: '1', minW: '48' })}
            autoFocus
          />
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setEditing(false);
              setName(role.name);
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <span>
            <strong>{role.name}</strong>
            <span className={css({ color: 'fg.muted', fontSize: 'sm', ml: '2' })}>
              {role.memberCount === 1 ? '1 staff member' : `${role.memberCount} staff members`}
            </span>
          </span>
          <span className={css({ display: 'flex', gap: '2' })}>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Rename ${role.name}`}>
              Rename
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)} aria-label={`Delete ${role.name}`}>
              Delete
            </Button>
          </span>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title="Delete job role?"
        description={`"${role.name}" will no longer be offered when you invite staff.`}
        pending={remove.isPending}
        label="Delete Role"
        onConfirm={() =>
          remove.mutate(role.id, {
            onSuccess: () => setConfirming(false),
            onError: (failure) => {
              setConfirming(false);
              notify.error('Delete failed', errorMessage(failure, 'Failed to delete job role'));
            },
          })
        }
      />
    </ListRow>
  );
}
