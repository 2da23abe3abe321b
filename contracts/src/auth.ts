import { z } from 'zod';
import { agencyNameField, emailField, personName, sixDigitCode, tokenField } from './fields';
import { currentPasswordField, newPasswordField } from './password';

/** Request and answer bodies of the accounts and sign-in API (docs/product-rules.md). */

export const registerRequest = z.object({
  email: emailField,
  agencyName: agencyNameField,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  password: newPasswordField,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailField,
  password: currentPasswordField,
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ requiresMFA: z.literal(true), email: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const INVALID_CODE_MESSAGE = 'Invalid or expired code';
export const verifyMfaRequest = z.object({ code: sixDigitCode(INVALID_CODE_MESSAGE) });

export const emailOnlyRequest = z.object({ email: emailField });

export const NO_VERIFICATION_TOKEN = 'No verification token found. Please check your email link.';
export const verifyEmailRequest = z.object({ token: tokenField(NO_VERIFICATION_TOKEN) });
export const verifyEmailResponse = z.object({ message: z.string(), email: z.string() });

/** POST /api/register: the account waits for its email to be verified. */
export const registerResponse = z.object({ requiresVerification: z.literal(true), message: z.string() });

/** POST /api/resend-mfa-code: where the new code went. */
export const resendMfaCodeResponse = z.object({ email: z.string() });

/** PATCH /api/user/mfa: always on. */
export const mfaResponse = z.object({ enabled: z.literal(true) });

const NO_RESET_TOKEN = 'No reset token found';
export const resetPasswordRequest = z.object({
  token: tokenField(NO_RESET_TOKEN),
  password: newPasswordField,
});

/** POST /api/trust-browser: the link mailed to an account's owner while strangers guess its password. */
const NO_TRUST_TOKEN = 'No sign-in link found. Please check your email link.';
export const trustBrowserRequest = z.object({ token: tokenField(NO_TRUST_TOKEN) });

export const messageResponse = z.object({ message: z.string() });

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { user: 'Survey Participant', admin: 'Full Access' };

/** PATCH /api/user/mfa: kept for the documented API; MFA is mandatory, so only `true` is accepted. */
export const mfaRequest = z.object({ enabled: z.boolean({ error: 'Send enabled as true or false' }) });
export const MFA_MANDATORY =
  'Multi-factor authentication is mandatory for administrator accounts and cannot be turned off.';

/** The signed-in user (GET /api/user). */
export const sessionUser = z.object({
  id: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  status: z.string(),
  jobRoleId: z.string().nullable(),
  mfaEnabled: z.literal(true),
  onboardingCompleted: z.boolean(),
  hasSeenWelcome: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;
/**
 * The signed-in user as the API holds it for each request: GET /api/user's answer less the agency's name,
 * which only that answer and a few mails read (from the agency's own read model).
 */
export type SignedInUser = Omit<SessionUser, 'agencyName'>;

/** Server messages that docs/product-rules.md names or that several places must agree on. */
export const AUTH_MESSAGES = {
  registered: 'Account created. Please check your email to verify your account before logging in.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before logging in.',
  emailTaken: 'An account with this email already exists',
  agencyNameTaken: 'An agency with this name already exists. Agency names must be unique.',
  emailVerified: 'Your email has been verified.',
  invalidVerificationToken: 'Failed to verify email. The link may have expired.',
  verificationResent: 'If an account needs verification, we have sent a new verification email.',
  resetLinkSent: "If an account exists with that email, we've sent a password reset link.",
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. You can now log in.',
  browserTrusted: 'This browser can now sign in to your account: log in with your password and the emailed code.',
  invalidTrustToken: 'This sign-in link is invalid, used or expired. Try to log in again for a new one.',
  noPendingSignIn: 'Your sign-in has expired. Please log in again.',
  notAuthenticated: 'Not authenticated',
  adminOnly: 'Administrator access required',
  loggedOut: 'Logged out',
} as const;
