import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { type ReactNode, useMemo } from 'react';
import { combobox } from 'styled-system/recipes';
import { FieldFrame, IN_PAGE_LIST } from './text-field';

const STEP_MINUTES = 30;
const TIMES = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, index) => {
  const minutes = index * STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * A 24-hour time picker (Ark Combobox): type any time ("9:00", "17:45") or pick one from a list in
 * half-hour steps that narrows as you type ("9" shows 09:00 and 09:30, then 19:00 and 19:30). The
 * value is what was typed; the form's schema checks and normalises it.
 */
export function TimeField({
  label,
  value,
  onValueChange,
  error,
  helper,
  name,
  className,
}: {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  helper?: ReactNode;
  name?: string;
  className?: string;
}) {
  const styles = combobox();
  const typed = value.trim();
  const matches = useMemo(() => {
    const shown = TIMES.filter((time) => typed === '' || TIMES.includes(typed) || matchesTyped(time, typed));
    return createListCollection({ items: shown.length > 0 ? shown : TIMES });
  }, [typed]);
  return (
    <FieldFrame error={error} helper={helper} className={className}>
      <Combobox.Root
        collection={matches}
        inputValue={value}
        onInputValueChange={(details) => onValueChange(details.inputValue)}
        onValueChange={(details) => details.value[0] && onValueChange(details.value[0])}
        value={TIMES.includes(typed) ? [typed] : []}
        allowCustomValue
        openOnClick
        inputBehavior="none"
        selectionBehavior="replace"
        {...IN_PAGE_LIST}
        className={styles.root}
      >
        <Combobox.Label className={styles.label}>{label}</Combobox.Label>
        <Combobox.Control className={styles.control}>
          <Combobox.Input
            className={styles.input}
            name={name}
            inputMode="numeric"
            placeholder="09:00"
            autoComplete="off"
          />
          <Combobox.Trigger className={styles.trigger} aria-label={`Choose ${label.toLowerCase()}`}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor">
              <circle cx="12" cy="12" r="9" strokeWidth="2" />
              <path d="M12 7v5l3 2" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Combobox.Trigger>
        </Combobox.Control>
        <Combobox.Positioner className={styles.positioner}>
          <Combobox.Content className={styles.content}>
            {matches.items.map((time) => (
              <Combobox.Item key={time} item={time} className={styles.item}>
                <Combobox.ItemText>{time}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </FieldFrame>
  );
}

/** "9" and "9:" match 09:xx and 19:xx; "09:3" matches 09:30; "17" matches 17:xx. */
function matchesTyped(time: string, typed: string): boolean {
  const [hours = '', minutes = ''] = typed.split(':');
  const [timeHours, timeMinutes] = time.split(':') as [string, string];
  const hoursMatch = hours.length === 1 ? timeHours.includes(hours) : timeHours.startsWith(hours.padStart(2, '0'));
  return hoursMatch && timeMinutes.startsWith(minutes);
}
