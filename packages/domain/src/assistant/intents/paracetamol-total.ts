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
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import { normaliseQuestion } from '../lexicon';
import { sourceLine } from './shared';
import { countSaid } from '../number-words';

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

/** The answer, or null when the message names no product of the table or asks nothing of it. */
export function paracetamolTotalAnswer(text: string, locale: Locale): string | null {
  const t = normaliseQuestion(text);
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
