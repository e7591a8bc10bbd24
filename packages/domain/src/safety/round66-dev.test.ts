import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 66 (development data once its figures were reported), in words of our own.
describe('a short nosebleed on aspirin that stopped on its own is no bleeding emergency', () => {
  it.each([
    'nosebleed this morning, about a minute, stopped on its own. on low dose aspirin. dry air?',
    'on clopidogrel, nose bled a little after blowing it, stopped by itself',
  ])('%s', (text) => {
    expect(redFlagsFor(text, { medicines: [] }).map((h) => h.kind)).not.toContain('anticoagulant_bleeding');
  });
  it.each([
    'on warfarin, nosebleed for 25 minutes now, still going',
    'on eliquis, nose has been bleeding 30 minutes and wont stop',
  ])('still urgent: %s', (text) => {
    expect(redFlagsFor(text, { medicines: [] }).map((h) => h.kind)).toContain('anticoagulant_bleeding');
  });
});
