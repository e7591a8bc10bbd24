/**
 * Rows for the everyday questions blind answer round 37 (development data once its figures were reported)
 * asked of its heart-kidney-liver personas and the chat answered with a neighbouring or unsafe text: an
 * 89-year-old of 41 kg with heart failure, CKD G3b and dementia on furosemide, potassium chloride,
 * lisinopril and mirtazapine (potassium 5.4, sodium 132); a man of 71 with hepatitis B cirrhosis and ascites
 * on spironolactone and furosemide using a low-sodium (potassium) salt (potassium 5.4, sodium 129); a woman
 * of 52 on peritoneal dialysis with diabetes on lanthanum (potassium 3.2, phosphorus 2.05).
 *
 * Each row is a class: the subject × the kind of question × who asks; the texts name no one's sex, so a
 * son, a daughter or the person themself can read them. The unsafe ones first: a frail person with heart
 * failure on a water pill and a low sodium told to "drink clearly less" with no figure; a prescribed
 * potassium chloride with a potassium of 5.4 on an ACE inhibitor with CKD never flagged; a potassium salt
 * substitute with cirrhosis on spironolactone answered with coconut water.
 */
import { drugById } from '../../interactions';
import { CIRRHOSIS_SAID } from '../../knowledge/liver';
import {
  HIGH_POTASSIUM_SAID,
  KIDNEY_DISEASE_SAID,
  LOW_POTASSIUM,
  NUTRITION_DRINK,
  ON_VITAMIN_K_ANTAGONIST,
} from './audiences';
import { OLDER_SAID } from './rows-life-stages';
import { LOW_SODIUM } from './rows-kidney-heart';
import { countSaid } from '../../units/number-words';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

// ---------------------------------------------------------------------------------------------------------
// Who asks

const HEART_FAILURE_SAID = /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b/;
const HEART_FAILURE: FaqAudience = { conditions: ['heart_failure'], said: HEART_FAILURE_SAID };
/** A sodium below 135: the plan's, or said in the message or the one before. */
const LOW_SODIUM_PERSON: FaqAudience = { lowSodium: true, said: LOW_SODIUM };
/** Cirrhosis or ascites: the plan's, or said ("fluid in his belly" with cirrhosis said). */
const CIRRHOSIS: FaqAudience = {
  conditions: ['cirrhosis'],
  said: new RegExp(`${CIRRHOSIS_SAID.source}|\\bfluid in (his|her|the|my) (belly|abdomen|tummy|stomach)\\b`),
};
/** Kidney disease (plan or said). */
const CKD: FaqAudience = { conditions: ['kidney_disease'], said: KIDNEY_DISEASE_SAID };
const DIALYSIS_SAID =
  /透析|腹透|血透|\bdialysis\b|\bhaemodialysis\b|\bhemodialysis\b|\bperitoneal\b|\bcapd\b|\bapd\b/;
const DIALYSIS: FaqAudience = { conditions: ['dialysis'], said: DIALYSIS_SAID };
const TRANSPLANT: FaqAudience = { conditions: ['kidney_transplant'], said: /移植|\btransplant\w*\b/ };
/** Peritoneal dialysis said ("腹透", "3 bags a day"): its own potassium and protein losses. */
const PD_SAID =
  /腹透|腹膜透析|\bperitoneal\b|\bcapd\b|\bapd\b|\bpd\b|\b\d (bags?|exchanges?) a day\b|(一天|每天)[一二两三四五六\d]袋|[一二两三四五六\d]袋(透析液|腹透液)/;
const OLDER: FaqAudience = { minAge: 70, said: OLDER_SAID };
/** A family member asking about someone else ("她", "my mom", "he only sips"): not the person asking for themself. */
const CARER_SAID =
  /她|他|老太太|老爷子|老人家?|我妈|我爸|妈妈|爸爸|母亲|父亲|奶奶|爷爷|外婆|外公|姥姥|姥爷|婆婆|公公|\b(she|he|her|him|mom|mum|mother|dad|father|grandma|grandpa|gran|granny|nan)\b/;
/** Frail or malnourished: the plan sets no deficit, or a pressure sore, thinness or eating little said. */
const FRAIL: FaqAudience = {
  noDeficit: true,
  said: /褥疮|压疮|压力性损伤|消瘦|太瘦|瘦了|体弱|吃得?(好|很|太)?少|吃不下|\b(bed ?sores?|pressure (sores?|ulcers?|injur(y|ies))|frail|underweight|losing weight|eats? (so |very |like )?(little|half)|(barely|hardly) eats?|only sips?)\b/,
};

/** The medicines and kidneys that hold potassium in. */
const HOLDS_POTASSIUM: FaqAudience = {
  medicines: ['ace_inhibitor', 'arb', 'potassium_sparing_diuretic'],
  conditions: ['kidney_disease'],
  said: KIDNEY_DISEASE_SAID,
};
const ON_POTASSIUM_CHLORIDE: FaqAudience = {
  medicines: ['potassium_supplement'],
  said: /氯化钾|补钾药|钾片|缓释钾|补达秀|\bkcl\b|\bk-?dur\b|\bklor-?con\b|\bslow-?k\b|\bpotassium (chloride|tablets?|pills?|supplements?)\b/,
};

// ---------------------------------------------------------------------------------------------------------
// What is asked

const ALCOHOL =
  /喝酒|饮酒|白酒|啤酒|红酒|黄酒|酒精|\balcohol\w*\b|\bbeers?\b|\bwines?\b|\bliquor\b|\bbooze\b/;
const CONSTIPATION = /便秘|大便干|拉不出|\bconstipat\w*|\bsenna\b|\bprunes?\b/;
const SALT_SUBSTITUTE =
  /低钠盐|代盐|代用盐|低钠酱油|低钠鸡精|\bsalt substitutes?\b|\blow[- ]?(sodium|na) salt\b|\blo-?salt\b|\bnosalt\b|\blite salt\b|\bpotassium salt\b|\bsalt (replacement|alternative)s?\b/;
/**
 * Salt eaten, or drinks to be cut or pushed, asked with a low sodium. "How much may I drink" stays with the
 * heart-failure fluid row (hf-fluid-how-much), which gives the limit and pushes no drink.
 */
const SALT_OR_FLUID_CHANGE =
  /盐|咸|少喝|喝少|减少?喝|限水|控水|限制喝水|多喝|多补水|\bsalt\w*\b|\bsodium (in|intake|diet)\b|\b(cut|cutting) (back|down)\b|\b(less|fewer) (water|fluids?|drinks?|tea)\b|\bdrink\w* (less|more|extra|lots)\b|\bmore (water|fluids?)\b|\b(restrict|limit|reduc)\w* (her |his |my |the )?(fluids?|drinks?|water|drinking)\b|\bhow much (water|fluids?) (can|should|may|do) (i|she|he|we)\b|\bflush\w*\b/;
/** A bite or a sip and no more, or high-energy snacks asked for. */
const EATING_LITTLE_OR_SNACKS =
  /吃得?(好|很|太|特别|越来越|非常)?少|吃不下|吃不进|没胃口|胃口(差|不好|很差)|不想吃|不肯吃|喝两口|吃两口|扒两口|摆手|加餐|热量高|高热量|长肉|\beats? (so |very |really )?little\b|\b(barely|hardly) eat\w*|\bpoor appetite\b|\bno appetite\b|\bhigh[- ]calorie\b|\bcalorie[- ]dense\b|\benergy[- ]dense\b|\bfeed (her|him|them) up\b|\bsnacks?\b/;
const WHAT_TO_GIVE =
  /吃什么|吃啥|做啥|做什么|有没有|哪些|什么东西|啥东西|给她吃|给他吃|\bwhat\b[^.?!]{0,30}\b(can|could|should|do)\b|\bwhat to\b|\bgive (her|him|them)\b|\bideas?\b|\bsuggest\w*|\bwhich foods?\b|\bwhat foods?\b|\bwhat kind\b/;
/** A snack or appetite question: the small-dense row's, not the low-sodium fluid row's. */
const APPETITE_OR_SNACK =
  /加餐|零食|点心|胃口|吃不下|吃得?(好|很|太)?少|\bsnacks?\b|\bappetite\b|\b(barely|hardly) eats?\b/;
/** The high-potassium foods a family asks about by name. */
const POTASSIUM_FOODS =
  /香蕉|橙汁|橙子|橘子|牛油果|鳄梨|土豆|红薯|果汁|椰子水|果干|\bbananas?\b|\boj\b|\borange juice\b|\boranges?\b|\bavocados?\b|\bpotato(es)?\b|\bjuice\b|\bcoconut water\b|\bdried fruit\b|\bpotassium[- ]rich\b|\bhigh[- ]potassium foods?\b/;
/** Taste asked about with a salt limit: "tastes like paper", "没味". */
const FLAVOUR =
  /没味|没有味|没啥味|没什么味|淡得|太淡|很淡|寡淡|吃不出味|不香|难吃|味同嚼蜡|像(纸|白纸|嚼蜡)|调味|提味|\btaste\w*\b|\bflavou?r\w*\b|\bbland\b|\bpaper\b|\bcardboard\b|\bseason\w*\b/;
/** Eating little or pushing food away, said with a taste question. */
const PUSHES_FOOD_AWAY =
  /推开|不吃|吃不下|吃得?(很|好|太)?少|没胃口|扒两口|吃两口|\bpush\w* (the |his |her |my )?(bowl|plate|food)\b|\b(won'?t|doesn'?t|does not|will not) eat\b|\beats? (so |very )?little\b|\b(barely|hardly) eat\w*|\bno appetite\b|\bpoor appetite\b/;
const EFFERVESCENT = /泡腾|\bfizzy\b|\beffervescent\b|\bdissolvable (tablet|vitamin)s?\b/;
const LINGZHI = /灵芝|孢子粉|\blingzhi\b|\breishi\b|\bganoderma\b/;
const MILK_THISTLE = /水飞蓟|益肝灵|\bmilk thistle\b|\bsilymarin\b|\bsilybin\b/;
/** A phosphate binder named or "one for the snack". */
const BINDER_FOR_SNACK =
  /磷结合剂|降磷药|福斯利诺|碳酸镧|司维拉姆|诺维乐|也要(嚼|吃)|要不要(嚼|吃)|嚼一片|吃一片|\bbinders?\b|\bfosrenol\b|\blanthanum\b|\bsevelamer\b|\brenvela\b|\bvelphoro\b|\bneed (one|it|a dose|them)\b|\btake (one|it|them)\b/;
const SNACK =
  /加餐|零食|点心|下午茶|饼干|牛奶|奶茶|酸奶|奶酪|\bsnacks?\b|\bcrackers?\b|\bbiscuits?\b|\bmilk\b|\bcheese\b|\byogh?urt\b|\bbetween meals\b/;
