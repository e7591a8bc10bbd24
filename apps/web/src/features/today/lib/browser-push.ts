/**
 * What this browser can do for reminders (issue 34 §2): Web Push through the reminders' service worker
 * (`public/reminders-sw.js`, registered only when the person turns reminders on), the permission asked
 * only on that tap, and the WeChat webview told apart (it has no Web Push).
 */

/** `ok`: Web Push works here; `install-first`: iOS Safari, which pushes only to a web app added to the home screen. */
export type PushSupport = 'ok' | 'install-first' | 'unsupported';

export function isWeChat(): boolean {
  return /MicroMessenger/i.test(navigator.userAgent);
}

export function pushSupport(): PushSupport {
  if (
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
    return 'ok';
  return /iPhone|iPad|iPod/.test(navigator.userAgent) ? 'install-first' : 'unsupported';
}

/** The notification permission as it stands (asking nothing). */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
};

export type SubscribeResult =
  { ok: true; subscription: PushSubscriptionJSON } | { ok: false; reason: 'denied' | 'dismissed' | 'failed' };

const SW_URL = './reminders-sw.js';

/**
 * Asks for the permission first (in the tap itself: a browser may refuse a question asked after an
 * await), then registers the worker, reads the server's key and subscribes this device.
 */
export async function subscribeThisDevice(serverKey: () => Promise<string>): Promise<SubscribeResult> {
  const answer = await Notification.requestPermission();
  if (answer === 'denied') return { ok: false, reason: 'denied' };
  if (answer !== 'granted') return { ok: false, reason: 'dismissed' };
  try {
    const publicKey = await serverKey();
    const registration = await navigator.serviceWorker.register(SW_URL);
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: bytesOf(publicKey),
      }));
    return { ok: true, subscription: subscription.toJSON() };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/** This device has a push subscription of the reminders' worker (false where push cannot work). */
export async function deviceSubscribed(): Promise<boolean> {
  if (pushSupport() !== 'ok') return false;
  const registration = await navigator.serviceWorker.getRegistration(SW_URL);
  return Boolean(await registration?.pushManager.getSubscription());
}

/** Unsubscribes this device; answers the endpoint it had (null when none). */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const registration = await navigator.serviceWorker?.getRegistration(SW_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe().catch(() => false);
  return endpoint;
}

/** The device's time zone (IANA), as Intl knows it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';
}
