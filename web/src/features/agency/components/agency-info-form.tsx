import {
  AGENCY_DEFAULTS,
  type AgencyResponse,
  type AgencySettings,
  type AgencySettingValues,
  agencySettingsRequest,
  renameAgencyRequest,
} from '@hearth/contracts/agency';
import { ANONYMITY_THRESHOLD, ANSWER_WINDOW_HOURS, SURVEY_DAYS, TIMEZONES } from '@hearth/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { FieldRow } from '../../../components/ui/form';
import { Section } from '../../../components/ui/section';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TimeField } from '../../../components/ui/time-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useForm, validate } from '../../../lib/form';
import { queryKeys } from '../../../lib/query-keys';
import { useUpdateAgency } from '../api/update-agency';
import { useUpdateSettings } from '../api/update-settings';
import { SmallTeamNotice } from './small-team-notice';

const dayOptions = SURVEY_DAYS.map((day) => ({ value: day, label: day }));
const zoneOptions = TIMEZONES.map((zone) => ({ value: zone, label: zone.replace('_', ' ') }));
/** The usual windows, and the agency's own when it set another through the API. */
const windowOptions = (current: number) =>
  [...new Set([24, 36, 48, 72, current])]
    .sort((a, b) => a - b)
    .map((hours) => ({
      value: String(hours),
      label: hours === ANSWER_WINDOW_HOURS.default ? `${hours} hours (standard)` : `${hours} hours`,
    }));
const thresholdOptions = Array.from({ length: ANONYMITY_THRESHOLD.max - ANONYMITY_THRESHOLD.min + 1 }, (_, index) => {
  const value = String(ANONYMITY_THRESHOLD.min + index);
  return { value, label: `${value} answers${value === String(ANONYMITY_THRESHOLD.default) ? ' (recommended)' : ''}` };
});

function formValues(agency: AgencyResponse, settings: AgencySettings) {
  return {
    name: agency.name,
    phone: settings.phone ?? '',
    surveyDay: settings.surveyDay ?? AGENCY_DEFAULTS.surveyDay,
    surveyTime: settings.surveyTime ?? AGENCY_DEFAULTS.surveyTime,
    timezone: settings.timezone,
    reminderInterval: String(settings.reminderInterval),
    answerWindowHours: String(settings.answerWindowHours),
    anonymityThreshold: String(settings.anonymityThreshold),
    eapName: settings.employeeAssistance?.name ?? '',
    eapPhone: settings.employeeAssistance?.phone ?? '',
    eapUrl: settings.employeeAssistance?.url ?? '',
  };
}

/**
 * What the form sends, one entry per setting: a setting added to the contract does not compile until the
 * form has a field for it (docs/architecture.md, "Adding an agency setting").
 */
function settingsInput(values: ReturnType<typeof formValues>): { [Setting in keyof AgencySettingValues]: unknown } {
  return {
    surveyDay: values.surveyDay,
    surveyTime: values.surveyTime,
    timezone: values.timezone,
    reminderInterval: values.reminderInterval,
    answerWindowHours: values.answerWindowHours,
    anonymityThreshold: values.anonymityThreshold,
    employeeAssistance: { name: values.eapName, phone: values.eapPhone, url: values.eapUrl },
    phone: values.phone,
  };
}

/**
 * Agency Info tab: name, phone, survey schedule, reminders, the anonymity threshold and the employee
 * assistance programme staff are shown after a hard week (docs/duty-of-care.md), saved together.
 */
