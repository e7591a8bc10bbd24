import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { fullJson } from './apps/web/build/full-json.ts';

// One runner for every package; `--project` picks a slice. The e2e project drives real Chromium
// against a server it starts itself, so it runs alone (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      // Checks over the whole repository (its tracked files), not one package.
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [fullJson()],
        test: {
          name: 'web',
          root: 'apps/web',
          // Absolute, so that tools reading this file from the repository root (knip) find it too.
          setupFiles: [fileURLToPath(new URL('./apps/web/src/testing/setup.ts', import.meta.url))],
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
