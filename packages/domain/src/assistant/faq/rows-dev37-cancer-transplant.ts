/**
 * Rows for the everyday questions blind answer round 37 (development data once its figures were reported)
 * asked of its cancer-transplant personas and the chat answered with a neighbouring or unsafe text.
 *
 * The group: a man of 58 with rectal cancer on capecitabine (Xeloda) and oxaliplatin, whose son bought him
 * folic acid 5 mg "to build his blood", beside Centrum Silver and lingzhi spore powder, with diarrhoea and
 * weight loss; a man of 63 in Chennai with myeloma on Velcade, Revlimid and dexamethasone, a calcium of
 * 11.2 mg/dL and a creatinine of 1.9, still on Shelcal; a woman of 72 with autoimmune hepatitis on Imuran
 * and prednisolone, with allopurinol newly added for gout and neutrophils of 1.1; a man of 49 in Quezon City,
 * three years after a heart transplant, on Neoral, CellCept and prednisone, taking St John's wort for his
 * mood, fond of pomelo, with a ciclosporin level of 62 against a target of 100–150.
 *
 * Every row answers the whole message (`wholeMessage`): the questions came in several clauses ("is it too
 * much, and is pomelo the reason?"). The whole-message rows are taken in table order, so within a person's
 * rows the more specific come first. Protein for the kidneys with weight loss ("appetite very less, weight
 * going down … how much protein is ok for kidney", en-070) is read as an emergency by the red-flag reader,
 * which answers before any row.
 */
import { pickZh } from '../../contracts/common';
import { LOW_CALCIUM_SAID, LOW_VITAMIN_D } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';
import { ALLOPURINOL_NOT_ON_THIOPURINE } from '../../knowledge/medicine-chat-answers';

type Text = { zh: string; en: string };
/** Sentences joined in their language (no space between Chinese sentences). */
const join = (zh: boolean, parts: readonly string[]) => parts.filter(Boolean).join(zh ? '' : ' ');
/** What the person said in this message and the one before. */
const saidOf = (s: ComposeInput) => `${s.previous ?? ''}\n${s.text}`.toLowerCase();

// ——— Who ———

/** Ciclosporin or tacrolimus: in the plan, or said. */
const CNI_SAID =
  /环孢素|环孢霉素|新山地明|他克莫司|普乐可复|\b(neoral|sandimmun\w*|gengraf|cyclosporine?|ciclosporin|tacrolimus|prograf|advagraf|envarsus)\b/;
const CNI: FaqAudience = { medicines: ['calcineurin_inhibitor'], said: CNI_SAID };
const TACROLIMUS_SAID = /他克莫司|普乐可复|\b(tacrolimus|prograf|advagraf|envarsus)\b/;

/** Capecitabine or another fluoropyrimidine, in the plan or said. */
const FLUOROPYRIMIDINE: FaqAudience = {
  medicines: ['capecitabine'],
  said: /希罗达|卡培他滨|氟尿嘧啶|替吉奥|替加氟|\b(xeloda|capecitabine|fluorouracil|5-?fu|tegafur|teysuno)\b/,
};

/** Oxaliplatin, said (this message or the one before): the dictionary does not hold it. */
const OXALIPLATIN_SAID =
  /奥沙利铂|草酸铂|乐沙定|艾恒|\b(oxaliplatin|eloxatin|folfox\w*|xelox|capox|folfirinox)\b/;

const THIOPURINE: FaqAudience = {
  medicines: ['azathioprine', 'mercaptopurine'],
  said: /硫唑嘌呤|依木兰|巯嘌呤|\b(azathioprine|imuran|mercaptopurine|purinethol|puri-nethol)\b/,
};
const ALLOPURINOL_SAID = /别嘌醇|别嘌呤醇|\b(allopurinol|zyloprim|zyloric)\b/;
const FEBUXOSTAT_SAID = /非布司他|\b(febuxostat|uloric|adenuric)\b/;
/** Azathioprine or mercaptopurine beside allopurinol or febuxostat: both, in the plan or said. */
const THIOPURINE_WITH_XO_INHIBITOR: FaqAudience = {
  all: [
    THIOPURINE,
    {
      medicines: ['allopurinol', 'febuxostat'],
      said: new RegExp(`${ALLOPURINOL_SAID.source}|${FEBUXOSTAT_SAID.source}`),
    },
  ],
};

/** On a transplant or immune-suppressing medicine, or a low white count said. */
const IMMUNE_LOW: FaqAudience = {
  medicines: ['immunosuppressant'],
  said: /移植|中性粒|白细胞[^，。？?]{0,4}(低|少)|粒细胞[^，。？?]{0,4}(低|少|缺乏)|\b(transplant\w*|neutrophils?|neutropeni\w*|wbc)\b|\b(white (cells?|count)|counts?)\b[^.?!]{0,12}\blow\b|\blow (white|counts?|neutrophils?)\b/,
};

/** Myeloma, its medicines in the plan, or said. */
const MYELOMA: FaqAudience = {
  medicines: ['bortezomib', 'lenalidomide'],
  said: /骨髓瘤|万珂|硼替佐米|来那度胺|瑞复美|\b(myeloma|velcade|bortezomib|revlimid|lenalidomide|pomalidomide|carfilzomib|daratumumab)\b/,
};
/** A high blood calcium in the plan, or said (as audiences.ts HIGH_CALCIUM, with the myeloma's own words). */
const HIGH_CALCIUM_NOW: FaqAudience = {
  hypercalcaemia: true,
  said: /(血钙|钙)[^，。,.？?！!]{0,6}(高|升高|超标|11\.|1[2-5]\.)|高血钙|高钙血症|\bhypercalc\w*|\b(high|raised|elevated) (blood |serum )?calcium\b|\bcalcium\b[^.?!\d]{0,25}\b(10\.[5-9]|1[1-5](\.\d)?|2\.(6[5-9]|[7-9]\d?)|3\.\d{1,2})\b/,
};

// ——— What is asked ———

