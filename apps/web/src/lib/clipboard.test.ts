import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

import { copyRichText, copyText, htmlToPlainText } from './clipboard';
import { initI18n, i18n } from './i18n';
import { showToast } from './toast';

const writeText = vi.fn<(text: string) => Promise<void>>();
const write = vi.fn<(items: unknown[]) => Promise<void>>();
let execCommand: ReturnType<typeof vi.fn<(cmd: string) => boolean>>;
let copiedByTextarea: string | null;

beforeEach(() => {
  initI18n('zh-CN');
  void i18n.changeLanguage('zh-CN');
  writeText.mockReset();
  write.mockReset();
  vi.mocked(showToast).mockClear();
  copiedByTextarea = null;
  Object.defineProperty(navigator, 'clipboard', { value: { writeText, write }, configurable: true });
  execCommand = vi.fn((cmd: string) => {
    const el = document.querySelector('textarea');
    if (cmd === 'copy' && el) copiedByTextarea = el.value;
    return cmd === 'copy';
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
});

/** The Clipboard API refuses and so does the textarea fallback. */
function refuseBothWays() {
  writeText.mockRejectedValue(new Error('denied'));
  execCommand.mockReturnValue(false);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('uses the Clipboard API and toasts 复制成功', async () => {
    writeText.mockResolvedValue(undefined);
    await expect(copyText('hello')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(execCommand).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith('复制成功');
  });

  it('falls back to a hidden textarea when the Clipboard API refuses, and removes it', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    await expect(copyText('fallback text')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedByTextarea).toBe('fallback text');
    expect(document.querySelector('textarea')).toBeNull();
    expect(showToast).toHaveBeenCalledWith('复制成功');
  });

  it('falls back when there is no Clipboard API at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await expect(copyText('x')).resolves.toBe(true);
    expect(copiedByTextarea).toBe('x');
  });

  it('toasts 复制失败 when both ways fail', async () => {
    refuseBothWays();
    await expect(copyText('x')).resolves.toBe(false);
    expect(showToast).toHaveBeenCalledWith('复制失败');
  });

  it('toasts in English', async () => {
    void i18n.changeLanguage('en-US');
    writeText.mockResolvedValue(undefined);
    await copyText('x');
    expect(showToast).toHaveBeenCalledWith('Copied');
    refuseBothWays();
    await copyText('x');
    expect(showToast).toHaveBeenLastCalledWith('Copy failed');
  });

  it('can stay silent', async () => {
    writeText.mockResolvedValue(undefined);
    await copyText('x', { toast: false });
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('copyRichText', () => {
  it('extracts plain text from HTML', () => {
    expect(htmlToPlainText('<p>维生素 <b>D</b></p><p>800 IU</p>')).toBe('维生素 D800 IU');
    expect(htmlToPlainText('<img src=x onerror="window.__pwned=1">ok')).toBe('ok');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('falls back from HTML to its plain text via writeText', async () => {
    write.mockRejectedValue(new Error('no rich clipboard'));
    writeText.mockResolvedValue(undefined);
    await expect(copyRichText('<p>Take <b>vitamin D</b> with food</p>')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('Take vitamin D with food');
  });

  it('falls back from HTML to its plain text via the textarea', async () => {
    write.mockRejectedValue(new Error('x'));
    writeText.mockRejectedValue(new Error('x'));
    await expect(copyRichText('<ul><li>Zinc</li></ul>')).resolves.toBe(true);
    expect(copiedByTextarea).toBe('Zinc');
  });
});
