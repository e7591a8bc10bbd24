/**
 * Fifty-first blind clinician review (serious findings, fixed after it):
 *
 * - en S3: a woman taking 4 × 200 µg of selenium a day with 4 Brazil nuts asked "my hair is falling out more, my nails
 *   are splitting and my husband says my breath smells like garlic. Could that be related?" and was sent to 911 with no
 *   cause named and nothing said of the selenium. Those are the classic signs of chronic selenium excess (NIH ODS).
 * - zh S3: two weeks after Prolia, with CKD and a calcium of 2.02, "钙尔奇我嫌便秘给停了，现在还吃不吃？你这方案说不让补钙，
 *   又说打针得吃钙，我听谁的？" and "那维生素D我该吃多少？" got the denosumab paragraph word for word: the low calcium on
 *   denosumab outranks the phosphate's "no calcium of your own", and the prescriber decides within a day or two.
 * - en S5: "My feet have been tingling and kind of numb the last couple days. Is that from something I'm taking?" on
 *   metronidazole and ciprofloxacin got "no reliable rule". Both carry label warnings for peripheral neuropathy
 *   (ciprofloxacin a boxed one); the prescriber needs to hear today.
 */
import { pickZh } from '../../contracts/common';
import { HERB_SEASONING_SAID } from './rows-round62';
import { drugById } from '../../interactions';
import { SELENIUM_OVER } from '../intents/selenium-over';
import { CKD, EATING_LITTLE, HIGH_POTASSIUM } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';
import { CIRRHOSIS_SAID } from '../../knowledge/liver';

const VITAMIN_D_ASKED = /维生素d|维d|\bvitamin d\b|\bvit d\b/;
const DENOSUMAB_LOW_CALCIUM = {
  zh: '**你在打地舒单抗（普罗力），化验血钙偏低。每次打针前血钙必须正常、维生素D必须充足，现在最要紧的是把钙和维生素D补上：请在一两天内联系开药的医生，不要等到下次打针（也可以找肾内科医生），复查血钙（同时查白蛋白和镁），请医生定你每天补多少钙和维生素D。** 打针后一两周血钙最低，肾功能差、维生素D缺乏、又停了钙片的人最容易低。通常需要每天补元素钙约500–1000毫克，加上维生素D，具体剂量由医生按你的肾功能和血磷来定；钙尔奇（碳酸钙）吃了便秘，可以请医生换成枸橼酸钙。方案里“血磷偏高不建议自己补钙”“甲状旁腺激素偏高不要自己补”，意思是不要自己随便加，不是不补——现在由医生来定，听医生的。嘴唇周围或手指发麻、腿抽筋、手抽成鸡爪样，立即去急诊。不要自己停地舒单抗。',
  en: '**You are on denosumab (Prolia) and your calcium is low. Before every dose the calcium must be normal and vitamin D adequate, and what matters most now is enough calcium and vitamin D: call the prescriber within a day or two rather than waiting for the next injection (or your kidney doctor) for a repeat calcium (with albumin and magnesium), and ask them to set your daily calcium and vitamin D.** Calcium is lowest one to two weeks after a dose, and falls most with weak kidneys, a low vitamin D and calcium tablets stopped. About 500–1,000 mg of elemental calcium a day plus vitamin D is usual, at doses the doctor sets from your kidney function and phosphate; if calcium carbonate (Caltrate) constipates you, ask about calcium citrate. Where the plan says "no calcium of your own with a high phosphate" or "with a high PTH", it means do not add it yourself, not go without — the doctor decides now, so follow them. Tingling around the mouth or in the fingers, leg cramps, or hands drawing into spasm need emergency care now. Do not stop denosumab on your own.',
};

/** Tingling, pins and needles, numbness or burning of the hands or feet. */
const NERVE =
  /(脚|足|手|腿|脚底|脚趾|手指|手脚)[^，。？?]{0,6}(麻|刺|针扎|烧灼|木木|发木|没知觉)|发麻|麻木|\b(numb\w*|tingl\w*|pins and needles|burning (feet|hands|toes))\b/;

type NerveDrug = 'fluoroquinolone' | 'nitroimidazole' | 'isoniazid';
const NERVE_DRUGS: Readonly<Record<NerveDrug, { zh: string; en: string }>> = {
  fluoroquinolone: {
    zh: '环丙沙星等“沙星类”抗生素：说明书有黑框警告，可引起周围神经损伤，可能在用药几天内出现、而且可能持续很久，出现症状就要让医生评估换药',
    en: 'ciprofloxacin and the other "floxacin" antibiotics carry an FDA boxed warning for nerve damage (peripheral neuropathy), which can start within days and may last; at the first signs the prescriber needs to decide whether to switch it',
  },
  nitroimidazole: {
    zh: '甲硝唑（灭滴灵）、替硝唑：说明书警告可引起周围神经病变，疗程长、剂量大时更常见',
    en: 'metronidazole (Flagyl) and tinidazole: their labels warn of peripheral neuropathy, more likely with longer or higher-dose courses',
  },
  isoniazid: {
    zh: '异烟肼：可引起周围神经病变，所以通常同时吃维生素B6（吡哆醇，每天25–50毫克）',
    en: 'isoniazid: it can cause peripheral neuropathy, which is why vitamin B6 (pyridoxine, usually 25–50 mg a day) is given with it',
  },
};

function nerveDrugsOf(medicines: readonly string[]): NerveDrug[] {
  const out = new Set<NerveDrug>();
  for (const id of medicines) {
    const classes = drugById(id)?.classes ?? [];
    if (classes.includes('fluoroquinolone')) out.add('fluoroquinolone');
    if (classes.includes('nitroimidazole')) out.add('nitroimidazole');
    if (id === 'isoniazid') out.add('isoniazid');
  }
  return [...out];
}

/** Supplements above their UL that cause numb feet themselves (NIH ODS: B6 neuropathy; zinc → copper deficiency). */
const NERVE_SUPPLEMENTS: Readonly<Record<'vitaminB6' | 'zinc', { zh: string; en: string }>> = {
  vitaminB6: {
    zh: '你自己吃的维生素B6超过每日上限：长期大剂量B6本身就会引起脚底麻木、刺痛，吃异烟肼配的B6每天25–50毫克就够',
    en: 'the vitamin B6 you take is above its upper limit: long-term high-dose B6 itself causes numb, tingling feet, and the B6 given with isoniazid is 25–50 mg a day',
  },
  zinc: {
    zh: '你自己吃的锌超过每日上限：长期大量补锌会造成缺铜，引起手脚麻木、走路不稳和白细胞减少，请停掉多出来的锌，请医生查血铜、铜蓝蛋白和血常规',
    en: 'the zinc you take is above its upper limit: months of high-dose zinc cause copper deficiency, with numb feet, unsteadiness and low white cells — stop the extra zinc and ask for copper, caeruloplasmin and a blood count',
  },
};

