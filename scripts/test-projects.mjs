// Which vitest projects (vitest.config.ts) each test command runs, in order. Each entry is one vitest
// run; the browser projects run alone because they drive one Chromium against one server.
// scripts/test-layout.test.ts checks that every project is run by one of these commands.

/** `npm test`: fast enough to run before every commit. */
export const NPM_TEST = [['repo', 'domain', 'api', 'web'], ['e2e']];

/**
 * `npm run test:slow` (and .ci/run after `npm test`): kills, restarts, attacks, fuzzing. The browser
 * journeys, the plan journey included, stay in `npm test`: they are what a user does.
 */
export const TEST_SLOW = [['api-slow']];
