/**
 * Blind triage round 39's misses as classes (development data once its figures were reported,
 * docs/triage-rounds/round-39/): the round's words and other phrasings, with look-alikes that stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('a small child who bit or swallowed a household poison or an adult’s medicine, whatever the amount', () => {
  it.each([
    '老人把樟脑丸放衣柜里 我家两岁的从里面拿了一颗啃 咬掉一半 现在没啥异样 要紧吗',
    '我家两岁的从衣柜里拿了一颗樟脑丸啃了',
    'my baby 1.5 years swallowed grandfather BP tablets, 2 or 3 tablets, what to do',
    "my 2 yr old ate some of my metformin and one of my glipizide, she's running around fine. is metformin safe for kids",
    'yung anak ko 2 years old nakalunok ng coin battery from laruan, umiiyak lang. what do i give her to eat',
    'we keep mothballs in the wardrobe, my 2 year old had one in her mouth and bit it, she seems ok',
  ])('%s', (text) => {
    expect(kindsOf(text)).toContain('child_ingestion');
  });

  it.each([
    '樟脑丸放哪里孩子拿不到',
    '如果孩子咬了樟脑丸怎么办',
    'my son swallowed his amoxicillin fine today, can he have juice after?',
  ])('not: %s', (text) => {
    expect(kindsOf(text)).not.toContain('child_ingestion');
  });
});

describe('"是不是" asks, it does not deny', () => {
  it('a death wish asked as a question, with the tablets at hand', () => {
    expect(kindsOf('係咪我死咗大家都会轻松啲 我而家手上有成板药 好想一次过食晒佢')).toContain('suicidal');
    expect(kindsOf('是不是我死了大家都会轻松点 我现在手上有一板药 好想一次吃完它')).toContain('suicidal');
  });

  it.each(['是不是吃多了维生素会中毒', '孩子是不是缺钙啊 晚上老出汗'])('not: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});

describe('the other classes of the round', () => {
  it.each([
    ['上班被货架上掉下来的箱子砸到头 当时眼前一黑 现在越来越困', 'head_injury'],
    [
      "my daughter had her baby last week, today she's got a splitting headache, says her eyes are blurry and her face looks swollen. she's breastfeeding, can she take ibuprofen?",
      'pre_eclampsia',
    ],
    [
      'army bootcamp, did like 500 squats yesterday, my thighs are massive and painful and my piss is black-ish. drinking water, is it enough',
      'muscle_breakdown',
    ],
  ] as const)('%s → %s', (text, kind) => {
    expect(kindsOf(text)).toContain(kind);
  });
});

describe('an INR the clinic said to hold warfarin for', () => {
  it('the clinic’s instruction stands, chased today — never "take your warfarin as normal"', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['warfarin'],
      text: "INR came back 8.6 at the clinic this morning, they said hold the warfarin and someone would ring but nobody has. I've been drinking loads of cranberry juice for a UTI. No bleeding. Do I still take tonight's dose?",
    });
    expect(r.text).toMatch(/do as they said — no dose tonight/);
    expect(r.text).not.toMatch(/Take your warfarin as normal/);
    const zh = askAs({
      locale: 'zh-CN',
      medicines: ['warfarin'],
      text: 'INR 7.2，门诊说让我先停两天华法林，今晚还吃吗',
    });
    expect(zh.text).toMatch(/今晚这次先不吃/);
  }, 60_000);

  it('a few drinks on warfarin with no INR keeps the alcohol answer', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['warfarin'],
      text: 'had a few drinks last night, do I still take my warfarin?',
    });
    expect(r.text).toMatch(/Take your warfarin as normal/);
  }, 60_000);
});
