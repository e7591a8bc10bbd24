/**
 * `npm run fingerprint:engine`: recomputes the engine's output fingerprint over the reference personas
 * and writes it to packages/domain/src/engine/output-fingerprint.ts (ADR 0014). Run it when a rule
 * change alters a plan; the version test fails until it is run and committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { currentOutputFingerprint } from '../packages/domain/src/engine/reference-plans.ts';

const FILE = 'packages/domain/src/engine/output-fingerprint.ts';
const fp = currentOutputFingerprint();
const before = readFileSync(FILE, 'utf8');
const after = before.replace(/OUTPUT_FINGERPRINT = '[^']*'/, `OUTPUT_FINGERPRINT = '${fp}'`);
writeFileSync(FILE, after);
console.log(before === after ? `unchanged: ${fp}` : `output fingerprint → ${fp}`);
