/**
 * `npm run bench`: every benchmark in one run on this machine, one table each, written to
 * bench/results/latest.md as well. A benchmark whose script is missing is reported, not skipped silently.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './support/processes';

const BENCHES = [
  ['Engine', 'bench/engine.ts'],
  ['API load and memory', 'bench/api.ts'],
  ['PostgreSQL reads against a primary-key SELECT (issue 21.4)', 'bench/pg-reads.ts'],
  ['Lighthouse', 'bench/lighthouse.ts'],
  ['Assistant chat', 'bench/chat.ts'],
  ['Red-flag readers per message (issue 30 §1)', 'bench/triage.ts'],
  ['Data export memory of capped accounts (issue 35)', 'bench/export.ts'],
  ['Health reports', 'bench/reports.ts'],
  ['Phone photos of lab tables (issue 18 §4)', 'bench/photos.ts'],
  ['Phone photos of supplement labels (issue 33 §3)', 'bench/labels.ts'],
  ['Slow clients and upload quota (issue 16.4, 16.5)', 'bench/abuse.ts'],
] as const;

const only = process.argv.slice(2);
const parts: string[] = [
  `# Benchmarks\n`,
  `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.\n`,
];
let failed = false;
for (const [name, script] of BENCHES) {
  if (only.length > 0 && !only.some((o) => script.includes(o))) continue;
  if (!fs.existsSync(path.join(ROOT, script))) {
    parts.push(`## ${name}\n\n(not available: ${script} is missing)\n`);
    continue;
  }
  console.error(`running ${script} …`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (r.status !== 0) {
    failed = true;
    parts.push(
      `## ${name}\n\nFAILED (exit ${r.status}):\n\n\`\`\`\n${(r.stderr || r.stdout).slice(-3000)}\n\`\`\`\n`,
    );
  } else {
    parts.push(`## ${name}\n\n${r.stdout.trim()}\n`);
  }
}
const report = parts.join('\n');
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/latest.md'), report);
console.log(report);
process.exit(failed ? 1 : 0);
