/**
 * Timings and limits of the app shell, in one place so screens and tests agree on them.
 */

/** Request time-out: 20 minutes, because uploads and long plan generations stream for minutes. */
export const REQUEST_TIMEOUT_MS = 20 * 60_000;
/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 2000;
/** How long a notify banner stays, in milliseconds. */
export const NOTIFY_DURATION_MS = 3000;
/** Lowest z-index of overlays (popups, dialogs, masks, toasts); notify banners sit above them. */
export const Z_INDEX_BASE = 2000;
/** Press duration that counts as a long press, in milliseconds. */
export const LONG_PRESS_MS = 500;
/** Finger movement that still counts as a tap rather than a drag, in CSS pixels. */
export const TAP_TOLERANCE_PX = 5;
/** Android: the keyboard is open when the window is more than this many CSS pixels shorter than at start. */
export const KEYBOARD_THRESHOLD_PX = 100;
