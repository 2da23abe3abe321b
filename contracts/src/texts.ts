import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DateTime } from 'luxon';
import { z } from 'zod';

/**
 * Text messages (docs/texts.md, ADR 090): how a member is reached, their mobile number as it is
 * stored (E.164), the hours texts may arrive, and the reply words a carrier's rules require.
 */
export const CHANNELS = ['email', 'text', 'both'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_OPTIONS: { value: Channel; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'text', label: 'Text message' },
  { value: 'both', label: 'Email and text message' },
];

export const sendsTexts = (channel: Channel) => channel !== 'email';
export const sendsEmail = (channel: Channel) => channel !== 'text';

export const INVALID_MOBILE = 'Enter a mobile number, like (212) 555-0147 or +1 212 555 0147';
export const MOBILE_REQUIRED_FOR_TEXTS = 'Add a mobile number to send check-ins by text message';

/**
 * A mobile number as typed (a national US number, or any country's with its +code), answered in
 * E.164 (+15552014477), or null for blank. The numbering plan, not a pattern, decides what is valid.
 */
export function parseMobile(value: string): string | null | undefined {
  const typed = value.trim();
  if (typed === '') return null;
  if (typed.length > 40) return undefined;
  const parsed = parsePhoneNumberFromString(typed, 'US');
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A mobile number field: absent stays absent (unchanged), blank or null is none, else E.164. */
export const mobileField = z
  .string({ error: INVALID_MOBILE })
  .nullable()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const mobile = parseMobile(value ?? '');
    if (mobile === undefined) {
      context.addIssue({ code: 'custom', message: INVALID_MOBILE });
      return z.NEVER;
    }
    return mobile;
  });

/** The last four digits, the only part of a number any screen or message shows. */
export const mobileEnding = (mobile: string) => mobile.slice(-4);

/** How a screen names a member's contact: their address, or (reached by text alone) their number's end. */
export const contactOf = (member: { email: string | null; mobile: string | null }) =>
  member.email ?? (member.mobile ? `the mobile number ending ${mobileEnding(member.mobile)}` : 'no address');

/** Texts arrive only between these hours in the member's time zone; one due earlier or later waits. */
const TEXT_HOURS = { from: 8, until: 20 };

/** When a text due at `at` may go: `at` itself inside the hours, else the next 08:00 in `timezone`. */
export function textSendingTime(at: Date, timezone: string): Date {
  const local = DateTime.fromJSDate(at, { zone: timezone });
  if (local.hour >= TEXT_HOURS.from && local.hour < TEXT_HOURS.until) return at;
  const day = local.hour < TEXT_HOURS.from ? local : local.plus({ days: 1 });
  return day.set({ hour: TEXT_HOURS.from, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

/**
 * The words a reply may be, in English and Spanish (the carriers' standard opt-out and opt-in words,
 * and the Spanish ones US carriers honour). Matched on the whole reply, case and accents ignored.
 */
const REPLY_WORDS = {
  stop: [
    'stop',
    'stopall',
    'unsubscribe',
    'cancel',
    'end',
    'quit',
    'optout',
    'revoke',
    'parar',
    'para',
    'detener',
    'cancelar',
    'baja',
    'alto',
    'no mas',
  ],
  start: ['start', 'unstop', 'yes', 'subscribe', 'optin', 'resume', 'comenzar', 'iniciar', 'reanudar', 'alta', 'si'],
  help: ['help', 'info', 'ayuda', 'informacion'],
} as const;
export type ReplyWord = keyof typeof REPLY_WORDS;

export function readReply(body: string): ReplyWord | null {
  const folded = body
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [word, forms] of Object.entries(REPLY_WORDS) as [ReplyWord, readonly string[]][]) {
    if (forms.includes(folded)) return word;
  }
  return null;
}
