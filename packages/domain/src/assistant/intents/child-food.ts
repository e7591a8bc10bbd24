/**
 * A food or drink question asked FOR a baby or a child ("孙子10个月能喝蜂蜜吗", "can i rub honey on his
 * dummy, Leo is 5 months", "孙子吃猪肝泥补铁可以吗", "my daughter is 3 and drinks rice milk"). The plans
 * and everyday rows are written for the adult who asks; a child gets a child's answer or none (blind
 * answer round 17: en S1–S2, zh S5–S6 — an infant told "no reliable rule" for honey, a 10-month-old an
 * adult's 50 g of pork liver, a milk-allergic vegan 3-year-old her mother's "ordinary milk does the job").
 *
 * Rules here: honey before 12 months (never, in any form); liver for a child (a child's portion, the
 * vitamin A upper limit); rice drinks under 5 and cow's-milk allergy (a calcium-fortified soy drink or a
 * dietitian's formula). Any other child question an adult row would answer gets `childCannot` (reply.ts).
 */
import { countSaid } from '../../units/number-words';
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import { INFANT_BONE_SOUP, INFANT_NO_SALT, INFANT_RICE_WATER } from '../../knowledge/everyday-answers';
import { normaliseQuestion } from '../lexicon';
import { PREGNANCY_SAID } from '../faq/audiences';
import { L } from '../format';
import { childAgeMonths, BREASTFEEDING_WORDS } from './child-dose';
import { sourceLine, type Draft } from './shared';

/** A baby, a child or a grandchild. */
const CHILD =
  /宝宝|宝贝|婴儿|小宝|大宝|二宝|三宝|宝儿|囡囡|小家伙|孩子|小孩|娃|儿子|女儿|闺女|孙子|孙女|外孙|幼儿|小朋友|新生儿|\b(bab(y|ies)|infants?|toddlers?|newborns?|sons?|daughters?|kids?|child(ren)?|grandsons?|granddaughters?|grandchild(ren)?|little ones?)\b|\b\d{1,2}[- ]?(months?|mos?|weeks?|wks?)[- ]olds?\b|\b(1[0-7]|[1-9])[- ]?(years?|yrs?)[- ]olds?\b|\b(1[0-7]|[1-9]) ?(yo|y\/o)\b/;

/**
 * A child measured by his size, as parents say it: "像他这么大一天能吃多少盐", "这么大的孩子" — not "像他这么大年纪" (an old
 * man's age). Blind answer round 57, zh-060 (development data): a boy of 6 with nephrotic syndrome got the adult 5 g of
 * salt.
 */
const CHILD_SIZE =
  /(?:像|跟|和)(?:他|她)(?:这么|那么)大(?!年纪|岁数|年龄|的老|的人)|这么大的(?:孩子|小孩|娃|小朋友)/;
/** A baby's age in months with "can he have" ("8个月能加了吗", "10个月可以吃吗"). */
const INFANT_AGE_ASKED =
  /(?<![\d.]|吃了|冻了|放了|过了|用了|存了|冷冻|喝了)([1-9]|1[01])\s*个多?月(?:大)?了?(?:的(?:宝宝|孩子|娃|小孩))?(?:能|可以|可不可以|能不能)/;
/** Something put in the child's own food ("in his congee", "豆豆的粥里"). */
const IN_CHILDS_FOOD =
  /\b(in|into|on) (his|her)( [a-z]+){0,3} (congee|porridge|food|meals?|bottle|pur[eé]es?|cereal|milk|water|mash|potato(es)?|veg(gies|etables)?|yogh?urt|soup|rice|pasta|dinner|lunch|breakfast)\b|的(粥|辅食|米粉|奶瓶|米糊)里/;
/** A follow-up asking an amount or whether a food or drink is all right. */
const AMOUNT_OR_FOOD_ASKED =
  /(吃|喝|熬|煮|加|放|喂)[^，。？?,.]{0,10}呢|^(and|what about|how about) (a |some )?[a-z]+( [a-z]+)?\s*\?|多少|几(克|两|个|杯|碗|片|罐|勺|包)|一半|可以吗|可以不|行吗|行不行|能不能|能(吃|喝|放)|还能|\bhow (much|many)\b|\bcan (he|she|they) (eat|have|drink)\b|\bis (it|that) ok\b|\b(half|a bit|a little)\b/;
/** The person speaks of themself: a follow-up that does is not the child's. */
const SELF_NAMED = /我|\b(i|me|my|myself)\b/;

/** What only a baby has or does: a dummy, teething, weaning, baby cereal, a 6-month check (blind answer round 62, en-037). */
const INFANT_THINGS =
  /奶嘴|安抚奶嘴|辅食|婴儿米粉|强化铁米粉|出牙|长牙|月龄|\d{1,2}\s*个多?月(?:的)?(?:体检|儿保)|\b\d{1,2}[- ]?months? (?:check-?ups?|visit|jabs|vaccinations?)\b|\b(?:iron[- ]fortified|infant|baby) (?:rice )?cereal\b|\brice cereal\b|\b(dummy|dummies|pacifiers?|soothers?|teething|weaning|baby[- ]led|first foods|baby food|baby cereal|infant formula)\b/;
