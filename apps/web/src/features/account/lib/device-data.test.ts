import { describe, expect, it } from 'vitest';
import { exportFileName, forgetThisDevice } from './device-data';

describe('forgetThisDevice', () => {
  it('removes every key of the app but the language and units, and the session store', () => {
    localStorage.setItem('access_token', 'jwt');
    localStorage.setItem('measurementSystem', 'us');
    localStorage.setItem('deviceId', 'abc');
    localStorage.setItem('questionnaireDraft', '{}');
    localStorage.setItem('protocolConsent', '{"version":1}');
    localStorage.setItem('language', 'en-US');
    sessionStorage.setItem('questionnaireSpecifySession', '1');
    forgetThisDevice();
    expect(Object.keys(localStorage).sort()).toEqual(['language', 'measurementSystem']);
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(localStorage.getItem('measurementSystem')).toBe('us');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps no language key when none was chosen', () => {
    localStorage.clear();
    localStorage.setItem('access_token', 'jwt');
    forgetThisDevice();
    expect(localStorage.length).toBe(0);
  });
});

describe('exportFileName', () => {
  it('names the day of the export', () => {
    expect(exportFileName(new Date('2026-11-23T10:00:00Z'))).toBe('ai-nutritionist-data-2026-11-23.json');
  });
});
