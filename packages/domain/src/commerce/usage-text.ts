/**
 * Usage text split (docs/product-rules.md#shop): at the first ASCII `(` or full-width `（`, whichever
 * comes first.
 * `usage` is the text before it, `content` the rest from that parenthesis on, both trimmed; without a
 * parenthesis `usage` is the whole text and `content` is ''. Non-string input gives two empty strings.
 */
export function splitUsage(text: unknown): { usage: string; content: string } {
  if (typeof text !== 'string') return { usage: '', content: '' };
  const ascii = text.indexOf('(');
  const wide = text.indexOf('（');
  const at = ascii < 0 ? wide : wide < 0 ? ascii : Math.min(ascii, wide);
  if (at < 0) return { usage: text.trim(), content: '' };
  return { usage: text.slice(0, at).trim(), content: text.slice(at).trim() };
}
