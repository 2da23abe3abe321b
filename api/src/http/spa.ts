import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

/**
 * Serves the built web app (`web/dist`): hashed assets with a long cache, and `index.html` for
 * every other page so the client router can take the path. `index.html` is read per page load,
 * so a rebuild while the app runs is served at once; a missing asset is a 404, never the page
 * (a browser holding an older `index.html` then fails visibly instead of running HTML as script).
 */
export function spaRoutes(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  return (
    new Hono()
      // Scripts and styles shrink to about a third over gzip: the first visit on a phone loads faster.
      .use('*', compress())
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      })
      .use('*', serveStatic({ root: distDir }))
      .get('/assets/*', (c) => c.text('Not found', 404))
      .get('*', async (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(await readFile(indexFile, 'utf8'));
      })
  );
}