/** A baby's food beside a child word ("孙子吃猪肝泥"): a purée is also food for an adult who chokes. */
const PUREE = /[肝干肉菜果蛋黄]泥|\bpur[eé]e[sd]?\b/;

/** An infant's age in months said ("5个月", "10 months", "5-month-old"), read even beside breastfeeding. */
const INFANT_MONTHS = /(\d{1,2})\s*(?:个多?月|月大|-?\s*(?:months?|mos?)\b)/;

/**
 * The child eats or drinks the thing asked about: "孙子吃猪肝泥", "给宝宝喝", "can my son have", "give my
 * baby", "my daughter drinks" — not "女儿让我吃", "my daughter bought me fish oil, can I take it".
 */
const CHILD_EATS = new RegExp(
  [
    // The child, then only an age or a modal before the verb ("孙子吃", "宝宝8个月能吃", "孩子一天喝"): not
    // "刚生完孩子三个月 吃鱼油" (the mother eats) nor "女儿让我吃".
    '(?<!生完|生了|生下|生|怀|带|要|备)(宝宝|宝贝|小宝|大宝|二宝|宝儿|囡囡|小家伙|婴儿|孩子|小孩|娃|儿子|女儿|闺女|孙子|孙女|外孙女?|幼儿|小朋友)(?:[0-9一二两三四五六七八九十几半]+(?:个多?月|岁|周)(?:了|大)?|今年|现在|平时|每天|一天|一周|能|可以|可不可以|能不能|还|也|就|都|要|多|少|经常|老|总|不肯|不爱|爱|在|开始|已经|只){0,3}(吃|喝|舔|含)',
    '给(宝宝|宝贝|小宝|大宝|二宝|宝儿|囡囡|小家伙|婴儿|孩子|小孩|娃|儿子|女儿|闺女|孙子|孙女|外孙女?|幼儿|小朋友)[^，。？?！!,.]{0,4}(吃|喝|喂|冲|涂|抹|加|用)',
    "\\b(my|our|the|his|her)( \\w+)? (baby|son|daughter|toddler|kid|child|grandson|granddaughter|little one|\\d{1,2}[- ]?(month|mo)[- ]old|(1[0-7]|[1-9])[- ]?(year|yr)[- ]old)s?\\b(?:(?!\\b(i|me|my|i'm|im|says?|said|tells?|told|thinks?|thought|wants?|keeps?|asks?|asked|bought|buys|got me)\\b)[^.?!]){0,40}\\b(eat|eats|eating|ate|drink|drinks|drinking|drank|have|has|having|had|take|takes|taking)\\b",
    '\\b(give|giving|gave|feed|feeding|fed|offer|offering)\\b( (it|this|that|some|any|them))?( to)?( (my|our|the|a|his|her))? (baby|babies|son|daughter|toddler|kid|child|grandson|granddaughter|little one)\\b',
    // "my 7 month old is constipated, can I give her honey water": with a child named (CHILD), him or her
    // given by the asker — not "which soft foods give her protein" (an adult who chokes).
    '\\b(i|we|you|to)( (also|just|still|then))? (give|feed|offer)\\b (him|her|them)\\b',
    '\\b(ok|okay|safe|fine|good|allowed)\\b[^.?!]{0,10}\\bfor (a |my |our |the )?(baby|babies|infants?|toddlers?|kids?|child(ren)?)\\b',
    '\\b(can|could|should|may|is it (ok|okay|safe) for) (a |my |our |the )?(baby|babies|infants?|toddlers?|kids?|child(ren)?|\\d{1,2}[- ]?(month|mo)[- ]olds?|(1[0-7]|[1-9])[- ]?(year|yr)[- ]olds?)\\b',
  ].join('|'),
);

/** "七个月", "十一个月大": an age in months written in Chinese numerals, read as digits. */
const ZH_MONTHS = /(十[一二]?|[一二两三四五六七八九])(?=\s*(?:个多?月|个半月|月大))/g;
/** "刚生完孩子三个月": the time since the birth, told of the mother — not a child who eats. */
const SINCE_BIRTH =
  /(生完|生了|生下|产后|剖腹产|剖宫产|顺产)(孩子|宝宝|小孩|娃|二胎)?\s*[0-9一二两三四五六七八九十]+\s*个?多?月/g;
function digitMonths(t: string): string {
  return t
    .replace(SINCE_BIRTH, ' ')
    .replace(ZH_MONTHS, (w) =>
      String(w.startsWith('十') ? 10 + (countSaid(w.slice(1)) ?? 0) : (countSaid(w) ?? 0)),
    );
}

