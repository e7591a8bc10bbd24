/**
 * Blind answer round 65's unsafe and wrong answers (development data once its after-measurement was recorded): leafy
 * greens, heavy periods and iron on a direct oral anticoagulant; B12 tablets with autoimmune gastritis; constipation when
 * dry food is hard to swallow; hours of dance a day on little food; onion and garlic on low FODMAP, and psyllium beside a
 * medicine; weight loss with motor neurone disease; a metallic taste during cancer treatment. The texts are data in
 * knowledge/medicine-chat-answers.ts and knowledge/everyday-answers.ts.
 */
import {
  B12_AUTOIMMUNE_GASTRITIS_TABLETS,
  CANCER_TASTE_CHANGES,
  CONSTIPATION_HARD_TO_SWALLOW,
  LOW_FODMAP_ONION_GARLIC_SWAPS,
  MND_WEIGHT_CALORIES,
  PSYLLIUM_OTHER_MEDICINES_APART,
  TRAINING_HOURS_EATING_ENOUGH,
} from '../../knowledge/everyday-answers';
import {
  DOAC_GREENS_NO_CHANGE,
  HEAVY_PERIODS_ON_BLOOD_THINNER,
  IRON_WITH_DOAC,
} from '../../knowledge/medicine-chat-answers';
import {
  CANCER_TREATMENT,
  IRON_NOT_WANTED,
  MINOR,
  OPIOID_SAID,
  PREGNANT_OR_NURSING,
  VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
} from './audiences';
import { DOAC } from './rows-round26-unsafe-en';
import type { FaqAudience, FaqRow } from './types';

const GREENS_OR_VITAMIN_K =
  /维生素k|维k|绿叶菜|青菜|菠菜|羽衣甘蓝|西兰花|西蓝花|生菜|沙拉|青汁|果昔|蔬菜汁|\b(vitamin k|greens|leafy|spinach|kale|broccoli|salads?|lettuce|collards?|smoothies?|green juices?)\b/;
const KEEP_OR_QUIT =
  /戒|不能吃|不能喝|能吃吗|能喝吗|可以吃|可以喝|要停|少吃|少喝|影响|有冇问题|有没有问题|有问题吗|\b(quit|stop|ditch|drop|give (it )?up|cut (it )?out|avoid|ok|okay|safe|allowed|affect\w*|interfer\w*|interact\w*)\b/;

/** A blood thinner of any kind, taken or named. */
const ON_BLOOD_THINNER: FaqAudience = {
  medicines: ['anticoagulant', 'vitamin_k_antagonist'],
  said: /抗凝药|抗凝|华法林|利伐沙班|拜瑞妥|阿哌沙班|艾乐妥|达比加群|泰毕全|\b(blood thinners?|anticoagulants?|warfarin|xarelto|rivaroxaban|eliquis|apixaban|pradaxa|dabigatran|edoxaban|lixiana|savaysa)\b/,
};
const PERIODS_HEAVY =
  /经期(量|出血)?(很|特别|太)?(大|多)|月经(量)?(很|特别|太|变|越来越)?(多|大)|经量(很|特别|太|变)?(多|大)|例假(量)?(很|特别|太)?(多|大)|\b(heavy|heavier|super heavy|flooding) (periods?|bleeding|flow)\b|\bperiods? (have been |are |got )?(so |super |really |very )?(heavy|heavier)\b/;

const AUTOIMMUNE_GASTRITIS: FaqAudience = {
  said: /自身免疫性胃炎|萎缩性胃炎|恶性贫血|内因子|\b(autoimmune (atrophic )?gastritis|atrophic gastritis|pernicious an(a)?emia|intrinsic factor)\b/,
};
const B12_TABLETS_INSTEAD =
  /(换|改)(成|用)?[^，。？?]{0,8}(口服|片)|吃片|口服|\b(tablets?|pills?|oral|by mouth|sublingual)\b/;

