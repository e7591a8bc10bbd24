/**
 * `npm run eval:triage-folds`: the leave-one-round-out check of the joined triage reader (ADR 0038).
 * For each blind round already in the training data (`corpus/train/heldout-round<N>-<lang>.jsonl`) it
 * trains the learned reader on everything else — the same `trainTriage` and data as
 * `npm run train:triage`, in memory — and measures the joined reader (`redFlagsFor`, the rules and that
 * fold's model) on the round left out: emergencies caught per language and false alarms. The total over
 * the folds is the honest estimate of a change before a new blind round measures it.
 *
 * The rules and the join are the committed ones: they were written with the earlier rounds in view, so
 * their share of the figures is optimistic; the learned reader's is not.
 *
 * Folds train in parallel child processes (one per core, or TRIAGE_FOLD_JOBS; about 2 CPU minutes each)
 * and are cached in `.triage-folds/` (git-ignored) by the fold's training version and a fingerprint of the
 * features the learned reader sees: a change to the rule table or the join re-measures in seconds; a
 * change to the data, the settings or the framing (clauses.ts, negation) retrains.
 *
 *   npm run eval:triage-folds                 all folds
 *   npm run eval:triage-folds -- --round 16   one fold (--rounds 9,12,16: some)
 *   TRIAGE_SHOW=1 npm run eval:triage-folds   also list the misses and false alarms
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ruleFlagsFor } from '../packages/domain/src/safety/detect.ts';
import { redFlagsFor } from '../packages/domain/src/safety/joined.ts';
import { triageFeatures } from '../packages/domain/src/safety/triage/features.ts';
import {
  triageScore,
  useTriageWeights,
  type TriageWeights,
} from '../packages/domain/src/safety/triage/model.ts';
import {
  parseTriageData,
  TRAIN_SETTINGS,
  trainTriage,
  triageTrainingSet,
  triageVersion,
} from '../packages/domain/src/safety/triage/train.ts';
import { trainingFiles } from './triage-data.ts';

const CACHE = '.triage-folds';
const ROUND_FILE = /^heldout-round(\d+)-(en|zh)\.jsonl$/;

const files = trainingFiles();
const rounds = [
  ...new Set(files.map((f) => ROUND_FILE.exec(f.name)?.[1]).filter((r): r is string => r !== undefined)),
].sort((a, b) => Number(a) - Number(b));

/**
 * What the learned reader sees of all the training data: the fold caches are keyed by it too, since a
 * change to the framing (clauses.ts) or the negation rules changes the features without changing the data.
 */
let seen: string | undefined;
function featureFingerprint(): string {
  if (seen === undefined) {
    const h = createHash('sha256');
    for (const e of triageTrainingSet(files)) h.update(`${triageFeatures(e.text).join(',')}\n`);
    seen = h.digest('hex').slice(0, 16);
  }
  return seen;
}

function foldData(round: string) {
  const left = files.filter((f) => ROUND_FILE.exec(f.name)?.[1] === round);
  const kept = files.filter((f) => !left.includes(f));
  const train = triageTrainingSet(kept);
  const test = left.flatMap((f) => parseTriageData(f.content, f.name));
  return { train, test, version: `${triageVersion(train, TRAIN_SETTINGS)}-${featureFingerprint()}` };
}

const cachePath = (version: string) => join(CACHE, `${version}.json`);

/** A child process: trains one fold and writes its weights to the cache. */
function trainFold(round: string): void {
  const { train, version } = foldData(round);
  const result = trainTriage(train);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cachePath(version), JSON.stringify({ version, ...result.weights }));
}

async function ensureTrained(todo: string[]): Promise<void> {
  const missing = todo.filter((r) => !existsSync(cachePath(foldData(r).version)));
  if (missing.length === 0) return;
  console.error(`training ${missing.length} fold(s): rounds ${missing.join(', ')}`);
  const queue = [...missing];
  const worker = async () => {
    for (let r = queue.shift(); r !== undefined; r = queue.shift()) {
      const round = r;
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [...process.execArgv, process.argv[1]!, '--train-fold', round],
          {
            stdio: 'inherit',
          },
        );
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`fold ${round} failed (${code})`)),
        );
      });
      console.error(`  fold ${round} trained`);
    }
  };
  const jobs = Number(process.env.TRIAGE_FOLD_JOBS) || cpus().length;
  const parallel = Math.max(1, Math.min(jobs, missing.length));
  await Promise.all(Array.from({ length: parallel }, worker));
}

