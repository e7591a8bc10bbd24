/**
 * Rows for the fifteenth clinician review's serious findings (en-US pharmacist), each written for the
 * class of question (subject × kind), not one persona's sentence. Each text is data with its source.
 */
import { LEVOTHYROXINE_PREGNANCY } from '../../knowledge/levothyroxine-pregnancy';
import { ADRENAL_PRIMARY, PREGNANT, SWALLOWING } from './audiences';
import { LOW_SODIUM } from './rows-kidney-heart';
import type { FaqAudience, FaqRow } from './types';

/** Levothyroxine by name or brand, or "my thyroid pill/medicine/dose". */
const THYROID_MEDICINE =
  /左甲状腺素|左旋甲状腺素|甲状腺素片|优甲乐|雷替斯|加衡|\bthyronorm\b|\bthyrox\b|甲状腺(的)?药|\bsynthroid\b|\blevoxyl\b|\bunithroid\b|\beuthyrox\b|\beltroxin\b|\btirosint\b|\blevothyrox\w*|\bl-?thyroxine\b|\bthyroxine\b|\bthyroid (pills?|tablets?|meds?|medicines?|medications?|dose)\b/;
/** The dose changed, or what to do with it now. */
const DOSE_NOW =
  /剂量|加量|减量|增加|调整|加药|加多少|多吃|要不要(改|调|加)|需要(改|调|加)|怎么办|该怎么|\bdose\b|\bdosage\b|\bgo up\b|\bincrease\w*\b|\braise\b|\bmore\b|\badjust\w*\b|\bchange\b|\bwhat (should|do) i do\b|\banything (i should|to) (do|change)\b/;

/**
 * A first-generation (sedating, anticholinergic) antihistamine by name or by the products that hold it:
 * diphenhydramine (Benadryl, Tylenol PM, Advil PM, ZzzQuil, Nytol, Sominex), doxylamine (Unisom),
 * chlorphenamine, promethazine, hydroxyzine; 苯海拉明, 扑尔敏/氯苯那敏, 异丙嗪, 多西拉敏.
 */
const SEDATING_ANTIHISTAMINE =
  /苯海拉明|泰诺\s?pm|扑尔敏|氯苯那敏|马来酸氯苯那敏|异丙嗪|非那根|多西拉敏|\bdiphenhydramine\b|\bbenadryl\b|\btylenol pm\b|\badvil pm\b|\baleve pm\b|\bmotrin pm\b|\bexcedrin pm\b|\bzzzquil\b|\bnytol\b|\bsominex\b|\bunisom\b|\bdoxylamine\b|\bchlorphen(ir)?amine\b|\bpiriton\b|\bpromethazine\b|\bphenergan\b|\bhydroxyzine\b|\bpm (pills?|tablets?|caplets?)\b/;
/** Older by the plan or said; or dementia (said, or a dementia medicine). */
const OLDER_SAID =
  /老人|老年|高龄|年纪大|岁数大|上了年纪|[6-9][0-9]岁|[七八九]十(多)?岁?|我妈|我爸|老妈|老爸|奶奶|外婆|姥姥|爷爷|外公|姥爷|痴呆|老年痴呆|阿尔茨海默|认知障碍|\belderly\b|\bolder (people|adults?|person|woman|man|lady)\b|\bmy (mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandad|grandfather|nan|nana)\b|\b[6-9][0-9](-| )?(years?|yrs?)(-| )old\b|\bi'?m [6-9][0-9]\b|\bi am [6-9][0-9]\b|\bdementia\b|\balzheimer'?s?\b|\bfrail\b|\bnursing home\b|\bcare home\b/;
const OLDER_OR_DEMENTIA: FaqAudience = { minAge: 65, medicines: ['dementia'], said: OLDER_SAID };
/** Restless legs (said, or a dopamine agonist for it). */
const RESTLESS_LEGS: FaqAudience = {
  medicines: ['ropinirole', 'pramipexole'],
  said: /不宁腿|腿不安|\brestless legs?\b|\brls\b|\bwillis-ekbom\b/,
};

