import {
  AGENCY_DEFAULTS,
  type AgencyResponse,
  type AgencySettings,
  agencySettingsRequest,
  renameAgencyRequest,
} from '@hearth/contracts/agency';
import { ANONYMITY_THRESHOLD, SURVEY_DAYS, TIMEZONES } from '@hearth/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { validate } from '../../../lib/form';
import { queryKeys } from '../../../lib/query-keys';
import { useUpdateAgency } from '../api/update-agency';
import { useUpdateSettings } from '../api/update-settings';

const dayOptions = SURVEY_DAYS.map((day) => ({ value: day, label: day }));
const zoneOptions = TIMEZONES.map((zone) => ({ value: zone, label: zone.replace('_', ' ') }));
const thresholdOptions = Array.from({ length: ANONYMITY_THRESHOLD.max - ANONYMITY_THRESHOLD.min + 1 }, (_, index) => {
  const value = String(ANONYMITY_THRESHOLD.min + index);
  return { value, label: `${value} answers${value === String(ANONYMITY_THRESHOLD.default) ? ' (recommended)' : ''}` };
});

/** Agency Info tab: name, survey schedule, reminders and the anonymity threshold, saved together. */
export function AgencyInfoForm({ agency, settings }: { agency: AgencyResponse; settings: AgencySettings }) {
  const [values, setValues] = useState({
    name: agency.name,
    surveyDay: settings.surveyDay ?? AGENCY_DEFAULTS.surveyDay,
    surveyTime: settings.surveyTime ?? AGENCY_DEFAULTS.surveyTime,
    timezone: settings.timezone,
    reminderInterval: String(settings.reminderInterval),
    anonymityThreshold: String(settings.anonymityThreshold),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const updateAgency = useUpdateAgency();
  const updateSettings = useUpdateSettings();
  const saving = updateAgency.isPending || updateSettings.isPending;
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues({ ...values, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = validate(renameAgencyRequest, { name: values.name });
    const schedule = validate(agencySettingsRequest, values);
    setErrors({ ...name.errors, ...schedule.errors });
    if (!name.data || !schedule.data) return;
    try {
      if (name.data.name !== agency.name)
        await updateAgency.mutateAsync({ name: name.data.name, version: agency.version });
      await updateSettings.mutateAsync({ ...schedule.data, version: settings.version });
      setValues((current) => ({ ...current, reminderInterval: String(schedule.data.reminderInterval) }));
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
        <TextField
          label="Agency name"
          name="name"
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
          helper="Must be unique (not case-sensitive)."
        />
        <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
          <SelectField
            label="Survey day"
            name="surveyDay"
            options={dayOptions}
            value={values.surveyDay}
            error={errors.surveyDay}
            onChange={set('surveyDay')}
          />
          <TextField
            label="Survey time (24-hour)"
            name="surveyTime"
            inputMode="numeric"
            placeholder="09:00"
            value={values.surveyTime}
            error={errors.surveyTime}
            onChange={set('surveyTime')}
            helper="For example 09:00 or 17:30."
          />
        </div>
        <SelectField
          label="Time zone"
          name="timezone"
          options={zoneOptions}
          value={values.timezone}
          error={errors.timezone}
          onChange={set('timezone')}
        />
        <TextField
          label="Reminder interval (minutes)"
          name="reminderInterval"
          type="number"
          min={0}
          step={1}
          value={values.reminderInterval}
          error={errors.reminderInterval}
          onChange={set('reminderInterval')}
          helper={
            'How often staff who have not answered get a reminder while the 24-hour link is open. ' +
            '0 turns reminders off.'
          }
        />
        <SelectField
          label="Minimum answers before results show"
          name="anonymityThreshold"
          options={thresholdOptions}
          value={values.anonymityThreshold}
          error={errors.anonymityThreshold}
          onChange={set('anonymityThreshold')}
          helper="Scores for a week appear only once this many staff have answered, so no one can be singled out."
        />
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
