#!/usr/bin/env node
// `npm test`: repository checks, unit and API tests (domain, api, web), then the browser journeys in
// real Chromium against the built app. `npm run test:slow` (`--slow`): the slow projects instead — the
// API files that kill, restart, attack or fuzz a server, and the slow browser journeys. Which projects
// each runs: scripts/test-projects.mjs. Extra arguments go to every vitest run (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './start.mjs';
import { NPM_TEST, TEST_SLOW } from './test-projects.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const slow = process.argv[2] === '--slow';
const extra = process.argv.slice(slow ? 3 : 2);
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  // Browser tests use Debian's Chromium; test tools never download their own browser.
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium and CJK fonts from Debian for the browser tests…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']);
  } else {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install it: sudo apt-get install -y chromium fonts-noto-cjk`,
    );
    process.exit(1);
  }
}

const browser = (projects) => projects.some((p) => p.startsWith('e2e'));
for (const projects of slow ? TEST_SLOW : NPM_TEST) {
  if (browser(projects)) buildWebIfStale();
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  run('npx', args, browser(projects) ? { CHROMIUM_PATH: CHROMIUM } : {});
}
