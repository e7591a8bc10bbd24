import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

// A visit for the episode that found it clear makes a chest told in the past, or a quiet baby that is moving
// again, no emergency — unless the message says it is back, worse or going on now (blind triage rounds 17–49's
// look-alikes, development data).
describe('an episode checked and found clear', () => {
  it.each([
    "I get a bit of chest tightness when I'm anxious before big presentations. Had a full check-up and ECG last month, all clear, doctor said it's anxiety. Does magnesium help with anxiety?",
    '我是那种一紧张就胸口有点闷的 做过好多次心电图和心脏彩超都正常 医生说是焦虑 有什么吃的能帮助放松 镁有用吗',
    '我奶奶说她心口疼 其实就是烧心反酸 吃完饭一躺就这样 好多年了 胃镜查过是反流性食管炎 心电图也正常 吃啥能改善',
    'had chest pains last week so went to the ER, troponin and ECG were normal, they said reflux. what should I eat?',
  ])('is no chest-pain card: %s', (text) => {
    expect(ruleFlagsFor(text).map((h) => h.kind)).not.toContain('chest_pain');
  });

  it.each([
    "went to the ER yesterday for chest pain, ECG was normal, but tonight it's crushing again and going down my left arm, sweating",
    '昨天胸口疼去医院心电图正常 今晚又开始压着疼 出冷汗 左胳膊麻',
    'my dad has crushing chest pain and is sweating, his ECG last year was normal',
    'had an ECG last week which was normal but i have crushing chest pain right now',
    'went to A&E with chest pain last night, they said ECG normal and sent me home, but I have crushing pain now and feel sweaty',
    '上周去医院检查都正常，现在胸口像压了块石头，喘不上气，出冷汗',
  ])('keeps the card when it is back, worse or now, or the check was no visit: %s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('chest_pain');
  });

  it('a quiet baby moving again after the usual steps is not the reduced-movements card by the rules', () => {
    expect(
      ruleFlagsFor(
        '孕32周 今天上午宝宝动得少 我吃了点东西侧躺 半小时踢了十几下 跟平时一样了 晚上吃什么好',
      ).map((h) => h.kind),
    ).not.toContain('reduced_fetal_movements');
    expect(redFlagsFor('孕30周 宝宝今天一整天都没怎么动 上周去医院监护都正常').map((h) => h.kind)).toContain(
      'reduced_fetal_movements',
    );
  });
});

// An onset word in a clause dated a month or more ago tells how it began, not that it is now; "years back" is the
// past (blind triage round 51, development data).
describe('an episode dated a month or more ago', () => {
  it.each([
    '上个月我爸突然胸口疼 送医院放了个支架 现在出院两周了 恢复挺好 以后饮食上要注意什么 鸡蛋黄还能吃不',
    'my brother had a seizure 3 years back from low sodium after a marathon. how much water is actually safe?',
  ])('is history: %s', (text) => {
    expect(ruleFlagsFor(text)).toEqual([]);
  });

  it.each([
    '去年做了支架 今天突然胸口疼得厉害 出冷汗',
    '上个月体检还好好的 现在突然胸口压着疼 左胳膊麻',
    'my dad had a stroke 2 years back and just now his face is drooping again',
  ])('a sign told now after it keeps its card: %s', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

it('an operation years back does not date a sign going on since this morning', () => {
  expect(
    redFlagsFor(
      'my husband had hernia repair years back he has been throwing up since morning dark green vomit his belly is swollen tight and he says he hasnt passed gas at all he is 76 can he have ginger tea',
    ).map((h) => h.kind),
  ).toContain('bowel_obstruction');
});
