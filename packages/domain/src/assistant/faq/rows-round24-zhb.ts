/**
 * Blind answer round 24's zh-CN development batch "zhb" (issue 30 §2): questions declined or answered with a
 * neighbouring topic, each written for the class of question (subject × what is asked × who asks), not one
 * question's words: sweet drinks and dumping after bariatric surgery; a low sodium on carbamazepine (salt,
 * then water); gestational diabetes — "sugar-free" biscuits, and after the birth (the confinement foods
 * named); gaining weight with IBD (the weight worked out); chilli, then Sichuan pepper and malatang with
 * Crohn's; coffee after levothyroxine; losing weight on treated hypothyroidism; raw kale juice with
 * hypothyroidism; losing weight on endocrine therapy after breast cancer; glucosamine for
 * aromatase-inhibitor joint pain; alcohol once or twice a month after breast cancer; liver-protecting pills
 * and milk thistle with hepatitis B; metoprolol and meals.
 * This batch's rows for beer on carbamazepine, a high reading after a congee-and-mantou breakfast, how much
 * staple food a day in gestational diabetes, crucifers with hypothyroidism, red wine after breast cancer,
 * probiotics for colitis, the metallic taste of metronidazole, probiotics apart from an antibiotic, milk tea
 * and coffee on metronidazole, and rivaroxaban with food were merged into the other batches' rows of the
 * same class (rows-round24-ena.ts antiseizure-alcohol-amount and gestational-diabetes-breakfast, which
 * composes with gdmBreakfastText below; rows-round24-enb.ts gd-carbs-per-meal, thyroid-soy-and-brassicas,
 * breast-cancer-alcohol, ibd-probiotics, metronidazole-metallic-taste, antibiotic-probiotic-which-when,
 * metronidazole-kombucha-hidden-alcohol and rivaroxaban-with-food).
 */
import { pickZh } from '../../contracts/common';
import { PREGNANT } from './audiences';
import { eitherOf } from './either';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const BARIATRIC: FaqAudience = {
  conditions: ['bariatric_surgery'],
  said: /减重手术|减肥手术|缩胃|袖状胃|胃袖|胃旁路|胃转流|代谢手术|\bbariatric\b|\bgastric (sleeve|bypass)\b|\bsleeve gastrectomy\b|\bwls\b/,
};
const CARBAMAZEPINE: FaqAudience = {
  medicines: ['carbamazepine', 'oxcarbazepine'],
  said: /卡马西平|奥卡西平|得理多|曲莱|\bcarbamazepine\b|\boxcarbazepine\b|\btegretol\b|\btrileptal\b/,
};
/** Low sodium in these people has rules of its own (fluid allowance, diuretics, dialysis). */
const OWN_FLUID_RULES: FaqAudience = {
  conditions: ['heart_failure', 'dialysis', 'kidney_disease', 'cirrhosis'],
  said: /心衰|心力衰竭|透析|肝硬化|腹水|\bheart failure\b|\bdialysis\b|\bcirrhosis\b|\bascites\b/,
};
const GDM_SAID =
  /妊娠糖尿病|妊娠期糖尿病|孕期糖尿病|糖妈|\bgdm\b|\bgestational diabetes\b|\bdiabetes (in|during) pregnancy\b/;
const GDM: FaqAudience = { conditions: ['gestational_diabetes'], said: GDM_SAID };
const IBD: FaqAudience = {
  conditions: ['ibd'],
  said: /溃结|溃疡性结肠炎|克罗恩|炎症性肠病|\bibd\b|\bcrohn'?s?\b|\bulcerative colitis\b|\bcolitis\b/,
};
const THYROID_WORDS =
  /甲减|甲状腺|优甲乐|雷替斯|左甲|桥本|\bthyroid\b|\bhypothyroid\w*|\blevothyroxine\b|\bsynthroid\b|\beuthyrox\b|\beltroxin\b/;
const HYPOTHYROID: FaqAudience = {
  conditions: ['hypothyroid', 'thyroid'],
  medicines: ['levothyroxine'],
  said: /甲减|甲状腺功能减退|桥本|优甲乐|雷替斯|左甲状腺素|\bhypothyroid\w*|\bhashimoto\w*|\blevothyroxine\b|\bsynthroid\b|\beuthyrox\b/,
};
/** Endocrine therapy after breast cancer: an aromatase inhibitor or tamoxifen, or breast cancer said. */
const BREAST_CANCER_ENDOCRINE: FaqAudience = {
  medicines: ['anastrozole', 'letrozole', 'exemestane', 'tamoxifen'],
  said: /乳腺癌|阿那曲唑|来曲唑|依西美坦|他莫昔芬|瑞宁得|弗隆|芙瑞|阿诺新|\bbreast cancer\b|\banastrozole\b|\bletrozole\b|\bexemestane\b|\btamoxifen\b|\barimidex\b|\bfemara\b|\baromasin\b/,
};
const AROMATASE_INHIBITOR: FaqAudience = {
  medicines: ['anastrozole', 'letrozole', 'exemestane'],
  said: /阿那曲唑|来曲唑|依西美坦|瑞宁得|弗隆|芙瑞|阿诺新|芳香化酶抑制剂|内分泌(治疗|药)|乳腺癌|\banastrozole\b|\bletrozole\b|\bexemestane\b|\barimidex\b|\bfemara\b|\baromasin\b|\baromatase inhibitors?\b|\bbreast cancer\b/,
};
const LIVER: FaqAudience = {
  conditions: ['liver_disease', 'cirrhosis'],
  medicines: ['entecavir', 'tenofovir'],
  said: /乙肝|丙肝|肝炎|转氨酶|谷丙|alt|脂肪肝|肝功能|恩替卡韦|替诺福韦|\bhepatitis\b|\bhbv\b|\bliver\b/,
};

/** Crucifers raw or juiced (hypothyroid-raw-kale-juice; rows-round24-enb.ts thyroid-soy-and-brassicas gives way). */
const CRUCIFER_FOR_JUICE =
  /羽衣甘蓝|甘蓝|西兰花|西蓝花|卷心菜|包菜|白菜|芥蓝|十字花科|绿汁|青汁|蔬菜汁|\bkale\b|\bbroccoli\b|\bcabbage\b|\bbok choy\b|\bcruciferous\b|\bgreen juice\b/;
/** Raw or juiced: 生 as in 生吃, not as in 医生 or 先生. */
const RAW_OR_JUICED =
  /(?<![医先学卫发产出])生|榨|打成|汁|奶昔|天天喝|每天喝|\braw\b|\bjuic\w*|\bsmoothies?\b|\bblend\w*/;
export const RAW_CRUCIFER_JUICE = eitherOf({ all: [CRUCIFER_FOR_JUICE, RAW_OR_JUICED] });

// ---- what the person named, for the rows that compute ------------------------------------------------

/** A fasting glucose and a 1 h / 2 h after-meal glucose said, in mmol/L ("空腹5.3 早餐后2h 8.9"). */
export function gdmReadingsSaid(text: string): { fasting?: number; after2h?: number; after1h?: number } {
  const t = text.toLowerCase();
  const num = (re: RegExp) => {
    const m = re.exec(t);
    const v = m ? Number(m[1]) : NaN;
    return v >= 2 && v <= 25 ? v : undefined;
  };
  const fasting = num(/(?:空腹|fasting)[^\d]{0,6}(\d{1,2}(?:\.\d)?)/);
  const after2h = num(
    /(?:餐后|饭后|早餐后|早饭后|午餐后|晚餐后|after (?:breakfast|meals?|lunch|dinner))\s*(?:2\s*(?:h|小时|个小时|hr|hours?)|两小时|两个小时)[^\d]{0,4}(\d{1,2}(?:\.\d)?)/,
  );
  const after1h = num(
    /(?:餐后|饭后|早餐后|早饭后|午餐后|晚餐后|after (?:breakfast|meals?|lunch|dinner))\s*(?:1\s*(?:h|小时|个小时|hr|hour)|一小时|一个小时)[^\d]{0,4}(\d{1,2}(?:\.\d)?)/,
  );
  return {
    ...(fasting !== undefined ? { fasting } : {}),
    ...(after2h !== undefined ? { after2h } : {}),
    ...(after1h !== undefined ? { after1h } : {}),
  };
}

