import {
  BUTTON_LABELS,
  DEFAULT_TEMPLATES,
  type EmailTemplate,
  type EmailTemplates,
  TEMPLATE_KINDS,
  type TemplateKind,
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
  url?: string;
  otp?: string;
}

const BUTTONS = { '{{survey_button}}': BUTTON_LABELS.survey_button, '{{accept_button}}': BUTTON_LABELS.accept_button };
const BUTTON_PATTERN = /(\{\{survey_button\}\}|\{\{accept_button\}\})/;

/**
 * Every mail an agency sends renders from its templates (Email Templates, docs/product-rules.md): blank lines
 * separate paragraphs, text placeholders are filled in, and button placeholders become real
 * buttons to `values.url`. All agency-written text is escaped by renderMail.
 */
export function renderAgencyMail(template: EmailTemplate, values: TemplateValues, to: string): MailMessage {
  const fill = (text: string) =>
    text
      // Functions, not strings: a value such as "Smith $& Sons" must be inserted as written.
      .replaceAll('{{agencyName}}', () => values.agencyName)
      .replaceAll('{{url}}', () => values.url ?? '')
      .replaceAll('{{otp}}', () => values.otp ?? '');
  const blocks: MailBlock[] = [];
  for (const paragraph of template.body.split(/\n\s*\n/)) {
    for (const part of paragraph.split(BUTTON_PATTERN)) {
      const button = BUTTONS[part as keyof typeof BUTTONS];
      if (button) {
        if (values.url) blocks.push({ kind: 'button', label: button, url: values.url });
      } else if (part.trim()) {
        blocks.push({ kind: 'text', text: fill(part.trim()) });
      }
    }
  }
  return renderMail({ to, fromName: fill(template.fromName), subject: fill(template.subject), blocks });
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
): Promise<{ agencyName: string; template(kind: TemplateKind): EmailTemplate }> {
  const { state } = await loadState(eventStore, agencyStream(agencyId), agencyDecider);
  if (!state.registered) throw notFound('Agency not found');
  const templates = effectiveTemplates(state);
  return { agencyName: state.name, template: (kind) => templates[kind] };
}
