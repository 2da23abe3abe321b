import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
// The brand typeface, self-hosted: Atkinson Hyperlegible Next, made for legibility, with the letters Spanish needs.
import '@fontsource-variable/atkinson-hyperlegible-next/wght.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
