/**
 * Blind answer round 22's en-US questions answered only in part (issue 30 §2, development data, second
 * batch): the part declined or passed over, a stock text about a neighbour, or the person's own numbers
 * never used — protein at an older age for her weight, tart cherry juice (how much, concentrate or
 * capsules), vinegar shots for bloating, a fortified oat drink's calcium, fenugreek beside
 * sertraline, big calcium and vitamin D pills, nopal on insulin after a low, the cups of coffee said on
 * lithium, supplements and a multivitamin on an MAOI, iron without red meat, fat burners, glucosamine on
 * warfarin, tortillas and carbohydrate a meal on insulin, turmeric on tacrolimus, B12 beside methotrexate's
 * folic acid, sports drinks on lithium, aged and spoiled foods on an MAOI, a uric acid number and how fast
 * diet lowers it, first-trimester weight gain, diet pills on an MAOI, heavy periods and what to eat — each
 * written for the class of question (subject × what is asked × who asks). A hypo kit for the car was merged
 * into rows-round22-zhbad.ts insulin-going-out-what-to-carry.
 */
import {
  GOUT,
  HYPERCALCAEMIA,
  INSULIN_OR_SULFONYLUREA,
  IRON_NOT_WANTED,
  KIDNEY_DISEASE_OR_DIALYSIS,
  LOW_GLUCOSE_SAID,
  MINOR,
  PLANT_BASED,
  PREGNANT,
  LEUKAEMIA_TREATMENT,
  ON_VITAMIN_K_ANTAGONIST,
} from './audiences';
import { countSaid } from '../../units/number-words';
import type { ComposeInput, FaqAudience, FaqRow } from './types';
import { ROUND20_ENPART_FAQ } from './rows-round20-enpart';

const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|奶量|催奶|下奶|\blactation\b|\bbreast ?fe\w*|\bnursing\b|\blactat\w*|\bbreastmilk\b|\bbreast milk\b|\bmilk supply\b|\bsupply\b/;
const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
const IMMUNOSUPPRESSED: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor'],
  said: /移植|他克莫司|环孢素|抗排异|抗排斥|\btransplant\w*\b|\btacrolimus\b|\bprograf\b|\bciclosporin\b|\bcyclosporine\b|\banti-?rejection\b/,
};
const LITHIUM: FaqAudience = { medicines: ['lithium'] };
const MAOI: FaqAudience = {
  medicines: ['maoi'],
  said: /苯乙肼|\bphenelzine\b|\bnardil\b|\btranylcypromine\b|\bparnate\b|\bmaois?\b/,
};
const METHOTREXATE: FaqAudience = {
  medicines: ['methotrexate'],
  said: /甲氨蝶呤|\bmethotrexate\b|\bmtx\b|\btrexall\b|\botrexup\b|\brasuvo\b/,
};
const OLDER: FaqAudience = {
  minAge: 65,
  said: /我这个年纪|这把年纪|上了年纪|老年人|七十多|八十多|\bat my age\b|\bin my (70|80|90)s\b|\bi'?m (6[5-9]|[7-9]\d)\b(?! ?(kg|kilos?|lbs?|pounds?|cm|%|mg|mmol))|\bolder (people|adults|person)\b|\belderly\b/,
};
const DIABETES_ON_INSULIN: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: /胰岛素|\binsulin\b|\blantus\b|\bglargine\b|\bnovolog\b|\bhumalog\b/,
};
const LOWS_RECORDED: FaqAudience = {
  all: [INSULIN_OR_SULFONYLUREA, { lowGlucose: true, said: LOW_GLUCOSE_SAID }],
};

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const NARDIL_PI =
  'Nardil (phenelzine) US prescribing information §4 Contraindications and §5 Warnings (hypertensive crisis: tyramine-rich foods, sympathomimetics, amphetamines and appetite suppressants; serotonin syndrome)';

const NUM = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|[一两二三四五六七八九十])';
/** A number written as a digit or a word ("3 or 4", "four cups"). */
const numberOf = (s: string): number => countSaid(s) ?? NaN;

/** "3 or 4 corn tortillas", "4 cups", "三四个" → [low, high]. */
function countBefore(text: string, noun: string): [number, number] | null {
  const range = new RegExp(`${NUM}\\s*(?:or|to|-|–|或|到|至)?\\s*${NUM}\\s*(?:[a-z-]+\\s+){0,2}${noun}`, 'i');
  const r = range.exec(text);
  if (r) {
    const a = numberOf(r[1]!.toLowerCase());
    const b = numberOf(r[2]!.toLowerCase());
    if (Number.isFinite(a) && Number.isFinite(b) && b > a) return [a, b];
  }
  const one = new RegExp(`${NUM}\\s*(?:[a-z-]+\\s+){0,2}${noun}`, 'i').exec(text);
  if (!one) return null;
  const n = numberOf(one[1]!.toLowerCase());
  return Number.isFinite(n) && n > 0 && n <= 20 ? [n, n] : null;
}
const spanOf = ([a, b]: [number, number], unit = ''): string =>
  a === b ? `${a}${unit}` : `${a}–${b}${unit}`;

// ---- protein at an older age, for her weight -----------------------------------------------------------
const PROTEIN = /蛋白|\bprotein\b|\bprotien\b/;
const HOW_MUCH_PROTEIN =
  /多少|几克|够不够|\bhow (much|many)\b|\bgrams?\b|\bper day\b|\ba day\b|\bshould i (be )?(eat|eating|get|getting|have|having)\b/;

function olderProtein(said: ComposeInput, zh: boolean): string | null {
  const kg = said.weightKg;
  if (typeof kg !== 'number' || kg < 30 || kg > 150) return null;
  const low = Math.round(kg);
  const high = Math.round((kg * 1.2) / 5) * 5;
  const meal = Math.round(low / 3 / 5) * 5;
  return zh
    ? `**按体重${low}公斤算，每天约需${low}–${high}克蛋白质（老年人每公斤体重1.0–1.2克，比年轻人多，不是少）——每顿饭约${meal}克，再加一次含蛋白质的加餐。** ${OLDER_PROTEIN_BODY.zh}`
    : `**At a body weight of ${low} kg, about ${low}–${high} g of protein a day — older people need 1.0–1.2 g per kg, more than younger adults, not less; that is about ${meal} g at each meal plus a protein snack.** ${OLDER_PROTEIN_BODY.en}`;
}
const OLDER_PROTEIN_BODY = {
  zh: '不爱吃肉也完全能吃够，而且这些都软、好咽：一个鸡蛋（蒸蛋羹、炒蛋）约6克；一杯牛奶（250毫升）约8克；一盒酸奶约5–8克；半块嫩豆腐（约150克）约7克；一碗豆浆约7克；一小块清蒸鱼（约80克）约15克；一碗肉末或豆腐粥也能加几克。每顿都有一样，正餐吃不下时，加餐喝一杯牛奶或酸奶。吃饭容易呛的话，选软、湿的做法，坐直慢慢吃。体重还在往下掉，请医生或营养师看看，可能需要口服营养补充剂。',
  en: 'You do not need meat for it, and these are soft and easy to swallow: an egg (scrambled or in a custard) about 6 g; a glass of milk (8 oz, 250 ml) about 8 g; a pot of Greek yogurt 10–15 g; half a cup of cottage cheese about 12 g; 3 oz (85 g) of soft fish such as salmon or cod about 18 g; half a cup of soft tofu or lentil soup about 7–9 g. Have one of these at every meal, and a milky drink or yogurt as a snack when a meal is too much. If food sometimes goes down the wrong way, choose soft, moist forms and sit upright. If you are still losing weight, ask your doctor or a dietitian — a nutrition drink between meals may help.',
};

// ---- tart cherry juice: how much, and concentrate or capsules ---------------------------------------------
const CHERRY = /樱桃|车厘子|\bcherr(y|ies)\b|\bmontmorency\b/;
const CHERRY_JUICE =
  /樱桃(汁|浓缩)|\b(tart )?cherry (juice|concentrate)\b|\bmontmorency\b[^.?!]{0,20}\b(juice|concentrate)\b/;
const DRINK_HOW_MUCH =
  /喝多少|多少毫升|一天多少|每天多少|几杯|几勺|\bhow much\b|\bhow many (ounces|oz|glasses|cups|tablespoons|tbsp|ml)\b|\bdose\b|\bdosage\b|\bper day\b|\ba day\b/;
const CAPSULES = /胶囊|提取物|片剂|\bcapsules?\b|\bcaps\b|\bpills?\b|\bextract\b|\btablets?\b/;
const WHICH_BETTER =
  /哪个|哪种|还是|更好|\bbetter\b|\bwhich\b|\bor\b|\bvs\.?\b|\bversus\b|\binstead\b|\bwork\b|\bsame\b/;

// ---- apple cider vinegar for bloating ----------------------------------------------------------------
const ACV = /苹果醋|\bapple cider vinegar\b|\bacv\b|\bcider vinegar\b/;
const BLOATING =
  /胀气|腹胀|肚子胀|消化|\bbloat\w*\b|\bgas(sy)?\b|\bdigest\w*\b|\bindigestion\b|\bpuffy (belly|stomach)\b/;

// ---- a fortified plant drink's calcium -----------------------------------------------------------------
const PLANT_MILK =
  /燕麦奶|燕麦饮|豆奶|豆浆|杏仁奶|植物奶|\boat ?(milk|drink)\b|\boatly\b|\bsoy ?(milk|drink)\b|\balmond (milk|drink)\b|\bplant (milk|drink)s?\b|\bsilk\b/;
const CALCIUM = /钙|\bcalcium\b/;
const COUNTS_OR_ABSORBED =
  /算不算|算吗|算数|吸收|有用|真的|\bcounts?\b|\babsorb\w*\b|\bactually\b|\breally\b|\bas good as\b|\blegit\b|\bworth\b/;

// ---- fenugreek beside an antidepressant while nursing --------------------------------------------------
const FENUGREEK = /葫芦巴|胡芦巴|\bfenugreek\b|\bmethi\b/;
const WITH_MEDICINE =
  /一起|同时|冲突|相互作用|\bsafe\b|\bwith (my )?(sertraline|zoloft|meds?|medication|medicine|antidepressant)\b|\binteract\w*\b|\bmix\b/;