export const REVIEW15_FAQ: readonly FaqRow[] = [
  {
    // en P1 serious #3: "I'm 11 weeks pregnant and on Synthroid 75 mcg. Should my dose go up now that
    // I'm pregnant?" → "no reliable rule".
    id: 'levothyroxine-pregnancy-dose',
    when: [THYROID_MEDICINE, DOSE_NOW],
    unless: [/甲亢|\bhyperthyroid\w*|\boveractive\b|\bgraves\b/],
    for: { all: [{ medicines: ['levothyroxine'], said: THYROID_MEDICINE }, PREGNANT] },
    intent: 'pregnancy_lactation',
    text: LEVOTHYROXINE_PREGNANCY.text,
    source: LEVOTHYROXINE_PREGNANCY.source,
  },
  {
    // en P3 serious #1: "She takes Tylenol PM every night to sleep, 2 caplets. Is that ok with her
    // Aricept?" (84, Alzheimer's) → "I could not check Tylenol PM … do not start, stop or change".
    id: 'sedating-antihistamine-older',
    when: [SEDATING_ANTIHISTAMINE],
    for: OLDER_OR_DEMENTIA,
    intent: 'drug_interaction',
    wholeMessage: true,
    text: {
      zh: '**老年人（尤其是有痴呆的人）不宜长期用苯海拉明这类第一代抗组胺药助眠，包括“PM”夜用止痛药（如泰诺PM）和多西拉敏。** 它们有很强的抗胆碱作用：会加重意识混乱和记忆变差、增加跌倒、便秘和排尿困难，在吃多奈哌齐（安理申）等治痴呆药的，还会抵消药效。美国老年医学会Beers标准（2023）建议老年人避免使用，有痴呆的更要避免。这是非处方药，不是医生开的：请这周就问医生或药师，怎样停用、换成什么；需要止痛的话，普通对乙酰氨基酚（不带PM的泰诺）就够，按说明书的剂量；睡眠问题请医生一起看看原因，先试固定作息、白天多活动、晚上少喝咖啡和茶。',
      en: '**For an older person — above all one with dementia — a sedating antihistamine such as diphenhydramine (the "PM" in Tylenol PM, Advil PM, Benadryl, ZzzQuil, Nytol) or doxylamine (Unisom) is a poor choice for sleep.** These are strongly anticholinergic: they worsen confusion and memory, make falls more likely, cause constipation and trouble passing urine, and, for anyone on a dementia medicine such as donepezil (Aricept), work against it. The American Geriatrics Society Beers Criteria (2023) say to avoid them in older adults, and especially in dementia. It is an over-the-counter product, not one a doctor prescribed: ask the doctor or pharmacist this week how to come off it and what to use instead. For pain, plain acetaminophen (Tylenol without "PM") at the label dose does the job; for sleep, ask the doctor to look at the cause, and try a regular routine, daytime activity and no coffee or tea after midday.',
    },
    source: {
      ref: 'American Geriatrics Society 2023 Updated AGS Beers Criteria for Potentially Inappropriate Medication Use in Older Adults. J Am Geriatr Soc 2023;71:2052 (first-generation antihistamines: avoid; anticholinergics in dementia or cognitive impairment: avoid); Aricept (donepezil) US prescribing information §7 (anticholinergic medicines may interfere with its activity — section from memory)',
      url: 'https://doi.org/10.1111/jgs.18372',
    },
  },
  {
    // en P5 moderate #2: "I take a Nytol most nights because my legs keep me awake. Is that alright
    // with the ropinirole?" → "I could not check Nytol … do not … stop".
    id: 'sedating-antihistamine-restless-legs',
    when: [SEDATING_ANTIHISTAMINE],
    for: RESTLESS_LEGS,
    notFor: OLDER_OR_DEMENTIA,
    intent: 'drug_interaction',
    wholeMessage: true,
    text: {
      zh: '**有不宁腿综合征的人，苯海拉明这类镇静抗组胺药（很多“助眠片”里就是它）常常会让腿的症状更重。** 它和罗匹尼罗、普拉克索一起还会加重白天犯困，甚至突然睡着（开车时危险）。这是非处方药，不是医生开的：请问你的医生或药师，换一种不加重不宁腿的助眠办法；同时请医生查一下铁蛋白和转铁蛋白饱和度——不宁腿时补铁的门槛比一般人高。',
      en: '**With restless legs, a sedating antihistamine such as diphenhydramine — the ingredient of most over-the-counter sleep aids, including Nytol — often makes the legs worse.** Taken with ropinirole or pramipexole it also adds to daytime sleepiness and sudden sleep episodes (a danger when driving). It is an over-the-counter product, not one your doctor prescribed: ask your doctor or pharmacist about a sleep aid that does not worsen restless legs, and ask the doctor to check your ferritin and transferrin saturation — in restless legs iron is advised at a higher ferritin than usual.',
    },
    source: {
      ref: 'Winkelman JW et al. Treatment of restless legs syndrome and periodic limb movement disorder: an American Academy of Sleep Medicine clinical practice guideline. J Clin Sleep Med 2025;21:137 (iron when ferritin ≤ 75 µg/L or transferrin saturation < 20 %; sedating antihistamines can worsen RLS — year and details from memory); NICE CKS Restless legs syndrome (drugs that may worsen symptoms: sedating antihistamines); Requip (ropinirole) US prescribing information §5.1 (falling asleep during activities of daily living)',
    },
  },
];