/** A baby planned, not born (faq/rows-life-stages.ts's planning words). */
const PLANNING =
  /备孕|要孩子|要宝宝|要个宝宝|要二胎|怀上|准备怀孕|计划怀孕|打算怀孕|想怀孕|\bconceiv\w*|\btry(ing)? (for a baby|to conceive|to get pregnant)\b|\b(want|wants|wanted|having|have) (a|another) baby\b|\b(get|getting|become|becoming) preg\w*|\bplanning (a |to get |for a )?(pregnancy|baby|pregnant)\b|\bstart(ing)? a family\b|\b(safer|safe|better|harm\w*|risk\w*) (for|to) the baby\b/;

/**
 * A span of months in a pregnancy, not an age: "过了3个月", "等3个月", "头3个月", "前3个月", "3个月后再吃",
 * "after 3 months", "until 3 months", "for the first 3 months" (digits, as `digitMonths` writes them).
 */
const PREGNANCY_SPAN =
  /(过了?|等到?|再过|熬过|头|前|满|孕|怀孕)\s*\d{1,2}\s*个?多?月|\d{1,2}\s*个?多?月\s*(以后|之后|后|以内|内|再|了再)|\b(after|until|till|for|in|past|first|another|next)( the)?( first)?( about| around)? \d{1,2} months?\b/g;

/** "7 month old", "7-mo-old": a baby's age that is the child asked about (read once a child is asked for). */
const MONTH_OLD = /\b(\d{1,2})\s*-?\s*(?:months?|mos?)[- ]olds?\b/;

/** The child a food question is asked for: their age in months when said, else null. */
interface ChildAsked {
  months: number | null;
  /** An infant's thing or word (a dummy, a purée, "婴儿"): a baby, whatever else is said. */
  infant: boolean;
}

/** The age of the child in this message or an earlier one it points back to. */
function monthsOf(t: string, earlier: readonly string[]): number | null {
  const own = childAgeMonths(t.replace(BREASTFEEDING_WORDS, ' '));
  if (own !== null) return own;
  // "my 7 month old is constipated, can I give her honey water": the child's age names the child.
  const old = MONTH_OLD.exec(t);
  if (old) return Number(old[1]);
  // "he is 5 months" beside a dummy: an infant's age, not a span ("in about 6 months").
  const m = INFANT_MONTHS.exec(t);
  if (m && INFANT_THINGS.test(t) && !/\b(in|within|after|for|another|next)( about| around)? \d/.test(t))
    return Number(m[1]);
  for (const said of [...earlier].reverse()) {
    const n = normaliseQuestion(said);
    if (!CHILD.test(n)) continue;
    const e = childAgeMonths(n.replace(BREASTFEEDING_WORDS, ' '));
    if (e !== null) return e;
  }
  return null;
}

/**
 * Whether this message asks about a baby's or child's food or drink, and the child's age. A pregnant
 * woman's "对宝宝好吗" is about the unborn baby, not a child who eats: not one, unless an infant's thing
 * or a child's age is said.
 */
export function childAsked(
  text: string,
  earlier: readonly string[] = [],
  /** The plan says the person is pregnant: "my baby" with no age or infant's thing is the unborn baby. */
  pregnant = false,
): ChildAsked | null {
  const t = digitMonths(normaliseQuestion(text));
  if (!t) return null;
  const sized = CHILD_SIZE.test(t);
  // "8个月能加了吗" said of the child by name ("豆豆的粥里"): a baby's age asked about, not a pregnancy or a mother's months
  // of breastfeeding (blind answer round 62, zh-039, development data).
  const infantAge =
    !pregnant &&
    !PREGNANCY_SAID.test(t) &&
    !PLANNING.test(t) &&
    !BREASTFEEDING_WORDS.test(t) &&
    INFANT_AGE_ASKED.test(t);
  BREASTFEEDING_WORDS.lastIndex = 0;
  if (!CHILD.test(t) && !INFANT_THINGS.test(t) && !sized && !infantAge) {
    // A follow-up that names no one, after a question about a child's food, is still about the child: "方便面调料包只放
    // 一半可以吗" after "像他这么大现在一天最多能吃多少盐" (blind answer round 57, zh-061, development data).
    // Only an amount or a food asked: "how long before we test again?" is no amount of food (blind answer round 58,
    // en-002, development data: the re-test after a child's vitamin D got the child's "can't").
    const before = earlier.at(-1);
    if (before === undefined || SELF_NAMED.test(t) || !AMOUNT_OR_FOOD_ASKED.test(t)) return null;
    const asked = childAsked(before, earlier.slice(0, -1), pregnant);
    return asked ? { ...asked, months: asked.months ?? monthsOf(t, earlier) } : null;
  }
  const infant =
    INFANT_THINGS.test(t) ||
    (PUREE.test(t) && CHILD.test(t)) ||
    /婴儿|新生儿|\b(infants?|newborns?)\b/.test(t);
  // Pregnant, a month count is a span of the pregnancy ("等过了三个月再吃", "until after 3 months"), not a
  // child's age (thirty-fifth clinician review, zh S1: "…会让宝宝神经管畸形，我要不要先停了 等过了三个月再吃"
  // got the child-dose "can't").
  const expecting = pregnant || PREGNANCY_SAID.test(t) || PLANNING.test(t);
  const aged = expecting ? t.replace(PREGNANCY_SPAN, ' ') : t;
  // "my 10 month old, can i put salt in her mash": the child's age said as "N month old" is the child's own age.
  // Not beside breastfeeding: "breastfeeding my 3 month old … fish oil" is the mother's own question.
  const monthOld = new RegExp(BREASTFEEDING_WORDS.source).test(aged) ? null : MONTH_OLD.exec(aged);
  const ownAge =
    childAgeMonths(aged.replace(BREASTFEEDING_WORDS, ' ')) ?? (monthOld ? Number(monthOld[1]) : null);
  const eats = CHILD_EATS.test(t) || sized || infantAge || IN_CHILDS_FOOD.test(t);
  if (!infant && ownAge === null && !eats) return null;
  // The unborn baby, or one being planned ("trying for a baby", "备孕"): no child eats yet.
  if (expecting && !INFANT_THINGS.test(t) && ownAge === null) return null;
  const ageAsked = infantAge ? INFANT_AGE_ASKED.exec(t) : null;
  return { months: monthsOf(t, earlier) ?? (ageAsked ? Number(ageAsked[1]) : null), infant };
}

