import {
  DEFAULT_TEMPLATES,
  type EmailTemplates,
  TEMPLATE_KINDS,
  type TemplateKind,
} from '@hearth/contracts/email-templates';
import type { Sql } from '@hearth/platform/db';
import { templatesVersion } from '../agency/queries';

/** The four templates as the agency will send them: its customisations over the defaults. */
export async function getEmailTemplates(sql: Sql, agencyId: string): Promise<EmailTemplates & { version: number }> {
  const [rows, version] = await Promise.all([
    sql<{ kind: TemplateKind; from_name: string; subject: string; body: string }[]>`
      select kind, from_name, subject, body from email_templates where agency_id = ${agencyId}`,
    templatesVersion(sql, agencyId),
  ]);
  const custom = new Map(
    rows.map((row) => [row.kind, { fromName: row.from_name, subject: row.subject, body: row.body }]),
  );
  const templates = Object.fromEntries(
    TEMPLATE_KINDS.map((kind) => [kind, custom.get(kind) ?? DEFAULT_TEMPLATES[kind]]),
  ) as EmailTemplates;
  return { ...templates, version };
}