// ---- big calcium and vitamin D pills ------------------------------------------------------------------
const PILLS_HARD =
  /太大|咽不下|吞不下|难咽|难吞|卡喉咙|\b(so|too) (big|large|huge)\b|\bhuge\b|\bhorse pills?\b|\b(trouble|hard|difficult\w*|problems?) (getting (them|it) down|swallowing (them|it|pills|tablets))\b|\bcan'?t swallow\b|\bgag\w*\b|\bstuck in my throat\b/;
const CALCIUM_OR_D = /钙|维生素 ?d|维d|\bcalcium\b|\bvitamin ?d3?\b|\bvit ?d\b|\bcaltrate\b|\bcitracal\b/;

// ---- nopal capsules on insulin after a low -----------------------------------------------------------
const NOPAL = /仙人掌|\bnopal(es)?\b|\bprickly pear\b|\bopuntia\b|\bcactus\b/;
const TAKE_OR_SAFE =
  /能吃|可以吃|能不能|一起|\bcan i\b|\bsafe\b|\bok(ay)?\b|\btake\b|\bwith my\b|\bsupplements?\b|\bcapsul\w*\b|\bpills?\b/;

const NOPAL_TEXT = {
  zh: '**您的记录里已经有过低血糖（低于3.9毫摩尔/升），所以现在不是加任何“降糖”东西的时候——先请糖尿病团队看看胰岛素剂量。** 仙人掌（nopal）当菜吃没问题：做熟的仙人掌片是很好的低淀粉蔬菜，有小研究发现随早餐吃能让餐后血糖低一些；但仙人掌胶囊和粉的证据弱、结果不一，含量也不统一——如果真有作用，和胰岛素一起反而增加低血糖的风险。别自己开始吃胶囊。随身带葡萄糖片或果汁，血糖低于4毫摩尔/升（70毫克/分升）就吃15–20克快糖，15分钟后复测。',
  en: '**A low (under 3.9 mmol/L, 70 mg/dL) is already on your record, so this is not the time to add anything meant to lower glucose — ask your diabetes team to review your insulin first.** Nopal as food is fine: cooked nopales are a good low-starch vegetable, and small studies found eating them with breakfast lowered the rise in glucose after the meal; but nopal capsules and powders have weak, mixed evidence and no standard strength — and if they do work, on insulin they add to the risk of lows. Do not start the capsules on your own. Keep glucose tablets or juice with you and treat a reading under 4 mmol/L (70 mg/dL) with 15–20 g of fast sugar, rechecking after 15 minutes.',
};

// ---- the cups of coffee said, on lithium -------------------------------------------------------------

/**
 * The cups of coffee said, on lithium (en-121: "I drink about 4 cups of coffee a day" was told "three
 * cups of instant coffee … is not a lot"): the caffeine worked out for them, for lithium-coffee-steady
 * (rows-standard-answers.ts). Null when no count is said; the row's text answers then.
 */
export function lithiumCoffee(said: ComposeInput, zh: boolean): string | null {
  const cups = countBefore(said.text, '(?:杯|cups?|mugs?|shots?)');
  if (!cups) return null;
  const instant = /速溶|雀巢|\binstant\b|\bnescaf\w*/i.test(said.text);
  const shots = /浓缩|\bespresso\b|\bshots?\b/i.test(said.text);
  const per = instant ? 60 : shots ? 65 : 95;
  const total: [number, number] = [cups[0] * per, cups[1] * per];
  const top = total[1];
  const kind = zh
    ? instant
      ? '速溶咖啡'
      : shots
        ? '份浓缩'
        : '现煮咖啡'
    : instant
      ? 'instant coffee'
      : shots
        ? 'espresso shots'
        : 'brewed coffee';
  const cupsText = zh ? `${spanOf(cups)}杯${kind}` : `${spanOf(cups)} cups of ${kind}`;
  const amount = zh ? `约${spanOf(total)}毫克咖啡因` : `about ${spanOf(total)} mg of caffeine`;
  const verdict =
    top > 400
      ? zh
        ? '超过了成年人每天400毫克的一般上限'
        : 'more than the 400 mg a day usually advised for adults'
      : top >= 300
        ? zh
          ? '接近成年人每天400毫克的一般上限，不算少'
          : 'near the top of the 400 mg a day usually advised for adults — not a small amount'
        : zh
          ? '在成年人每天400毫克的一般上限以内'
          : 'within the 400 mg a day usually advised for adults';
  return zh
    ? `**是真的，但影响不大，要紧的是“稳定”：咖啡因让肾脏排锂稍快一些。您说的每天${cupsText}约含${amount.slice(1)}，${verdict}。** 每天量差不多，血锂就稳定，医生调好的剂量就合适；突然多喝很多会让血锂下降，突然戒掉会让血锂升高。所以别某天猛喝、也别突然停；想减就每隔几天少一杯慢慢减，告诉开锂盐的医生，减完稳定后查一次血锂。咖啡因还会加重手抖、影响睡眠——这也是可以和医生商量减量的理由。`
    : `**Yes, it is true, though the effect is modest — what matters is keeping it steady: caffeine makes the kidneys clear lithium a little faster. Your ${cupsText} a day is ${amount}, ${verdict}.** If your daily amount stays about the same, your level stays steady and the dose your psychiatrist set fits it; a sudden large increase can lower the level, and stopping suddenly can raise it. So no big days and no sudden days off; if you want to cut down, drop one cup every few days, tell the doctor who prescribes your lithium, and have a level checked once you have settled. Caffeine can also make a tremor or poor sleep worse — another reason to discuss cutting down.`;
}

// ---- supplements on an MAOI, the multivitamin named ----------------------------------------------------
const MULTIVITAMIN =
  /复合维生素|多种维生素|善存|\bmulti ?-?vitamins?\b|\bcentrum\b|\bone a day\b|\bmultis?\b/;
/** Which other supplements are off limits (a multivitamin alone is maoi-multivitamin-fish-oil's). */
const SUPPLEMENTS_ASKED =
  /哪些.{0,4}(补充剂|保健品)|(补充剂|保健品).{0,6}(不能|要避开|别吃)|别的保健品|其他保健品|\b(any|other|which|what) (other )?supplements\b|\bsupplements (i|to) (can'?t|cannot|shouldn'?t|should not|avoid)\b|\bsupplements? to avoid\b/;

// ---- iron foods without red meat ------------------------------------------------------------------------
const IRON = /铁|贫血|\biron\b|\bferritin\b|\ban(a)?emi\w*/;
const IRON_FOODS =
  /食物|吃什么|哪些|含铁|\bfoods?\b|\bwhat (should i|to|can i) eat\b|\bmost iron\b|\bsources?\b|\bhigh in iron\b|\beat\b/;
