/**
 * Blind answer round 48's unsafe answers (development data once its answers and verdicts were recorded), each written
 * for its class:
 *
 * - "换成红酒或者白酒会好点吗" after "ALT 52，甘油三脂2.3，尿酸470 … 一周两次啤酒还能喝吗" (zh-011) got the gout row's
 *   "spirits are the safer switch": with the liver raised or diseased it is the total alcohol that matters, not the
 *   drink, and the liver guidelines ask for as little as possible — none with hepatitis or cirrhosis;
 * - "阿妈每日下午一定要饮一杯港式奶茶，好甜的那种，要不要叫她戒？" for an 85-year-old who eats very little and is
 *   losing weight (zh-018) got the milk-tea order row's "one or two cups a week": for someone whose weight loss is
 *   not wanted, a daily sweet drink she enjoys is welcome energy, not something to cut.
 */
import { LIVER_RAISED_OR_DISEASED, NO_DEFICIT, PREGNANT_OR_NURSING } from './audiences';
import type { FaqRow } from './types';

/** A kind of alcoholic drink named. */
const DRINK_KIND =
  /红酒|白酒|葡萄酒|啤酒|烈酒|黄酒|米酒|洋酒|威士忌|伏特加|\b(wine|beers?|spirits?|liquor|whisk(e)?y|vodka|gin|rum|soju|sake|baijiu|cider|seltzers?)\b/;
/** Whether one drink is better than another: a switch or a comparison, not how much. */
const SWITCH_OR_BETTER =
  /换成|改(喝|成)|哪(种|个|样)[^，。？?]{0,8}(好|伤|小|少|强)|(好|伤)[^，。？?]{0,4}(小|少)点|好(一)?点|好些|更好|\b(switch\w*|instead|better|safer|less (bad|harmful)|(is|are) (wine|beer|spirits|whisk(e)?y|vodka|liquor)[^.?!]{0,20}(better|worse|safer|easier))\b/;
/**
 * Quitting or cutting down, a limit or which habit to cut first: the quit-or-cut, liver and alcohol-limit rows answer
 * ("if i can only cut one thing first which one", "whats my limit? 1 glass?").
 */
const QUIT_OR_CUT_OR_LIMIT =
  /戒|少喝|先(减|停|戒)|多少|几杯|几瓶|限量|\b(give (it )?up|quit\w*|completely|cut\w*|drink less|limit|how (much|many)|\d+ (glass|glasses|drinks?|beers?|pints?|cups?))\b/;

/** A sweet drink or milk tea she enjoys. */
const SWEET_DRINK_ENJOYED =
  /奶茶|港式|丝袜|鸳鸯|甜(的|饮|水)|糖水|\bmilk ?tea\b|\bbubble tea\b|\bboba\b|\bsweet (tea|drinks?)\b/;
/** Whether to cut it out or cut it down — not when to take tablets with it. */
const CUT_OR_KEEP =
  /戒|不让(她|他)?喝|少喝|要不要(让(她|他))?(停|不喝|别喝)|\b(stop|quit|cut (it |them )?(out|down|back)|give (it |them )?up|ban|too much|too many|too sweet)\b/;

