/**
 * The package graph of docs/architecture.md, enforced in `npm test`. Paths are repository paths;
 * `@hearth/*` imports resolve to them through the npm workspaces.
 */
const CONTRACTS = '^contracts/';
const PLATFORM = '^api/platform/';
const API = '^api/(src|test|bench)/';
const PROJECTIONS = '^projections/';
const WORKFLOWS = '^workflows/';
const WEB = '^web/';
const TESTS = '/(test|e2e|bench)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Files must not import each other in a circle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      from: { path: CONTRACTS },
      to: { path: [PLATFORM, API, PROJECTIONS, WORKFLOWS, WEB] },
    },
    {
      name: 'platform-imports-only-contracts',
      severity: 'error',
      from: { path: PLATFORM },
      to: { path: [API, PROJECTIONS, WORKFLOWS, WEB] },
    },
    {
      name: 'projections-import-contracts-and-platform',
      severity: 'error',
      from: { path: PROJECTIONS, pathNot: TESTS },
      to: { path: [API, WORKFLOWS, WEB] },
    },
    {
      name: 'api-imports-contracts-and-platform',
      comment:
        'Only the entry points start the projector and the worker: the single-process default (main.ts and its ' +
        'background thread) and the demo.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/(main|background-entry|demo/main)\\.ts$' },
      to: { path: [PROJECTIONS, WORKFLOWS, WEB] },
    },
    {
      name: 'workflows-reach-the-api-only-through-background',
      comment: 'Background work runs the same command code as the routes, through one seam (ADR 001).',
      severity: 'error',
      from: { path: WORKFLOWS, pathNot: TESTS },
      to: { path: [API, PROJECTIONS, WEB], pathNot: '^api/src/background\\.ts$' },
    },
    {
      name: 'http-is-middleware',
      comment:
        'api/src/http holds the middleware every route uses; the composition root (api/src/app.ts) wires the ' +
        'features to it, so no arrow runs back up from the middleware to a feature.',
      severity: 'error',
      from: { path: '^api/src/http/' },
      to: { path: '^api/src/', pathNot: '^api/src/http/' },
    },
    {
      name: 'features-do-not-import-the-composition-root',
      comment: 'Only the entry points import api/src/app.ts.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/(main|demo/main)\\.ts$' },
      to: { path: '^api/src/app\\.ts$' },
    },
    {
      name: 'members-do-not-import-auth',
      comment: 'Sign-in builds on members (auth/ imports members/), never the other way round.',
      severity: 'error',
      from: { path: '^api/src/members/' },
      to: { path: '^api/src/auth/' },
    },
    {
      name: 'web-imports-only-contracts',
      severity: 'error',
      from: { path: WEB },
      to: { path: [PLATFORM, API, PROJECTIONS, WORKFLOWS] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'web/styled-system', 'web/dist'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
