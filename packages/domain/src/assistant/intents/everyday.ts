/**
 * Everyday questions the review found refused or answered with only a dose (re-review, cosmetic list):
 * ginger for nausea in pregnancy, fenugreek while breastfeeding, creatine, cramps after exercise, how
 * much salt a day, iron every other day, and a supplement missed for a while. Each text is data with
 * its source, in both languages; the person's plan decides the variant (kidney disease, a supervised
 * treatment dose, pregnancy).
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import { LOW_SODIUM_WATER } from '../faq/rows-kidney-heart';
import type { PlanDocument } from '../../contracts/plan';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import {
  CLASS_PHRASES,
  dietNotesFor,
  sharedFoodLevelOf,
  drugById,
  raisesPotassium,
  taboosFor,
  type DietNote,
} from '../../interactions';
import { interactionWarning } from '../safety';
import { highFerritinOf } from '../../knowledge/iron-overload';
import { VITAMIN_K_ANTAGONISTS } from '../../knowledge/drugs';
import { type TeratogenRow } from '../../knowledge/teratogens';
import { LOW_POTASSIUM_SAID, MAN_OF_COUPLE_SAID, PREGNANCY_SAID, RADIOIODINE_SAID } from '../faq/audiences';
import { teratogenRowsFor, teratogenTextOf } from '../../interactions/teratogens';
import { PRECONCEPTION_FOLATE, planningPregnancy } from '../../knowledge/preconception';
import {
  ALCOHOL_MEDICINE_WORDS,
  MEDICINE_DIET,
  medicineAlcoholAfterPregnancyLead,
  TAKEN_FASTING,
} from '../../knowledge/medicine-diet';
import {
  FEEDING_TUBE,
  MODIFIED_RELEASE_SOURCE,
  modifiedReleaseNamed,
  modifiedReleaseText,
} from '../../knowledge/modified-release';
import { notCovered, whoToAsk } from '../cannot';
import { answerNamesFood, findFoodsAsked, foodLabel, MAY_I_EAT, type FoodAsked } from '../foods-asked';
import { findDrugs, findNutrients, findStatedAmounts, withoutSaltOfMedicine } from '../entities';
import { crushingRuleCovers, crushingRulesFor } from '../../knowledge/crushing';
import { amount, L } from '../format';
import type { SafetyNote, Warning } from '../followups';
import { ALCOHOL_OR_DRINKING, ALCOHOL_WORDS, normaliseQuestion, type Intent } from '../lexicon';
import { dialysisContext, kidneyContext } from './kidney-plan';
import { saltSubstitute } from './kidney';
import { CKD_STAR_FRUIT_SOURCE, CKD_STAR_FRUIT_TEXT, DIALYSIS_TEXT } from '../../conditions';
import { isPairingQuestion } from './pairing';
import {
  CONDITION_TOPIC_RULES,
  conditionTopicOf,
  conditionTopicRule,
  type ConditionTopic,
} from './condition-topics';
import {
  childInChat,
  planDoses,
  planDoseSaid,
  potassiumRaisingDrugs,
  sourceLine,
  suggestionsFor,
  type Ctx,
  type Draft,
} from './shared';
import { statedMinorAge } from './weight';
import { statedVerdict } from './stated-dose';
import { CONDITION_DOSE_RULES } from './dose';
import { conditionsWithLeukaemiaSaid } from '../leukaemia-said';
import { bloodActivatingWithThinner } from './blood-activating';

interface Rule {
  text: Bilingual;
  source: Source;
}

export const EVERYDAY_RULES = {
  // Clinician review 2026-11-25 late, E4 finding 2: diarrhoea 6–7 times a day on capecitabine got an
  // omega-3 food list. Grade 2+ diarrhoea (4 or more stools a day above usual, NCI CTCAE v5.0): stop
  // capecitabine and call the oncology team (Xeloda patient information).
  'chemo-diarrhoea': {
    text: {
      zh: '**吃卡培他滨（希罗达）等化疗药期间腹泻：如果一天比平时多拉4次或以上、夜里也要起来拉，或者伴有发烧、头晕、喝不进水，请先暂停卡培他滨（在医生答复前先不吃下一次），今天就联系你的肿瘤科团队。** 这是药品说明书的要求；什么时候、用多大剂量再吃，由医生决定，不要自己恢复。腹泻轻一些也要告诉肿瘤科团队；期间多喝水或口服补液盐，少量多餐吃清淡、好消化的食物；止泻药（如洛哌丁胺）请按肿瘤科医生的指导用。体温到38℃或以上，请立即就医。',
      en: '**Diarrhoea on capecitabine (Xeloda) or another chemotherapy: with 4 or more stools a day above your usual, diarrhoea at night, or a fever, dizziness or fluids you cannot keep down, hold capecitabine (take no more doses until the team says so) and call your oncology team today.** This is the label’s instruction; the team decides when, and at what dose, to restart — do not restart on your own. Tell the team about milder diarrhoea too; meanwhile drink plenty or use oral rehydration solution, and eat small, plain, easy-to-digest meals; take an anti-diarrhoeal such as loperamide only as your oncology team advises. A temperature of 38 °C or more needs care now.',
    },
    source: {
      ref: 'Xeloda (capecitabine) US prescribing information §2 Dose modifications and §5 Diarrhea, and Patient Information (stop taking Xeloda and call your healthcare provider with more than 4 bowel movements a day above usual or diarrhoea at night) (2022); NCI CTCAE v5.0 (2017), diarrhoea grade 2: an increase of 4–6 stools a day over baseline',
      url: 'https://www.accessdata.fda.gov/drugsatfda_docs/label/2022/020896s044s045s046s047s048s049s050s051lbl.pdf',
    },
  },
  // Clinician review 2026-11-25 late, E1 findings 3 and 5: lactose-free milk for a child with cow's-milk
  // allergy was declined. Lactose-free milk is cow's milk with its protein.
  'cmpa-lactose-free': {
    text: {
      zh: '**牛奶蛋白过敏不是乳糖不耐受：无乳糖牛奶、舒化奶仍然含有牛奶蛋白，同样会引起过敏，不适合。** 羊奶和其他动物奶的蛋白和牛奶很像，大多数孩子也会过敏，也不适合。请按儿科医生或营养师的建议选择：2岁以下用医生推荐的深度水解或氨基酸配方奶；大一些的孩子可以在医生或营养师指导下选用加钙的豆奶或豌豆蛋白饮品（注意孩子是否也对大豆过敏）。米浆（大米饮品）不要给5岁以下的孩子当主要饮品（含砷，蛋白质也少），杏仁奶等坚果饮品蛋白质和能量太少，也不适合当主要饮品。孩子吃了东西后嘴唇肿、喘、呕吐或没精神，请立即就医。',
      en: '**Cow’s-milk allergy is not lactose intolerance: lactose-free milk is still cow’s milk with its protein, so it can cause the same reaction and is not suitable.** Goat’s and sheep’s milk proteins are so similar that most children react to them too. Choose with the paediatrician or dietitian: under 2, the extensively hydrolysed or amino-acid formula they recommend; older children can use a calcium-fortified soy or pea drink with their advice (check for soy allergy too). Rice drink is not suitable as a main drink under 5 years (arsenic, little protein), and almond and other nut drinks have too little protein and energy to be a main drink. Swollen lips, wheezing, vomiting or floppiness after food need emergency care now.',
    },
    source: {
      ref: 'Luyt D et al. BSACI guideline for the diagnosis and management of cow’s milk allergy. Clin Exp Allergy 2014;44:642–672 (lactose-free and other mammals’ milks unsuitable; hydrolysed or amino-acid formula; soy after 6 months; rice drink not under 4.5 years); NIAID-sponsored Guidelines for the Diagnosis and Management of Food Allergy in the United States (2010); UK Food Standards Agency, rice drinks and children under 5 (arsenic, 2009); 中华医学会儿科学分会 中国婴儿轻中度非IgE介导的牛奶蛋白过敏诊治专家共识（2020）',
      url: 'https://doi.org/10.1111/cea.12302',
    },
  },
  'ginger-nausea': {
    text: {
      zh: '**孕期恶心可以试试生姜**：美国妇产科医师学会把生姜（例如每次250毫克胶囊、每天最多4次，约1克/天）列为可选的非药物方法；维生素B6也有帮助。少量多餐、避开刺激气味也有用。如果吃不下、喝不进水、体重下降或一天吐很多次，请尽快找产科医生（可能是妊娠剧吐）。在吃抗凝药的话，先问医生再用生姜补充剂。',
      en: '**Ginger is a reasonable option for nausea in pregnancy**: ACOG lists ginger (for example 250 mg capsules up to 4 times a day, about 1 g a day) among non-drug options, and vitamin B6 helps too. Small, frequent meals and avoiding strong smells also help. If you cannot keep food or fluids down, are losing weight or vomiting many times a day, see your obstetrician soon (hyperemesis gravidarum). If you take a blood thinner, ask before using ginger supplements.',
    },
    source: {
      ref: 'ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy, Obstet Gynecol 2018, 131:e15–e30 (ginger 250 mg four times daily as a non-pharmacological option; vitamin B6)',
      url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2018/01/nausea-and-vomiting-of-pregnancy',
    },
  },
  // Answer round 6 (en-116): mouth sores on methotrexate got the ibuprofen text.
  'methotrexate-mouth-sores': {
    text: {
      zh: '**吃甲氨蝶呤时出现口腔溃疡（口疮），可能是药物的副作用，有时是剂量偏多或叶酸不够的信号：请这几天就告诉风湿免疫科医生，并查血常规和肝功能**；叶酸按医生开的量和日期吃，不要自己加量或改甲氨蝶呤。如果同时发烧、喉咙痛、出血或瘀斑，或者溃疡多到吃不下东西，请当天就医。',
      en: '**Mouth sores on methotrexate can be a side effect, and sometimes a sign that the dose is too much or folic acid too little: tell your rheumatologist in the next few days and have a blood count and liver tests**; take folic acid as prescribed and do not change it or the methotrexate yourself. With a fever, sore throat, bleeding or bruising, or sores so bad you cannot eat, get care the same day.',
    },
    source: {
      ref: 'Trexall/Otrexup (methotrexate) US prescribing information, Warnings (mucositis and ulcerative stomatitis: stop and contact the prescriber; bone marrow suppression); British Society for Rheumatology guideline for the prescription and monitoring of non-biologic DMARDs (Ledingham J et al., Rheumatology 2017;56:865)',
      url: 'https://doi.org/10.1093/rheumatology/kew479',
    },
  },
  // Fifth clinician review of 2026-11-25 (zh P3): before radioiodine after thyroid cancer surgery the
  // chat said "日常用加碘盐就够了".
  'radioiodine-low-iodine': {
    text: {
      zh: '**做放射性碘（碘-131）治疗或扫描之前，通常要低碘饮食1–2周**：用无碘盐；不吃海带、紫菜、海苔、裙带菜等海藻和海鱼、虾蟹贝类；少吃奶制品和蛋黄，不吃加碘的加工食品、酱料和腌制品；停用含碘的复合维生素和海藻类补充剂。具体从哪天开始、要持续多久、左甲状腺素是否暂停，请按核医学科或内分泌科给你的清单来做。',
      en: '**Before radioactive iodine (I-131) treatment or a scan, a low-iodine diet is usually followed for 1–2 weeks**: use non-iodised salt; no seaweed (kelp, nori, wakame), sea fish or shellfish; go easy on dairy and egg yolks; avoid processed foods, sauces and cured foods made with iodised salt; and leave out multivitamins or seaweed supplements with iodine. When to start, how long, and whether your levothyroxine is paused are for your nuclear medicine or endocrine team — follow their list.',
    },
    source: {
      ref: 'Haugen BR et al. 2015 American Thyroid Association Management Guidelines for Adult Patients with Thyroid Nodules and Differentiated Thyroid Cancer, Thyroid 2016;26:1–133, Recommendation 56 (a low-iodine diet for 1–2 weeks before RAI — number from memory); 中国临床肿瘤学会（CSCO）分化型甲状腺癌诊疗指南（2021）：131I治疗前低碘饮食',
      url: 'https://doi.org/10.1089/thy.2015.0020',
    },
  },
  // Clinician review 2026-11-25 fourth, en P2: "since I started Fosamax… it hurts when I swallow, like
  // the food gets stuck behind my breastbone" got "crushing, splitting… no reliable rule".
  'bisphosphonate-oesophagus': {
    text: {
      zh: '**吃阿仑膦酸钠等双膦酸盐后吞咽疼痛、食物像卡在胸骨后面、烧心新出现或明显加重，可能是药片刺激或损伤了食管。** 说明书要求出现这些情况时就医：下一次的药先暂缓，1–2天内去看开药医生，由医生决定怎么继续治疗骨质疏松。如果吐血或吐出咖啡渣样的东西、解黑便、胸口剧痛或完全咽不下东西，请立即去急诊。以后每次吃药都要用一整杯白开水送服，吃完至少30分钟内保持坐直或站着，不要躺下。',
      en: '**Pain on swallowing, food that seems to stick behind the breastbone, or new or much worse heartburn after starting alendronate (or another bisphosphonate) can mean the tablet has irritated or injured your oesophagus.** The label says to get medical attention: hold your next dose and see your prescriber within a day or two, who decides how to go on treating your bones. If you vomit blood or coffee-ground material, pass black stools, have severe chest pain or cannot swallow at all, go to the emergency department now. Always take it with a full glass of plain water and stay sitting or standing for at least 30 minutes.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §5.1 Upper gastrointestinal adverse reactions (oesophagitis, ulcers; discontinue and seek medical attention with dysphagia, odynophagia, retrosternal pain or new or worsening heartburn) and §2.5 administration',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
    },
  },
  // en P2 Q2: "Can I lie back down in bed after I take the Fosamax?" was declined.
  'bisphosphonate-upright': {
    text: {
      zh: '**吃完阿仑膦酸钠至少30分钟内不要躺下**，坐着或站着都可以，要等吃了当天第一顿饭以后再躺；躺下会让药片停在食管里刺激黏膜。要用一整杯白开水（约200毫升）空腹送服，30分钟内不吃东西、不喝咖啡茶果汁牛奶、不吃钙片和其他药。早上起不来的话，可以起床吃药后坐在椅子上休息，或者和医生商量每周一次的药放在你方便早起的那天。',
      en: '**Do not lie down for at least 30 minutes after taking alendronate** — sitting or standing is fine — and stay up until after your first food of the day; lying down lets the tablet sit in the oesophagus and irritate it. Take it on an empty stomach with a full glass (about 200 ml) of plain water, and for 30 minutes have no food, coffee, tea, juice, milk, calcium or other medicines. If you are tired, sit and rest in a chair after the dose, or ask your doctor about moving the weekly dose to a day you can get up.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.5 Important administration instructions (do not lie down for at least 30 minutes and until after the first food of the day) and §5.1',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
    },
  },
  // Clinician review 2026-11-25 fourth, en P3: a vegan breastfeeding mother relying on spirulina and nori
  // for B12 was told "no special products are needed".
  'b12-plant-sources': {
    text: {
      zh: '**螺旋藻、小球藻、紫菜、海苔这类藻类不是可靠的维生素B12来源**：里面大多是人体用不了的“假B12”（类似物），还可能让化验结果看起来正常。吃纯素的人要靠B12补充剂或B12强化食品（例如每天一片含B12的补充剂，或按产品说明每周一次大剂量）。哺乳期尤其要紧：母乳是宝宝唯一的B12来源，妈妈缺B12，宝宝几个月后可能出现吃奶差、软绵绵、发育倒退，这需要尽快就医。',
      en: '**Spirulina, chlorella, nori and other algae are not reliable sources of vitamin B12**: most of what they contain is an inactive analogue the body cannot use, and it can make a blood test look normal. Vegans need a B12 supplement or B12-fortified foods (for example a daily supplement with B12, or a larger weekly dose as the product directs). It matters most while breastfeeding: your milk is the baby’s only B12, and a baby of a B12-deficient mother can, after a few months, feed poorly, become floppy or lose skills — which needs a doctor promptly.',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 fact sheet for health professionals (vegetarians and vegans; infants of vegan mothers; algae such as spirulina contain pseudovitamin B12); Watanabe F et al. Vitamin B12-containing plant food sources for vegetarians. Nutrients 2014;6:1861–1873; Academy of Nutrition and Dietetics, Position on Vegetarian Diets (2016)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
  // Answer round 5 (zh-033): "孕吐超级严重…喝水都想吐，宝宝营养会不会不够" got "no rule for crackers".
  'pregnancy-nausea': {
    text: {
      zh: '**孕早期宝宝需要的营养很少，暂时吃得少、吐得多，一般不会让宝宝缺营养**；要紧的是你自己别脱水。少量多餐，吃得下什么先吃什么（苏打饼干、白粥、面包都可以），起床前先吃几块饼干，小口多次喝水或淡汤，避开让你反胃的气味；叶酸继续吃（吐得厉害可以放到晚上吃，或暂时换成只含叶酸的片）。生姜和维生素B6对恶心有帮助，先问产科医生。**如果喝水也留不住、一天吐很多次、尿很少或颜色很深、头晕站不稳、体重明显下降，或者吐出血来，可能是妊娠剧吐，请今天就去医院**，可能需要输液和止吐药。',
      en: '**In early pregnancy the baby needs very little, so eating less and being sick for a while does not usually leave the baby short**; what matters is that you do not get dehydrated. Eat small amounts often, whatever stays down (crackers, plain rice porridge, toast), a few crackers before getting up, sip water or clear broth little and often, and avoid smells that set you off; keep taking folic acid (at night if mornings are worst, or a folic-acid-only tablet for now). Ginger and vitamin B6 can ease nausea — ask your obstetrician. **If even water will not stay down, you are sick many times a day, pass little or very dark urine, feel faint, are losing weight, or vomit blood, this may be hyperemesis gravidarum: go to hospital today**; you may need a drip and anti-sickness medicine.',
    },
    source: {
      ref: 'RCOG Green-top Guideline No. 69, The Management of Nausea and Vomiting of Pregnancy and Hyperemesis Gravidarum (2016); ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy, Obstet Gynecol 2018;131:e15–e30 (ginger, vitamin B6; small frequent meals)',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/the-management-of-nausea-and-vomiting-of-pregnancy-and-hyperemesis-gravidarum-green-top-guideline-no-69/',
    },
  },
  fenugreek: {
    text: {
      zh: '**葫芦巴（胡芦巴）常被用来“下奶”，但证据很弱。** 它可能引起腹泻、让你和宝宝身上有枫糖浆味、降低血糖（在用降糖药时要小心），对花生或鹰嘴豆过敏的人可能过敏，和抗凝药同用可能增加出血。增加奶量最有效的方法是更频繁、有效地喂奶或吸奶；觉得奶少，请找医生或哺乳顾问评估。',
      en: '**Fenugreek is popular for milk supply, but the evidence is weak.** It can cause diarrhoea, a maple-syrup smell in you and the baby, and low blood sugar (take care with diabetes medicines); people allergic to peanuts or chickpeas may react, and it may add to bleeding with blood thinners. The most effective way to raise supply is more frequent, effective feeding or pumping; if you think your supply is low, see your doctor or a lactation consultant.',
    },
    source: {
      ref: 'Academy of Breastfeeding Medicine Clinical Protocol #9: Use of galactogogues in initiating or augmenting maternal milk production, second revision 2018 (Breastfeed Med 2018, 13:307–314); NIH LactMed, Fenugreek (2024)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK501779/',
    },
  },
  // A teenager is not a healthy adult here (blind answer round 63, en-056, development data: "is it safe at 17?"
  // answered with the adults' 3–5 g).
  'creatine-minor': {
    text: {
      zh: '**未满18岁：美国儿科学会不建议儿童和青少年用肌酸这类提高运动表现的补充剂。** 肌酸的安全性研究大多在成年人中做，生长发育期长期服用的研究很少；这个年纪的力量和体重，靠吃够饭量、每餐有蛋白质（奶、酸奶、豆制品、蛋、肉鱼）和系统训练来长更可靠。如果还是考虑要用，请家长和队医或儿科医生一起决定。',
      en: '**Under 18: the American Academy of Pediatrics advises children and teenagers against creatine and other performance-enhancing supplements.** Most of its safety research is in adults, with little on long-term use while still growing; at this age strength and weight come more reliably from eating enough, protein at every meal (milk, yoghurt, curd, pulses, eggs, meat or fish) and structured training. If it is still being considered, decide it with a parent and the team doctor or paediatrician.',
    },
    source: {
      ref: 'LaBotz M, Griesemer BA; American Academy of Pediatrics Council on Sports Medicine and Fitness. Use of performance-enhancing substances. Pediatrics 2016;138(1):e20161300 (creatine not recommended for athletes under 18) — cited from memory',
      url: 'https://doi.org/10.1542/peds.2016-1300',
    },
  },
  creatine: {
    text: {
      zh: '**肌酸（一水肌酸）是研究最充分的运动补充剂之一**：健康成人每天3–5克被认为是安全的，能帮助高强度训练；开始时体重可能因为水分增加1–2公斤。素食者肌肉里的肌酸较少，效果可能更明显。选有第三方检测的产品；有肾脏病的人不要自行服用，先问肾内科医生。',
      en: '**Creatine (monohydrate) is one of the best-studied sports supplements**: 3–5 g a day is considered safe for healthy adults and helps high-intensity training; expect 1–2 kg of water weight at first. Vegetarians and vegans have less creatine in muscle and may respond more. Choose a third-party tested product; with kidney disease do not take it on your own — ask your kidney doctor.',
    },
    source: {
      ref: 'Kreider RB et al. International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine. J Int Soc Sports Nutr 2017, 14:18 (3–5 g/day maintenance; safe in healthy people)',
      url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0173-z',
    },
  },
  'creatine-kidney': {
    text: {
      zh: '**你有肾脏病：请不要自行服用肌酸。** 它会升高血肌酐、影响肾功能的判断，肾功能下降的人用前一定要先问肾内科医生。',
      en: '**You have kidney disease: do not take creatine on your own.** It raises blood creatinine, which muddles kidney monitoring, and people with reduced kidney function should only use it if their kidney doctor agrees.',
    },
    source: {
      ref: 'Kreider RB et al. J Int Soc Sports Nutr 2017, 14:18 (people with kidney disease: consult a physician); KDIGO 2024 Clinical Practice Guideline for CKD, ch. 4 (supplements and drug stewardship)',
      url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
    },
  },
  'star-fruit': {
    text: {
      zh: '**肾功能正常的人，杨桃按平常的量吃没有问题。** 但有肾脏病（尤其是 eGFR 低于 30 或在透析）的人不要吃杨桃，也不要喝杨桃汁：它含有一种神经毒素，肾脏排不出去，可引起打嗝、呕吐、意识混乱、抽搐，甚至致命。不确定自己肾功能的话，先问医生。',
      en: '**With healthy kidneys, star fruit in ordinary amounts is fine.** With kidney disease (above all an eGFR below 30 or on dialysis) do not eat star fruit or drink its juice: it holds a neurotoxin the kidneys cannot clear, which can cause hiccups, vomiting, confusion, seizures and death. If you are unsure about your kidneys, ask your doctor first.',
    },
    source: CKD_STAR_FRUIT_SOURCE,
  },
  'star-fruit-kidney': {
    text: {
      zh: `**你有肾脏病：不要吃杨桃。** ${CKD_STAR_FRUIT_TEXT.zh}`,
      en: `**You have kidney disease: do not eat star fruit.** ${CKD_STAR_FRUIT_TEXT.en}`,
    },
    source: CKD_STAR_FRUIT_SOURCE,
  },
  'exercise-cramps': {
    text: {
      zh: '**运动中或运动后的腿抽筋，多数是肌肉疲劳引起的，不是缺了哪种营养素。** 抽筋时轻轻拉伸那块肌肉、休息；长时间或大热天运动时补水，并补充含电解质的饮料。镁片、钾片、盐片都没有被证明能预防这种抽筋，不需要专门去补。如果经常抽筋、很严重，或伴有肿胀、无力、尿色变深，请就医。',
      en: '**Cramps during or after exercise mostly come from muscle fatigue, not from a missing nutrient.** Stretch the muscle gently and rest; drink fluids, with electrolytes after long or hot sessions. Magnesium, potassium or salt tablets have not been shown to prevent these cramps, so there is nothing special to supplement. See a doctor if cramps are frequent or severe, or come with swelling, weakness or dark urine.',
    },
    source: {
      ref: 'Schwellnus MP. Cause of exercise associated muscle cramps (EAMC) — altered neuromuscular control, dehydration or electrolyte depletion? Br J Sports Med 2009, 43:401–408; Garrison SR et al. Magnesium for skeletal muscle cramps. Cochrane Database Syst Rev 2020, CD009402',
      url: 'https://bjsm.bmj.com/content/43/6/401',
    },
  },
  'salt-ckd': {
    text: {
      zh: '**有肾脏病：钠每天少于2克，相当于食盐不超过5克**（约一啤酒瓶盖）。酱油、咸菜、腌肉、加工食品和外卖里的盐也要算进去。不要用低钠盐（代盐）来代替——它含钾，对你不安全。具体目标请和肾内科医生或营养师确认。',
      en: '**With kidney disease: less than 2 g of sodium a day — about 5 g of salt (one level teaspoon)** in total, counting soy sauce, pickles, cured meats, processed and takeaway food. Do not switch to salt substitutes: they contain potassium, which is not safe for you. Confirm your own target with your kidney doctor or dietitian.',
    },
    source: {
      ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, Rec 3.3.2 (sodium < 2 g a day, i.e. < 90 mmol or < 5 g of salt, in adults with CKD); NIH ODS Potassium Fact Sheet (salt substitutes contain potassium chloride)',
      url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
    },
  },
  salt: {
    text: {
      zh: '**成年人每天食盐不超过5克**（约一啤酒瓶盖），酱油、咸菜、加工食品里的盐也算在内。有高血压的人更要少吃。',
      en: '**Adults: less than 2,300 mg of sodium a day** — about one teaspoon (5–6 g) of salt in total, including what is already in bread, cheese, processed and restaurant food; less (about 1,500 mg) helps if you have high blood pressure.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则五：成年人每天摄入食盐不超过5 g; Dietary Guidelines for Americans 2020–2025 (sodium < 2,300 mg a day for adults); AHA, How much sodium should I eat per day? (ideal < 1,500 mg for most adults, especially with high blood pressure)',
      url: 'https://www.dietaryguidelines.gov/',
    },
  },
  // Answer round 3 (zh-068, en-066, en-158): "which fruits are low in potassium?", "can I still eat
  // bananas?", "how do I leach potatoes?" with potassium running high got the supplement warning only.
  'potassium-foods': {
    text: {
      zh: '**血钾偏高或医生让你限钾时：** 钾高的食物少吃或按医生给的量吃——香蕉、橙子和橙汁、土豆、红薯、西红柿和番茄酱、菠菜等深绿叶菜、豆类、坚果、果干（葡萄干、杏干、红枣干）、椰子水，还有低钠盐/代盐（含氯化钾，不要用）。钾较低、可以适量吃的水果：苹果、梨、葡萄、菠萝、西瓜、草莓蓝莓等莓类，每次一小份（约一个拳头大小）。土豆、红薯、芋头可以先去皮切小块或切片，用大量清水浸泡几小时、再用大量水煮并把水倒掉，能去掉一部分钾（不是全部）。蔬菜汤、菜汁、肉汤里钾也多。具体每天能吃多少，请按肾内科医生或营养师根据你的血钾来定；血钾6.0以上、或出现无力、心慌，请当天就医。',
      en: '**With potassium running high, or a potassium limit from your doctor:** keep high-potassium foods small or to the amount your team allows — bananas, oranges and orange juice, potatoes, sweet potatoes, tomatoes and tomato sauce, spinach and other dark leafy greens, beans and lentils, nuts, dried fruit (raisins, apricots, dates), coconut water — and do not use salt substitutes (potassium chloride). Lower-potassium fruits you can have in small portions (about a fist): apples, pears, grapes, pineapple, watermelon, berries. Potatoes and sweet potatoes can be peeled, cut small or thin, soaked in plenty of water for a few hours, then boiled in plenty of fresh water that you pour away: this removes part of the potassium, not all. Soups, juices and cooking liquids hold potassium too. How much you may have each day is for your kidney doctor or dietitian to set from your potassium; a potassium of 6.0 or more, or weakness or palpitations, needs care the same day.',
    },
    source: {
      ref: 'National Kidney Foundation, Potassium and Your CKD Diet (2023: high- and low-potassium foods, leaching potatoes); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4 (adjust dietary potassium to keep serum potassium in range); Bethke PC, Jansky SH. The effects of boiling and leaching on the content of potassium in potato tubers. J Food Sci 2008;73:H80–H85',
      url: 'https://www.kidney.org/nutrition/potassium',
    },
  },
  'iron-alternate-day': {
    text: {
      zh: '**可以：隔天吃一次铁剂是公认的做法。** 每天吃会让体内的铁调素升高、反而降低第二天的吸收；隔天吃同样的剂量，吸收率更高，胃肠不适也往往更少。做法是隔天吃一次“原来的整剂量”，不是每天吃半片。',
      en: '**Yes — iron every other day is an accepted way to take it.** A daily dose raises hepcidin, which lowers absorption the next day; the same dose on alternate days is absorbed better and often causes less stomach upset. Take your usual full dose every other day — not half a dose daily.',
    },
    source: {
      ref: 'Stoffel NU et al. Lancet Haematol 2017, 4:e524–e533 and Haematologica 2020, 105:1232–1239 (alternate-day dosing increases fractional iron absorption); Pavord S et al. BSH guideline for the management of iron deficiency in pregnancy, Br J Haematol 2020, 188:819–830 (alternate-day dosing may be considered)',
      url: 'https://doi.org/10.1016/S2352-3026(17)30182-5',
    },
  },
  'iron-alternate-day-supervised': {
    text: {
      zh: '你的铁是医生监督下的治疗剂量：改成隔天吃之前，先问开药的医生（孕期问产科医生），由医生决定并安排复查。',
      en: 'Your iron is a treatment dose under medical supervision: ask the doctor who manages it (your obstetrician in pregnancy) before switching, so they can plan the re-check.',
    },
    source: {
      ref: 'Pavord S et al. Br J Haematol 2020, 188:819–830 (treatment of iron deficiency in pregnancy under the obstetric team, with repeat haemoglobin)',
      url: 'https://doi.org/10.1111/bjh.16221',
    },
  },
  'missed-supplement': {
    text: {
      zh: '**直接从今天起恢复平时的剂量就行，不用补吃，也不要一次吃双倍。** 漏吃一段时间的营养补充剂一般不会马上有影响。',
      en: '**Just restart your usual dose today — no catching up and no double doses.** Missing a supplement for a while usually has no immediate effect.',
    },
    source: {
      ref: 'NHS, "What should I do if I miss a dose of a medicine?" (never take two doses to make up for a missed one); NIH ODS Vitamin B12 Fact Sheet for Health Professionals (body stores of B12 last for years)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
  water: {
    text: {
      zh: '**喝水：成年人每天喝水1500–1700毫升（大约7–8杯），** 天热、出汗多、运动时要多喝；少量多次，白开水或淡茶最好，不用等渴了再喝。尿色浅黄说明喝得差不多。',
      en: '**Water: most adults need about 2.7 litres (women) to 3.7 litres (men) of water a day from all drinks and food — roughly 8–12 cups from drinks,** more in heat, with sweating or exercise. Plain water is best; pale-yellow urine is a good sign you are drinking enough.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则六：成年人每天喝水1500–1700 mL; NASEM Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate (2005): total water AI 2.7 L/day women, 3.7 L/day men',
      url: 'https://www.nap.edu/catalog/10925',
    },
  },
  'water-limit': {
    text: {
      zh: '**如果医生给你定了每天的液体量（心力衰竭、透析或肾病较重时常见），请以医生的限制为准：** 汤、粥、牛奶、水果里的水也要算进去；口渴可以含冰块、嚼口香糖。每天早上称体重，两三天内长了1.5–2公斤以上，或者脚肿、气短加重，请联系医生。',
      en: '**If your doctor has set a daily fluid limit (common in heart failure, on dialysis or with advanced kidney disease), that limit comes first:** soups, porridge, milk and fruit count towards it; ice chips or chewing gum help with thirst. Weigh yourself each morning and call your doctor if you gain more than 1.5–2 kg in two or three days, or your ankles swell or breathing gets worse.',
    },
    source: {
      ref: 'Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure, §7.1 (fluid restriction individualised for advanced HF; daily weights); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (fluid by the care team)',
      url: 'https://doi.org/10.1161/CIR.0000000000001063',
    },
  },
  // Ninth clinician review (en P4 Q7): after a hospital stay for a sodium of 121 from carbamazepine and
  // three litres of water a day, "how much water should she drink now?" got "about 2.7 litres". The faq
  // row's text: one rule, one text.
  'water-low-sodium': LOW_SODIUM_WATER,
  'water-dialysis': {
    text: {
      zh: '**你在透析：喝水和其他液体按透析中心给你定的量，不要按普通人每天 1500–1700 毫升来喝。** 这个量通常按你的尿量和两次透析之间的体重增长来定；汤、粥、牛奶、水果里的水也要算进去；口渴可以含冰块、嚼口香糖、少吃咸的。两次透析之间体重长得太多，或者脚肿、气短，请联系透析中心。',
      en: '**You are on dialysis: drink the fluid allowance your dialysis unit sets, not the 1.5–1.7 litres a day for healthy adults.** The allowance usually follows your urine output and the weight you gain between sessions; soups, porridge, milk and fruit count towards it; ice chips, chewing gum and less salty food help with thirst. If you gain a lot of weight between sessions, or your ankles swell or you get short of breath, call your dialysis unit.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Hemodialysis Adequacy: 2015 Update (Am J Kidney Dis 2015;66:884), guideline 5 (volume and blood pressure: limit salt and interdialytic weight gain); KDOQI Nutrition in CKD 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1): fluid set by the care team',
      url: 'https://doi.org/10.1053/j.ajkd.2015.07.015',
    },
  },
  'iron-constipation': {
    text: {
      zh: '**吃铁剂便秘很常见，可以这样缓解：** 多喝水、多吃蔬菜水果和粗粮（膳食纤维）、多活动；把铁剂改成隔天吃一次，吸收反而更好、胃肠反应更少；仍然难受就请医生换一种铁剂或剂型，不要自己停掉治疗。大便变黑是铁剂的正常现象，但如果是黑亮的柏油样便还伴有腹痛、头晕，请马上就医。',
      en: '**Constipation on iron is common, and there are ways round it:** more fluids, fibre (vegetables, fruit, whole grains) and activity; taking the iron every other day, which is absorbed better and upsets the gut less; if it still bothers you, ask the doctor about another iron or form rather than stopping treatment yourself. Dark stools are expected on iron, but black, tarry stools with tummy pain or dizziness need care at once.',
    },
    source: {
      ref: 'Snook J et al. BSG guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030 (side effects, alternate-day dosing, changing preparation); Stoffel NU et al. Lancet Haematol 2017;4:e524',
      url: 'https://gut.bmj.com/content/70/11/2030',
    },
  },
  // Sixth clinician review of 2026-11-26 (en P4): ferritin 1,250 and "what should I eat around my
  // phlebotomies?" was given fortified cereal, oysters and liver.
  'iron-overload-diet': {
    text: {
      zh: '**铁过载（血色病）时的饮食：** 放血治疗去掉的铁远多于饮食，所以不需要严格的低铁饮食，但要做到：不吃铁剂和维生素C补充剂，不选加铁的强化食品（如强化铁的早餐谷物）；动物肝脏和红肉不要多吃；不吃生的贝类海鲜（如生蚝，铁过载时创伤弧菌感染更危险）；有肝病时不喝酒；饭时喝茶可以稍微减少铁的吸收。放血那天：前后多喝水，放血前正常吃一顿饭，当天不做剧烈运动；头晕乏力明显请告诉放血团队。',
      en: '**Eating with iron overload (haemochromatosis):** venesection removes far more iron than food adds, so a strict low-iron diet is not needed, but: no iron or vitamin C supplements, no iron-fortified foods such as fortified breakfast cereals; keep liver and red meat modest; no raw shellfish such as raw oysters (Vibrio infection is more dangerous with iron overload); no alcohol with liver disease; tea with meals slightly lowers iron absorption. On venesection days: drink plenty before and after, eat a normal meal beforehand, and skip hard exercise for the rest of the day; tell the venesection team about marked dizziness or tiredness.',
    },
    source: {
      ref: 'EASL Clinical Practice Guidelines on haemochromatosis, J Hepatol 2022;77:479 (dietary advice: no iron or vitamin C supplements, no iron-fortified foods, avoid raw shellfish, limit alcohol); Bacon BR et al. AASLD Practice Guideline, Hepatology 2011;54:328; NHS, Haemochromatosis — treatment (phlebotomy: drink plenty, eat beforehand)',
      url: 'https://doi.org/10.1016/j.jhep.2022.03.033',
    },
  },
  // Ninth clinician review (en P5 Q7): a woman with sickle cell disease and transfusional overload was given
  // haemochromatosis venesection-day advice.
  'iron-overload-diet-transfusion': {
    text: {
      zh: '**输血引起的铁过载（镰状细胞病、地中海贫血）的饮食：** 铁来自输血，要靠血液科医生开的去铁药（地拉罗司、去铁胺或去铁酮）排出，饮食影响不大，不需要严格的低铁饮食，但要做到：不吃铁剂和含铁的复合维生素，不吃维生素C补充剂（用去铁胺的，只按血液科医生给的剂量吃），不选加铁的强化食品；动物肝脏和红肉不要多吃；不吃生的贝类海鲜（如生蚝，铁过载时创伤弧菌感染更危险）；饭时喝茶可以稍微减少铁的吸收。其他照常吃喝，镰状细胞病要每天多喝水。',
      en: '**Eating with iron overload from transfusions (sickle cell disease, thalassaemia):** the iron comes from the transfusions, and the chelation medicine your haematologist prescribes (deferasirox, deferoxamine or deferiprone) is what removes it — food changes little, so no strict low-iron diet is needed, but: no iron tablets or multivitamins with iron, no vitamin C supplements (on deferoxamine, only the dose your haematologist gives), no iron-fortified foods such as fortified breakfast cereals; keep liver and red meat modest; no raw shellfish such as raw oysters (Vibrio infection is more dangerous with iron overload); tea with meals slightly lowers iron absorption. Otherwise eat and drink normally — with sickle cell disease, plenty of fluids every day.',
    },
    source: {
      ref: 'Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021) (transfusional iron removed by chelation; no iron or vitamin C supplements outside the chelation regimen; chapter from memory); Desferal (deferoxamine) US prescribing information (vitamin C only as directed during deferoxamine treatment); NHLBI Evidence-Based Management of Sickle Cell Disease, Expert Panel Report 2014 (transfusional iron overload treated with chelation)',
      url: 'https://thalassaemia.org.cy/',
    },
  },
  'iron-folk-foods': {
    text: {
      zh: '**红枣、桂圆、阿胶、红糖其实不是好的补铁食物：** 一把红枣（约10颗）含铁还不到1毫克，而且是难吸收的植物铁；桂圆（龙眼）主要是糖，铁也不多；阿胶主要是驴皮熬的胶原蛋白，铁很少；红糖的铁也微不足道。真正补铁的是红肉（牛羊猪瘦肉）、动物肝脏、鸭血猪血、贝类，植物性的黑木耳、豆类要搭配维生素C（新鲜蔬果）一起吃。贫血要先请医生查明原因；化验确诊缺铁时，光靠食物补不够，需要按医生的治疗剂量吃铁剂。',
      en: '**Red dates (jujube), longan, ejiao (donkey-hide gelatin) and brown sugar are poor iron sources:** a handful of dried red dates (about 10) has less than 1 mg of poorly absorbed plant iron, longan is mostly sugar with little iron, ejiao is mostly collagen with little iron, and brown sugar adds almost none. Good sources are red meat, liver, blood products and shellfish; pair plant iron (beans, lentils, tofu, greens) with vitamin C. Anaemia needs its cause found by a doctor first; when a blood test confirms iron deficiency, food alone will not fix it: take the treatment dose your doctor advises.',
    },
    source: {
      ref: '中国食物成分表 标准版 第6版（杨月欣主编，2018）：干枣铁约2.3 mg/100 g; NIH ODS Iron Fact Sheet for Health Professionals (heme and nonheme sources; vitamin C enhances nonheme iron absorption); BSG 2021 (oral iron for iron deficiency)',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  gout: {
    text: {
      zh: '**痛风饮食：** 少喝酒，尤其是啤酒和白酒（啤酒最容易诱发）；少喝含糖饮料和果汁（果糖会升高尿酸）；动物内脏、浓肉汤、沙丁鱼贝类等海鲜少吃；低脂奶、鸡蛋、蔬菜（包括豆类）可以正常吃；多喝水。降尿酸药要坚持吃，目标是血尿酸 < 360 µmol/L（6 mg/dL），开始或调整药物后每2–5周复查一次，达标后每6个月查一次。',
      en: '**Eating with gout:** limit alcohol, beer above all; cut sugary drinks and juices (fructose raises uric acid); keep organ meats, rich meat broths and shellfish or oily small fish occasional; low-fat dairy, eggs and vegetables (beans included) are fine; drink plenty of water. Keep taking urate-lowering medicine: the target is serum urate < 6 mg/dL (360 µmol/L), checked every 2–5 weeks while the dose is adjusted and every 6 months once at target.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (limit alcohol, purine and high-fructose corn syrup intake; treat to target serum urate < 6 mg/dL; monitor every 2–5 weeks during titration, then every 6 months); 中国高尿酸血症与痛风诊疗指南（2019）',
      url: 'https://doi.org/10.1002/acr.24180',
    },
  },
  // Answer round 3 (zh-100, en-099, en-156): water, soda water and baking soda, coffee, vitamin C and
  // cherries with gout were answered with the food card or a neighbouring rule.
  'gout-drinks': {
    text: {
      zh: '**痛风和喝的东西：每天喝水（白开水、淡茶都算）2000毫升以上，帮助尿酸排出；** 有心衰或肾病要限水的，按医生定的量。不要自己长期冲小苏打来“碱化尿液”：它含钠多，会升血压、加重水肿，只有医生查过尿pH、确实需要时才按医嘱用碳酸氢钠片；无糖的苏打水当水喝可以，含糖的不行。咖啡：每天一两杯不加糖的咖啡对痛风没有坏处，观察研究里喝咖啡的人痛风风险更低。维生素C片：美国风湿病学会2020年指南不建议为痛风额外吃维生素C补充剂（降尿酸作用很小，没有减少发作的证据）。樱桃、樱桃汁：小型研究提示可能减少发作，但证据不足；樱桃可以当水果适量吃，果汁含糖多要少喝。这些都不能代替降尿酸药。',
      en: '**Gout and drinks: drink plenty — at least 2 litres (about 8 cups) of water or other unsweetened drinks a day — to help clear uric acid;** with heart failure or kidney disease and a fluid limit, follow your doctor. Do not take baking soda regularly on your own to "alkalise" your urine: it is high in sodium, raises blood pressure and worsens swelling; sodium bicarbonate is for your doctor to prescribe after checking your urine pH. Unsweetened soda water is fine as a drink. Coffee: a cup or two a day without sugar does no harm, and coffee drinkers had less gout in observational studies. Vitamin C pills: the 2020 American College of Rheumatology guideline advises against adding vitamin C supplements for gout (a very small effect on uric acid and no fewer flares shown). Tart cherries and cherry juice: small studies suggest fewer flares, but the evidence is weak; eat cherries as fruit if you like them, and keep juice small because of its sugar. None of these replaces urate-lowering medicine.',
    },
    source: {
      ref: '中华医学会内分泌学分会. 中国高尿酸血症与痛风诊疗指南（2019）. 中华内分泌代谢杂志 2020, 36:1–13（每日饮水2000 mL以上；碱化尿液在医生指导下进行，章节号凭记忆）; FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout (conditionally recommends against vitamin C supplementation); Choi HK et al. Coffee consumption and risk of incident gout in men. Arthritis Rheum 2007;56:2049–2055; Zhang Y et al. Cherry consumption and decreased risk of recurrent gout attacks. Arthritis Rheum 2012;64:4004–4011',
      url: 'https://doi.org/10.1002/acr.24180',
    },
  },
  // Answer round 3 (en-098): "how long until I recheck after starting iron, what am I aiming for?".
  'iron-retest': {
    text: {
      zh: '**补铁后的复查：一般开始吃铁剂后2–4周查一次血常规，血红蛋白应该已经开始上升；** 如果4周左右还没上升，医生会查原因（有没有按时吃、吸收问题、还在出血等）。血红蛋白回到正常（成年女性≥120 g/L、男性≥130 g/L）以后，还要继续吃大约3个月把铁储备补起来，然后查铁蛋白，一般希望回到正常范围（多数实验室下限约15–30 µg/L，医生可能定更高的目标）。复查时间和目标以你的医生为准。',
      en: '**Re-testing on iron: a blood count about 2–4 weeks after starting oral iron — the haemoglobin should already be rising;** if it has not risen by about 4 weeks, your doctor will look for the reason (missed doses, poor absorption, ongoing blood loss). Once the haemoglobin is back to normal (at least 120 g/L for adult women, 130 g/L for men), iron usually continues for about 3 more months to refill the stores, then ferritin is checked, aiming for the normal range (most labs put the lower limit around 15–30 µg/L; your doctor may set a higher goal). Your doctor sets the dates and targets.',
    },
    source: {
      ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (haemoglobin response within about 4 weeks of oral iron; continue for about 3 months after the haemoglobin normalises); WHO, Haemoglobin concentrations for the diagnosis of anaemia (2011): ≥ 120 g/L non-pregnant women, ≥ 130 g/L men',
      url: 'https://gut.bmj.com/content/70/11/2030',
    },
  },
  // Answer round 4 (en-122, en-154): poke bowls and cold-smoked salmon in pregnancy got the mercury list.
  'pregnancy-food-safety': {
    text: {
      zh: '**怀孕期间，生的或没熟透的鱼和海鲜不要吃**：生鱼片、刺身、生的寿司、生蚝、醉虾醉蟹、冷熏的三文鱼（烟熏三文鱼，除非做熟到冒热气）都可能有李斯特菌或寄生虫。熟的鱼很推荐：每周2–3次、共约300–500克低汞鱼（三文鱼、鳕鱼、带鱼、虾等），鲨鱼、剑鱼、方头鱼、大目金枪鱼等高汞鱼不吃；罐装淡金枪鱼可以吃，长鳍金枪鱼每周最多一次。其他要避开的：没经过巴氏消毒的奶和软质奶酪、冷的熟食冷切肉（加热到冒热气、滚烫再吃）、生的或溏心蛋。冰淇淋：用巴氏消毒奶做的、从正规店里买的一般可以；来源不明的软冰淇淋机少吃。',
      en: '**In pregnancy, skip raw or undercooked fish and seafood**: poke, sashimi and raw sushi, raw oysters and cold-smoked salmon (lox, unless cooked until steaming) can carry Listeria or parasites. Cooked fish is encouraged: 2–3 servings (8–12 oz, 225–340 g) a week of low-mercury fish such as salmon, cod, shrimp or canned light tuna, no shark, swordfish, king mackerel, tilefish or bigeye tuna, and albacore tuna at most once a week. Also avoid unpasteurised milk and soft cheeses made from it, cold deli meats (heat them until steaming hot) and raw or runny eggs. Soft-serve or ice cream made from pasteurised milk from a clean, reputable shop is generally fine; skip it if you are unsure of the machine or the source. A cooked poke bowl (seared or cooked fish, tofu) is a good swap.',
    },
    source: {
      ref: 'US FDA/EPA, Advice about Eating Fish (2021: 2–3 servings a week of "best choices" in pregnancy; albacore one serving a week); US FDA, Food Safety for Pregnant Women (2024: avoid raw fish, refrigerated smoked seafood unless cooked, unpasteurised milk and soft cheeses, deli meats unless reheated); NHS, Foods to avoid in pregnancy (2023: soft ice cream made with pasteurised milk is fine); 中国居民膳食指南（2022）孕期妇女膳食指南',
      url: 'https://www.fda.gov/food/consumers/advice-about-eating-fish',
    },
  },
  // Answer round 4 (en-142): ibuprofen at an eGFR of 22 was answered only as "no interaction with turmeric".
  'ckd-nsaid': {
    text: {
      zh: '**有肾脏病（尤其是eGFR低于30）时，不要自己吃布洛芬、萘普生、双氯芬酸（扶他林）这类非甾体抗炎止痛药，也不要长期吃含它们的感冒药或膏药外的口服药：** 它们会减少肾脏血流，可能让肾功能突然变差、血钾升高。止痛一般首选对乙酰氨基酚（扑热息痛），按说明书的常规剂量吃。姜黄、姜黄素等“天然”止痛保健品没有证明有效，也没有肾病患者的安全资料，先别吃。腰背痛持续不好，请找医生查原因，用药前问肾内科医生或药师。',
      en: '**With kidney disease (above all an eGFR below 30), do not take ibuprofen, naproxen, diclofenac or other anti-inflammatory painkillers (NSAIDs) on your own:** they cut blood flow to the kidneys and can make kidney function drop suddenly and raise potassium. Paracetamol (acetaminophen, Tylenol) at the usual label dose is generally the first choice for pain. "Natural" options such as turmeric or curcumin supplements are not proven to help and have no safety data in kidney disease, so leave them for now. Back pain that does not settle needs a doctor to find the cause; ask your kidney doctor or pharmacist before any painkiller.',
    },
    source: {
      ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, ch. 3.11 and 4 (avoid NSAIDs in people with CKD, above all with a low eGFR, and with RAAS blockers or diuretics; medication stewardship); National Kidney Foundation, Pain medicines (analgesics) and kidney disease (2023: acetaminophen is usually preferred)',
      url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
    },
  },
  // Answer round 4 (en-022): "how many beers a week is ok" with gout got the general two-drinks limit.
  'gout-alcohol': {
    text: {
      zh: '**有痛风，没有一个“安全”的喝酒量，啤酒最容易诱发发作，其次是白酒；** 研究中一天内喝1–2杯就比不喝时发作风险更高。发作期间一点都不要喝；平时最好不喝，想喝也只是偶尔、少量（例如一小杯红酒），不要连着几天喝，更不要一次喝很多，同时多喝水。一般人群“男性每天不超过两杯”的说法不适用于你。坚持吃降尿酸药，尿酸控制在360 µmol/L（6 mg/dL）以下。',
      en: '**With gout there is no "safe" number of drinks, and beer is the one most likely to set off a flare, then spirits;** in studies even 1–2 drinks within a day raised the chance of a flare compared with none. During a flare, none at all. Otherwise it is best not to drink; if you do, keep it occasional and small (for example a single glass of wine), never several days in a row and never a lot at once, with plenty of water. The general "up to 2 drinks a day for men" does not apply to you. Keep taking your urate-lowering medicine, aiming for a serum urate below 6 mg/dL (360 µmol/L).',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (limit alcohol intake regardless of disease activity; serum urate < 6 mg/dL); Neogi T et al. Alcohol quantity and type on risk of recurrent gout attacks: an internet-based case-crossover study. Am J Med 2014, 127:311–318; 中国高尿酸血症与痛风诊疗指南（2019）（限酒，尤其是啤酒和白酒）',
      url: 'https://doi.org/10.1002/acr.24180',
    },
  },
  // Answer round 5 (zh-128): "备孕…叶酸会不会太早，吃多少" got "your plan does not recommend folic acid".
  'preconception-folate': {
    text: {
      zh: `**${PRECONCEPTION_FOLATE.text.zh}。** 现在开始不算早：早一点开始、一直吃到孕满12周最稳妥；普通的叶酸片（0.4毫克）或含400微克叶酸的孕前复合维生素都可以，不用选更大剂量。以前生过神经管缺陷宝宝、有癫痫等病在吃药、有糖尿病、肥胖，或有镰状细胞病、地中海贫血的人，剂量可能更高（常为每天5毫克的处方剂量），要由医生定。`,
      en: `**${PRECONCEPTION_FOLATE.text.en}.** Starting now is not too early: start early and keep going to 12 weeks of pregnancy; a plain 400 µg (0.4 mg) folic acid tablet or a pre-conception multivitamin with 400 µg is enough. After an earlier pregnancy with a neural-tube defect, on epilepsy medicines, with diabetes or obesity, or with sickle cell disease or thalassaemia, the dose may be higher (often 5 mg a day, a prescription dose), and your doctor sets it.`,
    },
    source: PRECONCEPTION_FOLATE.source,
  },
  'd3-or-d2': {
    text: {
      zh: '**维生素D3还是D2？** 每天按常规剂量吃，两种都能提高维生素D水平；D3升得更多、维持更久，一般优先选D3。纯素食的人可以选D2或地衣来源的植物性D3。按你的方案剂量每天吃即可。',
      en: '**D3 or D2?** At usual daily doses both raise vitamin D levels; D3 raises them more and keeps them up longer, so D3 is usually preferred. Vegans can use D2 or a plant (lichen) D3. Take the dose your plan gives once a day.',
    },
    source: {
      ref: 'NIH ODS Vitamin D Fact Sheet for Health Professionals (D2 and D3: D3 raises serum 25(OH)D more and for longer); Tripkovic L et al. Am J Clin Nutr 2012;95:1357 (meta-analysis)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
  },
  'hypo-treatment': {
    text: {
      zh: '**低血糖（血糖低于3.9 mmol/L，或有手抖、出汗、心慌、饥饿感）时：** 马上吃15–20克能快速升糖的糖——例如3–4片葡萄糖片、约120毫升果汁或普通可乐、一大勺白糖或蜂蜜；15分钟后再测，仍低于3.9就再吃一次；升上来以后，如果离下一顿饭还早，吃点含淀粉和蛋白质的食物（如一片面包加一杯牛奶）。巧克力、坚果这类含脂肪多的升糖慢，不适合用来急救。用胰岛素或磺脲类药的人随身带葡萄糖片或糖果，开车前先测血糖；如果人已经迷糊、叫不醒或不能吞咽，不要喂东西，马上打120。低血糖发生过，请告诉医生调整用药。',
      en: '**For a low (glucose under 3.9 mmol/L, 70 mg/dL, or shaking, sweating, a racing heart, hunger):** take 15–20 g of fast sugar right away — 3–4 glucose tablets, half a cup (4 oz, 120 ml) of juice or regular soda, or a tablespoon of sugar or honey; recheck after 15 minutes and repeat if still under 3.9; once it is up, eat a snack with starch and protein if your next meal is more than an hour away. Chocolate and nuts are too fatty to work fast. On insulin or a sulfonylurea, carry glucose tablets or sweets and check before driving; if the person is confused, cannot be woken or cannot swallow, give nothing by mouth and call for emergency help. Tell your doctor about any low so the treatment can be adjusted.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Glycemic goals and hypoglycemia (15–20 g glucose, recheck at 15 min); 中国2型糖尿病防治指南（2020年版）低血糖的治疗',
      url: 'https://diabetesjournals.org/care/article/48/Supplement_1/S128/157561',
    },
  },
  caffeine: {
    text: {
      zh: '**咖啡因：健康成年人每天不超过400毫克，** 大约是3–4杯现煮咖啡（每杯约100毫克）；茶、可乐、能量饮料和巧克力里也有。睡眠不好、心慌或胃不舒服的人要更少。',
      en: '**Caffeine: up to 400 mg a day is fine for most healthy adults** — about 3–4 cups of brewed coffee (roughly 100 mg each); tea, cola, energy drinks and chocolate count too. Less if it affects your sleep, heart rate or stomach.',
    },
    source: {
      ref: 'EFSA Scientific Opinion on the safety of caffeine (EFSA J 2015;13:4102): up to 400 mg/day for healthy adults, 200 mg/day in pregnancy; US FDA, Spilling the Beans: How Much Caffeine Is Too Much? (2024)',
      url: 'https://www.efsa.europa.eu/en/efsajournal/pub/4102',
    },
  },
  // Blind answer round 7 (zh-132): a breastfeeding mother was given the adult 400 mg one message after
  // her plan's 200 mg.
  'caffeine-lactation': {
    text: {
      zh: '**哺乳期咖啡因：每次不超过200毫克，一天合计最好不超过300毫克**（一杯现煮咖啡约100毫克，奶茶、浓茶、可乐也算）。喂完奶再喝比喝完马上喂更好：咖啡因在奶里的浓度大约在喝后1–2小时最高。如果宝宝特别烦躁、睡不好，可以再少喝一些。',
      en: '**Breastfeeding: keep caffeine to 200 mg at a time and about 300 mg a day in all** (a cup of brewed coffee is about 100 mg; tea, cola and energy drinks count too). Drinking it just after a feed is better than just before: caffeine in milk peaks about 1–2 hours after you drink it. If the baby is unusually fussy or sleeps badly, cut back further.',
    },
    source: {
      ref: 'EFSA Scientific Opinion on the safety of caffeine (EFSA J 2015;13:4102): single doses up to 200 mg in lactating women do not raise safety concerns for the breastfed infant; CDC, Breastfeeding and the maternal diet: caffeine; LactMed (NLM), Caffeine',
      url: 'https://www.cdc.gov/breastfeeding-special-circumstances/hcp/diet-micronutrients/maternal-diet.html',
    },
  },
  'caffeine-pregnancy': {
    text: {
      zh: '**怀孕期间咖啡因每天不超过200毫克，** 大约是一杯中杯现煮咖啡或两杯茶；可乐、能量饮料、巧克力里的也要算上。不用完全戒掉，控制在这个量以内就好。',
      en: '**In pregnancy keep caffeine under 200 mg a day** — about one 12-oz cup of brewed coffee or two cups of tea, counting cola, energy drinks and chocolate. You do not need to stop completely; stay under that amount.',
    },
    source: {
      ref: 'ACOG Committee Opinion No. 462, Moderate caffeine consumption during pregnancy (2010, reaffirmed 2020): < 200 mg/day; EFSA 2015 (200 mg/day in pregnancy)',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2010/08/moderate-caffeine-consumption-during-pregnancy',
    },
  },
  // Blind answer round 24 en-028 (development data once reported): "does caffeine mess with fertility? I'm on
  // about 3 coffees a day, 4 on bad days" from a woman trying to conceive got the adult 400 mg.
  'caffeine-conception': {
    text: {
      zh: '**备孕时就按孕期的量：咖啡因每天不超过200毫克，** 大约两小杯现煮咖啡（每杯约100毫克）——怀孕最初几周往往还不知道已经怀上了。每天3–4杯大约是300–400毫克，请减到2杯以内（奶茶、浓茶、可乐、能量饮料也要算上）；咖啡因对受孕本身的影响研究结论不一，但孕早期每天超过200毫克与流产风险升高有关。可以用低咖啡因咖啡替换一部分。',
      en: '**Trying to conceive: keep to the pregnancy limit of 200 mg of caffeine a day** — about two small cups of brewed coffee (roughly 100 mg each), because the first weeks of a pregnancy usually pass before you know. Three to four coffees is about 300–400 mg, so cut to two at most (tea, cola, energy drinks and chocolate count too). The evidence on caffeine and getting pregnant itself is mixed, but more than 200 mg a day in early pregnancy is linked with a higher risk of miscarriage. Decaf can replace some of the cups.',
    },
    source: {
      ref: 'ACOG Committee Opinion No. 462, Moderate caffeine consumption during pregnancy (2010, reaffirmed 2020): < 200 mg/day; NHS, Trying to get pregnant (keep caffeine under 200 mg a day); EFSA Scientific Opinion on the safety of caffeine (EFSA J 2015;13:4102): 200 mg/day in pregnancy',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2010/08/moderate-caffeine-consumption-during-pregnancy',
    },
  },
  alcohol: {
    text: {
      zh: '**饮酒：不喝最好；成年人如果喝，一天的酒精量不超过15克**（大约相当于啤酒450毫升、葡萄酒150毫升或38度白酒50毫升），不要空腹喝，也不要把一周的量集中在一次喝。酒的热量不低（一罐330毫升啤酒约140千卡，还容易配着下酒菜多吃），想减重的话喝得越少越好。孕期、备孕、哺乳期和未成年人不要喝酒。',
      en: '**Alcohol: less is better, and not drinking is healthiest. If you drink, keep to 1 drink a day or less for women and 2 or less for men** (1 drink = 12 oz of regular beer, 5 oz of wine or 1.5 oz of spirits), never on an empty stomach and never saving the week’s drinks for one night. Drinks carry calories too (about 150 kcal in a regular beer, about 100 in a light one, plus the snacks that come with them), so the less you drink the easier weight loss is. No alcohol in pregnancy, when trying to conceive or under 21.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则五：成年人如饮酒，一天饮用的酒精量不超过15 g，孕妇、乳母、儿童青少年不应饮酒; Dietary Guidelines for Americans 2020–2025, ch. 1 (alcohol: 2 drinks or less a day for men, 1 or less for women; a standard drink; not in pregnancy or under 21); USDA FoodData Central (beer, regular and light, per 12 fl oz)',
      url: 'https://www.dietaryguidelines.gov/',
    },
  },
  // Ninth clinician review (en P2): a man three weeks sober was given the general "2 drinks or less".
  'alcohol-recovery': {
    text: {
      zh: '**正在戒酒（酒精依赖的康复期）时，安全的量是零：“一天不超过多少”的饮酒限量是给没有饮酒问题的人的，对你来说一点点也可能重新勾起酒瘾、又喝起来。** 康普茶、无醇啤酒和标着0.5%的酒类饮料含少量酒精，味道又像酒，容易引起渴求，喝之前先和你的戒酒门诊或医生商量；选不模仿酒的饮料（苏打水、茶）更稳妥。菜里的料酒炖得久剩得少，出锅前才加的就不少。在吃双硫仑（戒酒药）的人，食物、饮料、漱口水或药里的任何酒精都会引起反应，一点也不能沾。如果觉得很难坚持，请告诉你的医生或戒酒门诊——复饮很常见，有帮助，也有药物（如阿坎酸、纳曲酮）可以用。',
      en: '**In recovery from alcohol dependence the safe amount is none: the “1–2 drinks a day” limits are for people without an alcohol problem, and for you even a little can bring the craving and the drinking back.** Kombucha and “alcohol-free” or 0.5 % beers and wines carry a trace of alcohol and taste like the real thing, which can set off cravings — talk them over with your alcohol service or GP first; drinks that are not made to resemble alcohol (sparkling water, tea) are the safer choice. Wine or beer cooked for a long time leaves little alcohol; added near the end, it leaves much more. On disulfiram (Antabuse), any alcohol at all — in food, drinks, mouthwash or medicines — causes a reaction. If staying off alcohol is hard, tell your GP or alcohol service: a slip is common, and help — and medicines such as acamprosate or naltrexone — is there.',
    },
    source: {
      ref: 'NICE CG115 Alcohol-use disorders: diagnosis, assessment and management of harmful drinking and alcohol dependence (2011): abstinence as the goal for people who are alcohol dependent; acamprosate or oral naltrexone to prevent relapse; disulfiram and alcohol in food, perfume and aerosol sprays (recommendation numbers not checked); USDA Table of Nutrient Retention Factors, Release 6 (2007): alcohol retained in cooking',
      url: 'https://www.nice.org.uk/guidance/cg115',
    },
  },
  'alcohol-pregnancy': {
    text: {
      zh: '**怀孕期间（以及备孕时）不要喝酒：没有已知安全的饮酒量，也没有安全的时间段**，任何种类的酒（包括红酒、啤酒、米酒、醪糟和含酒精的菜）都可能影响宝宝的发育；别人孕期喝过、孩子看着没事，不代表安全，没法预知哪个宝宝会受影响。之前不知道怀孕时喝过一点，不用过度担心，从现在开始不喝，并在产检时告诉医生。一小杯也不要；别处写给打胰岛素或吃其他药的人的饮酒限量不适用于孕期；想靠喝一点助眠或放松的，睡不好请跟产科医生说；觉得很难不喝，也请告诉产科医生，医生可以帮你找到帮助。',
      en: '**No alcohol in pregnancy (or while trying to conceive): there is no known safe amount and no safe time**, and every kind — wine, beer, spirits — can affect the baby’s development; someone who drank in pregnancy and had a healthy child does not make it safe, as there is no way to know which baby will be affected. If you drank a little before you knew you were pregnant, do not panic: stop now and mention it at your next prenatal visit. Not even a small glass: the drinking limits written elsewhere for insulin or other medicines do not apply in pregnancy; if it is for sleep or to relax, tell your midwife or obstetrician that you are sleeping badly; if you find it hard to stop, tell them too — help is available.',
    },
    source: {
      ref: 'US CDC, Alcohol Use During Pregnancy (no known safe amount, no safe time, no safe type); ACOG Committee Opinion No. 496 (2011, reaffirmed) At-risk drinking and alcohol dependence (screen, advise, refer for help); Williams JF, Smith VC, AAP Committee on Substance Abuse. Fetal alcohol spectrum disorders. Pediatrics 2015;136:e1395; WHO Guidelines for the identification and management of substance use and substance use disorders in pregnancy (2014); UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016): pregnant or planning a pregnancy, the safest approach is not to drink at all; 中国居民膳食指南（2022）孕期妇女膳食指南：禁酒',
      url: 'https://www.cdc.gov/fasd/about/index.html',
    },
  },
  // Fibre with IBD, food safety and probiotics on immunosuppressants, dysphagia, crushing, levothyroxine.
  ...CONDITION_TOPIC_RULES,
} as const satisfies Record<string, Rule>;
export type EverydayRuleId = keyof typeof EVERYDAY_RULES;

/** What one missed nutrient means, where it is worth saying. */
const MISSED_NUTRIENT: Partial<Record<NutrientKey, Bilingual>> = {
  vitaminB12: {
    zh: '维生素B12在体内的储存能维持数月到数年，停两周不会造成缺乏；纯素饮食的人要坚持长期补。',
    en: 'The body stores B12 for months to years, so a couple of weeks off will not cause a deficiency; on a vegan diet, keep taking it long term.',
  },
};

