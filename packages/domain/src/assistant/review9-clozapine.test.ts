/**
 * Ninth clinician review (zh P4 张老师, en P3 Tom's mother): constipation on clozapine, a bulk fibre and
 * calcium carbonate beside it, the visit to the emergency department, cutting the dose oneself and more
 * coffee after quitting smoking — the reviewers' words and our own, both languages, with a plan and
 * (where the message names clozapine) without one.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { searchDrugs } from '../interactions/search';
import { askPersona } from './testing';

const ZHANG = 'clozapine after quitting smoking, constipated, diabetes (zh)';
const TOM = 'clozapine after quitting smoking, Metamucil, constipated (en)';
const NO_RULE = /没有.{0,30}已知相互作用|no known interaction|没有可靠的规则|no reliable rule/;

/** The reply with the persona's plan, and (when the message names clozapine) as a guest without one. */
const replies = (locale: Locale, q: string, options: { previous?: string; guest?: boolean } = {}) => {
  const persona = locale === 'zh-CN' ? ZHANG : TOM;
  const previous = options.previous !== undefined ? { previous: options.previous } : {};
  const out = [askPersona(persona, locale, q, previous)];
  if (options.guest) out.push(askPersona(persona, locale, q, { ...previous, withPlan: false }));
  return out;
};

describe('the medicines of clozapine care are in the dictionary (zh P4 #3, en P3 #5)', () => {
  it.each([
    ['苯海索', 'trihexyphenidyl'],
    ['盐酸苯海索片', 'trihexyphenidyl'],
    ['安坦', 'trihexyphenidyl'],
    ['Artane', 'trihexyphenidyl'],
    ['benzhexol', 'trihexyphenidyl'],
    ['benztropine', 'benztropine'],
    ['Cogentin', 'benztropine'],
    ['番泻叶', 'senna'],
    ['番泻苷', 'senna'],
    ['senna', 'senna'],
    ['Senokot', 'senna'],
    ['sennosides', 'senna'],
    ['docusate', 'docusate'],
    ['Colace', 'docusate'],
    ['多库酯钠', 'docusate'],
    ['聚乙二醇', 'macrogol'],
    ['福松', 'macrogol'],
    ['聚乙二醇4000散', 'macrogol'],
    ['MiraLAX', 'macrogol'],
    ['Movicol', 'macrogol'],
    ['polyethylene glycol 3350', 'macrogol'],
    ['开塞露', 'glycerol-enema'],
    ['比沙可啶', 'bisacodyl'],
    ['Dulcolax', 'bisacodyl'],
    ['nicotine patch', 'nicotine'],
    ['Nicoderm', 'nicotine'],
    ['Nicorette', 'nicotine'],
    ['尼古丁贴片', 'nicotine'],
    ['hyoscine', 'hyoscine'],
    ['东莨菪碱', 'hyoscine'],
    ['Kwells', 'hyoscine'],
    ['glycopyrrolate', 'glycopyrronium'],
    ['Robinul', 'glycopyrronium'],
    ['格隆溴铵', 'glycopyrronium'],
    ['Versacloz', 'clozapine'],
    ['Denzapine', 'clozapine'],
  ])('%s → %s', (q, id) => {
    expect(searchDrugs(q, 20, { tolerant: true })[0]?.drug.id).toBe(id);
  });
});

describe('clozapine with an anticholinergic or an opioid is a pair: both slow the gut (zh P4 #3)', () => {
  it.each([
    [
      'zh-CN',
      '我在吃氯氮平，医生又开了苯海索，两个一起吃要注意什么？',
      /抗胆碱药和氯氮平一样会让肠道蠕动变慢/,
    ],
    ['zh-CN', '吃氯氮平的同时能吃曲马多止痛吗', /阿片类止痛药.*肠道蠕动变慢/],
    [
      'en-US',
      "I'm on clozapine and my doctor added benztropine, anything I should watch?",
      /slow the gut as clozapine does/,
    ],
    ['en-US', 'can he take Buscopan for cramps while on Clozaril?', /slow the gut as clozapine does/],
  ] as const)('%s: %s', (locale, q, rule) => {
    for (const r of replies(locale, q, { guest: true })) expect(r.text).toMatch(rule);
  });
});