/** Protein asked about by name (eggs alone are the dialysis eggs row's, rows-round24-zha.ts). */
const PROTEIN = /蛋白|吃肉|多吃肉|\bprotein\b|\balbumin\b|\bmeat\b/;
const PD_PHOSPHORUS_OR_EGGS = new RegExp(`${PD_SAID.source}|磷|鸡蛋|\\bphosph\\w*|\\beggs?\\b`);
const HOW_MUCH_OR_WHO =
  /多少|好多|几个|几两|多吃|够|听谁|磷|\bhow (much|many)\b|\bmore\b|\bphosph\w*\b|\benough\b|\bhurts?\b|\bbad for\b|\bok\b/;
/** A nutrition drink, or the sipping of one, asked with "how many", "几勺", "can I give". */
const DRINK_OR_SIPS = new RegExp(
  `${NUTRITION_DRINK.source}|营养粉|\\bboost\\b|\\bsips?\\b|\\bsipping\\b|小口(小口)?喝|抿`,
);
const HOW_MANY_OR_MAY =
  /几勺|几瓶|几份|几罐|几次|多少勺|冲多少|一天.{0,4}(多少|几)|能(给她|给他)?喝|可以喝|能不能|可以给|\bhow (many|much|often)\b|\bscoops?\b|\bservings?\b|\bbottles?\b|\bcan i (give|get)\b|\bis it ok\b|\bshould i (give|get|drink|have)\b|\bok to give\b/;
const PRESSURE_OR_FRAIL =
  /褥疮|压疮|压力性损伤|消瘦|太瘦|瘦了|体弱|吃得?(好|很|太)?少|吃不下|\b(bed ?sores?|pressure (sores?|ulcers?|injur(y|ies))|frail|underweight|thin|eats? (so |very )?little)\b/;

// ---------------------------------------------------------------------------------------------------------
// Reading what was said

/** "4 cups of tea", "四杯茶", "喝三杯水": the number of cups said (1–15), or null. */
function cupsSaid(text: string): number | null {
  const t = text.toLowerCase();
  const en = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(cups?|mugs?|glasses)\b/.exec(t);
  const zh = /([一两二三四五六七八九十]|\d{1,2})\s*(大|小)?杯/.exec(t);
  const raw = en?.[1] ?? zh?.[1];
  if (!raw) return null;
  const n = countSaid(raw) ?? NaN;
  return Number.isFinite(n) && n >= 1 && n <= 15 ? n : null;
}

/** A potassium of 5.0–7.9 said in the message or the one before ("potassium came back 5.4"). */
function highPotassiumSaid(said: ComposeInput): string | null {
  for (const t of [said.text, said.previous ?? '']) {
    const m = /(?:钾|\bpotassium\b|\bk\b)[^\d，。,?？]{0,14}(?<![\d.])([5-7]\.\d)(?!\d)/i.exec(t);
    if (m) return m[1]!;
  }
  return null;
}

/** A sodium of 100–134 said in the message or the one before ("Sodium 132", "血钠132"). */
function lowSodiumSaid(said: ComposeInput): string | null {
  for (const t of [said.text, said.previous ?? '']) {
    const m = /(?:钠|\bsodium\b|\bna\b)[^\d，。?？]{0,14}(?<![\d.])(1[0-2]\d|13[0-4])(?!\d|\.\d)/i.exec(t);
    if (m) return m[1]!;
  }
  return null;
}

/** A weight said ("she is 54kg", "54公斤"). */
function weightSaid(t: string): number | null {
  const m = /(?<![\d.])(\d{2,3}(?:\.\d)?)\s*(kg|公斤|千克|kilos?)/i.exec(t);
  if (!m) return null;
  const v = Number(m[1]);
  return v >= 30 && v <= 150 ? v : null;
}

const classesOf = (ids: readonly string[]) => ids.flatMap((id) => drugById(id)?.classes ?? []);
const takesClass = (said: ComposeInput, ...cls: string[]) =>
  classesOf(said.medicines ?? []).some((c) => cls.includes(c));
const takes = (said: ComposeInput, id: string) => (said.medicines ?? []).includes(id);
const has = (said: ComposeInput, condition: string) => (said.conditions ?? []).includes(condition);
const saidAny = (said: ComposeInput, re: RegExp) =>
  re.test(`${said.previous ?? ''}\n${said.text}`.toLowerCase());
const nameOf = (id: string, zh: boolean) => (zh ? drugById(id)!.zh : drugById(id)!.en.toLowerCase());
/** The person's own medicine that holds potassium in (an ACE inhibitor, an ARB, spironolactone). */
const potassiumHolder = (said: ComposeInput) =>
  (said.medicines ?? []).find((id) =>
    (drugById(id)?.classes ?? []).some((c) =>
      ['ace_inhibitor', 'arb', 'potassium_sparing_diuretic'].includes(c),
    ),
  );
const join = (parts: readonly string[], zh: boolean) => parts.filter(Boolean).join(zh ? '' : ' ');

// ---------------------------------------------------------------------------------------------------------
// 1. Heart failure with a low sodium: no extra salt, and the fluid figure is the heart-failure team's
//    (blind answer round 37, en-004 and en-005, unsafe: an 89-year-old of 41 kg on furosemide with CKD and a
//    sodium of 132 was told to drink "clearly less than now" with no figure).

const HF_SODIUM = {
  lead: {
    zh: '**心衰时血钠偏低，不是盐吃少了，不用多放盐；喝水也不要凭感觉自己减：请在这一两天内问管心衰的医生（心内科或心衰门诊）要一个每天喝多少的具体数，按这个数来。**',
    en: '**With heart failure, a low sodium does not mean more salt is needed — and drinks are not something to cut back by guesswork: in the next day or two, ask the heart-failure team (or the doctor who manages the heart failure) for a daily fluid figure, and keep to that.**',
  },
  why: {
    zh: '心衰时血钠低，多半是身体里存的水比盐多——心衰本身和呋塞米（速尿）这类利尿药都会这样——多吃盐纠正不了，反而加重水肿。平时少盐的做法照旧（不额外加盐，少吃咸菜、腊肉、方便面这类），但不要做到一点盐都没有：饭菜没有味道，本来就差的胃口会更差。',
    en: 'In heart failure a low sodium usually means the body is holding more water than salt — from the heart failure itself and from water pills such as furosemide — so extra salt does not correct it and adds to the fluid build-up. Keep to the usual lower-salt cooking (none added at the table, few salty packaged foods), but do not take every grain of salt out: food that tastes of nothing makes a small appetite smaller.',
  },
  fluid: {
    zh: '喝水不要凭感觉大减：高龄、吃着利尿药、肾功能又差的人，喝得太少很容易脱水，伤肾，还容易头晕跌倒、更糊涂。医生定了量（心衰常见是每天1.5–2升，血钠低时有时更少），就把所有喝的都算进去：茶、送药的水、汤、粥、牛奶、营养液都算。拿到这个数之前，大致保持现在的量，分散在一天里喝，不要为了“冲淡”多喝，也不要突然减很多；如果现在一天明显喝得超过2升，打电话时告诉医生。',
    en: 'Do not cut drinks by guesswork: an older person on a water pill, above all with weaker kidneys, can quickly become dehydrated, which harms the kidneys and brings dizziness, falls and confusion. Where the team sets a limit (in heart failure often 1.5–2 litres a day, sometimes less with a low sodium), count every drink against it: tea, the water taken with tablets, soup, milk, jelly and nutrition drinks. Until you have the figure, keep to about the current amount, spread over the day — no extra water to “flush”, and no sudden big cut; if it is clearly more than 2 litres a day, tell the team when you call.',
  },
  signs: {
    zh: '喝得太少的信号：站起来头晕、尿很少或颜色很深、口干、比平时更糊涂或更嗜睡——当天联系医生。水太多的信号：3天内体重长了2公斤以上、脚肿或气喘加重——当天联系心衰门诊。',
    en: 'Signs of too little: dizziness on standing, very little or dark urine, a dry mouth, more confused or sleepy than usual — call the doctor that day. Signs of too much: weight up more than 2 kg in 3 days, more ankle swelling or breathlessness — the heart-failure team that day.',
  },
  medicines: {
    zh: '呋塞米这类利尿药和一些抗抑郁药（如米氮平、舍曲林）都可能让血钠偏低，复查血钠时请医生把正在吃的药一起看看。',
    en: 'Water pills such as furosemide and some antidepressants (mirtazapine, sertraline and others) can lower sodium too: ask the doctor to look at the medicines when the sodium is rechecked.',
  },
  close: {
    zh: '药都不要自己停或改量。出现新的意识混乱（比平时明显更糊涂）、特别嗜睡、反复呕吐、跌倒或抽搐，请立即就医（拨打120）。',
    en: 'Do not stop or change any medicine on your own. New confusion beyond the usual, marked drowsiness, repeated vomiting, a fall or a seizure need care at once (call 911).',
  },
} as const;

/** The person's own medicines that can lower sodium: loop and thiazide diuretics, SSRIs and SNRIs, mirtazapine. */
function sodiumLowering(said: ComposeInput): string[] {
  return (said.medicines ?? []).filter((id) => {
    const cls = drugById(id)?.classes ?? [];
    return (
      id === 'mirtazapine' ||
      cls.some((c) => ['loop_diuretic', 'thiazide_diuretic', 'ssri', 'snri'].includes(c))
    );
  });
}

function hfSodiumText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const na = lowSodiumSaid(said);
  const lead = na
    ? zh
      ? HF_SODIUM.lead.zh.replace('血钠偏低', `血钠${na}偏低`)
      : HF_SODIUM.lead.en.replace('a low sodium', `a sodium of ${na}`)
    : HF_SODIUM.lead[l];
  const cups = cupsSaid(said.text);
  let cupLine = '';
  if (cups !== null) {
    // A cup or mug of tea is about 250 ml.
    const litres = Math.round(cups * 0.25 * 10) / 10;
    const modest = litres <= 1.5;
    cupLine = zh
      ? modest
        ? `${cups}杯茶大约${litres}升，加上送药的水，一天1升多一点，这个量并不多：在医生给出具体数之前，不要再往下减。`
        : `${cups}杯茶大约${litres}升，已经超过心衰常见的限水量：请今天就问医生减到多少，在那之前不要再多喝。`
      : modest
        ? `${cups} cups of tea is roughly ${litres} litre${litres === 1 ? '' : 's'}; with the water taken with tablets that is a little over a litre a day — not a large amount, so do not cut it further until the team gives you a figure.`
        : `${cups} cups of tea is roughly ${litres} litres — more than most heart-failure limits: ask the team today how far to bring it down, and add nothing on top meanwhile.`;
  }
  const lowering = sodiumLowering(said);
  const medLine =
    lowering.length > 0
      ? zh
        ? `正在吃的${lowering.map((id) => nameOf(id, true)).join('和')}都可能让血钠偏低${lowering.includes('mirtazapine') ? '（米氮平在老年人中偶有报告）' : ''}：复查血钠时请医生一起看看。`
        : `The ${lowering.map((id) => nameOf(id, false)).join(' and ')} on the medicine list can lower sodium too${lowering.includes('mirtazapine') ? ' (mirtazapine occasionally, in older people)' : ''}: ask the doctor to look at them when the sodium is rechecked.`
      : HF_SODIUM.medicines[l];
  return join(
    [lead, HF_SODIUM.why[l], HF_SODIUM.fluid[l], cupLine, HF_SODIUM.signs[l], medLine, HF_SODIUM.close[l]],
    zh,
  );
}