function nerveText(drugs: readonly NerveDrug[], zh: boolean, aboveUl: readonly string[] = []): string {
  const list = [
    ...drugs.map((d) => pickZh(NERVE_DRUGS[d], zh)),
    ...(['vitaminB6', 'zinc'] as const)
      .filter((n) => aboveUl.includes(n))
      .map((n) => pickZh(NERVE_SUPPLEMENTS[n], zh)),
  ];
  return zh
    ? `**有可能，你在用的药里就有会引起手脚发麻、刺痛的：${list.join('；')}。今天就联系开药的医生或值班药师，说清楚从哪天开始、在哪里麻，他们会决定要不要换药——不要自己停药，也不要等到下次复诊。** 麻木往上蔓延、腿没力气、走路不稳，当天去急诊。维生素B12偏低（回肠型克罗恩病、长期吃二甲双胍、吃素）也会加重，可以请医生顺便查B12。`
    : `**It may well be: among your medicines, ${list.join('; ')}. Call the prescriber or an on-call pharmacist today and tell them when it started and where — they will decide whether to switch the medicine; do not just stop it yourself, and do not wait for your next appointment.** Numbness that spreads up the legs, weakness or trouble walking need urgent care the same day. A low vitamin B12 (Crohn’s of the ileum, long-term metformin, a vegan diet) can add to it: ask for a B12 level too.`;
}

