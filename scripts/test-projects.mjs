// Which vitest projects (vitest.config.ts) each test command runs, in order. Each entry is one vitest
// run; the browser projects run in a run of their own: each file starts a server and a Chromium.
// scripts/test-layout.test.ts checks that every project is run by one of these commands.

/** `npm test`: fast enough to run before every commit. */
export const NPM_TEST = [['repo', 'domain', 'api', 'web'], ['e2e']];

/**
 * `npm run test:slow` (and .ci/run after `npm test`): kills, restarts, attacks, fuzzing. The browser
 * journeys, the plan journey included, stay in `npm test`: they are what a user does.
 */
export const TEST_SLOW = [['api-slow']];
