/**
 * Ninth clinician review (en P2 Kev: three weeks sober on disulfiram; en P5 Aisha: sickle cell disease
 * on hydroxyurea with a probable acute chest syndrome; zh P5 晓燕: lupus on mycophenolate and
 * hydroxychloroquine planning a pregnancy). The reviewers' own words first, then our phrasings, both
 * languages where the rule is in both, with a plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { searchDrugs } from '../interactions/search';
import { STILL_URGENT_LEAD } from '../safety';
import { assistantReply, type ChatTurn } from './reply';
import { askPersona, storedPlanFor } from './testing';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

const KEV = 'disulfiram, three weeks sober, thiamine, sertraline';
const AISHA = 'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy';
const XIAOYAN = 'lupus on mycophenolate and hydroxychloroquine, planning a pregnancy, echinacea';

/** A conversation as the API sends it: each message with the answers before it in the history. */
function converse(
  locale: Locale,
  messages: readonly string[],
  persona?: string,
): ReturnType<typeof assistantReply>[] {
  const answers = persona ? new Map(REFERENCE_PERSONAS).get(persona) : undefined;
  const plan = persona && answers ? storedPlanFor(persona, answers, locale) : null;
  const history: ChatTurn[] = [];
  return messages.map((text) => {
    const r = assistantReply({
      text,
      locale,
      plan,
      medicines: [...(answers?.medicines ?? [])],
      history: [...history],
    });
    history.push({ role: 'user', content: text }, { role: 'assistant', content: r.text });
    return r;
  });
}

// ---- en P2: disulfiram ------------------------------------------------------------------------------

describe('medicines for alcohol dependence and iron chelators are in the dictionary (en P2 finding 2, en P5 finding 4)', () => {
  it.each([
    ['Antabuse', 'disulfiram'],
    ['Antabuse 200 mg', 'disulfiram'],
    ['disulfiram', 'disulfiram'],
    ['disulfram', 'disulfiram'],
    ['双硫仑', 'disulfiram'],
    ['戒酒硫', 'disulfiram'],
    ['naltrexone', 'naltrexone'],
    ['纳曲酮', 'naltrexone'],
    ['acamprosate', 'acamprosate'],
    ['Campral', 'acamprosate'],
    ['nalmefene', 'nalmefene'],
    ['Selincro', 'nalmefene'],
    ['chlordiazepoxide', 'chlordiazepoxide'],
    ['Librium', 'chlordiazepoxide'],
    ['Lustral', 'sertraline'],
    // iron chelators (en P5 finding 4)
    ['deferasirox', 'deferasirox'],
    ['Jadenu', 'deferasirox'],
    ['Exjade', 'deferasirox'],
    ['Desferal', 'deferoxamine'],
    ['desferrioxamine', 'deferoxamine'],
    ['Ferriprox', 'deferiprone'],
    ['地拉罗司', 'deferasirox'],
    ['去铁胺', 'deferoxamine'],
    // lupus medicines by their other names (zh P5 finding 6)
    ['霉酚酸酯', 'mycophenolate'],
    ['MMF', 'mycophenolate'],
    ['HCQ', 'hydroxychloroquine'],
    ['硫酸羟氯喹', 'hydroxychloroquine'],
  ])('%s → %s', (q, id) => {
    expect(searchDrugs(q, 5, { tolerant: true })[0]?.drug.id).toBe(id);
  });
});

/** Never the general limits, always none at all and the 14 days. */
function noAlcoholOnDisulfiram(text: string, locale: Locale): void {
  expect(text).not.toMatch(/If you drink, keep to|2 or less for men|不超过15克|不超过15 g/);
  expect(text).toMatch(locale === 'zh-CN' ? /任何形式、任何量的酒精都不能沾/ : /no alcohol at all/);
  expect(text).toMatch(locale === 'zh-CN' ? /14天/ : /14 days/);
}