const SJW_SAID =
  /圣约翰草|圣约翰麦芽草|贯叶连翘|贯叶金丝桃|\bst\.? ?john[’'`]?s[’'`]?[- ]?worts?\b|\bsjw\b|\bhypericum\b/;
/** Pomelo itself (grapefruit alone keeps the medicine's own grapefruit rows). */
const POMELO = /(?<![西])柚子|文旦|沙田柚|蜜柚|\b(pomelos?|suha)\b/;
/** What to take for mood instead: a supplement named, or "instead". */
const MOOD_ALTERNATIVE =
  /鱼油|b族|维生素b|复合维生素b|辣木|藏红花|褪黑素|羟色氨酸|替代|代替|换成|换什么|吃点啥|吃什么好|\b(fish oil|omega[- ]?3s?|b[- ]?complex|b vitamins?|vitamin b\w*|malunggay|moringa|saffron|5-?htp|melatonin|ashwagandha|instead)\b/;
const MOOD = /心情|情绪|抑郁|低落|不开心|\bdown\b|\b(mood|depress\w*|sad|anxi\w*)\b|圣约翰草|\bst\.? ?john/;

const FOLIC = /叶酸|斯利安|\b(folic acid|folate|folacin)\b/;
const MULTIVITAMIN =
  /善存|金施尔康|复合维生素|多种维生素|多维|21金维他|\b(centrum|multivitamins?|multi-vitamins?|one a day)\b/;
const LINGZHI = /灵芝|孢子粉|\b(lingzhi|ling zhi|reishi|ganoderma)\b/;

const COLD = /凉|冷|冰|\b(cold|chilled|iced?|fridge|refrigerat\w*|freezer|frozen)\b/;

/** A diet or food question (not "吃" alone: "吃Caltrate" is a tablet). */
const DIET_ASKED =
  /饮食|忌口|吃东西|吃什么|吃啥|能吃|还能吃|食物|沙拉|奶酪|芝士|生鱼片|寿司|刺身|生的|\b(diet\w*|foods?|eat(ing)?|salads?|cheese\w*|sushi|sashimi|deli|purines?)\b/;
/**
 * Allopurinol that is not his own prescription: someone else's, left over, or pressed on him by a relative or friend.
 * ("Can he take allopurinol?" alone may come from someone already prescribed it: the interaction row answers that.)
 */
const ALLOPURINOL_PROPOSED =
  /剩|朋友|别人|亲戚|叔|舅|姨|邻居|有人(叫|让|说)|\b(left ?over|friends?'?s?|uncle|aunt|cousin|neighbou?r|someone else'?s?|(told|telling|wants) (him|her|me) to take)\b/;
/** Foods a low white count is asked about (salad, cheese, raw fish, cold meats). */
const LOW_COUNT_FOODS =
  /沙拉|生菜|奶酪|芝士|生鱼片|刺身|熟食|火腿|冷切|生的|\b(salads?|cheese\w*|sashimi|deli|cold cuts?|ham|raw)\b/;
const RAW_FISH =
  /寿司|刺身|生鱼片|鱼生|醉虾|醉蟹|生蚝|生腌|\b(kinilaw|kilawin|ceviche|sashimi|sushi|poke|raw (fish|seafood|oysters?)|oysters?|tartare)\b/;
const VINEGAR_FISH = /\b(kinilaw|kilawin|ceviche)\b|生腌|醉虾|醉蟹/;
/**
 * Raw fish "cooked" in vinegar or lime, or ready-made sushi rolls from a shop: the kinds the general
 * transplant food-safety rows (rows-round20-enpart.ts, rows-round21-enpart.ts) never name.
 */
const CURED_FISH_OR_SHOP_SUSHI =
  /\b(kinilaw|kilawin|ceviche|sushi rolls?|(shop|store|supermarket|takeaway|take-away)[- ]?(bought )?sushi)\b|生腌|醉虾|醉蟹|寿司卷|(外面|超市|店里|便利店)买的寿司/;
const GOUT_ASKED = /痛风|尿酸|嘌呤|忌口|\b(gout|uric|urate|purines?)\b/;
const COUNT_SAID = /中性粒|白细胞|粒细胞|\b(neutrophils?|neutropeni\w*|wbc|white (cells?|count)|counts?)\b/;

// ——— Ciclosporin and St John's wort ———

/** "level 62 … target 100-150": the level and target said, when the level is below the target. */
function levelBelowTarget(said: string): { level: number; lo: number; hi: number } | null {
  const target = said.match(/(\d{2,3})\s*(?:-|–|~|～|到|至|\bto\b)\s*(\d{2,3})/);
  if (!target) return null;
  const lo = Number(target[1]);
  const hi = Number(target[2]);
  const rest = said.replace(target[0], ' ');
  const level = rest.match(/(?:浓度|谷浓度|\blevels?\b|\btrough\b)[^\d]{0,14}(\d{2,3}(?:\.\d)?)/);
  if (!level) return null;
  const value = Number(level[1]);
  return value < lo && lo < hi ? { level: value, lo, hi } : null;
}

/** The calcineurin inhibitor said or in the plan: its name in the person's words. */
function cniName(s: ComposeInput, zh: boolean): string {
  const tac =
    TACROLIMUS_SAID.test(saidOf(s)) ||
    ((s.medicines ?? []).includes('tacrolimus') && !(s.medicines ?? []).includes('cyclosporine'));
  if (tac) return zh ? '他克莫司（普乐可复）' : 'tacrolimus (Prograf)';
  return zh ? '环孢素（新山地明）' : 'ciclosporin (Neoral)';
}

/**
 * Conditions ciclosporin or tacrolimus also treat (nephrotic syndrome, lupus, psoriasis …): without a
 * transplant said or in the plan, the prescriber is not a "transplant team" (eleventh clinician review,
 * zh P1: 老郑, membranous nephropathy on ciclosporin).
 */
const OTHER_CNI_USES: ReadonlySet<string> = new Set([
  'kidney_disease',
  'lupus',
  'rheumatoid_arthritis',
  'psoriasis',
  'eczema',
  'ibd',
  'liver_disease',
]);
function transplantKnown(s: ComposeInput): boolean {
  const conditions = s.conditions ?? [];
  if (/移植|\btransplant/.test(saidOf(s)) || conditions.some((c) => c.includes('transplant'))) return true;
  return !conditions.some((c) => OTHER_CNI_USES.has(c));
}

/** A transplant text said to someone on ciclosporin for another disease: the prescriber, not a transplant team. */
function forPrescriber(text: string, s: ComposeInput, zh: boolean): string {
  if (transplantKnown(s)) return text;
  const swaps: readonly (readonly [RegExp, string])[] = zh
    ? [
        [/移植团队或他们合作的精神科医生/g, '开药的医生或他们合作的精神科医生'],
        [/移植团队/g, '开药的医生'],
        [/抗排斥药/g, '这个药'],
        [/，心脏和肾移植病人因此发生过排斥反应/g, ''],
      ]
    : [
        [/your transplant team/g, 'the doctor who prescribes it'],
        [/the transplant team's/g, "the prescribing doctor's"],
        [/transplant team/g, 'prescribing doctor'],
        [/your transplant medicines/g, 'your medicines'],
        [/ — heart and kidney transplant patients have had rejection this way/g, ''],
        [/carries a risk of rejection/g, 'lets the disease come back'],
      ];
  return swaps.reduce((t, [re, to]) => t.replace(re, to), text);
}

const SJW_LEAD = (drug: string): Text => ({
  zh: `**圣约翰草（贯叶连翘）从今天起停了，今天就联系移植团队：它会加快${drug}在体内的代谢，一两周内就能把血药浓度拉到目标以下，心脏和肾移植病人因此发生过排斥反应。**`,
  en: `**Stop the St John's wort and tell your transplant team today: it speeds up the breakdown of ${drug} and can pull the level below its target within a week or two — heart and kidney transplant patients have had rejection this way.**`,
});
const OTHER_CAUSES: Text = {
  zh: '漏服或晚服、抽血不是在下次服药前、呕吐腹泻、新加了别的药，也会让浓度偏低，有的话一并告诉团队。',
  en: 'Missed or late doses, a blood test not taken just before a dose, vomiting or diarrhoea, or a new medicine can lower it too, so mention any of those.',
};
const SJW_REST: Text = {
  zh: '抗排斥药的剂量不要自己改，其他的药也照常按医嘱吃：剂量由团队定，他们会复查浓度——而且要查不止一次，因为停掉圣约翰草后的一两周里，它的作用逐渐消失，浓度会重新升上来。柚子和西柚的作用正相反，会让环孢素、他克莫司升高，所以它们解释不了浓度偏低；也要避开，它们会让浓度忽高忽低。出现发热、气短、脚踝水肿、心跳快或不齐、要晕倒：马上去急诊。情绪低落也值得好好治：请移植团队开一种和抗排斥药能一起用的抗抑郁药——这样的药有好几种，不要再自己买草药。',
  en: "Do not change the dose yourself, and keep taking it and your other medicines as prescribed: the team sets the dose and will recheck the level — more than once, because over the one to two weeks after stopping St John's wort its effect wears off and the level climbs back. Pomelo and grapefruit work the other way, raising ciclosporin and tacrolimus, so they do not explain a low level; avoid them too, since they make the level swing. Fever, breathlessness, swollen ankles, a fast or irregular heartbeat or feeling faint: go to the emergency department now. The low mood deserves treatment: ask the team for an antidepressant that is safe with your transplant medicines — several are — rather than another herb from the pharmacy shelf.",
};

function sjwText(s: ComposeInput, zh: boolean): string {
  const drug = cniName(s, zh);
  const low = levelBelowTarget(saidOf(s));
  const level = low
    ? zh
      ? `你这次浓度${low.level} ng/mL，低于你说的目标（${low.lo}–${low.hi} ng/mL），正符合圣约翰草的作用。`
      : `Your level of ${low.level} ng/mL, below the target you gave (${low.lo}–${low.hi} ng/mL), is what St John's wort does.`
    : zh
      ? '浓度低于团队定的目标，正是它的作用。'
      : "A level below the team's target is what it does.";
  return forPrescriber(
    join(zh, [pickZh(SJW_LEAD(drug), zh), level, pickZh(OTHER_CAUSES, zh), pickZh(SJW_REST, zh)]),
    s,
    zh,
  );
}

const SJW_STATIC: Text = {
  zh: join(true, [
    SJW_LEAD('环孢素（新山地明）').zh,
    '浓度低于团队定的目标，正是它的作用。',
    OTHER_CAUSES.zh,
    SJW_REST.zh,
  ]),
  en: join(false, [
    SJW_LEAD('ciclosporin (Neoral)').en,
    "A level below the team's target is what it does.",
    OTHER_CAUSES.en,
    SJW_REST.en,
  ]),
};

// ——— Pomelo with ciclosporin, and a level that is low ———

