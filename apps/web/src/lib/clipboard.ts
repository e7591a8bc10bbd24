import { t } from './i18n';
import { showToast } from './toast';

/**
 * Copy to clipboard: the async Clipboard API first; where it is missing or refused (old
 * WebViews, insecure origins, no user gesture) a hidden textarea with `execCommand('copy')`; a toast
 * tells the user which way it ended. Rich text that cannot be copied as HTML falls back to its plain text.
 */

/** The visible text of an HTML fragment, without running scripts or loading images. */
export function htmlToPlainText(html: string): string {
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return (doc.body.textContent ?? '').trim();
  }
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The legacy path: select a hidden textarea and run the copy command. */
function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  // Off-screen but rendered: some engines refuse to copy from display:none.
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(textarea);
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previous?.focus({ preventScroll: true });
  }
}

async function writeTextModern(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

async function writeHtmlModern(html: string, plain: string): Promise<boolean> {
  try {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false;
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([plain], { type: 'text/plain' }),
      }),
    ]);
    return true;
  } catch {
    return false;
  }
}

export interface CopyOptions {
  /** Show the 复制成功 / 复制失败 toast (default true). */
  toast?: boolean;
}

function report(ok: boolean, options?: CopyOptions): boolean {
  if (options?.toast !== false) void showToast(ok ? t('clipboard.success') : t('clipboard.failure'));
  return ok;
}

/** Copies plain text; resolves true when copied. */
export async function copyText(text: string, options?: CopyOptions): Promise<boolean> {
  const ok = (await writeTextModern(text)) || copyWithTextarea(text);
  return report(ok, options);
}

/** Copies rich text as HTML where possible, else its plain text through the same fallbacks. */
export async function copyRichText(html: string, options?: CopyOptions): Promise<boolean> {
  const plain = htmlToPlainText(html);
  const ok =
    (await writeHtmlModern(html, plain)) || (await writeTextModern(plain)) || copyWithTextarea(plain);
  return report(ok, options);
}
