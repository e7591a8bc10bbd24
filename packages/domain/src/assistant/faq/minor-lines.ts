/**
 * Sentences of an everyday row that speak only to someone under 18 ("未满18岁的人不要节食减重…"): said to
 * a minor or to a parent asking about a child, never pasted into an adult's answer (blind answer round
 * 11, zh-008, zh-013, zh-019: a 35-year-old man told to see a doctor "together with a parent").
 */
import { pickZh } from '../../contracts/common';
import type { Bilingual } from '../../contracts/common';

export const UNDER_18_DIET: Bilingual = {
  zh: '未满18岁的人不要节食减重，请和家长一起找医生评估。',
  en: 'Anyone under 18 should not diet to lose weight: see a doctor together with a parent.',
};

/** Each minor-only phrase with what stands in its place for an adult, both languages. */
const MINOR_ONLY: readonly { zh: [string, string]; en: [string, string] }[] = [
  { zh: [UNDER_18_DIET.zh, ''], en: [` ${UNDER_18_DIET.en}`, ''] },
  { zh: ['，青少年也是；', '；'], en: [', for teenagers too;', ';'] },
  {
    zh: ['，未满18岁不建议自己买来吃。', '。'],
    en: [', so under-18s should not buy them for themselves.', '.'],
  },
];

/** A child or teenager the message speaks of: the minor lines stay. */
const CHILD_WORDS =
  /孩子|小孩|女儿|儿子|闺女|青少年|初中|高中|学生|未成年|未满18|\b(kids?|child(ren)?|sons?|daughters?|teens?|teenagers?|boys?|girls?|under[- ]18s?)\b|\b1[0-7][- ]?(yo|y\/o|years?[- ]old)\b/;

/** The row's text for an adult who speaks of no child: without the lines for minors. */
export function withoutMinorLines(text: string, zh: boolean, question: string): string {
  if (CHILD_WORDS.test(question.toLowerCase())) return text;
  let out = text;
  for (const m of MINOR_ONLY) {
    const [from, to] = pickZh(m, zh);
    out = out.split(from).join(to);
  }
  return out;
}
