/**
 * Tardive dyskinesia on metoclopramide (Reglan, 胃复安): the label's boxed warning has the medicine stopped in
 * anyone who develops its signs — the prescriber does it, within a day or two. Twenty-seventh clinician
 * review (2026-11-29, en S2): involuntary tongue and lip movements after 2 years of Reglan got the B12
 * deficiency-signs answer. The chat's row (assistant/faq/rows-review27.ts) says this text, and the answer
 * check (assistant/safety.ts) keeps it as the label's own instruction to stop.
 */
import type { Bilingual } from '../contracts/common';

export const METOCLOPRAMIDE_TD_TEXT: Bilingual = {
  zh: '**吃着甲氧氯普胺（胃复安，Reglan），舌头、嘴唇、脸或手脚不由自主地动、停不下来，不是缺维生素（也不是缺维生素B12）——这可能是迟发性运动障碍，是这个药说明书黑框警告里写明的严重副作用。** 吃得越久（特别是超过12周）、年纪越大，越容易发生。说明书要求出现这些表现的人停用甲氧氯普胺，所以请在一两天内联系开药的医生（约不上门诊就打电话），医生通常会停掉它，再换别的办法处理你的胃病；告诉医生你吃了多久、每次吃多少。不要等到下次常规复诊。停药后这些动作可能慢慢减轻，也可能持续，发现得越早、停得越早越好。一般不是急症；但如果同时发高烧、全身肌肉发硬，或吞咽、呼吸困难，或脖子、眼睛突然僵直扭向一侧，请立即去急诊。查维生素B12解释不了这些动作，吃B12也治不好它。',
  en: '**Movements of the tongue, lips, face or limbs that you cannot stop, on metoclopramide (Reglan), are not a vitamin deficiency — B12 included: they can be tardive dyskinesia, a serious side effect named in the boxed warning of its label.** The risk rises the longer it is taken — above all beyond 12 weeks — and with age. The label says metoclopramide should be stopped in anyone who develops these signs, so contact the prescriber within a day or two (call if you cannot get an appointment): they will usually stop it and find another treatment for your stomach. Tell them how long you have taken it and the dose. Do not wait for the next routine visit. After stopping, the movements may slowly ease or may last; the earlier it is stopped, the better. It is not usually an emergency — but a high fever with stiff muscles, trouble swallowing or breathing, or the neck or eyes suddenly stiff and twisted to one side needs the emergency department now. A B12 test will not explain these movements, and B12 will not treat them.',
};
