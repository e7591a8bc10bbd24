/**
 * Paracetamol (acetaminophen) inside a combination painkiller, counted (fourteenth clinician review, en P3
 * #4: "she takes 2 co-codamol 4 times a day and paracetamol on top for her knees sometimes, is that ok"
 * got the US Percocet row, "his doctor", and never said that co-codamol contains paracetamol — 8 tablets of
 * 30/500 are already the 4 g maximum, so any more is an overdose).
 *
 * Read when the message names a product of the table below: what one tablet holds, the day's paracetamol
 * from the count the message gives ("2 … 4 times a day", "8 a day"), and whether any other paracetamol
 * fits. The class: co-codamol (8/500, 15/500, 30/500), co-dydramol, Solpadeine, Tylex, Zapain, Kapake (500 mg
 * each, BNF), Percocet, Endocet and Norco (325 mg, US PI).
 */
import { CHILD_SAID, weightKg } from '../child-said';
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import { normaliseQuestion } from '../lexicon';
import { sourceLine } from './shared';
import { countSaid } from '../../units/number-words';
import {
  PARACETAMOL_EXCESS,
  PARACETAMOL_OVERDOSE_SOURCE,
  PARACETAMOL_OVERDOSE_TEXT,
  PARACETAMOL_SIGNS,
} from '../../safety';

interface Combination {
  /** Names as people type them. */
  names: RegExp;
  /** What it is called in the answer. */
  label: Bilingual;
  /** Paracetamol per tablet or capsule, mg. */
  mg: number;
}

const COMBINATIONS: readonly Combination[] = [
  {
    names:
      /\bco-? ?codamol\b|\bcocodamol\b|\bsolpadeine\b|\btylex\b|\bzapain\b|\bkapake\b|\bcodipar\b|氨酚待因/,
    label: { zh: '氨酚待因（co-codamol）', en: 'Co-codamol' },
    mg: 500,
  },
  {
    names: /\bco-? ?dydramol\b|\bcodydramol\b|\bremedeine\b|氨酚双氢可待因/,
    label: { zh: '氨酚双氢可待因（co-dydramol）', en: 'Co-dydramol' },
    mg: 500,
  },
  {
    names: /\bpercocet\b|\bendocet\b|\bnorco\b|氨酚羟考酮|泰勒宁/,
    label: { zh: '氨酚羟考酮（泰勒宁、Percocet）', en: 'Percocet, Endocet or Norco' },
    mg: 325,
  },
];

