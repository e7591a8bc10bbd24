import 'i18next';
import type zhCN from '../locales/zh-CN.json';
import type opsZhCN from '../features/ops/locales/zh-CN.json';

// Keys are typed from the zh-CN base catalogs: `t('start.titel')` fails to compile. The operator page's
// texts are a catalog of their own (its chunk adds them), typed the same way.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN & typeof opsZhCN };
  }
}
