import type { Projector } from '../projector';

/** `agencies`: one row per agency with its name, schedule, threshold and edit versions. */
export const agenciesProjector: Projector = {
  name: 'agencies',
  version: 2,
  tables: ['agencies'],
  async apply(tx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'AgencyRegistered':
          await tx`
            insert into agencies (agency_id, name, registered_at)
            values (${event.data.agencyId}, ${event.data.name}, ${event.metadata.at})
            on conflict (agency_id) do nothing`;
          break;
        case 'AgencyRenamed':
          await tx`update agencies set name = ${event.data.name}, name_version = name_version + 1 where agency_id = ${event.data.agencyId}`;
          break;
        case 'SurveyScheduleChanged': {
          const { agencyId, surveyDay, surveyTime, timezone, reminderInterval } = event.data;
          await tx`
            update agencies set survey_day = ${surveyDay}, survey_time = ${surveyTime}, timezone = ${timezone},
                                reminder_interval = ${reminderInterval}, settings_version = settings_version + 1
            where agency_id = ${agencyId}`;
          break;
        }
        case 'AnonymityThresholdChanged':
          await tx`
            update agencies set anonymity_threshold = ${event.data.threshold}, settings_version = settings_version + 1
            where agency_id = ${event.data.agencyId}`;
          break;
        case 'EmailTemplateChanged':
        case 'EmailTemplateRestored':
          await tx`update agencies set templates_version = templates_version + 1 where agency_id = ${event.data.agencyId}`;
          break;
      }
    }
  },
};
