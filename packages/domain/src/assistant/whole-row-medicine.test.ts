/**
 * Blind answer round 46, zh-063 (development data once reported), in words of our own: a whole-message row that
 * never names the medicine asked about does not answer the message alone — the medicine's part is answered or
 * said plainly, never passed over.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './reply';

describe('a whole-message row and a medicine it never names', () => {
  it('glucosamine for the joints and a clash with methotrexate: both parts answered', () => {
    const r = assistantReply({
      text: '我妈吃氨糖1500mg好几年了，对关节到底有没有用？跟甲氨蝶呤有没有冲突',
      locale: 'zh-CN',
      plan: null,
      medicines: ['methotrexate'],
    });
    expect(r.text).toMatch(/氨糖/);
    expect(r.text).toMatch(/甲氨蝶呤/);
  });
});
