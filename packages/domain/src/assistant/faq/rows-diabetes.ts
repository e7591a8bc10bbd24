/**
 * Diabetes medicines and meals (tenth clinician review, zh P3 老刘 and en P4 Rosa): a low treated with
 * sweets on acarbose, a skipped breakfast on glimepiride, "how do I get my sugar down more" when the
 * readings are already low on glipizide, and acarbose's wind. Each row's text is the sourced rule of
 * knowledge/ (hypoglycaemia.ts, medicine-diet.ts) or its own, with its source.
 */
import { AGI_HYPO_ANSWER, AGI_HYPO_SOURCE } from '../../knowledge/hypoglycaemia';
import { MEDICINE_DIET } from '../../knowledge/medicine-diet';
import { FOLK_FOODS, FOLK_LOWERING, HYPO_SAID, LESS_INSULIN } from './audiences';
import type { FaqRow } from './types';

/** A meal left out while the medicine is kept: "早饭不吃了", "一天就吃两顿", "skip breakfast". */
/** Eating less staple food to bring the sugar down: "少吃点饭少吃主食", "cut my rice", "cut out carbs". */
const CUT_STAPLE =
  /少吃(点|些|一点)?(饭|米饭|主食|碳水|面食)|(不吃|减少?|减掉|戒)(主食|米饭|碳水|面食)|主食(少吃|减少?|不吃)|饭(少吃|吃少)|\b(cut\w*|eat(ing)? less|less|reduc\w*|drop\w*|stop\w* eating|go(ing)? low)\b[^.?!]{0,20}\b(rice|carbs?|carbohydrates?|bread|starch\w*|noodles|pasta|chapati\w*|roti\w*)\b/;

const SKIP_MEAL =
  /(不吃|省掉|省了|省去|跳过|免了|少吃一顿)(早饭|早餐|早点|午饭|中饭|午餐|晚饭|晚餐|一顿|一餐)|(早饭|早餐|午饭|中饭|午餐|晚饭|晚餐)(就|也|干脆)?(不吃|省|免|跳过|不要了)|一天(就|只)?吃(两|2|一|1)(顿|餐)|(两|2)顿饭|过午不食|\bskip(ping|ped)?( my| the| a)? (breakfast|lunch|dinner|supper|meals?)\b|\b(no|without|cut out|cutting out|drop(ping)?) (my )?breakfast\b|\b(two|2|one|1) meals? a day\b|\bomad\b/;

/** Wanting the glucose lower: "降糖", "把血糖降下来", "get my sugar down more". */
const LOWER_SUGAR =
  /降(血)?糖|(血糖|糖化)[^，。,.？?]{0,6}(降|压|控)(下来|下去|得更低|低一点|更低)|把(血)?糖(降|压)|\b(get|bring|push|keep|drive)\b[^.?!]{0,25}\b(sugars?|glucose|a1c)\b[^.?!]{0,12}\b(down|lower)\b|\blower (my )?(blood )?(sugars?|glucose|a1c)\b|\b(sugars?|glucose|a1c) (down|lower)\b/;

/** Wind, bloating and what to eat on acarbose. */
const WIND =
  /胀气|肚子胀|腹胀|胀肚|放屁|排气多|屁多|拉肚子|腹泻|\bwind\b|\bgas(sy)?\b|\bbloat\w*\b|\bflatulen\w*\b|\bfarting\b|\bdiarrh\w*\b/;

const agiFirstBite = MEDICINE_DIET.find((r) => r.id === 'agi-with-first-bite')!;

/** At night: "晚上", "夜里", "半夜", "at night", "in her sleep". */
const AT_NIGHT =
  /晚上|夜里|夜间|半夜|睡觉|睡着|凌晨|\b(at night|nights?|nighttime|night-time|overnight|in (her|his|my) sleep|wak(e|es|ing) up)\b/;
/** The low-sugar picture: sweats, a racing heart, shaking. */
const SWEATS_OR_RACING =
  /冷汗|出汗|盗汗|心慌|心悸|手抖|发抖|\b(sweat\w*|clammy|palpitat\w*|racing heart|heart (racing|pounding)|shak\w*|trembl\w*)\b/;

