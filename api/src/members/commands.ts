import { randomUUID } from 'node:crypto';
import type { SignedInUser } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import type { InvitationResult, InviteUserInput, UpdateUserInput } from '@hearth/contracts/members';
import { agencyStream, memberStream } from '@hearth/contracts/streams';
import { type Channel, MOBILE_REQUIRED_FOR_TEXTS, mobileEnding, sendsEmail, sendsTexts } from '@hearth/contracts/texts';
import { loadState, runCommand } from '@hearth/platform/commands';
import { refuseDuplicate } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { conflict, invalid, notFound } from '@hearth/platform/errors';
import { MAIL_HOLD_MS } from '@hearth/platform/mail/outbox';
import { agencyDecider, JOB_ROLE_NOT_FOUND } from '../agency/decide';
import { getAgency } from '../agency/queries';
import { endAllSessions } from './access';
import { MEMBER_NOT_FOUND, type MemberCommand, memberDecider } from './decide';
import { erasePersonalData } from './erasure';
import { deliverInvitation, type QueuedInvitation, queueInvitation } from './invitations';
import { emailChangedMail } from './mails';
import { findMember } from './queries';

/** Member commands as the User Management tab, invitation pages and onboarding use them. */

const EMAIL_IN_AGENCY = 'A user with this email already exists in your agency.';
const MOBILE_IN_AGENCY = 'A user with this mobile number already exists in your agency.';

/** Runs a member command through the command runner; `prepare` writes the personal details it relies on. */
export function runMemberCommand(
  deps: Deps,
  actorId: string | null,
  command: MemberCommand,
  options: { prepare?: () => Promise<() => Promise<unknown>> } = {},
) {
  return runCommand(deps, {
    stream: memberStream(command.memberId),
    decider: memberDecider,
    command,
    actorId,
    prepare: options.prepare,
  });
}

async function assertJobRoleExists(deps: Deps, agencyId: string, jobRoleId: string | null) {
  if (!jobRoleId) return;
  const { state } = await loadState(deps.eventStore, agencyStream(agencyId), agencyDecider);
  if (!(jobRoleId in state.jobRoles)) throw notFound(JOB_ROLE_NOT_FOUND);
}

async function assertEmailFree(deps: Deps, agencyId: string, email: string | null, exceptMemberId: string | null) {
  if (!email) return;
  const [inAgency] = await deps.sql`
    select 1 from people
    where agency_id = ${agencyId} and lower(email) = ${email} and member_id is distinct from ${exceptMemberId}`;
  if (inAgency) throw conflict(EMAIL_IN_AGENCY, ERROR_CODES.emailTaken);
  // An address with an account at another agency is not refused here: that would tell who has an
  // account (docs/security.md). Its invitation tells the address's owner instead (invitations.ts).
}

async function assertMobileFree(deps: Deps, agencyId: string, mobile: string | null, exceptMemberId: string | null) {
  if (!mobile) return;
  const [inAgency] = await deps.sql`
    select 1 from people
    where agency_id = ${agencyId} and mobile = ${mobile} and member_id is distinct from ${exceptMemberId}`;
  if (inAgency) throw conflict(MOBILE_IN_AGENCY, 'MOBILE_TAKEN');
}

/** Either of the people table's unique indexes: the email or the mobile number is someone else's. */
function detailsTaken(error: unknown) {
  const constraint = (error as { constraint_name?: string }).constraint_name;
  return constraint === 'people_agency_mobile'
    ? conflict(MOBILE_IN_AGENCY, 'MOBILE_TAKEN')
    : conflict(EMAIL_IN_AGENCY, ERROR_CODES.emailTaken);
}

function invitationAnswer(
  message: string,
  user: InvitationResult['user'],
  invitation: { url: string; otp?: string; emailSent: boolean },
): InvitationResult {
  if (invitation.emailSent) return { message, user, emailSent: true };
  return {
    message: 'Invite created, but the email could not be sent. Share the link and one-time password manually.',
    user,
    emailSent: false,
    inviteUrl: invitation.url,
    ...(invitation.otp ? { otp: invitation.otp } : {}),
  };
}

