import type { JobRole } from '@hearth/contracts/agency';
import { ROLE_LABELS } from '@hearth/contracts/auth';
import { LANGUAGE_OPTIONS } from '@hearth/contracts/constants';
import { type InvitationResult, inviteUserRequest, type MemberSummary } from '@hearth/contracts/members';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, FormActions } from '../../../components/ui/dialog';
import { FieldRow, Form, FormProblem } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { firstError, useForm, validate } from '../../../lib/form';
import { useInviteUser } from '../api/users';
import { languageCaution } from './language-caution';
import { NO_REACH, ReachFields, zoneOrNull } from './reach-fields';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'user',
  jobRoleId: '',
  language: 'en',
  ...NO_REACH,
};

export function InviteUserDialog({
  open,
  onOpenChange,
  jobRoles,
  users,
  threshold,
  onInvited,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  jobRoles: JobRole[];
  /** The agency's members and its k, for the language caution. */
  users: MemberSummary[];
  threshold: number;
  onInvited(result: InvitationResult): void;
}) {
  const form = useForm(EMPTY);
  const { values, change } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInviteUser();

  useEffect(() => {
    if (open && jobRoles.length === 0) {
      notify.info(
        'No Job Roles Found',
        'Set up job roles first (Job Roles tab) so each staff member can be invited with their role.',
        6000,
      );
    }
    if (!open) {
      change(EMPTY);
      setProblem(null);
    }
  }, [open, jobRoles.length, change]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(inviteUserRequest, {
      ...values,
      jobRoleId: values.role === 'admin' || !values.jobRoleId ? null : values.jobRoleId,
      timezone: zoneOrNull(values.timezone),
      ...(values.role === 'admin' ? { mobile: null, channel: 'email' } : {}),
    });
    setProblem(firstError(result.errors));
    if (!result.data) return;
    invite.mutate(result.data, {
      onSuccess: (answer) => {
        onOpenChange(false);
        onInvited(answer);
      },
      onError: (error) => notify.error('Invitation failed', errorMessage(error, 'Failed to send the invitation')),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite User"
      description="They will get a one-time link by email, or by text if you choose. Staff need no password."
    >
      <Form onSubmit={submit}>
        <FormProblem>{problem}</FormProblem>
        <FieldRow>
          <TextField label="First name" autoComplete="off" {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="off" {...form.field('lastName')} />
        </FieldRow>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          helper={
            values.role === 'user' ? 'Staff reached by text message may have a mobile number instead.' : undefined
          }
          {...form.field('email')}
        />
        <SelectField
          label="Role"
          name="role"
          value={values.role}
          onValueChange={(role) => change({ role })}
          options={[
            { value: 'user', label: ROLE_LABELS.user },
            { value: 'admin', label: ROLE_LABELS.admin },
          ]}
          helper={
            values.role === 'admin'
              ? 'Administrators see the dashboard and settings. They sign in with a password and an emailed code.'
              : 'Survey participants only answer the weekly check-in.'
          }
        />
        <SelectField
          label="Job role (optional)"
          name="jobRoleId"
          value={values.role === 'admin' ? 'none' : values.jobRoleId || 'none'}
          onValueChange={(jobRoleId) => change({ jobRoleId: jobRoleId === 'none' ? '' : jobRoleId })}
          disabled={values.role === 'admin'}
          options={[
            { value: 'none', label: 'No job role' },
            ...jobRoles.map((role) => ({ value: role.id, label: role.name })),
          ]}
          helper={
            jobRoles.length === 0 ? (
              <>
                No Job Roles Found.{' '}
                <Link to="/setup#job-roles" onClick={() => onOpenChange(false)}>
                  Add job roles
                </Link>{' '}
                first.
              </>
            ) : undefined
          }
        />
        {values.role === 'user' && (
          <SelectField
            label="Language for mails and the check-in"
            name="language"
            value={values.language}
            onValueChange={(language) => change({ language })}
            options={LANGUAGE_OPTIONS}
            helper={
              languageCaution({ language: values.language, member: null, users, threshold }) ??
              'They can switch the check-in between English and Spanish themselves.'
            }
          />
        )}
        {values.role === 'user' && <ReachFields values={values} onChange={change} />}
        <FormActions
          onCancel={() => onOpenChange(false)}
          pending={invite.isPending}
          label="Send Invitation"
          pendingLabel="Sending..."
        />
      </Form>
    </Dialog>
  );
}