/** Sweets said not to work, or what to carry for a low ("candy doesn't work with acarbose", "包里带什么"). */
const CANDY_OR_CARRY =
  /(糖果|大白兔|水果糖|硬糖|白糖|奶糖|\bcand(y|ies)\b|\bsweets\b)[^。？?!！]{0,40}(不管用|没用|有用|管用|不起作用|起作用|\bwork\w*|\bhelp\w*)|(包里|随身|身上)[^。？?！!]{0,10}(带|备|放)|\b(keep|carry)\b[^.?!]{0,25}\b(bag|purse|pocket|handbag)\b/;

export const DIABETES_FAQ: readonly FaqRow[] = [
  {
    // Eighteenth clinician review, zh S2: "她晚上有时候出冷汗、心慌，打着诺和锐30，吃点什么能预防" (72, diabetic
    // kidney disease G4 on premixed insulin) got the high-potassium card. Night sweats and a racing heart on
    // insulin or a sulfonylurea are nocturnal hypoglycaemia until shown otherwise: check, treat, a bedtime
    // snack, the dose reviewed this week; not juice with kidney disease (potassium).
    id: 'night-sweats-palpitations-low',
    when: [AT_NIGHT, SWEATS_OR_RACING],
    for: { medicines: ['sulfonylurea', 'insulin'] },
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**打胰岛素（或吃格列美脲、格列齐特这类磺脲类药）的人，夜里出冷汗、心慌，最常见的原因是夜间低血糖，要先按低血糖查清楚；有肾病时胰岛素排得慢，更容易在夜里低。** 这样做：1）下次发作时马上测指尖血糖；这几天再在凌晨2–3点定闹钟测一次，记下睡前、半夜和早上空腹的数值。2）低于3.9 mmol/L：人清醒、能吞咽时，马上吃15克快速升糖的糖——3–4片葡萄糖片，或一大勺白糖溶在小半杯水里（有肾病或血钾偏高时不要用果汁，果汁含钾），15分钟后再测，还低就再吃一次，好了以后再吃点含淀粉的东西。3）预防：晚饭按时吃、主食不要省；睡前血糖偏低或晚上活动多时，睡前加一小份含淀粉的点心（约15克碳水，如两三片苏打饼干或一片面包），不要用甜饮料；晚上不要空腹喝酒。4）这周内带着记录去找糖尿病或肾内科医生：反复夜间低血糖多半是胰岛素剂量需要下调（诺和锐30这类预混胰岛素，尤其要看晚餐前那一针），不要自己改剂量。如果叫不醒、说胡话或抽搐，不要喂东西，立即拨打120。',
      en: '**On insulin (or a sulfonylurea such as glimepiride or gliclazide), night sweats and a racing heart are most often a low blood sugar at night, and should be checked as one first; with kidney disease, insulin is cleared slowly, so night-time lows are commoner.** What to do: 1) Check a fingerstick glucose during the next episode, and for a few nights set an alarm for 2–3 am to check once; note the bedtime, night and waking readings. 2) Below 3.9 mmol/L (70 mg/dL), if awake and able to swallow, take 15 g of fast sugar — 3–4 glucose tablets, or a tablespoon of sugar stirred into a little water (with kidney disease or a high potassium, not juice, which holds potassium) — check again after 15 minutes, repeat if still low, then have something starchy. 3) To prevent it: eat the evening meal on time without cutting the starch; if the bedtime reading is on the low side or the evening was active, have a small starchy bedtime snack (about 15 g of carbohydrate: two or three crackers or a slice of bread), not a sugary drink; no alcohol on an empty stomach in the evening. 4) See the diabetes or kidney doctor this week with the readings: repeated night-time lows usually mean the insulin dose needs lowering (with a premixed insulin such as NovoMix 30, above all the evening dose) — do not change the dose yourself. If the person cannot be woken, is confused or has a seizure, give nothing by mouth and call 911.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 (hypoglycaemia: level 1 < 3.9 mmol/L; 15 g of glucose, recheck after 15 minutes; nocturnal hypoglycaemia; re-evaluate the regimen) and §11 (chronic kidney disease: less insulin and sulfonylurea clearance, more hypoglycaemia); KDIGO 2022 Clinical Practice Guideline for Diabetes Management in CKD; 中国2型糖尿病防治指南（2020年版）低血糖',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Blind answer round 12 zh-073 (unsafe): "加了夜宵早上血糖又高了咋整" after a fasting low of 2.6 on insulin
    // got the "don't skip dinner" weight-loss text. A low at night and a high the next morning after a
    // snack on insulin or a sulfonylurea is a dose question for the diabetes team, not a food one.
    id: 'night-low-then-morning-high',
    when: [
      /夜宵|睡前(加餐|吃|加点)|加餐|宵夜|\b(bedtime|night|evening|late) ?(snack|supper|meal)\b|\bsnack (before bed|at night)\b/,
      /(早上|早晨|空腹|第二天|起床)[^。？?]{0,8}(血糖)?[^。？?]{0,4}(高|偏高|升|上去|飙)|\b(morning|fasting|waking)\b[^.?!]{0,20}\b(high|higher|up|spik\w*|went up)\b|\b(high|higher|up)\b[^.?!]{0,15}\b(in the morning|next morning|when i wake)\b/,
    ],
    for: { medicines: ['sulfonylurea', 'insulin'] },
    intent: 'medicine_question',
    text: {
      zh: '**先不要自己加减胰岛素或降糖药，也不要为了压早上的血糖把夜宵又停掉。** 夜里低、早上又高，说明现在的剂量和吃饭不匹配：可能夜里仍然偏低后身体反弹，也可能夜宵多了，或者睡前/晚上的药量需要调——这要由糖尿病医生根据记录调整剂量，通常是调药，而不是靠夜宵硬扛。这几天请记录：睡前、半夜（凌晨两三点，能测就测一次）和早上空腹的血糖，夜宵吃了什么、多少，药在几点打（吃）的多少，尽快（几天内）带着记录去找医生。夜宵先选小份：含约15克碳水（如两三片苏打饼干或半杯牛奶加一片面包），别选甜饮料。低于3.9毫摩尔/升就先吃15克糖，15分钟后复测；出现叫不醒、抽搐，立即拨打120。',
      en: '**Do not change your insulin or diabetes tablets yourself, and do not drop the bedtime snack again to push the morning number down.** A low at night and a high the next morning mean the dose and the food no longer match: the body may be rebounding after a night-time low, the snack may be too big, or the evening or bedtime dose needs changing — the diabetes team adjusts the dose from your readings, usually by changing the medicine, not by a snack. For the next few days, write down your glucose at bedtime, in the night (around 2–3 am if you can) and on waking, what and how much you ate as a snack, and when and how much medicine you took, and see the team within days. Keep the snack small meanwhile: about 15 g of carbohydrate (two or three crackers, or half a glass of milk with a slice of bread), not a sugary drink. Below 4 mmol/L (70 mg/dL), take 15 g of fast sugar and check again after 15 minutes; if someone cannot be woken or has a fit, call 911.',
    },
    source: {
      ref: 'American Diabetes Association Standards of Care in Diabetes 2025 §6 (hypoglycaemia: 15 g rule, review of the regimen after a low) and §9 (insulin titration on glucose records); 中国2型糖尿病防治指南（2020年版）低血糖与胰岛素剂量调整',
    },
  },
  {
    // zh P3 Q1 "我吃拜唐苹和亚莫利，万一低血糖了吃块水果糖或者喝口可乐能缓过来吧？" (a phosphate answer) and
    // the pushback "你说要用葡萄糖，家里没有啊，吃白糖冲水不行吗？" (declined).
    id: 'agi-hypo-glucose',
    // Blind answer round 61, en-004 (unsafe, development data): shaky before lunch on acarbose and repaglinide, "candy
    // doesn't work properly with acarbose?? What should she keep in her bag instead" got "do not stop your medicines".
    when: [new RegExp(`${HYPO_SAID.source}|${SWEATS_OR_RACING.source}|${CANDY_OR_CARRY.source}`)],
    for: { medicines: ['alpha_glucosidase_inhibitor'] },
    // The text says what the other glucose-lowering medicines named beside acarbose add to a low.
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'medicine_question',
    text: AGI_HYPO_ANSWER,
    source: AGI_HYPO_SOURCE,
  },
  {
    // zh P3 finding 6: "拜唐苹吃了老是肚子胀放屁，饭应该怎么吃" — declined.
    id: 'agi-wind-meals',
    when: [WIND],
    for: { medicines: ['alpha_glucosidase_inhibitor'] },
    intent: 'medicine_question',
    text: agiFirstBite.text,
    source: agiFirstBite.source,
  },
  {
    // zh P3 finding 2: "糖化8.9了我想一天就吃两顿，早饭不吃了，减肥快点，药照吃，行不" on glimepiride got only
    // the HbA1c text.
    id: 'sulfonylurea-insulin-skip-meal',
    when: [SKIP_MEAL],
    for: { medicines: ['sulfonylurea', 'insulin'] },
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃格列美脲（亚莫利）、格列齐特（达美康）、格列吡嗪（美吡达、瑞易宁）、格列本脲（优降糖）这类磺脲类药或打胰岛素时，药照吃、饭不吃是不安全的，容易发生低血糖，而且这类药引起的低血糖可能持续好几个小时；年纪大、肾功能下降的人更严重、更持久。** 磺脲类药要和它对应的那顿饭一起吃：格列美脲是早餐时（或当天第一顿正餐）吃，不吃早饭就不能照常吃这片药；胰岛素也要配着吃饭打。想减重、想改成一天两顿，请先找开药的医生把降糖药调整好（常常要减量或换药），再改吃饭的安排，不要自己先减饭。调整之前：三餐定时，每餐主食定量（例如一拳头大小），减少的是零食、甜饮料、油炸和精白米面，而不是整顿饭；多测几次血糖，心慌、手抖、出汗、发饿时马上测并处理低血糖。二甲双胍本身很少引起低血糖，和胰岛素或磺脲类药一起用时，低血糖的风险来自后者，同样要先调药再减饭。',
      en: '**On a sulfonylurea — glimepiride (Amaryl), gliclazide, glipizide (Glucotrol), glyburide — or insulin, keeping the dose while skipping the meal is not safe: it can cause low blood sugar, and a low from these medicines can last for hours; in older people and with reduced kidney function it is more severe and lasts longer.** Take the sulfonylurea with the meal it goes with — glimepiride with breakfast or the first main meal, Glucotrol XL with breakfast — so without breakfast that dose cannot simply be taken as usual; insulin is likewise matched to the meals. If you want to lose weight or eat two meals a day, ask the doctor who prescribes it to adjust the diabetes medicine first (often a lower dose or a different medicine), and only then change the meals; do not cut meals on your own first. Until then: regular meals at set times with a steady portion of starch at each, and cut snacks, sugary drinks, fried food and refined starch rather than whole meals; check your glucose more often, and with shaking, sweating, a pounding heart or hunger check at once and treat a low. Metformin by itself rarely causes a low; taken with insulin or a sulfonylurea, the risk comes from those, so the same applies.',
    },
    source: {
      ref: 'Metformin US prescribing information §5 (hypoglycaemia with insulin or insulin secretagogues); Amaryl (glimepiride) US prescribing information §2.1 (with breakfast or the first main meal) and §5.1 Hypoglycemia (irregular or skipped meals, elderly patients and renal impairment raise the risk); Glucotrol XL (glipizide) US prescribing information §2 (with breakfast); American Diabetes Association, Standards of Care in Diabetes—2025 §6 (hypoglycaemia) and §9 (sulfonylureas and insulin: hypoglycaemia risk, dose review), §8 (when energy intake falls, sulfonylurea and insulin doses often need lowering)',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Answer round 55, zh-009 (unsafe): a woman of 86 on gliclazide twice a day who eats two or three slices of toast
    // a day, "will her sugar go too low on the same dose?" — answered with a kidney-disease text and no word of lows.
    id: 'sulfonylurea-insulin-eating-little',
    when: [
      /胃口(很|特别|太|越来越)?(差|不好)|食欲(很|特别|太)?(差|不好|下降)|吃得(很|太|特别|越来越)?少|吃这么少|吃那么少|吃不下|没(什么)?胃口|不怎么吃|只吃[^，。？?]{0,12}(片|口|点)|\bpoor appetite\b|\bno appetite\b|\b(barely|hardly) eat\w*\b|\beat(s|ing)? (very |so |too )?little\b|\bnot eating( much)?\b|\boff (her|his|my) food\b|\bappetite (is|has been) (poor|bad|gone|low)\b/,
      // …asked about the sugar or the dose (a plain "what should she eat" is the eating rows').
      /血糖|低血糖|太低|降糖|药量|剂量|原来的量|照吃|格列|胰岛素|\bsugars?\b|\bglucose\b|\blows?\b|\bhypo\w*|\bdoses?\b|\bgliclazide\b|\bglimepiride\b|\bglipizide\b|\binsulin\b|\bdiamicron\b|\bamaryl\b/,
    ],
    for: { medicines: ['sulfonylurea', 'insulin'] },
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**会，有这个风险：吃得这么少还照原量吃格列齐特（达美康）、格列美脲这类磺脲类药或打胰岛素，容易低血糖；年纪大、肾功能差的人低血糖更重、持续更久，而且常常不典型——只是糊涂、特别困、走路不稳或跌倒。** 请这两三天内就联系医生（全科或糖尿病医生），说清楚现在每天大概吃多少，让医生调整剂量；不要自己停药或改剂量。在那之前：药和饭一起吃；哪一顿几乎吃不下，当天先问医生或药师那一顿的药怎么办；有血糖仪的话多测几次（饭前和睡前），低于4.0 mmol/L就按低血糖处理——先吃15–20克快糖（半杯果汁或3–4块葡萄糖片），15分钟后再测，好了再吃点东西。叫不醒或不能吞咽时不要喂东西，马上打急救电话。同时在吃泼尼松龙这类激素的，激素会让下午到晚上的血糖偏高、早上偏低，医生调整剂量时会一起考虑。胃口一直很差本身也要请医生查原因。',
      en: '**Yes, that is a real risk: eating this little on the usual dose of a sulfonylurea such as gliclazide or glimepiride, or on insulin, can bring lows — in older people and with weaker kidneys they are worse and last longer, and often look unusual: just confusion, unusual sleepiness, unsteadiness or a fall.** Contact the doctor (GP or diabetes team) in the next two or three days, say roughly how much is eaten now, and ask them to adjust the dose; do not stop or change it yourself. Until then: take the tablet with a meal; if a meal is barely eaten, ask the doctor or pharmacist that day what to do with that dose; if there is a meter, check more often (before meals and at bedtime), and treat anything under 4.0 mmol/L (70 mg/dL) as a low — 15–20 g of fast sugar (half a glass of juice or 3–4 glucose tablets), recheck after 15 minutes, then a snack. Someone who cannot be woken or cannot swallow gets nothing by mouth — call an ambulance. With a steroid such as prednisolone as well, glucose tends to run higher in the afternoon and evening and lower in the morning, which the doctor weighs when adjusting the dose. A poor appetite that lasts also needs the doctor to look for the cause.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 (hypoglycaemia: < 3.9 mmol/L, 15–20 g of glucose, recheck after 15 minutes) and §13 Older Adults (sulfonylureas and insulin: hypoglycaemia risk; deintensify when intake falls); Diamicron (gliclazide) SmPC §4.4 (hypoglycaemia with irregular or insufficient food intake, in the elderly and in renal impairment) — section cited from memory; NHS, Gliclazide (if you are not eating, talk to your doctor)',
    },
  },
  {
    // Forty-ninth clinician review, zh P3-S2: "血糖老是高，9点多，我想少吃点饭少吃主食，这样对不对" on 诺和锐 before each meal,
    // 14 kg lost after pancreatic cancer, got a fasting-glucose range and no answer.
    id: 'insulin-cut-staple-for-high-sugar',
    when: [CUT_STAPLE],
    // A low said or recorded: the lows-first rows (round16-lows-before-highs.test.ts).
    unless: [/低血糖|低到|掉到|又低|\blows?\b(?! ?carb)|\bhypos?\b|\bhypoglyc\w*|\bdrop\w* to\b/],
    for: { medicines: ['sulfonylurea', 'insulin'] },
    notFor: { lowGlucose: true },
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**打胰岛素（或吃磺脲类降糖药）时，不要为了降血糖自己少吃饭、少吃主食：胰岛素的剂量是按你平常吃的量定的，饭前的胰岛素照打、主食却少了，容易发生低血糖。** 血糖老是偏高，是药量需要调整的信号：把这几天的血糖记录（空腹、饭后2小时、睡前）带给糖尿病医生，这一两周内就去，由医生调胰岛素，而不是你自己减饭。在那之前：三餐定时，每餐主食的量大致固定，分在三餐里；可以少的是甜饮料、甜点和零食。如果你最近没刻意减肥体重却一直在掉，或者正在生病（比如肿瘤、胰腺的病），吃得更少方向是错的：先保证吃够饭和蛋白质，体重下降也要告诉医生，医生会按你能吃的量来调胰岛素。心慌、手抖、出汗、发饿或血糖低于3.9 mmol/L时，马上吃15克快速升糖的东西（半杯果汁或3–4块葡萄糖片），15分钟后再测。',
      en: '**On insulin (or a sulfonylurea), do not cut your rice or other starch on your own to bring the sugar down: the dose was set for what you usually eat, and the same mealtime insulin with less food can cause a low.** Readings that stay high mean the medicine needs adjusting: take the last few days of readings (fasting, 2 hours after meals, bedtime) to your diabetes doctor within the next week or two and let them adjust the insulin, rather than cutting food yourself. Until then: regular meals at set times with a steady portion of starch at each; what can go is sugary drinks, sweets and snacks. If you have been losing weight without trying, or are ill (cancer, pancreas disease), eating less is the wrong direction: eat enough food and protein first, tell the doctor about the weight loss, and let them fit the insulin to what you can eat. With shaking, sweating, a pounding heart, hunger or a reading under 3.9 mmol/L (70 mg/dL), take 15 g of fast sugar (half a cup of juice or 3–4 glucose tablets) at once and check again after 15 minutes.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 (hypoglycaemia: level 1 < 70 mg/dL, 3.9 mmol/L; 15–20 g glucose, recheck after 15 minutes) and §9 (insulin doses matched to meals; treatment intensified when targets are not met); 中国2型糖尿病防治指南（2020年版）低血糖（未按时进食或进食过少是胰岛素治疗低血糖的常见原因）; Arends J et al. ESPEN practical guideline: clinical nutrition in cancer. Clin Nutr 2021;40:2898 (weight loss and malnutrition: energy and protein first)',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Blind answer round 10 zh-081 (unsafe): "邻居说苦瓜茶桑叶茶能降糖 喝上它我是不是就能少打点胰岛素了" with a
    // recorded fasting glucose of 2.6 mmol/L on insulin got the folk-foods row's "胰岛素照常用": a low
    // already recorded is said first, and the dose is the prescriber's to lower, never "as usual".
    id: 'folk-foods-already-low',
    when: [new RegExp(`${FOLK_LOWERING.source}|${LESS_INSULIN.source}`), FOLK_FOODS],
    for: { lowGlucose: true },
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**你的化验里血糖已经偏低（低于3.9 mmol/L），这已经是低血糖：现在的问题不是怎么再降糖，而是药量可能已经偏多。请这几天就联系开胰岛素（或降糖药）的医生，由医生决定要不要减量；不要自己靠喝茶来少打，也不要自己改剂量。** 没有哪种食物或茶能“降糖”：南瓜、山药、红薯、土豆含淀粉，吃了一样升血糖，要当主食算；苦瓜、秋葵、黄瓜是普通蔬菜，苦瓜茶、桑叶茶也一样，都不能代替药，没有证据能让人按它们来减胰岛素。在见医生之前：三餐按时吃、不要省餐，多测几次血糖（尤其是早上空腹和睡前）；心慌、手抖、出汗、发饿或血糖低于3.9时，马上吃15克快速升糖的东西（如半杯果汁或3–4块葡萄糖片），15分钟后再测。',
      en: '**Your own results already show a low glucose (under 3.9 mmol/L, 70 mg/dL) — that is hypoglycaemia, so the question is not how to lower your sugar further: your dose may already be too much. Contact the doctor who prescribes your insulin (or diabetes medicine) within the next few days and let them decide whether to lower it; do not cut your insulin on your own because of a tea, and do not change the dose yourself.** No food or tea “lowers” blood sugar: pumpkin, yam, sweet potato and potato are starchy and raise glucose like rice, so count them as your starch; bitter melon (karela), okra and cucumber are ordinary vegetables, and bitter melon or mulberry leaf tea is no different — none of them replaces medicine, and there is no evidence that lets anyone lower insulin because of them. Until you see the doctor: eat regular meals without skipping, check your glucose more often (especially fasting and at bedtime), and with shaking, sweating, a pounding heart, hunger or a reading under 3.9 mmol/L take 15 g of fast sugar (half a cup of juice or 3–4 glucose tablets) at once and check again after 15 minutes.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5 (no evidence that herbs or supplements improve glycaemia), §6 (hypoglycaemia: level 1 < 70 mg/dL, 3.9 mmol/L; treat with 15–20 g glucose and recheck after 15 minutes; re-evaluate the treatment plan)；中国2型糖尿病防治指南（2020年版）低血糖',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // en P4 finding 2: "how much cinnamon and chromium can i take to get my sugar down more" with a
    // recorded fasting glucose of 64 mg/dL on glipizide.
    id: 'lower-sugar-already-low',
    when: [LOWER_SUGAR],
    for: { lowGlucose: true },
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**你的化验里血糖已经偏低（低于3.9 mmol/L，70 mg/dL），这已经是低血糖：现在不要再想办法把血糖往下降，不管是加补充剂、少吃还是加药。** 在吃格列美脲、格列吡嗪、格列齐特等磺脲类药或打胰岛素时，血糖偏低说明药量可能已经偏多；铬、肉桂、苦瓜、小檗碱（黄连素）这类“降糖”补充剂只会让低血糖更多。请这几天就联系开降糖药的医生，请他评估是否减量或换药；在那之前按时吃饭、不要省餐，多测几次血糖，低于3.9 mmol/L时马上按低血糖处理。年纪大的人，指南的目标本来就是避免低血糖，而不是越低越好。',
      en: '**Your own results already show a low glucose (under 70 mg/dL, 3.9 mmol/L) — that is hypoglycaemia, so do not try to push your sugar lower, whether with supplements, less food or more medicine.** On a sulfonylurea (glipizide, glimepiride, gliclazide, glyburide) or insulin, readings this low suggest the dose may already be too much, and "sugar-lowering" supplements such as chromium, cinnamon, bitter melon or berberine can only add more lows. Contact the doctor who prescribes your diabetes medicine within the next few days and ask them to review the dose (a lower dose or a different medicine); until then eat regular meals without skipping, check your glucose more often, and treat anything under 70 mg/dL as a low at once. For older adults the guideline goal is to avoid lows, not to get as low as possible.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 (hypoglycaemia: level 1 < 70 mg/dL, 3.9 mmol/L; re-evaluate the treatment plan) and §13 Older Adults (deintensify hypoglycaemia-causing medicines when lows occur); Glucotrol (glipizide) US prescribing information, Hypoglycemia',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
];
