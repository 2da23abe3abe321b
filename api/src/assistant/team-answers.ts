import type { CurrentWeek } from '@hearth/contracts/dashboard';
import type { Insight, InsightKind } from '@hearth/contracts/insights';
import { actionText } from '../insights/actions';
import { INSIGHT_WEEKS } from '../insights/queries';
import { DASHBOARD, type Loader, REPORTS, type Writer } from './figure-sources';

/** The assistant's answers about the team and the round in progress, and the insights in words (figures.ts). */
export async function pending(load: Loader, write: Writer): Promise<string> {
  const current = await load.current();
  if (current.round?.status === 'open') {
    const waiting = current.round.invitedCount - current.round.respondedCount;
    return write.en
      ? `**${waiting}** of ${current.round.invitedCount} staff have not answered this week's check-in yet ` +
          `(${current.round.respondedCount} have); it closes ${write.at(current.round.closesAt)}. The Pending Survey ` +
          `Submissions card on the ${DASHBOARD} lists them and sends reminders.`
      : `**${waiting}** de ${current.round.invitedCount} no han contestado el chequeo de esta semana ` +
          `(${current.round.respondedCount} ya lo hicieron); cierra el ` +
          `${write.at(current.round.closesAt)}. La tarjeta de respuestas pendientes del ${DASHBOARD} los muestra y ` +
          'manda recordatorios.';
  }
  const next = current.surveySchedule.nextSurveyAt;
  return write.en
    ? `No check-in is open right now, so nobody is pending.${next ? ` The next one opens ${write.at(next)}.` : ''}`
    : `No hay ningún chequeo abierto ahora, así que nadie está ` +
        `pendiente.${next ? ` El próximo abre el ${write.at(next)}.` : ''}`;
}

export async function staff(load: Loader, write: Writer, intent: 'invited' | 'staff'): Promise<string> {
  const overview = await load.overview();
  if (!overview) {
    return write.en
      ? 'I could not find your agency. Please reload the page and sign in again.'
      : 'No encontré su agencia. Vuelva a cargar la página e inicie sesión otra vez.';
  }
  const { surveyParticipants: people, administrators: admins } = overview;
  if (intent === 'invited') {
    return write.en
      ? `**${people.invitationPending}** staff ${people.invitationPending === 1 ? 'member has' : 'members have'} not ` +
          `accepted their invitation yet, and ${people.active} ${people.active === 1 ? 'is' : 'are'} active.` +
          (admins.invitationPending > 0
            ? ` ${write.plural(admins.invitationPending, 'administrator', 'administrador')} also still invited.`
            : '') +
          ' Resend an invitation from User Management in [Settings](/setup?tab=users).'
      : `**${people.invitationPending}** ${people.invitationPending === 1 ? 'persona no ha' : 'personas no han'} ` +
          `aceptado la invitación todavía, y ${people.active} ` +
          `${people.active === 1 ? 'está activa' : 'están activas'}.` +
          ' Puede volver a mandar una invitación desde User Management en [Settings](/setup?tab=users).';
  }
  return write.en
    ? `${overview.agencyName} has **${people.active}** active staff ${people.active === 1 ? 'member' : 'members'} ` +
        `taking the weekly check-in and ${write.plural(admins.active, 'administrator', 'administrador')}` +
        (people.invitationPending > 0
          ? `; ${people.invitationPending} more staff are invited but have not accepted.`
          : '.')
    : `${overview.agencyName} tiene **${people.active}** ` +
        `${people.active === 1 ? 'persona activa' : 'personas activas'} ` +
        `en el chequeo semanal y ${write.plural(admins.active, 'administrator', 'administrador')}` +
        (people.invitationPending > 0
          ? `; ${people.invitationPending} más están invitadas pero no han aceptado.`
          : '.');
}

export async function nextRound(load: Loader, write: Writer): Promise<string> {
  const current: CurrentWeek = await load.current();
  const { nextSurveyAt, timezone, surveyDay, surveyTime } = current.surveySchedule;
  if (!nextSurveyAt || !surveyDay) {
    return write.en
      ? 'No survey day and time are set yet, so no check-in is planned. Choose them in [Settings](/setup).'
      : 'Todavía no hay día ni hora de encuesta, así que no hay chequeo planeado. Elíjalos en [Settings](/setup).';
  }
  const open = current.round?.status === 'open' ? current.round.closesAt : null;
  return write.en
    ? `${open ? `This week's check-in is open until ${write.at(open)}. ` : ''}Your next check-in opens ` +
        `**${write.at(nextSurveyAt)}** (every ${surveyDay} at ${surveyTime}, ${timezone}).`
    : `${open ? `El chequeo de esta semana está abierto hasta el ${write.at(open)}. ` : ''}Su próximo chequeo abre ` +
        `el ` +
        `**${write.at(nextSurveyAt)}** (cada ${surveyDay} a las ${surveyTime}, ${timezone}).`;
}

