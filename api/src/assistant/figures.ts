import type { Language } from '@hearth/contracts/constants';
import { type Historical, type HistoricalWeek, summariseWeeks } from '@hearth/contracts/dashboard';
import { countText } from '@hearth/contracts/small-groups';
import { DateTime } from 'luxon';
import { DASHBOARD, type Figures, type Loader, loader, REPORTS, type Writer, writer } from './figure-sources';
import { insightAnswer, nextRound, pending, staff } from './team-answers';
import type { Period } from './understanding/entities';
import type { FigureIntent } from './understanding/intents';

/**
 * Answers about the agency's own numbers, in English or Spanish, from the same queries as the dashboard,
 * the reports and the insights (docs/assistant.md). Every figure is given with the week it comes from; a
 * week below the anonymity minimum is named, never scored.
 */
export async function figuresAnswer(
  deps: Figures,
  agencyId: string,
  question: { intent: FigureIntent; period: Period | null; language: Language },
): Promise<string> {
  const load = loader(deps, agencyId);
  const current = await load.current();
  const write = writer(question.language, current.surveySchedule.timezone);
  const { intent, period } = question;
  switch (intent) {
    case 'score':
    case 'rate':
    case 'high_risk':
      return weeklyFigure(load, write, intent, period);
    case 'compare_average':
      return compareWithAverage(load, write);
    case 'pending':
      return pending(load, write);
    case 'invited':
    case 'staff':
      return staff(load, write, intent);
    case 'next_round':
      return nextRound(load, write);
    case 'trend':
      return insightAnswer(load, write, ['burnout_direction']);
    case 'driver':
      return insightAnswer(load, write, ['burnout_driver']);
    case 'hidden':
      return hiddenWeeks(load, write, rangeOf(period, 12));
    case 'insights':
      return insightAnswer(load, write, null);
  }
}

const rangeOf = (period: Period | null, fallback: 4 | 12 | 24) => (period?.kind === 'range' ? period.weeks : fallback);

/** The closed week a period names: the latest, the one before, one some weeks ago, or one containing a date. */
function weekOf(load: Loader, history: Historical, period: Period | null, timezone: string) {
  const weeks = history.weeks;
  if (period?.kind === 'previous') return weeks.at(-2);
  if (period?.kind === 'ago') {
    const day = DateTime.fromJSDate(load.now, { zone: timezone }).minus({ days: Math.round(period.weeks * 7) });
    return weeks.findLast((week) => DateTime.fromISO(week.weekOf, { zone: timezone }).startOf('day') <= day);
  }
  if (period?.kind === 'date') {
    return weeks.findLast((week) => {
      const start = DateTime.fromISO(week.weekOf, { zone: timezone }).startOf('day');
      return [0, 1, 2, 3, 4, 5, 6].some((offset) => {
        const day = start.plus({ days: offset });
        return (period.month === null || day.month === period.month) && day.day === period.day;
      });
    });
  }
  if (period?.kind === 'first') return weeks[0];
  if (period?.kind === 'month') {
    const inMonth = weeks.filter((week) => DateTime.fromISO(week.weekOf, { zone: timezone }).month === period.month);
    const nth = period.nth ?? -1;
    return nth > 0 ? inMonth[nth - 1] : inMonth.at(nth);
  }
  return weeks.at(-1);
}

function scoreLine(write: Writer, week: HistoricalWeek, previous: HistoricalWeek | undefined): string {
  const value = week.avgBurnout!;
  const answers = write.plural(week.responseCount, 'answer', 'respuesta');
  let line = write.en
    ? `The average burnout index for the week of ${write.week(week)} was **${value.toFixed(1)}/10** ` +
      `(${write.band(value)}), from ${answers}.`
    : `El índice de agotamiento promedio de la semana del ${write.week(week)} fue **${value.toFixed(1)}/10** ` +
      `(${write.band(value)}), con ${answers}.`;
  if (previous?.avgBurnout != null) {
    const change = Math.round((value - previous.avgBurnout) * 10) / 10;
    const before = `${write.week(previous)} (${previous.avgBurnout.toFixed(1)})`;
    if (write.en) {
      line +=
        change === 0
          ? ` That is the same as the week of ${write.week(previous)}.`
          : ` That is ${Math.abs(change).toFixed(1)} points ${change > 0 ? 'higher' : 'lower'} than the week of ` +
            `${before}.`;
    } else {
      line +=
        change === 0
          ? ` Es igual que la semana del ${write.week(previous)}.`
          : ` Son ${Math.abs(change).toFixed(1)} puntos ${change > 0 ? 'más' : 'menos'} que la semana del ${before}.`;
    }
  }
  return line;
}