const POMELO_LEAD = (drug: string): Text => ({
  zh: `**吃${drug}期间，柚子要完全不吃——一两瓣也不行，柚子汁也一样：它和西柚一样会抑制肠道里分解这个药的酶，让血药浓度升高，吃一次的作用能持续一天以上。**`,
  en: `**Leave pomelo out altogether while you take ${drug} — even one or two segments, and the juice too: like grapefruit, it blocks the enzyme in the gut wall that breaks the medicine down, so it pushes the level UP, and one serving acts for a day or more.**`,
});
const POMELO_LOW: Text = {
  zh: '所以柚子解释不了浓度偏低：有时吃有时不吃，它会让浓度忽高忽低，这本身也是问题；浓度低于目标要找别的原因——圣约翰草（会降低浓度）、漏服或晚服、抽血不是在下次服药前、呕吐腹泻、新加的药。',
  en: 'So pomelo does not explain a level that is LOW: eaten some days and not others, it makes the level swing, which is a problem of its own; a level below the target points elsewhere — St John’s wort (which lowers it), missed or late doses, a blood test not taken just before a dose, vomiting or diarrhoea, or a new medicine.',
};
const POMELO_SJW: Text = {
  zh: '你在吃圣约翰草：这是最可能的原因——请停掉，今天就告诉移植团队；停掉后的一两周里浓度会重新升上来，团队会安排复查。',
  en: 'You take St John’s wort: that is the likeliest reason — stop it and tell your transplant team today; over the one to two weeks after stopping, the level climbs back, so the team will recheck it.',
};
const POMELO_TEAM: Text = {
  zh: '浓度低于目标有排斥的风险，今天就把结果告诉移植团队，由他们决定剂量和什么时候复查；药照常吃，不要自己改剂量。',
  en: 'A level below target carries a risk of rejection: give the result to your transplant team today and let them decide the dose and when to recheck; keep taking your medicines as prescribed, without changing the dose yourself.',
};
const POMELO_FRUIT: Text = {
  zh: '杨桃也不要吃；普通甜橙、橘子、芒果、木瓜、香蕉、西瓜都可以。',
  en: 'Leave out starfruit (balimbing) too; sweet oranges, mandarins, mango, papaya, banana and watermelon are fine.',
};

const LOW_SAID = /低|不够|\blow\b|\bnot (high|the reason)\b|\bbelow\b/;
/** "So pomelo is not the reason?", "是不是柚子的原因": the low level's cause asked. */
const REASON_ASKED = /原因|为什么|是不是因为|有关|关系|\b(reason|why|cause[ds]?|because)\b/;
const POMELO_REASON_LEAD = (drug: string): Text => ({
  zh: `**对——柚子不是浓度偏低的原因：它和西柚一样只会让${drug}的浓度升高，不会降低。**`,
  en: `**Right — pomelo is not why your level is low: like grapefruit, it only pushes ${drug} up, never down.**`,
});
const POMELO_STILL: Text = {
  zh: '柚子还是要完全不吃——一两瓣也不行，柚子汁也一样：它让浓度忽高忽低，团队没法按浓度调剂量。',
  en: 'Still leave pomelo out altogether — even one or two segments, and the juice: it makes the level swing, and the team cannot dose against that.',
};
const POMELO_CAUSES: Text = {
  zh: '浓度低于目标要找别的原因——圣约翰草（会降低浓度）、漏服或晚服、抽血不是在下次服药前、呕吐腹泻、新加的药。',
  en: 'A level below the target points elsewhere — St John’s wort (which lowers it), missed or late doses, a blood test not taken just before a dose, vomiting or diarrhoea, or a new medicine.',
};

function pomeloText(s: ComposeInput, zh: boolean): string {
  const said = saidOf(s);
  const takesSjw = SJW_SAID.test(said) || (s.takes ?? []).some((n) => SJW_SAID.test(n.toLowerCase()));
  const low = levelBelowTarget(said) !== null || LOW_SAID.test(said);
  const t = s.text.toLowerCase();
  if (LOW_SAID.test(t) && REASON_ASKED.test(t))
    return forPrescriber(
      join(zh, [
        pickZh(POMELO_REASON_LEAD(cniName(s, zh)), zh),
        pickZh(POMELO_CAUSES, zh),
        takesSjw ? pickZh(POMELO_SJW, zh) : '',
        pickZh(POMELO_TEAM, zh),
        pickZh(POMELO_STILL, zh),
      ]),
      s,
      zh,
    );
  const parts = [pickZh(POMELO_LEAD(cniName(s, zh)), zh)];
  if (low || takesSjw) parts.push(pickZh(POMELO_LOW, zh));
  if (takesSjw) parts.push(pickZh(POMELO_SJW, zh));
  if (low) parts.push(pickZh(POMELO_TEAM, zh));
  parts.push(pickZh(POMELO_FRUIT, zh));
  return forPrescriber(join(zh, parts), s, zh);
}

// ——— Mood after St John's wort ———

const MOOD_TEXT: Text = {
  zh: '**鱼油和普通剂量的B族维生素可以和抗排斥药一起吃，但都治不了抑郁——替代圣约翰草的，应该是移植团队选的治疗；辣木（malunggay）胶囊不要吃。** 鱼油：普通鱼油胶囊每天1–2克，和新山地明、骁悉、泼尼松一起吃没有问题；研究里它对情绪的作用最多很小。B族：每天一片、剂量接近每日推荐量的复合B族是安全的；只有验血发现缺维生素B12或叶酸时，补了才会改善情绪。辣木叶做菜（炖鸡汤、煮汤放一把）没问题，但浓缩胶囊没有和环孢素一起研究过，实验室里辣木叶提取物会抑制分解环孢素的CYP3A4酶，胶囊可能把浓度推高，先不要吃。抗抑郁药：有好几种可以和环孢素一起用，也有几种会升高环孢素浓度，所以由移植团队或他们合作的精神科医生来选——告诉他们停了圣约翰草的同时，就把情绪的事一起说。每天散步、多晒太阳、按时睡觉、多和人来往，也有帮助。如果有伤害自己的念头，马上联系医生或急救。',
  en: "**Fish oil and an ordinary B-complex are fine to take with your transplant medicines, but neither treats depression — the safe replacement for St John's wort is treatment your transplant team chooses; leave malunggay (moringa) capsules out.** Fish oil: an ordinary capsule giving 1–2 g a day is fine alongside Neoral, CellCept and prednisone; in trials its effect on mood is small at best. B vitamins: a B-complex at about the daily allowance is safe; it lifts mood only if a blood test shows you are short of B12 or folate. Malunggay in food — in tinola or a soup — is fine, but concentrated capsules have not been tested with ciclosporin, and in laboratory tests moringa leaf extract blocked CYP3A4, the enzyme that clears ciclosporin, so capsules could push your level up. Antidepressants: several are safe with ciclosporin and a few raise its level, so the choice is the transplant team's, or a psychiatrist's they work with — raise it in the same call in which you tell them you stopped St John's wort. Daily walks, daylight, regular sleep and time with people help too. If you have thoughts of harming yourself, contact a doctor or emergency services now.",
};

// ——— Capecitabine: folic acid, the multivitamin and lingzhi ———

const FOLIC_TEXT: Text = {
  zh: '**不可以——这5毫克的叶酸片现在就停下来：它远远超过自己补叶酸的上限（每天1毫克，即1000微克），而且希罗达（卡培他滨）在体内变成氟尿嘧啶，叶酸会增强氟尿嘧啶的毒性，腹泻、口腔溃疡、手足综合征和血象下降都会更重——用卡培他滨期间，什么剂量的叶酸片都别吃。** 停下来不需要减量过渡。它本来也补不好这种贫血：化疗期间血红蛋白偏低，主要是化疗本身和手术造成的，不是缺叶酸。下次去医院或打电话时告诉肿瘤科医生吃过它，并请医生看看贫血——查铁、维生素B12和叶酸，由医生决定要不要补铁或做别的处理。要避开叶酸是因为卡培他滨，奥沙利铂本身和叶酸没有这个问题。善存银片这类复合维生素里也有叶酸（每片约200–400微克），在肿瘤科医生同意之前也先停。饭菜里的叶酸（绿叶菜、豆类、鸡蛋）没问题。',
  en: "**No — stop the folic acid 5 mg now: it is far above the upper limit for folic acid taken on one's own (1 mg, or 1,000 µg, a day), and during capecitabine (Xeloda) folic acid of any strength makes the chemotherapy harsher — capecitabine becomes fluorouracil in the body, and folic acid strengthens fluorouracil's side effects: worse diarrhoea, mouth sores, hand–foot syndrome and low blood counts.** It needs no tapering. It would not fix the anaemia anyway: a low haemoglobin during chemotherapy comes mostly from the chemotherapy itself and from the surgery, not from a lack of folate. Tell the oncology team at the next visit or call that he took it, and ask them about the anaemia — they check iron, B12 and folate and decide on any treatment. The reason is the capecitabine; oxaliplatin has no such problem with folate. A multivitamin such as Centrum Silver holds folic acid too (about 200–400 µg a tablet): hold it as well until the oncology team says it is fine. Folate in ordinary food — green vegetables, beans, eggs — is fine.",
};

