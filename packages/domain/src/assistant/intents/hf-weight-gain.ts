/**
 * A weight gain told in heart failure ("他体重昨天早上61今天早上63.5了 是不是称坏了"): fluid until shown
 * otherwise, the heart-failure team today — whatever the earlier turns of the chat were about
 * (seventeenth blind review, zh Z2, serious S2: after two turns on potassium the same message got
 * potassium text; in a fresh chat the daily-weight answer). Two weights, or a gain said with its amount,
 * are read: more than 1 kg in a day or 2 kg within 3 days is the call today (ESC 2021 heart failure
 * guideline, self-care; 中国心力衰竭诊断和治疗指南 2018; NHS heart failure). A gain told without its
 * size, in heart failure, is the daily-weight row's (faq hf-daily-weight), also ahead of the earlier turn.
 */
import { pick } from '../../contracts/common';
import { sourceLine, type Ctx, type Draft } from './shared';

/** Heart failure in the plan, or said in this chat. */
const SAYS_HF = /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b|\bhfref\b|\bhfpef\b/;

/** A gain within a day above this (kg) is the call today (NHS, BHF: 1–1.5 kg overnight). */
const DAY_KG = 1;
/** A gain within three days from this (kg) is the call today (ESC 2021; 中国心衰指南 2018: > 2 kg in 3 days). */
const THREE_DAYS_KG = 2;

const SOURCE =
  'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure, Eur Heart J 2021;42:3599 (self-care: daily weighing; an unexpected gain of more than 2 kg in 3 days — contact the heart failure team, the diuretic may need adjusting)；中国心力衰竭诊断和治疗指南2018（中华心血管病杂志 2018;46:760–789：每日称体重，3天内体重突然增加2 kg以上提示液体潴留）；NHS, Heart failure — living with (weigh yourself daily; tell your heart failure nurse or GP about a sudden gain)';

const TEXT = {
  lead: {
    zh: '**体重{days}涨了{gain}，在心衰的人身上多半不是秤坏了，也不是长胖，而是身体里在积水（液体潴留）。**',
    en: '**A gain of {gain} {days} in heart failure is most likely not the scales and not fat: it is fluid building up.**',
  },
  today: {
    zh: '**请今天就联系心衰门诊、心内科医生或随访护士**，告诉他们体重数字和有没有脚肿、气短——通常需要调整利尿药（如呋塞米/速尿），药量不要自己加减。可以在明早起床排尿后、早饭前，穿差不多的衣服用同一个秤再称一次确认，但不要因此拖到明天才联系。',
    en: '**Contact the heart failure nurse, clinic or cardiologist today** with the numbers and whether there is ankle swelling or more breathlessness — the diuretic (furosemide …) often needs adjusting; do not change the dose yourself. Re-weighing tomorrow morning after passing urine and before breakfast, on the same scales in similar clothes, confirms it, but do not wait until tomorrow to call.',
  },
  watch: {
    zh: '涨得不多：明早起床排尿后、早饭前，穿差不多的衣服用同一个秤再称。一天内涨超过1公斤、3天内涨超过2公斤，或者脚肿、气短加重，请当天联系心衰门诊或心内科医生。',
    en: 'A small change: weigh again tomorrow morning after passing urine, before breakfast, on the same scales in similar clothes. More than 1 kg in a day or 2 kg in 3 days, or more swelling or breathlessness, means contacting the heart failure nurse or cardiologist that day.',
  },
  emergency: {
    zh: '如果他躺平就喘、夜里憋醒要坐起来才能喘气、咳粉红色泡沫痰、嘴唇发紫，或者突然严重气短、胸痛，马上打120。',
    en: 'If he is breathless lying flat, wakes at night needing to sit up to breathe, coughs frothy pink sputum, has blue lips, or has sudden severe breathlessness or chest pain: call an ambulance now.',
  },
};

type Unit = 'kg' | 'jin' | 'lb';
const UNIT = /^\s*(公斤|千克|kg|kgs|kilos?|斤|lbs?|pounds?)/i;
const unitOf = (s: string | undefined): Unit | null => {
  if (!s) return null;
  if (/斤/.test(s) && !/公斤/.test(s)) return 'jin';
  if (/lb|pound/i.test(s)) return 'lb';
  return 'kg';
};
const KG_PER: Record<Unit, number> = { kg: 1, jin: 0.5, lb: 0.4536 };

/** The days the gain took, from the words of the message; null when not said. */
function daysOf(norm: string): number | null {
  if (/(三|3)\s*天|three days|3 days|\b72 ?h/.test(norm)) return 3;
  if (/(两|二|2)\s*天|two days|2 days|\b48 ?h/.test(norm)) return 2;
  if (
    /昨天|今天|一夜|一晚|昨晚|隔夜|隔天|第二天|一天之内|一天内|一天就|overnight|yesterday|today|this morning|in a day|in one day|since last night|24 ?h/.test(
      norm,
    )
  )
    return 1;
  if (/(一|1)\s*(周|个星期|星期)|a week|one week|7 days/.test(norm)) return 7;
  return null;
}

