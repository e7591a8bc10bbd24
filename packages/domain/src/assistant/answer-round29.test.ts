import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 29 (development data once measured before and after): the unsafe answers, as classes.
const GUO = '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)';
const FOLIC_Q = '刚查出来怀孕6周，41岁了，现在还在吃来氟米特、塞来昔布和强的松。叶酸应该吃多大剂量？';

describe('pregnant on leflunomide (zh-081, zh-082)', () => {
  it(
    'stopping asked with no pregnancy word, pregnant in the plan: stop it and call today',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'zh-CN',
        persona: GUO,
        text: '来氟米特要不要马上停？风湿科的号要下周才挂得上',
        previous: FOLIC_Q,
      });
      expect(r.text).toMatch(/^\*\*吃来氟米特或特立氟胺时验孕阳性或月经推迟：说明书要求停药/);
      expect(r.text).not.toMatch(/不要自己停用或调整医生开的药|没有可靠的规则/);
      const en = askAs({
        locale: 'en-US',
        persona: GUO,
        text: 'should I stop the leflunomide right away? I cannot see the rheumatologist until next week',
      });
      expect(en.text).toMatch(/the label says stop it/);
    },
  );

  it(
    'the NSAID text follows the leflunomide text, and the folic acid asked is answered',
    { timeout: 60_000 },
    () => {
      const r = askAs({ locale: 'zh-CN', persona: GUO, text: FOLIC_Q });
      const lead = r.text.indexOf('说明书要求停药');
      const nsaid = r.text.indexOf('非甾体抗炎止痛药');
      expect(lead).toBeGreaterThanOrEqual(0);
      expect(nsaid).toBeGreaterThan(lead);
      expect(r.text).toMatch(/叶酸：按你的方案每天0\.4毫克/);
    },
  );

  it('someone pregnant on ibuprofen alone keeps the NSAID text alone', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'pregnant at week 30 taking ibuprofen for back pain',
      text: 'can i take ibuprofen for my back pain?',
    });
    expect(r.text).toMatch(/^\*\*In pregnancy do not take ibuprofen/);
    expect(r.text).not.toMatch(/leflunomide/i);
  });
});
