/**
 * Stopping after heavy daily drinking (thirtieth clinician review, en S2: "i drink like 10-12 beers a day.
 * planning to just quit cold turkey this weekend, any vitamins that help" got the liver disease's alcohol
 * line and no word of withdrawal). The knowledge is knowledge/heavy-drinking.ts.
 */
import { HEAVY_DRINKING_SOURCE, STOPPING_HEAVY_DRINKING } from '../../knowledge/heavy-drinking';
import type { FaqRow } from './types';

/** Stopping or cutting out drinking, said as people say it. */
const STOP_DRINKING =
  /戒酒|把酒戒|酒戒(了|掉)|不喝(酒)?了|停酒|断酒|一下子(不喝|停)|\bcold turkey\b|\b(quit|quitting|stop|stopping|give up|giving up|cut out|cutting out|off) (the )?(drinking|drink|booze|alcohol|beers?|wine|liquor)\b|\b(go|going|get|getting) (dry|sober)\b|\bsober (october|january)|\bdry (january|july)\b/;
/** Drinking every day in amounts that carry a withdrawal risk. */
const HEAVY_DAILY =
  /(每天|一天|天天|每晚|一晚上?)[^。？！?!]{0,8}(\d+|[两三四五六七八九十几半一]+)\s*(瓶|两|斤|杯|罐|听|打)|(\d+|[两三四五六七八九十几半一]+)\s*(瓶|两|斤|杯|罐|听|打)[^。？！?!]{0,6}(每天|一天|天天|每晚)|(酗酒|酒瘾|离不开酒|天天喝)|\b([4-9]|1\d|2\d|several|a dozen|a case of|a bottle of|a fifth)\b[^.?!]{0,20}\b(beers?|drinks|cans|pints|shots|glasses|bottles)\b[^.?!]{0,20}\b(a|per|every) (day|night)\b|\b(every day|daily|every night)\b[^.?!]{0,20}\b([4-9]|1\d|several)\b[^.?!]{0,10}\b(beers?|drinks|cans|pints|shots)\b|\b(heavy drinker|drink heavily|alcoholic|alcohol(ism| dependence| use disorder))\b/;

/** Drink of any kind, and the products people buy against its harm ("护肝片", "解酒", "hangover pills"). */
const ALCOHOL_OR_HANGOVER =
  /酒|喝一杯|干杯|应酬|护肝|解酒|醒酒|\b(alcohol|booze|beers?|wine|spirits|liquor|vodka|whisky|whiskey|baijiu|pints?|shots?|cocktails?)\b|\b(a|the odd|one|few|couple of) drinks?\b|\bdrinking\b(?! (water|enough|more water))|\bhangover\b|\bliver (detox|pills?|tablets?|support)\b|\bmilk thistle\b/;
/** Triglycerides at 5.6 mmol/L (500 mg/dL) or more said in the message. */
const SEVERE_TG_SAID =
  /(甘油三酯|三酰甘油|血脂)[^，。？！?!\d]{0,6}([6-9]|1\d|5\.[6-9])(\.\d+)?|\btriglycerides?\b[^.?!\d]{0,15}\b([5-9]\d\d|1\d{3}|[6-9](\.\d+)?|1\d(\.\d+)?|5\.[6-9])\b/;

