import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import postcss, { type Container } from 'postcss';
import type { render as renderPage } from '../src/prerender';

/**
 * `npm run build`, last step: writes the pre-rendered pages into web/dist/prerendered from the
 * server build of src/prerender.tsx (docs/decisions/064). api/src/http/spa.ts serves them for `/`
 * and `/survey` (in the reader's language); every other path gets the plain index.html.
 */
const web = fileURLToPath(new URL('..', import.meta.url));
const { render } = (await import(`${web}dist-ssr/prerender.js`)) as { render: typeof renderPage };
const index = await readFile(`${web}dist/index.html`, 'utf8');
// The styles the page uses go inline: a phone on a slow network paints the page from the HTML alone,
// without waiting for a stylesheet that shares the line with the scripts loading beside it. The app
// starts after that first paint, through /boot.js, which also loads the whole stylesheet.
const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(index);
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
if (!stylesheet || !entry) throw new Error('dist/index.html has no stylesheet or no entry script');
const styles = postcss.parse(await readFile(`${web}dist${stylesheet[1]}`, 'utf8'));
const boot = `<script src="/boot.js" data-entry="${entry[1]}" data-styles="${stylesheet[1]}" defer></script>`;

/** The rules of the stylesheet that can apply to `markup`: those whose classes all appear in it. */
function stylesFor(markup: string): string {
  const used = new Set(
    [...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.replaceAll('&amp;', '&').split(/\s+/)),
  );
  const classesOf = (selector: string) =>
    [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  const keep = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const applies = node.selectors.some((selector) => classesOf(selector).every((name) => used.has(name)));
        if (!applies) node.remove();
      } else if (node.type === 'atrule' && node.nodes && node.name !== 'font-face' && node.name !== 'keyframes') {
        keep(node);
        if (node.nodes.length === 0) node.remove();
      }
    });
  };
  const sheet = styles.clone();
  keep(sheet);
  return sheet.toString();
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const pages = [
  { file: 'landing.html', url: '/', language: 'en' },
  // The token is a stand-in: the page shows the first question while the real link is checked.
  { file: 'survey-en.html', url: '/survey?token=prerendered', language: 'en' },
  { file: 'survey-es.html', url: '/survey?token=prerendered', language: 'es' },
] as const;

await mkdir(`${web}dist/prerendered`, { recursive: true });
for (const page of pages) {
  const { markup, title, description } = await render(page.url, page.language);
  const html = index
    .replace(stylesheet[0], () => `<style>${stylesFor(markup)}</style>`)
    .replace(entry[0], boot)
    .replace('<html lang="en">', `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error(`dist/index.html has no empty root for ${page.file}`);
  await writeFile(`${web}dist/prerendered/${page.file}`, html);
  console.log(`pre-rendered ${page.url} (${page.language}) into dist/prerendered/${page.file}`);
}
