import { StrictMode, startTransition } from 'react';
import './index.css';
// The brand typeface, self-hosted: Atkinson Hyperlegible Next, made for legibility, with the letters Spanish needs.
import '@fontsource-variable/atkinson-hyperlegible-next/wght.css';

// The big pieces load one after another, each evaluated in a task of its own, so that a slow phone
// never runs one long task of all of them (docs/decisions/064).
const { createRoot, hydrateRoot } = await import('react-dom/client');
const { createBrowserRouter, RouterProvider } = await import('react-router-dom');
const { AppProvider } = await import('./app/provider');
const { routes } = await import('./app/router');

const router = createBrowserRouter(routes);

// A pre-rendered page (docs/decisions/064) stays on screen until the router has loaded the page's
// code, so the first render replaces it with the same page instead of a blank one.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);
// A pre-rendered page is taken over in place (its elements are kept, not painted again); any other
// page is rendered. Either way as a transition, which yields to the browser every few milliseconds,
// so a slow phone never meets one long task.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