/** Older, or eating little: a mild low sodium here is rarely from drinking too much. */
const OLDER_OR_EATS_LITTLE: FaqAudience = {
  minAge: 65,
  medicines: ['dementia'],
  said: new RegExp(
    `${OLDER_SAID.source}|吃得(很|太)?少|吃不下|没胃口|不怎么吃|\\bbarely eats?\\b|\\bhardly eats?\\b|\\beats? (very |so )?little\\b|\\bnot eating\\b|\\btea and toast\\b|\\bpoor appetite\\b`,
  ),
};

export const REVIEW15_SODIUM_FAQ: readonly FaqRow[] = [
  {
    // en P3 serious #2: "Her sodium was 133, should I give her less water?" (84, dementia, barely eats)
    // → "drink only when thirsty, in sips — clearly less than now".
    id: 'low-sodium-water-older',
    when: [
      // Salt or tea asked with it too ("should she be adding salt, or could it be all the tea?" — answer round 55,
      // en-047, unsafe: the general row's "drink clearly less than now" for a woman of 86 eating little).
      /喝水|多喝|少喝|饮水|水喝|补水|喝.{0,6}(升|毫升)|喝茶|茶喝|加盐|多放盐|吃咸|盐吃少|\bwater\b|\bfluids?\b|\bdrink\w*\b|\bliters?\b|\blitres?\b|\btea\b|\b(add\w*|more|extra) salt\b|\bsaltier\b/,
      LOW_SODIUM,
    ],
    unless: [
      /酒|\balcohol\b|\bbeers?\b|\bwines?\b/,
      // Drinking a lot already, or asking whether to drink more: the general row's "do not drink more water"
      // (older-serotonergic.test.ts: three litres a day with a low sodium).
      /[两三四五六2-6]\s*(升|公升|l\b|litres?|liters?)|(是不是|要不要|应该|该)多喝|more (water|fluids?)|drink more|a lot of water|\blots of (water|fluids?)/,
      // Below 130 is not the mild low this text is written for: the general low-sodium row answers.
      /(血钠|钠|sodium)[^\d。？?]{0,25}\b(1[0-2]\d|\d{1,2})(\.\d)?\b(?!\s*(mg|毫克|g\b|克))/,
    ],
    for: OLDER_OR_EATS_LITTLE,
    // A fluid limit the doctor or hospital already set is kept: the general low-sodium row says so.
    notFor: [
      {
        said: /限水|限制(喝水|饮水|液体)|液体量|\bfluid (limit|restriction)\b|\brestrict\w* (my |her |his )?fluids?\b|\btold (me|her|him) to drink (less|only)\b/,
      },
      ADRENAL_PRIMARY,
      // Trouble swallowing: low-sodium-swallowing (rows-kidney-heart.ts), the thickened drinks' own answer.
      SWALLOWING,
    ],
    beforeLabs: true,
    intent: 'lab_result',
    text: {
      zh: '**老人血钠轻度偏低、又吃得很少时，不要自己给她限水。** 吃得少（比如只吃点面包、点心）的老人，血钠在130–134之间，常常是吃进去的食物和盐太少、或者药物引起的，而不是水喝多了；老人（尤其有痴呆的）口渴感差，自己减水容易脱水，引起意识混乱、跌倒和肾损伤。平时的饮水照常，分散在一天里喝，不用硬灌大量白开水或浓茶；要不要限水，要由医生先判断她体内水分多少、低钠的原因后再定。请这周就找她的医生：复查血钠，看看她吃的药（如舍曲林等抗抑郁药、利尿药）和每天吃多少；让她多吃一点——少量多餐、每餐有蛋白质，必要时加口服营养补充剂——本身就有帮助。新出现意识混乱、特别嗜睡、跌倒、反复呕吐或抽搐，要立即就医（打120）。',
      en: '**With a mildly low sodium in an older person who eats little, do not cut her fluids on your own.** A sodium of 130–134 in someone eating very little (tea-and-toast meals) often comes from too little food and salt taken in, or from a medicine, rather than from drinking too much — and older people, above all with dementia, feel thirst less: cutting drinks risks dehydration, confusion, falls and kidney injury. Keep her usual drinks spread through the day, without pushing large amounts of plain water or tea; whether to restrict fluid is for the doctor to decide after judging her fluid status and the cause. Ask her doctor this week to recheck the sodium and to look at her medicines (antidepressants such as sertraline, water pills) and what she eats; more food — small regular meals with protein, and an oral nutrition drink if needed — helps in itself. New confusion, unusual drowsiness, a fall, repeated vomiting or a seizure need care at once (call 911).',
    },
    source: {
      ref: 'Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47 (assess extracellular fluid volume before treating; fluid restriction as first line only in SIADH; low solute intake); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (older people at risk of low-intake dehydration; do not restrict fluids without reason — wording from memory)',
      url: 'https://doi.org/10.1530/EJE-13-1020',
    },
  },
];

