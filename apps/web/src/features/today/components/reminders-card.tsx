import { useState } from 'react';
import type { ReminderSettingsView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { deviceTimeZone, isWeChat, notificationPermission, pushSupport } from '../lib/browser-push';
import { useReminders } from './use-reminders';
import { WeChatSubscribe } from './wechat-subscribe';
import './reminders.css';

/**
 * "Remind me" under the day (issue 34 §2): turn on reminders on this phone — Web Push, the permission
 * asked only on that tap; in WeChat its subscription messages when the server has them, after the
 * person's consent in WeChat's own sheet — what to do if the permission is refused, quiet hours and time
 * zone, and the calendar file, which always works.
 */
export default function RemindersCard({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const r = useReminders(planId);
  const { settings } = r;
  if (settings.isPending)
    return (
      <section className="app-card rm" aria-busy="true" aria-label={t('today.reminders.title')}>
        <h2 className="rm__title">{t('today.reminders.title')}</h2>
        <p className="app-meta">{t('today.reminders.loading')}</p>
      </section>
    );
  if (settings.isError)
    return (
      <section className="app-card rm" aria-label={t('today.reminders.title')}>
        <h2 className="rm__title">{t('today.reminders.title')}</h2>
        <p className="app-meta">{t('today.reminders.loadFailed')}</p>
        <button type="button" className="app-button" onClick={() => void settings.refetch()}>
          {t('today.retry')}
        </button>
      </section>
    );
  const s = settings.data;
  return (
    <section className="app-card rm" aria-label={t('today.reminders.title')} data-testid="reminders-card">
      <h2 className="rm__title">{t('today.reminders.title')}</h2>
      <p className="app-meta">{t('today.reminders.body')}</p>
      <Channels r={r} s={s} />
      {s.channels.length > 0 ? <QuietHours r={r} s={s} /> : null}
      <Calendar s={s} />
    </section>
  );
}

type Reminders = ReturnType<typeof useReminders>;

/** How reminders reach this phone: push, WeChat, or why neither can here. */
function Channels({ r, s }: { r: Reminders; s: ReminderSettingsView }) {
  const { t } = useTranslation();
  const wechat = isWeChat();
  const support = pushSupport();
  const refusedBefore = notificationPermission() === 'denied';
  if (wechat) return <WeChatChannel r={r} s={s} />;
  const on = s.channels.includes('push');
  // On, but for another phone of the account: this one can join.
  const elsewhere = on && r.thisDevice === false && support === 'ok';
  if (elsewhere)
    return (
      <div className="rm__block">
        <p className="rm__status" role="status" data-testid="reminders-elsewhere">
          {t('today.reminders.onElsewhere')}
        </p>
        <button
          type="button"
          className="app-button app-button--primary"
          disabled={r.busy}
          onClick={() => void r.enablePush()}
          data-testid="reminders-enable"
        >
          {t('today.reminders.enableHere')}
        </button>
        <button type="button" className="app-button" disabled={r.busy} onClick={() => void r.turnOff()}>
          {t('today.reminders.turnOff')}
        </button>
      </div>
    );
  if (on)
    return (
      <div className="rm__block">
        <p className="rm__status" role="status" data-testid="reminders-on">
          {t('today.reminders.on')}
        </p>
        {r.testSent ? <p className="app-meta">{t('today.reminders.testSent')}</p> : null}
        <button type="button" className="app-button" disabled={r.busy} onClick={() => void r.turnOff()}>
          {t('today.reminders.turnOff')}
        </button>
      </div>
    );
  if (support !== 'ok')
    return (
      <p className="app-note rm__note">
        {t(support === 'install-first' ? 'today.reminders.installFirst' : 'today.reminders.unsupported')}
      </p>
    );
  const refused = r.outcome === 'denied' || (r.outcome === null && refusedBefore);
  return (
    <div className="rm__block">
      <button
        type="button"
        className="app-button app-button--primary"
        disabled={r.busy}
        onClick={() => void r.enablePush()}
        data-testid="reminders-enable"
      >
        {r.busy ? t('today.reminders.enabling') : t('today.reminders.enable')}
      </button>
      {refused ? (
        <div className="app-note rm__note" role="alert" data-testid="reminders-refused">
          <p>{t('today.reminders.denied')}</p>
          <p>{t('today.reminders.deniedHow')}</p>
        </div>
      ) : null}
      {r.outcome === 'dismissed' ? (
        <p className="app-note rm__note" role="alert">
          {t('today.reminders.dismissed')}
        </p>
      ) : null}
      {r.outcome === 'failed' ? (
        <p className="app-note rm__note" role="alert">
          {t('today.reminders.failed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * In the WeChat webview: subscription messages, sent only after the person accepted in WeChat's consent
 * sheet (the open tag); after reject or ban, or when WeChat cannot ask, plain words and the calendar file.
 */
function WeChatChannel({ r, s }: { r: Reminders; s: ReminderSettingsView }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!s.wechatAvailable || !s.wechatTemplateId)
    return <p className="app-note rm__note">{t('today.reminders.weChatCalendar')}</p>;
  const consent = s.wechatConsent;
  if (consent === 'accept' && s.channels.includes('wechat'))
    return (
      <div className="rm__block">
        <p className="rm__status" role="status" data-testid="reminders-on">
          {t('today.reminders.onWeChat')}
        </p>
        <button type="button" className="app-button" disabled={r.busy} onClick={() => void r.turnOff()}>
          {t('today.reminders.turnOff')}
        </button>
      </div>
    );
  // Consent given before, reminders turned off since: on again without asking WeChat anew.
  if (consent === 'accept')
    return (
      <div className="rm__block">
        <button
          type="button"
          className="app-button app-button--primary"
          disabled={r.busy}
          onClick={() => void r.enableWeChat()}
          data-testid="reminders-enable"
        >
          {t('today.reminders.enableWeChat')}
        </button>
      </div>
    );
  return (
    <div className="rm__block">
      <p className="app-meta">{t('today.reminders.weChatConsentBody')}</p>
      {failed ? (
        <p className="app-note rm__note" role="alert" data-testid="wechat-failed">
          {t('today.reminders.weChatFailed')}
        </p>
      ) : (
        <WeChatSubscribe
          templateId={s.wechatTemplateId}
          onAnswer={(status) => void r.answerWeChat(status)}
          onFailed={() => setFailed(true)}
        />
      )}
      {consent === 'reject' || consent === 'ban' ? (
        <p className="app-note rm__note" role="alert" data-testid={`wechat-${consent}`}>
          {t(consent === 'reject' ? 'today.reminders.weChatRejected' : 'today.reminders.weChatBanned')}
        </p>
      ) : null}
      {r.outcome === 'failed' ? (
        <p className="app-note rm__note" role="alert">
          {t('today.reminders.weChatNotSaved')}
        </p>
      ) : null}
    </div>
  );
}

/** Quiet hours and the time zone the reminders keep; refills on or off. */
function QuietHours({ r, s }: { r: Reminders; s: ReminderSettingsView }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(s.quietStart ?? '');
  const [end, setEnd] = useState(s.quietEnd ?? '');
  const [saved, setSaved] = useState(false);
  const device = deviceTimeZone();
  const submit = async (patch: Parameters<Reminders['save']>[0]) => {
    setSaved(false);
    await r.save(patch)?.then(
      () => setSaved(true),
      () => undefined,
    );
  };
  return (
    <form
      className="rm__block rm__quiet"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ quietStart: start || null, quietEnd: end || null });
      }}
    >
      <h3 className="rm__subtitle">{t('today.reminders.quietTitle')}</h3>
      <p className="app-meta">{t('today.reminders.quietBody')}</p>
      <div className="rm__times">
        <label className="rm__field">
          <span>{t('today.reminders.quietStart')}</span>
          <input
            type="time"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            data-testid="quiet-start"
          />
        </label>
        <label className="rm__field">
          <span>{t('today.reminders.quietEnd')}</span>
          <input type="time" value={end} onChange={(e) => setEnd(e.target.value)} data-testid="quiet-end" />
        </label>
      </div>
      <p className="app-meta" data-testid="reminders-zone">
        {t('today.reminders.zone', { zone: s.timeZone })}
      </p>
      {device !== s.timeZone ? (
        <button type="button" className="app-button" onClick={() => void submit({ timeZone: device })}>
          {t('today.reminders.useDeviceZone', { zone: device })}
        </button>
      ) : null}
      <label className="rm__check">
        <input
          type="checkbox"
          checked={s.refills}
          onChange={(e) => void submit({ refills: e.target.checked })}
        />
        <span>{t('today.reminders.refills')}</span>
      </label>
      <button type="submit" className="app-button" disabled={r.busy}>
        {t('today.reminders.save')}
      </button>
      {saved ? (
        <p className="app-meta" role="status">
          {t('today.reminders.saved')}
        </p>
      ) : null}
      {r.saveFailed ? (
        <p className="app-note rm__note" role="alert">
          {t('today.reminders.saveFailed')}
        </p>
      ) : null}
    </form>
  );
}

/** The calendar file: always there, the way that works on every phone. */
function Calendar({ s }: { s: ReminderSettingsView }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((x) => x.locale);
  return (
    <div className="rm__block">
      <a
        className="app-button"
        href={`/api${s.calendarPath}&locale=${locale}`}
        download="reminders.ics"
        data-testid="reminders-ics"
      >
        {t('today.reminders.calendar')}
      </a>
      <p className="app-meta">{t('today.reminders.calendarBody')}</p>
    </div>
  );
}
