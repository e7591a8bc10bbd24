/**
 * A count said in words, as people type it in either language ("two", "twice", "两", "十"): the
 * tablet counts of the medicine answers read it here, so a word means the same number everywhere.
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  once: 1,
  two: 2,
  twice: 2,
  three: 3,
  thrice: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  一: 1,
  两: 2,
  俩: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

/** The number a word or digits say, or null for anything else. */
export function countSaid(word: string): number | null {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

/**
 * A number written in Chinese up to 99, as weeks and months are said ("六", "十二", "二十八", "两"), or in digits; null
 * for anything else. The digits one to nine are the count words above.
 */
export function chineseNumberSaid(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(word);
  if (!m || word === '') return null;
  const digit = (d: string | undefined) => (d ? (NUMBER_WORDS[d] ?? null) : null);
  if (!m[2]) return m[1] && !m[3] ? digit(m[1]) : null;
  return (digit(m[1]) ?? 1) * 10 + (digit(m[3]) ?? 0);
}
