import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `npm run build:server`: the server processes and tools compiled to plain JavaScript in
 * `dist/server/` (what the image runs: no TypeScript, no tsx). Our packages are bundled in; every
 * npm dependency stays an import, installed in the image with `npm ci --omit=dev`. The SQL
 * migrations are copied beside the bundles; the Temporal workflow code is bundled by
 * `workflows/src/temporal/bundle-cli.ts` into the same folder.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/server');

const entries = {
  api: 'api/src/main.ts',
  // The worker thread api.js starts in the single-process deployment (ADR 067).
  'background-entry': 'api/src/background-entry.ts',
  projections: 'projections/src/main.ts',
  workflows: 'workflows/src/main.ts',
  replay: 'projections/src/replay-cli.ts',
  audit: 'api/platform/src/audit/cli.ts',
  status: 'workflows/src/status/cli.ts',
  // The deploy step before the processes start (they refuse an older schema).
  migrate: 'api/platform/src/migrate-cli.ts',
};

/** Bare imports of anything but our own packages stay imports, resolved from node_modules at run time. */
const dependenciesStayExternal: Plugin = {
  name: 'dependencies-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hearth/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [dependenciesStayExternal],
});
cpSync(path.join(root, 'api/platform/src/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`build:server: ${Object.keys(entries).join(', ')} in ${path.relative(root, out)}/`);
