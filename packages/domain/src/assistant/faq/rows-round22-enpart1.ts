/**
 * Blind answer round 22's en-US questions answered only in part (issue 30 §2, development data, batch
 * enpart1): the part declined or passed over, the stock text pasted beside the question, or the person's
 * own details never used — the protein of the foods named, DHA and a daily fish soup in pregnancy, which
 * mackerel, supplements beside an SSRI, Ensure against Boost, hair gummies on isotretinoin, the drink named
 * with gout, vitamin D in IU in a dark winter, a low ferritin beside a prenatal, constipation on iron in
 * pregnancy, thickened drinks for oneself, greens on warfarin (keep them, how much), magnesium apart from
 * tacrolimus, soy sauce on an MAOI, a crawfish boil with gout, a Chipotle order, the tea named with meals
 * and iron (merged with the zh batch's afternoon tea or milk tea on iron, under its id), B6 in mg for
 * sickness, wine while nursing in hours — each written for the class of question (subject × what is asked ×
 * who asks). A friend's laxative tea was merged into rows-round22-zhbad.ts enzyme-and-slimming-tea.
 */
import { pickZh } from '../../contracts/common';
import {
  GOUT,
  IRON_NOT_WANTED,
  KIDNEY_DISEASE_OR_DIALYSIS,
  LIVER_RAISED_OR_DISEASED,
  LOW_VITAMIN_D,
  MINOR,
  NATTO_SAID,
  NO_DEFICIT,
  PREGNANCY_SAID,
  PREGNANT,
  TRANSPLANT_IMMUNOSUPPRESSED,
} from './audiences';
import { anyOf, eitherOf } from './either';
import { countSaid } from '../../units/number-words';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|\blactation\b|\bbreast ?fe\w*|\bnursing\b|\blactat\w*|\bbreastmilk\b|\bbreast milk\b|\bpump(ing)?\b/;
const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|${LACTATING_SAID.source}`),
};
const WARFARIN: FaqAudience = { medicines: ['anticoagulant', 'vitamin_k_antagonist'] };
const MAOI: FaqAudience = { medicines: ['maoi'] };
const ISOTRETINOIN: FaqAudience = { medicines: ['isotretinoin'] };
const SSRI: FaqAudience = { medicines: ['ssri'] };
const HIGH_CALCIUM_PEOPLE: readonly FaqAudience[] = [
  { hypercalcaemia: true },
  { conditions: ['sarcoidosis', 'hyperparathyroidism'] },
];

// ---- the protein of the foods named ------------------------------------------------------------------
const PROTEIN_FOODS: readonly {
  re: RegExp;
  en: string;
  zh: string;
  g: number;
  perEn: string;
  perZh: string;
}[] = [
  {
    re: /希腊酸奶|\bgreek yog(h)?urt\b|\bskyr\b/,
    en: 'Greek yogurt',
    zh: '希腊酸奶',
    g: 17,
    perEn: 'a 170 g (6 oz) pot',
    perZh: '一杯（约170克）',
  },
  {
    re: /(?<!希腊)酸奶|(?<!greek )\byog(h)?urt\b/,
    en: 'plain yogurt',
    zh: '普通酸奶',
    g: 7,
    perEn: 'a 170 g (6 oz) pot',
    perZh: '一杯（约200克）',
  },
  { re: /鸡蛋|蛋(?!白)|\beggs?\b/, en: 'eggs', zh: '鸡蛋', g: 6, perEn: 'each large egg', perZh: '每个' },
  { re: /牛奶|\bmilk\b/, en: 'milk', zh: '牛奶', g: 8, perEn: 'a cup (240 ml)', perZh: '一盒（250毫升）' },
  {
    re: /茅屋奶酪|\bcottage cheese\b/,
    en: 'cottage cheese',
    zh: '茅屋奶酪',
    g: 13,
    perEn: 'half a cup',
    perZh: '半杯',
  },
  {
    re: /鸡胸|鸡肉|\bchicken\b/,
    en: 'chicken',
    zh: '鸡肉',
    g: 30,
    perEn: '100 g (3.5 oz) cooked',
    perZh: '熟的100克',
  },
  {
    re: /豆腐|\btofu\b/,
    en: 'tofu',
    zh: '豆腐',
    g: 12,
    perEn: '100 g of firm tofu',
    perZh: '北豆腐100克',
  },
  {
    re: /豆子|扁豆|鹰嘴豆|\bbeans\b|\blentils\b|\bchickpeas\b/,
    en: 'beans or lentils',
    zh: '豆类',
    g: 8,
    perEn: 'half a cup cooked',
    perZh: '煮熟半碗',
  },
  {
    re: /花生酱|\bpeanut butter\b/,
    en: 'peanut butter',
    zh: '花生酱',
    g: 7,
    perEn: '2 tablespoons',
    perZh: '2汤匙',
  },
  {
    re: /奶酪|芝士|\bcheese\b/,
    en: 'cheese',
    zh: '奶酪',
    g: 7,
    perEn: '1 oz (28 g)',
    perZh: '一片（约28克）',
  },
];
const FOOD_PROTEIN_NAMED = new RegExp(PROTEIN_FOODS.map((f) => f.re.source).join('|'));
const COUNTS_OR_STILL_NEED =
  /算不算|算吗|算进|也算|还需要|还要|还用|\bcount\w*\b|\bstill need\b|\bdo i (still )?need\b|\binstead\b/;
const SHAKE =
  /蛋白粉|蛋白奶昔|乳清|奶昔|\bshakes?\b|\bprotein powders?\b|\bpowder\b|\bwhey\b|\bprotein drinks?\b/;
function eggCount(text: string): number | null {
  const m =
    /(\d|one|two|three|four|[一两二三四]) ?(个|只)?(large |boiled |scrambled )?(鸡蛋|蛋|eggs?\b)/.exec(text);
  if (!m) return null;
  const n = countSaid(m[1]!);
  return n !== null && n >= 1 && n <= 6 ? n : null;
}

function foodProteinCounts(said: ComposeInput, zh: boolean): string | null {
  const text = said.text.toLowerCase();
  const named = PROTEIN_FOODS.filter((f) => f.re.test(text));
  if (named.length === 0) return null;
  const eggs = eggCount(text);
  const lines = named.map((f) => {
    if (f.en === 'eggs' && eggs !== null)
      return zh
        ? `${eggs}个鸡蛋约${eggs * f.g}克`
        : `${eggs} egg${eggs > 1 ? 's' : ''} about ${eggs * f.g} g`;
    return zh ? `${f.zh}${f.perZh}约${f.g}克` : `${f.en}: about ${f.g} g in ${f.perEn}`;
  });
  const kg = said.weightKg;
  const target =
    typeof kg === 'number' && kg >= 35 && kg <= 200
      ? zh
        ? `按你${Math.round(kg)}公斤的体重，经常运动的成年人每天约${Math.round(kg * 1.0)}–${Math.round(kg * 1.2)}克（每公斤1.0–1.2克）就够了。`
        : `At your ${Math.round(kg)} kg, an active adult needs about ${Math.round(kg * 1.0)}–${Math.round(kg * 1.2)} g a day (1.0–1.2 g per kg).`
      : zh
        ? '经常运动的成年人每天每公斤体重约1.0–1.2克就够了。'
        : 'An active adult needs about 1.0–1.2 g per kg of body weight a day.';
  const names = named.map((f) => pickZh(f, zh));
  const list = zh
    ? names.join('、')
    : names.length > 1
      ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
      : names[0];
  return zh
    ? `**算，而且一样算：${list}里的蛋白质和蛋白粉里的完全一样计入每天的目标，目标是一天里所有食物和饮料加起来的总量，不一定要喝蛋白粉。** 大致含量：${lines.join('；')}。${target}把蛋白质分到三餐里，每餐约20–30克；某天吃得不够、或运动后来不及吃饭时，一勺蛋白粉（约20–25克）补一下也可以，但不是必需的。`
    : `**Yes — the protein in your ${list} counts exactly like a shake’s: your target is the total from everything you eat and drink in a day, so you do not need a shake if your meals get you there.** Roughly: ${lines.join('; ')}. ${target} Spread it over your meals, about 20–30 g each; a shake (about 20–25 g a scoop) is only a convenience for a day or a meal that falls short.`;
}

// ---- DHA and a daily fish soup in pregnancy ---------------------------------------------------------
const DHA = /dha|藻油|鱼油|欧米伽|\bomega[- ]?3s?\b|\bfish oil\b|\balgal oil\b/;
const FISH_OFTEN =
  /鱼汤|天天吃鱼|每天吃鱼|经常吃鱼|常吃鱼|\bfish soup\b|\bfish (broth|stew)\b|\b(eat|have|eating) fish (every|each|most|daily|a lot)\b|\bfish (every|each) day\b|\blots of fish\b/;
const ELEVIT = /爱乐维|\belevit\b/;

function prenatalDhaFishSoup(said: ComposeInput, zh: boolean): string | null {
  const elevit = ELEVIT.test(said.text.toLowerCase());
  const first = zh
    ? elevit
      ? '**普通爱乐维（复合维生素片）不含DHA——只有标明“含DHA”的产品才有；每天的鱼汤能不能代替，要看喝的是什么鱼、吃不吃鱼肉。**'
      : '**先看你的孕妇维生素标签：很多（比如普通爱乐维）都不含DHA；每天的鱼汤能不能代替，要看是什么鱼、吃不吃鱼肉。**'
    : elevit
      ? '**Standard Elevit has no DHA — only versions labelled “with DHA” do; whether the daily fish soup replaces a DHA pill depends on which fish it is and whether you eat the fish, not just the broth.**'
      : '**Check your prenatal’s label: many (standard Elevit among them) have no DHA; whether the daily fish soup replaces a DHA pill depends on which fish it is and whether you eat the fish, not just the broth.**';
  return zh
    ? `${first}孕期每天约需DHA 200毫克。DHA在鱼肉和鱼油里，汤里很少；鱼汤常用的鲫鱼、鲈鱼、罗非鱼这类瘦鱼，每100克鱼肉只有约100–150毫克，而三文鱼、鲭鱼（青花鱼）、沙丁鱼这类油性鱼每100克有约500–1500毫克。所以：每天连鱼肉一起吃，再加每周一两次低汞的油性鱼，就够了，DHA胶囊可以不吃；只喝汤不吃肉、或很少吃油性鱼，就按产科医生说的加一粒含DHA约200毫克的鱼油或藻油。`
    : `${first} About 200 mg of DHA a day is advised in pregnancy. DHA sits in the fish’s flesh and fat, and little of it ends up in the broth; soup fish are usually lean white fish (crucian carp, tilapia, cod, sea bass), with about 100–150 mg of DHA per 100 g of flesh, while oily fish such as salmon, mackerel and sardines have about 500–1,500 mg per 100 g. So: if you eat the fish from the soup most days and also have one or two portions of a low-mercury oily fish a week, you get enough and the pill is optional; if you mostly drink the broth or rarely eat oily fish, take the DHA your OB suggested — about 200 mg a day from fish oil or algal oil.`;
}

// ---- which fish, and which mackerel, in pregnancy ---------------------------------------------------
const MACKEREL_SOUP_MARKET =
  /鲭鱼|青花鱼|鲅鱼|马鲛|鱼汤|菜市场|海鲜市场|\bmackerel\b|\bsaba\b|\bkingfish\b|\bseer ?fish\b|\bfish soup\b|\b(for|in) the soup\b|\bsoup\b|\bmarket\b/;
const WHICH_FISH_OK =
  /什么鱼|哪种鱼|哪些鱼|能吃吗|可以吗|安全|\bwhat (kind|kinds|type|types|sort) of fish\b|\bwhich fish\b|\bwhat fish\b|\b(is|are) (it |that |mackerel )?(ok|okay|safe|fine)\b|\bok for\b|\bsafe\b/;

// ---- supplements beside an SSRI ----------------------------------------------------------------------
const COMMON_SUPPLEMENT =
  /鱼油|欧米伽|维生素 ?d|维d|镁|\bfish oil\b|\bomega[- ]?3s?\b|\bvitamin ?d3?\b|\bvit ?d\b|\bmagnesium\b/;
const INTERACT_ASK =
  /相互作用|冲突|一起吃|同时吃|能不能.{0,6}一起|\binteract\w*\b|\bsafe (with|to take with)\b|\bok(ay)? (with|to take with)\b|\btogether\b|\bmix\b|\bcombine\b/;

const SSRI_SUPPLEMENTS: readonly { re: RegExp; en: string; zh: string; nameEn: string; nameZh: string }[] = [
  {
    re: /鱼油|欧米伽|\bfish oil\b|\bomega[- ]?3s?\b/,
    nameEn: 'fish oil',
    nameZh: '鱼油',
    en: 'Fish oil: SSRIs slightly affect platelets and so do high doses of fish oil; an ordinary dose (1–2 g a day, about 200–300 mg of DHA) is fine, but tell your doctor if you also take ibuprofen-type painkillers or bruise or bleed easily.',
    zh: '鱼油：舍曲林这类药会轻微影响血小板，大剂量鱼油也有一点这种作用；普通剂量（每天1–2克、含DHA约200–300毫克）没问题，若同时吃布洛芬等止痛药或容易出血、瘀青，告诉医生。',
  },
  {
    re: /维生素 ?d|维d|\bvitamin ?d3?\b|\bvit ?d\b/,
    nameEn: 'vitamin D',
    nameZh: '维生素D',
    en: 'Vitamin D: 600 IU (15 µg) a day covers you; stay under 4,000 IU (100 µg) unless prescribed — and a breastfed baby still needs their own 400 IU drops.',
    zh: '维生素D：哺乳期每天400国际单位（10微克）即可（我国2023版），不超过每天2000国际单位（50微克）；宝宝吃母乳的话另外每天补400国际单位滴剂。',
  },
  {
    re: /镁|\bmagnesium\b/,
    nameEn: 'magnesium',
    nameZh: '镁',
    en: 'Magnesium (glycinate or another form): go by the label’s elemental magnesium and keep supplements to 350 mg a day; more causes loose stools.',
    zh: '镁（甘氨酸镁等）：看标签上的“元素镁”含量，补充剂每天不超过350毫克元素镁，吃多了会拉肚子。',
  },
];

function ssriSupplements(said: ComposeInput, zh: boolean): string | null {
  const named = SSRI_SUPPLEMENTS.filter((x) => x.re.test(said.text.toLowerCase()));
  if (named.length === 0) return null;
  const names = named.map((x) => (zh ? x.nameZh : x.nameEn));
  const list = zh
    ? names.join('、')
    : names.length > 1
      ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
      : names[0];
  const lines = named.map((x) => pickZh(x, zh)).join(zh ? '' : ' ');
  return zh
    ? `**舍曲林和${list}没有需要担心的相互作用，哺乳期也可以用。** ${lines}舍曲林是哺乳期首选的抗抑郁药之一，照常吃。要避开的是圣约翰草、5-羟色氨酸、色氨酸这类会叠加血清素的补充剂。`
    : `**No — sertraline has no interaction of concern with ${list}, and ${named.length > 1 ? 'they are' : 'it is'} fine while breastfeeding.** ${lines} Sertraline is one of the preferred antidepressants while nursing — keep taking it. The supplements to avoid with it are St John’s wort, 5-HTP and tryptophan, which add to its serotonin effect.`;
}

// ---- Ensure against Boost ----------------------------------------------------------------------------
const ENSURE = /安素|\bensure\b/;
const BOOST_OR_BRAND =
  /\bboost\b|雀巢|\bfortisip\b|\bwhich (brand|one) is better\b|哪个牌子|哪个好|哪种好|\bvs\.?\b|\bversus\b/;

// ---- hair gummies on isotretinoin --------------------------------------------------------------------
const HAIR_GUMMIES =
  /护发(软糖|维生素)|美发(软糖|维生素)|头发.{0,4}(维生素|软糖)|\bhair,? skin,? (and |& |n )?nails?\b|\bhair (vitamins?|gumm\w*|supplements?)\b|\bsugar ?bear\b|\bhairburst\b|\bnutrafol\b|\bviviscal\b|\bolly\b/;
const GUMMY_OR_SUPPLEMENT =
  /软糖|维生素|生物素|\bgumm\w*\b|\bbiotin\b|\bvitamins?\b|\bsupplements?\b|\bpills?\b/;

// ---- the drink named with gout -------------------------------------------------------------------------
const GOUT_DRINKS: readonly { re: RegExp; en: string; zh: string }[] = [
  {
    re: /啤酒(?!花)|\bbeers?\b|\blagers?\b|\bipas?\b|\bpints?\b/,
    en: 'Beer is the worst for gout: the alcohol raises uric acid and beer adds purines of its own — each daily beer raised the risk of gout by about half in a large study.',
    zh: '啤酒最不好：酒精本身升尿酸，啤酒还自带嘌呤——大型研究里每天多一杯啤酒，痛风风险约高一半。',
  },
  {
    re: /硬苏打|气泡酒|\bhard seltzers?\b|\bseltzers?\b|\bwhite claw\b|\btruly\b|\bhigh ?noon\b|\bspiked\b/,
    en: 'A hard seltzer such as White Claw has none of beer’s purines and little sugar, so it is a better pick than beer — but a 12 oz can is still one standard drink (about 5% alcohol), and the alcohol itself still raises uric acid.',
    zh: '硬苏打（如White Claw）没有啤酒里的嘌呤、糖也少，比啤酒好一些——但一罐355毫升仍是一杯标准酒（约5%酒精），酒精本身照样升尿酸。',
  },
  {
    re: /威士忌|白酒|烈酒|伏特加|\bwhisk(e)?y\b|\bbourbon\b|\bscotch\b|\bvodka\b|\bgin\b|\brum\b|\btequila\b|\bspirits?\b|\bliquor\b|\bshots?\b/,
    en: 'Switching from beer to spirits such as whiskey does lower the risk, because spirits carry no purines — per daily drink the risk rose about 15% for spirits against about 50% for beer — but a shot (1.5 oz, 45 ml) is still one standard drink of alcohol, and doubles and heavy pours add up fast.',
    zh: '从啤酒换成白酒、威士忌这类烈酒，风险确实低一些，因为烈酒不含嘌呤——研究里每天多一杯，烈酒风险约高15%，啤酒约高50%；但一小杯（45毫升）仍是一杯标准酒，双份、倒得满就更多。',
  },
  {
    re: /葡萄酒|红酒|白葡萄|\bwines?\b|\bprosecco\b|\bchampagne\b/,
    en: 'Wine raises the risk least of the three in studies, but in a person who already has gout, any alcohol in the previous day raises the chance of a flare.',
    zh: '研究里葡萄酒的影响最小，但已经有痛风的人，前一天喝的任何酒都会增加发作的机会。',
  },
];
const GOUT_DRINK_NAMED = new RegExp(GOUT_DRINKS.map((d) => d.re.source).join('|'));
/** One drink against another, or a switch: "what about hard seltzers", "what if i switch to whiskey", "白酒呢 是不是比啤酒强点". */
const DRINK_ASK =
  /好一点|好点|强点|比啤酒|换成|改喝|还是|哪个|哪种|呢|\bworse\b|\bbetter\b|\bswitch\w*\b|\binstead\b|\bwhat about\b|\bhow about\b|\bwhat if\b|\bvs\.?\b|\bversus\b|\bor\b/;

function goutDrink(said: ComposeInput, zh: boolean): string | null {
  const text = said.text.toLowerCase();
  const named = GOUT_DRINKS.filter((d) => d.re.test(text));
  if (named.length === 0) return null;
  const lines = named.map((d) => pickZh(d, zh));
  const head = `**${lines[0]}**${lines.length > 1 ? ` ${lines.slice(1).join(' ')}` : ''}`;
  return zh
    ? `${head} 对痛风来说，喝多少比喝哪种更要紧：发作期间一口都不喝；平时如果喝，一次最多一杯、不连着几天喝、绝不喝醉，同时多喝水；不要用含糖饮料、果汁当调酒（果糖也升尿酸）。在吃降尿酸药的话照常每天吃，血尿酸控制在360 µmol/L（6 mg/dL）以下，偶尔喝一杯的影响就小得多。`
    : `${head} For gout, how much you drink matters more than which drink: none during a flare; otherwise keep it to an occasional single drink, not several days in a row and never a big night, with water alongside, and skip sugary mixers and juice (fructose raises uric acid too). If you take urate-lowering medicine, keep taking it every day — with your uric acid below 6 mg/dL (360 µmol/L), an occasional drink matters far less.`;
}

// ---- vitamin D in IU through a dark winter -------------------------------------------------------------
const VITAMIN_D = /维生素 ?d|维d|维他命d|\bvitamin ?d3?\b|\bvit ?d3?\b|\bvitd\b|\bd3\b/;
const WINTER_OR_NO_SUN =
  /冬天|冬季|晒不到|不晒太阳|很少晒|没太阳|阴天|\bwinter\b|\bnever see the sun\b|\bno sun\b|\bnot much sun\b|\blittle sun\b|\bdark\b|\bcloudy\b|\bgr[ae]y\b|\bnovember\b|\bseattle\b|\bportland\b|\bindoors\b/;
const IU_OR_HOW_MUCH = /多少|几个单位|\biu\b|\bhow (much|many)\b|\bwhat dose\b|\bdosage\b|\bmcg\b|\bµg\b/;

// ---- a low ferritin beside a prenatal in pregnancy -----------------------------------------------------
const FERRITIN = /铁蛋白|\bferritin\b/;
const PRENATAL_OR_IRON_PILL =
  /爱乐维|玛特纳|孕妇(复合)?维生素|铁剂|补铁|铁片|\belevit\b|\bpregnacare\b|\bprenatals?\b|\bmaterna\b|\biron (pill|tablet|supplement)s?\b|\bextra iron\b|\bferrous\b|\biron\b/;

const PRENATAL_NAMED =
  /爱乐维|玛特纳|斯利安|孕妇(复合)?维生素|孕期(复合)?维生素|\belevit\b|\bpregnacare\b|\bprenatals?\b|\bmaterna\b|\bprenatal\b/;
const fmtMg = (n: number): string => String(Math.round(n * 10) / 10);

function pregnancyFerritin(said: ComposeInput, zh: boolean): string | null {
  const m = /(?:铁蛋白|ferritin)[^\d。？?.!]{0,30}?(\d{1,3}(?:\.\d)?)(?!\d)/.exec(said.text.toLowerCase());
  if (!m) return null;
  const v = Number(m[1]);
  if (!(v > 0 && v < 500)) return null;
  // The plan already sets a supervised iron dose for this result: the chat says that number, not a second
  // one (twenty-third clinician review, zh M6: the plan's card said 105 mg, the chat 40–80 mg).
  const planIron = said.supervised?.iron;
  const takesPrenatal =
    PRENATAL_NAMED.test(said.text.toLowerCase()) ||
    (said.takes ?? []).some((n) => PRENATAL_NAMED.test(n.toLowerCase()));
  if (v < 30 && planIron !== undefined)
    return zh
      ? `**孕期铁蛋白${m[1]}是偏低的：低于30（µg/L）就说明铁储备在减少。你的方案已经按化验结果写了治疗剂量：每天元素铁 ${fmtMg(planIron)} mg，须在产科医生监督下服用——按方案里的吃法和复查时间来，不要在这之外再自己加铁。**${takesPrenatal ? '孕妇复合维生素照常吃，让医生知道你在吃哪一种。' : ''}和茶、咖啡、牛奶、钙片隔开2小时，配一点维生素C（橙子、番茄）；隔天吃一次吸收更好、胃肠反应更少。`
      : `**A ferritin of ${m[1]} in pregnancy is low: below 30 µg/L means your iron stores are running down. Your plan already sets a treatment dose for this result: ${fmtMg(planIron)} mg of elemental iron a day, supervised by your OB or midwife — follow the plan's timing and recheck, and do not add more iron on top.**${takesPrenatal ? ' Keep taking your prenatal and tell your OB which one it is.' : ''} Take it 2 hours away from tea, coffee, milk and calcium, with some vitamin C (orange, tomato); every other day is absorbed better and is easier on the gut.`;
  if (v < 30 && !takesPrenatal)
    return zh
      ? `**孕期铁蛋白${m[1]}是偏低的：低于30（µg/L）就说明铁储备在减少，即使血红蛋白还正常；孕中晚期需要的铁越来越多，所以值得治疗——吃哪种铁剂、吃多少，请让产科医生或助产士定，不要自己买来吃。** 英国指南对孕期铁蛋白低于30的建议是每天补元素铁40–80毫克，医生会结合血红蛋白决定剂量，2–4周后复查。吃法也很重要：和茶、咖啡、牛奶、钙片隔开2小时，配一点维生素C（橙子、番茄）；隔天吃一次吸收更好、胃肠反应更少。`
      : `**A ferritin of ${m[1]} in pregnancy is low: below 30 µg/L means your iron stores are running down, even with a normal haemoglobin, and the need rises through the second half — so it is worth treating, but which iron tablet and how much is for your OB or midwife to decide, not something to buy and start on your own.** UK guidance for a ferritin under 30 in pregnancy is 40–80 mg of elemental iron a day; your OB will set the dose from your haemoglobin and recheck in 2–4 weeks. How you take it matters too: 2 hours away from tea, coffee, milk and calcium, with some vitamin C (orange, tomato); every other day is absorbed better and is easier on the gut.`;
  if (v < 30)
    return zh
      ? `**孕期铁蛋白${m[1]}是偏低的：低于30（µg/L）就说明铁储备在减少，即使血红蛋白还正常；孕中晚期需要的铁越来越多，所以值得治疗——但要不要在爱乐维之外再加一种铁，请让产科医生或助产士定，不要自己加。** 英国指南对孕期铁蛋白低于30的建议是每天补元素铁40–80毫克；很多孕妇维生素（比如爱乐维含60毫克）已在这个范围，医生通常会结合血红蛋白决定是否另开铁剂，2–4周后复查。吃法也很重要：和茶、咖啡、牛奶、钙片隔开2小时，配一点维生素C（橙子、番茄）；隔天吃一次吸收更好、胃肠反应更少。`
      : `**A ferritin of ${m[1]} in pregnancy is low: below 30 µg/L means your iron stores are running down, even with a normal haemoglobin, and the need rises through the second half — so it is worth treating, but whether to add a second iron pill to your prenatal is for your OB or midwife to decide, not something to add on your own.** UK guidance for a ferritin under 30 in pregnancy is 40–80 mg of elemental iron a day; many prenatals already give that (standard Elevit has 60 mg), so your OB will look at your haemoglobin and either keep you on it or prescribe an extra iron tablet, and recheck in 2–4 weeks. How you take it matters too: 2 hours away from tea, coffee, milk and calcium, with some vitamin C (orange, tomato); every other day is absorbed better and is easier on the gut.`;
  return zh
    ? `**孕期铁蛋白${m[1]}不在缺铁范围（缺铁的界线是低于30 µg/L）：一般不需要在孕妇维生素之外自己再加铁，按产科医生的安排复查就行。** 孕妇维生素照常吃，和茶、咖啡、牛奶、钙片隔开2小时。`
    : `**A ferritin of ${m[1]} in pregnancy is not in the iron-deficient range (the cut-off is below 30 µg/L): you do not need to add another iron pill on your own — keep taking your prenatal and follow your OB’s plan for rechecks.** Take it 2 hours away from tea, coffee, milk and calcium.`;
}