export type EverydayTopic =
  | 'ginger_nausea'
  | 'fenugreek'
  | 'creatine'
  | 'exercise_cramps'
  | 'salt'
  | 'iron_alternate_day'
  | 'missed_supplement'
  | 'water'
  | 'iron_constipation'
  | 'iron_folk_foods'
  | 'iron_overload_diet'
  | 'gout'
  | 'd3_or_d2'
  | 'caffeine'
  | 'hypo_treatment'
  | 'alcohol'
  | 'alcohol_recovery'
  | 'medicine_diet'
  | 'teratogen_pregnancy'
  | 'star_fruit'
  | 'potassium_foods'
  | 'gout_drinks'
  | 'iron_retest'
  | 'pregnancy_food_safety'
  | 'ckd_nsaid'
  | 'gout_alcohol'
  | 'preconception_folate'
  | 'chemo_diarrhoea'
  | 'cmpa_milk'
  | 'pregnancy_nausea'
  | 'b12_plant_sources'
  | 'radioiodine_low_iodine'
  | 'methotrexate_mouth_sores'
  | 'bisphosphonate_oesophagus'
  | 'bisphosphonate_upright'
  | ConditionTopic;

/** The intent each topic is reported under (the tables and the UI group answers by intent). */
export const EVERYDAY_INTENT: Readonly<Record<EverydayTopic, Exclude<Intent, 'urgent'>>> = {
  ginger_nausea: 'pregnancy_lactation',
  fenugreek: 'pregnancy_lactation',
  creatine: 'supplement_dose',
  exercise_cramps: 'deficiency_signs',
  salt: 'how_much_nutrient',
  iron_alternate_day: 'supplement_timing',
  missed_supplement: 'supplement_timing',
  water: 'how_much_nutrient',
  iron_constipation: 'supplement_timing',
  iron_folk_foods: 'food_sources',
  iron_overload_diet: 'food_sources',
  gout: 'food_sources',
  d3_or_d2: 'supplement_dose',
  caffeine: 'how_much_nutrient',
  hypo_treatment: 'medicine_question',
  alcohol: 'how_much_nutrient',
  alcohol_recovery: 'medicine_question',
  medicine_diet: 'medicine_question',
  teratogen_pregnancy: 'pregnancy_lactation',
  star_fruit: 'food_sources',
  potassium_foods: 'food_sources',
  gout_drinks: 'food_sources',
  iron_retest: 'lab_result',
  pregnancy_food_safety: 'pregnancy_lactation',
  ckd_nsaid: 'medicine_question',
  gout_alcohol: 'food_sources',
  preconception_folate: 'pregnancy_lactation',
  chemo_diarrhoea: 'medicine_question',
  cmpa_milk: 'food_sources',
  pregnancy_nausea: 'pregnancy_lactation',
  b12_plant_sources: 'food_sources',
  radioiodine_low_iodine: 'food_sources',
  methotrexate_mouth_sores: 'medicine_question',
  bisphosphonate_oesophagus: 'medicine_question',
  bisphosphonate_upright: 'medicine_question',
  ibd_fibre: 'food_sources',
  immuno_food_safety: 'medicine_question',
  immuno_probiotic: 'medicine_question',
  dysphagia_drinks: 'food_sources',
  dysphagia_sticky: 'food_sources',
  dysphagia_weight: 'weight_change',
  crush_medicine: 'medicine_question',
  hyperthyroid_iodine: 'food_sources',
  antithyroid_low_wbc: 'medicine_question',
  drug_low_wbc: 'medicine_question',
  chemo_low_wbc: 'medicine_question',
  low_wbc: 'food_sources',
  levothyroxine_together: 'supplement_timing',
  levothyroxine_bedtime: 'supplement_timing',
  diet_pills: 'weight_change',
  cancer_new_symptom: 'medicine_question',
  steroid_stop: 'medicine_question',
  steroid_sick_day: 'medicine_question',
  coeliac_gluten: 'food_sources',
  cancer_antioxidants: 'medicine_question',
  sickle_nsaids: 'medicine_question',
};