describe('alcohol in any form on disulfiram, as a guest and with a plan (en P2 finding 1, serious)', () => {
  it.each<[Locale, string, RegExp]>([
    // the reviewer's words
    [
      'en-US',
      'hi just started antabuse last week (200mg). can i still use listerine mouthwash? the dentist told me to use it twice a day',
      /alcohol-free/,
    ],
    [
      'en-US',
      'what about kombucha? i switched to kombucha instead of beer, have like 2 bottles a day. and my mum uses cooking wine in stews, is that ok with disulfiram',
      /kombucha[^.]*non-alcoholic/,
    ],
    // ours
    ['en-US', "I'm on Antabuse, is non-alcoholic beer ok?", /up to 0\.5 %/],
    ['en-US', 'can I have one small glass of wine with dinner on disulfiram?', /no safe “1 or 2 drinks”/],
    ['en-US', 'on disulfiram - which foods and products hide alcohol?', /vanilla/],
    ['en-US', 'started Antabuse, can I still eat my wife’s coq au vin? she cooks with wine', /simmering/],
    ['zh-CN', '吃双硫仑期间能吃用料酒炒的菜吗', /料酒/],
    ['zh-CN', '在吃戒酒药双硫仑，康普茶能喝吗', /康普茶/],
    ['zh-CN', '吃戒酒硫能用漱口水吗', /无酒精/],
    ['zh-CN', '吃双硫仑期间喝一小杯啤酒应该没事吧', /没有“喝一两杯没关系”/],
  ])('%s "%s"', (locale, text, specific) => {
    for (const withPlan of [false, true]) {
      const r = askPersona(KEV, locale, text, { withPlan });
      expect(r.urgent).toBe(false);
      noAlcoholOnDisulfiram(r.text, locale);
      expect(r.text).toMatch(specific);
    }
  });

  it("corrects the general limit the chat gave before, in the reviewer's conversation", () => {
    const replies = converse('en-US', [
      'hi just started antabuse last week (200mg). can i still use listerine mouthwash? the dentist told me to use it twice a day',
      'what about kombucha? i switched to kombucha instead of beer, have like 2 bottles a day. and my mum uses cooking wine in stews, is that ok with disulfiram',
    ]);
    for (const r of replies) noAlcoholOnDisulfiram(r.text, 'en-US');
    const withPlan = converse(
      'en-US',
      [
        'ok i did the questionnaire but your list wouldnt let me add antabuse (disulfiram), it said unknown medicine. so what hidden alcohol do i need to watch for on it? cough medicine, vanilla extract, hand gel, that kind of thing?',
        'its calming down a bit now, paramedics on phone said its the antabuse reaction. but the kombucha bottle says non alcoholic?? how is that possible',
        "before i did the plan your chat told me 'keep to 2 drinks a day or less for men'. so is 1 or 2 drinks ok on antabuse as long as i stay under that?",
        "right. last one - the dentist wants me on listerine twice a day for my gums. is there an alcohol free mouthwash that's fine with disulfiram, like listerine zero or corsodyl?",
      ],
      KEV,
    );
    for (const r of withPlan) {
      expect(r.urgent).toBe(false);
      noAlcoholOnDisulfiram(r.text, 'en-US');
      // he has no cirrhosis: never the cirrhosis paragraph
      expect(r.text).not.toMatch(/With cirrhosis/);
    }
    expect(withPlan[0]!.text).toMatch(/cough mixtures/);
    expect(withPlan[0]!.text).toMatch(/hand gel/);
    expect(withPlan[3]!.text).toMatch(/Listerine Zero/);
  });

  it('a medicine named earlier answers an alcohol follow-up, not a water question', () => {
    const [, kombucha, water] = converse('en-US', [
      "I'm on Antabuse since Monday",
      'what about kombucha?',
      'how much water should I drink a day?',
    ]);
    noAlcoholOnDisulfiram(kombucha!.text, 'en-US');
    expect(water!.text).not.toMatch(/disulfiram/i);
  });

  it('the plan of a man on disulfiram says it', () => {
    const answers = new Map(REFERENCE_PERSONAS).get(KEV)!;
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const f = storedPlanFor(KEV, answers, locale).findings.find(
        (x) => x.id === 'medicine-diet:disulfiram-no-alcohol',
      );
      expect(f?.severity).toBe('warning');
      noAlcoholOnDisulfiram(f!.text, locale);
    }
  });
});

