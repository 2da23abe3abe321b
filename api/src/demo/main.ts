import { bootPlatform } from '@hearth/platform/boot';
import { fixedClock } from '@hearth/platform/clock';
import { runCommandLine } from '@hearth/platform/command-line';
import { loadConfig } from '@hearth/platform/config';
import { createLogger } from '@hearth/platform/logger';
import { startProjections } from '@hearth/platform/projections/runner';
import { allProjectors } from '@hearth/projections/all';
import { seedDemo } from './seed';
import { HISTORY_WEEKS } from './story';

/**
 * `npm run demo`: seeds a demo agency into the local database, beside a running app or alone
 * (it runs its own projector; two projectors share the work safely). See seed.ts for the story.
 */
await runCommandLine('demo', async () => {
  const config = loadConfig();
  const log = createLogger({ name: 'demo', level: 'warn' });
  const realNow = new Date();
  const clock = fixedClock(realNow);
  const platform = await bootPlatform(config, log, { reuseRunningDatabase: true, clock, maxConnections: 8 });
  const projections = await startProjections({
    sql: platform.sql,
    eventStore: platform.eventStore,
    projectors: allProjectors,
    log,
  });
  try {
    const demo = await seedDemo(platform, clock, realNow);
    console.log(`
Demo agency ready: ${demo.agencyName}
  Sign in at ${config.appOrigin}/auth
  Email:    ${demo.adminEmail}
  Password: ${demo.password}
  The sign-in code arrives at ${config.appOrigin}/dev/mailbox
  ${HISTORY_WEEKS} weeks of history (week 7 below the anonymity threshold) and a round open now.
`);
    return 0;
  } finally {
    await projections.stop();
    await platform.close();
  }
});