const HONEY = /蜂蜜|蜜糖|蜂糖|\bhoney\w*|\bmanuka\b/;
/** Constipation said: honey water is the folk remedy for it (eighteenth clinician review, S3). */
const CONSTIPATION =
  /便秘|通便|拉不出|解不出|大便(干|硬|少)|(几|两|三|四|五)天(没|不)(拉|大便|解大便|拉屎|排便)|不(拉|解)(大便|屎|粑粑)|排便困难|\bconstipat\w*|\b(hard|dry) (stools?|poos?|poops?)\b|\b(hasn.?t|has not|not) (pooped|pooed|had a (poo|poop|bowel movement))\b|\b(to|help(s)?( \w+)?) poo(p)?\b/;
const LIVER =
  /肝(?!病|功|炎|脏病|硬化|癌|区|火)|[猪鸡鸭]干泥|\blivers?\b(?! (disease|function|problems?|tests?|enzymes?))/;
/** A baby's food salted or seasoned; bone broth for calcium; rice water in place of milk (blind answer round 62). */
const SALT_OR_SEASONING =
  /盐|酱油|鸡精|味精|调味|\b(salt|salty|soy sauce|seasoning|stock (cubes?|powder)|msg)\b/;
const BONE_SOUP = /骨头汤|骨汤|筒骨|大骨汤|\bbone (broth|soup|stock)\b/;
const RICE_WATER = /米汤|米水|\brice water\b/;
const RICE_DRINK = /米浆|米奶|米乳|大米(饮料|饮品|奶)|\brice (milk|drinks?|beverages?)\b|\brice dream\b/;
const MILK_ALLERGY =
  /牛奶过敏|奶(蛋白)?过敏|乳(蛋白)?过敏|对(牛奶|奶|乳制品)过敏|\b(cow'?s'? )?milk (protein )?allerg\w*|\bdairy allerg\w*|\ballergic to (cow'?s'? )?(milk|dairy)\b|\bcmpa\b|\bcma\b/;
const MILK_DRINK = /奶|豆浆|喝什么|\b(milk|drinks?|soy|soya|oat|almond|formula|dairy|calcium)\b/;

const CONSTIPATION_SOURCE =
  'AAP, Pediatric Nutrition, 8th ed. (2019), chapter on constipation in infancy (water and fruit such as prune or pear once solids start; see the doctor if it persists or with blood, a swollen belly or vomiting); NHS, Constipation in babies and children; 中国居民膳食指南（2022）7～24月龄婴幼儿喂养指南';
const HONEY_SOURCE =
  'NHS, Foods to avoid giving babies and young children (honey: not before 12 months, infant botulism; 2023); US CDC, Botulism — Prevention (do not feed honey to children under 12 months); AAP HealthyChildren.org, Infant botulism; 中国居民膳食指南（2022）7～24月龄婴幼儿喂养指南';
const LIVER_SOURCE =
  'NIH ODS Vitamin A fact sheet for health professionals, Table 3 (ULs for preformed vitamin A: 600 µg 0–3 years, 900 µg 4–8, 1700 µg 9–13, 2800 µg 14–18; IOM 2001); 中国居民膳食营养素参考摄入量（2023版）维生素A UL；中国食物成分表 标准版 第6版（2018）猪肝；中国居民膳食指南（2022）7～24月龄婴幼儿喂养指南';
const DRINK_SOURCE =
  'NHS, Drinks and cups for babies and young children (no rice drinks under 5 — arsenic; unsweetened calcium-fortified plant drinks from 1 year; a milk allergy: ask the health visitor or GP); UK Food Standards Agency, Arsenic in rice drinks (2009); ASCIA, Cow’s milk (dairy) allergy (rice milk too low in protein and energy as a main drink); NICE CKS Cows’ milk allergy in children (2023)';

