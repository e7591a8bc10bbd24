import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

const persona = (name: string): Answers => {
  const found = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!found) throw new Error(`no reference persona ${name}`);
  return found[1];
};

// The thirty-first blind clinician review (2026-11-30): its serious findings as the reviewers saw them
// (development data once read). en S3 (the chat's language) is the API's region.test.ts.

type Locale = 'zh-CN' | 'en-US';
const ask = (name: string, answers: Answers, text: string, locale: Locale, previous?: string) => {
  const plan = storedPlanFor(`review31:${name}:${locale}`, answers, locale);
  const medicines = answers.medicines ?? [];
  const history = [];
  if (previous) {
    const first = assistantReply({ text: previous, locale, plan, medicines });
    history.push(
      { role: 'user' as const, content: previous },
      { role: 'assistant' as const, content: first.text },
    );
  }
  return assistantReply({ text, locale, plan, medicines, history });
};

const geoffrey = persona(
  'Geoffrey: 78, gliclazide with a ciprofloxacin course, prescribed ferrous fumarate, eGFR 48 (UK)',
);

describe('thirty-first clinician review, serious findings', () => {
  it('en S1: ciprofloxacin with gliclazide is a checked pair, and a treated low today is answered, not a food list', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = planFor(geoffrey, locale);
      const pair = plan.medicineTaboos.find((t) => t.ruleId === 'class:fluoroquinolone+class:sulfonylurea');
      expect(pair?.severity).toBe('major');
    }
    const r = ask(
      'geoffrey',
      geoffrey,
      'Had a funny turn before lunch, shaky sweaty and a bit muddled, my meter said 3.1. had a biscuit and feel better now. is that the cipro?',
      'en-US',
    );
    expect(r.text).toMatch(/a low can come back over the next few hours/);
    expect(r.text).toMatch(/ciprofloxacin/i);
    expect(r.text).not.toMatch(/Cornbread|kidney disease it is the salt/);
    // en M7: ciprofloxacin slows caffeine's clearance — a finding in the plan (Cipro label §7).
    expect(planFor(geoffrey, 'en-US').findings.map((f) => f.id)).toContain(
      'medicine-diet:ciprofloxacin-caffeine',
    );
    const asked = ask('geoffrey', geoffrey, 'can cipro make my sugar go low with the gliclazide?', 'en-US');
    expect(asked.text).toMatch(/serious low blood sugar/);
  });

  it('en S2: black tarry stools with near-fainting on gliclazide — the bleeding card, no glucose first aid', () => {
    const r = ask(
      'geoffrey',
      geoffrey,
      'This morning they were black and tarry like tar and sticky, and I nearly passed out getting off the loo, wife says I look grey',
      'en-US',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/black tarry stools/);
    expect(r.text).not.toMatch(/15 g of glucose|low blood sugar/);
    // A low told with its own signs keeps the low-sugar card beside the bleed.
    const both = ask(
      'geoffrey',
      geoffrey,
      'black tarry poo this morning and now im shaky and sweaty and nearly passed out',
      'en-US',
    );
    expect(both.text).toMatch(/low blood sugar/);
    expect(both.text).toMatch(/black tarry stools/);
  });
});

const aMing = persona('阿明: thalassaemia trait on his own iron, ferritin 486, doxycycline (zh)');

describe('thirty-first clinician review, zh serious findings', () => {
  it('zh S1: "医生给我开的" said of the doxycycline is not a prescription of the iron he bought', () => {
    const r = ask('aMing', aMing, '强力霉素跟速力菲能一起吃吗 医生给我开的治痘痘', 'zh-CN');
    expect(r.text).not.toMatch(/医生开的，就按医生说的继续吃/);
    expect(r.text).toMatch(/你的方案的结论是先暂缓服用/);
    // Said of the iron itself, with a ferritin above the range: the prescriber hears of it today.
    const own = ask('aMing', aMing, '速力菲是医生给我开的 能跟强力霉素一起吃吗', 'zh-CN');
    expect(own.text).toMatch(/今天就联系开它的医生，问清下一次还要不要吃/);
    expect(own.text).toMatch(/铁蛋白 486/);
    expect(own.text).not.toMatch(/就按医生说的继续吃/);
    const en = ask('aMing', aMing, 'my doctor prescribed the iron, can i take it with the doxy?', 'en-US');
    expect(en.text).toMatch(/contact that doctor today and ask whether to take the next dose/);
  });
});

const laoLiu = persona('老刘: triglycerides 7.9, baijiu most weeks, gout, prescribed niacin (zh)');

describe('thirty-first clinician review, zh S2: triglycerides of 5.6 mmol/L or more', () => {
  it('the plan says no alcohol at all, a doctor within a week or two, a recheck 4–6 weeks after treatment', () => {
    const plan = planFor(laoLiu, 'zh-CN');
    const tg = plan.findings.find((f) => f.id === 'lab:triglycerides')!;
    expect(tg.text).toMatch(/酒要完全戒掉/);
    expect(tg.text).not.toMatch(/减少酒精/);
    const marker = plan.reportAnalysis!.markers.find((m) => m.key === 'triglycerides')!;
    expect(marker.retest).toMatchObject({ minWeeks: 4, weeks: 6 });
    // Below 5.6 the everyday text and interval stand.
    const mild = planFor(
      {
        ...laoLiu,
        labs: (laoLiu.labs ?? []).map((l) => (l.marker === '甘油三酯' ? { ...l, value: 2.4 } : l)),
      },
      'zh-CN',
    );
    expect(mild.findings.find((f) => f.id === 'lab:triglycerides')!.text).toMatch(/减少酒精/);
  });

  it('every alcohol question says stop completely; hangover and liver products are no way to keep drinking', () => {
    for (const [text, locale] of [
      ['一周喝三四次白酒 每次半斤左右 有没有啥护肝片解酒的保健品推荐', 'zh-CN'],
      ['少喝点酒行不行，偶尔喝一杯没事吧', 'zh-CN'],
      ['can i still have a couple of beers at the weekend?', 'en-US'],
    ] as const) {
      const r = ask('laoLiu', laoLiu, text, locale);
      expect(r.text).toMatch(locale === 'zh-CN' ? /酒要完全戒掉/ : /stop alcohol completely/);
      expect(r.text).not.toMatch(/偶尔一杯，慢慢喝|平时如果喝/);
    }
  });
});

const brooke = persona(
  'Brooke: trying to conceive on spironolactone and doxycycline, potassium 5.3 (lab 3.5–5.1) (en)',
);

describe('thirty-first clinician review, en M3: one reading of one value', () => {
  it('potassium 5.3 against the lab’s 5.1: "high" in the plan and in the chat', () => {
    const plan = planFor(brooke, 'en-US');
    expect(plan.reportAnalysis!.markers.find((m) => m.key === 'serumPotassium')!.flag).toBe('high');
    const r = ask('brooke', brooke, 'my potassium was 5.3 is that bad with the spironolactone?', 'en-US');
    expect(r.text).toMatch(/Serum potassium 5\.3 mEq\/L: high/);
    expect(r.text).not.toMatch(/within the normal range/);
  });
});