/** The parts of the index in Spanish (insights name them in English). */
const DIMENSION_ES: Record<string, string> = {
  Exhaustion: 'el agotamiento',
  Distance: 'la distancia',
  Support: 'la falta de apoyo',
  'Sense of accomplishment': 'la falta de sentido de logro',
};

/** An insight said in Spanish from its parts: which kind, its direction, its figures and weeks. */
function insightInSpanish(insight: Insight, write: Writer): string {
  const first = insight.evidence[0];
  const week = first?.weeks.at(-1);
  const when = week ? ` (semana del ${write.week(week)})` : '';
  if (insight.kind === 'burnout_driver') {
    if (insight.title.startsWith('All parts')) {
      // Each part's change from its usual level, as the English detail lists them.
      const moves = insight.evidence.flatMap((item) => {
        const name = item.label.replace(/, change from its usual level$/, '');
        if (name === item.label || !DIMENSION_ES[name]) return [];
        const sign = item.value >= 0 ? '+' : '−';
        return [`${DIMENSION_ES[name].replace(/^(el|la) /, '')} ${sign}${Math.abs(item.value).toFixed(1)}`];
      });
      const verb = /\brose\b/.test(insight.title) ? 'subieron' : 'bajaron';
      return `Todas las partes del índice ${verb} juntas${when}: ninguna lo encabeza (${moves.join(', ')}).`;
    }
    const dimensions = Object.keys(DIMENSION_ES).filter((name) => insight.title.includes(name));
    const named = dimensions.length > 0 ? dimensions.map((name) => DIMENSION_ES[name]).join(' y ') : insight.title;
    const verb = /\brise\b/.test(insight.title) ? 'Lo que más sube en el índice es' : 'Lo que más pesa en el índice es';
    return `${verb} **${named}**${when}.`;
  }
  if (insight.kind === 'team_split') {
    return (
      `Las respuestas están mucho más dispersas que de costumbre${when}: una parte del equipo puede estar bajo ` +
      'mucha más presión que el resto. Hearth no dice qué parte.'
    );
  }
  // The latest week's level: evidence runs oldest first.
  const level = insight.evidence.findLast((item) => item.label.startsWith('Burnout index, week of'));
  if (insight.kind === 'burnout_direction' && level) {
    const at = ` (semana del ${write.week(level.weeks.at(-1)!)})`;
    const direction = /\brose\b/.test(insight.title)
      ? 'subió a'
      : /\bfell\b/.test(insight.title)
        ? 'bajó a'
        : /\bback to its usual level\b/.test(insight.title)
          ? 'volvió a su nivel habitual:'
          : /\bsteady\b/.test(insight.title)
            ? 'se mantiene estable en'
            : 'está en';
    return `El índice de agotamiento ${direction} **${level.value.toFixed(1)}/10**${at}.`;
  }
  return `**${insight.title}.** ${insight.detail}`;
}

/** Insights always read the same window, whatever period was asked about: one verdict everywhere. */
export async function insightAnswer(load: Loader, write: Writer, kinds: InsightKind[] | null): Promise<string> {
  const weeks = INSIGHT_WEEKS;
  const insights = await load.insights();
  const chosen = kinds ? insights.filter((insight) => kinds.includes(insight.kind)) : insights.slice(0, 3);
  if (chosen.length === 0) {
    if (kinds?.includes('hidden_rounds')) {
      return write.en
        ? `No week of the last ${weeks} was hidden: every closed round had enough answers.`
        : `Ninguna de las últimas ${weeks} semanas quedó oculta: cada ronda cerrada tuvo suficientes respuestas.`;
    }
    return write.en
      ? `There is not enough to go on yet: insights need at least one closed check-in in the last ${weeks} weeks ` +
          'with enough answers to show results.'
      : `Todavía no hay suficiente información: hace falta por lo menos un chequeo cerrado en las últimas ${weeks} ` +
          'semanas con suficientes respuestas.';
  }
  const lines = chosen.map((insight) => {
    const action = insight.actions[0];
    return (
      (write.en ? `**${insight.title}.** ${insight.detail}` : insightInSpanish(insight, write)) +
      (action
        ? `\n${write.en ? 'Suggested' : 'Sugerencia'}: ${actionText(action, write.en ? 'en' : 'es')} ` +
          `(${write.en ? 'Source' : 'Fuente'}: ${action.source})`
        : '')
    );
  });
  return [
    write.en ? `From the last ${weeks} weeks:` : `De las últimas ${weeks} semanas:`,
    ...lines,
    write.en ? `More on the ${DASHBOARD} and ${REPORTS} pages.` : `Más en las páginas ${DASHBOARD} y ${REPORTS}.`,
  ].join('\n\n');
}