export async function inviteMember(deps: Deps, admin: SignedInUser, input: InviteUserInput): Promise<InvitationResult> {
  const { agencyId } = admin;
  await assertJobRoleExists(deps, agencyId, input.role === 'admin' ? null : input.jobRoleId);
  await assertEmailFree(deps, agencyId, input.email, null);
  const mobile = input.mobile ?? null;
  await assertMobileFree(deps, agencyId, mobile, null);
  const memberId = randomUUID();
  const channel = input.role === 'admin' ? 'email' : input.channel;
  const invitee = {
    memberId,
    agencyId,
    role: input.role,
    email: input.email,
    language: input.language,
    mobile,
    channel,
  };
  let invitation: QueuedInvitation | undefined;
  await runMemberCommand(
    deps,
    admin.id,
    {
      type: 'InviteMember',
      memberId,
      agencyId,
      role: input.role,
      jobRoleId: input.jobRoleId,
      language: input.language,
      channel,
      timezone: input.timezone,
    },
    {
      async prepare() {
        await deps.sql.begin(async (tx) => {
          await refuseDuplicate(
            tx`
              insert into people (member_id, agency_id, email, first_name, last_name, mobile)
              values (${memberId}, ${agencyId}, ${input.email}, ${input.firstName}, ${input.lastName}, ${mobile})`,
            detailsTaken,
          );
          invitation = await queueInvitation(deps, invitee, admin, { tx, holdMs: MAIL_HOLD_MS });
        });
        return () =>
          deps.sql.begin(async (tx) => {
            await tx`delete from one_time_tokens where member_id = ${memberId}`;
            await tx`delete from people where member_id = ${memberId}`;
            if (invitation) await deps.outbox.cancel(tx, invitation.mails);
          });
      },
    },
  );
  const issued = await deliverInvitation(deps, invitation!);
  const user = (await findMember(deps.sql, agencyId, memberId))!;
  return invitationAnswer(`Invitation sent to ${reachedAt({ email: input.email, mobile, channel })}`, user, issued);
}

/** Where an invitation went, as the administrator is told: the address, or the number's last digits. */
function reachedAt(member: { email: string | null; mobile: string | null; channel: Channel }): string {
  if (member.email && (sendsEmail(member.channel) || !member.mobile)) return member.email;
  return `the mobile number ending ${mobileEnding(member.mobile ?? '')}`;
}

export async function resendInvitation(deps: Deps, admin: SignedInUser, memberId: string): Promise<InvitationResult> {
  const user = await findMember(deps.sql, admin.agencyId, memberId);
  let invitation: QueuedInvitation | undefined;
  await runMemberCommand(
    deps,
    admin.id,
    { type: 'ReissueInvite', memberId, agencyId: admin.agencyId },
    {
      async prepare() {
        if (!user) throw notFound(MEMBER_NOT_FOUND);
        const invitee = {
          memberId,
          agencyId: admin.agencyId,
          role: user.role,
          email: user.email,
          language: user.language,
          mobile: user.mobile,
          channel: user.channel,
        };
        invitation = await queueInvitation(deps, invitee, admin, { holdMs: MAIL_HOLD_MS });
        return () => deps.outbox.cancel(deps.sql, invitation!.mails);
      },
    },
  );
  const issued = await deliverInvitation(deps, invitation!);
  return invitationAnswer(`Invitation resent to ${reachedAt(user!)}`, user!, issued);
}

const ADMIN_EMAIL_IS_THEIRS = "An administrator's email address can only be changed by that administrator.";

/**
 * Edits a member. Personal details (state, not events) change first and are put back if the
 * command is refused. An administrator's sign-in address is theirs alone to change; a changed
 * address is told of the change. Survey links of an open round keep going to the address the
 * member had when it opened (see openRound), so an edit cannot redirect someone's check-in.
 */
