/**
 * Health words typed in toneless Hanyu Pinyin → the Chinese words the lexicon and the learned reader are
 * written in. People on a phone without a Chinese keyboard at hand, or in a hurry, type "bao bao 腹泻",
 * "xue jia 6.5", "fa shao 39.8 脖子好硬", "huai yun 12 zhou, xia mian liu xue hen duo": blind triage
 * rounds 17–22 held 36 such emergencies in 1,680 Chinese messages, and both readers missed several.
 *
 * Only words of two or more syllables (or a syllable bound to a number, "yun 33 zhou") are read, each as
 * a whole word on both sides: none of them is an English word, so English text is left as it is. Tones
 * are not typed, so a word is listed only where its health meaning is the one people type (Xiandai
 * Hanyu Cidian, 7th ed., 2016, for the readings). Syllables may be run together ("duzi"), spaced or
 * hyphenated. Words of the mind (zi sha, bu xiang huo) stay with the suicidal feature's own pinyin
 * patterns in lexicon.ts, which know "zisha hu" is a clay teapot.
 */

/** Pinyin words (syllables separated by spaces) → Chinese. Longer words are tried first. */
const WORDS: readonly (readonly [string, string])[] = [
  // fever, pain, the body
  ['fa shao', '发烧'],
  ['gao shao', '高烧'],
  ['tou tong', '头痛'],
  ['tou teng', '头疼'],
  ['tou yun', '头晕'],
  ['xiong tong', '胸痛'],
  ['xiong men', '胸闷'],
  ['xiong kou', '胸口'],
  ['du zi', '肚子'],
  ['la du zi', '拉肚子'],
  ['zhang tong', '胀痛'],
  ['bo zi', '脖子'],
  ['hu xi', '呼吸'],
  ['chuan bu guo qi', '喘不过气'],
  ['xin tiao', '心跳'],
  ['xin huang', '心慌'],
  ['mao han', '冒汗'],
  ['chu han', '出汗'],
  ['ma mu', '麻木'],
  ['fa ma', '发麻'],
  ['wu li', '无力'],
  ['mei jin', '没劲'],
  ['shuo hua', '说话'],
  ['shuo bu chu hua', '说不出话'],
  ['bu qing chu', '不清楚'],
  ['zui wai', '嘴歪'],
  ['lian ma', '脸麻'],
  ['zuo bian', '左边'],
  ['you bian', '右边'],
  ['ban bian', '半边'],
  ['kan bu qing', '看不清'],
  ['yan qian fa hei', '眼前发黑'],
  ['yun dao', '晕倒'],
  ['hun mi', '昏迷'],
  ['jiao bu xing', '叫不醒'],
  ['chou chu', '抽搐'],
  ['chou jin', '抽筋'],
  ['ke sou', '咳嗽'],
  ['ou tu', '呕吐'],
  ['tu le', '吐了'],
  ['fu xie', '腹泻'],
  ['fang pi', '放屁'],
  ['da bian', '大便'],
  ['bian xue', '便血'],
  ['chu xue', '出血'],
  ['liu xue', '流血'],
  ['ke xue', '咳血'],
  ['tu xue', '吐血'],
  ['bi xue', '鼻血'],
  ['zhong le', '肿了'],
  // blind triage round 36 (development data): weak legs and an irregular beat on spironolactone with kidney
  // disease, a button battery swallowed, days of starving with blackouts — all typed in pinyin
  ['tui wu li', '腿无力'],
  ['tui ruan', '腿软'],
  ['xin tiao bu qi', '心跳不齐'],
  ['xin tiao luan', '心跳乱'],
  ['yan hua', '眼花'],
  ['jue shi', '绝食'],
  ['tun le', '吞了'],
  // results, medicines, treatments
  ['xue tang', '血糖'],
  ['xue jia', '血钾'],
  ['xue ya', '血压'],
  ['tou xi', '透析'],
  ['hua fa lin', '华法林'],
  ['tan suan li', '碳酸锂'],
  ['yi dao su', '胰岛素'],
  ['tou bao', '头孢'],
  ['luo nei zhi', '螺内酯'],
  ['shen bing', '肾病'],
  ['niu kou dian chi', '纽扣电池'],
  ['dian chi', '电池'],
  // pregnancy, babies
  ['huai yun', '怀孕'],
  ['tai dong', '胎动'],
  ['tai er', '胎儿'],
  ['bao bao', '宝宝'],
  ['xiao hai', '小孩'],
  ['hai zi', '孩子'],
  ['ying er', '婴儿'],
  // how bad, how sudden
  ['tu ran', '突然'],
  ['li hai', '厉害'],
  ['te bie', '特别'],
  ['zen me ban', '怎么办'],
];

/** A marker around a word this fold wrote, so the space the writer typed beside it can be closed. */
const MARK = '\u0001';

/** Words whose syllables run together spell an English word ("tule"): read only when spaced. */
const SPACED_ONLY = new Set(['tu le']);
const syllables = (w: string) => w.split(' ').join(SPACED_ONLY.has(w) ? '[ -]' : '[ -]?');
const BY_KEY = new Map(WORDS.map(([p, h]) => [p.replace(/ /g, ''), h]));
const WORD_RE = new RegExp(
  `(?<![a-z])(${[...WORDS]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([p]) => syllables(p))
    .join('|')})(?![a-z])`,
  'g',
);
/** "yun 33 zhou", "33 zhou": a week of pregnancy. */
const WEEK_RE = /(?<![a-z])(?:yun[ -]?)?(\d{1,2})[ -]?zhou(?![a-z])/g;
const PREGNANT_WEEK_RE = /(?<![a-z])yun[ -]?(\d{1,2})[ -]?zhou(?![a-z])/g;
/**
 * A one-syllable pain word bound to a body part just before it, in pinyin read here or in Chinese: "xiong
 * kou teng", "胸口 teng", "肚子tong" (the red-flag property test's "xiong kou teng 好几个小时了" lost its
 * flag once a question was appended). Alone, "teng" and "tong" are left as they are.
 */
const BODY_PAIN_RE = new RegExp(
  `(?<=(?:${MARK}[\\u3400-\\u9fff]+${MARK}|胸口|胸|头|肚子|肚|心口|胃|腰|背|肚皮)[ -]?)(teng|tong)(?![a-z])`,
  'g',
);

/**
 * Pinyin health words in a lower-cased line → Chinese, the space between a word read here and Chinese
 * beside it closed ("bao bao 腹泻" → "宝宝腹泻"): the detector cuts clauses at a space between two
 * Chinese characters, and the writer's space there stood for none.
 */
export function foldPinyin(s: string): string {
  if (!/[a-z]/.test(s)) return s;
  const marked = s
    .replace(WORD_RE, (w) => `${MARK}${BY_KEY.get(w.replace(/[ -]/g, '')) ?? w}${MARK}`)
    .replace(PREGNANT_WEEK_RE, `${MARK}孕$1周${MARK}`)
    .replace(WEEK_RE, `${MARK}$1周${MARK}`)
    .replace(BODY_PAIN_RE, (w) => `${MARK}${w === 'teng' ? '疼' : '痛'}${MARK}`);
  if (!marked.includes(MARK)) return s;
  return marked
    .replace(new RegExp(`${MARK} (?=[\\u3400-\\u9fff${MARK}])`, 'g'), '')
    .replace(new RegExp(`(?<=[\\u3400-\\u9fff]) ${MARK}`, 'g'), '')
    .replace(new RegExp(MARK, 'g'), '');
}
