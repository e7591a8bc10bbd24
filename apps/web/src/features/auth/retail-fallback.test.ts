import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { initI18n, i18n } from '../../lib/i18n';
import { retailFallbackNotice } from './retail-fallback';

const refused = (status: number, reason?: string) => new ApiError({ status, code: status, msg: 'x', reason });

describe('retailFallbackNotice', () => {
  it.each([
    [refused(403, 'retail_sign_in_not_configured'), 'auth.retailNotConfigured'],
    [refused(401, 'retail_token_invalid'), 'auth.retailBadToken'],
  ])('%o → %s', (error, key) => expect(retailFallbackNotice(error)).toBe(key));

  it.each([
    ['a 401 without a reason', refused(401)],
    ['a 403 without a reason', refused(403)],
    ['a reason on the wrong status', refused(400, 'retail_token_invalid')],
    ['no network', refused(0)],
    ['a rate limit', refused(429)],
    ['a server fault', refused(500)],
    ['not an API error', new Error('boom')],
  ])('%s is a real failure, not a guest fallback', (_label, error) =>
    expect(retailFallbackNotice(error)).toBeNull(),
  );

  it('each notice reads in the person language, never the network message', async () => {
    initI18n('zh-CN');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('auth.retailNotConfigured')).toBe('这个入口还没有开通，已为你以访客身份继续使用');
    expect(i18n.t('auth.retailBadToken')).toBe('这个入口的登录链接无效或已过期，已为你以访客身份继续使用');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('auth.retailNotConfigured')).toBe(
      'This entry is not set up; you are continuing as a guest',
    );
    expect(i18n.t('auth.retailBadToken')).toMatch(
      /^This entry's sign-in link is invalid or has expired; you are continuing as a guest$/,
    );
  });
});