/** Honey for a child: never before 12 months, in any form; from 1 year, as sugar. */
/**
 * A child on chemotherapy or another treatment that lowers immunity, said in the chat: raw honey is one of the
 * unpasteurised foods left out (blind answer round 59, zh-008, development data: "奶奶带了土蜂蜜，纯天然没加工过" for a girl
 * of 7 in leukaemia maintenance got "from 1 year honey is fine").
 */
const LOW_IMMUNITY_SAID =
  /化疗|白血病|维持治疗|移植|免疫抑制|粒细胞(低|少)|中性粒|\bchemo\w*|\bleuk(a)?emia\b|\bmaintenance (therapy|treatment|chemo)\b|\bneutropeni\w*|\bimmunosuppress\w*|\btransplant\w*/;
const RAW_HONEY_LOW_IMMUNITY = {
  zh: '**在化疗或免疫力低（比如白血病维持治疗、移植后）的孩子，没经过加工的土蜂蜜、生蜂蜜不要吃：** 可能带细菌和霉菌孢子，免疫力低时比一般孩子危险。要吃蜂蜜，只选正规包装、经过加工的，而且先问孩子的血液科（肿瘤科）医生；医生交代过的饮食注意（不吃生的、没消毒的食物）照样做。',
  en: '**For a child on chemotherapy or with low immunity (leukaemia maintenance, after a transplant), leave out raw or unprocessed honey:** it can carry bacteria and mould spores that are more dangerous when immunity is low. If honey is given at all, only commercially packed, processed honey, and ask the child’s haematology or oncology team first; keep to the food-safety advice they gave (nothing raw or unpasteurised).',
} as const;

function honeyAnswer(child: ChildAsked, locale: Locale, constipation = false, lowImmunity = false): Draft {
  const baby = child.months !== null ? child.months < 12 : child.infant;
  const older = child.months !== null && child.months >= 12;
  const never = L(
    locale,
    '蜂蜜水、抹在安抚奶嘴上、拌进辅食或米糊里、做菜或烘焙时加进去的都算，土蜂蜜、麦卢卡蜂蜜等各种蜂蜜都一样。蜂蜜里可能有肉毒杆菌的芽孢，家里煮、烤都杀不死；1岁以内宝宝的肠道还挡不住它，芽孢会在肠道里长出毒素，引起婴儿肉毒中毒，严重时全身发软、吃奶无力、呼吸困难。满1岁以后肠道成熟了，才可以少量吃。',
    'That includes honey water, honey rubbed on a dummy, stirred into food or baby cereal, or cooked or baked into food at home, and every kind — raw, local or manuka. Honey can carry spores of the bacteria that cause botulism, which home cooking and baking do not kill; a baby’s gut under 1 year cannot keep them from growing and making the toxin (infant botulism), which can leave a baby floppy, too weak to feed and struggling to breathe. After the first birthday the gut has matured and a little honey is fine.',
  );
  const babyCare = L(
    locale,
    '出牙不舒服：给宝宝咬干净的冷藏（不是冷冻）牙胶，或用洗干净的手指轻揉牙龈。咳嗽：继续按需喂奶就好，不要给蜂蜜水，也不要自己给止咳药；3个月以下发烧到38℃、呼吸快或费力、吃奶明显少、尿少、精神差或全身发软，请当天看儿科医生。',
    'For teething: a clean teething ring chilled in the fridge (not the freezer), or gently rub the gums with a clean finger. For a cough: keep feeding as usual — no honey and no cough medicine on your own; a baby under 3 months with a temperature of 38°C or more, fast or hard breathing, feeding much less, fewer wet nappies, or who is unusually sleepy or floppy needs a doctor the same day.',
  );
  const alreadyHad = L(
    locale,
    `已经吃过一点的先别慌，这种病很少见：接下来几周如果出现${constipation ? '便秘加重' : '便秘'}、吃奶无力、哭声变弱、全身发软，马上就医并说吃过蜂蜜。`,
    `If your baby has already had a little, don’t panic — this is rare — but if ${constipation ? 'worse constipation' : 'constipation'}, weak feeding, a weak cry or floppiness follow in the next weeks, see a doctor at once and say honey was given.`,
  );
  const fromOne = L(
    locale,
    '满1岁以后蜂蜜可以吃，但它就是糖：一次一小勺，不要抹在奶嘴上或加在奶瓶里，吃完刷牙；1岁以上咳嗽，一小勺蜂蜜兑温水可以缓解，咳嗽超过3周、呼吸困难或发烧不退请看医生。',
    'From 1 year honey is fine, but it is sugar: a teaspoon at a time, never on a dummy or in a bottle, and brush teeth after; for a cough over 1 year, a teaspoon of honey in warm water can soothe it — a cough lasting over 3 weeks, trouble breathing or a fever that will not settle needs a doctor.',
  );
  // Honey water asked for a baby's constipation: what helps instead, by age (solids from about 6 months).
  const solids = child.months === null || child.months >= 6;
  const constipated = L(
    locale,
    solids
      ? '宝宝便秘可以这样做：吃辅食时用小杯给几口白开水；多吃西梅泥、梨泥、桃泥等果泥和蔬菜泥，米粉里可以加点燕麦等粗粮；母乳或配方奶照常喂，配方奶按说明的比例冲，不要冲浓。不要自己用开塞露或泻药。调整几天还不见好，或者大便带血、肚子胀得鼓鼓的、呕吐、不肯吃奶，请带宝宝看儿保医生或儿科。'
      : '6个月以内的宝宝只吃母乳或配方奶：配方奶按说明的比例冲，不要冲浓；不要自己加水、果汁、蜂蜜，也不要用开塞露或泻药，请先让儿保医生看看。大便带血、肚子胀得鼓鼓的、呕吐或不肯吃奶，请当天看儿科。',
    solids
      ? 'For constipation in a baby on solids: offer a few sips of water from a cup with meals; give fruit and vegetable purées — prune, pear or peach purée work well — and some oat or whole-grain cereal; keep breast milk or formula as usual, with formula made up exactly as the tin says, never stronger. No suppositories or laxatives unless the doctor advises them. If a few days of this does not help, or there is blood in the stool, a swollen belly, vomiting or refusing feeds, see the baby’s doctor or health visitor.'
      : 'A baby under 6 months has breast milk or formula only: make formula up exactly as the tin says, never stronger; do not add water, juice or honey, and no suppositories or laxatives — ask the baby’s doctor or health visitor first. Blood in the stool, a swollen belly, vomiting or refusing feeds need a doctor the same day.',
  );
  const lines = baby
    ? [
        L(
          locale,
          '**不可以：1岁以内的宝宝一点蜂蜜都不能吃，蜂蜜水也不行**（可能带有肉毒杆菌芽孢，会引起婴儿肉毒中毒）。',
          '**No — a baby under 12 months should not have any honey at all, not even honey water** (it can carry the spores that cause infant botulism).',
        ),
        never,
        ...(constipation ? [constipated, alreadyHad] : [`${babyCare}${L(locale, '', ' ')}${alreadyHad}`]),
      ]
    : older
      ? [
          L(locale, '**可以：满1岁以后可以少量吃蜂蜜。**', '**Yes — from 1 year a little honey is fine.**'),
          fromOne,
        ]
      : [
          L(
            locale,
            '**1岁以内一点蜂蜜都不能吃；满1岁以后才可以少量吃。**',
            '**Under 12 months, no honey at all, not even a little; from 1 year, a little is fine.**',
          ),
          never,
          fromOne,
        ];
  const source = constipation && baby ? `${HONEY_SOURCE}; ${CONSTIPATION_SOURCE}` : HONEY_SOURCE;
  if (lowImmunity && !baby)
    lines.splice(0, lines.length, L(locale, RAW_HONEY_LOW_IMMUNITY.zh, RAW_HONEY_LOW_IMMUNITY.en));
  return { text: lines.join('\n\n') + sourceLine(source, locale), suggestions: [] };
}