interface Count {
  urgent: number;
  caught: number;
  benign: number;
  alarms: number;
  ruleAlarms: number;
  learnedAlarms: number;
}
const empty = (): Count => ({ urgent: 0, caught: 0, benign: 0, alarms: 0, ruleAlarms: 0, learnedAlarms: 0 });

function measure(round: string, show: string[]): Record<'zh-CN' | 'en-US', Count> {
  const { test, version } = foldData(round);
  useTriageWeights(JSON.parse(readFileSync(cachePath(version), 'utf8')) as TriageWeights);
  const out = { 'zh-CN': empty(), 'en-US': empty() };
  for (const r of test) {
    const c = out[r.locale];
    const joined = redFlagsFor(r.text).map((h) => h.kind);
    if (r.kind !== null) {
      c.urgent++;
      if (joined.length) c.caught++;
      else show.push(`r${round} MISS ${r.locale} ${r.kind}: ${r.text}`);
    } else {
      c.benign++;
      const rules = ruleFlagsFor(r.text).map((h) => h.kind);
      const learned = triageScore(r.text);
      if (rules.length) c.ruleAlarms++;
      if (learned.isUrgent) c.learnedAlarms++;
      if (joined.length) {
        c.alarms++;
        const by = [
          rules.length ? `rules:${rules.join(',')}` : '',
          learned.isUrgent ? `learned:${learned.urgent.toFixed(2)}` : '',
        ]
          .filter(Boolean)
          .join(' ');
        show.push(`r${round} ALARM ${r.locale} → ${joined.join(',')} [${by}]: ${r.text}`);
      }
    }
  }
  useTriageWeights(null);
  return out;
}

const pct = (a: number, n: number) => (n ? `${((a / n) * 100).toFixed(1)} %` : '–');
const frac = (a: number, n: number) => `${a}/${n} (${pct(a, n)})`;

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const trainAt = args.indexOf('--train-fold');
  if (trainAt >= 0) return trainFold(args[trainAt + 1]!);
  const roundAt = args.findIndex((a) => a === '--round' || a === '--rounds');
  const todo = roundAt >= 0 ? args[roundAt + 1]!.split(',') : rounds;
  for (const r of todo)
    if (!rounds.includes(r)) throw new Error(`no held-out round ${r} in the training data`);
  await ensureTrained(todo);

  const show: string[] = [];
  const total = { 'zh-CN': empty(), 'en-US': empty() };
  console.log(
    '| left out | zh-CN caught | en-US caught | both | false alarms zh / en / both | rules alone | learned alone |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const row = (label: string, c: Record<'zh-CN' | 'en-US', Count>) => {
    const zh = c['zh-CN'];
    const en = c['en-US'];
    const benign = zh.benign + en.benign;
    console.log(
      `| ${label} | ${frac(zh.caught, zh.urgent)} | ${frac(en.caught, en.urgent)} | ${frac(zh.caught + en.caught, zh.urgent + en.urgent)} | ${zh.alarms} · ${en.alarms} · ${frac(zh.alarms + en.alarms, benign)} | ${frac(zh.ruleAlarms + en.ruleAlarms, benign)} | ${frac(zh.learnedAlarms + en.learnedAlarms, benign)} |`,
    );
  };
  for (const r of todo) {
    const c = measure(r, show);
    row(`round ${r}`, c);
    for (const locale of ['zh-CN', 'en-US'] as const)
      for (const k of Object.keys(total[locale]) as (keyof Count)[]) total[locale][k] += c[locale][k];
  }
  row('**all folds**', total);
  if (process.env.TRIAGE_SHOW === '1') console.log(`\n${show.join('\n')}`);
}

await main();