const n = (w: string): number => countSaid(w) ?? Number.NaN;
const NUM = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|[一两二三四五六七八])`;

/** Tablets a day from "2 … 4 times a day", "2 tablets four times daily", "8 a day", "每次2片，一天4次". */
function tabletsADay(t: string): number | null {
  const perTimes = new RegExp(
    String.raw`\b${NUM}\b[^.?!\d]{0,30}?\b${NUM}\s*(?:times|x)\s*(?:a|per|each)?\s*(?:day|daily)\b|\b${NUM}\b[^.?!\d]{0,30}?\b(once|twice|thrice)\s*(?:a|per|each)?\s*(?:day|daily)\b`,
  ).exec(t);
  if (perTimes) {
    const per = n(perTimes[1] ?? perTimes[3]!);
    const times = n(perTimes[2] ?? perTimes[4]!);
    if (per > 0 && times > 0 && per <= 4 && times <= 6) return per * times;
  }
  const zh = new RegExp(
    `每次${NUM}片[^。？！]{0,6}(?:一天|每天|每日)${NUM}次|(?:一天|每天|每日)${NUM}次[^。？！]{0,6}每次${NUM}片`,
  ).exec(t);
  if (zh) return zh[1] ? n(zh[1]) * n(zh[2]!) : n(zh[3]!) * n(zh[4]!);
  const daily = new RegExp(
    String.raw`\b${NUM}\b\s*(?:tablets?|tabs?|pills?|capsules?|caps?)?[^.?!\d]{0,20}?\b(?:a|per|each) day\b|(?:一天|每天|每日)${NUM}片`,
  ).exec(t);
  if (daily) {
    const k = n(daily[1] ?? daily[2]!);
    if (k > 0 && k <= 16) return k;
  }
  return null;
}

/** Other paracetamol asked about beside it ("and paracetamol on top", "can she add Panadol"). */
const OTHER_PARACETAMOL =
  /\b(paracetamol|acetaminophen|tylenol|panadol|calpol|lemsip|beechams|night nurse)\b|对乙酰氨基酚|扑热息痛|必理通|泰诺/;

/** A question about the amount: is that ok, too much, how many, the most. */
const ASKS =
  /\b(ok|okay|alright|all right|safe|fine|too much|too many|on top|as well|also|too|extra|more|add|plus|max\w*|limit|how much|how many)\b|可以吗|行吗|安全|过量|太多|再加|另外|额外|最多|上限|几片|多少/;

/** The amount itself asked about, without a count given. */
const AMOUNT =
  /\b(too much|too many|max\w*|limit|how much|how many|overdose)\b|过量|太多|最多|上限|几片|多少片/;

const SOURCE =
  'BNF, Co-codamol and Co-dydramol (paracetamol 500 mg in every strength; adults at most 8 tablets in 24 hours; do not take with other paracetamol-containing products); BNF, Paracetamol (adults at most 4 g in 24 hours; lower for body weight under 50 kg or risk factors for liver toxicity); Percocet (oxycodone and acetaminophen) US prescribing information (325 mg per tablet; boxed warning hepatotoxicity); OTC acetaminophen Drug Facts liver warning (3 or more alcoholic drinks a day); LiverTox, Acetaminophen (2–3 g a day with alcohol use or liver disease)';

const G = (mg: number): string =>
  mg % 1000 === 0 ? String(mg / 1000) : (mg / 1000).toFixed(2).replace(/0$/, '');

/**
 * Two medicines that both contain paracetamol (eighteenth clinician review, S4: "他感冒还在吃小儿氨酚黄那敏颗粒，
 * 跟泰诺林一起吃行吗" got "no reliable rule for 对乙酰氨基酚"). The class: plain paracetamol (泰诺林, 必理通,
 * Tylenol, Panadol, Calpol) and the cold and flu medicines that contain it, for children and adults —
 * 小儿氨酚黄那敏, 小儿氨酚烷胺, 氨酚黄那敏, 999感冒灵, 复方氨酚烷胺 (感康, 快克), 白加黑, 泰诺 (酚麻美敏), 维C银翘片,
 * 氨咖黄敏, NyQuil, DayQuil, Tylenol Cold, Theraflu, Lemsip, Beechams, Night Nurse, Coldrex — with what one
 * dose of each holds where its label prints it.
 */
interface Product {
  names: RegExp;
  label: Bilingual;
  /** Paracetamol in one unit, as the label prints it; absent where the strengths differ. */
  per?: Bilingual;
  /** Made for children. */
  child?: boolean;
  /** Paracetamol alone. */
  plain?: boolean;
}

const PRODUCTS: readonly Product[] = [
  {
    names:
      /泰诺林|必理通|扑热息痛|百服宁|(?<!氨基酚)对乙酰氨基酚(?!.{0,2}(过量|中毒))|\b(tylenol|panadol|calpol|paracetamol|acetaminophen)\b(?! (cold|sinus|flu|pm|with codeine|night))/,
    label: { zh: '泰诺林（对乙酰氨基酚）', en: 'plain paracetamol (Tylenol, Panadol, Calpol)' },
    plain: true,
  },
  {
    names: /小儿氨酚黄那敏/,
    label: {
      zh: '小儿氨酚黄那敏颗粒',
      en: 'Paediatric paracetamol-chlorphenamine granules (小儿氨酚黄那敏)',
    },
    per: { zh: '每袋含对乙酰氨基酚125毫克', en: '125 mg of paracetamol per sachet' },
    child: true,
  },
  {
    names: /小儿氨酚烷胺/,
    label: { zh: '小儿氨酚烷胺颗粒', en: 'Paediatric paracetamol-amantadine granules (小儿氨酚烷胺)' },
    child: true,
  },
  {
    names:
      /小儿酚麻美敏|儿童泰诺|\b(children'?s|kids'?|infants'?) (tylenol|nyquil|dayquil|mucinex|theraflu)\b/,
    label: { zh: '儿童感冒药（小儿酚麻美敏等）', en: "Children's cold medicine" },
    child: true,
  },
  {
    names: /(?<!小儿)氨酚黄那敏/,
    label: { zh: '氨酚黄那敏', en: 'Paracetamol-chlorphenamine (氨酚黄那敏)' },
  },
  {
    names: /感冒灵/,
    label: { zh: '999感冒灵', en: '999 Ganmaoling' },
    per: { zh: '每袋含对乙酰氨基酚200毫克', en: '200 mg of paracetamol per sachet' },
  },
  {
    names: /复方氨酚烷胺|感康|快克/,
    label: { zh: '复方氨酚烷胺（感康、快克）', en: 'Compound paracetamol-amantadine (感康, 快克)' },
    per: { zh: '每片（粒）含对乙酰氨基酚250毫克', en: '250 mg of paracetamol per tablet' },
  },
  {
    names: /白加黑|氨酚伪麻美芬|氨麻美敏/,
    label: { zh: '白加黑', en: 'Baijiahei (白加黑)' },
    per: {
      zh: '白片、黑片每片都含对乙酰氨基酚325毫克',
      en: '325 mg of paracetamol in each day and night tablet',
    },
  },
  {
    names: /酚麻美敏|泰诺(?!林)/,
    label: { zh: '泰诺（酚麻美敏）', en: 'Tylenol Cold (酚麻美敏)' },
    per: { zh: '成人片每片含对乙酰氨基酚325毫克', en: '325 mg of paracetamol per adult tablet' },
  },
  {
    names: /维c银翘|维生素c银翘/,
    label: { zh: '维C银翘片', en: 'Vitamin C Yinqiao tablets (维C银翘片)' },
  },
  {
    names: /氨咖黄敏|速效伤风/,
    label: { zh: '氨咖黄敏（速效伤风胶囊）', en: 'Paracetamol-caffeine-chlorphenamine (速效伤风)' },
    per: { zh: '每粒含对乙酰氨基酚250毫克', en: '250 mg of paracetamol per capsule' },
  },
  {
    names: /(?<!children'?s |kids'?' )\b(nyquil|dayquil)\b/,
    label: { zh: 'NyQuil、DayQuil', en: 'NyQuil or DayQuil' },
    per: {
      zh: '成人感冒药每粒含对乙酰氨基酚325毫克',
      en: '325 mg of acetaminophen per LiquiCap in the Cold & Flu products',
    },
  },
  {
    names:
      /\btylenol (cold|sinus|flu)\b|\btheraflu\b|\blemsip\b|\bbeechams\b|\bnight nurse\b|\bcoldrex\b|\bmucinex (fast|sinus)-?max\b/,
    label: {
      zh: '含对乙酰氨基酚的感冒药',
      en: 'a cold and flu remedy with paracetamol (Tylenol Cold, Theraflu, Lemsip and others)',
    },
  },
];

/** Given, not asked about: "喂了", "吃了", "gave", "has had". */
const GIVEN =
  /(喂|吃|服|用)了|已经(喂|吃|服|用)|\b(gave|given|has had|had|took|taken|been (giving|taking))\b/;

/** The child's weight-based paracetamol dose, and the mg for a weight said. */
export function childParacetamolDose(locale: Locale, kg: number | null): string {
  const zh = locale === 'zh-CN';
  const forWeight =
    kg !== null && kg >= 3 && kg < 60
      ? zh
        ? `${fmtKg(kg)}公斤每次约${Math.round(kg * 10)}–${Math.round(kg * 15)}毫克`
        : `at ${fmtKg(kg)} kg that is about ${Math.round(kg * 10)}–${Math.round(kg * 15)} mg a dose`
      : null;
  return zh
    ? `孩子的对乙酰氨基酚按体重算：每次10–15毫克/公斤${forWeight ? `（${forWeight}）` : ''}，两次至少间隔4–6小时，24小时内不超过4次。喂几毫升要看瓶子上印的浓度（每毫升含多少毫克，滴剂和混悬液不一样）：毫升数 = 毫克数 ÷ 每毫升的毫克数，看不明白就让药师帮你算好写在盒子上，不要估。`
    : `A child's paracetamol goes by weight: 10–15 mg per kg a dose${forWeight ? ` (${forWeight})` : ''}, at least 4–6 hours apart, no more than 4 doses in 24 hours. How many mL depends on the strength printed on the bottle (mg per mL — drops and syrups differ): mL = mg ÷ mg per mL; if unsure, ask the pharmacist to work it out and write it on the box — never guess.`;
}
const fmtKg = (kg: number): string => String(Math.round(kg * 10) / 10);

