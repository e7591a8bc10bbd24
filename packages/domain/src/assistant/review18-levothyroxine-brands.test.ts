/**
 * Eighteenth clinician review, en M6: "Thyronorm 75 mcg" was "not in our medicine dictionary" though the
 * generic name got the spacing answer. The brands people type in India, the UK, the US and China are
 * levothyroxine, and the levothyroxine readers take them.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { findDrugs } from './entities';
import { assistantReply } from './reply';

const ask = (locale: Locale, text: string): string =>
  assistantReply({ text, locale, plan: null, medicines: ['levothyroxine'], history: [] }).text;

describe('levothyroxine brands', () => {
  it.each([
    'Thyronorm',
    'Thyrox',
    'Eltroxin',
    'Euthyrox',
    'Synthroid',
    'Levoxyl',
    'Unithroid',
    'Tirosint',
    '优甲乐',
    '雷替斯',
    '加衡',
  ])('%s is levothyroxine', (brand) => {
    expect(findDrugs(`I take ${brand} 75 mcg`).map((d) => d.id)).toContain('levothyroxine');
  });

  it('a word that only starts like a brand is not one ("thyroxine-binding globulin")', () => {
    expect(findDrugs('Thyroxbinding test').map((d) => d.id)).not.toContain('levothyroxine');
  });

  it.each([
    ['en-US', 'can I take my Thyronorm with calcium in the morning?'],
    ['en-US', 'Thyronorm 75 mcg with my iron tablet together, ok?'],
    ['zh-CN', '加衡和钙片能一起吃吗'],
  ] as const)('%s: the spacing answer for "%s"', (locale, q) => {
    const text = ask(locale, q);
    expect(text).toMatch(/4 hours|4小时|4 个小时|四小时/);
    expect(text).not.toMatch(/no reliable rule|没有可靠的规则|not in our medicine dictionary/);
  });
});