const MULTI_LEAD: Text = {
  zh: '**善存银片在吃希罗达（卡培他滨）、打奥沙利铂期间也先停，等肿瘤科医生同意再吃：它含叶酸（每片约200–400微克），和大剂量叶酸片一样会增强氟尿嘧啶的毒性，只是量小一些，却没有什么好处。**',
  en: "**Hold the Centrum Silver too while he is on capecitabine (Xeloda) and oxaliplatin, until the oncology team says it is fine: it holds folic acid (about 200–400 µg a tablet), which strengthens fluorouracil's side effects just as the high-dose tablet does — less of it, but for no benefit.**",
};
const LINGZHI_PART: Text = {
  zh: '灵芝孢子粉也停掉，拿给肿瘤科医生看：它抗癌没有可靠证据；灵芝类产品有引起肝损伤的报告，化疗本来就加重肝脏负担，转氨酶已经偏高时更不要吃；它和化疗药、和血象的相互影响也不清楚。',
  en: 'Stop the lingzhi (reishi) spore powder as well and show it to the team: it has no proven effect against cancer, reishi products have caused liver injury — chemotherapy already strains the liver, and a raised ALT is reason enough on its own — and how it acts with chemotherapy and on the blood count is unknown.',
};
const MULTI_REST: Text = {
  zh: '大剂量叶酸片在用卡培他滨期间一直停着。这些都不是营养必需的：吃得少、体重掉，肿瘤科医生或营养师选的口服营养补充剂（全营养配方）更有用；饭菜里的水果、蔬菜、鸡蛋、鱼肉里的维生素都没问题。',
  en: 'The high-dose folic acid tablet stays stopped for as long as he is on capecitabine. None of these is needed for nutrition: if he eats little or is losing weight, an oral nutrition drink chosen with the team or a dietitian does more, and the vitamins in fruit, vegetables, eggs and fish are fine.',
};

function multiText(s: ComposeInput, zh: boolean): string {
  const lingzhi = LINGZHI.test(s.text.toLowerCase());
  return join(zh, [pickZh(MULTI_LEAD, zh), lingzhi ? pickZh(LINGZHI_PART, zh) : '', pickZh(MULTI_REST, zh)]);
}

// ——— Capecitabine diarrhoea: when to call, and what to eat ———

// ——— Oxaliplatin: cold ———

const COLD_TEXT: Text = {
  zh: '**每次打完奥沙利铂后的3–5天里（碰凉还发麻的话就更久）不要吃冷的、喝凉的，也尽量不碰凉东西；冰西瓜这几天不要吃，西瓜从冰箱拿出来放半小时到一小时、到常温再吃就可以，冰箱里的水果也可以稍微温一下再吃。** 这是奥沙利铂常见的短期神经反应：一碰凉，手脚、嘴周就麻、像针扎或抽筋，喉咙发紧，觉得咽东西或喘气费劲，但气道并没有肿起来；一般每次用药后几天内就会好转。这几天：水和饮料喝常温或温的，不加冰，不吃冰淇淋、冰镇饮料和冰西瓜；从冰箱、冰柜拿东西戴手套；用温水洗手洗菜；空调别对着吹，出门遇冷风用围巾挡住口鼻。喉咙发紧时小口喝点温水，会过去。手脚麻到下一次化疗还没消，或者扣扣子、写字、走路受影响，要告诉肿瘤科团队——可能需要调整剂量。真的喘不上气、嘴唇脸或舌头肿、起风团或喘鸣（尤其在输液中或刚输完），可能是过敏，马上打急救电话。',
  en: "**Avoid cold food and drinks, and touching cold things, for about 3–5 days after each oxaliplatin infusion — longer if cold still sets off the tingling — and yes, fruit from the fridge is fine once it is no colder than the room: take it out 30–60 minutes before, or warm it briefly.** This is oxaliplatin's common short-term nerve effect: cold sets off tingling, 'needles' or cramp in the hands, feet and mouth, and a tight feeling in the throat that can make swallowing or breathing feel hard, though the airway is not swelling; it usually settles within days of each dose. On those days: drinks at room temperature or warm, no ice cubes, ice cream, iced watermelon or chilled drinks; gloves to take things out of the fridge or freezer; wash in warm water; no air-conditioning blowing on him, and a scarf over the mouth and nose in cold air. If the throat tightens, small sips of something warm help it pass. Tell the team if the numbness is still there when the next cycle is due, or makes buttons, writing or walking hard — they may adjust the dose. Real trouble breathing, swelling of the lips, face or tongue, a rash or wheeze (above all during or soon after an infusion, when it can be an allergic reaction): call emergency services now.",
};

// ——— Azathioprine with allopurinol: the count, low-count food safety, gout ———

const INTERACTION_LEAD: Text = {
  zh: '**硫唑嘌呤（依木兰）加上别嘌醇：今天就确认开药的全科医生和肝病专科医生都知道你同时在吃这两种药——别嘌醇会挡住分解硫唑嘌呤的酶，除非硫唑嘌呤已经减到平时的四分之一左右，它会在体内蓄积、抑制骨髓；开始别嘌醇后几周内中性粒细胞往下掉，正是这个警报。**',
  en: '**Azathioprine (Imuran) with allopurinol: make sure today that both your GP and your liver specialist know you take both — allopurinol blocks the enzyme that clears azathioprine, so unless the azathioprine dose was cut to about a quarter, it builds up and can suppress the bone marrow; a falling neutrophil count within weeks of starting allopurinol is exactly that warning.**',
};
const INTERACTION_REST: Text = {
  zh: '哪一种药都不要自己停或改，泼尼松龙也照常吃：剂量由医生定，他们会很快复查血常规，常常就在几天内。体温38℃或以上、发冷寒战、咽痛、口腔溃疡、不明原因的瘀青或出血：马上去急诊。',
  en: 'Do not stop or change either medicine yourself, or the prednisolone: the doctor decides the doses and repeats the blood count, often within days. A temperature of 38 °C or more, chills, a sore throat, mouth ulcers, or unusual bruising or bleeding: go to the emergency department now.',
};
const INTERACTION_SHORT: Text = {
  zh: '中性粒细胞偏低这件事本身要今天联系医生：别嘌醇会让硫唑嘌呤蓄积、抑制骨髓，两种药的剂量由医生定，不要自己停或改；发烧38℃或以上、寒战、咽痛，马上去急诊。',
  en: 'And the low count itself needs your GP or liver specialist today: allopurinol makes azathioprine build up and suppress the marrow — the doctor decides both doses, so do not stop or change either yourself; a temperature of 38 °C or more, chills or a sore throat means the emergency department now.',
};
const FOOD_LEAD: Text = {
  zh: '**中性粒细胞低的时候，饮食要防的是感染，吃什么都升不了白细胞：沙拉和生的蔬菜自己在家用流动水仔细洗净可以吃，外面买的切好袋装沙拉、沙拉吧和生豆芽先不吃；软奶酪（布里、卡芒贝尔、蓝纹、菲达、里科塔）除非加热到冒泡，以及任何没有经过巴氏消毒的奶和奶酪都不吃，切达、帕玛森这类硬奶酪和再制奶酪可以。**',
  en: '**While your neutrophils are low, food is about avoiding infection — no food raises the count: salads and raw vegetables are fine if you wash them well under running water yourself, but skip pre-cut bagged salads, salad bars and raw sprouts; soft cheeses (brie, camembert, blue, feta, ricotta) unless cooked until bubbling hot, and anything unpasteurised, are off, while hard cheeses such as cheddar and parmesan, and processed cheese, are fine.**',
};
const FOOD_REST: Text = {
  zh: '生鱼片、生蚝等生海鲜、外面买的寿司、熟食店的火腿冷切肉、肉酱和烟熏三文鱼（除非加热到冒热气）、溏心蛋也先不吃；熟食放冰箱，剩菜一天内吃完、吃前热透，勤洗手、生熟砧板分开。',
  en: 'Also leave out sashimi, raw oysters and other raw seafood, shop sushi, deli meats, cold cuts, pâté and smoked salmon unless heated until steaming, and runny eggs; keep cooked food in the fridge, eat leftovers within a day reheated until hot, and wash your hands and chopping boards.',
};
const FOOD_SHORT: Text = {
  zh: '白细胞低的时候，沙拉要自己洗净，不吃软奶酪、未经巴氏消毒的奶、生鱼片和生海鲜、熟食店冷切肉，剩菜热透再吃。',
  en: 'While the count is low: wash salads yourself, and skip soft cheeses, anything unpasteurised, sashimi and raw seafood and deli meats; reheat leftovers until hot.',
};
const GOUT_PART: Text = {
  zh: '痛风饮食：没有医生限水的话每天喝约2升水；少吃动物内脏（肝、腰子）、贝类海鲜、沙丁鱼凤尾鱼、浓肉汤，不喝含糖饮料和果汁；啤酒和白酒都不喝——有自身免疫性肝炎，最好滴酒不沾。低脂牛奶和酸奶、鸡蛋、蔬菜（菠菜、蘑菇也可以）、豆类和全谷物都可以吃。降尿酸主要靠别嘌醇本身。',
  en: 'For the gout: about 2 litres of water a day unless you have been told to limit fluids; go easy on offal (liver, kidney), shellfish, sardines, anchovies and meat extracts, and skip sugary soft drinks and fruit juice; no beer or spirits — and with autoimmune hepatitis, no alcohol at all is best. Low-fat milk and yoghurt, eggs, vegetables (spinach and mushrooms included), lentils and whole grains are fine. The allopurinol itself does most of the work.',
};