// ---------------------------------------------------------------------------------------------------------
// 2. An older person with heart failure or CKD eating a bite or two, asked by the family: small, dense, not
//    salty, not watery (round 37, zh-055: declined as "mirtazapine and congee — too much?").

const SMALL_DENSE = {
  lead: {
    zh: '**可以加餐，思路是“小份、浓缩、不咸、少带水”：一天5–6次，每次几口，把热量和蛋白质集中在小份量里，不靠喝粥喝汤来补。**',
    en: '**Yes — little and often, with food that is small, dense, not salty and not watery: 5–6 times a day, a few mouthfuls each, with the energy and protein packed into small portions rather than built up on soups and thin porridge.**',
  },
  foods: {
    zh: '适合的：蒸鸡蛋羹、嫩炒蛋；软烂的肉末、鱼肉丸子、嫩豆腐（自家做，少放盐）；稠一点的粥、软饭或烂面条，拌进一小勺植物油、黄油或少量芝麻酱，热量多了、份量不变；软面包、蛋糕、小点心（挑不太咸的）；原味酸奶；全营养粉（如安素）可以直接拌进粥、蛋羹、米糊里，多了营养又不多喝水。老人喜欢甜的就可以给——这个年纪先顾“吃得进去”。',
    en: 'Good choices: egg custard or soft scrambled egg; soft minced meat, fish balls or silken tofu (home-made, lightly salted); thick porridge, soft rice or well-cooked noodles with a spoon of oil, butter or a little nut butter stirred in — more energy in the same bowl; soft bread, cake, custard or rice pudding; plain yoghurt; a scoop of nutrition powder (such as Ensure powder) stirred into porridge, custard or yoghurt adds nourishment without extra fluid. Sweet things that are enjoyed are fine: at this age, what actually gets eaten comes first.',
  },
  saltFluid: {
    zh: '盐：血钠偏低也不需要多放盐，平时少盐就行，不必一点盐都不放。水：医生说水不能多喝，就请医生给个每天的具体量，粥、汤、牛奶、营养液都算进去——稠的饭菜正好省下水量；不要自己一下子减很多。',
    en: 'Salt: a low sodium is no reason to add salt, and the food need not be without any salt — ordinary lower-salt cooking. Fluid: if the doctor says not too much, ask for a daily figure; porridge, soup, milk and nutrition drinks all count — denser food saves fluid; do not cut drinks sharply on your own.',
  },
  potassium: {
    zh: '钾：吃着赖诺普利这类普利类药、补钾药，又有肾病、血钾偏高时，香蕉、橙子、土豆、果干这类加餐先少吃，水果选苹果、梨、葡萄，每次一小份；补钾药的事请这一两天内问开药医生，不要自己停。',
    en: 'Potassium: on lisinopril or a similar medicine, a potassium tablet and with kidney disease and a potassium above the range, go easy on bananas, oranges, potatoes and dried fruit as snacks and choose apples, pears or grapes in small portions; ask the prescriber in the next day or two about the potassium tablet — do not stop it on your own.',
  },
  potassiumNoTablet: {
    zh: '钾：有肾病或吃着普利类药、血钾偏高时，香蕉、橙子、土豆、果干这类加餐先少吃，水果选苹果、梨、葡萄，每次一小份。',
    en: 'Potassium: with kidney disease or an ACE inhibitor such as lisinopril and a potassium above the range, go easy on bananas, oranges, potatoes and dried fruit as snacks and choose apples, pears or grapes in small portions.',
  },
  dementia: {
    zh: '记性不好的老人吃饭：挑精神最好的时候，陪着一起吃，用小碗小勺，一次只放一两样，做成能拿在手里吃的小块，不催不逼；查查有没有牙疼、假牙不合适、口腔溃疡或便秘。',
    en: 'With dementia: offer food at the most alert time of day, sit and eat together, use a small plate and spoon, one or two foods at a time, finger foods that can be picked up, no pressure; check for a sore mouth, loose dentures or constipation.',
  },
  mirtazapine: {
    zh: '米氮平有的人吃了胃口会变好，但不是人人有效，也不是专门治老人不吃饭的药；吃了几周还是吃得很少，请告诉开药医生，剂量不要自己改。',
    en: 'Mirtazapine raises appetite in some people but not all, and it is not a treatment for poor eating in dementia; if eating is still very poor after a few weeks, tell the prescriber — do not change the dose on your own.',
  },
  close: {
    zh: '请医生转介营养师，每周同一时间称一次体重：体重继续往下掉（比如一个月掉1–2公斤）、几乎什么都吃不下或喝不下，要尽快看医生。',
    en: 'Ask for a dietitian referral and weigh once a week at the same time: further weight loss (say 1–2 kg in a month), or eating and drinking almost nothing, needs the doctor soon.',
  },
} as const;

function smallDenseText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const kidneyOrHeld =
    has(said, 'kidney_disease') ||
    takesClass(said, 'ace_inhibitor', 'arb', 'potassium_sparing_diuretic', 'potassium_supplement');
  const dementia =
    has(said, 'dementia') ||
    takes(said, 'donepezil') ||
    takes(said, 'memantine') ||
    takes(said, 'rivastigmine') ||
    saidAny(said, /痴呆|认知|记性|\bdementia\b|\balzheimer\w*/);
  const mirtazapine =
    takes(said, 'mirtazapine') || saidAny(said, /米氮平|瑞美隆|\bmirtazapine\b|\bremeron\b/);
  const potassium = kidneyOrHeld
    ? takesClass(said, 'potassium_supplement')
      ? SMALL_DENSE.potassium[l]
      : SMALL_DENSE.potassiumNoTablet[l]
    : '';
  return join(
    [
      SMALL_DENSE.lead[l],
      SMALL_DENSE.foods[l],
      SMALL_DENSE.saltFluid[l],
      potassium,
      dementia ? SMALL_DENSE.dementia[l] : '',
      mirtazapine ? SMALL_DENSE.mirtazapine[l] : '',
      SMALL_DENSE.close[l],
    ],
    zh,
  );
}

// ---------------------------------------------------------------------------------------------------------
// 3. A prescribed potassium chloride with a potassium above the range, on an ACE inhibitor or with CKD,
//    asked as bananas and orange juice (round 37, en-003, unsafe; zh-073).

const KCL_FOODS = {
  lead: {
    zh: '**比香蕉橙汁更要紧的是那片氯化钾：{holder}钾本来就排得慢，血钾高于正常（比如5.4）时还在补钾，请今天或明天就联系开药的医生，在下一次吃之前问清楚这片氯化钾还要不要吃——由医生决定，不要自己停。**',
    en: '**The potassium chloride (KCl) tablet matters more than the bananas and orange juice: {holder} hold potassium in, so with a potassium above the range (5.4 is) the prescriber should hear today or tomorrow — call before the next dose and ask whether to keep taking it; let the doctor decide, do not stop it on your own.**',
  },
  dose: {
    zh: '常用的氯化钾缓释片每片0.5克，含钾约260毫克；一天两片就有500多毫克钾，比一杯250毫升橙汁（约450–500毫克）还多。呋塞米（速尿）确实会排掉一些钾，但同时吃普利类药、又有肾病，很多人并不需要另外补。',
    en: 'A 20 mEq tablet carries about 780 mg of potassium (a 10 mEq one about 390 mg) — as much as or more than a full 8 oz glass of orange juice (about 500 mg). Furosemide does lose some potassium, but with an ACE inhibitor and kidney disease many people need no extra.',
  },
  foods: {
    zh: '吃的方面，在医生看过之前：不用全戒，换成小份——橙汁一次小半杯（约100毫升，含钾约200毫克），或一半兑苹果汁、葡萄汁（钾少一半左右）；香蕉一次小半根，不要天天吃（一根中等香蕉约含钾300–400毫克）；牛油果钾也高（半个约300多毫克），抹一两薄片就够；钾低一些的水果：苹果、梨、葡萄、草莓、菠萝，每次一个拳头大小。果汁也算在每天喝的水里。吃得少、消瘦的人，留着一两样爱吃的很重要——份量请医生或营养师帮着定。',
    en: 'Food, until the doctor has reviewed it: no need to give them up — just smaller: a small glass of orange juice (4 oz, 120 ml, about 250 mg) instead of a full one, or half orange and half apple or cranberry juice (much lower); half a small banana rather than a whole one, not every day (a medium banana has about 420 mg); avocado is high too (about 700 mg in a whole one) — a couple of thin slices is a small amount; lower-potassium fruit in fist-sized portions: apples, pears, grapes, berries, pineapple. Juice counts within any fluid limit. When appetite is small, keeping something enjoyed matters — let the doctor or dietitian fit the amount in.',
  },
  urgent: {
    zh: '出现新的肌肉无力、手脚发麻、心慌，或脉搏很慢、不规律，请当天就医；站不起来、心跳明显乱或晕倒，立即拨打120。',
    en: 'New muscle weakness, tingling, palpitations, or a very slow or irregular pulse need a doctor the same day; inability to stand, a clearly irregular heartbeat or fainting: call 911.',
  },
} as const;

function kclLead(said: ComposeInput, zh: boolean): string {
  const holder = potassiumHolder(said);
  const kidney = has(said, 'kidney_disease') || saidAny(said, KIDNEY_DISEASE_SAID);
  const holderText = zh
    ? `${holder ? `吃着${nameOf(holder, true)}` : ''}${holder && kidney ? '、' : ''}${kidney ? '肾功能又差' : ''}${holder || kidney ? '，' : ''}`
    : holder && kidney
      ? `${nameOf(holder, false)} and weaker kidneys both`
      : holder
        ? nameOf(holder, false)
        : 'weaker kidneys';
  const k = highPotassiumSaid(said);
  const base = KCL_FOODS.lead[zh ? 'zh' : 'en'].replace('{holder}', holderText);
  if (!k) return base;
  return zh
    ? base.replace('血钾高于正常（比如5.4）时', `血钾${k}已高于正常，`)
    : base.replace('a potassium above the range (5.4 is)', `a potassium of ${k}, above the range,`);
}

function kclFoodsText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  return join([kclLead(said, zh), KCL_FOODS.dose[l], KCL_FOODS.foods[l], KCL_FOODS.urgent[l]], zh);
}

// ---------------------------------------------------------------------------------------------------------
// 4. Cirrhosis with ascites: a low-sodium (potassium) salt on spironolactone (round 37, en-059 and zh-050,
//    unsafe: coconut water and bananas pasted beside the salt warning for a potassium of 5.4).

