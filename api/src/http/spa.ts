import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@hearth/contracts/constants';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';

/**
 * Serves the built web app (`web/dist`): hashed assets with a long cache, and `index.html` for
 * every other page so the client router can take the path. `index.html` is read per page load,
 * so a rebuild while the app runs is served at once; a missing asset is a 404, never the page
 * (a browser holding an older `index.html` then fails visibly instead of running HTML as script).
 * The landing page and the check-in have pre-rendered HTML (docs/decisions/064), the check-in in
 * the reader's language: `?lang=` (staff mails link with it), else the browser's Accept-Language.
 */
export function spaRoutes(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const page = (c: Context, file: string) => {
    c.header('Cache-Control', 'no-cache');
    return readFile(path.join(distDir, 'prerendered', file), 'utf8').then(
      (html) => c.html(html),
      async () => c.html(await readFile(indexFile, 'utf8')),
    );
  };
  return (
    new Hono()
      // Scripts and styles shrink to about a third over gzip: the first visit on a phone loads faster.
      .use('*', compress())
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      })
      .get('/', (c) => page(c, 'landing.html'))
      .get('/survey', (c) => {
        c.header('Vary', 'Accept-Language');
        // Without a link there is no check-in to show: the page renders its "link expired or invalid".
        if (!c.req.query('token')) return page(c, 'none');
        return page(c, `survey-${staffLanguage(c.req.query('lang'), c.req.header('accept-language'))}.html`);
      })
      .use('*', serveStatic({ root: distDir }))
      .get('/assets/*', (c) => c.text('Not found', 404))
      .get('*', async (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(await readFile(indexFile, 'utf8'));
      })
  );
}

/** The language of a pre-rendered staff page: the link's `lang`, else the first English or Spanish preference. */
function staffLanguage(requested: string | undefined, acceptLanguage: string | undefined): Language {
  const known = (value: string | undefined) => LANGUAGES.find((language) => language === value);
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => entry.trim().slice(0, 2).toLowerCase())
    .find((code) => known(code));
  return known(requested) ?? known(preferred) ?? 'en';
}
