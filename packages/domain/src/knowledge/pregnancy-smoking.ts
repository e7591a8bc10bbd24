/**
 * A current smoker who is pregnant (twenty-sixth clinician review, en M7; twenty-sixth, en; fourteenth,
 * en: her plan had only the smokers' vitamin C note). Every pregnancy plan for a current smoker advises
 * quitting with help: counselling and a quitline, e-cigarettes are no safe substitute, and nicotine
 * replacement only after talking it over with the obstetrician (ACOG Committee Opinion 807, 2020).
 *
 * The help named follows the plan's standards: in the US the national quitline 1-800-QUIT-NOW; in China
 * a stop-smoking clinic or the 12320 public health hotline, which gives stop-smoking counselling in most
 * provinces (Wang J et al. 2016). A "全国戒烟热线 400-888-5531" of the WHO collaborating centre is named on
 * an older Beijing 12320 news page but its current service could not be confirmed, so it is not given.
 */
import type { Bilingual, Locale, Source } from '../contracts/common';

export const PREGNANCY_SMOKING_SOURCE: Source = {
  ref: 'ACOG Committee Opinion No. 807, Tobacco and Nicotine Cessation During Pregnancy. Obstet Gynecol 2020;135:e221–e229 (ask about tobacco at every visit, advise quitting, counselling and quitline referral such as 1-800-QUIT-NOW; e-cigarettes not recommended; nicotine replacement considered with the woman after discussion — wording from memory); Wang J, Nan Y, Yang Y, Jiang Y. Quitline activity in China. Asian Pac J Cancer Prev 2016;17(S2):7–9 (stop-smoking counselling in the 12320 public health hotline of 28 provinces)',
  url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2020/05/tobacco-and-nicotine-cessation-during-pregnancy',
};

/** The finding's text by the plan's standards ("zh-CN": China's help; "en-US": the US quitline). */
export const PREGNANCY_SMOKING_TEXT: Record<Locale, Bilingual> = {
  'zh-CN': {
    zh: '你在吸烟：怀孕期间戒烟是为宝宝健康能做的最重要的一件事，什么时候戒都有好处。有人帮助比只靠毅力更容易戒掉：告诉产科医生，请医生帮你安排戒烟帮助，也可以去医院的戒烟门诊，或拨打12320卫生热线咨询戒烟。电子烟在孕期也不安全，不能用来代替；想用尼古丁贴片或尼古丁口香糖，先问产科医生。',
    en: 'You smoke: stopping is the most important thing you can do for your baby’s health, and it helps at any stage of pregnancy. Quitting with help works better than willpower alone: tell your obstetrician, who can arrange support, or go to a hospital stop-smoking clinic or call the 12320 health hotline for stop-smoking counselling. E-cigarettes are not safe in pregnancy either and are no substitute; ask your obstetrician before using nicotine patches or gum.',
  },
  'en-US': {
    zh: '你在吸烟：怀孕期间戒烟是为宝宝健康能做的最重要的一件事，什么时候戒都有好处。有人帮助比只靠毅力更容易戒掉：告诉产科医生，请医生帮你安排戒烟帮助，也可以拨打美国免费戒烟热线 1-800-QUIT-NOW（1-800-784-8669）。电子烟在孕期也不安全，不能用来代替；想用尼古丁贴片或尼古丁口香糖，先问产科医生。',
    en: 'You smoke: stopping is the most important thing you can do for your baby’s health, and it helps at any stage of pregnancy. Quitting with help works better than willpower alone: tell your obstetrician, who can arrange support, and call the free quitline 1-800-QUIT-NOW (1-800-784-8669). E-cigarettes are not safe in pregnancy either and are no substitute; ask your obstetrician before using nicotine patches or gum.',
  },
};
