import type { Projector } from '@hearth/platform/projections/projector';

/** `agencies`: one row per agency with its name, schedule, threshold and edit versions. */
export const agenciesProjector: Projector = {
  name: 'agencies',
  version: 2,
  tables: ['agencies'],
  async apply(tx, events) {
    const writes: Promise<unknown>[] = [];
    for (const event of events) {
      switch (event.type) {
        case 'AgencyRegistered':
          writes.push(tx`
            insert into agencies (agency_id, name, registered_at)
            values (${event.data.agencyId}, ${event.data.name}, ${event.metadata.at})
            on conflict (agency_id) do nothing`);
          break;
        case 'AgencyRenamed':
          writes.push(tx`
            update agencies set name = ${event.data.name}, name_version = name_version + 1
            where agency_id = ${event.data.agencyId}`);
          break;
        case 'SurveyScheduleChanged': {
          const { agencyId, surveyDay, surveyTime, timezone, reminderInterval } = event.data;
          writes.push(tx`
            update agencies set survey_day = ${surveyDay}, survey_time = ${surveyTime}, timezone = ${timezone},
                                reminder_interval = ${reminderInterval}, settings_version = settings_version + 1
            where agency_id = ${agencyId}`);
          break;
        }
        case 'AnonymityThresholdChanged':
          writes.push(tx`
            update agencies set anonymity_threshold = ${event.data.threshold}, settings_version = settings_version + 1
            where agency_id = ${event.data.agencyId}`);
          break;
        case 'EmailTemplateChanged':
        case 'EmailTemplateRestored':
          writes.push(
            tx`update agencies set templates_version = templates_version + 1 where agency_id = ${event.data.agencyId}`,
          );
          break;
      }
    }
    await Promise.all(writes);
  },
};
