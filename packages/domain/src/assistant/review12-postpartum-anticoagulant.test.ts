/**
 * Twelfth clinician review, zh P2 (小琳, three weeks after a caesarean, breastfeeding, on 克赛/enoxaparin):
 * #1 (Serious) "布洛芬喂奶期间能吃吗？一天吃几粒" was "一般认为哺乳期可以用" while her plan listed
 * enoxaparin × ibuprofen as major; #5 "生化汤和益母草还能喝吗" was "cannot check". A breastfeeding answer
 * now leads with the person's own pair (any NSAID with enoxaparin or another anticoagulant), and 生化汤
 * and 益母草 are blood-activating remedies. With the plan and as a guest who names her injection.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { askPersona } from './testing';
import { assistantReply } from './index';

const XIAOLIN = '小琳 postpartum on 克赛 and 布洛芬, breastfeeding (zh)';
const PAIR = {
  zh: /与你正在服用的依诺肝素有相互作用.*（严重）/,
  en: /Interaction with your medicine Enoxaparin.*\(major\)/,
};
const FEEDING_ALONE = { zh: /只看哺乳这一点/, en: /On breastfeeding alone/ };
const NOT_FINE = {
  zh: /\*\*布洛芬：一般认为哺乳期可以用\*\*/,
  en: /\*\*Ibuprofen: generally considered compatible/,
};

describe('an NSAID while breastfeeding on enoxaparin (zh P2 #1, Serious)', () => {
  it.each([
    ['zh-CN', '布洛芬喂奶期间能吃吗？一天吃几粒'],
    ['zh-CN', '喂奶的时候伤口疼，能吃芬必得吗'],
    ['zh-CN', '哺乳期ibuprofen可以吃吗'],
    ['en-US', "I'm breastfeeding, can I take ibuprofen for the pain?"],
    ['en-US', 'is advil ok while nursing'],
  ] as const)('%s with the plan: %s', (locale, q) => {
    const r = askPersona(XIAOLIN, locale, q);
    const k = locale === 'zh-CN' ? 'zh' : 'en';
    expect(r.text).toMatch(PAIR[k]);
    expect(r.text).toMatch(FEEDING_ALONE[k]);
    expect(r.text).not.toMatch(NOT_FINE[k]);
    expect(r.text).toMatch(/Lovenox \(enoxaparin\)/);
    // the pair leads
    expect(r.text.search(PAIR[k])).toBeLessThan(r.text.search(FEEDING_ALONE[k]));
  });

  it.each([
    ['zh-CN', '我在打克赛，喂奶期间能吃布洛芬吗'],
    ['en-US', "I'm on Lovenox injections and breastfeeding, is ibuprofen ok?"],
  ] as const)('%s as a guest who names the injection: %s', (locale, q) => {
    const r = askPersona(XIAOLIN, locale, q, { withPlan: false });
    const k = locale === 'zh-CN' ? 'zh' : 'en';
    expect(r.text).toMatch(k === 'zh' ? /依诺肝素/ : /Enoxaparin/);
    expect(r.text).not.toMatch(NOT_FINE[k]);
  });

  it.each([
    ['naproxen', '萘普生'],
    ['diclofenac', '双氯芬酸'],
    ['ibuprofen', '布洛芬'],
  ])('the class: %s on enoxaparin or warfarin while breastfeeding leads with the pair', (nsaid, zh) => {
    for (const anticoagulant of ['enoxaparin', 'warfarin']) {
      const plan = null;
      const r = assistantReply({
        text: `喂奶期间能吃${zh}吗`,
        locale: 'zh-CN',
        plan,
        medicines: [anticoagulant],
      });
      expect(r.text, `${nsaid} + ${anticoagulant}`).toMatch(/有相互作用.*（严重）/);
    }
  });

  it.each(['zh-CN', 'en-US'] as const)('%s: the plan cites the enoxaparin label for the pair', (locale) => {
    const answers = new Map(REFERENCE_PERSONAS).get(XIAOLIN)!;
    const taboo = planFor(answers, locale).medicineTaboos.find(
      (t) => t.kind === 'drug_interaction' && t.drugId === 'enoxaparin' && t.target === 'ibuprofen',
    );
    expect(taboo).toMatchObject({ severity: 'major' });
    expect(taboo!.source.ref).toMatch(/Lovenox/);
  });
});

describe('生化汤 and 益母草 on enoxaparin (zh P2 #5)', () => {
  it.each([
    ['zh-CN', '我现在还在打克赛，一天一针，生化汤和益母草还能喝吗？', true],
    ['zh-CN', '坐月子喝生化汤，跟依诺肝素有冲突吗', true],
    ['zh-CN', '益母草颗粒能吃吗', false],
    ['en-US', "My mum wants me to drink shenghua tang while I'm on Lovenox, is that ok?", true],
    ['en-US', 'can i take motherwort after birth', false],
  ] as const)('%s: %s', (locale, q, namesInjection) => {
    for (const withPlan of namesInjection ? [true, false] : [true]) {
      const r = askPersona(XIAOLIN, locale, q, { withPlan });
      expect(r.text).toMatch(
        locale === 'zh-CN'
          ? /生化汤（当归、川芎、桃仁等）和益母草都是“活血”的产后方药/
          : /Shenghua decoction.*motherwort/,
      );
      expect(r.text).toMatch(locale === 'zh-CN' ? /先不要喝/ : /do not take them unless your obstetrician/);
      expect(r.text).not.toMatch(/无法核对|could not check|没有可靠的规则|no reliable rule/);
    }
  });
});