/** Liver for a child: a child's portion by the preformed vitamin A upper limit, never an adult's. */
function liverAnswer(child: ChildAsked, locale: Locale): Draft {
  const young = child.months !== null ? child.months < 48 : true;
  const lead = young
    ? L(
        locale,
        '**可以吃一点，但要按宝宝的量：一周最多一次、每次约10克（一两小勺肝泥），不是成年人的一两（50克）。**',
        '**A little is fine, but at a child’s portion: at most once a week, about 10 g (one or two teaspoons of purée) — not an adult’s 50 g.**',
      )
    : L(
        locale,
        '**孩子可以吃肝，但份量比成年人小得多，一周最多一次：4–8岁每次约15克，9–13岁约25克。**',
        '**Children can have liver, but far less than an adult, at most once a week: about 15 g at 4–8 years, about 25 g at 9–13.**',
      );
  return {
    text:
      [
        lead,
        L(
          locale,
          '肝里的维生素A是现成的视黄醇，很容易过量：50克猪肝约含2500微克，远远超过1–3岁孩子每天的上限（可耐受最高摄入量约600–700微克），是它的3–4倍；鸡肝、鸭肝、牛肝也都很高。在吃伊可新、维生素AD滴剂或鱼肝油的，它们的维生素A要一起算，吃肝的次数先问儿保医生。',
          'Liver’s vitamin A is preformed retinol, easy to overdo: 50 g of pork liver has about 2,500 µg, far above the daily upper limit for a child under 4 (600 µg) — three to four times over; chicken, duck and beef liver and liver pâté are high too. If the child takes vitamin A and D drops or cod liver oil, count them in, and ask the child health nurse or paediatrician how often liver fits.',
        ),
        L(
          locale,
          '日常补铁更靠：猪牛羊瘦肉泥、鸭血猪血、强化铁的婴儿米粉、蛋黄，配上蔬菜水果帮助吸收；怀疑贫血请儿保医生查血常规，补铁剂的量由医生定。',
          'For iron day to day: puréed or minced red meat, iron-fortified baby cereal, egg yolk, beans and lentils, with fruit or vegetables for vitamin C; if you suspect anaemia, ask the doctor for a blood test — an iron supplement’s dose is theirs to set.',
        ),
      ].join('\n\n') + sourceLine(LIVER_SOURCE, locale),
    suggestions: [],
  };
}