function hiddenLine(write: Writer, week: HistoricalWeek, threshold: number, history: Historical): string {
  const needed = threshold - week.responseCount;
  const shown = history.weeks.findLast((candidate) => !candidate.belowThreshold && candidate.weekOf < week.weekOf);
  const answers = write.plural(week.responseCount, 'answer', 'respuesta');
  if (write.en) {
    return (
      `The week of ${write.week(week)} had ${answers}, fewer than your anonymity minimum of ${threshold}, so its ` +
      `scores stay hidden (${needed} more ${needed === 1 ? 'was' : 'were'} needed).` +
      (shown?.avgBurnout != null
        ? ` The latest week with results before it, ${write.week(shown)}, averaged ${shown.avgBurnout.toFixed(1)}/10 ` +
          `with ${highRiskText(write, shown)} high-risk ` +
          `${shown.highRiskCount === 1 && !shown.highRiskOrMore ? 'answer' : 'answers'}.`
        : '')
    );
  }
  return (
    `La semana del ${write.week(week)} tuvo ${answers}, menos que su mínimo de anonimato de ${threshold}, así que ` +
    `sus ` +
    `puntajes quedan ocultos (faltaron ${needed}).` +
    (shown?.avgBurnout != null
      ? ` La última semana con resultados antes de esa, la del ${write.week(shown)}, tuvo un promedio de ` +
        `${shown.avgBurnout.toFixed(1)}/10.`
      : '')
  );
}

const NO_RESULTS = {
  en:
    'No check-in has closed yet, so there are no results to report. They appear on the Dashboard once the first ' +
    'round closes with enough answers.',
  es:
    'Todavía no ha cerrado ningún chequeo, así que no hay resultados. Aparecen en el panel cuando cierra la primera ' +
    'ronda con suficientes respuestas.',
};

async function weeklyFigure(
  load: Loader,
  write: Writer,
  intent: 'score' | 'rate' | 'high_risk',
  period: Period | null,
) {
  if (period?.kind === 'range') return rangeFigure(load, write, intent, period.weeks);
  const current = await load.current();
  const timezone = current.surveySchedule.timezone;
  const open = current.round?.status === 'open' ? current.round : null;
  if (open && (period?.kind === 'current' || (period === null && intent === 'rate'))) {
    const live = write.en
      ? `This week's check-in opened ${write.at(open.opensAt)} and is open until ${write.at(open.closesAt)}: ` +
        `**${open.respondedCount} of ${open.invitedCount}** staff have answered so far (${current.submissionRate}%).`
      : `El chequeo de esta semana abrió el ${write.at(open.opensAt)} y está abierto hasta el ` +
        `${write.at(open.closesAt)}: ` +
        `**${open.respondedCount} de ${open.invitedCount}** han contestado hasta ahora (${current.submissionRate}%).`;
    if (intent === 'rate') {
      return write.en
        ? `${live} See who is still pending on the ${DASHBOARD}.`
        : `${live} En el ${DASHBOARD} ve quién falta.`;
    }
    return write.en
      ? `${live} Scores stay sealed until the round closes, so no answer can be traced to when it was given.`
      : `${live} Los puntajes quedan sellados hasta que cierra la ronda, para que ninguna respuesta se pueda ligar ` +
          `al ` +
          'momento en que se dio.';
  }
  const history = await load.history();
  const week = weekOf(load, history, period, timezone);
  if (!week) {
    if (period?.kind === 'date' || period?.kind === 'ago' || period?.kind === 'month' || period?.kind === 'first') {
      return write.en
        ? 'I found no closed check-in in that week among the last 24 weeks. The Reports page lists every week.'
        : 'No encontré un chequeo cerrado en esa semana dentro de las últimas 24. La página Reports muestra cada ' +
            'semana.';
    }
    return NO_RESULTS[write.language];
  }
  const previous = history.weeks[history.weeks.indexOf(week) - 1];
  if (intent === 'rate') {
    const people = write.plural(week.responseCount, 'staff member', 'persona');
    return write.en
      ? `In the week of ${write.week(week)}, ${people} answered: a response rate of **${week.submissionRate}%**.` +
          (week.submissionRate < 70 ? ' That is below 70%, which may mean survey fatigue.' : '') +
          (previous ? ` The week before (${write.week(previous)}) it was ${previous.submissionRate}%.` : '')
      : `En la semana del ${write.week(week)} contestaron ${people}: una tasa de respuesta de ` +
          `**${week.submissionRate}%**.` +
          (week.submissionRate < 70 ? ' Es menos del 70%, lo que puede indicar cansancio de encuestas.' : '') +
          (previous ? ` La semana anterior (${write.week(previous)}) fue ${previous.submissionRate}%.` : '');
  }
  if (week.belowThreshold) return hiddenLine(write, week, history.threshold, history);
  if (intent === 'score') {
    return write.en
      ? `${scoreLine(write, week, previous)} See the ${DASHBOARD} for the week's details.`
      : `${scoreLine(write, week, previous)} Los detalles de la semana están en el ${DASHBOARD}.`;
  }
  const answers = write.plural(week.responseCount, 'answer', 'respuesta');
  return write.en
    ? `In the week of ${write.week(week)}, **${highRiskText(write, week)}** of ${answers} had a burnout index ` +
        'above 8 (high risk).' +
        (previous?.highRiskCount != null
          ? ` The week before (${write.week(previous)}) it was ${highRiskText(write, previous)}.`
          : '')
    : `En la semana del ${write.week(week)}, **${highRiskText(write, week)}** de ${answers} tuvieron un índice ` +
        'mayor que 8 (alto riesgo).' +
        (previous?.highRiskCount != null
          ? ` La semana anterior (${write.week(previous)}) fueron ${highRiskText(write, previous)}.`
          : '');
}

