import { i18n } from '../../../lib/i18n';
import zhCN from '../locales/zh-CN.json';
import enUS from '../locales/en-US.json';

/**
 * The operator page's texts travel with its chunk, not in the users' catalogs, so the app people use
 * does not grow with a page they never open. Both languages at once: switching needs no fetch.
 */
export function addOpsTexts(): void {
  i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, false);
  i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
}
