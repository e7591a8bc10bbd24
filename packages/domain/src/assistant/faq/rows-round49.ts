/**
 * Blind answer round 49 (development data once its answers and verdicts were recorded), each written for its class:
 *
 * - "维D查出来才14，现在每天吃1000IU，要吃多久才能补到正常？要不要加量" (zh-039, unsafe) got the shelf row's "400 IU is
 *   enough", and "vit D only 14 ng/mL … I take 1000 IU, is that enough" (en-038) the winter row: a level measured low
 *   is answered by how far a daily dose moves it, what is usually advised and when to recheck;
 * - curcumin or turmeric capsules with tamoxifen (en-032, zh-033) got the chemotherapy antioxidant text and a decline:
 *   curcumin lowers endoxifen, tamoxifen's active form;
 * - ashwagandha with levothyroxine (en-074, zh-074) got the thyroid tablet's other pairings or a TSH text: it can
 *   raise thyroid hormone levels, and has been linked to liver injury;
 * - "creatine 5g daily — do I need a loading phase first? and does it matter if I mix it in my Malta Guinness" (en-054)
 *   got the malt drink's sugar text for a sprinter bulking, "要不要先做一周20g的loading？休息日也要吃吗" (zh-054) the
 *   creatine blurb: loading, rest days and what to stir it into;
 * - rice with diabetes: "咁一餐食几多先啱？换糙米饭好唔好" (zh-019) got an HbA1c reading, "is brown rice better? she
 *   complains it's too hard to chew" (en-020) soft foods for chewing, "一半白米一半糙米混埋煲得唔得" (zh-020) a
 *   weight-loss text: how much rice a meal, whether brown rice or mixed grains help, and how to make them soft;
 * - glucosamine for six months with the knee still sore, then chondroitin or collagen instead (zh-079, zh-080) got a
 *   no-interaction line and the collagen-for-skin text: when to stop, and that neither is a better bet;
 * - melatonin after a night shift with magnesium glycinate (en-039, zh-040), groggy on 3 mg (zh-041): together is
 *   fine, and a lower dose often works as well.
 */
import { DIABETES, LOW_VITAMIN_D, PREGNANT_OR_NURSING as PREGNANT_OR_NURSING_AUDIENCE } from './audiences';
import type { FaqAudience, FaqRow } from './types';

const VITAMIN_D = /维生素 ?d|维d|维他命d|\bvitamin ?d3?\b|\bvit ?d3?\b|\bd3\b/;
/** How long, whether the dose is enough, or whether to take more. */
const HOW_LONG_OR_ENOUGH =
  /多久|多长时间|几个月|够不够|够吗|不够|加量|加到|要不要加|加不加|吃多少|补多少|\b(how long|enough|too little|increase|higher dose|take more|up (it|the dose)|how much (should|do|to))\b/;
const CREATINE = /肌酸|\bcreatine\b/;
/** Loading, rest days, or what to take it in. */
const LOADING_REST_OR_MIX =
  /loading|负荷|冲击期|冲击量|上载|休息日|不练(的日子|那天|的时候)|不训练|混|兑|冲在|泡在|加在|\b(load(ing)?( phase)?|rest days?|off days?|non-?training days?|days? off|mix(ed|ing)? (it )?(in|into|with)|stir\w* (it )?into|put (it )?in)\b/;
const RICE = /米饭|白饭|白米|糙米|杂粮饭|\b(rice)\b/;
/** How much rice, or whether brown rice or a mix is better or too hard. */
const RICE_HOW_MUCH_OR_BROWN =
  /糙米|杂粮|五谷|一半|混|几多|多少|几碗|几两|\b(brown rice|how much|portion|half|mix\w*|too hard|wholegrain|whole grain|multigrain)\b/;
/**
 * A small daily strength said as what is taken now, 400–1,200 IU (10–25 µg): below what a low level is usually treated
 * with, which the row's text says (the 1,500–2,000 IU taken already, or a loading course, are other answers').
 */