const PRODUCTS_SOURCE =
  '小儿氨酚黄那敏颗粒说明书（每袋含对乙酰氨基酚125 mg；服用本品期间不得服用其他含对乙酰氨基酚的药品）；泰诺林（对乙酰氨基酚）说明书（不得同时服用其他含解热镇痛药的药品；24小时不超过4次）；中国0至5岁儿童病因不明急性发热诊断和处理若干问题循证指南（2016）；WHO Model Formulary for Children 2010, Paracetamol (10–15 mg/kg every 4–6 hours, at most 4 doses in 24 hours); US FDA, Acetaminophen — avoid taking more than one medicine that contains it; BNF, Paracetamol (adults at most 4 g in 24 hours)';

/** Paracetamol told or asked about in two medicines at once: the answer, urgent when too much is told. */
function productsAnswer(t: string, locale: Locale): { text: string; urgent: boolean } | null {
  const named = PRODUCTS.filter((p) => p.names.test(t));
  const combos = named.filter((p) => !p.plain);
  // Two medicines with paracetamol: a cold medicine beside plain paracetamol, or two cold medicines.
  if (combos.length === 0 || named.length < 2) return null;
  const zh = locale === 'zh-CN';
  const child = combos.some((p) => p.child) || CHILD_SAID.test(t);
  // Too much given, with its first signs: the overdose text (safety/paracetamol-overdose.ts).
  if (GIVEN.test(t) && PARACETAMOL_EXCESS.test(t) && PARACETAMOL_SIGNS.test(t))
    return {
      text: pick(PARACETAMOL_OVERDOSE_TEXT, locale) + sourceLine(PARACETAMOL_OVERDOSE_SOURCE, locale),
      urgent: true,
    };
  const withPer = combos.find((p) => p.per);
  const lines: string[] = [];
  lines.push(
    zh
      ? `**不能一起吃：${named.map((p) => p.label.zh).join('和')}都含对乙酰氨基酚${withPer?.per ? `（${withPer.label.zh}${withPer.per.zh}）` : ''}，一起吃会重复用药，加起来容易过量、伤肝。**`
      : `**No — not together: ${named.map((p) => p.label.en).join(' and ')} both contain paracetamol (acetaminophen), so together the doses add up and can reach an overdose that harms the liver.**${withPer?.per ? ` ${withPer.label.en.replace(/^./, (c) => c.toUpperCase())}: ${withPer.per.en}.` : ''}`,
  );
  lines.push(
    zh
      ? '同一时间只用一种含对乙酰氨基酚的药。买药、喂药前看清每种药的成分表：写着“对乙酰氨基酚”“扑热息痛”或名字里有“氨酚”的都是它。'
      : 'Use only one medicine that contains paracetamol at a time. Read the ingredients of every medicine before giving it: “paracetamol”, “acetaminophen” or “APAP” on the label is the same medicine.',
  );
  lines.push(
    child
      ? childParacetamolDose(locale, weightKg(t))
      : zh
        ? '成人所有含对乙酰氨基酚的药加起来，24小时不超过4克（经常喝酒、有肝病或体重低于50公斤的人更少，由医生定），两次至少间隔4–6小时。'
        : 'For an adult, everything that contains paracetamol adds up to at most 4 g in 24 hours (less with regular drinking, liver disease or a weight under 50 kg — the doctor sets it), at least 4–6 hours apart.',
  );
  lines.push(
    zh
      ? '已经一起吃过了：把24小时内吃的每一种药、每次多少、什么时间写下来，今天就请医生或药师算一算总量；如果出现不想吃饭、恶心呕吐、没精神、特别想睡或肚子疼，马上去急诊，带上药盒。'
      : 'If both have already been given: write down each medicine, how much and when over the last 24 hours and ask a doctor or pharmacist today to add up the total; with poor appetite, nausea or vomiting, no energy, unusual sleepiness or belly pain, go to the emergency department now and bring the boxes.',
  );
  return { text: lines.join('\n\n') + sourceLine(PRODUCTS_SOURCE, locale), urgent: false };
}