// ---- constipation on iron in pregnancy -------------------------------------------------------------------
const IRON_OR_PRENATAL = /铁|爱乐维|孕妇维生素|\biron\b|\bferrous\b|\belevit\b|\bprenatals?\b/;
const CONSTIPATED =
  /便秘|大便干|拉不出|排便困难|\bconstipat\w*\b|\bcan'?t poop\b|\bbacked up\b|\bhard stools?\b/;

// ---- thickened drinks for oneself --------------------------------------------------------------------
const THICKENED = /增稠|糊状|\bthicke?n\w*\b|\bthick-?it\b|\bsimply ?thick\b|\bnectar[- ]thick\b/;
const SHOULD_I_OR_ONLY_FOR =
  /要不要|需不需要|我需要|该不该|是不是只有|只有.{0,6}(养老院|医院)|养老院|\bshould i\b|\bdo i need\b|\bis (it|that) (only )?for\b|\bonly for\b|\bnursing homes?\b|\bcare homes?\b|\bsomething i should\b|\bfor me\b/;

// ---- greens on warfarin ------------------------------------------------------------------------------
const GREENS =
  /绿叶菜|青菜|蔬菜|菠菜|西兰花|生菜|沙拉|羽衣甘蓝|\bgreens\b|\bleafy\b|\bspinach\b|\bsalads?\b|\bkale\b|\bbroccoli\b|\blettuce\b|\bcollards?\b|\bvegetables?\b|\bveggies\b/;
