import LinkifyIt from 'linkify-it';
import { z } from 'zod';
import type { Language } from './constants';

/**
 * Agency mail templates (docs/product-rules.md). Placeholders are stored as
 * `{{agencyName}}`… and shown to administrators as `[Agency Name]`…; both directions live here.
 */
export const TEMPLATE_KINDS = ['invite', 'welcome', 'survey', 'reminder'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_TITLES: Record<TemplateKind, string> = {
  invite: 'Admin Invite Message',
  welcome: 'Staff Welcome Message',
  survey: 'Weekly Survey Message',
  reminder: 'Survey Reminder Message',
};

export const TEMPLATE_PURPOSES: Record<TemplateKind, string> = {
  invite: 'Sent to a new administrator with the account setup link and one-time password.',
  welcome:
    'Sent to a new staff member to accept the invitation. Needs [Link] or [Accept Button]. Staff who read ' +
    'Spanish get our Spanish wording, with your From Name.',
  survey:
    'Sent to every staff member when a weekly round opens. Needs [Link] or [Survey Button]. Staff who read ' +
    'Spanish get our Spanish wording, with your From Name.',
  reminder:
    'Sent to staff who have not answered yet. Needs [Link] or [Survey Button]. Staff who read Spanish get our ' +
    'Spanish wording, with your From Name.',
};

export const PLACEHOLDERS = [
  { stored: '{{agencyName}}', display: '[Agency Name]' },
  { stored: '{{url}}', display: '[Link]' },
  { stored: '{{otp}}', display: '[One-Time Password]' },
  { stored: '{{survey_button}}', display: '[Survey Button]' },
  { stored: '{{accept_button}}', display: '[Accept Button]' },
] as const;

export function toDisplayForm(text: string): string {
  return PLACEHOLDERS.reduce((result, placeholder) => result.replaceAll(placeholder.stored, placeholder.display), text);
}

export function toStoredForm(text: string): string {
  return PLACEHOLDERS.reduce((result, placeholder) => result.replaceAll(placeholder.display, placeholder.stored), text);
}

const emailTemplate = z.object({
  fromName: z
    .string({ error: 'From Name is required' })
    .trim()
    .min(1, 'From Name is required')
    .max(100, 'From Name must be at most 100 characters'),
  subject: z
    .string({ error: 'Subject Line is required' })
    .trim()
    .min(1, 'Subject Line is required')
    .max(200, 'Subject Line must be at most 200 characters'),
  body: z
    .string({ error: 'Message Body is required' })
    .trim()
    .min(1, 'Message Body is required')
    .max(5000, 'Message Body must be at most 5000 characters'),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;
export type EmailTemplates = Record<TemplateKind, EmailTemplate>;
/** GET/PATCH /api/agency/settings/email-templates: the four templates and their edit version (the ETag). */
export const versionedTemplates = z.object({
  invite: emailTemplate,
  welcome: emailTemplate,
  survey: emailTemplate,
  reminder: emailTemplate,
  version: z.number(),
});
export type VersionedTemplates = z.infer<typeof versionedTemplates>;
/** POST /api/agency/settings/email-templates/restore/{type}: the default now in use. */
export const restoreTemplateResponse = z.object({ message: z.string(), template: emailTemplate, version: z.number() });

const linkify = new LinkifyIt();

/**
 * Web addresses written into a text, as a mail program would make them clickable (linkify-it):
 * "evil.example/login", "www.x.co", "https://…". Addresses with an @ are not among them.
 */
export function writtenLinks(text: string): { raw: string; url: string; index: number; lastIndex: number }[] {
  return (linkify.match(text) ?? []).filter((match) => match.schema !== 'mailto:');
}

/**
 * The sender of every mail an agency writes (docs/security.md, "Mail an agency writes"): fixed, so
 * that a template cannot pose as someone else.
 */
export const agencySender = (agencyName: string) => `${agencyName} via Hearth`;

/** The rules checked before saving (docs/product-rules.md), on the stored form; messages name the display form. */
export function templateProblems(kind: TemplateKind, template: EmailTemplate): string[] {
  const title = TEMPLATE_TITLES[kind];
  const has = (placeholder: string) => template.body.includes(placeholder);
  const problems: string[] = [];
  // Hearth adds the links its mails need (to the check-in, the invitation); a template writes none.
  const links = [template.subject, template.body].flatMap((text) => writtenLinks(text).map((link) => link.raw));
  if (links.length > 0) {
    problems.push(
      `${title} may not contain web addresses (${links.join(', ')}): Hearth adds the link to the check-in or ` +
        'the invitation itself',
    );
  }
  if (kind === 'invite') {
    if (!has('{{url}}')) problems.push(`${title} must include [Link]`);
    if (!has('{{otp}}')) problems.push(`${title} must include [One-Time Password]`);
  }
  if (kind === 'welcome' && !has('{{url}}') && !has('{{accept_button}}'))
    problems.push(`${title} must include [Link] or [Accept Button]`);
  if ((kind === 'survey' || kind === 'reminder') && !has('{{survey_button}}'))
    problems.push(`${title} must include [Survey Button]`);
  return problems;
}

export const emailTemplatesRequest = z
  .object({ invite: emailTemplate, welcome: emailTemplate, survey: emailTemplate, reminder: emailTemplate })
  .superRefine((templates, context) => {
    for (const kind of TEMPLATE_KINDS) {
      for (const message of templateProblems(kind, templates[kind]))
        context.addIssue({ code: 'custom', message, path: [kind, 'body'] });
    }
  });

export const templateTestRequest = z.object({
  type: z.enum(TEMPLATE_KINDS, { error: 'Unknown template type' }),
  template: emailTemplate,
});

export const DEFAULT_TEMPLATES: EmailTemplates = {
  invite: {
    fromName: '{{agencyName}}',
    subject: "You're invited to help lead {{agencyName}} on Hearth",
    body: [
      'Hello,',

      '{{agencyName}} has invited you to be an administrator on Hearth, the weekly wellbeing check-in for our ' +
        'hospice team.',
      'Set up your account here: {{url}}',
      'Your one-time password: {{otp}}',

      'The link and the password work once and expire in 7 days. After setting your password you will sign in ' +
        'with a code sent to this address each time.',
    ].join('\n\n'),
  },
  welcome: {
    fromName: '{{agencyName}}',
    subject: "Welcome to {{agencyName}}'s weekly check-in",
    body: [
      'Hello,',

      '{{agencyName}} uses Hearth for a short weekly wellbeing check-in. It takes about 3 minutes on your ' +
        'phone, and it is anonymous: leaders see only group results, never who said what.',
      '{{accept_button}}',
      'After you accept, you will get a personal link by email each week. There is no account or password to remember.',
    ].join('\n\n'),
  },
  survey: {
    fromName: '{{agencyName}}',
    subject: 'Your weekly check-in from {{agencyName}}',
    body: [
      'Hello,',
      "It's time for this week's check-in. Six short questions, about 3 minutes, and your answers are anonymous.",
      '{{survey_button}}',
      'The link is just for you, works once and expires in 24 hours.',
    ].join('\n\n'),
  },
  reminder: {
    fromName: '{{agencyName}}',
    subject: 'Reminder: your weekly check-in from {{agencyName}}',
    body: [
      'Hello,',
      "There's still time to share how your week went. It takes about 3 minutes and stays anonymous.",
      '{{survey_button}}',
      'Your link expires 24 hours after this week’s check-in opened.',
    ].join('\n\n'),
  },
};

/** The mails staff get, which follow their language (the invite goes to administrators, in English). */
export type StaffTemplateKind = Exclude<TemplateKind, 'invite'>;

/**
 * Staff mails in plain Spanish (docs/staff-languages.md): the same facts as the English defaults,
 * written for readers of any schooling rather than word for word. Not editable: an agency's
 * customisations apply to the English mails, and its From Name to both.
 */
export const SPANISH_TEMPLATES: Record<StaffTemplateKind, EmailTemplate> = {
  welcome: {
    fromName: '{{agencyName}}',
    subject: 'Le damos la bienvenida al chequeo semanal de {{agencyName}}',
    body: [
      'Hola:',
      '{{agencyName}} usa Hearth para un chequeo corto cada semana sobre cómo se siente en el trabajo. Toma unos ' +
        '3 minutos en su teléfono y es anónimo: sus jefes solo ven los resultados del grupo, nunca quién dijo qué.',
      '{{accept_button}}',
      'Después de aceptar, cada semana le llegará por correo un enlace solo para usted. No necesita cuenta ni ' +
        'contraseña.',
    ].join('\n\n'),
  },
  survey: {
    fromName: '{{agencyName}}',
    subject: 'Su chequeo semanal de {{agencyName}}',
    body: [
      'Hola:',
      'Ya puede hacer el chequeo de esta semana. Son seis preguntas cortas, toma unos 3 minutos y sus respuestas ' +
        'son anónimas.',
      '{{survey_button}}',
      'El enlace es solo para usted. Sirve una sola vez y se vence en 24 horas.',
    ].join('\n\n'),
  },
  reminder: {
    fromName: '{{agencyName}}',
    subject: 'Recordatorio: su chequeo semanal de {{agencyName}}',
    body: [
      'Hola:',
      'Todavía puede contarnos cómo le fue esta semana. Toma unos 3 minutos y es anónimo.',
      '{{survey_button}}',
      'Su enlace se vence 24 horas después de que empezó el chequeo de esta semana.',
    ].join('\n\n'),
  },
};

export const BUTTON_LABELS: Record<Language, { survey_button: string; accept_button: string }> = {
  en: { survey_button: 'Start Your Check-In', accept_button: 'Accept Invitation' },
  es: { survey_button: 'Empezar el chequeo', accept_button: 'Aceptar la invitación' },
};

/** The line every staff mail ends with: where staff read what their administrators can and cannot see. */
/** Above that line when the agency gave its phone number on the Agency Info tab. */
export const AGENCY_PHONE_LINE: Record<Language, (agencyName: string, phone: string) => string> = {
  en: (agencyName, phone) => `Questions? Call ${agencyName} at ${phone}.`,
  es: (agencyName, phone) => `¿Preguntas? Llame a ${agencyName} al ${phone}.`,
};

export const STAFF_PRIVACY_LINE: Record<Language, string> = {
  en: 'What your administrators can and cannot see:',
  es: 'Lo que sus jefes pueden ver y lo que no:',
};
