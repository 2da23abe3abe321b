import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app (`web/dist`): hashed assets with a long cache, and `index.html` for
 * every other page so the client router can take the path.
 */
export function spaRoutes(distDir: string) {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return new Hono()
    // Scripts and styles shrink to about a third over gzip: the first visit on a phone loads faster.
    .use('*', compress())
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('*', serveStatic({ root: distDir }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
