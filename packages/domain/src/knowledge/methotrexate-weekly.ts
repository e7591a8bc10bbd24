import type { Source } from '../contracts/common';

/**
 * Low-dose methotrexate is taken once a week; a frequency typed as daily (or several times a day, or every other
 * day) is the known fatal dosing error (thirty-eighth clinician review, zh S1: "甲氨蝶呤 7.5 mg，每天一次" with falling
 * counts on co-trimoxazole was echoed back as normal). A weekly frequency is never read as daily.
 */
export const METHOTREXATE_DAILY_FREQUENCY =
  /每天|天天|每日|一天|一日|每晚|每早|隔天|早晚|\b(daily|every ?day|each day|a day|per day|nightly|every (morning|night|evening|other day)|once a day|twice a day|od|bd|bid|tds|qd|q\.?d\.?)\b/i;
export const METHOTREXATE_WEEKLY_FREQUENCY =
  /每周|每星期|一周|一星期|周[一二三四五六日天]|礼拜|\b(week|weekly|wk)\b/i;

export const METHOTREXATE_WEEKLY_SOURCE: Source = {
  ref: 'MHRA Drug Safety Update, Methotrexate once-weekly for autoimmune diseases: new measures to reduce risk of fatal overdose due to inadvertent daily instead of weekly dosing (September 2020); Trexall (methotrexate) US prescribing information, Boxed Warning and §2 (daily use of the recommended weekly dose has led to fatal toxicity); ISMP Targeted Medication Safety Best Practices (weekly oral methotrexate)',
  url: 'https://www.gov.uk/drug-safety-update/methotrexate-once-weekly-for-autoimmune-diseases-new-measures-to-reduce-risk-of-fatal-overdose-due-to-inadvertent-daily-instead-of-weekly-dosing',
};

/** Whether a methotrexate frequency as typed reads as daily or more often, not weekly. */
export function methotrexateTypedDaily(frequency: string | undefined): boolean {
  if (typeof frequency !== 'string' || frequency.trim() === '') return false;
  return METHOTREXATE_DAILY_FREQUENCY.test(frequency) && !METHOTREXATE_WEEKLY_FREQUENCY.test(frequency);
}
