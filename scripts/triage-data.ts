/** Reads triage data files from disk for the scripts and the bench (the parsing is the domain's). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseTriageData,
  triageTrainingSet,
  type TriageExample,
} from '../packages/domain/src/safety/triage/train.ts';

export const TRIAGE_DIR = 'packages/domain/src/safety/triage';

export function readExamples(file: string): TriageExample[] {
  return parseTriageData(readFileSync(file, 'utf8'), file);
}

/** The committed training data files, as the trainer takes them. */
export function trainingFiles(dir = join(TRIAGE_DIR, 'corpus/train')): { name: string; content: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => ({ name: f, content: readFileSync(join(dir, f), 'utf8') }));
}

export function trainingSet(): TriageExample[] {
  return triageTrainingSet(trainingFiles());
}