const HEART_FAILURE = /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b|\bhfref\b/;
const LOOP_DIURETICS: ReadonlySet<string> = new Set(['furosemide', 'torsemide', 'bumetanide']);
const STAR_FRUIT = /杨桃|阳桃|洋桃|\bstar ?fruits?\b|\bcarambolas?\b/;
// 姜糖, 吃姜, ginger chews: the same question (blind answer round 11 zh-029).
const GINGER = /生姜|姜茶|姜片|姜汤|姜糖|姜汁|姜丝|吃姜|含姜|喝姜|\bginger\w*/;
const NAUSEA = /恶心|孕吐|想吐|呕吐|反胃|\bnause|\bmorning sickness\b|\bvomit|\bsick to my stomach\b/;
/** Swallowing pain, food sticking, new or worse heartburn: the oesophagus on a bisphosphonate. */
const OESOPHAGUS_SIGNS =
  /吞咽.{0,4}(疼|痛)|咽.{0,3}(疼|痛|不下)|(卡|堵).{0,6}(胸|食管|嗓子)|胸骨后|烧心.{0,6}(加重|厉害|更)|反酸.{0,6}(加重|厉害)|\b(hurts?|pain\w*|painful) (when|to) (i )?swallow\w*|\bswallowing (hurts|is painful|pain)\b|\b(food|pill)s? (gets? |is )?stuck\b|\bbehind my breastbone\b|\bheartburn\b.{0,30}\b(worse|bad|new)\b|\b(worse|new)\b.{0,20}\bheartburn\b/;
