import { PRODUCT_NAME } from '@hearth/contracts/constants';
import type { CurrentWeek } from '@hearth/contracts/dashboard';
import { formatDay } from '@hearth/contracts/schedule';
import { band } from '@hearth/contracts/survey';
import type { MailMessage } from '@hearth/platform/mail/port';
import { type MailBlock, renderMail } from '../mail/render';

/** Recommended actions from the week's figures (rules, not a model: the same numbers give the same advice). */
function recommendations(week: CurrentWeek): string[] {
  const advice: string[] = [];
  if (week.round && week.submissionRate < 70) {
    advice.push(
      `Response rate was ${week.submissionRate}%, below the 70% that keeps results representative. Remind staff that answers are anonymous and take about 3 minutes, and consider a survey time when fewer people are on visits.`,
    );
  }
  if (week.avgBurnout !== null && band(week.avgBurnout) === 'high') {
    advice.push(
      'The average burnout index is in the high range (7 or more). Consider a team debrief, review caseloads ' +
        'and on-call rotas, and remind staff of support resources such as your employee assistance programme and ' +
        'chaplaincy.',
    );
  } else if (week.avgBurnout !== null && band(week.avgBurnout) === 'moderate') {
    advice.push(
      'The average burnout index is moderate (6 to 6.9). Watch next week’s trend and ask teams what would ' +
        'lighten their load.',
    );
  }
  if (week.highRiskCount) {
    advice.push(
      `${week.highRiskCount} answer${week.highRiskCount === 1 ? '' : 's'} scored above 8. Answers are anonymous, so offer support to everyone: a check-in huddle, protected breaks, or time with a counsellor.`,
    );
  }
  if (week.changes.avgBurnout !== null && week.changes.avgBurnout >= 0.5) {
    advice.push(
      `Burnout rose by ${week.changes.avgBurnout.toFixed(1)} points since the previous week: look for what changed (admissions, deaths, staffing).`,
    );
  }
  if (advice.length === 0)
    advice.push(
      'Results are steady. Keep acknowledging your team’s work, and share what you are doing with what they tell you.',
    );
  return advice;
}

/** The digest of the latest closed round (`currentWeek` with `closedOnly`). */
export function digestMail(to: string, agencyName: string, week: CurrentWeek, dashboardUrl: string): MailMessage {
  const timezone = week.surveySchedule.timezone;
  const figures: string[] = [];
  if (!week.round) {
    figures.push('No check-in has closed yet.');
  } else {
    figures.push(
      `Check-in of ${formatDay(week.round.opensAt, timezone)}: ${week.round.respondedCount} of ${week.round.invitedCount} staff answered (${week.submissionRate}%).`,
    );
    if (week.results.visible) {
      figures.push(`Average burnout index: ${week.avgBurnout!.toFixed(1)}/10 (${band(week.avgBurnout!)}).`);
      figures.push(`High-risk answers (index above 8): ${week.highRiskCount}.`);
      if (week.changes.avgBurnout !== null)
        figures.push(
          `Since the previous week: ${week.changes.avgBurnout >= 0 ? '+' : '−'}${Math.abs(week.changes.avgBurnout).toFixed(1)} points.`,
        );
    } else {
      const needed = week.results.answersNeeded ?? 0;
      figures.push(
        `Too few answers to show scores: ${needed} more ${needed === 1 ? 'was' : 'were'} needed, as results appear from ${week.results.threshold} answers so that no one can be identified.`,
      );
    }
  }
  const blocks: MailBlock[] = [
    { kind: 'text', text: `Here is this week’s summary for ${agencyName}.` },
    { kind: 'text', text: figures.join('\n') },
    {
      kind: 'text',
      text: `Recommended actions:\n${recommendations(week)
        .map((line) => `• ${line}`)
        .join('\n')}`,
    },
    { kind: 'button', label: 'Open the Dashboard', url: dashboardUrl },
  ];
  return renderMail({ to, fromName: PRODUCT_NAME, subject: `Weekly summary for ${agencyName}`, blocks });
}

export interface RoundAlert {
  closedAt: Date;
  flaggedAnswers: number;
  responseCount: number;
  timezone: string;
}

export function alertMail(to: string, agencyName: string, alerts: RoundAlert[], dashboardUrl: string): MailMessage {
  const total = alerts.reduce((sum, alert) => sum + alert.flaggedAnswers, 0);
  const lines = alerts.map(
    (alert) =>
      `Check-in that closed ${formatDay(alert.closedAt, alert.timezone)}: ${alert.flaggedAnswers} of ` +
      `${alert.responseCount} answers ${alert.flaggedAnswers === 1 ? 'needs' : 'need'} attention.`,
  );
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject:
      total === 1
        ? `1 check-in answer at ${agencyName} needs attention`
        : `${total} check-in answers at ${agencyName} need attention`,
    blocks: [
      { kind: 'text', text: lines.join('\n') },
      {
        kind: 'text',
        text:
          'An answer needs attention when its burnout index is above 8 or any single question scores above 9. ' +
          'Answers are anonymous: nobody can see who gave them, so reach out to the whole team.',
      },
      { kind: 'button', label: 'Open the Dashboard', url: dashboardUrl },
    ],
  });
}