// ——— Raw fish, sushi and kinilaw on immune-suppressing medicines ———

const SUSHI_LEAD: Text = {
  zh: '**外面买的寿司卷，在白细胞低或吃抗排斥、免疫抑制药期间最好先不吃：生鱼可能带李斯特菌、弧菌、诺如病毒和寄生虫；就算是熟馅的，放在冷柜里卖的寿司做好后放了好几个小时，也有李斯特菌的风险。**',
  en: '**Shop-bought sushi rolls are best left out while your white count is low or you take transplant or immune-suppressing medicines: raw fish can carry Listeria, Vibrio, norovirus and parasites, and even rolls with cooked fillings from a display carry a Listeria risk, because they sit chilled for hours after being made.**',
};
const KINILAW_LEAD: Text = {
  zh: '**吃抗排斥药期间，菲律宾的生鱼沙拉（kinilaw）、醉虾醉蟹、生腌和生鱼片、生鱼寿司都不要吃：醋、青柠汁、酒都杀不死生鱼里的细菌（弧菌、李斯特菌、沙门菌）和寄生虫，移植后感染起来可能很重。**',
  en: '**Skip kinilaw — and sashimi or raw-fish sushi — while you take transplant medicines: vinegar, calamansi or lime juice do not kill the bacteria (Vibrio, Listeria, Salmonella) or the parasites in raw fish, and after a transplant such an infection can be severe.**',
};
const SUSHI_SAFER: Text = {
  zh: '更安全的吃法：现点现做、或者在家做的熟馅寿司——熟虾、照烧鸡肉、玉子烧、蟹棒、黄瓜、牛油果、罐头金枪鱼——做好马上吃；腌生鱼的那种味道，可以让家里人先把鱼或虾焯熟、烤熟，再拌醋、洋葱、姜和辣椒。生蚝、生鱼片、夏威夷生鱼饭也不吃；聚会上放了好几个小时的菜不要吃，挑刚做好、热的吃。',
  en: 'Safer: rolls made fresh to order, or at home, with cooked or vegetable fillings — cooked prawn, teriyaki chicken, egg omelette (tamago), crab stick, cucumber, avocado, mango or tinned tuna — eaten straight away; for the kinilaw flavours, ask for a batch with the fish or shrimp blanched or grilled through first, then dressed in the vinegar, onion, ginger and chilli. Raw oysters, sashimi and poke are off too, and at a party choose food freshly cooked and hot over dishes that have sat out for hours.',
};

function rawFishText(s: ComposeInput, zh: boolean): string {
  const vinegar = VINEGAR_FISH.test(s.text.toLowerCase());
  return join(zh, [pickZh(vinegar ? KINILAW_LEAD : SUSHI_LEAD, zh), pickZh(SUSHI_SAFER, zh)]);
}

function thiopurineText(s: ComposeInput, zh: boolean): string {
  const t = s.text.toLowerCase();
  const said = saidOf(s);
  const count = said.match(/(?:中性粒(?:细胞)?|neutrophils?)[^\d]{0,16}(\d(?:\.\d+)?)/);
  const countLine = count
    ? zh
      ? `中性粒细胞${count[1]}已经偏低。`
      : `A neutrophil count of ${count[1]} is low.`
    : '';
  // Sushi or raw fish alone ("那外面买的寿司卷呢？"): the raw-fish answer, then the count.
  if (RAW_FISH.test(t) && !/沙拉|奶酪|芝士|\b(salads?|cheese\w*|deli)\b/.test(t))
    return join(zh, [rawFishText(s, zh), pickZh(INTERACTION_SHORT, zh)]);
  if (LOW_COUNT_FOODS.test(t))
    return join(zh, [
      pickZh(FOOD_LEAD, zh),
      pickZh(FOOD_REST, zh),
      pickZh(INTERACTION_SHORT, zh),
      GOUT_ASKED.test(t) ? pickZh(GOUT_PART, zh) : '',
    ]);
  return join(zh, [
    pickZh(INTERACTION_LEAD, zh),
    countLine,
    pickZh(INTERACTION_REST, zh),
    COUNT_SAID.test(said)
      ? `${pickZh(FOOD_LEAD, zh).replace(/\*\*/g, '')}${zh ? '' : ' '}${pickZh(FOOD_REST, zh)}`
      : pickZh(FOOD_SHORT, zh),
    GOUT_ASKED.test(said) || /饮食|\bdiet\b/.test(t) ? pickZh(GOUT_PART, zh) : '',
  ]);
}

// ——— Myeloma with a high calcium: the tablets, fluids, dairy, bones ———

const BONES_ASKED = /骨(?!髓)|\b(bones?|fractures?|lesions?)\b/;
const DAIRY_ASKED =
  /牛奶|酸奶|奶茶|奶制品|乳制品|加奶|奶酪|\b(milk|curd|dahi|yog(h)?urt|paneer|dairy|cheese|chai)\b/;
const FLUID_ASKED =
  /喝水|水要|水喝|饮水|喝多少|和多少|水[^，。？?]{0,6}多少|液体|\b(water|fluids?|litres?|liters?|hydrat\w*)\b|\bhow much\b[^.?!]{0,20}\bdrink\b/;
const WEIGHT_ASKED =
  /掉秤|消瘦|瘦|体重|胃口|食欲|吃不下|蛋白|\b(appetite|weight|protein|eating (less|little|poorly))\b/;
const MYELOMA_ASKED = new RegExp(
  [
    BONES_ASKED.source,
    DAIRY_ASKED.source,
    FLUID_ASKED.source,
    WEIGHT_ASKED.source,
    /钙|维生素d|维d|shelcal|\b(calcium|vitamin d|d3|supplements?|continue)\b/.source,
  ].join('|'),
);