/**
 * The answer, or null when the message names no product of the tables or asks nothing of them: two
 * medicines that both contain paracetamol first (urgent when too much is told with its signs), then a
 * combination painkiller counted.
 */
export function paracetamolTotalAnswer(
  text: string,
  locale: Locale,
): { text: string; urgent: boolean } | null {
  const t = normaliseQuestion(text);
  const products = productsAnswer(t, locale);
  if (products) return products;
  const counted = combinationAnswer(t, locale);
  return counted === null ? null : { text: counted, urgent: false };
}

/** A combination painkiller (co-codamol, Percocet) counted. */
function combinationAnswer(t: string, locale: Locale): string | null {
  const combo = COMBINATIONS.find((c) => c.names.test(t));
  if (!combo) return null;
  const name = pick(combo.label, locale);
  const tablets = tabletsADay(
    t
      .replace(new RegExp(combo.names.source, 'g'), ' ')
      .replace(
        /\d+(?:\.\d+)?\s*(?:mg|毫克)?\s*\/\s*\d+(?:\.\d+)?\s*(?:mg|毫克)?|\d+(?:\.\d+)?\s*(?:mg|毫克|g|克)\b/g,
        ' ',
      ),
  );
  const total = tablets === null ? null : tablets * combo.mg;
  const other = OTHER_PARACETAMOL.test(t);
  // Another paracetamol named, a count with "is that ok", or the amount asked: else not this question
  // ("is co-codamol constipating?").
  if (!other && !(tablets !== null && ASKS.test(t)) && !AMOUNT.test(t)) return null;
  const zh = locale === 'zh-CN';
  const lines: string[] = [];
  lines.push(
    zh
      ? `**${name}本身就含对乙酰氨基酚（扑热息痛）：每片${combo.mg}毫克${combo.mg === 500 ? '（8/500、15/500、30/500都一样）' : ''}。**`
      : `**${name} contains paracetamol (acetaminophen): ${combo.mg} mg in every tablet${combo.mg === 500 ? ' (8/500, 15/500 and 30/500 alike)' : ''}.**`,
  );
  if (total !== null && total >= 4000) {
    lines.push(
      zh
        ? `**每天${tablets}片就是${G(total)}克对乙酰氨基酚——已经是成人24小时的最大量：不能再吃任何含对乙酰氨基酚的药，偶尔一次也不行**（必理通、泰诺、很多感冒药都含它）。${total > 4000 ? '现在已经超过了最大量，请今天就联系医生或药师。' : ''}`
        : `**${tablets} tablets a day is ${G(total)} g of paracetamol — already the most an adult may take in 24 hours: no other paracetamol on top, not even now and then** (Panadol, Calpol, Lemsip and many cold and flu remedies contain it).${total > 4000 ? ' That is already over the maximum: contact a doctor or pharmacist today.' : ''}`,
    );
  } else if (total !== null) {
    lines.push(
      zh
        ? `每天${tablets}片是${G(total)}克对乙酰氨基酚；所有含它的药加起来，成人24小时不超过4克，体重低于50公斤、有肝病或经常喝酒的人上限更低，由医生定。`
        : `${tablets} tablets a day is ${G(total)} g of paracetamol; everything that contains it counts towards the adult maximum of 4 g in 24 hours, and the limit is lower with a body weight under 50 kg, liver disease or regular drinking — the doctor sets it.`,
    );
  } else {
    lines.push(
      zh
        ? `所有含对乙酰氨基酚的药加起来，成人24小时不超过4克：${combo.mg === 500 ? '每天8片就已经是4克，' : ''}吃着它就不要另外再吃扑热息痛类的药，除非医生算过总量。经常喝酒（每天3杯以上）、有肝病或体重低于50公斤的人，一般每天不超过2–3克，由医生定。`
        : `Everything that contains paracetamol counts towards the adult maximum of 4 g in 24 hours: ${combo.mg === 500 ? '8 tablets a day is already 4 g, so ' : ''}do not add other paracetamol unless the doctor has worked out the total. With three or more drinks a day, liver disease or a body weight under 50 kg it is usually no more than 2–3 g a day — the doctor sets it.`,
    );
  }
  if (other && !(total !== null && total >= 4000))
    lines.push(
      zh
        ? '另外再吃的扑热息痛要和它加在一起算，请先让医生或药师核对总量。'
        : 'Any other paracetamol adds to it: ask the doctor or pharmacist to check the total first.',
    );
  lines.push(
    zh
      ? '疼痛控制不好（比如膝盖痛），请和家庭医生或药师商量换一种办法，不要自己加量；可待因类止痛药还会引起便秘和嗜睡，老人更容易跌倒。'
      : 'If the pain is not controlled (the knees, say), talk to the GP or pharmacist about another approach rather than adding more; the codeine-type part also causes constipation and drowsiness, and in older people falls.',
  );
  return lines.join('\n\n') + sourceLine(SOURCE, locale);
}