/** Mouth ulcers or sores. */
const MOUTH_SORES =
  /口腔溃疡|口疮|嘴里.{0,4}(溃疡|起泡|烂)|嘴巴.{0,3}烂|\b(mouth (sores?|ulcers?)|canker sores?|ulcers? in (my|the) mouth|sores? in (my|the) mouth)\b/;
/** Algae sold or eaten as a B12 source. */
const ALGAE = /螺旋藻|小球藻|紫菜|海苔|海藻|\b(spirulina|chlorella|nori|seaweed|algae)\b/;
/** Lying down (back to bed) after the dose. */
const LIE_DOWN =
  /躺|睡回笼觉|回床|\blie (back )?down\b|\blay (back )?down\b|\bback to bed\b|\bgo back to sleep\b|\bupright\b/;
/** Sickness in pregnancy said to be bad, or with food or water not staying down. */
const SEVERE_NAUSEA =
  /孕吐.{0,6}(严重|厉害|难受|受不了|好几次)|(吐|恶心).{0,8}(吃不下|喝不下|喝水都|什么都吃不|只能吃)|吃什么吐什么|喝水都(想)?吐|(孕吐|吐得|恶心).{0,12}(营养|宝宝|胎儿).{0,6}(够|不够|影响)|\b(morning sickness|nausea|vomiting|throwing up|puking)\b.{0,40}\b(bad|terrible|awful|severe|can.?t keep|all day|baby)|\b(can.?t|barely|hardly|can barely|can hardly) keep (anything|food|water|fluids|much|it) down\b|\bnauseous\b.{0,40}\b(all day|eat|baby)|\bwhat (can|should) i eat\b.{0,30}\bstays? down\b/;
const PREGNANCY_WORDS = /怀孕|孕期|孕妇|孕早|孕中|孕晚|\bpregnan|\bexpecting\b/;
/** Diarrhoea said (not "constipation"). */
const DIARRHOEA =
  /腹泻|拉肚子|拉稀|水样便|稀便|一天拉|\bdiarrh\w*|\bloose (stools?|bowels?|poo\w*)\b|\brunny (stools?|poo\w*)\b|\bthe runs\b/;
/** Chemotherapy named in words ("化疗", "chemo pill"). */
const CHEMO_WORDS = /化疗|\bchemo\w*\b/;
/** Cow's-milk protein allergy said. */
const MILK_ALLERGY =
  /牛奶蛋白过敏|牛奶过敏|奶蛋白过敏|对牛奶过敏|乳蛋白过敏|\bcmpa\b|\bcows? ?milk (protein )?allergy\b|\bmilk (protein )?allergy\b|\ballergic to (cows? )?milk\b|\bdairy allergy\b|\ballergic to dairy\b/;
/** A milk or drink for the child asked about. */
const MILK_SWAP =
  /无乳糖|舒化|羊奶|米浆|米奶|杏仁奶|燕麦奶|豆奶|豆浆|喝什么奶|什么奶|配方奶|奶粉|乳糖不耐|\blactose\b|\bgoats?\W? ?milk\b|\brice (milk|drink)\b|\balmond (milk|drink)\b|\boat (milk|drink)\b|\bsoy (milk|drink|formula)\b|\bpea (milk|drink)\b|\bformula\b|\bwhat milk\b|\bwhich milk\b|\bmain drink\b/;
const FENUGREEK = /葫芦巴|胡芦巴|\bfenugreek\b/;
export const CREATINE = /肌酸(?!酐)|\bcreatine\b/;
const CRAMPS = /抽筋|痉挛|\bcramps?\b|\bcramping\b/;
const EXERCISE =
  /跑步|跑完|长跑|马拉松|运动|训练|健身|打球|骑车|游泳|\bruns?\b|\brunning\b|\bran\b|\brunner\b|\bmarathon\b|\bexercis|\bworkouts?\b|\btraining\b|\bgym\b|\bsports?\b|\bcycling\b/;
// 锂盐 is lithium (blind answer round 13 zh-015), not salt.
const SALT = /(?<!低钠|代|锂)盐(?!酸)|食盐|\bsalt\b|\bsodium\b/;
const SALT_SUBSTITUTE = /低钠盐|代盐|替代盐|\bsalt substitutes?\b|\blo-? ?salt\b|\bnu-? ?salt\b|\bno ?salt\b/;
const HOW_MUCH = /多少|几克|上限|限制|\bhow much\b|\bper day\b|\ba day\b|\blimit\b|\bmax/;
const ALTERNATE = /隔天|隔日|每两天|两天一次|\bevery other day\b|\balternate days?\b|\bevery second day\b/;
// "A water infection" is a urine infection, "water tablets" a diuretic (British English; forty-ninth clinician review,
// en S1: Effercitrate "for a water infection" got the fluid-limit text).
const WATER =
  /喝水|饮水|喝多少水|喝几(升|杯|瓶)水|水喝|水(要|该|得|能|可以)?(少|多)喝|(少|多|限)喝(点|些)?水|限水|控水|补水|液体|\bwater\b(?!\s*(?:infections?|tablets?|pills?|retention)\b)|\bfluids?\b(?!\s*(?:tablets?|pills?|retention)\b)|\bhydrat/;
const CONSTIPATION = /便秘|大便干|拉不出|排便困难|解不出|\bconstipat|\bcan'?t poop\b|\bhard stools?\b/;
const IRON_OVERLOAD_SAID = /血色病|血色素沉着|铁过载|\bh(a)?emochromatosis\b|\biron overload\b/;
const PHLEBOTOMY = /放血|静脉放血|\bphlebotom\w*|\bvenesection\w*|\bblood.?letting\b/;
const IRON_FOODS =
  /含铁|补铁的食物|高铁|铁多的|(吃|喝)(什么|啥)|\b(iron|iron.rich|high.iron)\b[^.?!]{0,20}\bfoods?\b|\bfoods?\b[^.?!]{0,20}\biron\b|\bwhat (should|can) i eat\b/;
const FOLK_IRON = /红枣|大枣|阿胶|红糖|\bred dates?\b|\bjujube|\bejiao\b|\bdonkey.hide\b/;
const GOUT = /痛风|尿酸|嘌呤|\bgout\b|\buric\b|\burate\b|\bpurine/;
const IRON_LABS = /铁蛋白|血红蛋白|血常规|\bferritin\b|\bh(a)?emoglobin\b|\bhb\b|\bcbc\b|\bblood count\b/;
const RETEST_WORDS =
  /复查|多久查|什么时候查|再查|重新查|\brecheck\w*|\bre-?test\w*|\bre-?check\w*|\bhow long until\b|\bwhen (should|do) i (get|have) (it|my \w+) (checked|tested)\b|\bwhat (numbers|number|level) (am i|should i be) aiming\b/;
const PREGNANCY_RISK_FOODS =
  /生鱼|刺身|寿司|生蚝|醉虾|醉蟹|三文鱼|烟熏|熏鱼|溏心蛋|生鸡蛋|半熟|冷切|火腿|奶酪|芝士|冰淇淋|软冰|甜筒|\bpoke\b|\bsushi\b|\bsashimi\b|\braw (fish|oysters?|eggs?)\b|\boysters?\b|\bsmoked salmon\b|\blox\b|\bnova\b|\bdeli\b|\bcold cuts?\b|\bbrie\b|\bcamembert\b|\bsoft cheeses?\b|\bqueso fresco\b|\bsoft.?serve\b|\bice cream\b|\brunny eggs?\b|\bceviche\b|\btuna\b/;
const KIDNEY_SAID =
  /肾病|肾不好|肾功能(不好|差)|肾功能不全|肾衰|慢性肾|\begfr\b|\bkidney disease\b|\bckd\b|\bkidney function\b/;
// "thinking about getting pregnant again next year" (twenty-fifth clinician review, en S4: read as pregnant,
// so the preconception answer was skipped and the plan's "no folate supplement" said instead).
const PLANNING_WORDS =
  /备孕|准备怀孕|打算怀孕|计划怀孕|想要孩子|要宝宝|要二胎|想要二胎|明年(要|生)|想怀|孕前|\b(thinking about|think about|want(ing)? to|hoping to|hope to|plan(ning)? to|try(ing)? to) (get(ting)?|becom(e|ing)|be) pregnant\b|\bget(ting)? pregnant (again|next|this|in|soon)\b|\bplanning (a |to get )?pregnan\w*|\btrying (for a baby|to conceive|to get pregnant)\b|\bttc\b|\bbefore (i )?(get )?pregnan\w*|\bpre-?conception\b/;
const GOUT_DRINKS =
  /喝多少水|喝水|饮水|多喝水|苏打水|小苏打|碱化|咖啡|维生素c|维c|樱桃|车厘子|\bhow much water\b|\bdrink(ing)? (more )?water\b|\bsoda water\b|\bseltzer\b|\bbaking soda\b|\bbicarbonate\b|\bcoffee\b|\bvitamin c\b|\bcherr(y|ies)\b/;
const POTASSIUM_FOOD_Q =
  /香蕉|橙子|橘子|橙汁|土豆|马铃薯|红薯|地瓜|西红柿|番茄|果干|葡萄干|椰子水|(高|低|含)钾的?(水果|蔬菜|食物|东西)|(水果|蔬菜|食物)[^，。？?]{0,8}钾|泡(一|一下)?土豆|焯水去钾|\bbananas?\b|\boranges?\b|\borange juice\b|\bpotato(es)?\b|\bsweet potato(es)?\b|\btomato(es)?\b|\bdried fruits?\b|\braisins?\b|\bcoconut water\b|\b(high|low)[- ]potassium (fruits?|foods?|veg\w*|snacks?)\b|\bleach\w*\b|\bfruits?\b[^.?!]{0,30}\bpotassium\b|\bpotassium\b[^.?!]{0,30}\bfruits?\b/;
// "含钾高的", "高钾食物" describe a food, not the blood (blind answer round 32, zh-030, unsafe: "橙子和土豆也算含钾高
// 的吧？" after a potassium of 3.2 got the restriction list).
const POTASSIUM_HIGH_SAID =
  /(血钾|钾)[^，。？?\d]{0,6}(5\.\d|[6-9](\.\d)?)|高钾(?!的?(水果|蔬菜|食物|食品|东西|菜))|血钾(偏)?高|(?<![含有])钾(偏)?高(?!的)|\bpotassium\b[^.?!\d]{0,20}\b(5\.\d|[6-9](\.\d)?)\b|\b(my|a|have|has|had|with|his|her|of) high potassium\b(?! (foods?|fruits?|veg\w*|snacks?|diet))|\bpotassium (is|was|runs?|running) (high|up)\b|\bhyperkal\w*/;
const POTASSIUM_CONDITIONS: ReadonlySet<string> = new Set(['kidney_disease', 'dialysis', 'heart_failure']);

function potassiumHighContext(
  t: string,
  ctx: { medicines?: readonly string[]; conditions?: readonly string[]; lowPotassium?: boolean },
): boolean {
  if (POTASSIUM_HIGH_SAID.test(t)) return true;
  // A potassium below its range (the plan's, or said) is no reason to hold potassium foods back, whatever
  // medicine keeps potassium in (blind answer round 29, zh-046, unsafe: the restriction list for K 3.3).
  if (ctx.lowPotassium === true || LOW_POTASSIUM_SAID.test(t)) return false;
  if ((ctx.conditions ?? []).some((c) => POTASSIUM_CONDITIONS.has(c))) return true;
  return raisesPotassium(ctx.medicines ?? []);
}
const GOUT_FOOD =
  /啤酒|喝酒|酒|果糖|果汁|饮料|海鲜|内脏|肉汤|火锅|吃什么|能吃|饮食|\bbeer\b|\balcohol\b|\bwine\b|\bfructose\b|\bjuice\b|\bsoda\b|\bseafood\b|\bdiet\b|\beat\b|\bfoods?\b|\bdrink/;
const GOUT_SEAFOOD =
  /虾|蟹|螃蟹|海参|贝|蚝|生蚝|鱿鱼|汤|忌口|\bshrimp\b|\bprawns?\b|\bcrabs?\b|\blobsters?\b|\boysters?\b|\bshellfish\b|\bbroths?\b|\bavoid\b/;
// "if i go low at practice whats the fastest thing to eat and how many grams" (thirty-seventh clinician review, en M2).
const HYPO =
  /低血糖|血糖(太|偏|很)?低|\bhypos?\b|\bhypoglyc\w*|\blow blood sugars?\b|\b(sugar|glucose|bg) (drops?|lows?|goes low|crash\w*)\b|\blows\b|\b(go|goes|going|went|gone) low\b/;
const HYPO_ASK =
  /吃什么|吃几|吃多少|喝什么|带什么|怎么办|怎么处理|该吃|备着|随身|最快|\bfastest\b|\bquickest\b|\bwhat\b[^.?!]{0,20}\bto (eat|drink|take|have)\b|\bwhat (should|do|can) (i|he|she|we) (eat|drink|carry|take|have|keep)\b|\bhow (much|many)\b|\bwhat to (eat|carry|take|keep|do)\b|\btreat\w*\b|\bcarry\b|\bkeep (in|on)\b/;
const D3_D2 = /\bd3\b.*\bd2\b|\bd2\b.*\bd3\b|维生素d2|维d2|\bvitamin d2\b|\bergocalciferol\b/;
const CAFFEINE = /咖啡因|咖啡|\bcaffeine\b|\bcoffee\b|\bespresso\b/;
// "停了两周" is a gap; "要是停了", "是不是都要停了" ask about stopping (answer round 6, zh-066, zh-079:
// a warfarin patient and a heart-failure patient were told to "resume the usual dose").
const MISSED =
  /忘(了|记)?(吃|服|补)|漏(吃|服)|没(吃|服)|停了(几|[一二两三四五六七八九十\d]+)(天|周|个?星期|个?礼拜|个?月)|停了一段时间|\bforgot\b|\bforget\b|\bmissed\b|\bskipped\b|\bhaven'?t taken\b/;

const ALCOHOL_ASK = /几杯|几瓶|多少|影响|耽误|注意|\bhow (many|much)\b|\baffect\b|\bok\b|\bokay\b|\bstill\b/;
/**
 * Recovering from alcohol dependence, said: sober, in recovery, an alcohol problem, a medicine for it
 * (the general drinking limits are not theirs; ninth clinician review, en P2).
 */
const IN_RECOVERY =
  /戒酒|酒精依赖|酒瘾|酗酒|酒精成瘾|嗜酒|酒精使用障碍|匿名戒酒|纳曲酮|阿坎酸|双硫仑|\b(sober|sobriety|in recovery|recovering alcoholic|recovering from (alcohol|drinking|addiction)|(?<!non[- ]?)alcoholic(?! (drinks?|beverages?))|alcoholism|alcohol (use disorder|dependence|dependency|addiction|problem)|drinking problem|problem drinker|alcoholics anonymous|aa meetings?|(quit|stopped|gave up|giving up|off the) (drinking|drink|booze|alcohol)|naltrexone|acamprosate|campral|nalmefene|selincro|antabuse|disulfiram)\b/;
/** A drink counted ("1 or 2 drinks", "a drink"), or drinking that is not of water or tea. */
/** Drinks counted ("a couple of drinks", "drinks a week"): alcohol; a bare "how much should I be drinking" is the fluids question. */
const COUNTED_DRINKS = /\b(a|one|two|\d|few|couple( of)?) drinks?\b|\bdrinks (a|per) (day|week|night)\b/;
const A_DRINK =
  /\b(a|one|two|\d|few|couple( of)?) drinks?\b|\bdrinks (a|per) (day|week|night)\b|\bdrinking\b(?! (water|fluids?|tea|coffee|milk|juice))/;

/**
 * Alcohol — or a drink or food that hides it — asked about by someone who says, in this message or an
 * earlier one, that they are recovering from alcohol dependence.
 */
export function alcoholInRecovery(text: string, earlier: readonly string[]): boolean {
  return asksAboutAlcohol(text) && [text, ...earlier].some((x) => IN_RECOVERY.test(normaliseQuestion(x)));
}

/** Alcohol, a drink counted, or a drink or food that hides alcohol, asked about. */
export function asksAboutAlcohol(text: string): boolean {
  const t = normaliseQuestion(text);
  return ALCOHOL_WORDS.test(t) || HIDDEN_ALCOHOL.test(t) || A_DRINK.test(t);
}

/** Iron overload from transfusions said: sickle cell disease, thalassaemia, transfusions, chelation. */
/** A high ferritin said: iron is not wanted either. */
const HIGH_FERRITIN_SAID = /铁蛋白(很|太|偏|特别)?高|\b(high ferritin|ferritin (is |was )?(high|raised))\b/;
const TRANSFUSION_OVERLOAD_SAID =
  /镰状|镰刀|地贫|地中海贫血|输血|去铁|\bsickle\b|\bthalass?a?emi\w*|\btransfusion\w*|\bchelat\w*|\bdeferasirox\b|\bexjade\b|\bjadenu\b|\bdeferoxamine\b|\bdesferal\b|\bdeferiprone\b/;

/** Drinks and foods that hide alcohol, beside the drinks themselves. */
const HIDDEN_ALCOHOL = new RegExp(
  `康普茶|红茶菌|无醇|醪糟|酒酿|料酒|醉虾|醉蟹|酒心|\\bkombucha\\b|\\bnon[- ]?alcoholic\\b|\\balcohol[- ]free\\b|\\b0\\.5 ?%|\\bzero[- ]alcohol\\b|\\bcooking wine\\b|\\bcook(ing|ed)? with (wine|beer|sherry)\\b|\\bmouth ?wash\\w*|\\blisterine\\b|${ALCOHOL_MEDICINE_WORDS.source}`,
);

/**
 * Drinking as a daily habit beside the medicine ("tylenol pm every night with the beers"), not a how-much
 * question (the paracetamol maximum answers "the max acetaminophen if he drinks a few beers"), nor a glass
 * now and then: the labels' alcohol warnings are for 3 or more drinks a day (thirtieth clinician review, en S3).
 */
const DAILY_DRINKING_WITH = new RegExp(
  `^(?=[\\s\\S]*(${ALCOHOL_WORDS.source}))(?=[\\s\\S]*(\\bevery (day|night|evening)\\b|\\bnightly\\b|\\bdaily\\b|\\beach (day|night)\\b|\\b(a|per) day\\b|\\bwith (the|my|a few|all the) (beers?|drinks?|wine|booze)\\b|每天|天天|每晚|晚上都|一天))(?![\\s\\S]*(\\bmax\\w*|\\bhow (much|many)\\b|最多|多少))`,
);

/** Grapefruit, pomelo and the citrus a statin row rules on (sweet and Seville oranges, mandarins). */
const STATIN_CITRUS =
  /柚|橙(?!色)|橘|桔|柑|\bgrapefruits?\b|\bpomelos?\b|\boranges\b|\b(an|regular|sweet|navel|seville|bitter) orange\b|\borange juice\b|\bmandarins?\b|\btangerines?\b|\bclementines?\b|\bmarmalade\b|\bcitrus\b/;

/**
 * What a food or drink question means for the person's own medicines (knowledge/medicine-diet.ts):
 * the row whose medicine they take (from the plan or named in the question) and whose foods the
 * question names. "他克莫司能吃柚子吗", "on lithium, do I need to avoid salt?", "吃苯乙肼哪些食物不能吃".
 */
/** A day of illness told: diarrhoea, vomiting, a fever, not eating or drinking. */
const SICK_DAY =
  /腹泻|拉肚子|拉稀|呕吐|上吐下泻|吐了|肠胃炎|胃肠炎|发烧|发热|吃不下|\bstomach (bug|flu)\b|\bdiarrh\w*|\bvomit\w*|\bthrowing up\b|\bgastro\w*|\bfever\b|\bthe flu\b|\bsick day\b|\bcan'?t keep (anything|fluids|food) down\b|\b(can'?t|cannot|not) (eat|eating)\b/;

