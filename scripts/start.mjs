#!/usr/bin/env node
// `npm start`: build the web app if its build is missing or older than its sources, then run one
// server process that serves both the API and the built app. Signals are passed through so the
// server can close gracefully.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = [path.join(root, 'apps/web'), path.join(root, 'packages/domain/src')];
  return sources.some((dir) => newestMtime(dir) > builtAt);
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  // Vite honours NODE_ENV: a build started from a test runner (NODE_ENV=test) would ship React's dev build.
  const r = spawnSync('npm', ['run', 'build', '-w', '@nutri/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfStale();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
