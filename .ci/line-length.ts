import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Lines of source at most 120 characters (`npm run lint`). Biome formats code to that width but
 * leaves long strings and comments alone; this names every line that is still longer.
 */
const LIMIT = 120;
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.cjs', '*.css'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !file.startsWith('web/styled-system/'));
const long: string[] = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.length > LIMIT) long.push(`${file}:${index + 1} (${line.length})`);
    });
}
if (long.length > 0) {
  console.error(
    `${long.length} lines are longer than ${LIMIT} characters:\n${long.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`line length: every line of ${files.length} files is at most ${LIMIT} characters.`);
