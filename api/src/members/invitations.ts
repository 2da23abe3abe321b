import type { Role } from '@hearth/contracts/auth';
import type { Language } from '@hearth/contracts/constants';
import { agencySender } from '@hearth/contracts/email-templates';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { INVALID_INVITATION } from '@hearth/contracts/invitation-messages';
import { type Channel, sendsEmail, sendsTexts } from '@hearth/contracts/texts';
import { addMs, DAY } from '@hearth/platform/clock';
import type { Sql, TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { conflict, invalid } from '@hearth/platform/errors';
import { MAIL_HOLD_MS, type MailKey, messageMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { hashToken, randomSixDigitCode, randomToken, sameBytes } from '@hearth/platform/secrets';
import { loadMailSettings, renderAgencyMail, renderStaffMail } from '../email-templates/render';
import { withinMailLimits } from '../mail/agency-limits';
import { type MailBlock, renderMail } from '../mail/render';
import { textBody, textMessage } from '../texts/messages';

/**
 * Invitation secrets: a one-time link (and, for administrators, a 6-digit one-time password),
 * stored only as hashes and valid 7 days. Staff accept at /accept-invite; administrators set a
 * password at /setup. Issuing again replaces the previous link.
 */
const INVITATION_LIFETIME_MS = 7 * DAY;
const MAX_OTP_FAILURES = 5;

export interface IssuedInvitation {
  url: string;
  otp?: string;
  emailSent: boolean;
}

export interface QueuedInvitation {
  url: string;
  otp?: string;
  /** The mail, the text, or both (the member's channel, ADR 090). */
  mails: MailKey[];
}

/**
 * Issues an invitation link (replacing an earlier one) and queues its mail in one transaction — the
 * caller's `tx` when given, with a hold while the caller's command finishes (see Outbox.queue).
 */
export async function queueInvitation(
  deps: Deps,
  invitee: {
    memberId: string;
    agencyId: string;
    role: Role;
    /** null: a staff member reached by text alone. */
    email: string | null;
    language: Language;
    mobile: string | null;
    channel: Channel;
  },
  inviter: Inviter,
  options: { tx?: TransactionSql; holdMs?: number } = {},
): Promise<QueuedInvitation> {
  await withinMailLimits(deps, invitee.agencyId);
  const token = randomToken();
  const otp = invitee.role === 'admin' ? randomSixDigitCode() : undefined;
  const expiresAt = addMs(deps.clock.now(), INVITATION_LIFETIME_MS);
  const path = invitee.role === 'admin' ? '/setup' : '/accept-invite';
  const url = `${deps.config.appOrigin}${path}?token=${token}`;
  const settings = await loadMailSettings(deps.eventStore, invitee.agencyId);
  const key = hashToken(token).toString('hex');
  // Staff are invited on their channel; an administrator signs in by email, so is invited by email.
  const byText = invitee.role === 'user' && sendsTexts(invitee.channel) && invitee.mobile && deps.config.textsEnabled;
  const email = byText && !sendsEmail(invitee.channel) ? null : invitee.email;
  if (!email && !byText) throw conflict(NO_WAY_TO_REACH, 'NO_WAY_TO_REACH');
  const mails = [
    ...(email
      ? [messageMail(`invite:${key}`, await invitationMail(deps, { ...invitee, email }, inviter, settings, url, otp))]
      : []),
    ...(byText
      ? [
          messageMail(
            `invite-text:${key}`,
            textMessage(
              invitee.mobile!,
              settings.agencyName,
              textBody('welcome', invitee.language, { agencyName: settings.agencyName, url }),
            ),
          ),
        ]
      : []),
  ];
  const write = async (tx: TransactionSql) => {
    await tx`delete from one_time_tokens where member_id = ${invitee.memberId} and purpose = 'invite'`;
    await tx`
      insert into one_time_tokens (token_hash, purpose, member_id, agency_id, expires_at, code_hash)
      values (${hashToken(token)}, 'invite', ${invitee.memberId}, ${invitee.agencyId}, ${expiresAt},
              ${otp ? deps.secrets.codeDigest(otp, `invite:${invitee.memberId}`) : null})`;
    await deps.outbox.queue(tx, mails, { holdMs: options.holdMs ?? MAIL_HOLD_MS });
  };
  if (options.tx) await write(options.tx);
  else await deps.sql.begin(write);
  return { url, otp, mails };
}

const NO_WAY_TO_REACH =
  'Text messages are not set up on this installation, and this person has no email address: add one to invite them.';

/**
 * The invitation mail: an administrator's (with the one-time password), a staff member's welcome in
 * their language, or, for an administrator's address that already signs in elsewhere (which cannot take
 * a second account), a note to its owner — the inviting administrator gets the same answer for all three.
 */
async function invitationMail(
  deps: Deps,
  invitee: { role: Role; email: string; language: Language },
  inviter: Inviter,
  settings: Awaited<ReturnType<typeof loadMailSettings>>,
  url: string,
  otp: string | undefined,
): Promise<MailMessage> {
  const appOrigin = deps.config.appOrigin;
  // Administrators' mails are in English; staff get the welcome in their own language.
  const signed = inviterLine(inviter, settings.agencyName, invitee.role === 'admin' ? 'en' : invitee.language);
  const [elsewhere] =
    invitee.role === 'admin'
      ? await deps.sql`select 1 from credentials where email_key = ${invitee.email.toLowerCase()}`
      : [];
  if (elsewhere) return accountElsewhereMail(invitee.email, settings.agencyName, inviter);
  if (invitee.role === 'admin') {
    return renderAgencyMail(
      settings.template('invite'),
      { agencyName: settings.agencyName, appOrigin, url, otp },
      invitee.email,
      { closing: [signed] },
    );
  }
  const welcome = { kind: 'welcome' as const, language: invitee.language, url, appOrigin };
  return renderStaffMail(settings, welcome, invitee.email, [signed]);
}

/** The administrator an invitation comes from, named in its footer (docs/security.md). */
export interface Inviter {
  firstName: string;
  lastName: string;
  email: string;
}

function accountElsewhereMail(to: string, agencyName: string, inviter: Inviter): MailMessage {
  const name = `${inviter.firstName} ${inviter.lastName}`.trim();
  return renderMail({
    to,
    fromName: agencySender(agencyName),
    subject: `${agencyName} invited you to Hearth`,
    blocks: [
      {
        kind: 'text',
        text:
          `${name} (${inviter.email}) invited this address to be an administrator of ${agencyName} on Hearth. ` +
          'It already has a Hearth account, and an account belongs to one agency, so the invitation cannot be ' +
          `accepted with it. If you want to join ${agencyName}, ask ${name} to invite another of your addresses.`,
      },
      { kind: 'text', text: 'If you were not expecting this, you can ignore this email.' },
    ],
  });
}

function inviterLine(inviter: Inviter, agencyName: string, language: Language): MailBlock {
  const name = `${inviter.firstName} ${inviter.lastName}`.trim();
  return {
    kind: 'text',
    text:
      language === 'es'
        ? `${name} (${inviter.email}), administrador(a) de ${agencyName}, envió esta invitación a través de ` +
          'Hearth. Si no la esperaba, puede ignorar este correo.'
        : `${name} (${inviter.email}), an administrator of ${agencyName}, sent this invitation through Hearth. ` +
          'If you were not expecting it, you can ignore this email.',
  };
}

/**
 * Tries a queued invitation at once (held or not). If it does not go now the outbox keeps trying,
 * and the administrator gets the link (and one-time password) to share by hand.
 */
export async function deliverInvitation(deps: Deps, invitation: QueuedInvitation): Promise<IssuedInvitation> {
  const sent = await deps.outbox.deliver(invitation.mails);
  return { url: invitation.url, otp: invitation.otp, emailSent: sent.length > 0 && sent.every(Boolean) };
}

export interface PendingInvitation {
  tokenHash: Buffer;
  memberId: string;
  agencyId: string;
  codeHash: Buffer | null;
  expiresAt: Date;
}

/** The unexpired invitation behind a link, or null. */
export async function findInvitation(sql: Sql, token: string, now: Date): Promise<PendingInvitation | null> {
  const [row] = await sql<
    { token_hash: Buffer; member_id: string; agency_id: string; code_hash: Buffer | null; expires_at: Date }[]
  >`
    select token_hash, member_id, agency_id, code_hash, expires_at from one_time_tokens
    where token_hash = ${hashToken(token)} and purpose = 'invite' and expires_at > ${now}`;
  return row
    ? {
        tokenHash: row.token_hash,
        memberId: row.member_id,
        agencyId: row.agency_id,
        codeHash: row.code_hash,
        expiresAt: row.expires_at,
      }
    : null;
}

/**
 * Uses the invitation up (another request that used it first makes this fail as an invalid link);
 * answers how to give it back, for a command that is refused after all.
 */
export async function consumeInvitation(sql: Sql, invitation: PendingInvitation): Promise<() => Promise<unknown>> {
  const deleted = await sql`delete from one_time_tokens where token_hash = ${invitation.tokenHash}`;
  if (deleted.count !== 1) throw invalid(INVALID_INVITATION, ERROR_CODES.invalidToken);
  return () => sql`
    insert into one_time_tokens (token_hash, purpose, member_id, agency_id, expires_at, code_hash)
    values (${invitation.tokenHash}, 'invite', ${invitation.memberId}, ${invitation.agencyId}, ${invitation.expiresAt},
            ${invitation.codeHash})
    on conflict do nothing`;
}

/** Checks the one-time password; five wrong tries end the invitation (the admin can resend it). */
export async function otpMatches(deps: Deps, invitation: PendingInvitation, otp: string): Promise<boolean> {
  const expected = deps.secrets.codeDigest(otp, `invite:${invitation.memberId}`);
  if (invitation.codeHash && sameBytes(expected, invitation.codeHash)) return true;
  const [row] = await deps.sql<{ failed_attempts: number }[]>`
    update one_time_tokens set failed_attempts = failed_attempts + 1
    where token_hash = ${invitation.tokenHash} returning failed_attempts`;
  if ((row?.failed_attempts ?? MAX_OTP_FAILURES) >= MAX_OTP_FAILURES) {
    await deps.sql`delete from one_time_tokens where token_hash = ${invitation.tokenHash}`;
  }
  return false;
}
