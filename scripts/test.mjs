#!/usr/bin/env node
// `npm test`: repository checks, unit and API tests (domain, api, web), then the browser journeys in
// real Chromium against the built app. Extra arguments go to every vitest run (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extra = process.argv.slice(2);
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

run('npx', [
  'vitest',
  'run',
  '--project',
  'repo',
  '--project',
  'domain',
  '--project',
  'api',
  '--project',
  'web',
  ...extra,
]);
buildWebIfStale();
run('npx', ['vitest', 'run', '--project', 'e2e', ...extra], { CHROMIUM_PATH: CHROMIUM });
