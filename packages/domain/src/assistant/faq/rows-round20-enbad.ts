/**
 * Blind answer round 20's en-US questions that got a neighbouring answer or "I have no reliable rule"
 * (issue 30 §2; development data since its figures were reported), each written as a class — subject ×
 * what is asked × who asks — not for one question's words: a magnesium form's side effects, eating late,
 * "moderate" drinking, a Mexican meal out, berberine, B12 with coffee, tea with meals for iron, morning
 * sickness, a women's multi or a prenatal in pregnancy, constipation remedies in pregnancy, the glucose
 * test, EPA for mood, vitamin D drops for a breastfed baby, calcium and vitamin D at 80, juice with a
 * potassium limit, supplements and a high INR on warfarin, food with drinks on insulin, magnesium with
 * food after a transplant, folic acid six days a week on methotrexate, coffee and the liver, food for
 * isotretinoin, iron foods with heavy periods, collagen for bones, diet lollipops, energy drinks and a
 * snack after sport. Follow-ups that name nothing of the earlier subject are matched by the earlier
 * message through `for.said` (select.ts reads the message before it as said).
 */
import {
  INSULIN_OR_SULFONYLUREA,
  IRON_NOT_WANTED,
  LACTATING,
  LOW_POTASSIUM,
  MINOR,
  NO_DEFICIT,
  NUTRITION_DRINK,
  OWN_ALCOHOL_RULES,
  PREGNANCY_SAID,
  PREGNANT,
  PREGNANT_OR_NURSING,
  LEUKAEMIA_TREATMENT,
} from './audiences';
import { LIFE_STAGE_FAQ } from './rows-life-stages';
import { STANDARD_COMMON_FAQ } from './rows-standard-common';
import { STANDARD_ROUND14_FAQ } from './rows-standard-round14';
import type { FaqAudience, FaqRow } from './types';

/** A row of another area file whose text a follow-up here answers with (one rule, one text). */
function rowOf(rows: readonly FaqRow[], id: string): FaqRow {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

/** The same row without its `unless` (the words it left to another answer are this row's question). */
function withoutUnless(row: FaqRow): Omit<FaqRow, 'unless'> {
  const { unless: _unless, ...rest } = row;
  return rest;
}

const OLDER: FaqAudience = {
  minAge: 65,
  said: /老人|老年|高龄|[6-9][0-9]岁|[七八九]十(多)?岁|我妈|我爸|奶奶|外婆|爷爷|外公|\belderly\b|\bmy (mum|mom|mother|dad|father|gran|granny|grandma|nan)\b|\b(at|is|she'?s|he'?s|i'?m) [6-9][0-9]\b|\b[6-9][0-9][- ]?(years?|yrs?)[- ]old\b/,
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'kidney_transplant'],
  said: /肾病|肾功能|透析|移植|\bckd\b|\bkidney (disease|failure|function)\b|\bdialysis\b|\btransplant\w*\b/,
};
const TRANSPLANT: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor', 'mycophenolate'],
  said: /移植|他克莫司|\btransplant\w*\b|\btacrolimus\b|\bprograf\b/,
};
const GLUCOSE_LOWERING_SAID = /胰岛素|格列|\binsulin\b|\blantus\b|\bgli\w+ide\b/;

const MAGNESIUM = /镁|\bmagnesium\b|\bmag\b|\bglycinate\b|\bbisglycinate\b/;
const ALCOHOL =
  /酒|\bbeers?\b|\bwines?\b|\bpints?\b|\bdrinks\b|\bdrinking\b|\balcohol\b|\bbooze\b|\bmargaritas?\b|\bcocktails?\b|\bhappy hour\b|\bprosecco\b|\bvodka\b|\btequila\b|\bgin\b|\brum\b/;
const IRON = /补铁|铁剂|铁片|\biron\b|\bferritin\b|\bferrous\b|\ban(a)?emi\w*/;
const B12 = /b12|维生素b12|维b12|\bcobalamin\b|\bcyanocobalamin\b|\bmethylcobalamin\b|\bcyano\b|\bmethyl\b/;
const COFFEE_OR_MILK =
  /咖啡|拿铁|奶茶|豆浆|燕麦奶|牛奶|\bcoffee\b|\blattes?\b|\bcappuccino\b|\bespresso\b|\btea\b|\b(oat|soy|almond|plant) milk\b|\bmilk\b/;
const HOW_MUCH = /多少|剂量|几粒|几克|几毫克|\bhow much\b|\bhow many\b|\bdose\b|\bdosage\b|\bmg\b|\bgrams?\b/;
const MOOD = /情绪|抑郁|心情|焦虑|\bmood\b|\bdepress\w*|\banxi\w*|\bpostpartum blues\b/;

