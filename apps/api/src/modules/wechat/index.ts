/** The wechat module's face (eslint.config.js): OAuth of the official account, `app.wechatService`. */
export { default as wechatServicePlugin } from './wechat.service';
export { default as wechatRoutes } from './wechat.routes';
