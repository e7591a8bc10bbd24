/**
 * Issue 30 §2, the everyday questions the reviewers asked that the knowledge base can answer — water
 * (and the doctor's fluid limit in heart failure or kidney disease), constipation on iron, red dates
 * and ejiao, gout, D3 or D2, caffeine (200 mg in pregnancy) — and food or drink questions about the
 * person's own medicines answered from knowledge/medicine-diet.ts (pomelo on tacrolimus, salt on
 * lithium, foods on an MAOI, milk with alendronate, alcohol with 头孢). Each must be answered as
 * asked, never as a neighbouring topic or "outside what I can answer".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';

const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('everyday questions answered as asked', () => {
  it.each<[string, 'zh-CN' | 'en-US', RegExp, string[]?]>([
    ['我一天该喝多少水', 'zh-CN', /1500–1700毫升/],
    ['how much water should i drink per day', 'en-US', /2\.7 litres/],
    ['心衰的人每天喝多少水合适', 'zh-CN', /医生给你定了每天的液体量/],
    ['on furosemide, how much water a day?', 'en-US', /fluid limit/, ['furosemide']],
    ['吃铁剂以后便秘了怎么办', 'zh-CN', /便秘很常见/],
    ['my iron tablets make me constipated', 'en-US', /Constipation on iron/],
    ['多吃红枣能补铁吗', 'zh-CN', /红枣、桂圆、阿胶、红糖其实不是好的补铁食物/],
    ['is ejiao good for anemia', 'en-US', /poor iron sources/],
    ['痛风还能喝啤酒吗', 'zh-CN', /啤酒/],
    ['gout - is fruit juice ok?', 'en-US', /fructose/],
    ['维生素D3和D2哪个好', 'zh-CN', /D3还是D2/],
    ['is D2 as good as D3?', 'en-US', /D3 or D2/],
    ['一天喝几杯咖啡没问题', 'zh-CN', /400毫克/],
    ['怀孕了咖啡因每天最多多少', 'zh-CN', /200毫克/],
    ['how much caffeine is safe when pregnant', 'en-US', /200 mg/],
  ])('%s (%s)', (text, locale, expected, medicines = []) => {
    const r = ask(text, locale, medicines);
    expect(r.intent).not.toBe('out_of_scope');
    expect(r.text).toMatch(expected);
  });
});

describe('food and drink with the person’s own medicines', () => {
  it.each<[string, 'zh-CN' | 'en-US', string[], RegExp]>([
    ['他克莫司能吃柚子吗', 'zh-CN', [], /柚子/],
    ['is pomelo ok with my transplant meds', 'en-US', ['tacrolimus'], /pomelo/],
    ['吃碳酸锂要低盐饮食吗', 'zh-CN', [], /不要突然低盐饮食/],
    ['on lithium, should I cut down on salt?', 'en-US', [], /do not start a low-salt diet/],
    ['吃苯乙肼哪些食物不能吃', 'zh-CN', [], /陈年奶酪/],
    ['which foods are dangerous for me?', 'en-US', ['phenelzine'], /aged cheeses/],
    ['can I swallow alendronate with milk', 'en-US', [], /plain water/],
    ['阿仑膦酸钠能用牛奶送服吗', 'zh-CN', [], /白开水/],
    ['吃着头孢能喝酒吗', 'zh-CN', [], /含酒精的药和食物也要避开/],
    ['on metronidazole, can I have a glass of wine?', 'en-US', [], /drink no alcohol/],
  ])('%s (%s)', (text, locale, medicines, expected) => {
    const r = ask(text, locale, medicines);
    expect(r.intent).toBe('medicine_question');
    expect(r.text).toMatch(expected);
  });

  it('a supplement question from someone on lithium is not turned into a salt answer', () => {
    const r = ask('吃维生素D可以吗', 'zh-CN', ['lithium']);
    expect(r.text).not.toMatch(/低盐/);
  });
});

describe('trying for a baby on a medicine that can harm it (issue 31 §1)', () => {
  it.each<[string, 'zh-CN' | 'en-US', string[], RegExp]>([
    ['叶酸吃0.4还是5毫克？', 'zh-CN', ['valproate'], /每天5 mg叶酸/],
    ['我想先自己把药停了再备孕', 'zh-CN', ['valproate'], /不要自己停药/],
    ['吃丙戊酸钠想要孩子怎么办', 'zh-CN', [], /5 mg叶酸/],
    ['can I try for a baby?', 'en-US', ['isotretinoin'], /a month after/],
    ['planning to get pregnant, I take methotrexate', 'en-US', [], /3 months/],
    ['on lisinopril and we want a baby', 'en-US', [], /safe in pregnancy/],
  ])('%s (%s)', (text, locale, medicines, expected) => {
    const r = ask(text, locale, medicines);
    expect(r.intent).toBe('pregnancy_lactation');
    expect(r.text).toMatch(expected);
    // Isotretinoin's label says stop it at once if pregnancy occurs (its row's `ifPregnant`, as
    // leflunomide's): never the general "do not stop" (sixteenth clinician review, zh P5).
    if (medicines.includes('isotretinoin'))
      expect(r.text).toMatch(locale === 'zh-CN' ? /立即停用|不要再吃/ : /must be stopped at once/);
    // Methotrexate before a pregnancy: the change planned with the rheumatologist (its row no longer says
    // "do not stop it yourself": in pregnancy the guidelines stop it at once; thirty-ninth review, en S1).
    else if (/methotrexate/.test(text)) expect(r.text).toMatch(/plan the change/);
    else expect(r.text).toMatch(locale === 'zh-CN' ? /不要自己停药/ : /Do not stop/);
    // never the UL line in place of the prescription dose
    expect(r.text).not.toMatch(/UL/);
  });
});

describe('potassium foods on a potassium-raising medicine (issue 31 §1)', () => {
  it.each<[string, 'zh-CN' | 'en-US', string[]]>([
    ['哪些食物含钾多', 'zh-CN', ['losartan']],
    ['which foods are high in potassium?', 'en-US', ['spironolactone', 'lisinopril']],
    ['my potassium is low, what should I eat?', 'en-US', ['spironolactone', 'lisinopril']],
  ])('%s (%s, on %s): no potassium-rich food list, no supplement push', (text, locale, medicines) => {
    const r = ask(text, locale, medicines);
    expect(r.text).not.toMatch(
      /富含钾的常见食物|Foods rich in potassium|dried apricots, prunes …|supplement can make up/i,
    );
    expect(r.text).not.toMatch(/\d+ mg\s*$/m);
  });
  it('without such a medicine the list is given', () => {
    expect(ask('哪些食物含钾多', 'zh-CN').text).toMatch(/富含钾的常见食物/);
  });
});
