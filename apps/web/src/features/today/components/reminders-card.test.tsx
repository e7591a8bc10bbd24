/**
 * The WeChat consent step of the "Remind me" card (issue 34 §2, ADR 0047), in the WeChat webview, with a
 * stub of the JS-SDK (`wx.config` / `ready` / `error`) and a stand-in for WeChat's open tag
 * `<wx-open-subscribe>` that fires the tag's `success` event (with `subscribeDetails` as WeChat writes
 * it) or its `error` event when tapped — in both languages.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ReminderSettingsView, WechatConsent } from '@nutri/domain/contracts';
import { useUserStore } from '../../../stores/user-store';
import { waitUntil } from '../../../testing/dom';
import { answerApi, mockApi } from '../../../testing/msw';
import { describeInEachLocale, renderRoutes } from '../../../testing/render';
import { resetWeChatConfig } from '../lib/wechat-open-tag';
import RemindersCard from './reminders-card';

const PLAN = '11111111-1111-4111-8111-111111111111';
const TEMPLATE = 'tmpl-reminder-0001';
const SIGNED = {
  appId: 'wx1234567890abcdef',
  timestamp: 1414587457,
  nonceStr: 'Wm3WZYTPz0wzccnW',
  signature: 'f'.repeat(40),
};

/** The JS-SDK as the card uses it: `config` answers through `ready` or `error`, as WeChat does. */
const wx = vi.hoisted(() => {
  const state = {
    configs: [] as unknown[],
    fail: null as string | null,
    readies: [] as (() => void)[],
    errors: [] as ((e: { errMsg: string }) => void)[],
  };
  return {
    state,
    sdk: {
      config(options: unknown) {
        state.configs.push(options);
        setTimeout(() => {
          if (state.fail) state.errors.forEach((fn) => fn({ errMsg: state.fail! }));
          else state.readies.forEach((fn) => fn());
        }, 0);
      },
      ready: (fn: () => void) => state.readies.push(fn),
      error: (fn: (e: { errMsg: string }) => void) => state.errors.push(fn),
    },
  };
});
vi.mock('weixin-js-sdk', () => ({ default: wx.sdk }));

/** What the stand-in open tag answers when tapped: a consent, or WeChat's error. */
let tagAnswer: WechatConsent | 'error' = 'accept';
class FakeOpenSubscribe extends HTMLElement {
  connectedCallback() {
    this.addEventListener('click', () => {
      if (tagAnswer === 'error')
        this.dispatchEvent(new CustomEvent('error', { detail: { errCode: 19, errMsg: 'subscribe:fail' } }));
      else
        this.dispatchEvent(
          new CustomEvent('success', {
            detail: {
              errMsg: 'subscribe:ok',
              subscribeDetails: JSON.stringify({
                [this.getAttribute('template')!]: JSON.stringify({ status: tagAnswer }),
              }),
            },
          }),
        );
    });
  }
}
if (!customElements.get('wx-open-subscribe')) customElements.define('wx-open-subscribe', FakeOpenSubscribe);

let view: ReminderSettingsView;
const asked: { configUrl: string[]; consents: unknown[]; settings: unknown[] } = {
  configUrl: [],
  consents: [],
  settings: [],
};
const baseView = (): ReminderSettingsView => ({
  customNutritionPlanId: PLAN,
  channels: [],
  quietStart: '22:30',
  quietEnd: '07:00',
  timeZone: 'Asia/Shanghai',
  refills: true,
  saved: false,
  wechatAvailable: true,
  wechatTemplateId: TEMPLATE,
  wechatConsent: null,
  pushSubscriptions: 0,
  calendarPath: `/v1/reminders/calendar.ics?custom_nutrition_plan_id=${PLAN}&key=${'k'.repeat(32)}`,
});

mockApi(
  answerApi('getReminderSettings', () => view),
  answerApi('getWechatJsConfig', ({ query }) => {
    asked.configUrl.push(query.get('url')!);
    return SIGNED;
  }),
  answerApi('putWechatConsent', ({ body }) => {
    asked.consents.push(body);
    view = { ...view, wechatConsent: body.status };
    return { status: body.status };
  }),
  answerApi('putReminderSettings', ({ body }) => {
    asked.settings.push(body);
    view = { ...view, channels: body.channels, saved: true };
    return view;
  }),
);

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0 Mobile Safari/537.36 MicroMessenger/8.0.54.2760(0x28003637) WeChat/arm64 NetType/WIFI Language/zh_CN';

beforeEach(() => {
  view = baseView();
  asked.configUrl = [];
  asked.consents = [];
  asked.settings = [];
  wx.state.configs = [];
  wx.state.readies = [];
  wx.state.errors = [];
  wx.state.fail = null;
  tagAnswer = 'accept';
  resetWeChatConfig();
  useUserStore.setState({ token: 'test-token' });
  Object.defineProperty(navigator, 'userAgent', { value: WECHAT_UA, configurable: true });
});
afterEach(() => {
  delete (navigator as { userAgent?: string }).userAgent;
});

const $ = (selector: string) => document.querySelector(selector);
const tag = () => $('wx-open-subscribe');
const text = () => document.body.textContent ?? '';

