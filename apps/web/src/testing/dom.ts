/** Small DOM helpers for component tests. */
import { act } from 'react';

/** Waits (up to `timeoutMs`) until `check` holds, letting React commit between tries. */
export async function waitUntil(check: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${document.body.textContent}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** The open dialog; a lazily loaded sheet opens a frame after its code arrives. */
export async function openedDialog(): Promise<Element> {
  await waitUntil(() => document.querySelector('[role="dialog"]') !== null, 'a dialog');
  return document.querySelector('[role="dialog"]')!;
}

/** The text of each element matching `selector`, whitespace folded. */
export const textsOf = (selector: string, root: ParentNode = document): (string | undefined)[] =>
  [...root.querySelectorAll(selector)].map((el) => el.textContent?.replace(/\s+/g, ' ').trim());
