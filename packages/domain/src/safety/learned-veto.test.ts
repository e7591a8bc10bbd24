import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// The learned reader's veto of a phrase rule on a message told as past, checked, a worry or a joke
// (learned-veto.ts). Wordings of the development rounds (17–56) and of our own.
describe('a rule hit the learned reader reads as clearly not urgent, told as past, checked or a joke', () => {
  it.each([
    '吃了overdose的巧克力 今天情人节收了三盒 一个人吃完了哈哈 明天要饿一天吗 还是正常吃就行',
    '我的头要炸了 这个营养素计算表格太复杂了 蛋白质到底是按体重每公斤几克算啊',
    '娃偷吃了一块狗粮 就一粒 笑死我了 狗粮有啥不好的吗',
    '我奶奶老说吃太多辣椒会嘴歪眼斜 这是真的假的啊 哈哈',
  ])('%s: no card', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });

  it.each([
    // An emergency now, in the same shapes: the learned reader is not clear, so the rules stand.
    '我爸半小时前突然嘴歪了 说话也说不清 左手拿不住筷子 以前从来没有过',
    'my dad is fitting again, its gone on 6 minutes now, normally stops after 1. what do i do',
    '小时候吃虾过敏过 刚才又吃了虾 现在喉咙发紧 嘴唇肿了 喘不上气',
  ])('%s: still urgent', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });

  it('never a crisis: a wish to die stays urgent whatever the laugh', () => {
    expect(redFlagsFor('真的不想活了 药都攒好了 哈哈 反正也没人在乎').length).toBeGreaterThan(0);
  });

  it('never a hit that needs what is known of the person (on warfarin)', () => {
    expect(
      redFlagsFor('牙龈出血一直止不住 已经半小时了 以前也出过', { medicines: ['warfarin'] }).length,
    ).toBeGreaterThan(0);
  });
});
