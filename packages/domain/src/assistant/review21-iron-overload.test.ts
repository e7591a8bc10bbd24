/**
 * Twenty-first clinician review, zh S1: a man with transfusion-dependent thalassaemia (ferritin 3,650) asked
 * about 阿胶 and was told "真正补铁的是…动物肝脏、鸭血猪血". Where iron is not wanted — thalassaemia or
 * transfusions, haemochromatosis, a high ferritin said — the folk-iron question gets the overload diet,
 * never where "the real iron" is; without such a person the folk-iron answer stands.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';

const ask = (text: string, locale: 'zh-CN' | 'en-US') =>
  assistantReply({ text, locale, plan: null, medicines: [] });

describe('folk iron foods when iron is not wanted', { timeout: 60_000 }, () => {
  it.each<[string, 'zh-CN' | 'en-US', RegExp]>([
    ['我是重型地贫 一直输血 铁蛋白3650 阿胶还能继续吃吗', 'zh-CN', /输血引起的铁过载/],
    ['我有血色病 红枣阿胶能吃吗', 'zh-CN', /铁过载（血色病）/],
    ['铁蛋白很高 阿胶红枣还能补吗', 'zh-CN', /铁过载/],
  ])('%s', (text, locale, lead) => {
    const r = ask(text, locale);
    expect(r.text).toMatch(lead);
    expect(r.text).not.toMatch(/真正补铁的是|鸭血猪血/);
  });

  it('without overload the folk-iron answer stands', () => {
    expect(ask('阿胶能补血吗', 'zh-CN').text).toMatch(/阿胶/);
  });
});
