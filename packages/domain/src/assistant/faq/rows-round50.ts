/**
 * Blind answer round 50 (development data once its answers and verdicts were recorded), each written for its class:
 *
 * - "听人说菠菜汁降血压，他最近早上天天喝一大杯，吃华法林的能这么喝吗" (zh-034) got warfarin's time of day, and "he eats a
 *   lot of spinach in spring, very little in winter. How to manage?" (en-052) the gout diet: a daily glass of green
 *   juice, or greens that come and go with the season, on warfarin;
 * - caffeine on phenelzine ("每天早上一杯kopi can or not？", zh-080) got the calories of kopi: coffee is no tyramine
 *   food, and the label's caution is for large amounts;
 * - "8 months after a sleeve, ferritin 14 on 45 mg iron a day, on omeprazole — is it not being absorbed?" (zh-071) got
 *   early dumping syndrome: iron after a sleeve with an acid reducer, and what the team does for a low ferritin;
 * - judged unsafe in Chinese: a fat burner on lithium (zh-060) got the rapid-diet text, never "do not take it";
 *   belacan and satay sauce on phenelzine (zh-077) a tyramine list without belacan; 當歸 and 花旗參 soups after
 *   ER-positive breast cancer on letrozole (zh-041) the bone-broth calcium text; what to watch at hotpot after a kidney
 *   transplant (zh-022) only the pomelo warning, never the food safety of raw meat and offal;
 * - "唔食汤渣净饮汤得唔得" on dialysis with a potassium of 5.7 (zh-013, en-003) got the "no potassium supplements"
 *   text, and "飞水先再煲，或者煲短啲时间，钾会唔会少啲" (zh-014) the same: where the potassium of a soup goes, and
 *   what blanching and discarding the water does;
 * - "那钙铁锌口服液每天10ml还接着喝不？会不会跟软糖重复了" (zh-008), after the 7-year-old's vitamin D, got the
 *   prenatal-gummy iron text: two children's products that may give the same nutrients twice.
 */
import { ON_LITHIUM, ON_MAOI, ON_VITAMIN_K_ANTAGONIST, TRANSPLANT_IMMUNOSUPPRESSED } from './audiences';
import type { FaqAudience, FaqRow } from './types';
import { childAgeMonths, childTargetsBlock } from '../intents/child-dose';

/** A green juice or smoothie drunk, or greens that change with the season. */
const GREEN_JUICE_OR_SEASON =
  /菠菜汁|青汁|蔬菜汁|绿汁|羽衣甘蓝汁|芹菜汁|春天|冬天|夏天|秋天|季节|换季|\b(green juices?|spinach juice|vegetable juices?|celery juice|wheatgrass|spring|winter|summer|autumn|season\w*)\b/;
const GREENS =
  /菠菜|青菜|绿叶菜|蔬菜|西兰花|油菜|维生素 ?k|\b(greens?|spinach|kale|broccoli|veg(etables?|gies)?|vitamin k)\b/;
const CAFFEINE_DRINK =
  /咖啡|kopi|美式|拿铁|奶茶|浓茶|咖啡因|\b(coffee|kopi|caffeine|espresso|latte|flat whites?|cappuccino|americano)\b/;
const IRON = /铁|\b(iron|ferrous|ferritin)\b/;
const SLEEVE_OR_BYPASS =
  /袖状胃|胃袖|缩胃|减重手术|胃旁路|\b(sleeve|gastric sleeve|sleeve gastrectomy|bypass|bariatric|wls)\b/;
const FAT_BURNER =
  /燃脂|减肥药|减肥胶囊|瘦身(药|胶囊|茶)|代谢(片|胶囊)|\b(fat ?burners?|thermogenic\w*|oxyshred|hydroxycut|lipo ?6|diet pills?|slimming (pills?|tablets?|tea)|weight ?loss pills?)\b/;
const FERMENTED_SEAFOOD_OR_SATAY =
  /峇拉煎|马拉盏|巴拉煎|虾酱|虾膏|参巴|鱼露|沙爹|沙嗲|\b(belacan|blachan|shrimp paste|sambal|fish sauce|budu|cincalok|satay|sate|rojak)\b/;