const CONSTIPATED = /便秘|大便干|拉不出|\b(constipat\w*|bunged up|backed up)\b/;
/** Swallowing made hard: dry food hard, choking, a swallowing condition. */
const HARD_TO_SWALLOW =
  /吞咽(困难|不好|不方便)|咽不下|吞不下|容易呛|会呛|噎|运动神经元|渐冻|\b(dysphagi\w*|chok\w*|hard to swallow|trouble swallowing|swallowing (is )?(hard|difficult)|motor neurone|motor neuron|\bals\b|mnd)\b|\bdry (things|food|stuff)[^.?!]{0,40}\b(hard|difficult|tough)\b|\b(hard|difficult) to (swallow|chew|get down)\b/;

/** Hours of dance or training a day, or ballet named: said in the message or the one before it. */
const TRAINING_HOURS: FaqAudience = {
  said: /芭蕾|舞蹈(生|学生|学院|演员)|(练|训练|跳|排练)[^，。？?]{0,4}([三四五六七八]|[3-9]|\d[-–到至]\d)(个)?(多)?(小时|钟头)|\b(ballet|dancers?|([3-9]|\d ?(-|–|to) ?\d{1,2}) (hours?|hrs?) (a|per) day (of )?(dance|dancing|training|rehearsals?)|(danc\w*|train\w*|rehears\w*) (for )?([3-9]|\d ?(-|–|to) ?\d{1,2}) (hours?|hrs?) (a|per|every) day)\b/,
};
/** Whether the food is enough, how much to eat, or the fear of gaining if they eat more. */
const ENOUGH_OR_GAIN_FEAR =
  /够不够|够吗|吃多少|多少卡|多少热量|不想长肉|怕长肉|怕胖|会不会胖|会长肉|长胖|保持轻盈|\b(enough|how many calories|how much should i eat|put (on )?weight|gain weight|get fat|stay light|that much|so much)\b/;

/** Low FODMAP or IBS, said in the message or the one before it. */
const LOW_FODMAP: FaqAudience = { said: /fodmap|肠易激|\bibs\b|\birritable bowel\b/ };
/** Onion or garlic to replace, or hing (asafoetida) asked about. */
const ONION_GARLIC_SWAP =
  /(洋葱|大蒜|蒜|葱)[^。？?]{0,30}(代替|替代|换成|换什么|用什么)|(代替|替代)[^。？?]{0,10}(洋葱|大蒜)|阿魏|\bhing\b|\basafoetida\b|\b(onion|garlic)\b[\s\S]{0,120}\b(instead|substitut\w*|swap\w*|replace\w*|alternatives?)\b|\b(instead of|sub|subs|substitut\w* for|swap\w* for|replace\w*) (for )?(the )?(onion|garlic)\b/;
/** Psyllium by its names. */
const PSYLLIUM = /车前子|洋车前|isabgol|isabgul|\b(psyllium|ispaghula|metamucil|fybogel|konsyl)\b/;
/** Taken together or apart asked. */
const TOGETHER_OR_APART =
  /分开|一起吃|一起服|同时吃|间隔|隔开|隔多久|\b(together|same time|apart|space\w*|separate\w*|gap)\b/;

/** Motor neurone disease (ALS), said in the message or the one before it. */
const MND: FaqAudience = {
  said: /运动神经元|渐冻|\b(motor neuron(e)? disease|mnd|als|amyotrophic lateral sclerosis|lou gehrig\w*)\b/,
};
/** Weight falling, or calories to stop it. */
const WEIGHT_OR_CALORIES =
  /掉秤|体重|瘦了|掉了\d|掉到|热量|卡路里|大卡|千卡|\b(weight|calories|kcal|losing|lost \d+|thinner|build (him|her|me) up)\b/;

/** A metallic taste, or food tasting of nothing. */
const TASTE_CHANGED =
  /铁锈味|金属味|铁味|嘴里(发)?苦|没(有)?味道|吃(啥|什么)都不香|味觉|\b(metallic|metal(ly)? taste|tastes? (of|like) (metal|nothing|cardboard)|taste changes?|no taste|lost (his|her|my) taste|food tastes? (wrong|bad|off|weird))\b/;

