import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KEYBOARD_THRESHOLD_PX,
  LONG_PRESS_MS,
  TAP_TOLERANCE_PX,
  TOAST_DURATION_MS,
  Z_INDEX_BASE,
} from './constants';
import type { AppEnv } from './env';
import { isKeyboardOpenByHeight, watchKeyboard } from './keyboard';

const android: AppEnv = { isIOS: false, isAndroid: true, isWeChat: false, isWeChatMiniProgram: false };
const ios: AppEnv = { ...android, isIOS: true, isAndroid: false };
const desktop: AppEnv = { ...android, isAndroid: false };

function setHeight(h: number) {
  Object.defineProperty(window, 'innerHeight', { value: h, configurable: true, writable: true });
}

afterEach(() => {
  setHeight(844);
  document.body.innerHTML = '';
});

describe('app shell constants', () => {
  it('match the product', () => {
    expect([TOAST_DURATION_MS, Z_INDEX_BASE, LONG_PRESS_MS, TAP_TOLERANCE_PX, KEYBOARD_THRESHOLD_PX]).toEqual(
      [2000, 2000, 500, 5, 100],
    );
  });
});

describe('keyboard detection', () => {
  it.each([
    [844, 844, false],
    [844, 744, false], // exactly 100 px shorter is not "more than 100"
    [844, 743, true],
    [844, 500, true],
    [844, 900, false],
  ])('Android: start %i, now %i → open %s', (start, now, open) => {
    expect(isKeyboardOpenByHeight(start, now)).toBe(open);
  });

  it('Android: watches resizes against the height at start', () => {
    setHeight(844);
    const onChange = vi.fn();
    const stop = watchKeyboard(onChange, android);
    setHeight(500);
    window.dispatchEvent(new Event('resize'));
    setHeight(844);
    window.dispatchEvent(new Event('resize'));
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    stop();
    setHeight(400);
    window.dispatchEvent(new Event('resize'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('iOS: focus in an editable field opens, focus out closes; buttons do not count', () => {
    const onChange = vi.fn();
    const stop = watchKeyboard(onChange, ios);
    const input = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    const textarea = document.createElement('textarea');
    document.body.append(input, checkbox, textarea);
    checkbox.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onChange).not.toHaveBeenCalled();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    textarea.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
    stop();
  });

  it('elsewhere never reports open', () => {
    const onChange = vi.fn();
    watchKeyboard(onChange, desktop)();
    setHeight(100);
    window.dispatchEvent(new Event('resize'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
