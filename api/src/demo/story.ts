import { randomInt } from 'node:crypto';

/**
 * The demo agency's people and how their weeks went: burnout creeps up through a hard winter,
 * peaks, then eases after leadership adds a support huddle (week 9). Week 7 is a holiday week
 * with too few answers to show results.
 */
export const DEMO_JOB_ROLES = [
  'Registered Nurse',
  'Hospice Aide',
  'Social Worker',
  'Chaplain',
  'Bereavement Coordinator',
];

export const DEMO_STAFF = [
  ['Amara', 'Okafor', 0, 'en'],
  ['Ben', 'Whitfield', 0, 'en'],
  ['Carmen', 'Reyes', 0, 'es'],
  ['Dmitri', 'Volkov', 0, 'en'],
  ['Elena', 'Marsh', 0, 'en'],
  ['Farah', 'Siddiqui', 1, 'en'],
  ['Gus', 'Hallström', 1, 'en'],
  ['Hana', 'Kimura', 1, 'en'],
  ['Isaac', 'Boateng', 1, 'en'],
  ['Jolene', 'Pike', 1, 'en'],
  ['Kofi', 'Mensah', 2, 'en'],
  ['Lucia', 'Ferrante', 2, 'en'],
  ['Marcus', 'Bell', 3, 'en'],
  ['Nadia', 'Haddad', 3, 'en'],
  ['Owen', 'Doyle', 4, 'en'],
  ['Priya', 'Raman', 1, 'en'],
  ['Quinn', 'Adler', 0, 'en'],
  ['Rosa', 'Delgado', 2, 'es'],
] as const;

export const HISTORY_WEEKS = 12;
const HOLIDAY_WEEK = 7;

const PRESSURE = [4.2, 4.5, 4.9, 5.3, 5.8, 6.2, 6.6, 6.9, 6.4, 5.8, 5.3, 5.0, 4.8];

const COMMENTS = [
  'Three admissions in one afternoon and nobody to cover the evening visits.',
  'The new huddle on Thursdays really helps. Please keep it.',
  'Mileage reimbursement is still late, which adds stress.',
  'Grateful for the team this week. The family meeting went well.',
  'I have not had a full lunch break in two weeks.',
  'Losing two long-term patients in one week was hard.',
  'Would like more chaplain time for staff, not just families.',
];

/** How many of the invited answer in a week (the holiday week falls below the threshold). */
export function respondents(week: number, invited: number): number {
  if (week === HOLIDAY_WEEK) return 3;
  return Math.min(invited, Math.round(invited * (0.64 + randomInt(0, 32) / 100)));
}

/** A few people carry more of the load: during the hardest weeks they answer far worse. */
const STRAINED = new Set([2, 5, 9]);

/** One person's answers in a week: worse under pressure, with personal variation. */
export function answersFor(
  week: number,
  person: number,
): { values: [number, number, number, number, number]; comment: string | null } {
  const strain = STRAINED.has(person) && week >= 4 && week <= 9 ? 2.6 : 0;
  const pressure = PRESSURE[Math.min(week, PRESSURE.length - 1)]! + strain;
  const noisy = (centre: number) => Math.max(1, Math.min(10, Math.round(centre + (randomInt(0, 5) - 2))));
  const values: [number, number, number, number, number] = [
    noisy(pressure + 0.5),
    noisy(pressure + 0.8),
    noisy(pressure - 1),
    noisy(11 - pressure + (week >= 9 ? 1 : 0)),
    noisy(11 - pressure + 1),
  ];
  const comment = randomInt(0, 5) === 0 ? COMMENTS[randomInt(0, COMMENTS.length)]! : null;
  return { values, comment };
}