const CIRRHOSIS_SALT_SUBSTITUTE = {
  lead: {
    zh: '**这个低钠盐要换掉：低钠盐是把一部分食盐换成了氯化钾，吃着安体舒通（螺内酯，会把钾留在体内）再用它，血钾容易升高，最近血钾偏高的更是如此。改回普通食盐，按腹水的量吃：每天盐约5克（钠每天约 2 克），酱油、咸菜这些含盐的都算在里面。**',
    en: '**Switch back from the low-sodium salt to ordinary salt: the substitute replaces part of the salt with potassium chloride, and on spironolactone (which keeps potassium in) it pushes potassium up, all the more after a potassium above the range. Keep to the ascites amount: about 5 g of salt a day in total (about 2 g of sodium), soy sauce and salty foods included.**',
  },
  body: {
    zh: '常见的低钠盐含氯化钾约25%–30%，按每天5克算，光盐里就多吃进约650–800毫克钾。对腹水来说，要紧的是钠的总量，普通盐把量控制住就行，低钠盐并不更好。也不要做到一点盐都没有：太淡会更吃不下，营养更差。含钾多的饮料先不要喝：椰子水、橙汁等果汁、运动饮料、浓的菜汤肉汤；“低钠酱油”“低钠鸡精”多半也加了钾，也不要用。',
    en: 'A typical low-sodium salt is about 25–30 % potassium chloride: 5 g a day of it adds roughly 650–800 mg of potassium. For ascites what counts is the total sodium, and ordinary salt in a measured amount does that job — the substitute is no better. Do not go without any salt either: food with no taste at all means eating even less. No potassium-rich drinks for now: coconut water, orange and other fruit juices, sports drinks, strong vegetable or meat stocks; “low-sodium” soy sauces and stock powders often contain potassium too.',
  },
  doctor: {
    zh: '血钾偏高请在这一两天内告诉肝病医生（开安体舒通的医生）：复查血钾，利尿药要不要调整由医生决定，药不要自己停或改量。血钠也偏低时，不要为了“冲淡”多喝水，也不要额外加盐，喝多少听肝病医生的。出现明显无力、手脚发麻、心慌、心跳很慢或不规律，请当天就医；站不起来或心跳明显乱，立即拨打120。',
    en: 'Tell the liver doctor (whoever prescribes the spironolactone) about a raised potassium within the next day or two: they recheck it and decide on any change to the water pills — do not stop or change them on your own. If the sodium is low too, no extra water to “dilute” it and no extra salt; how much to drink is the liver doctor’s call. Marked weakness, tingling, palpitations, or a very slow or irregular pulse need a doctor the same day; inability to stand or a clearly irregular heartbeat: call 911.',
  },
} as const;

function cirrhosisSaltText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const k = highPotassiumSaid(said);
  const lead = !k
    ? CIRRHOSIS_SALT_SUBSTITUTE.lead[l]
    : zh
      ? CIRRHOSIS_SALT_SUBSTITUTE.lead.zh.replace(
          '再用它，血钾容易升高，最近血钾偏高的更是如此。',
          `，血钾${k}已经偏高，再用低钠盐血钾会更高。`,
        )
      : CIRRHOSIS_SALT_SUBSTITUTE.lead.en.replace(
          'it pushes potassium up, all the more after a potassium above the range.',
          `with a potassium of ${k}, already above the range, it pushes potassium higher still.`,
        );
  return join([lead, CIRRHOSIS_SALT_SUBSTITUTE.body[l], CIRRHOSIS_SALT_SUBSTITUTE.doctor[l]], zh);
}

// ---------------------------------------------------------------------------------------------------------
// 5. Cirrhosis: flavour without salt, and eating little (round 37, en-060: the potassium-holding medicines'
//    stock text).

const FLAVOUR_TEXT = {
  lead: {
    zh: '**少盐也能有味道——但不是靠低钠盐：用味道重的配料来提味，把一天那点盐（约5克，所有含盐的都算）放在吃得出来的地方。**',
    en: '**Low salt can still taste of something — just not by using a salt substitute: build flavour from strong seasonings, and put the small daily salt allowance (about 5 g, everything salty included) where it will be tasted.**',
  },
  how: {
    zh: '提味的：葱、姜、蒜、洋葱、香菜；花椒、胡椒、八角、五香粉、孜然，能吃辣就放点辣椒；醋（糖醋的做法）、柠檬汁、一点点糖；炒香的芝麻、几滴香油。做法：多用炒、煎、烤，少用清水煮，焦香本身就是味道；量好的盐出锅前再放，留在表面更显咸；一顿里让一个菜稍微有点咸味，其他菜做淡。酱油、蚝油、味精、鸡精都含钠，要算进这5克里；不要用低钠盐或“低钠酱油”（里面是钾，吃螺内酯时会让血钾升高）。',
    en: 'Flavour: garlic, ginger, spring onion, onion, coriander; Sichuan pepper, black pepper, star anise, five-spice, cumin, chilli if liked; vinegar (sweet-and-sour dishes), lemon, a pinch of sugar; toasted sesame seeds and a few drops of sesame oil. Cooking: stir-fry, pan-fry or roast rather than boil — browning is flavour; add the measured salt at the end so it sits on the surface; let one dish in the meal be a little savoury and keep the rest plain. Soy sauce, oyster sauce, MSG and stock powder contain sodium and count within the 5 g; no “low-sodium” salt or soy sauce (they contain potassium, which spironolactone holds in).',
  },
  eating: {
    zh: '把碗推开比盐多一点少一点更要紧：肝硬化吃不下很容易营养不良、掉肌肉。少量多餐，一天4–6顿，睡前再加一顿有蛋白质和主食的小餐（比如一杯牛奶加两片面包）；不要因为怕肝昏迷少给肉、蛋、鱼、豆腐。还是吃得少，请肝病门诊转营养师，看要不要加口服营养补充剂。有腹水时体重看不出营养好坏，要看每顿吃了多少、胳膊腿的肌肉。乳果糖照医生说的吃。',
    en: 'Pushing the bowl away matters more than a little more or less salt: with cirrhosis, eating little quickly leads to malnutrition and muscle loss. Small meals 4–6 times a day and a bedtime snack with protein and starch (a glass of milk with two slices of bread); do not cut meat, eggs, fish or tofu for fear of confusion. If eating stays poor, ask the liver clinic for a dietitian and whether an oral nutrition drink is suitable. With fluid in the belly, weight is no guide — watch how much is eaten and the muscle on the arms and legs. Keep the lactulose as prescribed.',
  },
  close: {
    zh: '口味一般两三周会慢慢适应清淡。',
    en: 'Taste usually adjusts to less salt over two to three weeks.',
  },
} as const;

function flavourText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const eating = saidAny(said, PUSHES_FOOD_AWAY) ? FLAVOUR_TEXT.eating[l] : '';
  return join([FLAVOUR_TEXT.lead[l], FLAVOUR_TEXT.how[l], eating, FLAVOUR_TEXT.close[l]], zh);
}

// ---------------------------------------------------------------------------------------------------------
// 6. Effervescent tablets on a sodium limit, and a cirrhosis patient's own supplements (round 37, zh-068
//    declined; en-063 answered without the milk thistle or the tablet's sodium).

const FIZZY = {
  lead: {
    zh: '**泡腾片含钠不少，对腹水、心衰这类要限钠的情况有影响，最好别再喝了：泡腾片靠碳酸氢钠（小苏打）这类钠盐冒泡，一片常含钠200–300毫克（看包装或说明书上的“钠”），相当于多吃了0.5–0.8克盐；限钠每天约2克时，一片就占了一到一成半。**',
    en: '**An effervescent tablet carries a fair amount of sodium — on a sodium limit (ascites, heart failure) it is better stopped: it fizzes with sodium bicarbonate and similar sodium salts, and one often carries 200–300 mg of sodium (check the sodium line on the pack), the same as 0.5–0.8 g of extra salt; on a limit of about 2 g of sodium a day, one tablet takes a tenth or more of it.**',
  },
  vitaminC: {
    zh: '维生素C并不能靠多补来“提高免疫力”，吃够蔬菜水果就能满足每天的需要（成人推荐每天100毫克，一份青椒、西兰花或大白菜就有几十毫克）；吃着螺内酯（安体舒通）、普利类药或血钾偏高时，水果挑苹果、梨、葡萄、草莓这类钾低一些的，一次一小份。真想补，普通不冒泡的维生素C片几乎不含钠——但肝硬化的人吃任何保健品前都先问肝病医生。别的泡腾片（泡腾的止痛药、其他泡腾保健品）也一样含钠。',
    en: 'Extra vitamin C does not “boost immunity”; vegetables and fruit cover the day’s need (90 mg for men, 75 mg for women; a serving of peppers, broccoli or cabbage gives tens of milligrams). On spironolactone, lisinopril-type medicines or with a potassium above the range, choose lower-potassium fruit such as apples, pears, grapes and strawberries in small portions. If a supplement is wanted, a plain (non-fizzy) vitamin C tablet has almost no sodium — but with cirrhosis, ask the liver doctor before any supplement. Other fizzy tablets (soluble painkillers, other fizzy supplements) carry sodium too.',
  },
  lingzhi: {
    zh: '灵芝（包括孢子粉）：有引起肝损伤的病例报告，也没有证据能治肝硬化，不建议再吃。',
    en: 'Lingzhi (reishi, including spore powder): it has been linked to liver injury in case reports, and nothing shows it helps cirrhosis — stop it.',
  },
  milkThistle: {
    zh: '水飞蓟（水飞蓟素）：一般比较安全，但试验里没有看到它能延长肝硬化病人的生存或改善肝病结局，不能代替抗病毒药；要不要继续，请问肝病医生，医生没同意就先不吃。',
    en: 'Milk thistle (silymarin): generally well tolerated, but trials have not shown it improves survival or liver outcomes in cirrhosis, and it does not replace antiviral treatment; keep it only if the liver doctor agrees.',
  },
  lowSodium: {
    zh: '血钠偏低时，不要为了补钠多吃盐或泡腾片，也不要多喝水去“冲”：这是肝硬化体内水多造成的，请在这一两天内联系肝病门诊复查血钠；出现糊涂、特别嗜睡、走路不稳、抽搐或反复呕吐，当天就医。',
    en: 'A low sodium is not fixed by extra salt or fizzy tablets, or by drinking more: in cirrhosis it comes from too much water in the body — contact the liver clinic within a day or two for a repeat test; confusion, unusual drowsiness, unsteadiness, a seizure or repeated vomiting need care that day.',
  },
} as const;

