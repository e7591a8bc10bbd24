// Unit tests render screens directly, without the route guard that loads screen texts: load them here.
import { ensureTexts, initI18n } from '../lib/i18n';

initI18n('zh-CN');
await Promise.all([ensureTexts('zh-CN'), ensureTexts('en-US')]);
