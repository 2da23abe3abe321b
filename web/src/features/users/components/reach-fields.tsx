import { TIMEZONES, type Timezone } from '@hearth/contracts/constants';
import { CHANNEL_OPTIONS, type Channel, mobileEnding } from '@hearth/contracts/texts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

/**
 * How a staff member is reached (ADR 090): a mobile number and email, text messages or both. Texts go
 * only once the member agrees on the invitation page, between 8 am and 8 pm; until then, and after a
 * STOP, their check-ins come by email.
 */
/** The form's part these fields fill: `timezone` is `agency` for the agency's own. */
export interface Reach {
  mobile: string;
  channel: Channel;
  timezone: string;
}

/** A new member's: no number, by email, the agency's time zone. */
export const NO_REACH: Reach = { mobile: '', channel: 'email', timezone: 'agency' };

export function ReachFields({
  values,
  consent,
  onChange,
}: {
  values: Reach;
  /** The member's answer so far (editing an existing member); undefined when inviting. */
  consent?: boolean | null;
  onChange(change: Partial<Reach>): void;
}) {
  const { mobile, channel, timezone } = values;
  return (
    <>
      <TextField
        label="Mobile number (optional)"
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={mobile}
        onChange={(event) => onChange({ mobile: event.target.value })}
        helper="A US number like (212) 555-0147, or any country's with its + code."
      />
      <SelectField
        label="Send check-ins by"
        name="channel"
        value={channel}
        onValueChange={(value) => onChange({ channel: value as Channel })}
        options={CHANNEL_OPTIONS}
        helper={channelHelper(channel, mobile, consent)}
      />
      {channel !== 'email' && (
        <SelectField
          label="Their time zone, for texts"
          name="timezone"
          value={timezone}
          onValueChange={(value) => onChange({ timezone: value })}
          options={[
            { value: AGENCY_ZONE, label: 'The agency’s time zone' },
            ...TIMEZONES.map((zone) => ({ value: zone, label: zone })),
          ]}
          helper="Texts arrive between 8 am and 8 pm here."
        />
      )}
    </>
  );
}

const AGENCY_ZONE = NO_REACH.timezone;

/** The form's time zone as the API takes it: null for the agency's. */
export const zoneOrNull = (value: string): Timezone | null => TIMEZONES.find((zone) => zone === value) ?? null;

function channelHelper(channel: Channel, mobile: string, consent: boolean | null | undefined): string {
  if (channel === 'email') return 'Check-in links and reminders come by email.';
  const ending = mobile.replace(/\D/g, '').length >= 4 ? ` ending ${mobileEnding(mobile.replace(/\D/g, ''))}` : '';
  if (consent === false)
    return `They said no to texts (or replied STOP) for the number${ending}: their check-ins come by email.`;
  if (consent === true) return `They agreed to texts at the number${ending}. Texts go between 8 am and 8 pm.`;
  return (
    'Texts start once they agree on the invitation page (the invitation goes by text too), and only between ' +
    '8 am and 8 pm. Until then their check-ins come by email.'
  );
}
