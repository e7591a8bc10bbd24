/**
 * Blind triage round 69 (development data once its figures were recorded), in words of our own. A faint the rules
 * read beside a cause the learned reader reads surely — a knock to the head, a dehydrated child who cannot be woken,
 * a teenager starving and purging — got the fainting card alone: the cause's card now leads and the fainting card
 * stays below it. Four look-alikes sent to urgent care are quiet now: a chest pain the emergency department found
 * to be reflux, spotting the early pregnancy unit found normal and stopped, a child's bump the GP checked, and a
 * person on dialysis who has never missed a session.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('a faint with its cause read surely: the cause leads, the faint stays', () => {
  it.each([
    ['儿子踢足球头被球门柱撞了 当场昏过去几秒 回来吐了一次 现在老打瞌睡 给他喝点蜂蜜水行吗', 'head_injury'],
    [
      'My girl is 15, living on diet pills and black tea for a week, she passed out at the bus stop this morning. Which multivitamin should I get her?',
      'eating_disorder',
    ],
    [
      '孙子两岁 肠胃炎 吐了一整天 拉了七八次 嘴巴干 哭都没眼泪 现在睡着了叫都叫不醒 给他喝米汤行不行',
      'child_dehydration',
    ],
  ])('%s', (text, kind) => {
    const kinds = kindsOf(text);
    expect(kinds[0]).toBe(kind);
    expect(kinds).toContain('fainting');
  });
  it('a faint with no cause named keeps the fainting card alone', () => {
    expect(kindsOf('我刚才站起来的时候突然晕倒了 过了一会儿才醒')[0]).toBe('fainting');
  });
  it('an adult by age ("三十岁") is not a child for the dehydration card', () => {
    expect(kindsOf('我三十岁，吐了一天，拉肚子，刚才晕倒了')).not.toContain('child_dehydration');
  });
});

describe('look-alikes a visit found clear, or a session never missed, are no emergency', () => {
  it.each([
    'Had chest pain on Sunday and went to the ER, bloods and ECG done, everything normal, they think it was my gallbladder. What should I eat now?',
    'Some light spotting at 8 weeks, we went to the early pregnancy unit and the scan was fine, they said it was normal and it has stopped now. Is ginger ok for the sickness?',
    'My daughter bumped her head on the table on Monday, we took her to the GP that afternoon and she was checked and fine. Any foods that help bruises?',
    "Dialysis three times a week and I've never missed a session. How much fluid should I drink in summer?",
  ])('%s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
  it('spotting checked clear but bleeding again now is still urgent', () => {
    expect(
      kindsOf(
        'Spotting at 8 weeks last week, the early pregnancy unit said it was normal, but now I am bleeding again with cramps',
      ),
    ).toContain('pregnancy_bleeding');
  });
  it('a session missed is still the missed-dialysis card', () => {
    expect(kindsOf('I skipped dialysis on Friday and now my legs feel heavy and weak')).toContain(
      'missed_dialysis',
    );
  });
});
