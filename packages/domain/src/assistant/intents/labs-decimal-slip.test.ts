import { describe, expect, it } from 'vitest';
import { assistantReply } from '../index';
import { askPersona } from '../testing';

// Seventeenth clinician review, zh S3: "餐后两小时血糖 78" from a woman with gestational diabetes on insulin
// was read silently as 78 mg/dL, "normal", while 7.8 mmol/L is above her 2-hour target of 6.7. A whole
// number of 30–199 typed without a unit in a Chinese message, whose two readings mean different things,
// is asked back with both — never judged, never a dose.
const ask = (text: string) => askPersona('pregnant t2 with a prenatal', 'zh-CN', text).text;

describe('a glucose whose decimal point may be lost is asked back', () => {
  it.each([
    [
      '餐后两小时血糖 78，要不要加胰岛素',
      /7\.8 mmol\/L.*高于孕期目标.*78 mg\/dL.*不要按这个数自己加减胰岛素/s,
    ],
    ['空腹血糖 80 高吗', /8 mmol\/L.*80 mg\/dL/s],
  ])('%s', (text, says) => {
    expect(ask(text)).toMatch(says);
  });

  it('a guest with no plan gets the question too', () => {
    const r = assistantReply({
      text: '地特胰岛素8单位，血糖80多正常吗',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/8 mmol\/L.*小数点/);
  });

  it.each([
    // a value with its unit, a decimal value, and two readings that mean the same are answered as they are
    '餐后2小时血糖 7.8 mmol/L 高吗',
    '空腹血糖 5.6 正常吗',
    '空腹血糖 120 高吗',
  ])('%s → no question about the unit', (text) => {
    expect(ask(text)).not.toMatch(/小数点漏打/);
  });

  it('an English message is not asked (US meters print mg/dL)', () => {
    const r = askPersona('diabetes on insulin, glucose 2.6', 'en-US', 'fasting glucose 80, is that ok?');
    expect(r.text).not.toMatch(/decimal point left out/);
  });
});
