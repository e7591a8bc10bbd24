/**
 * Blind triage round 70 (development data once its figures were recorded), in words of our own. A teenager asking
 * what a number of someone else's sleeping tablets would do, with them at hand, was read by the learned reader as a
 * crisis just below the bar and had no cue word, so it got no card: tablets counted "of my dad's …" are a cue now.
 * Three cards led with the rules' neighbour: a button battery swallowed ("will it pass out in his poo?" read as a
 * faint), a chest pain to the jaw with sweating told in Cantonese (only the breathing read), and a new mother seeing
 * herself hurt the baby and hearing a voice (the suicide card); the cause's card leads now. A quiet spell that is
 * over — "kicking like normal all afternoon" — is no reduced-movements card. Folding rounds 65–69 into the reader's
 * training moved one bereaved father's message ("我去找你妈算了", the bankbook handed over) just below the crisis bar:
 * a wish to join the dead said to "your mum" and a bankbook or deeds handed over are now the rules' own reading.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe("someone else's tablets counted, at hand: a crisis card", () => {
  it.each([
    "if a person took 35 of her nan's painkillers would she just fall asleep, asking for me, got them here",
    "what would 50 of my nan's sleeping pills do to someone my size. they're in my bag",
  ])('%s', (text) => {
    expect(kindsOf(text).some((k) => k === 'suicidal' || k === 'possible_crisis')).toBe(true);
  });
  it('a count of tablets in an ordinary question stays quiet', () => {
    expect(
      kindsOf("my mum's vitamin D comes in a bottle of 90 tablets, how long does it last at one a day?"),
    ).toEqual([]);
  });
});

describe('a wish to join the dead with belongings handed over: the crisis card', () => {
  it('"我去找你爸算了" with the bankbook handed over', () => {
    expect(
      kindsOf('我妈自从我爸走了就不怎么吃饭，前天说“我去找你爸算了”，还把存折交给我了，给她吃点什么补补'),
    ).toContain('suicidal');
  });
  it.each([
    '我爸把房产证交给我保管，说他年纪大了怕弄丢，他最近血压有点高，吃什么好',
    '我去找你妈拿一下钥匙，顺便问问她降压药饭前吃还是饭后吃',
  ])('an errand or a document kept safe is no crisis: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});

describe("the cause's card leads, the rules' neighbour kept below", () => {
  it('a button battery swallowed: "pass out in the nappy" is no faint, the ingestion card first', () => {
    const kinds = kindsOf(
      'my 2 year old swallowed a coin battery from the tv remote half an hour ago, seems totally fine, playing. will it just pass out in his nappy?',
    );
    expect(kinds[0]).toBe('child_ingestion');
    expect(kinds).not.toContain('fainting');
  });
  it('chest tightness to the jaw with sweat, in Cantonese: the chest pain card first', () => {
    const kinds = kindsOf('我老公食完飯話心口好翳，翳到落手臂同下巴，出晒冷汗，好似抖唔到氣咁，係咪胃氣？');
    expect(kinds[0]).toBe('chest_pain');
  });
  it('a new mother who pictures harming the baby and hears a voice: the perinatal card first', () => {
    const kinds = kindsOf(
      "Two weeks since the birth, I can't stop seeing myself dropping him in the bath and a voice keeps saying he'd be better off without me. Is it the iron tablets?",
    );
    expect(kinds[0]).toBe('perinatal_crisis');
  });
});

describe('a quiet spell told as over is no reduced-movements card', () => {
  it.each([
    "33 weeks, he was quiet first thing but since breakfast he's been kicking as usual, same pattern as always. Is pineapple ok to eat?",
    '孕31周，早上宝宝动得少一点，吃完午饭后又跟平时一样动了，想问孕晚期能吃榴莲吗',
  ])('%s', (text) => {
    expect(kindsOf(text)).not.toContain('reduced_fetal_movements');
  });
  it.each([
    "32 weeks, she was quieter this morning and she's still quieter now than usual, should I drink something cold?",
    '孕34周，今天一上午胎动少，到现在还是比平时少很多，喝点冰水有用吗',
  ])('still fewer now keeps the card: %s', (text) => {
    expect(kindsOf(text)).toContain('reduced_fetal_movements');
  });
});
