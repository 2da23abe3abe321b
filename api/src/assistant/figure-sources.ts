import type { Language } from '@hearth/contracts/constants';
import { formatDateTime } from '@hearth/contracts/schedule';
import { band } from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { DateTime } from 'luxon';
import { currentWeek, historical } from '../dashboard/queries';
import { agencyInsights } from '../insights/queries';
import { agencyOverview } from './queries';

/** What the assistant's figures are read from (`loader`), and how they are written (`writer`). */
export type Figures = Pick<Deps, 'sql' | 'secrets' | 'clock' | 'eventStore'>;

/** Each source is read once per answer, and only when an intent needs it. */
export function loader(deps: Figures, agencyId: string) {
  const once = <T>(load: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => {
      value ??= load();
      return value;
    };
  };
  return {
    now: deps.clock.now(),
    history: once(() => historical(deps.sql, agencyId, 24)),
    current: once(() => currentWeek(deps, agencyId, deps.clock.now())),
    overview: once(() => agencyOverview(deps.sql, agencyId)),
    insights: once(() => agencyInsights(deps.sql, agencyId)),
  };
}
export type Loader = ReturnType<typeof loader>;

/** How the answer writes what depends on its language. */
export interface Writer {
  language: Language;
  en: boolean;
  /** A week, as the reader says it: "Apr 6", "6 de abril". */
  week(week: { weekOf: string; weekLabel: string }): string;
  at(moment: string): string;
  band(index: number): string;
  plural(count: number, en: string, es: string): string;
}

export function writer(language: Language, timezone: string): Writer {
  const en = language === 'en';
  const bands = { healthy: 'saludable', moderate: 'moderado', high: 'alto' } as const;
  return {
    language,
    en,
    week: (week) =>
      en ? week.weekLabel : DateTime.fromISO(week.weekOf, { zone: timezone }).setLocale('es').toFormat("d 'de' LLLL"),
    at: (moment) =>
      en
        ? formatDateTime(moment, timezone)
        : DateTime.fromISO(moment, { zone: timezone }).setLocale('es').toFormat("cccc d 'de' LLLL 'a las' HH:mm ZZZZ"),
    band: (index) => (en ? band(index) : bands[band(index)]),
    plural: (count, singular, singularEs) => {
      const word = en ? singular : singularEs;
      const plural = en ? `${singular}s` : /[aeiou]$/.test(singularEs) ? `${singularEs}s` : `${singularEs}es`;
      return `${count} ${count === 1 ? word : plural}`;
    },
  };
}

export const DASHBOARD = '[Dashboard](/dashboard)';
export const REPORTS = '[Reports](/reports)';