/** A rice drink for a child under 5, or what to drink with a cow's-milk allergy. */
function drinkAnswer(child: ChildAsked, rice: boolean, allergy: boolean, locale: Locale): Draft {
  const underOne = child.months !== null ? child.months < 12 : child.infant;
  // Age not said: the rule for a baby under 1 and the one from 1 year, both.
  const unknown = child.months === null && !child.infant;
  const lines: string[] = [];
  if (underOne || unknown) {
    lines.push(
      L(
        locale,
        '**1岁以内的主要饮品只能是母乳或婴儿配方奶，不能用米浆、豆浆、燕麦奶等植物饮料代替。**对牛奶过敏的宝宝，用医生开的深度水解或氨基酸配方奶，请儿科医生或儿科营养师来定。',
        '**Under 1 year the main drink must be breast milk or infant formula — no rice, soy, oat or other plant drink in its place.** For a baby with a cow’s-milk allergy, the doctor prescribes a hypoallergenic (extensively hydrolysed or amino-acid) formula; let the paediatrician or a paediatric dietitian choose it.',
      ),
    );
  }
  if (!underOne) {
    if (rice)
      lines.push(
        L(
          locale,
          '**米浆（大米饮料）不适合5岁以下孩子当主要饮品。**它含无机砷，孩子按体重算喝进去的多；而且蛋白质和能量都很低，顶替不了奶。已经喝了的不用慌，没有急性危险，换掉就好。',
          '**Rice milk should not be the main drink for a child under 5.** Rice drinks carry inorganic arsenic, and a small child drinks a lot of it for their weight; they are also too low in protein and energy to stand in for milk. What she has had so far is no immediate risk — just switch.',
        ),
      );
    lines.push(
      allergy
        ? L(
            locale,
            `${rice ? '' : '**'}对牛奶过敏就不喝牛奶、不吃奶制品；无乳糖牛奶、舒化奶和羊奶里仍有同样的奶蛋白，也不行；常用的替代是无糖、加钙的豆奶（豆浆饮料）${rice ? '' : '**'}——少数对牛奶过敏的孩子对大豆也过敏，先少量试、有反应就停。或者用儿科营养师选的配方奶。`,
            `${rice ? '' : '**'}With a cow’s-milk allergy, no cow’s milk or dairy — lactose-free and goat’s milk carry the same proteins; the usual swap is an unsweetened, calcium-fortified soy drink${rice ? '' : '**'} — a few children with a milk allergy react to soy too, so start small and stop if there is a reaction. Or a formula a paediatric dietitian chooses.`,
          )
        : L(
            locale,
            '从1岁起可以喝全脂牛奶，或者无糖、加钙的豆奶、燕麦奶（米浆除外）。',
            'From 1 year, whole cow’s milk, or an unsweetened calcium-fortified soy or oat drink (not rice).',
          ),
    );
  }
  lines.push(
    L(
      locale,
      '吃纯素、又对牛奶过敏的孩子，请找儿科医生转介儿科营养师看一次：蛋白质、钙、碘、维生素B12、维生素D和铁都要按孩子的年龄安排。这里的方案和数字是给成年人的，不能用在孩子身上。',
      'A vegan child with a milk allergy should see a paediatric dietitian — ask the GP or paediatrician for a referral: protein, calcium, iodine, vitamin B12, vitamin D and iron all need planning for the child’s age. The plans and figures here are for adults and do not apply to a child.',
    ),
  );
  return { text: lines.join('\n\n') + sourceLine(DRINK_SOURCE, locale), suggestions: [] };
}

/** The answer to a child's food question that a child's rule covers (null: none does). */
export function childFoodAnswer(
  text: string,
  locale: Locale,
  earlier: readonly string[] = [],
  pregnant = false,
): { id: string; draft: Draft } | null {
  const child = childAsked(text, earlier, pregnant);
  if (!child) return null;
  const t = digitMonths(normaliseQuestion(text));
  if (HONEY.test(t)) {
    // The mother's own honey beside her baby's age ("宝宝7个月，我吃蜂蜜会影响母乳吗"): her row answers,
    // unless the baby is the one given it ("我能给宝宝喝蜂蜜水吗").
    if (selfAsked(t) && !CHILD_EATS.test(t)) return null;
    const lowImmunity = [t, ...earlier.map((e) => normaliseQuestion(e))].some((x) =>
      LOW_IMMUNITY_SAID.test(x),
    );
    return { id: 'child-honey', draft: honeyAnswer(child, locale, CONSTIPATION.test(t), lowImmunity) };
  }
  if (LIVER.test(t)) return { id: 'child-liver', draft: liverAnswer(child, locale) };
  const underOne = child.months !== null ? child.months < 12 : child.infant;
  if (underOne && BONE_SOUP.test(t))
    return { id: 'child-bone-soup', draft: knowledgeDraft(INFANT_BONE_SOUP, locale) };
  if (underOne && RICE_WATER.test(t))
    return { id: 'child-rice-water', draft: knowledgeDraft(INFANT_RICE_WATER, locale) };
  // A baby with no age said ("babies without salt have no strength"): the first-year rule, which holds to age 2 too.
  const baby = underOne || (child.months === null && /宝宝|婴儿|\bbab(y|ies)\b/.test(t));
  if (baby && SALT_OR_SEASONING.test(t))
    return { id: 'child-no-salt', draft: knowledgeDraft(INFANT_NO_SALT, locale) };
  const rice = RICE_DRINK.test(t);
  const allergy = MILK_ALLERGY.test(t);
  if ((rice && (child.months === null || child.months < 60)) || (allergy && MILK_DRINK.test(t)))
    return { id: 'child-milk-drink', draft: drinkAnswer(child, rice, allergy, locale) };
  return null;
}

