import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_PATH } from '../src/temporal/worker';
import { HISTORIES_DIR } from './support/histories';

/**
 * Replays histories recorded from a real Temporal server (by temporal-week.test.ts with
 * RECORD_TEMPORAL_HISTORIES=1, committed in test/fixtures/histories) against today's workflow
 * code, as Temporal does when a worker picks up a running workflow after a deploy: a change that
 * would make a running agency's history unreplayable fails here. Record anew only on purpose (a
 * change to the workflow that ships with a versioning patch), never to make this test pass.
 */
const histories = readdirSync(HISTORIES_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();
const load = (file: string) => historyFromJSON(JSON.parse(readFileSync(`${HISTORIES_DIR}${file}`, 'utf8')));
const CHANGED_WORKFLOWS = fileURLToPath(new URL('./support/changed-workflows.ts', import.meta.url));

describe('agencyRoundsWorkflow history replay', () => {
  it('has the recorded histories: a week ending in continue-as-new, and a schedule change', () => {
    expect(histories).toEqual(['agency-rounds-schedule-change.json', 'agency-rounds-week.json']);
  });

  it.each(histories)(
    'replays %s against today’s code',
    async (file) => {
      await expect(Worker.runReplayHistory({ workflowsPath: WORKFLOWS_PATH }, load(file))).resolves.toBeUndefined();
    },
    60_000,
  );

  it('fails on a workflow that no longer matches the history (it can catch a breaking change)', async () => {
    await expect(
      Worker.runReplayHistory({ workflowsPath: CHANGED_WORKFLOWS }, load('agency-rounds-week.json')),
    ).rejects.toThrow(/Nondeterminism/);
  }, 60_000);
});