const DIET_CUES: Readonly<Record<string, RegExp>> = {
  // Eleventh clinician review, en P3: what to eat or avoid with Trikafta, fat, grapefruit, with food.
  'cftr-modulator-food':
    /哪些食物|什么不能吃|不能吃什么|忌口|饭前|饭后|空腹|脂肪|西柚|葡萄柚|橙|\b(foods?|eat|avoid|fat|fatty|grapefruit|oranges?|with (a )?meals?|empty stomach|breakfast|supplements?)\b/,
  'rasagiline-tyramine':
    /奶酪|芝士|腊肉|香肠|酱油|臭豆腐|腐乳|豆豉|啤酒|酪胺|哪些食物|什么不能吃|不能吃什么|忌口|忌什么|\bcheeses?\b|\btyramine\b|\bsoy sauce\b|\bbeer\b|\bsalami\b|\bmiso\b|\bfoods? (to )?avoid\b|\bwhat can i eat\b/,
  'maoi-tyramine':
    /奶酪|芝士|腊肉|香肠|酱油|臭豆腐|腐乳|豆豉|啤酒|酪胺|哪些食物|什么不能吃|不能吃什么|忌口|忌什么|\bcheeses?\b|\btyramine\b|\bsoy sauce\b|\bbeer\b|\bsalami\b|\bfoods?\b[^.?!]{0,30}\b(avoid|dangerous|safe|ok)\b|\b(avoid|dangerous)\b[^.?!]{0,30}\bfoods?\b/,
  // "锂盐" is lithium itself, not salt (blind answer round 13 zh-015).
  'lithium-salt-fluids':
    /(?<!锂)盐|咸菜|榨菜|酱油|口味重|吃得?(很)?淡|清淡|喝水|喝.{0,4}水|多少水|补水|生酮|低碳水|断碳|\bsalt\b|\bsodium\b|\bfluids?\b|\bwater\b|\bdehydrat|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*\b|\blow.?carb\b/,
  'maoi-cold-medicines':
    /感冒药|感冒|止咳|咳嗽药|鼻塞|泰诺|康泰克|白加黑|伪麻|右美沙芬|\b(cold|flu|cough|sinus) (medicine|meds|syrup|tablets?|pills?|remed\w*)\b|\bsudafed\b|\bdayquil\b|\bnyquil\b|\bdecongestants?\b|\bpseudoephedrine\b|\bdextromethorphan\b|\bmucinex\b|\btylenol cold\b|\bdiet pills?\b/,
  ...Object.fromEntries(VITAMIN_K_ANTAGONISTS.map((x) => [`${x.id}-natto`, /纳豆|\bnatto\b/])),
  'lithium-sick-day': SICK_DAY,
  'sglt2-metformin-sick-day': SICK_DAY,
  'digoxin-herbs':
    /山楂|圣约翰草|贯叶连翘|甘草|西洋参|刺五加|人参|辅酶|草药|中药|\bhawthorn\b|\bst\.? john'?s wort\b|\bliquorice\b|\blicorice\b|\bginseng\b|\bcoq10\b|\bco-?enzyme q10\b|\bherb\w*/,
  'sglt2-keto-ketoacidosis':
    /生酮|低碳|断碳|不吃主食|少吃主食|(少吃|不吃|戒|断|减)碳水|碳水[^，。？?]{0,8}(少于|不到|低于|以下|以内)|断食|禁食|辟谷|酮|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*\b|\blow.?carb\w*\b|\b(no|low|cut(ting)?|zero|under \d+ ?g( of)?) carb(s|ohydrates?)?\b|\bcarbs?\b[^.?!]{0,12}\b(under|below|less than)\b|\bfasting\b|\bto fast\b|\bfast (for|days?)\b|\bketones?\b/,
  // Forty-seventh clinician review, zh S2: keto or very-low-carb eating beside topiramate.
  'topiramate-keto-acidosis-stones':
    /生酮|低碳|断碳|不吃主食|少吃主食|(少吃|不吃|戒|断|减)碳水|碳水[^，。？?]{0,8}(少于|不到|低于|以下|以内)|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*\b|\blow.?carb\w*\b|\b(no|low|cut(ting)?|zero|under \d+ ?g( of)?) carb(s|ohydrates?)?\b|\bcarbs?\b[^.?!]{0,12}\b(under|below|less than)\b|\batkins\b/,
  'sulfonylurea-insulin-keto-fasting':
    /生酮|低碳|断碳|不吃主食|少吃主食|(少吃|不吃|戒|断|减)碳水|碳水[^，。？?]{0,8}(少于|不到|低于|以下|以内)|断食|禁食|辟谷|轻断食|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*\b|\blow.?carb\w*\b|\b(no|low|cut(ting)?|zero|under \d+ ?g( of)?) carb(s|ohydrates?)?\b|\bcarbs?\b[^.?!]{0,12}\b(under|below|less than)\b|\bfasting\b|\bto fast\b|\bfasts?\b|\bfast (for|days?)\b|\bomad\b|\bintermittent\b/,
  'lithium-alcohol-caffeine': new RegExp(
    `${ALCOHOL_WORDS.source}|咖啡|浓茶|奶茶|功能饮料|红牛|\\bcoffee\\b|\\bcaffeine\\b|\\benergy drinks?\\b|\\bred bull\\b|\\bteas?\\b`,
  ),
  'isotretinoin-meal-alcohol': new RegExp(
    `${ALCOHOL_WORDS.source}|跟饭|随餐|饭后|空腹|油|脂肪|咖啡|\\bwith (a )?(meal|food)\\b|\\bempty stomach\\b|\\bfat(ty)?\\b|\\bcoffee\\b|\\bbreakfast\\b|\\bdrink(s|ing)?\\b(?! (water|fluids?|milk))`,
  ),
  // Seventh clinician review of 2026-11-26 (zh P1, en E): beer or wine on acitretin.
  'acitretin-alcohol-meal': new RegExp(
    `${ALCOHOL_WORDS.source}|跟饭|随餐|饭后|空腹|牛奶|\\bwith (a )?(meal|food|milk)\\b|\\bempty stomach\\b|\\bdrink(s|ing)?\\b(?! (water|fluids?|milk))`,
  ),
  'fluvoxamine-caffeine':
    /咖啡|美式|拿铁|浓茶|奶茶|功能饮料|红牛|咖啡因|\bcoffee\b|\bespresso\b|\blatte\b|\bcaffeine\b|\benergy drinks?\b|\bred ?bull\b|\bmonster\b|\bcelsius\b|\bpre-?workout\b/,
  // "刚戒了烟", "烟戒掉了" (twelfth clinician review, zh P1 and en P3): the smoking words with a particle.
  'clozapine-smoking-caffeine':
    /戒(?:了|掉)?烟|烟(?:戒|停)(?:了|掉)|停(?:了)?烟|抽烟|吸烟|香烟|烟瘾|少抽|不抽了|电子烟|尼古丁|咖啡|浓茶|喝茶|\bsmok\w*\b|\bcig(arette)?s?\b|\bciggies?\b|\bquit(ting)?\b|\bgive up\b|\bgiving up\b|\bvap(e|ing)\b|\bnicotine\b|\bcaffeine\b|\bcoffee\b|\btea\b/,
  'theophylline-smoking-caffeine':
    /戒(?:了|掉)?烟|烟(?:戒|停)(?:了|掉)|停(?:了)?烟|抽烟|吸烟|香烟|烟瘾|少抽|不抽了|电子烟|尼古丁|咖啡|浓茶|喝茶|可乐(?!果(?!汁))|功能饮料|\bsmok\w*\b|\bcig(arette)?s?\b|\bciggies?\b|\bquit(ting)?\b|\bgive up\b|\bgiving up\b|\bvap(e|ing)\b|\bnicotine\b|\bcaffeine\b|\bcoffees?\b|\btea\b|\bcola\b|\benergy drinks?\b/,
  'transplant-immune-herbs':
    /黄芪|灵芝|孢子粉|人参|虫草|冬虫夏草|百令|金水宝|紫锥菊|姜黄|增强免疫|提高免疫|提高抵抗力|补品|中药|保健品|益生菌|\bastragalus\b|\breishi\b|\bginseng\b|\bcordyceps\b|\bechinacea\b|\bturmeric\b|\bimmune.?boost\w*\b|\bboost (my|his|her) immun\w*|\bherbs?\b|\bherbal\b|\bprobiotics?\b/,
  'autoimmune-immune-boosters':
    /紫锥菊|螺旋藻|小球藻|黄芪|灵芝|孢子粉|人参|虫草|冬虫夏草|增强免疫|提高免疫|提升免疫|(提高|增强|增加|提升)抵抗力|免疫力(差|低|弱|不好)|\bechinacea\b|\bspirulina\b|\bchlorella\b|\bastragalus\b|\breishi\b|\bginseng\b|\bimmun\w* (boost\w*|support)\b|\bboost\w* (my |your |the )?immun\w*|\bweak immun\w*/,
  'bisphosphonate-plain-water': /牛奶|喝奶|咖啡|果汁|早饭|早餐|\bmilk\b|\bcoffee\b|\bjuice\b|\bbreakfast\b/,
  'chelating-antibiotic-dairy': /牛奶|喝奶|酸奶|奶制品|\bmilk\b|\bdairy\b|\byogh?urt\b/,
  // Ninth clinician review, zh P2 Q3: "诺维乐…饭后一两个小时想起来再补吃…不吃早饭的时候也吃一次" got a
  // school breakfast guide. A binder named with a meal, a time or a missed dose is the binder's rule.
  // Fourteenth clinician review, zh P1 #4: before or after a meal on fenofibrate.
  'fenofibrate-with-meals':
    /饭前|饭后|随餐|跟饭|和饭|空腹|什么时候吃|怎么吃|几点吃|\bwith (a )?(meal|food)\b|\bempty stomach\b|\bbefore or after\b|\bwhen (should|do) i take\b/,
  'phosphate-binder-meals':
    /吃饭|饭前|饭后|饭时|随餐|餐前|餐后|跟饭|和饭|空腹|早饭|早餐|午饭|晚饭|不吃饭|什么时候吃|怎么吃|几点吃|忘|漏(吃|服)|补吃|补服|加餐|零食|\bmeals?\b|\bfood\b|\bbreakfast\b|\blunch\b|\bdinner\b|\bsnacks?\b|\bempty stomach\b|\bwhen\b|\bhow (do|should|to) \w+ take\b|\bmiss\w*\b|\bforg[oe]t\w*\b|\bskip\w*\b|\blate\b|\blater\b/,
  'levothyroxine-empty-stomach': /咖啡|牛奶|豆浆|\bcoffee\b|\bmilk\b|\bsoy\b/,
  // Tenth clinician review (zh P2 finding 2): keto acids with a low-protein diet, meals, calcium; sodium
  // bicarbonate's sodium and its spacing from other tablets.
  'keto-acid-analogues-diet':
    /蛋白|吃饭|随餐|饭前|饭后|怎么吃|什么时候吃|热量|肉|鸡蛋|饮食|\bprotein\b|\bmeals?\b|\bfood\b|\bdiet\b|\bcalories\b|\benergy\b|\bwhen\b|\bhow (do|should|to) \w+ take\b/,
  // Not a salt substitute asked about (低钠盐, NoSalt): that is the potassium question, answered by its own
  // rule (twenty-second clinician review, zh S1: "我爸能用低钠盐吗" with a potassium of 5.6 got this row).
  'sodium-bicarbonate-sodium':
    /(?<!低钠|代|无钠|减钠|低盐)盐(?!代)|(?<!低|低盐)钠(?!盐)|血压|水肿|浮肿|脚肿|隔开|间隔|隔多久|其他药|别的药|(?<!\b(low|no|lo)[- ]?)\bsalt\w*\b(?! substitute)|(?<!\blow[- ])\bsodium\b(?! salt)|\bblood pressure\b|\bswell\w*\b|\bapart\b|\bspac\w*\b|\bother (medicines|meds|tablets|pills)\b/,
  // An ethanol-made Chinese medicine (藿香正气水, 十滴水) is a drink too (fourteenth review, zh P1 #2).
  'no-alcohol-antibiotics': new RegExp(
    `酒|\\balcohol\\b|\\bbeers?\\b|\\bwines?\\b|\\bdrinking\\b|\\bdrink\\b|${ALCOHOL_MEDICINE_WORDS.source}`,
  ),
  // Disulfiram: any drink and everything that hides alcohol, and "what do I avoid / watch out for".
  'disulfiram-no-alcohol': new RegExp(
    `${ALCOHOL_WORDS.source}|料酒|药酒|醉虾|醉蟹|酒心|酒酿|(喝|来|沾|一)(点|杯|瓶|口|两|一)?酒|酒(能|可以|行)|康普茶|红茶菌|醪糟|漱口水|洗手液|免洗|须后水|香水|香草精|提取液|止咳|糖浆|酊|藿香正气|醋|酱汁|提拉米苏|饮料|忌口|忌什么|注意什么|要注意|不能(吃|喝|用)什么|\\b(a|one|two|\\d|few|couple( of)?|small|any) drinks?\\b|\\bdrinks (a|per) (day|week|night)\\b|\\bdrank\\b|\\bdrinking\\b(?! (water|fluids?|tea|coffee|milk|juice))|\\bkombucha\\b|\\bmouth ?wash\\w*|\\blisterine\\b|\\bcorsodyl\\b|\\bgargle\\b|\\bhand (gel|sanitis\\w*|sanitiz\\w*)|\\bsanitis\\w*|\\bsanitiz\\w*|\\baftershave\\b|\\bperfume\\b|\\bcologne\\b|\\bvanilla\\b|\\bextracts?\\b|\\bcough (medicine|syrup|mixture|linctus)\\w*|\\btinctures?\\b|\\btonics?\\b|\\bsauces?\\b|\\bvinegars?\\b|\\btiramisu\\b|\\bliqueur\\b|\\bnon[- ]?alcoholic\\b|\\balcohol[- ]free\\b|\\bcook(ing|ed)? (with )?(wine|sherry|beer)\\b|\\bhidden\\b|\\b(avoid|watch (out )?for|stay away from)\\b`,
  ),
  'calcineurin-grapefruit-pomelo':
    /柚|杨桃|刺身|生鱼|酸橙|苦橙|塞维利亚|果酱|橙子|\bgrapefruit\b|\bpomelo\b|\bstarfruit\b|\bsushi\b|\bseville\b|\bbitter orange\b|\bmarmalade\b|\boranges?\b/,
  // The statin rows say which citrus is fine too: "橙子、橘子可以吗", "are regular oranges ok?".
  // Thirteenth clinician review (en P5 #1, #2; en P4 #2).
  'ibrutinib-grapefruit-seville': STATIN_CITRUS,
  'zanubrutinib-grapefruit-seville': STATIN_CITRUS,
  // Twenty-first clinician review (en S2, P3 Q1–Q2, Q8): grapefruit, breakfast or a multivitamin with Tasigna.
  'nilotinib-empty-stomach-grapefruit': new RegExp(
    `${STATIN_CITRUS.source}|空腹|饭前|饭后|随餐|跟饭|和饭|早饭|早餐|吃饭|复合维生素|善存|什么时候吃|怎么吃|\\b(with (my )?(breakfast|food|meals?|a meal)|empty stomach|breakfast|before or after (food|eating|meals?)|after (food|eating|meals?|dinner|lunch)|centrum|multivitamins?|when (should|do) i take)\\b`,
  ),
  // Twenty-fourth clinician review (zh S1, zh M14): grapefruit juice, food or "how to take" with imatinib.
  'imatinib-meal-grapefruit': new RegExp(
    `${STATIN_CITRUS.source}|空腹|饭前|饭后|随餐|跟饭|和饭|早饭|早餐|吃饭|什么时候吃|怎么吃|贯叶连翘|圣约翰草|路优泰|\\b(with (my )?(breakfast|food|meals?|a meal)|empty stomach|breakfast|before or after (food|eating|meals?)|when (should|do) i take|how (should|do) i take|st\\.? john.?s wort)\\b`,
  ),
  // Twenty-fourth clinician review (en M8): water, grapefruit and the liver tests on Jynarque.
  'tolvaptan-water-grapefruit-liver': new RegExp(
    `${STATIN_CITRUS.source}|喝水|饮水|喝多少|补水|口渴|渴|夜尿|起夜|肝|转氨酶|\\b(water|fluids?|drink\\w*|hydrat\\w*|dehydrat\\w*|thirst\\w*|liver|alt|ast|jaundice|night|pee|urinat\\w*)\\b`,
  ),
  // Thirty-fourth clinician review (en M4): Pan 40, Gelusil and Digene (India's pantoprazole and antacids), and
  // Shelcal (calcium carbonate, itself an antacid) beside Tasigna got "no reliable rule for nilotinib".
  'nilotinib-acid-reducers':
    /奥美拉唑|埃索美拉唑|耐信|泮托拉唑|雷贝拉唑|兰索拉唑|质子泵|法莫替丁|胃药|抗酸|反酸|烧心|胃酸|铝碳酸镁|达喜|碳酸钙|钙尔奇|\b(nexium|esomeprazole|omeprazole|prilosec|pantoprazole|protonix|pan ?(40|d)|pantocid|lansoprazole|prevacid|rabeprazole|ppis?|pepcid|famotidine|antacids?|tums|maalox|gelusil|digene|mucaine|eno|rennie|gaviscon|shelcal|calcium carbonate|heartburn|reflux|acid(ity)?|gas)\b/,
  // Twenty-first clinician review (en P4 Q2–Q4, Q7): wine, sleep aids, dinner and sodium with Xyrem.
  'sodium-oxybate-alcohol-sedatives': new RegExp(
    `${ALCOHOL_WORDS.source}|${HIDDEN_ALCOHOL.source}|褪黑素|缬草|安眠药|助眠|睡眠药|\\b(melatonin|valerian|cbd|kava|sleep(ing)? (aids?|pills?|tablets?)|ambien|zolpidem|benadryl|unisom|nyquil|drinks?|drinking)\\b`,
  ),
  'sodium-oxybate-after-eating':
    /晚饭|吃饭|饭后|饭前|空腹|吃东西|\b(dinner|supper|eat(ing)?|meals?|food|empty stomach)\b/,
  'sodium-oxybate-hard-to-wake':
    /叫不醒|很难叫醒|睡一觉|呼吸(很|特别)?(慢|浅)|嘴唇(发)?紫|\b(sleep it off|hard to wake|(can.?t|cannot|barely) wake|breath\w* (slow|shallow)|slow breath\w*|blue lips|call 911)\b/,
  'sodium-oxybate-sodium': /钠|盐|血压|\b(sodium|salt|salty|blood pressure|bp|hypertension)\b/,
  // Twenty-first clinician review (en P4 Q5): the pill, a backup method or folic acid on Provigil.
  'modafinil-hormonal-contraception':
    /避孕|怀孕|备孕|叶酸|\b(birth control|contracepti\w*|the pill|sprintec|backup|back-up|condoms?|iud|pregnan\w*|folic)\b/,
  // Fourteenth clinician review (en P3 #1, #2): any drinks question on desmopressin.
  'desmopressin-fluid-limit':
    /喝水|饮水|喝多少|补水|水分|液体|饮料|喝茶|喝汤|口渴|渴了|夜尿|起夜|钠|\bwater\b|\bfluids?\b|\bdrinks?\b|\bdrinking\b|\bhydrat\w*|\bdehydrat\w*|\bthirst\w*|\blitres?\b|\bliters?\b|\bcups? of\b|\bglass(es)? of\b|\bsodium\b|\bsalt\b|\bnight\b|\bnocturia\b|\bwee\b|\bpee\b|\btea\b/,
  'denosumab-calcium-vitamin-d':
    /钙|维生素d|维d|\bcalcium\b|\bcalsium\b|\bcalcuim\b|\bvitamin d\b|\bvit d\b|\bd3\b|\btums\b|\bcaltrate\b/,
  'grapefruit-simvastatin-lovastatin': STATIN_CITRUS,
  'grapefruit-atorvastatin': STATIN_CITRUS,
  'grapefruit-other-statins': STATIN_CITRUS,
  'grapefruit-amlodipine': /柚|\bgrapefruits?\b|\bpomelos?\b/,
  'grapefruit-doac': /柚|\bgrapefruits?\b|\bpomelo\b/,
  // Eighteenth clinician review (en S1): grapefruit juice at breakfast on amiodarone.
  'grapefruit-amiodarone': STATIN_CITRUS,
  'grapefruit-carbamazepine': STATIN_CITRUS,
  // Fifteenth clinician review (zh P4-S2): grapefruit juice on quetiapine is a drink, the label's rule.
  'quetiapine-grapefruit': STATIN_CITRUS,
  'lurasidone-grapefruit': STATIN_CITRUS,
  // Twenty-eighth clinician review (en m8): grapefruit and pomegranate, food or a new medicine on Kisqali.
  'ribociclib-grapefruit-pomegranate': new RegExp(
    `${STATIN_CITRUS.source}|石榴|空腹|随餐|饭前|饭后|心电图|qt|\\b(pomegranates?|with (food|meals?)|empty stomach|ecg|ekg|qtc?)\\b`,
  ),
  // Fifteenth clinician review (zh P5-S1): milk with the tablet, 迪巧 or iron beside eltrombopag.
  'eltrombopag-dairy-minerals':
    /牛奶|喝奶|酸奶|奶制品|奶酪|奶粉|豆腐|豆浆|钙|铁|镁|锌|迪巧|钙尔奇|抗酸|胃药|早饭|早餐|空腹|隔多久|间隔|隔开|一起吃|同时吃|\bmilk\b|\bdairy\b|\byogh?urt\b|\bcheese\b|\bcalcium\b|\biron\b|\bmagnesium\b|\bzinc\b|\bantacids?\b|\btums\b|\bbreakfast\b|\bempty stomach\b|\bapart\b|\btogether\b/,
  // Before the insulin row in table order: none at all with chronic pancreatitis (eighth review, en P3).
  'pancreatitis-no-alcohol': ALCOHOL_WORDS,
  'alcohol-hypoglycaemia': ALCOHOL_WORDS,
  'alcohol-methotrexate': ALCOHOL_WORDS,
  'alcohol-opioid': ALCOHOL_WORDS,
  'alcohol-acetaminophen': DAILY_DRINKING_WITH,
  'alcohol-nsaid': DAILY_DRINKING_WITH,
  ...Object.fromEntries(VITAMIN_K_ANTAGONISTS.map((x) => [`alcohol-${x.id}`, ALCOHOL_WORDS])),
  'alcohol-doac': ALCOHOL_WORDS,
  'alcohol-tb-liver': ALCOHOL_WORDS,
  'alcohol-metformin': ALCOHOL_WORDS,
  'digoxin-bran-fibre':
    /麦麸|麸皮|高纤维|膳食纤维|纤维素|燕麦|全麦|\b(bran|fib(re|er)|high[- ]fib(re|er)|all[- ]bran|weetabix|oat ?bran|psyllium|metamucil)\b/,
  // Thirty-first clinician review, en M7: "4 or 5 cups of strong coffee a day, does that matter with the
  // antibiotic" on ciprofloxacin got coffee with iron.
  'ciprofloxacin-caffeine':
    /咖啡|浓茶|奶茶|红牛|功能饮料|咖啡因|\b(coffees?|caffeine|espressos?|lattes?|energy drinks?|red bull|monster|strong tea|cola|coke)\b/,
  // Thirty-fifth clinician review, M6: herbs and "immune boosters" on a checkpoint inhibitor.
  'checkpoint-inhibitor-immune-effects':
    /灵芝|孢子粉|云芝|菌菇|蘑菇提取|紫锥菊|提高免疫|增强免疫|免疫力|\b(immune[- ]boost\w*|boost (my|his|her|the) immun\w*|turkey tail|reishi|mushroom (extract|supplement|capsule)s?|echinacea|astragalus)\b/,
  // Thirty-fifth clinician review, en S4: Odefsey "first thing with just a black coffee", OMAD, fasting.
  'rilpivirine-with-meal': new RegExp(
    `${TAKEN_FASTING.source}|饭前|饭后|随餐|跟饭|和饭|吃饭|什么时候吃|怎么吃|\\b(with (my )?(breakfast|food|meals?|a meal)|before or after (food|eating|meals?)|when (should|do) i take|how (should|do) i take)\\b`,
  ),
  // Thirty-sixth clinician review, zh M6: levofloxacin "早上跟牛奶还有善存一起吃的" got ciprofloxacin's 6 hours.
  'levofloxacin-minerals':
    /牛奶|喝奶|酸奶|奶制品|钙|铁|锌|镁|善存|复合维生素|多维|抗酸|胃药|达喜|铝碳酸镁|\b(milk|dairy|yogh?urt|calcium|iron|zinc|magnesium|multivitamins?|centrum|antacids?|tums|rennie|gaviscon)\b/,
  'moxifloxacin-minerals':
    /牛奶|喝奶|酸奶|奶制品|钙|铁|锌|镁|善存|复合维生素|多维|抗酸|胃药|达喜|铝碳酸镁|\b(milk|dairy|yogh?urt|calcium|iron|zinc|magnesium|multivitamins?|centrum|antacids?|tums|rennie|gaviscon)\b/,
  // Thirty-seventh clinician review, en S2: drinking, a binge, a fit, on bupropion or Contrave.
  'bupropion-alcohol-seizures': new RegExp(
    `酒|抽搐|癫痫|\\b(alcohol|beers?|wines?|drinking|drinks|bevvies|booze|binge\\w*|big night|hangover|fits?|seizures?)\\b|${ALCOHOL_MEDICINE_WORDS.source}`,
  ),
  // Thirty-sixth clinician review, zh M2: efavirenz after a fatty late-night snack.
  'efavirenz-empty-stomach':
    /宵夜|夜宵|油腻|肥肉|油炸|空腹|饭后|饭前|随餐|\b(fatty|greasy|fried|snacks?|empty stomach|with (my )?(food|meals?|dinner|supper))\b/,
  // Thirty-sixth clinician review, en M4: procarbazine — any drink, and the foods and medicines to avoid.
  'procarbazine-no-alcohol': new RegExp(
    `酒|哪些食物|什么不能吃|不能吃什么|忌口|忌什么|奶酪|芝士|感冒药|\\b(alcohol|beers?|wines?|drinking|cheeses?|sudafed|decongestants?|cold (medicine|tablets?))\\b|\\bfoods?\\b[^.?!]{0,30}\\b(avoid|dangerous|safe|ok)\\b|\\b(avoid|dangerous)\\b[^.?!]{0,30}\\bfoods?\\b|${ALCOHOL_MEDICINE_WORDS.source}`,
  ),
  // Twenty-sixth clinician review, en S2: breakfast skipped, "just a coffee", an empty stomach, "when".
  'lurasidone-with-food':
    /早饭|早餐|不吃饭|空腹|咖啡|吃饭|饭前|饭后|随餐|什么时候吃|怎么吃|几点|早上|晚上|\b(breakfast|empty stomach|coffee|skip\w*|fasting|food|meals?|eat\w*|morning|night|evening|dinner|what time|when (should|do) i take)\b/,
};

