/**
 * Blind triage round 65 (development data once reported), in words of our own: a cut wrist that keeps bleeding, told
 * with thoughts of not living — the crisis card first, then pressure first aid for the cut, never the blood thinner's
 * "take no further dose" to someone on none.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './reply';

const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('a self-inflicted cut that keeps bleeding', () => {
  it.each([
    [
      'zh-CN',
      '最近觉得活着没什么意思 刚才用刀片划了手腕 按了十分钟血还在流',
      /12356/,
      /用力按住伤口/,
      /抗凝药/,
    ],
    [
      'en-US',
      "i cut myself again tonight, deeper, pressed on it for 15 minutes and it won't stop bleeding",
      /988/,
      /press firmly on it/,
      /blood thinner/,
    ],
  ] as const)(
    '%s: crisis line, then pressure first aid; no blood-thinner text',
    (locale, text, crisis, pressure, thinner) => {
      const r = ask(text, locale);
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(crisis);
      expect(r.text).toMatch(pressure);
      expect(r.text).not.toMatch(thinner);
    },
  );
  it.each([
    ['zh-CN', '我姐割了手腕 血止不住 她说不想活了', /家人说出想死/, /用力按住伤口/, /抗凝药/],
    [
      'en-US',
      "my brother slashed his arm, it won't stop bleeding, says he wants to die",
      /When someone says they want to die/,
      /press firmly on it/,
      /blood thinner/,
    ],
  ] as const)(
    '%s, told by a carer: the carer card, then pressure first aid; no blood-thinner text',
    (locale, text, carer, pressure, thinner) => {
      const r = ask(text, locale);
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(carer);
      expect(r.text).toMatch(pressure);
      expect(r.text).not.toMatch(thinner);
    },
  );
  it.each(['he cut his wrist on broken glass, it wont stop bleeding', '她切菜割了手腕 血止不住'])(
    'an accident is no self-harm: %s',
    (text) => {
      const r = ask(text, /[a-z]/.test(text) ? 'en-US' : 'zh-CN');
      expect(r.text).not.toMatch(/988|12356/);
    },
  );
  it('on warfarin the blood-thinner card stays', () => {
    const r = ask('刚才用刀片划了手腕 按了十分钟血还在流 我在吃华法林', 'zh-CN', ['warfarin']);
    expect(r.text).toMatch(/抗凝药/);
  });
});
