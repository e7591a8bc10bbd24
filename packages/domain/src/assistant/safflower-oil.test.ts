/**
 * "红花" inside 红花籽油 and "safflower" inside "safflower oil" drew the blood-activating herb warning
 * for a cooking oil; the herb and 红花油 (a salicylate liniment) keep it.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';
import type { Locale } from '../contracts/common';

const PERSONA = 'warfarin with fish oil and vitamin E';
const HERB_WARNING = /活血化瘀类中药|blood[- ]activating/i;

describe.each([true, false])('safflower on warfarin (with a plan: %s)', (withPlan) => {
  const ask = (locale: Locale, text: string) => askPersona(PERSONA, locale, text, { withPlan });

  it.each<[Locale, string]>([
    ['zh-CN', '吃华法林，炒菜用红花籽油可以吗'],
    ['zh-CN', '红花籽油软胶囊我在吃华法林能吃吗'],
    ['en-US', 'on warfarin, is it ok to cook with safflower oil?'],
    ['en-US', 'can i use safflower seed oil in salad dressing with my coumadin'],
  ])('%s: %s is not the herb', (locale, q) => {
    expect(ask(locale, q).text).not.toMatch(HERB_WARNING);
  });

  it.each<[Locale, string]>([
    ['zh-CN', '吃华法林能泡红花茶喝吗'],
    ['en-US', 'on warfarin, can I take safflower (honghua) tea for circulation?'],
  ])('%s: %s keeps the herb warning', (locale, q) => {
    expect(ask(locale, q).text).toMatch(/出血|bleed/);
  });
});