function fizzyText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const lingzhi = saidAny(said, LINGZHI);
  const thistle = saidAny(said, MILK_THISTLE);
  const cirrhosis = has(said, 'cirrhosis') || saidAny(said, CIRRHOSIS_SAID);
  const parts: string[] = [];
  if (lingzhi || thistle) {
    parts.push(
      zh
        ? `**${[lingzhi ? '灵芝孢子粉' : '', '维C泡腾片'].filter(Boolean).join('和')}不建议继续吃${thistle ? '；水飞蓟只有肝病医生同意才继续' : ''}——这些都不能治肝硬化，泡腾片还带进不少钠。**`
        : `**Drop the ${[lingzhi ? 'lingzhi' : '', 'fizzy vitamin C'].filter(Boolean).join(' and the ')}${thistle ? '; keep the milk thistle only if the liver doctor agrees' : ''} — none of them treats cirrhosis, and the fizzy tablet brings in a fair amount of sodium.**`,
    );
    // With cirrhosis the standing lingzhi rule (guards.ts, the condition's ruled-out products) says why.
    if (lingzhi && !cirrhosis) parts.push(FIZZY.lingzhi[l]);
    if (thistle) parts.push(FIZZY.milkThistle[l]);
    parts.push(FIZZY.lead[l].replace(/\*\*/g, ''));
  } else parts.push(FIZZY.lead[l]);
  parts.push(FIZZY.vitaminC[l]);
  if (lowSodiumSaid(said) !== null) parts.push(FIZZY.lowSodium[l]);
  return join(parts, zh);
}

// ---------------------------------------------------------------------------------------------------------
// 7. Protein on dialysis with a high phosphorus, and eggs (round 37, zh-012 and en-054: the target right, but
//    no eggs, another person's albumin, another binder and a high-potassium line for a potassium of 3.2).

/** Lanthanum and sucroferric oxyhydroxide are chewed; sevelamer and calcium acetate are swallowed. */
const CHEWED_BINDERS: ReadonlySet<string> = new Set(['lanthanum-carbonate', 'sucroferric-oxyhydroxide']);

function binderOf(said: ComposeInput): string | undefined {
  return (said.medicines ?? []).find((id) => (drugById(id)?.classes ?? []).includes('phosphate_binder'));
}

function binderName(said: ComposeInput, zh: boolean): string {
  const binder = binderOf(said);
  if (binder === 'lanthanum-carbonate') return zh ? '碳酸镧（福斯利诺）' : 'lanthanum (Fosrenol)';
  if (binder) return nameOf(binder, zh);
  return zh ? '磷结合剂' : 'phosphate binder';
}

function dialysisProteinText(said: ComposeInput, zh: boolean): string {
  const kg = weightSaid(said.text) ?? weightSaid(said.previous ?? '') ?? said.weightKg ?? null;
  const pd = saidAny(said, PD_SAID);
  const grams = kg ? `${Math.round(kg * 1.0)}–${Math.round(kg * 1.2)}` : null;
  const binder = binderOf(said);
  const name = binderName(said, zh);
  const chew = binder !== undefined && CHEWED_BINDERS.has(binder);
  const insulin = takesClass(said, 'insulin');
  const diabetes = insulin || has(said, 'diabetes');
  if (zh) {
    const binderLine = binder
      ? `${name}每顿有蛋白质的饭都要随餐${chew ? '嚼碎' : ''}吃下`
      : '医生开了磷结合剂的，每顿有蛋白质的饭都要随餐吃';
    const lead = `**透析以后蛋白质要多吃，不是少吃：每天约每公斤体重1.0–1.2克${grams ? `，按${kg}公斤约${grams}克` : '（60公斤约60–72克）'}。**${pd ? '腹透每天都会从透析液里丢掉一些蛋白质，这也是白蛋白偏低的原因之一。' : '透析会带走一部分蛋白质和氨基酸，白蛋白偏低多半是蛋白和热量吃得不够。'}“肾病要限蛋白”是没透析时的做法，现在再限，会掉肌肉、更容易感染。`;
    const eggs =
      '鸡蛋：一天一个整蛋，再加2–3个蛋清，是加蛋白又少磷的好办法（一个蛋清约3.5克蛋白、几乎不含磷，磷主要在蛋黄里）；光靠鸡蛋够不上，每顿再有一掌心大小的新鲜鱼、鸡肉、瘦肉或豆腐。';
    const phos = `血磷高，办法是挑蛋白的来源、配好磷结合剂，而不是少吃蛋白：新鲜的肉、鱼、蛋清磷相对少；加工肉（火腿、香肠、午餐肉）、奶酪、可乐和配料表里有“磷酸”字样的食品，磷多又几乎全被吸收，尽量少吃；${binderLine}。血磷一直高，请透析团队看看结合剂的量要不要调。`;
    const other = `热量也要吃够：米饭、面条照常吃，炒菜用油不用太省${diabetes ? `；${insulin ? '打着胰岛素' : '有糖尿病'}，每顿主食的量保持稳定，蛋白质本身对血糖影响不大` : ''}。钾按透析团队看最近化验的意见来${pd ? '（腹透的人血钾常常偏低，肉蛋一般不用为钾限制）' : ''}。实在吃不够，请肾病营养师看要不要加透析专用的口服营养补充剂。`;
    return `${lead}${eggs}${phos}${other}`;
  }
  const binderLine = binder
    ? `${chew ? 'Chew' : 'Take'} the ${name} with every meal that has protein in it`
    : 'If a phosphate binder is prescribed, take it with every meal that has protein in it';
  const lead = `**On dialysis, eat more protein, not less: about 1.0–1.2 g per kg a day${grams ? ` — for ${kg} kg about ${grams} g` : ' (about 60–72 g at 60 kg)'}.** ${pd ? 'Peritoneal dialysis loses some protein into the bags every day, one reason the albumin runs low.' : 'Dialysis removes some protein and amino acids, and a low albumin usually means protein and energy are short.'} “Protein hurts the kidneys” is the rule before dialysis; keeping to it now costs muscle and raises the risk of infection.`;
  const eggs =
    'Eggs: one whole egg a day plus 2–3 extra egg whites is a good way to add protein with little phosphorus (a white has about 3.5 g of protein and almost no phosphorus; most of an egg’s phosphorus is in the yolk). Eggs alone will not reach the target: add a palm-sized portion of fresh fish, chicken, lean meat or tofu at each meal.';
  const phos = `A high phosphorus is handled by choosing where the protein comes from and by the binder, not by cutting protein: fresh meat, fish and egg whites carry less phosphorus; processed meats, cheese, cola and foods with phosphate additives (“phos” on the ingredients) carry more, and additive phosphate is absorbed almost completely. ${binderLine}, and if the phosphorus stays high, ask the dialysis team whether the dose needs changing.`;
  const other = `Eat enough energy too — rice, noodles, bread and some oil as usual${diabetes ? `; ${insulin ? 'on insulin' : 'with diabetes'}, keep the starch at each meal steady (protein itself moves blood sugar little)` : ''}. Potassium follows the team’s reading of the latest results${pd ? ' (on peritoneal dialysis it often runs low, so meat and eggs need no potassium limit)' : ''}. If meals still fall short, ask the renal dietitian about a dialysis nutrition drink.`;
  return `${lead} ${eggs} ${phos} ${other}`;
}

// ---------------------------------------------------------------------------------------------------------
// 8. A phosphate binder with a snack (round 37, zh-066 and en-053: meal timing only, or bubble-tea sugar).

const BINDER_SNACK = {
  zh: '**要看这顿加餐里有多少磷：一杯牛奶（约250毫升，含磷约200毫克）、奶茶、酸奶、奶酪，或配料表里有“磷酸”字样的饼干，磷不少，一般也要随这顿加餐吃一次磷结合剂（如碳酸镧，要嚼碎）；几块普通苏打饼干、一个水果这样磷很少的小加餐，一般不用。** 加餐配几片、能不能把正餐的量挪一片给加餐，请肾内科医生或透析护士按你的处方说清楚，不要自己加量。磷结合剂只在和食物一起时起作用：随加餐一起或吃完马上吃；空腹吃没有用。血磷偏高时，加餐可以这样改：加餐里的牛奶换成半杯，或者把牛奶放进正餐、和那顿的结合剂一起；外面的奶茶多用植脂末，常加磷酸盐，尽量不喝；饼干挑配料简单的。蛋白质别为了降磷少吃：蛋清、新鲜肉鱼是磷比较少的蛋白。',
  en: '**It depends on how much phosphorus the snack carries: a glass of milk (about 250 ml, roughly 200–250 mg of phosphorus), milk tea, yoghurt or cheese, or crackers with phosphate additives usually need a dose of the binder (such as lanthanum, chewed) with them too; a small low-phosphorus snack — a few plain crackers or a piece of fruit — usually does not.** How many tablets for a snack, and whether one can move from a meal dose to the snack, is for the nephrologist or dialysis nurse to set from the prescription — do not add doses on your own. A binder works only with food: take it with the snack or straight after; on an empty stomach it does nothing. With a high phosphorus, the snack can change: half a glass of milk, or the milk moved to a meal where it shares that meal’s binder; shop milk tea is often made with creamer that has phosphate additives, so keep it for rare occasions; pick crackers with a short ingredient list. Do not cut protein to lower phosphorus: egg whites and fresh meat or fish are the lower-phosphorus proteins.',
} as const;

function binderSnackText(said: ComposeInput, zh: boolean): string {
  const binder = binderOf(said);
  const chew = binder !== undefined && CHEWED_BINDERS.has(binder);
  const name = binderName(said, zh);
  // "碳酸镧（福斯利诺）" with the chewing said inside its bracket: "碳酸镧（福斯利诺，要嚼碎）".
  const chewed = !chew
    ? name
    : zh
      ? name.endsWith('）')
        ? name.replace(/）$/, '，要嚼碎）')
        : `${name}（要嚼碎）`
      : name.endsWith(')')
        ? name.replace(/\)$/, ', chewed)')
        : `${name} (chewed)`;
  const named = binder
    ? zh
      ? BINDER_SNACK.zh.replace('磷结合剂（如碳酸镧，要嚼碎）', chewed)
      : BINDER_SNACK.en.replace('the binder (such as lanthanum, chewed)', chewed)
    : zh
      ? BINDER_SNACK.zh
      : BINDER_SNACK.en;
  const diabetes = takesClass(said, 'insulin', 'sulfonylurea') || has(said, 'diabetes');
  if (!diabetes) return named;
  return zh
    ? `${named}有糖尿病，奶茶选无糖的，饼干算进主食里。`
    : `${named} With diabetes, choose unsweetened milk tea and count the crackers as starch.`;
}

// ---------------------------------------------------------------------------------------------------------
// 9. Nutrition drinks for a frail older person with kidney disease: how many, by sips, and the scoops
//    (round 37, en-001, en-002, zh-019: a protein cap that forbade the drinks, and no scoops).

