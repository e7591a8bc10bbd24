/**
 * The answers of everyday chat rows that are not about a medicine, as data with their sources (the medicine ones are in
 * medicine-chat-answers.ts): one place to read and review them, the rows only choose when.
 */
import type { Bilingual, Source } from '../contracts/common';

/**
 * A haemoglobin in the normal range for pregnancy asked beside a prenatal's iron ("28週驗Hb 11.2，Elevit入面已經有鐵，使唔使另外
 * 再食補鐵丸？" — blind answer round 56, zh-045, development data: a list of iron foods and a DRI). `{hb}` is the value as
 * said with its unit.
 */
export const PREGNANCY_HB_NORMAL_PRENATAL: { text: Bilingual; source: Source } = {
  text: {
    zh: '**孕期血红蛋白{hb}不算贫血（孕期贫血的界线：孕早期低于110 g/L，孕中晚期低于105 g/L；世界卫生组织全孕期按110 g/L），所以不需要另外再吃补铁片，孕妇维生素里的铁继续吃就好。** 多吃一种铁剂，在不缺铁的时候没有好处，反而更容易便秘、胃不舒服。要确认铁储备，可以请产科医生加查一次铁蛋白：低于30 µg/L才说明储备不足，那时由医生开治疗量的铁。孕晚期按产检时间复查血红蛋白。铁和钙片、茶、咖啡、牛奶隔开约2小时吃，吸收更好。',
    en: '**A haemoglobin of {hb} in pregnancy is not anaemia (the pregnancy cut-offs are under 110 g/L in the first trimester and under 105 g/L from the second, or 110 g/L throughout by WHO), so there is no need for an extra iron tablet — keep the iron in your prenatal.** Extra iron when you are not short of it brings no benefit and more constipation and stomach upset. To check your iron stores, ask the midwife or obstetrician for a ferritin: only under 30 µg/L shows low stores, and then they prescribe a treatment dose. Your haemoglobin is rechecked at the usual later visits. Take iron about 2 hours apart from calcium, tea, coffee and milk so it absorbs well.',
  },
  source: {
    ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy (British Society for Haematology 2020): anaemia under 110 g/L in the first trimester and under 105 g/L in the second and third; ferritin under 30 µg/L; WHO Haemoglobin concentrations for the diagnosis of anaemia (2011; 2024 update): under 110 g/L in pregnancy; 中华医学会围产医学分会 妊娠期铁缺乏和缺铁性贫血诊治指南（2014）',
  },
};

/**
 * Protein during a cut for someone who trains (blind answer round 56, en-014, development data: "keep it at 160 g or
 * push it higher during the cut?" got the plan's everyday 89 g). `{gkg}` is the grams said per kg of the plan's weight.
 */
export const PROTEIN_IN_A_CUT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**减脂期想保住力量和肌肉，蛋白质按每公斤体重每天1.6–2.4克就够了；再往上加，好处很少，反而挤掉了训练需要的碳水。**{said} 更要紧的是：分在每天3–5顿里、每顿约0.4克/公斤（一般30–40克），训练前后各一顿；热量缺口别太大（每周掉体重的0.5–1%），力量训练照练、强度不降；碳水主要放在训练前后。过了比赛、回到维持热量时，蛋白质可以回到每公斤1.6克左右。',
    en: '**To keep strength and muscle through a cut, about 1.6–2.4 g of protein per kg of body weight a day is the range the evidence supports; going higher adds little and crowds out the carbohydrate your training needs.**{said} What matters more: spread it over 3–5 meals of about 0.4 g per kg (usually 30–40 g), one before and one after training; keep the deficit modest (losing 0.5–1 % of body weight a week), keep lifting heavy, and put most of your carbohydrate around training. After the meet, back at maintenance, protein can come down to about 1.6 g per kg.',
  },
  source: {
    ref: 'Jäger R et al. International Society of Sports Nutrition position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20 (1.4–2.0 g/kg; higher in energy deficit); Helms ER et al. A systematic review of dietary protein during caloric restriction in resistance trained lean athletes. Int J Sport Nutr Exerc Metab 2014;24:127 (2.3–3.1 g/kg of fat-free mass); Morton RW et al. Br J Sports Med 2018;52:376 (benefit plateaus about 1.6 g/kg); Helms ER et al. Evidence-based recommendations for natural bodybuilding contest preparation: nutrition and supplementation. J Int Soc Sports Nutr 2014;11:20',
  },
};

/**
 * "Will the calcium tablet hurt her kidneys or give her stones?" from someone who never had a stone (blind answer round 56,
 * zh-060, development data: the stone former's text — "tell the doctor your stone history", 2.5 litres of urine a day —
 * for a woman of 85 with none). `{kidney}` is a line for reduced kidney function, or nothing.
 */
export const CALCIUM_STONES_WORRY: { text: Bilingual; kidney: Bilingual; source: Source } = {
  text: {
    zh: '**没得过结石的人，从食物吃够钙不会增加结石，反而能减少；钙片在有的研究里让结石略多一点，主要是空腹吃、量大的时候。** 所以钙片照常吃时：随饭吃，一次一片（500–600毫克）就好，一天从饭菜和钙片来的钙加起来约1000–1200毫克，不再多加；平时水喝够。按这样的量，钙片本身不会伤肾。{kidney}',
    en: '**Without a history of stones, getting enough calcium from food does not raise stone risk — it lowers it; calcium tablets added a little risk in some studies, mostly when taken without food and in large doses.** So if the tablet continues: take it with a meal, one tablet (500–600 mg) at a time, and keep the day’s total from food and tablets at about 1,000–1,200 mg, no more; drink enough through the day. At these amounts the tablet itself does not harm the kidneys.{kidney}',
  },
  kidney: {
    zh: '肾功能已经偏差（比如eGFR低于60）时，这个总量要少一些，按约800–1000毫克掌握；请医生定期查血钙、血磷，由医生决定钙片和维生素D要不要调整——把正在吃的钙片告诉医生。',
    en: ' With reduced kidney function (an eGFR under 60, say), that total is lower — about 800–1,000 mg a day — and have the doctor check blood calcium and phosphate and decide whether the calcium and vitamin D tablets change — tell them you take it.',
  },
  source: {
    ref: 'Curhan GC et al. A prospective study of dietary calcium and other nutrients and the risk of symptomatic kidney stones. N Engl J Med 1993;328:833–838; Jackson RD et al. Calcium plus vitamin D supplementation and the risk of fractures (WHI). N Engl J Med 2006;354:669–683 (kidney stones 17 % more); NIH ODS Calcium fact sheet for health professionals (doses of 500 mg or less, with food); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (total elemental calcium 800–1,000 mg a day in CKD 3–4 not on active vitamin D)',
  },
};
