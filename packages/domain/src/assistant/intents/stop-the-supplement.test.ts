import { describe, expect, it } from 'vitest';
import { assistantReply } from '../index';

// Blind answer round 42, en-070 (unsafe, development data), in words of our own.

const meds = ['letrozole', 'sertraline'];
function followUp(previous: string, text: string, locale: 'zh-CN' | 'en-US') {
  const first = assistantReply({ text: previous, locale, plan: null, medicines: meds });
  return assistantReply({
    text,
    locale,
    plan: null,
    medicines: meds,
    history: [
      { role: 'user', content: previous },
      { role: 'assistant', content: first.text },
    ],
  });
}

describe('"should I stop it?" after a supplement that must not be taken with a medicine', () => {
  it.each([
    [
      'en-US',
      'been taking st johns wort for my mood alongside my zoloft, is that ok?',
      'ok so do I just quit it? cold turkey or slowly?',
      /leave out is the St John's wort/,
    ],
    [
      'zh-CN',
      '我在吃圣约翰草改善情绪，同时吃着舍曲林，可以吗？',
      '那是不是直接停掉？需不需要慢慢减？',
      /要停的是圣约翰草/,
    ],
  ] as const)('%s: the supplement is what stops, the medicine is kept', (locale, previous, text, said) => {
    const r = followUp(previous, text, locale);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/Do not stop Sertraline on your own|请不要自行停用舍曲林/);
  });
  it('the medicine named: its own never-stop answer', () => {
    const r = followUp(
      'been taking st johns wort for my mood alongside my zoloft, is that ok?',
      'can I stop the sertraline instead?',
      'en-US',
    );
    expect(r.text).not.toMatch(/leave out is the St John's wort/);
  });
  it('a supplement with no pair to avoid: not this answer', () => {
    const r = followUp('is vitamin D ok with my letrozole?', 'should I stop it?', 'en-US');
    expect(r.text).not.toMatch(/leave out is the/);
  });
});