const SELENIUM_TAKEN =
  /(每天|一直|天天|我)[^，。？?]{0,8}(吃|服)[^，。？?]{0,10}(硒|巴西坚果)|\bi (take|am taking|'m taking|have been taking|eat)\b[^.?!]{0,40}\b(selenium|brazil ?nuts?)\b|\b(selenium|brazil ?nuts?)\b[^.?!]{0,30}\b(every day|daily|a day)\b/;

/** Hair falling out, nails splitting or brittle, a garlic or metallic breath or taste. */
const SELENOSIS_SIGN =
  /掉头发|掉发|脱发|头发[^，。？?]{0,4}(掉|少|稀)|指甲[^，。？?]{0,6}(脆|断|裂|劈|分层)|大蒜味|蒜味|金属味|\bhair\b[^.?!,]{0,20}\b(falling|coming|thinning|loss|shedding)\b|\bhair loss\b|\bnails?\b[^.?!,]{0,20}\b(splitting|split|brittle|breaking|peeling)\b|\bgarlic(ky)? breath\b|\bbreath\b[^.?!,]{0,20}\bgarlic\b|\bmetallic taste\b/;

/** Cirrhosis: the plan's, or said. */
const CIRRHOSIS: FaqAudience = { conditions: ['cirrhosis'], said: CIRRHOSIS_SAID };

/** Cured, smoked and salted meats, and hot pot, asked about. */
const CURED_OR_HOTPOT =
  /腊肉|腊肠|香肠|腊味|腊鸭|咸肉|咸鱼|熏肉|烟熏|火腿|培根|火锅|涮锅|麻辣烫|\bhot ?pot\b|\bbacon\b|\bsausages?\b|\bham\b|\bcured (meats?|pork|fish)\b|\bsmoked (meats?|pork|fish)\b|\bsalted (fish|pork|meat)\b/;

/** Fruit named in a fruit question with kidney disease and a high potassium, and what to say of each. */
const FRUIT_NAMED: readonly { re: RegExp; zh: string; en: string }[] = [
  {
    re: /香蕉|\bbananas?\b/,
    zh: '香蕉：一根中等大小约含钾420毫克，血钾高时先不吃；血钾降回正常后吃不吃、吃多少，听肾病营养师的。',
    en: 'banana: a medium one has about 420 mg of potassium — none while the potassium is high; whether and how much later is the renal dietitian’s call.',
  },
  {
    re: /芒果|\bmangos?(es)?\b/,
    zh: '芒果：钾中等偏高（每100克约170毫克），血钾高时先不吃；降回正常后偶尔几片（约80克）可以问问营养师。',
    en: 'mango: medium-high (about 280 mg a cup) — not while the potassium is high; a few slices (half a cup) now and then once it is back in range, if the renal dietitian agrees.',
  },
  {
    re: /阿开木|西非荔枝果|\backee\b|\backi\b/,
    zh: '阿开木果（ackee）：只吃自然熟透、果荚在树上自己裂开的，只吃奶黄色的果肉，去掉黑籽和粉红色的膜，煮熟吃；没熟的阿开木含降糖毒素，会引起严重低血糖，打胰岛素的人更危险。罐头装的是熟果。',
    en: 'ackee: only fruit that ripened and opened on the tree, only the cream-coloured arils with the black seeds and pink membrane removed, and cooked — unripe ackee contains hypoglycin A, which causes severe low blood sugar, all the more dangerous on insulin. Canned ackee is ripe fruit.',
  },
  {
    re: /椰子水|椰青|\bcoconut water\b|\btender coconut\b/,
    zh: '椰子水：每100毫升约含钾250毫克，250毫升约600毫克，血钾高时一点也不喝。',
    en: 'coconut water: about 250 mg of potassium per 100 ml, about 600 mg a glass — none at all while the potassium is high.',
  },
  {
    re: /橙子|橘子|桔子|\boranges?\b/,
    zh: '橙子：一个中等大小约含钾240毫克，血钾高时先不吃，小个的橘子比橙子少。',
    en: 'orange: a medium one has about 240 mg — not while the potassium is high; a small tangerine has less.',
  },
  {
    re: /杨桃|\bstar ?fruit\b|\bcarambola\b/,
    zh: '杨桃：肾病的人一口也不要吃，它的神经毒素靠肾排出，会引起打嗝、呕吐、意识混乱甚至抽搐。',
    en: 'star fruit: never with kidney disease — its neurotoxin is cleared by the kidneys and causes hiccups, vomiting, confusion and even seizures.',
  },
];

/** The fruit answer with the fruit the person named, each with its line. */
function highPotassiumFruitText(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named = FRUIT_NAMED.filter((f) => f.re.test(t));
  if (named.length === 0) return null;
  const base = pickZh(HIGH_POTASSIUM_FRUIT, zh);
  const lines = named.map((f) => `- ${pickZh(f, zh)}`).join('\n');
  return `${base}\n\n${zh ? '你说的几样：' : 'The ones you named:'}\n${lines}`;
}

const HIGH_POTASSIUM_FRUIT = {
  zh: '**肾功能差、血钾又偏高时，水果选含钾低的，一次一小份（约80克，或一个小苹果），一天一两份，不要一次吃很多。** 含钾较低（每份200毫克以下）：苹果、小个的梨、葡萄、草莓、蓝莓、菠萝、李子，西瓜一次约150克以内。含钾高、血钾高时先不吃的：香蕉、橙子、猕猴桃、芒果、哈密瓜、木瓜、牛油果、枣和各种果干，还有椰子水和果汁。杨桃一口也不要吃。血钾降回正常后能放宽多少，请肾病营养师按化验结果帮你定。',
  en: '**With weak kidneys and a potassium above range, choose lower-potassium fruit, a small portion at a time (about half a cup, or a small apple), one or two portions a day — not a lot at once.** Lower in potassium (under about 200 mg a portion): apple, a small pear, grapes, strawberries, blueberries, pineapple, plums, and watermelon up to a cup. Higher — leave them out while the potassium is high: banana, orange, kiwi, mango, cantaloupe and honeydew melon, papaya, avocado, dates and dried fruit, coconut water and fruit juice. Never star fruit. How much to loosen once the potassium is back in range is the renal dietitian’s call, from your results.',
};

export const REVIEW51_FAQ: readonly FaqRow[] = [
  {
    // Fifty-first clinician review, en M3: "What fruits can she eat then? She loves banana, mango, ackee and coconut
    // water." (eGFR 24, potassium 5.8, insulin) got the coconut-water paragraph; banana, mango and ackee unanswered.
    id: 'ckd-high-potassium-fruit',
    when: [
      /水果|香蕉|芒果|\bfruits?\b|\bbananas?\b|\bmangos?(es)?\b/,
      /哪些|什么|能吃|可以吃|能不能|还能|吃多少|\bwhich\b|\bwhat\b|\bcan (she|he|i|we|they)\b|\bok(ay)?\b|\bsafe\b/,
    ],
    for: { all: [CKD, HIGH_POTASSIUM] },
    // Star fruit asked has its own rows (never, with its neurotoxin); a transplant's potassium, the calcineurin rows.
    unless: [/杨桃|\bstar ?fruit\b|\bcarambola\b/],
    // Dialysis has its own fruit rows and its re-test questions.
    notFor: { conditions: ['kidney_transplant', 'dialysis'], medicines: ['calcineurin_inhibitor'] },
    notes: ['ckd-potassium'],
    wholeMessage: true,
    // before the coconut-water row and the medicines' potassium text, which answered one fruit of four
    beforeMedicineDiet: true,
    intent: 'food_sources',
    compose: highPotassiumFruitText,
    text: HIGH_POTASSIUM_FRUIT,
    source: {
      ref: 'USDA FoodData Central, SR Legacy (potassium per portion: banana, medium, 422 mg; mango, 1 cup (165 g), 277 mg; orange, medium, 237 mg; coconut water 250 mg per 100 g); National Kidney Foundation, Potassium and Your CKD Diet (2023): lower- and higher-potassium fruit lists; KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4; FDA Import Alert 21-11 (ackee: hypoglycin A in unripe fruit); Neto MM et al. Intoxication by star fruit (Averrhoa carambola) in 32 uraemic patients. Nephrol Dial Transplant 2003;18:120–125',
    },
  },
  {
    // Round 51 zh-024 (development data, unsafe): cirrhosis with ascites and banded varices asking about 腊肉香肠 and a
    // clear-broth hot pot for the New Year got the weight-loss hot-pot text ("tripe and duck intestine are lean",
    // "one big meal is fine") and no salt limit.
    id: 'cirrhosis-cured-meat-hotpot',
    when: [CURED_OR_HOTPOT],
    for: CIRRHOSIS,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**腊肉、香肠这类腌熏的肉最好不吃，一两片也很咸；火锅可以吃清汤锅，但要按下面的办法吃。** 肝硬化有腹水时，每天所有来源的盐加起来约5克（钠约2克，按肝病医生定的量），腊肉、香肠、咸鱼、火腿是腌出来的，几片就能占去一天盐量的一大块，腹水会加重；腌熏肉又硬又韧，食道静脉曲张套扎过的人，硬的、粗的、带骨刺的东西要少吃，吃的都要切小、煮软、细嚼慢咽。过年想尝个味，可以用新鲜瘦肉少盐做一道替代。火锅：锅底用清水、番茄或菌菇，不放火锅底料；蘸料不用酱料、腐乳和麻酱，用醋、蒜泥、葱花、几滴香油；汤不要喝（越煮越咸）；毛肚、黄喉、鸭肠这类脆韧的和丸子、午餐肉（很咸）不吃，选嫩鱼片、虾仁、鸡肉、豆腐和青菜，全部煮熟煮透，不吃生的或半生的海鲜和肉（肝硬化的人感染更危险）；一顿不要吃太撑，少量多餐，睡前加一小份点心；酒一口也不喝。出现黑便、呕血、肚子明显变大或人发糊涂，立即就医。',
      en: '**Cured and smoked meats such as bacon, Chinese sausage and ham are best left out — even a slice or two is very salty; a clear-broth hot pot is fine if eaten as below.** With ascites, all the salt of the day together should be about 5 g (about 2 g of sodium, or what the liver doctor set), and cured, smoked and salted meats and fish can take a good share of that in a few slices, which makes the fluid build up; they are also hard and chewy, and after variceal banding hard, coarse or bony food is best kept to a minimum and everything eaten cut small, cooked soft and chewed well. For a taste of the festival, make a dish from fresh lean meat with little salt. Hot pot: plain water, tomato or mushroom broth, no hot-pot base; no sauces, fermented tofu or sesame paste for dipping — vinegar, garlic, spring onion and a few drops of sesame oil instead; do not drink the broth (it gets saltier as it cooks); skip chewy tripe and intestine, meatballs and luncheon meat (very salty); choose tender fish, prawns, chicken, tofu and greens, all cooked right through — no raw or half-cooked seafood or meat (infections are more dangerous with cirrhosis); do not overfill at one sitting — small, frequent meals and a small snack at bedtime; no alcohol at all. Black stools, vomiting blood, a belly that swells fast or confusion need care at once.',
    },
    source: {
      ref: 'Biggins SW et al. Diagnosis, evaluation, and management of ascites, spontaneous bacterial peritonitis and hepatorenal syndrome: 2021 Practice Guidance by the AASLD. Hepatology 2021;74:1014–1048 (sodium about 2 g, 88 mmol, a day); EASL Clinical Practice Guidelines on nutrition in chronic liver disease. J Hepatol 2019;70:172–193 (small frequent meals and a late-evening snack; no alcohol); Plauth M et al. ESPEN guideline on clinical nutrition in liver disease. Clin Nutr 2019;38:485–521; CDC, Vibrio species causing vibriosis — people with liver disease: avoid raw or undercooked shellfish',
      url: 'https://doi.org/10.1002/hep.31884',
    },
  },
  {
    id: 'selenium-excess-signs',
    when: [SELENOSIS_SIGN],
    // Taken, by the plan or as said ("I take 4 of my 200 mcg selenium caps"); never "补硒有用吗" for hair loss on valproate.
    for: { aboveUl: ['selenium'], said: SELENIUM_TAKEN },
    wholeMessage: true,
    intent: 'deficiency_signs',
    text: {
      zh: `**有可能：掉头发、指甲变脆或裂开、口气有大蒜味，正是硒吃多了（硒中毒）的典型表现，和你在吃的硒对得上。** ${SELENIUM_OVER.signs.zh} 每天的硒（补充剂、巴西坚果和食物合计）不要超过400微克的上限。`,
      en: `**It may well be: hair loss, brittle or splitting nails and garlic-smelling breath are the classic signs of too much selenium, which fits the selenium you take.** ${SELENIUM_OVER.signs.en} Keep your total selenium — supplements, Brazil nuts and food together — under the 400 µg upper limit.`,
    },
    source: SELENIUM_OVER.source,
  },
  {
    id: 'nerve-tingling-on-medicine',
    when: [NERVE],
    for: { medicines: ['fluoroquinolone', 'nitroimidazole', 'isoniazid'] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: nerveText(['fluoroquinolone', 'nitroimidazole', 'isoniazid'], true),
      en: nerveText(['fluoroquinolone', 'nitroimidazole', 'isoniazid'], false),
    },
    // The person's own medicines of the three (the message's named ones count too).
    compose: (said, zh) => {
      const drugs = nerveDrugsOf(said.medicines ?? []);
      return drugs.length > 0 ? nerveText(drugs, zh, said.aboveUl ?? []) : null;
    },
    source: {
      ref: 'FDA Drug Safety Communication (12 May 2016, updated 2018): fluoroquinolones — disabling side effects including peripheral neuropathy; Cipro (ciprofloxacin) US Prescribing Information, boxed warning and §5.5 Peripheral Neuropathy; Flagyl (metronidazole) US Prescribing Information, Warnings: peripheral neuropathy; isoniazid US Prescribing Information (peripheral neuropathy; pyridoxine); Nahid P et al. ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147 (pyridoxine 25–50 mg a day with isoniazid); NIH ODS Vitamin B6 fact sheet (sensory neuropathy from long-term high doses) and Zinc fact sheet (copper deficiency with neurological symptoms from excess zinc)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-updates-warnings-oral-and-injectable-fluoroquinolone-antibiotics',
    },
  },
  {
    id: 'denosumab-low-calcium-what-to-do',
    when: [
      /钙|维生素d|维d|普罗力|地舒单抗|听谁的|矛盾|\bcalcium\b|\bvitamin d\b|\bprolia\b|\bdenosumab\b|\bcontradict\w*\b|\bwhich (one|is right)\b/,
    ],
    // Omeprazole and the low calcium is another question (a PPI lowers magnesium, then calcium).
    unless: [/奥美拉唑|泮托拉唑|拉唑|质子泵|\bppi\b|\b\w+prazole\b|\bnexium\b|\bprilosec\b/],
    for: { all: [{ medicines: ['rankl_inhibitor'] }, { lowCalcium: true }] },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    // "那维生素D我该吃多少？": the plan's one vitamin D figure first, as the doctor's to confirm (zh S3, M11).
    compose: (said, zh) => {
      const ug = said.supervised?.['vitaminD'];
      if (ug === undefined || !VITAMIN_D_ASKED.test(said.text.toLowerCase())) return null;
      const iu = Math.round(ug * 40);
      const lead = zh
        ? `**维生素D：方案里的每天 ${iu} 国际单位（${ug} 微克）是针对你维生素D缺乏的治疗剂量，只有这一个数；“甲状旁腺激素偏高不要自己补”说的是不要在这之外自己再加。请在一两天内和开药医生一起确认这个剂量，同时定补多少钙。**`
        : `**Vitamin D: the plan's ${iu} IU (${ug} µg) a day is the treatment dose for your low vitamin D — that is the one figure; "no vitamin D of your own with a high PTH" means nothing beyond it on your own. Confirm it with the prescriber within a day or two, together with how much calcium to take.**`;
      return `${lead}\n\n${pickZh(DENOSUMAB_LOW_CALCIUM, zh)}`;
    },
    text: DENOSUMAB_LOW_CALCIUM,
    source: {
      ref: 'Prolia (denosumab) US prescribing information (Amgen, 2024): Boxed Warning and Warnings — Hypocalcemia (correct before dosing; calcium 1,000 mg and at least 400 IU vitamin D daily; monitor calcium in the weeks after a dose); US FDA Drug Safety Communication (19 January 2024): severe hypocalcaemia with Prolia in advanced CKD; KDIGO 2017 CKD-MBD guideline update, 4.1.4 (calcium individualised)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-boxed-warning-increased-risk-severe-hypocalcemia-patients-advanced-chronic-kidney-disease',
    },
  },
  {
    // Fifty-first clinician review, zh M11: "奥美拉唑吃了好几年了，跟我这钙低有嘛关系？" got the denosumab paragraph. Years of a
    // PPI lower magnesium, and a low magnesium holds the calcium down; acid-suppressed stomachs absorb carbonate poorly.
    id: 'ppi-low-calcium',
    when: [
      /奥美拉唑|泮托拉唑|兰索拉唑|雷贝拉唑|埃索美拉唑|质子泵|\bppi\b|\b\w+prazole\b|\bnexium\b|\bprilosec\b/,
      // A low calcium or magnesium told, not a calcium tablet's absorption (rows-medicines.ts calcium-carbonate-with-ppi).
      /钙[^，。？?]{0,4}(低|偏低|下降|不够|少)|低钙|镁[^，。？?]{0,4}(低|偏低|下降)|低镁|\blow (blood )?(calcium|magnesium)\b|\b(calcium|magnesium)\b[^.?!]{0,15}\b(is |was |being )?(low|dropped|falling|down)\b/,
    ],
    for: {
      medicines: ['ppi'],
      said: /奥美拉唑|泮托拉唑|兰索拉唑|雷贝拉唑|埃索美拉唑|质子泵|\bppi\b|\b\w+prazole\b/,
    },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**有关系：长期吃奥美拉唑这类质子泵抑制剂（一般超过1年），会让血镁降低；镁低了，甲状旁腺激素不能正常起作用，血钙也会跟着降低，而且单补钙往往补不上来，要先把镁纠正。** 另外胃酸少了，碳酸钙（如钙尔奇）的吸收会变差——要随餐吃，或请医生换成枸橼酸钙。请把这一点告诉医生：复查血钙时一起查血镁，问奥美拉唑还需不需要长期吃、能不能减量或换药——不要自己停。手脚发麻、抽筋、心慌，尽快就医。',
      en: '**Yes, it can be: years of omeprazole or another proton pump inhibitor (usually over a year) can lower magnesium, and with a low magnesium the parathyroid hormone cannot work properly, so the calcium falls too — and calcium alone often will not bring it up until the magnesium is corrected.** Less stomach acid also means calcium carbonate (Caltrate, Tums) is absorbed poorly: take it with meals, or ask about calcium citrate. Tell the doctor: have magnesium checked with the calcium, and ask whether you still need the PPI long term or could reduce or switch it — do not stop it on your own. Tingling, cramps or palpitations need a doctor soon.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication (2 March 2011): low magnesium levels with long-term use of proton pump inhibitors (over a year; hypocalcaemia with hypomagnesaemia; magnesium replacement alone may not suffice without stopping the PPI); NIH ODS Calcium Fact Sheet for Health Professionals (calcium carbonate needs stomach acid: take with food; calcium citrate absorbed without); Ayuk J, Gittoes NJ. Clin Endocrinol 2011;75:743 (hypocalcaemia resists correction until magnesium is replaced)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump-inhibitor',
    },
  },
  {
    // Fifty-first clinician review, zh M2: "佢而家食紧低钠盐，医生话要少盐，咁佢仲食唔食得低钠盐？定系换返普通盐？" on lithium with
    // enalapril got the enalapril–potassium card and "no reliable rule for potassium".
    id: 'lithium-salt-substitute',
    when: [
      /低钠盐|代盐|替代盐|薄盐|氯化钾|\bsalt substitutes?\b|\blo-? ?salt\b|\bnosalt\b|\blite salt\b|\bpotassium chloride\b|\blow[- ]sodium salt\b/,
    ],
    // A salt-free herb blend named is no potassium salt (rows-round62.ts herb-seasoning-on-lithium).
    unless: [HERB_SEASONING_SAID],
    for: { medicines: ['lithium'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'salt_substitute',
    text: {
      zh: '**换回普通的加碘盐，每天的用量和现在差不多，不要趁机少放盐。** 低钠盐是把一部分氯化钠换成了氯化钾：吃碳酸锂的人，钠吃得少，肾脏会把锂一起留住，血锂会升高；同时吃依那普利这类“普利”“沙坦”类降压药、螺内酯，或肾功能下降时，里面的钾还会让血钾升高。吃锂盐的人盐量要稳定——医生说的“少盐”是指别吃得太咸（少吃咸菜、腌肉、浓汤汁），不是突然大减；要减盐就慢慢减，并先告诉精神科医生。换盐后一周左右复查血锂、血钠和血钾。血锂已经偏高，或者出现拉肚子、手抖加重、走路不稳、说话含糊，当天就医。',
      en: '**Switch back to ordinary iodised salt, in about the same amount as now — do not use the change to cut salt.** A low-sodium salt swaps part of the sodium chloride for potassium chloride: on lithium, less sodium makes the kidneys hold on to lithium and the level rises; and with an ACE inhibitor such as enalapril or lisinopril, an ARB, spironolactone or weaker kidneys, its potassium can push the blood potassium up. On lithium, keep your salt steady — a doctor’s "less salt" means not eating very salty food (pickles, cured meats, salty sauces), not a sudden big cut; any cut should be gradual and agreed with the psychiatrist first. Have lithium, sodium and potassium rechecked about a week after the change. With a lithium already high, or diarrhoea, a worse tremor, unsteadiness or slurred speech, get care the same day.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information, Warnings: sodium depletion (a low-salt diet raises lithium levels); NICE CG185 Bipolar disorder (2014, updated 2023) 1.10: keep salt and fluid intake steady on lithium; BNF, Enalapril — interactions: potassium-containing salt substitutes (hyperkalaemia); NHS, Salt substitutes (Lo Salt) and medicines that raise potassium',
      url: 'https://www.nice.org.uk/guidance/cg185',
    },
  },
  {
    // Fifty-first clinician review, en M2: "Her potassium came back 5.8 last week. Is it ok for her to keep drinking her
    // noni juice every morning?" on lisinopril and Bactrim at eGFR 24 got the potassium cards, the noni never named.
    id: 'noni-juice-potassium',
    when: [/诺丽|海巴戟|\bnoni\b|\bmorinda\b/],
    for: {
      conditions: ['kidney_disease', 'dialysis'],
      medicines: [
        'ace_inhibitor',
        'arb',
        'potassium_sparing_diuretic',
        'sulfamethoxazole-trimethoprim',
        'trimethoprim',
      ],
      said: /肾|透析|高钾|血钾|\bkidneys?\b|\bdialysis\b|\bckd\b|\bpotassium\b/,
    },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**诺丽果汁先停掉：它含钾很高（每升约56毫摩尔，和橙汁、番茄汁差不多），有肾病患者喝了以后血钾升高的报告；肾功能下降、吃“普利”“沙坦”类降压药、螺内酯或复方新诺明（其中的甲氧苄啶）时，血钾本来就容易高。** 它降血糖的作用没有可靠的证据，不能代替降糖药。血钾已经偏高的，这一两天内联系肾内科医生或开药医生复查；手脚无力、心慌、心跳不齐，立即就医。',
      en: '**Stop the noni juice for now: it is high in potassium (about 56 mmol per litre, like orange or tomato juice), and a patient with kidney disease developed a high potassium drinking it; with weak kidneys, an ACE inhibitor or ARB (such as lisinopril), spironolactone or Bactrim (its trimethoprim), potassium already runs high.** There is no reliable evidence that it lowers blood sugar, and it is no substitute for diabetes medicines. With a potassium already high, contact the kidney doctor or prescriber within a day or two for a repeat test; muscle weakness, palpitations or an irregular heartbeat need urgent care now.',
    },
    source: {
      ref: 'Mueller BA et al. Noni juice (Morinda citrifolia): hidden potential for hyperkalemia? Am J Kidney Dis 2000;35:310–312 (potassium 56.3 mEq/L); NCCIH, Noni (no reliable evidence for any condition); KDIGO 2024 CKD guideline §3.10 (potassium)',
      url: 'https://doi.org/10.1016/S0272-6386(00)70341-9',
    },
  },
  {
    // Fifty-first clinician review, en M16: "The iron tablet makes my stomach worse and my Crohn's is flaring. Should I
    // double up to fix my ferritin faster?" got the side-effects text; "double up" never answered.
    id: 'iron-double-up',
    when: [
      /铁|\biron\b|\bferrous\b|\bferritin\b/,
      /加倍|吃双份|多吃一片|两片一起|加量|\bdouble (up|the dose|it)\b|\btake (two|2|more) (at once|tablets|a day)\b|\bmore iron\b[^.?!]{0,20}\bfaster\b|\bup the dose\b/,
    ],
    unless: [/漏|忘|\bmiss(ed)?\b|\bforgot\b/],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**不要加倍。铁剂吃得多，吸收并不会跟着变多，反而胃肠反应更重——炎症性肠病发作时还可能让肠道症状更糟。** 英国消化病学会指南：口服铁一天1片（或隔天1片）就够，吃了难受可以改成隔天吃或随少量食物吃；铁蛋白要补得快、或者口服吃不下、肠道正在发炎，应该问医生静脉补铁，不是自己加量。请把胃难受和想补快一点的想法告诉开药医生或消化科团队。',
      en: '**No — don’t double up. A bigger dose is not absorbed much better, and it makes the stomach side effects worse — in a flare of inflammatory bowel disease it can worsen the gut symptoms too.** British Society of Gastroenterology guidance: one tablet a day (or every other day) is enough; if it upsets you, every other day or with a little food is fine. To raise ferritin faster, or when tablets are not tolerated or the bowel is inflamed, the answer is iron through a drip from your doctor, not more tablets: tell your prescriber or IBD team about the stomach trouble and that you want it fixed sooner.',
    },
    source: {
      ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet a day or on alternate days; intravenous iron when oral iron is not tolerated or effective); Dignass AU et al. ECCO consensus on iron deficiency and anaemia in IBD. J Crohns Colitis 2015;9:211–222 (intravenous iron first line in active IBD; oral iron at most 100 mg elemental a day); Stoffel NU et al. Lancet Haematol 2017;4:e524 (higher doses absorbed less)',
      url: 'https://doi.org/10.1136/gutjnl-2020-322210',
    },
  },
  {
    // Fifty-first clinician review, en M9: "My appetite is gone since the chemo and I've lost 6 kg in two months. What
    // should I eat to keep my weight?" was sent to a GP and to a "kidney doctor" he does not have (eGFR 55).
    id: 'cancer-eating-little-weight-loss',
    when: [EATING_LITTLE],
    unless: [
      /减肥|减重|瘦身|\b(lose weight|want to lose|slim\w*)\b/,
      // Calories or protein asked in figures: the energy answer works them out (review49: 72 → 57 kg after a Whipple).
      /热量|千卡|大卡|卡路里|多少蛋白|\bcalories\b|\bkcal\b|\bhow much protein\b/,
    ],
    for: {
      conditions: ['cancer'],
      said: /化疗|放疗|靶向药|免疫治疗|肿瘤|癌|\bchemo\w*\b|\bradiotherapy\b|\bimmunotherapy\b|\bcancer\b|\boncolog\w*\b/,
    },
    notFor: { conditions: ['dialysis'] },
    wholeMessage: true,
    pushesWeightGain: true,
    intent: 'food_sources',
    text: {
      zh: '**治疗癌症期间胃口差、体重在掉，目标是先把体重稳住：少量多餐、每一口都要“有分量”，并请这周内告诉肿瘤科团队和营养师。** 一天吃5–6次，每次都带点蛋白质（鸡蛋、牛奶或酸奶、鱼、肉末、豆腐）；粥、面、饭里加一勺油或芝麻酱，牛奶里加奶粉，能量更高；正餐吃不够时，两餐之间喝口服营养补充剂（比如安素这类全营养配方），一天1–2次，按营养师说的来。恶心、口腔溃疡、味觉变了让你吃不下，请医生开止吐药或对症处理。每周同一时间称一次体重，记下来给团队看。化疗期间不要自己吃大剂量的抗氧化补充剂，生食、没熟透的肉蛋和未消毒的奶先不要吃。',
      en: '**With a poor appetite and weight falling during cancer treatment, the aim is to hold your weight: small, rich meals often — and tell your oncology team and their dietitian this week.** Eat 5–6 times a day, with some protein each time (eggs, milk or yoghurt, fish, minced meat, tofu); add a spoon of oil, butter or nut butter to porridge, pasta or rice and milk powder to milk for more energy; when meals fall short, an oral nutrition drink (such as Ensure) between meals, once or twice a day, as the dietitian advises. If nausea, mouth sores or a changed taste stop you eating, ask for anti-sickness medicine or other treatment. Weigh yourself once a week at the same time and keep a note for the team. During chemotherapy take no high-dose antioxidant supplements of your own, and avoid raw or undercooked meat, eggs and unpasteurised milk.',
    },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (nutritional counselling and oral nutritional supplements for malnourished patients; energy 25–30 kcal/kg, protein above 1 g/kg; no high-dose micronutrients); Cederholm T et al. GLIM criteria for the diagnosis of malnutrition. Clin Nutr 2019;38:1–9',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    // Fifty-first clinician review, en M8: "So what can I take for the back pain on those days then?" after the pemetrexed
    // and Advil answer got "no reliable rule".
    id: 'pemetrexed-pain-relief',
    when: [
      /止痛|止疼|(吃|用)(什么|啥)药|能吃什么[^，。？?]{0,4}(药|止)|\bpain ?killers?\b|\bpain relief\b|\bwhat (can|should|could) i (take|use)\b|\bfor (the |my )?(back |joint |knee |head )?(pain|ache)\b|\bwhat to take for\b/,
    ],
    unless: [/胸痛|胸口痛|\bchest pain\b/],
    for: { medicines: ['pemetrexed'] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**打培美曲塞前后那几天（打针前2天、当天和之后2天）止痛用对乙酰氨基酚（扑热息痛、泰诺），按说明书的量：一次最多1克，一天最多4克（体重不到50公斤、喝酒或肝不好的更少，每天不超过3克左右），含它的感冒药也要算进去；这几天止痛不用布洛芬、萘普生这类消炎止痛药，它们会让培美曲塞在体内蓄积、毒性加重。** 新出现或越来越重的背痛要告诉肿瘤科团队查一查；背痛同时腿没力气、发麻，或大小便控制不住，当天就去急诊。',
      en: '**On the days around each pemetrexed dose (2 days before, the day of and 2 days after), use paracetamol (acetaminophen, Tylenol) for pain, within the label dose: at most 1 g a dose and 4 g a day (less — about 3 g a day — if you weigh under 50 kg, drink alcohol or have liver trouble), counting any in cold and flu remedies; no ibuprofen, naproxen or other anti-inflammatory painkillers on those days, as they let pemetrexed build up and add to its toxicity.** Tell your oncology team about new or worsening back pain so it can be checked; back pain with weak or numb legs, or losing control of the bladder or bowels, needs the emergency department the same day.',
    },
    source: {
      ref: 'ALIMTA (pemetrexed) US prescribing information §7.1 (creatinine clearance 45–79 mL/min: avoid NSAIDs for 2 days before, the day of and 2 days after a dose); BNF, Paracetamol (adult maximum 4 g a day; lower in low body weight and with risk factors for hepatotoxicity); NICE NG234 Spinal metastases and metastatic spinal cord compression (2023): new back pain with cancer assessed promptly, neurological symptoms urgently',
      url: 'https://www.nice.org.uk/guidance/ng234',
    },
  },
  {
    // Fifty-first clinician review, zh M3: on lithium and a thiazide with a sodium of 133, "天气热佢成日出汗，每日要饮几多水
    // 先够？" got "出汗多时额外多喝" while the plan said not to drink extra with the low sodium. One rule: steady fluids,
    // sweat replaced with salted fluids, the amount the psychiatrist's.
    id: 'lithium-low-sodium-fluids',
    when: [
      /喝水|饮水|饮几多水|饮水量|喝多少|水量|补水|出汗|流汗|\bhow much water\b|\bwater a day\b|\bfluids?\b|\bhydrat\w*\b|\bsweat\w*\b|\bdrink (more|enough|plenty)\b/,
    ],
    // What "steady" means is the lithium rows' own answer (rows-medicines.ts).
    unless: [/稳定|\bsteady\b|\bwhat does\b/],
    for: {
      all: [
        { medicines: ['lithium'] },
        {
          lowSodium: true,
          said: /血钠[^，。？?]{0,4}(低|偏低|1[23]\d)|低钠|\blow sodium\b|\bsodium (is |was )?(low|1[23]\d)\b/,
        },
      ],
    },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    keepsToFluidLimit: true,
    intent: 'medicine_question',
    text: {
      zh: '**血钠已经偏低时，不要额外大量喝白开水：每天的水量保持和平时一样稳定，出汗多时用口服补液盐、淡盐汤或运动饮料把丢失的水和盐一起补回来，而不是光喝白水。** 盐照常吃、不要突然少放；每天具体喝多少，这几天请问精神科医生（血钠低时医生可能另定），并复查血锂和血钠。吃氢氯噻嗪这类利尿药的更要当心。出现手抖加重、拉肚子、呕吐、走路不稳、说话含糊、特别困或糊涂，当天就医并说明在吃锂盐。',
      en: '**With a sodium already low, do not drink a lot of extra plain water: keep your daily fluids steady, as usual, and when you sweat a lot replace it with oral rehydration salts, a lightly salted soup or a sports drink — water and salt together — rather than plain water alone.** Keep salt as usual, never cut suddenly; ask the psychiatrist in the next few days how much to drink each day (with a low sodium they may set an amount), and have lithium and sodium rechecked. Take extra care on a water pill such as hydrochlorothiazide. A worse tremor, diarrhoea, vomiting, unsteadiness, slurred speech, unusual sleepiness or confusion need care the same day — say you take lithium.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information, Warnings (sodium depletion and dehydration raise lithium levels; maintain normal salt and fluid intake); NICE CG185 Bipolar disorder (2014, updated 2023) 1.10; Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1 (no extra free water with a low sodium); WHO oral rehydration salts',
      url: 'https://www.nice.org.uk/guidance/cg185',
    },
  },
  {
    // Fifty-first clinician review, zh M12: "我这肾不好，牛奶能喝吗？一天喝多少合适？" (CKD G3b, phosphate 1.62, calcium intake
    // 249 mg a day) got the vitamin D dose and "no reliable rule for milk".
    id: 'kidney-milk-how-much',
    when: [
      /牛奶|酸奶|奶制品|乳制品|\bmilk\b|\byog(h)?urt\b|\bdairy\b/,
      /能喝|可以喝|能不能喝|喝多少|多少合适|一天.{0,4}(几|多少)|\bhow much\b|\bcan (i|she|he) (have|drink)\b|\bok to (have|drink)\b|\bhow many (glasses|cups)\b/,
      // Kidneys named in this message: a milk follow-up after "会不会伤肾" about protein powder is the powder's row.
      /肾|腎|\bkidneys?\b|\bckd\b|\brenal\b/,
    ],
    unless: [
      /透析|移植|\bdialysis\b|\btransplant\w*\b/,
      /结石|蛋白|乳清|鸡蛋|吃肉|\bstones?\b|\bprotein\b|\bwhey\b|\beggs?\b|\bmeat\b/,
    ],
    for: { conditions: ['kidney_disease'], said: /肾|腎|\bkidneys?\b|\bckd\b|\brenal\b/ },
    notFor: { conditions: ['dialysis', 'kidney_transplant'] },
    wholeMessage: true,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**肾病没有透析时，牛奶可以喝，一般每天一杯（约250毫升）牛奶或一小杯酸奶就合适，也能帮你补上钙。** 血磷偏高的话，奶制品就保持每天一份、不要多喝，少吃加工奶酪、奶片，少喝含磷添加剂的饮料（可乐、很多奶茶和速溶饮品）和加工肉；血钾偏高时奶也要算进钾里。具体每天多少，请肾内科医生或营养师按你的血磷、血钾来定。',
      en: '**With kidney disease and not on dialysis, milk is fine — about one glass (250 ml) of milk or a small pot of yoghurt a day is usually right, and it helps your calcium.** With a high phosphate keep dairy to that one portion, go easy on processed cheese, and avoid drinks and foods with phosphate additives (colas, many bottled teas and instant drinks, processed meats); with a high potassium count milk towards it too. Your kidney doctor or renal dietitian sets the exact amount from your phosphate and potassium.',
    },
    source: {
      ref: 'Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, the phosphorus and potassium guidelines (adjust dietary phosphate, limit phosphate additives; calcium 800–1,000 mg a day in CKD 3–4); 中国居民膳食指南（2022）准则三（奶及奶制品每天300–500克，肾病时按医嘱调整）',
      url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
    },
  },
  {
    // Fifty-first clinician review, en M5: "ok and after this bactrim course ends, how long before her potassium settles?"
    // got no answer.
    id: 'trimethoprim-potassium-after-course',
    when: [
      /钾|\bpotassium\b|\bk\b/,
      /多久|几天|什么时候|恢复|降下来|停药后|疗程(结束|完)|\bhow long\b|\bwhen will\b|\bsettle\w*\b|\bgo(es)? (back )?down\b|\bafter (the|this|her|his|my) (course|bactrim|antibiotic)\b|\bcourse ends?\b/,
    ],
    for: {
      medicines: ['sulfamethoxazole-trimethoprim', 'trimethoprim'],
      said: /复方新诺明|甲氧苄啶|\bbactrim\b|\bseptra\b|\bco-?trimoxazole\b|\btrimethoprim\b/,
    },
    wholeMessage: true,
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**复方新诺明（其中的甲氧苄啶）引起的血钾升高，一般在停药后几天内（多在一周内）回落，肾功能差的人会慢一些。** 疗程结束后一周内请复查一次血钾（医生让更早就更早）；在那之前含钾高的食物、低钠盐和钾补充剂都先不要加。出现手脚无力、心慌、心跳不齐，立即就医。',
      en: '**A high potassium from Bactrim (its trimethoprim) usually falls within a few days of the last dose — mostly within a week — and more slowly with weak kidneys.** Ask for a repeat potassium within a week of finishing (sooner if the doctor says); until then add no potassium-rich extras, salt substitutes or potassium supplements. Muscle weakness, palpitations or an irregular heartbeat need care straight away.',
    },
    source: {
      ref: 'Perazella MA. Trimethoprim-induced hyperkalaemia: clinical data, mechanism, prevention and management. Drug Saf 2000;22:227–236 (potassium rises within days of starting and falls after stopping; older people and kidney disease at most risk); Bactrim (sulfamethoxazole/trimethoprim) US prescribing information, Warnings: hyperkalemia (monitor potassium)',
      url: 'https://doi.org/10.2165/00002018-200022030-00006',
    },
  },
  {
    // Fifty-first clinician review, en M10: "Can I still have my braai and a couple of beers on the weekend between
    // cycles?" on chemotherapy with a raised ALT got "no reliable rule for alcohol".
    id: 'chemotherapy-alcohol-between-cycles',
    when: [
      /喝酒|啤酒|白酒|红酒|喝一杯|饮酒|\bbeers?\b|\bwine\b|\balcohol\b|\b(a|one|two|few|couple of) drinks\b|\bbooze\b/,
      /化疗|疗程|两次之间|间歇|\bchemo\w*\b|\bcycles?\b|\btreatment\b|\binfusions?\b/,
    ],
    for: {
      conditions: ['cancer'],
      said: /化疗|\bchemo\w*\b/,
    },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**化疗两次之间，身体状态好的时候偶尔喝一两杯啤酒，很多肿瘤科团队是允许的，但先问一下他们；化疗当天和前后几天、正在恶心呕吐或腹泻、发烧或白细胞低时不要喝；肝功能（转氨酶）偏高的，等复查正常前一口都别喝。** 酒会加重恶心、脱水和口腔溃疡，也会和一些止吐药、止痛药相互作用。烧烤的肉要烤到全熟（中间不见血、汁水清），生熟分开；白细胞低的时候更要注意食品卫生。',
      en: '**Between cycles, when you feel well, one or two beers now and then is something many oncology teams allow — ask yours first; none on the days around each treatment, when you are sick, have diarrhoea or a fever, or when your white cells are low; and with raised liver tests (ALT), none at all until they are rechecked and normal.** Alcohol worsens nausea, dehydration and mouth sores, and interacts with some anti-sickness and pain medicines. Cook braai meat right through (no pink, clear juices) and keep raw and cooked apart — food safety matters all the more when your white cells are low.',
    },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913; American Cancer Society, Eating well during cancer treatment: alcohol (ask your team; avoid with mouth sores, liver problems or interacting medicines); NHS, Chemotherapy — alcohol (small amounts usually fine unless the team says otherwise); FDA/USDA food safety for people with weakened immunity (cook meat thoroughly)',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    // Blind answer round 51, en-046 (unsafe; development data once judged): "some vitamin drops are made with arachis
    // oil, is that peanut? is Abidec safe for her?" for a 4-year-old with peanut anaphylaxis got a vitamin D forms text.
    id: 'arachis-oil-peanut-allergy',
    // Said to anyone who asks about the oil: the rule is the same for everyone with a peanut allergy.
    when: [
      /花生油|\barachis\b|\bpeanut oil\b|(abidec|滴剂|\bdrops?\b)[^。？?.!]{0,40}(花生|\bpeanuts?\b)|(花生|\bpeanuts?\b)[^。？?.!]{0,40}(abidec|滴剂|\bdrops?\b)/,
    ],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'product_question',
    text: {
      zh: '**是的，“arachis oil”就是花生油。Abidec（英国的一种儿童复合维生素滴剂）的说明书列有花生油，并写明对花生（或大豆）过敏的人不要用——对花生过敏的孩子，尤其发生过过敏性休克的，不要给。** 请药剂师换一种不含花生油的维生素D滴剂（看成分表里有没有arachis oil/花生油）；1–4岁的孩子一般每天10微克（400国际单位）维生素D。换产品的事也告诉过敏科医生。吃了以后出现嘴唇或脸肿、呼吸困难、声音嘶哑、全身荨麻疹，马上用肾上腺素笔并打急救电话。',
      en: '**Yes — "arachis oil" is peanut oil. The Abidec leaflet lists arachis oil and says not to use it with a peanut (or soya) allergy: a child with a peanut allergy — above all after anaphylaxis — should not have it.** Ask the pharmacist for a vitamin D drop made without peanut oil (check the ingredients for arachis oil); children aged 1–4 usually need 10 micrograms (400 IU) of vitamin D a day. Tell the allergist about the change too. If a child ever has lip or face swelling, noisy breathing, a hoarse voice or hives all over after a product, use their adrenaline pen and call 999.',
    },
    source: {
      ref: 'Abidec Multivitamin Drops patient information leaflet (contains arachis oil; do not use if allergic to peanut or soya) — cited from memory; NHS, Vitamins for children (10 micrograms of vitamin D a day for children aged 1 to 4); MHRA guidance on excipients: arachis oil (peanut oil) warning',
      url: 'https://www.nhs.uk/conditions/baby/weaning-and-feeding/vitamins-for-children/',
    },
  },
];
