import { randomUUID } from 'node:crypto';
import { bootPlatform } from '@hearth/platform/boot';
import { loadConfig } from '@hearth/platform/config';
import { connect } from '@hearth/platform/db';
import { createLogger } from '@hearth/platform/logger';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../src/app';

/**
 * A benchmark server in its own process (so the load generator does not share its core):
 * BENCH_MODE=app serves the real Hearth API; BENCH_MODE=baseline serves the ceiling — a bare Hono
 * endpoint that parses the same JSON body and does one INSERT on the same database.
 */
const port = Number(process.env.PORT);
// Stopped with SIGTERM: exit normally, so that a profile asked for with --cpu-prof gets written.
process.once('SIGTERM', () => process.exit(0));
if (process.env.BENCH_MODE === 'baseline') {
  const sql = connect(process.env.DATABASE_URL!, { max: 20 });
  const app = new Hono().post('/baseline', async (c) => {
    const body = await c.req.json();
    await sql`insert into baseline_inserts (id, payload) values (${randomUUID()}, ${JSON.stringify(body)})`;
    return c.json({ ok: true });
  });
  serve({ fetch: app.fetch, port }, () => process.send?.('ready'));
} else {
  const config = loadConfig();
  const platform = await bootPlatform(config, createLogger({ name: 'bench', level: 'warn' }));
  serve({ fetch: createApp(platform).fetch, port }, () => process.send?.('ready'));
}
