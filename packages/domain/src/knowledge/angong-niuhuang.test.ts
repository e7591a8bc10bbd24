/**
 * Clinician review of the knowledge tables (2026-11-29), item 4: 安宫牛黄丸 (Angong Niuhuang Wan) taken as
 * a long-term "brain tonic" every few days by an 86-year-old with an eGFR of 40 was not recognised. It
 * holds cinnabar (朱砂, mercury sulfide) and realgar (雄黄, arsenic sulfide); its label says not in excess
 * nor long term, and care with liver or kidney impairment (中华人民共和国药典 2020年版一部; 说明书【注意事项】).
 * The plan (typed as a supplement or as a medicine) and the chat say: mercury and arsenic, not a tonic,
 * care with kidney or liver disease, show it to the pharmacist or doctor.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { planFor } from '../engine';
import { resolveMedicine } from '../interactions/resolve';
import { resolveSupplementName } from '../review';
import { LOCALES, person } from '../testing';
import { SUPPLEMENT_OPTIONS } from './supplements';

const ELDER = person('male', 86, 165, 58, 'sedentary');

describe('安宫牛黄丸 is recognised', () => {
  it.each([
    '安宫牛黄丸',
    '安宫',
    '安宫牛黄丸 一周两颗',
    '同仁堂安宫牛黄丸 3g',
    'Angong Niuhuang',
    'Angong Niuhuang Wan',
    'angong niu huang wan',
  ])('%s → angong-niuhuang-wan', (name) => {
    expect(resolveSupplementName(name)?.id).toBe('angong-niuhuang-wan');
  });

  // Look-alikes: 安宫黄体酮 is medroxyprogesterone; other 牛黄 products are other medicines.
  it.each(['安宫黄体酮', '牛黄解毒片', '牛黄上清丸', '片仔癀'])('%s is not 安宫牛黄丸', (name) => {
    expect(resolveSupplementName(name)?.id).not.toBe('angong-niuhuang-wan');
  });

  it('安宫黄体酮 stays medroxyprogesterone in the medicine dictionary', () => {
    expect(resolveMedicine('安宫黄体酮')).toMatchObject({ status: 'resolved', id: 'medroxyprogesterone' });
  });

  it('says mercury and arsenic, not a tonic, kidneys and liver, the pharmacist — in both languages, sourced', () => {
    const row = SUPPLEMENT_OPTIONS.find((o) => o.id === 'angong-niuhuang-wan');
    expect(row?.warning?.avoidIn).toEqual(['everyone']);
    const { zh, en } = row!.warning!.text;
    for (const re of [
      /朱砂（硫化汞）/,
      /雄黄（硫化砷）/,
      /不是补脑、保健的补品/,
      /不宜长期服用/,
      /肾病、肝病/,
      /药师或医生/,
    ])
      expect(zh).toMatch(re);
    for (const re of [
      /cinnabar \(mercury sulfide\)/,
      /realgar \(arsenic sulfide\)/,
      /not a brain tonic/,
      /not to take too much or for long/,
      /kidney or liver disease/,
      /pharmacist or doctor/,
    ])
      expect(en).toMatch(re);
    expect(row!.warning!.source.ref).toMatch(/药典 2020年版 一部.*安宫牛黄丸.*朱砂.*雄黄/);
    expect(row!.warning!.source.ref).toMatch(/说明书【注意事项】.*不宜过量久服.*肝肾功能不全者慎用/);
  });
});

describe.each(LOCALES)('%s plan', (locale) => {
  it('typed as a supplement: avoid, with the warning', () => {
    const p = planFor({ ...ELDER, supplements: [{ name: '安宫牛黄丸', dose: 3, unit: 'g' }] }, locale);
    const r = p.productReviews[0]!;
    expect(r.optionId).toBe('angong-niuhuang-wan');
    expect(r.verdict).toBe('avoid');
    expect(r.issues.join(' ')).toMatch(locale === 'zh-CN' ? /含汞和砷/ : /mercury and arsenic/);
  });

  it('typed as a medicine the dictionary does not know: a known-harm finding, not only "not checked"', () => {
    const p = planFor({ ...ELDER, uncheckedMedicines: ['安宫牛黄丸 一周两颗'] }, locale);
    const f = p.findings.find((x) => x.id === 'products.known-harm:angong-niuhuang-wan');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(
      locale === 'zh-CN' ? /含汞和砷.*药师或医生/ : /mercury and arsenic.*pharmacist or doctor/,
    );
  });
});

describe('the chat says it, with a plan and as a guest', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string][] = [
    ['zh-CN', '我86岁，肾功能eGFR 40，每隔几天吃一颗安宫牛黄丸补脑，可以长期吃吗？'],
    ['zh-CN', '安宫能不能当保健品吃'],
    ['en-US', 'My father (86, eGFR 40) takes Angong Niuhuang every few days as a brain tonic. Is that OK long term?'],
  ];
  it.each(ASKED)('%s: %s', (locale, text) => {
    for (const guest of [false, true]) {
      const plan = guest ? null : storedPlanFor('angong', ELDER, locale);
      const reply = assistantReply({ text, locale, plan, medicines: [] }).text;
      expect(reply, guest ? 'guest' : 'plan').toMatch(
        locale === 'zh-CN'
          ? /含汞和砷，不能当补品经常吃或长期吃/
          : /contains mercury and arsenic: it is not to be taken often or long term/,
      );
      expect(reply).toMatch(locale === 'zh-CN' ? /肾病、肝病/ : /kidney or liver disease/);
      expect(reply).not.toMatch(/no reliable rule|没有可靠的规则/);
    }
  });

  it('a question about 安宫黄体酮 does not get the mercury warning', () => {
    const reply = assistantReply({
      text: '安宫黄体酮可以和钙片一起吃吗？',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    }).text;
    expect(reply).not.toMatch(/含汞和砷/);
  });
});