describe('constipation on clozapine: the psychiatrist now, no bulk fibre (zh P4 Q3, en P3 Q4, Q7)', () => {
  it.each([
    [
      'zh-CN',
      '便秘好几年了，一直靠番泻叶泡水，现在不喝根本拉不出来，三四天一次，能长期喝吗？还是换别的',
      false,
    ],
    ['zh-CN', '吃氯氮平以后老便秘，能多吃点膳食纤维粉吗', true],
    ['zh-CN', '氯氮平吃了大便干，三天一次，要不要加车前子壳', true],
    [
      'en-US',
      "ok. other thing, he's really constipated, only goes every 3 or 4 days. I give him Metamucil twice a day and a Colace. should I up the fiber? more Metamucil or prunes?",
      false,
    ],
    [
      'en-US',
      "no he's home and fine now, a doctor already saw him. I just want to know: is Metamucil a good idea for someone on clozapine or not?",
      true,
    ],
    ['en-US', 'is it ok to take a fiber supplement with clozapine for constipation?', true],
    ['en-US', 'my son on Clozaril only goes twice a week, can he take Benefiber?', true],
  ] as const)('%s: %s', (locale, q, guest) => {
    const zh = locale === 'zh-CN';
    for (const r of replies(locale, q, { guest })) {
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(zh ? /氯氮平/ : /clozapine/i);
      expect(r.text).toMatch(zh ? /精神科医生/ : /psychiatrist/);
      expect(r.text).toMatch(zh ? /不建议.{0,20}膨胀性|车前子壳/ : /bulk-forming/);
      expect(r.text).toMatch(zh ? /聚乙二醇/ : /macrogol|MiraLAX/);
      expect(r.text).toMatch(zh ? /急诊/ : /emergency department/);
      expect(r.text).not.toMatch(NO_RULE);
      expect(r.text).not.toMatch(/减肥茶|slimming tea/);
    }
  });
});

describe('after the emergency department: the question is answered, not the emergency again (en P3 Q6, zh P4 Q6)', () => {
  const EN_BLOCKED =
    'its been 5 days now with no poop, his tummy is swollen and hard and sore, and he threw up this morning. i was going to give him extra metamucil and some prune juice today and see if it moves, is that ok?';
  const ZH_BLOCKED =
    '（感冒那个去医院查了没事）现在是另一个事：已经5天没大便了，肚子胀得跟鼓一样，一阵一阵绞着疼，今天吐了两回，吐的东西有股臭味。我把番泻叶加到两包一起泡行吗';

  it('the blocked bowel itself is still urgent', () => {
    expect(askPersona(TOM, 'en-US', EN_BLOCKED).urgent).toBe(true);
    expect(askPersona(ZHANG, 'zh-CN', ZH_BLOCKED).urgent).toBe(true);
  });

  it.each([
    [
      'en-US',
      "we went to the ER, they said its from the clozapine slowing his gut, cleared him out, and said stop the Metamucil and use Miralax and senna every day instead. but your supplement check said Metamucil was 'keep'. which is right?",
      EN_BLOCKED,
      /follow the emergency team/,
    ],
    [
      'en-US',
      'back from the hospital, they said clozapine slowed his bowels and gave him an enema, now he is on Miralax every day. should he still take the Metamucil?',
      EN_BLOCKED,
      /follow the emergency team/,
    ],
    [
      'zh-CN',
      '（急诊说是氯氮平引起的肠梗阻，已经处理好出院了）你们方案让我每天吃两片碳酸钙，可我便秘这么厉害，吃钙片会不会更便秘？还要吃吗',
      ZH_BLOCKED,
      /碳酸钙.{0,20}加重便秘/,
    ],
    [
      'zh-CN',
      '去过急诊了，医生说是氯氮平引起的便秘，灌肠以后回家了，让每天吃乳果糖和番泻叶。那膳食纤维粉还要吃吗',
      ZH_BLOCKED,
      /按急诊医生/,
    ],
  ] as const)('%s: %s', (locale, q, previous, rule) => {
    const r = askPersona(locale === 'zh-CN' ? ZHANG : TOM, locale, q, { previous });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(rule);
    expect(r.text).not.toMatch(NO_RULE);
  });

  it.each([
    [
      'en-US',
      'we went to the ER yesterday but now he is throwing up again and his belly is swollen and hard',
      EN_BLOCKED,
    ],
    ['zh-CN', '昨天去过急诊了，可是今天又吐了，肚子胀得很硬，一直没排气', ZH_BLOCKED],
    // Told to go, not yet seen: the emergency again.
    ['en-US', 'the doctor told us to go to the ER. should I give him the metamucil first?', EN_BLOCKED],
    ['zh-CN', '打电话问了，医生说要马上去急诊，那番泻叶还要吃吗', ZH_BLOCKED],
  ] as const)('%s: the emergency back again stays urgent: %s', (locale, q, previous) => {
    expect(askPersona(locale === 'zh-CN' ? ZHANG : TOM, locale, q, { previous }).urgent).toBe(true);
  });
});

describe('calcium carbonate on clozapine with constipation (zh P4 Q6b)', () => {
  it.each([
    [
      'zh-CN',
      '我现在好了，没有不舒服。就想问：方案里让我每天吃两片碳酸钙，我平时便秘，吃氯氮平，碳酸钙会不会加重便秘？还要不要吃',
    ],
    ['zh-CN', '吃氯氮平的人能吃钙片吗？会不会更便秘'],
    ['en-US', "Will the calcium carbonate in his plan make his constipation worse? he's on clozapine"],
    ['en-US', 'can he take calcium tablets with clozapine if he is already constipated?'],
  ] as const)('%s: %s', (locale, q) => {
    const zh = locale === 'zh-CN';
    for (const r of replies(locale, q, { guest: true })) {
      expect(r.text).toMatch(zh ? /碳酸钙.{0,20}加重便秘/ : /calcium carbonate .{0,30}constipation worse/);
      expect(r.text).toMatch(zh ? /枸橼酸钙/ : /calcium citrate/);
      expect(r.text).toMatch(zh ? /精神科医生/ : /psychiatrist/);
      expect(r.text).not.toMatch(NO_RULE);
    }
  });
});

