/**
 * A pregnant woman whose questionnaire says she drinks (light, moderate or heavy): her plan says no alcohol
 * at all (thirty-fifth clinician review, en S2: Jen, 6 weeks pregnant, alcohol "light" — the plan's pregnancy
 * texts named folic acid, caffeine, choline, herbs and vitamin A but not alcohol, and the only alcohol text
 * was metformin's "heavy or binge drinking"). No known safe amount, type or time in pregnancy; drinking
 * before she knew is common and is told to the obstetrician, not panicked over; help if it is hard to stop.
 *
 * The help named follows the plan's standards, as the smoking finding's does: in the US the SAMHSA National
 * Helpline (1-800-662-4357, free, confidential); in China the obstetrician first, who can refer on (the 12320
 * health hotline's alcohol service could not be confirmed, so none is given).
 */
import type { Bilingual, Locale, Source } from '../contracts/common';

export const PREGNANCY_ALCOHOL_SOURCE: Source = {
  ref: 'US CDC, About Alcohol Use During Pregnancy (no known safe amount of alcohol, no safe time, no safe type); ACOG Committee Opinion No. 496 (2011, reaffirmed), At-risk drinking and alcohol dependence: obstetric and gynecologic implications (screen, advise abstinence, refer for help); Williams JF, Smith VC, AAP Committee on Substance Abuse. Fetal alcohol spectrum disorders. Pediatrics 2015;136:e1395; 中国营养学会《中国孕妇、乳母膳食指南（2022）》：孕期禁酒',
  url: 'https://www.cdc.gov/fasd/about/index.html',
};

/** The finding's text by the plan's standards ("zh-CN": the obstetrician; "en-US": also the US helpline). */
export const PREGNANCY_ALCOHOL_TEXT: Record<Locale, Bilingual> = {
  'zh-CN': {
    zh: '你填写了平时会喝酒：怀孕期间一滴酒也不要喝——没有已知安全的饮酒量，也没有安全的时间段，红酒、啤酒、米酒、醪糟、药酒都一样。知道怀孕之前喝过的，不用过度担心，从现在起不喝，并在产检时告诉产科医生。觉得很难不喝，请告诉产科医生，医生可以帮你找到帮助。',
    en: 'You said you drink: in pregnancy drink no alcohol at all — there is no known safe amount and no safe time, and wine, beer, rice wine and tonic wines are all the same. If you drank before you knew you were pregnant, do not panic: stop now and tell your obstetrician at your next visit. If you find it hard to stop, tell your obstetrician, who can help you find support.',
  },
  'en-US': {
    zh: '你填写了平时会喝酒：怀孕期间一滴酒也不要喝——没有已知安全的饮酒量，也没有安全的时间段，红酒、啤酒、烈酒都一样。知道怀孕之前喝过的，不用过度担心，从现在起不喝，并在产检时告诉产科医生。觉得很难不喝，请告诉产科医生，也可以拨打美国免费保密的求助热线 1-800-662-4357（SAMHSA）。',
    en: 'You said you drink: in pregnancy drink no alcohol at all — there is no known safe amount and no safe time, and wine, beer and spirits are all the same. If you drank before you knew you were pregnant, do not panic: stop now and tell your obstetrician at your next visit. If you find it hard to stop, tell your obstetrician, or call the free, confidential SAMHSA National Helpline at 1-800-662-4357.',
  },
};
