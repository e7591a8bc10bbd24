import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative base so the same build works at `/` on our server and inside mini-program webviews that
// mount it under a sub-path. The API and the static images come from the same origin in production;
// in development Vite forwards them to the API server.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: './',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/staticImages': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // The first screen's budget is 170 KiB gzip of JS: long-lived libraries get their own chunks so an app
    // change does not bust them; everything else stays in the lazy route chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