/**
 * Rows about how to take a medicine with everyday drinks: only when the medicine is named in the
 * question (with a supplement named, the pairing table and the timing answer speak).
 */
const NAMED_ONLY: ReadonlySet<string> = new Set([
  'bisphosphonate-plain-water',
  'chelating-antibiotic-dairy',
  'levothyroxine-empty-stomach',
  'phosphate-binder-meals',
  'alcohol-acetaminophen',
  'alcohol-nsaid',
]);

export function medicineDietRowFor(text: string, medicines: readonly string[]): DietNote | null {
  return medicineDietRowsFor(text, medicines)[0] ?? null;
}

/**
 * The row that answers (as `medicineDietRowFor`), then the other rows the question cues for medicines
 * it names: "我在吃络活喜和辛伐他汀，柚子相冲吗" is answered for both medicines (seventh clinician
 * review of 2026-11-26, zh P3 Q1: amlodipine was "not covered").
 */
export function medicineDietRowsFor(text: string, medicines: readonly string[]): DietNote[] {
  const first = firstMedicineDietRow(text, medicines);
  if (!first) return [];
  const t = normaliseQuestion(text);
  const named = findDrugs(text).map((d) => d.id);
  // A row a stricter one of theirs overrides (the atorvastatin grapefruit allowance beside amiodarone's
  // none) is not said for a medicine named either (eighteenth clinician review, en S1).
  const kept = new Set(dietNotesFor([...new Set([...medicines, ...named])], 'en-US').map((n) => n.id));
  const more = dietNotesFor(named, 'en-US').filter(
    (n) => n.id !== first.id && kept.has(n.id) && !NAMED_ONLY.has(n.id) && DIET_CUES[n.id]?.test(t),
  );
  return [first, ...more];
}

function firstMedicineDietRow(text: string, medicines: readonly string[], cueOnly = false): DietNote | null {
  const t = normaliseQuestion(text);
  if (!t) return null;
  // A class named as people name it ("头孢", "cephalosporins"): its placeholder id (interactions/resolve).
  const classes = CLASS_PHRASES.filter((row) => row.classes.length === 1)
    .filter((row) => row.phrases.some((ph) => t.includes(normaliseQuestion(ph))))
    .map((row) => `class:${row.classes[0]}`);
  const named = [...findDrugs(text).map((d) => d.id), ...classes];
  const fromNamed = new Set(dietNotesFor(named, 'en-US').map((n) => n.id));
  const taken = [...new Set([...medicines, ...named])];
  // Food safety on an immunosuppressant is the chat's own rule (condition-topics.ts), for a steroid too.
  // A row that answers the whole message (disulfiram) is looked at first.
  // Then the strictest row of a food several medicines speak about (amiodarone's none before
  // rosuvastatin's fine; eighteenth clinician review, en S1).
  // Alcohol asked about: a medicine's alcohol row before another row that only names a drink (the TB medicines' "none"
  // before linezolid's tyramine list naming tap beer; blind answer round 64, en-018, zh-046, development data).
  const alcoholAsked = asksAboutAlcohol(text);
  const alcoholRow = (id: string) =>
    alcoholAsked && MEDICINE_DIET.find((r) => r.id === id)?.sharedFood?.food === 'alcohol';
  const notes = dietNotesFor(taken, 'en-US')
    .filter((n) => n.id !== 'immunosuppressed-food-safety')
    .sort(
      (a, b) =>
        Number(answersWhole(b.id)) - Number(answersWhole(a.id)) ||
        Number(alcoholRow(b.id)) - Number(alcoholRow(a.id)) ||
        Math.max(0, sharedFoodLevelOf(a.id)?.rank ?? 0) - Math.max(0, sharedFoodLevelOf(b.id)?.rank ?? 0),
    );
  const cued = notes.find((n) => DIET_CUES[n.id]?.test(t) && (!NAMED_ONLY.has(n.id) || fromNamed.has(n.id)));
  if (cued || cueOnly) return cued ?? null;
  // "酸奶能喝吗" on phenelzine, "can I still have pepperoni?": a may-I question about a food that a
  // warning row of their medicine names — the row answers it, whatever words the cue list lacks.
  const foods = findFoodsAsked(text);
  if (foods.length === 0 || !MAY_I_EAT.test(t)) return null;
  return (
    notes.find(
      (n) =>
        n.severity === 'warning' &&
        !DRINKING_HABIT_ROWS.has(n.id) &&
        foods.some((f) => rowNamesFood(n.id, f)),
    ) ?? null
  );
}

/** Rows for a drinking habit (`planAlcohol`): said only on their own cue, never for any drink asked about. */
const DRINKING_HABIT_ROWS: ReadonlySet<string> = new Set(
  MEDICINE_DIET.filter((r) => r.planAlcohol !== undefined).map((r) => r.id),
);

/** The rows that answer the whole message (knowledge/medicine-diet.ts `answersWhole`). */
const WHOLE_ROWS = MEDICINE_DIET.filter((r) => r.answersWhole === true || r.answersWholeWhen !== undefined);

/** Whether the row answers the whole message (knowledge/medicine-diet.ts `answersWhole`). */
function answersWhole(id: string): boolean {
  return MEDICINE_DIET.find((r) => r.id === id)?.answersWhole === true;
}

/**
 * The row of one of these medicines that answers the whole message, when the message cues it: "kombucha
 * and cooking wine — ok with disulfiram?" is the disulfiram row's question in every part.
 */
export function wholeMessageDietRow(text: string, medicines: readonly string[]): DietNote | null {
  // Most messages come from someone on none of these medicines: no cue is read for them.
  const ids = [...medicines, ...findDrugs(text).map((d) => d.id)];
  const classes = new Set(ids.flatMap((id) => drugById(id)?.classes ?? []));
  const concerned = WHOLE_ROWS.some(
    (r) => (r.drugs ?? []).some((d) => ids.includes(d)) || (r.classes ?? []).some((c) => classes.has(c)),
  );
  if (!concerned) return null;
  // Its own cue only: "戒酒医生让我吃维生素B1" names no drink, though 酒 reads as alcohol to the food finder.
  const row = firstMedicineDietRow(text, medicines, true);
  if (!row) return null;
  if (answersWhole(row.id)) return row;
  // A narrower cue of its own (lithium and cutting salt): the row answers whole only with it.
  const when = MEDICINE_DIET.find((r) => r.id === row.id)?.answersWholeWhen;
  return when?.test(normaliseQuestion(text)) ? row : null;
}

/** Whether a medicine-diet row speaks about the food, in either of its languages. */
function rowNamesFood(id: string, f: FoodAsked): boolean {
  const row = MEDICINE_DIET.find((r) => r.id === id);
  return row !== undefined && answerNamesFood(`${row.text.zh}\n${row.text.en}`, f);
}

/** Trying for a baby, pregnancy or its folic acid, asked by someone on a medicine that can harm it. */
// 斯利安 is the folic acid tablet by name (blind answer round 18 zh-035: "普通的斯利安0.4够吗，还是要大剂量5mg的").
const CONCEIVE =
  /怀孕|备孕|要孩子|要宝宝|要二胎|怀上|试管|叶酸|斯利安|孕前|致畸|胎儿畸形|验孕|早孕|\bpregnan|\bconceiv|\btry(ing)? for a baby\b|\b(have|want|having) (a|another) baby\b|\bget(ting)? pregnant\b|\bttc\b|\bfolic\b|\bbirth defects?\b|\b(start|started|starting) trying\b|\bsafer for the baby\b|\b(pregnancy )?test (is|was|came back|came up|shows?|showed) (\w+ )?positive\b|\bperiod (is|was|s) (\d+|two|three|a|one) (weeks?|days?) late\b|\blate period\b|月经推迟|(月经|大姨妈|例假)(推迟|晚了|没来)/;

/** Stop, keep or carry on with a medicine asked. */
const STOP_OR_KEEP =
  /停|继续吃|接着吃|还能吃|能不能吃|要不要吃|还吃吗|换药|\bstop\w*\b|\bquit\b|\bkeep (taking|on)\b|\bcarry on\b|\bstill take\b|\bcontinue\b|\bswitch\w*\b|\bsafe\b/;

/** Pregnant on the medicine, or asking what if she were: 意外怀孕, "what if I got pregnant on it". */
const PREGNANT_ON_IT =
  /不小心怀(孕|上)|意外怀孕|怀孕了怎么办|怀上了怎么办|(发现|查出|验出)(自己)?(怀孕|怀上|有了)|验孕(棒)?.{0,4}(阳性|两条杠)|(万一|要是|如果|假如).{0,20}(怀孕|怀上)了|\b(got|became|ended up|end up) pregnant\b|\bget pregnant (by accident|while|on)\b|\b(accidental(ly)?|unplanned) pregnan|\bpositive pregnancy test\b|\b(pregnancy )?test (is|was|came back|came up|shows?|showed) (\w+ )?positive\b|\bperiod (is|was|s) (\d+|two|three|a|one) (weeks?|days?) late\b|\blate period\b|月经推迟|(月经|大姨妈|例假)(推迟|晚了|没来)|\bfound out i.?m pregnant\b|\b(what )?if i (am|m|were|was) pregnant\b/;