export const ROUND48_FAQ: readonly FaqRow[] = [
  {
    id: 'alcohol-which-drink-raised-liver',
    when: [DRINK_KIND, SWITCH_OR_BETTER],
    unless: [QUIT_OR_CUT_OR_LIMIT],
    for: LIVER_RAISED_OR_DISEASED,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**对肝来说，换成红酒或白酒并不会更好：伤肝的是喝进去的酒精总量，啤酒、红酒、白酒都一样。** 转氨酶升高、甘油三酯偏高（常见于脂肪肝），最好先把酒停下来，大约3个月后再复查肝功能和血脂，之后喝不喝、喝多少听医生的；有乙肝、丙肝或肝硬化的，一口都不要喝。停酒对甘油三酯和尿酸也有好处：酒精会升高这两项，啤酒还自带嘌呤，所以尿酸高时啤酒最不好。护肝片、保健品抵消不了喝酒对肝的伤害。',
      en: '**For the liver, switching to wine or spirits does not help: what harms it is the total amount of alcohol, whatever the drink.** With raised liver enzymes and high triglycerides (the usual picture of a fatty liver), the best step is to stop drinking for now and have the liver tests and lipids rechecked in about 3 months, then decide with your doctor whether and how much to drink; with hepatitis B or C or cirrhosis, none at all. Stopping helps the triglycerides and uric acid too: alcohol raises both, and beer adds purines of its own, so with a high uric acid beer is the worst. Liver-support pills or supplements do not cancel out what alcohol does to the liver.',
    },
    source: {
      ref: 'EASL–EASD–EASO Clinical Practice Guidelines on the management of metabolic dysfunction-associated steatotic liver disease (MASLD). J Hepatol 2024;81:492–542 (alcohol: as little as possible, none with advanced fibrosis); Rinella ME et al. AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease. Hepatology 2023;77:1797–1835; Terrault NA et al. AASLD 2018 hepatitis B guidance (Hepatology 2018;67:1560–1599: abstain from alcohol); Choi HK et al. Lancet 2004;363:1277–1281 (alcohol type and uric acid); 中华医学会肝病学分会 非酒精性脂肪性肝病防治指南（2018更新）',
    },
  },
  {
    id: 'sweet-drink-keep-when-losing-weight',
    when: [SWEET_DRINK_ENJOYED, CUT_OR_KEEP],
    for: NO_DEFICIT,
    // Pregnancy sets no deficit but has its own caffeine and sugar rows; so do the medicines caffeine matters for.
    notFor: [
      PREGNANT_OR_NURSING,
      { medicines: ['lithium', 'clozapine', 'theophylline', 'fluvoxamine', 'maoi'] },
    ],
    // With diabetes the sugar is the diabetes rows' to answer; caffeine or a racing heart is the caffeine rows'.
    unless: [
      /糖尿病|血糖|\bdiabet\w*|\bblood sugar\b|\ba1c\b/,
      /咖啡|咖啡因|心跳|心慌|\b(coffee|caffeine|heart|palpitat\w*)\b/,
      // Tablets taken with it are the pairing question ("amlodipine and Caltrate at breakfast with her milk tea").
      /药|片|粒|\b(take|taking|tablets?|pills?|capsules?|meds|medicines?)\b/,
    ],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**不用戒。她吃得少、体重在往下掉，这杯她喜欢的甜奶茶（一杯约150–250千卡）正好是有用的热量，比少喝一杯重要得多。** 老人营养不良或体重下降时，指南建议不要限制饮食、不要控糖控油，先把吃进去的总量提上来。可以顺势加一点：奶茶配一块蛋挞、一个鸡蛋三明治或几块饼干，多一份蛋白质和能量；用全脂奶或淡奶。有糖尿病、吞咽困难或医生另有交代的，按医生说的来。体重继续下降、一个月掉了约5%（比如从40公斤掉到38公斤），请带她看医生查原因。',
      en: '**No need to stop it. She eats little and is losing weight, so the sweet milk tea she enjoys (about 150–250 kcal a cup) is useful energy, and far more important to keep than to cut.** For older people who are undernourished or losing weight, the guidelines advise against restrictive diets — no cutting sugar or fat — and putting the total eaten first. Build on it instead: serve it with an egg tart, an egg sandwich or a few biscuits for extra protein and energy, and use full-fat or evaporated milk. With diabetes, swallowing difficulties or other instructions from her doctor, follow those. If her weight keeps falling — about 5 % in a month, say from 40 to 38 kg — have her doctor look for the cause.',
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (avoid dietary restrictions in older people with or at risk of malnutrition; food fortification and snacks); 中国老年人膳食指南（2022）',
    },
  },
];