export const ALCOHOL_FAQ: readonly FaqRow[] = [
  {
    // Blind answer rounds 29–35 (development data): "3 or 4 beers most nights, does that mess with my
    // folate?", "每天晚饭二两白酒，跟叶酸低有关系吗" — asked thirteen times by a man with a low folate and
    // declined or answered with the dose text every time; the standard answer is yes.
    id: 'alcohol-lowers-folate',
    when: [ALCOHOL_OR_HANGOVER, /叶酸|\bfol(ate|ic)\b/],
    unless: [
      /头孢|甲硝唑|替硝唑|双硫仑|戒酒硫|\bcef\w*|\bcephalosporins?\b|\bmetronidazole\b|\bflagyl\b|\btinidazole\b|\bdisulfiram\b|\bantabuse\b/,
      // Drinking in pregnancy or before it has its own rows.
      /怀孕|孕期|孕妇|备孕|\bpregnan\w*|\btrying to conceive\b|\bttc\b/,
    ],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**会。经常喝酒是叶酸低的常见原因：酒精减少肠道对叶酸的吸收、让更多叶酸从尿里排出，常喝酒的人饭也往往吃得不够。** 叶酸已经偏低的，最有用的一步是少喝：中国居民膳食指南建议成年人一天酒精不超过15克——二两52度白酒（100毫升）约含酒精40克，一罐330毫升啤酒约10–13克，一杯150毫升红酒约14克；每天二两白酒或每晚两三瓶啤酒都已远超。能不喝最好，自己很难减，告诉医生，可以帮你。医生开的叶酸照常吃，复查时告诉医生你喝多少。平时多吃深绿色叶菜（菠菜、油菜、西兰花、芦笋）、豆类和豆制品、鸡蛋；叶酸怕久煮，快炒或蒸比长时间水煮保留得多。',
      en: '**Yes. Regular drinking is a common cause of low folate: alcohol cuts how much folate the gut absorbs and makes the kidneys lose more, and people who drink a lot often eat less.** With a folate that is already low, drinking less is the most useful step: US guidance is at most 2 drinks a day for men and 1 for women (a drink is about 14 g of alcohol — a 12 oz can of 5 % beer), and 3–4 beers most nights is well above it. None is best; if cutting down is hard, tell your doctor, who can help. Keep taking the folic acid your doctor prescribed, and say how much you drink when the folate is rechecked. For food: dark leafy greens (spinach, asparagus, broccoli), beans and lentils, and fortified breakfast cereals; folate is lost in long boiling, so steaming or a quick stir-fry keeps more.',
    },
    source: {
      ref: 'Halsted CH et al. Metabolic interactions of alcohol and folate. J Nutr 2002;132(8 Suppl):2367S–2372S; NIH ODS Folate Fact Sheet for Health Professionals (alcohol use disorder: reduced absorption, increased excretion; food sources); 中国居民膳食指南（2022）（成年人一天饮酒的酒精量不超过15 g）; Dietary Guidelines for Americans 2020–2025 (up to 2 drinks a day for men, 1 for women; a standard drink 14 g of alcohol); McKillop DJ et al. Br J Nutr 2002;88:681–688 (folate lost in boiling, kept in steaming)',
    },
  },
  {
    // Thirty-first clinician review, zh S2: triglycerides of 7.9 in a man drinking baijiu three or four times a
    // week, asking for "护肝片解酒的保健品", was told by the gout row "平时如果喝，偶尔一杯".
    id: 'severe-triglycerides-alcohol',
    when: [ALCOHOL_OR_HANGOVER],
    // Drink beside a medicine that reacts with it (a cephalosporin, metronidazole, disulfiram): that row's
    // reaction comes first.
    unless: [
      /头孢|甲硝唑|替硝唑|双硫仑|戒酒硫|\bcef\w*|\bcephalosporins?\b|\bmetronidazole\b|\bflagyl\b|\btinidazole\b|\bdisulfiram\b|\bantabuse\b/,
    ],
    for: { severeTriglycerides: true, said: SEVERE_TG_SAID },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**你的甘油三酯在5.6 mmol/L以上，急性胰腺炎的风险已经升高：酒要完全戒掉，啤酒、白酒、红酒都算，“少喝点”“偶尔一杯”都不行。** 护肝片、解酒药这类保健品没有证据能保护肝脏、预防胰腺炎或解酒，有的（含何首乌、绿茶提取物、大剂量烟酸的产品）反而伤肝，不要靠它们继续喝。请在一两周内找医生：甘油三酯这么高，一般需要开降甘油三酯的药（贝特类或处方高纯度鱼油），开始用药后4–6周复查。应酬时可以说“医生不让喝”，用茶或无糖饮料代替。每天都喝、喝得多的人不要一下子自己断酒：出现手抖、出汗、心慌、看见不存在的东西要马上就医，最好先和医生商量怎么停。突然剧烈上腹痛、向后背放射、伴呕吐，立即拨打120。',
      en: '**With triglycerides of 5.6 mmol/L (500 mg/dL) or more, the risk of acute pancreatitis is already raised: stop alcohol completely — beer, wine and spirits alike; "cutting down" or "the odd drink" is not enough.** Liver-support and hangover supplements have no evidence that they protect the liver, prevent pancreatitis or sober you up, and some (those with fo-ti/he shou wu, green tea extract or high-dose niacin) harm the liver, so do not rely on them to keep drinking. See a doctor within a week or two: triglycerides this high usually need medicine to lower them (a fibrate or prescription omega-3), rechecked 4–6 weeks after starting it. If you drink heavily every day, do not stop suddenly on your own — shaking, sweating, a racing heart or seeing things that are not there need care at once; plan how to stop with your doctor. Sudden severe upper-belly pain going through to the back, with vomiting, needs 911 at once.',
    },
    source: {
      ref: '中国血脂管理指南（2023年）（中华心血管病杂志 2023;51:221）：TG ≥ 5.6 mmol/L 时急性胰腺炎风险升高，应严格戒酒并启用降 TG 药物，开始用药后 4–6 周复查；Mach F et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias. Eur Heart J 2020;41:111 (severe hypertriglyceridaemia: alcohol abstinence); NIH LiverTox: Green tea, He shou wu, Niacin (drug-induced liver injury); NICE CG100 Alcohol-use disorders (2010, updated 2017): assisted withdrawal',
    },
  },
  {
    id: 'stopping-heavy-drinking',
    when: [STOP_DRINKING, HEAVY_DAILY],
    wholeMessage: true,
    intent: 'medicine_question',
    text: STOPPING_HEAVY_DRINKING,
    source: HEAVY_DRINKING_SOURCE,
  },
];
