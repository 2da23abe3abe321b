import type { NonRespondent } from '@hearth/contracts/dashboard';
import { formatDateTime } from '@hearth/contracts/schedule';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Section } from '../../../components/ui/section';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSendReminders } from '../api/dashboard';

/**
 * Pending Survey Submissions: who has not answered yet (a flag only, docs/anonymity.md), when their link
 * expires, and reminders to the ones chosen.
 */
export function PendingSubmissions({
  people,
  timezone,
  now,
}: {
  people: NonRespondent[];
  timezone: string;
  now: Date;
}) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(people.map((person) => person.id)));
  const send = useSendReminders();
  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => new Set(checked ? [...current, id] : [...current].filter((item) => item !== id)));
  const selected = people.filter((person) => chosen.has(person.id)).map((person) => person.id);

  return (
    <Section
      title="Pending Survey Submissions"
      description={
        `${people.length} staff member${people.length === 1 ? ' has' : 's have'} not answered this ` +
        "week's check-in yet."
      }
      actions={
        <Button
          disabled={send.isPending || selected.length === 0}
          onClick={() =>
            send.mutate(selected, {
              onSuccess: (answer) => notify.success('Reminders Sent', answer.message),
              onError: (error) => notify.error('Failed to Send Reminders', errorMessage(error, 'An error occurred')),
            })
          }
        >
          {send.isPending ? 'Sending...' : 'Send Reminders'}
        </Button>
      }
    >
      <ul className={css({ display: 'grid', gap: '2' })}>
        {people.map((person) => {
          const overdue = new Date(person.tokenExpiresAt) <= now;
          return (
            <li
              key={person.id}
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                flexWrap: 'wrap',
                py: '1',
              })}
            >
              <Checkbox
                label={person.email}
                checked={chosen.has(person.id)}
                onCheckedChange={(checked) => toggle(person.id, checked)}
              />
              <span className={badge({ tone: overdue ? 'danger' : 'warning' })}>
                {overdue ? 'Overdue' : `Due by ${formatDateTime(person.tokenExpiresAt, timezone)}`}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