export const ROUND20_ENBAD_FAQ: readonly FaqRow[] = [
  {
    // Round 20 en-003 "Magnesium glycinate at bedtime is giving me super vivid dreams lol. Is that a known
    // thing? Should I switch to a different form?" — "Take in the evening" only.
    id: 'magnesium-vivid-dreams',
    when: [MAGNESIUM, /做梦|梦.{0,3}多|噩梦|\bdreams?\b|\bdreaming\b|\bnightmares?\b/],
    notFor: KIDNEY,
    intent: 'supplement_timing',
    text: {
      zh: '**镁补充剂让梦变多、变清晰，研究里并没有把它列为已知的副作用，但确实有人这样反映；它本身无害。** 想减少的话：把镁提前到晚饭时吃，或者减少剂量，或者停几天看看梦是否恢复正常——如果停了睡眠也没变差，其实可以不吃。换剂型不太可能改变做梦：甘氨酸镁是对肠胃最温和的一种，柠檬酸镁和氧化镁更容易拉肚子。补充剂里的镁每天不超过350毫克（不算食物里的）。',
      en: '**Vivid dreams are not a recognised side effect of magnesium in the research, but people do report them, and they are harmless.** If they bother you: take it earlier, with dinner, or lower the dose, or stop for a few nights to see whether the dreams settle — if your sleep is no worse without it, you may not need it at all. Switching form is unlikely to change the dreams: glycinate is the gentlest form on the gut, while citrate and oxide are more likely to loosen your stools. Keep magnesium from supplements to 350 mg a day or less (food does not count toward that).',
    },
    source: {
      ref: 'NIH ODS Magnesium Fact Sheet for Health Professionals (2022): UL 350 mg/day from supplements, diarrhoea from carbonate, chloride, gluconate and oxide forms; vivid dreams not listed as an adverse effect',
    },
  },
  {
    // Round 20 en-004 "wouldnt citrate give me the runs tho" (after the magnesium glycinate question) —
    // "I have no reliable rule for Magnesium".
    id: 'magnesium-citrate-diarrhoea',
    when: [
      /柠檬酸|氧化镁|\bcitrate\b|\boxide\b/,
      /拉肚子|腹泻|稀便|肠胃|\bruns\b|\bdiarrh\w*|\bloose\b|\blaxative\b|\bstomach\b|\bgut\b|\bpoop\w*\b|\btoilet\b/,
    ],
    for: { said: MAGNESIUM },
    notFor: KIDNEY,
    intent: 'supplement_dose',
    text: {
      zh: '**是的，柠檬酸镁比甘氨酸镁更容易让大便变稀——它会把水分带进肠道，大剂量本身就被当作通便药用；氧化镁也一样。** 每天100–200毫克、随餐吃，很多人没问题；一拉肚子就说明量多了，减量即可。如果甘氨酸镁除了做梦之外都挺合适，可以不换：提前到晚饭时吃或减量。补充剂里的镁每天不超过350毫克。',
      en: '**Yes — citrate is more likely than glycinate to loosen your stools: it draws water into the bowel, and in bigger doses it is sold as a laxative; oxide does the same.** Many people manage 100–200 mg of citrate a day taken with food; loose stools are the sign to cut back. If glycinate suits you apart from the dreams, you do not need to switch: take it earlier with dinner or lower the dose instead. Keep magnesium from supplements to 350 mg a day or less.',
    },
    source: {
      ref: 'NIH ODS Magnesium Fact Sheet for Health Professionals (2022): diarrhoea and cramps from supplements, more with citrate, oxide and carbonate; UL 350 mg/day from supplements',
    },
  },
  {
    // Round 20 en-006 "Is it true eating after 8pm makes you gain weight? My coworker is religious about it"
    // — the rice-after-6-pm text with ulam.
    id: 'eating-after-a-clock-time',
    when: [
      /(晚上|夜里)?(\d|[六七八九十])点(以后|之后|后)|过了.{0,3}点|\bafter (6|7|8|9|10)( ?(pm|p\.m\.|o'?clock))?\b|\blate (dinners?|meals?|at night)\b|\beating late\b|\bat night\b/,
      /吃|饭|餐|\beat\w*\b|\bdinners?\b|\bmeals?\b|\bfood\b|\bsnack\w*\b/,
      /长胖|会胖|发胖|长肉|体重|\bgain\w*\b|\bfat\w*\b|\bweight\b|\bput on\b/,
    ],
    // A staple or carbohydrate named is the rice-at-night row's (eating-late-weight).
    unless: [/米饭|主食|碳水|\brice\b|\bkanin\b|\bcarbs?\b|\bpasta\b|\bbread\b|酒|\bbeer\b|\bwine\b/],
    notFor: [INSULIN_OR_SULFONYLUREA, MINOR, PREGNANT_OR_NURSING],
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**不是真的：吃饭的时间本身不会让人长胖，体重取决于一整天吃进去的总量。** 控制热量相同的研究里，早吃、晚吃、限时进食的体重变化差别很小。“八点后不吃”对有些人有效，是因为顺便少了夜宵和零食，而不是因为钟点。晚饭晚一点没关系，照常吃一份有蛋白质、蔬菜和主食的饭；真正要留意的是晚饭后边看手机边吃零食。睡前两三个小时吃完更舒服，对反酸也好，但那和体重无关。不用因此内疚。',
      en: '**No — the clock itself does not make you gain weight; weight depends on how much you eat over the whole day.** In trials where calories were kept the same, eating earlier, later or within a short window made little or no difference to weight. A “nothing after 8” rule works for some people only because it cuts out evening snacking, not because of the time. A late dinner is fine: have a normal plate with protein, vegetables and some starch; what adds up is grazing in front of the TV after it. Finishing two or three hours before bed is more comfortable and helps with reflux, but that is about comfort, not weight. No need for guilt.',
    },
    source: {
      ref: 'Liu D et al. Calorie restriction with or without time-restricted eating in weight loss. N Engl J Med 2022;386:1495–1504; Dietary Guidelines for Americans 2020–2025; NICE CG189 Obesity (2014, updated 2023), 1.7',
    },
  },
  {
    // Round 20 en-007 "What actually counts as "moderate" drinking for a woman, and how do I fit a couple of
    // margaritas into my calorie target" — declined.
    id: 'moderate-drinking-and-calories',
    when: [
      ALCOHOL,
      /适量|适度|少量饮酒|\bmoderate(ly)?\b|\bhow many drinks\b|\bstandard drinks?\b|\bunits?\b/,
    ],
    unless: [/无醇|无酒精|\balcohol[- ]free\b|\bnon[- ]?alcoholic\b/],
    notFor: [PREGNANT_OR_NURSING, MINOR, OWN_ALCOHOL_RULES],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**《中国居民膳食指南（2022）》建议成年人如饮酒，一天的酒精不超过15克，约相当于一罐啤酒（450毫升）、一杯葡萄酒（150毫升）或一两38度白酒（50毫升）；不要把一周的量攒到一次喝。** 热量上：一杯普通鸡尾酒（比如玛格丽特）约200–300千卡，大杯或冰沙款可到400以上；一罐啤酒约150千卡。想放进当天的热量：提前算好一杯大约250千卡，选小杯、加冰、少糖浆，或者用苏打水兑；先吃饭再喝，每杯酒之间喝一杯水；配菜选烤的、不选炸的。白天照常吃，不用饿着省出来；一晚上多了，第二天照常吃，一周的总量才是关键。',
      en: '**In the US guidelines, moderate drinking for a woman is up to 1 drink a day (2 for men) on the days you drink — not an average to save up for one night; a standard drink is 12 oz of beer, 5 oz of wine or 1.5 oz of spirits (the UK advice is no more than 14 units a week, spread over three or more days).** A restaurant margarita is often 1.5–2 standard drinks and about 250–350 kcal, and a large or frozen one can pass 500. To fit two in: count about 300 kcal each, order them on the rocks rather than frozen, or a “skinny” one with fresh lime and soda; eat a proper meal first and have water between drinks; go easy on the chips and pick grilled food. Eat normally earlier in the day rather than starving to save calories; one evening over does not wreck the week — the weekly total is what counts.',
    },
    source: {
      ref: 'Dietary Guidelines for Americans 2020–2025, ch. 1 (moderate drinking, standard drink = 14 g alcohol); UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016); 中国居民膳食指南（2022）准则五; USDA FoodData Central (margarita, beer)',
    },
  },
  {
    // Round 20 en-012 "Going out for Mexican Friday with the family. What do I order that won't blow the
    // whole day? I usually get a carnitas burrito + a basket of chips" — declined.
    id: 'mexican-restaurant-order',
    when: [
      /墨西哥|卷饼|塔可|\bmexican\b|\btex[- ]?mex\b|\bburritos?\b|\btacos?\b|\bfajitas?\b|\benchiladas?\b|\bquesadillas?\b|\bchipotle\b|\bcarnitas\b|\bnachos\b/,
      /点什么|点啥|怎么点|热量|减肥|\border\w*\b|\bget\b|\bwon'?t (blow|ruin|wreck)\b|\bcalori\w*\b|\bhealthi\w*\b|\blighter\b|\bdiet\w*\b|\blose weight\b|\bwhat (should|can|do) i\b/,
    ],
    unless: [
      /\bchick-?fil-?a\b|\bwhataburger\b|\bmcdonald\w*|\bfast food\b|\bevery (single )?day\b|\bfor work\b/,
      /卷饼碗|不要饼皮|\bbowls?\b|\bno tortilla\b|\bwithout (the |a )?tortilla\b/,
    ],
    notFor: [MINOR, NO_DEFICIT, { medicines: ['maoi', 'linezolid'] }, { conditions: ['pku'] }],
    cutsCarbohydrate: true,
    intent: 'food_sources',
    text: {
      zh: '**在墨西哥餐厅，一份炸猪肉（carnitas）大卷饼加一篮玉米片，很容易就有1500千卡以上；换个点法能省一半。** 好选择：烤鸡、烤牛排或虾的法士达（fajitas），配两张玉米饼、豆子、莎莎酱和生菜；或者不要饼皮的卷饼碗（burrito bowl）；或者两三个软玉米饼塔可。肉选烤的，少选炸猪肉和炸饼；莎莎酱随便加，牛油果酱一勺，奶酪、酸奶油、芝士酱选一样就好。玉米片是最容易吃多的：先拿十来片放到自己盘里，然后把篮子推远。饮料喝水或无糖的，一杯玛格丽特约300千卡。',
      en: '**A carnitas burrito plus a basket of chips can easily pass 1,500 kcal; ordering differently can halve that.** Good picks: chicken, steak or shrimp fajitas with two corn tortillas, beans, salsa and lettuce; a burrito bowl instead of the wrapped burrito; or two or three soft corn tacos. Choose grilled meat over carnitas or anything fried; pile on salsa and pico de gallo, take a spoonful of guacamole, and choose one of cheese, sour cream or queso rather than all three. The chips are where most of the extra goes: put about 10 on your plate and move the basket away. Drink water or something sugar-free — a margarita adds about 300 kcal.',
    },
    source: {
      ref: 'Dietary Guidelines for Americans 2020–2025 (eating out); USDA FoodData Central (tortilla chips, flour tortilla, carnitas); NICE CG189 Obesity (2014, updated 2023), 1.7',
    },
  },
  {
    // Round 20 en-013 "what if I do a burrito bowl, no tortilla?" (after the Mexican meal out) — the
    // out-of-scope menu.
    id: 'burrito-bowl',
    when: [
      /卷饼碗|不要饼皮|\bburrito bowls?\b|\bno tortilla\b|\bwithout (the |a )?tortilla\b|\bnaked burrito\b/,
    ],
    notFor: [MINOR, NO_DEFICIT, { conditions: ['pku'] }],
    cutsCarbohydrate: true,
    intent: 'food_sources',
    text: {
      zh: '**好主意：不要那张大面饼（约300千卡），同样的馅料就少了三分之一左右的热量。** 但碗里的配料加起来也不少，按这个顺序装：一份蛋白质（烤鸡、牛排或虾）、豆子或米饭选一样或各半份、烤蔬菜和生菜多放、莎莎酱随意；然后奶酪（约100千卡）、酸奶油（约110）、牛油果酱（约230）、芝士酱（约120）里挑一样。这样一碗大约500–700千卡，比卷饼加玉米片少得多。',
      en: '**Good move — skipping the large flour tortilla saves about 300 kcal with the same fillings.** The toppings still add up, so build it in this order: one protein (chicken, steak or shrimp), beans or rice — one, or half of each — plenty of fajita vegetables and lettuce, and salsa freely; then pick one of cheese (about 100 kcal), sour cream (about 110), guacamole (about 230) or queso (about 120). Built like that, a bowl is about 500–700 kcal, far less than the burrito and chips.',
    },
    source: {
      ref: 'Chipotle Mexican Grill, US nutrition information (flour tortilla, rice, beans, toppings; cited from memory, rounded); USDA FoodData Central',
    },
  },
  {
    // Round 20 en-016 "saw a tiktok calling berberine "nature's ozempic". legit? worth trying?" — declined.
    id: 'berberine-weight-loss',
    when: [/小檗碱|黄连素|\bberberine\b/],
    // On a GLP-1 medicine the medicine's own answer reads it (review 10: a medicine named as one's own).
    notFor: [{ conditions: ['g6pd_deficiency'], said: /蚕豆病|\bg6pd\b/ }, { medicines: ['glp1_agonist'] }],
    intent: 'herbal_remedy',
    text: {
      zh: '**黄连素（小檗碱）不是“天然减肥针”：研究里它能让体重平均少1–2公斤，血糖、血脂稍有下降，而处方的GLP-1类减重药平均能减10%–15%。** 这些研究大多规模小、时间短，产品质量也参差不齐。常见的副作用是便秘、腹泻、胃胀。它会和不少药相互作用（会升高环孢素等药的血药浓度，和降糖药一起吃可能低血糖）；孕妇和哺乳期不能吃，对新生儿有风险。吃任何处方药的人，先问药师或医生。减重更靠得住的还是饮食和运动，需要用药就找医生谈正规的减重药。',
      en: '**Berberine is not “nature’s Ozempic”: in trials it lowered weight by about 1–2 kg on average with small drops in glucose and cholesterol, while prescription GLP-1 medicines lower weight by about 10–15%.** The studies are small and short, and supplement quality varies. Common side effects are constipation, diarrhoea and stomach cramps. It interacts with a number of medicines (it raises ciclosporin levels, and with diabetes medicines it can push glucose too low), and it is not safe in pregnancy or while breastfeeding. If you take any prescription medicine, ask a pharmacist first. Diet and activity remain the base; if you want medication for weight, ask your doctor about the licensed options.',
    },
    source: {
      ref: 'NCCIH, Goldenseal (berberine) fact sheet (2020): interactions, not safe in pregnancy or breastfeeding; Asbaghi O et al. Effect of berberine supplementation on weight and BMI: systematic review and meta-analysis. Clin Nutr ESPEN 2020 (cited from memory); Wilding JPH et al. STEP 1. N Engl J Med 2021;384:989–1002',
    },
  },
  {
    // Round 20 en-018 "can I just take it with my oat milk latte in the morning?" (after cyano or methyl B12
    // for a vegan) — declined naming coffee.
    id: 'b12-with-coffee-or-milk',
    when: [COFFEE_OR_MILK, /一起|同时|配着|就着|\bwith\b|\balong with\b|\bsame time\b/],
    unless: [/\biron\b|铁|\bcalcium\b|钙|\bzinc\b|锌|\bmagnesium\b|镁|\blevothyroxine\b|优甲乐/],
    for: { said: B12 },
    intent: 'supplement_timing',
    text: {
      zh: '**可以：维生素B12和咖啡、茶、燕麦奶或牛奶一起吃都没问题，它不像铁那样会被咖啡和钙挡住。** 最重要的是规律吃：每天一小片（50–100微克），或者按说明每周一次大剂量。放在每天早上的拿铁旁边，反而更不容易忘。咀嚼片、舌下片和普通片效果一样。',
      en: '**Yes — vitamin B12 is fine with coffee, tea, oat milk or dairy; unlike iron, it is not blocked by coffee or calcium.** What matters is taking it regularly: a small daily dose (50–100 µg) or the larger weekly dose on the label. Pairing it with your morning latte is a good way to remember it. Chewable, under-the-tongue and ordinary tablets work equally well.',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet for Health Professionals (2024); The Vegan Society, What every vegan should know about vitamin B12 (daily 50 µg or weekly 2,000 µg)',
    },
  },
  {
    // Round 20 en-022 "and should I stop drinking tea with meals? I have chai with basically everything"
    // (a vegan, after iron tablets) — declined.
    id: 'tea-with-meals-iron',
    when: [
      /茶|\btea\b|\bchai\b|\bmatcha\b/,
      /饭|餐|吃东西|\bmeals?\b|\bwith (food|everything|dinner|lunch|breakfast)\b|\bwhen i eat\b/,
    ],
    // Coffee asked beside it is the medicine-pair table's timing question (iron and coffee apart).
    // Iron named in the message itself is the pairing table's (iron and tea apart); this row answers tea
    // asked after iron, or by a plant-based eater.
    unless: [/咖啡|\bcoffee\b|咖啡因|\bcaffeine\b|减肥|\bweight\b|\blithium\b|锂/, /铁|\biron\b|\bferrous\b/],
    for: { ironDeficiency: true, plantBased: true, said: IRON },
    notFor: IRON_NOT_WANTED,
    intent: 'supplement_timing',
    text: {
      zh: '**不用戒茶，只要换个时间：茶里的多酚会让这一顿饭里植物性铁的吸收少一半左右。** 把奶茶或茶放在饭前1小时或饭后1–2小时喝，和铁片也至少隔开2小时。吃饭时配一些富含维生素C的东西（青椒、番茄、橙子、猕猴桃、挤点柠檬汁），能明显提高豆类、豆腐、全谷物里铁的吸收。',
      en: '**No need to give it up — just move it: the polyphenols in tea can roughly halve the iron you absorb from plant foods at that meal.** Have your chai an hour before or 1–2 hours after meals, and at least 2 hours from an iron tablet. At meals, add something rich in vitamin C (peppers, tomatoes, citrus, kiwi, a squeeze of lemon), which clearly boosts the iron you take up from beans, lentils, tofu and whole grains.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (2024): polyphenols and vitamin C and non-haem iron absorption; Hurrell RF et al. Inhibition of non-haem iron absorption in man by polyphenolic-containing beverages. Br J Nutr 1999;81:289–295',
    },
  },
  {
    // Round 20 en-030 "Can I just keep taking my regular women's multi instead of buying a prenatal? It has
    // 5000 IU vitamin A, if that matters" — the 10,000 IU capsule and isotretinoin text.
    id: 'pregnancy-regular-multi-or-prenatal',
    when: [
      /复合维生素|多维|善存|\bmulti ?vitamins?\b|\bmultis?\b|\bwomen'?s (multi|one|vitamins?)\b|\bone a day\b|\bcentrum\b/,
      /孕妇|孕期|代替|\bprenatals?\b|\bpregnancy (vitamins?|multi\w*)\b|\binstead\b/,
    ],
    unless: [/\biron\b|铁|\bcalcium\b|钙|\bdha\b/],
    for: PREGNANT,
    // On an antiseizure medicine or methotrexate the folic acid dose is the medicine's row (5 mg).
    notFor: { medicines: ['antiepileptic', 'valproate', 'methotrexate'] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**最好换成孕期专用的复合维生素，但之前吃的不用太担心：每天5000国际单位的维生素A低于每天10000国际单位（3000微克）的上限，风险是和超过上限的量相关的。** 普通女性复合维生素是给非孕期设计的：碘往往不够（孕期每天要补150微克左右的碘，视食盐情况），铁也少；里面的维生素A常常全是视黄醇，而孕期产品会把视黄醇控制得很低或用β-胡萝卜素。吃完这瓶就换，或者现在就换；两种不要一起吃。叶酸每天至少400微克，吃到孕12周以后；动物肝脏和肝酱不要吃，视黄醇太高。',
      en: '**A prenatal is the better choice, but do not worry about the multi you have been taking: 5,000 IU of vitamin A is below the 10,000 IU (3,000 µg) a day upper limit, and the risk is linked to intakes above that.** An ordinary women’s multi is built for non-pregnant needs: it often has no iodine or too little (pregnancy needs about 150 µg a day from a supplement), less iron than the 27 mg a day pregnancy calls for, and its vitamin A is often all retinol, which prenatal products keep low or give as beta-carotene. Switch when this bottle runs out, or now — just do not take both. Keep at least 400 µg of folic acid a day through week 12, and avoid liver and liver pâté, which are very high in retinol.',
    },
    source: {
      ref: 'IOM Dietary Reference Intakes (2001), vitamin A UL 3,000 µg (10,000 IU) preformed; NIH ODS Iodine fact sheet (American Thyroid Association: 150 µg iodine in prenatal supplements); NIH ODS Iron fact sheet (RDA 27 mg in pregnancy); NHS, Vitamins, supplements and nutrition in pregnancy (avoid retinol supplements and liver)',
    },
  },
  {
    // Round 20 en-031 "ok so what should I look for on the label when I buy a prenatal?" — when to take one.
    id: 'prenatal-label-what-to-look-for',
    when: [
      /孕妇(复合)?维生素|孕期(复合)?维生素|孕维|爱乐维|\bprenatals?\b|\bpregnancy (vitamins?|multi\w*)\b|\belevit\b|\bpregnacare\b/,
      /标签|成分|怎么选|选哪|看什么|挑|\blabels?\b|\blook for\b|\bchoos\w*\b|\bpick\w*\b|\bwhich (one|brand)\b|\bingredients?\b|\bwhat should (it|they) (have|contain)\b/,
    ],
    // Which omega-3 to pick, or whether a prenatal holds DHA, is the DHA rows' question.
    unless: [/鱼油|藻油|\bdha\b|\bomega\b|\bfish oil\b|\balgal\b/],
    for: {
      ...PREGNANT,
      said: new RegExp(
        `${PREGNANCY_SAID.source}|备孕|\\btrying (for a baby|to conceive|to get pregnant)\\b|\\bprenatals?\\b`,
      ),
    },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**看这几项：叶酸400微克（0.4毫克；医生给你开了5毫克的就另外按医嘱吃）、碘约150微克、维生素D至少10微克（400国际单位）、铁约20–30毫克；维生素A尽量是β-胡萝卜素，视黄醇要低（远低于每天3000微克的上限）。** 有DHA的更好，或者每周吃两次鱼；胆碱大多不够，多吃鸡蛋即可补充。避开含草药、“排毒”成分或超大剂量的产品，选有正规批准文号或蓝帽子标志的。只吃一种复合维生素，不要叠加。',
      en: '**Check these on the label: folic acid 400 µg (shown as 680 µg DFE on US labels; if you were prescribed 5 mg, take that as directed), iodine about 150 µg, vitamin D at least 10 µg (400 IU), iron about 27 mg (your midwife or doctor may advise another amount), and vitamin A mostly as beta-carotene, with any retinol well under the 10,000 IU (3,000 µg) upper limit.** DHA (about 200 mg) is a plus if you eat little fish; most prenatals have little choline, so eggs help. Skip products with herbal blends, “detox” extras or mega-doses, and look for a third-party seal (USP Verified or NSF). Take one prenatal only — not with another multi.',
    },
    source: {
      ref: 'ACOG, Nutrition During Pregnancy (FAQ 001, 2023); NIH ODS Folate, Iodine, Iron, Vitamin A and Choline fact sheets; American Thyroid Association (150 µg iodine in prenatal vitamins); 中国营养学会《备孕妇女膳食指南》（2022）',
    },
  },
  {
    // Round 20 en-036 "would prunes or a stool softener be the better fix?" (Elevit and constipation) —
    // declined.
    id: 'pregnancy-constipation-remedies',
    when: [
      /西梅|火龙果|通便|开塞露|乳果糖|聚乙二醇|车前子|\bprunes?\b|\bprune juice\b|\bstool softeners?\b|\blaxatives?\b|\bdocusate\b|\bcolace\b|\bmiralax\b|\bmacrogol\b|\blactulose\b|\bsenna\b|\bmetamucil\b|\bpsyllium\b|\bfybogel\b|\bfib(re|er) supplements?\b/,
      /便秘|大便|排便|\bconstipat\w*\b|\bstools?\b|\bpoop\w*\b|\bbowels?\b|\bfix\b|\bbetter\b|\bhelp\b|\bsafe\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**先从食物开始：每天几颗西梅或一小杯西梅汁，多吃全谷物、蔬菜水果，多喝水，每天走走路，通常几天见效。** 不够的话，孕期比较安全的通便药有：膨松剂（车前子壳）、乳果糖或聚乙二醇（基本不被吸收）；用之前问一下药师或产检医生。番泻叶这类刺激性泻药只能短期用，要先问医生。如果是孕期维生素里的铁引起的，不要自己停，问医生是否可以调整。便秘伴剧烈腹痛或便血，要及时就医。',
      en: '**Start with food: a few prunes or a small glass of prune juice a day, more whole grains, fruit and vegetables, plenty of fluids and a daily walk — this often works within a few days.** If that is not enough, the laxatives considered safe in pregnancy are bulk-forming fibre (psyllium, such as Metamucil or Fybogel) and lactulose or macrogol (MiraLAX, Movicol), which are hardly absorbed; docusate (Colace), a stool softener, is also commonly used. Ask your pharmacist or midwife before starting one; stimulant laxatives such as senna are for short-term use and only after asking. If the iron in your prenatal seems to be the cause, do not stop it on your own — ask your midwife or doctor about the options. Severe tummy pain or blood in your stools needs a doctor.',
    },
    source: {
      ref: 'NICE CKS, Constipation — management in pregnancy and breastfeeding (2023): diet and fluids first, then bulk-forming, then osmotic (lactulose or macrogol), stimulants short term; ACOG FAQ Problems of the digestive system in pregnancy (2022)',
    },
  },
  {
    // Round 20 en-042 "how much EPA are we talking" (after fish oil for mood while breastfeeding on
    // sertraline) — the plan's 200 mg omega-3 dose.
    id: 'epa-dose-for-mood',
    when: [/\bepa\b|鱼油|omega|欧米伽|\bfish oil\b/, HOW_MUCH],
    for: { said: MOOD },
    notFor: { medicines: ['anticoagulant', 'antiplatelet'] },
    intent: 'supplement_dose',
    text: {
      zh: '**研究情绪的试验里，用的是每天约1克EPA（以EPA为主的鱼油，EPA占一半以上），作为治疗的辅助，不是替代；方案里的200–250毫克是日常保健的量。** 每天1克左右的EPA在哺乳期一般认为是可以的，和舍曲林这类抗抑郁药一起吃也常见，但两者都会轻微影响凝血，开始前告诉开药的医生。看标签上每粒的EPA含量：普通1克的鱼油胶囊约含EPA 180毫克，需要好几粒，浓缩型少一些。效果很有限，抗抑郁药照常吃，情绪没有好转或有伤害自己的念头，要尽快联系医生。',
      en: '**The trials that found a small benefit for mood used about 1 g of EPA a day, from an EPA-rich fish oil (EPA at least 60% of the EPA+DHA), as an add-on to treatment — not instead of it; the 200–250 mg in your plan is the everyday amount for health.** About 1 g of EPA a day is considered compatible with breastfeeding and is commonly used alongside antidepressants such as sertraline, but both affect bleeding a little, so tell your prescriber before you start. Check the EPA per capsule on the label: a standard 1 g fish-oil capsule has about 180 mg of EPA, so you would need several; concentrated ones need fewer. The effect is modest: keep taking your antidepressant, and if your mood is not improving or you have thoughts of harming yourself, contact your doctor soon.',
    },
    source: {
      ref: 'Guu TW et al. International Society for Nutritional Psychiatry Research practice guidelines for omega-3 fatty acids in the treatment of major depressive disorder. Psychother Psychosom 2019;88:263–273; Appleton KM et al. Cochrane Database Syst Rev 2021;11:CD004692; LactMed (NLM), Fish oil',
    },
  },
  {
    // Round 20 en-044 "how long after should I wait to feed him?" (after a glass of wine on sertraline while
    // nursing) — declined. Not read as a follow-up, so the follow-up-only row never saw it: the same text.
    ...rowOf(LIFE_STAGE_FAQ, 'lactation-alcohol-wait'),
    id: 'lactation-alcohol-wait-after-drink-asked',
    followUpOnly: undefined,
    when: [
      /多久|等多久|几个小时|\bhow long\b|\bhow many hours\b|\bwait\b/,
      /喂奶|哺乳|喂宝宝|喂他|喂她|\bnurs\w*|\bfeed\w*|\bbreast ?feed\w*|\bpump\w*/,
    ],
    unless: [/酒|\balcohol\b|\bwine\b|\bbeers?\b|\bdrinks?\b|\bcoffee\b|咖啡|\bmedic\w*\b|\bpills?\b|药/],
    for: {
      all: [LACTATING, { said: /酒|\balcohol\b|\bwine\b|\bbeers?\b|\bcocktails?\b|\bprosecco\b/ }],
    },
  },
  {
    // Round 20 en-048 "Pediatrician wants us to give vitamin D drops. If I just take a big dose of D myself,
    // can I skip his drops?" — "crushing, splitting or another form".
    id: 'infant-vitamin-d-drops-or-mother-dose',
    when: [
      /维生素d|维d|\bvitamin d3?\b|\bvit d\b|\bd3?\b/,
      /滴剂|宝宝|婴儿|孩子|\bdrops?\b|\bbaby\b|\binfant\b|\bhis\b|\bher\b|\bson\b|\bdaughter\b/,
      /代替|不用给|不给|省掉|我自己|我多吃|\binstead\b|\bskip\b|\bmyself\b|\bthrough (my )?(breast ?)?milk\b|\bbig dose\b|\bhigh dose\b|\bstop (his|her|the) drops\b/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**宝宝的维生素D滴剂请照儿科医生说的继续给（母乳喂养的宝宝一般每天400国际单位，即10微克）。** 母乳里的维生素D通常很少；有一项研究让妈妈每天吃6400国际单位，能让母乳够宝宝用，但这个量远超成人每天的上限（中国标准50微克即2000国际单位，美国标准也只到4000国际单位），不是常规建议，不要自己这样做。想走这条路，先和儿科医生及你自己的医生商量，在那之前滴剂不要停。你自己按方案里的剂量补维生素D，对你本人有好处。',
      en: '**Keep giving his drops as the paediatrician advised (for breastfed babies usually 400 IU, 10 µg, a day).** Breast milk normally carries little vitamin D; one trial found that a mother taking 6,400 IU a day could make her milk cover the baby, but that dose is above the 4,000 IU a day adult upper limit and is not standard advice, so do not try it on your own. If you would like that route, discuss it with the paediatrician and your own doctor first, and keep the drops going until they agree. Taking your own vitamin D at your plan’s dose is still good for you.',
    },
    source: {
      ref: 'Wagner CL, Greer FR; AAP. Prevention of rickets and vitamin D deficiency in infants, children, and adolescents. Pediatrics 2008;122:1142–1152; Hollis BW et al. Maternal versus infant vitamin D supplementation during lactation. Pediatrics 2015;136:625–634; NIH ODS Vitamin D fact sheet (UL 4,000 IU)',
    },
  },
  {
    // Round 20 en-049 "My mom is 80, 148 cm and only 41 kg. She's barely hungry anymore. What can we give her
    // to put some weight back on?" (dysphagia in her plan) — declined: the appetite row is not for someone
    // who chokes, and the swallowing row waited for choking to be said. The swallowing row's text answers.
    ...withoutUnless(rowOf(STANDARD_ROUND14_FAQ, 'older-energy-dense-swallow')),
    id: 'older-weight-gain-dysphagia-in-plan',
    when: [
      /胃口|食欲|不饿|吃得少|吃不下|增重|长胖|体重|太瘦|\bappetite\b|\b(not|never|rarely|barely|hardly) (very |ever )?hungry\b|\bput (some |a bit of )?(weight|kilos|pounds) (back )?on\b|\bput on (some )?weight\b|\bgain (some )?weight\b|\bunderweight\b|\btoo thin\b|\bvery thin\b|\bbuild (her|him|me) up\b/,
    ],
    unless: [
      /增稠|\bthicken\w*|蛋白粉|\bprotein (powder|shakes?)\b|安素|\bensure\b|酒|\balcohol\b|糖尿病|\bdiabet\w*/,
    ],
    for: { all: [OLDER, { conditions: ['dysphagia'] }] },
  },
  {
    // Round 20 en-051 "how many a day, and with meals or in between?" (after Ensure-type drinks for an
    // 80-year-old mother) — declined. Not read as a follow-up, so the drink row never saw it: the same text.
    ...rowOf(LIFE_STAGE_FAQ, 'older-nutrition-drinks'),
    id: 'older-nutrition-drinks-how-many',
    when: [
      /几瓶|几罐|几次|一天喝|饭前|饭后|两餐之间|\bhow many\b|\bhow often\b|\ba day\b|\bper day\b|\bwith meals\b|\bbetween meals\b|\bin between\b/,
    ],
    // The drink named in the message itself is the drink row's (older-nutrition-drinks).
    unless: [NUTRITION_DRINK, /药|\bpills?\b|\btablets?\b|\bmedic\w*\b/],
    for: { all: [OLDER, { said: NUTRITION_DRINK }] },
    notFor: [{ conditions: ['kidney_disease'] }, { medicines: ['vitamin_k_antagonist'] }],
  },
  {
    // Round 20 en-055 "Does she still need calcium and vitamin D at 80 or is it too late to matter? She can't
    // swallow the big horse pills" — the plan's calcium numbers and an interaction prompt.
    id: 'older-calcium-vitamin-d-still-worth-it',
    when: [
      /钙|维生素d|维d|\bcalcium\b|\bvitamin d\b|\bvit d\b/,
      /太晚|来不及|还有用|还需要|这把年纪|\btoo late\b|\bstill (need|matter|worth|help)\w*\b|\bat (her|his|my|this) age\b|\bpointless\b|\bworth it\b|\bany point\b/,
    ],
    for: OLDER,
    notFor: [
      { medicines: ['bisphosphonate'] },
      {
        hypercalcaemia: true,
        conditions: ['sarcoidosis', 'hyperparathyroidism', 'kidney_disease', 'dialysis'],
      },
    ],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**不晚，80岁时依然有用：这个年纪骨折风险最高，钙和维生素D够了，可以少一些骨质流失和跌倒骨折，尤其是平时很少晒太阳、吃得少的老人。** 钙先从食物来（牛奶、酸奶、奶酪、北豆腐、绿叶菜），不够的部分按方案里的剂量补，一次不超过500毫克；维生素D在这个年纪一般每天补10–20微克（400–800国际单位）。吞不下大药片：可以换成咀嚼片、泡腾片或冲剂、液体钙，维生素D有滴剂或很小的软胶囊；普通（非缓释）钙片也可以掰开或压碎拌在软食里。拿着药盒问药师最稳妥。',
      en: '**It is not too late — it still matters at 80: fracture risk is highest at this age, and enough calcium and vitamin D slows bone loss and lowers fracture risk, especially for older people who eat little or rarely get outdoors.** Get calcium from food first (milk, yoghurt, cheese, calcium-set tofu, fortified drinks), and make up the gap with the supplement dose in her plan, no more than 500 mg at a time; for vitamin D at her age, 10–20 µg (400–800 IU) a day is usual. For the big pills: chewable tablets, effervescent tablets or granules that dissolve in water, and liquid calcium all work, and vitamin D comes as drops or tiny soft capsules; ordinary (not slow-release) calcium tablets can also be split or crushed into soft food. Show the pack to a pharmacist if unsure.',
    },
    source: {
      ref: 'NIH ODS Calcium Fact Sheet and Vitamin D Fact Sheet for Health Professionals (RDA: calcium 1,200 mg women over 50, vitamin D 800 IU over 70; 500 mg per dose); NOGG UK clinical guideline for the prevention and treatment of osteoporosis (2022); 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
  {
    // Round 20 en-060 "how about apple juice, or is juice bad too" (after low-potassium fruit on stage 4 CKD)
    // — the general potassium text.
    id: 'potassium-limit-juice',
    when: [/果汁|苹果汁|橙汁|\bjuices?\b|\boj\b/],
    unless: [/西柚|葡萄柚|\bgrapefruit\b|\bpomelo\b|低血糖|\bhypo\w*\b|\blow (blood )?sugar\b/],
    for: { conditions: ['kidney_disease', 'dialysis'], said: /钾|\bpotassium\b/ },
    // A low potassium is never told to avoid orange juice (blind answer round 26, zh-018: 3.1 on digoxin).
    notFor: [{ conditions: ['kidney_transplant'] }, LOW_POTASSIUM],
    intent: 'food_sources',
    text: {
      zh: '**苹果汁是含钾较低的果汁之一：一杯（240毫升）约250毫克钾，而橙汁约500毫克，西梅汁、番茄汁/蔬菜汁和椰子水更高，要避开。** 葡萄汁、蔓越莓汁也属于较低的。即便是苹果汁，也以一小杯（约120毫升）为宜；有限水的话要算进每天的液体量。果汁含糖多（有糖尿病要算作碳水），整个的低钾水果（苹果、梨、葡萄、浆果）比果汁更好。具体的钾目标按你的肾科医生或营养师的要求。',
      en: '**Apple juice is one of the lower-potassium juices: about 250 mg of potassium per cup (240 ml), against about 500 mg for orange juice, while prune juice, tomato or vegetable juice and coconut water are higher still and best avoided.** Grape and cranberry juice are also on the lower side. Even with apple juice, keep to a small glass (about 120 ml, 4 oz), and count it in any fluid limit you have. Juice is sugary (with diabetes it counts as carbohydrate), so whole low-potassium fruit — apples, pears, grapes, berries — is the better choice. Your kidney doctor or dietitian sets your own potassium target.',
    },
    source: {
      ref: 'USDA FoodData Central (apple, orange, grape, prune, tomato juice; coconut water, per cup); National Kidney Foundation, Potassium and Your CKD Diet (2023); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, Guideline 6 (potassium)',
    },
  },
  {
    // Round 20 en-069 "INR was 3.6 at my last check and they lowered my dose. Could my supplements have done
    // that?" (warfarin with fish oil and vitamin E) — the general high-INR text.
    id: 'warfarin-supplements-raised-inr',
    when: [
      /\binr\b|凝血/,
      /补充剂|保健品|鱼油|维生素e|维e|\bsupplements?\b|\bfish oil\b|\bomega\b|\bvitamin e\b|\bvit e\b|\bturmeric\b|\bcurcumin\b|\bginkgo\b/,
      /引起|导致|造成|升高|变高|是不是因为|会不会是|\bcould\b|\bcaus\w*\b|\bbecause\b|\bdone that\b|\braise\w*\b|\bpush\w*\b|\bbehind\b/,
    ],
    unless: [
      /出血|便血|黑便|吐血|\bbleed\w*\b|\bblood in\b|\bblack stools?\b/,
      // An INR of 4 or more is the high-INR answer's first (inr-high).
      /\binr\b\D{0,25}(?<![\d.])([4-9]|\d{2})(\.\d+)?(?!\d|\.\d)/,
    ],
    for: { medicines: ['vitamin_k_antagonist'] },
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**有可能有一部分关系：维生素E（尤其每天400国际单位以上）会增强华法林的作用、增加出血倾向；鱼油在常用量（每天3克以内）一般对INR影响不大，但也会增加出血倾向。** INR偏高更常见的原因还有：绿叶菜吃得比平时少、新吃了抗生素或其他药、生病腹泻或吃得少、喝酒变多。不要自己突然停掉或加量——那样INR又会变（如果医生调过剂量，也是在你照常吃这两种补充剂的情况下调的）。把这两种补充剂和剂量告诉抗凝门诊，由他们决定是否停（维生素E没有明确的好处，常常建议停）。出现出血、黑便、严重头痛，马上就医。',
      en: '**Possibly in part: vitamin E (especially 400 IU a day or more) can strengthen warfarin’s effect and add to bleeding risk, and fish oil at usual doses (up to about 3 g a day) rarely moves the INR much but also adds to bleeding tendency.** Other common causes of a high INR: eating fewer leafy greens than usual, a new antibiotic or other medicine, illness with diarrhoea or eating little, and more alcohol. Do not stop or change them suddenly on your own — that would move the INR again (and if your dose has been changed, it was set with them in your system). Tell your anticoagulation clinic exactly which supplements and doses you take and let them decide (vitamin E has no clear benefit, and they may ask you to stop it, with an INR check after). Bleeding, black stools or a severe headache need urgent care.',
    },
    source: {
      ref: 'Coumadin (warfarin sodium) US prescribing information §7 (botanicals and supplements that may increase INR or bleeding, including vitamin E and fish oil); NIH ODS Vitamin E Fact Sheet for Health Professionals (interaction with warfarin); NIH ODS Omega-3 Fatty Acids Fact Sheet (warfarin)',
    },
  },
  {
    // Round 20 en-078 "what if I eat wings while drinking, does that fix it" (after beers on Lantus) —
    // declined.
    id: 'alcohol-insulin-protein-food',
    when: [
      /鸡翅|肉|花生|坚果|烧烤|\bwings?\b|\bsteak\b|\bmeat\b|\bjerky\b|\bnuts\b|\bpeanuts\b|\bcheese\b|\bpork rinds\b|\bburgers?\b|\bribs\b|\bprotein\b/,
      /喝|\bdrink\w*\b|\bbeers?\b|\bwhile\b|\bfix\b|\bprevent\b|\bstop\b|\bhelp\b|\benough\b/,
    ],
    for: {
      all: [
        { medicines: ['insulin', 'sulfonylurea'], said: GLUCOSE_LOWERING_SAID },
        { said: /酒|\bbeers?\b|\bwines?\b|\bpints?\b|\balcohol\b|\bdrinks\b|\bdrinking\b/ },
      ],
    },
    intent: 'medicine_question',
    text: {
      zh: '**吃东西有帮助，但只吃鸡翅不够：鸡翅几乎全是蛋白质和脂肪、碳水很少，挡不住喝酒后几个小时才出现的低血糖。** 边喝边吃一些含淀粉的东西（面包、薯条、米饭、玉米、饼），酒不超过两杯；睡前测一次血糖，喝了酒的晚上睡前再吃点含碳水的加餐（比如一两片面包），第二天早上再测。不要为啤酒里的碳水追加胰岛素。你已经有过低血糖，这件事和胰岛素剂量一起告诉你的糖尿病医生或护士。',
      en: '**Food helps, but wings alone won’t do it: they are almost all protein and fat with very little carbohydrate, so they do not protect against the low that alcohol can cause hours later on insulin.** Have some starch while you drink — bread, fries, rice, a bun or tortillas — and keep to two drinks at most; check your glucose before bed, have a starchy snack (toast or crackers) at bedtime after drinking, and check again in the morning. Do not take extra insulin to cover the beer’s carbs. Since you have already had lows, tell your diabetes doctor or nurse about them and about drinking so they can look at your insulin dose.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 (alcohol) and §6 (delayed hypoglycemia with insulin); Diabetes UK, Alcohol and diabetes (eat carbohydrate, bedtime snack)',
    },
  },
  {
    // Round 20 en-092 "does it matter if I take it with food or not" (magnesium after a kidney transplant,
    // on tacrolimus and mycophenolate) — a magnesium food list.
    id: 'transplant-magnesium-with-food',
    when: [/随餐|饭后|空腹|和饭|\bwith (food|meals?)\b|\bempty stomach\b|\bfood or not\b|\bwithout food\b/],
    unless: [/他克莫司|\btacrolimus\b|\bprograf\b|\bmycophenolate\b|\bcellcept\b|\bmyfortic\b/],
    for: { all: [TRANSPLANT, { said: MAGNESIUM }] },
    intent: 'supplement_timing',
    text: {
      zh: '**镁和饭一起吃更好：随餐吃对胃更温和，也不容易拉肚子，吸收一点也不差。** 要注意的是时间：和吗替麦考酚酯至少隔开2小时，每天固定在同一个时间吃，这样他克莫司的血药浓度也更稳定。剂量按移植团队开的来，不要自己加；拉肚子要告诉他们，因为腹泻本身也会影响他克莫司的浓度。',
      en: '**With food is better: magnesium taken with a meal is gentler on the stomach and less likely to cause diarrhoea, and it is absorbed at least as well.** The timing that matters: keep it at least 2 hours from your mycophenolate, and take it at the same time every day so your tacrolimus levels stay steady. Take the dose your transplant team set and do not raise it yourself; tell them if it gives you diarrhoea, since diarrhoea itself can change tacrolimus levels.',
    },
    source: {
      ref: 'CellCept (mycophenolate mofetil) US prescribing information §7 (antacids with magnesium reduce absorption); Prograf (tacrolimus) US prescribing information §7 (diarrhoea raises levels); NIH ODS Magnesium Fact Sheet for Health Professionals (2022)',
    },
  },
  {
    // Round 20 en-097 "my old rheumatologist had me take it every day except Monday, is that wrong?" (after
    // methotrexate on Mondays with folic acid 5 mg) — the which-day text naming the wrong day.
    id: 'methotrexate-folic-acid-six-days',
    when: [
      /除了.{0,8}(每天|都吃)|每天都吃|一周六天|\bevery day except\b|\bdaily except\b|\b6 days a week\b|\bsix days a week\b|\ball the other days\b|\bevery other day of the week\b|\bexcept (on )?(the )?(mon|tues|wednes|thurs|fri|satur|sun)day\b/,
    ],
    for: { all: [{ medicines: ['methotrexate'] }, { said: /叶酸|\bfolic\b|\bfolate\b/ }] },
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'supplement_timing',
    text: {
      zh: '**不算错：除了甲氨蝶呤那天，其余每天吃叶酸，是常见的用法之一；英国风湿病指南里，叶酸5毫克每周一次到每周六天都可以，关键是不和甲氨蝶呤同一天吃。** 两种方法都有效。按你现在的医生开的方案吃，不要两种叠加；如果新旧医生说法不同，问一下现在的风湿科医生或药师要哪一种。',
      en: '**It is not wrong: folic acid every day except the methotrexate day is one of the usual schedules — UK rheumatology guidance allows 5 mg anywhere from once a week up to six days a week, as long as it is not taken on the methotrexate day.** Both ways work. Follow the schedule on your current prescription rather than mixing the two, and if your new and old rheumatologists differ, ask your current rheumatologist or pharmacist which they want.',
    },
    prescribedDoses: { folate: 5000 },
    source: {
      ref: 'Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic disease-modifying anti-rheumatic drugs. Rheumatology 2017;56:865–868 (folic acid 5 mg once weekly to six days a week, not on the methotrexate day); BNF, Methotrexate (2024)',
    },
  },
  {
    // Round 20 en-103 "is coffee good or bad for the liver? I have 2 a day" (ALT 52 on methotrexate) — the
    // caffeine limit.
    id: 'coffee-and-the-liver',
    when: [
      /咖啡|\bcoffees?\b|\bespresso\b|\blattes?\b/,
      /肝|转氨酶|\bliver\b|\balt\b|\bast\b|\blfts?\b|\bliver (enzymes?|function|tests?)\b|\bfatty liver\b|\bnafld\b|\bmasld\b/,
    ],
    unless: [/\biron\b|铁/],
    notFor: [PREGNANT, MINOR],
    intent: 'food_sources',
    text: {
      zh: '**咖啡对肝脏不但不坏，反而可能有好处：大型研究里，常喝咖啡的人转氨酶更低，肝纤维化、肝硬化也更少；脂肪肝指南也不要求限制咖啡。** 每天两杯完全没问题，转氨酶轻度升高也一样。最好是黑咖啡或加一点奶，少加糖和奶精。对肝更要紧的是：酒尽量少（吃甲氨蝶呤时按医生说的限量）、保持健康体重、按时抽血复查。',
      en: '**Coffee is, if anything, good for the liver: in large studies, regular coffee drinkers have lower liver enzymes and less liver scarring and cirrhosis, and the fatty-liver guidelines do not restrict it.** Two cups a day is fine, including with a mildly raised ALT. Black or with a little milk is best; sugary coffee drinks count as sugar. What matters more for the liver: keep alcohol low (on methotrexate, within the limit your prescriber gave), keep a healthy weight, and keep your blood tests.',
    },
    source: {
      ref: 'EASL–EASD–EASO Clinical Practice Guidelines for the management of non-alcoholic fatty liver disease. J Hepatol 2016;64:1388–1402 (coffee has no liver-related limitations); Poole R et al. Coffee consumption and health: umbrella review. BMJ 2017;359:j5024',
    },
  },
  {
    // Round 20 en-128 "is peanut butter toast enough?" (after isotretinoin and fatty food) — declined.
    id: 'isotretinoin-meal-examples',
    when: [
      /花生酱|吐司|面包|鸡蛋|牛油果|酸奶|奶酪|坚果|\bpeanut butter\b|\btoast\b|\bbagel\b|\beggs?\b|\bavocado\b|\byogh?urt\b|\bcheese\b|\bnuts\b|\bcereal\b|\bgranola\b/,
      /够不够|够吗|算不算|可以吗|行吗|\benough\b|\bcounts?\b|\bok(ay)?\b|\bfine\b|\bfatty enough\b|\bdoes (that|this|it) work\b/,
    ],
    for: { medicines: ['isotretinoin'] },
    intent: 'medicine_question',
    text: {
      zh: '**够：两勺花生酱约含16克脂肪，配上吐司就是一顿有脂肪的正经早餐。** 其他方便的选择：鸡蛋、全脂酸奶或牛奶、奶酪、牛油果、一把坚果，或者正常的午饭、晚饭。异维A酸随含脂肪的餐吃，吸收比空腹多一倍左右；关键是不要空腹吃，每天固定跟同一顿饭。另外，米诺环素不能和异维A酸一起吃（会升高颅内压），如果两种都在吃，尽快联系皮肤科医生。',
      en: '**Yes — two tablespoons of peanut butter give about 16 g of fat, so peanut butter on toast is a proper fat-containing breakfast.** Other easy options: eggs, whole-milk yoghurt or milk, cheese, avocado, a handful of nuts, or a normal lunch or dinner. Taken with a meal that has fat, isotretinoin is absorbed about twice as well as on an empty stomach; what matters is never taking it fasting and keeping to the same meal each day. Also: minocycline must not be taken with isotretinoin (raised pressure around the brain) — if you take both, contact your dermatologist soon.',
    },
    source: {
      ref: 'Accutane (isotretinoin) US prescribing information §2 (take with a meal), §12.3 (food effect), §5 (tetracyclines); USDA FoodData Central (peanut butter, 2 tbsp)',
    },
  },
  {
    // Round 20 en-134 "Is every-other-day iron really better than daily? My pharmacist and my GP told me
    // opposite things" — the iron dose text. The follow-up row's text answers it.
    ...withoutUnless(rowOf(STANDARD_COMMON_FAQ, 'iron-every-other-day')),
    id: 'iron-every-other-day-or-daily',
    when: [
      IRON,
      /隔天|隔日|两天一次|\bevery[- ]other[- ]day\b|\balternate[- ]days?\b|\bevery second day\b|\bevery 2(nd)? days?\b/,
      /每天|天天|\bvs\.?\b|\bversus\b|\bor daily\b|\bthan daily\b|\bevery day\b|\beveryday\b|\bopposite\b|\bdisagree\w*\b|\bcontradict\w*\b/,
    ],
    for: { ironDeficiency: true, said: IRON },
    notFor: IRON_NOT_WANTED,
  },
  {
    // Round 20 en-138 "My periods are really heavy. What foods help rebuild iron? I hate liver, don't even
    // suggest it" — why heavy periods cause iron deficiency, no foods.
    id: 'iron-foods-heavy-periods',
    when: [
      /月经|例假|经量|\bperiods?\b|\bmenstrua\w*/,
      /铁|贫血|\biron\b|\ban(a)?emi\w*|\bferritin\b/,
      /吃什么|食物|饮食|食补|\bfoods?\b|\beat\b|\bdiet\b|\bmeals?\b/,
    ],
    unless: [/节食|减肥|\blose weight\b|没来|停经|\bmissed\b|\bstopped\b/],
    notFor: [
      { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] },
      { plantBased: true, said: /纯素|吃素|素食|\bvegan\b|\bvegetarian\b/ },
      ...IRON_NOT_WANTED,
    ],
    intent: 'food_sources',
    text: {
      zh: '**不吃肝也完全可以：最好吸收的铁来自红肉（牛肉、羊肉，每周两三次，每次一掌心）、鸡鸭腿肉、沙丁鱼、蛤蜊和贻贝；植物性的铁来自豆类、豆腐、强化铁的早餐谷物、深绿叶菜、芝麻酱。** 每顿配上维生素C（青椒、番茄、橙子、猕猴桃），植物性铁吸收明显更好；茶和咖啡放在两餐之间喝。但月经量大时，单靠食物通常补不回已经缺的铁，医生开了铁剂就继续吃；经量大本身也值得找医生或妇科看看原因。',
      en: '**No liver needed: the best-absorbed iron comes from red meat (beef or lamb, a palm-sized portion two or three times a week), dark chicken or turkey meat, sardines, and clams or mussels; plant iron comes from beans, lentils, tofu, iron-fortified breakfast cereals, dark leafy greens and hummus.** Add vitamin C at the same meal (peppers, tomatoes, citrus, kiwi) to boost the plant iron you absorb, and keep tea and coffee between meals. With heavy periods, though, food alone rarely rebuilds low iron stores: keep taking iron tablets if you have been prescribed them, and see your GP or a gynaecologist about the heavy bleeding itself.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (2024): food sources, haem and non-haem absorption; NICE NG88 Heavy menstrual bleeding (2018, updated 2021); NHS, Iron deficiency anaemia (2023)',
    },
  },
  {
    // Round 20 en-152 "My granddaughter swears by collagen powder. Is it worth it for osteoporosis?" (on
    // alendronate) — a refusal naming collagen.
    id: 'collagen-for-bones',
    when: [
      /胶原蛋白|胶原肽|\bcollagen\b/,
      /骨|\bbones?\b|\bosteopor\w*\b|\bosteopenia\b|\bbone density\b|\bbmd\b|\bfractures?\b/,
    ],
    notFor: KIDNEY,
    intent: 'supplement_dose',
    text: {
      zh: '**对骨质疏松来说，胶原蛋白粉证据很弱：只有一项小规模、由厂家资助的研究发现，绝经后女性每天吃5克胶原肽一年，骨密度略有上升，没有研究显示能减少骨折。** 它不能代替治疗骨质疏松的药，也不能代替钙和维生素D；对骨骼更重要的是蛋白质总量够（老年人每公斤体重每天约1.0–1.2克，来自奶、蛋、鱼、肉、豆制品）、负重运动和防跌倒。想吃的话一般安全，就当是普通蛋白质；吃阿仑膦酸钠的那天早上，要先用一大杯白水空腹吃药，至少等30分钟后再吃别的，包括胶原蛋白粉。',
      en: '**For osteoporosis the evidence for collagen is weak: one small, manufacturer-funded trial found a slight rise in bone density with 5 g of collagen peptides a day for a year in post-menopausal women, and no study shows fewer fractures.** It does not replace your osteoporosis medicine, calcium or vitamin D; what does more for bone is enough protein overall (about 1.0–1.2 g per kg a day for older adults, from dairy, eggs, fish, meat and beans), weight-bearing exercise and preventing falls. If you want to take it, it is generally safe — treat it as ordinary protein; on alendronate mornings, take the tablet first with a full glass of plain water and wait at least 30 minutes before anything else, collagen included.',
    },
    source: {
      ref: 'König D et al. Specific collagen peptides improve bone mineral density and bone markers in postmenopausal women — a randomized controlled study. Nutrients 2018;10:97; Bauer J et al. PROT-AGE Study Group: evidence-based recommendations for optimal dietary protein intake in older people. J Am Med Dir Assoc 2013;14:542–559; Fosamax (alendronate) US prescribing information §2',
    },
  },
  {
    // Round 20 en-155 "are appetite suppressant lollipops safe? saw them all over insta" — declined.
    id: 'appetite-suppressant-products',
    when: [
      /抑制食欲|抑食|减肥棒棒糖|减肥糖|\bappetite[- ]suppress\w*\b|\bsuppress (my |your )?appetite\b|\bdiet (lollipops?|lollies|gummies|suckers)\b|\bappetite (lollipops?|lollies|gummies|suppressant)\b/,
    ],
    unless: [
      /司美格鲁肽|替尔泊肽|\bsemaglutide\b|\bozempic\b|\bwegovy\b|\btirzepatide\b|\bmounjaro\b|\bzepbound\b|\bphentermine\b/,
    ],
    intent: 'product_question',
    text: {
      zh: '**不建议：网上卖的“抑制食欲棒棒糖”本质上是糖果，加了一点藤黄果、魔芋纤维或甜味剂，没有可靠证据能减少食欲或体重。** 它们按普通食品或保健品卖，没人核查效果；打着“抑制食欲”“减肥”旗号的产品，监管部门多次查出偷偷添加西布曲明等禁用药。未满18岁的人不要用任何减肥或抑制食欲的产品。饿是身体需要能量的信号：每顿有蛋白质、蔬菜和主食，更能顶饱。如果总在想着吃和体重，和家长、校医或医生聊聊。',
      en: '**Not recommended: the appetite-suppressant lollipops on Instagram are basically candy with a little garcinia, glucomannan fibre or sweetener added, and there is no good evidence they reduce appetite or weight.** They are sold as food or supplements, so nobody checks that they work, and products marketed to suppress appetite or cause weight loss keep being found with hidden banned drugs such as sibutramine. Anyone under 18 should not use weight-loss or appetite-suppressant products at all. Hunger is a normal signal that your body needs fuel; meals with protein, fibre and some starch keep you full naturally. If thoughts about food and weight take up a lot of your day, talk to a parent, school nurse or doctor.',
    },
    source: {
      ref: 'NIH ODS, Dietary Supplements for Weight Loss — Fact Sheet for Health Professionals (2022): garcinia, glucomannan; US FDA, Tainted Weight Loss Products (hidden sibutramine); AAP, Preventing Obesity and Eating Disorders in Adolescents. Pediatrics 2016;138:e20161649',
    },
  },
  {
    // Round 20 en-160 "can i drink celsius? they say its "fat burning" and everyone at school has one" — the
    // L-carnitine text, energy drinks declined.
    id: 'energy-drink-fat-burning',
    when: [
      /能量饮料|功能饮料|红牛|魔爪|\bcelsius\b|\benergy drinks?\b|\bmonster\b|\bred ?bull\b|\bbang\b|\bghost energy\b|\bprime energy\b|\bc4 energy\b|\breign\b|\balani\b/,
      // Its text is about "fat burning": an energy drink asked for staying awake or how many a day is not its question
      // (blind answer round 57, zh-014, development data).
      /燃脂|减肥|减脂|瘦|减重|掉秤|脂肪|代谢|\bcelsius\b|\bfat\b|\bburn\w*|\bweight\b|\blose\b|\bslim\w*|\bmetabolism\b|\bdiet\b/,
    ],
    // A medicine asked beside it (an ADHD stimulant, "with my meds") is the medicine's answer.
    unless: [
      /\bmao\w*\b|\bphenelzine\b|\btranylcypromine\b|\blithium\b|锂|药|\bmeds\b|\bmedic\w*\b|\bpills?\b/,
    ],
    // Epilepsy or an antiseizure medicine: the antiseizure energy-drink row (rows-round20-zhbad.ts) answers.
    notFor: [
      { medicines: ['maoi', 'linezolid', 'lithium', 'clozapine', 'stimulant'] },
      PREGNANT_OR_NURSING,
      {
        medicines: [
          'valproate',
          'carbamazepine',
          'oxcarbazepine',
          'lamotrigine',
          'levetiracetam',
          'phenytoin',
          'topiramate',
        ],
        said: /癫痫|抽风|羊癫疯|\bepilep\w*\b|\bseizures?\b|\bfits\b/,
      },
    ],
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**Celsius这类“燃脂”能量饮料，一罐含约200毫克咖啡因（约两杯咖啡），再加绿茶提取物和瓜拉纳；所谓燃脂，只是咖啡因让身体多消耗几十千卡，对体重几乎没影响。** 未满18岁不建议喝能量饮料：美国儿科学会认为儿童青少年不应喝，青少年每天咖啡因最好不超过约100毫克，一罐就超了；还会影响睡眠，心跳加快、手抖。成年人每天咖啡因总量不超过400毫克，偶尔一罐可以，但有心律问题、高血压或焦虑的人别喝。口渴喝水，想提神先睡够觉。',
      en: '**A can of Celsius or a similar “fat-burning” energy drink has about 200 mg of caffeine (about two cups of coffee) plus green tea extract and guarana; the “fat burning” is caffeine making you burn a few dozen extra calories, which does next to nothing for weight.** Under 18, energy drinks are not advised: the American Academy of Pediatrics says they have no place in children’s and teenagers’ diets, and about 100 mg of caffeine a day is a sensible upper amount for a teenager, so one can is already over; they also disturb sleep and can cause a racing heart and jitters. For adults, up to 400 mg of caffeine a day in total is fine, so an occasional can is OK, but not with heart rhythm problems, high blood pressure or anxiety. Water for thirst, and sleep for energy.',
    },
    source: {
      ref: 'AAP Committee on Nutrition. Sports drinks and energy drinks for children and adolescents: are they appropriate? Pediatrics 2011;127:1182–1189; Health Canada, Caffeine in food (adolescents 2.5 mg/kg/day); US FDA, Spilling the Beans: How Much Caffeine Is Too Much? (2024); Celsius product label (200 mg caffeine per 12 oz can)',
    },
  },
  {
    // Round 20 en-157 "good snacks after volleyball practice that won't make me gain weight?" — declined
    // naming snacks. Right for a teenager and an adult alike: refuelling, not dieting.
    id: 'snack-after-sport-practice',
    when: [
      /训练|比赛|运动|练完|打完|排球|篮球|足球|\bpractices?\b|\btraining\b|\bworkouts?\b|\bgames?\b|\bvolleyball\b|\bbasketball\b|\bsoccer\b|\bfootball\b|\bswim\w*\b|\bsports?\b|\bgym\b/,
      /加餐|零食|吃点什么|吃什么|\bsnacks?\b|\bwhat (should|can|do) i eat\b|\beat after\b/,
      /之后|后|练完|打完|\bafter\b|\bpost[- ]?(practice|workout|game|training)\b/,
    ],
    unless: [/糖尿病|胰岛素|\bdiabet\w*|\binsulin\b|蛋白粉|\bprotein (powder|shakes?)\b|\bwhey\b/],
    // A minor said is the teenager's sport row's (teen-sport-fuel).
    notFor: [{ conditions: ['kidney_disease', 'dialysis', 'pku'] }, MINOR],
    intent: 'food_sources',
    text: {
      zh: '**练完吃点东西不会让你长胖，它是在给肌肉补充和恢复，是一天需要的能量的一部分；不吃反而容易累、下次练得差、晚上更饿。** 练完一两个小时内，吃一份有碳水又有蛋白质的：一盒巧克力牛奶或普通牛奶加香蕉、酸奶加水果、花生酱全麦面包、奶酪加饼干、一个鸡蛋加馒头、一把坚果加水果干。饿得多就吃多一点，不饿就等下一顿正餐。多喝水。还在长身体的青少年，运动量大更要吃够，不要为体重少吃。',
      en: '**A snack after practice won’t make you gain fat — it refuels your muscles and helps recovery, and it is part of the energy you need that day; skipping it tends to leave you tired, playing worse and extra hungry later.** Within an hour or two, have something with carbs and protein: chocolate milk or milk with a banana, yoghurt with fruit, a peanut butter sandwich on wholegrain bread, cheese and crackers, a turkey wrap, or trail mix with dried fruit. Eat more if you are very hungry; if not, your next meal can do the job. Drink water too. If you are still growing, training hard means you need to eat enough, not less.',
    },
    source: {
      ref: 'Thomas DT et al. Nutrition and Athletic Performance: Joint Position Statement of the Academy of Nutrition and Dietetics, Dietitians of Canada and the ACSM. J Acad Nutr Diet 2016;116:501–528; AAP, Preventing Obesity and Eating Disorders in Adolescents. Pediatrics 2016;138:e20161649; 中国学龄儿童膳食指南（2022）',
    },
  },
];