/** A knowledge text as an answer with its source line. */
function knowledgeDraft(k: { text: Bilingual; source: Source }, locale: Locale): Draft {
  return { text: pick(k.text, locale) + sourceLine(k.source.ref, locale), suggestions: [] };
}

/**
 * A child's question no child's rule answers, that an adult's row or the parent's plan would: the
 * specific "can't" — never the adult's amounts.
 */
export function childCannot(locale: Locale): Draft {
  return {
    text: L(
      locale,
      '**孩子吃多少要按孩子的年龄和体重来，我这里的回答和方案都是给成年人的，不能把成年人的量用在孩子身上，所以这个问题我没法替孩子回答。**请问孩子的儿科医生或社区儿保医生（有过敏、吃素或挑食的，请儿科营养师一起安排）。补充剂和药放在孩子拿不到的地方。',
      '**I can’t answer this for a child: a child’s amounts depend on their age and weight, and the answers and plans here are for adults — an adult’s amount is not for a child.** Please ask the child’s paediatrician, GP or child health nurse (health visitor), and with an allergy, a vegan diet or picky eating, a paediatric dietitian. Keep supplements and medicines out of the child’s reach.',
    ),
    suggestions: [],
  };
}

/** A row written with a child in mind: its text speaks of a baby or child (infant vitamin D drops, a kids' multivitamin). */
const CHILD_IN_TEXT =
  /宝宝|婴儿|孩子|儿童|幼儿|小朋友|青少年|未成年|\b(bab(y|ies)|infants?|toddlers?|kids?|child(ren)?|teens?|teenagers?)\b/;
export function childRowFits(row: { text: { zh: string; en: string }; for?: { maxAge?: number } }): boolean {
  return (
    row.for?.maxAge !== undefined || (CHILD_IN_TEXT.test(row.text.zh) && CHILD_IN_TEXT.test(row.text.en))
  );
}

/** The person asks about their own eating or drinking too ("我能喝几杯", "how many cups can I have"). */
const SELF_EATS =
  /(?<!给|让)我(?:能|可以|还能|要|得|每天)?(?:多)?(?:吃|喝)|\b(can|could|should|may) i (eat|drink|have|take)\b|\bhow (much|many)\b[^.?!]{0,30}\b(can|should) i\b|\bfrom my (coffee|tea|diet|milk|food)\b|\b(for|to) me\b|我自己|对我|我(在|正在)?(喂奶|哺乳)[^。？?]{0,4}(吃|补|服)|\b(i['’]?m|i am) (exclusively |fully |still |currently |mostly |only )?(breast ?feeding|nursing)\b[^.?!]{0,30}\b(taking|take|on)\b|\b(i|we) (have|drink|take|am having|am drinking)\b[^.?!]{0,40}\b(cups?|mugs?|glasses|cans?|coffees?|teas?|chai|caffeine)\b|\b(coffees?|flat whites?|lattes?|cappuccinos?|espressos?|caffeine|tea|cola|energy drinks?|alcohol|wine|beer|drinks?)\b[^.?!]{0,40}\b(for|to|affect|reach|bother)\b[^.?!]{0,8}\b(a |my |the )?(breast ?fed|nursing) (baby|infant|newborn)\b|\b(through|in|into|via) (my )?breast ?milk\b|(喂奶|哺乳|母乳)(期间|的时候)?[^。？?]{0,6}(我)?(喝|吃)[^。？?]{0,12}(咖啡|茶|奶茶|可乐(?!果(?!汁))|酒)|(咖啡|茶|奶茶|可乐(?!果(?!汁))|酒)[^。？?]{0,12}(通过|进)?(到)?母乳/;
/**
 * The person asks about what they eat or drink themselves — a nursing mother's coffee "for a breastfed baby" too (blind
 * answer round 49, en-068: "are 3 flat whites a day too much caffeine for a breastfed baby? he's 4 months" got the
 * child-dose "can't").
 */
export function selfAsked(text: string): boolean {
  return SELF_EATS.test(normaliseQuestion(text));
}