const OESTROGENIC_HERB_SOUP =
  /当归|當歸|花旗参|花旗參|西洋参|西洋參|人参|人參|红参|紅參|\b(dong quai|angelica|ginseng)\b/;
/** An aromatase inhibitor or tamoxifen: the plan's medicines, or named. */
const ON_BREAST_CANCER_HORMONE_TREATMENT: FaqAudience = {
  medicines: ['letrozole', 'anastrozole', 'exemestane', 'tamoxifen'],
  said: /来曲唑|來曲唑|阿那曲唑|依西美坦|他莫昔芬|\b(letrozole|femara|anastrozole|arimidex|exemestane|aromasin|tamoxifen)\b/,
};
/** Kidney disease or dialysis: the plan's conditions, or said. */
const KIDNEY_OR_DIALYSIS: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /透析|洗肾|洗腎|肾病|腎病|肾衰|腎衰|肾功能不全|尿毒症|\b(dialysis|ckd|kidney (disease|failure))\b/,
};
/** A soup or broth (煲, Cantonese for simmering one). */
const SOUP = /汤|湯|煲|\b(broths?|soups?|stock)\b/;
/**
 * What is asked of it: the soup without its solids, or cooking that moves potassium into water (blanching, a
 * shorter simmer). "Which foods can't he eat? … my mum makes soup every day" is the high-potassium food list's.
 */
const SOUP_POTASSIUM_ASKED =
  /只喝汤|只饮汤|净饮汤|淨飲湯|唔食(汤|湯)?渣|不吃(汤)?渣|不吃料|汤渣|飞水|飛水|焯水|汆水|出水|泡水|浸水|煲短|煲少|少煲|时间短|短啲|\bonly (drinks? |has |have |having )?the (soup|broth)\b|\bleaves? (out )?the (meat|vegetables|veg|solids|ingredients|bits)\b|\bnot (eat|eating) the (ingredients|solids|meat|vegetables|bits)\b|\bjust the (soup|broth|liquid)\b|\b(leach\w*|soak\w*|blanch\w*|parboil\w*)\b|\b(shorter|less) (time|simmer\w*|cooking)\b/;

/** A children's supplement product: 钙铁锌 liquids, kids' multivitamins, gummies, drops. */
const CHILD_PRODUCT =
  /钙铁锌|儿童(复合)?维生素|儿童钙|小儿|维生素ad|伊可新|(软糖|口服液|滴剂)[^。？?]{0,20}(软糖|口服液|滴剂|维生素|钙片)|\b(kids'?|children'?s|child) (multi-?)?vitamins?\b|\bgumm(y|ies)\b[^.?!]{0,40}\b(drops?|liquid|syrup|gumm(y|ies)|multi-?vitamins?)\b/;
/** The two overlap, or one goes on beside the other. */
const OVERLAP_OR_BOTH =
  /重复|重叠|叠加|一起(吃|喝)|同时(吃|喝)|还(接着|继续|要)?(喝|吃)(不|吗)|两(种|样)都|\b(overlap\w*|double (up|dos\w*)|both|together|on top|still (give|take)|keep (giving|taking))\b/;
/** A child named in this message or the one before. */
const CHILD_SAID =
  /儿子|女儿|孩子|小孩|宝宝|娃|孙子|孙女|\b(son|daughter|kids?|child|boy|girl|toddler|grandson|granddaughter)\b/;

const HOTPOT = /火锅|火鍋|打边炉|打邊爐|涮|麻辣烫|串串|毛肚|鸭肠|鸭血|黄喉|\b(hot ?pot|steamboat|shabu)\b/;
const ACID_REDUCER =
  /奥美拉唑|泮托拉唑|兰索拉唑|雷贝拉唑|埃索美拉唑|艾司奥美拉唑|抑酸|\b(omeprazole|esomeprazole|pantoprazole|lansoprazole|prilosec|nexium|ppis?)\b/;

/** A sugar-free fizzy drink: diet or zero cola, sparkling or soda water, carbonation (a sugary one is the dumping row's). */
const FIZZY =
  /无糖可乐(?!果(?!汁))|零度|健怡|零卡|0糖|零糖|无糖汽水|气泡水|苏打水|碳酸|\b(diet (coke|soda|pop|cola|pepsi)|coke zero|pepsi max|zero[- ]sugar|sparkling|seltzer|fizzy|carbonat\w*|soda water|club soda)\b/;

