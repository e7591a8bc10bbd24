/**
 * Bupropion with an eating disorder (forty-seventh clinician review, en S3): Wellbutrin XL 300 mg in a woman of 20
 * who makes herself sick (SCOFF "sick", potassium 2.9, alcohol, a friend's Adderall) got only the bupropion–alcohol
 * note; the purging was tied to her potassium, never to the bupropion. The label rules bupropion out with a current
 * or past diagnosis of bulimia or anorexia nervosa (§4: a higher incidence of seizures), and §5.3 names what adds
 * to the risk: metabolic disturbances, excessive alcohol, misuse of CNS stimulants, anorectic drugs. Vomiting, a
 * low potassium or magnesium add to it. The plan says so when the questionnaire tells the purging (SCOFF "sick") or
 * the screen is positive; the chat's rows (faq/rows-review47-b.ts) and the urgent card's medicine line say the same.
 * The prescriber this week, today with a seizure ever or daily vomiting; never a dose changed or doubled alone.
 * The data and the source are here; the plan's finding is built by engine/bupropion-eating-disorder-finding.ts.
 */
import type { Bilingual, Source } from '../contracts/common';

/** The medicines that are or contain bupropion (Wellbutrin, Zyban, Aplenzin; Contrave with naltrexone). */
export const BUPROPION_MEDICINES = ['bupropion', 'naltrexone-bupropion'] as const;

export const BUPROPION_EATING_DISORDER_SOURCE: Source = {
  ref: 'Wellbutrin XL (bupropion hydrochloride extended-release) US prescribing information (2024) §4 Contraindications (seizure disorder; current or prior diagnosis of bulimia or anorexia nervosa, because of a higher incidence of seizures) and §5.3 Seizure (dose-related; risk factors include metabolic disorders, excessive use of alcohol, abuse or misuse of prescription drugs such as CNS stimulants, and anorectic drugs; do not exceed the dose); Zyban (bupropion) US prescribing information §4 (bulimia or anorexia nervosa); Contrave (naltrexone/bupropion) US prescribing information §4 — sections from memory; NICE NG69 Eating disorders (2017): assessment and treatment by an eating-disorder service',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=wellbutrin+xl',
};

/** The plan's finding: `{drug}` is the person's bupropion medicine(s) by name. */
export const BUPROPION_EATING_DISORDER_TEXT: Bilingual = {
  zh: '{drug}和进食问题（催吐、暴食后吐掉、厌食）：说明书规定，现在或过去被诊断为贪食症或厌食症的人不能用安非他酮，因为抽搐（癫痫发作）明显更常见；反复呕吐、血钾或血镁偏低、喝酒、用没有开给你的兴奋剂或减肥药，都会让风险更高。{lowK}请这周内把呕吐的情况告诉开这个药的医生（以前抽搐过、或者现在每天都吐的，今天就说），通常需要换一种抗抑郁药。在医生答复前，不要自己改剂量，呕吐后也不要补吃一片——多吃同样会增加抽搐风险。出现抽搐、晕倒、心跳很乱或全身没力气，立即拨打120。',
  en: '{drug} and an eating problem (making yourself sick, purging, restricting): the label rules bupropion out for anyone with a current or past diagnosis of bulimia or anorexia nervosa, because seizures (fits) are clearly more common; repeated vomiting, a low potassium or magnesium, alcohol, and stimulants or diet pills not prescribed to you all raise that risk further. {lowK}Tell the doctor who prescribes it about the vomiting this week — today if you have ever had a seizure or are being sick every day; another antidepressant is usually chosen. Until they answer, do not change the dose yourself, and never take an extra tablet after vomiting — more bupropion also raises the seizure risk. A seizure, fainting, a racing or irregular heartbeat, or weakness all over need emergency help (911) at once.',
};

/** Said in the finding when the plan's potassium or magnesium is below its range. */
export const BUPROPION_LOW_ELECTROLYTE_TEXT: Bilingual = {
  zh: '你这次的血钾（或血镁）就偏低，这更增加风险。',
  en: 'Your own potassium (or magnesium) result is low, which adds to it. ',
};

/** How the finding joins the person's bupropion medicines' names, in each language. */
export const BUPROPION_NAMES_JOIN: Bilingual = { zh: '、', en: ', ' };
