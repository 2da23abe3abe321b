import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * Before the unit tests (`npm test`, `npm run test:unit`): the Temporal suites run against the Temporal
 * CLI's dev server (a real Temporal server with SQLite). On a machine without it, build it from the Go
 * module proxy, once — Go is on every machine we build on, and the binary in Go's bin folder is the cache.
 * v1.5.1 because later versions carry a `replace` directive that `go install` refuses. Set TEMPORAL_CLI
 * or TEMPORAL_ADDRESS to use another CLI or a running server instead.
 */
const VERSION = 'v1.5.1';

function goBin(): string | null {
  try {
    return path.join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin');
  } catch {
    return null;
  }
}

const onPath = spawnSync('sh', ['-c', 'command -v temporal'], { encoding: 'utf8' }).stdout.trim();
const bin = goBin();
const candidates = [
  process.env.TEMPORAL_CLI,
  bin && path.join(bin, 'temporal'),
  path.join(homedir(), 'go/bin/temporal'),
];
const found = candidates.find((candidate) => candidate && existsSync(candidate)) ?? onPath;

if (process.env.TEMPORAL_ADDRESS || found) {
  console.log(`Temporal: ${process.env.TEMPORAL_ADDRESS ? `server at ${process.env.TEMPORAL_ADDRESS}` : found}`);
} else if (!bin) {
  console.error(
    'The Temporal suites need the Temporal CLI, and Go is missing to build it: install Go, or set TEMPORAL_CLI ' +
      '(a temporal binary) or TEMPORAL_ADDRESS (a running server).',
  );
  process.exit(1);
} else {
  console.log(`Temporal CLI missing: building ${VERSION} with go install, once (about ten minutes on a busy machine)…`);
  const built = spawnSync('go', ['install', `github.com/temporalio/cli/cmd/temporal@${VERSION}`], {
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  if (built.status !== 0 || !existsSync(path.join(bin, 'temporal'))) {
    console.error('go install of the Temporal CLI failed (see above).');
    process.exit(1);
  }
  console.log(`Temporal: ${path.join(bin, 'temporal')}`);
}
