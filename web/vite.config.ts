import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `npm run dev`: Vite on :5173 proxies /api and /dev to the API on :3000. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: true },
});
