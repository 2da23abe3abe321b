import { writeFileSync } from 'node:fs';
import { bundleWorkflowCode } from '@temporalio/worker';
import { WORKFLOWS_PATH } from './worker';

/**
 * Writes the Temporal workflow code, bundled for the workflow sandbox, to the file named on the
 * command line (`npm run build:server` puts it beside the compiled worker, which then loads it
 * instead of bundling TypeScript at start).
 */
const target = process.argv[2];
if (!target) throw new Error('Usage: bundle-cli.ts <output file>');
const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH });
writeFileSync(target, code);
console.log(`build:server: Temporal workflow bundle in ${target} (${Math.round(code.length / 1024)} KiB)`);
