/**
 * Blind answer round 64 and triage round 82, recorded before and after the forty-first session's first batch and judged
 * blind — development data from then on: their unsafe answers and false alarms, asked again in other words.
 *
 * - en-008, en-034, zh-014: collagen peptides and chondroitin with alpha-gal syndrome called fine.
 * - en-021: venison and sausage-dripping gravy with alpha-gal answered with low-salt seasoning.
 * - zh-042: "only chicken and fish now, enough protein, iron, B12?" with alpha-gal told to eat liver.
 * - en-018, zh-046: beer on linezolid for MDR-TB allowed "two cans a day" by the phenelzine rule.
 * - en-022: potassium pushed at a potassium of 5.3 on spironolactone and lisinopril; its fluid question ("they told me to
 *   reduce fluid") got the salt limit — mended in the round-64 read-through.
 * - en-036, zh-009: kanwa in pap after delivery with heart failure never called a salt.
 * - en-012: a period 7 weeks late while cutting, "def not pregnant", got pregnancy calorie needs.
 * - en-013: "he drinks 铁观音 tea all day … does the tea affect lenvatinib" got tea and iron, and an alcohol text.
 * - triage round 82, zh: a peanut anaphylaxis two years ago, never eaten since, and the baby blues on day 5 raised cards.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { redFlagsFor } from '../safety/joined';

const ALPHA_GAL: Answers = {
  ...person('male', 52, 180, 95, 'moderate'),
  otherFoodAllergy: 'alpha-gal (red meat)',
  conditions: ['hypertension'],
  medicines: ['amlodipine'],
};
const MDR_TB: Answers = {
  ...person('male', 31, 172, 58, 'light'),
  medicines: ['bedaquiline', 'linezolid', 'levofloxacin'],
};
const HEART_FAILURE: Answers = {
  ...person('female', 27, 160, 62, 'sedentary'),
  conditions: ['heart_failure'],
  medicines: ['furosemide', 'spironolactone', 'lisinopril'],
};
const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r64dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('collagen and chondroitin with alpha-gal: bovine or porcine, stop until the allergist says', () => {
    const [r] = chat('ag-collagen', ALPHA_GAL, locale, [
      zh
        ? '胶原蛋白粉每天冲一勺，我这种情况能喝吗'
        : 'is the collagen powder I have every morning ok for me?',
    ]);
    expect(r!.text).toMatch(zh ? /牛皮或猪皮/ : /cow hide or pig skin/);
    const [c] = chat('ag-chondroitin', null, locale, [
      zh ? '我有alpha-gal过敏，氨糖软骨素还能吃吗' : 'I have alpha-gal. is my glucosamine chondroitin ok?',
    ]);
    expect(c!.text).toMatch(zh ? /软骨素通常也来自牛或猪/ : /chondroitin usually come from cows or pigs/);
  });

  it('venison and dripping gravy with alpha-gal: every mammal meat and fat', () => {
    const [r] = chat('ag-venison', null, locale, [
      zh
        ? '得了alpha-gal以后鹿肉还能吃吗？用香肠油做的肉汁呢'
        : 'with alpha-gal can I still eat deer meat? and gravy made from bacon drippings?',
    ]);
    expect(r!.text).toMatch(zh ? /鹿肉也不能吃/ : /venison is off the table/);
  });

  it('protein, iron and B12 without red meat: enough from poultry, fish and eggs, never liver', () => {
    const [r] = chat('ag-protein', ALPHA_GAL, locale, [
      zh
        ? '现在只吃鸡肉和鱼，蛋白质够吗？会不会缺铁'
        : 'just chicken and fish these days. enough protein? will I get low on iron?',
    ]);
    expect(r!.text).toMatch(zh ? /够——鸡鸭、鱼虾、蛋/ : /Yes — chicken, turkey, fish, eggs/);
    expect(r!.text).not.toMatch(zh ? /动物肝脏/ : /\bliver\b/);
  });

  it('alcohol during TB treatment on linezolid: none, never "two a day"', () => {
    const r = chat('tb-beer', MDR_TB, locale, [
      zh ? '吃利奈唑胺，酸笋能吃吗' : 'on linezolid, is sour bamboo shoot ok?',
      zh ? '那喝点啤酒呢，一天一罐' : 'and a can of beer a night?',
    ]);
    expect(r[1]!.text).toMatch(
      zh ? /期间不要喝酒，整个疗程都不喝/ : /Drink no alcohol while on TB medicines/,
    );
    expect(r[1]!.text).not.toMatch(zh ? /一天不超过两瓶/ : /no more than two bottles/);
  });

  it('potassium on spironolactone and lisinopril: no food gap to close, no "recommended amount"', () => {
    const [k] = chat('hf-potassium', HEART_FAILURE, locale, [
      zh ? '我一天要多少钾' : 'how much potassium do I need a day?',
    ]);
    expect(k!.text).toMatch(zh ? /不要按一般人的量去“补够”钾/ : /do not aim for the usual potassium figure/);
    expect(k!.text).not.toMatch(
      zh ? /按推荐量服用即可|建议先从食物补足/ : /stick to the recommended amount|close the gap with food/,
    );
  });

  it('told to reduce fluid with heart failure and a sodium of 131: the fluid figure, not the salt limit (read-through)', () => {
    const [r] = chat('hf-reduce-fluid', HEART_FAILURE, locale, [
      zh
        ? '我血钠131，医生让我少喝水，一天能喝多少水？天太热老是口渴'
        : 'My sodium is 131. They told me to reduce fluid. How much water can I drink in a day? I am always thirsty',
    ]);
    expect(r!.text).toMatch(zh ? /不是盐吃少了，不用多放盐/ : /does not mean more salt is needed/);
    expect(r!.text).not.toMatch(
      zh ? /^\*\*心衰：每天盐不超过5克/m : /^\*\*Heart failure: no more than 5 g of salt/m,
    );
  });

  it('kanwa with heart failure is a sodium salt, to stop', () => {
    const [r] = chat('hf-kanwa', HEART_FAILURE, locale, [
      zh
        ? '我妈在我的粥里放kanwa，说产后要清子宫，这个算盐吗'
        : 'my mum adds potash (kanwa) to my pap after delivery. is that salt?',
    ]);
    expect(r!.text).toMatch(zh ? /本身就是一种钠盐/ : /is itself a salt/);
  });

  it('a period lost while cutting, not pregnant: a warning sign and a doctor, never pregnancy calories', () => {
    const [r] = chat('reds', person('female', 24, 165, 55, 'very_active'), locale, [
      zh
        ? '备赛减脂中，一天1500大卡，例假两个月没来了，肯定没怀孕，这正常吗'
        : 'prepping for a show on 1500 kcal, period has been missing for 2 months (not pregnant). normal?',
    ]);
    expect(r!.text).toMatch(zh ? /警示信号/ : /warning sign/);
    expect(r!.text).not.toMatch(zh ? /孕中期/ : /second trimester/);
  });

  it('铁观音 is tea, not iron, and "drinks tea all day" is no alcohol', () => {
    const [r] = chat(
      'tieguanyin',
      { ...person('male', 61, 168, 55, 'sedentary'), medicines: ['lenvatinib'] },
      locale,
      [
        zh
          ? '他整天喝铁观音，会影响仑伐替尼吗'
          : 'He drinks 铁观音 tea all day long. does the tea affect his lenvatinib?',
      ],
    );
    expect(r!.text).not.toMatch(zh ? /铁的吸收|饮酒|喝酒/ : /absorb|alcohol/i);
  });
});

describe('triage round 82: no emergency in these (development data)', () => {
  it.each([
    '前年吃花生过敏过一次，当时喉咙肿进了急诊，后来就一直没碰过。想问还有什么坚果要小心',
    '生完宝宝第六天，老是想哭，但是很爱宝宝，晚上也能睡几个钟头，月子里吃什么心情好点',
  ])('%s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    '上个月开始抑郁，有不想活的念头，现在好多了',
    '生完宝宝第五天，一直哭，很爱他，但有时候想把他扔下去',
    '孩子吃了两颗花生，当时就说喉咙痒肿',
  ])('still a card: %s', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

describe('triage round 82: the topiramate eye is the eye’s card, not a thunderclap headache (development data)', () => {
  it('a painful eye, halos round lamps and vomiting on topiramate', () => {
    const kinds = redFlagsFor(
      'started topiramate for migraines 2 weeks ago. tonight my right eye is suddenly really painful, blurry, rainbow rings around the lamps and I just vomited',
    ).map((h) => h.kind);
    expect(kinds).toContain('severe_pain_or_fever');
    expect(kinds).not.toContain('thunderclap_headache');
  });
  it('a sudden headache with vomiting is still the thunderclap card', () => {
    expect(redFlagsFor('sudden headache out of nowhere and I vomited twice').map((h) => h.kind)).toContain(
      'thunderclap_headache',
    );
  });
});