/** Red meat named as what is not eaten (someone who eats little meat at all is iron-foods-little-meat's). */
const NO_RED_MEAT =
  /不吃红肉|不怎么吃(红肉|牛肉|猪肉|羊肉)|很少吃(红肉|牛肉|猪肉|羊肉)|不吃(牛肉|猪肉|牛羊肉)|\b(don'?t|do not|never|rarely) (really |much |often )?(eat|like|have) (much |a lot of )?(red meat|beef|pork)\b|\bno red meat\b|\bavoid red meat\b|\bnot much red meat\b|\bnot a (big )?red meat\b|\bcut out red meat\b/;

// ---- fat burners -------------------------------------------------------------------------------------
const FAT_BURNER =
  /燃脂(药|片|胶囊|产品)?|减肥药|减肥胶囊|\bfat ?burners?\b|\bthermogenics?\b|\bdiet pills?\b|\bweight[- ]loss pills?\b|\bslimming pills?\b|\bhydroxycut\b|\blipo ?6\b/;
const WORK_OR_SAFE =
  /有用|有效|管用|安全|伤身|副作用|\bwork\w*\b|\bsafe\b|\bsafety\b|\blegit\b|\bdangerous\b|\bside effects?\b|\beffective\b/;

// ---- glucosamine on warfarin ----------------------------------------------------------------------------
const GLUCOSAMINE = /氨基葡萄糖|葡萄糖胺|氨糖|\bglucosamine\b|\bchondroitin\b|\bcosamin\b|\bosteo bi-?flex\b/;

// ---- tortillas and carbohydrate a meal on insulin ------------------------------------------------------
const TORTILLA = /玉米饼|墨西哥饼|\btortillas?\b/;
const CARBS_A_MEAL =
  /多少碳水|碳水.{0,6}多少|几克碳水|\bhow many carbs\b|\bhow much carb\w*\b|\bcarbs? (per|a|each) meal\b|\bgrams? of carbs?\b|\bcarb (count|limit|goal)\b|\bhow many (should|can) i (have|eat)\b/;

function tortillaCarbs(said: ComposeInput, zh: boolean): string | null {
  const n = countBefore(said.text, '(?:tortillas?|张|个)');
  const flour = /面粉|小麦|\bflour\b/i.test(said.text);
  const per: [number, number] = flour ? [15, 25] : [11, 12];
  const kindEn = flour ? 'flour tortilla (6–8 inch)' : 'corn tortilla (6 inch)';
  const kindZh = flour ? '张面粉玉米饼（15–20厘米）' : '张玉米饼（约15厘米）';
  const opening = n
    ? zh
      ? `您每顿${spanOf(n)}${kindZh.slice(1)}约含碳水${spanOf([n[0] * per[0], n[1] * per[1]])}克`
      : `your ${spanOf(n)} ${flour ? 'flour' : 'corn'} tortillas are about ${spanOf([n[0] * per[0], n[1] * per[1]])} g of it`
    : zh
      ? `一${kindZh}约含碳水${spanOf(per)}克`
      : `one ${kindEn} has about ${spanOf(per)} g`;
  return zh
    ? `**没有人人适用的固定数：很多用胰岛素的成年人先从每顿约45–60克碳水开始，再由糖尿病医生或营养师按血糖调整；${opening}。** 同一顿里的豆子、米饭、土豆、水果和果汁也要算进去（半碗豆子约20克，半碗米饭约22克）。打胰岛素时（尤其有过低血糖的），最要紧的是每天每顿的碳水量差不多稳定——别突然大幅减少；半盘蔬菜（仙人掌、番茄、生菜、西葫芦）、四分之一盘蛋白质（鸡蛋、鱼、鸡肉；豆子既算蛋白质也算主食）配着吃。把血糖记录带给糖尿病团队，让他们按您的实际吃法调整胰岛素。`
    : `**There is no one number for everyone, but many adults on insulin start at about 45–60 g of carbohydrate a meal and adjust with their diabetes team; ${opening}.** Everything starchy or sweet at the same meal counts too: half a cup of beans is about 20 g, half a cup of rice about 22 g, a piece of fruit or a small glass of juice about 15 g. On insulin — all the more if you have had lows — keep the amount about the same at each meal from day to day rather than cutting it suddenly — a sudden cut makes lows more likely. Fill half the plate with non-starchy vegetables (nopales, tomato, lettuce, squash) and a quarter with protein (eggs, fish, chicken; beans count as protein and starch). Take your glucose readings to your diabetes doctor or nurse, who set the insulin to what you actually eat.`;
}

// ---- turmeric on tacrolimus ---------------------------------------------------------------------------
const TURMERIC = /姜黄|\bturmeric\b|\bcurcumin\b|\bmeriva\b/;
const IMMUNE_BOOSTER =
  /提高免疫|增强免疫|增强抵抗力|提高抵抗力|补免疫|接骨木|紫锥菊|灵芝|黄芪|\bimmun(e|ity)\b|\belderberr\w*|\bsambucus\b|\bechinacea\b|\bastragalus\b|\bzicam\b|\bairborne\b/;
const TURMERIC_ON_TACROLIMUS = {
  zh: '**姜黄做菜调味没问题，但吃他克莫司（或环孢素）时不要吃姜黄或姜黄素胶囊：姜黄素会影响代谢这类药的肝酶（CYP3A4）和转运蛋白（P-糖蛋白），已经有吃姜黄后他克莫司浓度升高、损伤移植肾的病例报告。** 胶囊的剂量比咖喱里的多得多，而且保健品含量不统一。已经在吃的话，别自己突然停，告诉移植团队，他们可能会查一次他克莫司（或环孢素）血药浓度。',
  en: '**Turmeric as a spice in cooking is fine, but skip turmeric or curcumin capsules on tacrolimus (or ciclosporin): curcumin affects the liver enzyme (CYP3A4) and the pump (P-glycoprotein) that handle these medicines, and a raised tacrolimus level with harm to the transplanted kidney has been reported after turmeric.** Capsules hold far more than a curry does, and supplement strengths vary. If you already take it, tell your transplant team before changing anything — they may check your tacrolimus (or ciclosporin) level.',
};
const TURMERIC_SOURCE =
  'Nayeri A et al. Acute calcineurin inhibitor nephrotoxicity secondary to turmeric intake: a case report. Transplant Proc 2017;49:198–200; Prograf (tacrolimus) US prescribing information §7 (CYP3A inhibitors raise tacrolimus levels); NIH NCCIH, Turmeric (2020)';
/** Round 20's immune-booster row on anti-rejection medicines: its text follows the turmeric answer. */
const BOOSTERS = ROUND20_ENPART_FAQ.find((r) => r.id === 'immunosuppressed-immune-boosters')!;

// ---- B12 beside methotrexate's folic acid -------------------------------------------------------------
const B12 = /b12|维生素b12|维b12|钴胺|\bcobalamin\b/;
const NEED_EXTRA =
  /要不要|需不需要|需要|也要|还要|额外|\bneed\b|\bextra\b|\btoo\b|\bas well\b|\bshould i\b|\balso\b/;

// ---- sports drinks on lithium --------------------------------------------------------------------------
const SPORTS_DRINK =
  /运动饮料|电解质(水|饮料)|宝矿力|佳得乐|脉动|\bgatorade\b|\bpowerade\b|\bsports? drinks?\b|\belectrolyte (drinks?|water)\b|\bliquid i\.?v\.?\b|\bpedialyte\b|\bbodyarmor\b/;

// ---- aged and spoiled foods on an MAOI ---------------------------------------------------------------
const AGED_OR_SPOILED =
  /陈年|发酵|变质|腐败|放坏|腌制|\baged\b|\bspoil\w*\b|\bfermented\b|\bcured\b|\bgone off\b|\bover-?ripe\b/;

// ---- a uric acid number and how fast diet lowers it ----------------------------------------------------
const URATE = /尿酸|\buric\b|\burate\b/;
const DIET = /饮食|吃|食物|\bdiet\w*\b|\bfoods?\b|\beat\w*\b/;
const FASTEST_OR_LOWER =
  /最快|快点|尽快|降下来|降低|\bfast\w*\b|\bquick\w*\b|\bbring (it )?down\b|\blower\b|\breduce\b|\bget (it )?down\b/;

function urateDiet(said: ComposeInput, zh: boolean): string | null {
  const mg = /(?<![\d.])(\d{1,2}(?:\.\d)?)\s*(mg\/dl|mg)?(?!\d|\.\d)/i.exec(said.text);
  const umol = /(?<![\d.])([3-9]\d{2})\s*(µmol|umol|μmol|微摩尔)?/i.exec(said.text);
  let value: string;
  let gap: string;
  if (umol && Number(umol[1]) >= 360 && Number(umol[1]) <= 900) {
    const v = Number(umol[1]);
    value = zh ? `${v}微摩尔/升` : `${v} µmol/L`;
    gap = zh ? `约${v - 360}微摩尔/升` : `about ${v - 360} µmol/L`;
  } else if (mg && Number(mg[1]) > 6 && Number(mg[1]) <= 15) {
    const v = Number(mg[1]);
    value = zh ? `${v}毫克/分升` : `${v} mg/dL`;
    gap = zh ? `约${(v - 6).toFixed(1)}毫克/分升` : `about ${(v - 6).toFixed(1)} mg/dL`;
  } else return null;
  return zh
    ? `**饮食调整有帮助，但单靠饮食一般只能让尿酸降约0.5–1毫克/分升（30–60微摩尔/升）；从${value}降到目标360微摩尔/升（6毫克/分升）以下要降${gap}，多数人需要降尿酸药（如别嘌醇；已经在吃的，可能要加量），请和医生商量。** ${URATE_DIET_BODY.zh}`
    : `**Diet changes help, but on their own they usually lower uric acid by only about 0.5–1 mg/dL (30–60 µmol/L) — getting from ${value} to under the 6 mg/dL (360 µmol/L) target is a drop of ${gap}, which for most people needs urate-lowering medicine such as allopurinol (or a higher dose, if you already take it) — ask your doctor.** ${URATE_DIET_BODY.en}`;
}
const URATE_DIET_BODY = {
  zh: '效果最大的几件事：先戒啤酒（白酒也要少）；不喝含糖饮料和果汁（果糖升尿酸）；动物内脏、浓肉汤、贝类和沙丁鱼这类少吃，肉每顿一掌心；超重的话慢慢减重（每周0.5公斤左右）——节食、断食反而让尿酸升高、诱发痛风发作；每天喝水2升以上（没有心衰、肾病限水的话）；低脂奶、鸡蛋、蔬菜（包括豆类）都可以吃。医生一般在一年发作2次以上、有痛风石或关节损伤时建议用药；开始用药后每2–5周查一次尿酸，直到达标。',
  en: 'The changes that do most: cut out beer first (spirits too); drop sugary soda and fruit juice (fructose raises uric acid); keep organ meats, rich meat broths, shellfish and sardines or anchovies occasional, and meat to a palm-sized portion; lose weight slowly if you are overweight (about 1 lb, 0.5 kg, a week) — crash diets and fasting raise uric acid and set off flares; drink plenty of water (around 2 litres a day unless a doctor limits your fluids); low-fat dairy, eggs and vegetables (beans included) are fine, and coffee is linked with lower levels. Doctors usually advise starting medicine with two or more flares a year, tophi or joint damage; once started, uric acid is checked every 2–5 weeks until it is under target.',
};

// ---- first-trimester weight gain -----------------------------------------------------------------------
const WEIGHT_GAIN =
  /长胖|胖了|增重|长了|涨了|重了|长多少|长几斤|增加多少|体重增加|\bgain\w*\b|\bput on\b|\bup (\d+(\.\d+)?|one|two|three|four|five|six) ?(lbs?|pounds?|kg|kilos?)\b|\bweight gain\b/;
const FIRST_TRIMESTER =
  /孕早期|头三个月|前三个月|怀孕[一二两三]个月|孕[4-9]周|孕1[0-3]周|\bfirst trimester\b|\b1st trimester\b|\bearly pregnancy\b|\b(week|wk) ([4-9]|1[0-3])\b|\b([4-9]|1[0-3]) (weeks|wks)\b/;

function firstTrimesterGain(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const lb = /(\d+(?:\.\d+)?)\s*(?:lbs?|pounds?)\b/.exec(t);
  const kg = /(\d+(?:\.\d+)?)\s*(?:kg|kilos?|公斤)/.exec(t);
  const jin = /(\d+(?:\.\d+)?)\s*斤/.exec(t);
  const gainKg = lb ? Number(lb[1]) * 0.4536 : kg ? Number(kg[1]) : jin ? Number(jin[1]) / 2 : null;
  if (gainKg === null || !(gainKg > 0) || gainKg > 15) return null;
  const said_ = lb
    ? zh
      ? `${lb[1]}磅（约${gainKg.toFixed(1)}公斤）`
      : `${lb[1]} lb (about ${gainKg.toFixed(1)} kg)`
    : zh
      ? kg
        ? `${kg[1]}公斤`
        : `${jin![1]}斤`
      : `${kg![1]} kg (about ${(gainKg / 0.4536).toFixed(1)} lb)`;
  const within = gainKg <= 2.05;
  const verdict = within
    ? zh
      ? `您已经长了${said_}，在这个范围以内，不用担心。**`
      : `the ${said_} you have gained is within that range — nothing to worry about.**`
    : zh
      ? `您已经长了${said_}，比孕早期一般的增幅多一些：不用节食，下次产检时告诉医生或助产士，接下来按下面每周的速度来。**`
      : `the ${said_} you have gained is a little more than the usual first-trimester gain — no reason to diet, but mention it at your next antenatal visit and aim for the weekly rate below from now on.**`;
  return zh
    ? `${FIRST_TRIMESTER_OPENING.zh}；${verdict}${FIRST_TRIMESTER_BODY.zh}`
    : `${FIRST_TRIMESTER_OPENING.en}; ${verdict} ${FIRST_TRIMESTER_BODY.en}`;
}
const FIRST_TRIMESTER_OPENING = {
  zh: '**孕早期长得很少：整个头三个月一般只增重0–2公斤（0–4斤），恶心呕吐时不长甚至略降也常见',
  en: '**Only a little: the usual gain over the whole first trimester is about 0.5–2 kg (1–4.4 lb), and with nausea many women gain nothing or lose a little',
};
const FIRST_TRIMESTER_BODY = {
  zh: '大部分体重是孕中晚期长的：孕前体重正常的人，从孕中期起每周约增0.37公斤（孕前偏瘦的多一些，超重的少一些），整个孕期一共约8–14公斤。孕早期不需要额外多吃，“一人吃两人补”不对；孕中期每天多约250千卡、孕晚期多约400千卡就够了。不要为了控制体重而节食，每次产检会称体重，增长过快或过慢时医生会告诉您。',
  en: 'Most of the gain comes later: with a normal pre-pregnancy weight, about 1 lb (0.4 kg) a week from the second trimester on (a little more if you started underweight, less if overweight), about 25–35 lb (11.5–16 kg) in all. No extra calories are needed in the first trimester — "eating for two" is a myth; about 340 kcal a day more in the second trimester and 450 in the third is enough. Do not diet to hold your weight down; you are weighed at antenatal visits and will be told if the gain is too fast or too slow.',
};

// ---- diet pills on an MAOI ---------------------------------------------------------------------------
const DIET_PILL =
  /减肥药|减肥胶囊|燃脂|抑制食欲|食欲抑制|\bdiet pills?\b|\bappetite[- ]suppress\w*\b|\bsuppress (my )?appetite\b|\bfat ?burners?\b|\bweight[- ]loss (pills?|supplements?|products?)\b|\bslimming (pills?|tea)\b|\bphentermine\b|\bcontrave\b|\bqsymia\b/;

// ---- heavy periods and what to eat -------------------------------------------------------------------
const PERIODS = /月经|例假|大姨妈|经量|经血|\bperiods?\b|\bmenstrua\w*/;
const WHAT_TO_EAT =
  /吃什么|该吃|多吃|食物|饮食|\bwhat (else )?(should|can|do) i (be )?eat\w*\b|\bwhat (else )?to eat\b|\bfoods?\b|\bdiet\b/;

export const ROUND22_ENPART2_FAQ: readonly FaqRow[] = [
  {
    // en-082 "How much protein should I be eating at my age? I don't care much for meat anymore." — "No —"
    // (the opening of "do I need less?"), a g/kg figure never worked out for her 41 kg, no soft foods.
    id: 'older-protein-own-weight',
    when: [PROTEIN, HOW_MUCH_PROTEIN],
    unless: [
      // "Do I need less", kidneys: older-protein-need's question.
      /少吃|更少|伤肾|肾|\bless\b|\bkidneys?\b|\btoo much\b/,
      /蛋白粉|乳清|\bprotein powder\b|\bwhey\b|\bshakes?\b|安素|\bensure\b|复合维生素|\bmulti ?vitamins?\b/,
      /一个鸡蛋|一杯牛奶|\bin (an?|one) (egg|glass|cup)\b|\bper (scoop|serving)\b/,
    ],
    for: OLDER,
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, MINOR],
    intent: 'how_much_nutrient',
    compose: olderProtein,
    text: {
      zh: `**老年人每天每公斤体重约需1.0–1.2克蛋白质，比年轻人多，不是少：体重45公斤约45–55克，55公斤约55–65克。** ${OLDER_PROTEIN_BODY.zh}`,
      en: `**Older people need about 1.0–1.2 g of protein per kg of body weight a day — more than younger adults, not less: about 45–55 g a day at 45 kg (100 lb), 55–65 g at 55 kg (120 lb).** ${OLDER_PROTEIN_BODY.en}`,
    },
    source: {
      ref: `Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (at least 1.0 g/kg/day); Bauer J et al. PROT-AGE. J Am Med Dir Assoc 2013;14:542–559 (1.0–1.2 g/kg/day); USDA FoodData Central (protein per serving); ${CN_DRIS} 蛋白质`,
    },
  },
  {
    // en-097 "Does tart cherry juice actually work for gout? How much should I drink?" — the evidence, then
    // the stock gout-diet text for "how much".
    id: 'gout-tart-cherry-juice-how-much',
    when: [CHERRY_JUICE, DRINK_HOW_MUCH],
    unless: [CAPSULES],
    for: GOUT,
    notFor: KIDNEY_DISEASE_OR_DIALYSIS,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**证据偏弱——一项观察性研究和几项小型试验，美国风湿病学会2020年痛风指南并不推荐；想试的话，研究用的量很小：酸樱桃浓缩汁每次1汤匙（15毫升）兑水、一天两次，或者不加糖的100%酸樱桃汁一天一小杯（约240毫升）。** 多喝没有更好：一杯酸樱桃汁约含30克糖、约140千卡，果糖本身会升尿酸，所以“樱桃汁饮料”这类加糖的别买；有糖尿病的要算进水果份量。直接吃樱桃也行，一天10–15颗（约半碗）。它降不到尿酸目标：经常发作时，真正把尿酸降到360微摩尔/升以下的是降尿酸药，要和医生商量。',
      en: '**The evidence is weak — one observational study and small pilot trials, and the 2020 American College of Rheumatology gout guideline does not recommend it — but if you want to try, the amount studied is small: about 1 tablespoon (15 ml) of tart cherry concentrate in water twice a day, or one 8 oz (240 ml) glass of unsweetened 100 % tart cherry juice a day.** More is not better: an 8 oz glass has about 30 g of sugar and about 140 kcal, and fructose itself raises uric acid — so skip “cherry juice drinks” with added sugar, and with diabetes count it as a fruit portion. Whole cherries work as well: 10–15 a day (about half a cup). It will not bring uric acid to target: with repeated flares, urate-lowering medicine (such as allopurinol) is what gets it under 6 mg/dL — ask your doctor.',
    },
    source: {
      ref: 'Zhang Y et al. Cherry consumption and decreased risk of recurrent gout attacks. Arthritis Rheum 2012;64:4004–4011; Schlesinger N, Schlesinger M. Pilot studies of cherry juice concentrate for gout flare prophylaxis. J Arthritis 2012;1:101 (1 tablespoon twice daily; cited from memory); FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout; USDA FoodData Central (tart cherry juice)',
    },
  },
  {
    // en-098 "is the concentrate or the capsules better" after tart cherry juice — sweet or tart answered.
    id: 'gout-cherry-concentrate-or-capsules',
    // Cherries said here or in the message before.
    when: [CAPSULES, WHICH_BETTER],
    for: { all: [GOUT, { said: CHERRY }] },
    notFor: KIDNEY_DISEASE_OR_DIALYSIS,
    intent: 'food_sources',
    text: {
      zh: '**两种都没被证明有效；相比之下浓缩汁的依据稍多一点。** 痛风的小型试验用的是酸樱桃浓缩汁（每次1汤匙、15毫升兑水，一天两次）；樱桃提取物胶囊只有观察性研究里的关联（自己报告吃过提取物的人发作少一些），而且保健品的含量没有统一标准，没人核查里面到底有多少。胶囊的好处是没有糖——浓缩汁含果糖，有糖尿病或在减重的要算进去。不管哪种，都代替不了降尿酸药；经常发作请和医生商量。',
      en: '**Neither is proven; the concentrate has a little more behind it.** The small gout trials used tart cherry concentrate (about 1 tablespoon, 15 ml, in water twice a day); cherry extract capsules have only an observational link (people who reported taking cherry extract had fewer flares), and supplement strengths are not standardised or checked, so you cannot be sure what a capsule holds. Capsules do avoid the sugar — concentrate carries fruit sugar (fructose), which counts if you have diabetes or are losing weight. Neither replaces urate-lowering medicine; with repeated flares, ask your doctor about it.',
    },
    source: {
      ref: 'Zhang Y et al. Cherry consumption and decreased risk of recurrent gout attacks. Arthritis Rheum 2012;64:4004–4011 (cherry extract: a similar inverse association); Schlesinger N, Schlesinger M. Pilot studies of cherry juice concentrate for gout flare prophylaxis. J Arthritis 2012;1:101; FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout',
    },
  },
  {
    // en-102 "apple cider vinegar shots before every meal for bloating and her metabolism. Legit or nah?" —
    // belly fat answered, bloating never.
    id: 'apple-cider-vinegar-bloating',
    when: [ACV, BLOATING],
    intent: 'product_question',
    text: {
      zh: '**不太靠谱：没有可靠证据说明苹果醋能缓解胀气或加快代谢。** 醋会让胃排空变慢，胀气、饱胀反而可能更明显（胃轻瘫的人尤其要避免）；“提高代谢、减重”的说法只来自几项小而短的研究，效果很小。每顿饭前一小杯原醋还会腐蚀牙釉质、刺激喉咙和胃。喜欢的话，一汤匙兑一大杯水、随餐喝，喝完漱口。对胀气更有用的是：吃慢一点，少喝碳酸饮料、少嚼口香糖（无糖口香糖里的山梨醇也会产气），豆类、洋葱、小麦这些容易产气的一次别吃太多；如果是肠易激综合征，可以在营养师指导下试低FODMAP饮食。几乎天天胀（一个月超过12天）、伴体重下降或便血，尤其50岁以上女性，要看医生。',
      en: '**Not really legit: there is no good evidence that apple cider vinegar shots ease bloating or speed up metabolism.** Vinegar slows how fast the stomach empties, which can make bloating and fullness worse rather than better (it is avoided with gastroparesis), and the metabolism and weight claims rest on a few small, short trials with tiny effects. A neat shot before every meal also wears tooth enamel and can irritate the throat and stomach — if she likes it, 1 tablespoon in a large glass of water with food, rinsing her mouth after. What helps bloating more: eating slowly, fewer fizzy drinks and less chewing gum (the sorbitol in sugar-free gum makes gas), smaller servings of gassy foods (beans, onions, wheat); if it is IBS, a dietitian can guide a low-FODMAP trial. Bloating on most days (more than 12 a month), or with weight loss or bleeding — especially in a woman over 50 — should be checked by a doctor.',
    },
    source: {
      ref: 'Hlebowicz J et al. Effect of apple cider vinegar on delayed gastric emptying in patients with type 1 diabetes mellitus. BMC Gastroenterol 2007;7:46; Mayo Clinic, Apple cider vinegar for weight loss (expert answers); NICE CG61 Irritable bowel syndrome in adults (2008, updated 2017); NICE NG12 Suspected cancer: recognition and referral (2015), 1.5 (persistent bloating, women 50 and over)',
    },
  },
  {
    // en-106 "Does the calcium in oat milk actually count? The Oatly carton says 350 mg per cup" — the vegan
    // calcium list again, never yes or the carton's 350 mg.
    id: 'fortified-plant-milk-calcium-counts',
    when: [PLANT_MILK, CALCIUM, COUNTS_OR_ABSORBED],
    unless: [/杏仁奶.{0,6}(过敏)|\ballerg\w*\b/],
    notFor: HYPERCALCAEMIA,
    intent: 'food_sources',
    text: {
      zh: '**算：强化钙的燕麦奶、豆奶里加的钙（一般是碳酸钙或磷酸三钙）吸收得和牛奶里的钙差不多（碳酸钙相当，磷酸三钙约为牛奶的四分之三），所以标签上每杯含多少，基本就能算多少。** 两个要注意：钙会沉到盒底，倒之前一定要摇匀；只有“强化钙”的才算——有机款、咖啡师款和自己打的燕麦奶、豆浆往往没加钙，换牌子时看一下标签（每100毫升100毫克以上，就和牛奶差不多）。成年人每天需要800毫克（中国），一天两杯强化植物奶，加上卤水或石膏点的豆腐、深绿叶菜，就能吃到大部分。',
      en: '**Yes, it counts: the calcium added to fortified oat and soy drinks (usually calcium carbonate or tricalcium phosphate) is absorbed about as well as the calcium in cow’s milk — the same for carbonate, about three-quarters as well for tricalcium phosphate — so a cup with 350 mg gives you most of that, more than a cup of milk (about 300 mg).** Two catches: the calcium settles at the bottom, so shake the carton well before every pour; and only fortified kinds count — organic, barista and homemade oat drinks often have none added, so check the label when you switch brands. Adults need about 1,000 mg a day: two cups of a fortified drink plus calcium-set tofu or low-oxalate greens (kale, bok choy) covers most of it.',
    },
    source: {
      ref: 'Zhao Y, Martin BR, Weaver CM. Calcium bioavailability of calcium carbonate fortified soymilk is equivalent to cow’s milk in young women. J Nutr 2005;135:2379–2382; Heaney RP et al. Not all calcium-fortified beverages are equal. J Am Diet Assoc 2005;105:807–809 (settling, tricalcium phosphate ~75 % of milk); NIH ODS Calcium Fact Sheet for Health Professionals (RDA 1,000 mg); 中国居民膳食营养素参考摄入量（2023版）钙',
    },
  },
  {
    // en-109 "I read fenugreek boosts milk supply. Is it safe with sertraline? Any other foods that actually
    // help supply?" — fenugreek's side effects, then sertraline's general diet text; neither question answered.
    id: 'fenugreek-with-antidepressant-nursing',
    when: [FENUGREEK, WITH_MEDICINE],
    for: {
      all: [LACTATING, { medicines: ['sertraline'], said: /舍曲林|\bsertraline\b|\bzoloft\b|\blustral\b/ }],
    },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**葫芦巴和舍曲林之间没有已知的相互作用，一起用不算危险——但葫芦巴多半帮不上什么忙。** 研究少、结果不一，可能让您和宝宝腹泻胀气、身上有枫糖浆味，还会降血糖；对花生、鹰嘴豆过敏的人可能过敏。舍曲林是哺乳期首选的抗抑郁药之一，照常吃。也没有哪种食物被证明能增加奶量：燕麦、催奶饼干、啤酒酵母、茴香喜欢吃可以，但别指望。真正有用的是：24小时喂或吸8–12次、每次尽量排空，多做肌肤接触，请哺乳顾问看看含接；按饥饿感吃够（比孕前每天多约400–500千卡），渴了就喝。觉得奶少或宝宝体重长得慢，找医生或哺乳顾问，医生也会查一查甲状腺等原因。',
      en: '**No interaction between fenugreek and sertraline is known, so taking them together is not unsafe — but fenugreek is unlikely to help much.** The studies are few and mixed, and it can cause diarrhoea and gas in you and the baby, a maple-syrup smell and lower blood sugar; people allergic to peanuts or chickpeas can react. Sertraline is one of the preferred antidepressants while breastfeeding — keep taking it. No food has been shown to raise supply either: oats, lactation cookies, brewer’s yeast and fennel are fine to eat but not a fix. What works: feeding or pumping 8–12 times in 24 hours and emptying the breast well, skin-to-skin, and a lactation consultant checking the latch; eat to hunger (about 330–400 kcal a day more than before pregnancy) and drink to thirst. If your supply seems low or the baby gains slowly, see your doctor or a lactation consultant — the doctor can also check causes such as thyroid problems.',
    },
    source: {
      ref: 'Academy of Breastfeeding Medicine Clinical Protocol #9: galactogogues, second revision 2018. Breastfeed Med 2018;13:307–314; NIH LactMed, Fenugreek (2024) and Sertraline (2024); IOM Dietary Reference Intakes for Energy (2005): +330–400 kcal in lactation; 中国哺乳期妇女膳食指南（2022）',
    },
  },
  {
    // en-110 "Do I need a calcium and vitamin D supplement? The pills are so big I have trouble getting them
    // down." — the plan's calcium line, then "tell me the name of the medicine" for the pill size.
    id: 'calcium-vitamin-d-pills-too-big',
    // "Do I need them" asked beside the pill size: the size alone is calcium-forms-swallowing's
    // (rows-life-stages.ts), "still worth it at 80" older-calcium-vitamin-d-still-worth-it's.
    when: [
      CALCIUM_OR_D,
      PILLS_HARD,
      /要不要|需不需要|需要|该不该|用不用|\bdo i (need|have to)\b|\bshould i (take|be taking|keep)\b|\bneed\b/,
    ],
    // Whether to split or crush them, or which liquid form: the crushing rows' question (round 16 zh-053).
    unless: [
      /太晚|来不及|还有用|还需要|\btoo late\b|\bstill (need|matter|worth|help)\w*\b|\bworth it\b|\bany point\b/,
      /掰|碾|压碎|磨碎|研碎|切开|液体钙|\bcrush\w*|\bsplit\w*|\bcut (them|it) (up|in half)\b|\bbreak (them|it)\b|\bliquid\b|\bapplesauce\b/,
    ],
    for: OLDER,
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, HYPERCALCAEMIA],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**维生素D：多数65岁以上的人需要补，每天15微克（600国际单位，中国2023版参考摄入量），而且有很小的胶囊或滴剂；钙片则不一定要吃——饮食吃够就不用（计划里定了钙剂量的，按计划）。** 比大药片好咽的形式：维生素D滴剂、小软胶囊；钙可以选咀嚼片（很多含维生素D3）、泡腾片或冲剂，溶在水里喝；或者从食物里吃：一杯牛奶约250毫克、一盒酸奶约150毫克、一块卤水豆腐约150毫克，每天2–3份就接近800毫克。药片别自己掰开或碾碎，先问药师哪些可以。药片咽不下有时是吞咽问题的一部分，请告诉医生，可以做个吞咽评估。',
      en: '**Vitamin D: yes for most people over 65 — 10–20 µg (400–800 IU) a day, and it comes as tiny softgels or drops; a calcium tablet only if food falls short (if your plan sets a calcium dose, follow that).** Easier forms than big tablets: vitamin D as liquid drops, a spray or a small softgel; calcium as a chewable tablet (many include vitamin D3), an effervescent tablet or a powder dissolved in water, or from food instead — a glass of milk about 300 mg, a pot of yogurt about 250–300 mg, an ounce of cheese about 200 mg; three servings a day get most people to 1,000–1,200 mg. Do not split or crush a tablet before asking a pharmacist which ones can be. Pills sticking can be part of a swallowing problem, so mention it to your doctor — a swallowing check may help.',
    },
    source: {
      ref: 'NIH ODS Vitamin D Fact Sheet for Health Professionals (RDA 15 µg, 20 µg over 70) and Calcium Fact Sheet (RDA 1,200 mg for women over 50; food sources); UK SACN Vitamin D and Health (2016): 10 µg a day; Bone Health and Osteoporosis Foundation, Clinician’s Guide (2022): calcium from food first; 中国居民膳食营养素参考摄入量（2023版）65岁以上维生素D 15 µg、钙 800 mg',
    },
  },
  {
    // en-114 "mi prima en Mexico me manda capsulas de nopal y tambien dicen que cinnamon baja el azucar" — the
    // herb row's text about bitter melon, the nopal never named.
    id: 'nopal-capsules-after-low',
    when: [
      NOPAL,
      /胶囊|粉|片|\bcapsul\w*|\bpills?\b|\bpowders?\b|\bsupplements?\b|\btablets?\b|\bextract\b/,
      TAKE_OR_SAFE,
    ],
    for: LOWS_RECORDED,
    notFor: PREGNANT,
    intent: 'medicine_question',
    compose: (said, zh) => {
      const cinnamon = /肉桂|\bcinnamon\b|\bcanela\b/i.test(`${said.text}`);
      if (!cinnamon) return null;
      return zh
        ? `${NOPAL_TEXT.zh} 肉桂也一样：降糖证据弱、不一致，桂皮（中国肉桂）胶囊里的香豆素大量吃还伤肝；菜里撒一点没问题。`
        : `${NOPAL_TEXT.en} The same goes for cinnamon: the evidence that it lowers glucose is weak and inconsistent, and cassia cinnamon capsules carry coumarin, which can harm the liver in large amounts — a sprinkle on food is fine.`;
    },
    text: NOPAL_TEXT,
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025 §5 (no clear benefit of herbal supplements) and §6 (hypoglycaemia: treat with 15–20 g glucose, recheck after 15 minutes; re-evaluate the regimen); López-Romero P et al. The effect of nopal (Opuntia ficus indica) on postprandial blood glucose… in patients with type 2 diabetes after two different composition breakfasts. J Acad Nutr Diet 2014;114:1811–1818; NCCIH, Prickly pear cactus and Cinnamon (Herbs at a Glance, 2020)',
    },
  },
  {
    // en-123 "I take a multivitamin and I was thinking about adding L-tyrosine for energy. Are there
    // supplements I can't take with Nardil?" — tyrosine answered, the multivitamin declined.
    id: 'maoi-supplements-and-multivitamin',
    when: [MULTIVITAMIN, SUPPLEMENTS_ASKED],
    for: MAOI,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**普通的复合维生素矿物质片和苯乙肼这类单胺氧化酶抑制剂一起吃没问题；要避开的是会升血压或升血清素的补充剂。** 不要吃：酪氨酸、苯丙氨酸、色氨酸、5-羟色氨酸（5-HTP）、SAMe；圣约翰草、人参；所谓“提神、健身前、减肥、提高专注力”的产品——里面常有咖啡因、瓜拉纳、苦橙（辛弗林）、麻黄、育亨宾；含啤酒酵母或酵母提取物的产品（含酪胺）。感冒药也要小心：含伪麻黄碱、去氧肾上腺素或右美沙芬的都不能用。复合维生素如果加了草药或“能量配方”，买之前把标签给药师看。觉得没精神，请和开药的精神科医生谈。',
      en: "**A plain multivitamin-and-mineral tablet is fine with an MAOI such as Nardil (phenelzine); the supplements to avoid are those that raise blood pressure or serotonin.** Do not take: L-tyrosine, phenylalanine (DL-phenylalanine), tryptophan, 5-HTP or SAMe; St John's wort or ginseng; “energy”, pre-workout, weight-loss and focus products, which often contain caffeine, guarana, bitter orange (synephrine), ephedra or yohimbe; products with brewer’s yeast or yeast extract (tyramine). Cold and cough medicines too: nothing with pseudoephedrine, phenylephrine or dextromethorphan. If a multivitamin adds herbs or an “energy blend”, show the label to your pharmacist before buying. For low energy, talk to the psychiatrist who prescribes it.",
    },
    source: {
      ref: `${NARDIL_PI}; Stockley’s Drug Interactions (Pharmaceutical Press), MAOIs + tryptophan, + tyrosine, + St John’s wort, + sympathomimetics; NIH NCCIH, St. John’s Wort (2020)`,
    },
  },
  {
    // en-126 "What foods have the most iron? I don't really eat red meat but I love lentils and dal." — the
    // vegetarian text (she eats fish and chicken) and "ask for a test" to a diagnosed anaemia.
    id: 'iron-foods-without-red-meat',
    when: [IRON, IRON_FOODS, NO_RED_MEAT],
    unless: [/铁锅|\bcast iron\b/],
    notFor: [PLANT_BASED, ...IRON_NOT_WANTED],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**不吃红肉也能吃到好吸收的铁：鸡鸭（尤其腿肉）、鱼和贝类（蛤蜊、牡蛎、青口、沙丁鱼）里的是血红素铁；扁豆、豆类也是好来源，配维生素C吃吸收更好。** 大致含量：一碗煮熟的扁豆（约200克）约6–7毫克；牡蛎或青口85克约5–8毫克；沙丁鱼85克约2.5毫克；鸭肉、鸡腿肉85克约1–2毫克；半块北豆腐约3毫克；强化早餐谷物每份可达8–18毫克。同一顿里有一点鱼或鸡肉，还能让扁豆里的铁吸收得更多；配番茄、青椒、橙子等富含维生素C的食物，茶和咖啡隔开1–2小时。如果已经查出缺铁性贫血，光靠吃很难补回来——需要医生开铁剂（一般吃到血红蛋白正常后再吃约3个月），并按时复查。',
      en: '**Without red meat, the best-absorbed (haem) iron comes from poultry (dark meat most), fish and shellfish — oysters, mussels, clams, sardines; lentils and dal are good plant sources too, absorbed better with vitamin C.** Rough amounts: a cup of cooked lentils about 6.5 mg; 3 oz (85 g) of oysters or mussels about 5–8 mg; 3 oz of sardines about 2.5 mg; 3 oz of dark-meat chicken or turkey about 1–2 mg; half a cup of firm tofu about 3 mg; a serving of fortified breakfast cereal up to 8–18 mg. A little fish or chicken in the same meal also helps you absorb more of the iron in dal; add vitamin C foods (tomato, peppers, citrus) and keep tea and coffee 1–2 hours from meals. If you have been told you have iron-deficiency anaemia, food alone rarely refills your stores — it needs an iron supplement at the dose your doctor sets (usually for about 3 months after your haemoglobin is back to normal) and a follow-up blood test.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (2024): food sources, haem iron and enhancement of non-haem iron by meat, fish and vitamin C; USDA FoodData Central; British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults (Gut 2021;70:2030–2051): oral iron continued for about 3 months after haemoglobin normalises',
    },
  },
  {
    // en-132 "The guy at GNC recommended a fat burner with green tea extract and some other stuff in it. Do
    // those work? Are they safe for a 45 yr old guy?" — green tea only, and a line for teenagers.
    id: 'fat-burner-blends',
    when: [FAT_BURNER, WORK_OR_SAFE],
    // Slimming and fat-burner teas are slimming-teas' (rows-everyday.ts).
    // Slimming teas are slimming-teas' (rows-everyday.ts); L-carnitine and "worth it before summer" the
    // L-carnitine and diet-pill row's (rows-round20-enbad.ts, review Z5).
    unless: [
      /(减肥|燃脂|排毒|瘦身|刮油)茶|\b(fat[- ]?burn(er|ing)?|slimming|detox|diet|skinny) teas?\b/,
      /肉碱|\bcarnitine\b/,
    ],
    notFor: [MINOR, MAOI, PREGNANT, LACTATING],
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**燃脂产品对体重作用很小，而配方里的“其他成分”才是主要的安全问题。** 常见成分：咖啡因（一份常有200–400毫克，相当于2–4杯咖啡）、绿茶提取物、苦橙（辛弗林）、育亨宾、藤黄果、覆盆子酮、辣椒素。试验里几个月最多多减一两斤。风险：兴奋剂让心跳加快、血压升高、焦虑失眠，还可能诱发心律失常；浓缩绿茶提取物和藤黄果与肝损伤有关；监管部门还多次查出燃脂产品里偷加西布曲明等违禁药。有高血压、心脏病、心律问题或在吃任何药的人，别用；要用的话，把它的咖啡因算进每天400毫克以内，别和健身前饮品（预锻炼粉）、功能饮料叠着用（它们通常也含咖啡因），绿茶提取物随餐吃。真想用药帮助减重，请医生评估处方减重药是否适合您；饮食、运动、睡眠才是基础。',
      en: '**Fat burners do little for weight, and the “other stuff” in the blend is the main safety worry.** Typical ingredients: caffeine (often 200–400 mg a serving — two to four cups of coffee), green tea extract, bitter orange (synephrine), yohimbine, garcinia, raspberry ketones, capsaicin. In trials they add at most a pound or two of loss over months. The risks: a racing heart, higher blood pressure, anxiety and poor sleep from the stimulants, occasionally heart-rhythm problems; liver injury from concentrated green tea extract and garcinia; and the FDA keeps finding “fat burners” with hidden drugs such as sibutramine. Skip them if you have high blood pressure, a heart condition or rhythm problem, or take any medicines; if you try one anyway, count its caffeine toward a 400 mg daily total, do not stack it with a pre-workout or energy drink (they usually carry caffeine too, and together easily pass 400 mg), and take green tea extract only with food. If you want medicine to help with weight, your doctor can judge whether a prescription weight-loss medicine suits you; food, activity and sleep stay the base.',
    },
    source: {
      ref: 'NIH ODS, Dietary Supplements for Weight Loss — Fact Sheet for Health Professionals (2022): caffeine, green tea, bitter orange, yohimbe, garcinia, raspberry ketone; US FDA, Tainted Weight Loss Products (hidden sibutramine); NIH LiverTox, Green tea (2024) and Garcinia cambogia (2024); US FDA, Spilling the Beans (2024): 400 mg caffeine a day',
    },
  },
  {
    // en-140 "what about glucosamine instead" after turmeric capsules on warfarin, for the knees — the
    // interaction line only, soft, and nothing on whether it helps knees.
    id: 'glucosamine-on-warfarin',
    when: [GLUCOSAMINE],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'herbal_remedy',
    text: {
      zh: '**在吃华法林时，氨糖也不是安全的替代品：有氨糖（单用或加软骨素）后INR升高、出血的报告，很多抗凝门诊建议不要吃——而且它对膝盖的作用很小。** 英国NICE 2022年骨关节炎指南建议不要用氨糖，美国风湿病学会也不推荐，试验里和安慰剂差不多。对膝盖更有用的是：练大腿肌肉、保持活动、超重的话减点体重；止痛药要先问抗凝门诊或医生——布洛芬、萘普生这类止痛药在吃华法林时会增加出血风险，不要自己吃。如果还是决定吃氨糖，先告诉抗凝门诊，开始后一周左右查一次INR。',
      en: '**Glucosamine is not a safe swap on warfarin either: raised INRs and bleeding have been reported with glucosamine (with or without chondroitin), and many anticoagulation clinics advise avoiding it — and for knees it does little.** The NICE 2022 osteoarthritis guideline says not to offer glucosamine, and the American College of Rheumatology advises against it: in trials it does about as well as a placebo. What helps knees more: muscle-strengthening exercise, staying active and losing weight if you are overweight; for pain, ask your anticoagulation clinic or doctor first — anti-inflammatory painkillers such as ibuprofen or naproxen raise bleeding risk on warfarin, so do not take them on your own. If you still decide to take glucosamine, tell the clinic first and have your INR checked within about a week of starting.',
    },
    source: {
      ref: 'Stockley’s Drug Interactions (Pharmaceutical Press), Warfarin + Glucosamine; Knudsen JF, Sokol GH. Potential glucosamine-warfarin interaction resulting in increased INR. Pharmacotherapy 2008;28:540–548; NICE NG226 Osteoarthritis in over 16s (2022), 1.5 (do not offer glucosamine); Kolasinski SL et al. 2019 ACR/Arthritis Foundation Guideline for osteoarthritis of the hand, hip and knee',
    },
  },
  {
    // en-141 "How many carbs should I have per meal? I eat tortillas with every meal, usually 3 or 4 corn
    // tortillas" — roti and rice, and no figure.
    id: 'tortillas-carbs-a-meal-on-insulin',
    when: [TORTILLA, CARBS_A_MEAL],
    for: DIABETES_ON_INSULIN,
    notFor: [PREGNANT, MINOR],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: tortillaCarbs,
    text: { zh: tortillaCarbs({ text: '' }, true)!, en: tortillaCarbs({ text: '' }, false)! },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5 (no single ideal carbohydrate amount; consistent carbohydrate with fixed insulin doses) and §6 (hypoglycaemia); American Diabetes Association, Carb counting (diabetes.org: a starting point of about 45–60 g a meal; cited from memory); USDA FoodData Central (corn tortilla, 6 inch, about 11–12 g carbohydrate)',
    },
  },
  {
    // en-144 "Are turmeric or echinacea safe with my anti-rejection meds? I want to boost my immune system
    // before flu season." — echinacea answered, turmeric declined ("no reliable rule"). Both asked: the
    // turmeric answer, then the immune-booster row's.
    id: 'turmeric-and-immune-boosters-on-tacrolimus',
    when: [TURMERIC, IMMUNE_BOOSTER],
    unless: [/华法林|醋硝香豆素|新抗凝|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b/],
    for: IMMUNOSUPPRESSED,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: `${TURMERIC_ON_TACROLIMUS.zh}\n\n${BOOSTERS.text.zh}`,
      en: `${TURMERIC_ON_TACROLIMUS.en}\n\n${BOOSTERS.text.en}`,
    },
    source: { ref: `${TURMERIC_SOURCE}; ${BOOSTERS.source.ref}` },
  },
  {
    // Turmeric alone on tacrolimus (en-144's declined part, asked on its own).
    id: 'turmeric-on-tacrolimus',
    when: [TURMERIC],
    unless: [/华法林|醋硝香豆素|新抗凝|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b/],
    for: IMMUNOSUPPRESSED,
    intent: 'herbal_remedy',
    text: TURMERIC_ON_TACROLIMUS,
    source: { ref: TURMERIC_SOURCE },
  },
  {
    // en-146 "do i need extra B12 too or just the folate" after folic acid on methotrexate — the plan's B12
    // figures, then "which one to choose … I have no reliable rule".
    id: 'b12-beside-methotrexate-folate',
    when: [B12, NEED_EXTRA],
    unless: [/打针|注射|\binjections?\b|\bshots?\b/],
    for: METHOTREXATE,
    intent: 'how_much_nutrient',
    text: {
      zh: '**一般不用：甲氨蝶呤对抗的是叶酸，不是维生素B12，所以医生开的是叶酸；B12只有在验血偏低时才需要额外补。** 每天需要的2.4微克B12从肉、鱼、蛋、奶里就能吃到，复合维生素里的B12也够。值得查一次的原因：大剂量叶酸会掩盖B12缺乏引起的贫血，而神经损伤还在继续——如果手脚麻木刺痛、舌头疼、特别累，或者吃全素、在吃二甲双胍或奥美拉唑这类抑酸药，请医生查一下B12。',
      en: '**Usually not: methotrexate works against folate, not vitamin B12, so folic acid is what your rheumatologist prescribes — extra B12 is needed only if a blood test shows it is low.** The 2.4 µg a day you need comes from meat, fish, eggs and dairy, and the B12 in your multivitamin covers you if you eat few of them. One reason to have it checked once: high-dose folic acid can hide the anaemia of a B12 deficiency while nerve damage goes on — so if you have numbness or tingling in your hands or feet, a sore tongue or unusual tiredness, or you are vegan or take metformin or an acid-reducer such as omeprazole, ask for a B12 test.',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet for Health Professionals (RDA 2.4 µg; folic acid masking B12 deficiency; metformin and PPIs); NIH ODS Folate Fact Sheet (methotrexate); American College of Rheumatology, Methotrexate (patient fact sheet: folic acid to reduce side effects)',
    },
    notFor: LEUKAEMIA_TREATMENT,
  },
  {
    // en-148 "Are Gatorade and sports drinks ok with lithium? It has me thirsty all the time and I've gained
    // weight from soda." — soda and thirst answered, Gatorade never.
    // Thirst or soda said: a sports drink while sweating is lithium-sports-drinks' (rows-medicines.ts).
    id: 'lithium-sports-drinks-thirst-soda',
    when: [
      SPORTS_DRINK,
      /口渴|老渴|渴|汽水|可乐(?!果(?!汁))|长胖|体重|\bthirst\w*\b|\bsodas?\b|\bpop\b|\bcolas?\b|\bweight\b|\bcalories?\b|\bsugar\w*\b/,
    ],
    // After exercise or sweating: the lithium exercise row's question (round 22 zh-113 answered well).
    unless: [
      /运动完|运动后|打球|健身|跑步|出汗|流汗|\bwork ?outs?\b|\bexercis\w*\b|\bgym\b|\brun(s|ning)?\b|\bsweat\w*\b|\bplay\w* (ball|soccer|football|basketball|tennis|sports?)\b|\bgames?\b|\bmatch\b|\btraining\b|\bhike\b|\bhiking\b/,
    ],
    for: LITHIUM,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**偶尔喝没问题，里面的盐不多，不会打乱血锂——但不适合天天当解渴水喝：一瓶600毫升的普通运动饮料约含糖35克、热量约140千卡，和汽水差不多。** 平时口渴喝白开水、淡茶或无糖气泡水；喜欢运动饮料的味道，选无糖款。运动饮料真正有用的时候：长时间运动或天热大量出汗——这时既丢水又丢盐，血锂可能升高，所以在喝水之外配一瓶是合理的。盐和水每天保持稳定。一直口渴请告诉开锂盐的医生，要查血锂、肾功能和甲状腺；同时在吃利尿药（如氢氯噻嗪）的更要查。',
      en: '**Now and then, yes — their salt is small and does not upset your lithium level — but they are not a good everyday answer to lithium thirst: a 20 oz (590 ml) bottle of regular Gatorade has about 34 g of sugar and 140 kcal, about the same as a can of soda.** For all-day thirst, drink water, plain tea or sugar-free sparkling water; if you like the taste of a sports drink, a zero-sugar version (Gatorade Zero, Powerade Zero) is fine. Where a regular sports drink does help: long exercise or heavy sweating in the heat, when you lose water and salt and your lithium level can rise — then one alongside water makes sense. Keep your salt and fluid intake steady. Tell the doctor who prescribes your lithium about the constant thirst: it calls for a check of your level, kidney function and thyroid, all the more if you also take a water pill such as hydrochlorothiazide.',
    },
    source: {
      ref: 'Gatorade Thirst Quencher nutrition facts (20 fl oz: 140 kcal, 34 g sugars, 270 mg sodium); Priadel (lithium carbonate) SmPC §4.4 (keep salt and fluid intake steady; dehydration raises levels), §4.5 (thiazides), §4.8 (polydipsia, weight gain); NICE CG185 Bipolar disorder (2014, updated 2023) 1.10.3',
    },
  },
  {
    // en-149 "How fresh do leftovers need to be on phenelzine? My doctor mentioned something about aged and
    // spoiled foods." — leftovers answered, "aged and spoiled foods" declined.
    id: 'maoi-aged-and-spoiled-foods',
    when: [
      AGED_OR_SPOILED,
      /食物|吃的|\bfoods?\b|\bstuff\b|\bthings\b|\bleftovers?\b|\bcheeses?\b|\bmeats?\b/,
    ],
    for: MAOI,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**医生说的“陈年和变质食物”指的是酪胺多的食物——吃苯乙肼这类单胺氧化酶抑制剂时，酪胺会让血压突然升得很高。** 不要吃：陈年奶酪（切达、帕玛森、蓝纹、布里等）；风干或发酵的肉（萨拉米、意式辣香肠、腊肠、风干火腿）；腌制或烟熏的鱼（腌鲱鱼）；发酵豆制品（臭豆腐、腐乳、豆豉、味噌，大量酱油）；酸菜、泡菜；酵母提取物（马麦酱）；生啤（桶装啤酒）；蚕豆荚；以及任何变质或没冷藏好的肉、鱼、禽。可以吃：新鲜奶酪（茅屋奶酪、奶油奶酪、马苏里拉、里科塔）、酸奶、新鲜的肉鱼蛋，做熟后尽快吃。剩菜：做好2小时内放冰箱，有肉有鱼的1–2天内吃完，吃不完就冷冻。吃了什么之后突然剧烈头痛、心跳很重、脖子发硬，马上去急诊。',
      en: '**“Aged and spoiled” means foods high in tyramine, which with an MAOI such as phenelzine can push your blood pressure dangerously high.** Avoid: aged cheeses (cheddar, parmesan, blue, brie, camembert, aged gouda); dry-cured or fermented meats (salami, pepperoni, summer sausage, prosciutto); pickled or smoked fish (pickled herring); fermented soy (miso, fermented tofu, large amounts of soy sauce); sauerkraut and kimchi; yeast extracts (Marmite, Vegemite); tap or draught beer; fava (broad) bean pods; and any meat, fish or poultry that is spoiled or has not been kept cold. Fine: fresh cheeses (cottage, cream cheese, mozzarella, ricotta), yogurt, fresh meat, fish and eggs cooked and eaten soon. Leftovers: into the fridge within 2 hours, meat or fish leftovers eaten within a day or two, the rest frozen. A sudden severe headache, pounding heart or stiff neck after eating needs emergency care.',
    },
    source: {
      ref: `${NARDIL_PI}; Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104; USDA FSIS, Leftovers and Food Safety (2-hour rule)`,
    },
  },
  {
    // en-152 "My uric acid was 8.9 at my last checkup. What diet changes will bring it down the fastest?" —
    // the stock gout list, no sense of how much diet lowers 8.9, and medicine he does not take assumed.
    id: 'urate-number-diet-fastest',
    when: [URATE, DIET, FASTEST_OR_LOWER],
    // Keto asked with the uric acid is its own row (keto-high-uric-acid: ketosis raises it).
    unless: [/樱桃|\bcherr(y|ies)\b|维生素 ?c|\bvitamin c\b/, /生酮|断碳|不吃碳水|\bketo\w*\b|\bcarnivore\b/],
    for: GOUT,
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    compose: urateDiet,
    text: {
      zh: `**饮食调整有帮助，但单靠饮食一般只能让尿酸降约0.5–1毫克/分升（30–60微摩尔/升）；高出目标360微摩尔/升（6毫克/分升）较多时，多数人需要降尿酸药（如别嘌醇；已经在吃的，可能要加量），请和医生商量。** ${URATE_DIET_BODY.zh}`,
      en: `**Diet changes help, but on their own they usually lower uric acid by only about 0.5–1 mg/dL (30–60 µmol/L) — when it is well above the 6 mg/dL (360 µmol/L) target, most people need urate-lowering medicine such as allopurinol (or a higher dose, if you already take it) — ask your doctor.** ${URATE_DIET_BODY.en}`,
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (target < 6 mg/dL; indications for urate-lowering therapy; limit alcohol, purines and high-fructose corn syrup; weight loss); Juraschek SP et al. Effects of sodium reduction and the DASH diet on serum uric acid. Arthritis Rheumatol 2016;68:3002–3009 (about 0.35 mg/dL overall, about 1.3 mg/dL in those starting ≥ 7); 中国高尿酸血症与痛风诊疗指南（2019）',
    },
  },
  {
    // en-155 "how much weight am i suposed to gain in the first trimester? im already up 4 lbs and its only
    // week 9" — "add your pre-pregnancy weight", no number at all.
    id: 'first-trimester-weight-gain',
    when: [WEIGHT_GAIN, FIRST_TRIMESTER],
    unless: [/双胞胎|双胎|\btwins?\b/],
    for: PREGNANT,
    // The plan's pre-pregnancy weight gives her own range (intents/life-stage.ts).
    notFor: [{ prePregnancyWeight: true }, MINOR],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    compose: firstTrimesterGain,
    text: {
      zh: `${FIRST_TRIMESTER_OPENING.zh}。** ${FIRST_TRIMESTER_BODY.zh}`,
      en: `${FIRST_TRIMESTER_OPENING.en}.** ${FIRST_TRIMESTER_BODY.en}`,
    },
    source: {
      ref: 'IOM/NRC. Weight Gain During Pregnancy: Reexamining the Guidelines (2009): 0.5–2 kg in the first trimester, 2nd/3rd-trimester rate and total by pre-pregnancy BMI; ACOG Committee Opinion 548 (2013, reaffirmed); IOM DRIs for Energy (2005): +340 and +452 kcal in the 2nd and 3rd trimesters; 中华人民共和国卫生行业标准 WS/T 801-2022 妊娠期妇女体重增长推荐值标准（孕早期0–2 kg，孕前BMI正常者孕中晚期每周0.37 kg、总增重8–14 kg）; 中国居民膳食营养素参考摄入量（2023版）孕中期+250、孕晚期+400 kcal',
    },
  },
  {
    // en-158 "I've gained weight on Nardil. Is there a safe diet pill or appetite suppressant I can use?" —
    // teenagers' lollipop and L-carnitine text; the MAOI crisis never named.
    id: 'maoi-diet-pills',
    when: [DIET_PILL],
    for: MAOI,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'product_question',
    text: {
      zh: '**吃苯乙肼这类单胺氧化酶抑制剂时，没有哪种非处方减肥药或食欲抑制剂是安全的：大多含兴奋剂（咖啡因、瓜拉纳、苦橙/辛弗林、育亨宾、麻黄类），和单胺氧化酶抑制剂一起会让血压骤升（高血压危象）；有些还加了5-HTP或偷加西布曲明，可能引起血清素综合征。** 处方减肥药芬特明（苯丁胺）在停用单胺氧化酶抑制剂14天内也不能用。体重增加是这类药常见的副作用，请和开药的精神科医生谈：他们可以评估对策，包括有没有不和它相互作用的处方减重药适合您。别自己停药或减量。平时：每餐有蛋白质和蔬菜，少喝含糖饮料，规律活动。吃了任何产品后突然剧烈头痛、心跳很重、胸痛或脖子发硬，马上去急诊。',
      en: '**No over-the-counter diet pill or appetite suppressant is safe with an MAOI such as Nardil (phenelzine): most contain stimulants (caffeine, guarana, bitter orange/synephrine, yohimbine, ephedra-like compounds) that with an MAOI can cause a dangerous spike in blood pressure (a hypertensive crisis), and some add 5-HTP or hidden sibutramine, which can cause serotonin syndrome.** The prescription appetite suppressant phentermine must not be used with an MAOI or within 14 days of stopping one. Weight gain is a common side effect of phenelzine and other MAOIs, so talk to the psychiatrist who prescribes it: they can weigh the options, including whether a prescription weight-loss medicine that does not interact with it suits you. Do not stop or lower the MAOI on your own. Meanwhile: protein and vegetables at each meal, fewer sugary drinks, regular activity. A sudden severe headache, pounding heart, chest pain or stiff neck after taking any product needs emergency care.',
    },
    source: {
      ref: `${NARDIL_PI}; Adipex-P (phentermine) US prescribing information §4 (contraindicated during or within 14 days of MAOIs); US FDA, Tainted Weight Loss Products (hidden sibutramine); NIH ODS, Dietary Supplements for Weight Loss (2022)`,
    },
  },
  {
    // en-159 "My periods are really heavy. Could that be why my iron is so low? What else should I be
    // eating?" — the heavy-periods answer, "what to eat" never.
    id: 'heavy-periods-iron-what-to-eat',
    // The cause asked beside the foods: foods alone is iron-foods-heavy-periods' (rows-round20-enbad.ts).
    when: [
      PERIODS,
      IRON,
      WHAT_TO_EAT,
      /是不是因为|是因为.{0,12}吗|会不会是|原因.{0,8}(吗|是什么|是不是|呢)|导致的吗|引起的吗|\bwhy\b|\bcause\w*\b|\bbecause\b|\bbehind\b|\bresponsible\b/,
    ],
    unless: [/节食|减肥|\blose weight\b|没来|停经|推迟|\bmissed\b|\bstopped\b/],
    notFor: [PREGNANT, ...IRON_NOT_WANTED],
    wholeMessage: true,
    intent: 'deficiency_signs',
    text: {
      zh: '**很可能是：月经量大是育龄女性缺铁最常见的原因；请看妇科查查为什么量大（比如子宫肌瘤、激素原因），不然补上去的铁还会流失。** 吃的方面：最好吸收的血红素铁在红肉（牛羊肉）、动物血、鸡鸭肉和鱼虾贝类（蛤蜊、牡蛎）里；植物来源有豆类、扁豆、豆腐、强化早餐谷物和深绿叶菜，和维生素C丰富的蔬果（青椒、番茄、橙子、猕猴桃）一起吃；茶和咖啡离饭1–2小时。但已经缺铁性贫血时，光靠吃补不回来——需要医生开铁剂（一般吃到血红蛋白正常后再吃约3个月），并复查。经量大的信号：1–2小时就要换一次卫生巾、血块比硬币大、经期超过7天。',
      en: '**Very likely — heavy periods are the most common cause of iron deficiency in women of childbearing age; see your GP or a gynaecologist about why they are heavy (fibroids or hormonal causes, for example), or the iron you take in keeps being lost.** What to eat: the best-absorbed (haem) iron is in red meat, poultry (dark meat) and fish and shellfish (mussels, clams, sardines); plant iron comes from beans, lentils, tofu, fortified breakfast cereals and dark green vegetables — eat these with vitamin C foods (peppers, tomatoes, citrus, kiwi), and keep tea and coffee 1–2 hours from meals. But with iron-deficiency anaemia, food alone will not refill your stores: an iron supplement at the dose your doctor sets does (usually continued for about 3 months after your haemoglobin is back to normal), with a follow-up blood test. Signs of heavy periods: changing a pad or tampon every 1–2 hours, clots bigger than about 2.5 cm, bleeding for more than 7 days.',
    },
    ifPlantBased: {
      zh: '**很可能是：月经量大是育龄女性缺铁最常见的原因；请看妇科查查为什么量大，不然补上去的铁还会流失。** 吃素时铁从豆类、扁豆、豆腐、天贝、强化早餐谷物、南瓜子、深绿叶菜里来，每顿配维生素C丰富的蔬果（青椒、番茄、橙子、猕猴桃），茶和咖啡离饭1–2小时；素食者需要的铁约是吃肉者的1.8倍。但已经缺铁性贫血时，光靠吃补不回来——需要医生开铁剂（一般吃到血红蛋白正常后再吃约3个月），并复查。经量大的信号：1–2小时就要换一次卫生巾、血块比硬币大、经期超过7天。',
      en: '**Very likely — heavy periods are the most common cause of iron deficiency in women of childbearing age; see your GP or a gynaecologist about why they are heavy, or the iron you take in keeps being lost.** On a plant-based diet, iron comes from beans, lentils, tofu, tempeh, fortified breakfast cereals, pumpkin seeds and dark green vegetables — with a vitamin C food at each meal (peppers, tomatoes, citrus, kiwi) and tea and coffee 1–2 hours from meals; vegetarians need about 1.8 times as much iron as meat-eaters. But with iron-deficiency anaemia, food alone will not refill your stores: an iron supplement at the dose your doctor sets does (usually continued for about 3 months after your haemoglobin is back to normal), with a follow-up blood test. Signs of heavy periods: changing a pad or tampon every 1–2 hours, clots bigger than about 2.5 cm, bleeding for more than 7 days.',
    },
    source: {
      ref: 'NICE NG88 Heavy menstrual bleeding: assessment and management (2018, updated 2021); NIH ODS Iron Fact Sheet for Health Professionals (2024): food sources, vegetarians 1.8×; British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults (Gut 2021;70:2030–2051)',
    },
  },
];