interface Gain {
  kg: number;
  /** As typed: the amount and its unit. */
  amount: number;
  unit: Unit | null;
}

const WEIGHT_WORD = /体重|称|秤|磅|\bweigh\w*|\bweight\b|\bscales?\b/;

/** The gain told: two weights (the later larger), or "涨了2.5公斤", "gained 5 lb". */
function gainOf(norm: string, locale: Ctx['locale']): Gain | null {
  // Said as a gain: 涨了/重了/胖了/长了 2.5 公斤, gained/up 5 lb.
  const said =
    /(?:涨|长|重|胖|增加|多)了?\s*(\d+(?:\.\d+)?)\s*(公斤|千克|kg|斤)/.exec(norm) ??
    /\b(?:gained|put on|up|gone up by|increased by|gain of)\s*(?:about |around |nearly |almost )?(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|lbs?|pounds?)\b/.exec(
      norm,
    );
  if (said) {
    const unit = unitOf(said[2]);
    const amount = Number(said[1]);
    return { kg: amount * KG_PER[unit ?? 'kg'], amount, unit };
  }
  // Two weights: the first number after the weight word (or the first weight with its unit), then the next.
  const withUnit = /\d(?:\.\d+)?\s*(公斤|千克|kg|kgs|kilos?|斤|lbs?|pounds?)\b/.exec(norm);
  const at = WEIGHT_WORD.test(norm) ? norm.search(WEIGHT_WORD) : withUnit ? withUnit.index - 3 : -1;
  if (at < 0 && !withUnit) return null;
  const rest = norm.slice(Math.max(0, at));
  const nums: { value: number; unit: Unit | null }[] = [];
  const re = /(?<![\d.])(\d{2,3}(?:\.\d+)?)(?!\d|\.\d)/g;
  for (const m of rest.matchAll(re)) {
    const unit = unitOf(UNIT.exec(rest.slice(m.index + m[0].length))?.[1]);
    nums.push({ value: Number(m[1]), unit });
    if (nums.length === 2) break;
  }
  if (nums.length < 2) return null;
  const [a, b] = nums as [{ value: number; unit: Unit | null }, { value: number; unit: Unit | null }];
  const unit = a.unit ?? b.unit ?? (locale === 'en-US' && a.value >= 100 ? 'lb' : null);
  // Today's weight told first ("今天称63.5公斤，昨天才61公斤"): the gain is the first less the second.
  const todayFirst = /今天|今早|today|this morning/.exec(norm);
  const yesterdayAfter = /昨天|昨早|yesterday/.exec(norm);
  const reversed = todayFirst !== null && yesterdayAfter !== null && todayFirst.index < yesterdayAfter.index;
  const amount = Math.round((reversed ? a.value - b.value : b.value - a.value) * 10) / 10;
  // Not a weight (an age, a year) or not a gain.
  if (amount <= 0 || amount > 20 || a.value < 25 || a.value > 400) return null;
  return { kg: amount * KG_PER[unit ?? 'kg'], amount, unit };
}

function gainText(g: Gain, zh: boolean): string {
  const n = String(g.amount);
  if (zh) return g.unit === 'jin' ? `${n}斤` : g.unit === 'lb' ? `${n}磅` : `${n}公斤`;
  return g.unit === 'jin' ? `${n} jin` : g.unit === 'lb' ? `${n} lb` : `${n} kg`;
}

function daysText(days: number, zh: boolean): string {
  if (zh) return days === 1 ? '一天' : days === 7 ? '一周' : `${days}天`;
  return days === 1 ? 'in a day' : days === 7 ? 'in a week' : `in ${days} days`;
}

/** Heart failure in the plan or said in this chat or an earlier message. */
export function heartFailureKnown(ctx: Ctx, earlier: readonly string[]): boolean {
  return (
    ctx.plan?.profile.conditions?.includes('heart_failure') === true ||
    [ctx.norm, ...earlier.map((e) => e.toLowerCase())].some((t) => SAYS_HF.test(t))
  );
}

export function hfWeightGainAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  if (!heartFailureKnown(ctx, earlier)) return null;
  const gain = gainOf(ctx.norm, ctx.locale);
  if (!gain) return null;
  const zh = ctx.locale === 'zh-CN';
  const days = daysOf(ctx.norm);
  // Over days not said ("since Monday"): the daily-weight row, whose 2 kg in 3 days answers it.
  if (days === null) return null;
  const today =
    (days <= 1 && gain.kg > DAY_KG) ||
    (days <= 3 && gain.kg >= THREE_DAYS_KG) ||
    // A large gain over a week: the same call.
    (days > 3 && gain.kg >= THREE_DAYS_KG);
  const lead = pick(TEXT.lead, ctx.locale)
    .replace('{gain}', gainText(gain, zh))
    .replace('{days}', daysText(days, zh));
  const lines = today
    ? [lead, pick(TEXT.today, ctx.locale), pick(TEXT.emergency, ctx.locale)]
    : [pick(TEXT.watch, ctx.locale), pick(TEXT.emergency, ctx.locale)];
  return {
    text: `${lines.join('\n\n')}${sourceLine(SOURCE, ctx.locale)}`,
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    answersWhole: true,
  };
}
