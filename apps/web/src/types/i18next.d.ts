import 'i18next';
import type zhCN from '../locales/zh-CN.json';

// Keys are typed from the zh-CN base catalog: `t('start.titel')` fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}
