import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';
import { crisisAboutAnother } from './about-another';

describe('a crisis told of someone else', () => {
  it.each([
    '我老公说活着没意思，最近老念叨不想活了',
    '儿子今晚跟我说想把他的药一次全吃了，他才17岁',
    '闺蜜给我发消息说她要自杀，现在电话也不接',
    '我老婆最近一直说没有她我们会过得更好，还把东西都送人了',
    '我爸说我妈走了以后他也不想活了，还在网上查怎么死比较快',
    '她说她准备跳楼，我该怎么办',
    'my best friend texted me that she is going to kill herself and now she wont answer',
    'wife keeps saying everyone would be better off without her and she has been giving her things away',
    "my son said tonight he wants to take all his pills at once. he's 17",
    'my dad told me he has been looking up ways to end his life since mom died',
    "my girlfriend said she wants to die and she's locked herself in the bathroom",
    // Blind triage round 38 (development data once its figures were reported).
    '我妈这几天一直念叨不想拖累我们，刚才收拾东西发现她抽屉里攒了好多安眠药',
    '男朋友刚刚给我发“谢谢你这几年，再见”，然后电话一直不接，他之前说过想从楼上跳下去',
    '我老汉儿自从我妈走了就莫得心思吃饭，昨天跟我说“我去找你妈算了”，还把存折和房本都交给我了',
    "my 16yo wrote a goodbye note in her diary and her phone history has 'how many paracetamol is too many'",
    "Dad keeps saying since mum passed that he wants to go and be with her. He's given away all his tools.",
    // Said without a verb of telling, or told as the act (self-harm told by a carer).
    'my dad says he just wants to die',
    '我姐割腕了 血止不住',
    'my son slashed his wrists, what do I do',
  ])('%s', (text) => {
    expect(crisisAboutAnother(text)).toBe(true);
  });

  it.each([
    '我活着没意思，想把药全吃了',
    '确诊以后我天天想着一死了之，不想拖累孩子们',
    // The writer at risk too: the card is for them.
    '我爸说他不想活了，其实我也不想活了',
    'my dad killed himself last year and now I want to die too',
    "honestly i dont see the point anymore, i've been thinking about ending it",
    '她想死我了，好久没见了',
  ])('not: %s', (text) => {
    expect(crisisAboutAnother(text)).toBe(false);
  });

  it('the carer is told what to do now, in both languages', () => {
    const zh = askAs({ locale: 'zh-CN', text: '闺蜜给我发消息说她要自杀，现在电话也不接' });
    expect(zh.urgent).toBe(true);
    expect(zh.text).toMatch(/不要让他一个人待着/);
    expect(zh.text).not.toMatch(/你并不孤单/);
    const en = askAs({
      locale: 'en-US',
      text: 'wife keeps saying everyone would be better off without her and she has been giving her things away',
    });
    expect(en.text).toMatch(/do not leave them alone/);
    expect(en.text).not.toMatch(/You are not alone/);
  });

  it('medicines stockpiled: the carer is told to stay with them and lock the medicines away', () => {
    const r = askAs({
      locale: 'zh-CN',
      text: '我妈这几天一直念叨不想拖累我们，刚才收拾东西发现她抽屉里攒了好多安眠药',
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/收起来锁好/);
  });
});