/** The person says he is a man ("我是男的", "I'm a man", "as a guy"). */
const SAYS_MALE =
  /我是男|男的|男性|男生|男士|我老公自己|\bi(?:'m| am) (?:a )?(?:man|male|guy)\b|\bas a (?:man|male|guy)\b/;

/** A man: the plan profile says male, or, without a plan's sex, he says so. */
export function isMale(text: string, planSex: string | undefined): boolean {
  if (planSex !== undefined) return planSex === 'male';
  return SAYS_MALE.test(normaliseQuestion(text) ?? '');
}

/** The pregnancy row of the first of these medicines that has one: the drug's own row before its class's. */
/** A low sodium in the plan's labs or said in the chat. */
export function lowSodiumContext(ctx: { plan: PlanDocument | null; saysLowSodium?: boolean }): boolean {
  return (
    ctx.saysLowSodium === true ||
    (ctx.plan?.reportAnalysis?.markers ?? []).some((m) => m.key === 'serumSodium' && m.flag === 'low')
  );
}

export function teratogenRowOf(
  medicines: readonly string[],
  conditions: readonly string[] = [],
): TeratogenRow | null {
  const rows = teratogenRowsFor([...new Set(medicines)], conditions);
  const own = ({ row, drugs }: (typeof rows)[number]) => (row.drugs ?? []).some((d) => drugs.includes(d));
  // The drug's own row first (valproate before the antiepileptic row), and among those one whose label
  // says stop it in pregnancy (leflunomide before celecoxib's NSAID row: blind answer round 29, zh-081).
  return (
    rows.find((r) => own(r) && r.row.ifPregnant !== undefined)?.row ??
    rows.find(own)?.row ??
    rows[0]?.row ??
    null
  );
}

/** Epilepsy said not to be why the medicine is taken ("its for migraines not seizures"). */
const NOT_EPILEPSY =
  /\b(not|isn'?t|aren'?t|never had)\s+(for\s+|any\s+)?(seizures?|epilepsy|fits)\b|\b(it'?s|its|it is|taking it|take it|on it|on topamax|on topiramate)\s+(only\s+|just\s+)?for\s+(my\s+)?(migraines?|headaches?|nerve pain|pain|weight|anxiety)\b|不是(治|因为|用来治)?(癫痫|抽搐|羊癫疯)|(治|预防|吃来治|用来治)偏头痛|(没有|没得过)癫痫/;
/** Epilepsy said to be why it is taken. */
const SAYS_EPILEPSY = /\b(epilepsy|epileptic|seizures?)\b|癫痫|羊癫疯/;

/**
 * The conditions a medicine's pregnancy row is chosen and worded by: the plan's, with epilepsy as the
 * message says it is or is not why the medicine is taken (eleventh clinician review, en P1: "its for
 * migraines not seizures tho" got the epilepsy text back word for word).
 */
export function teratogenConditionsOf(text: string, planConditions: readonly string[] = []): string[] {
  const t = normaliseQuestion(text);
  // Leukaemia or chemotherapy said counts as the plan's cancer: the oncology team's row, never the rheumatologist's
  // (forty-eighth clinician review, S2).
  const conditions = conditionsWithLeukaemiaSaid(planConditions, [t]);
  if (NOT_EPILEPSY.test(t)) return conditions.filter((c) => c !== 'epilepsy');
  if (SAYS_EPILEPSY.test(t) && !conditions.includes('epilepsy')) return [...conditions, 'epilepsy'];
  return conditions;
}

export function teratogenRowFor(
  text: string,
  medicines: readonly string[],
  male = false,
  planConditions: readonly string[] = [],
  /** Pregnant now (the plan's life stage): a medicine named with a stop-or-keep question needs no pregnancy word. */
  pregnantNow = false,
): TeratogenRow | null {
  // The pregnancy-medicines rows speak to someone who may carry the baby: never to a man.
  if (male) return null;
  const t = normaliseQuestion(text);
  if (!t) return null;
  const conditions = teratogenConditionsOf(text, planConditions);
  // A medicine the question names speaks first: "纷乐怀孕了要停吗" is hydroxychloroquine's question, not
  // the mycophenolate she also takes (ninth clinician review, zh P5 Q7).
  const named = findDrugs(text).map((d) => d.id);
  // Pregnant in the plan and asking whether to stop or keep a medicine named that harms a baby ("来氟米特要
  // 不要马上停？风湿科的号要下周才挂得上" at 6 weeks): its pregnancy row, never "do not stop it on your own"
  // (blind answer round 29, zh-082, unsafe).
  const stopOrKeep = pregnantNow && STOP_OR_KEEP.test(t) && teratogenRowOf(named, conditions) !== null;
  if (!CONCEIVE.test(t) && !stopOrKeep) return null;
  const row = teratogenRowOf(named, conditions) ?? teratogenRowOf([...medicines, ...named], conditions);
  // The man of a couple said beside a medicine whose label speaks to men: the men's rule answers (faq rows
  // thalidomide-partner, hydroxyurea-partner), not the text for a woman who may carry the baby.
  if (row?.forMen && MAN_OF_COUPLE_SAID.test(t)) return null;
  // A row with no folic acid rule of its own speaks only to a question about medicines: "吃多少热量好
  // 怀孕" or "叶酸吃0.4够吗" from a woman on spironolactone is not about spironolactone (clinician
  // review 2026-11-25 fourth, zh P3).
  if (
    row &&
    row.folicAcidUg === undefined &&
    findDrugs(text).length === 0 &&
    !MEDICINE_WORD.test(t) &&
    (findNutrients(text).length > 0 || DIET_WORDS.test(t))
  )
    return null;
  return row;
}

/** A question about food, weight or a nutrient rather than about a medicine. */
const DIET_WORDS =
  /叶酸|减肥|减重|热量|卡路里|大卡|生酮|吃多少|饮食|肌醇|\b(folic|folate|calories?|kcal|keto|diet|lose weight|weight loss|inositol|eat)\b/;

const MEDICINE_WORD = /药|\b(medicines?|medications?|meds|pills?|tablets?|prescriptions?)\b/;

/** Medicines that say the person has gout whether or not the question does. */
const URATE_LOWERING: ReadonlySet<string> = new Set(['allopurinol', 'febuxostat']);

/** Who asks an everyday question: the plan's life stage, conditions and the medicines taken. */
export interface EverydayAsker {
  lifeStage: string;
  medicines?: readonly string[];
  conditions?: readonly string[];
  male?: boolean;
  /** The plan's ferritin is above the range (knowledge/iron-overload.ts). */
  ironOverload?: boolean;
  /** The plan's potassium is below its range: a potassium-raising medicine holds none back. */
  lowPotassium?: boolean;
}

/** The everyday topic a question asks, the first of `everydayTopicsIn` (null: none). */
export function everydayTopicOf(text: string, ctx: EverydayAsker): EverydayTopic | null {
  return everydayTopicsIn(text, ctx).next().value ?? null;
}

/**
 * Every everyday topic a question asks, most important first (lazily: the first costs only its own
 * checks). The first answers the question; the others answer the parts it leaves out — "香蕉、橙子和杨桃
 * 能吃吗" on dialysis is star fruit first, then the potassium foods (ninth clinician review, zh P2).
 */
export function* everydayTopicsIn(text: string, ctx: EverydayAsker): Generator<EverydayTopic, void> {
  const t = normaliseQuestion(text);
  if (!t) return;
  // Iron overload said or in the plan, and what to eat or a venesection asked about.
  if (
    (IRON_OVERLOAD_SAID.test(t) ||
      (ctx.ironOverload === true && (IRON_FOODS.test(t) || PHLEBOTOMY.test(t)))) &&
    (IRON_FOODS.test(t) || PHLEBOTOMY.test(t) || /吃|喝|饮食|食物|忌口|\beat\w*|\bfoods?\b|\bdiet\b/.test(t))
  )
    yield 'iron_overload_diet';
  // A supplement named, or a supplement–food pair the pairing table rules on, stays that question.
  if (
    teratogenRowFor(
      text,
      ctx.medicines ?? [],
      ctx.male === true,
      ctx.conditions ?? [],
      /^pregnant/.test(ctx.lifeStage),
    )
  )
    yield 'teratogen_pregnancy';
  // Diarrhoea on chemotherapy: the oncology team today, never a food list (late review, E4).
  const chemo = [...(ctx.medicines ?? []), ...findDrugs(text).map((d) => d.id)].some((id) =>
    (drugById(id)?.classes ?? []).includes('chemotherapy'),
  );
  if (DIARRHOEA.test(t) && (chemo || CHEMO_WORDS.test(t))) yield 'chemo_diarrhoea';
  // Lactose-free, goat's or rice milk with a cow's-milk allergy (late review, E1).
  if (MILK_ALLERGY.test(t) && MILK_SWAP.test(t)) yield 'cmpa_milk';
  // Star fruit is a neurotoxin with kidney disease (Neto 2003): answered whatever else is asked beside it.
  if (STAR_FRUIT.test(t)) yield 'star_fruit';
  // A supplement–food pair (thyroxine with milk included) is the pairing table's (reply.ts intentOf).
  if (
    findNutrients(text).length === 0 &&
    !isPairingQuestion(text) &&
    medicineDietRowFor(text, ctx.medicines ?? [])
  )
    yield 'medicine_diet';
  // Clinician review 2026-11-25: the person's IBD, immunosuppressant, dysphagia or levothyroxine.
  const condition = conditionTopicOf(text, {
    conditions: ctx.conditions ?? [],
    medicines: ctx.medicines ?? [],
  });
  if (condition) yield condition;
  const pregnant = /^pregnant/.test(ctx.lifeStage) || (PREGNANCY_WORDS.test(t) && !PLANNING_WORDS.test(t));
  // Folic acid asked about while planning a pregnancy, by a woman not already pregnant: 400 µg from
  // before conception (a medicine that needs 5 mg was answered above by its teratogen row).
  if (
    !pregnant &&
    ctx.male !== true &&
    PLANNING_WORDS.test(t) &&
    (findNutrients(text).includes('folate') || /叶酸|\bfolic\b|\bfolate\b/.test(t))
  )
    yield 'preconception_folate';
  // Raw fish, smoked salmon, deli meats, soft cheese, runny eggs or soft-serve asked about in pregnancy.
  if (pregnant && PREGNANCY_RISK_FOODS.test(t)) yield 'pregnancy_food_safety';
  // An anti-inflammatory painkiller asked about with kidney disease (the plan's, or said).
  if (
    ((ctx.conditions ?? []).some((c) => c === 'kidney_disease' || c === 'dialysis') || KIDNEY_SAID.test(t)) &&
    findDrugs(text).some((d) => (d.classes ?? []).includes('nsaid') && d.id !== 'aspirin')
  )
    yield 'ckd_nsaid';
  if (GINGER.test(t) && (NAUSEA.test(t) || pregnant)) yield 'ginger_nausea';
  const bisphosphonate = [...(ctx.medicines ?? []), ...findDrugs(text).map((d) => d.id)].some((id) =>
    (drugById(id)?.classes ?? []).includes('bisphosphonate'),
  );
  if (bisphosphonate && OESOPHAGUS_SIGNS.test(t)) yield 'bisphosphonate_oesophagus';
  if (ALGAE.test(t) && (findNutrients(text).includes('vitaminB12') || /\bb12\b|b12/.test(t)))
    yield 'b12_plant_sources';
  if (RADIOIODINE_SAID.test(t)) yield 'radioiodine_low_iodine';
  if (
    MOUTH_SORES.test(t) &&
    [...(ctx.medicines ?? []), ...findDrugs(text).map((d) => d.id)].includes('methotrexate')
  )
    yield 'methotrexate_mouth_sores';
  if (bisphosphonate && LIE_DOWN.test(t)) yield 'bisphosphonate_upright';
  // Bad sickness in pregnancy and "will the baby get enough?" (answer round 5, zh-033: read as a
  // question about how many crackers).
  if (pregnant && SEVERE_NAUSEA.test(t)) yield 'pregnancy_nausea';
  if (FENUGREEK.test(t)) yield 'fenugreek';
  if (CREATINE.test(t)) yield 'creatine';
  const nutrients = findNutrients(text);
  // Cramps with a nutrient named ("腿抽筋能吃镁片吗") stay a supplement question with its own rules.
  if (CRAMPS.test(t) && EXERCISE.test(t) && nutrients.length === 0) yield 'exercise_cramps';
  if (SALT.test(withoutSaltOfMedicine(t)) && !SALT_SUBSTITUTE.test(t) && HOW_MUCH.test(t)) yield 'salt';
  if (nutrients.includes('iron') && ALTERNATE.test(t)) yield 'iron_alternate_day';
  if (MISSED.test(t) && nutrients.length > 0 && findDrugs(text).length === 0) yield 'missed_supplement';
  if (nutrients.includes('iron') && CONSTIPATION.test(t)) yield 'iron_constipation';
  // A re-test asked with no value typed (a typed value is the lab answer's, with its own interval).
  if ((nutrients.includes('iron') || IRON_LABS.test(t)) && RETEST_WORDS.test(t) && !/\d/.test(t))
    yield 'iron_retest';
  // Red dates beside blood-activating herbs asked about with a blood thinner ("煲汤加啲当归、田七同红枣 … 食紧薄血药得唔得"):
  // the herbs' question, not iron (blind answer round 46, zh-056, unsafe, development data once reported).
  if (FOLK_IRON.test(t) && !bloodActivatingWithThinner(t)) yield 'iron_folk_foods';
  // Potassium running high (kidney disease, heart failure on potassium-raising medicines, a level of
  // 5.0 or more said) and a question about potassium-rich or low-potassium foods.
  if (POTASSIUM_FOOD_Q.test(t) && potassiumHighContext(t, ctx)) yield 'potassium_foods';
  // Someone with gout asks "can I still eat shrimp?" without saying "gout": their condition is the subject.
  const gout =
    GOUT.test(t) ||
    (ctx.conditions ?? []).includes('gout') ||
    [...(ctx.medicines ?? []), ...findDrugs(text).map((d) => d.id)].some((m) => URATE_LOWERING.has(m));
  if (gout && ALCOHOL_OR_DRINKING.test(t)) yield 'gout_alcohol';
  if (gout && GOUT_DRINKS.test(t)) yield 'gout_drinks';
  if (gout && (GOUT_FOOD.test(t) || GOUT_SEAFOOD.test(t))) yield 'gout';
  if (D3_D2.test(t)) yield 'd3_or_d2';
  // How to treat a low, asked ahead of one ("what should I carry", "低血糖吃几颗糖"): a low happening now
  // is the red-flag card's, which runs before any intent.
  if (HYPO.test(t) && HYPO_ASK.test(t)) yield 'hypo_treatment';
  // In recovery from alcohol dependence: none, whatever the general limits say (ninth clinician review,
  // en P2) — and no other topic's drink advice after it.
  if (alcoholInRecovery(text, [])) {
    yield 'alcohol_recovery';
    return;
  }
  // Alcohol for someone on no medicine: the general limits. On a medicine its own row speaks (above),
  // and with none, the "no reliable rule — ask your prescriber" line does — never the general limits.
  if (
    ALCOHOL_WORDS.test(t) &&
    (ctx.medicines ?? []).length === 0 &&
    findDrugs(text).length === 0 &&
    (HOW_MUCH.test(t) || MAY_I_EAT.test(t) || ALCOHOL_ASK.test(t))
  )
    yield 'alcohol';
  // Pregnant by the plan: the pregnancy answer says caffeine (life-stage.ts); told only in words here.
  // Coffee beside a nutrient ("3 flat whites a day — does coffee block iron?") is the pairing table's
  // question, not the caffeine limit (blind answer round 12, en-006).
  if (
    CAFFEINE.test(t) &&
    !/^pregnant/.test(ctx.lifeStage) &&
    (HOW_MUCH.test(t) || /几杯|\bcups?\b/.test(t)) &&
    nutrients.length === 0
  )
    yield 'caffeine';
  if (
    WATER.test(t) &&
    (HOW_MUCH.test(t) || /几杯|几升|够不够|\bcups?\b|\bliters?\b|\blitres?\b|\benough\b/.test(t)) &&
    nutrients.length === 0
  )
    yield 'water';
}

/** The rule each topic answers with; with kidney disease some topics have a rule of their own. */
const TOPIC_RULE: Readonly<Record<EverydayTopic, { rule: EverydayRuleId; kidney?: EverydayRuleId }>> = {
  ginger_nausea: { rule: 'ginger-nausea' },
  pregnancy_nausea: { rule: 'pregnancy-nausea' },
  b12_plant_sources: { rule: 'b12-plant-sources' },
  radioiodine_low_iodine: { rule: 'radioiodine-low-iodine' },
  methotrexate_mouth_sores: { rule: 'methotrexate-mouth-sores' },
  bisphosphonate_oesophagus: { rule: 'bisphosphonate-oesophagus' },
  bisphosphonate_upright: { rule: 'bisphosphonate-upright' },
  fenugreek: { rule: 'fenugreek' },
  creatine: { rule: 'creatine', kidney: 'creatine-kidney' },
  exercise_cramps: { rule: 'exercise-cramps' },
  salt: { rule: 'salt', kidney: 'salt-ckd' },
  iron_alternate_day: { rule: 'iron-alternate-day' },
  missed_supplement: { rule: 'missed-supplement' },
  water: { rule: 'water', kidney: 'water-limit' },
  iron_constipation: { rule: 'iron-constipation' },
  iron_folk_foods: { rule: 'iron-folk-foods' },
  iron_overload_diet: { rule: 'iron-overload-diet' },
  gout: { rule: 'gout' },
  d3_or_d2: { rule: 'd3-or-d2' },
  caffeine: { rule: 'caffeine' },
  hypo_treatment: { rule: 'hypo-treatment' },
  alcohol: { rule: 'alcohol' },
  alcohol_recovery: { rule: 'alcohol-recovery' },
  // answered from knowledge/medicine-diet.ts in everydayAnswer
  medicine_diet: { rule: 'salt' },
  // answered from knowledge/teratogens.ts in everydayAnswer
  teratogen_pregnancy: { rule: 'salt' },
  star_fruit: { rule: 'star-fruit', kidney: 'star-fruit-kidney' },
  potassium_foods: { rule: 'potassium-foods' },
  gout_drinks: { rule: 'gout-drinks' },
  iron_retest: { rule: 'iron-retest' },
  pregnancy_food_safety: { rule: 'pregnancy-food-safety' },
  ckd_nsaid: { rule: 'ckd-nsaid' },
  gout_alcohol: { rule: 'gout-alcohol' },
  preconception_folate: { rule: 'preconception-folate' },
  chemo_diarrhoea: { rule: 'chemo-diarrhoea' },
  cmpa_milk: { rule: 'cmpa-lactose-free' },
  // ibd_fibre's rule (stricture or not) is chosen in everydayAnswer
  ibd_fibre: { rule: 'ibd-fibre' },
  immuno_food_safety: { rule: 'immuno-food-safety' },
  immuno_probiotic: { rule: 'immuno-probiotic' },
  dysphagia_drinks: { rule: 'dysphagia-drinks' },
  dysphagia_sticky: { rule: 'dysphagia-sticky' },
  dysphagia_weight: { rule: 'dysphagia-weight' },
  crush_medicine: { rule: 'crush-medicine' },
  hyperthyroid_iodine: { rule: 'hyperthyroid-iodine' },
  antithyroid_low_wbc: { rule: 'antithyroid-low-wbc' },
  drug_low_wbc: { rule: 'drug-low-wbc' },
  chemo_low_wbc: { rule: 'chemo-low-wbc' },
  low_wbc: { rule: 'low-wbc' },
  levothyroxine_together: { rule: 'levothyroxine-together' },
  levothyroxine_bedtime: { rule: 'levothyroxine-bedtime' },
  diet_pills: { rule: 'diet-pills' },
  cancer_new_symptom: { rule: 'cancer-new-symptom' },
  steroid_stop: { rule: 'steroid-stop' },
  steroid_sick_day: { rule: 'steroid-sick-day' },
  coeliac_gluten: { rule: 'coeliac-gluten' },
  cancer_antioxidants: { rule: 'cancer-antioxidants' },
  sickle_nsaids: { rule: 'sickle-nsaids' },
};

/**
 * A medicine that can harm an unborn baby, answered for a woman planning or (`pregnantNow`) already
 * pregnant: who to call and how soon first, then the folic acid to take now where the row's guideline
 * sets a higher dose — the 400 µg tablet she has is kept until the prescription dose comes (ninth
 * clinician review, zh P3 Q8: "验孕两条杠…叶酸一直只吃了0.4，得理多也还在吃") — then the row and "do not stop".
 */

/** A prescribed folic acid of 1 mg or more a day said in the message, or in the plan's products (mg), or null. */
const FOLIC_MG_SAID =
  /(?:叶酸|\bfolic acid\b|\bfolate\b)[^。？?!.]{0,14}?(\d+(?:\.\d+)?)\s*(?:mg|毫克)|(\d+(?:\.\d+)?)\s*(?:mg|毫克)[^。？?!.]{0,6}?(?:的)?(?:叶酸|\bfolic acid\b)/i;
function prescribedFolicMg(ctx: Ctx): number | null {
  const m = FOLIC_MG_SAID.exec(ctx.text);
  const said = m ? Number(m[1] ?? m[2]) : null;
  if (said !== null && said >= 1 && said <= 15) return said;
  // In the plan's products (amounts in the plan's folate unit, µg): a high dose held, its size not restated.
  const held = (ctx.plan?.productReviews ?? [])
    .flatMap((r) => r.amounts ?? [])
    .some((a) => a.nutrient === 'folate' && a.amount >= 1000);
  return held ? 0 : null;
}
const fmtMg = (mg: number): string => String(Math.round(mg * 10) / 10);

export function teratogenAnswerText(
  ctx: Ctx,
  row: TeratogenRow,
  pregnantNow: boolean,
  /** Sources of what comes before this text in the answer: one source line ends the whole answer. */
  otherRefs?: string,
  /** Other medicines' pregnancy rows the question names, said after the first. */
  more: readonly TeratogenRow[] = [],
): string {
  const l = ctx.locale;
  const dose = row.folicAcidUg === undefined ? '' : amount(row.folicAcidUg / 1000, 'mg');
  // Pregnant in the plan, not "if you are or might be" (fiftieth clinician review, en M9: at 11 weeks).
  const knownPregnant = pregnantNow && /^pregnant/.test(ctx.plan?.profile.lifeStage ?? '');
  return (
    [
      // "What if I got pregnant on it?": who to call, and how soon, comes first (seventh clinician
      // review of 2026-11-26, zh P1 §6, en E §5: answered with vitamin A or pregnancy nutrition).
      // The label's own instruction when she is pregnant on it (leflunomide: stop it and call today) leads.
      ...(pregnantNow && row.ifPregnant ? [pick(row.ifPregnant, l)] : []),
      ...(pregnantNow
        ? [
            ...(row.ifPregnant || row.compatibleInPregnancy
              ? []
              : [
                  knownPregnant
                    ? L(
                        l,
                        '**你正在怀孕，又在吃这种药：请今天就联系开药的医生，并告诉产检医生**你在吃这种药，由医生评估对胎儿的风险、决定药要不要调整。',
                        '**You are pregnant and take this medicine: contact the prescriber today and tell your midwife or obstetrician** which medicine you take; they assess the risk to the baby and decide whether anything changes.',
                      )
                    : L(
                        l,
                        '**如果已经怀孕或怀疑怀孕（月经推迟、验孕阳性）：请今天就联系开药的医生，并尽快看产科**，说明你在吃这种药、最后一次吃是什么时候，由医生评估对胎儿的风险、决定药怎么处理。',
                        '**If you are or might be pregnant (a late period, a positive test): contact the prescriber today and see an obstetrician soon**, saying which medicine you take and when you last took it; they assess the risk to the baby and decide what to do with the medicine.',
                      ),
                ]),
            ...(dose && prescribedFolicMg(ctx) !== null
              ? [
                  // Already on a prescribed high dose ("医生让我每天吃一片5mg的叶酸 … 要不要减成半片"): keep it, never
                  // the 0.4 mg bridge (forty-ninth clinician review, zh P2-S1, sulfasalazine in pregnancy).
                  L(
                    l,
                    `**叶酸：你已经在吃医生开的${prescribedFolicMg(ctx) ? `每天${fmtMg(prescribedFolicMg(ctx)!)}毫克` : '大剂量'}叶酸——照医生开的继续吃，不要减半，也不要换成0.4 mg的普通叶酸。** 吃这种药时，指南建议每天${dose}（处方剂量），${row.folicAcidSpan ? '按医生安排吃满整个孕期' : '一直吃到孕12周'}；网上说的每天0.4 mg是给没有吃这类药的孕妇的。想改剂量，先问开药的医生。`,
                    `**Folic acid: you already take the ${prescribedFolicMg(ctx) ? `${fmtMg(prescribedFolicMg(ctx)!)} mg a day` : 'high dose'} your doctor prescribed — keep taking it as prescribed; do not halve it or swap it for an ordinary 0.4 mg tablet.** On this medicine the guideline dose is ${dose} a day (a prescription dose), ${row.folicAcidSpan ? 'through the pregnancy as the prescriber directs' : 'until 12 weeks of pregnancy'}; the 0.4 mg you read about is for women not on such a medicine. Any change to the dose is the prescriber's.`,
                  ),
                ]
              : dose
                ? [
                    L(
                      l,
                      `**叶酸：吃这种药时，指南建议每天${dose}（处方剂量），${row.folicAcidSpan ? '按医生安排吃满整个孕期' : '一直吃到孕12周'}。** 今天联系医生时就请他开；拿到之前，先每天吃一片普通叶酸（0.4 mg），不要中断，也不要一次吃很多片来凑剂量。`,
                      `**Folic acid: on this medicine the guideline dose is ${dose} a day (a prescription dose), ${row.folicAcidSpan ? 'through the pregnancy as the prescriber directs' : 'until 12 weeks of pregnancy'}.** Ask for it when you call the prescriber today; until you have it, take an ordinary 0.4 mg folic acid tablet every day without a break — not a handful of tablets to make up the dose.`,
                    ),
                  ]
                : []),
          ]
        : []),
      pick(
        teratogenTextOf(
          row,
          teratogenConditionsOf(ctx.text, ctx.plan?.profile.conditions ?? []),
          knownPregnant,
        ),
        l,
      ),
      ...more.map((r) => pick(r.text, l)),
      // A row whose label says "stop it if pregnant" (leflunomide) says so itself, pregnant or planning:
      // never the general "do not stop" (fourteenth clinician review, en P5 #2).
      row.ifPregnant
        ? pregnantNow
          ? ''
          : pick(row.ifPregnant, l)
        : knownPregnant
          ? L(
              l,
              '请不要自己停药或减量：药要不要调整，由开药的医生决定。',
              'Do not stop or cut down the medicine yourself: any change is the prescriber’s decision.',
            )
          : L(
              l,
              '请不要自己停药或减量：先和开药的医生商量好再备孕，怀孕了请尽快联系医生。',
              'Do not stop or cut down the medicine yourself: plan the pregnancy with your prescriber first, and contact them promptly if you are pregnant.',
            ),
    ]
      .filter(Boolean)
      .join('\n\n') +
    sourceLine([otherRefs, row.source.ref, ...more.map((r) => r.source.ref)].filter(Boolean).join('; '), l)
  );
}

export function everydayAnswer(ctx: Ctx, topic: EverydayTopic): Draft {
  const l = ctx.locale;
  if (topic === 'teratogen_pregnancy') {
    const row = teratogenRowFor(
      ctx.text,
      ctx.medicines,
      isMale(ctx.text, ctx.plan?.profile.sex),
      ctx.plan?.profile.conditions ?? [],
      /^pregnant/.test(ctx.plan?.profile.lifeStage ?? ''),
    );
    // Every medicine the question names that has a pregnancy row of its own is answered too: "吃骁悉、纷乐
    // 还有强的松，想要孩子" gets mycophenolate's switch and hydroxychloroquine's "keep taking it"
    // (ninth clinician review, zh P5 Q1).
    const named = findDrugs(ctx.text).map((d) => d.id);
    // A class row counts as its medicines do ("the spironolactone and doxy": the tetracyclines' row too).
    const more = row
      ? teratogenRowsFor(named, ctx.plan?.profile.conditions ?? [])
          .map((x) => x.row)
          .filter((r) => r.id !== row.id)
      : [];
    if (row)
      return {
        text: teratogenAnswerText(
          ctx,
          row,
          // Pregnant in the plan counts too (blind answer round 29, zh-082: 6 weeks on leflunomide).
          PREGNANT_ON_IT.test(normaliseQuestion(ctx.text)) ||
            /^pregnant/.test(ctx.plan?.profile.lifeStage ?? ''),
          undefined,
          more,
        ),
        suggestions: suggestionsFor(ctx, [], undefined),
        warnings: [{ kind: 'see_doctor' }],
      };
  }
  if (topic === 'medicine_diet') {
    const rows = medicineDietRowsFor(ctx.text, ctx.medicines);
    const row = rows[0];
    const note = row && dietNotesFor(row.drugIds, l).find((n) => n.id === row.id);
    if (row && note) {
      const others = rows.slice(1).flatMap((r) => dietNotesFor(r.drugIds, l).filter((n) => n.id === r.id));
      // A food asked about beside one the row names ("香蕉和牛油果呢"): said plainly, not passed over.
      const missing = findFoodsAsked(ctx.text).filter(
        (f) => !rowNamesFood(row.id, f) && !others.some((o) => rowNamesFood(o.id, f)),
      );
      const rest = missing.length
        ? `\n\n${notCovered(
            missing.map((f) => foodLabel(f, l)),
            whoToAsk(ctx.text, ctx.plan, ctx.medicines),
            l,
          )}`
        : '';
      // A major pair between the row's medicine and another of theirs leads (blind answer round 7,
      // zh-099: minocycline with milk was answered while minocycline with isotretinoin went unsaid).
      const rowDrugs = [...new Set(rows.flatMap((r) => r.drugIds))];
      const namedIds = new Set(findDrugs(ctx.text).map((d) => d.id));
      const allPairs = taboosFor(
        {
          medicines: [...new Set([...rowDrugs, ...ctx.medicines, ...namedIds])],
          substances: [],
          doses: planDoses(ctx.plan),
        },
        l,
      ).filter(
        (t) =>
          t.kind === 'drug_interaction' &&
          // A major pair of the row's medicine, or any pair of two medicines the question names.
          ((t.severity === 'major' && (rowDrugs.includes(t.drugId) || rowDrugs.includes(t.target))) ||
            (namedIds.has(t.drugId) && namedIds.has(t.target))),
      );
      // A question about another medicine that is in none of these pairs ("whats the max acetaminophen a
      // day if he drinks a few beers" on an opioid and pregabalin) is not led by a pair it does not name:
      // that medicine's own answer follows the row (tenth clinician review, en P5 finding 4).
      const touches = (t: { drugId: string; target: string }, id: string) =>
        t.drugId === id || t.target === id;
      const otherAsked = [...namedIds].some(
        (id) => !rowDrugs.includes(id) && !allPairs.some((t) => touches(t, id)),
      );
      const pairs = otherAsked
        ? allPairs.filter((t) => namedIds.has(t.drugId) || namedIds.has(t.target))
        : allPairs;
      // The pair of a medicine the question names comes first ("新康泰克?" on linezolid: pseudoephedrine
      // before the row's other major pairs).
      const touchesNamed = (t: { drugId: string; target: string }): number =>
        (namedIds.has(t.drugId) && !rowDrugs.includes(t.drugId)) ||
        (namedIds.has(t.target) && !rowDrugs.includes(t.target))
          ? 0
          : 1;
      const pairText = [...pairs]
        .sort((a, b) => touchesNamed(a) - touchesNamed(b))
        .map((t) => interactionWarning(t, l));
      const refs = [
        ...new Set([...pairs.map((t) => t.source.ref), note.source.ref, ...others.map((o) => o.source.ref)]),
      ].join('; ');
      return {
        text:
          [...pairText, note.text, ...others.map((o) => o.text)].join('\n\n') + rest + sourceLine(refs, l),
        suggestions: suggestionsFor(ctx, [], undefined),
        warnings: pairs.length ? [{ kind: 'see_doctor' }] : [],
      };
    }
  }
  const kidney = kidneyContext(ctx);
  const main = TOPIC_RULE[topic];
  const ids: EverydayRuleId[] = [kidney && main.kidney ? main.kidney : main.rule];
  const extra: string[] = [];
  const lead: string[] = [];
  const leadRefs: string[] = [];
  const warnings: Warning[] = [];
  const pregnant = /^pregnant/.test(ctx.plan?.profile.lifeStage ?? '') || PREGNANCY_WORDS.test(ctx.norm);
  switch (topic) {
    case 'iron_folk_foods':
      // Iron not wanted — a high ferritin, thalassaemia or transfusions — is never told where "the real iron"
      // is (liver, duck blood): the overload diet answers (twenty-first clinician review, zh S1: 阿胶 asked
      // at a ferritin of 3,650).
      if (
        (ctx.plan?.profile.conditions ?? []).includes('haemoglobinopathy') ||
        TRANSFUSION_OVERLOAD_SAID.test(ctx.norm)
      )
        ids.splice(0, 1, 'iron-overload-diet-transfusion');
      else if (
        highFerritinOf(ctx.plan?.reportAnalysis?.markers) !== null ||
        IRON_OVERLOAD_SAID.test(ctx.norm) ||
        HIGH_FERRITIN_SAID.test(ctx.norm)
      )
        ids.splice(0, 1, 'iron-overload-diet');
      break;
    case 'iron_overload_diet':
      // Overload from transfusions (sickle cell disease, thalassaemia): chelation, never venesection days.
      if (
        (ctx.plan?.profile.conditions ?? []).includes('haemoglobinopathy') ||
        TRANSFUSION_OVERLOAD_SAID.test(ctx.norm)
      )
        ids.splice(0, 1, 'iron-overload-diet-transfusion');
      break;
    case 'ibd_fibre':
      ids.splice(0, 1, conditionTopicRule(topic, ctx.text));
      warnings.push({ kind: 'see_doctor' });
      break;
    case 'immuno_probiotic':
      warnings.push({ kind: 'avoid_supplement', substance: 'probiotics' }, { kind: 'see_doctor' });
      break;
    case 'crush_medicine': {
      // A modified-release or enteric-coated product or form named: it is never crushed or put down a
      // tube, and the prescriber or pharmacist is asked today for another form; the general crushing
      // text ("mix it into a spoonful of soft food") is not for it (fourteenth clinician review, zh P2 #1).
      const mr = modifiedReleaseNamed(ctx.norm);
      if (mr) {
        ids.splice(0, ids.length);
        lead.push(pick(modifiedReleaseText(mr, FEEDING_TUBE.test(ctx.norm)), l));
        leadRefs.push(MODIFIED_RELEASE_SOURCE.ref);
        warnings.push({ kind: 'see_doctor' });
        break;
      }
      // The medicine asked about is named, so no "not covered — ask your speech therapist" line follows.
      // A medicine whose label says how it may be crushed (never, for alendronate; in applesauce, for
      // apixaban) is answered by the label (knowledge/crushing.ts; twenty-second clinician review, en S1).
      const all = findDrugs(ctx.text);
      const labelled = crushingRulesFor(
        all.map((d) => d.id),
        (id) => drugById(id)?.classes ?? [],
      );
      for (const r of labelled) {
        lead.push(pick(r.text, l));
        leadRefs.push(r.source);
      }
      const named = all.filter(
        (d) => !labelled.some((r) => crushingRuleCovers(r, d.id, drugById(d.id)?.classes ?? [])),
      );
      if (named.length > 0) {
        const names = named.map((d) => L(l, d.zh, d.en)).join(L(l, '、', ', '));
        extra.push(
          L(
            l,
            `关于${names}：把药盒或说明书给药师看，确认是普通片还是缓释片、肠溶片，再决定能不能碾碎。`,
            `For ${names}: show the pack or leaflet to the pharmacist to confirm it is a plain tablet and not modified-release or enteric-coated before crushing it.`,
          ),
        );
      }
      warnings.push({ kind: 'see_doctor' });
      break;
    }
    case 'levothyroxine_together': {
      // A TSH already below its range: once the tablet is taken apart from coffee and calcium more is absorbed, so
      // the dose may need lowering — the doctor this week (fifty-first clinician review, en M12: TSH 0.09).
      // In pregnancy the dose usually rises and the TSH is checked about every 4 weeks: no "recheck after 6–8 weeks"
      // (blind answer round 57, en-047, development data: a TSH of 4.1 at 14 weeks).
      if (pregnant) ids.splice(0, 1, 'levothyroxine-together-pregnancy');
      const tsh = ctx.plan?.reportAnalysis?.markers.find((m) => m.key === 'tsh' && m.flag === 'low');
      if (tsh)
        lead.push(
          L(
            l,
            `**你的促甲状腺激素（TSH ${tsh.value}）已经偏低，说明现在的甲状腺素可能偏多：分开吃以后吸收会更多，请这周内就问医生剂量要不要减，不要自己改。**`,
            `**Your TSH is already low (${tsh.value}), which suggests the current dose may be more than you need: once you take it apart from coffee and calcium more will be absorbed, so ask your doctor this week whether to lower the dose — do not change it yourself.**`,
          ),
        );
      warnings.push({ kind: 'see_doctor' });
      break;
    }
    case 'levothyroxine_bedtime':
    case 'dysphagia_drinks':
    case 'dysphagia_sticky':
    case 'dysphagia_weight':
    case 'diet_pills':
    case 'cancer_new_symptom':
    case 'steroid_stop':
    case 'steroid_sick_day':
    case 'coeliac_gluten':
    case 'sickle_nsaids':
      warnings.push({ kind: 'see_doctor' });
      break;
    case 'cancer_antioxidants': {
      warnings.push({ kind: 'see_doctor' });
      // "一天吃两片200微克的，多不多？": the amount said is judged against its limit first (fourteenth
      // clinician review, zh P3 #2: the UL was never said).
      for (const s of findStatedAmounts(ctx.text)) {
        const v = ctx.views.get(s.nutrient);
        if (!v || v.ul === null) continue;
        const verdict = statedVerdict(s, v, ctx);
        lead.push(...verdict.lines);
        leadRefs.push(...[v.sourceRef, ...verdict.refs].filter((r): r is string => Boolean(r)));
        if (verdict.above) warnings.push({ kind: 'reduce_dose', substance: s.nutrient });
      }
      break;
    }
    case 'water':
      // On dialysis (the plan's or said in the chat): the unit's fluid allowance, never the 1.5–1.7 L.
      if (dialysisContext(ctx)) {
        ids.splice(0, 1, 'water-dialysis');
        break;
      }
      // A low sodium (the plan's, or said in the chat): no litre target, the doctor's fluid limit or thirst.
      if (lowSodiumContext(ctx)) {
        ids.splice(0, 1, 'water-low-sodium');
        break;
      }
      // Heart failure (told in the question, in the plan, or a loop diuretic): the doctor's fluid limit
      // alone — a general "2.7–3.7 litres" beside it reads as permission to drink that much.
      if (
        !kidney &&
        (HEART_FAILURE.test(ctx.norm) ||
          ctx.saysSwelling === true ||
          (ctx.plan?.profile.conditions ?? []).includes('heart_failure') ||
          ctx.medicines.some((m) => LOOP_DIURETICS.has(m)))
      )
        ids.splice(0, 1, 'water-limit');
      break;
    case 'caffeine':
      if (pregnant) ids.splice(0, 1, 'caffeine-pregnancy');
      else if (
        (ctx.plan?.profile.goals ?? []).includes('pregnancy_prep') ||
        /备孕|怀孕|要孩子|要宝宝|受孕|生育|\bconceiv\w*|\btrying (for a baby|to get pregnant)\b|\bttc\b|\bfertility\b|\bget pregnant\b/.test(
          ctx.norm,
        )
      )
        ids.splice(0, 1, 'caffeine-conception');
      else if (
        (ctx.plan?.profile.lifeStage ?? 'none') === 'lactating' ||
        /哺乳|喂奶|母乳|\bbreast ?feed\w*|\bnursing\b/.test(ctx.norm)
      )
        ids.splice(0, 1, 'caffeine-lactation');
      break;
    case 'alcohol':
      if (pregnant || /备孕|怀孕|\bconceiv|\btrying for a baby\b/.test(ctx.norm))
        ids.splice(0, 1, 'alcohol-pregnancy');
      break;
    case 'creatine':
      if (kidney) warnings.push({ kind: 'avoid_supplement', substance: 'creatine' }, { kind: 'see_doctor' });
      else if (ctx.minorSaid === true || statedMinorAge(ctx.text) || childInChat(ctx))
        ids.splice(0, 1, 'creatine-minor');
      break;
    case 'iron_alternate_day': {
      const supervised =
        ctx.plan?.recommendations.some((r) => r.nutrient === 'iron' && r.supervised === true) === true ||
        ctx.plan?.findings.some((f) => f.id === 'treatment:iron' || f.id === 'skipped:iron') === true;
      if (supervised) {
        ids.push('iron-alternate-day-supervised');
        warnings.push({ kind: 'see_doctor' });
      }
      break;
    }
    case 'missed_supplement': {
      for (const n of findNutrients(ctx.text)) {
        const m = isNutrientKey(n) ? MISSED_NUTRIENT[n] : undefined;
        if (m) extra.push(pick(m, l));
      }
      const rec = ctx.plan?.recommendations.find((r) =>
        findNutrients(ctx.text).includes(r.nutrient as NutrientKey),
      );
      if (rec && isNutrientKey(rec.nutrient))
        extra.push(
          L(
            l,
            `你方案里的剂量：${planDoseSaid(rec, ctx.views.get(rec.nutrient)?.fromSupplements ?? 0, l)}。`,
            `Your plan's dose: ${planDoseSaid(rec, ctx.views.get(rec.nutrient)?.fromSupplements ?? 0, l)}.`,
          ),
        );
      break;
    }
  }
  // "Drink more" (constipation on iron, gout) is not for someone on dialysis: the unit's allowance holds.
  if (
    dialysisContext(ctx) &&
    ids.some((id) =>
      /喝水|more fluids|drink more|(drink|with) plenty of water/.test(pick(EVERYDAY_RULES[id].text, l)),
    ) &&
    !ids.includes('water-dialysis')
  )
    extra.push(
      L(
        l,
        `**你在透析：上面说的“多喝水”不适用于你，${DIALYSIS_TEXT.fluid.zh}。**`,
        `**You are on dialysis: "more fluids" above does not apply to you; ${DIALYSIS_TEXT.fluid.en}.**`,
      ),
    );
  const notes: SafetyNote[] = ids.map((id) => ({ id, text: pick(EVERYDAY_RULES[id].text, l) }));
  const refs = [...new Set([...leadRefs, ...ids.map((id) => EVERYDAY_RULES[id].source.ref)])];
  // With kidney disease the foods answer opens with "no potassium on your own" (the dose rule's).
  const ckdPotassium = CONDITION_DOSE_RULES.find((r) => r.id === 'ckd-potassium');
  if (topic === 'potassium_foods' && kidney && ckdPotassium) {
    notes.unshift({ id: 'ckd-potassium', text: pick(ckdPotassium.text, l) });
    refs.unshift(ckdPotassium.source.ref);
    warnings.push({ kind: 'avoid_supplement', substance: 'potassium' });
  }
  // A salt substitute named with the foods, on a medicine that keeps potassium: the substitute's own
  // answer comes first (clinician review 2026-11-25 fourth, zh P3: spironolactone, 低钠盐 and bananas).
  const salt =
    topic === 'potassium_foods' && SALT_SUBSTITUTE.test(ctx.norm) && potassiumRaisingDrugs(ctx).length > 0
      ? saltSubstitute(ctx)
      : null;
  if (salt) warnings.push(...(salt.warnings ?? []));
  return {
    text:
      (salt ? `${salt.text}\n\n` : '') +
      [...lead, ...notes.map((n) => n.text), ...extra].join('\n\n') +
      sourceLine(refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings,
    notes,
  };
}

/**
 * Alcohol asked by someone pregnant or trying for a baby (the plan's life stage or goal, or said in this
 * chat): no allowance at all — never a medicine row's or the general "1 drink a day" (tenth clinician
 * review, zh P5: "打胰岛素喝酒女的一天不超过一杯，那我怀孕了…喝一小杯红酒助眠可以吧"). A man asking
 * ("my wife is pregnant") is not the one carrying the baby.
 */
/** The male partner said to drink, in a question about him. */
const PARTNER_DRINKS =
  /(老公|丈夫|男方|男朋友|爱人|他)[^。？?！!]{0,16}(喝酒|应酬|喝啤酒|喝白酒|酗酒)|\b(my )?(husband|partner|boyfriend|he)\b[^.?!]{0,30}\b(drinks?|drinking|booze|alcohol)\b/;
/** …and not her own drinking asked beside it. */
const SHE_DRINKS =
  /我[^。？?，,]{0,4}(能|可以|也)?[^。？?，,]{0,2}喝|\b(can|should|may) i\b[^.?]{0,12}\b(drink|have)\b|\bi (drink|had)\b/;

export function pregnancyAlcoholAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  // A drink counted is alcohol unless the drink is named as water, tea, coffee, milk or juice ("how much
  // water should I be drinking now?" is the water question).
  const t = normaliseQuestion(ctx.text);
  const alcohol =
    ALCOHOL_WORDS.test(t) ||
    HIDDEN_ALCOHOL.test(t) ||
    (COUNTED_DRINKS.test(t) &&
      !/水|茶|咖啡|奶|果汁|\b(water|fluids?|tea|coffee|milk|juice|smoothies?)\b/.test(t));
  if (!alcohol) return null;
  if (isMale(ctx.text, ctx.plan?.profile.sex)) return null;
  // Her male partner's drinking asked about, not her own ("老公抽烟还老应酬喝酒，想提高精子质量" — blind
  // answer round 24, zh-027): his sperm row answers (faq/rows-round24-zha.ts), never her no-alcohol rule.
  if (PARTNER_DRINKS.test(t) && !SHE_DRINKS.test(t)) return null;
  const profile = ctx.plan?.profile;
  const stage = profile?.lifeStage ?? 'none';
  const planning =
    profile !== undefined &&
    planningPregnancy({ gender: profile.sex, age: profile.age, lifeStage: stage, goals: profile.goals });
  const said = [ctx.text, ...earlier].some((x) => {
    const t = normaliseQuestion(x);
    // "34 weeks" counts only beside a plan that is pregnant already or with a pregnancy word.
    return PREGNANCY_WORDS.test(t) || /备孕|\bconceiv\w*|\btrying for a baby\b|\bttc\b/.test(t);
  });
  if (!/^pregnant/.test(stage) && !planning && !said) return null;
  // A baby only planned in the questionnaire, and a medicine named with the drink: the medicine is what is asked
  // ("周末喝两三杯红酒，对lamotrigine有影响吗" — answer round 54, zh-078 and en-080: the pregnancy text instead).
  if (!/^pregnant/.test(stage) && !said && findDrugs(ctx.text).length > 0) return null;
  const rule = EVERYDAY_RULES['alcohol-pregnancy'];
  const l = ctx.locale;
  return {
    text: pick(rule.text, l) + sourceLine(rule.source.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [],
    notes: [{ id: 'alcohol-pregnancy', text: pick(rule.text, l) }],
  };
}

/**
 * Alcohol asked by someone pregnant now (the plan's life stage, or said in this chat) who takes a medicine
 * with an alcohol row: the pregnancy answer's "none at all" leads, then what the medicine's row adds in
 * pregnancy (thirty-fifth clinician review, en S2: at 6 weeks on metformin "is a glass of wine on the
 * weekend ok?" got only metformin's "heavy or binge drinking" text, which reads as permission for one
 * glass). Trying for a baby keeps the order of `pregnancyAlcoholAnswer`'s own step. Null: not pregnant,
 * no alcohol asked, or no medicine alcohol row (the pregnancy step answers alone).
 */
export function pregnancyAlcoholBeforeMedicine(
  ctx: Ctx,
  earlier: readonly string[],
  medicines: readonly string[],
): Draft | null {
  const pregnantNow =
    /^pregnant/.test(ctx.plan?.profile.lifeStage ?? '') ||
    [ctx.text, ...earlier].some((x) => PREGNANCY_SAID.test(normaliseQuestion(x)));
  if (!pregnantNow) return null;
  const row = medicineDietRowFor(ctx.text, medicines);
  if (!row || !/alcohol/.test(row.id)) return null;
  const lead = pregnancyAlcoholAnswer(ctx, earlier);
  if (!lead) return null;
  const l = ctx.locale;
  const rule = EVERYDAY_RULES['alcohol-pregnancy'];
  const after = medicineAlcoholAfterPregnancyLead(row.id);
  const added = after ? pick(after.text, l) : '';
  const text = [pick(rule.text, l), ...(added ? [added] : [])].join('\n\n');
  const refs = [rule.source.ref, ...(added && after?.ref ? [after.ref] : [])].join('; ');
  return {
    ...lead,
    text: text + sourceLine(refs, l),
    rules: ['alcohol-pregnancy', `medicine-diet:${row.id}`],
  };
}

/** Folic acid or folate asked about. */
const FOLATE_ASKED = /叶酸|\bfol(ic|ate)\b/;

/**
 * A man on an antiepileptic asking about folic acid: folate can fall on enzyme-inducing antiepileptics
 * (carbamazepine, phenytoin, phenobarbital, primidone); a supplement only if the doctor finds it low
 * (NICE NG217; BNF). Never the pregnancy-planning 5 mg or a pregnancy card. Null when it does not apply.
 */
export function maleAntiepilepticFolateAnswer(ctx: Ctx): Draft | null {
  if (!isMale(ctx.text, ctx.plan?.profile.sex)) return null;
  const t = normaliseQuestion(ctx.text);
  if (!t || !FOLATE_ASKED.test(t)) return null;
  const taken = [...new Set([...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id)])];
  const drugs = taken.map((id) => drugById(id)).filter((d) => d?.classes?.includes('antiepileptic'));
  if (drugs.length === 0) return null;
  const l = ctx.locale;
  const inducing = drugs.filter((d) => d?.classes?.includes('enzyme_inducing_antiepileptic'));
  const names = (ds: typeof drugs) =>
    ds.map((d) => (l === 'zh-CN' ? d?.zh : d?.en)).join(l === 'zh-CN' ? '、' : ', ');
  const text = inducing.length
    ? L(
        l,
        `你是男性：备孕时每天 5 毫克叶酸的建议是给可能怀孕的女性的，不适用于你。长期服用${names(inducing)}这类肝酶诱导型抗癫痫药，血叶酸可能偏低；是否补充叶酸，要看医生查血的结果——只有查出偏低时，才按医生建议补充，不要自己长期大剂量服用。平时多吃深绿色蔬菜、豆类等富含叶酸的食物。抗癫痫药请按医嘱服用，不要自行停药或减量。`,
        `As a man, the 5 mg folic acid advice before pregnancy is for women who could become pregnant, not for you. Long-term ${names(inducing)} (an enzyme-inducing antiepileptic) can lower blood folate; whether you need folic acid depends on a blood test by your doctor — take it only if the doctor finds it low, not high doses on your own. Eat folate-rich foods such as dark green vegetables and legumes. Keep taking your antiepileptic as prescribed; never stop or cut it yourself.`,
      )
    : L(
        l,
        `你是男性：备孕时每天 5 毫克叶酸的建议是给可能怀孕的女性的，不适用于你。对服用${names(drugs)}的男性是否需要补叶酸，没有可靠的通用规则——请问你的神经科医生，需要时由医生查血叶酸再决定。抗癫痫药请按医嘱服用，不要自行停药或减量。`,
        `As a man, the 5 mg folic acid advice before pregnancy is for women who could become pregnant, not for you. For a man on ${names(drugs)} there is no reliable rule on folic acid — ask your neurologist, who can check your folate if needed. Keep taking your antiepileptic as prescribed; never stop or cut it yourself.`,
      );
  return {
    text:
      text +
      sourceLine(
        'NICE NG217 Epilepsies in children, young people and adults (2022); BNF: carbamazepine, phenytoin — folate deficiency with long-term use (enzyme induction)',
        l,
      ),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
  };
}

/** The "not covered" line of cannot.ts `notCovered`, in either language. */
const NOT_COVERED_PARAGRAPH =
  /^(?:关于你问到的\*\*.+?\*\*：上面的回答没有涉及|About \*\*.+?\*\*, which you asked about:)/;

/** The rules of a question's other everyday topics that speak of foods an answer left out. */
export interface FoodRulesLeftOut {
  /** Paragraphs to add, each not yet in the answer, in topic order. */
  paragraphs: string[];
  /** Their source lines as the topics' answers print them ("_来源：…_"), each once. */
  sources: string[];
  notes: SafetyNote[];
  warnings: Warning[];
  /** The foods no rule spoke of. */
  missing: FoodAsked[];
}

/**
 * A question naming several foods is answered for each food a rule speaks of, never "no reliable rule"
 * for one while another topic's rule covers it (ninth clinician review, zh P2: "香蕉橙子杨桃到底能不能吃"
 * on dialysis got the star-fruit rule, or after a potassium value none at all, and bananas were declined
 * although the potassium-foods rule names them). Every topic the question asks (`everydayTopicsIn`) is
 * tried in order; a topic whose answer speaks of a food still missing adds the paragraphs the answer
 * does not have yet (without its own "not covered" line).
 */
export function foodRulesLeftOut(
  ctx: Ctx,
  answer: string,
  foods: readonly FoodAsked[],
  asker: EverydayAsker,
): FoodRulesLeftOut {
  const out: FoodRulesLeftOut = { paragraphs: [], sources: [], notes: [], warnings: [], missing: [...foods] };
  if (foods.length === 0) return out;
  const seen = new Set<EverydayTopic>();
  for (const topic of everydayTopicsIn(ctx.text, asker)) {
    if (out.missing.length === 0) break;
    if (seen.has(topic)) continue;
    seen.add(topic);
    const draft = everydayAnswer(ctx, topic);
    const { body, sources } = splitSourceLines(draft.text);
    const have = `${answer}\n\n${out.paragraphs.join('\n\n')}`;
    const paragraphs = body
      .split('\n\n')
      .filter(
        (p) => p.trim() && !NOT_COVERED_PARAGRAPH.test(p) && !have.includes(p.replace(/^\*\*|\*\*$/g, '')),
      );
    const spoken = out.missing.filter((f) => paragraphs.some((p) => answerNamesFood(p, f)));
    if (spoken.length === 0) continue;
    out.paragraphs.push(...paragraphs);
    for (const line of sources) if (!out.sources.includes(line)) out.sources.push(line);
    out.notes.push(...(draft.notes ?? []));
    out.warnings.push(...(draft.warnings ?? []));
    out.missing = out.missing.filter((f) => !spoken.includes(f));
  }
  return out;
}

/** An answer's trailing source lines ("_来源：…_", "_Source: …_"), apart from its body. */
export function splitSourceLines(text: string): { body: string; sources: string[] } {
  const m = /(?:\n\n_(?:来源|Source)[^\n]*_)+\s*$/.exec(text);
  if (!m) return { body: text, sources: [] };
  return {
    body: text.slice(0, m.index),
    sources: m[0]
      .split('\n\n')
      .map((l) => l.trim())
      .filter(Boolean),
  };
}
