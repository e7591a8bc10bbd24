import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConsent, PROTOCOL_VERSION } from './consent-store';

describe('ProtocolSheet consent record', () => {
  beforeEach(() => localStorage.clear());

  it('accepts only a well-formed record of the current version', () => {
    expect(
      parseConsent({ version: PROTOCOL_VERSION, acceptedAt: '2024-01-01T00:00:00.000Z' }),
    ).not.toBeNull();
    expect(
      parseConsent({ version: PROTOCOL_VERSION - 1, acceptedAt: '2024-01-01T00:00:00.000Z' }),
    ).toBeNull();
    expect(parseConsent({ version: PROTOCOL_VERSION })).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it('persists acceptance under protocolConsent and hydrates it', async () => {
    vi.resetModules();
    const { useConsentStore } = await import('./consent-store');
    expect(useConsentStore.getState().consent).toBeNull();
    useConsentStore.getState().accept(new Date('2024-03-01T08:00:00.000Z'));
    expect(JSON.parse(localStorage.getItem('protocolConsent') ?? 'null')).toEqual({
      version: PROTOCOL_VERSION,
      acceptedAt: '2024-03-01T08:00:00.000Z',
    });
    vi.resetModules();
    const again = await import('./consent-store');
    expect(again.useConsentStore.getState().consent?.acceptedAt).toBe('2024-03-01T08:00:00.000Z');
    again.useConsentStore.getState().withdraw();
    expect(localStorage.getItem('protocolConsent')).toBeNull();
  });
});
