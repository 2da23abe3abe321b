import { z } from 'zod';

/**
 * Password rules (docs/product-rules.md, docs/security.md: NIST SP 800-63B). The web's live checklist and the
 * server's validation both come from this list, in this order.
 */
export const PASSWORD_RULES = [
  {
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters',
    test: (password: string) => password.length >= 8,
  },
  {
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (password: string) => /[A-Z]/.test(password),
  },
  {
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (password: string) => /[0-9]/.test(password),
  },
] as const;

const PASSWORD_MAX_LENGTH = 128;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a different one.';

/**
 * Passwords that meet the composition rules yet top every breach list. Compared case-insensitively.
 * A short list on purpose: it stops the guesses an attacker tries first without a large download.
 */
const COMMON_PASSWORDS = new Set([
  'password1',
  'password12',
  'password123',
  'password1234',
  'password!1',
  'passw0rd1',
  'p@ssw0rd1',
  'p@ssword1',
  'welcome1',
  'welcome12',
  'welcome123',
  'qwerty123',
  'qwerty1234',
  'qwertyuiop1',
  'abc12345',
  'abcd1234',
  'abcdefg1',
  'letmein1',
  'letmein123',
  'iloveyou1',
  'monkey123',
  'dragon123',
  'sunshine1',
  'princess1',
  'football1',
  'baseball1',
  'superman1',
  'trustno1!',
  'admin123',
  'admin1234',
  'administrator1',
  'changeme1',
  'changeme123',
  'hospice1',
  'hospice123',
  'nurse123',
  'nursing1',
  'healthcare1',
  'summer2024',
  'summer2025',
  'summer2026',
  'winter2024',
  'winter2025',
  'winter2026',
  'spring2025',
  'spring2026',
  'autumn2025',
  'autumn2026',
  'fall2025',
  'fall2026',
  'january2026',
  'december2025',
  'company1',
  'company123',
  'temp1234',
  'temporary1',
  'test1234',
  'testing123',
  'secret123',
  'master123',
  'shadow123',
  'michael1',
  'jennifer1',
  'jessica1',
  'ashley123',
  'charlie1',
  'asdf1234',
  'zaq12wsx',
  '1qaz2wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'aa123456',
  'a1234567',
  'a12345678',
  'a123456789',
  'passport1',
  'computer1',
  'internet1',
]);

/** First broken rule's message for a new password, in the documented order; null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(password)) return rule.message;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

/** A new password: every rule in the order of docs/product-rules.md, then the length cap and the block-list. */
export const newPasswordField = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password typed to sign in: only required (its rules were checked when it was set). */
export const currentPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Invalid email or password');
