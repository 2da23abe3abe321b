import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The decision log stays one a newcomer can trust (docs/decisions/README.md). Every ADR
 * (`docs/decisions/NNN-title.md`) opens with `# NNN — title`, a blank line, `Status: …` and
 * `Date: YYYY-MM-DD`; a "superseded" Status names ADRs that exist; a `Measurements:` link finds its
 * heading in docs/performance.md; and the README's table lists every ADR with its file's title, Status
 * and Date, and nothing else. Names every problem and exits 1.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = 'docs/decisions';
const README = `${DIR}/README.md`;
const PERFORMANCE = 'docs/performance.md';

const FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const HEADING = /^# (\d{3}) — (\S.*)$/;
const STATUS = /^Status: (accepted|deprecated|superseded by (\d{3})|superseded in part by (\d{3}) \(.+\))$/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const ROW = /^\| (\d{3}) \| \[(.+)\]\(([^)]+)\) \| (.+) \| ([^|]+) \|$/;
const MEASUREMENTS = /^Measurements: .*\]\(\.\.\/performance\.md#([^)]+)\)/;

interface Adr {
  file: string;
  number: string;
  title: string;
  status: string;
  date: string;
}

const problems: string[] = [];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchors = new Set(
  read(PERFORMANCE)
    .split('\n')
    .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.slice(1, 2) ?? [])
    .map(anchor),
);

const isDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
};

const files = readdirSync(path.join(root, DIR))
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort();
const numbers = new Map<string, string>();
for (const file of files) {
  const number = FILE.exec(file)?.[1];
  if (!number) problems.push(`${DIR}/${file}: not named NNN-title.md`);
  else if (numbers.has(number)) problems.push(`${DIR}/${file}: number ${number} is also ${numbers.get(number)}`);
  else numbers.set(number, file);
}

const adrs: Adr[] = [];
for (const [number, file] of numbers) {
  const where = `${DIR}/${file}`;
  const lines = read(where).split('\n');
  const heading = HEADING.exec(lines[0] ?? '');
  const status = STATUS.exec(lines[2] ?? '');
  const date = DATE.exec(lines[3] ?? '');
  if (!heading) problems.push(`${where}:1: the first line is not "# ${number} — title"`);
  else if (heading[1] !== number) problems.push(`${where}:1: the heading's number ${heading[1]} is not ${number}`);
  if (lines[1] !== '') problems.push(`${where}:2: a blank line must follow the heading`);
  if (!status) {
    problems.push(
      `${where}:3: not "Status: accepted", "Status: superseded by NNN", ` +
        '"Status: superseded in part by NNN (what part)" or "Status: deprecated"',
    );
  }
  if (!date) problems.push(`${where}:4: not "Date: YYYY-MM-DD"`);
  else if (!isDay(date[1]!)) problems.push(`${where}:4: ${date[1]} is not a day`);
  if (lines[4] !== undefined && lines[4] !== '' && !lines[4].startsWith('Split from ADR ')) {
    problems.push(`${where}:5: a blank line (or "Split from ADR …") must follow the Date`);
  }
  if (status) {
    const named = [status[2] ?? status[3], ...[...status[0].matchAll(/ADR (\d{3})/g)].map((match) => match[1])];
    for (const other of named) {
      if (!other) continue;
      if (other === number) problems.push(`${where}:3: superseded by itself`);
      else if (!numbers.has(other)) problems.push(`${where}:3: names ADR ${other}, which has no file in ${DIR}`);
    }
  }
  lines.forEach((line, index) => {
    const target = MEASUREMENTS.exec(line)?.[1];
    if (target && !anchors.has(target)) {
      problems.push(`${where}:${index + 1}: ${PERFORMANCE} has no heading for #${target}`);
    }
  });
  if (heading && status && date) adrs.push({ file, number, title: heading[2]!, status: status[1]!, date: date[1]! });
}

const rows = new Map<string, { link: string; title: string; status: string; date: string }>();
read(README)
  .split('\n')
  .forEach((line, index) => {
    const row = ROW.exec(line);
    if (!row) return;
    const [, number = '', title = '', link = '', status = '', date = ''] = row;
    if (rows.has(number)) problems.push(`${README}:${index + 1}: ADR ${number} is listed twice`);
    else if (!numbers.has(number)) problems.push(`${README}:${index + 1}: lists ADR ${number}, which has no file`);
    rows.set(number, { link, title, status, date });
  });
for (const adr of adrs) {
  const row = rows.get(adr.number);
  const expected = `| ${adr.number} | [${adr.title}](${adr.file}) | ${adr.status} | ${adr.date} |`;
  if (!row) problems.push(`${README}: no row for ADR ${adr.number}; add\n    ${expected}`);
  else if (row.link !== adr.file || row.title !== adr.title || row.status !== adr.status || row.date !== adr.date) {
    problems.push(`${README}: the row of ADR ${adr.number} differs from its file; it should read\n    ${expected}`);
  }
}

if (problems.length > 0) {
  console.error(
    `${problems.length} problems in the decision log:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`decisions: ${adrs.length} ADRs, each with its Status and Date, all listed in ${README} as they read.`);
