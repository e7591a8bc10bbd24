// Setup of every web unit test. Screens render without the route guard that loads their texts, so the
// texts of both locales are loaded here once; Testing Library's DOM is emptied after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ensureTexts, initI18n } from '../lib/i18n';

initI18n('zh-CN');
await Promise.all([ensureTexts('zh-CN'), ensureTexts('en-US')]);

afterEach(() => cleanup());
