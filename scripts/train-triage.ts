/**
 * `npm run train:triage`: rebuilds the triage reader's weights (ADR 0038) from the committed training
 * data — `packages/domain/src/safety/triage/corpus/train/*.jsonl` and the phrase table's rows that need no
 * profile — and writes `weights.json`. Same data, same weights: the run is deterministic.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRAIN_SETTINGS, trainTriage, triageVersion } from '../packages/domain/src/safety/triage/train.ts';
import { TRIAGE_DIR, trainingFiles, trainingSet } from './triage-data.ts';

const examples = trainingSet();
const result = trainTriage(examples);
const version = triageVersion(examples, TRAIN_SETTINGS);
const weights = { version, ...result.weights };
writeFileSync(join(TRIAGE_DIR, 'weights.json'), JSON.stringify(weights) + '\n');

const urgent = examples.filter((e) => e.kind !== null).length;
const v = result.validation;
const files = trainingFiles().map((f) => f.name);
console.log(
  `training examples: ${examples.length} (${urgent} urgent, ${examples.length - urgent} not) from ${files.join(', ')} + phrase table`,
);
console.log(
  `classes: ${weights.classes.length}; stored weights: ${weights.entries.length / 3}; version ${version}`,
);
console.log(
  `validation split: recall ${(v.recall * 100).toFixed(1)} % of ${v.positives}, false alarms ${(v.falseAlarms * 100).toFixed(1)} % of ${v.negatives}; threshold ${weights.threshold}`,
);