describe('calcium on clozapine without a word of constipation: the rule, never "no known interaction"', () => {
  it.each([
    ['zh-CN', '吃氯氮平能吃钙片吗'],
    ['en-US', 'can I take calcium with clozapine?'],
  ] as const)('%s: %s', (locale, q) => {
    for (const r of replies(locale, q, { guest: true })) {
      expect(r.text).toMatch(locale === 'zh-CN' ? /枸橼酸钙/ : /calcium citrate/);
      expect(r.text).not.toMatch(NO_RULE);
    }
  });
});

describe('cutting the clozapine dose oneself (zh P4 Q7/Q8)', () => {
  it.each([
    [
      'zh-CN',
      '医生说我氯氮平血药浓度680偏高，让下周复诊调药。我想自己先把晚上那200减成100，咖啡也一下子全戒了，这样是不是更保险？',
    ],
    ['zh-CN', '氯氮平浓度高，我能不能自己先少吃半片，等复诊再说'],
    [
      'en-US',
      'his clozapine level came back 780, can I just give him 300 instead of 400 until the appointment?',
    ],
    ['en-US', 'can I lower my clozapine dose myself since my level is high?'],
  ] as const)('%s: %s', (locale, q) => {
    const zh = locale === 'zh-CN';
    for (const r of replies(locale, q, { guest: true })) {
      expect(r.text).toMatch(zh ? /不要自己减氯氮平/ : /do not change the clozapine dose yourself/i);
      expect(r.text).toMatch(zh ? /今明两天.*精神科医生/ : /psychiatrist .*today or tomorrow/);
      expect(r.text).toMatch(zh ? /咖啡.{0,30}慢慢减/ : /coffee.{0,40}gradually/);
    }
  });
});

describe('more coffee after quitting smoking on clozapine (en P3 Q3, zh P4 Q2)', () => {
  it.each([
    [
      'en-US',
      "thank you thats really helpful. since he quit he's drinking way more coffee, like 6-8 cups a day plus 2 Monsters. is that a problem with the clozapine?",
    ],
    ['en-US', "I stopped smoking and now drink like 8 coffees a day, I'm on clozapine, is that bad?"],
    [
      'zh-CN',
      '我上礼拜把烟戒了，原来一天一包半，这几天特别困，口水流得比以前还多，所以咖啡一天喝七八杯提神，这样行吗',
    ],
    ['zh-CN', '吃氯氮平，戒烟以后每天喝五六杯咖啡，有影响吗'],
  ] as const)('%s: %s', (locale, q) => {
    const zh = locale === 'zh-CN';
    for (const r of replies(locale, q)) {
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(/400/);
      expect(r.text).toMatch(zh ? /血药浓度/ : /level/);
      expect(r.text).toMatch(zh ? /精神科医生/ : /psychiatrist/);
      expect(r.text).toMatch(zh ? /慢慢减/ : /gradually/);
    }
  });
});

describe('an urgent card on clozapine names clozapine (en P3 Q1, zh P4 Q4, Q5)', () => {
  it.each([
    [
      'en-US',
      "Hi, I'm Tom's mom, I help him with his meds. He's on clozapine 400mg and he finally quit smoking 10 days ago (using the patch). Does quitting change anything with the clozapine? he's been really drowsy and drooling more",
      /clozapine level/,
    ],
    [
      'zh-CN',
      '这两天嗓子疼，有点发烧38度2，上次血常规中性粒细胞1.6偏低，我想吃点维C和板蓝根扛一扛，过两天就好了吧',
      /氯氮平.{0,40}(中性粒细胞|粒细胞)/,
    ],
    [
      'zh-CN',
      '（感冒那个去医院查了没事）现在是另一个事：已经5天没大便了，肚子胀得跟鼓一样，一阵一阵绞着疼，今天吐了两回，吐的东西有股臭味。我把番泻叶加到两包一起泡行吗',
      /氯氮平.{0,30}(肠梗阻|肠道)/,
    ],
    [
      'en-US',
      'its been 5 days now with no poop, his tummy is swollen and hard and sore, and he threw up this morning. i was going to give him extra metamucil and some prune juice today and see if it moves, is that ok?',
      /clozapine.{0,60}(gut|bowel)/,
    ],
  ] as const)('%s: %s', (locale, q, named) => {
    const r = askPersona(locale === 'zh-CN' ? ZHANG : TOM, locale, q);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(named);
  });
});
