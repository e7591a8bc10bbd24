import { useEffect, useRef, useState } from 'react';
import type { WechatConsent } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { getWechatJsConfig } from '../api/wechat-consent';
import { configureWeChat, consentIn } from '../lib/wechat-open-tag';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The button inside the open tag. WeChat draws it in the tag's own shadow tree, where the page's styles
 * do not reach: it carries its own (the app's primary button, at least 48 px tall, full width).
 */
const buttonHtml = (label: string) =>
  `<style>.b{display:block;box-sizing:border-box;width:100%;min-height:48px;padding:12px 16px;` +
  `border:0;border-radius:8px;background:#0b7a50;color:#fff;font-size:16px;line-height:24px;` +
  `font-weight:600;text-align:center}</style><button class="b" type="button">${escapeHtml(label)}</button>`;

/**
 * WeChat's consent sheet for the reminders' template (ADR 0047): configures the JS-SDK for this page,
 * then renders `<wx-open-subscribe>`; its `success` event says what the person chose (accept, reject,
 * ban), its `error` event — or `wx.error` before it — that WeChat could not ask.
 */
export function WeChatSubscribe({
  templateId,
  onAnswer,
  onFailed,
}: {
  templateId: string;
  onAnswer: (status: WechatConsent) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const tag = useRef<HTMLElement>(null);
  // The latest handlers, read by listeners added once.
  const handlers = useRef({ onAnswer, onFailed });
  useEffect(() => {
    handlers.current = { onAnswer, onFailed };
  });

  useEffect(() => {
    let live = true;
    configureWeChat(getWechatJsConfig).then(
      () => live && setReady(true),
      () => live && handlers.current.onFailed(),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = tag.current;
    if (!ready || !el) return;
    const success = (e: Event) => {
      const status = consentIn((e as CustomEvent<unknown>).detail, templateId);
      if (status) handlers.current.onAnswer(status);
      else handlers.current.onFailed();
    };
    const error = () => handlers.current.onFailed();
    el.addEventListener('success', success);
    el.addEventListener('error', error);
    return () => {
      el.removeEventListener('success', success);
      el.removeEventListener('error', error);
    };
  }, [ready, templateId]);

  if (!ready)
    return (
      <p className="app-meta" role="status">
        {t('today.reminders.weChatPreparing')}
      </p>
    );
  return (
    <wx-open-subscribe ref={tag} template={templateId} className="rm__wx" data-testid="wechat-subscribe">
      <script
        type="text/wxtag-template"
        dangerouslySetInnerHTML={{ __html: buttonHtml(t('today.reminders.enableWeChat')) }}
      />
    </wx-open-subscribe>
  );
}