const SIPS = {
  lead: {
    zh: '**可以喝，目标是一天1–2份，而且不用一次喝完：一天里一小口一小口地喝，加起来一样算数。**',
    en: '**Yes — aim for 1–2 servings a day, and there is no need to finish one at a time: sips through the day add up just the same.**',
  },
  how: {
    zh: '只肯抿几口时：每次倒小半杯（约50毫升），两餐之间每隔一两个小时给几口，吃药时也可以用它代替一部分送药的水；冲好或开了瓶的放冰箱，按标签上的时间喝完（一般24小时内），室温下放着不要超过2小时；冰一点往往更好喝。选能量密度高的（“加强型”、每毫升1.5千卡以上），同样几口营养更多。',
    en: 'When only sips go down: pour a small glass (about 50 ml) at a time and offer a few sips every hour or two between meals — it can stand in for some of the water taken with tablets; keep an opened bottle covered in the fridge and finish it within the time on the label (often 24–48 hours), and do not leave it out for more than about 2 hours; chilled often tastes better. A denser drink (“Plus” or compact types, 1.5 kcal per ml or more) gives more in the same sips.',
  },
  powder: {
    zh: '粉剂（如安素粉）：一份大约是6平勺（约55克）冲200毫升温水，约250千卡、9克左右蛋白质（以罐上标签为准）；也可以把一两勺直接拌进粥、蛋羹、米糊或酸奶里，多了营养又不多喝水。',
    en: 'Powder: one serving is the number of level scoops on the can mixed with about 200–240 ml of water (for Ensure powder in China, 6 level scoops, about 55 g, in 200 ml — about 250 kcal and 9 g of protein); a scoop or two stirred into porridge, custard or yoghurt adds nourishment without extra fluid.',
  },
  kidney: {
    zh: '蛋白质和肾：体弱、吃得少或有压疮的老人，肾病指南允许比一般肾病人更高的蛋白质目标，上限是每天每公斤体重约1.3克，三餐吃得少再加1–2份营养液，一般超不过这个量；具体的量请肾内科医生或营养师定。钾和磷：普通配方也含钾和磷，肾功能差、血钾偏高时，请肾内科医生或营养师改选低钾低磷的肾病配方，并定每天几份。',
    en: 'Protein and the kidneys: for a frail older person who eats little or has a pressure sore, the kidney guideline allows a higher protein target than for others with kidney disease, with a ceiling of about 1.3 g per kg a day — small meals plus 1–2 servings rarely reach it; the kidney doctor or dietitian sets the figure. Potassium and phosphate: standard drinks contain both; with weak kidneys and a potassium above the range, ask the kidney doctor or dietitian for a lower-potassium, lower-phosphate kidney formula and how many a day.',
  },
} as const;

function sipsText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const kg = said.weightKg;
  let kidney: string = SIPS.kidney[l];
  if (kg) {
    const cap = Math.round(kg * 1.3);
    kidney = zh
      ? kidney.replace('上限是每天每公斤体重约1.3克', `上限是每天每公斤体重约1.3克（按${kg}公斤约${cap}克）`)
      : kidney.replace('about 1.3 g per kg a day', `about 1.3 g per kg a day (about ${cap} g at ${kg} kg)`);
  }
  // The person's own ACE inhibitor or ARB named where the potassium is: it holds potassium in too.
  const holder = potassiumHolder(said);
  if (holder)
    kidney = zh
      ? kidney.replace('肾功能差、血钾偏高时', `肾功能差、又吃着${nameOf(holder, true)}、血钾偏高时`)
      : kidney.replace(
          'with weak kidneys and a potassium above the range',
          `with weak kidneys, ${nameOf(holder, false)} and a potassium above the range`,
        );
  const heart = has(said, 'heart_failure') || saidAny(said, HEART_FAILURE_SAID);
  const heartLine = heart
    ? zh
      ? '心衰：营养液也是水，每份要算进医生定的每天液体量里。'
      : 'Heart failure: each serving counts within the daily fluid limit the heart team set.'
    : '';
  const k = highPotassiumSaid(said);
  const kclLine = takesClass(said, 'potassium_supplement')
    ? zh
      ? `还在吃医生开的氯化钾${k ? `，血钾${k}已经偏高` : ''}：请今天或明天就问开药医生这片补钾药还要不要吃，不要自己停。`
      : `Prescribed potassium chloride too${k ? `, with a potassium of ${k} already above the range` : ''}: ask the prescriber today or tomorrow whether to keep taking it — do not stop it on your own.`
    : '';
  return join([SIPS.lead[l], SIPS.how[l], SIPS.powder[l], kidney, heartLine, kclLine], zh);
}

// ---------------------------------------------------------------------------------------------------------
// 10. Eggs for a frail older person with CKD and a pressure injury (round 37, zh-001: the target with the
//     kidney ceiling, but not the eggs asked).

const OLDER_EGGS = {
  lead: {
    zh: '**一天1–2个鸡蛋合适（一个约6克蛋白质）；护士和肾内科医生说的也不矛盾：有压疮、体弱时蛋白质要比一般肾病人多一些，但不超过肾病的上限——每天每公斤体重约1.25–1.3克。其余的蛋白质从牛奶或酸奶、鱼、肉末、豆腐和营养液里来。**',
    en: '**One or two eggs a day is right (about 6 g of protein each) — and the two pieces of advice fit together: with a pressure sore or frailty, protein goes above ordinary kidney advice, but not past the kidney ceiling of about 1.25–1.3 g per kg a day. The rest of the protein comes from milk or yoghurt, fish, soft minced meat, tofu and nutrition drinks.**',
  },
  body: {
    zh: '光靠鸡蛋要吃八九个才够，既吃不下、磷也多，所以鸡蛋只是其中一样；蛋黄不用扔。鸡蛋含钾很少（一个约60–70毫克），{holder}血钾偏高时也可以吃。做成蒸蛋羹、嫩炒蛋、蛋花粥，软一点好咽。热量也要够（每天每公斤约30–35千卡），三餐吃不够时，每天加1–2份口服营养补充剂（如安素这类），有心衰的算进每天的液体量。具体的量请肾内科医生或营养师定，体重和伤口情况定期看。',
    en: 'It would take eight or nine eggs to cover it alone — too many to eat and more phosphorus — so eggs are one part of it; no need to throw away the yolk. Eggs are low in potassium (about 70 mg each), so they are fine {holder}with a raised potassium. Soft forms go down best: egg custard, soft scrambled egg, egg in porridge. Energy matters too (about 30–35 kcal per kg a day); when meals fall short, add 1–2 servings of an oral nutrition drink (such as Ensure), counted within any heart-failure fluid limit. The kidney doctor or dietitian sets the exact amount; keep an eye on weight and the wound.',
  },
} as const;

function olderEggsText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const kg = weightSaid(said.text) ?? weightSaid(said.previous ?? '') ?? said.weightKg ?? null;
  const lead = kg
    ? zh
      ? OLDER_EGGS.lead.zh.replace(
          '每天每公斤体重约1.25–1.3克。',
          `每天每公斤体重约1.25–1.3克（按${kg}公斤约${Math.round(kg * 1.25)}–${Math.round(kg * 1.3)}克）。`,
        )
      : OLDER_EGGS.lead.en.replace(
          'about 1.25–1.3 g per kg a day.',
          `about 1.25–1.3 g per kg a day (about ${Math.round(kg * 1.25)}–${Math.round(kg * 1.3)} g at ${kg} kg).`,
        )
    : OLDER_EGGS.lead[l];
  const holder = potassiumHolder(said);
  const body = OLDER_EGGS.body[l].replace(
    '{holder}',
    holder ? (zh ? `吃着${nameOf(holder, true)}、` : `on ${nameOf(holder, false)} and `) : '',
  );
  return join([lead, body], zh);
}

// ---------------------------------------------------------------------------------------------------------
// 11. Peritoneal dialysis with a low potassium: fruit and bananas, and the low-sodium salt (round 37, zh-048,
//     en-051, zh-079). The low-potassium answer (intents/low-potassium-symptoms.ts) takes the banana and
//     "补钾" phrasings first in the chat; this row is the text it can hand over to (listed for the lead).

const PD_POTASSIUM = {
  lead: {
    zh: '**做了腹透，香蕉和水果可以吃了：腹透每天都在把钾从透析液里带走，很多腹透的人血钾反而偏低。以前说“肾病不能吃香蕉”，是没透析、血钾偏高时的做法。**',
    en: '**On peritoneal dialysis, bananas and fruit are back on the menu: PD removes potassium every day through the bags, and many people on PD run a low potassium. “No bananas with kidney disease” was the rule before dialysis, when potassium runs high.**',
  },
  amount: {
    zh: '一天一根中等香蕉（约含钾300–400毫克）或一个橙子、一个猕猴桃都可以，蔬菜、土豆、豆类、肉鱼也都含钾，照常吃。有糖尿病：一根香蕉约含碳水25克，差不多是三分之二小碗米饭，一天一份水果、放在两餐之间，或者顶替一部分主食，不要一次吃好几根。',
    en: 'A medium banana a day (about 400 mg of potassium), or an orange or a kiwi, is fine, and vegetables, potatoes, beans, meat and fish carry potassium too — eat them as usual. With diabetes: a banana has about 25 g of carbohydrate (about two-thirds of a small bowl of rice), so one fruit serving at a time, between meals or in place of some starch — not several bananas at once.',
  },
  doctor: {
    zh: '血钾偏低光靠吃一般补不上来：请这周内让腹透医生复查血钾，要不要吃补钾药、吃多少由医生定，不要自己买钾片。出现抽筋、明显无力、心慌或心跳乱，当天就医。',
    en: 'Food alone rarely corrects a low potassium: ask the PD team to recheck it this week; whether potassium tablets are needed, and how much, is theirs to decide — do not buy your own. Cramps, marked weakness, palpitations or a skipping heartbeat need a doctor the same day.',
  },
  salt: {
    zh: '**不是——低钠盐不是补钾的办法：它带进的钾随放多少盐变，没法控制，等血钾回升了还会过高；真要补钾，用医生开的剂量。** 透析的人盐的总量也要控制（钠每天约2.3克以内，约6克盐，按透析团队说的），盐吃多了口渴、水肿；用普通盐把量控制住就行。',
    en: '**No — a low-sodium salt is not the way to raise potassium: how much potassium it gives depends on how much salt goes in, so it cannot be dosed, and once the potassium comes back up it can overshoot; if potassium is needed, the doctor prescribes a measured dose.** On dialysis the total salt stays limited too (sodium under about 2.3 g a day, about 6 g of salt, or the team’s figure) — salt brings thirst and fluid gain; ordinary salt in a measured amount does that job.',
  },
} as const;

function pdPotassiumText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  if (SALT_SUBSTITUTE.test(said.text.toLowerCase()))
    return join([PD_POTASSIUM.salt[l], PD_POTASSIUM.doctor[l]], zh);
  return join([PD_POTASSIUM.lead[l], PD_POTASSIUM.amount[l], PD_POTASSIUM.doctor[l]], zh);
}