const MAINTENANCE_DOSE_TAKEN =
  /(?<![\d,.])(400|600|800|1,?000|1,?200) ?(iu|国际单位|单位)|(?<![\d.])(10|15|20|25) ?(µg|ug|mcg|微克)/;
const GLUCOSAMINE = /氨基葡萄糖|葡萄糖胺|氨糖|维骨力|\bglucosamine\b|\bmove ?free\b/;
/** Months taken with no benefit, or whether to keep buying it. */
const NO_BENEFIT_KEEP_BUYING =
  /无用|冇用|没用|没效|无效|都系咁痛|还是(一样)?(疼|痛)|继续买|要唔要继续|还要不要|仲要唔要|\b(no (difference|change|better)|still (hurts?|sore|painful)|keep (buying|taking))\b/;
const CHONDROITIN_OR_COLLAGEN = /软骨素|胶原蛋白|胶原肽|\bchondroitin\b|\bcollagen\b|\buc-?ii\b/;
/** A switch to it or whether it is better ("咁转…会唔会好啲", "what about … instead"). */
const SWITCH_OR_BETTER =
  /转|换|改用|会唔会好|好啲|好一点|好些|更好|\b(instead|better|switch\w*|what about|how about|try)\b/;
const JOINT = /膝|关节|骨关节炎|\b(knees?|joints?|arthritis|osteoarthritis|oa)\b/;
const MELATONIN = /褪黑素|\bmelatonin\b/;
/** The dose, feeling groggy, daytime sleep after a shift, or taking it with magnesium. */
const MELATONIN_DOSE_OR_WITH_MAGNESIUM =
  /镁|昏沉|头昏|头晕|起不来|没精神|剂量|0\.5|1 ?mg|白天|下夜班|夜班|\b(magnesium|groggy|hungover|foggy|drowsy|dose|too (much|strong)|0\.5|daytime|day sleep|after (a |my )?(night )?shift|night shifts?)\b/;
const TAMOXIFEN: FaqAudience = {
  medicines: ['tamoxifen'],
  said: /他莫昔芬|三苯氧胺|诺瓦得士|\btamoxifen\b|\bnolvadex\b/,
};
const LEVOTHYROXINE: FaqAudience = {
  medicines: ['thyroid_hormone'],
  said: /优甲乐|雷替斯|加衡|左甲状腺素|甲状腺素片|\blevothyrox\w*|\bsynthroid\b|\beltroxin\b|\beuthyrox\b|\bthyronorm\b|\bthyroid (medicine|meds?|tablets?|pills?)\b/,
};