export async function updateMember(deps: Deps, admin: SignedInUser, memberId: string, input: UpdateUserInput) {
  const before = await findMember(deps.sql, admin.agencyId, memberId);
  if (!before) throw notFound(MEMBER_NOT_FOUND);
  await assertJobRoleExists(deps, admin.agencyId, input.jobRoleId);
  await assertEmailFree(deps, admin.agencyId, input.email, memberId);
  const mobile = input.mobile === undefined ? before.mobile : input.mobile;
  await assertMobileFree(deps, admin.agencyId, mobile, memberId);
  const role = input.role;
  const channel = role === 'admin' ? 'email' : (input.channel ?? before.channel);
  if (sendsTexts(channel) && !mobile) throw invalid(MOBILE_REQUIRED_FOR_TEXTS, ERROR_CODES.validation);
  const emailChanged = before.email !== input.email;
  // Read before anything is recorded: the mail telling the old address names the agency.
  const agencyName = emailChanged ? (await getAgency(deps.sql, admin.agencyId)).name : '';
  if (emailChanged && before.role === 'admin' && memberId !== admin.id) {
    const [account] = await deps.sql`select 1 from credentials where member_id = ${memberId}`;
    if (account) throw conflict(ADMIN_EMAIL_IS_THEIRS, 'ADMIN_EMAIL');
  }
  const detailsChanged =
    emailChanged ||
    before.firstName !== input.firstName ||
    before.lastName !== input.lastName ||
    before.mobile !== mobile;
  const writeDetails = (details: {
    email: string | null;
    firstName: string;
    lastName: string;
    mobile: string | null;
  }) =>
    deps.sql.begin(async (tx) => {
      await tx`
        update people set email = ${details.email}, first_name = ${details.firstName}, last_name = ${details.lastName},
                          mobile = ${details.mobile}
        where member_id = ${memberId}`;
      await tx`update credentials set email_key = ${details.email} where member_id = ${memberId}`;
    });
  const command = {
    type: 'UpdateMember' as const,
    memberId,
    agencyId: admin.agencyId,
    actorId: admin.id,
    role: input.role,
    jobRoleId: input.jobRoleId,
    detailsChanged,
    language: input.language,
    channel,
    timezone: input.timezone,
  };
  const result = await runMemberCommand(deps, admin.id, command, {
    async prepare() {
      if (!detailsChanged) return async () => undefined;
      await refuseDuplicate(writeDetails({ ...input, mobile }), detailsTaken);
      return () => writeDetails(before);
    },
  });
  if (emailChanged && before.email) await deps.outbox.sendNow(emailChangedMail(before.email, agencyName));

  if (before.role === 'admin' && input.role === 'user') {
    await deps.sql`delete from credentials where member_id = ${memberId}`;
    await endAllSessions(deps.sql, memberId);
  }
  if (before.role !== input.role && result.state.status === 'pending') {
    const invitee = {
      memberId,
      agencyId: admin.agencyId,
      role: input.role,
      email: input.email,
      language: result.state.language,
      mobile,
      channel,
    };
    await deliverInvitation(deps, await queueInvitation(deps, invitee, admin));
  }
  return (await findMember(deps.sql, admin.agencyId, memberId))!;
}

/**
 * Removing a member erases their personal data for good (the `people` row, with their password
 * if any) and ends their sessions; MemberRemoved keeps the history replayable. Anonymous answers
 * stay in the agency's totals: nobody can tell which were theirs (docs/product-rules.md).
 */
export async function removeMember(deps: Deps, admin: SignedInUser, memberId: string): Promise<void> {
  await runMemberCommand(deps, admin.id, {
    type: 'RemoveMember',
    memberId,
    agencyId: admin.agencyId,
    actorId: admin.id,
  });
  await deps.sql.begin((tx) => erasePersonalData(tx, memberId));
}

export async function updateOnboarding(
  deps: Deps,
  memberId: string,
  input: { hasSeenWelcome?: true; onboardingCompleted?: true },
) {
  if (input.hasSeenWelcome) await runMemberCommand(deps, memberId, { type: 'MarkWelcomeSeen', memberId });
  if (input.onboardingCompleted) await runMemberCommand(deps, memberId, { type: 'CompleteOnboarding', memberId });
}