async function rangeFigure(load: Loader, write: Writer, intent: 'score' | 'rate' | 'high_risk', weeks: 4 | 12 | 24) {
  const history = await load.history();
  const list = history.weeks.slice(-weeks);
  if (list.length === 0) return NO_RESULTS[write.language];
  const summary = summariseWeeks(list);
  const first = write.week(list[0]!);
  const last = write.week(list.at(-1)!);
  const span = write.en
    ? `Over the last ${weeks} weeks (${list.length === 1 ? first : `${first} to ${last}`})`
    : `En las últimas ${weeks} semanas (${list.length === 1 ? first : `del ${first} al ${last}`})`;
  const shown = list.filter((week) => !week.belowThreshold);
  const hidden = list.length - shown.length;
  const hiddenNote =
    hidden > 0
      ? write.en
        ? ` ${write.plural(hidden, 'week', 'semana')} stayed hidden below the anonymity minimum.`
        : ` ${write.plural(hidden, 'week', 'semana')} quedaron ocultas bajo el mínimo de anonimato.`
      : '';
  if (intent === 'rate') {
    const series = list.map((week) => `${write.week(week)} ${week.submissionRate}%`).join(', ');
    return write.en
      ? `${span}, the average response rate was **${summary.submissionRate}%** (${series}).`
      : `${span}, la tasa de respuesta promedio fue **${summary.submissionRate}%** (${series}).`;
  }
  if (shown.length === 0) {
    return write.en
      ? `${span}, no week had enough answers to show scores.${hiddenNote}`
      : `${span}, ninguna semana tuvo suficientes respuestas para mostrar puntajes.${hiddenNote}`;
  }
  if (intent === 'score') {
    const series = shown.map((week) => `${write.week(week)} ${week.avgBurnout!.toFixed(1)}`).join(', ');
    const withResults = write.plural(shown.length, 'week', 'semana');
    return write.en
      ? `${span}, the average burnout index was **${summary.avgBurnout!.toFixed(1)}/10** across the ${withResults} ` +
          `with results (${series}).${hiddenNote} The ${REPORTS} page charts it.`
      : `${span}, el índice de agotamiento promedio fue **${summary.avgBurnout!.toFixed(1)}/10** en las ` +
          `${withResults} con resultados (${series}).${hiddenNote} La página ${REPORTS} lo muestra en gráfica.`;
  }
  const peak = shown.reduce((best, week) => ((week.highRiskCount ?? 0) > (best.highRiskCount ?? 0) ? week : best));
  const series = shown.map((week) => `${write.week(week)} ${highRiskText(write, week)}`).join(', ');
  return write.en
    ? `${span}, the highest weekly count of high-risk answers was **${highRiskText(write, summary)}** (week of ` +
        `${write.week(peak)}); week by week: ${series}.${hiddenNote}`
    : `${span}, el mayor número semanal de respuestas de alto riesgo fue ` +
        `**${highRiskText(write, summary)}** (semana del ` +
        `${write.week(peak)}); semana por semana: ${series}.${hiddenNote}`;
}

