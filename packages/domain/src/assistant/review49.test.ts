/**
 * Forty-ninth blind clinician review (serious findings fixed after it), in words of our own.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { askWith } from './testing-ask';

vi.setConfig({ testTimeout: 30_000 });

const AFTER_WHIPPLE = youngWoman({
  nickname: 'R',
  gender: 'male',
  age: 61,
  heightCm: 168,
  weightKg: 57,
  conditions: ['cancer'],
  goals: ['weight_gain'],
});

describe('en S5: the weight now, never the amount lost', () => {
  it('the figures are for 57 kg', () => {
    const r = askWith(
      'R49',
      AFTER_WHIPPLE,
      'en-US',
      'since the pancreas surgery I lost 15 kilos (72 to 57kg). how many calories a day to gain it back?',
    );
    expect(r.text).toMatch(/1700–2000 kcal/);
    expect(r.text).toMatch(/68–86 g/);
    expect(r.text).not.toMatch(/450–550/);
  });

  it('told in Chinese, the protein is for 57 kg and nothing is worked out for 15 kg', () => {
    const r = askWith(
      'R49',
      AFTER_WHIPPLE,
      'zh-CN',
      '胰腺手术后瘦了15公斤，从72掉到57公斤，想长回来，一天吃多少热量？',
    );
    expect(r.text).toMatch(/68–86/);
    expect(r.text).not.toMatch(/450–550|18–23/);
  });
});

describe('en S4, zh P4-S1: a domperidone dose asked about is added up against the 30 mg a day maximum', () => {
  const NURSING = youngWoman({ nickname: 'J', age: 34, lifeStage: 'lactating', medicines: ['domperidone'] });
  it.each([
    [
      'en-US',
      'my doc put me on motilium 20 mg four times a day to boost milk, is that too much?',
      /80 mg a day is above the 30 mg/,
    ],
    ['zh-CN', '为了下奶吃吗丁啉，一次两片一天三次，会不会太多', /每天60毫克，超过了每天最多30毫克/],
    ['en-US', 'what is the max dose of domperidone?', /at most 30 mg a day/],
  ] as const)('%s: "%s"', (locale, text, says) => {
    const r = askWith('J49', NURSING, locale, text);
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
});

describe('zh P3-S1: grapefruit with oxycodone is the CYP3A4 danger, never "no known interaction"', () => {
  const ON_OXYCODONE = youngWoman({ nickname: 'L', gender: 'male', age: 61, medicines: ['oxycodone'] });
  it.each([
    ['zh-CN', '在吃奥施康定，家里人买了西柚汁给我开胃，一天一杯行不行', /羟考酮的量可升高约1\.7倍/],
    ['zh-CN', '吃羟考酮可以吃柚子吗', /羟考酮/],
    ['en-US', 'my dad takes oxycontin, can he have a grapefruit with breakfast?', /oxycodone|Oxycodone/],
  ] as const)('%s: "%s"', (locale, text, says) => {
    const r = askWith('L49', ON_OXYCODONE, locale, text);
    expect(r.text).toMatch(says);
    expect(r.text).toMatch(locale === 'zh-CN' ? /呼吸变慢/ : /breathing/);
    expect(r.text).not.toMatch(/没有.{0,12}已知相互作用|no known interaction/);
  });
});

describe('zh P2-S1: a prescribed 5 mg folic acid on sulfasalazine in pregnancy is kept, never a 0.4 mg bridge', () => {
  const PREGNANT_ON_SULFASALAZINE = youngWoman({
    nickname: 'Y',
    age: 29,
    lifeStage: 'pregnant_t2',
    gestationalWeek: 14,
    conditions: ['ibd'],
    medicines: ['sulfasalazine'],
  });
  it.each([
    [
      'zh-CN',
      '医生给我开了5mg叶酸一天一片，吃柳氮磺吡啶的，网上说0.4就够，我能不能掰一半吃',
      /照医生开的继续吃，不要减半/,
    ],
    [
      'en-US',
      'on sulfasalazine and 14 weeks pregnant, GP gave me folic acid 5 mg daily but my prenatal has 0.8 — can I cut the 5 mg in half?',
      /keep taking it as prescribed; do not halve it|Do not cut or stop the 5 mg/,
    ],
  ] as const)('%s', (locale, text, keep) => {
    const r = askWith('Y49', PREGNANT_ON_SULFASALAZINE, locale, text);
    expect(r.text).toMatch(keep);
    expect(r.text).not.toMatch(/先每天吃一片普通叶酸|until you have it, take an ordinary 0\.4 mg/);
    expect(r.text).not.toMatch(/评估对胎儿的风险|assess the risk to the baby/);
  });
});
