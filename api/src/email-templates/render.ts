import { DEFAULT_LANGUAGE, type Language, STAFF_PRIVACY_PATH, SURVEY_LINK_HOURS } from '@hearth/contracts/constants';
import {
  AGENCY_PHONE_LINE,
  agencySender,
  BUTTON_LABELS,
  DEFAULT_TEMPLATES,
  type EmailTemplate,
  type EmailTemplates,
  SPANISH_TEMPLATES,
  STAFF_PRIVACY_LINE,
  type StaffTemplateKind,
  TEMPLATE_KINDS,
  type TemplateKind,
  writtenLinks,
} from '@hearth/contracts/email-templates';
import { agencyStream } from '@hearth/contracts/streams';
import { loadState } from '@hearth/platform/commands';
import { notFound } from '@hearth/platform/errors';
import type { EventStore } from '@hearth/platform/eventstore/port';
import type { MailMessage } from '@hearth/platform/mail/port';
import type { Agency } from '../agency/agency';
import { agencyDecider } from '../agency/decide';
import { type MailBlock, renderMail } from '../mail/render';

export interface TemplateValues {
  agencyName: string;
  /** The app's origin: the only web address an agency's mail may link to. */
  appOrigin: string;
  url?: string;
  otp?: string;
}

const BUTTON_PATTERN = /(\{\{survey_button\}\}|\{\{accept_button\}\})/;

/**
 * Every mail an agency sends renders from its templates (Email Templates, docs/product-rules.md): blank lines
 * separate paragraphs, text placeholders are filled in, and button placeholders become real
 * buttons to `values.url`. All agency-written text is escaped by renderMail.
 */
export function renderAgencyMail(
  template: EmailTemplate,
  values: TemplateValues,
  to: string,
  options: { language?: Language; closing?: MailBlock[] } = {},
): MailMessage {
  const labels = BUTTON_LABELS[options.language ?? DEFAULT_LANGUAGE];
  // A Map, not an object: a paragraph reading "valueOf" or "constructor" is text, not a button.
  const buttons = new Map([
    ['{{survey_button}}', labels.survey_button],
    ['{{accept_button}}', labels.accept_button],
  ]);
  const fill = (text: string) =>
    withoutForeignLinks(text, values.appOrigin)
      // Functions, not strings: a value such as "Smith $& Sons" must be inserted as written.
      .replaceAll('{{agencyName}}', () => values.agencyName)
      .replaceAll('{{url}}', () => values.url ?? '')
      .replaceAll('{{otp}}', () => values.otp ?? '');
  const blocks: MailBlock[] = [];
  for (const paragraph of template.body.split(/\n\s*\n/)) {
    for (const part of paragraph.split(BUTTON_PATTERN)) {
      const button = buttons.get(part);
      if (button) {
        if (values.url) blocks.push({ kind: 'button', label: button, url: values.url });
      } else if (part.trim()) {
        blocks.push({ kind: 'text', text: fill(part.trim()) });
      }
    }
  }
  blocks.push(...(options.closing ?? []));
  return renderMail({
    to,
    // Fixed whatever the template says (docs/security.md): the agency, through Hearth.
    fromName: agencySender(values.agencyName),
    subject: fill(template.subject),
    blocks,
    language: options.language,
  });
}

/**
 * An agency's text with every web address that is not the app's own taken out: templates saved before
 * links were refused may hold some, and none must reach staff as a link (docs/security.md).
 */
function withoutForeignLinks(text: string, appOrigin: string): string {
  const own = new URL(appOrigin).host;
  let result = '';
  let at = 0;
  for (const link of writtenLinks(text)) {
    const host = URL.canParse(link.url) ? new URL(link.url).host : null;
    if (host === own) continue;
    result += `${text.slice(at, link.index)}[link removed]`;
    at = link.lastIndex;
  }
  return result + text.slice(at);
}

type MailSettings = Awaited<ReturnType<typeof loadMailSettings>>;

/**
 * The template of a staff mail in the member's language (docs/staff-languages.md): English is the
 * agency's own (customised or default); Spanish is our wording, which an agency cannot edit yet,
 * under the agency's From Name.
 */
export function staffTemplate(settings: MailSettings, kind: StaffTemplateKind, language: Language): EmailTemplate {
  const agencyTemplate = settings.template(kind);
  const ours = language === 'en' ? DEFAULT_TEMPLATES[kind] : SPANISH_TEMPLATES[kind];
  const template = language === 'en' ? agencyTemplate : { ...ours, fromName: agencyTemplate.fromName };
  // Our wording says how long the link stays open: the agency's answer window (its own wording is its own).
  if (template.body !== ours.body || settings.answerWindowHours === SURVEY_LINK_HOURS) return template;
  const hours = settings.answerWindowHours;
  return { ...template, body: template.body.replace(/\b24 (hours|horas)\b/g, (_, unit) => `${hours} ${unit}`) };
}

/**
 * A staff mail (welcome, survey, reminder) in the member's language, ending with the agency's phone
 * number when it gave one, and the link to the page that tells staff what their administrators can and
 * cannot see (docs/anonymity.md).
 */
export function renderStaffMail(
  settings: MailSettings,
  mail: { kind: StaffTemplateKind; language: Language; url: string; appOrigin: string },
  to: string,
  footer: MailBlock[] = [],
): MailMessage {
  const privacyUrl = `${mail.appOrigin}${STAFF_PRIVACY_PATH}?lang=${mail.language}`;
  const phone: MailBlock[] = settings.phone
    ? [{ kind: 'text', text: AGENCY_PHONE_LINE[mail.language](settings.agencyName, settings.phone) }]
    : [];
  return renderAgencyMail(
    staffTemplate(settings, mail.kind, mail.language),
    { agencyName: settings.agencyName, appOrigin: mail.appOrigin, url: mail.url },
    to,
    {
      language: mail.language,
      closing: [...footer, ...phone, { kind: 'text', text: `${STAFF_PRIVACY_LINE[mail.language]} ${privacyUrl}` }],
    },
  );
}

function effectiveTemplates(agency: Agency): EmailTemplates {
  return Object.fromEntries(
    TEMPLATE_KINDS.map((kind) => [kind, agency.customTemplates[kind] ?? DEFAULT_TEMPLATES[kind]]),
  ) as EmailTemplates;
}

/** The agency's name and templates as of now, read from its stream (authoritative, no projection lag). */
export async function loadMailSettings(
  eventStore: EventStore,
  agencyId: string,
): Promise<{
  agencyName: string;
  /** The agency's phone number for the foot of staff mails, when it gave one. */
  phone: string | null;
  answerWindowHours: number;
  timezone: string;
  template(kind: TemplateKind): EmailTemplate;
}> {
  const { state } = await loadState(eventStore, agencyStream(agencyId), agencyDecider);
  if (!state.registered) throw notFound('Agency not found');
  const templates = effectiveTemplates(state);
  return {
    agencyName: state.name,
    phone: state.phone,
    answerWindowHours: state.schedule.answerWindowHours,
    timezone: state.schedule.timezone,
    template: (kind) => templates[kind],
  };
}