export const ROUND50_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 50, en-049 (unsafe; development data since): "Is Diet Coke really that bad after a sleeve?
    // The nutritionist said no carbonation ever" got "diet is better than regular … a few cans a week with meals".
    id: 'sleeve-or-bypass-fizzy-drinks',
    when: [FIZZY],
    for: { conditions: ['bariatric_surgery'], said: SLEEVE_OR_BYPASS },
    intent: 'food_sources',
    text: {
      zh: '**减重手术后，多数手术团队建议不喝碳酸饮料（包括无糖可乐和气泡水）：气体会让缩小的胃发胀、疼痛，加重反流，还会占掉本该留给蛋白质和水的那点容量。** 有没有“把胃撑大”的长期影响，证据并不肯定，所以手术一年后有的团队允许偶尔喝一点——但这要由你的减重手术团队或营养师决定，他们说“不喝”，就先照他们说的做。不管喝什么，都不要和饭一起喝：饭前30分钟到饭后30分钟不喝水和饮料，免得把饭冲下去、撑胀胃袋。可乐还含咖啡因和酸，会刺激胃、加重反流。想喝“有味道的”，可以试试放凉的淡茶、加柠檬片或黄瓜片的白开水；每天小口慢喝，喝够1.5–2升水。喝汽水后胸口烧灼、胃痛或呕吐，告诉手术团队。',
      en: '**After a sleeve or bypass most bariatric teams advise no fizzy drinks — diet cola and sparkling water included: the gas bloats the small stomach, causes pain and worsens reflux, and fills the little room you have for protein and fluids.** Whether it stretches the stomach for good is not proven, so some teams allow a little after the first year — but that is your bariatric team’s or dietitian’s call; if they said no carbonation, keep to it for now. Whatever you drink, keep it away from meals: nothing from 30 minutes before to 30 minutes after eating, so food is not washed through or the pouch overfilled. Cola also brings caffeine and acid, which irritate the stomach and add to reflux. For a drink with some taste, try cooled weak tea, or water with lemon or cucumber; sip 1.5–2 litres a day. Heartburn, stomach pain or vomiting after a fizzy drink: tell your surgical team.',
    },
    source: {
      ref: 'Mechanick JI et al. Clinical practice guidelines for the perioperative nutrition, metabolic, and nonsurgical support of patients undergoing bariatric procedures — 2019 update (AACE/TOS/ASMBS/OMA/ASA). Surg Obes Relat Dis 2020;16:175 (avoid carbonated beverages; separate liquids from solid meals by about 30 minutes; 1.5 L or more of fluid a day) — recommendations cited from memory',
      url: 'https://doi.org/10.1016/j.soard.2019.10.025',
    },
  },
  {
    id: 'warfarin-green-juice-or-seasonal-greens',
    when: [GREEN_JUICE_OR_SEASON, GREENS],
    for: ON_VITAMIN_K_ANTAGONIST,
    // An INR told, or greens for constipation, are the INR and fibre rows' answers.
    unless: [/\binr\b|国际标准化|\d\.\d|便秘|\bconstipat\w*/],
    intent: 'medicine_question',
    wholeMessage: true,
    text: {
      zh: '**吃华法林的人，绿叶菜和菠菜汁都能吃，但量要每天、每周大致一样。** 一大杯菠菜汁（或青汁、羽衣甘蓝汁）是浓缩的维生素K，天天喝会让华法林的作用变弱、INR下降，对机械瓣膜的人就是血栓风险；突然不喝了，INR又会升高、容易出血。已经天天喝的：不要自己突然停，也不要再加量，这周就告诉抗凝门诊，让他们安排复查INR，之后要么每天固定喝一样多，要么在门诊的安排下慢慢停。季节不同吃得不一样的：春天菠菜多时别比平时多吃一大截，冬天少了就用西兰花、小白菜、油菜或冷冻菠菜补上，让每周的总量差不多；换季时告诉抗凝门诊，多查一两次INR。菠菜汁降血压的作用很小，不能代替降压药，降压药和华法林都照常吃，剂量不要自己改。',
      en: '**On warfarin, greens and even spinach juice are allowed — but in roughly the same amount every day and every week.** A big glass of spinach juice (or a green juice or kale smoothie) is concentrated vitamin K: drunk daily it weakens warfarin and lowers the INR, which with a mechanical valve means a clot risk; stopped suddenly, the INR rises and bleeding becomes more likely. If it is already a daily habit, do not stop it suddenly or add more: tell the anticoagulation clinic this week so they can check the INR, then either keep the same amount daily or taper it as they advise. If greens come and go with the season: do not eat far more than usual when spinach is plentiful in spring, and in winter make up the amount with broccoli, cabbage, bok choy or frozen spinach so the weekly total stays similar; tell the clinic when the season changes your eating, so they can check the INR once or twice more. Spinach juice lowers blood pressure very little and is no substitute for blood pressure tablets; keep taking those and the warfarin at the doses prescribed.',
    },
    source: {
      ref: 'Coumadin (warfarin) Medication Guide, Bristol-Myers Squibb (rev. 2017) (keep vitamin K intake consistent; tell the clinic before a change in diet); NIH ODS Vitamin K Fact Sheet for Health Professionals (2021), interactions with warfarin',
      url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
    },
  },
  {
    id: 'maoi-coffee-caffeine',
    when: [CAFFEINE_DRINK],
    for: ON_MAOI,
    unless: [/奶酪|芝士|泡菜|酱油|腐乳|豆豉|\b(cheese|kimchi|soy sauce|miso|wine|beer|sausage|salami)\b/],
    intent: 'medicine_question',
    wholeMessage: true,
    text: {
      zh: '**每天早上一杯咖啡（kopi）一般没问题：咖啡不是高酪胺食物。** 苯乙肼说明书提醒的是“大量”咖啡因——一天好几杯浓咖啡、功能饮料、含咖啡因的减肥药或健身前补剂，和单胺氧化酶抑制剂一起可能让心跳加快、血压升高。保持每天一两杯、不要一下子加很多；别喝功能饮料，不吃含咖啡因的补充剂。kopi里的甜炼奶只是糖和热量的问题。要避开的是酪胺高的食物（陈年奶酪、泡菜、酱油和发酵豆制品、腌肉等）和感冒药里的伪麻黄碱。喝完出现剧烈头痛、心慌、脖子发硬、呕吐，马上去急诊。',
      en: '**A cup of coffee (kopi) in the morning is usually fine: coffee is not a tyramine food.** The phenelzine label warns about large amounts of caffeine — several strong coffees a day, energy drinks, caffeine diet pills or pre-workouts, which with an MAOI can speed the heart and raise blood pressure. Keep to one or two cups a day and do not suddenly drink much more; skip energy drinks and caffeine supplements. The condensed milk in kopi is only a sugar and calorie matter. What to avoid are tyramine-rich foods (aged cheese, kimchi, soy sauce and fermented soy, cured meats) and the pseudoephedrine in cold remedies. A sudden severe headache, pounding heart, stiff neck or vomiting after drinking it needs the emergency department at once.',
    },
    source: {
      ref: 'Nardil (phenelzine sulfate) US prescribing information, Precautions — foods and beverages to avoid (excessive amounts of caffeine and chocolate) — section cited from memory; Gillman PK. A reassessment of the safety profile of monoamine oxidase inhibitors: elucidating tired old tyramine myths. J Neural Transm 2018;125:1707–1717',
    },
  },
  {
    id: 'sleeve-low-ferritin-acid-reducer',
    // The acid reducer named: the absorption question the text answers (a low ferritin alone is the bariatric rows').
    when: [IRON, SLEEVE_OR_BYPASS, ACID_REDUCER],
    unless: [/倾倒|心慌|冷汗|\b(dumping|sweaty|palpitations)\b/],
    intent: 'supplement_dose',
    wholeMessage: true,
    text: {
      zh: '**会少一些：袖状胃切除后胃酸少了，奥美拉唑又进一步减少胃酸，铁的吸收就差。** 铁蛋白这么低说明铁储备已经空了，现在吃的是预防量；美国代谢与减重外科学会（ASMBS）指南对术后缺铁用的是医生开的治疗量，是预防量的好几倍，口服没效果就改静脉补铁。请这周联系你的减重手术团队或医生，带上化验单，由他们定剂量、要不要换静脉铁，并在4–8周后复查。在那之前：铁剂和钙片至少隔开2小时（钙放在午饭晚饭），配维生素C（橙汁或一个橙子）吃，别和茶、咖啡、蛋白奶昔一起；奥美拉唑照医生的安排吃，不要自己停。',
      en: '**Yes, less gets in: after a sleeve there is less stomach acid, and omeprazole lowers it further, so iron is poorly absorbed.** A ferritin that low means the stores are empty, and what you take is a preventive dose; the ASMBS guideline treats iron deficiency after bariatric surgery with a prescribed treatment dose several times higher, and with IV iron when tablets do not work. Contact your bariatric team or doctor this week with the result: they set the dose, decide on IV iron and recheck in 4–8 weeks. Until then: keep iron and calcium at least 2 hours apart (calcium with lunch or dinner), take the iron with vitamin C (orange juice or an orange), and not with tea, coffee or a protein shake; keep the omeprazole as prescribed.',
    },
    source: {
      ref: 'Parrott J et al. American Society for Metabolic and Bariatric Surgery integrated health nutritional guidelines for the surgical weight loss patient — 2016 update: micronutrients. Surg Obes Relat Dis 2017;13:727–741 (iron deficiency: 150–200 mg elemental iron daily, up to 300 mg; IV iron if oral fails; vitamin C; apart from calcium and acid-reducing medicines) — cited from memory; NIH ODS Iron Fact Sheet for Health Professionals (2024): proton pump inhibitors reduce iron absorption',
      url: 'https://doi.org/10.1016/j.soard.2016.12.018',
    },
  },
  {
    id: 'lithium-fat-burner',
    // Whether to take one is asked (two patterns: the lithium diet rows answer a diet asked about).
    when: [FAT_BURNER, /吃|能|可以|行|用|\b(take|taking|use|using|ok|okay|safe|can|should)\b/],
    for: ON_LITHIUM,
    intent: 'medicine_question',
    wholeMessage: true,
    text: {
      zh: '**吃锂盐时不要吃燃脂片、减肥药这类产品。** 它们大多含大剂量咖啡因、辛弗林（枳实）、育亨宾等兴奋剂，可能让人失眠、心慌，在双相障碍里还可能诱发躁狂；有的加了利尿、“排水”的成分（蒲公英、绿茶提取物、大量咖啡因），身体失水会让血锂升高、甚至中毒；和喹硫平一起还可能加重心律方面的风险。想减重，先告诉开锂盐的精神科医生：他们可以查血锂、甲状腺和血脂，考虑对体重影响小的用药安排，或转介营养科。靠规律三餐、少喝含糖饮料和酒、每天运动，比任何燃脂产品都可靠。',
      en: '**On lithium, do not take fat burners or diet pills.** Most contain large doses of caffeine, synephrine (bitter orange), yohimbine or other stimulants, which can cause insomnia and a racing heart and, in bipolar disorder, can tip you into mania; some add diuretic "water loss" ingredients (dandelion, green tea extract, a lot of caffeine), and losing water raises your lithium level, up to toxicity; with quetiapine some also add to heart-rhythm risk. If you want to lose weight, tell the psychiatrist who prescribes your lithium: they can check your lithium level, thyroid and cholesterol, consider medicines that affect weight less, or refer you to a dietitian. Regular meals, fewer sugary drinks and less beer, and daily activity work better than any fat burner.',
    },
    source: {
      ref: 'NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (lithium levels rise with dehydration and diuretics; weight and physical health monitored) — wording from memory; Lithium carbonate US prescribing information §7 (diuretics raise serum lithium); FDA, Tainted weight loss products (stimulants and undeclared drugs in slimming products)',
    },
  },
  {
    id: 'maoi-belacan-satay-fish-sauce',
    when: [FERMENTED_SEAFOOD_OR_SATAY],
    for: ON_MAOI,
    // Cooking at home with them is the home-cooking row's (rows-round20-enpart.ts maoi-asian-home-cooking).
    unless: [/在家|自己做|自己煮|炒菜|做饭|煮饭|\b(cook\w*|at home|home ?made|recipes?)\b/],
    intent: 'medicine_question',
    wholeMessage: true,
    text: {
      zh: '**峇拉煎（马来虾酱）、鱼露和用它们做的参巴酱，吃苯乙肼期间都要避开：它们是发酵的海鲜，酪胺很高。** 沙爹本身的肉和花生没问题，花生、花生酱不含多少酪胺；但很多小贩的沙爹酱、叻沙汤、罗惹里加了峇拉煎或虾膏，不确定就别蘸或问清楚。酱油也在苯乙肼说明书要避开的名单里，按名单来，想吃少量先问开药医生。停药后两周内同样要避开。吃了之后出现剧烈头痛、心跳很重、脖子发硬、出汗呕吐，马上去急诊。',
      en: '**Belacan (shrimp paste), fish sauce and sambal made with them are to be avoided on phenelzine: they are fermented seafood, high in tyramine.** Satay meat and peanuts themselves are fine — peanuts and peanut butter have little tyramine — but many hawkers add belacan or shrimp paste to satay sauce, laksa broth and rojak, so skip the sauce or ask when unsure. Soy sauce is on the phenelzine label’s list of foods to avoid too: go by the list, and ask the prescriber before having small amounts. The same applies for two weeks after stopping. A sudden severe headache, pounding heart, stiff neck, sweating or vomiting after eating needs the emergency department at once.',
    },
    source: {
      ref: 'Nardil (phenelzine sulfate) US prescribing information, Precautions — foods to avoid (fermented and aged foods, soy sauce, shrimp paste and fish preparations) — section cited from memory; Gillman PK. A reassessment of the safety profile of monoamine oxidase inhibitors: elucidating tired old tyramine myths. J Neural Transm 2018;125:1707–1717 (fermented fish and shrimp pastes among the high-tyramine foods)',
    },
  },
  {
    id: 'breast-cancer-hormone-treatment-herb-soups',
    when: [OESTROGENIC_HERB_SOUP],
    for: ON_BREAST_CANCER_HORMONE_TREATMENT,
    intent: 'herbal_remedy',
    wholeMessage: true,
    text: {
      zh: '**雌激素受体阳性乳腺癌、正在吃来曲唑（或他莫昔芬）的人，当归、人参（包括花旗参/西洋参）煲的药膳汤最好不喝或只偶尔喝一点，先问肿瘤科医生。** 当归和人参在实验里有类似雌激素的作用，可能和降雌激素的治疗唱反调；当归还会增加出血倾向。红枣、瘦肉、蔬菜煲的汤没问题。这些汤对骨质疏松也没有帮助：护骨靠的是每天够量的钙（食物加钙片合计约1000–1200毫克）、维生素D、负重运动，和你在吃的阿仑膦酸钠。来曲唑和其他药照常吃。',
      en: '**With ER-positive breast cancer on letrozole (or tamoxifen), soups simmered with dong quai or ginseng (American ginseng included) are best avoided, or kept rare after asking your oncologist.** Dong quai and ginseng have shown oestrogen-like activity in the laboratory and could work against a treatment that takes oestrogen away; dong quai also adds to bleeding. Soups of red dates, lean meat and vegetables are fine. These soups do nothing for osteoporosis: bones are protected by enough calcium each day (about 1,000–1,200 mg from food and tablets together), vitamin D, weight-bearing exercise and the bone medicine you take. Keep taking the letrozole and your other medicines as prescribed.',
    },
    source: {
      ref: 'Memorial Sloan Kettering Cancer Center, About Herbs: Dong quai; Ginseng (American) (oestrogenic activity; patients with hormone-sensitive cancers should avoid) — cited from memory; NIH NCCIH, Dong quai; Rock CL et al. American Cancer Society guideline for diet and physical activity for cancer survivors. CA Cancer J Clin 2022;72:230–262',
    },
  },
  {
    id: 'transplant-hotpot-food-safety',
    // What to watch or avoid is asked (two patterns: the pomelo row answers the fruit itself).
    when: [HOTPOT, /注意|避免|避开|能吃|不能吃|能不能|小心|\b(avoid|careful|watch|safe|ok|okay|should i)\b/],
    for: TRANSPLANT_IMMUNOSUPPRESSED,
    // Offal dipped for seconds is the quick-dip row's (rows-round14-zh.ts immunosuppressed-hotpot-quick-dip).
    unless: [/七上八下|涮一下|烫一下|几秒|十几秒|\b(quick dip|dipped|few seconds|\d+ seconds)\b/],
    intent: 'food_sources',
    wholeMessage: true,
    text: {
      zh: '**移植后吃抗排异药，吃火锅最要紧的是食品安全：** 毛肚、鸭肠、黄喉、肉片和海鲜都要涮到完全熟透（肉不再发红、毛肚鸭肠至少滚上一两分钟），不吃半生的；生熟筷子、漏勺分开，生肉盘不挨熟菜；不蘸生鸡蛋；不吃生鱼片、醉虾、生蚝这类生的海鲜；蔬菜洗净煮熟。喝的：柚子、西柚和含柚子的饮料（如杨枝甘露）不要；鲜榨橙汁、酸梅汤可以，注意糖。汤底和蘸料很咸，汤少喝；血钾偏高时锅里的汤（钾会溶进汤里）更要少喝。吃完发烧、腹泻、呕吐，及时联系移植中心。',
      en: '**After a transplant, on anti-rejection medicines, food safety is what matters most at hot pot:** cook tripe, intestines, meat slices and seafood right through (no pink meat; tripe and intestines at least a minute or two at a rolling boil), nothing half-raw; keep separate chopsticks and ladles for raw and cooked food, and raw meat plates away from cooked food; no raw-egg dip; no sashimi, drunken prawns or raw oysters; wash and cook the vegetables. Drinks: no pomelo, grapefruit or drinks made with them (such as mango pomelo sago); fresh orange juice or sour plum drink are fine, minding the sugar. The broth and dips are very salty, so drink little of the broth — even less if your potassium runs high, as potassium leaches into it. Fever, diarrhoea or vomiting afterwards: contact your transplant centre promptly.',
    },
    source: {
      ref: 'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients, Am J Transplant 2009;9 Suppl 3 (food safety advice after transplant) — section from memory; US FDA, Food safety for transplant recipients (2020): cook meat, poultry and seafood thoroughly, avoid raw eggs, raw seafood and cross-contamination; Prograf (tacrolimus) US prescribing information §7 (grapefruit)',
      url: 'https://www.fda.gov/food/people-risk-foodborne-illness/food-safety-transplant-recipients',
    },
  },
  {
    // Blind answer round 50, zh-008 (development data).
    id: 'child-two-products-overlap',
    when: [CHILD_PRODUCT, OVERLAP_OR_BOTH],
    wholeMessage: true,
    intent: 'supplement_dose',
    compose: (said, zh) => {
      const named = [said.text, said.previous ?? ''];
      if (!named.some((t) => CHILD_SAID.test(t.toLowerCase()) || childAgeMonths(t) !== null)) return null;
      const months = childAgeMonths(said.text) ?? (said.previous ? childAgeMonths(said.previous) : null);
      if (months === null || months < 12) return null;
      const block = childTargetsBlock(
        months,
        ['vitaminD', 'calcium', 'iron', 'zinc'],
        zh ? 'zh-CN' : 'en-US',
      );
      const head = zh
        ? '**两种儿童营养品一起吃，常常把同样的营养素吃了两遍——维生素D、锌、铁、钙最常见。接着两样都吃之前，先把两个标签上每天给的量加起来。**'
        : "**Two children's products taken together often give the same nutrients twice — vitamin D, zinc, iron and calcium most often. Before going on with both, add up what the two labels give a day.**";
      const tail = zh
        ? '加起来每样都在孩子的上限以内、医生也没有别的安排，两样可以接着吃；医生开了维生素D疗程的，这两样里的维生素D要算进疗程的总量。挑食但三餐还算多样的孩子，一般一种就够，留哪一种可以问儿童保健医生。这些甜味的营养品请放在孩子拿不到的地方：含铁的产品被孩子一次吃很多是危险的。'
        : "If each total stays under the child's upper limit and the doctor has not said otherwise, both can go on; if the doctor gives a vitamin D course, the vitamin D in these counts in that course's total. A picky eater whose meals are still varied usually needs only one — ask the child health doctor which to keep. Keep these sweet products out of reach: a child who eats many of an iron-containing one at once is in danger.";
      return `${head}\n\n${block.text.split('\n\n')[0]}\n\n${tail}`;
    },
    text: {
      zh: '**两种儿童营养品一起吃，常常把同样的营养素吃了两遍——维生素D、锌、铁、钙最常见。接着两样都吃之前，先把两个标签上每天给的量加起来，和孩子这个年龄的上限比一比，请儿科医生或儿童保健医生看一看留哪一种。** 这些甜味的营养品请放在孩子拿不到的地方：含铁的产品被孩子一次吃很多是危险的。',
      en: "**Two children's products taken together often give the same nutrients twice — vitamin D, zinc, iron and calcium most often. Before going on with both, add up what the two labels give a day, compare it with the upper limits for the child's age, and ask the paediatrician or child health doctor which to keep.** Keep these sweet products out of reach: a child who eats many of an iron-containing one at once is in danger.",
    },
    source: {
      ref: 'NIH ODS fact sheets for health professionals (Vitamin D, Calcium, Iron, Zinc): RDAs and ULs by age, from the IOM Dietary Reference Intakes (2001, 2011); NIH ODS Iron fact sheet (accidental iron overdose in young children)',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  {
    // Blind answer round 50, zh-013, zh-014, en-003 (development data).
    id: 'kidney-potassium-soup-leaching',
    when: [SOUP, SOUP_POTASSIUM_ASKED],
    for: KIDNEY_OR_DIALYSIS,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**钾溶在水里：煲得越久，肉和菜里的钾越多跑进汤里，所以“只喝汤、不吃汤渣”并不安全——钾恰恰在汤里。** 汤也要算进透析病人每天限定的饮水量。想减少食物里的钾：肉和菜切小块，先用一大锅水煮几分钟或飞水，**把这锅水倒掉**，再用新水煮或炒，固体里的钾能减少一部分（切小块的土豆煮过再倒水，研究中约减少一半，各种菜不一样）；但煲的时间短一点，汤里的钾只是少一点，汤还是含钾的。血钾偏高时：老火汤、浓汤先不喝；实在想喝，偶尔喝小半碗用飞过水的料做的清汤，不要天天喝，也不要用低钠盐或代盐。能喝多少、多久一次，请问透析中心的肾病营养师。心慌、心跳不齐、明显乏力或手脚发麻，马上去医院。',
      en: '**Potassium dissolves in water: the longer a soup simmers, the more of the potassium in the meat and vegetables goes into the liquid — so drinking only the soup and leaving the solids is not safe; the potassium is in the soup.** On dialysis the soup also counts towards the daily fluid limit. To take potassium out of food: cut meat and vegetables small, boil or blanch them for a few minutes in a large pot of water, **pour that water away**, then cook them in fresh water or stir-fry — the solids lose part of their potassium (potatoes cut small and boiled, then drained, lost about half in studies; other vegetables differ). A shorter simmer only means a little less potassium in the soup, not none. While potassium is high: no long-simmered or thick soups; if he wants some, an occasional small half bowl of a clear soup made with blanched ingredients, not daily, and no low-sodium or potassium salt substitutes. How much and how often is for the dialysis unit’s renal dietitian. Palpitations, an irregular heartbeat, marked weakness or numb hands and feet: go to hospital now.',
    },
    source: {
      ref: 'National Kidney Foundation, Potassium and Your CKD Diet (leaching: cut, soak or boil in a large amount of water and discard it; soups and broths); Bethke PC, Jansky SH. The effects of boiling and leaching on the content of potassium and other minerals in potatoes. J Food Sci 2008;73:H80–H85; KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4 (dietary potassium); KDIGO 2024 CKD guideline §3.10 (potassium)',
      url: 'https://www.kidney.org/nutrition/potassium',
    },
  },
];