/** Iron, a tablet or named. */
const IRON_SAID =
  /铁剂|铁片|补铁|硫酸亚铁|富马酸亚铁|琥珀酸亚铁|多糖铁|\b(iron|ferrous \w+|ferritin tablets?)\b/;

export const ROUND65_FAQ: readonly FaqRow[] = [
  {
    id: 'doac-greens-no-change',
    when: [GREENS_OR_VITAMIN_K, KEEP_OR_QUIT],
    for: DOAC,
    notFor: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    wholeMessage: true,
    intent: 'medicine_question',
    ...DOAC_GREENS_NO_CHANGE,
  },
  {
    id: 'heavy-periods-on-blood-thinner',
    when: [PERIODS_HEAVY],
    for: ON_BLOOD_THINNER,
    notFor: IRON_NOT_WANTED,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    ...HEAVY_PERIODS_ON_BLOOD_THINNER,
  },
  {
    id: 'b12-autoimmune-gastritis-tablets',
    when: [B12_TABLETS_INSTEAD],
    for: AUTOIMMUNE_GASTRITIS,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    ...B12_AUTOIMMUNE_GASTRITIS_TABLETS,
  },
  {
    id: 'constipation-hard-to-swallow',
    when: [CONSTIPATED, HARD_TO_SWALLOW],
    // Constipation from an opioid is the opioid row's: a laxative first (blind answer round 32, zh-076, en-077).
    unless: [OPIOID_SAID],
    wholeMessage: true,
    intent: 'food_sources',
    ...CONSTIPATION_HARD_TO_SWALLOW,
  },
  {
    id: 'training-hours-eating-enough',
    when: [ENOUGH_OR_GAIN_FEAR],
    // One nutrient asked about is that nutrient's answer ("is my protein enough?"); protein bars listed are food.
    unless: [
      /(蛋白质?|钙|铁|维生素\w*|肌酸|镁|锌)(够|要吃多少|吃多少|要多少|吃够)|\b(is|are) my (protein|calcium|iron|vitamin \w+|creatine|magnesium|zinc)\b|\bhow much (protein|calcium|iron|vitamin \w+|creatine|magnesium|zinc)\b|\b(protein|calcium|iron|creatine|magnesium|zinc)( intake)? (is )?enough\b/,
    ],
    for: TRAINING_HOURS,
    notFor: [MINOR, PREGNANT_OR_NURSING],
    wholeMessage: true,
    intent: 'weight_change',
    ...TRAINING_HOURS_EATING_ENOUGH,
  },
  {
    id: 'low-fodmap-onion-garlic-swaps',
    when: [ONION_GARLIC_SWAP],
    for: LOW_FODMAP,
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'food_sources',
    ...LOW_FODMAP_ONION_GARLIC_SWAPS,
  },
  {
    id: 'psyllium-other-medicines-apart',
    when: [PSYLLIUM, TOGETHER_OR_APART],
    // On clozapine a bulk fibre is not used at all (psyllium-on-clozapine).
    notFor: { medicines: ['clozapine'] },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'supplement_timing',
    ...PSYLLIUM_OTHER_MEDICINES_APART,
  },
  {
    id: 'mnd-weight-calories',
    when: [WEIGHT_OR_CALORIES],
    for: MND,
    wholeMessage: true,
    answersWeightLoss: true,
    beforeLabs: true,
    intent: 'weight_change',
    ...MND_WEIGHT_CALORIES,
  },
  {
    id: 'cancer-taste-changes',
    when: [TASTE_CHANGED],
    for: CANCER_TREATMENT,
    wholeMessage: true,
    intent: 'food_sources',
    ...CANCER_TASTE_CHANGES,
  },
  {
    id: 'iron-with-doac',
    when: [IRON_SAID, TOGETHER_OR_APART],
    for: DOAC,
    notFor: IRON_NOT_WANTED,
    wholeMessage: true,
    intent: 'supplement_pairing',
    ...IRON_WITH_DOAC,
  },
];
