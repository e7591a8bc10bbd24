import { describe, expect, it } from 'vitest';
import { flattenCatalogue, placeholdersIn } from './catalogue';
import { enUS } from './en-US';
import { bilingual, say } from './index';
import { zhCN } from './zh-CN';

describe('message catalogue coverage (zh-CN is the base)', () => {
  const zh = flattenCatalogue(zhCN);
  const en = flattenCatalogue(enUS);

  it('en-US has every zh-CN key', () => {
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('en-US has no key the base lacks (stale keys)', () => {
    expect([...en.keys()].filter((k) => !zh.has(k))).toEqual([]);
  });

  it('no sentence is empty and both languages have the same placeholders', () => {
    for (const [key, text] of zh) {
      expect(text.trim(), key).not.toBe('');
      expect(en.get(key)?.trim(), key).not.toBe('');
      expect(placeholdersIn(en.get(key) ?? ''), key).toEqual(placeholdersIn(text));
    }
  });
});

describe('say', () => {
  it('fills placeholders: numbers as a template literal writes them, Bilingual in the sentence language', () => {
    const name = { zh: '钙', en: 'Calcium' };
    expect(say('schedule.note.spacing', { a: name, b: 'X', hours: 2 }, 'zh-CN')).toBe(
      '钙和X至少间隔 2 小时。',
    );
    expect(say('schedule.note.spacing', { a: name, b: 'X', hours: 2 }, 'en-US')).toBe(
      'Calcium and X at least 2 hours apart.',
    );
    const detail = bilingual('targets.vegetarian.raised', { from: 8, target: 14 });
    expect(say('targets.vegetarian.text', { nutrient: 'iron', factor: 1.8, detail }, 'en-US')).toBe(
      'Vegetarian iron need is 1.8 × the RDA (US DRIs): 8 → 14 mg/day',
    );
  });

  it('fills every occurrence of a placeholder and leaves a value holding braces as it is', () => {
    expect(say('targets.bariatric.iron', { min: 18, max: '{max}' }, 'en-US')).toContain(
      'iron at least 18 mg a day (a multivitamin with iron); how much of 18–{max} mg',
    );
  });

  it('says both languages for what stores both', () => {
    expect(bilingual('targets.basis.AI', {})).toEqual({ zh: '适宜摄入量（AI）', en: 'Adequate Intake (AI)' });
  });

  it('types the parameters from the base sentence', () => {
    // @ts-expect-error: `hours` is missing
    say('schedule.note.spacing', { a: 'A', b: 'B' }, 'en-US');
    // @ts-expect-error: no such key
    say('schedule.note.nothing', {}, 'en-US');
    expect(true).toBe(true);
  });
});
