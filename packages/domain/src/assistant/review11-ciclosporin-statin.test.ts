/**
 * Eleventh clinician review, zh P1 finding 2 (老郑, membranous nephropathy, no transplant): "立普妥和新山地明
 * 一起吃有没有问题？我最近大腿有点酸" got the statin-aches text ("尽快（几天内）… 大多数人调整后可以继续用药")
 * and "关于你问到的环孢素：…请问你的移植团队或移植药师". Ciclosporin raises atorvastatin exposure several-fold
 * (myopathy, rhabdomyolysis; the atorvastatin label caps it at 10 mg a day with ciclosporin): new muscle
 * aches → the prescriber today, with a CK; dark urine → urgent. Who to ask is the prescriber
 * (nephrologist), not a transplant team he does not have (finding 6).
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { LOCALES } from '../testing';
import { assistantReply } from './index';
import { askPersona } from './testing';

const LAO_ZHENG = '老郑: nephrotic syndrome on ciclosporin with atorvastatin, albumin 21.6 (zh)';
const TRANSPLANT = /移植团队|移植药师|transplant team|transplant pharmacist/i;

describe('ciclosporin with atorvastatin is named as an interaction (zh P1 finding 2)', () => {
  const PAIR = { zh: /环孢素.*阿托伐他汀|阿托伐他汀.*环孢素/s, en: /cyclosporine|ciclosporin/i };
  const CAP = { zh: /10\s*mg/, en: /10 mg/ };
  const TODAY = { zh: /今天|当天/, en: /\btoday\b|same day/i };
  const SLOW = {
    zh: /几天内|大多数人调整后可以继续/,
    en: /within a few days|most people (can )?(carry on|continue)/i,
  };

  it.each([
    ['zh-CN', '立普妥和新山地明一起吃有没有问题？我最近大腿有点酸'],
    ['zh-CN', '环孢素和阿托伐他汀能一起吃吗？腿有点酸痛'],
    ['zh-CN', '吃着新山地明，立普妥20毫克要不要紧？'],
    ['en-US', 'Is it ok to take Lipitor with Neoral? My thighs have been aching lately'],
    ['en-US', 'can I take atorvastatin and cyclosporine together? my legs ache'],
    ['en-US', 'I am on ciclosporin, is my Lipitor 20 mg a problem?'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const text = askPersona(LAO_ZHENG, locale, q).text;
    const zh = locale === 'zh-CN';
    expect(text).toMatch(zh ? PAIR.zh : PAIR.en);
    expect(text).toMatch(zh ? CAP.zh : CAP.en);
    expect(text).toMatch(zh ? TODAY.zh : TODAY.en);
    expect(text).not.toMatch(zh ? SLOW.zh : SLOW.en);
    expect(text).not.toMatch(TRANSPLANT);
  });

  it.each([
    ['zh-CN', '新山地明和立普妥一起吃有没有问题？'],
    ['zh-CN', '环孢素能和阿托伐他汀一起吃吗'],
    ['en-US', 'can atorvastatin be taken with cyclosporine?'],
    ['en-US', 'is Lipitor safe with Neoral?'],
  ] as const)('%s as a guest: "%s"', (locale, q) => {
    const text = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] }).text;
    expect(text).toMatch(locale === 'zh-CN' ? PAIR.zh : PAIR.en);
    expect(text).toMatch(locale === 'zh-CN' ? CAP.zh : CAP.en);
  });

  it.each(LOCALES)('%s: the plan lists the pair among its medicine warnings', (locale) => {
    const answers = new Map(REFERENCE_PERSONAS).get(LAO_ZHENG)!;
    const plan = planFor(answers, locale);
    const all = JSON.stringify(plan.medicineTaboos ?? []);
    expect(all).toMatch(/cyclosporine\+atorvastatin|atorvastatin\+cyclosporine/);
  });

  it.each([
    ['zh-CN', '环孢素浓度186，化验单上写参考100-150，是不是高了？我能不能自己先减成一天一粒'],
    ['zh-CN', '吃新山地明能不能喝柚子汁？'],
    ['en-US', 'can I have pomelo with my Neoral?'],
  ] as const)('%s: no transplant team for a person without a transplant: "%s"', (locale, q) => {
    expect(askPersona(LAO_ZHENG, locale, q).text).not.toMatch(TRANSPLANT);
  });
});
