import { z } from 'zod';
import { ROLES } from './auth';
import { DEFAULT_LANGUAGE, LANGUAGES, TIMEZONES } from './constants';
import { asText, emailField, personName, sixDigitCode, tokenField } from './fields';
import { NO_INVITATION_TOKEN } from './invitation-messages';
import { newPasswordField } from './password';
import { CHANNELS, MOBILE_REQUIRED_FOR_TEXTS, mobileField, sendsTexts } from './texts';

const uuid = z.uuid();
const ids = { memberId: uuid, agencyId: uuid };
/**
 * The language a member reads their mails and the check-in in. Optional on the events: events
 * written before languages existed have none, which means English.
 */
const language = z.enum(LANGUAGES).optional();
/** How the member is reached (ADR 090). Optional on the events: absent means email (or unchanged). */
const channel = z.enum(CHANNELS).optional();
/** The zone a member's texts keep their hours in; null: the agency's. Absent on older events: the agency's. */
const timezone = z.enum(TIMEZONES).nullable().optional();

/**
 * Member events (stream `member-<memberId>`). Events carry ids only: names and email
 * addresses live in the `people` table so that removing a member erases them (docs/architecture.md).
 */
export const memberEvents = {
  AdminRegistered: z.object(ids),
  EmailVerified: z.object(ids),
  PasswordChanged: z.object({ ...ids, reason: z.enum(['reset']) }),
  MemberInvited: z.object({ ...ids, role: z.enum(ROLES), jobRoleId: uuid.nullable(), language, channel, timezone }),
  InviteReissued: z.object(ids),
  InviteAccepted: z.object(ids),
  AccountActivated: z.object(ids),
  /** `status` is the member's status after the change (a promoted member must first set up an account). */
  MemberUpdated: z.object({
    ...ids,
    role: z.enum(ROLES),
    jobRoleId: uuid.nullable(),
    status: z.enum(['pending', 'active']),
    detailsChanged: z.boolean(),
    language,
    channel,
    timezone,
  }),
  /**
   * The member agreed to texts, or withdrew: on the invitation page (`invitation`), or by replying
   * STOP or START to a text (`reply`). Never the number itself.
   */
  TextConsentChanged: z.object({ ...ids, consent: z.boolean(), source: z.enum(['invitation', 'reply']) }),
  MemberRemoved: z.object(ids),
  WelcomeSeen: z.object(ids),
  OnboardingCompleted: z.object(ids),
};

const INVITE_MISSING_FIELDS = 'Please provide first name, last name, email, and user role';
const EDIT_MISSING_FIELDS = 'Please fill in email and user role';
const JOB_ROLE_REQUIRED = 'Job role is required for user accounts';
const SETUP_MISSING_FIELDS = 'Missing information: Please fill in all fields';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The product answers a form with a missing field with one message before any other rule. A field given
 * as a list is met by any one of them: a staff member needs an email address or a mobile number.
 */
function requireFields<T extends z.ZodType>(fields: (string | string[])[], message: string, schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const body = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      const blank = (field: string) =>
        body[field] === undefined || body[field] === null || asText(body[field]).trim() === '';
      const missing = fields.some((field) => (Array.isArray(field) ? field.every(blank) : blank(field)));
      // An administrator signs in by email: theirs is always needed.
      const adminWithoutEmail = body.role === 'admin' && blank('email');
      if (missing || adminWithoutEmail) context.addIssue({ code: 'custom', message });
    })
    .pipe(schema);
}

/** An email address, or none (blank) for a staff member reached by text alone. */
const optionalEmail = z.union([z.literal('').transform(() => null), z.null(), emailField]).optional();

const role = z.enum(ROLES, { error: INVITE_MISSING_FIELDS });
const languageField = z.enum(LANGUAGES, { error: 'Please choose English or Spanish' });
const jobRoleId = z
  .uuid('Please choose a job role from the list')
  .nullable()
  .optional()
  .transform((value) => value ?? null);
const channelField = z.enum(CHANNELS, { error: 'Please choose email, text message, or both' });
const timezoneField = z.enum(TIMEZONES, { error: 'Please choose a time zone from the list' }).nullable();

/** Texts need a number to go to. */
function mobileForTexts(
  member: { mobile?: string | null; channel?: (typeof CHANNELS)[number] },
  context: z.RefinementCtx,
) {
  if (member.channel && sendsTexts(member.channel) && !member.mobile)
    context.addIssue({ code: 'custom', message: MOBILE_REQUIRED_FOR_TEXTS, path: ['mobile'] });
}