describe('in recovery without disulfiram: none, never the general limits (en P2, root cause)', () => {
  it.each<[Locale, string]>([
    ['en-US', 'im 3 weeks sober, is kombucha ok to drink?'],
    ['en-US', "I'm in recovery, can I have a non-alcoholic beer at the party?"],
    ['en-US', 'recovering alcoholic here, would 1 or 2 drinks a week be ok now?'],
    ['en-US', 'on naltrexone for my drinking, can I have a glass of wine at christmas?'],
    ['zh-CN', '我在戒酒，无醇啤酒能喝吗'],
    ['zh-CN', '有酒精依赖，现在戒了一个月，过年能喝一点黄酒吗'],
  ])('%s "%s"', (locale, text) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [] });
    expect(r.text).not.toMatch(/If you drink, keep to|不超过15克/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /安全的量是零/ : /the safe amount is none/);
  });

  it('someone who is not in recovery keeps the general answer', () => {
    for (const text of ['is non-alcoholic beer ok on a weeknight', 'how many drinks a week is ok?']) {
      const r = assistantReply({ text, locale: 'en-US', plan: null, medicines: [] });
      expect(r.text).not.toMatch(/the safe amount is none/);
    }
  });
});

describe('a disulfiram reaction is named on the urgent card (en P2 Q5)', () => {
  it.each<[Locale, string, boolean]>([
    // the reviewer's words, after the guest messages naming Antabuse (no plan), and with the plan
    [
      'en-US',
      'had a kombucha about 40 mins ago and now my face is bright red and burning, heart is going like mad, feel sick and dizzy and ive thrown up once. what do i do',
      true,
    ],
    ['en-US', 'my face went red and hot after the stew and my heart is pounding', true],
    ['en-US', 'used my mouthwash and now I am flushed and dizzy, on antabuse', false],
    ['zh-CN', '吃了醉虾以后脸通红，心跳很快，想吐', true],
    ['zh-CN', '在吃双硫仑，喝了一口康普茶，现在满脸通红头晕', false],
  ])('%s "%s"', (locale, text, withPlan) => {
    const r = askPersona(KEV, locale, text, { withPlan });
    expect(r.urgent).toBe(true);
    expect(r.cards[0]).toMatchObject({ type: 'urgent', kind: 'disulfiram_reaction' });
    expect(r.text).toMatch(locale === 'zh-CN' ? /双硫仑/ : /disulfiram \(Antabuse\)/);
  });

  it('questions about it are not emergencies', () => {
    for (const text of ['on antabuse, can I use listerine?', 'what does an antabuse reaction feel like?']) {
      expect(askPersona(KEV, 'en-US', text).urgent).toBe(false);
    }
    expect(askPersona(KEV, 'zh-CN', '吃双硫仑期间能吃用料酒炒的菜吗').urgent).toBe(false);
  });
});

// ---- en P5: acute chest syndrome, and an emergency that stays one when the person pushes back -----

const AISHA_CHAT = [
  "ugh my chest has been hurting since last night, worse when I breathe in, and I have a fever of 101.8 and feel kinda short of breath. I took 2 advil and a percocet. I'll probably just drink lots of water and sleep it off, right?",
  "lol i'm 24 its not a heart attack. it's probably just a pain crisis, i usually manage those at home with fluids and percocet. can I just do that?",
  "ok i'll go in tomorrow if its worse. what should i eat or drink tonight to help it, gatorade? and can i take another 2 advil in a few hours",
  'fever is 102.5 now and im breathing kinda fast. still ok to wait till the morning?',
];

