import { describe, expect, it } from 'vitest';
import { sourceLine } from './shared';

describe('the Chinese source line carries titles, not English notes (blind answer round 7)', () => {
  it('drops a segment that begins with a lower-case English word', () => {
    const line = sourceLine(
      'KDIGO 2024 CKD guideline §3.10 (potassium); dietary potassium is set individually by the kidney team; 中国高血压防治指南（2018年修订版）',
      'zh-CN',
    );
    expect(line).not.toMatch(/dietary potassium is set/);
    expect(line).toMatch(/KDIGO 2024/);
    expect(line).toMatch(/中国高血压防治指南/);
    expect(
      sourceLine(
        '中国居民膳食营养素参考摄入量（2023版）, protein table; pregnancy +0/+15/+30, lactation +25',
        'zh-CN',
      ),
    ).not.toMatch(/pregnancy \+0/);
  });

  it('keeps the English line whole', () => {
    expect(
      sourceLine('KDIGO 2024; dietary potassium is set individually by the kidney team', 'en-US'),
    ).toMatch(/dietary potassium is set/);
  });
});
