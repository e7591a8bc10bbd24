import { useEffect, useState } from 'react';
import type { BodyOf, ReminderChannel, ReminderSettingsView, WechatConsent } from '@nutri/domain/contracts';
import { deletePushSubscription, getVapidKey, putPushSubscription } from '../api/push-subscription';
import { putWechatConsent } from '../api/wechat-consent';
import { usePutReminderSettings, useReminderSettings, useSendTestReminder } from '../api/reminder-settings';
import {
  deviceSubscribed,
  deviceTimeZone,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../lib/browser-push';

/** What the last "turn on" came to: on, the permission refused or left unanswered, or a failure. */
export type EnableOutcome = 'on' | 'denied' | 'dismissed' | 'failed' | null;

type Settings = BodyOf<'putReminderSettings'>;

/** The settings to save: the server's, with this device's zone until the person has saved any. */
const bodyOf = (s: ReminderSettingsView): Settings => ({
  customNutritionPlanId: s.customNutritionPlanId,
  channels: s.channels,
  quietStart: s.quietStart,
  quietEnd: s.quietEnd,
  timeZone: s.saved ? s.timeZone : deviceTimeZone(),
  refills: s.refills,
});

const withChannel = (list: readonly ReminderChannel[], c: ReminderChannel) => [...new Set([...list, c])];

/** The reminders card's data and flows: turn push or WeChat on and off, save the quiet hours and zone. */
export function useReminders(planId: string) {
  const settings = useReminderSettings({ planId });
  const put = usePutReminderSettings();
  const test = useSendTestReminder();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<EnableOutcome>(null);
  // Whether this phone is one of those reminded (null while it is being looked up).
  const [thisDevice, setThisDevice] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void deviceSubscribed()
      .catch(() => false)
      .then((on) => live && setThisDevice(on));
    return () => {
      live = false;
    };
  }, []);
  const data = settings.data;

  async function enablePush() {
    if (!data || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await subscribeThisDevice(async () => (await getVapidKey()).publicKey);
      if (!result.ok) {
        setOutcome(result.reason);
        return;
      }
      const { endpoint, keys, expirationTime } = result.subscription;
      await putPushSubscription({
        endpoint: endpoint ?? '',
        expirationTime: expirationTime ?? null,
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      });
      await put.mutateAsync({ ...bodyOf(data), channels: withChannel(data.channels, 'push') });
      setOutcome('on');
      setThisDevice(true);
      // A first reminder at once: the person sees what one looks like and that it arrives.
      test.mutate(planId);
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  async function enableWeChat() {
    if (!data) return;
    await put.mutateAsync({ ...bodyOf(data), channels: withChannel(data.channels, 'wechat') }).catch(() => {
      setOutcome('failed');
    });
  }

  /**
   * What the person chose in WeChat's consent sheet, recorded; after accept WeChat reminders are on (the
   * settings' answer shows it), after reject or ban the settings are read again to say so.
   */
  async function answerWeChat(status: WechatConsent) {
    if (!data?.wechatTemplateId) return;
    setBusy(true);
    setOutcome(null);
    try {
      await putWechatConsent({ templateId: data.wechatTemplateId, status });
      if (status === 'accept')
        await put.mutateAsync({ ...bodyOf(data), channels: withChannel(data.channels, 'wechat') });
      else await settings.refetch();
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    if (!data || busy) return;
    setBusy(true);
    try {
      const endpoint = await unsubscribeThisDevice().catch(() => null);
      if (endpoint) await deletePushSubscription(endpoint).catch(() => undefined);
      await put.mutateAsync({ ...bodyOf(data), channels: [] });
      setOutcome(null);
      setThisDevice(false);
    } finally {
      setBusy(false);
    }
  }

  const save = (patch: Partial<Settings>) =>
    data ? put.mutateAsync({ ...bodyOf(data), ...patch }) : undefined;

  return {
    settings,
    busy: busy || put.isPending,
    saveFailed: put.isError,
    outcome,
    thisDevice,
    testSent: test.isSuccess && (test.data?.sent ?? 0) > 0,
    enablePush,
    enableWeChat,
    answerWeChat,
    turnOff,
    save,
  };
}
