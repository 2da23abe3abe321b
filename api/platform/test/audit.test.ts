import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../src/eventstore/port';
import { createPostgresEventStore } from '../src/eventstore/postgres';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * `npm run audit -- --agency <id>` as an auditor runs it, on a real database: the agency's history
 * printed and verified, then the attacks on the log itself (triggers switched off, as someone with
 * the database's owner role could): an event changed, an event removed.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const meta = { actorId: null, at: '2026-03-02T12:00:00.000Z' };

describe('npm run audit', () => {
  let db: TestDatabase;
  let store: EventStore;
  let dataDir: string;
  const agencyId = randomUUID();
  const memberId = randomUUID();

  const audit = (agency: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'npx',
        ['tsx', 'api/platform/src/audit/cli.ts', '--agency', agency],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, NODE_ENV: 'test' } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
  const tamper = (statement: string) =>
    db.sql.begin(async (tx) => {
      await tx`alter table events disable trigger events_append_only`;
      await tx.unsafe(statement);
      await tx`alter table events enable trigger events_append_only`;
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-audit-'));
    store = createPostgresEventStore(db.sql);
    const other = randomUUID();
    await store.append(
      `agency-${agencyId}`,
      [{ type: 'AgencyRegistered', data: { agencyId, name: 'Cedar' }, metadata: meta }],
      'no_stream',
    );
    await store.append(
      `agency-${other}`,
      [{ type: 'AgencyRegistered', data: { agencyId: other, name: 'Elm' }, metadata: meta }],
      'no_stream',
    );
    await store.append(
      `member-${memberId}`,
      [
        { type: 'AdminRegistered', data: { memberId, agencyId }, metadata: meta },
        { type: 'EmailVerified', data: { memberId, agencyId }, metadata: meta },
        { type: 'MemberOnboarded', data: { memberId, agencyId }, metadata: meta },
      ],
      'no_stream',
    );
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the agency’s history as JSON Lines, and only its own, and finds the chain intact', async () => {
    const { code, stdout, stderr } = await audit(agencyId);
    expect(stderr).toContain('the hash chain is intact');
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.stream, line.revision, line.type])).toEqual([
      [`agency-${agencyId}`, 0, 'AgencyRegistered'],
      [`member-${memberId}`, 0, 'AdminRegistered'],
      [`member-${memberId}`, 1, 'EmailVerified'],
      [`member-${memberId}`, 2, 'MemberOnboarded'],
    ]);
    expect(lines[0]).toMatchObject({ time: meta.at, data: { agencyId, name: 'Cedar' } });
    expect(lines[0].position).toMatch(/^\d+\/\d+$/);
  }, 60_000);

  it('reports an event changed in the database with its position, and exits 1', async () => {
    await tamper(
      `update events set data = jsonb_set(data, '{name}', '"Forged"') where stream_name = 'agency-${agencyId}'`,
    );
    const { code, stderr } = await audit(agencyId);
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`ALTERED: agency-${agencyId} revision 0 \\(position \\d+/\\d+\\): .*changed`));
  }, 60_000);

  it('reports an event removed from the middle of a stream, and exits 1', async () => {
    await tamper(`delete from events where stream_name = 'member-${memberId}' and stream_revision = 1`);
    const { code, stderr } = await audit(agencyId);
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`ALTERED: member-${memberId} revision 2 .*missing`));
  }, 60_000);

  it('refuses to run without an agency id (exit 2)', async () => {
    expect((await audit('not-an-id')).code).toBe(2);
  }, 60_000);
});
