import { PRODUCT_NAME } from '@hearth/contracts/constants';
import type { CurrentWeek } from '@hearth/contracts/dashboard';
import { type CommentThemes, type Insight, SEVERITY_LABELS, themeLine } from '@hearth/contracts/insights';
import { formatDay } from '@hearth/contracts/schedule';
import { coarseCount, countText } from '@hearth/contracts/small-groups';
import { band } from '@hearth/contracts/survey';
import type { MailMessage } from '@hearth/platform/mail/port';
import { type MailBlock, renderMail } from '../mail/render';

/** The digest's top insights: the most urgent first (docs/insights.md). */
const DIGEST_INSIGHTS = 3;

/** What stands out and what to do about it, from the period's insights: the dashboard's own rules. */
function insightBlocks(insights: Insight[]): MailBlock[] {
  const top = insights.slice(0, DIGEST_INSIGHTS);
  const actions = [...new Map(top.flatMap((insight) => insight.actions).map((action) => [action.id, action])).values()];
  const standsOut = top.map((insight) => `• ${SEVERITY_LABELS[insight.severity]}: ${insight.title}. ${insight.detail}`);
  const advice = actions.slice(0, DIGEST_INSIGHTS).map((action) => `• ${action.text} (Source: ${action.source})`);
  return [
    { kind: 'text', text: `What stands out:\n${standsOut.length > 0 ? standsOut.join('\n') : '• Nothing yet.'}` },
    {
      kind: 'text',
      text: `Recommended actions:\n${
        advice.length > 0
          ? advice.join('\n')
          : '• Results are steady. Keep acknowledging your team’s work, and share what you are doing with what ' +
            'they tell you.'
      }`,
    },
  ];
}

/** The digest of the latest closed round (`currentWeek` with `closedOnly`). */
/** What the latest round's comments were about: counts and labels, never a word of a comment. */
function themesBlock(themes: CommentThemes | null): MailBlock[] {
  if (!themes) return [];
  const lines = themes.themes.map((entry) => `• ${themeLine(entry)}`);
  return [
    {
      kind: 'text',
      text:
        `What comments were about (${themes.comments} comments, week of ${themes.weekLabel}):\n` +
        (lines.length > 0 ? lines.join('\n') : '• No common theme.'),
    },
  ];
}

/**
 * The agency's latest signed checkpoint of its history, carried out of the database: kept in a
 * mailbox, it lets an auditor show later that nothing before it was changed or removed (docs/audit.md).
 */
function checkpointBlock(checkpoint: string | null): MailBlock[] {
  if (!checkpoint) return [];
  return [
    {
      kind: 'text',
      text:
        'Checkpoint of your agency’s history (keep this mail: with it, an auditor can check that nothing ' +
        `recorded before it was changed or removed):\n${checkpoint.trimEnd()}`,
    },
  ];
}

export function digestMail(
  to: string,
  agencyName: string,
  week: CurrentWeek,
  insights: Insight[],
  themes: CommentThemes | null,
  checkpoint: string | null,
  dashboardUrl: string,
): MailMessage {
  const timezone = week.surveySchedule.timezone;
  const figures: string[] = [];
  if (!week.round) {
    figures.push('No check-in has closed yet.');
  } else {
    figures.push(
      `Check-in of ${formatDay(week.round.opensAt, timezone)}: ${week.round.respondedCount} of ` +
        `${week.round.invitedCount} staff answered (${week.submissionRate}%).`,
    );
    if (week.results.visible) {
      figures.push(`Average burnout index: ${week.avgBurnout!.toFixed(1)}/10 (${band(week.avgBurnout!)}).`);
      const highRisk = { count: week.highRiskCount ?? 0, orMore: week.highRiskOrMore };
      figures.push(`High-risk answers (index above 8): ${countText(highRisk)}.`);
      if (week.changes.avgBurnout !== null)
        figures.push(
          `Since the previous week: ${week.changes.avgBurnout >= 0 ? '+' : '−'}` +
            `${Math.abs(week.changes.avgBurnout).toFixed(1)} points.`,
        );
    } else {
      const needed = week.results.answersNeeded ?? 0;
      figures.push(
        `Too few answers to show scores: ${needed} more ${needed === 1 ? 'was' : 'were'} needed, as results ` +
          `appear from ${week.results.threshold} answers so that no one can be identified.`,
      );
    }
  }
  const blocks: MailBlock[] = [
    { kind: 'text', text: `Here is this week’s summary for ${agencyName}.` },
    { kind: 'text', text: figures.join('\n') },
    ...insightBlocks(insights),
    ...themesBlock(themes),
    { kind: 'button', label: 'Open the Dashboard', url: dashboardUrl },
    ...checkpointBlock(checkpoint),
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
  // Each round's count coarsened for a small team (contracts/src/small-groups.ts); the subject adds
  // them up, "or more" if any was.
  const counts = alerts.map((alert) => coarseCount(alert.flaggedAnswers, alert.responseCount));
  const total = { count: counts.reduce((sum, count) => sum + count.count, 0), orMore: counts.some((c) => c.orMore) };
  const lines = alerts.map((alert, index) => {
    const count = counts[index]!;
    const one = count.count === 1 && !count.orMore;
    return (
      `Check-in that closed ${formatDay(alert.closedAt, alert.timezone)}: ${countText(count)} of ` +
      `${alert.responseCount} answers ${one ? 'needs' : 'need'} attention.`
    );
  });
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject:
      total.count === 1 && !total.orMore
        ? `1 check-in answer at ${agencyName} needs attention`
        : `${countText(total)} check-in answers at ${agencyName} need attention`,
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