const MYELOMA_SUPP_LEAD: Text = {
  zh: '**{product}现在就停，其他钙片和维生素D也停，今天告诉血液科医生：骨髓瘤的高血钙来自病变在溶解骨头，高血钙又伤肾——骨髓瘤本来就在伤肾——而钙片加维生素D只会让它更高。**',
  en: '**Stop {product} now — and any other calcium or vitamin D tablet — and tell his haematologist today: in myeloma a high calcium comes from the disease dissolving bone, it harms the kidneys, which myeloma already strains, and calcium with vitamin D adds to it.**',
};
const MYELOMA_SUPP_SHORT: Text = {
  zh: '{product}和其他钙片、维生素D现在都停，不需要慢慢减，今天告诉血液科医生；治骨髓瘤的药照医嘱用。',
  en: 'Stop {product} and any other calcium or vitamin D tablet now — no tapering needed — and tell the haematologist today; keep the myeloma medicines exactly as prescribed.',
};
const MYELOMA_KEEP: Text = {
  zh: '钙片和维生素D停用不需要慢慢减；治骨髓瘤的药照医嘱用。',
  en: 'Calcium and vitamin D tablets need no tapering; keep the myeloma medicines exactly as prescribed.',
};
const MYELOMA_FLUID_LEAD: Text = {
  zh: '**医生没有让限水的话，要多喝——一般每天2–3升，分散在一天里慢慢喝，或者按血液科给的量：高血钙会让肾脏排掉很多水，一缺水血钙更高，已经被骨髓瘤伤到的肾也更受损。**',
  en: '**Unless his doctor has set a fluid limit, he should drink plenty — usually 2–3 litres a day, spread through the day, or the amount his haematology team gives: a high calcium makes the kidneys lose water, and being dry pushes the calcium higher still and hurts kidneys that myeloma has already damaged.**',
};
const MYELOMA_FLUID_REST: Text = {
  zh: '白开水最好，稀的酪乳、清汤、淡茶也算；胃口差、恶心喝不够，或者在吐、尿很少，今天就告诉团队——可能需要输液。',
  en: 'Water is best; thin buttermilk, rasam, clear soups and tea count too. If nausea or poor appetite keeps him from managing it, or he is vomiting or passing little urine, tell the team today — he may need fluids by drip.',
};
const MYELOMA_FLUID_SHORT: Text = {
  zh: '没有医生限水的话，每天喝2–3升水。',
  en: 'Unless a doctor has limited his fluids, he should drink 2–3 litres a day.',
};
const MYELOMA_DAIRY_LEAD: Text = {
  zh: '**牛奶、酸奶不用断，保持平常的量就行：{dairy}都可以；要停的是钙片和维生素D。**',
  en: '**Milk and yoghurt do not need to be cut out — keep them to ordinary amounts: {dairy} are fine; what must stop is any calcium or vitamin D tablet.**',
};
const MYELOMA_DAIRY_REST: Text = {
  zh: '高血钙来自骨头，饭菜里的钙影响很小；只是在血钙恢复正常之前不要额外加：不要大量吃奶酪或奶豆腐、一天喝好几大杯纯牛奶或喝加钙饮料。体重在掉的话，奶和酸奶也是很好的蛋白质来源；加奶的茶也算进每天喝的水里。',
  en: 'A calcium that comes from bone barely moves with food; only avoid adding extra until it is normal — large helpings of cheese or paneer, milk by the glass several times a day, calcium-fortified drinks. If he is losing weight, milk and yoghurt are also good protein, and milky tea counts towards his fluids.',
};
const MYELOMA_BONES_LEAD: Text = {
  zh: '**骨髓瘤的骨头是靠血液科用的护骨药来保护的——唑来膦酸（每几周输一次）或地舒单抗（皮下注射），它们同时也能把血钙降下来；钙片和维生素D修复不了骨髓瘤造成的骨破坏，现在吃只会让血钙更高。**',
  en: '**His bones are protected by a bone-strengthening medicine from the haematologist — a zoledronic acid (Zometa) drip every few weeks, or denosumab (Xgeva) injections — which also brings the calcium down; calcium and vitamin D tablets do not repair myeloma bone damage, and now they would push the calcium higher.**',
};
const MYELOMA_BONES_REST: Text = {
  zh: '唑来膦酸的剂量要按肾功能调整，用地舒单抗时血钙又可能掉得太低，所以钙和维生素D什么时候重新开始，由团队在血钙恢复正常后决定。问问血液科医生他是否已经在用护骨药；用之前先看一次牙（这两种药可能引起颌骨问题）。体力允许就慢慢走路，避免提重物、弯腰扭身。',
  en: 'The zoledronic acid dose is set by kidney function, and with denosumab the calcium can fall too low, so when to restart calcium and vitamin D is the team’s decision once the calcium is normal. Ask the haematologist whether he is on one yet, and have a dental check before it starts (both can cause jaw problems). Gentle walking as he is able helps; avoid heavy lifting, bending and twisting.',
};
const MYELOMA_WEIGHT: Text = {
  zh: '胃口差、体重在掉：一天吃5–6次，每次都有点蛋白质——豆子糊（dal）、鸡蛋、酸奶、鱼、鸡肉、一小块奶豆腐；在肾内科或营养师定量之前，蛋白质每天每公斤体重0.8–1.0克左右（他约50–60克）合适；体重下降要告诉血液科团队。',
  en: 'Poor appetite and weight loss: 5–6 small meals a day with some protein at each — dal, eggs, curd, fish, chicken, a small piece of paneer; about 0.8–1.0 g of protein per kg a day (about 50–60 g for him) suits his kidneys until a renal dietitian sets it; tell the haematology team about the weight loss.',
};
const MYELOMA_URGENT: Text = {
  zh: '特别口渴、尿特别多或特别少、呕吐、便秘伴肚子痛、糊涂或昏昏欲睡：马上去急诊。',
  en: 'Very thirsty, passing a lot of urine or very little, vomiting, constipation with stomach pain, confusion or drowsiness: go to the emergency department now.',
};

/**
 * The calcium product the message or the person names, for the lead ("Stop the Shelcal now"); otherwise "any calcium or
 * vitamin D tablet he takes of his own" — never a product he does not take (blind answer round 60, en-079: Shelcal and
 * masala chai said to a man in Ohio who named cereal with milk).
 */
const CALCIUM_PRODUCTS: readonly { said: RegExp; zh: string; en: string }[] = [
  { said: /shelcal/, zh: 'Shelcal钙片', en: 'the Shelcal' },
  { said: /钙尔奇|caltrate/, zh: '钙尔奇（Caltrate）', en: 'the Caltrate' },
  { said: /citracal/, zh: 'Citracal钙片', en: 'the Citracal' },
  { said: /\bos-?cal\b/, zh: 'Os-Cal钙片', en: 'the Os-Cal' },
];
function calciumProductOf(s: ComposeInput, zh: boolean): string | null {
  const said = [s.text, s.previous ?? '', ...(s.takes ?? [])].join('\n').toLowerCase();
  const p = CALCIUM_PRODUCTS.find((x) => x.said.test(said));
  return p ? pickZh(p, zh) : null;
}
/** The supplement lines with the product named, or said of any calcium or vitamin D tablet when none is named. */
function withProduct(text: string, product: string | null): string {
  if (product !== null) return text.replace('{product}', product);
  return text
    .replace(
      'Stop {product} now — and any other calcium or vitamin D tablet — and',
      'Stop any calcium or vitamin D tablet he takes of his own now, and',
    )
    .replace(
      'Stop {product} and any other calcium or vitamin D tablet now',
      'Stop any calcium or vitamin D tablet he takes of his own now',
    )
    .replace('{product}现在就停，其他钙片和维生素D也停，', '自己在吃的钙片和维生素D现在就停，')
    .replace('{product}和其他钙片、维生素D现在都停', '自己在吃的钙片和维生素D现在都停');
}
/** The dairy the message names, said back in the dairy lead. */
function dairySaid(t: string, zh: boolean): string {
  if (/masala|chai|奶茶/.test(t))
    return zh
      ? '每天三四杯加奶的茶（比如masala chai，每杯里的奶含钙约60–100毫克）加一小碗酸奶'
      : 'three or four cups of milky tea such as masala chai a day (each holds about 60–100 mg of calcium from its milk) and a small bowl of curd or yoghurt';
  return zh
    ? '早餐麦片里加的牛奶、茶或咖啡里加的奶、每天一杯酸奶'
    : 'milk on his breakfast cereal, milk in tea or coffee and a pot of yoghurt a day';
}

function myelomaText(s: ComposeInput, zh: boolean): string {
  const t = s.text.toLowerCase();
  const product = calciumProductOf(s, zh);
  const supp = (x: Text) => withProduct(pickZh(x, zh), product);
  const weight = WEIGHT_ASKED.test(t) ? pickZh(MYELOMA_WEIGHT, zh) : '';
  const urgent = pickZh(MYELOMA_URGENT, zh);
  if (BONES_ASKED.test(t))
    return join(zh, [
      pickZh(MYELOMA_BONES_LEAD, zh),
      pickZh(MYELOMA_BONES_REST, zh),
      supp(MYELOMA_SUPP_SHORT),
      pickZh(MYELOMA_FLUID_SHORT, zh),
      weight,
      urgent,
    ]);
  if (DAIRY_ASKED.test(t))
    return join(zh, [
      pickZh(MYELOMA_DAIRY_LEAD, zh).replace('{dairy}', dairySaid(t, zh)),
      pickZh(MYELOMA_DAIRY_REST, zh),
      supp(MYELOMA_SUPP_SHORT),
      pickZh(MYELOMA_FLUID_SHORT, zh),
      weight,
      urgent,
    ]);
  if (FLUID_ASKED.test(t))
    return join(zh, [
      pickZh(MYELOMA_FLUID_LEAD, zh),
      pickZh(MYELOMA_FLUID_REST, zh),
      supp(MYELOMA_SUPP_SHORT),
      weight,
      urgent,
    ]);
  return join(zh, [
    supp(MYELOMA_SUPP_LEAD),
    pickZh(MYELOMA_KEEP, zh),
    pickZh(MYELOMA_FLUID_LEAD, zh).replace(/\*\*/g, ''),
    pickZh(MYELOMA_FLUID_REST, zh),
    pickZh(MYELOMA_DAIRY_REST, zh),
    weight,
    urgent,
  ]);
}