/** A week's high-risk count as views show it: "2", or "1 or more" for a small team (small-groups.ts). */
function highRiskText(write: Writer, week: { highRiskCount: number | null; highRiskOrMore: boolean }): string {
  return countText({ count: week.highRiskCount ?? 0, orMore: week.highRiskOrMore }, write.language);
}

/** The latest week with results against the mean of the last 12 weeks' (docs/insights.md). */
async function compareWithAverage(load: Loader, write: Writer): Promise<string> {
  const history = await load.history();
  const list = history.weeks.slice(-12);
  const shown = list.filter((week) => !week.belowThreshold);
  const latest = shown.at(-1);
  if (!latest) return NO_RESULTS[write.language];
  const mean = summariseWeeks(list).avgBurnout!;
  const change = Math.round((latest.avgBurnout! - mean) * 10) / 10;
  const span = `${write.week(list[0]!)}${write.en ? ' to ' : ' al '}${write.week(list.at(-1)!)}`;
  const withResults = write.plural(shown.length, 'week', 'semana');
  if (write.en) {
    const relation =
      change === 0 ? 'the same as' : `${Math.abs(change).toFixed(1)} points ${change > 0 ? 'above' : 'below'}`;
    return (
      `The week of ${write.week(latest)} averaged **${latest.avgBurnout!.toFixed(1)}/10**, ${relation} your 12-week ` +
      `average of **${mean.toFixed(1)}/10** (${span}, ${withResults} with results). The ${REPORTS} page charts each ` +
      `week.`
    );
  }
  const relation =
    change === 0
      ? 'igual que'
      : `${Math.abs(change).toFixed(1)} puntos ${change > 0 ? 'por encima de' : 'por debajo de'}`;
  return (
    `La semana del ${write.week(latest)} tuvo un promedio de **${latest.avgBurnout!.toFixed(1)}/10**, ${relation} su ` +
    `promedio de 12 semanas de **${mean.toFixed(1)}/10** (del ${span}, ${withResults} con resultados). La página ` +
    `${REPORTS} muestra cada semana.`
  );
}

/** The weeks of a window below the anonymity minimum, each with its answers and how many more it needed. */
/** The help section that says when a week's scores appear, and why there is a minimum. */
const WHEN_SCORES_APPEAR = '[When scores appear](/tutorials#reading-dashboard-data)';

async function hiddenWeeks(load: Loader, write: Writer, weeks: 4 | 12 | 24): Promise<string> {
  const history = await load.history();
  const hidden = history.weeks.slice(-weeks).filter((week) => week.belowThreshold);
  if (hidden.length === 0) {
    return write.en
      ? `No week of the last ${weeks} was hidden: every closed round had enough answers.`
      : `Ninguna de las últimas ${weeks} semanas quedó oculta: cada ronda cerrada tuvo suficientes respuestas.`;
  }
  const lines = hidden.map((week) => {
    const needed = history.threshold - week.responseCount;
    return write.en
      ? `- The week of ${write.week(week)} had ${write.plural(week.responseCount, 'answer', 'respuesta')} and needed ` +
          `${needed} more.`
      : `- La semana del ${write.week(week)} tuvo ${write.plural(week.responseCount, 'answer', 'respuesta')} y le ` +
          `faltaron ${needed}.`;
  });
  return write.en
    ? [
        `${write.plural(hidden.length, 'week', 'semana')} of the last ${weeks} ${hidden.length === 1 ? 'is' : 'are'} ` +
          `hidden: fewer people answered than your anonymity minimum of ${history.threshold}, so ` +
          `${hidden.length === 1 ? 'its' : 'their'} scores stay hidden and the charts show a gap.`,
        lines.join('\n'),
        `The ${REPORTS} page shows every week; why there is a minimum: ${WHEN_SCORES_APPEAR}.`,
      ].join('\n\n')
    : [
        `${write.plural(hidden.length, 'week', 'semana')} de las últimas ${weeks} ` +
          `${hidden.length === 1 ? 'está oculta' : 'están ocultas'}: ` +
          `contestaron menos personas que su mínimo de anonimato de ${history.threshold}, así que sus puntajes no se ` +
          'muestran y las gráficas tienen un hueco.',
        lines.join('\n'),
        `La página ${REPORTS} muestra cada semana; por qué hay un mínimo (en inglés): ${WHEN_SCORES_APPEAR}.`,
      ].join('\n\n');
}
