/**
 * Fourteenth clinician review, zh P2 #1 and #4 (老爸, 83, nasogastric tube): crushed 拜新同 (nifedipine
 * GITS) and crushed enteric-coated aspirin down the tube got "ask the pharmacist whether it is a
 * controlled-release tablet" and "mix it into a spoonful of soft food". A modified-release or
 * enteric-coated medicine asked about crushing or tube feeding is never crushed or put down a tube from
 * today, and the prescriber or pharmacist is asked today for a form that can go down a tube (拜新同
 * label: 不得咀嚼、掰开或碾碎; RPS 2011; NHS SPS 2022). The class: brands and the form words on the box.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';
import { assistantReply } from './reply';

const P2 = '老爸 83 after a stroke, nasogastric tube, crushed 拜新同 (zh)';
const ASK_PHARMACIST_TO_CHECK = /确认是普通片还是缓释片|confirm it is a plain tablet/;
const SPOONFUL = /一勺软食|spoonful/;

describe('zh P2 #1: 拜新同 (nifedipine GITS) crushed down a nasogastric tube', () => {
  it.each([
    // The reviewer's words (T2 and the control).
    ['zh-CN', '拜新同碾碎了从胃管打进去可以吗？护工一直这么弄的', true],
    ['zh-CN', '拜新同是控释片吗？能掰开吗？', false],
    // Everyday words, a typo, mixed language.
    ['zh-CN', '我爸插着鼻饲管，降压药拜新同磨成粉打进去行不行', true],
    ['zh-CN', '拜新同 30mg 能不能压碎了冲水从胃管推', true],
    ['zh-CN', 'Adalat 可以碾碎吗', false],
    ['en-US', 'Can I crush his Adalat and put it down his NG tube?', true],
    ['en-US', 'my dad is on procardia XL, can we crush it into his feeding tube', true],
    ['en-US', 'is it ok to crsh nifedipine XL and mix it in applesauce', false],
  ] as const)('%s: %s', (locale, text, tube) => {
    for (const withPlan of [true, false]) {
      const r = askPersona(P2, locale, text, { withPlan });
      expect(r.text).toMatch(locale === 'zh-CN' ? /不能碾碎/ : /must not be crushed/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /开药的医生或药师/ : /prescriber or pharmacist/);
      if (tube)
        expect(r.text).toMatch(locale === 'zh-CN' ? /不能从胃管打进去/ : /cannot go down a feeding tube/);
      expect(r.text).not.toMatch(ASK_PHARMACIST_TO_CHECK);
      expect(r.text).not.toMatch(SPOONFUL);
      expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
    }
  });
});

describe('the class: modified-release and enteric-coated products and forms', () => {
  it.each([
    // zh P2 #4, the reviewer's words: enteric-coated aspirin crushed down the tube.
    ['zh-CN', '阿司匹林肠溶片也是碾碎了打，行吗', /肠溶片/],
    ['zh-CN', '拜阿司匹灵能碾碎从胃管打吗', /肠溶片/],
    ['zh-CN', '波依定能掰开吃吗', /波依定/],
    ['zh-CN', '倍他乐克缓释片可以碾碎吗', /缓释/],
    ['zh-CN', '二甲双胍缓释片太大了，可以碾碎吗', /缓释/],
    ['en-US', 'can I crush metformin ER for my mom, she cant swallow big pills', /modified-release/],
    ['en-US', 'can I crush an enteric coated aspirin into her PEG tube?', /enteric-coated/],
    ['en-US', 'is it ok to chew my Toprol-XL', /Toprol-XL/],
  ] as const)('%s: %s', (locale, text, names) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [] });
    expect(r.text).toMatch(names);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不能碾碎/ : /must not be crushed/);
    expect(r.text).not.toMatch(ASK_PHARMACIST_TO_CHECK);
  });

  it('a plain tablet keeps the general crushing answer', () => {
    const r = assistantReply({ text: '阿托伐他汀能碾碎吗', locale: 'zh-CN', plan: null, medicines: [] });
    expect(r.text).toMatch(/药师/);
    expect(r.text).not.toMatch(/不能从胃管打进去/);
  });
});