async function shown() {
  await renderRoutes([{ path: '/today', element: <RemindersCard planId={PLAN} /> }], '/today');
  await waitUntil(() => $('[data-testid="reminders-card"]') !== null, 'the card');
}

describeInEachLocale(
  'the WeChat consent step',
  {
    'en-US': {
      button: 'Remind me in WeChat',
      ask: 'WeChat asks you once',
      on: 'WeChat reminders are on.',
      rejected: 'You chose not to get WeChat reminders',
      banned: 'WeChat is set to refuse messages from this account',
      failed: 'WeChat could not show its reminder button here',
      calendar: "Add to my phone's calendar (.ics file)",
    },
    'zh-CN': {
      button: '用微信提醒我',
      ask: '微信会用它自己的窗口问你一次',
      on: '微信提醒已开启。',
      rejected: '你选择了不接收微信提醒',
      banned: '微信设置了拒收本公众号的消息',
      failed: '这里没能显示微信的提醒按钮',
      calendar: '添加到手机日历（.ics 文件）',
    },
  },
  (t, locale) => {
    it('wx.config with the server’s signature for this page and the open tag; accept: recorded, and the card says on', async () => {
      await shown();
      await waitUntil(() => tag() !== null, 'the open tag');
      expect(text()).toContain(t.ask);
      // Signed for this page's address without the hash route.
      expect(asked.configUrl).toEqual([window.location.href.split('#')[0]]);
      expect(wx.state.configs).toEqual([
        expect.objectContaining({ ...SIGNED, openTagList: ['wx-open-subscribe'] }),
      ]);
      expect(tag()!.getAttribute('template')).toBe(TEMPLATE);
      const template = tag()!.querySelector('script[type="text/wxtag-template"]')!;
      expect(template.innerHTML).toContain(`>${t.button}</button>`);
      expect(template.innerHTML).toMatch(/min-height:48px/);
      // Not "on" before WeChat's answer.
      expect($('[data-testid="reminders-on"]')).toBeNull();

      (tag() as HTMLElement).click();
      await waitUntil(() => $('[data-testid="reminders-on"]') !== null, 'on');
      expect($('[data-testid="reminders-on"]')!.textContent).toBe(t.on);
      expect(asked.consents).toEqual([{ templateId: TEMPLATE, status: 'accept' }]);
      expect(asked.settings).toEqual([expect.objectContaining({ channels: ['wechat'] })]);
      expect(tag()).toBeNull();
      void locale;
    });

    it.each<['reject' | 'ban', 'rejected' | 'banned']>([
      ['reject', 'rejected'],
      ['ban', 'banned'],
    ])('%s: said in plain words, not on, the calendar file offered', async (answer, key) => {
      tagAnswer = answer;
      await shown();
      await waitUntil(() => tag() !== null, 'the open tag');
      (tag() as HTMLElement).click();
      await waitUntil(() => $(`[data-testid="wechat-${answer}"]`) !== null, 'the message');
      expect($(`[data-testid="wechat-${answer}"]`)!.textContent).toContain(t[key]);
      expect(asked.consents).toEqual([{ templateId: TEMPLATE, status: answer }]);
      expect(asked.settings).toEqual([]);
      expect($('[data-testid="reminders-on"]')).toBeNull();
      expect($('[data-testid="reminders-ics"]')!.textContent).toBe(t.calendar);
    });

    it('wx.error (a bad signature, a domain not set up): the calendar file instead, no tag', async () => {
      wx.state.fail = 'config:invalid signature';
      await shown();
      await waitUntil(() => $('[data-testid="wechat-failed"]') !== null, 'the fallback');
      expect($('[data-testid="wechat-failed"]')!.textContent).toContain(t.failed);
      expect(tag()).toBeNull();
      expect($('[data-testid="reminders-ics"]')).not.toBeNull();
    });

    it('the open tag’s error event: the calendar file instead, nothing recorded', async () => {
      tagAnswer = 'error';
      await shown();
      await waitUntil(() => tag() !== null, 'the open tag');
      (tag() as HTMLElement).click();
      await waitUntil(() => $('[data-testid="wechat-failed"]') !== null, 'the fallback');
      expect(asked.consents).toEqual([]);
    });

    it('a WeChat channel recorded without consent is not "on": the consent is asked', async () => {
      view = { ...baseView(), channels: ['wechat'], saved: true };
      await shown();
      await waitUntil(() => tag() !== null, 'the open tag');
      expect($('[data-testid="reminders-on"]')).toBeNull();
    });

    it('no template on the server: no SDK, no tag, the calendar file', async () => {
      view = { ...baseView(), wechatAvailable: false, wechatTemplateId: null };
      await shown();
      expect(tag()).toBeNull();
      expect(wx.state.configs).toEqual([]);
      expect(asked.configUrl).toEqual([]);
      expect($('[data-testid="reminders-ics"]')).not.toBeNull();
    });
  },
);

it('outside WeChat the card never loads the SDK', async () => {
  delete (navigator as { userAgent?: string }).userAgent;
  await shown();
  expect(tag()).toBeNull();
  expect(wx.state.configs).toEqual([]);
});
