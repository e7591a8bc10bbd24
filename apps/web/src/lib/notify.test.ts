import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_DURATION_MS, Z_INDEX_BASE } from './constants';
import { closeNotify, notify } from './notify';

afterEach(() => {
  closeNotify();
  vi.useRealTimers();
});

describe('notify', () => {
  it('defaults to a danger banner for 3000 ms above the overlays', () => {
    vi.useFakeTimers();
    notify('服务器拒绝了请求');
    const el = document.querySelector<HTMLElement>('.app-notify');
    expect(el?.className).toContain('app-notify--danger');
    expect(el?.getAttribute('role')).toBe('alert');
    expect(el?.textContent).toBe('服务器拒绝了请求');
    expect(Number(el?.style.zIndex)).toBeGreaterThan(Z_INDEX_BASE);
    expect(NOTIFY_DURATION_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(document.querySelector('.app-notify')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('.app-notify')).toBeNull();
  });

  it('keeps one banner at a time and can be closed early', () => {
    notify({ message: 'one' });
    const close = notify({ message: 'two', type: 'success', duration: 10_000 });
    const banners = document.querySelectorAll('.app-notify');
    expect(banners).toHaveLength(1);
    expect(banners[0]?.textContent).toBe('two');
    expect(banners[0]?.getAttribute('role')).toBe('status');
    close();
    expect(document.querySelector('.app-notify')).toBeNull();
  });
});
