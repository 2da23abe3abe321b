import { z } from 'zod';
import { agencyNameField, asText, personName, publicFormEmailField } from './fields';

/** Contact (support) and demo requests from the public site (docs/product-rules.md). */

export const REQUEST_TYPES = [
  { value: 'inquiry', label: 'Inquiry' },
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback/Suggestion' },
  { value: 'other', label: 'Other' },
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number]['value'];
const REQUEST_TYPE_VALUES = REQUEST_TYPES.map((type) => type.value) as [RequestType, ...RequestType[]];

export function requestTypeLabel(value: RequestType): string {
  return REQUEST_TYPES.find((type) => type.value === value)?.label ?? value;
}

const INQUIRY_MESSAGE_MAX = 5000;

/**
 * The hidden `website` field: people never see it, form-filling bots do. A filled one is answered
 * like a success and nothing is kept (see `honeypotFilled`).
 */
const honeypotField = z.string().max(2000).optional();

export const supportRequest = z.object({
  name: personName('Name'),
  email: publicFormEmailField,
  // The key or the label the form shows ('support' or 'Support', 'feedback' or 'Feedback/Suggestion').
  requestType: z.preprocess(
    (value) => REQUEST_TYPES.find((type) => type.label === value)?.value ?? value,
    z.enum(REQUEST_TYPE_VALUES, { error: 'Please select a request type' }),
  ),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(INQUIRY_MESSAGE_MAX, `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`),
  website: honeypotField,
});
export type SupportRequest = z.infer<typeof supportRequest>;

export const demoRequest = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: publicFormEmailField,
  agencyName: agencyNameField,
  message: z
    .string()
    .trim()
    .max(INQUIRY_MESSAGE_MAX, `Additional information must be at most ${INQUIRY_MESSAGE_MAX} characters`)
    .optional()
    .transform((text) => (text ? text : undefined)),
  website: honeypotField,
});
export type DemoRequest = z.infer<typeof demoRequest>;

/** A form body before its rules apply: the routes look at the honeypot first. */
export const formBody = z.record(z.string(), z.unknown());

/** True when a bot filled the hidden field; checked before any other rule so bots learn nothing. */
export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const website = (body as { website?: unknown }).website;
  return asText(website).trim() !== '';
}

export const PUBLIC_SITE_MESSAGES = {
  supportReceived: 'Thank you for contacting us. We reply within 24 hours.',
  demoReceived: "Thank you! We'll be in touch soon to schedule your demo.",
} as const;

/**
 * Inquiry events (stream `public_inquiry-<inquiryId>`). They carry the id and non-personal facts
 * only; names, addresses and messages stay in the `public_inquiries` table (docs/architecture.md).
 */
export const publicInquiryEvents = {
  SupportRequestReceived: z.object({ inquiryId: z.uuid(), requestType: z.enum(REQUEST_TYPE_VALUES) }),
  DemoRequested: z.object({ inquiryId: z.uuid() }),
};