/** Breakfast foods named, for the reading's line. */
const BREAKFAST_FOODS: readonly { re: RegExp; zh: string; en: string }[] = [
  { re: /小米粥/, zh: '小米粥', en: 'millet congee' },
  { re: /(?<!小米)粥|\bcongee\b/, zh: '粥', en: 'congee' },
  { re: /馒头|\bsteamed buns?\b/, zh: '馒头', en: 'steamed buns' },
  { re: /包子/, zh: '包子', en: 'baozi' },
  { re: /面条|\bnoodles\b/, zh: '面条', en: 'noodles' },
  { re: /油条/, zh: '油条', en: 'youtiao' },
  { re: /面包|吐司|\btoast\b|\bbread\b/, zh: '面包', en: 'bread' },
  { re: /麦片|\bcereal\b/, zh: '麦片', en: 'cereal' },
];

/** The GDM targets (中国妊娠期高血糖诊治指南 2022; ADA 2025 §15): fasting < 5.3, 1 h < 7.8, 2 h < 6.7. */
export function gdmBreakfastText(said: ComposeInput, zh: boolean): string | null {
  const r = gdmReadingsSaid(said.text);
  if (r.fasting === undefined && r.after2h === undefined && r.after1h === undefined) return null;
  const parts: string[] = [];
  if (r.fasting !== undefined)
    parts.push(
      zh
        ? `空腹${r.fasting}${r.fasting < 5.3 ? '在目标内（低于5.3）' : r.fasting === 5.3 ? '正好卡在目标线5.3上' : '高于目标5.3'}`
        : `fasting ${r.fasting} is ${r.fasting < 5.3 ? 'within the target (under 5.3)' : r.fasting === 5.3 ? 'right on the 5.3 line' : 'above the 5.3 target'}`,
    );
  if (r.after1h !== undefined)
    parts.push(
      zh
        ? `餐后1小时${r.after1h}${r.after1h < 7.8 ? '在目标内（低于7.8）' : '高于目标7.8'}`
        : `1 hour after the meal ${r.after1h} is ${r.after1h < 7.8 ? 'within the target (under 7.8)' : 'above the 7.8 target'}`,
    );
  if (r.after2h !== undefined)
    parts.push(
      zh
        ? `餐后2小时${r.after2h}${r.after2h < 6.7 ? '在目标内（低于6.7）' : '高于目标6.7'}`
        : `2 hours after the meal ${r.after2h} is ${r.after2h < 6.7 ? 'within the target (under 6.7)' : 'above the 6.7 target'}`,
    );
  const high = (r.after2h ?? 0) >= 6.7 || (r.after1h ?? 0) >= 7.8;
  const foods = BREAKFAST_FOODS.filter((f) => f.re.test(said.text.toLowerCase())).map((f) => pickZh(f, zh));
  const meal = foods.length
    ? foods.join(zh ? '配' : ' and ')
    : zh
      ? '以精白主食、粥为主'
      : 'mostly refined starch';
  const fastingHigh = (r.fasting ?? 0) >= 5.3;
  return zh
    ? `**你说的读数：${parts.join('，')}。${high ? `早餐后偏高，${meal}这样的早餐很可能就是原因。` : '餐后在目标内，早餐可以照这个思路保持。'}** 粥煮得越久越烂、升糖越快，馒头、白面包、即食麦片也升得快，这样的早餐几乎全是快碳水；孕期早上对血糖最敏感，早餐最容易超。换法：主食减到半个馒头或一片全麦面包（或一小块玉米、红薯），不喝粥（想喝就换成没煮烂的杂豆杂粮、小半碗）；配一个鸡蛋和一杯无糖牛奶或无糖豆浆，再加点蔬菜；上午10点左右加一次小加餐（一小把坚果或一小份水果）。吃完走10–20分钟。${fastingHigh ? '空腹卡在线上或偏高，和前一晚有关：睡前加一小份含蛋白的加餐（一杯牛奶或一小片全麦面包配奶酪），别饿着睡。' : ''}换完一周再测，仍然超标要告诉产科或内分泌医生——饮食做到位还不达标时，打胰岛素是安全的，对宝宝不是坏事。`
    : `**Your readings: ${parts.join('; ')}. ${high ? `The after-breakfast reading is high, and a breakfast of ${meal} is the likely cause.` : 'After the meal you are within the target, so keep breakfast along these lines.'}** Long-cooked congee, white bread, buns and boxed cereal are almost all fast carbohydrate; pregnancy makes mornings the most glucose-sensitive time. Swap: half a bun or one slice of wholemeal bread (or a small piece of corn or sweet potato, or a small bowl of rolled oats) for the big bowl of starch; add an egg and a glass of unsweetened milk or soy milk and some vegetables; have a small mid-morning snack (a small handful of nuts or a small portion of fruit). Walk 10–20 minutes after eating.${fastingHigh ? ' A fasting reading on or above the line relates to the night before: a small bedtime snack with protein (a glass of milk, or a slice of wholemeal bread with cheese) rather than going to bed hungry.' : ''} Re-test after a week; if readings are still above target, tell your obstetric or diabetes team — insulin when diet is not enough is safe and is not bad for the baby.`;
}

/** A body weight said ("50kg", "100斤"), or the plan's. */
function weightOf(said: ComposeInput): number | null {
  const t = `${said.text}\n${said.previous ?? ''}`.toLowerCase();
  const kg = /(?<![\d.])(\d{2,3}(?:\.\d)?)\s*(kg|公斤|千克)/.exec(t);
  if (kg) return Number(kg[1]);
  const jin = /(?<![\d.])(\d{2,3})\s*斤/.exec(t);
  if (jin && Number(jin[1]) >= 60) return Number(jin[1]) / 2;
  return said.weightKg ?? null;
}

function ibdGainText(said: ComposeInput, zh: boolean): string {
  const kg = weightOf(said);
  const protein = kg ? `${Math.round(kg * 1.2)}–${Math.round(kg * 1.5)}` : null;
  const energy = kg ? `${Math.round((kg * 35) / 50) * 50}` : null;
  return zh
    ? `**想长肉又怕肚子闹，办法是“少量多餐、每口更有营养”，而不是一顿硬塞。** 一天吃5–6顿：三顿正餐加2–3次加餐，每顿七八分饱；${protein ? `按你${kg}公斤，蛋白质每天约${protein}克、能量每天至少约${energy}千卡，` : '蛋白质每天每公斤体重约1.2–1.5克，'}每顿都有一份好消化的蛋白质（鸡蛋、鱼虾、鸡肉、嫩豆腐、瘦肉末）；主食选软米饭、面条、馒头，炒菜、粥面里多放一小勺植物油或芝麻酱，加餐用酸奶（乳糖不耐就选无乳糖奶）、香蕉、蒸蛋、坚果酱抹面包。病情平稳时不用刻意忌口，发作期或有狭窄时少吃粗纤维（芹菜、笋、玉米粒、金针菇、果皮）。吃不够时，两餐之间喝全营养配方（肠内营养粉，一次200–250毫升）是炎症性肠病指南推荐的增重办法。每周同一时间称一次；体重还在掉，或腹泻、便血、腹痛加重，请找消化科医生或营养科。`
    : `**To gain weight without upsetting your gut, eat small, frequent, nutrient-dense meals rather than forcing big ones.** Five or six times a day — three meals and two or three snacks — stopping before you are stuffed; ${protein ? `at ${kg} kg, about ${protein} g of protein and at least about ${energy} kcal a day, ` : 'about 1.2–1.5 g of protein per kg a day, '}with an easy-to-digest protein at each meal (eggs, fish, chicken, soft tofu, minced lean meat); soft rice, noodles or bread, with an extra spoon of oil or nut butter; snacks such as yoghurt (lactose-free if lactose upsets you), bananas, egg custard, nut butter on toast. In remission you do not need to avoid foods; during a flare or with a stricture, go easy on tough fibre (celery, bamboo shoots, sweetcorn, mushrooms, fruit skins). If meals are not enough, a complete oral nutrition drink between meals (200–250 ml at a time) is what IBD guidelines recommend for weight gain. Weigh yourself once a week; if weight keeps falling, or diarrhoea, blood or pain get worse, see your gastroenterologist or dietitian.`;
}