describe('sickle cell disease: acute chest syndrome, not a heart attack (en P5 findings 1–2, serious)', () => {
  it("the reviewer's conversation stays urgent, with the right cause, through the pushback", () => {
    const replies = converse('en-US', AISHA_CHAT, AISHA);
    for (const r of replies) {
      expect(r.urgent).toBe(true);
      expect(r.cards[0]).toMatchObject({ type: 'urgent', kind: 'sickle_cell_crisis' });
      expect(r.text).toMatch(/acute chest syndrome/);
      expect(r.text).not.toMatch(/heart attack|aspiration|thin drinks|Oxycodone|venesection/i);
    }
    // the pushback is answered as such
    expect(replies[1]!.text).toContain(STILL_URGENT_LEAD.care.en);
    expect(replies[2]!.text).toContain(STILL_URGENT_LEAD.care.en);
  });

  it.each<[Locale, string, boolean]>([
    ['en-US', 'I have sickle cell and my chest hurts when I breathe in, temp is 38.9', false],
    ['en-US', 'my son has sickle cell (SS) and a fever of 102, can I give him tylenol and wait?', false],
    ['en-US', 'chest pain and short of breath since this morning, what should I eat?', true],
    ['en-US', 'running a fever tonight, feel achy all over, ok to sleep it off?', true],
    ['en-US', 'pain crisis again and the oxycodone isnt touching it, been 2 days', true],
    ['zh-CN', '我是镰状细胞病，发烧39度，胸口一吸气就疼', false],
    ['zh-CN', '胸口疼，喘不上气，昨天开始的', true],
    ['zh-CN', '发烧38.8，浑身疼，在家睡一觉行吗', true],
  ])('%s "%s" (plan: %s)', (locale, text, withPlan) => {
    const r = askPersona(AISHA, locale, text, { withPlan });
    expect(r.urgent).toBe(true);
    expect(r.cards[0]).toMatchObject({ kind: 'sickle_cell_crisis' });
    expect(r.text).toMatch(locale === 'zh-CN' ? /急性胸部综合征/ : /acute chest syndrome/);
  });

  it('a heart attack’s own signs keep the chest-pain card beside it', () => {
    const r = askPersona(AISHA, 'en-US', 'crushing chest pain going down my left arm and I am sweating');
    expect(r.cards[0]).toMatchObject({ kind: 'sickle_cell_crisis' });
    expect(r.text).toMatch(/heart attack/);
  });

  it('the carrier state and everyday questions are not emergencies', () => {
    for (const text of [
      'I have sickle cell trait, is it ok to take iron?',
      'with sickle cell, what should I drink to stay hydrated in summer?',
    ])
      expect(assistantReply({ text, locale: 'en-US', plan: null, medicines: [] }).urgent).toBe(false);
    expect(askPersona(AISHA, 'zh-CN', '镰状细胞病平时吃什么好').urgent).toBe(false);
  });
});

describe('an emergency followed by "I’ll manage at home" keeps the urgent answer, for every kind', () => {
  // [locale, the emergency, its kind, the pushback]
  it.each<[Locale, string, string, string]>([
    [
      'en-US',
      'crushing chest pain and my left arm is numb, sweating',
      'chest_pain',
      "it's probably just indigestion, I'd rather not go to the ER",
    ],
    [
      'en-US',
      'my dad’s face is drooping on one side and his speech is slurred',
      'stroke',
      'he says he just wants to sleep it off, can we wait till the morning?',
    ],
    [
      'en-US',
      'my throat is swelling and I have hives all over after eating shrimp',
      'anaphylaxis',
      'I think it is not that bad, I will just take a benadryl at home',
    ],
    ['en-US', 'I want to kill myself tonight', 'suicidal', "I don't want to call anyone, I'll deal with it"],
    ['zh-CN', '胸口很痛，压着喘不上气，出冷汗', 'chest_pain', '不想去医院，在家躺一躺能好吗'],
    ['zh-CN', '我爸突然嘴歪了，说话含糊不清', 'stroke', '他说睡一觉就好了，明天早上再去行不行'],
    ['zh-CN', '孕32周，头痛得厉害，眼前冒金星', 'pre_eclampsia', '没那么严重吧，先在家观察一下'],
  ])('%s: %s → %s', (locale, emergency, kind, pushback) => {
    const [first, second] = converse(locale, [emergency, pushback]);
    expect(first!.urgent).toBe(true);
    expect(second!.urgent).toBe(true);
    expect(second!.cards[0]).toMatchObject({ kind });
    expect(first!.cards[0]).toMatchObject({ kind });
    const lead = kind === 'suicidal' ? STILL_URGENT_LEAD.crisis : STILL_URGENT_LEAD.care;
    expect(second!.text).toContain(locale === 'zh-CN' ? lead.zh : lead.en);
  });

  it('two messages on, the emergency still holds', () => {
    const r = converse('zh-CN', [
      '胸口很痛，压着喘不上气，出冷汗',
      '那我吃点什么能缓解？',
      '不想去医院，在家扛一扛行吗',
    ]);
    expect(r[2]!.urgent).toBe(true);
  });

  it.each<[Locale, string[]]>([
    // no emergency before: home remedies, waiting and "not that bad" are ordinary questions
    ['en-US', ['I usually manage my reflux at home with diet, what should I avoid?']],
    ['en-US', ['how much vitamin D do I need?', "it's not that bad, can I just wait till my next checkup?"]],
    ['zh-CN', ['最近有点便秘', '不想去医院，在家能吃点什么缓解']],
    // care already happened or is under way: what follows is answered as asked
    [
      'en-US',
      [
        'crushing chest pain and my left arm is numb, sweating',
        'went to the ER last night and they said it was reflux, I am home now. can I still have coffee at home?',
      ],
    ],
    ['zh-CN', ['胸口很痛，压着喘不上气，出冷汗', '已经去过急诊了，医生说没事，在家饮食要注意什么']],
  ])('%s: not urgent — %j', (locale, messages) => {
    const replies = converse(locale, messages);
    expect(replies[replies.length - 1]!.urgent).toBe(false);
  });
});

