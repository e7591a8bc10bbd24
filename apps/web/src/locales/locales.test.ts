import { describe, expect, it } from 'vitest';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import { flattenCatalog as flatten, placeholdersOf as placeholders, type Catalog } from '../testing/catalogs';

describe('locale coverage (zh-CN is the base catalog)', () => {
  const zh = flatten(zhCN as Catalog);
  const en = flatten(enUS as Catalog);

  it('en-US has every zh-CN key', () => {
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('en-US has no key the base lacks (stale keys)', () => {
    expect([...en.keys()].filter((k) => !zh.has(k))).toEqual([]);
  });

  it('no text is empty and interpolation variables match', () => {
    for (const [key, text] of zh) {
      expect(text.trim(), key).not.toBe('');
      expect(en.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('keeps the exact texts of the error catalogue, the guard and the clipboard', () => {
    expect(zh.get('errors.sessionExpired')).toBe('token失效，请重新登录!');
    expect(en.get('errors.sessionExpired')).toBe('Session expired, please sign in again');
    expect(zh.get('auth.loginFailed')).toBe('登录失败,请稍后重试，{{error}}');
    expect(en.get('auth.loginFailed')).toBe('Sign-in failed, please try again later: {{error}}');
    expect(zh.get('clipboard.success')).toBe('复制成功');
    expect(zh.get('clipboard.failure')).toBe('复制失败');
    expect(en.get('clipboard.success')).toBe('Copied');
    expect(en.get('clipboard.failure')).toBe('Copy failed');
  });
});
