import type { Historical } from '@hearth/contracts/dashboard';
import * as echarts from 'echarts/core';
import { trendChartOption } from '../components/trend-chart';
import { TRENDS } from '../trends';
import { exportableWeeks } from './weekly-csv';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CHART = { width: 1000, height: 330 };

/** A trend drawn off screen, as a PNG for the PDF (ECharts, the same chart as on the page). */
function chartImage(option: ReturnType<typeof trendChartOption>): string {
  const chart = echarts.init(document.createElement('div'), undefined, {
    renderer: 'canvas',
    width: CHART.width,
    height: CHART.height,
    devicePixelRatio: 2,
  });
  try {
    chart.setOption(option);
    return chart.getDataURL({ type: 'png', backgroundColor: '#ffffff' });
  } finally {
    chart.dispose();
  }
}

/**
 * The printable report (jsPDF, loaded only when asked for): the three trends as charts and the
 * weekly numbers as a table, for the closed weeks with at least k answers only (docs/anonymity.md).
 */
export async function pdfReport(input: { agencyName: string; history: Historical; generatedOn: string }) {
  const { jsPDF } = await import('jspdf');
  const { history } = input;
  const weeks = exportableWeeks(history);
  const left = history.weeks.length - weeks.length;
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: `Historical report - ${input.agencyName}`, creator: 'Hearth' });
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  const write = (text: string, size: number, style: 'normal' | 'bold' = 'normal', gap = 6) => {
    doc.setFont('helvetica', style).setFontSize(size);
    const lines: string[] = doc.splitTextToSize(text, width);
    doc.text(lines, PAGE.margin, y + size);
    y += lines.length * size * 1.25 + gap;
  };

  write('Historical report', 20, 'bold', 2);
  write(input.agencyName, 13, 'normal', 2);
  write(`Last ${history.weeks.length} closed weeks - generated ${input.generatedOn} by Hearth`, 10, 'normal', 8);
  write(
    `Only weeks with at least ${history.threshold} answers are included, so that no one can be identified` +
      (left > 0 ? `: ${left} week${left === 1 ? ' was' : 's were'} left out.` : '.'),
    10,
    'normal',
    14,
  );

  const points = (value: (typeof TRENDS)[number]['value']) =>
    weeks.map((week) => ({ label: week.weekLabel, value: value(week) }));
  const imageHeight = (width * CHART.height) / CHART.width;
  for (const trend of TRENDS) {
    if (y + imageHeight + 40 > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    write(trend.title, 12, 'bold', 0);
    write(trend.description, 9, 'normal', 4);
    // Deflated: jsPDF stores a PNG's pixels raw unless told to compress them (3.9 MB a chart).
    doc.addImage(
      chartImage(trendChartOption({ ...trend, points: points(trend.value) }, false)),
      'PNG',
      PAGE.margin,
      y,
      width,
      imageHeight,
      undefined,
      'FAST',
    );
    y += imageHeight + 14;
  }

  doc.addPage();
  y = PAGE.margin;
  write('Weekly numbers', 12, 'bold', 6);
  const columns = ['Week of', 'Answers', 'Response rate', 'Average burnout index', 'High-risk answers'];
  const columnX = [0, 90, 170, 270, 400].map((offset) => PAGE.margin + offset);
  const row = (cells: string[], bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(10);
    for (const [index, cell] of cells.entries()) doc.text(cell, columnX[index]!, y + 10);
    y += 18;
  };
  row(columns, true);
  for (const week of weeks) {
    if (y > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    row([
      week.weekOf.slice(0, 10),
      String(week.responseCount),
      `${week.submissionRate}%`,
      `${week.avgBurnout!.toFixed(1)}/10`,
      `${week.highRiskCount ?? 0}${week.highRiskOrMore ? '+' : ''}`,
    ]);
  }
  if (weeks.length === 0) write('No week had enough answers to be included.', 10);
  return doc.output('blob');
}
