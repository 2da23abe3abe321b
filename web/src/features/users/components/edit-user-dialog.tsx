import type { JobRole } from '@hearth/contracts/agency';
import { ROLE_LABELS } from '@hearth/contracts/auth';
import { LANGUAGE_OPTIONS } from '@hearth/contracts/constants';
import { type MemberSummary, updateUserRequest } from '@hearth/contracts/members';
import { contactOf } from '@hearth/contracts/texts';
import { type FormEvent, useEffect, useState } from 'react';
import { Dialog, FormActions } from '../../../components/ui/dialog';
import { FieldRow, Form, FormProblem } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { firstError, useForm, validate } from '../../../lib/form';
import { useUpdateUser } from '../api/users';
import { languageCaution } from './language-caution';
import { NO_REACH, ReachFields, zoneOrNull } from './reach-fields';

export function EditUserDialog({
  user,
  jobRoles,
  users,
  threshold,
  isSelf,
  onClose,
}: {
  user: MemberSummary | null;
  jobRoles: JobRole[];
  /** The agency's members and its k, for the language caution. */
  users: MemberSummary[];
  threshold: number;
  isSelf: boolean;
  onClose(): void;
}) {
  const form = useForm({
    email: '',
    firstName: '',
    lastName: '',
    role: 'user',
    jobRoleId: '',
    language: 'en',
    ...NO_REACH,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateUser();

  useEffect(() => {
    if (user)
      form.change({
        email: user.email ?? '',
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        jobRoleId: user.jobRoleId ?? '',
        language: user.language,
        mobile: user.mobile ?? '',
        channel: user.channel,
        timezone: user.timezone ?? NO_REACH.timezone,
      });
    setProblem(null);
  }, [user, form.change]);

  const { values } = form;
  // An administrator has no job role: choosing that role clears it.
  const chooseRole = (role: string) => form.change({ role, ...(role === 'admin' ? { jobRoleId: '' } : {}) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const result = validate(updateUserRequest, {
      ...values,
      jobRoleId: values.jobRoleId || null,
      timezone: zoneOrNull(values.timezone),
      ...(values.role === 'admin' ? { channel: 'email' } : {}),
    });
    setProblem(firstError(result.errors));
    if (!result.data) return;
    update.mutate(
      { id: user.id, ...result.data },
      {
        onSuccess: (updated) => {
          notify.success(
            'User updated',
            updated.status === 'pending' && user.status !== 'pending'
              ? `${contactOf(updated)} was sent an account setup invitation.`
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
      <Form onSubmit={submit}>
        <FormProblem>{problem}</FormProblem>
        <FieldRow>
          <TextField label="First name" {...form.field('firstName')} />
          <TextField label="Last name" {...form.field('lastName')} />
        </FieldRow>
        <TextField
          label="Email"
          type="email"
          helper={values.role === 'user' ? 'May be left empty for staff reached by text message.' : undefined}
          {...form.field('email')}
        />
        <SelectField
          label="Role"
          name="role"
          value={values.role}
          onValueChange={chooseRole}
          disabled={isSelf}
          helper={isSelf ? 'You cannot change your own role.' : undefined}
          options={[
            { value: 'user', label: ROLE_LABELS.user },
            { value: 'admin', label: ROLE_LABELS.admin },
          ]}
        />
        <SelectField
          label="Job role"
          {...form.select('jobRoleId')}
          disabled={values.role === 'admin'}
          placeholder="Choose a job role"
          helper={values.role === 'admin' ? 'Administrators have no job role.' : 'Required for survey participants.'}
          options={jobRoles.map((role) => ({ value: role.id, label: role.name }))}
        />
        {values.role === 'user' && (
          <SelectField
            label="Language for mails and the check-in"
            {...form.select('language')}
            options={LANGUAGE_OPTIONS}
            helper={languageCaution({ language: values.language, member: user, users, threshold }) ?? undefined}
          />
        )}
        {values.role === 'user' && <ReachFields values={values} consent={user?.textConsent} onChange={form.change} />}
        <FormActions onCancel={onClose} pending={update.isPending} label="Save Changes" pendingLabel="Saving..." />
      </Form>
    </Dialog>
  );
}