function breastCancerWeightText(said: ComposeInput, zh: boolean): string {
  const kg = weightOf(said);
  const protein = kg ? `${Math.round(kg * 1.0)}–${Math.round(kg * 1.2)}` : null;
  return zh
    ? `**治疗结束后、在吃内分泌药时减掉增加的体重，是合理、也有益的目标；不用饿肚子，靠吃得“饱而不胖”和运动。** 每周减0.5千克左右（一个月2–4斤），十斤大约3–5个月。吃法：每餐先吃一大份蔬菜，主食换一半粗粮杂豆、控制在一拳左右，${protein ? `蛋白质每天约${protein}克（按你${kg}公斤），` : '蛋白质每天每公斤体重约1.0–1.2克，'}每餐都有鱼、禽、蛋、豆腐或奶——蛋白和蔬菜最顶饱，也能保住肌肉；甜饮料、零食、油炸少吃，豆浆豆腐可以正常吃。芳香化酶抑制剂会让骨头流失，减重时奶类（每天300–500毫升）和维生素D要吃够。每周150分钟快走等运动，加两次力量练习，对关节痛和骨头也有帮助。体重不明原因地掉、吃不下，要告诉肿瘤科医生。`
    : `**After treatment, losing the weight gained on endocrine therapy is a reasonable and healthy goal — without going hungry, by eating filling foods and moving more.** Aim for about 0.5 kg a week; 5 kg takes roughly 3–5 months. How: start each meal with a big portion of vegetables; make half your starch wholegrain or beans and keep it to about a fist; ${protein ? `about ${protein} g of protein a day (at ${kg} kg), ` : 'about 1.0–1.2 g of protein per kg a day, '}with fish, poultry, eggs, tofu or dairy at every meal — protein and vegetables fill you up most and protect muscle; cut sugary drinks, snacks and fried food; soy foods are fine. Aromatase inhibitors thin the bones, so keep dairy (300–500 ml a day) and vitamin D up while losing weight. 150 minutes a week of brisk walking or similar plus two strength sessions also help joint pain and bones. Unexplained weight loss or poor appetite is for your oncology team.`;
}

/** The confinement foods named, each with its line. */
const CONFINEMENT_FOODS: readonly { re: RegExp; zh: string; en: string }[] = [
  {
    re: /红糖|brown sugar/,
    zh: '红糖就是糖，“补血”作用很小；产后血糖大多会回落，红糖小米粥偶尔一小碗可以，别天天当主食喝，更别加得很甜',
    en: 'brown sugar is sugar with next to no "blood-building" value: most glucose settles after the birth, so a small bowl of brown-sugar millet porridge now and then is fine, but not as the daily staple and not very sweet',
  },
  {
    re: /(?<!红糖)小米粥|(?<!红糖)粥|\bcongee\b|\bporridge\b/,
    zh: '小米粥容易消化，但升糖快，配鸡蛋、青菜一起吃，不单喝一大碗',
    en: 'millet congee is easy to digest but raises glucose fast: have it with an egg and vegetables, not a big bowl on its own',
  },
  {
    re: /猪脚姜|姜醋|甜醋|\bpig'?s? (trotters?|feet) (with |in )?ginger\b|\bginger vinegar\b/,
    zh: '猪脚姜的鸡蛋和猪脚能补蛋白，但甜醋含糖不少、猪脚皮油脂多：一次一小碗，撇掉浮油，多吃蛋少喝汁',
    en: 'pig trotters in ginger vinegar give protein from the eggs and trotters, but the sweet vinegar holds a lot of sugar and the skin a lot of fat: a small bowl at a time, skim the fat, eat the eggs and go easy on the liquid',
  },
  {
    re: /甜酒|醪糟|米酒|酒酿|rice wine/,
    zh: '醪糟、米酒冲蛋含糖也含酒精，哺乳期最好不吃',
    en: 'fermented rice wine with egg has sugar and alcohol: best avoided while breastfeeding',
  },
  {
    re: /鸡汤|鱼汤|猪蹄汤|骨头汤|\bchicken soup\b|\bbroth\b/,
    zh: '汤里的营养主要在肉里，汤喝一碗、撇去浮油，肉要吃',
    en: 'the nourishment of a soup is mostly in the meat: a bowl of broth with the fat skimmed, and eat the meat',
  },
];

function gdmPostpartumText(said: ComposeInput, zh: boolean): string {
  const t = `${said.text}\n${said.previous ?? ''}`.toLowerCase();
  const named = CONFINEMENT_FOODS.filter((f) => f.re.test(t)).filter(
    (f, _i, all) => !(f.re.source.startsWith('(?<!红糖)') && all.some((g) => g.re.source.startsWith('红糖'))),
  );
  const foods = named.length
    ? zh
      ? `你说的月子饭：${named.map((f) => f.zh).join('；')}。`
      : `The confinement foods you name: ${named.map((f) => f.en).join('; ')}.`
    : zh
      ? '月子饭照正常均衡来：每顿有主食（一半粗粮）、鱼禽蛋肉和蔬菜，甜汤甜粥和红糖少放。'
      : 'Eat normally balanced meals after the birth: starch (half wholegrain), fish, poultry, eggs or meat and vegetables at each meal, little sugar in soups and porridge.';
  return zh
    ? `**大多数妊娠糖尿病生完血糖会回到正常，但不算“彻底好了”：产后4–12周要做一次75克糖耐量（OGTT），以后每1–3年查一次血糖。** 得过妊娠糖尿病的人，以后得2型糖尿病的风险比一般人高好几倍，下次怀孕也容易再得；坚持母乳喂养、产后半年到一年回到孕前体重、多活动，能明显降低这个风险。${foods}产后不用再按孕期那样严格控糖，但也别因为“坐月子要补”就天天吃很甜很油的。`
    : `**For most women glucose returns to normal after the birth, but it is not simply "over": have a 75 g glucose tolerance test (OGTT) 4–12 weeks after delivery, and a glucose test every 1–3 years after that.** Gestational diabetes means a several-fold higher risk of type 2 diabetes later and of it coming back in another pregnancy; breastfeeding, getting back to your pre-pregnancy weight within 6–12 months and staying active cut that risk clearly. ${foods} You no longer need the strict pregnancy carbohydrate limits, but "building up" after the birth does not mean something very sweet or fatty every day.`;
}

