import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './faq/testing';
import { weightLossTold } from './weight-loss-told';

// Blind answer round 39's five unsafe answers (development data from its figures on): a stock text in place of
// the point that mattered.
describe('answer round 39: the point that mattered comes first', { timeout: 60_000 }, () => {
  it('a wish to lose weight never gets the weight-gain card (zh-019)', () => {
    const r = askAs({
      locale: 'zh-CN',
      text: '我在机房上夜班，凌晨三点要吃一顿大的，现在92公斤想减15公斤，这顿是不是最长肉的？吃饭时间到底要咋个安排嘛',
    });
    expect(r.text).not.toMatch(/健康增重|花生酱/);
    const en = askAs({
      locale: 'en-US',
      text: 'im 104 kg and want to lose 20, is a big meal at 3am the most fattening thing i do?',
    });
    expect(en.text).not.toMatch(/Gaining weight healthily|peanut butter/);
    // Wanting weight back after a past diet is still a wish to gain.
    const back = askAs({ locale: 'zh-CN', text: '以前减肥减掉了10公斤，现在太瘦了想长回来，怎么吃' });
    expect(back.text).toMatch(/健康增重/);
  });

  it('Fosamax with calcium and milk tea gets the empty-stomach rule, not the calcium amounts (zh-067/068)', () => {
    const medicines = ['letrozole', 'alendronate'];
    const first = '她Fosamax一周吃一次，习惯早上跟钙片一起，配一杯加奶的红茶吞下去，这样吃对不对啊';
    const r = askAs({ locale: 'zh-CN', medicines, text: first });
    expect(r.text).toMatch(/白开水/);
    expect(r.text).toMatch(/30分钟/);
    expect(faqIdsOf(r)).not.toContain('aromatase-inhibitor-calcium-vitamin-d');
    const next = askAs({
      locale: 'zh-CN',
      medicines,
      previous: first,
      text: '吃完要等多久才能喝茶吃早饭？钙片挪到什么时候吃',
    });
    expect(next.text).toMatch(/30分钟/);
    expect(next.text).toMatch(/午饭或晚饭/);
    // The row itself still answers "should I take calcium and D on letrozole?".
    const plain = askAs({
      locale: 'en-US',
      medicines: ['letrozole'],
      text: 'should i take calcium and vitamin d on letrozole, my dexa showed osteoporosis',
    });
    expect(faqIdsOf(plain)).toContain('aromatase-inhibitor-calcium-vitamin-d');
  });

  it('only the broth, the solids left, is the broth rule for gout (zh-040)', () => {
    const r = askAs({ locale: 'zh-CN', text: '痛风嘅人，如果唔食汤渣，净系饮汤会唔会好啲？' });
    expect(faqIdsOf(r)).toContain('gout-broth');
    expect(r.text).toMatch(/嘌呤溶于水/);
  });

  it('a weight loss told in figures without trying leads with a doctor visit (zh-076)', () => {
    const r = askAs({
      locale: 'zh-CN',
      text: '帮我公公问一下他79岁婆婆去年走了以后他一个人吃饭特别随便一年从70公斤掉到62公斤天天就是吐司配茶加罐头汤我们不住一起该怎么让他多吃点有营养的',
    });
    expect(r.text).toMatch(/^\*\*70→62公斤，没有刻意减肥却掉了约11%的体重：这本身就要请医生查原因。\*\*/);
    const en = askAs({
      locale: 'en-US',
      text: 'my dad went from 165 to 148 lbs since mum passed, he just eats toast. what easy meals can i leave him?',
    });
    expect(en.text).toMatch(/^\*\*165 → 148 lbs without trying is a loss of about 10% of body weight/);
  });

  it.each([
    ['我减肥三个月从70公斤减到62公斤，现在怎么吃不反弹', null],
    ['on ozempic i went from 98 kg to 90 kg, what protein should i eat', null],
    ['血糖从12降到7了，还要控制主食吗', null],
    ['生完孩子从65公斤掉到58公斤，哺乳期怎么吃', null],
    ['一年从70公斤掉到62公斤', 11],
    ['went from 80kg down to 77kg', 4],
  ])('reads %s as a loss of %s %%', (text, pct) => {
    const loss = weightLossTold(text.toLowerCase(), undefined);
    expect(loss === null ? null : Math.round(loss.pct)).toBe(pct);
  });
});
