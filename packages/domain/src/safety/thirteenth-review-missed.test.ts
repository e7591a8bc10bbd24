/**
 * Thirteenth clinician review, en: three emergencies in everyday words were missed — a high-output stoma
 * with no urine and faintness (P2 #2), tingling lips and hands "cramping into claws" two weeks after
 * Prolia (P4 #1), palpitations on ibrutinib after a near-faint (P5 #4). Rules (lexicon.ts `no_urine`,
 * `stoma_output`, `ctx_btk_inhibitor`, a broader `perioral_numb`), with look-alikes that stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';
import { NAMED_CAUSES, namedCauseLines } from './named-causes';

const ruleKinds = (text: string, medicines: string[] = []) =>
  ruleFlagsFor(text, { medicines }).map((h) => h.kind);

describe('P2 #2: a high-output stoma with no urine or faintness — dehydration and acute kidney injury', () => {
  it.each([
    "The bag has been filling every hour since yesterday, I've not had a wee since this morning and I feel faint when I stand up",
    'my ileostomy output is really high, pure water, and I feel dizzy when I stand',
    'emptying my bag every hour and havent peed since lunch',
    'stoma bag filling up constantly and i havent had a pee all day',
    '造口袋一直满，一上午都没尿，站起来头晕',
    '回肠造口每个小时都要倒 今天一天没小便',
    'had diarrhoea all night, not had a wee since yesterday and I feel faint',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toContain('urgent_general');
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });

  it.each([
    'stoma output a bit higher after curry, peeing fine',
    'how often should I empty my stoma bag?',
    'my ileostomy is working well, what should I drink?',
    'I had a wee this morning, is dark urine a problem?',
    '造口袋多久换一次比较好',
    'no urine smell after asparagus, is that normal?',
  ])('not urgent: %s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('P4 #1: tingling lips and hands cramping into claws — low calcium (tetany)', () => {
  it.each([
    'Mum says her lips and fingers are tingling and her hands are cramping up into claws, she got the shot 2 weeks ago',
    'her lips are going numb and her fingers curl up and lock',
    'lips feel tingly and my hands keep cramping, had Prolia last month',
    '妈妈嘴唇发麻，手抽筋成鸡爪一样',
    '打完普罗力两周 嘴周围麻 手指蜷起来伸不直',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toContain('urgent_general');
  });

  it.each([
    'my hands cramp when I write',
    'my lips tingle after eating chilli',
    'fingers go white and numb in the cold',
    '写字久了手有点抽筋',
    'lip balm makes my lips tingle, is that ok?',
  ])('not urgent: %s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('P5 #4: palpitations on a BTK inhibitor — atrial fibrillation, the same day', () => {
  it.each([
    ['my heart has been fluttering and racing on and off too, is that the tablets?', ['ibrutinib']],
    ["I'm on Imbruvica and my heart keeps racing", []],
    ['on ibrutinib, nearly fainted this morning', []],
    ['吃伊布替尼两个月了，最近老是心慌，心跳乱', []],
    ['亿珂吃着 心跳不规律', []],
  ] as const)('%s', (text, medicines) => {
    expect(ruleKinds(text, [...medicines])).toContain('urgent_general');
  });

  it.each([
    ['had palpitations after coffee last year', ['ibrutinib']],
    ['on ibrutinib, can I have grapefruit?', []],
    ['my heart races when I run, is that normal?', []],
    ['吃伊布替尼能喝咖啡吗', []],
  ] as const)('not urgent: %s', (text, medicines) => {
    expect(ruleKinds(text, [...medicines])).toEqual([]);
  });
});

describe('the cause said under the card', () => {
  it('each row has both languages and a source; the Chinese has no English words', () => {
    for (const row of NAMED_CAUSES) {
      expect(row.text.zh.length).toBeGreaterThan(10);
      expect(row.text.en.length).toBeGreaterThan(10);
      expect(row.source.en.length).toBeGreaterThan(10);
      expect(row.text.zh).not.toMatch(/[A-Za-z]{3,}/);
      expect(row.source.zh).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('tetany, stoma dehydration and a BTK inhibitor each name their cause', () => {
    expect(namedCauseLines(new Set(['perioral_numb', 'hand_spasm']), 'en-US')[0]).toMatch(/low calcium/);
    expect(namedCauseLines(new Set(['stoma_output', 'no_urine']), 'zh-CN')[0]).toMatch(/静脉补液/);
    expect(namedCauseLines(new Set(['ctx_btk_inhibitor', 'palpitations']), 'en-US')[0]).toMatch(/ECG today/);
    expect(namedCauseLines(new Set(['palpitations']), 'en-US')).toEqual([]);
  });
});

describe('jaundice on a liver-injuring medicine (twentieth clinician review, en S2)', () => {
  it('holds the next dose until seen today, in both languages', () => {
    expect(namedCauseLines(new Set(['ctx_hepatotoxic', 'jaundice', 'dark_urine']), 'en-US')[0]).toMatch(
      /do not take the next dose of these medicines/,
    );
    expect(namedCauseLines(new Set(['ctx_hepatotoxic', 'jaundice']), 'zh-CN')[0]).toMatch(
      /先不要再吃下一次这些药/,
    );
    expect(namedCauseLines(new Set(['jaundice', 'dark_urine']), 'en-US')[0]).not.toMatch(/next dose/);
  });
});
