import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRoutes } from '../../src/http/spa';

describe('serving the built web app', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hearth-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>v1</title>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('serves hashed assets for a year, and a missing one as a 404, not the page', async () => {
    const app = spaRoutes(dist);
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/app-old999.js')).status).toBe(404);
  });

  it('answers every other path with the current index.html, even after a rebuild', async () => {
    const app = spaRoutes(dist);
    const page = await app.request('/reports');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>v1</title>');
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>v2</title>');
    expect(await (await app.request('/dashboard')).text()).toContain('<title>v2</title>');
  });

  it('serves the pre-rendered landing page and check-in, the check-in in the reader’s language', async () => {
    await mkdir(path.join(dist, 'prerendered'));
    for (const file of ['landing.html', 'survey-en.html', 'survey-es.html'])
      await writeFile(path.join(dist, 'prerendered', file), `<!doctype html><title>${file}</title>`);
    const app = spaRoutes(dist);
    const title = async (path: string, headers: Record<string, string> = {}) =>
      /<title>(.*)<\/title>/.exec(await (await app.request(path, { headers })).text())![1];
    expect(await title('/')).toBe('landing.html');
    expect(await title('/survey?token=abc')).toBe('survey-en.html');
    expect(await title('/survey?token=abc&lang=es')).toBe('survey-es.html');
    expect(await title('/survey?token=abc', { 'accept-language': 'fr-FR, es-MX;q=0.8' })).toBe('survey-es.html');
    expect(await title('/survey?token=abc&lang=en', { 'accept-language': 'es' })).toBe('survey-en.html');
    expect((await app.request('/survey?token=abc')).headers.get('vary')).toContain('Accept-Language');
    expect(await title('/survey')).toBe('v2');
    expect(await title('/reports')).toBe('v2');
  });
});
