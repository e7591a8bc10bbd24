/**
 * Low-dose methotrexate taken daily instead of once a week is a known fatal medication error (bone-marrow
 * suppression, mouth and gut ulcers, liver injury). Asked whether to take it every day, spread over the
 * week or "one a day instead of all six on Sunday", the answer says "once a week, never daily" first —
 * not the "do not stop it" text for a stop that was never asked (nineteenth clinician review, en S1).
 */
import { pick, type Bilingual } from '../../contracts/common';
import { findDrugs, findSubstances } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, type Draft } from './shared';

const METHOTREXATE_SAID = /甲氨蝶呤|氨甲蝶呤|\bmtx\b|\bmethotrexate\b|\btrexall\b|\brheumatrex\b/;
/** Every day, daily, spread over the week, one a day. */
const DAILY =
  /每天|天天|每日|一天一(片|粒|颗|次)|分(开|成|到)[^，。？?]{0,6}(天|几天|一周|每天)|隔天|\b(every ?day|daily|each day|a day|per day|one a day|spread (it |them )?(out|over)|split (it |them )?(over|across|into) (the )?(week|days)|over the week|instead of (all|once))\b/;

const OTHER_DAILY = /酒|叶酸|咖啡|茶|\b(wine|beer|alcohol|drinks?|coffee|tea|folic|folate|leucovorin)\b/;

const TEXT: Bilingual = {
  zh: '**甲氨蝶呤（治类风湿、银屑病、克罗恩病的小剂量）是每周只吃一次、固定在同一天，绝对不能改成每天吃，也不要把一周的量分到几天吃。** 每天吃会在体内蓄积，造成骨髓抑制、口腔和肠道溃疡、肝损伤，已有人因此死亡。胃不舒服可以问开药医生：有的医生会让你把一周的量在同一天内分两次吃（间隔约12小时）、改在晚上或饭后吃、加止吐药，或者改成每周一次的注射；按时吃叶酸也能减轻恶心。已经连着几天吃了的，请今天就联系开药医生或药师；出现口腔溃疡、咽喉痛、发烧、皮肤出血点或瘀斑，请当天就医。',
  en: '**Low-dose methotrexate (for rheumatoid arthritis, psoriasis or Crohn’s) is taken once a week, on the same day — never daily, and the weekly dose is not spread over the week.** Taken every day it builds up and can cause bone-marrow failure, mouth and gut ulcers and liver injury; people have died from this mistake. If the weekly dose upsets your stomach, ask your prescriber: options include splitting the weekly dose into two doses on the same day (about 12 hours apart), taking it in the evening or after food, an anti-sickness medicine, or a weekly injection; taking your folic acid as prescribed also helps. If you have already taken it on several days, contact your prescriber or pharmacist today; mouth ulcers, a sore throat, fever, or unexplained bruising or bleeding need a doctor the same day.',
};
const SOURCE =
  'MHRA Drug Safety Update, Methotrexate once-weekly for autoimmune diseases: new measures to reduce risk of fatal overdose due to inadvertent daily instead of weekly dosing (September 2020); Trexall (methotrexate) US prescribing information, Boxed Warning and §2 (daily use of the recommended weekly dose has led to fatal toxicity); ISMP Targeted Medication Safety Best Practices (weekly oral methotrexate)';

/** The answer, or null when the message does not ask about taking methotrexate daily. */
export function methotrexateWeeklyAnswer(
  text: string,
  previous: string | undefined,
  locale: 'zh-CN' | 'en-US',
): Draft | null {
  const t = normaliseQuestion(text);
  if (!DAILY.test(t)) return null;
  // A supplement, food or drink taken daily beside it ("folic acid every day?", "a glass of wine a day")
  // is its own question.
  if (findSubstances(text).length > 0 || OTHER_DAILY.test(t)) return null;
  const named = (s: string) =>
    METHOTREXATE_SAID.test(normaliseQuestion(s)) || findDrugs(s).some((d) => d.id === 'methotrexate');
  // A follow-up naming nothing is about methotrexate only when the message before asked about it alone
  // ("it every day except Monday" after a folic acid question is the folic acid).
  const aboutItBefore =
    previous !== undefined &&
    named(previous) &&
    findDrugs(text).length === 0 &&
    findSubstances(previous).length === 0 &&
    !OTHER_DAILY.test(normaliseQuestion(previous));
  if (!named(text) && !aboutItBefore) return null;
  return {
    text: pick(TEXT, locale) + sourceLine(SOURCE, locale),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
  };
}