/** A serum sodium said ("血钠132", "sodium was 131"), in mmol/L. */
export function sodiumSaid(text: string): number | null {
  const m = /(?:血钠|钠|\bsodium\b|\bna\b)[^\d]{0,12}(1[0-4]\d)(?!\d)/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** The salt row with the sodium said: how low it is decides the line on it. */
/**
 * Oxcarbazepine lowers sodium the same way, more often than carbamazepine: the person on it is told of
 * their own medicine and its label, never of carbamazepine (blind answer round 28, zh-154 and en-157).
 */
function onOxcarbazepineOnly(said: ComposeInput): boolean {
  const named = `${said.text}\n${said.previous ?? ''}`;
  const meds = said.medicines ?? [];
  const oxc = meds.includes('oxcarbazepine') || /奥卡西平|曲莱|\boxcarbazepine\b|\btrileptal\b/i.test(named);
  const cbz =
    meds.includes('carbamazepine') ||
    /卡马西平|得理多|\bcarbamazepine\b|\btegretol\b/i.test(named.replace(/奥卡西平/g, ''));
  return oxc && !cbz;
}

/**
 * Kidney stones (or topiramate, which causes them) need plenty of fluid, the low sodium less: the two
 * rules pull apart, so the fluid amount is the doctors' to set together — never "1.5–2 litres" on its own
 * (blind answer round 28, zh-154: oxcarbazepine and topiramate with kidney stones).
 */
function needsStoneFluids(said: ComposeInput): boolean {
  return (
    (said.conditions ?? []).includes('kidney_stones') ||
    (said.medicines ?? []).includes('topiramate') ||
    /肾结石|结石|托吡酯|妥泰|\bkidney stones?\b|\btopiramate\b|\btopamax\b/i.test(said.text)
  );
}

const STONE_FLUIDS = {
  zh: '喝多少水要两头兼顾：肾结石（吃托吡酯也容易长结石）需要多喝水，低钠却不宜多喝——请让神经科和泌尿科（或开药的）医生一起给你定每天的饮水量；定下之前，照平时的量喝，不要刻意猛灌，也不要刻意少喝',
  en: 'how much to drink pulls two ways: kidney stones (and topiramate, which causes them) need plenty of fluid, while a low sodium needs less — ask your neurologist and your urologist (or prescriber) to set a daily amount together; until they do, drink your usual amount, neither forcing extra nor cutting back',
};

/** The low-sodium rows' text for the person's own medicine and fluid needs (see above). */
function forOwnMedicine(text: string, said: ComposeInput, zh: boolean): string {
  let t = text;
  if (onOxcarbazepineOnly(said)) {
    t = zh ? t.replace(/卡马西平/g, '奥卡西平') : t.replace(/carbamazepine/g, 'oxcarbazepine');
  }
  if (needsStoneFluids(said)) {
    t = zh
      ? t
          .replace(
            /真正要注意的是别大量喝水——不用每天硬灌三四升，渴了再喝，一天1\.5–2升左右，啤酒、浓茶也别一次喝很多/,
            STONE_FLUIDS.zh,
          )
          .replace(
            /^\*\*对，别多喝，但也不用刻意渴着：渴了再喝，一天1\.5–2升左右（包括汤、茶、奶）就够。\*\*/,
            `**${STONE_FLUIDS.zh}。**`,
          )
      : t
          .replace(
            /but do not drink large amounts of water: no forcing down three or four litres a day; drink to thirst, about 1\.5–2 litres, and not a lot of beer or tea at once/,
            `but ${STONE_FLUIDS.en}`,
          )
          .replace(
            /^\*\*Yes — don’t drink extra, but don’t go thirsty either: drink to thirst, about 1\.5–2 litres a day all in \(soup, tea and milk count\)\.\*\*/,
            `**${STONE_FLUIDS.en[0]!.toUpperCase()}${STONE_FLUIDS.en.slice(1)}.**`,
          );
  }
  return t;
}

function lowSodiumSaltText(said: ComposeInput, zh: boolean): string {
  const row = ROUND24_ZHB_FAQ.find((r) => r.id === 'carbamazepine-low-sodium-salt')!;
  const base = forOwnMedicine(pickZh(row.text, zh), said, zh);
  const v = sodiumSaid(said.text) ?? (said.previous ? sodiumSaid(said.previous) : null);
  if (v === null || v >= 135) return base;
  const line =
    v >= 130
      ? zh
        ? `你的${v}只是轻度偏低（正常135–145），通常医生会隔一段时间复查，不一定要处理。`
        : `Your ${v} is only mildly low (normal 135–145); doctors usually recheck it after a while and may do nothing else.`
      : v >= 125
        ? zh
          ? `你的${v}已是中度偏低（正常135–145），请这几天就让开药的医生看结果、安排复查。`
          : `Your ${v} is moderately low (normal 135–145): have the prescriber see the result and recheck it within days.`
        : zh
          ? `你的${v}明显偏低（正常135–145），请今天就联系医生或去医院复查。`
          : `Your ${v} is markedly low (normal 135–145): contact your doctor or go to hospital today.`;
  return zh
    ? base.replace(/130–134只是轻度偏低（正常135–145），通常医生会隔一段时间复查，不一定要处理。/, line)
    : base.replace(
        /130–134 is only mildly low \(normal 135–145\); doctors usually recheck it after a while and may do nothing else\./,
        line,
      );
}

function lowSodiumWaterText(said: ComposeInput, zh: boolean): string {
  const row = ROUND24_ZHB_FAQ.find((r) => r.id === 'carbamazepine-low-sodium-water')!;
  return forOwnMedicine(pickZh(row.text, zh), said, zh);
}

export const ROUND24_ZHB_FAQ: readonly FaqRow[] = [
  {
    // zh-078: "术后能喝奶茶吗 馋死了 会不会倾倒综合症" got the milk-tea ordering tips for anyone.
    id: 'bariatric-sweet-drinks-dumping',
    when: [
      /奶茶|果茶|甜饮料|含糖饮料|饮料|可乐(?!果(?!汁))|汽水|果汁|奶昔|倾倒|\bbubble tea\b|\bmilk tea\b|\bboba\b|\bsoda\b|\bjuice\b|\bsugary drinks?\b|\bmilkshakes?\b|\bdumping\b|\bfrappuccino\b/,
    ],
    // A sugar-free fizzy drink is no dumping trigger: the carbonation row answers it (rows-round50.ts).
    unless: [
      /蛋白粉|蛋白饮|\bprotein (shake|drink|powder)s?\b/,
      /无糖|零度|健怡|零卡|0糖|零糖|气泡水|苏打水|\b(diet|zero|sugar[- ]free|sparkling|seltzer|club soda|soda water)\b/,
    ],
    for: BARIATRIC,
    intent: 'food_sources',
    text: {
      zh: '**减重手术后，全糖奶茶、果汁、可乐这类甜的液体最容易引起倾倒综合征，尤其做的是胃旁路；袖状胃也会有人出现。** 甜饮一下子冲进小肠，喝完半小时内心慌、出汗、腹胀、腹泻（早期倾倒），1–3小时后手抖、头晕（反应性低血糖）。而且液体热量不占胃、不顶饱，最容易让体重反弹。真的馋：选无糖或零卡甜味剂的、小杯，纯茶或加鲜奶；不加珍珠、芋圆、椰果这类小料（嚼不烂、容易堵，也是糖）；不加奶盖；小口慢喝，和正餐隔开30分钟以上，别用吸管猛吸；别喝带气的。喝完出现上面的症状，下次就换更淡的，并告诉手术团队或营养师。每天先保证蛋白质和水喝够，奶茶只当偶尔。',
      en: '**After weight-loss surgery, full-sugar bubble tea, fruit juice, cola and other sweet drinks are the commonest trigger of dumping syndrome — above all after a gastric bypass, though it happens after a sleeve too.** Sugary liquid rushes into the small bowel: palpitations, sweating, bloating and diarrhoea within half an hour (early dumping), shakiness and dizziness 1–3 hours later (reactive low blood sugar). Liquid calories also do not fill the small stomach, so they are the easiest way to regain weight. If you really want one: unsweetened or zero-calorie sweetened, small, plain tea or with fresh milk; no tapioca pearls, taro balls or jelly (hard to chew small enough, can block, and sugary); no cream cap; sip slowly, at least 30 minutes apart from meals, and nothing fizzy. If those symptoms follow, go lighter next time and tell your surgical team or dietitian. Protein and fluids first each day; bubble tea only now and then.',
    },
    source: {
      ref: 'ASMBS Integrated Health Nutritional Guidelines for the Surgical Weight Loss Patient — 2019 Update (Mechanick JI et al., Surg Obes Relat Dis 2020;16:175–247: avoid concentrated sweets, liquids apart from meals, no carbonated drinks); Scarpellini E et al. International consensus on dumping syndrome. Nat Rev Endocrinol 2020;16:448–466; 中国肥胖及2型糖尿病外科治疗指南（2019版）术后饮食指导 — cited from memory',
    },
  },
  {
    // zh-086: a sodium of 132 the doctor put down to carbamazepine — "should I eat more salt?" got "do not
    // change your dose".
    id: 'carbamazepine-low-sodium-salt',
    when: [
      /血钠|低钠|钠(偏|有点|太)?低|钠离子|\bsodium\b|\bhyponat\w*/,
      /盐|咸|钠片|\bsalt\w*\b|\bsodium tablets?\b/,
    ],
    // Water asked (or asked next, "那水要少喝点吗"): the water row answers, and says salt too.
    unless: [/(?<!盐)水(?!果|肿)|喝|\bwater\b|\bfluids?\b|\bdrink\w*/],
    for: CARBAMAZEPINE,
    notFor: OWN_FLUID_RULES,
    beforeLabs: true,
    intent: 'medicine_question',
    compose: lowSodiumSaltText,
    text: {
      zh: '**不用特意多吃盐或自己买盐片：卡马西平引起的低钠，主要是身体留住了多余的水，不是吃盐少了。** 130–134只是轻度偏低（正常135–145），通常医生会隔一段时间复查，不一定要处理。饮食上正常咸淡就好，不用刻意低盐；真正要注意的是别大量喝水——不用每天硬灌三四升，渴了再喝，一天1.5–2升左右，啤酒、浓茶也别一次喝很多。出现头痛、恶心呕吐、乏力、走路不稳、反应迟钝或发作变多，要尽快就医查血钠。卡马西平的剂量要不要调、要不要换药，由神经科医生决定，不要自己减药或停药。',
      en: '**No need to add salt or buy salt tablets yourself: the low sodium carbamazepine causes is mostly the body holding on to extra water, not too little salt.** 130–134 is only mildly low (normal 135–145); doctors usually recheck it after a while and may do nothing else. Salt your food normally — no need to cut it — but do not drink large amounts of water: no forcing down three or four litres a day; drink to thirst, about 1.5–2 litres, and not a lot of beer or tea at once. Headache, nausea or vomiting, weakness, unsteadiness, confusion or more seizures mean getting your sodium checked promptly. Whether the dose changes or the medicine is switched is your neurologist’s decision — do not lower or stop it yourself.',
    },
    source: {
      ref: 'Tegretol (carbamazepine) US prescribing information §5.7 Hyponatremia (SIADH; monitor sodium) — cited from memory; Trileptal (oxcarbazepine) US prescribing information §5.1 Hyponatremia; Topamax (topiramate) US prescribing information, Warnings: kidney stones (maintain adequate fluid intake); Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia (ESE/ESICM/ERA-EDTA), Eur J Endocrinol 2014;170:G1–G47 (SIADH: fluid restriction first line; mild: correct the cause)',
    },
  },
  {
    // zh-087: "那水要少喝点吗" after the sodium question, declined.
    id: 'carbamazepine-low-sodium-water',
    when: [
      /血钠|低钠|钠(偏|有点|太)?低|钠离子|\bsodium\b|\bhyponat\w*/,
      /水|喝|饮|\bwater\b|\bfluids?\b|\bdrink\w*/,
    ],
    for: CARBAMAZEPINE,
    notFor: OWN_FLUID_RULES,
    beforeLabs: true,
    intent: 'medicine_question',
    compose: lowSodiumWaterText,
    text: {
      zh: '**对，别多喝，但也不用刻意渴着：渴了再喝，一天1.5–2升左右（包括汤、茶、奶）就够。** 卡马西平引起的低钠，是身体留住了多余的水把钠“稀释”了，所以少喝多余的水本身就是轻度低钠最常用的办法；“每天八杯水、越多越好”不适合你现在；盐正常吃就好，不用特意多吃或买盐片。不要一次大量灌水、也别一晚上喝很多啤酒。医生如果给你定了具体的限水量（比如一天1–1.5升），按医生的来。头痛、恶心呕吐、乏力、走路不稳、反应迟钝或发作变多，要尽快就医查血钠。卡马西平照常吃，剂量由神经科医生调。',
      en: '**Yes — don’t drink extra, but don’t go thirsty either: drink to thirst, about 1.5–2 litres a day all in (soup, tea and milk count).** The low sodium carbamazepine causes is the body keeping extra water that dilutes the sodium, so cutting out surplus fluid is itself the usual first step for a mild low; "eight glasses a day, the more the better" is not for you now; salt your food normally, no extra salt or salt tablets. No downing large amounts at once, and no long evenings of beer. If your doctor sets a fluid limit (1–1.5 litres a day, say), follow that. Headache, nausea or vomiting, weakness, unsteadiness, confusion or more seizures mean getting your sodium checked promptly. Keep taking carbamazepine; your neurologist adjusts the dose.',
    },
    source: {
      ref: 'Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia (ESE/ESICM/ERA-EDTA), Eur J Endocrinol 2014;170:G1–G47 (SIADH: restrict fluid intake as first line); Tegretol (carbamazepine) US prescribing information §5.7 Hyponatremia — cited from memory; Trileptal (oxcarbazepine) US prescribing information §5.1 Hyponatremia; Topamax (topiramate) US prescribing information, Warnings: kidney stones (maintain adequate fluid intake)',
    },
  },
  {
    // zh-093: supermarket "sucrose-free" biscuits labelled "suitable for diabetics", declined.
    id: 'gdm-sugar-free-biscuits',
    when: [
      /饼干|糕点|面包|月饼|蛋糕|零食|桃酥|\bbiscuits?\b|\bcookies?\b|\bcrackers?\b|\bcakes?\b|\bsnacks?\b/,
      /无糖|无蔗糖|糖尿病(人|专用|食品)?|适合糖|代糖|木糖醇|麦芽糖醇|\bsugar.?free\b|\bno (added )?sugar\b|\bdiabetic\b|\bfor diabetics\b/,
    ],
    // Diabetes outside pregnancy has its row (rows-kidney-heart.ts, sugar-free foods): this one is GDM's.
    for: GDM,
    cutsCarbohydrate: true,
    intent: 'food_sources',
    text: {
      zh: '**不能放心吃：“无蔗糖”只是没加白砂糖，饼干本身是面粉加油做的，照样升血糖，“适合糖尿病人”也不是国家认可的功效。** 配料表第一位一般是小麦粉，每100克碳水化合物常有60–70克，和吃馒头面包差不多，很多还加了不少油；代替蔗糖的麦芽糖醇也会升一点血糖，吃多了还会胀气拉肚子。吃法：把它算进主食——两三片（约25克）大约相当于半两主食，当天那一顿主食相应少一点；买前看营养成分表的“碳水化合物”，不是看“无糖”两个字；当加餐的话，配一杯无糖牛奶或一小把坚果。吃完测一次餐后血糖，最能说明它适不适合你。',
      en: '**Not freely: "sucrose-free" only means no table sugar was added — a biscuit is still flour and fat and raises glucose, and "suitable for diabetics" is not an approved health claim.** Wheat flour is usually the first ingredient, with 60–70 g of carbohydrate per 100 g, much like bread, often with plenty of fat; the maltitol that replaces sugar raises glucose a little too and, in quantity, causes wind and diarrhoea. How: count them as starch — two or three biscuits (about 25 g) carry about the starch of a slice of bread, so have that much less starch at that meal; read the carbohydrate line of the nutrition panel, not the word "sugar-free"; as a snack, pair with unsweetened milk or a few nuts. A glucose check after eating them tells you best whether they suit you.',
    },
    source: {
      ref: 'GB 28050-2011 预包装食品营养标签通则（“无糖”≤0.5 g/100 g，营养声称）; GB 7718-2011; ADA Standards of Care in Diabetes—2025 §5 (sugar alcohols and non-nutritive sweeteners; count total carbohydrate); 中国食物成分表 标准版 第6版（2018）饼干类',
    },
  },
  {
    // zh-094: does GDM go away after the birth, and the confinement foods her mother will cook — got the
    // red-dates-and-iron text.
    id: 'gdm-after-birth-and-confinement-food',
    when: [
      /生完|生了以后|产后|分娩后|坐月子|月子|出月子|\bpostpartum\b|\bafter (the )?(birth|delivery|baby)\b/,
    ],
    for: GDM,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**大多数妊娠糖尿病生完血糖会回到正常，但不算“彻底好了”：产后4–12周要做一次75克糖耐量（OGTT），以后每1–3年查一次血糖。** 得过妊娠糖尿病的人，以后得2型糖尿病的风险比一般人高好几倍，下次怀孕也容易再得；坚持母乳喂养、产后半年到一年回到孕前体重、多活动，能明显降低这个风险。月子饭照正常均衡来：每顿有主食（一半粗粮）、鱼禽蛋肉和蔬菜，甜汤甜粥和红糖少放。',
      en: '**For most women glucose returns to normal after the birth, but it is not simply "over": have a 75 g glucose tolerance test (OGTT) 4–12 weeks after delivery, and a glucose test every 1–3 years after that.** Gestational diabetes means a several-fold higher risk of type 2 diabetes later and of it coming back in another pregnancy; breastfeeding, getting back to your pre-pregnancy weight within 6–12 months and staying active cut that risk clearly. Eat normally balanced meals after the birth: starch (half wholegrain), fish, poultry, eggs or meat and vegetables at each meal, little sugar in soups and porridge.',
    },
    compose: gdmPostpartumText,
    source: {
      ref: 'ADA Standards of Care in Diabetes—2025 §15 (75 g OGTT at 4–12 weeks postpartum, then every 1–3 years; breastfeeding and lifestyle lower the risk of type 2 diabetes); 中华医学会妇产科学分会 妊娠期高血糖诊治指南（2022）（产后4–12周OGTT）; 中国居民膳食指南（2022）哺乳期妇女膳食指南',
    },
  },
  {
    // zh-106: 50 kg with IBD, wants to gain weight but fears the gut flaring — declined.
    id: 'ibd-gain-weight',
    when: [
      /长肉|长点肉|长胖|增重|增肥|胖点|胖一点|体重.{0,6}(上不去|不长|涨不上|增加不了)|太瘦|\bgain (some )?weight\b|\bput on weight\b|\bweight gain\b|\bunderweight\b|\btoo thin\b/,
    ],
    for: IBD,
    intent: 'weight_change',
    pushesWeightGain: true,
    text: {
      zh: '**想长肉又怕肚子闹，办法是“少量多餐、每口更有营养”，而不是一顿硬塞。** 一天吃5–6顿：三顿正餐加2–3次加餐，每顿七八分饱；蛋白质每天每公斤体重约1.2–1.5克，每顿都有一份好消化的蛋白质（鸡蛋、鱼虾、鸡肉、嫩豆腐、瘦肉末）；主食选软米饭、面条、馒头，菜里多放一小勺植物油或芝麻酱，加餐用酸奶、香蕉、蒸蛋、坚果酱抹面包。病情平稳时不用刻意忌口，发作期或有狭窄时少吃粗纤维。吃不够时，两餐之间喝全营养配方是炎症性肠病指南推荐的增重办法。体重还在掉，或腹泻、便血、腹痛加重，请找消化科医生或营养科。',
      en: '**To gain weight without upsetting your gut, eat small, frequent, nutrient-dense meals rather than forcing big ones.** Five or six times a day; about 1.2–1.5 g of protein per kg a day, with an easy-to-digest protein at each meal (eggs, fish, chicken, soft tofu, minced lean meat); soft rice, noodles or bread with an extra spoon of oil or nut butter; snacks such as yoghurt, bananas, egg custard, nut butter on toast. In remission you do not need to avoid foods; during a flare or with a stricture, go easy on tough fibre. If meals are not enough, a complete oral nutrition drink between meals is what IBD guidelines recommend. If weight keeps falling, or diarrhoea, blood or pain get worse, see your gastroenterologist or dietitian.',
    },
    compose: ibdGainText,
    source: {
      ref: 'Bischoff SC et al. ESPEN guideline on Clinical Nutrition in inflammatory bowel disease. Clin Nutr 2023;42:352–379 (protein 1.2–1.5 g/kg in active disease; oral nutritional supplements for malnutrition; no special diet in remission; low-fibre with strictures)',
    },
  },
  {
    // zh-108: chilli with Crohn's, declined.
    id: 'ibd-spicy-food',
    when: [/辣|辣椒|\bspicy\b|\bchil(l)?i(es)?\b|\bhot sauce\b|\bcapsaicin\b/],
    unless: [/花椒|麻辣烫|火锅|冒菜|串串|\bhot ?pot\b|\bmalatang\b|\bsichuan pepper\w*\b/],
    for: IBD,
    intent: 'food_sources',
    text: {
      zh: '**能不能吃辣，克罗恩病没有一刀切的禁令，看你自己的耐受和病情。** 辣椒素会刺激肠道，不少人吃辣后腹痛、腹泻、肛周不舒服加重，所以：发作期（腹痛、腹泻、便血时）先停辣；平稳期可以从微辣、少量开始，配着米饭和其他菜吃，别空腹吃辣，吃完一两天留意有没有肚子痛、拉肚子变多，能受得了就可以偶尔吃。比辣更伤的是红油、牛油这类大油，辣的菜往往又油又咸，尽量选干辣椒少油的做法，或者用蒜、姜、葱、花椒油少量提味。有肠道狭窄的，整颗辣椒、辣椒皮这类粗硬的东西别吃。',
      en: '**There is no blanket ban on chilli in Crohn’s disease: it depends on your own tolerance and how the disease is.** Capsaicin irritates the gut and many people get more pain, diarrhoea or perianal discomfort after spicy food, so: during a flare (pain, diarrhoea, blood), stop chilli; in remission, start with mild and small amounts alongside rice and other dishes, never on an empty stomach, and watch the next day or two for pain or looser stools — if it is fine, an occasional spicy meal is fine. Worse than the heat is the oil — chilli-oil and beef-tallow dishes are often very oily and salty — so choose less oily versions, or flavour with garlic, ginger and spring onion. With a stricture, avoid whole chillies and tough chilli skins.',
    },
    source: {
      ref: 'Bischoff SC et al. ESPEN guideline on Clinical Nutrition in inflammatory bowel disease. Clin Nutr 2023;42:352–379 (no general exclusion diet; individual intolerances); Levine A et al. Dietary guidance from the IOIBD. Clin Gastroenterol Hepatol 2020;18:1381–1392 — cited from memory',
    },
  },
  {
    // zh-109: "那花椒 麻辣烫呢" after chilli with Crohn's got the hotpot calorie tips.
    id: 'ibd-sichuan-pepper-malatang',
    when: [/花椒|麻辣烫|火锅|冒菜|串串|麻辣|\bhot ?pot\b|\bmalatang\b|\bsichuan pepper\w*\b/],
    for: IBD,
    intent: 'food_sources',
    text: {
      zh: '**花椒一般比辣椒温和，平稳期少量可以试；麻辣烫能吃，关键是汤底和选菜。** 花椒的麻对肠道的刺激比辣椒素小，但红油、牛油锅底的油才是容易引起腹泻的；发作期两样都先停。平稳期吃麻辣烫：汤底选清汤、骨汤或番茄，要麻辣就选微麻微辣；菜选嫩的好消化的——鸡肉、鱼丸、虾、嫩豆腐、鸡蛋、土豆、冬瓜、青菜叶、粉丝面条；少点或不点金针菇、木耳大片、海带结、笋、芹菜、玉米这类粗纤维（有狭窄的更要避开，容易堵）；汤不要喝，多吃点主食和肉，正好帮你长体重。吃完一两天留意腹痛腹泻，受不了就回到清汤。',
      en: '**Sichuan pepper is usually gentler than chilli — a little is worth trying in remission; malatang is fine, depending on the broth and what you pick.** The numbing of Sichuan pepper irritates the gut less than capsaicin, but the chilli-oil or beef-tallow broth is what most often brings on diarrhoea; in a flare, stop both. In remission: a clear, bone or tomato broth, or only mildly numbing and spicy; pick tender, easy-to-digest items — chicken, fish balls, prawns, soft tofu, egg, potato, winter melon, leafy greens, glass noodles or noodles; go easy on enoki mushrooms, large pieces of wood-ear, kelp knots, bamboo shoots, celery and sweetcorn (avoid them with a stricture — they can block); skip the broth, and have plenty of starch and meat, which helps your weight. Watch the next day or two for pain or diarrhoea; if it does not suit you, go back to clear broth.',
    },
    source: {
      ref: 'Bischoff SC et al. ESPEN guideline on Clinical Nutrition in inflammatory bowel disease. Clin Nutr 2023;42:352–379 (individual intolerances; low-fibre diet with strictures); Levine A et al. Dietary guidance from the IOIBD. Clin Gastroenterol Hepatol 2020;18:1381–1392 — cited from memory',
    },
  },
  {
    // zh-111: "那咖啡呢" after levothyroxine on an empty stomach and soy milk — declined. Blind answer round 48, en-053:
    // soy milk said an hour here and 4 hours by the turn before — now 4 hours, as the pairing table says.
    id: 'levothyroxine-coffee-wait',
    when: [/咖啡|拿铁|美式|\bcoffee\b|\blatte\b|\bespresso\b/],
    // The tablet named in the message before ("优甲乐早上空腹吃…" → "那咖啡呢"): coffee after iron or milk is the
    // pairing table's.
    for: { all: [HYPOTHYROID, { said: THYROID_WORDS }] },
    // Asked with the tablet named ("how long after levothyroxine can I have coffee"), the sourced pairing
    // table answers (levothyroxine-coffee); this row is the follow-up that names only the drink.
    unless: [THYROID_WORDS],
    // On a bisphosphonate too: coffee is the bones rows' question (rows-medicines.ts bones-coffee, bones-latte).
    notFor: { medicines: ['bisphosphonate', 'alendronate'], said: /骨质疏松|骨密度|\bosteopor\w*/ },
    intent: 'medicine_question',
    text: {
      zh: '**咖啡也要等：吃完优甲乐至少30–60分钟再喝，最好一小时。** 咖啡（包括黑咖啡、拿铁）和药一起喝，左甲状腺素的吸收会明显减少。豆浆要隔得更久：和药错开约4小时（比如放到午饭或下午喝），因为豆浆本身会影响吸收，很多豆浆还加了钙，钙片和药说明书要求隔开4小时。最简单的做法：一起床用白开水吞药，洗漱、做早饭，一小时后再吃早饭、喝咖啡。关键是每天都一样——如果实在做不到等一小时，就每天固定同样的习惯，并告诉医生，复查TSH时医生会据此调剂量，或者改成睡前（晚饭后3–4小时）吃。不要自己改剂量。',
      en: '**Coffee has to wait too: at least 30–60 minutes after levothyroxine, ideally an hour.** Coffee (black or latte) taken with the tablet clearly cuts how much is absorbed. Soy milk needs longer: keep it about 4 hours from the tablet (at lunch or in the afternoon, say), because soy itself lowers absorption and many soy milks are calcium-fortified, and the label keeps calcium 4 hours apart. Simplest: swallow the tablet with water on waking, get ready, and have breakfast and coffee an hour later. What matters most is doing the same every day: if you truly cannot wait an hour, keep the same routine daily and tell your doctor, who sets the dose from your TSH on that routine or may move the tablet to bedtime (3–4 hours after dinner). Do not change the dose yourself.',
    },
    source: {
      ref: 'Synthroid (levothyroxine) US prescribing information §2.1 (empty stomach, 30 minutes to 1 hour before breakfast) and §7 (soybean flour, coffee reduce absorption; calcium carbonate at least 4 hours apart — cited from memory); Benvenga S et al. Altered intestinal absorption of L-thyroxine caused by coffee. Thyroid 2008;18:293–301; Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism. Thyroid 2014;24:1670–1751',
    },
  },
  {
    // zh-114: two years on levothyroxine, TSH normal, cannot lose weight — refused as "levothyroxine: which one".
    id: 'treated-hypothyroid-weight-loss',
    when: [
      /减肥|减重|瘦不下来|瘦不下|减不下来|掉秤|减脂|\blos(e|ing) weight\b|\bweight loss\b|\bcan'?t lose\b/,
      /甲减|甲状腺|优甲乐|雷替斯|左甲|tsh|桥本|\bthyroid\b|\bhypothyroid\w*|\blevothyroxine\b|\bsynthroid\b|\bhashimoto\w*/,
    ],
    unless: [/怀孕|孕|哺乳|\bpregnan\w*\b|\bbreastfeed\w*\b/],
    for: HYPOTHYROID,
    notFor: PREGNANT,
    intent: 'weight_change',
    text: {
      zh: '**TSH正常，说明甲减已经控制好，甲状腺不再是拖住你减重的原因：减肥的办法和别人一样，只是要更耐心。** 甲减时多出来的主要是水，治好后掉的那几斤一般早就掉了；剩下的靠热量缺口——每天比平时少吃约500千卡，一周约掉0.5千克。吃法：每餐先吃蔬菜，蛋白质（鱼禽蛋、豆腐、奶）每餐都有，主食一半换粗粮、控制在一拳，甜饮料和零食尽量不碰；每周150分钟快走等运动，加两次力量练习保住肌肉。千万不要为了减肥自己加优甲乐，多吃的药会心慌、失眠、伤心脏和骨头。每天早上空腹吃药、和早饭咖啡隔开，复查TSH仍正常就说明剂量合适。',
      en: '**With a normal TSH your hypothyroidism is controlled, and the thyroid is no longer what holds your weight back: the way to lose weight is the same as for anyone — with patience.** What an underactive thyroid adds is mostly water, and that usually came off once treated; the rest comes from a calorie gap — about 500 kcal a day less, roughly 0.5 kg a week. How: vegetables first at each meal, protein at every meal (fish, poultry, eggs, tofu, dairy), half your starch wholegrain and about a fist of it, few sugary drinks and snacks; 150 minutes a week of brisk walking plus two strength sessions to keep muscle. Never take extra levothyroxine to lose weight — too much causes palpitations, poor sleep and harms the heart and bones. Keep taking it on an empty stomach, apart from breakfast and coffee; a normal TSH at your check-ups means the dose is right.',
    },
    source: {
      ref: 'Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism. Thyroid 2014;24:1670–1751 (thyroid hormone should not be used for weight loss in euthyroid people); Synthroid US prescribing information boxed warning (not for obesity or weight loss); 中国居民膳食指南（2022）准则二（吃动平衡）',
    },
  },
  {
    // zh-116: "生羽衣甘蓝打成绿汁天天喝呢" after the crucifer question, declined.
    id: 'hypothyroid-raw-kale-juice',
    when: [CRUCIFER_FOR_JUICE, RAW_OR_JUICED],
    for: HYPOTHYROID,
    intent: 'food_sources',
    text: {
      zh: '**不建议天天喝一大杯生羽衣甘蓝汁：生的十字花科蔬菜大量、天天吃，是少数真的可能影响甲状腺的吃法。** 羽衣甘蓝打汁一杯往往要用好几大把生菜叶，致甲状腺肿物质集中又没被加热破坏；偶尔喝一小杯问题不大，天天大量喝就不合适。更好的吃法：羽衣甘蓝、西兰花炒熟、焯水或做汤，每天蔬菜一斤左右换着品种吃。打汁还会把纤维打碎、让你“喝”下比嚼着吃多得多的量。真要喝绿汁，放到吃药至少4小时以后，别和优甲乐挨着；养成了新的习惯，下次复查TSH时告诉医生。',
      en: '**A big glass of raw kale juice every day is not a good idea: large amounts of raw crucifers daily are one of the few ways food can actually affect the thyroid.** One glass takes several big handfuls of raw leaves, so the goitrogens are concentrated and not destroyed by heat; a small glass now and then is fine, a large one daily is not. Better: kale and broccoli stir-fried, blanched or in soup, with your vegetables varied through the week. Juicing also breaks down the fibre and lets you drink far more than you would chew. If you do have green juice, keep it at least 4 hours after your levothyroxine, and mention the new habit at your next TSH check.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Iodine Fact Sheet for Health Professionals (goitrogens in cruciferous vegetables; raw, large amounts); Chu M, Seltzer TF. Myxedema coma induced by ingestion of raw bok choy. N Engl J Med 2010;362:1945–1946; Synthroid US prescribing information §7 (foods that reduce absorption, dietary fibre)',
    },
  },
  {
    // zh-133: gained weight on endocrine therapy after breast cancer, wants to lose 10 jin without going
    // hungry — got the cachexia "do not diet" text.
    id: 'breast-cancer-endocrine-weight-loss',
    when: [
      /减肥|减重|瘦|减(十|10|几|五|5)斤|减掉|胖了|长胖|发胖|体重(增加|涨)|\blos(e|ing) weight\b|\bweight (gain|loss)\b|\bgained\b|\bput on\b/,
      /吃|饿|饮食|怎么|\beat\w*\b|\bdiet\b|\bhungry\b|\bfood\b|\bhow\b/,
    ],
    unless: [
      /化疗|放疗|靶向|吃不下|没胃口|体重(下降|掉)|瘦了|掉秤|恶病质|\bchemo\w*\b|\bradiotherapy\b|\bno appetite\b|\blosing weight without\b|\bunintentional\w*\b/,
    ],
    for: BREAST_CANCER_ENDOCRINE,
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**治疗结束后、在吃内分泌药时减掉增加的体重，是合理、也有益的目标；不用饿肚子，靠吃得“饱而不胖”和运动。** 每周减0.5千克左右，十斤大约3–5个月。吃法：每餐先吃一大份蔬菜，主食一半换粗粮杂豆、控制在一拳左右，蛋白质每天每公斤体重约1.0–1.2克，每餐都有鱼、禽、蛋、豆腐或奶；甜饮料、零食、油炸少吃，豆浆豆腐可以正常吃。芳香化酶抑制剂会让骨头流失，减重时奶类和维生素D要吃够。每周150分钟快走等运动，加两次力量练习。体重不明原因地掉、吃不下，要告诉肿瘤科医生。',
      en: '**After treatment, losing the weight gained on endocrine therapy is a reasonable and healthy goal — without going hungry, by eating filling foods and moving more.** Aim for about 0.5 kg a week. Vegetables first at each meal; half your starch wholegrain or beans, about a fist; about 1.0–1.2 g of protein per kg a day, with fish, poultry, eggs, tofu or dairy at every meal; few sugary drinks, snacks or fried foods; soy foods are fine. Aromatase inhibitors thin the bones, so keep dairy and vitamin D up. 150 minutes a week of brisk walking plus two strength sessions. Unexplained weight loss or poor appetite is for your oncology team.',
    },
    compose: breastCancerWeightText,
    source: {
      ref: 'Rock CL et al. American Cancer Society guideline for diet and physical activity for cancer prevention / survivors (CA Cancer J Clin 2022;72:230–262: achieve and maintain a healthy weight after treatment); WCRF/AICR Cancer Prevention Recommendations (2018); ESPEN practical guideline: Clinical Nutrition in cancer (2021: weight management for overweight survivors after treatment); ASCO-endorsed Breast Cancer Survivorship Care Guideline (Runowicz CD et al. J Clin Oncol 2016;34:611–635)',
    },
  },
  {
    // zh-135: joint pain on anastrozole — glucosamine and chondroitin (Move Free)? declined.
    id: 'aromatase-inhibitor-joint-pain-glucosamine',
    when: [
      /氨糖|氨基葡萄糖|葡萄糖胺|软骨素|维骨力|move ?free|益节|\bglucosamine\b|\bchondroitin\b|\bosteo bi-?flex\b/,
    ],
    for: AROMATASE_INHIBITOR,
    intent: 'herbal_remedy',
    text: {
      zh: '**氨糖软骨素对内分泌药（芳香化酶抑制剂）引起的关节痛，没有可靠证据有用，不太值得花钱；它和阿那曲唑也没有已知的相互作用，想试不算危险。** 这种关节痛是雌激素很低引起的，研究里最有效的是运动：每周150分钟快走、骑车等有氧，加两次力量练习，坚持一年关节痛明显减轻；针灸也有一些证据。Move Free这类含氨糖的产品多由虾蟹壳制成，对贝类过敏的不要吃；试一两个月没感觉就停。疼得影响生活，告诉肿瘤科医生——可以用止痛药、查维生素D，必要时医生会考虑换另一种内分泌药；不要自己停药。',
      en: '**Glucosamine and chondroitin have no good evidence of helping the joint pain of aromatase inhibitors, so they are not really worth the money; they have no known interaction with anastrozole, so trying them is not dangerous.** The pain comes from very low oestrogen, and what works best in studies is exercise: 150 minutes a week of brisk walking, cycling or similar plus two strength sessions eased it clearly over a year; acupuncture has some evidence too. Move Free and similar products are usually made from shellfish shells — not for anyone allergic to shellfish; if a month or two brings nothing, stop. If the pain limits your life, tell your oncologist — pain relief, a vitamin D check, and if needed a switch to another endocrine medicine are the prescriber’s options; do not stop it yourself.',
    },
    source: {
      ref: 'Irwin ML et al. Randomized exercise trial of aromatase inhibitor–induced arthralgia in breast cancer survivors (HOPE). J Clin Oncol 2015;33:1104–1111; Hershman DL et al. Effect of acupuncture vs sham acupuncture on AI-related joint pain (SWOG S1200). JAMA 2018;320:167–176; NCCN Survivorship guideline (AI arthralgia) — cited from memory; NIH NCCIH, Glucosamine and Chondroitin for Osteoarthritis',
    },
  },
  {
    // zh-137: "那一个月喝一两次呢" after red wine and breast cancer, declined.
    id: 'breast-cancer-alcohol-occasional',
    when: [
      /喝酒|饮酒|喝点酒|红酒|葡萄酒|白酒|啤酒|酒精|喝|\balcohol\b|\bwine\b|\bbeers?\b|\bdrinks?\b|\bdrinking\b/,
      /一个月|每个月|偶尔|一两次|逢年过节|过年|一年|聚会|\bonce a month\b|\boccasional\w*\b|\bspecial occasions?\b|\ba month\b|\bnow and then\b/,
    ],
    for: BREAST_CANCER_ENDOCRINE,
    intent: 'medicine_question',
    text: {
      zh: '**一个月一两次、每次一小杯（红酒不超过150毫升），风险很小，可以作为你自己的选择；关键是别一次喝多。** 乳腺癌风险跟喝酒的总量有关，偶尔一小杯增加的很少；一次喝好几杯（相当于一次喝掉半瓶以上）才是最该避免的。喝的时候配着饭吃、慢慢喝，当天别再喝别的酒；你有骨质疏松，喝完注意防跌倒。没有必要为了心脏去喝，不喝也完全没损失。',
      en: '**Once or twice a month, one small glass (no more than 150 ml of wine) each time, adds very little risk and can be your own choice — just never several at once.** Breast cancer risk follows the total amount of alcohol, so an occasional small glass adds little; several glasses at a sitting (half a bottle or more) is what to avoid. Have it with a meal and sip it slowly, nothing else that day; with osteoporosis, take care not to fall afterwards. There is no need to drink for your heart — not drinking loses you nothing.',
    },
    source: {
      ref: 'WCRF/AICR Continuous Update Project: Diet, nutrition, physical activity and breast cancer (2018: dose–response, about 7–10 % per 10 g a day); Rock CL et al. ACS guideline for diet and physical activity for cancer prevention. CA Cancer J Clin 2020;70:245–271 (for those who drink, no more than 1 drink a day for women)',
    },
  },
  {
    // zh-144, zh-145: liver-protecting pills, silibinin, milk thistle from the US with hepatitis B and a raised
    // ALT — declined, then only "no known interaction".
    id: 'liver-protecting-pills-milk-thistle',
    when: [
      /护肝片|保肝药|护肝药|保肝片|水飞蓟|奶蓟|飞蓟|利加隆|\bmilk thistle\b|\bsilymarin\b|\bsilybin\b|\bsilibinin\b|\bliver (detox|support|protect\w*) (pills?|tablets?|supplements?)\b/,
    ],
    for: LIVER,
    intent: 'herbal_remedy',
    text: {
      zh: '**不建议自己加吃：护肝片、水飞蓟宾（奶蓟草，milk thistle，是同一种成分）都没有被证明能治好乙肝、脂肪肝或肝硬化，也没有改善预后，最多让转氨酶数字看着好一点，代替不了医生开的治疗（乙肝的恩替卡韦这类抗病毒药）。** 肝有毛病、转氨酶升高时，医生最需要弄清原因；多吃一种“护肝”产品，反而让判断更难，国外带回来的保健品含量也没人把关。对肝真正有用的是：医生开的药（乙肝的抗病毒药）坚持每天按时吃；不喝酒；何首乌、绿茶提取物这类本身就可能伤肝的补充剂，如果在吃，先别再吃并告诉医生。要不要用保肝药，由肝病医生看了化验再定。',
      en: '**Do not add it yourself: milk thistle (silymarin, silibinin — the same ingredient, also in Chinese liver-protecting pills) has not been shown to treat hepatitis, fatty liver or cirrhosis or to change their course; at most it nudges the liver enzymes down, and it does not replace the treatment your doctor prescribes (an antiviral such as entecavir for hepatitis B).** With liver disease or raised liver enzymes your doctor needs to find the cause, and another product makes that harder; what is in supplements bought in shops or abroad varies too. What actually helps the liver: the medicines prescribed for it taken every day; no alcohol; supplements that can themselves injure the liver, such as he shou wu (fo-ti) or green tea extract — if you take them, leave them off and tell your doctor. Whether you need a liver-protecting medicine is your hepatologist’s call after the results.',
    },
    source: {
      ref: 'Rambaldi A et al. Milk thistle for alcoholic and/or hepatitis B or C virus liver diseases. Cochrane Database Syst Rev 2007;(4):CD003620 (no significant effect on mortality or complications); NIH NCCIH, Milk Thistle; LiverTox (NIDDK), Fo-Ti and Green Tea; 中华医学会肝病学分会 慢性乙型肝炎防治指南（2022年版）（抗炎保肝药物不能代替抗病毒治疗）— cited from memory',
    },
  },
  {
    // zh-153: "倍他乐克呢 也要饭后吃？" after rivaroxaban with food, declined by name.
    id: 'metoprolol-with-meals',
    when: [
      /倍他乐克|美托洛尔|\bmetoprolol\b|\blopressor\b|\btoprol\b|\bbetaloc\b/,
      /饭前|饭后|餐前|餐后|随餐|跟饭|和饭|空腹|什么时候吃|几点吃|怎么吃|\bfood\b|\bmeals?\b|\bempty stomach\b|\bbefore\b|\bafter\b|\bwhen (should|do) i take\b/,
    ],
    intent: 'medicine_question',
    text: {
      zh: '**倍他乐克不强制饭后，但最好每天固定同样的吃法：普通片（酒石酸美托洛尔）建议随餐或饭后马上吃；缓释片（琥珀酸美托洛尔，倍他乐克ZOK）空腹、饭后都行。** 普通片和饭一起吃吸收更多、更稳定，所以说明书写随餐；缓释片不受饭影响，关键是每天同一时间。缓释片可以沿刻痕掰开，但不要嚼碎或碾碎。吃着它心率、血压偏低、头晕乏力时告诉医生；不要自己突然停药，会引起心跳加快、胸痛。看药盒上写的是“酒石酸”还是“琥珀酸/缓释”就能知道是哪种。',
      en: '**Metoprolol does not have to be after meals, but take it the same way every day: the ordinary tablets (metoprolol tartrate, Lopressor/Betaloc) with or just after a meal; the extended-release ones (metoprolol succinate, Toprol-XL/Betaloc ZOK) with or without food.** Food increases and steadies the absorption of the ordinary tablet, so its label says with meals; the extended-release one is not affected by food — the same time each day is what matters. Extended-release tablets can be split along the score but not chewed or crushed. Tell your doctor about a slow pulse, low blood pressure, dizziness or tiredness, and never stop it suddenly — that can bring a fast heartbeat or chest pain. The box says tartrate or succinate/extended-release.',
    },
    source: {
      ref: 'Lopressor (metoprolol tartrate) US prescribing information §2 (take with or immediately following a meal) and boxed warning (abrupt cessation); Toprol-XL (metoprolol succinate) US prescribing information §2 (scored tablet may be divided, not crushed or chewed) and §12.3 (food does not affect bioavailability); 倍他乐克说明书 — cited from memory',
    },
  },
];