export const inviteUserRequest = requireFields(
  ['firstName', 'lastName', ['email', 'mobile'], 'role'],
  INVITE_MISSING_FIELDS,
  z
    .object({
      firstName: personName('First name'),
      lastName: personName('Last name'),
      email: optionalEmail,
      role,
      jobRoleId,
      language: languageField.optional().default(DEFAULT_LANGUAGE),
      mobile: mobileField,
      channel: channelField.optional().default('email'),
      /** The member's own time zone for texts; absent or null: the agency's. */
      timezone: timezoneField.optional().transform((value) => value ?? null),
    })
    .superRefine(mobileForTexts)
    // Without an email address, texts are the way.
    .transform((user) => ({ ...user, email: user.email ?? null, channel: user.email ? user.channel : 'text' })),
);
export type InviteUserRequest = z.input<typeof inviteUserRequest>;
export type InviteUserInput = z.output<typeof inviteUserRequest>;

export const updateUserRequest = requireFields(
  [['email', 'mobile'], 'role'],
  EDIT_MISSING_FIELDS,
  z
    .object({
      email: optionalEmail,
      firstName: personName('First name'),
      lastName: personName('Last name'),
      role: z.enum(ROLES, { error: EDIT_MISSING_FIELDS }),
      jobRoleId,
      /** Absent: the member keeps their language. */
      language: languageField.optional(),
      /** Absent: the member keeps their number (null removes it). */
      mobile: mobileField,
      /** Absent: unchanged. */
      channel: channelField.optional(),
      /** Absent: unchanged; null: the agency's. */
      timezone: timezoneField.optional(),
    })
    .superRefine((user, context) => {
      if (user.role === 'user' && !user.jobRoleId)
        context.addIssue({ code: 'custom', message: JOB_ROLE_REQUIRED, path: ['jobRoleId'] });
    })
    .transform((user) => ({
      ...user,
      email: user.email ?? null,
      jobRoleId: user.role === 'admin' ? null : user.jobRoleId,
      channel: user.email ? user.channel : 'text',
    })),
);
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
export type UpdateUserInput = z.output<typeof updateUserRequest>;

export const acceptInviteRequest = z.object({ token: tokenField(NO_INVITATION_TOKEN) });
/** The invitation page's answer to "may we text you?", with the link that was just accepted. */
export const textConsentRequest = z.object({
  token: tokenField(NO_INVITATION_TOKEN),
  consent: z.boolean({ error: 'Send consent as true or false' }),
});
/** `alreadyAccepted`: the link was used before and the membership is active, so there is nothing to do. */
export const acceptInviteResponse = z.object({
  agencyId: z.string(),
  message: z.string(),
  alreadyAccepted: z.boolean(),
  /** The member's language, so the welcome page speaks it. */
  language: z.enum(LANGUAGES),
  /**
   * Set when the agency would text this member: the last four digits of the number, to ask for their
   * consent, and the answer they gave before (null: not asked yet).
   */
  texts: z.object({ mobileEnding: z.string(), consent: z.boolean().nullable() }).nullable(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponse>;
export const textConsentResponse = z.object({
  message: z.string(),
  texts: acceptInviteResponse.shape.texts,
});

export const accountSetupRequest = requireFields(
  ['token', 'email', 'otp', 'password'],
  SETUP_MISSING_FIELDS,
  z.object({
    token: requiredText(SETUP_MISSING_FIELDS),
    email: emailField,
    otp: sixDigitCode('The one-time password is the 6-digit code from your invitation email'),
    password: newPasswordField,
  }),
);

export const onboardingRequest = z
  .object({ hasSeenWelcome: z.literal(true).optional(), onboardingCompleted: z.literal(true).optional() })
  .refine((body) => body.hasSeenWelcome || body.onboardingCompleted, {
    message: 'Send hasSeenWelcome or onboardingCompleted as true',
  });

/** A member as the User Management tab and the dashboard's Staff Members table show them. */
export const memberSummary = z.object({
  id: z.string(),
  /** null: a staff member reached by text alone. */
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  status: z.string(),
  jobRoleId: z.string().nullable(),
  jobRoleName: z.string().nullable(),
  mfaEnabled: z.boolean(),
  language: z.enum(LANGUAGES),
  /** E.164, or null. */
  mobile: z.string().nullable(),
  channel: z.enum(CHANNELS),
  /** The member's own time zone for texts, or null for the agency's. */
  timezone: z.enum(TIMEZONES).nullable(),
  /** null: not asked yet; false: declined at the invitation or replied STOP. */
  textConsent: z.boolean().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** Invitations: when the mail could not be sent the answer carries the credentials to share by hand. */
export const invitationResult = z.object({
  message: z.string(),
  user: memberSummary,
  emailSent: z.boolean(),
  inviteUrl: z.string().optional(),
  otp: z.string().optional(),
});
export type InvitationResult = z.infer<typeof invitationResult>;
