import type { Projector } from '@hearth/platform/projections/projector';

/** `email_templates`: each agency's customised templates (absent rows mean the default). */
export const emailTemplatesProjector: Projector = {
  name: 'email_templates',
  version: 1,
  tables: ['email_templates'],
  async apply(tx, events) {
    const writes: Promise<unknown>[] = [];
    for (const event of events) {
      switch (event.type) {
        case 'EmailTemplateChanged': {
          const { agencyId, kind, fromName, subject, body } = event.data;
          writes.push(tx`
            insert into email_templates (agency_id, kind, from_name, subject, body)
            values (${agencyId}, ${kind}, ${fromName}, ${subject}, ${body})
            on conflict (agency_id, kind) do update
              set from_name = excluded.from_name, subject = excluded.subject, body = excluded.body`);
          break;
        }
        case 'EmailTemplateRestored':
          writes.push(
            tx`delete from email_templates where agency_id = ${event.data.agencyId} and kind = ${event.data.kind}`,
          );
          break;
      }
    }
    await Promise.all(writes);
  },
};
