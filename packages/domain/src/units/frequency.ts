/**
 * How often a dose is taken, read from the words beside it: shared by the chat (a dose the person states) and
 * the plan (a medicine's frequency as typed). Order matters: "twice a week" before "a week", "every other day"
 * before "every day".
 */
/**
 * A period as "every N days", by the words next to it: a prescribed 50,000 IU
 * once a week is about 7,100 IU a day, not 50,000 (re-review H4; Endocrine Society 2011 loading
 * course). Order matters: "twice a week" before "a week", "every other day" before "every day".
 */
export const PERIODS: readonly (readonly [RegExp, (m: RegExpMatchArray) => number])[] = [
  [/隔周|每两周|两周一次|\bevery other week\b|\bfortnightly\b|\bevery two weeks\b/, () => 14],
  [
    /(?:每天|每日|一天|一日)\s?(?:四|4)次|\b(?:four|4) times (?:a|per|each|every) day\b|\b(?:qid|qds)\b|\b4 ?x (?:a|per) day\b/,
    () => 1 / 4,
  ],
  [
    /(?:每天|每日|一天|一日)\s?(?:三|3)次|早中晚|三餐各|\b(?:three|3) times (?:a|per|each|every) day\b|\bthrice (?:a|per|each|every) day\b|\b(?:tid|tds)\b|\b3 ?x (?:a|per) day\b/,
    () => 1 / 3,
  ],
  [
    /(?:每天|每日|一天|一日)\s?(?:两|2|二)次|早晚|早上晚上|早上和晚上|\b(?:twice|two times|2 times) (?:a|per|each|every) day\b|\btwice daily\b|\b(?:bid|bd)\b|\b2 ?x (?:a|per) day\b/,
    () => 0.5,
  ],
  [
    /(?:每|隔)\s?(\d+)\s?(?:天|日)(?:一次|1次)?|\bevery (\d+) days?\b|\bq(\d+)d\b/,
    (m) => Number(m[1] ?? m[2] ?? m[3]),
  ],
  [/每\s?(\d+)\s?(?:周|星期)|\bevery (\d+) weeks?\b/, (m) => 7 * Number(m[1] ?? m[2])],
  [/隔天|隔日|每两天|两天一次|\bevery other day\b|\bevery second day\b|\balternate days?\b/, () => 2],
  [
    /(?:每周|一周|每星期|每礼拜)\s?(?:两|2|二)次|\btwice (?:a|per|each|every) week\b|\b2 ?x (?:a|per) week\b|\btwice weekly\b/,
    () => 3.5,
  ],
  [
    /(?:每周|一周|每星期)\s?(?:三|3)次|\b(?:three|3) times (?:a|per|each|every) week\b|\b3 ?x (?:a|per) week\b/,
    () => 7 / 3,
  ],
  [
    /每周|每星期|每礼拜|一周一次|一周1次|一个?星期一次|周一次|每7天|(?:一周|一个?星期|一个?礼拜)\s?(?:一|1)\s?(?:包|粒|片|支|袋|瓶|颗|剂|针)|\bonce (?:a|per|every|each) week\b|\bweekly\b|\b(?:a|per|each|every) week\b|\/ ?(?:wk|week)\b/,
    () => 7,
  ],
  [
    /每个?月|一个?月一次|月一次|\bonce (?:a|per|every|each) month\b|\bmonthly\b|\b(?:a|per|each|every) month\b|\/ ?month\b/,
    () => 30,
  ],
  [
    /每天|每日|一天|一日|天天|\bdaily\b|\bevery ?day\b|\beach day\b|\b(?:a|per) day\b|\/ ?d(?:ay)?\b|\bnightly\b/,
    () => 1,
  ],
];

/**
 * How many times a day the words say a count is taken ("早晚各一粒" two, "早中晚各一片" three, "twice a day" two),
 * 1 when they say no more than once a day.
 */
export function timesADayIn(text: string): number {
  for (const [re, days] of PERIODS) {
    const m = re.exec(text);
    if (!m) continue;
    const d = days(m);
    if (d > 0 && d < 1) return Math.round(1 / d);
  }
  return 1;
}
