import type { Historical, HistoricalWeek } from '@hearth/contracts/dashboard';

/**
 * The weeks an export may hold: closed rounds with at least k answers (docs/anonymity.md). A week
 * below k leaves no line at all, not even its response count.
 */
export function exportableWeeks(history: Historical): HistoricalWeek[] {
  return history.weeks.filter((week) => !week.belowThreshold && week.avgBurnout !== null);
}

const HEADER = ['Week of', 'Answers', 'Response rate (%)', 'Average burnout index (1-10)', 'High-risk answers'];

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The reports' weekly numbers as CSV, one line per exportable week, oldest first. */
export function weeklyCsv(history: Historical): string {
  const lines = exportableWeeks(history).map((week) =>
    [
      week.weekOf.slice(0, 10),
      week.responseCount,
      week.submissionRate,
      week.avgBurnout!.toFixed(1),
      `${week.highRiskCount ?? 0}${week.highRiskOrMore ? '+' : ''}`,
    ].map(field),
  );
  return `${[HEADER.map(field), ...lines].map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Offers `content` as a file download. */
export function download(fileName: string, content: Blob) {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