const QUIT_OR_AVOID =
  /不能吃|不可以吃|要忌|忌口|戒掉|不吃了|少吃|别吃|\bquit\b|\bstop (eating|having)\b|\bgive up\b|\bcut out\b|\bavoid\b|\bno more\b|\b(can'?t|cannot|not allowed to) (eat|have)\b|\bhave to (stop|quit|give|cut)\b|\boff limits\b/;
// How much — or whether at all ("can she eat or not", "someone said greens fight with warfarin": blind answer round 40,
// en-012, unsafe, development data).
const GREENS_AMOUNT =
  /多少|几碗|一碗|一盘|一把|能不能吃|能吃吗|可以吃吗|\bhow much\b|\bhow many\b|\bcups?\b|\bbowls?\b|\bhandfuls?\b|\bservings?\b|\bportions?\b|\bplates?\b|\bper day\b|\ba day\b|\b(eat|have) (it |them )?or not\b|\b(fight|clash|interact|react)\w* with\b/;

function warfarinGreensAmount(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const m =
    /\b(about |around |like |maybe )?(a|one|two|three|half a|\d(?:\.\d)?) (cups?|bowls?|handfuls?|servings?|portions?|plates?)\b/.exec(
      t,
    ) ?? /(一|两|二|三|半)(碗|盘|把|份)/.exec(t);
  const amount = m ? m[0].replace(/^(about|around|like|maybe) /, '').trim() : null;
  const first = zh
    ? amount
      ? `**每天${amount}可以——关键是每天都差不多这个量，而不是有几天很多、有几天没有。**`
      : '**没有统一的上限：可以照常吃，关键是每天、每周的量差不多。**'
    : amount
      ? `**Yes — ${amount} a day is fine; the key is to keep it at about ${amount} most days rather than a lot some days and none on others.**`
      : '**There is no fixed limit — eat a normal amount; the key is keeping it about the same day to day and week to week.**';
  return zh
    ? `${first}抗凝门诊是按你平常的吃法来调华法林剂量的。注意熟菜会缩：一碗炒熟的菠菜、羽衣甘蓝的维生素K是一碗生菜叶的好几倍，所以生的和熟的别随意互换太多。如果这个量对你来说是新增加的，开始前告诉抗凝门诊，他们可能一周左右后查一次INR。`
    : `${first} Your anticoagulation clinic sets the warfarin dose around what you usually eat. Cooked greens shrink: a cup of cooked spinach or kale has several times the vitamin K of a cup of raw salad leaves, so do not swap raw for cooked in big amounts. If this is more than you have been eating, tell the clinic before you start — they may check your INR after a week or so.`;
}

// ---- magnesium apart from tacrolimus ---------------------------------------------------------------------
const MAGNESIUM = /镁|\bmagnesium\b|\bmag-?ox\b|\bmag\b|\bslow-?mag\b/;
const TACROLIMUS =
  /他克莫司|普乐可复|抗排斥|\btacrolimus\b|\bprograf\b|\benvarsus\b|\btac\b|\banti-?rejection\b/;
const SEPARATE =
  /分开|隔开|间隔|错开|\bseparat\w*\b|\bapart\b|\bspac\w*\b|\bsame time\b|\btogether\b|\bgap\b/;

// ---- soy sauce on an MAOI ----------------------------------------------------------------------------
const SOY_SAUCE = /酱油|生抽|老抽|\bsoy sauce\b|\bsoya sauce\b|\btamari\b|\bshoyu\b|\bteriyaki\b/;

/** A stir-fry, or "really"/"at all" (home cooking in general is maoi-asian-home-cooking's). */
const COOKING = /炒菜|真的|一点都|\bstir[- ]?fr\w*\b|\breally\b|\bat all\b|\ba (little|splash|dash)\b/;

// ---- a crawfish boil with gout -----------------------------------------------------------------------
const SHELLFISH_BOIL =
  /小龙虾|\bcrawfish\b|\bcrayfish\b|\bcrawdads?\b|\b(seafood|shrimp|crab|low ?country) boil\b|\bcrab legs\b/;
/** One shellfish against another, or how much ("能吃小龙虾吗" alone is gout-seafood's). */
const SEAFOOD_ASK =
  /吃多少|哪个|\bhow bad\b|\bvs\.?\b|\bversus\b|\bhow much\b|\bhow many\b|\bworse\b|\bbetter\b/;

// ---- a Chipotle order --------------------------------------------------------------------------------
const CHIPOTLE = /\bchipotle\b/;
/** A meal at Chipotle fitted to a plan, or the burrito or bowl named ("what to order to lose weight" alone is mexican-restaurant-order's). */
const ORDER_ASK = /午饭|午餐|\blunch\b|\bdinner\b|\bfits?\b|\bmy plan\b|\bburrito\b|\bbowl\b|\bcalori\w*\b/;

// ---- the tea named with meals and iron -----------------------------------------------------------------
/** A tea by name (plain "tea" is tea-with-meals-iron's and tea-with-meals-blocks-iron's). */
const TEA_NAMED = /抹茶|绿茶|红茶|乌龙|\bmatcha\b|\bgreen tea\b|\bblack tea\b|\bearl grey\b|\boolong\b/;
const WITH_MEAL =
  /饭|餐|\bmeals?\b|\bwith (food|everything|dinner|lunch|breakfast)\b|\bat (lunch|dinner|breakfast)\b|\bwhen i eat\b/;
const IRON_SAID = /铁|贫血|\biron\b|\bferritin\b|\bferrous\b|\ban(a)?emi\w*/;
/** Tea at a time away from meals, on iron (the zh batch's words for iron-afternoon-tea-or-milk-tea). */
const TEA = /茶|\btea\b|\bmatcha\b/;
const IRON_WORD = /补铁|铁剂|铁片|铁|\biron\b|\bferrous\b/;
/** A time away from meals said: an afternoon cup, between meals. Tea after meals is tea-after-meal-wait-iron's. */
const ROUTINE = /下午|上午|两餐之间|\bafternoons?\b|\bmid-?morning\b|\bbetween meals\b/;

function teaName(text: string, zh: boolean): string {
  const t = text.toLowerCase();
  if (/抹茶|\bmatcha\b/.test(t)) return zh ? '抹茶' : 'matcha';
  if (/绿茶|\bgreen tea\b/.test(t)) return zh ? '绿茶' : 'green tea';
  if (/奶茶|\bchai\b/.test(t)) return zh ? '奶茶' : 'chai';
  if (/红茶|\bblack tea\b|\bearl grey\b/.test(t)) return zh ? '红茶' : 'black tea';
  if (/\boolong\b|乌龙/.test(t)) return zh ? '乌龙茶' : 'oolong';
  return zh ? '茶' : 'tea';
}

const MEALS: readonly [RegExp, string, string][] = [
  [/午饭|午餐|\blunch\b/, 'lunch', '午饭'],
  [/晚饭|晚餐|\bdinner\b|\bsupper\b/, 'dinner', '晚饭'],
  [/早饭|早餐|\bbreakfast\b/, 'breakfast', '早饭'],
];
const GIVE_UP = /戒|不喝了|要改|改掉|停掉|\bstop\b|\bgive (it )?up\b|\bquit\b|\bcut (it )?out\b|\bditch\b/;

function teaWithMealsIron(said: ComposeInput, zh: boolean): string {
  const t = said.text.toLowerCase();
  const tea = teaName(said.text, zh);
  const matcha = tea === 'matcha' || tea === '抹茶';
  const meal = MEALS.find(([re]) => re.test(t));
  const mealEn = meal ? meal[1] : 'meals';
  const mealZh = meal ? meal[2] : '吃饭';
  const giveUp = GIVE_UP.test(t);
  const extraEn = matcha
    ? ' Matcha is the whole leaf ground and drunk, so a cup carries more of these polyphenols than brewed tea — its effect at that meal is at least as strong.'
    : '';
  const extraZh = matcha
    ? '抹茶是整片茶叶磨粉喝下去的，多酚比泡的茶更多，对那一餐铁吸收的影响只会更大。'
    : '';
  const headZh = giveUp
    ? `**${tea}不用戒，挪个时间就行：${mealZh}时喝，茶里的多酚能让那一餐植物性食物里的铁吸收少一半左右。**`
    : `**会：${mealZh}时喝${tea}，茶里的多酚能让那一餐植物性食物里的铁吸收少一半左右——不用戒，挪个时间就行。**`;
  const headEn = giveUp
    ? `**No need to give up your ${tea} — just move it away from ${mealEn}: the polyphenols in tea can roughly halve the iron you absorb from plant foods at that meal.**`
    : `**Yes — ${tea} with ${mealEn} can roughly halve the iron you absorb from plant foods at that meal, so move it rather than drop it.**`;
  return zh
    ? `${headZh}${extraZh}把${tea}放到饭前1小时或饭后1–2小时喝，和铁片至少隔2小时。吃饭时配点维生素C丰富的食物（彩椒、番茄、柑橘、猕猴桃、挤点柠檬汁），能明显增加豆类、豆腐、全谷物里铁的吸收。`
    : `${headEn}${extraEn} Have it an hour before or 1–2 hours after eating, and at least 2 hours from an iron tablet. At meals, add something rich in vitamin C (peppers, tomatoes, citrus, kiwi, a squeeze of lemon), which clearly boosts the iron you take up from beans, lentils, tofu and whole grains.`;
}

// ---- B6 in mg for sickness in pregnancy ------------------------------------------------------------------
const B6 = /维生素 ?b6|维b6|\bb6\b|\bvitamin b-?6\b|\bpyridoxine\b/;
const NAUSEA =
  /孕吐|恶心|呕吐|想吐|吐得|吐了|一直吐|老吐|吐的|\bnause\w*\b|\bmorning sickness\b|\bsick\b|\bvomit\w*\b|\bthrow(ing)? up\b|\bthrew up\b|\bqueasy\b/;
const HOW_MUCH_TAKE =
  /多少|几毫克|剂量|几片|\bhow (much|many)\b|\bwhat dose\b|\bdosage\b|\bmg\b|\bmax\w*\b|\bcan i take\b|\bthe most (i|you|she|we) (can|should)\b/;

/** The ACOG dose of vitamin B6 for pregnancy sickness, with the total kept within 100 mg (two rows say it). */
const B6_NAUSEA_DOSE: Pick<FaqRow, 'text' | 'source'> = {
  text: {
    zh: '**有帮助，对轻中度孕吐是常用的第一步：美国妇产科医师学会的用法是维生素B6每次10–25毫克，一天3–4次；全天合计（包括孕妇维生素里的）一般不超过100毫克，除非产科医生另有安排。** 药店可以买到单方B6片；先把孕妇维生素里的B6算进去。B6对恶心比对呕吐更有效，一般几天内见效；不够的话，医生可以加用多西拉敏（和B6合用的处方药）。同时：少量多餐、起床前吃几块饼干、避开让你想吐的气味，姜也有帮助。喝不进水、尿很少、头晕或体重下降，尽快就医。',
    en: '**Yes — vitamin B6 is the usual first step for mild to moderate pregnancy nausea: ACOG’s dose is 10–25 mg three or four times a day, and the total from everything (your prenatal included) should stay at or under 100 mg a day unless your obstetrician sets another plan.** Plain B6 (pyridoxine) tablets are sold at pharmacies; count the B6 already in your prenatal. It helps nausea more than vomiting and usually works within a few days; if it is not enough, your doctor can add doxylamine (the combination is sold as Diclegis or Bonjesta). Meanwhile: small frequent snacks, crackers before getting up, avoid smells that set you off; ginger helps too. If you cannot keep fluids down, pass little urine, feel dizzy or are losing weight, get seen soon.',
  },
  source: {
    ref: 'ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018): pyridoxine 10–25 mg orally 3 or 4 times a day, with or without doxylamine; NIH ODS Vitamin B6 Fact Sheet for Health Professionals (UL 100 mg/day)',
  },
};

// ---- wine while nursing, in hours --------------------------------------------------------------------
const ALCOHOL = /酒|\bwine\b|\bbeers?\b|\balcohol\b|\bdrinks?\b|\bcocktails?\b|\bchampagne\b|\bprosecco\b/;
const HOW_LONG_WAIT = /多久|几个小时|等多长|\bhow long\b|\bwait\b|\bhours?\b|\bwhen can i\b/;
/** The antidepressant named, or pumping asked: sertraline-alcohol and lactation-pump-and-dump answer. */
/** Whether a drink is allowed at all, asked beside how long ("how long after a beer" alone is intents/lactation.ts'). */
const CAN_I_HAVE =
  /能不能喝|能喝|可以喝|\bcan i (have|drink)\b|\bis it ok(ay)? to (have|drink)\b|\bam i allowed\b/;
const WINE_ELSEWHERE =
  /舍曲林|抗抑郁|吸出来|挤出来|\bsertraline\b|\bzoloft\b|\bssris?\b|\bantidepressants?\b|\bpump\w*\b|\bdump\b/;

const LACTATION_WINE = {
  en: '**Not drinking is the safest choice, but an occasional single glass of wine is compatible with breastfeeding if you time it: wait at least 2 hours after a standard glass (5 oz, 150 ml of 12% wine) before you nurse, and about 4 hours after a large 250 ml glass, which is nearly two drinks.** Alcohol leaves the milk as it leaves your blood, so pumping and dumping does not speed it up (pump only if you are uncomfortably full). Easiest: feed or pump just before dinner, have the glass with food, and nurse again once the time has passed. Do not bed-share after drinking.',
  zh: '**不喝最稳妥（我国哺乳期膳食指南建议忌酒）；偶尔喝一杯的话，要掐好时间：喝一标准杯葡萄酒（150毫升、12度左右）后至少等2小时再喂；一大杯（250毫升，约相当于两杯）要等4小时左右。** 酒精从奶里消退的速度和从血液里一样，吸出来倒掉并不能让它退得更快（太胀可以吸出来缓解）。最省事的做法：吃饭前先喂一次或吸一次，边吃饭边慢慢喝，过了时间再喂。喝了酒不要和宝宝同床睡。',
};
const LACTATION_WINE_SOURCE =
  '中国居民膳食指南（2022）哺乳期妇女膳食指南; CDC, Alcohol and breastfeeding (2024): not drinking is safest; after a single drink wait at least 2 hours before nursing; NIH LactMed, Alcohol (2024): milk alcohol follows blood alcohol, pumping does not hasten its removal; NHS, Drinking alcohol while breastfeeding (2 to 3 hours per drink)';

export const ROUND22_ENPART1_FAQ: readonly FaqRow[] = [
  {
    // en-002 "does the protein in my greek yogurt and eggs count or do i still need a shake" — written
    // around the shake, then "no reliable rule" for yogurt. The foods named, each with its protein.
    id: 'food-protein-counts-no-shake',
    when: [FOOD_PROTEIN_NAMED, COUNTS_OR_STILL_NEED, SHAKE],
    unless: [
      /代餐|\bmeal replacements?\b|\bhuel\b|\bslim ?fast\b/,
      // A day's total in grams said ("I'm getting like 50g a day"): the total-enough rows answer it.
      /(?<![\d.])\d{2,3} ?(g|grams?|克)(?![a-z])/,
    ],
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, MINOR, { conditions: ['pku'] }, { foodAllergies: ['milk'] }],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: foodProteinCounts,
    text: {
      zh: '**算，而且一样算：食物里的蛋白质和蛋白粉里的完全一样计入每天的目标，目标是一天里所有食物和饮料加起来的总量，不一定要喝蛋白粉。** 大致含量：鸡蛋每个约6克；希腊酸奶一杯（约170克）约17克；牛奶一盒（250毫升）约8克；熟鸡肉100克约30克；北豆腐100克约12克。经常运动的成年人每天每公斤体重约1.0–1.2克就够了。把蛋白质分到三餐里，每餐约20–30克；某天吃得不够时，一勺蛋白粉补一下也可以，但不是必需的。',
      en: '**Yes — protein from food counts exactly like a shake’s: your target is the total from everything you eat and drink in a day, so you do not need a shake if your meals get you there.** Roughly: a large egg about 6 g; a 170 g (6 oz) pot of Greek yogurt about 17 g; a cup of milk about 8 g; 100 g of cooked chicken about 30 g; 100 g of firm tofu about 12 g. An active adult needs about 1.0–1.2 g per kg of body weight a day. Spread it over your meals, about 20–30 g each; a shake is only a convenience for a day or a meal that falls short.',
    },
    source: {
      ref: 'IOM Dietary Reference Intakes for Energy and Macronutrients (2005): protein RDA 0.8 g/kg as total daily intake; Jäger R et al. ISSN Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20; USDA FoodData Central (egg, Greek yogurt, milk, chicken breast, tofu); 中国食物成分表（标准版，第6版）',
    },
  },
  {
    // en-009 "I take Elevit. My mom says I don't need the DHA pill my OB mentioned because she makes me fish
    // soup every day" — "Yes, they go together fine" and nothing on the soup.
    id: 'prenatal-dha-fish-soup',
    when: [DHA, FISH_OFTEN],
    for: PREGNANT_OR_NURSING,
    notFor: WARFARIN,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    compose: prenatalDhaFishSoup,
    text: {
      zh: '**先看你的孕妇维生素标签：很多（比如普通爱乐维）都不含DHA；每天的鱼汤能不能代替，要看是什么鱼、吃不吃鱼肉。** 孕期每天约需DHA 200毫克。DHA在鱼肉和鱼油里，汤里很少；鲫鱼、鲈鱼这类瘦鱼每100克鱼肉只有约100–150毫克，三文鱼、鲭鱼、沙丁鱼这类油性鱼每100克约500–1500毫克。每天连鱼肉一起吃、再加每周一两次低汞油性鱼就够了；只喝汤或很少吃油性鱼，就按产科医生说的加一粒含DHA约200毫克的鱼油或藻油。',
      en: '**Check your prenatal’s label: many (standard Elevit among them) have no DHA; whether a daily fish soup replaces a DHA pill depends on which fish it is and whether you eat the fish, not just the broth.** About 200 mg of DHA a day is advised in pregnancy. DHA sits in the fish’s flesh and fat; lean soup fish (carp, tilapia, cod) have about 100–150 mg per 100 g, oily fish such as salmon, mackerel and sardines about 500–1,500 mg. Eating the fish most days plus one or two portions of a low-mercury oily fish a week is enough; if you mostly drink the broth or rarely eat oily fish, take about 200 mg of DHA a day from fish oil or algal oil.',
    },
    source: {
      ref: 'EFSA NDA Panel, Dietary Reference Values for fats (2010): 100–200 mg DHA on top of 250 mg EPA+DHA in pregnancy; Koletzko B et al. J Perinat Med 2008;36:5–14 (at least 200 mg DHA a day); USDA FoodData Central (DHA per 100 g: salmon, Atlantic mackerel, sardines, cod, tilapia, carp); Elevit Pronatal product information (no DHA in the standard tablet); 中国居民膳食营养素参考摄入量（2023版）孕妇DHA 200 mg',
    },
  },
  {
    // en-010 "what kind of fish is ok for the soup? she gets it from the Asian market, sometimes mackerel or
    // whatever is fresh" — the FDA lists, never which mackerel or anything on a soup.
    id: 'pregnancy-fish-for-soup-mackerel',
    when: [MACKEREL_SOUP_MARKET, WHICH_FISH_OK],
    unless: [
      /寿司|刺身|生鱼|烟熏|金枪鱼|\bsushi\b|\bsashimi\b|\braw\b|\bsmoked\b|\btuna\b|\bceviche\b|\bpoke\b/,
      /鱼油|\bfish oil\b|\bdha\b/,
    ],
    for: PREGNANT_OR_NURSING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**鲭鱼要看品种：鲭鱼（青花鱼、日本叫saba）属于汞最低的一类，可以常吃；鲅鱼、马鲛鱼一周最多一次；个头很大、标着“king mackerel”或“kingfish”的大马鲛汞高，孕期不吃。** 菜市场里做汤常见的好选择：三文鱼、鳕鱼、明太鱼、罗非鱼、鲶鱼、黄花鱼（小黄鱼）、沙丁鱼、虾；鲤鱼、鲫鱼、石斑、鲷鱼属于“一般选择”，一周一次左右。要避开：鲨鱼、剑鱼、旗鱼、方头鱼、大眼金枪鱼、大马鲛。做汤要把鱼煮到熟透、肉能一片片分开；汞在鱼肉里，喝汤不会把它去掉，所以按吃的鱼肉算。建议每周共吃约2–3份（每份约100–150克）低汞鱼；如果天天喝鱼汤，就主要用上面那些汞最低的鱼，并且换着吃。',
      en: '**Mackerel depends on the kind: Atlantic mackerel and Pacific (chub) mackerel — often sold as “saba” — are among the lowest-mercury “best choices”; Spanish mackerel is a “good choice”, about once a week; king mackerel — also sold as “kingfish” or “seer fish”, the big ones — is high in mercury and off the menu in pregnancy.** Other good soup fish at an Asian market: salmon, cod, pollock, tilapia, catfish, croaker, sardines and shrimp are “best choices”; carp, grouper and snapper are “good choices”, about once a week. Avoid shark, swordfish, marlin, tilefish from the Gulf of Mexico, bigeye tuna and orange roughy. For the soup, cook the fish until it flakes; mercury stays in the flesh and boiling does not remove it, so count the fish you eat. The advice is 8–12 oz (2–3 servings) a week of low-mercury fish; with fish soup every day, keep to the best choices and vary them.',
    },
    source: {
      ref: 'FDA/EPA, Advice about Eating Fish for those who might become or are pregnant or breastfeeding (updated 2021): Best choices (Atlantic mackerel, Pacific chub mackerel, salmon, cod, pollock, tilapia, catfish, Atlantic croaker, sardines, shrimp), Good choices (Spanish mackerel, carp, grouper, snapper: 1 serving a week), Choices to avoid (king mackerel, shark, swordfish, marlin, Gulf tilefish, bigeye tuna, orange roughy)',
    },
  },
  {
    // en-011 "Does sertraline interact with any of the supplements I'm thinking of taking, fish oil, vitamin
    // D and magnesium glycinate? I'm breastfeeding" — "no known interaction", nothing on nursing or doses.
    id: 'ssri-common-supplements-nursing',
    // Magnesium among them: fish oil and vitamin D alone are sertraline-supplements' (rows-life-stages.ts).
    when: [COMMON_SUPPLEMENT, INTERACT_ASK, /镁|\bmagnesium\b/],
    unless: [
      /圣约翰|色氨酸|5-?羟色氨酸|\bst\.? john\w*\b|\b5-?htp\b|\btryptophan\b|\bsam-e\b/,
      // Calcium, iron, a multivitamin … named: the rows written for those answer (round 21, zh-042).
      /钙|铁|复合维生素|锌|益生菌|\bcalcium\b|\biron\b|\bmultivitamins?\b|\bzinc\b|\bprobiotics?\b|\bb12\b|\bprenatal\b/,
    ],
    // Sertraline itself: "a preferred antidepressant while nursing" is LactMed's word for it, not for every SSRI.
    for: { all: [{ medicines: ['sertraline'] }, LACTATING] },
    notFor: [WARFARIN, KIDNEY_DISEASE_OR_DIALYSIS],
    wholeMessage: true,
    intent: 'drug_interaction',
    compose: ssriSupplements,
    text: {
      zh: '**舍曲林和这三样都没有需要担心的相互作用，哺乳期也都可以用。** 鱼油：舍曲林这类药会轻微影响血小板，大剂量鱼油也有一点这种作用；普通剂量（每天1–2克、含DHA约200–300毫克）没问题，若同时吃布洛芬等止痛药或容易出血、瘀青，告诉医生。维生素D：哺乳期每天400国际单位（10微克）即可（我国2023版），不超过每天2000国际单位（50微克）；宝宝吃母乳的话另外每天补400国际单位滴剂。甘氨酸镁：看标签上的“元素镁”含量，补充剂每天不超过350毫克元素镁，吃多了会拉肚子。舍曲林是哺乳期首选的抗抑郁药之一，照常吃。要避开的是圣约翰草、5-羟色氨酸、色氨酸这类会叠加血清素的补充剂。',
      en: '**No — sertraline has no interaction of concern with fish oil, vitamin D or magnesium glycinate, and all three are fine while breastfeeding.** Fish oil: SSRIs slightly affect platelets and so do high doses of fish oil; an ordinary dose (1–2 g a day, about 200–300 mg of DHA) is fine, but tell your doctor if you also take ibuprofen-type painkillers or bruise or bleed easily. Vitamin D: 600 IU (15 µg) a day covers you; stay under 4,000 IU (100 µg) unless prescribed — and a breastfed baby still needs their own 400 IU drops. Magnesium glycinate: go by the label’s elemental magnesium and keep supplements to 350 mg a day; more causes loose stools. Sertraline is one of the preferred antidepressants while nursing — keep taking it. The supplements to avoid with it are St John’s wort, 5-HTP and tryptophan, which add to its serotonin effect.',
    },
    source: {
      ref: 'NIH LactMed, Sertraline (2024): a preferred antidepressant during breastfeeding; Zoloft (sertraline) US prescribing information §5.3 (abnormal bleeding with drugs that affect platelets) and §7 (serotonergic drugs: St John’s wort, tryptophan); NIH ODS Vitamin D, Magnesium and Omega-3 Fact Sheets for Health Professionals (vitamin D RDA 600 IU, UL 4,000 IU; supplemental magnesium UL 350 mg); AAP, Vitamin D drops for breastfed infants (400 IU a day); 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
  {
    // en-014 "Is Ensure or Boost better for her? And how many a day?" — two a day, the comparison never made.
    id: 'ensure-vs-boost',
    when: [ENSURE, BOOST_OR_BRAND],
    unless: [/\bto ensure\b|\bensure (that|i|my|she|he|we|you)\b/],
    notFor: [WARFARIN, KIDNEY_DISEASE_OR_DIALYSIS, MINOR, { conditions: ['pku', 'diabetes'] }],
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**安素和Boost（雀巢）这类全营养饮品基本一样，没有哪个明显更好：选她愿意喝的口味，牌子不重要，能坚持喝最要紧。** 胃口差、体重低的老人，选“高能量/Plus”款：每瓶约350千卡、14–16克蛋白质，比普通款（约220–240千卡、9–10克蛋白质）同样一小瓶能多给不少能量。每天两瓶左右（约加400千卡、30克蛋白质），在两餐之间或睡前慢慢喝，别代替正餐；冰过更好喝，可以换口味以免喝腻。有糖尿病、肾病或喝水会呛的，请医生或营养师选合适的配方。一个月左右称一次体重看效果。',
      en: '**Ensure and Boost are essentially equivalent — neither is clearly better, so pick the flavour she will actually drink; store brands with the same label are fine too.** For an underweight older woman with little appetite, choose the high-calorie version of either: Ensure Plus or Boost Plus give about 350–360 kcal and 14–16 g of protein a bottle, against about 220–240 kcal and 9–10 g for the original — far more in the same small volume. About two a day (adding roughly 400 kcal and 30 g of protein) is the usual amount: between meals or at bedtime, sipped slowly, not instead of meals; chilled they taste better, and switching flavours stops her tiring of them. With diabetes, kidney disease or coughing on thin drinks, ask the doctor or dietitian to choose the formula. Weigh her after about a month to see that it is working.',
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (oral nutritional supplements of at least 400 kcal and 30 g protein a day); Abbott Ensure Plus and Nestlé Boost Plus product labels (energy and protein per 8 fl oz, cited from the US labels)',
    },
  },
  {
    // en-034 "what about my hair skin nails gummies with biotin" on isotretinoin — biotin only, never the
    // vitamin A these gummies often carry.
    id: 'isotretinoin-hair-gummies-vitamin-a',
    when: [HAIR_GUMMIES, GUMMY_OR_SUPPLEMENT],
    for: ISOTRETINOIN,
    intent: 'supplement_dose',
    text: {
      zh: '**先看标签上有没有维生素A：很多护发护甲软糖都加了维生素A（视黄醇、视黄醇醋酸酯等），吃异维A酸期间不要吃含维生素A的补充剂——异维A酸本身就是维生素A的衍生物，叠加会加重副作用。** 含生物素的还有另一个问题：每粒常有几千微克，会干扰很多化验，包括甲功和部分验孕血检，而你每个月都要验孕抽血。最省事的是疗程期间先停掉这类软糖；非要吃的话，选不含维生素A的，抽血前告诉医生并提前2–3天停生物素。异维A酸引起的掉头发通常是暂时的，停药后会恢复；生物素对这种掉发没有证据。嘴唇和皮肤干，用润唇膏和保湿霜更管用。',
      en: '**Check the label for vitamin A first: many hair, skin and nails gummies add vitamin A (retinol, retinyl acetate or palmitate), and on isotretinoin you should not take supplements containing vitamin A — isotretinoin is a vitamin A derivative, and the two add up in side effects.** The biotin is a second problem: gummies often have several thousand µg a serving, enough to distort many lab tests, including thyroid tests and some blood pregnancy tests — and you have a pregnancy test every month. Simplest is to pause the gummies for the course; if you want one, pick a product with no vitamin A, tell your doctor and the lab, and stop the biotin 2–3 days before blood tests. Hair shedding on isotretinoin is usually temporary and recovers after the course, and biotin has no evidence for it; for dry lips and skin, a lip balm and moisturiser help more.',
    },
    source: {
      ref: 'Absorica/Accutane (isotretinoin) US prescribing information §5 and patient information (avoid vitamin supplements containing vitamin A: additive toxic effects), §6 (hair thinning); US FDA Safety Communication: biotin may interfere with lab tests (2017, updated 2019); NIH ODS Biotin Fact Sheet',
    },
  },
  {
    // en-037 "Is beer really that bad for gout? what about hard seltzers like White Claw" and en-038 "what if
    // i switch to whiskey" — a vodka-soda paragraph both times. The drinks named, each answered.
    id: 'gout-drink-named',
    when: [GOUT_DRINK_NAMED, DRINK_ASK],
    unless: [
      /无醇|零度|\bnon-?alcoholic\b|\balcohol-?free\b|\bzero[- ]?alcohol\b|\b0\.0\b|椰子水|\bcoconut\b|\bwater\b/,
      // Spirits against beer in one message: gout-spirits-and-mixers (rows-round20-enpart.ts) answers it.
      /(白酒|烈酒|威士忌|伏特加|\bwhisk(e)?y\b|\bbourbon\b|\bvodka\b|\bspirits?\b|\bliquor\b)[\s\S]*(啤酒|\bbeers?\b)|(啤酒|\bbeers?\b)[\s\S]*(白酒|烈酒|威士忌|伏特加|\bwhisk(e)?y\b|\bbourbon\b|\bvodka\b|\bspirits?\b|\bliquor\b)/,
      // Sugary drinks or a mixer asked about: the fructose and mixer rows answer (round 22, en-160).
      /汽水|可乐(?!果(?!汁))|雪碧|果汁|奶茶|甜茶|\bsodas?\b|\bsweet tea\b|\bjuices?\b|\bcola\b|\bcoke\b|\bsoft drinks?\b|\bmixers?\b|\btonic\b|\blemonade\b/,
    ],
    for: GOUT,
    // With the liver raised or diseased, the total alcohol is what matters, not which drink (blind answer
    // round 48, zh-011: "换成红酒或者白酒会好点吗" after an ALT of 52 and a uric acid of 470 was told spirits are
    // the safer switch).
    notFor: [PREGNANT, MINOR, LIVER_RAISED_OR_DISEASED],
    wholeMessage: true,
    intent: 'food_sources',
    compose: goutDrink,
    text: {
      zh: '**对痛风来说，啤酒最不好（酒精加上啤酒自带的嘌呤），烈酒其次，葡萄酒影响最小但也不是“安全”。** 喝多少比喝哪种更要紧：发作期间一口都不喝；平时如果喝，一次最多一杯、不连着几天喝、绝不喝醉，同时多喝水；不要用含糖饮料、果汁当调酒。在吃降尿酸药的话照常每天吃，血尿酸控制在360 µmol/L（6 mg/dL）以下，偶尔喝一杯的影响就小得多。',
      en: '**For gout, beer is the worst (alcohol plus beer’s own purines), spirits come next, and wine raises the risk least but is not “safe”.** How much you drink matters more than which drink: none during a flare; otherwise an occasional single drink, not several days in a row and never a big night, with water alongside and no sugary mixers. If you take urate-lowering medicine, keep taking it every day — with your uric acid below 6 mg/dL (360 µmol/L), an occasional drink matters far less.',
    },
    source: {
      ref: 'Choi HK et al. Alcohol intake and risk of incident gout in men: a prospective study. Lancet 2004;363:1277–1281 (per daily serving: beer RR 1.49, spirits 1.15, wine 1.04); Neogi T et al. Alcohol quantity and type on risk of recurrent gout attacks. Am J Med 2014;127:311–318; FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit alcohol and high-fructose drinks); NIAAA, What is a standard drink',
    },
  },
  {
    // en-043 "Is it worth taking vitamin D in the winter? I live in Seattle and basically never see the sun
    // from November to March. How many IU would make sense for me?" — UK text, then the plan's 400 IU.
    id: 'vitamin-d-winter-iu',
    when: [VITAMIN_D, WINTER_OR_NO_SUN, IU_OR_HOW_MUCH],
    unless: [
      /太多|过量|\btoo (much|high)\b|\btoxic\w*\b|\b(5|10|50),?000\b/,
      /婴儿|宝宝|\bbaby\b|\binfant\b/,
    ],
    // A level measured low is a treatment, not winter prevention (blind answer round 49, en-038: 14 ng/mL on 1000 IU).
    notFor: [...HIGH_CALCIUM_PEOPLE, KIDNEY_DISEASE_OR_DIALYSIS, MINOR, LOW_VITAMIN_D],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**值得补：冬天阳光弱、日照短，皮肤几乎合成不了维生素D；成年人每天补400国际单位（10微克，我国2023版参考摄入量）即可，用600–1000国际单位（15–25微克）也都在安全范围内。** 每天不要超过2000国际单位（50微克，我国的可耐受最高摄入量），除非医生验过血、开了治疗剂量。选维生素D3，随含油脂的一餐吃吸收更好。食物里三文鱼、沙丁鱼、蛋黄和强化奶也有一些。',
      en: '**Yes, it is worth it: in a northern winter (Seattle is at 47°N) the sun is too low from about November to March for your skin to make vitamin D. The US advice is 600 IU (15 µg) a day for adults up to 70 (800 IU over 70), so a 600–1,000 IU (15–25 µg) supplement through the winter makes sense.** The safe upper limit is 4,000 IU (100 µg) a day; take more only if a blood test shows a low level and your doctor prescribes a course. Vitamin D3 with a meal that has some fat is absorbed best; oily fish, egg yolks and fortified milk add a little. (UK advice, for comparison, is 400 IU — 10 µg — a day for everyone in autumn and winter.)',
    },
    source: {
      ref: 'NIH ODS Vitamin D Fact Sheet for Health Professionals (2024): RDA 600 IU (15 µg) ages 19–70, 800 IU over 70, UL 4,000 IU (100 µg); Webb AR et al. J Clin Endocrinol Metab 1988;67:373–378 (no cutaneous vitamin D synthesis in winter at high latitudes); NHS, Vitamin D (2020); 中国居民膳食营养素参考摄入量（2023版）维生素D 10 µg，UL 50 µg',
    },
  },
  {
    // en-048 "My ferritin came back at 18 at my 20 week appointment. Elevit already has iron in it, should I
    // be adding another iron pill on top?" — the UL figures, then "tell me the name of the medicine".
    id: 'pregnancy-low-ferritin-prenatal-iron',
    when: [FERRITIN, PRENATAL_OR_IRON_PILL],
    // A haemoglobin said too: pregnancy-anaemia-low-ferritin reads the two together.
    // An iron product named to add (硫酸亚铁): the plan's iron dose answers it (review H3-P1).
    unless: [
      /便秘|\bconstipat\w*\b/,
      /血红蛋白|\bh(a)?emoglobin\b|\bhg?b\b/,
      /硫酸亚铁|富马酸亚铁|多糖铁|琥珀酸亚铁|\bferrous\b|\bfeso4\b/,
    ],
    for: PREGNANT,
    notFor: IRON_NOT_WANTED,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    // The guideline's treatment range for a ferritin under 30 in pregnancy (BSH 2020), not a self-care dose.
    prescribedDoses: { iron: 80 },
    compose: pregnancyFerritin,
    text: {
      zh: '**孕期铁蛋白低于30 µg/L就说明铁储备在减少，即使血红蛋白还正常，值得治疗——但要不要在孕妇维生素之外再加一种铁，请让产科医生或助产士定，不要自己加。** 英国指南的建议是每天补元素铁40–80毫克；很多孕妇维生素（比如爱乐维含60毫克）已在这个范围，医生会结合血红蛋白决定是否另开铁剂，2–4周后复查。和茶、咖啡、牛奶、钙片隔开2小时，配一点维生素C；隔天吃一次吸收更好。',
      en: '**In pregnancy a ferritin below 30 µg/L means your iron stores are running down, even with a normal haemoglobin, and it is worth treating — but whether to add a second iron pill to your prenatal is for your OB or midwife to decide, not something to add on your own.** UK guidance is 40–80 mg of elemental iron a day; many prenatals already give that (standard Elevit has 60 mg), so your OB will look at your haemoglobin and either keep you on it or prescribe more, and recheck in 2–4 weeks. Take it 2 hours away from tea, coffee, milk and calcium, with some vitamin C; every other day is absorbed better and is easier on the gut.',
    },
    source: {
      ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830 (ferritin < 30 µg/L: iron deficiency; 40–80 mg elemental iron daily; recheck in 2–3 weeks); Stoffel NU et al. Lancet Haematol 2017;4:e524–e533 (alternate-day dosing); Elevit Pronatal product information (60 mg iron)',
    },
  },
  {
    // en-049 "the extra iron is making me super constipated, what can I eat or take for that" (pregnant) —
    // iron-food text ("ferritin below 15 like yours", moringa) and no pregnancy-safe remedy.
    id: 'pregnancy-iron-constipation',
    when: [IRON_OR_PRENATAL, CONSTIPATED],
    // Moving or splitting the tablet is the prenatal-timing row's question (round 21, en-035).
    unless: [
      // "Is it the iron doing it? Does honey water help?": the prenatal side-effects row (reference r2/zh-038).
      /闹的|引起的|是不是.{0,6}(铁|爱乐维)|蜂蜜|\bhoney\b|\bis it (the|my)\b|\bcaused by\b/,
      /隔天|换个|换一种|牌子|玛特纳|\bswitch\b|\bbrands?\b|\bevery other day\b|晚上|睡前|掰|半片|分开吃|\bnight\b|\bbedtime\b|\bsplit\b|\bhalf\b|\bevening\b|\bwhat time\b/,
    ],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**铁剂引起便秘在孕期很常见，有安全的办法：先从吃喝上调，不够再用孕期可以用的通便药，铁剂别自己停。** 吃的：每天几颗西梅或一杯西梅汁、两个猕猴桃，梨、火龙果、燕麦、红薯、豆类、全谷物；每天喝够水（约1.7升，8杯左右）；每天散步。还不行：加纤维补充剂（如车前子壳粉），同时多喝水；再不行，乳果糖或聚乙二醇（如福松）这类渗透性通便药孕期可以用，先问药师或医生。也可以问产科医生把铁改成隔天吃一次，或换一种铁剂——胃肠反应通常会小一些。肚子剧痛、便血、一周以上不排便或伴呕吐，要尽快就医。',
      en: '**Constipation from iron is common in pregnancy and there are safe fixes — food and fluids first, then a pregnancy-safe laxative if needed; do not stop the iron on your own.** Eat: a few prunes or a glass of prune juice, two kiwis a day, pears, oats, beans, lentils and whole grains; drink about 8–10 cups of fluid a day; walk daily. If that is not enough, add a fibre supplement such as psyllium (Metamucil) with plenty of water; next, an osmotic laxative such as polyethylene glycol (MiraLAX) or lactulose, which are fine in pregnancy — check with your pharmacist or OB; a stool softener (docusate) is another option. Ask your OB whether you can take the iron every other day or switch to another form, which is often easier on the gut. Severe tummy pain, bleeding, no bowel movement for a week or vomiting: get seen soon.',
    },
    source: {
      ref: 'NICE CKS, Constipation — pregnancy and breastfeeding (2023): diet and fluids, then bulk-forming, then osmotic laxatives (lactulose, macrogol); ACOG FAQ, Problems of the digestive system (2020); Pavord S et al. Br J Haematol 2020;188:819–830 (alternate-day or lower-dose iron for side effects); Lever E et al. Bristol stool and kiwifruit trials (Am J Gastroenterol 2014;109:1583, cited from memory for prunes)',
    },
  },
  {
    // en-053 "Is thickened water something I should be using, or is that only for people in nursing homes?"
    // — a carer's mixing text ("she") assuming a hospital prescription.
    id: 'thickened-drinks-for-me',
    when: [THICKENED, SHOULD_I_OR_ONLY_FOR],
    // Asked by a carer ("要不要给她喝增稠的水"): the dysphagia topic answers for the person cared for.
    unless: [
      /给她|给他|她|他|\bshe\b|\bher\b|\bhe\b|\bhim\b|\bmy (mum|mom|mother|dad|father|nan|grandma|grandmother|husband|wife)\b/,
      /几勺|多少勺|怎么调|怎么冲|\bhow (much|many) scoops?\b|\bhow to mix\b|\bwhich brand\b|\bwhere (to|can i) buy\b/,
    ],
    intent: 'food_sources',
    text: {
      zh: '**不只是养老院的人用：在家生活的人，只要吞咽检查发现稀的液体容易呛进气道，也会用增稠剂把饮品调稠；但要不要用、调到多稠，应该由吞咽评估来定，不要自己猜。** 喝水常呛的话，请医生转介言语治疗师（康复科）做吞咽评估——床边测试或吞钡/内镜检查。增稠会让人不爱喝水、容易缺水，所以没必要时不用，需要时就照定好的稠度每样饮料都调。评估前：坐直喝，用杯子小口一口一口喝，喝的时候不说话，不要仰头；累了或犯困时别喝。发烧、咳嗽有痰、胸口不舒服或体重下降，要尽快看医生。',
      en: '**Not only in nursing homes — people living at home use thickener in their drinks too, whenever a swallowing test shows thin liquids slip toward the airway; but whether you need it, and how thick, should come from a swallowing assessment, not a guess.** If you cough when you drink, ask your doctor for a referral to a speech-language therapist for a swallow assessment (a bedside test, sometimes an X-ray or camera swallow study). Thickened drinks can make you drink less and get dehydrated, so they are used only when needed — and then every drink goes to the level you are given. Until then: sit fully upright, take small single sips from a cup, do not talk while drinking or tip your head back, and avoid drinking when tired. A fever, a chesty cough, breathlessness or losing weight: see your doctor soon.',
    },
    source: {
      ref: 'IDDSI, International Dysphagia Diet Standardisation Initiative framework (2019), drinks levels 0–4; NHS, Swallowing problems (dysphagia): diagnosis by a speech and language therapist; Royal College of Speech and Language Therapists, Dysphagia guidance (2023)',
    },
  },
  {
    // en-055 "Do I have to quit eating salads and spinach because of warfarin? My doctor said something about
    // vitamin K." — "do not stop warfarin" stock first; the answer only implied.
    id: 'warfarin-keep-eating-greens',
    when: [GREENS, QUIT_OR_AVOID],
    unless: [
      /酒|\balcohol\b|\bgreen tea\b|绿茶|\bcranberr\w*\b|蔓越莓|\bgrapefruit\b|西柚|\binr\b|国际标准化比值/,
      // "or just keep the amount the same?": warfarin-steady-greens answers that (reference r3/en-044).
      /固定|差不多|一样|稳定|\bsame\b|\bsteady\b|\bconsistent\w*\b/,
      NATTO_SAID,
    ],
    for: WARFARIN,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**照样可以吃：吃华法林时沙拉、菠菜这些绿叶菜都能吃——要做的是每天、每周吃的量保持差不多。** 绿叶菜含维生素K，华法林正是通过对抗维生素K起作用：吃得突然比平时多很多，INR会下降（防血栓的作用变弱）；突然不吃了，INR会升高（容易出血）。抗凝门诊是按你平常的吃法来定华法林剂量的，所以照常吃、量稳定最好。要大改饮食（开始天天吃一大盘沙拉、喝青汁、节食），先告诉抗凝门诊，他们会提前查INR。',
      en: '**No — salads and spinach stay on the menu with warfarin; what matters is keeping the amount about the same day to day and week to week.** Leafy greens are rich in vitamin K, which warfarin works against: a sudden big increase lowers your INR (less protection from clots), and suddenly cutting them out raises it (more bleeding risk). Your clinic sets your warfarin dose around how you normally eat, so keep eating them steadily. Before a big change — a large salad every day when you rarely had one, green smoothies, a diet — tell your anticoagulation clinic so they can check your INR sooner.',
    },
    source: {
      ref: 'Coumadin (warfarin sodium) Medication Guide, Bristol-Myers Squibb (rev. 2017): eat a normal, balanced diet, talk to your healthcare provider before changing it; NIH ODS Vitamin K Fact Sheet for Health Professionals (2021), interactions with warfarin: keep vitamin K intake consistent',
    },
  },
  {
    // en-056 "So how much greens can I eat, about a cup a day?" — steady, nothing on the amount named.
    id: 'warfarin-greens-how-much',
    when: [GREENS, GREENS_AMOUNT],
    // An INR said: the INR rules answer (a bowl of greens to bring a high INR down, review A1).
    unless: [/酒|\balcohol\b|\bgreen tea\b|绿茶|\bjuice\b|青汁|\bsmoothies?\b|\binr\b|国际标准化比值/],
    for: WARFARIN,
    intent: 'medicine_question',
    compose: warfarinGreensAmount,
    text: {
      zh: '**没有统一的上限：可以照常吃，关键是每天、每周的量差不多。** 抗凝门诊是按你平常的吃法来调华法林剂量的。注意熟菜会缩：一碗炒熟的菠菜的维生素K是一碗生菜叶的好几倍。如果量比以前多，开始前告诉抗凝门诊，他们可能一周左右后查一次INR。',
      en: '**There is no fixed limit — eat a normal amount; the key is keeping it about the same day to day and week to week.** Your anticoagulation clinic sets the warfarin dose around what you usually eat. Cooked greens shrink: a cup of cooked spinach has several times the vitamin K of a cup of raw salad leaves. If this is more than you have been eating, tell the clinic before you start — they may check your INR after a week or so.',
    },
    source: {
      ref: 'NIH ODS Vitamin K Fact Sheet for Health Professionals (2021): vitamin K content of raw and cooked greens; keep intake consistent on warfarin; Coumadin (warfarin sodium) Medication Guide (rev. 2017)',
    },
  },
  {
    // en-059 "My magnesium has been low ever since my transplant and I take Mag-Ox 400. Should I take it
    // separate from the tacrolimus?" — the pair and the UL note, never a yes or no.
    id: 'transplant-mag-ox-apart-from-tacrolimus',
    when: [MAGNESIUM, TACROLIMUS, SEPARATE],
    // How many hours, or the times said: transplant-magnesium-spacing gives the timetable (round 22,
    // zh-087, en-060).
    unless: [
      /怎么|如何|多久|几个?小时|几点|\bhow (do|should|can) i\b|\bwhen (do|should) i\b|\d ?点|\bhow (long|many hours)\b|\b\d{1,2} ?(am|pm)\b/,
    ],
    for: TRANSPLANT_IMMUNOSUPPRESSED,
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**要分开：镁片（比如氧化镁400毫克）和他克莫司至少隔2小时，如果还吃吗替麦考酚酯（骁悉），和它也至少隔2小时。** 镁盐在肠道里会影响他克莫司吸收的稳定，而他克莫司的血药浓度需要很稳；镁和骁悉同时吃会让骁悉吸收变少。比如抗排斥药早8点、晚8点吃，镁片就放在中午或下午。氧化镁容易拉肚子，腹泻本身会让他克莫司浓度升高——拉肚子要告诉移植团队。镁片吃多少按移植团队根据血镁定的量，改了服药时间后下次抽血时告诉他们。',
      en: '**Yes — take the Mag-Ox at least 2 hours apart from your tacrolimus, and at least 2 hours from mycophenolate (CellCept/Myfortic) if you take it.** Magnesium salts can change how steadily tacrolimus is absorbed, and tacrolimus levels need to stay steady; with mycophenolate, magnesium taken at the same time clearly lowers its absorption. If your anti-rejection doses are at 8 am and 8 pm, take the magnesium at lunch or mid-afternoon. Magnesium oxide often loosens stools, and diarrhoea itself can raise tacrolimus levels — tell the transplant team if it does. Keep to the magnesium dose they set from your blood level, and mention the new timing at your next level check.',
    },
    source: {
      ref: 'Prograf (tacrolimus) US prescribing information §2 (consistent administration), §7 (magnesium-aluminium hydroxide antacids; diarrhoea may increase tacrolimus concentrations); CellCept (mycophenolate mofetil) US prescribing information §7 (magnesium and aluminium hydroxide antacids decrease absorption; do not give together); Mag-Ox 400 label (400 mg magnesium oxide, about 240 mg elemental magnesium)',
    },
  },
  {
    // en-064 "Is soy sauce really off limits on phenelzine? I make stir fry a few times a week." — the whole
    // MAOI list, no answer on her stir-fry and nothing to cook with instead.
    id: 'maoi-soy-sauce-stir-fry',
    when: [SOY_SAUCE, COOKING],
    // Other fermented foods, vinegar or a restaurant named: the MAOI rows for those answer (round 22,
    // zh-116, zh-117; round 21, en-121).
    unless: [
      /腐乳|臭豆腐|豆豉|老干妈|\bblack bean\b|\bbean sauce\b|醋|奶酪|泡菜|餐厅|饭店|日料|寿司|\bmiso\b|\bvinegar\b|\bcheese\b|\bkimchi\b|\brestaurant\b|\bsushi\b|\bjapanese\b|\btakeout\b|\btake-?away\b|\beating out\b/,
    ],
    for: MAOI,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**是的，吃苯乙肼期间把酱油当作要避开的：酱油是发酵的，酪胺含量每瓶差别很大，有的几勺就够量，而一盘炒菜常要放好几勺。** 同样要避开：生抽老抽、照烧汁、海鲜酱、豆瓣酱、黄豆酱、味噌、鱼露、虾酱、腐乳。炒菜可以换成：新鲜的蒜、姜、葱、辣椒，米醋、柠檬或青柠汁，少许盐和糖，香油，新鲜香草（香菜、罗勒）；肉、鱼、鸡蛋都要新鲜，做好当餐吃，剩菜冷藏、一两天内吃完（放久了酪胺会增加）。停药后两周内也照样避开。吃完饭后突然剧烈头痛、心跳很快、脖子发硬，马上就医。',
      en: '**Yes — on phenelzine, treat soy sauce as off limits: it is fermented, its tyramine varies a lot from bottle to bottle, some have enough in a few tablespoons to matter, and a stir-fry easily takes that much.** The same goes for tamari, shoyu, teriyaki and hoisin sauce, miso, fermented bean pastes, fish sauce and shrimp paste. For your stir-fries use fresh garlic, ginger, spring onion and chilli, rice vinegar, lime or lemon juice, a pinch of salt and sugar, sesame oil and fresh herbs (coriander, Thai basil); use fresh meat, fish or eggs, cook and eat it the same day, and refrigerate leftovers promptly and finish them within a day or two (tyramine builds up in stored protein). Keep to this for two weeks after any last dose. A sudden severe headache, pounding heart or stiff neck after a meal needs emergency care.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §5 (hypertensive crisis with tyramine-rich foods; soy sauce and fermented soybean products among foods to avoid); Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104; Flockhart DA. Dietary restrictions and drug interactions with monoamine oxidase inhibitors: an update. J Clin Psychiatry 2012;73 Suppl 1:17–24',
    },
  },
  {
    // en-069 "Crawfish boil this weekend. How bad is seafood for gout? Shrimp vs crab vs crawfish?" —
    // Asian stock items (sea cucumber, hotpot), crawfish never named.
    id: 'gout-crawfish-boil',
    when: [SHELLFISH_BOIL, SEAFOOD_ASK],
    unless: [/鱼油|\bfish oil\b/],
    for: GOUT,
    notFor: PREGNANT,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**虾、螃蟹、小龙虾都属于中等嘌呤的海鲜（每100克肉约100–200毫克嘌呤），彼此差别不大；对痛风更要紧的是一次吃多少和配什么喝。** 小龙虾出肉少：1斤带壳的只有约75克肉，一顿吃上好几斤，嘌呤就很多了。吃的时候：小龙虾控制在1–2斤带壳（约75–150克肉），或同样多的虾、蟹；多吃玉米、土豆、蔬菜填饱；不喝汤汁（嘌呤会溶到汤里）；配水或无糖饮料，不配啤酒——啤酒比海鲜更容易诱发发作。发作期间不吃。降尿酸药（如别嘌醇）照常每天吃，不要因为聚餐停；备好医生开的发作时用药。',
      en: '**Shrimp, crab and crawfish are all moderate-purine shellfish — roughly 100–200 mg of purines per 100 g of meat — and the differences between them are small; what matters for gout is how much you eat at one sitting and what you drink with it.** Crawfish yield little meat: a pound of whole crawfish gives only about 2–2.5 oz (60–70 g) of tail meat, so eating several pounds adds up to a big purine load. At the boil: keep to about 2 lb of whole crawfish (roughly 5 oz of meat) or a similar portion of shrimp or crab, fill up on the corn, potatoes and vegetables, go easy on the sausage, and drink water or a sugar-free drink rather than beer — the beer is a bigger flare risk than the seafood. None during a flare. Keep taking your urate-lowering medicine (such as allopurinol) every day, boil or not, and have the flare medicine your doctor prescribed at hand.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit purine intake and alcohol; continue urate-lowering therapy); Kaneko K et al. Total purine and purine base content of common foodstuffs. Biol Pharm Bull 2014;37:709–721 (shrimp and crab); Choi HK et al. N Engl J Med 2004;350:1093–1103 (seafood and gout risk); LSU AgCenter, crawfish meat yield (about 15%)',
    },
  },
  {
    // en-073 "What's a good lunch I can get at Chipotle that fits my plan? I usually get the burrito with
    // everything." — general Tex-Mex text (chip baskets, margaritas), no Chipotle order.
    id: 'chipotle-order',
    when: [CHIPOTLE, ORDER_ASK],
    notFor: [
      MINOR,
      NO_DEFICIT,
      { medicines: ['maoi', 'linezolid'] },
      { conditions: ['pku', 'kidney_disease', 'dialysis'] },
    ],
    cutsCarbohydrate: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**在Chipotle，点“卷饼碗”（burrito bowl）代替卷饼，就能从约1400千卡降到约500–650千卡。** 一个什么都加的鸡肉卷饼大约1400千卡：饼皮320、米饭210、豆子130、鸡肉180、玉米莎莎80、酸奶油110、芝士110、牛油果酱230。推荐点法：鸡肉（或牛排、sofritas豆腐）+黑豆+烤蔬菜（fajita veggies）+番茄莎莎+生菜，米饭要半份，芝士、酸奶油、牛油果酱三选一——约500–650千卡、40克以上蛋白质。不要薯片（一份约540千卡），喝水或无糖饮料。盐比较高（一碗常超过1500毫克钠），当天其他餐清淡些。',
      en: '**At Chipotle, get a burrito bowl instead of the burrito and you go from about 1,400 kcal to about 500–650.** A chicken burrito with everything is roughly 1,400 kcal: tortilla 320, rice 210, beans 130, chicken 180, corn salsa 80, sour cream 110, cheese 110, guacamole 230. A plan-friendly order: chicken (or steak or sofritas), black beans, fajita veggies, fresh tomato salsa and lettuce, a half scoop of rice, and one of cheese, sour cream or guacamole — about 500–650 kcal with 40 g or more of protein, which fits a lunch of about a third of your day’s calories. Skip the chips (about 540 kcal a bag) and drink water or a zero-sugar drink. It is salty (often over 1,500 mg of sodium a bowl), so keep your other meals that day lighter on salt.',
    },
    source: {
      ref: 'Chipotle Mexican Grill, Nutrition calculator and US nutrition facts (2025; per-ingredient kcal, cited from memory); Dietary Guidelines for Americans 2020–2025 (eating out); NICE CG189 Obesity (2014, updated 2023)',
    },
  },
  {
    // Round 22 zh-136: "每天下午一杯奶茶或者绿茶，会影响补铁吗" — half pasted milk-tea sugar advice; the
    // afternoon slot and the milk's calcium never said. en-076 "should i stop having matcha with lunch then"
    // (vegan, ferritin 22) — the tea text called it chai (this batch's tea-named-with-meals-iron, merged with
    // the zh batch's row under its id, and kept here: before tea-with-meals-blocks-iron in table order).
    id: 'iron-afternoon-tea-or-milk-tea',
    when: [
      eitherOf(
        {
          // Tea at a time away from meals, on iron.
          all: [TEA, IRON_WORD, ROUTINE],
          none: [
            /铁锅|\bcast iron\b|孕|怀孕|\bpregnan\w*/,
            // Coffee asked beside it is the iron-and-coffee rows' question; tea after or with meals is the
            // other branch's, or tea-after-meal-wait-iron's.
            /咖啡|\bcoffee\b|饭后|餐后|吃饭时|随餐|配饭|\bafter (meals?|dinner|lunch|eating|food)\b|\bwith (meals?|food|dinner|lunch)\b/,
          ],
        },
        {
          // A tea by name with meals.
          all: [TEA_NAMED, WITH_MEAL],
          none: [
            /咖啡|\bcoffee\b|咖啡因|\bcaffeine\b|减肥|\bweight\b|\blithium\b|锂/,
            // Chai or milk tea: tea-with-meals-blocks-iron is written for it (the milk does not cancel it).
            /奶茶|\bchai\b/,
            // How long to wait after a meal: tea-after-meal-wait-iron.
            /多久|\bhow long\b/,
          ],
        },
      ),
      // Implied by either branch: the weight of the afternoon row's three patterns (select.ts).
      anyOf(TEA, TEA_NAMED),
      anyOf(IRON_WORD, WITH_MEAL),
    ],
    for: { ironDeficiency: true, plantBased: true, said: IRON_SAID },
    notFor: IRON_NOT_WANTED,
    // Before tea-with-meals-blocks-iron (rows-round21-enpart.ts), whose text says "chai" whatever was named: in
    // this file, first among the whole-message rows for the same question (faq/index.ts).
    wholeMessage: true,
    intent: 'supplement_pairing',
    // A tea named with meals: the tea and the meal said, worked out; an afternoon cup gets the whole text.
    compose: (said, zh) => (ROUTINE.test(said.text.toLowerCase()) ? null : teaWithMealsIron(said, zh)),
    text: {
      zh: '**茶不用戒，和铁剂、正餐隔开就行：下午在两顿饭之间喝一杯，离铁剂和正餐各隔1–2小时以上，基本不影响补铁。** 茶里的多酚（绿茶更多）和奶茶里奶的钙，跟铁剂或饭一起下肚时会明显减少铁的吸收——吃饭时喝茶，能让那一餐植物性食物里的铁吸收少一半左右；隔开就没关系。所以：茶放到饭前1小时或饭后1–2小时喝；铁剂早上空腹或随少量食物吃，配点维生素C丰富的水果，前后两小时不喝茶、奶茶、咖啡、牛奶，不吃钙片。吃饭时配点维生素C丰富的食物（彩椒、番茄、柑橘、猕猴桃、柠檬汁），能明显增加豆类、豆腐、全谷物里铁的吸收。奶茶另外要看糖：选无糖或少糖、中杯。',
      en: '**No need to give up tea — just keep it away from your iron tablet and your meals: a cup in the afternoon, between meals and at least 1–2 hours from both, barely affects your iron.** Tea’s polyphenols (more in green tea) and the calcium in milk tea cut iron absorption markedly when they go down with the tablet or a meal — tea with a meal can roughly halve the iron you absorb from plant foods at that meal; kept apart, they don’t matter. So: have tea an hour before or 1–2 hours after eating; take the iron in the morning on an empty stomach or with a little food, with some vitamin C–rich fruit, and no tea, milk tea, coffee, milk or calcium tablets for two hours either side. At meals, add something rich in vitamin C (peppers, tomatoes, citrus, kiwi, a squeeze of lemon), which clearly boosts the iron you take up from beans, lentils, tofu and whole grains. With milk tea, watch the sugar too: unsweetened or less sugar, a medium cup.',
    },
    source: {
      ref: `NIH ODS Iron Fact Sheet for Health Professionals (2024): polyphenols and vitamin C and non-haem iron absorption; Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051; Hurrell RF et al. Inhibition of non-haem iron absorption in man by polyphenolic-containing beverages. Br J Nutr 1999;81:289–295; 中国居民膳食指南（2022）准则五（添加糖）`,
    },
  },
  {
    // en-078 "Does vitamin B6 help with nausea? How much can I take?" (first trimester) — the ACOG dose,
    // then "your plan does not recommend a B6 supplement" from the RDA gap.
    id: 'pregnancy-b6-nausea-how-much',
    // Two questions in one message ("Does B6 help? How much can I take?"), which the chat would split, or the
    // B6 a doctor suggested ("医生说吐得再厉害就加维生素b6，b6一天最多吃多少是安全的？" got the plan's RDA gap, "no need
    // to add B6": blind answer round 54, zh-003, development data) — the whole message is about that dose.
    when: [
      B6,
      NAUSEA,
      HOW_MUCH_TAKE,
      /[?？][^?？]+[?？]|医生|大夫|产科|\b(doctor|dr|ob|gp|midwife|obstetrician)\b/,
    ],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    ...B6_NAUSEA_DOSE,
  },
  {
    // en-080 "Can I have a glass of wine at my friend's birthday dinner and still breastfeed? How long do I
    // need to wait?" (on sertraline) — the 2-hour rule, then "no reliable rule" for how long.
    id: 'lactation-wine-wait-ssri',
    when: [ALCOHOL, HOW_LONG_WAIT, CAN_I_HAVE],
    unless: [/无醇|\bnon-?alcoholic\b|\balcohol-?free\b|\bmocktails?\b/, WINE_ELSEWHERE],
    for: { all: [LACTATING, SSRI] },
    notFor: MINOR,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: `${LACTATION_WINE.zh} 你在吃舍曲林这类抗抑郁药：说明书不建议和酒一起用，酒会加重困倦、影响情绪；偶尔一杯一般问题不大，但最好先问开药的医生，喝就只喝一杯。`,
      en: `${LACTATION_WINE.en} On an antidepressant such as sertraline: the labels advise against combining them with alcohol, which can add to drowsiness and low mood; an occasional single glass is usually fine, but check with your prescriber and keep it to one.`,
    },
    source: {
      ref: `${LACTATION_WINE_SOURCE}; Zoloft (sertraline) US prescribing information, patient counselling (concomitant use with alcohol not recommended)`,
    },
  },
  {
    // The same question without an antidepressant.
    id: 'lactation-wine-wait',
    when: [ALCOHOL, HOW_LONG_WAIT, CAN_I_HAVE],
    unless: [/无醇|\bnon-?alcoholic\b|\balcohol-?free\b|\bmocktails?\b/, WINE_ELSEWHERE],
    for: LACTATING,
    notFor: [
      MINOR,
      { medicines: ['ssri', 'maoi', 'linezolid', 'metronidazole', 'nitroimidazole', 'anticoagulant'] },
    ],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: LACTATION_WINE,
    source: { ref: LACTATION_WINE_SOURCE },
  },
];
