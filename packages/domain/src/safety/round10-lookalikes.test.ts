import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// Blind round 10 (docs/triage-rounds/round-10.md): the phrase rules raised 11 look-alikes and missed 12
// emergencies the learned reader had to catch. Each fix is a general form (an idiom list, a past or
// hypothetical frame, a mildness marker, a count or a value that rates rather than measures); the rows
// are a few of the round's messages and new phrasings of the same forms. They test the rules alone.
describe('round 10 look-alikes: the rules stay quiet', () => {
  it.each([
    // idioms and dish names
    'lol i think i overdosed on halloween candy last night, how do i get back on track today',
    'i totally overdosed on christmas cookies this week, how do i reset',
    'this cheesecake is to die for, how much sugar is in a slice?',
    'we had suicide wings and ranch last night, how much sodium',
    'coach made us run suicide sprints, what should i eat after',
    '朋友说我一天两杯奶茶是慢性自杀 有这么夸张吗',
    '我妈说天天熬夜喝可乐就是慢性自杀 真的吗',
    '他说我这么吃简直是自杀 一天三顿火锅有问题吗',
    // a risk asked about
    'Is mercury in tuna actually a poisoning risk or overblown? I eat canned tuna 4 times a week',
    'Is arsenic in rice a poisoning risk or overblown? we eat it every day',
    // a past episode, told as over
    'I had anaphylaxis to cashews when I was 8. Now 26, carry my EpiPen. Are coconut and nutmeg safe?',
    'I had a severe allergic reaction to peanuts when I was 5. Now 30. Is peanut oil safe?',
    '上个月吃虾过敏 嘴唇肿了去急诊打了针 现在早好了 医生说以后别吃虾',
    '上个月吃芒果过敏 脸肿了去医院打了针 现在早就好了 芒果干还能吃吗',
    // a question asked ahead
    'Can intermittent fasting cause fainting? Asking before I try it. I have never fainted',
    'Can keto cause fainting? asking before i start',
    '断食会不会导致晕倒？我还没开始',
    // slight bleeding that stops at once on a blood thinner
    "I'm on Eliquis. My gums bleed a tiny bit when I floss, stops straight away. Dentist says gingivitis.",
    "I'm on Xarelto and my gums bleed a little when I brush, stops right away. Dentist says plaque.",
    // nearly fainted
    '我儿子说他体育课跑完八百米差点 晕过去 哈哈 初中生运动完吃啥恢复体力',
    '我女儿说她跑完步差点晕过去 哈哈 吃什么补充体力',
    'i almost passed out laughing at the show, anyway is kombucha ok',
    // a number that rates or counts, next to "sugar"
    'this mango sticky rice is to die for. how bad is it for my blood sugar on a scale of 1 to 10?',
    'rate my blood sugar diet on a scale of 1 to 10',
    'Is it normal to get a headache when I quit sugar? Day 2 of no sweets, it is mild',
    'week 3 of no sugar, what can i eat',
    // benign in the round, kept quiet
    'is black pudding good for iron? the British kind made with blood. I am anaemic, Hb 11.5',
  ])('%s → no rule fires', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('round 10 emergencies the rules now name', () => {
  it.each([
    // fewer kicks than usual counted (RCOG GTG 57)
    [
      'hello, 30 weeks pregnant, counting kicks and only got 3 in 2 hours, normally 10 in 20 minutes',
      'reduced_fetal_movements',
    ],
    [
      '32 weeks, did a kick count tonight and only felt 4 in 2 hours, usually she is so active',
      'reduced_fetal_movements',
    ],
    ['孕34周 数胎动 两个小时才动了3下 平时很活跃', 'reduced_fetal_movements'],
    // an intrusive "what if" after a birth (ACOG CO 757)
    [
      '4 weeks postpartum and i keep standing at the top of the stairs thinking what if i just let go of her',
      'perinatal_crisis',
    ],
    [
      '3 weeks after my c-section, i keep thinking what if i just drop him over the railing',
      'perinatal_crisis',
    ],
    // at a road or a bridge with the urge to rush out or jump
    ['剖完两个礼拜 刚刚把宝宝放地上我就跑出门了 现在站在马路边上 好想冲出去', 'perinatal_crisis'],
    ['刚生完一个月 站在桥上 好想跳下去', 'suicidal'],
    // a wish not to wake, with letters written
    ['每天睡前都希望明天别醒 今晚特别强烈 信已经写好了放在我妈枕头下面', 'suicidal'],
    ['每天都希望早上别醒过来 已经写好了给我妈的信', 'suicidal'],
    // a very high glucose with a changed mental state (ADA hyperglycaemic crises 2024)
    [
      "grandpa's sugar is 450 mg/dl, he keeps peeing and now he's really out of it, mumbling",
      'hyperglycaemic_crisis',
    ],
    ["my dad's sugar is 520 mg/dl and he's confused and drowsy", 'hyperglycaemic_crisis'],
    ['血糖 23 mmol/L 我爸现在叫不醒 迷迷糊糊', 'hyperglycaemic_crisis'],
    // a salt substitute or potassium pills with a potassium-sparing medicine, and its signs (KDIGO 2020)
    [
      'i use lite salt for my blood pressure, plus spironolactone. now pins and needles in my hands and my heart is doing flip flops',
      'hyperkalaemia',
    ],
    ['using nu-salt with my lisinopril, now my hands are tingling and my heart is racing', 'hyperkalaemia'],
    ['吃着螺内酯 又天天用低钠盐 现在心慌 手脚发麻', 'hyperkalaemia'],
    // a meter reading said further from its number
    ['meter at the pharmacy check said 41 mg/dL, the lady told me sit down', 'severe_hypoglycaemia'],
    // acute angle-closure glaucoma (AAO PPP 2020)
    [
      'out of the blue my right eye is killing me, massive pain, everything blurry with rainbow halos around the lights, I am throwing up',
      'severe_pain_or_fever',
    ],
    [
      'my left eye suddenly hurts like crazy and i see halos around lights, feeling sick and threw up',
      'severe_pain_or_fever',
    ],
    ['左眼突然胀痛 看灯有彩虹圈 还吐了', 'severe_pain_or_fever'],
    // a child found with an ADHD stimulant or someone's pills
    ["just caught my 3yo with his sister's adhd meds (concerta), no idea how many he ate", 'child_ingestion'],
    ["found my 2 year old with grandma's heart pills in his mouth, not sure how many", 'child_ingestion'],
    ['孩子误吃了哥哥的专注达 不知道吃了几片', 'child_ingestion'],
  ] as const)('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });

  it.each([
    // the same forms negated, past or mild stay quiet
    'on spironolactone, is lite salt ok to use?',
    'I use lite salt and take lisinopril, no palpitations or tingling, just checking',
    'my eye hurts a bit after a long day at the screen, is lutein worth taking',
    'my blood sugar was 450 mg/dl two years ago before I was diagnosed, now it is fine',
    'did a kick count, 10 kicks in 15 minutes, all good',
  ])('%s → no rule fires', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});
