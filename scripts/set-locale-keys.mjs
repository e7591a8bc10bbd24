#!/usr/bin/env node
// Sets one top-level key of both web catalogs from two JSON fragments, keeping key order stable.
// Used under `flock /tmp/locales.lock` so several people can add their screens' texts in parallel.
// Usage: node scripts/set-locale-keys.mjs <topKey> <zh-CN fragment.json> <en-US fragment.json>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [key, zhFile, enFile] = process.argv.slice(2);
if (!key || !zhFile || !enFile) {
  console.error('usage: set-locale-keys.mjs <topKey> <zh.json> <en.json>');
  process.exit(2);
}
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');
for (const [locale, file] of [
  ['zh-CN', zhFile],
  ['en-US', enFile],
]) {
  const target = path.join(dir, `${locale}.json`);
  const catalog = JSON.parse(fs.readFileSync(target, 'utf8'));
  catalog[key] = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(target, JSON.stringify(catalog, null, 2) + '\n');
}
console.log(`set "${key}" in zh-CN.json and en-US.json`);
