import { z } from 'zod';

/**
 * WeChat OAuth of the official account (snsapi_base), for the openid that JSAPI payment inside the
 * WeChat webview needs (issue 20.2). The page asks for the authorize URL and goes there; WeChat sends
 * the person back to the web app with `?code=…&state=…`, which the page hands to `wechatBindOpenid`.
 */

/** The hash route of the web app to come back to after WeChat (e.g. `#/orders/…`). */
export const wechatReturnToSchema = z
  .string()
  .max(200, 'must be at most 200 characters')
  .regex(/^#\/[A-Za-z0-9/_?=&.%-]*$/, 'must be a route of this app starting with #/');

export const wechatAuthorizeBodySchema = z
  .object({ returnTo: wechatReturnToSchema.optional() })
  .strict()
  .nullish();

export const wechatAuthorizeResultSchema = z.object({
  /** open.weixin.qq.com/connect/oauth2/authorize?…#wechat_redirect */
  url: z.string(),
  /** Bound to the signed-in user and short-lived; WeChat hands it back unchanged. */
  state: z.string(),
});

/** WeChat's state parameter: letters and digits, at most 128 bytes. */
export const wechatStateSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{1,128}$/, 'must be the state WeChat sent back (letters and digits)');

export const wechatBindOpenidBodySchema = z
  .object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be the code WeChat sent back (letters, digits, _ or -)'),
    state: wechatStateSchema,
  })
  .strict();

export const wechatBindOpenidResultSchema = z.object({ bound: z.literal(true) });
