import { NOTIFY_DURATION_MS, Z_INDEX_BASE } from './constants';

/**
 * A banner at the top of the screen (Vant's "notify"; antd-mobile has none). Plain DOM rather than a
 * React root so the HTTP client can raise it from anywhere, before or without any screen mounted.
 * One banner at a time: a new one replaces the old.
 */
type NotifyType = 'danger' | 'warning' | 'success' | 'primary';

export interface NotifyOptions {
  message: string;
  /** Defaults to `danger`: the banner reports refusals (the 403 of the error catalogue). */
  type?: NotifyType;
  /** Milliseconds; defaults to 3000. */
  duration?: number;
}

const COLORS: Record<NotifyType, string> = {
  // The app's colour tokens (styles/tokens.css); white on each keeps a contrast ratio of at least 4.5:1.
  danger: 'var(--app-color-danger-vivid)',
  warning: 'var(--app-color-warning)',
  success: 'var(--app-color-primary)',
  primary: 'var(--app-color-info)',
};

let current: { el: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

export function closeNotify(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.el.remove();
  current = null;
}

/** Shows a banner; returns a function that closes it early. */
export function notify(options: NotifyOptions | string): () => void {
  const {
    message,
    type = 'danger',
    duration = NOTIFY_DURATION_MS,
  } = typeof options === 'string' ? { message: options } : options;
  closeNotify();
  if (typeof document === 'undefined') return () => undefined;
  const el = document.createElement('div');
  el.className = `app-notify app-notify--${type}`;
  el.setAttribute('role', type === 'danger' || type === 'warning' ? 'alert' : 'status');
  el.textContent = message;
  Object.assign(el.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    right: '0',
    zIndex: String(Z_INDEX_BASE + 100),
    padding: 'calc(env(safe-area-inset-top, 0px) + 10px) 16px 10px',
    background: COLORS[type],
    color: 'var(--app-color-on-primary)',
    fontSize: '15px',
    lineHeight: '1.4',
    textAlign: 'center',
    wordBreak: 'break-word',
  });
  document.body.appendChild(el);
  const entry = { el, timer: setTimeout(() => (current?.el === el ? closeNotify() : el.remove()), duration) };
  current = entry;
  return () => {
    if (current === entry) closeNotify();
  };
}
