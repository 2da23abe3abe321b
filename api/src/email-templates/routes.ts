import type { MessageResponse } from '@hearth/contracts/auth';
import {
  DEFAULT_TEMPLATES,
  emailTemplatesRequest,
  type RestoreTemplateResponse,
  TEMPLATE_KINDS,
  templateTestRequest,
  type VersionedTemplates,
} from '@hearth/contracts/email-templates';
import type { Deps } from '@hearth/platform/deps';
import { AppError, notFound } from '@hearth/platform/errors';
import { Hono } from 'hono';
import { runAgencyCommand } from '../agency/commands';
import type { AppEnv } from '../http/env';
import { ifMatchVersion, setEtag } from '../http/etag';
import { requireAdmin } from '../http/session';
import { readJson } from '../http/validate';
import { getEmailTemplates } from './queries';
import { renderAgencyMail } from './render';

/**
 * /api/agency/settings/email-templates (the Email Templates tab, docs/product-rules.md), for
 * administrators only. Bodies use the stored `{{…}}` form.
 */
export function emailTemplatesRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin())
    .get('/', async (c) => {
      const templates = await getEmailTemplates(deps.sql, c.get('admin').agencyId);
      setEtag(c, templates.version);
      return c.json(templates satisfies VersionedTemplates);
    })
    .patch('/', async (c) => {
      const admin = c.get('admin');
      const templates = await readJson(c, emailTemplatesRequest);
      await runAgencyCommand(deps, admin, {
        type: 'SaveEmailTemplates',
        templates,
        expectedVersion: ifMatchVersion(c),
      });
      const saved = await getEmailTemplates(deps.sql, admin.agencyId);
      setEtag(c, saved.version);
      return c.json(saved satisfies VersionedTemplates);
    })
    .post('/test', async (c) => {
      const admin = c.get('admin');
      const { type, template } = await readJson(c, templateTestRequest);
      const sample = renderAgencyMail(
        template,
        { agencyName: admin.agencyName, url: `${deps.config.appOrigin}/survey/preview`, otp: '123456' },
        admin.email,
      );
      // A test that did not go is not retried: the administrator is told and tries again.
      const sent = await deps.outbox.sendNow({ ...sample, subject: `[Test] ${sample.subject}` }, { keepTrying: false });
      if (!sent) {
        throw new AppError(
          'unavailable',
          'MAIL_FAILED',
          'The test email could not be sent. Check the mail settings and try again.',
        );
      }
      return c.json({ message: `Test ${type} email sent to ${admin.email}` } satisfies MessageResponse);
    })
    .post('/restore/:type', async (c) => {
      const kind = TEMPLATE_KINDS.find((candidate) => candidate === c.req.param('type'));
      if (!kind) throw notFound('Unknown template type');
      const admin = c.get('admin');
      await runAgencyCommand(deps, admin, { type: 'RestoreEmailTemplate', kind });
      const { version } = await getEmailTemplates(deps.sql, admin.agencyId);
      setEtag(c, version);
      return c.json({
        message: 'Template restored to default',
        template: DEFAULT_TEMPLATES[kind],
        version,
      } satisfies RestoreTemplateResponse);
    });
}