/** The pill, by class or said. */
const THE_PILL =
  /避孕药|短效避孕|口服避孕|优思明|妈富隆|达英|\bthe pill\b|\bmy pill\b|\b(birth control|contraceptive)( pills?)?\b|\bcontraception\b|\boral contraceptives?\b|\bmicrogynon\b|\byaz\b|\byasmin\b|\bmarvelon\b|\blevlen\b|\bloestrin\b/;
const TIRZEPATIDE_SAID = /替尔泊肽|穆峰达|\btirzepatide\b|\bmounjaro\b|\bzepbound\b/;

export const REVIEW15_MEDICINE_FAQ: readonly FaqRow[] = [
  {
    // en P4 serious #1: "I just went up to 7.5mg on my Mounjaro last week. Does it affect my pill
    // (Microgynon)? I really can't get pregnant right now" → supplement rules, then "no reliable rule".
    id: 'tirzepatide-oral-contraceptive',
    when: [TIRZEPATIDE_SAID, THE_PILL],
    for: { medicines: ['tirzepatide'], said: TIRZEPATIDE_SAID },
    intent: 'drug_interaction',
    wholeMessage: true,
    text: {
      zh: '**替尔泊肽（穆峰达、Mounjaro）会延缓胃排空，可能让口服避孕药吸收变少、避孕效果变差。** 说明书建议：开始用替尔泊肽后的4周，以及每次加量后的4周，换用非口服的避孕方法，或者在吃避孕药的同时加用避孕套。你上周刚加量，所以从加量那天算起4周内要加用避孕套（或换非口服方法）；避孕药照常每天吃，不要停。如果怀孕了，请马上联系医生安排替尔泊肽（说明书建议孕期不继续用）；计划怀孕也请提前和医生商量（说明书建议至少提前1个月）。',
      en: '**Tirzepatide (Mounjaro, Zepbound) slows stomach emptying and can lower how much of an oral contraceptive pill you absorb, so the pill may work less well.** The label advises switching to a non-oral method, or adding a barrier method such as condoms, for 4 weeks after starting tirzepatide and for 4 weeks after each dose increase. If you went up recently, use condoms as well (or a non-oral method) for 4 weeks from the day of the increase, and keep taking the pill every day as usual. If you become pregnant, contact your doctor straight away about the tirzepatide (the label advises against continuing it in pregnancy); if you plan a pregnancy, talk to your doctor well before (the label advises at least 1 month ahead).',
    },
    source: {
      ref: 'Mounjaro (tirzepatide) US prescribing information §7.2 (oral hormonal contraceptives: switch to a non-oral method, or add a barrier method, for 4 weeks after initiation and after each dose escalation) and §8.1/§8.3 (pregnancy; stop at least 1 month before a planned pregnancy) — section numbers from memory; TGA Mounjaro product information (the same advice)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=mounjaro',
    },
  },
];