// ——— Calcium and vitamin D on long-term steroids: is one tablet enough? ———

const CALCIUM_PRODUCT = /钙尔奇|钙片|补钙|维生素d|维d|\b(caltrate|calcium|vitamin d|d3)\b/;
const ENOUGH_OR_BONES =
  /够不够|够吗|够了吗|足够|要不要(再)?加|加不加|再加|骨质疏松|骨头|骨密度|\b(enough|bones?|osteopor\w*|add(ing)? (more|extra|another)|extra|another (one|tablet))\b/;
const STEROID_BONES_TEXT: Text = {
  zh: '**长期吃激素，钙尔奇Plus一天一片（通常含钙600毫克，以包装为准）就是合适的补充量，前提是饭菜里再有约500毫克钙——每天一盒牛奶（250毫升）加一杯酸奶或几块豆腐——合计达到指南建议的每天1000–1200毫克；这样吃就不用再加第二片，吃更多也没有好处。** 维生素D：每天600–800国际单位（15–20微克）；看看包装上每片给多少，不够的话另外吃一粒400国际单位（10微克）的维生素D3补上，也可以请医生查一次25-羟维生素D。但长期吃泼尼松龙，光靠钙和维生素D护不住骨头：请全科医生安排骨密度检查（双能X线）并评估骨折风险——40岁以上、泼尼松龙吃了3个月以上、风险中等或偏高的人，指南建议加用抗骨质疏松药（如阿仑膦酸钠、利塞膦酸钠、唑来膦酸或地舒单抗）。每天走路、做平衡练习，家里防跌倒；泼尼松龙不要自己停或减。',
  en: '**One Caltrate Plus a day (usually 600 mg of calcium — check the pack) is the right supplement dose on long-term prednisolone, provided food brings about 500 mg more — two serves of dairy a day (a glass of milk, a tub of yoghurt or a slice of cheese each) — to reach the 1,000–1,200 mg a day advised; with that, a second tablet is not needed, and more is not better.** Vitamin D: aim for 600–800 IU a day (800 IU over 70); check the pack for what each tablet gives, and if it is less, a separate vitamin D3 of 400–800 IU a day makes up the difference — your GP can also check your vitamin D level (25-OH D). But calcium and vitamin D alone do not protect bones enough on long-term steroids: ask your GP for a bone density scan (DXA) and a fracture-risk check — for people over 40 on prednisolone for 3 months or more at moderate or high risk, the guideline advises a bone medicine as well (alendronate, risedronate, zoledronic acid or denosumab). Keep walking and doing balance exercise, make the home safe from falls, and do not stop or lower the prednisolone yourself.',
};

