/**
 * A haematocrit typed in the chat (thirteenth clinician review, en P3 #2: "my blood is thick the doc
 * said, haematocrit 0.55. can i eat something to thin it" on testosterone got the potassium card of the
 * message before — haematocrit is no lab marker the chat read, so the previous nutrient answered).
 *
 * From 0.50 L/L (50 %) the answer says no food or drink thins the blood and a doctor sees it promptly;
 * on testosterone (the plan's, named, or "test", "TRT", "steroids") a haematocrit above 0.54 (54 %) is the
 * Endocrine Society's point to pause testosterone until the prescriber has seen it (Bhasin 2018). Never
 * bleeding oneself. Clot signs are an emergency.
 */
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { sourceLine } from './shared';

const HCT_WORD =
  /haematocrit|hematocrit|haemocrit|hematocrite|\bhct\b|\bpcv\b|packed cell volume|红细胞压积|红细胞比容|血细胞比容|红细胞比积|压积/;
/** The value after the name: 0.55 (L/L), 55 % or 55. */
const HCT_VALUE =
  /(?:haematocrit|hematocrit|haemocrit|hematocrite|\bhct\b|\bpcv\b|packed cell volume|红细胞压积|红细胞比容|血细胞比容|红细胞比积|压积)[^\d\n]{0,16}(\d{1,2}(?:\.\d{1,3})?|0?\.\d{1,3})\s*(%|l\/l)?/;
/** Testosterone or anabolic steroids said in the message ("on test", "TRT", "juice", 打睾酮, 类固醇). */
const TESTOSTERONE_SAID =
  /testosteron\w*|\btrt\b|\btest (e|c|cyp|enanthate|cypionate|prop)\b|\bon test\b|\banabolic\b|\bsteroids?\b|\bcycle\b|\bsustanon\b|\bnebido\b|\bandrogel\b|睾酮|雄激素|类固醇|打针增肌/;

/** Above this (54 %), testosterone is paused (Endocrine Society 2018). */
export const HCT_TESTOSTERONE_STOP = 0.54;
/** From this (50 %), the chat says see a doctor promptly. */
const HCT_HIGH = 0.5;

const SOURCE =
  'Bhasin S et al. Testosterone therapy in men with hypogonadism: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2018;103:1715–1744 (haematocrit above 54 %: stop testosterone until it falls to a safe level, evaluate, then restart at a lower dose; haematocrit checked at 3–6 and 12 months)';

const TEXT: Record<'high' | 'testosterone' | 'general', Bilingual> = {
  high: {
    zh: '**红细胞压积（血细胞比容）{v}偏高，血液偏稠，形成血栓的风险增加。没有哪种食物或饮品能让血液变稀，请近几天就去看医生。**',
    en: '**A haematocrit of {v} is high: the blood is thicker and clots become more likely. No food or drink thins the blood — see a doctor within the next few days.**',
  },
  testosterone: {
    zh: '**你在用睾酮：内分泌学会指南规定，红细胞压积超过54%时先暂停睾酮，等医生复查、降到安全范围后再决定（通常减量）。** 在见到开药的医生之前，先不要再打或再抹睾酮，也不要自己加量；如果睾酮不是医生开的，请把用量如实告诉医生。',
    en: '**You are on testosterone: the Endocrine Society guideline says that above a haematocrit of 54 % testosterone is paused until the doctor has rechecked it and it has fallen to a safe level (then usually restarted at a lower dose).** Take no further testosterone until you have seen the prescriber, and do not raise the dose; if it was not prescribed, tell the doctor exactly what you take.',
  },
  general: {
    zh: '不要自己放血或去献血来“稀释”血液，这要由医生决定。照常喝水，避免脱水。出现胸痛、气短、一侧手脚无力或口齿不清、一条腿肿痛，请立即拨打急救电话。',
    en: 'Do not bleed yourself or give blood to "thin" it — that is the doctor’s decision. Drink normally and avoid getting dehydrated. Chest pain, breathlessness, weakness on one side or slurred speech, or a painful swollen leg need emergency help now.',
  },
};

/** The haematocrit said in the message as a fraction (0.55), or null. */
export function haematocritSaid(text: string): number | null {
  const t = normaliseQuestion(text);
  if (!HCT_WORD.test(t)) return null;
  const m = HCT_VALUE.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return null;
  const v = n < 1 ? n : n <= 80 ? n / 100 : NaN;
  return Number.isFinite(v) && v >= 0.15 ? v : null;
}

function onTestosterone(text: string, plan: PlanDocument | null, medicines: readonly string[]): boolean {
  const ids = [...medicines, ...findDrugs(text).map((d) => d.id)];
  if (ids.some((id) => drugById(id)?.classes.includes('androgen') === true)) return true;
  if ((plan?.profile.medicinesUnchecked ?? []).some((n) => TESTOSTERONE_SAID.test(n.toLowerCase())))
    return true;
  return TESTOSTERONE_SAID.test(normaliseQuestion(text));
}

/** The answer for a high haematocrit said in the chat, or null. */
export function haematocritAnswer(g: {
  text: string;
  plan: PlanDocument | null;
  medicines: readonly string[];
  locale: Locale;
}): string | null {
  const v = haematocritSaid(g.text);
  if (v === null || v < HCT_HIGH) return null;
  const l = g.locale;
  const shown =
    l === 'zh-CN'
      ? `${Math.round(v * 1000) / 10}%（${v.toFixed(2)} L/L）`
      : `${v.toFixed(2)} (${Math.round(v * 1000) / 10} %)`;
  const lines = [pick(TEXT.high, l).replace('{v}', shown)];
  if (v > HCT_TESTOSTERONE_STOP && onTestosterone(g.text, g.plan, g.medicines))
    lines.push(pick(TEXT.testosterone, l));
  lines.push(pick(TEXT.general, l));
  return lines.join('\n\n') + sourceLine(SOURCE, l);
}