export const ROUND49_FAQ: readonly FaqRow[] = [
  {
    id: 'vitamin-d-low-level-how-much-how-long',
    when: [VITAMIN_D, HOW_LONG_OR_ENOUGH, MAINTENANCE_DOSE_TAKEN],
    unless: [
      /太多|过量|中毒|\btoo (much|high)\b|\btoxic\w*\b|\b(10|20|50),?000\b|五万/,
      // When to retest, or what a result means: the lab answers' (their re-test table).
      /再查|复查|重查|偏低吗|低吗|正常吗|\b(recheck|re-?test|retested|is (that|it|this) low|what does (it|this|that) mean)\b/,
      /婴儿|宝宝|孩子|\bbaby\b|\binfant\b|\bkids?\b|\bchild\w*\b/,
    ],
    for: LOW_VITAMIN_D,
    notFor: [
      // A treatment course the plan supervises is answered from the plan.
      { supervised: ['vitaminD'] },
      { hypercalcaemia: true },
      { conditions: ['sarcoidosis', 'hyperparathyroidism', 'kidney_disease', 'dialysis'] },
    ],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**化验偏低时，每天1000国际单位（25微克）这样的小剂量是个开始，但升得慢。** 粗略地说，每天每多吃100国际单位，血里的25-羟基维生素D大约升高0.7–1 ng/mL（2–2.5 nmol/L），大约2–3个月才升到新的水平；所以每天1000国际单位大约升7–10 ng/mL，2000国际单位大约升14–20 ng/mL。化验偏低的成年人常用的量是每天1500–2000国际单位（约40–50微克），这在我国成人每天可耐受最高摄入量（50微克）之内；选维生素D3，随一顿含点油脂的饭吃，不要再叠加第二种含维生素D的产品。大约3个月后复查一次。低于12 ng/mL（30 nmol/L）、有骨头痛或肌肉无力、有肾病或血钙高的，请让医生开治疗方案，不要自己加大。',
      en: '**With a level measured low, a small daily dose such as 1,000 IU (25 µg) is a start, but a slow one.** As a rule of thumb each extra 100 IU a day raises the blood level of 25-hydroxyvitamin D by about 0.7–1 ng/mL (2–2.5 nmol/L), reaching its new level after about 2–3 months: 1,000 IU adds roughly 7–10 ng/mL, 2,000 IU roughly 14–20 ng/mL. Adults with a low level are commonly advised 1,500–2,000 IU (about 40–50 µg) a day, well within the adult upper limit of 4,000 IU (100 µg); take vitamin D3 with a meal that has some fat, and do not add a second vitamin D product on top. Have the level rechecked after about 3 months. A level under 12 ng/mL (30 nmol/L), bone pain or muscle weakness, kidney disease or a high calcium are for your doctor to treat with a prescribed course — do not raise it further on your own.',
    },
    source: {
      ref: 'Holick MF et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911–1930 (adults: at least 1,500–2,000 IU a day to raise the level above 30 ng/mL); Heaney RP et al. Human serum 25-hydroxycholecalciferol response to extended oral dosing with cholecalciferol. Am J Clin Nutr 2003;77:204–210 (about 0.7 nmol/L per µg a day, a plateau after about 3 months) — cited from memory; NIH ODS Vitamin D fact sheet for health professionals (2024): UL 4,000 IU (100 µg); 中国居民膳食营养素参考摄入量（2023版）：成人维生素D可耐受最高摄入量50微克',
    },
  },
  {
    id: 'curcumin-with-tamoxifen',
    when: [/姜黄|\bturmeric\b|\bcurcumin\w*\b/],
    for: TAMOXIFEN,
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**吃他莫昔芬期间，姜黄素/姜黄胶囊最好停掉，至少先问过你的肿瘤科医生再吃。** 他莫昔芬要在肝脏里变成起作用的内昔芬（endoxifen）；一项在服用他莫昔芬女性中做的研究发现，吃姜黄素胶囊后内昔芬的血药浓度下降约8%，加了黑胡椒提取物（胡椒碱）的下降约13%。下降幅度不大，但他莫昔芬是防止乳腺癌复发的药，姜黄素胶囊又没有能抵消这个风险的好处。做菜时用一点姜黄粉当调料没有问题。吃他莫昔芬期间，所有保健品都请告诉医生或药师，贯叶连翘（圣约翰草）和大剂量保健品尤其要先问。不要因此自己停他莫昔芬。',
      en: '**Better to stop the turmeric/curcumin capsules while you take tamoxifen, or at least clear them with your oncologist first.** Tamoxifen works through endoxifen, the active form your liver makes from it; in a study of women taking tamoxifen, curcumin capsules lowered endoxifen levels by about 8 %, and by about 13 % when black-pepper extract (piperine) was added. The drop is small, but tamoxifen is there to stop the cancer coming back, and the capsules bring no proven benefit to set against it. Turmeric used as a spice in cooking is fine. Tell your oncologist or pharmacist about every supplement you take with tamoxifen — St John’s wort and high-dose products above all — and keep taking the tamoxifen itself.',
    },
    source: {
      ref: 'Hussaarts KGAM et al. Impact of curcumin (with or without piperine) on the pharmacokinetics of tamoxifen. Cancers (Basel) 2019;11:403 (endoxifen AUC down 7.7 % with curcumin, 12.8 % with curcumin and piperine) — cited from memory; NCI PDQ Cancer therapy interactions with foods and dietary supplements (2023)',
    },
  },
  {
    id: 'ashwagandha-with-levothyroxine',
    when: [/南非醉茄|印度人参|睡茄|\bashwagandha\b|\bwithania\b|\bksm-?66\b/],
    for: LEVOTHYROXINE,
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**南非醉茄（ashwagandha）会影响甲状腺：一项小型试验里，它让亚临床甲减的人T4升高、TSH下降，也有服用后出现甲亢的病例报告。** 你在吃左甲状腺素（优甲乐），它可能改变你需要的剂量，不是“越补越好”；它还和少见的药物性肝损伤有关。继续吃之前先告诉管你甲状腺的医生；如果要吃，开始或停用后大约6–8周复查TSH，优甲乐的剂量不要自己改。出现心慌、手抖、怕热出汗、皮肤或眼睛发黄、尿色很深，就停用并看医生。化验里TSH偏高，先检查优甲乐是不是每天早上空腹、早饭前30–60分钟用白开水吞服，和钙片、铁剂、胃药隔开4小时；剂量要不要调，由医生根据复查决定。',
      en: '**Ashwagandha can change thyroid levels: in a small trial in people with subclinical hypothyroidism it raised T4 and lowered TSH, and there are case reports of an overactive thyroid on it.** On levothyroxine that can change the dose you need — more is not better — and it has also been linked to rare liver injury. Tell the doctor who manages your thyroid before you carry on; if you do take it, have your TSH rechecked about 6–8 weeks after starting or stopping it, and do not change your levothyroxine dose yourself. Stop it and see a doctor for a racing heart, tremor, feeling hot and sweaty, yellow skin or eyes, or dark urine. If your TSH is already above range, first check that the tablet is taken on an empty stomach with water, 30–60 minutes before breakfast and 4 hours away from calcium, iron and antacids; whether the dose changes is your doctor’s call after a recheck.',
    },
    source: {
      ref: 'Sharma AK, Basu I, Singh S. Efficacy and safety of ashwagandha root extract in subclinical hypothyroid patients: a double-blind, randomized placebo-controlled trial. J Altern Complement Med 2018;24:243–248; NCCIH, Ashwagandha (2023: may raise thyroid hormone levels; liver injury reported); NIH LiverTox, Ashwagandha — cited from memory; Synthroid (levothyroxine) US prescribing information §2.1 (empty stomach, 30–60 minutes before breakfast; 4 hours from calcium, iron and antacids)',
    },
  },
  {
    id: 'creatine-loading-rest-days-mixing',
    when: [CREATINE, LOADING_REST_OR_MIX],
    // Kidney disease: the creatine rows written for it answer.
    notFor: [{ conditions: ['kidney_disease', 'dialysis', 'kidney_transplant'] }],
    unless: [/孩子|儿子|女儿|\b(my (son|daughter|kid))\b/],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**冲击期（loading）可做可不做。** 每天20克（分4次、每次5克）连吃5–7天，大约一周把肌肉里的肌酸存满；从一开始就每天3–5克，大约3–4周也能存到一样满，胃肠不适和水肿更少——以一个赛季为目标，两种都行。**休息日也要吃**：效果来自让肌肉里的肌酸一直保持满的状态，不在于训练当天吃；一天里什么时候吃关系不大。可以冲在任何饮料里——水、果汁、牛奶、蛋白粉或麦芽饮料都行；和含碳水、蛋白质的一餐或饮料一起吃，吸收可能稍好一点，温的饮料里溶得更好（冲好就喝，不用担心分解）。刚开始体重可能因为水分增加1–2公斤。有肾病或在吃影响肾脏的药，先问医生。',
      en: '**A loading phase is optional.** 20 g a day (four 5 g doses) for 5–7 days fills the muscles in about a week; 3–5 g a day from the start fills them just as full in about 3–4 weeks, with less stomach upset and bloating — for a season-long goal either works. **Take it every day, rest days included**: the effect comes from keeping the muscle stores full, not from a dose on training days, and the time of day matters little. Stir it into any drink — water, juice, milk, a shake or a malt drink; with a meal or a drink that has carbohydrate and protein it may be taken up a little better, and it dissolves better in a warm drink (it keeps for the time it takes to drink it). Expect 1–2 kg of water weight at first. With kidney disease, or on medicines that affect the kidneys, ask your doctor first.',
    },
    source: {
      ref: 'Kreider RB et al. International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine. J Int Soc Sports Nutr 2017;14:18 (loading about 0.3 g/kg/day for 5–7 days, or 3–5 g/day for about 3–4 weeks; with carbohydrate or carbohydrate and protein retention may improve)',
    },
  },
  {
    id: 'diabetes-rice-portion-brown-rice',
    when: [RICE, RICE_HOW_MUCH_OR_BROWN],
    for: DIABETES,
    // Kidney disease: brown rice's phosphorus and potassium are the kidney rows' to weigh; a child's rice is not this.
    // On insulin the rows that keep the carbohydrate steady against the doses answer, and lows told are theirs too.
    // Diabetes in pregnancy has its own rice rows (rows-round24-enb.ts gd-rice-portion, gd-brown-or-cauli-rice).
    notFor: [
      { conditions: ['kidney_disease', 'dialysis'] },
      { medicines: ['insulin'] },
      PREGNANT_OR_NURSING_AUDIENCE,
    ],
    unless: [
      /妊娠|怀孕|孕|\b(pregnan\w*|gestational|gdm)\b/,
      /肾|透析|\b(kidney|ckd|dialysis)\b/,
      /孩子|宝宝|\b(my (son|daughter|kid|baby))\b/,
      /胰岛素|低血糖|\b(insulin|hypos?|lows?)\b/,
    ],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**米饭不用戒，关键是量和搭配。** 有糖尿病的一餐，主食大约按生米50–75克算（熟米饭半碗到一小碗，约一个拳头大），配半盘蔬菜和一掌心大小的蛋白质（鱼、蛋、豆腐、瘦肉）；先吃菜和肉、最后吃饭，饭后血糖升得更平缓。**糙米饭、杂粮饭更好一些**：纤维多，升糖慢一点，但量一样要算。嫌硬、牙口不好的：一半白米一半糙米（或燕麦米、小米、红豆）混着煮完全可以；糙米先泡4小时以上或泡一夜，用电饭煲的“杂粮/糙米”档或压力锅，就会软很多。不要熬成稀粥——白粥升糖很快。打胰岛素或吃磺脲类药（如格列美脲、格列齐特）的，改了饭量要多测血糖。',
      en: '**Rice does not have to go; the amount and what goes with it matter.** For a meal with diabetes, count about 50–75 g of uncooked rice — roughly half to one small bowl of cooked rice, about the size of a fist — with half the plate vegetables and a palm-sized portion of protein (fish, egg, tofu, lean meat); eating the vegetables and protein first and the rice last gives a gentler rise after the meal. **Brown rice or mixed grains are a little better** — more fibre and a slower rise — but the portion still counts. If brown rice is too hard to chew, cooking it half and half with white rice (or with oats, millet or red beans) works well; soak the brown rice for 4 hours or overnight and use the rice cooker’s brown-rice setting or a pressure cooker, and it comes out much softer. Don’t make it into a thin congee: white rice porridge raises blood sugar quickly. On insulin or a sulfonylurea (such as gliclazide or glimepiride), check your sugars more often when you change the amount of rice.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 Facilitating Positive Health Behaviors (plate method: half non-starchy vegetables, a quarter protein, a quarter carbohydrate; whole grains); 中华医学会糖尿病学分会 中国2型糖尿病防治指南（2020年版）（主食定量、粗细搭配，全谷物和杂豆占主食的1/3）; Shukla AP et al. Food order has a significant impact on postprandial glucose and insulin levels. Diabetes Care 2015;38:e98–e99',
    },
  },
  {
    id: 'glucosamine-no-benefit-after-months-chondroitin-collagen',
    when: [GLUCOSAMINE, NO_BENEFIT_KEEP_BUYING],
    // Warfarin and a shellfish allergy have their own glucosamine rows (rows-round22-enpart2.ts, rows-food-allergy.ts).
    notFor: [{ medicines: ['vitamin_k_antagonist'] }, { foodAllergies: ['shellfish'] }],
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**吃了三个月以上、膝盖还是一样痛，就可以不用再买了。** 在质量较好的试验里，氨糖缓解膝关节炎疼痛的效果和安慰剂差不多，英国NICE指南不建议用；试了半年没感觉，继续吃也不太会变有用。换成软骨素或胶原蛋白也不是更好的选择：软骨素在大型试验里同样不比安慰剂强，胶原蛋白（包括UC-II）只有少数小型、多由厂家资助的研究，证据很弱。对膝关节炎真正有用的是：练大腿前侧肌肉（靠墙静蹲、坐姿抬腿）、保持活动（游泳、骑车、快走）、超重的减一点体重；疼的时候可以先用涂在膝盖上的消炎药膏（如双氯芬酸凝胶）。在吃舍曲林等抗抑郁药或抗凝药的，口服布洛芬这类止痛药前先问医生（出血风险）。膝盖肿、发热或走路越来越困难，请看医生或康复科。',
      en: '**After three months or more with the knee no better, it is fine to stop buying it.** In the better trials glucosamine eased knee arthritis pain about as much as a dummy tablet, and NICE advises against it; six months without a difference is unlikely to turn into one. Chondroitin or collagen is not a better bet: chondroitin did no better than placebo in the large trials either, and collagen (UC-II included) has only a few small, mostly manufacturer-funded studies. What does help knee arthritis: strengthening the front of the thigh (wall sits, straight-leg raises), staying active (swimming, cycling, walking) and losing some weight if you carry extra; for pain, an anti-inflammatory gel rubbed on the knee (such as diclofenac gel) first. On an antidepressant such as sertraline or on a blood thinner, ask before taking ibuprofen or another anti-inflammatory by mouth (bleeding). A knee that is swollen, hot or getting harder to walk on needs your doctor or a physiotherapist.',
    },
    source: {
      ref: 'NICE NG226 Osteoarthritis in over 16s: diagnosis and management (2022), 1.5 (do not offer glucosamine or chondroitin; exercise, weight loss, topical NSAIDs); Clegg DO et al. Glucosamine, chondroitin sulfate, and the two in combination for painful knee osteoarthritis (GAIT). N Engl J Med 2006;354:795–808; Kolasinski SL et al. 2019 ACR/Arthritis Foundation Guideline for the management of osteoarthritis of the hand, hip, and knee. Arthritis Care Res 2020;72:149–162 (strongly against glucosamine and chondroitin for knee OA); NCCIH, Glucosamine and Chondroitin for Osteoarthritis',
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
  },
  {
    id: 'chondroitin-or-collagen-for-knees',
    when: [CHONDROITIN_OR_COLLAGEN, SWITCH_OR_BETTER],
    // The joints or glucosamine told here or in the message before ("咁转chondroitin或者collagen会唔会好啲？").
    for: { said: new RegExp(`${JOINT.source}|${GLUCOSAMINE.source}`) },
    unless: [/皮肤|皱纹|头发|指甲|\b(skin|wrinkles?|hair|nails?)\b/],
    notFor: [{ medicines: ['vitamin_k_antagonist'] }],
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**对膝关节炎来说，软骨素和胶原蛋白都不比氨糖更靠得住。** 软骨素在大型试验（GAIT）里缓解疼痛不比安慰剂强，英国NICE和美国风湿病学会都不建议用；胶原蛋白（包括UC-II）只有少数小型、多由厂家资助的研究，证据很弱，喝下去也是被消化成氨基酸。与其再换一种，不如把钱和时间花在真正有用的地方：练大腿肌肉、保持活动、超重的减一点体重；疼的时候先用涂在膝盖上的消炎药膏（如双氯芬酸凝胶）。一般人吃这些是安全的，想试就限定3个月，没有效果就停；吃华法林的不要自己加。',
      en: '**For knee arthritis, neither chondroitin nor collagen is a better bet than glucosamine.** Chondroitin eased pain no more than a placebo in the large GAIT trial, and both NICE and the American College of Rheumatology advise against it; collagen (UC-II included) has only a few small, mostly manufacturer-funded studies, and is digested into amino acids like any protein. Rather than switching products, put the money and time into what works: strengthening the thigh muscles, staying active and losing some weight if you carry extra, with an anti-inflammatory gel on the knee for pain. They are safe for most people: if you want to try one, give it 3 months and stop if there is no difference; on warfarin, don’t add them on your own.',
    },
    source: {
      ref: 'Clegg DO et al. GAIT. N Engl J Med 2006;354:795–808; NICE NG226 Osteoarthritis in over 16s (2022), 1.5; Kolasinski SL et al. 2019 ACR/Arthritis Foundation Guideline. Arthritis Care Res 2020;72:149–162; NCCIH, Glucosamine and Chondroitin for Osteoarthritis',
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
  },
  {
    id: 'melatonin-shift-sleep-dose-with-magnesium',
    when: [MELATONIN, MELATONIN_DOSE_OR_WITH_MAGNESIUM],
    // Pregnancy, breastfeeding, children, an MAOI and the QT medicines have their own melatonin rows.
    notFor: [
      PREGNANT_OR_NURSING_AUDIENCE,
      { medicines: ['maoi', 'fluvoxamine', 'warfarin', 'vitamin_k_antagonist'] },
    ],
    unless: [/孩子|宝宝|儿子|女儿|\b(my (son|daughter|kid|child|baby))\b|\bkids?\b/],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**可以一起吃：甘氨酸镁和褪黑素没有相互作用，也不会互相抵消。** 下夜班白天睡觉，睡前吃褪黑素能帮助入睡、多睡一会儿；剂量不是越大越好，0.5–1毫克常常和3毫克一样有效，3毫克算助眠常用的上限。醒来头昏沉、像没睡醒，或做梦多、头痛，多半是量多了：减到1毫克或0.5毫克（可以掰半片）。只在主要那一觉前吃，吃完不要开车。卧室遮光、保持凉爽，下班路上戴墨镜，咖啡因放在上半个班。甘氨酸镁每天200毫克在补充剂镁每天350毫克的上限以内。在吃抗凝药、抗癫痫药、降糖药或氟伏沙明，或者怀孕、哺乳，先问药师。',
      en: '**Yes, you can take them together: magnesium glycinate and melatonin do not interact or cancel each other out.** For sleeping by day after a night shift, melatonin just before the daytime sleep can help you fall asleep and sleep a little longer. More is not better: 0.5–1 mg often works as well as 3 mg, which is the usual upper end for sleep. Waking groggy or heavy-headed, vivid dreams or a headache usually mean the dose is more than you need — drop to 1 mg or 0.5 mg (a tablet can be halved). Take it only before your main sleep, and don’t drive after it. Keep the room dark and cool, wear sunglasses on the way home, and keep caffeine to the first half of the shift. Magnesium glycinate 200 mg a day is within the 350 mg a day upper limit for supplements. On a blood thinner, epilepsy or diabetes medicines, or fluvoxamine, or pregnant or breastfeeding, ask a pharmacist first.',
    },
    source: {
      ref: 'Liira J et al. Pharmacological interventions for sleepiness and sleep disturbances caused by shift work. Cochrane Database Syst Rev 2014;(8):CD009776 (melatonin after night shifts: about 24 minutes more daytime sleep); Auger RR et al. AASM clinical practice guideline for circadian rhythm sleep-wake disorders. J Clin Sleep Med 2015;11:1199–1236; NCCIH, Melatonin: What You Need To Know (2022: headache, dizziness, daytime sleepiness; interactions); NIH ODS Magnesium fact sheet for health professionals (UL 350 mg from supplements)',
    },
  },
];
