import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';

/**
 * The production compose file as `docker-compose config` renders it (docs/runbook.md): what an
 * operator's `docker compose up` would run, read without a Docker engine.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SECRETS = {
  SECRET_KEY: 'k',
  POSTGRES_PASSWORD: 'p',
  KURRENTDB_ADMIN_PASSWORD: 'e',
  CHECKPOINT_SIGNING_KEY: 'c',
  SENDGRID_API_KEY: 's',
};

const render = (env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'docker-compose',
      ['-f', 'docker-compose.yml', 'config'],
      { cwd: ROOT, env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

interface Service {
  networks: Record<string, unknown> | string[];
  volumes?: (string | { source: string; target: string; read_only?: boolean })[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  command?: string | string[];
  depends_on?: Record<string, { condition: string }>;
  ports?: unknown[];
  restart?: string;
}

describe('docker-compose.yml, rendered', () => {
  let services: Record<string, Service>;
  let networks: Record<string, { internal?: boolean }>;
  beforeAll(async () => {
    const rendered = await render(SECRETS);
    expect(rendered.code, rendered.stderr).toBe(0);
    ({ services, networks } = parse(rendered.stdout));
  });
  const networksOf = (service: Service) =>
    Array.isArray(service.networks) ? service.networks : Object.keys(service.networks);
  const mounts = (service: Service) =>
    (service.volumes ?? []).map((volume) =>
      typeof volume === 'string' ? volume : `${volume.source}:${volume.target}${volume.read_only ? ':ro' : ''}`,
    );

  it('fails at config, naming it, when a required secret is missing', async () => {
    for (const missing of Object.keys(SECRETS)) {
      const { [missing]: _, ...rest } = SECRETS as Record<string, string>;
      const rendered = await render(rest);
      expect(rendered.code, missing).not.toBe(0);
      expect(rendered.stderr).toContain(`set ${missing}`);
    }
  }, 60_000);

  it('lets every process that sends mail reach the outside, and keeps the engines inside', () => {
    for (const name of ['api', 'workflows'])
      expect(
        networksOf(services[name]!).some((network) => !networks[network]!.internal),
        name,
      ).toBe(true);
    for (const name of ['postgres', 'eventstoredb', 'temporal', 'projections'])
      expect(
        networksOf(services[name]!).every((network) => networks[network]!.internal),
        name,
      ).toBe(true);
  });

  it('gives the app containers the CA certificate only, read-only, never the CA key', () => {
    for (const name of ['api', 'projections', 'workflows']) {
      expect(mounts(services[name]!)).toEqual(['eventstore-ca:/certs/ca:ro']);
    }
    const job = [services['eventstore-certs']!.command].flat().join(' ');
    expect(job).toContain('chmod 600 /certs/ca/ca.key');
    expect(job).toContain('cp /certs/ca/ca.crt /ca-public/ca.crt');
    expect(job).not.toMatch(/cp [^;]*ca\.key/);
    // Renewal: a node certificate 300 days old is issued again.
    expect(job).toMatch(/find \/certs\/node\/node\.crt -mtime \+300/);
  });

  it('runs the app on a supported Node LTS, with an event store URL its client takes', () => {
    const image = readFileSync(`${ROOT}api/Dockerfile`, 'utf8').match(/^FROM node:(\d+)/gm)!;
    for (const from of image) expect(Number(from.replace('FROM node:', ''))).toBeGreaterThanOrEqual(22);
    const environment = services.api!.environment!;
    expect(() => loadConfig({ EVENTSTORE_URL: environment.EVENTSTORE_URL! })).not.toThrow();
  });

  it('checks the workflows process with a health check that lists no job', () => {
    expect(services.workflows!.healthcheck!.test).toEqual([
      'CMD',
      'node',
      'dist/server/status.js',
      '--check',
      'workflows',
    ]);
  });

  it('migrates as a step of its own, once, before any app process starts', () => {
    expect(services.migrate!.command).toEqual(['node', 'dist/server/migrate.js']);
    expect(services.migrate!.restart).toBe('no');
    expect(services.migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of ['api', 'projections', 'workflows']) {
      expect(services[name]!.depends_on!.migrate, name).toEqual({ condition: 'service_completed_successfully' });
      // Over DATABASE_URL a process refuses an older schema instead of migrating it (MIGRATE_ON_START unset).
      expect(services[name]!.environment!.MIGRATE_ON_START, name).toBeUndefined();
    }
  });

  it('serves metrics on ports of their own, inside, published nowhere', () => {
    expect(services.api!.environment!.METRICS_PORT).toBe('9464');
    expect(services.workflows!.environment!.TEMPORAL_METRICS_PORT).toBe('9465');
    const published = JSON.stringify(Object.values(services).map((service) => service.ports ?? []));
    expect(published).not.toMatch(/946[45]/);
  });
});

/** ADR 099 and ADR 110: one heap size and one malloc setting, written in three places that must not drift apart. */
describe('the heap flags the product runs with', () => {
  const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8');
  const heapFlags = (text: string) => [...text.matchAll(/--max-(?:old|semi)-space-size=\d+/g)].map((match) => match[0]);

  it('are the same in the image, in npm start and in the Monday bench', () => {
    const image = heapFlags(/^CMD .*$/m.exec(read('api/Dockerfile'))![0]);
    expect(image).toEqual(['--max-old-space-size=256', '--max-semi-space-size=16']);
    expect(heapFlags(JSON.parse(read('package.json')).scripts.start)).toEqual(image);
    expect(heapFlags(/^const PRODUCT_NODE_FLAGS = .*$/m.exec(read('api/bench/monday.ts'))![0])).toEqual(image);
  });

  it('run with two malloc arenas in the image, in npm start and in the Monday bench', () => {
    expect(/^ENV .*\bMALLOC_ARENA_MAX=2\b/m.test(read('api/Dockerfile'))).toBe(true);
    expect(JSON.parse(read('package.json')).scripts.start).toMatch(/\bMALLOC_ARENA_MAX=2 node\b/);
    expect(/^const PRODUCT_ENV = \{ MALLOC_ARENA_MAX: '2' \};$/m.test(read('api/bench/monday.ts'))).toBe(true);
  });
});
