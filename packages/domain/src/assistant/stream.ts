/**
 * Streaming and output hygiene for answers.
 */

/**
 * Split an answer into the pieces sent one `delta` event at a time: up to 3 characters of Chinese,
 * one English word with its trailing space, or a run of white space. Joining the pieces gives back
 * the text exactly.
 */
export function streamTokens(text: string): string[] {
  if (typeof text !== 'string' || text === '') return [];
  return text.match(/\p{Script=Han}{1,3}|[^\s\p{Script=Han}]+\s*|\s+/gu) ?? [];
}

/**
 * Markdown that cannot carry raw HTML or script links: every `<` that could open a tag is escaped
 * and `javascript:` / `data:` / `vbscript:` link targets are neutralised. Text such as "< 18.5" stays.
 */
export function safeMarkdown(text: string): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(/<(?=[a-zA-Z/!?])/g, '&lt;')
    .replace(/\]\(\s*(?:javascript|data|vbscript):(?:[^()]|\([^()]*\))*\)/gi, '](#)');
}
