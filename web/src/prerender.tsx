import type { Language } from '@hearth/contracts/constants';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { prerenderedMeta } from './lib/page-meta';

/**
 * Build-time rendering of the pages people land on from outside — the landing page and the
 * check-in a staff member opens from a mail — so that a phone paints them from the HTML before any
 * script has run (docs/decisions/064). The client then renders the same page over it.
 */
export async function render(
  url: string,
  language: Language = 'en',
): Promise<{ markup: string; title: string; description: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${url}`));
  if (context instanceof Response) throw new Error(`${url} redirects: it cannot be pre-rendered`);
  const { setStaffLanguage } = await import('./lib/i18n/i18n');
  setStaffLanguage(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as main.tsx renders (StrictMode included), so that the browser can take the
  // page over in place (hydration).
  const markup = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { markup, title: `${prerenderedMeta.title} | Hearth`, description: prerenderedMeta.description };
}