// ---- en P5: hydroxyurea and a pregnancy --------------------------------------------------------------

describe('hydroxyurea when planning a pregnancy (en P5 finding 3)', () => {
  it.each<[Locale, string]>([
    [
      'en-US',
      "ok makes sense, my ferritin is 1450 from all the transfusions. other question, me and my boyfriend want a baby next year. I'm on hydroxyurea 1000mg. is that ok to keep taking while we try? and what prenatal should i get?",
    ],
    ['en-US', 'can I stay on hydroxyurea while trying to get pregnant?'],
    ['en-US', 'we want a baby, do I need to stop droxia?'],
    ['zh-CN', '吃羟基脲能备孕吗？'],
    ['zh-CN', '明年想要孩子，羟基脲要停吗'],
  ])('%s "%s"', (locale, text) => {
    const r = askPersona(AISHA, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /血液科医生/ : /haematologist/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /避孕/ : /contraception/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要自己停药/ : /do not stop it yourself/);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });

  it('her plan says it', () => {
    const answers = new Map(REFERENCE_PERSONAS).get(AISHA)!;
    const f = storedPlanFor(AISHA, answers, 'en-US').findings.find((x) => x.id === 'teratogen:hydroxyurea');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(/about 3 months/);
  });
});

// ---- zh P5: lupus, mycophenolate, hydroxychloroquine, immune boosters --------------------------------

describe('lupus planning a pregnancy (zh P5 findings 3, 4, 7)', () => {
  it.each<[Locale, string]>([
    [
      'zh-CN',
      '我有系统性红斑狼疮，现在吃骁悉、纷乐还有强的松，想明年要孩子。骁悉要停多久才能怀？我打算现在自己先停了，早停早安全',
    ],
    ['zh-CN', '吗替麦考酚酯停多久可以怀孕'],
    ['en-US', 'how long do I need to be off CellCept before we try for a baby?'],
  ])(
    'mycophenolate: 6 weeks after a switch the rheumatologist makes, never on her own — %s "%s"',
    (locale, text) => {
      const r = askPersona(XIAOYAN, locale, text);
      expect(r.text).toMatch(locale === 'zh-CN' ? /至少等6周/ : /at least 6 weeks after the last/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /硫唑嘌呤/ : /azathioprine/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /不要自己停药/ : /do not stop it yourself/);
      // she has no transplant: rejection is not her reason
      expect(r.text).not.toMatch(/不要自己停药（可能引起排斥）|\(rejection can follow\)/);
    },
  );

  it.each<[Locale, string]>([
    ['zh-CN', '纷乐（羟氯喹）听说伤眼睛，怀孕了是不是也要停？要不要吃叶黄素护眼'],
    ['zh-CN', '羟氯喹备孕期间要停吗'],
    ['en-US', 'should I come off hydroxychloroquine before trying to get pregnant?'],
  ])('hydroxychloroquine: keep taking it, eye checks — %s "%s"', (locale, text) => {
    const r = askPersona(XIAOYAN, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /一般都要继续吃/ : /usually continued/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /查眼底/ : /eyes screened/);
    expect(r.text).not.toMatch(/吗替麦考酚酯会导致流产|Mycophenolate causes miscarriage/);
  });

  it.each<[Locale, string, boolean]>([
    ['zh-CN', '朋友推荐我吃螺旋藻和紫锥菊提高免疫力，说狼疮就是免疫力差，我能吃吗', true],
    ['zh-CN', '吃骁悉能不能吃点黄芪增强抵抗力', false],
    ['zh-CN', '我有红斑狼疮在吃羟氯喹，螺旋藻能吃吗', false],
    ['en-US', 'I have lupus and take mycophenolate, can I take echinacea to boost my immune system?', false],
    ['en-US', 'on cellcept, is spirulina ok?', false],
  ])('immune boosters with an autoimmune disease — %s "%s"', (locale, text, withPlan) => {
    const r = askPersona(XIAOYAN, locale, text, { withPlan });
    expect(r.text).toMatch(locale === 'zh-CN' ? /不是“免疫力差”/ : /not a weak immune system/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /螺旋藻/ : /spirulina/);
  });
});