export const DEV37_CANCER_TRANSPLANT_FAQ: readonly FaqRow[] = [
  {
    // Round 37 en-079, zh-036 (Jun): "what can i take for mood instead, fish oil ok? or malunggay capsules?"
    // after stopping St John's wort — the fish-oil row's breastfeeding and sertraline text, malunggay and the
    // B vitamins passed over, no word that the transplant team chooses the antidepressant.
    id: 'transplant-mood-after-st-johns-wort',
    when: [MOOD_ALTERNATIVE, MOOD],
    for: CNI,
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'herbal_remedy',
    compose: (said, zh) => forPrescriber(pickZh(MOOD_TEXT, zh), said, zh),
    text: MOOD_TEXT,
    source: {
      ref: 'Appleton KM et al. Omega-3 fatty acids for depression in adults. Cochrane Database Syst Rev 2021;11:CD004692; Monera TG et al. Moringa oleifera leaf extracts inhibit 6β-hydroxylation of testosterone by CYP3A4. J Infect Dev Ctries 2008;2:379–383 — cited from memory; Neoral (cyclosporine) US prescribing information §7 Drug Interactions (inhibitors of CYP3A4 raise, inducers lower cyclosporine concentrations) — cited from memory',
    },
  },
  {
    // Round 37 zh-018 (unsafe), en-078, en-077 (Jun): St John's wort with a ciclosporin level of 62 against a
    // target of 100–150 — a transplant emergency card about kidneys and tacrolimus, or "talk to the prescriber
    // before changing anything" with no word that the herb explains the low level and must stop today.
    id: 'ciclosporin-st-johns-wort',
    when: [SJW_SAID],
    unless: [MOOD_ALTERNATIVE],
    for: CNI,
    beforeMedicineDiet: true,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'drug_interaction',
    compose: sjwText,
    text: SJW_STATIC,
    source: {
      ref: 'Ruschitzka F et al. Acute heart transplant rejection due to Saint John’s wort. Lancet 2000;355:548–549; Neoral (cyclosporine) US prescribing information §7 Drug Interactions (St John’s wort lowers, grapefruit raises cyclosporine concentrations; blood concentrations monitored) — cited from memory; NCCIH, St. John’s Wort (interactions with transplant medicines)',
    },
  },
  {
    // Round 37 en-076, en-077, zh-054 (Jun): pomelo almost every day in season, with a ciclosporin level of 62
    // against 100–150 — "avoid pomelo" and a lab text that would not call 62 low; "my level is LOW, so pomelo
    // is not the reason?" answered with the pomelo box again.
    id: 'ciclosporin-pomelo-low-level',
    when: [POMELO],
    // Hot pot asked about with pomelo named as known: the hot-pot food-safety row (rows-round50.ts) says both.
    unless: [SJW_SAID, /火锅|火鍋|打边炉|麻辣烫|\b(hot ?pot|steamboat)\b/],
    for: CNI,
    beforeMedicineDiet: true,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    compose: pomeloText,
    text: {
      zh: join(true, [POMELO_LEAD('环孢素（新山地明）').zh, POMELO_LOW.zh, POMELO_TEAM.zh, POMELO_FRUIT.zh]),
      en: join(false, [
        POMELO_LEAD('ciclosporin (Neoral)').en,
        POMELO_LOW.en,
        POMELO_TEAM.en,
        POMELO_FRUIT.en,
      ]),
    },
    source: {
      ref: 'Grenier J et al. Pomelo juice, but not cranberry juice, affects the pharmacokinetics of cyclosporine in humans. Clin Pharmacol Ther 2006;79:255–262; Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309–316; Neoral (cyclosporine) US prescribing information §7 (grapefruit raises, St John’s wort lowers cyclosporine concentrations) — cited from memory',
    },
  },
  {
    // Round 37 zh-029, en-048 (老陈): "善存银片里也有叶酸，是不是也得停？", "what about the Centrum Silver and the
    // lingzhi spore powder, keep those or stop too?" — "no reliable rule for oxaliplatin … do not stop any
    // supplement" above the folate box, vitamin C and E boxes, and lingzhi never answered.
    id: 'capecitabine-multivitamin-lingzhi',
    when: [MULTIVITAMIN],
    for: FLUOROPYRIMIDINE,
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'supplement_dose',
    compose: multiText,
    text: {
      zh: join(true, [MULTI_LEAD.zh, LINGZHI_PART.zh, MULTI_REST.zh]),
      en: join(false, [MULTI_LEAD.en, LINGZHI_PART.en, MULTI_REST.en]),
    },
    source: {
      ref: 'Xeloda (capecitabine) US prescribing information §7 Drug Interactions (leucovorin raises the concentration and toxicity of fluorouracil) — cited from memory; BC Cancer Drug Manual, Capecitabine (folic acid may enhance toxicity); NIH LiverTox, Ganoderma (reishi) — cited from memory',
    },
  },
  {
    // Round 37 zh-011 (unsafe), en-047 (老陈): folic acid 5 mg a day bought "to build his blood" on Xeloda with
    // oxaliplatin — "do not start, stop or change a supplement" (the unknown-medicine line for oxaliplatin) above
    // "stop it", and the 5 mg read as "every 3 weeks, about 238 µg a day".
    id: 'capecitabine-own-folic-acid',
    when: [FOLIC],
    unless: [MULTIVITAMIN, /亚叶酸|\b(leucovorin|folinic)\b/],
    for: FLUOROPYRIMIDINE,
    beforeMedicineDiet: true,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: FOLIC_TEXT,
    source: {
      ref: 'Xeloda (capecitabine) US prescribing information §7 Drug Interactions (leucovorin raises the concentration and toxicity of fluorouracil) — cited from memory; BC Cancer Drug Manual, Capecitabine (folic acid may enhance toxicity); NIH ODS Folate fact sheet for health professionals (UL 1,000 µg of folic acid a day); 中国居民膳食营养素参考摄入量（2023版）（叶酸UL 1000 µg/d）',
    },
  },
  {
    // Round 37 en-050 (老陈): "how many days should he avoid cold food and drinks? Can we just warm up fruit
    // from the fridge?" after oxaliplatin — declined as "no reliable rule for oxaliplatin". (zh-047, the same
    // with "嗓子都发紧", got the anaphylaxis card: see the report.)
    id: 'oxaliplatin-cold-sensitivity',
    when: [COLD],
    for: { said: OXALIPLATIN_SAID },
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: COLD_TEXT,
    source: {
      ref: 'Eloxatin (oxaliplatin) US prescribing information §5 (peripheral sensory neuropathy; pharyngolaryngeal dysaesthesia) and §17 Patient Counseling (avoid cold drinks and ice, cover skin before cold exposure) — cited from memory; BC Cancer Drug Manual, Oxaliplatin patient handout (avoid cold drinks and foods for the first days after each treatment) — cited from memory',
    },
  },
  {
    // Blind answer round 61, en-077 (unsafe, development data): allopurinol left over from a friend, proposed by an uncle,
    // for a man on azathioprine after a kidney transplant who does not take it — the text for someone already on both.
    id: 'allopurinol-proposed-on-thiopurine',
    when: [ALLOPURINOL_PROPOSED],
    for: {
      all: [THIOPURINE, { said: ALLOPURINOL_SAID }],
    },
    beforeMedicineDiet: true,
    beforeLabs: true,
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'drug_interaction',
    ...ALLOPURINOL_NOT_ON_THIOPURINE,
  },
  {
    // Round 37 zh-035 (unsafe), zh-053, en-072, en-073, zh-017 (Dot): neutrophils 1.1 two weeks after allopurinol
    // was added to Imuran — the cirrhosis Vibrio text for 生鱼片、沙拉、软奶酪 and the sushi follow-up, gout and
    // whey text for "salads, soft cheese", the interaction box with no diet, and the gout diet never answered.
    id: 'thiopurine-allopurinol-low-count-diet',
    when: [DIET_ASKED],
    // Oysters are the Vibrio question (liver disease's raw-shellfish rule, liver.test.ts).
    unless: [/酒|\b(wine|beer|alcohol|drinks?)\b(?![^.?!]*\b(eat|food|diet)\b)/, /生蚝|牡蛎|\boysters?\b/],
    for: THIOPURINE_WITH_XO_INHIBITOR,
    beforeMedicineDiet: true,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    compose: thiopurineText,
    text: {
      zh: join(true, [INTERACTION_LEAD.zh, INTERACTION_REST.zh, FOOD_SHORT.zh, GOUT_PART.zh]),
      en: join(false, [INTERACTION_LEAD.en, INTERACTION_REST.en, FOOD_SHORT.en, GOUT_PART.en]),
    },
    source: {
      ref: 'Imuran (azathioprine) US prescribing information, Drug Interactions: use with allopurinol — reduce azathioprine to one-third or one-quarter of the usual dose, monitor blood counts — cited from memory; Food Standards Australia New Zealand, Listeria and food: advice for people at risk (soft cheeses, pre-cut salads, sprouts, deli meats, smoked seafood, sushi) — cited from memory; FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit alcohol, purine intake and high-fructose corn syrup); Mack CL et al. AASLD guidance on autoimmune hepatitis. Hepatology 2020;72:671–722 (avoid alcohol)',
    },
  },
  {
    // Round 37 en-080 (Jun): "can i still eat kinilaw or sushi with the transplant meds?" — the ciclosporin
    // grapefruit boxes and "no raw seafood", with kinilaw never named and nothing cooked offered.
    id: 'raw-fish-immunosuppressed',
    when: [CURED_FISH_OR_SHOP_SUSHI],
    // Salads and cheese asked beside it, or how long the rules last: the general food-safety rows.
    // Oysters are the Vibrio question (liver disease's raw-shellfish rule, liver.test.ts).
    unless: [/沙拉|奶酪|芝士|多久|生蚝|牡蛎|\b(salads?|cheese\w*|deli|how long|forever|oysters?)\b/],
    for: IMMUNE_LOW,
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'food_sources',
    compose: rawFishText,
    text: {
      zh: join(true, [KINILAW_LEAD.zh, SUSHI_SAFER.zh]),
      en: join(false, [KINILAW_LEAD.en, SUSHI_SAFER.en]),
    },
    source: {
      ref: 'US FDA and USDA, Food Safety for Older Adults and People with Cancer, Diabetes, HIV/AIDS, Organ Transplants, and Autoimmune Diseases (2020): raw or undercooked fish and shellfish, sushi, ceviche — cited from memory; KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients. Am J Transplant 2009;9(Suppl 3):S1–S155 (food safety after transplant) — cited from memory',
    },
  },
  {
    // Round 37 zh-052, zh-034, en-069, zh-016, en-068 (Ravi): myeloma with a calcium of 11.2 and a creatinine of
    // 1.9 — how much to drink (the CKD malnutrition text, no amount), milk and masala chai (the sarcoidosis and
    // sunlight text), how his bones will get strong (alendronate and "her" prednisone), Shelcal (stopped, with
    // sarcoidosis and thiazide text and no word of the haematologist today or fluids).
    id: 'myeloma-high-calcium',
    when: [MYELOMA_ASKED],
    unless: [/椰子水|\bcoconut\b/],
    for: { all: [MYELOMA, HIGH_CALCIUM_NOW] },
    beforeMedicineDiet: true,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'supplement_dose',
    compose: myelomaText,
    text: {
      zh: join(true, [
        withProduct(MYELOMA_SUPP_LEAD.zh, null),
        withProduct(MYELOMA_SUPP_SHORT.zh, null),
        MYELOMA_FLUID_SHORT.zh,
        MYELOMA_DAIRY_REST.zh,
        MYELOMA_BONES_LEAD.zh.replace(/\*\*/g, ''),
        MYELOMA_URGENT.zh,
      ]),
      en: join(false, [
        withProduct(MYELOMA_SUPP_LEAD.en, null),
        withProduct(MYELOMA_SUPP_SHORT.en, null),
        MYELOMA_FLUID_SHORT.en,
        MYELOMA_DAIRY_REST.en,
        MYELOMA_BONES_LEAD.en.replace(/\*\*/g, ''),
        MYELOMA_URGENT.en,
      ]),
    },
    source: {
      ref: 'Walsh J, Gittoes N, Selby P; Society for Endocrinology Clinical Committee. Emergency management of acute hypercalcaemia in adult patients. Endocr Connect 2016;5(5):G9–G11 (stop calcium and vitamin D supplements, rehydrate); Dimopoulos MA et al. International Myeloma Working Group recommendations for the diagnosis and management of myeloma-related renal impairment. J Clin Oncol 2016;34:1544–1557 (generous hydration, about 3 L a day where the heart allows) — cited from memory; Terpos E et al. Treatment of multiple myeloma-related bone disease: recommendations from the Bone Working Group of the International Myeloma Working Group. Lancet Oncol 2021;22:e119–e130 (zoledronic acid or denosumab; dose by kidney function; dental examination first)',
    },
  },
  {
    // Round 37 en-074, zh-071 (Dot): "is one caltrate plus a day enough with the pred? worried about my bones at
    // 72", "要不要再加维D" — declined by name, or a steroid text saying 600–800 IU beside a plan part saying add none.
    id: 'steroid-bones-calcium-enough',
    when: [CALCIUM_PRODUCT, ENOUGH_OR_BONES],
    unless: [/太多|过量|超标|\btoo much\b|\bover the\b/],
    for: { medicines: ['corticosteroid'] },
    // A low vitamin D or calcium has its own repletion rows (rows-dev-prostate.ts, answer round 30).
    notFor: [
      HIGH_CALCIUM_NOW,
      MYELOMA,
      LOW_VITAMIN_D,
      { said: LOW_CALCIUM_SAID },
      { conditions: ['sarcoidosis', 'hyperparathyroidism', 'kidney_disease', 'dialysis'] },
    ],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: STEROID_BONES_TEXT,
    source: {
      ref: 'Buckley L et al. 2017 American College of Rheumatology Guideline for the Prevention and Treatment of Glucocorticoid-Induced Osteoporosis. Arthritis Rheumatol 2017;69:1521–1537 (calcium 1,000–1,200 mg and vitamin D 600–800 IU a day; fracture-risk assessment and bone density; an oral bisphosphonate for adults at moderate or high risk); IOM Dietary Reference Intakes for Calcium and Vitamin D (2011): vitamin D RDA 800 IU over 70; 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
];
