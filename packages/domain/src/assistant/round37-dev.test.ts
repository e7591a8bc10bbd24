import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';
import { redFlagsFor } from '../safety/joined';

// Blind answer round 37 (2026-11-30, development data once its figures were reported): the unsafe answers
// that came from a rule firing where it should not, as classes.

describe('blind answer round 37: rules that fired where they should not', () => {
  it('zh-050, en-059: compound glycyrrhizin’s low-potassium row never answers a potassium of 5.4', () => {
    const yang = '老杨: hepatitis B cirrhosis with ascites, past encephalopathy, K 5.4, 低钠盐 (zh)';
    const zh = askAs({
      locale: 'zh-CN',
      persona: yang,
      text: '家里炒菜一直用的低钠盐，说对腹水好。他现在血钾5.4，还在吃安体舒通，这个盐还能接着用吗？',
    });
    expect(zh.text).not.toMatch(/椰子水每250毫升约含钾600毫克，可以喝|复方甘草酸苷本身就会让血钾降低/);
    expect(zh.text).toMatch(/低钠盐/);
    const en = askAs({
      locale: 'en-US',
      persona: yang,
      text: "I'm typing for my dad, 71, hep B cirrhosis with fluid in his belly. We switched to the low sodium salt because the doctor said cut salt. But now his potassium is 5.4. Is the salt substitute a problem?",
    });
    expect(en.text).not.toMatch(/so it is a good choice|Compound glycyrrhizin itself lowers potassium/);
    // A low potassium still gets it.
    const low = askAs({
      locale: 'zh-CN',
      persona: '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)',
      text: '妈妈一直在吃复方甘草酸苷保肝，血钾3.28，还老拉肚子吃着易蒙停。想给她冲点蛋白粉加上补钾，喝椰子水可以吗？',
    });
    expect(low.text).toMatch(/^\*\*复方甘草酸苷本身就会让血钾降低/);
  });

  it('en-010–012: "too much calcium all together?" is no high blood calcium — no "stop the calcium and vitamin D now"', () => {
    const edna =
      'Edna: 84, hypoparathyroidism on calcitriol and a thiazide, prescribed calcium and her own Tums (en)';
    const previous =
      'Good morning. I am 84 and take two Caltrate a day that my doctor prescribed. I also keep a roll of Tums on my nightstand for heartburn and chew two most nights. Is that too much calcium all together?';
    for (const text of [
      previous,
      'But my calcium came back low, 8.1. Wouldn’t that mean I need more, not less?',
      'And the vitamin D? There is some in the Caltrate, then I take a D3 2000, the Centrum Silver, and the calcitriol the endocrinologist gives me.',
    ]) {
      const r = askAs({ locale: 'en-US', persona: edna, text, ...(text === previous ? {} : { previous }) });
      expect(r.text).not.toMatch(/With a high blood calcium, stop/);
    }
    // A high calcium said still gets it.
    const high = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      text: 'my blood calcium is high, 11.2 — should I stop my vitamin D and calcium?',
    });
    expect(high.text).toMatch(/stop the vitamin D, the calcium tablets/);
  });

  it('zh-021: a source line carries no note of ours in English', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona:
        'Edna: 84, hypoparathyroidism on calcitriol and a thiazide, prescribed calcium and her own Tums (en)',
      text: '钙片和骨化三醇一起吃有问题吗',
    });
    expect(r.text).not.toMatch(/checked against the maker/);
  });

  it('zh-015: a pregnancy-only NSAID text never answers a mother after the birth', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'Brianna: 12 days after a caesarean, breastfeeding on Tylenol #3 (en)',
      text: '剖腹产第12天，纯母乳。医生开了Tylenol #3和ibuprofen止疼，我看网上说吃可待因喂奶要小心，宝宝会不会嗜睡啊，好担心',
    });
    expect(r.text).not.toMatch(/孕期不要自己吃布洛芬/);
    const pregnant = askAs({
      locale: 'zh-CN',
      persona: 'healthy woman',
      text: '怀孕30周了，腰疼能吃布洛芬吗',
    });
    expect(pregnant.text).toMatch(/^\*\*孕期不要自己吃布洛芬/);
  });

  it('zh-018: a ciclosporin level below the target typed is the transplant team today, not an emergency card', () => {
    const text =
      '我心脏移植后一直吃Neoral环孢素，最近心情很down，自己买了St John’s wort圣约翰草吃。这次环孢素浓度才62，目标100-150，会不会跟它有关系？';
    expect(redFlagsFor(text)).toEqual([]);
    const r = askAs({
      locale: 'zh-CN',
      persona: 'Jun: heart transplant on Neoral with St John’s wort and pomelo, ciclosporin 62 (en)',
      text,
    });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/低于你说的目标（100–150 ng\/mL）/);
    expect(r.text).toMatch(/今天就联系移植团队/);
    expect(r.text).toMatch(/圣约翰草/);
    const en = askAs({
      locale: 'en-US',
      persona: 'Jun: heart transplant on Neoral with St John’s wort and pomelo, ciclosporin 62 (en)',
      text: 'my cyclosporine level came back 62, target 100-150, is that bad?',
    });
    expect(en.text).toMatch(/below the target you gave \(100–150 ng\/mL\)/);
    // Signs of rejection or a fever keep the card.
    expect(
      redFlagsFor('kidney transplant, tacrolimus level 4.1, and I have a fever and my graft is sore').length,
    ).toBeGreaterThan(0);
  });

  it('zh-005: a learned pregnancy-bleeding reading stands only with bleeding told (a blood count is no bleed)', () => {
    expect(
      redFlagsFor(
        '孕20周，克罗恩病，铁蛋白才11，血红蛋白10.1。一直在吃Slow Fe，但是一吃肚子就绞着疼还拉，本来克罗恩就容易闹肚子😩 能换别的铁吗？听说可以输铁？',
      ),
    ).toEqual([]);
    expect(redFlagsFor('怀孕8周 下面出血了 肚子疼').map((h) => h.kind)).toContain('pregnancy_bleeding');
    expect(redFlagsFor('pregnant 10 weeks, cramping and spotting').map((h) => h.kind)).toContain(
      'pregnancy_bleeding',
    );
  });

  it('zh-047: oxaliplatin’s cold-triggered throat tightness days after a dose is no anaphylaxis card; during the drip it is', () => {
    expect(
      redFlagsFor(
        '打完奥沙利铂那几天他说手一碰凉的就麻，喝口凉水嗓子都发紧。饮食上要注意啥？大夏天的冰西瓜能吃不',
      ),
    ).toEqual([]);
    expect(redFlagsFor('打奥沙利铂的时候突然喘不上气，嘴唇肿了').map((h) => h.kind)).toContain('anaphylaxis');
  });
});
