import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { fullJson } from './apps/web/build/full-json.ts';

// One runner for every package; `--project` picks a slice. The e2e projects drive real Chromium
// against servers they start themselves, so they run in a vitest run of their own (see scripts/test.mjs).
//
// `npm test` runs repo, domain, api, web and then e2e (scripts/test-projects.mjs). The files that kill,
// restart, attack or fuzz a server take minutes of waiting each and change rarely: they are the project
// api-slow, run by `npm run test:slow` and by .ci/run. scripts/test-layout.test.ts checks that every test file belongs to exactly one project
// and that the two commands together run every project.

const EXCLUDED = ['**/node_modules/**', '**/.git/**'];

/**
 * Vitest's default in a run is one worker fewer than the cores: on CI's 2 cores, one. The files that share
 * nothing but the machine (repo, domain, api with a fresh database per app, web) use every core; the
 * slow API files that kill and restart servers keep one at a time.
 */
const EVERY_CORE = availableParallelism();

/** Paths under apps/api. */
const API_FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const API_SLOW = [
  'test/durability.test.ts', // SIGKILL at random moments, ten restarts
  'test/restart.test.ts', // graceful and hard restarts of a server process
  'test/order-timeout-restart.test.ts', // a payment time-out that outlives a restart
  'test/report-jobs-restart.test.ts', // report jobs across a restart
  'test/extraction-attacks.test.ts', // hostile report files (issue 16.3)
  'test/hardening.test.ts', // issue 16's attacks replayed, cold starts
  'test/slow-clients.test.ts', // slow bodies and connection floods (issue 16.4)
  'test/fuzz.test.ts', // 300 generated requests per route
  // Issue 16's and 35's bounds, each driven to its limit:
  'test/lab-bounds.test.ts', // 51 reports into one plan (16.2)
  'src/modules/files/upload-quota.test.ts', // a day's upload quota and rate used up (16.5)
  'test/unpaid-orders.test.ts', // stock held by unpaid orders until they lapse (16.6, 35)
  'test/account-bounds.test.ts', // a 10 MB export, every per-account cap filled (35)
];
const API = { root: 'apps/api', testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

/**
 * Paths under e2e. Each file starts its own server (own port, own data directory) and its own Chromium, so two
 * files run side by side on CI's two cores.
 */
const E2E = { root: 'e2e', testTimeout: 120_000, hookTimeout: 300_000, maxWorkers: 2 } as const;

export default defineConfig({
  test: {
    projects: [
      // Checks over the whole repository (its tracked files), not one package.
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], maxWorkers: EVERY_CORE } },
      // The domain package is pure (no I/O, no mocks, only lazy caches of its own tables): its files share
      // one module graph per worker instead of loading the knowledge tables again for each of 349 files —
      // a third of the time on the same files (CI time, issue 32 §5).
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
          maxWorkers: EVERY_CORE,
        },
      },
      // The API files share one module graph per worker too (`isolate: false`): each built its own app
      // from a fresh import of the whole server and domain before; every app still gets a fresh database.
      // 19.5 → 12.7 minutes for the project on 2 cores (92 files pass). The slow files that kill and
      // restart servers keep their own processes.
      {
        test: {
          name: 'api',
          ...API,
          isolate: false,
          maxWorkers: EVERY_CORE,
          include: API_FILES,
          exclude: [...EXCLUDED, ...API_SLOW],
        },
      },
      { test: { name: 'api-slow', ...API, include: API_SLOW, maxWorkers: 1 } },
      {
        plugins: [fullJson()],
        test: {
          name: 'web',
          root: 'apps/web',
          // Absolute, so that tools reading this file from the repository root (knip) find it too.
          setupFiles: [fileURLToPath(new URL('./apps/web/src/testing/setup.ts', import.meta.url))],
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          maxWorkers: EVERY_CORE,
        },
      },
      { test: { name: 'e2e', ...E2E, include: ['**/*.e2e.ts'], exclude: EXCLUDED } },
    ],
  },
});
