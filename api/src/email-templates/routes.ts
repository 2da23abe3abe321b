import { DEFAULT_TEMPLATES, TEMPLATE_KINDS } from '@hearth/contracts/email-templates';
import type { Deps } from '@hearth/platform/deps';
import { AppError, notFound } from '@hearth/platform/errors';
import { Hono } from 'hono';
import { runAgencyCommand } from '../agency/commands';
import { getAgency } from '../agency/queries';
import { readBody, reply, replyVersioned } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { ifMatchVersion } from '../http/etag';
import { requireAdmin } from '../http/session';
import { withinMailLimits } from '../mail/agency-limits';
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
      return replyVersioned(c, 'GET /api/agency/settings/email-templates', templates);
    })
    .patch('/', async (c) => {
      const admin = c.get('admin');
      const templates = await readBody(c, 'PATCH /api/agency/settings/email-templates');
      await runAgencyCommand(deps, admin, {
        type: 'SaveEmailTemplates',
        templates,
        expectedVersion: ifMatchVersion(c),
      });
      const saved = await getEmailTemplates(deps.sql, admin.agencyId);
      return replyVersioned(c, 'PATCH /api/agency/settings/email-templates', saved);
    })
    .post('/test', async (c) => {
      const admin = c.get('admin');
      const { type, template } = await readBody(c, 'POST /api/agency/settings/email-templates/test');
      const agency = await getAgency(deps.sql, admin.agencyId);
      await withinMailLimits(deps, admin.agencyId);
      const sample = renderAgencyMail(
        template,
        {
          agencyName: agency.name,
          appOrigin: deps.config.appOrigin,
          url: `${deps.config.appOrigin}/survey/preview`,
          otp: '123456',
        },
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
      return reply(c, 'POST /api/agency/settings/email-templates/test', {
        message: `Test ${type} email sent to ${admin.email}`,
      });
    })
    .post('/restore/:type', async (c) => {
      const kind = TEMPLATE_KINDS.find((candidate) => candidate === c.req.param('type'));
      if (!kind) throw notFound('Unknown template type');
      const admin = c.get('admin');
      await runAgencyCommand(deps, admin, { type: 'RestoreEmailTemplate', kind });
      const { version } = await getEmailTemplates(deps.sql, admin.agencyId);
      return replyVersioned(c, 'POST /api/agency/settings/email-templates/restore/:type', {
        message: 'Template restored to default',
        template: DEFAULT_TEMPLATES[kind],
        version,
      });
    });
}
