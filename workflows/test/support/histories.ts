import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { History } from '@temporalio/common/lib/proto-utils';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';

/** Histories recorded from the real server, replayed by workflow-replay.test.ts against today's code. */
export const HISTORIES_DIR = fileURLToPath(new URL('../fixtures/histories/', import.meta.url));

/**
 * With RECORD_TEMPORAL_HISTORIES=1 the Temporal suites write what they recorded into the fixtures
 * (then commit them); otherwise the fixtures are left as committed.
 */
export function recordHistory(name: string, history: History): void {
  if (process.env.RECORD_TEMPORAL_HISTORIES !== '1') return;
  writeFileSync(`${HISTORIES_DIR}${name}.json`, `${historyToJSON(history)}\n`);
}
