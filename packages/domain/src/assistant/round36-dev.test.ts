import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 36 (2026-11-30, development data once its figures were reported): the unsafe answers
// left after that session, as classes.

describe('blind answer round 36: unsafe answers left', () => {
  it('zh-046 class: black stools on iron beside celecoxib and prednisone go to the doctor today, not "normal"', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)',
      previous:
        '血红蛋白108，铁蛋白12，说是缺铁性贫血。怀孕了补铁吃哪种好，蛋白琥珀酸铁还是多糖铁复合物？能跟钙尔奇D600一块吃吗',
      text: '铁剂一吃就恶心，本来孕吐就厉害，大便还黑黑的，这正常吗？能不能隔一天吃一次',
    });
    expect(r.text).toMatch(/塞来昔布/);
    expect(r.text).toMatch(/今天就联系医生/);
    expect(r.text).toMatch(/隔天/);
    expect(r.text).not.toMatch(/大便变黑是正常的/);
    // In English the triage already sends black stools beside a daily NSAID to care; either way never "normal".
    const en = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      medicines: ['ibuprofen'],
      text: 'my iron pills make me sick and my stools look black, is that ok? I take ibuprofen most days',
    });
    expect(en.urgent || /Ibuprofen[\s\S]*contact your doctor or a clinic today/.test(en.text)).toBe(true);
    expect(en.text).not.toMatch(/are normal on iron|expected/);
  });

  it('without such a medicine, black stools on iron are the iron, with the signs of bleeding named', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'iron deficiency with a multivitamin',
      text: '吃铁剂大便还黑黑的，这正常吗',
    });
    expect(r.text).toMatch(/^\*\*吃铁剂后大便发黑/);
    expect(r.text).toMatch(/柏油/);
    const nausea = askAs({
      locale: 'zh-CN',
      persona: 'iron deficiency with a multivitamin',
      text: '吃铁剂恶心想吐怎么办',
    });
    expect(nausea.text).toMatch(/大便变黑是正常的；但大便像柏油/);
  });

  it('en-033 class: lingzhi and ginseng asked with zanubrutinib go to the oncology team, never "no known interaction"', () => {
    const r = askAs({
      locale: 'en-US',
      persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
      text: "Hey, my dad is 68 and on zanubrutinib for lymphoma. The relatives keep bringing 灵芝 and 人参 for his immunity, every visit there's another box lol. Is it ok for him to take them with his treatment?",
    });
    expect(r.text).toMatch(/^\*\*During cancer treatment \(Zanubrutinib\)/);
    expect(r.text).toMatch(/itself causes bleeding/);
    expect(r.text).not.toMatch(/no known interaction/);
    const zh = askAs({
      locale: 'zh-CN',
      persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
      text: '泽布替尼和人参能一起吃吗',
    });
    expect(zh.text).toMatch(/^\*\*在做肿瘤治疗（泽布替尼）期间，人参先不要自己吃/);
    // Without cancer treatment the honest "no known interaction" stays.
    const plain = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      text: 'can I take ginseng with my metformin?',
    });
    expect(plain.text).toMatch(/no known interaction between \*\*Metformin\*\* and \*\*Ginseng\*\*/);
  });

  it('en-045 class: "MK-7" is the vitamin K2 form, not seven capsules', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)',
      text: 'I started a vitamin K2 MK-7 capsule a few months ago for my bones (it was recommended in a menopause group on facebook). My INR has been all over the place since, could that be connected? I have a mechanical valve.',
    });
    expect(r.text).not.toMatch(/7 servings|700 µg|do not keep to this amount/);
    expect(r.text).toMatch(/do not stop or change it suddenly/);
  });
});
