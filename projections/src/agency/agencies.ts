import { SURVEY_LINK_HOURS } from '@hearth/contracts/constants';
import type { Projector } from '@hearth/platform/projections/projector';

/**
 * `agencies`: one row per agency with its name, schedule, threshold, employee assistance programme
 * and edit versions.
 */
export const agenciesProjector: Projector = {
  name: 'agencies',
  version: 3,
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
          const answerWindowHours = event.data.answerWindowHours ?? SURVEY_LINK_HOURS;
          writes.push(tx`
            update agencies set survey_day = ${surveyDay}, survey_time = ${surveyTime}, timezone = ${timezone},
                                reminder_interval = ${reminderInterval}, answer_window_hours = ${answerWindowHours},
                                settings_version = settings_version + 1
            where agency_id = ${agencyId}`);
          break;
        }
        case 'AnonymityThresholdChanged':
          writes.push(tx`
            update agencies set anonymity_threshold = ${event.data.threshold}, settings_version = settings_version + 1
            where agency_id = ${event.data.agencyId}`);
          break;
        case 'EmployeeAssistanceChanged': {
          const { agencyId, programme } = event.data;
          writes.push(tx`
            update agencies set eap_name = ${programme?.name ?? null}, eap_phone = ${programme?.phone ?? null},
                                eap_url = ${programme?.url ?? null}, settings_version = settings_version + 1
            where agency_id = ${agencyId}`);
          break;
        }
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
