import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The check of the check (`npm run test:gate`, the first step of `npm test`): a test that fails
 * anywhere must fail the run. For each place tests live it plants a test that cannot pass, runs
 * the very npm script `npm test` runs for that place, and expects a non-zero exit naming the planted
 * test. It also reads `npm test` itself: every step joined with `&&`, none through `--workspaces`
 * (npm does not fail such a run when a later workspace fails). The planted files are removed again.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLANTED = 'zz-test-gate-planted';
const plantedTest = (imports: string, test: string) =>
  `${imports}\n\n${test}('${PLANTED}', () => {\n  expect(1).toBe(2);\n});\n`;
const vitestFile = plantedTest("import { expect, it } from 'vitest';", 'it');
const playwrightFile = plantedTest("import { expect, test } from '@playwright/test';", 'test');

const places = [
  { name: 'contracts', file: `contracts/test/${PLANTED}.test.ts`, script: 'test:unit', text: vitestFile },
  { name: 'platform', file: `api/platform/test/${PLANTED}.test.ts`, script: 'test:unit', text: vitestFile },
  { name: 'api', file: `api/test/${PLANTED}.test.ts`, script: 'test:unit', text: vitestFile },
  { name: 'projections', file: `projections/test/${PLANTED}.test.ts`, script: 'test:unit', text: vitestFile },
  { name: 'workflows', file: `workflows/test/${PLANTED}.test.ts`, script: 'test:unit', text: vitestFile },
  { name: 'web unit tests', file: `web/src/${PLANTED}.test.ts`, script: 'test:unit', text: vitestFile },
  { name: 'browser suite', file: `web/e2e/${PLANTED}.spec.ts`, script: 'test:e2e', text: playwrightFile },
];

const problems: string[] = [];
const testScript = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
for (const [name, script] of Object.entries(testScript).filter(
  ([name]) => name === 'test' || name.startsWith('test:'),
)) {
  if (/--workspaces|\s-ws\b/.test(script))
    problems.push(`npm run ${name} runs through --workspaces, which hides a later workspace's failure`);
  if (/(^|[^&|])(;|\|\||(?<!\|)\|(?!\|))/.test(script.replace(/"[^"]*"|'[^']*'/g, ''))) {
    problems.push(`npm run ${name} joins steps with something other than &&: ${script}`);
  }
}
for (const step of ['test:gate', 'test:unit', 'test:e2e']) {
  if (!testScript.test?.includes(`npm run ${step}`)) problems.push(`npm test does not run ${step}`);
}

const cleanUp = () => {
  for (const place of places) rmSync(path.join(root, place.file), { force: true });
};
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
try {
  for (const place of places) {
    writeFileSync(path.join(root, place.file), place.text);
    const started = Date.now();
    const run = spawnSync('npm', ['run', place.script, '--', PLANTED], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    rmSync(path.join(root, place.file), { force: true });
    const output = `${run.stdout}${run.stderr}`;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (run.status === 0)
      problems.push(`a failing test in ${place.name} (${place.file}) left npm run ${place.script} green`);
    else if (!output.includes(PLANTED))
      problems.push(
        `npm run ${place.script} failed, but not on the test planted in ${place.name}:\n${output.slice(-2000)}`,
      );
    else
      console.log(
        `test gate: a failing test in ${place.name} fails npm run ${place.script} (exit ${run.status}, ${seconds} s)`,
      );
  }
} finally {
  cleanUp();
}

if (problems.length > 0) {
  console.error(`\nThe test run does not tell the truth:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('test gate: every place a test can fail fails the run.');