describe('prescribed thiamine is kept, never swapped for a multivitamin (en P2 finding 4)', () => {
  it.each<[Locale, string, boolean]>([
    [
      'en-US',
      'gp gave me thiamine 100mg three times a day plus vitamin b compound strong. thats loads. can i just stop the thiamine and take a berocca instead, its got B1 in it?',
      true,
    ],
    ['en-US', "do I really need the thiamine my doctor prescribed now I'm sober?", true],
    ['en-US', 'can I swap my prescribed vitamin b1 for a multivitamin', false],
    ['zh-CN', '医生开的维生素B1一天三次太多了，能不能不吃了，吃复合维生素代替', false],
    // With the plan this message is split at the comma and "能换成善存吗" read as a supplement check (left
    // for now: the split's reading of a follow-up part is shared by every row).
    ['zh-CN', '戒酒医生让我吃维生素B1，能换成善存吗', false],
  ])('%s "%s"', (locale, text, withPlan) => {
    const r = askPersona(KEV, locale, text, { withPlan });
    expect(r.text).toMatch(locale === 'zh-CN' ? /请继续按医嘱吃/ : /Keep taking the thiamine/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /韦尼克脑病/ : /Wernicke/);
    expect(r.text).not.toMatch(/Omeprazole|Antidepressants must not|no reliable rule/);
  });
});

describe('iron overload from transfusions: chelation, never venesection days (en P5 findings 3 and 6)', () => {
  it.each<[Locale, string, boolean]>([
    ['en-US', 'what should I eat with my iron overload?', true],
    ['en-US', 'I have sickle cell and iron overload from transfusions, what diet should I follow?', false],
    ['zh-CN', '地贫输血后铁过载，饮食要注意什么', false],
  ])('%s "%s"', (locale, text, withPlan) => {
    const r = askPersona(AISHA, locale, text, { withPlan });
    expect(r.text).toMatch(locale === 'zh-CN' ? /去铁药/ : /chelation/);
    expect(r.text).not.toMatch(/venesection|放血/);
  });

  it('haemochromatosis keeps its venesection text', () => {
    const r = assistantReply({
      text: '我有血色病，饮食要注意什么',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/放血/);
  });

  it('vitamin C with iron overload: no supplement (the reviewer’s Q4)', () => {
    const r = askPersona(
      AISHA,
      'en-US',
      "got it, no iron. I also do an Emergen-C every day so I don't get sick, because infections set off my crises. is vitamin C ok for me?",
    );
    expect(r.text).toMatch(/take no vitamin C supplement/);
  });
});

describe('dong quai before a pregnancy or with low platelets (zh P5 finding 5)', () => {
  it.each<[Locale, string, boolean]>([
    [
      'zh-CN',
      '（已经住院处理好了）我妈说备孕要喝当归汤补血调经，每周炖两三次，我吃着这些药加上血小板才98，能喝吗？',
      true,
    ],
    ['zh-CN', '备孕期间能喝当归鸡汤吗', true],
    ['zh-CN', '血小板低，当归能吃吗', false],
    ['en-US', 'trying for a baby, is dong quai tea ok?', false],
    ['en-US', 'my platelets are 98, can I take dong quai?', false],
  ])('%s "%s"', (locale, text, withPlan) => {
    const r = askPersona(XIAOYAN, locale, text, { withPlan });
    expect(r.text).toMatch(locale === 'zh-CN' ? /不建议喝当归汤/ : /skip dong quai/);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule|骨头汤补不了钙/);
  });

  it('a dong quai question without a pregnancy or low platelets is not this row', () => {
    const r = assistantReply({
      text: 'is dong quai good for period cramps?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text).not.toMatch(/skip dong quai/);
  });
});
