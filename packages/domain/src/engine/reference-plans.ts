/**
 * The plans of the reference personas in both locales, without their own version: what the output
 * fingerprint hashes (used by the fingerprint test and `npm run fingerprint:engine`, not at run time).
 */
import { LOCALES } from '../contracts/common';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';
import { outputFingerprintOf } from './version';

function referencePlans(): unknown[] {
  return REFERENCE_PERSONAS.flatMap(([, answers]) =>
    LOCALES.map((locale) => {
      const { engineVersion: _version, ...plan } = planFor(answers, locale);
      return plan;
    }),
  );
}

export function currentOutputFingerprint(): string {
  return outputFingerprintOf(referencePlans());
}