// ---------------------------------------------------------------------------------------------------------

const ESC_HF_2021 =
  'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599–3726 (salt intake not above 5 g a day; fluid restriction of 1.5–2 L a day may be considered in severe heart failure to relieve symptoms and congestion; daily weighing)';
const SPASOVSKI_2014 =
  'Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47 (hypervolaemic hyponatraemia, as in heart failure: not treated with salt, fluid restriction against further overload; review medicines such as diuretics and antidepressants; severe symptoms need emergency care)';
const AASLD_ASCITES_2021 =
  'Biggins SW et al. Diagnosis, evaluation, and management of ascites, spontaneous bacterial peritonitis and hepatorenal syndrome: 2021 Practice Guidance by the AASLD. Hepatology 2021;74:1014–1048 (sodium about 2 g, 88 mmol, a day; hyponatraemia is dilutional)';
const EASL_2018 =
  'EASL Clinical Practice Guidelines for the management of patients with decompensated cirrhosis. J Hepatol 2018;69:406–460 (moderate salt restriction, 80–120 mmol sodium a day, about 4.6–6.9 g of salt)';
const KDOQI_2020 =
  'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1)';
const GERIATRIC_ESPEN =
  'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47';

export const DEV37_HEART_KIDNEY_LIVER_FAQ: readonly FaqRow[] = [
  {
    // zh-055: "老太太最近吃得好少，一碗粥喝两口就摆手不要了…想给她加餐，有没有热量高又不咸的东西？她血钠132，医生
    // 说水也不能喝太多" — declined. Before the low-sodium row below: the eating question is the one asked. For
    // the family of an older person; one's own poor appetite in heart failure is hf-poor-appetite-weight-loss's.
    id: 'older-heart-kidney-small-dense-snacks',
    when: [EATING_LITTLE_OR_SNACKS, WHAT_TO_GIVE],
    unless: [ALCOHOL, /减肥|减重|\blose weight\b/],
    for: {
      all: [
        OLDER,
        {
          conditions: ['heart_failure', 'kidney_disease'],
          said: new RegExp(`${HEART_FAILURE_SAID.source}|${KIDNEY_DISEASE_SAID.source}`),
        },
        { said: CARER_SAID },
      ],
    },
    notFor: [DIALYSIS, TRANSPLANT],
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    keepsToFluidLimit: true,
    intent: 'food_sources',
    pushesWeightGain: true,
    compose: smallDenseText,
    text: {
      zh: join(
        [
          SMALL_DENSE.lead.zh,
          SMALL_DENSE.foods.zh,
          SMALL_DENSE.saltFluid.zh,
          SMALL_DENSE.potassium.zh,
          SMALL_DENSE.dementia.zh,
          SMALL_DENSE.mirtazapine.zh,
          SMALL_DENSE.close.zh,
        ],
        true,
      ),
      en: join(
        [
          SMALL_DENSE.lead.en,
          SMALL_DENSE.foods.en,
          SMALL_DENSE.saltFluid.en,
          SMALL_DENSE.potassium.en,
          SMALL_DENSE.dementia.en,
          SMALL_DENSE.mirtazapine.en,
          SMALL_DENSE.close.en,
        ],
        false,
      ),
    },
    source: {
      ref: `${GERIATRIC_ESPEN} (energy-dense, fortified food and oral nutritional supplements; no restrictive diets in malnourished older people); Volkert D et al. ESPEN guidelines on nutrition in dementia. Clin Nutr 2015;34:1052–1073 (eating with company, finger foods, checking the mouth; no appetite-stimulating drugs for poor eating); ${ESC_HF_2021}; Remeron (mirtazapine) US prescribing information, adverse reactions: increased appetite and weight gain — cited from memory`,
    },
  },
  {
    // en-004, en-005 (unsafe): "Sodium 132 … does that mean she needs MORE salt?", "so do we cut back her fluids
    // then? she drinks maybe 4 cups of tea a day plus water with her pills" — the general low-sodium text,
    // "drink clearly less than now", to a frail 89-year-old on furosemide with CKD.
    id: 'heart-failure-low-sodium-fluid-figure',
    when: [SALT_OR_FLUID_CHANGE],
    unless: [ALCOHOL, CONSTIPATION, SALT_SUBSTITUTE, APPETITE_OR_SNACK],
    for: { all: [HEART_FAILURE, LOW_SODIUM_PERSON] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    keepsToFluidLimit: true,
    intent: 'lab_result',
    compose: hfSodiumText,
    text: {
      zh: join(
        [
          HF_SODIUM.lead.zh,
          HF_SODIUM.why.zh,
          HF_SODIUM.fluid.zh,
          HF_SODIUM.signs.zh,
          HF_SODIUM.medicines.zh,
          HF_SODIUM.close.zh,
        ],
        true,
      ),
      en: join(
        [
          HF_SODIUM.lead.en,
          HF_SODIUM.why.en,
          HF_SODIUM.fluid.en,
          HF_SODIUM.signs.en,
          HF_SODIUM.medicines.en,
          HF_SODIUM.close.en,
        ],
        false,
      ),
    },
    source: {
      ref: `${ESC_HF_2021}; ${SPASOVSKI_2014}; ${GERIATRIC_ESPEN} (older people are at risk of dehydration; fluid is not restricted without a medical reason); Remeron (mirtazapine) US prescribing information, hyponatraemia mostly in older people — cited from memory`,
      url: 'https://doi.org/10.1093/eurheartj/ehab368',
    },
  },
  {
    // en-003 (unsafe): "She still gets her KCl every morning with the furosemide but her potassium came back 5.4.
    // Should I stop giving her bananas and orange juice?" — food lists, never the tablet; zh-073 (香蕉、牛油果).
    id: 'potassium-chloride-high-potassium-foods',
    when: [POTASSIUM_FOODS],
    unless: [SALT_SUBSTITUTE, /低血钾|\bhypokal\w*/],
    for: { all: [ON_POTASSIUM_CHLORIDE, HOLDS_POTASSIUM] },
    notFor: [LOW_POTASSIUM, DIALYSIS],
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'food_sources',
    notes: ['ckd-potassium'],
    compose: kclFoodsText,
    text: {
      zh: join(
        [
          KCL_FOODS.lead.zh.replace('{holder}', '吃着赖诺普利这类普利类药、肾功能又差，'),
          KCL_FOODS.dose.zh,
          KCL_FOODS.foods.zh,
          KCL_FOODS.urgent.zh,
        ],
        true,
      ),
      en: join(
        [
          KCL_FOODS.lead.en.replace(
            '{holder}',
            'an ACE inhibitor such as lisinopril and weaker kidneys both',
          ),
          KCL_FOODS.dose.en,
          KCL_FOODS.foods.en,
          KCL_FOODS.urgent.en,
        ],
        false,
      ),
    },
    source: {
      ref: 'Zestril (lisinopril) US prescribing information §5 Hyperkalemia and §7 (potassium supplements; renal impairment); K-Tab (potassium chloride extended-release) US prescribing information §4 Contraindications (hyperkalaemia) and §5 — cited from memory; KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, §3.10 (potassium); USDA FoodData Central (orange juice about 500 mg per cup; banana about 420 mg per medium fruit; avocado about 700 mg per fruit); 中国食物成分表 标准版 第6版（香蕉）',
    },
  },
  {
    // en-059, zh-050 (unsafe): a low-sodium salt on spironolactone with cirrhosis and a potassium of 5.4 —
    // the glycyrrhizin low-potassium text (coconut water, bananas) beside the salt warning.
    id: 'cirrhosis-salt-substitute-potassium',
    when: [SALT_SUBSTITUTE],
    for: { all: [CIRRHOSIS, { medicines: ['potassium_sparing_diuretic'], said: HIGH_POTASSIUM_SAID }] },
    notFor: [LOW_POTASSIUM],
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'food_sources',
    notes: ['salt-substitute'],
    compose: cirrhosisSaltText,
    text: {
      zh: join(
        [
          CIRRHOSIS_SALT_SUBSTITUTE.lead.zh,
          CIRRHOSIS_SALT_SUBSTITUTE.body.zh,
          CIRRHOSIS_SALT_SUBSTITUTE.doctor.zh,
        ],
        true,
      ),
      en: join(
        [
          CIRRHOSIS_SALT_SUBSTITUTE.lead.en,
          CIRRHOSIS_SALT_SUBSTITUTE.body.en,
          CIRRHOSIS_SALT_SUBSTITUTE.doctor.en,
        ],
        false,
      ),
    },
    source: {
      ref: `${AASLD_ASCITES_2021}; ${EASL_2018}; Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia (avoid potassium supplements and potassium-containing salt substitutes); Neal B et al. Effect of salt substitution on cardiovascular events and death (SSaSS). N Engl J Med 2021;385:1067–1077 (substitute of 75 % sodium chloride and 25 % potassium chloride; people on potassium-sparing diuretics excluded)`,
      url: 'https://doi.org/10.1002/hep.31884',
    },
  },
  {
    // en-060: "then how do we make food taste like anything? he says it all tastes like paper and just pushes
    // the bowl away" — the potassium-holding medicines' stock text.
    id: 'cirrhosis-low-salt-flavour',
    when: [FLAVOUR],
    unless: [ALCOHOL, SALT_SUBSTITUTE, /苦|\bbitter\b|\bmetallic\b/],
    for: CIRRHOSIS,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    compose: flavourText,
    text: {
      zh: join(
        [FLAVOUR_TEXT.lead.zh, FLAVOUR_TEXT.how.zh, FLAVOUR_TEXT.eating.zh, FLAVOUR_TEXT.close.zh],
        true,
      ),
      en: join(
        [FLAVOUR_TEXT.lead.en, FLAVOUR_TEXT.how.en, FLAVOUR_TEXT.eating.en, FLAVOUR_TEXT.close.en],
        false,
      ),
    },
    source: {
      ref: `Plauth M et al. ESPEN guideline on clinical nutrition in liver disease. Clin Nutr 2019;38:485–521 (no protein restriction; small frequent meals and a late-evening snack; salt restriction must not make food unpalatable); ${AASLD_ASCITES_2021}; ${EASL_2018}`,
      url: 'https://doi.org/10.1016/j.clnu.2018.12.022',
    },
  },
  {
    // zh-068 ("他每天喝一片维C泡腾片…这个里面钠多不多？对腹水有影响没") declined; en-063 (milk thistle, lingzhi
    // spore powder and a fizzy vitamin C, sodium 129) answered without the milk thistle or the tablet's sodium.
    id: 'effervescent-tablet-sodium-limit',
    when: [EFFERVESCENT],
    unless: [ALCOHOL],
    for: {
      conditions: ['cirrhosis', 'heart_failure', 'kidney_disease', 'dialysis', 'hypertension'],
      said: /腹水|肝硬化|心衰|水肿|肾病|透析|高血压|限盐|限钠|低盐|\bascites\b|\bcirrho\w*|\bheart failure\b|\bswelling\b|\bblood pressure\b|\bkidney\b|\bdialysis\b|\blow[- ]salt\b/,
    },
    // During chemoradiotherapy the tablet's antioxidant question leads (rows-dev-cancer-gi.ts).
    notFor: { conditions: ['cancer'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    compose: fizzyText,
    text: {
      zh: join([FIZZY.lead.zh, FIZZY.vitaminC.zh], true),
      en: join([FIZZY.lead.en, FIZZY.vitaminC.en], false),
    },
    source: {
      ref: `George J et al. Association between cardiovascular events and sodium-containing effervescent, dispersible, and soluble drugs: nested case-control study. BMJ 2013;347:f6954; product labels of effervescent vitamin C tablets (sodium per tablet) — amounts cited from memory; ${AASLD_ASCITES_2021}; 中国营养学会. 中国居民膳食营养素参考摄入量（2023版）（维生素C RNI 100 mg/d）; NIH ODS Vitamin C Fact Sheet for Health Professionals (RDA 90 mg men, 75 mg women); NIH LiverTox: Lingzhi (Reishi) and Milk Thistle; Rambaldi A, Jacobs BP, Gluud C. Milk thistle for alcoholic and/or hepatitis B or C virus liver diseases. Cochrane Database Syst Rev 2007;(4):CD003620`,
    },
  },
  {
    // zh-012, en-054: "腹透的人蛋白到底要吃好多嘛？…磷2.05高了，吃肉磷不是更高了？", "albumin 29.5 … how many eggs a day is ok,
    // she is 54kg" — the target, but another person's albumin, sevelamer and a high-potassium line.
    id: 'dialysis-protein-eggs-phosphorus',
    // Peritoneal dialysis, a phosphorus or the eggs said: protein on dialysis asked alone stays with
    // dialysis-protein-low-albumin (rows-round26-unsafe-zh.ts).
    when: [PROTEIN, HOW_MUCH_OR_WHO, PD_PHOSPHORUS_OR_EGGS],
    unless: [
      /蛋白粉|蛋白饮料|骨头汤|汤|尿蛋白|蛋白尿|蛋黄|蛋清|\bproteinuria\b|\bbroth\b|\bsoup\b|\bshakes?\b|\bprotein powders?\b|\byolks?\b|\begg whites?\b/,
    ],
    for: DIALYSIS,
    notFor: TRANSPLANT,
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'how_much_nutrient',
    notes: ['dialysis-protein'],
    compose: dialysisProteinText,
    text: {
      zh: '**透析以后蛋白质要多吃，不是少吃：每天约每公斤体重1.0–1.2克（60公斤约60–72克）。** 透析会带走一部分蛋白质和氨基酸，腹透每天还会从透析液里丢掉一些蛋白质；“肾病要限蛋白”是没透析时的做法。鸡蛋：一天一个整蛋，再加2–3个蛋清（蛋清几乎不含磷）；每顿再有一掌心大小的新鲜鱼、鸡肉、瘦肉或豆腐。血磷高，办法是少吃加工肉、奶酪、可乐和含“磷酸”添加剂的食品，医生开了磷结合剂的每顿随餐吃，而不是少吃蛋白。热量要吃够。吃不够时，请肾病营养师看要不要加透析专用的口服营养补充剂。',
      en: '**On dialysis, eat more protein, not less: about 1.0–1.2 g per kg a day (about 60–72 g at 60 kg).** Dialysis removes some protein and amino acids, and peritoneal dialysis loses some into the bags every day; “limit protein” is the rule before dialysis. Eggs: one whole egg a day plus 2–3 extra egg whites (whites have almost no phosphorus); a palm-sized portion of fresh fish, chicken, lean meat or tofu at each meal. A high phosphorus is handled by cutting processed meats, cheese, cola and foods with phosphate additives and by taking any prescribed phosphate binder with each meal — not by cutting protein. Eat enough energy. If meals fall short, ask the renal dietitian about a dialysis nutrition drink.',
    },
    source: {
      ref: `${KDOQI_2020}, guideline 3.0.2 (maintenance haemodialysis and peritoneal dialysis, metabolically stable: protein 1.0–1.2 g/kg/day), guideline 4 (oral nutritional supplements) and guideline 6 (phosphorus: food sources and additives); 中国慢性肾脏病营养治疗临床实践指南（2021版）（维持性透析：蛋白质1.0–1.2 g/kg/d）；中国食物成分表 标准版 第6版（鸡蛋、蛋清、蛋黄）; Fosrenol (lanthanum carbonate) US prescribing information §2 (chewed with or immediately after meals)`,
    },
  },
  {
    // zh-066, en-053: "福斯利诺…那我下午加餐吃几块饼干、喝杯牛奶也要嚼一片吗", "does she need one for snacks too? like
    // crackers and milk tea in the afternoon. her phos is 2.05" — meal timing only, or bubble-tea sugar.
    id: 'phosphate-binder-with-snacks',
    when: [SNACK, BINDER_FOR_SNACK],
    for: {
      medicines: ['phosphate_binder'],
      said: /磷结合剂|福斯利诺|碳酸镧|司维拉姆|\bfosrenol\b|\blanthanum\b|\bsevelamer\b|\brenvela\b|\bvelphoro\b|\bphosphate binders?\b/,
    },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'medicine_question',
    compose: binderSnackText,
    text: BINDER_SNACK,
    source: {
      ref: `Fosrenol (lanthanum carbonate) US prescribing information §2 (chewed completely, with or immediately after meals); ${KDOQI_2020}, guideline 6 (phosphorus: dietary sources, additives); KDIGO 2017 Clinical Practice Guideline Update for CKD–MBD, 4.1.8 (limit dietary phosphate, consider additives); National Kidney Foundation, Phosphorus and Your CKD Diet (binders with meals and snacks) — cited from memory; 中国食物成分表 标准版 第6版（牛奶）`,
    },
  },
  {
    // en-001, en-002, zh-019: "can i give her Ensure or Boost with her kidneys the way they are?", "ok how many a day
    // tho, she only sips at them", "那Ensure安素那种营养粉能给她冲着喝吗，一天几勺" — a protein cap against the drinks
    // (the plan's "no high-protein supplements") or no scoops.
    id: 'older-kidney-nutrition-drink-sips',
    when: [DRINK_OR_SIPS, HOW_MANY_OR_MAY],
    // Juven, or whether the fluid is all right, is the general drink row's (nutrition-drink-kidney-heart).
    unless: [
      /血糖|\b(blood sugar|glucose)\b|\bto ensure\b|\bensure (that|i|my|she|he|we|you)\b/,
      /\bjuven\b|\bfluid\b|液体|水分/,
      ALCOHOL,
    ],
    for: { all: [OLDER, CKD, FRAIL] },
    notFor: [DIALYSIS, TRANSPLANT, ON_VITAMIN_K_ANTAGONIST],
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    keepsToFluidLimit: true,
    intent: 'product_question',
    notes: ['ckd-protein', 'ckd-protein-yield', 'ckd-potassium'],
    compose: sipsText,
    text: {
      zh: join([SIPS.lead.zh, SIPS.how.zh, SIPS.powder.zh, SIPS.kidney.zh], true),
      en: join([SIPS.lead.en, SIPS.how.en, SIPS.powder.en, SIPS.kidney.en], false),
    },
    source: {
      ref: `${GERIATRIC_ESPEN} (oral nutritional supplements of at least 400 kcal and 30 g protein a day for malnourished older people); EPUAP/NPIAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline (2019), nutrition recommendations; KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, practice points of 3.3.1 (avoid more than 1.3 g/kg/day; higher targets in frail older adults) and §3.10 (potassium); ${ESC_HF_2021}; 雅培安素全营养配方粉标签（6平勺约55.8克加200毫升水）— cited from memory`,
    },
  },
  {
    // zh-001: "…到底听谁的啊？她现在才41公斤，一天吃几个鸡蛋合适" — the pressure-injury target, no eggs.
    id: 'older-kidney-pressure-injury-eggs',
    when: [/鸡蛋|\beggs?\b/, /几个|多少|一天|合适|听谁|\bhow many\b|\ba day\b|\bok\b|\bwho\b/],
    unless: [/蛋白粉|\bprotein powders?\b/],
    // A pressure sore or frailty said in the chat: a CKD plan's own eggs row answers otherwise
    // (ckd-diabetes-protein-eggs, rows-round26-unsafe-zh.ts).
    for: { all: [OLDER, CKD, { said: PRESSURE_OR_FRAIL }] },
    notFor: [DIALYSIS, TRANSPLANT],
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'how_much_nutrient',
    notes: ['ckd-protein', 'ckd-protein-yield'],
    compose: olderEggsText,
    text: {
      zh: join([OLDER_EGGS.lead.zh, OLDER_EGGS.body.zh.replace('{holder}', '')], true),
      en: join([OLDER_EGGS.lead.en, OLDER_EGGS.body.en.replace('{holder}', '')], false),
    },
    source: {
      ref: 'EPUAP/NPIAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline (2019), nutrition recommendations (30–35 kcal/kg/day; 1.25–1.5 g protein/kg/day; oral nutritional supplements); KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, practice points of 3.3.1 (avoid more than 1.3 g/kg/day; higher targets in frail older adults); USDA FoodData Central (egg, whole: about 6 g protein and 70 mg potassium per large egg); 中国食物成分表 标准版 第6版（鸡蛋）',
    },
  },
  {
    // zh-048, en-051, zh-079: bananas and fruit on peritoneal dialysis with a potassium of 3.2, and the
    // low-sodium salt "to top up potassium" — the general low-potassium text, which blamed furosemide.
    id: 'peritoneal-dialysis-low-potassium-fruit',
    when: [
      new RegExp(
        `${POTASSIUM_FOODS.source}|${SALT_SUBSTITUTE.source}|水果|补钾|\\bfruits?\\b|\\bpotassium\\b`,
      ),
    ],
    for: { all: [DIALYSIS, { said: PD_SAID }, LOW_POTASSIUM] },
    notFor: TRANSPLANT,
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'food_sources',
    compose: pdPotassiumText,
    text: {
      zh: join([PD_POTASSIUM.lead.zh, PD_POTASSIUM.amount.zh, PD_POTASSIUM.doctor.zh], true),
      en: join([PD_POTASSIUM.lead.en, PD_POTASSIUM.amount.en, PD_POTASSIUM.doctor.en], false),
    },
    source: {
      ref: `${KDOQI_2020}, guideline 6.4 (dietary potassium adjusted to keep serum potassium in range) and sodium (under 100 mmol, 2.3 g, a day in CKD 3–5D); Zanger R. Hyponatremia and hypokalemia in patients on peritoneal dialysis. Semin Dial 2010;23:575–580 (cited from memory); NICE CKS Hypokalaemia (2023); USDA FoodData Central (banana about 420 mg potassium and 27 g carbohydrate per medium fruit)`,
    },
  },
];