export function AgencyInfoForm({
  agency,
  settings,
  activeStaff,
}: {
  agency: AgencyResponse;
  settings: AgencySettings;
  /** Active staff in the check-in, to warn when the team is smaller than the threshold. */
  activeStaff: number;
}) {
  const form = useForm(formValues(agency, settings));
  const { values, errors, change } = form;
  const queryClient = useQueryClient();
  const updateAgency = useUpdateAgency();
  const updateSettings = useUpdateSettings();
  const saving = updateAgency.isPending || updateSettings.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = validate(renameAgencyRequest, { name: values.name });
    const schedule = validate(agencySettingsRequest, settingsInput(values));
    form.showErrors({ ...name.errors, ...schedule.errors });
    if (!name.data || !schedule.data) return;
    try {
      if (name.data.name !== agency.name)
        await updateAgency.mutateAsync({ name: name.data.name, version: agency.version });
      await updateSettings.mutateAsync({ ...schedule.data, version: settings.version });
      change({
        phone: schedule.data.phone ?? '',
        surveyTime: schedule.data.surveyTime,
        reminderInterval: String(schedule.data.reminderInterval),
      });
      notify.success(
        'Settings saved',
        settings.surveyDay ? 'Schedule changes apply from the next round.' : 'Your weekly check-in is scheduled.',
      );
    } catch (error) {
      notify.error('Update failed', errorMessage(error, 'Failed to save settings'));
      if (error instanceof ApiError && error.status === 412) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.agency });
        await queryClient.invalidateQueries({ queryKey: queryKeys.settings });
      }
    }
  }

  return (
    <Section title="Agency Info" description="Your agency's name and when the weekly check-in goes out.">
      <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '5', maxW: '2xl' })}>
        <TextField label="Agency name" required {...form.field('name')} helper="Must be unique (not case-sensitive)." />
        <TextField
          label="Agency phone number"
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
          helper="Optional. Printed at the foot of staff check-in emails, so they know how to reach the office."
        />
        <FieldRow>
          <SelectField label="Survey day" options={dayOptions} {...form.select('surveyDay')} />
          <TimeField
            label="Survey time (24-hour)"
            {...form.select('surveyTime')}
            helper="Pick a time, or type one such as 9:00 or 17:30."
          />
        </FieldRow>
        <SelectField label="Time zone" options={zoneOptions} {...form.select('timezone')} />
        <TextField
          label="Reminder interval (minutes)"
          type="number"
          min={0}
          step={1}
          {...form.field('reminderInterval')}
          helper={
            'How often staff who have not answered get a reminder in a 24-hour window; a longer window spreads ' +
            'the same reminders over it. 0 turns reminders off.'
          }
        />
        <SelectField
          label="Answer window"
          options={windowOptions(settings.answerWindowHours)}
          {...form.select('answerWindowHours')}
          helper={
            'How long each week’s links stay open. Choose longer if staff work nights or long shifts that ' +
            'straddle the day; results appear when the window closes.'
          }
        />
        <SelectField
          label="Minimum answers before results show"
          options={thresholdOptions}
          {...form.select('anonymityThreshold')}
          helper="Scores for a week appear only once this many staff have answered, so no one can be singled out."
        />
        <SmallTeamNotice staff={activeStaff} threshold={Number(values.anonymityThreshold)} />
        <fieldset
          className={css({ display: 'grid', gap: '4', borderTopWidth: '1px', borderColor: 'border.default', pt: '5' })}
        >
          <legend className={css({ fontWeight: 'bold', float: 'left', w: 'full' })}>
            Employee assistance programme
          </legend>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', clear: 'both' })}>
            Optional. After a hard week — by the scores, or by a comment that reads as distress — the check-in’s
            thank-you page shows staff the 988 Suicide &amp; Crisis Lifeline and, when you add it here, your programme’s
            name, phone number and website, in their language. Nothing records who saw it.
          </p>
          <TextField
            label="Programme name"
            {...form.field('eapName')}
            error={errors['employeeAssistance.name']}
            placeholder="e.g. CareLine EAP"
          />
          <FieldRow>
            <TextField
              label="Phone number"
              type="tel"
              {...form.field('eapPhone')}
              error={errors['employeeAssistance.phone']}
            />
            <TextField
              label="Website"
              type="url"
              {...form.field('eapUrl')}
              error={errors['employeeAssistance.url']}
              placeholder="https://"
            />
          </FieldRow>
        </fieldset>
        {!settings.surveyDay && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            No check-in is scheduled yet: save to start weekly rounds on this day and time.
          </p>
        )}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
