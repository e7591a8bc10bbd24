import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown, markdownToPlainText, safeHref } from './markdown';

const html = (md: string) => renderToStaticMarkup(<ChatMarkdown text={md} />);

describe('safeHref', () => {
  it('keeps absolute http(s) URLs only', () => {
    expect(safeHref('https://ods.od.nih.gov/factsheets/VitaminD/')).toBe(
      'https://ods.od.nih.gov/factsheets/VitaminD/',
    );
    expect(safeHref(' http://example.com ')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@b.c',
      '/api/v1/users',
      '#/chat',
      '//evil.example',
      'https://',
      '',
      null,
      42,
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });

  it('never returns anything but an http(s) URL (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeHref(s);
        expect(out === null || /^https?:\/\//.test(out)).toBe(true);
      }),
    );
  });
});

describe('ChatMarkdown', () => {
  it('renders the subset the assistant writes: paragraphs, bold, lists, italics', () => {
    const out = html(
      '**See a doctor now.**\n\nEveryday foods rich in Calcium:\n- Yogurt: 415 mg\n- Milk: 299 mg\n\n_Source: NIH ODS_',
    );
    expect(out).toContain('<strong>See a doctor now.</strong>');
    expect(out).toMatch(/<ul>\s*<li>Yogurt: 415 mg<\/li>\s*<li>Milk: 299 mg<\/li>\s*<\/ul>/);
    expect(out).toContain('<em>Source: NIH ODS</em>');
    expect(out.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('renders numbered lists and Chinese text', () => {
    const out = html('**华法林 × 鱼油：有相互作用，严重程度中**\n\n1. 早餐后服用\n2. 与钙片间隔 2 小时');
    expect(out).toContain('<strong>华法林 × 鱼油：有相互作用，严重程度中</strong>');
    expect(out).toMatch(/<ol[^>]*>\s*<li>早餐后服用<\/li>/);
  });

  it('shows raw HTML as text, never as elements', () => {
    const out = html(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> <iframe src="https://x"></iframe>',
    );
    expect(out).not.toMatch(/<script|<img|<iframe/i);
    expect(out).toContain('&lt;script&gt;');
  });

  it('links only http(s) URLs, in a new tab without opener or referrer', () => {
    const good = html('See [the NIH fact sheet](https://ods.od.nih.gov/factsheets/VitaminD/).');
    expect(good).toContain(
      '<a href="https://ods.od.nih.gov/factsheets/VitaminD/" target="_blank" rel="noopener noreferrer">the NIH fact sheet</a>',
    );
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '/api/v1/users',
      'vbscript:x',
    ]) {
      const out = html(`[click me](${bad})`);
      expect(out).not.toContain('<a');
      expect(out).toContain('click me');
      expect(out).not.toMatch(/javascript:|data:text|vbscript:/i);
    }
  });

  it('does not load images and keeps headings out of the page outline', () => {
    const out = html('# Big title\n\n![a chart](https://tracker.example/p.png)');
    expect(out).not.toMatch(/<img|<h1/);
    expect(out).toContain('<strong>Big title</strong>');
    expect(out).toContain('a chart');
  });

  it('never emits a script, an event handler or a non-http link for any input (property)', () => {
    const piece = fc.constantFrom(
      '<script>x</script>',
      '<a href="javascript:alert(1)">a</a>',
      '[x](javascript:alert(1))',
      '<img src=x onerror=alert(1)>',
      '**b**',
      '- item\n',
      '\n\n',
      '[ok](https://example.com)',
      '<div onclick="x">d</div>',
      'text ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const out = html(parts.join(''));
        // Only real tags matter: the same words escaped as text are harmless.
        expect(out).not.toMatch(/<script|<img|<iframe|<[a-z][^>]*\son\w+=/i);
        for (const m of out.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^https?:\/\//);
      }),
    );
  });
});

describe('markdownToPlainText', () => {
  it('drops the marks and spells out safe links', () => {
    expect(
      markdownToPlainText(
        '## Tip\n**Vitamin D 15 µg/day**: _with a meal_. [NIH](https://ods.od.nih.gov) [x](javascript:y)',
      ),
    ).toBe('Tip\nVitamin D 15 µg/day: with a meal. NIH (https://ods.od.nih.gov) x');
  });
});
