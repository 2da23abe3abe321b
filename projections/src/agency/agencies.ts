import { SURVEY_LINK_HOURS } from '@hearth/contracts/constants';
import { isAgencyEvent } from '@hearth/contracts/events';
import { unhandled } from '@hearth/platform/commands';
import type { Projector } from '@hearth/platform/projections/projector';

/**
 * `agencies`: one row per agency with its name, schedule, threshold, employee assistance programme
 * and edit versions. Every agency event is named below, kept or not: a new one does not compile until it is.
 */
export const agenciesProjector: Projector = {
  name: 'agencies',
  version: 3,
  tables: ['agencies'],
  async apply(tx, events) {
    const writes: Promise<unknown>[] = [];
    for (const event of events) {
      if (!isAgencyEvent(event)) continue;
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
        case 'AgencyPhoneChanged':
          writes.push(tx`
            update agencies set phone = ${event.data.phone}, settings_version = settings_version + 1
            where agency_id = ${event.data.agencyId}`);
          break;
        case 'EmailTemplateChanged':
        case 'EmailTemplateRestored':
          writes.push(
            tx`update agencies set templates_version = templates_version + 1 where agency_id = ${event.data.agencyId}`,
          );
          break;
        // Kept by the job roles read model and the agency's own stream, not here.
        case 'JobRoleAdded':
        case 'JobRoleRenamed':
        case 'JobRoleRemoved':
        case 'DigestSent':
          break;
        default:
          unhandled(event);
      }
    }
    await Promise.all(writes);
  },
};
