import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UPLOAD_MAX_BYTES } from '@nutri/domain/contracts';
import { declaredType, formatBytes, localProblem } from './files';

describe('localProblem', () => {
  it.each([
    [{ name: 'report.pdf', size: 1000, type: 'application/pdf' }, null],
    [{ name: 'photo.jpg', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'photo.png', size: UPLOAD_MAX_BYTES, type: 'image/png' }, null],
    [{ name: 'photo.webp', size: 5, type: '' }, null],
    [{ name: 'big.png', size: UPLOAD_MAX_BYTES + 1, type: 'image/png' }, 'tooLarge'],
    [{ name: 'photo.heic', size: 1000, type: 'image/heic' }, 'wrongType'],
    [{ name: 'setup.exe', size: 1000, type: 'application/x-msdownload' }, 'wrongType'],
    [{ name: 'notes', size: 1000, type: '' }, 'wrongType'],
    [{ name: 'empty.pdf', size: 0, type: 'application/pdf' }, 'empty'],
    [{ name: 'odd.pdf', size: Number.NaN, type: 'application/pdf' }, 'empty'],
  ] as const)('%o → %s', (file, expected) => {
    expect(localProblem(file)).toBe(expected);
  });

  it('never accepts more than the limit, whatever the type', () => {
    fc.assert(
      fc.property(fc.integer({ min: UPLOAD_MAX_BYTES + 1, max: 2 ** 40 }), fc.string(), (size, type) => {
        expect(localProblem({ name: 'x.pdf', size, type })).not.toBeNull();
      }),
    );
  });
});

describe('declaredType', () => {
  it('prefers the declared type and falls back to the extension', () => {
    expect(declaredType({ name: 'a.PDF', size: 1, type: '' })).toBe('application/pdf');
    expect(declaredType({ name: 'a.pdf', size: 1, type: 'IMAGE/PNG' })).toBe('image/png');
    expect(declaredType({ name: 'a', size: 1, type: '' })).toBe('');
  });
});

describe('formatBytes', () => {
  it('uses B, KB and MB', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 B');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(UPLOAD_MAX_BYTES, 'en-US')).toBe('10 MB');
    expect(formatBytes(-1, 'en-US')).toBe('—');
  });
});
