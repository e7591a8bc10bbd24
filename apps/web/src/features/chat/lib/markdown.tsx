import { memo, type ReactNode } from 'react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';

/**
 * Answers are Markdown; a model may write anything, so they are rendered to React
 * elements (never set as HTML) with raw HTML parsing off: `<script>`, `<img onerror>`, `<iframe>` and the
 * like come out as plain text. Links are kept only for absolute http(s) URLs and open in a new tab
 * without an opener or referrer; every other scheme (javascript:, data:, vbscript:, relative paths)
 * renders as text. Images are not loaded (tracking pixels, mixed content): their alt text is shown.
 * Headings become bold paragraphs so an answer cannot break the page's heading outline.
 *
 * markdown-to-jsx 7.7 (≈7 KiB gzip) rather than the 9.x line (≈32 KiB gzip) to stay inside the 60 KiB
 * route budget; it is the library's long-term 7.x line with the same parser and options.
 */

/** The URL when it is an absolute http(s) URL, else null. */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // Only absolute URLs: a relative path or a bare host would resolve against our own origin.
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function SafeLink({ href, children, title }: { href?: string; children?: ReactNode; title?: string }) {
  const url = safeHref(href);
  if (!url) return <span>{children}</span>;
  return (
    <a href={url} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function ImageAsText({ alt }: { alt?: string }) {
  return alt ? <span>{alt}</span> : null;
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <p>
      <strong>{children}</strong>
    </p>
  );
}

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: 'div',
  // Dropping the attribute here is the first line; SafeLink checks again.
  sanitizer: (value, _tag, attribute) =>
    attribute === 'href' || attribute === 'src' ? (safeHref(value) ?? '') : value,
  overrides: {
    a: { component: SafeLink },
    img: { component: ImageAsText },
    h1: { component: Heading },
    h2: { component: Heading },
    h3: { component: Heading },
    h4: { component: Heading },
    h5: { component: Heading },
    h6: { component: Heading },
  },
};

/** An answer's Markdown as safe React elements. */
export const ChatMarkdown = memo(function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown options={OPTIONS} className="chat-md">
      {text}
    </Markdown>
  );
});

/**
 * The text a reader sees in an answer, for copying where rich text cannot be copied: emphasis and
 * heading marks dropped, links as "text (url)".
 */
export function markdownToPlainText(md: string): string {
  return md
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, text: string, url: string) =>
      safeHref(url) ? `${text} (${url})` : text,
    )
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .trim();
}
