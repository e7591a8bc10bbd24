/**
 * Blind answer round 42's declined and neighbouring answers (food questions), written per class as
 * development data: the last coffee before sleep on night shifts, losing weight while breastfeeding and the
 * sweet drinks named, which seafood and which drink with gout, convenience-store and hawker choices while losing
 * weight, bubble tea and kopi, hotpot in pregnancy, bone soup and calcium, tea beside vitamin D, dumplings and
 * mantou with diabetes, Hong Kong milk tea and the bones, beetroot shots and caffeine gels before a race, beer
 * with a fatty liver, iron and protein on a lacto-vegetarian diet, and eating out with a calorie figure. Each row
 * is written for the kind of question (subject × what is asked × who asks), not for one question's words.
 */
import {
  GOUT,
  IRON_NOT_WANTED,
  LACTATING,
  LIVER_RAISED_OR_DISEASED,
  MINOR,
  OWN_ALCOHOL_RULES,
  PREGNANT,
} from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

// ---- people ----------------------------------------------------------------------------------------------

const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
};
const NO_DEFICIT: FaqAudience = { noDeficit: true };
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'kidney_transplant'],
  said: /肾病|肾功能不全|肾衰|透析|肾移植|\bckd\b|\bkidney (disease|failure)\b|\bdialysis\b/,
};
/** Diabetes: in the plan, on a diabetes medicine, or said (not gestational diabetes: its own rows). */
const DIABETES: FaqAudience = {
  conditions: ['diabetes'],
  medicines: [
    'biguanide',
    'sulfonylurea',
    'insulin',
    'dpp4_inhibitor',
    'sglt2_inhibitor',
    'glp1_agonist',
    'alpha_glucosidase_inhibitor',
  ],
  said: /糖尿病|(?<!妊娠期?)糖尿|\bdiabet\w*|\bt2d\b|\btype 2\b/,
};
const GESTATIONAL: FaqAudience = {
  conditions: ['gestational_diabetes'],
  said: /妊娠糖尿|妊娠期糖尿|\bgestational\b|\bgdm\b/,
};
/** Vegetarian (eats dairy): the plan's plant-based pattern, or said ("I'm veg", "吃奶不吃蛋"). */
const VEG_SAID =
  /吃素|素食|蛋奶素|奶素|不吃肉|\bveg\b|\bvegetarian\b|\bveggie\b|\bno (meat|eggs?)\b|\bdon'?t eat (meat|eggs?)\b|\bpure veg\b/;
const VEGETARIAN: FaqAudience = { plantBased: true, said: VEG_SAID };
/** Vegan said: no dairy or whey, whatever the plan's pattern. */
const VEGAN_SAID: FaqAudience = {
  said: /纯素|全素|严格素|不吃蛋奶|蛋奶都不|不吃奶|不喝奶|豌豆蛋白|植物蛋白粉|\bvegan\b|\bplant[- ]based\b|\bno dairy\b|\boat milk\b|\bpea protein\b/,
};
/** Training for muscle said (this message or the one before). */
const TRAINING: FaqAudience = {
  said: /健身|撸铁|举铁|力量训练|增肌|练肌肉|练器械|\bgym\b|\blift(s|ing)?\b|\bweights\b|\bstrength training\b|\bresistance training\b|\bbuild(ing)? muscle\b|\bgain(ing)? muscle\b|\bbulk\w*/,
};
/** A fatty liver or its liver tests said (this message or the one before). */
const FATTY_LIVER: FaqAudience = {
  said: /脂肪肝|肝指数|转氨酶|谷丙|\balt\b|\bfatty liver\b|\bliver enzymes?\b|\bliver (test|function)s?\b|\bnafld\b|\bmasld\b/,
};

// ---- words -----------------------------------------------------------------------------------------------

const COFFEE_OR_CAFFEINE =
  /咖啡|浓缩|美式|红牛|提神饮料|能量饮料|\bcoffees?\b|\bcaffeine\b|\bespresso\b|\blattes?\b|\bamericano\b|\benergy drinks?\b|\bred ?bull\b/;
const LAST_CUP_OR_SLEEP =
  /几点|最晚|最后一杯|什么时候(就)?(不要|别|停|不再)|\bwhen (should|do|can) i stop\b|\bsleep (at|around|by|from)\b|\bgo to (bed|sleep)\b|\bbedtime\b|之后(就)?(不要|别|不再)(再)?喝|睡前|睡不着|睡不好|睡不稳|失眠|影响睡眠|\blast (coffee|cup|one|drink|caffeine)\b|\bwhat time\b|\bcut-?off\b|\bhow late\b|\bbefore (bed|sleep\w*)\b|\bcan'?t (get to )?sleep\b|\bsleep (badly|poorly|well)\b|\b(affect\w*|ruin\w*|mess\w* (up|with)) (my )?sleep\b|\btrouble sleeping\b|\binsomnia\b/;
/** A medicine, a supplement or a baby beside the coffee: their own rows (iron, thyroid pill, lithium …). */
const PILLS_OR_BABY =
  /铁|钙|维生素|维他命|补充剂|保健品|药|褪黑|宝宝|婴儿|孩子|\bbb\b|bb(?![a-z])|\biron\b|\bcalcium\b|\bvitamins?\b|\bsupplements?\b|\bpills?\b|\bmeds?\b|\bmedications?\b|\bmedicines?\b|\btablets?\b|\bmelatonin\b|\bbaby\b|\binfant\b|\bkids?\b|\btake (it|them|this)\b|\bmonth old\b/;
const NIGHT_SHIFT_SAID =
  /夜班|大夜|小夜|晚班|轮班|三班|值夜|通宵班|\bnight ?shifts?\b|\bnights\b|\bgraveyard\b|\bshift work\w*\b|\brotating shifts?\b|\b12 ?h(ou)?r? (night )?shifts?\b/;

/**
 * Bubble tea by its names, or pearls asked about as calories (not milk tea alone, nor a topping left out —
 * "三分糖去珍珠呢" after milk tea: milk-tea-order and its rows answer those).
 */
const BUBBLE_TEA =
  /珍奶|珍珠奶茶|波霸|手摇|手搖|饮料店|珍珠[^，。？?]{0,6}(热量|熱量|卡|胖|炸弹|炸彈)|\bbubble ?teas?\b|\bboba\b|\bpearls?\b(?! (powder|barley))|\btapioca\b/;
/**
 * What this row says beyond ordering a lighter cup (milk-tea-order's): the sugar levels and ice, the pearls, the
 * caffeine.
 */
const SUGAR_PEARLS_CAFFEINE =
  /微糖|半糖|去冰|少冰|珍珠(?!粉)|波霸|咖啡因|热量炸弹|熱量炸彈|\bhalf[- ]sugar\b|\b(less|no) ice\b|\bpearls?\b(?! (powder|barley))|\btapioca\b|\bcaffeine\b/;
/** Hong Kong milk tea, kopi, teh: their own rows. */
const HK_OR_KOPI = /港式|丝袜|鸳鸯|\bhk\b|\bhong kong\b|\bkopi\b|\bteh\b|\bchai\b|kopi/;

const LOSE_OR_CUT =
  /减肥|减重|减脂|瘦身|瘦下来|瘦回|想瘦|瘦[几多]|掉秤|掉[^，。？?]{0,3}(斤|公斤|kg)|少吃|节食|控制饮食|热量|卡路里|千卡|大卡|\blos(e|ing)\b|\bweight\b|\breduce (my )?(food|eating|intake|portions?|calories)\b|\bcut (back|down)\b|\beat(ing)? less\b|\bcalories?\b|\bkcal\b|\bdiet(ing)?\b/;
/** How much less to eat, or how fast to lose. */
const CUT_OR_RATE =
  /少吃多少|减多少|能减多少|(一周|每周|每星期|一个月|每个月)[^，。？?]{0,6}(减|掉|瘦)|(减|掉|瘦)[^，。？?]{0,6}(一周|每周|每星期|一个月|每个月)|多快|几斤算|\breduce (my )?(food|eating|intake|portions?)\b|\bhow much (can|should|could) i (cut|reduce|eat less)\b|\bcut (back |down )?by how much\b|\bper week\b|\ba week\b|\bweekly\b|\bhow fast\b|\bhow quickly\b|\bkg (a|per) (week|month)\b/;
const RATE_ASKED =
  /一周|每周|每星期|一个月|每个月|多快|几斤|几公斤|\bper week\b|\ba week\b|\bweekly\b|\bhow fast\b|\bhow quickly\b|\bkg (a|per)\b|\bhow many (kg|kilos?|pounds|lbs?)\b/;
/** The baby's own weight or growth asked (not "the baby weight", the mother's). */
const BABY_WEIGHT =
  /(宝宝|婴儿|孩子|娃)[^，。？?]{0,6}(体重|长|增重|胖)|\b(baby|infant|son|daughter)'s (weight|growth)\b|\b(baby|infant|son|daughter) (is |isn'?t |not )?(gain\w*|grow\w*)\b/;

const PAP_OR_MALT =
  /\bpap\b|\bogi\b|\bakamu\b|\bcustard\b|淡奶|炼奶|蒸发奶|\bevaporated milk\b|\bpeak milk\b|\bmalta\b|\bmalt (drinks?|beverages?)\b|麦芽饮料|\bmilo\b|\bbournvita\b|\bovaltine\b|\bhorlicks\b|阿华田|美禄/;
const WEIGHT_OR_SWAP =
  /减肥|减重|瘦|胖|后腿|热量|卡|替代|代替|换成|换什么|\bweight\b|\blos(e|ing)\b|\bfattening\b|\bcalories?\b|\bswaps?\b|\binstead\b|\balternatives?\b|\breplace\w*\b|\bhealthier\b/;

const SEAFOOD =
  /海鲜|虾|蝦|蟹|鱼(?!油|肝油)|贝类|蚝|蛤|青口|\bseafood\b|\bprawns?\b|\bshrimps?\b|\bcrabs?\b|\bfish\b(?! oil)|\bshellfish\b|\blobsters?\b|\boysters?\b|\bclams?\b|\bmussels?\b/;
/**
 * Which is lower or higher in purines: a comparison or the word purine (not "which seafood can I eat", the
 * general seafood row's question).
 */
const WHICH_OR_PURINE =
  /嘌呤|(低|高)一?(点|啲|些|滴)|冇咁高|冇咁伤|没那么高|没那么伤|最低|最高|较低|较高|\bpurines?\b|\blow(er|est)\b|\bhigh(er|est)\b|\bless bad\b|\bworse\b|\bworst\b|\bsafest\b/;
const SEAFOOD_NOT_HERE =
  /鱼油|\bfish oil\b|汤|\bbroth\b|\bsoup\b|\bstock\b|过敏|\ballerg\w*|火锅|\bhot ?pot\b|小龙虾|\bcrawfish\b|\bcrayfish\b|\bboil\b/;

const ALCOHOL_KINDS =
  /啤酒|红酒|葡萄酒|白酒|洋酒|烈酒|威士忌|\bbeers?\b|\bwines?\b|\bspirits\b|\bwhisk(e)?y\b|\bliquor\b|\bbaijiu\b/;
const COOLING_TEA =
  /凉茶|涼茶|廿四味|夏枯草|王老吉|加多宝|\bliang ?cha\b|\bcooling (herbal )?teas?\b|\bherbal (cooling )?teas?\b|\bchinese herbal (tea|drink)s?\b/;
const URATE_OR_FLUSH =
  /尿酸|痛风|排|降|\buric\b|\burate\b|\bgout\b|\bflush\w*\b|\blower\w*\b|\bclear\w*\b|\bhelp\w*\b/;

const CONVENIENCE_STORE =
  /超商|便利店|便利商店|小七|7-?11|7-?eleven|seven-?eleven|全家便利|全家超商|(在|去)全家|莱尔富|萊爾富|罗森|羅森|\bfamily ?mart\b|\blawson\b|\bconvenience stores?\b|\bkonbini\b|\bgas station\b/;
const LOSE_OR_CHOOSE =
  /减|瘦|胖|热量|熱量|卡|怎么挑|怎么选|挑什么|买什么|吃什么|买啥|吃啥|组合|搭配|\blos(e|ing)\b|\bweight\b|\bdiet\w*\b|\bhealth(y|ier)\b|\bbetter\b|\bcombos?\b|\bwhat (should|can|to|do) i (buy|get|grab|eat|pick)\b|\bchoices?\b|\boptions?\b|\bcalories?\b/;

const HOTPOT_OR_OFFAL =
  /火锅|串串|麻辣烫|冒菜|钵钵鸡|涮肉|涮羊肉|毛肚|黄喉|鸭肠|腰片|千层肚|牛百叶|\bhot ?pot\b|\bmala\b|\bchuan ?chuan\b|\bmalatang\b|\bshabu\b|\btripe\b/;
const SPICE_OFFAL_OR_IRON =
  /吃辣|辣的|辣不辣|太辣|微辣|特辣|辣椒|鸭血|铁|毛肚|黄喉|鸭肠|腰片|千层肚|牛百叶|多久|好久|熟|\bspicy\b|\bchil(l)?i\b|\bduck blood\b|\biron\b|\btripe\b|\boffal\b|\bhow long\b|\bcook\w*\b|\bcareful\b|\bwatch out\b/;
const CAN_OR_HOW =
  /能|可以|行不行|吃|熟|烫|煮|辣|注意|安全|影响|\bsafe\b|\bok(ay)?\b|\bcan i\b|\bcareful\b|\bspicy\b|\bcook\w*\b|\bdone\b|\bhow long\b/;

const CHICKEN_RICE_OR_NASI_LEMAK = /鸡饭|椰浆饭|\bchicken rice\b|\bnasi lemak\b/;
const WHICH_BETTER =
  /哪个|哪样|比|较|好一点|更好|还是|\bvs\.?\b|\bor\b|\bbetter\b|\bhealthier\b|\bwhich\b|\bcompare\w*\b|\bok\b/;

const KOPI = /kopi(?!tiam)|\bteh\b|炼奶|煉奶|\bcondensed milk\b/;
const KOPI_ASK =
  /差|好|可以|换|改|热量|卡|糖|胖|\bkosong\b|\bsiew dai\b|\bsiu dai\b|\bbetter\b|\bdifference\b|\bcalories?\b|\bsugar\b|\bswitch\w*\b|\bchange\b|\bhealthier\b|\bok\b|\bor\b/;

const BONE_SOUP =
  /骨头汤|骨汤|大骨汤|筒骨汤|猪骨汤|排骨汤|老火汤|老火靓汤|煲汤|猪骨|牛骨|棒骨|\bbone (broth|soup|stock)s?\b|\bpork bones?\b|\bbeef bones?\b|\blo+ ?f(o|u)h? ?tong\b|\blou ?fo ?tong\b/;
const CALCIUM_OR_BONES = /钙|骨质|骨密度|骨松|\bcalcium\b|\bbones? (health|density)\b|\bosteop\w*\b/;

const VITAMIN_D = /维生素 ?d|维他命 ?d|维d|\bvit(amin)? ?d\d?\b|\bd3\b/;
const TEA = /(?<!一)茶(?!勺|匙)|\bchai\b|\bteas?\b(?!spoons?)/;
const BLOCK_OR_WITH =
  /一起|配|送|同时|影响|妨碍|阻碍|吸收|\bwith\b|\bblock\w*\b|\baffect\w*\b|\babsorb\w*\b|\binterfere\w*\b|\bstop\w*\b/;

const DUMPLINGS = /饺子|水饺|蒸饺|锅贴|\bdumplings?\b|\bjiaozi\b|\bgyoza\b/;
const HOW_MANY_A_MEAL =
  /多少|几个|合适|一顿|一餐|\bhow many\b|\bhow much\b|\bper meal\b|\bone meal\b|\ba meal\b|\bportion\b/;
const MANTOU = /馒头|花卷|\bmantou\b|\bsteamed buns?\b/;
const SWITCH_OR_COUNT =
  /换|改|还是|哪个|米饭|面条|几个|多少|\brice\b|\bnoodles?\b|\bswitch\w*\b|\bchange\b|\bwhich\b|\bbetter\b|\bhow many\b|\binstead\b/;

const MILK_TEA_NOT_BUBBLE = /港式奶茶|港式|丝袜奶茶|鸳鸯|奶茶|\bmilk ?tea\b|\bhk[- ]style\b|\byuen ?yeung\b/;
const BONES_ASKED = /骨|钙流失|\bbones?\b|\bosteop\w*\b|\bbone density\b/;

const BEETROOT = /甜菜|红菜头|\bbeet\w*\b/;
const BEET_ASK =
  /多久|什么时候|几小时|几个小时|提前|时间|漱口|尿|效果|\bhow long\b|\bwhen\b|\bbefore\b|\bmouthwash\b|\bpee\b|\burine\b|\bwee\b|\btiming\b|\bhours?\b/;

const CAFFEINE = /咖啡因|\bcaffein\w*|\bcaff\b/;
const COFFEE_OR_GEL_OR_ENOUGH =
  /咖啡|能量胶|胶|太多|过量|值得|\bcoffees?\b|\bgels?\b|\bespresso\b|\boverkill\b|\btoo much\b|\bworth\b/;
const RACE_SAID =
  /能量胶|马拉松|比赛|长跑|越野跑|骑行|铁人|\bgels?\b|\bmarathon\b|\brace\b|\brace ?day\b|\blong runs?\b|\bultra\b|\btriathlon\b|\bsportive\b/;

const DRINKING =
  /啤酒|喝酒|饮酒|酒|\bbeers?\b|\balcohol\w*\b|\bbooze\b|\bwines?\b|\bpints?\b|\bspirits\b|\bliquor\b|\bwhisk(e)?y\b/;
const QUIT_OR_CUT =
  /戒|少喝|减少|喝多少|能不能喝|可以喝|要不要|还能|\bquit\w*\b|\bstop\b|\bcut (down|back)\b|\bhow much\b|\bmust i\b|\bcan i\b|\bless\b|\bmoderat\w*\b|\bgive (it )?up\b/;
const OTHER_LIVER =
  /乙肝|丙肝|肝炎|肝硬化|肝癌|\bhep(atitis)? ?[bc]\b|\bcirrhosis\b|\bautoimmune\b|\bliver cancer\b/;

const IRON_OR_ANAEMIA = /铁|贫血|\biron\b|\ban(a)?emi\w*/;
const VEG_FOODS =
  /吃素|素食|素的|蔬菜|食物|吃什么|\bveg\b|\bvegetarian\b|\bveggie\b|\bfoods?\b|\bjaggery\b|\bgur\b|\bdates\b|红糖|椰枣/;
/** Anaemia or a haemoglobin said: the row's lead is for someone already anaemic. */
const ANAEMIA_SAID = /贫血|血红蛋白|血色素|\bhb\b|\bhgb\b|\bha?emoglobin\b|\ban(a)?emi\w*/;
const PERIODS = /月经|例假|大姨妈|\bperiods?\b|\bmenstru\w*|\bmenses\b/;

const PROTEIN = /蛋白(?!粉)|\bprotein\b|\bprotien\b/;
const AMOUNT_OR_ENOUGH =
  /多少|够|几克|一天|每天|\bhow much\b|\benough\b|\bper day\b|\ba day\b|\bdaily\b|\bneed\b|\bgrams?\b/;
/** Dairy or whey eaten, or lacto-vegetarian said. */
const LACTO_VEG_WORDS =
  /乳清|吃奶|喝奶|牛奶|酸奶|奶酪|蛋奶素|奶素|不吃蛋(?!奶)|\bpaneer\b|\bcurd\b|\bwhey\b|\bdairy\b|\bno eggs?\b|\bveg\b|\bvegetarian\b|\blacto\w*/;
const MESS = /食堂|饭堂|宿舍|\bhostel\b|\bmess\b|\bcanteen\b|\bdining hall\b|\bpg\b|\btiffin\b/;
const WHEY_OR_PROTEIN = /乳清|蛋白粉|蛋白|\bwhey\b|\bscoops?\b|\bprotein\b|\bprotien\b/;

const EATING_OUT =
  /出街食|出街吃|外食|出去吃|在外面吃|外面吃|下馆子|外卖|饭局|应酬|茶餐厅|大排档|\beat(ing)? out\b|\brestaurants?\b|\btakeaways?\b|\btake-?outs?\b|\bhawker\b|\bdining out\b/;
const CALORIES_OR_FIRST =
  /几多卡|多少卡|几卡|卡路里|多少热量|千卡|大卡|先改|先做|先从|\bhow many calories\b|\bcalories\b|\bkcal\b|\bchange first\b|\bfirst\b|\bstart with\b|\brealistic\w*\b/;
const CALORIES_ASKED =
  /几多卡|多少卡|几卡|卡路里|多少热量|千卡|大卡|\bhow many calories\b|\bcalories\b|\bkcal\b/;

// ---- composed parts ---------------------------------------------------------------------------------------

/**
 * The body weight said in the message or the one before ("46kg", "46公斤", "92斤") — not a weight to lose or gain
 * ("want to lose 12 kg", "想减8公斤") — or the plan's.
 */
function weightOf(said: ComposeInput): number | null {
  const text = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
  for (const m of text.matchAll(/(?<![\d.])(\d{2,3}(?:\.\d)?) ?(kg|kgs|kilos?|公斤|千克|斤)/g)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
    if (
      /(los[et]|losing|drop(ped)?|gain(ed)?|减|瘦|掉|增重|增加|长|胖)(了|掉|个|到)? ?(about |around |like |约|大概)?$/.test(
        before,
      )
    )
      continue;
    const kg = m[2] === '斤' ? Number(m[1]) / 2 : Number(m[1]);
    if (kg >= 30 && kg <= 250) return kg;
  }
  return typeof said.weightKg === 'number' ? said.weightKg : null;
}

const round5 = (n: number) => Math.round(n / 5) * 5;

/** The night-shift example for the last coffee, or the day one. */
function lastCoffee(said: ComposeInput, zh: boolean): string {
  const night = NIGHT_SHIFT_SAID.test(`${said.previous ?? ''}\n${said.text}`.toLowerCase());
  if (zh)
    return night
      ? '**最后一杯含咖啡因的饮料，最好在你打算睡觉前至少6小时喝完：上夜班早上8点下班、9点左右睡的话，凌晨3点以后就别再喝了。**'
      : '**最后一杯含咖啡因的饮料，最好在你打算睡觉前至少6小时喝完：晚上11点睡的话，下午5点以后就别再喝了。**';
  return night
    ? '**Have your last caffeinated drink at least 6 hours before you plan to sleep — finishing a night shift at 8 am and sleeping around 9, that means nothing with caffeine after about 3 am.**'
    : '**Have your last caffeinated drink at least 6 hours before you plan to sleep — for an 11 pm bedtime, nothing with caffeine after about 5 pm.**';
}

const LAST_COFFEE_BODY = {
  zh: '咖啡因在体内的半衰期大约5小时（因人而异，2–10小时都有），睡前6小时喝的咖啡仍会让人睡得浅、睡得短。做法：把咖啡集中在上班或白天的前半段，后半段想提神就起来走动、喝冰水、开亮灯；健康成年人一天咖啡因总量不超过400毫克（一杯240毫升现煮咖啡约80–100毫克，大杯或加浓的更多），怀孕的不超过200毫克。茶、奶茶、可乐、能量饮料也含咖啡因，要算在一起。黑咖啡本身几乎没有热量，影响减重的是加进去的糖、奶精和奶；睡不好反而更容易饿、想吃甜的。这样调整两三周仍睡不好，或有心慌、胃痛，请看医生（睡眠门诊可以评估轮班带来的睡眠问题）。',
  en: 'Caffeine’s half-life is about 5 hours (from 2 to 10 in different people), and a dose taken 6 hours before bed still makes sleep shorter and lighter. What helps: drink your coffee in the first half of the shift or day, and later wake yourself up with a walk, cold water and bright light; keep the day’s caffeine under 400 mg as a healthy adult (a 240 ml mug of brewed coffee has about 80–100 mg, large or extra-shot cups more), and under 200 mg in pregnancy. Tea, milk tea, cola and energy drinks count too. Black coffee itself has almost no calories — the sugar, creamer and milk are what count for weight, and short sleep makes you hungrier and keener on sweet things. If sleep is still poor after two or three weeks of this, or you get palpitations or stomach pain, see a doctor (a sleep clinic can assess shift-work sleep problems).',
};

const BUBBLE_TEA_LEAD = {
  zh: '**有差：从全糖改到微糖，一杯大约少掉七成的糖；去冰本身不减热量（少了冰，杯里的饮料反而更多）。珍珠确实热量不低，一份大约相当于半碗到一碗白饭。**',
  en: '**Yes, it makes a real difference: going from full to “slight” sugar (about 30%) cuts roughly 70% of the sugar, while no ice saves nothing by itself — with less ice the cup just holds more drink. And pearls are not light: a serving is roughly half to one bowl of rice in calories.**',
};
const BUBBLE_TEA_CAFFEINE_LEAD = {
  zh: '**少糖确实比全糖好很多，但用茶做的奶茶、珍奶一样有咖啡因，一大杯可能和一杯咖啡差不多——当作睡前6小时内的最后一杯，对睡眠没有帮助。**',
  en: '**Less sugar is clearly better, but a tea-based bubble tea still has caffeine — a large cup can have about as much as a coffee — so as your last drink within 6 hours of sleep it does not help.**',
};
const BUBBLE_TEA_BODY = {
  zh: '手摇饮的甜度一般分全糖、少糖、半糖、微糖（约三成）、无糖；一大杯全糖奶茶常有50克左右甚至更多的糖，已经到了一天添加糖的上限（最好不超过50克，25克以下更好）。珍珠是木薯淀粉煮的，还泡过糖浆，一份约100–200千卡。想减重：选微糖或无糖、中杯、正常冰，珍珠、椰果、布丁这些配料只加一样或不加，奶精做的奶茶换成鲜奶茶；一周两三杯，比天天喝好。红茶、绿茶、乌龙、奶茶这类用茶做的都含咖啡因，睡前6小时内别喝；大麦茶、荞麦茶和只用鲜奶不加茶的饮品不含咖啡因。',
  en: 'Shops grade sweetness as full, less, half, slight (about 30%) and none; a large full-sugar milk tea often has around 50 g of sugar or more — the whole day’s limit for added sugar (under 50 g, ideally under 25 g). Tapioca pearls are starch soaked in syrup, about 100–200 kcal a serving. For weight loss: slight or no sugar, a medium cup, normal ice, one topping or none (pearls, jelly, pudding), fresh milk rather than creamer, and two or three a week rather than every day. Anything made with tea — black, green, oolong, milk tea — has caffeine, so keep it out of the last 6 hours before sleep; barley tea, buckwheat tea and milk drinks made without tea are caffeine-free.',
};

const LACTATION_LEAD = {
  zh: '**可以减，但要慢：每天比平时少吃约500千卡、总量不低于约1800千卡，每周减约0.5千克（1斤），一般不影响奶量。**',
  en: '**You can cut about 500 kcal a day below what you need, as long as you stay at or above about 1,800 kcal a day — that loses about 0.5 kg (1 lb) a week, a pace that usually leaves milk supply unaffected.**',
};
const LACTATION_RATE_LEAD = {
  zh: '**哺乳期每周减约0.5千克（1斤）是安全的速度，最多不超过1千克；做法是每天比平时少吃约500千卡、总量不低于约1800千卡，这样一般不影响奶量，也不会伤到宝宝。**',
  en: '**About 0.5 kg (1 lb) a week is a safe pace while breastfeeding, and no more than about 1 kg a week — roughly 500 kcal a day less than you need, never below about 1,800 kcal — and at that rate milk supply and your baby’s growth are usually unaffected.**',
};
const LACTATION_BODY = {
  zh: '宝宝满6–8周、奶量稳定后再开始。先减含糖饮料、甜点、油炸食物和汤上的浮油，每餐保留主食、蛋白质（鱼、蛋、瘦肉、豆制品）和蔬菜，奶类照常；饿了吃健康加餐，渴了就喝水。再加上每天快走或推婴儿车散步30分钟左右。每周减超过1千克、一天吃不到1500千卡、用代餐或减肥药，都可能影响奶量和你的精力。宝宝尿布明显变少、体重长得慢，或你头晕乏力，先恢复正常饮食，并找儿保医生或哺乳顾问。',
  en: 'Start once breastfeeding is well settled (after 6–8 weeks). Cut sugary drinks, sweets, fried snacks and extra oil first, and keep a starch, a protein (fish, eggs, beans, lean meat) and vegetables at each meal, with your usual dairy; snack when hungry and drink to thirst. A brisk 30-minute walk, with or without the pram, most days adds to it. Losing more than about 1 kg a week, eating under 1,500 kcal, meal-replacement shakes or diet pills can cut your supply and leave you drained. If your baby has fewer wet nappies or is gaining slowly, or you feel dizzy or exhausted, go back to eating normally and see your baby’s doctor or a lactation consultant.',
};

/** How long the weight above the pre-pregnancy weight takes at 0.5 kg a week, from the plan's two weights. */
function lactationTimeLine(said: ComposeInput, zh: boolean): string {
  const now = said.weightKg;
  const before = said.prePregnancyWeightKg;
  if (typeof now !== 'number' || typeof before !== 'number' || now - before < 2) return '';
  const extra = Math.round(now - before);
  const months = Math.round(extra / 0.5 / 4.3);
  return zh
    ? `你比孕前多约${extra}千克，按每周0.5千克，大约${months}个月慢慢减回去，这是正常的节奏。`
    : ` You are about ${extra} kg above your pre-pregnancy weight: at 0.5 kg a week that is roughly ${months} months, which is a normal pace.`;
}

const DUMPLING_LINE = {
  zh: '你在吃的阿卡波糖，照常和第一口饭一起嚼服。',
  en: ' Your acarbose: chew it with the first bite of the meal, as usual.',
};

const CAFFEINE_GEL_BODY = {
  zh: '两杯咖啡大约150–200毫克（杯子大、加浓的更多）；一支含咖啡因的能量胶一般75毫克（有的150毫克，看包装），比赛后半程用一两支，总量就在这个范围里。研究里大约每公斤3毫克开始见效，超过每公斤6毫克只会多出手抖、心慌、肠胃不适和睡不好，不会更快。一定先在长距离训练里按比赛那天的安排试一次，比赛日不要临时加新东西。有心律问题或高血压的，先问医生。',
  en: 'Two mugs of coffee are roughly 150–200 mg (bigger or stronger cups more); a caffeine gel is usually 75 mg (some are 150 mg — check the pack), so one or two in the second half of the race keeps you in range. The benefit shows from about 3 mg per kg; above 6 mg per kg you get jitters, a racing heart, stomach upset and poor sleep, not more speed. Rehearse the exact plan on a long training run first, and try nothing new on race day. With a heart rhythm problem or high blood pressure, ask your doctor first.',
};

/** The caffeine range per kg for the weight said or the plan's, with the whole day's 400 mg ceiling. */
function caffeineGelLead(said: ComposeInput, zh: boolean): string {
  const w = weightOf(said);
  if (w === null || w < 35 || w > 200) return '';
  const low = round5(w * 3);
  const high = round5(w * 6);
  const range = high > 400 ? `${low}–400` : `${low}–${high}`;
  return zh
    ? `**值得用，不算过量，只要把比赛当天早上的咖啡因加在一起控制在每公斤约3–6毫克、一天不超过400毫克：你${Math.round(w)}公斤，总共大约${range}毫克。**`
    : `**Worth it, not overkill, as long as the race morning’s caffeine adds up to about 3–6 mg per kg of body weight and no more than about 400 mg for the day: at ${Math.round(w)} kg, roughly ${range} mg in total.**`;
}

/** The protein target for training from the weight said or the plan's (1.6 g/kg, range 1.2–2.0). */
function proteinTarget(said: ComposeInput, zh: boolean): string | null {
  const w = weightOf(said);
  if (w === null || w < 30 || w > 150) return null;
  const mid = round5(w * 1.6);
  const low = round5(w * 1.2);
  const high = round5(w * 2.0);
  const share = 25 / mid >= 0.45 ? (zh ? '将近一半' : 'nearly half') : zh ? '大约三分之一' : 'about a third';
  return zh
    ? `**增肌一天按每公斤体重约1.6克蛋白质算，你${Math.round(w)}公斤大约${mid}克（每公斤1.2–2.0克都合理，即${low}–${high}克）；一勺乳清约25克只占${share}，单靠它不够，其余要从三餐来。**`
    : `**For building muscle aim for about 1.6 g of protein per kg a day — at ${Math.round(w)} kg about ${mid} g (1.2–2.0 g per kg, ${low}–${high} g, is a reasonable range); one 25 g scoop of whey covers ${share}, so on its own it is not enough — the rest comes from meals.**`;
}

const PROTEIN_BODY = {
  zh: '分到三四顿，每顿20–30克：牛奶一杯（250毫升）约8克，酸奶（curd）一碗200克约6克，印度奶酪（paneer）50克约9克，一碗浓些的扁豆汤（dal）约6–9克，一碗鹰嘴豆或芸豆约12–15克，大豆蛋白块（soy chunks）干的25克约13克，豆腐、一小把花生（30克）约7克。乳清一天一勺就够，放在练完后或蛋白质最少的那顿。总热量也要吃够，练得多吃得少会掉肌肉；奶蛋素饮食还要留意维生素B12和铁。',
  en: 'Spread it over 3–4 meals of about 20–30 g: a 250 ml glass of milk ≈ 8 g, a 200 g bowl of curd ≈ 6 g, 50 g paneer ≈ 9 g, a bowl of thick dal ≈ 6–9 g, a bowl of chana or rajma ≈ 12–15 g, soy chunks (25 g dry) ≈ 13 g, tofu, and a handful of peanuts (30 g) ≈ 7 g. One scoop of whey a day is plenty — after training or at your lowest-protein meal. Eat enough overall too: training hard on too little food costs muscle. On a lacto-vegetarian diet keep an eye on vitamin B12 and iron as well.',
};

const EATING_OUT_CALORIES_LEAD = {
  zh: '**想减重，男性一天大约吃1500–1800千卡、女性约1200–1500千卡（你的方案里有按身高体重算的目标，以那个为准），每周减0.5–1千克就好；天天外食，先从饮料和宵夜改起。**',
  en: '**For weight loss, about 1,500–1,800 kcal a day for men and 1,200–1,500 for women is the usual range (your plan’s own figure, from your height and weight, comes first), losing 0.5–1 kg a week; eating out every day, start with the drinks and the late supper.**',
};
const EATING_OUT_FIRST_LEAD = {
  zh: '**先改喝的和宵夜：甜柠檬茶、凉茶换成无糖茶或白开水，宵夜不吃或只吃一点——光这两样，一天就能少几百千卡。**',
  en: '**Start with what you drink and the late supper: swap the sweet lemon tea and sugary liang cha for unsweetened tea or water, and drop supper or keep it small — those two alone can save several hundred kcal a day.**',
};
const EATING_OUT_KCAL_LINE = {
  zh: '作为参考，减重时男性一般每天约1500–1800千卡、女性约1200–1500千卡，每周减0.5–1千克。',
  en: 'As a guide, weight loss usually means about 1,500–1,800 kcal a day for men and 1,200–1,500 for women, losing 0.5–1 kg a week.',
};
const EATING_OUT_BODY = {
  zh: '外食这样点：白切鸡去皮、清蒸鱼、白灼青菜、汤面少喝汤；烧鹅、叉烧饭、油炸的一周最多一两次；饭要小碗或半碗，多加一碟菜（少油少酱）；老火汤喝一小碗、撇去浮油。甜饮料一杯的糖就有好几块方糖，宵夜饿了就一杯无糖豆浆或一个水果。啤酒减到最少。开车为主的，停车停远一点、多走楼梯，每天找30分钟快走。一次先改一两样，坚持两周再加下一样。有痛风、脂肪肝的，这样吃对尿酸和肝也有帮助。',
  en: 'When eating out: white-cut chicken without the skin, steamed fish, blanched greens, soup noodles without drinking all the soup; roast goose, char siu rice and fried food once or twice a week at most; a small bowl of rice and an extra plate of vegetables (less oil and sauce); one small bowl of slow-cooked soup with the fat skimmed. A sweet drink holds several teaspoons of sugar; if supper is a must, make it a glass of unsweetened soy milk or a piece of fruit. Cut beer right down. If you drive everywhere, park further away, take the stairs, and find 30 minutes for a brisk walk most days. Change one or two things at a time and add the next after two weeks. With gout or a fatty liver, the same changes help your uric acid and liver too.',
};

const DIABETES_DUMPLINGS = {
  zh: '**一顿饺子一般10个左右（中等大小）就够；二十来个的面皮差不多是两个馒头的主食量，对糖尿病偏多。** 粗算：10个饺子的皮约用一两半面粉（75克左右），相当于一个拳头大的馒头，正好是一顿的主食量。做法：先吃一盘凉拌菜或炒青菜，再吃饺子；馅多放白菜、韭菜、芹菜这些菜，肉选瘦的；吃了饺子就不再加馒头、面条；蘸醋和蒜泥可以，少蘸酱油和香油。饭后2小时测一次血糖，看看这个量合不合适。血糖总是偏高，把记录带给医生，药量由医生调整。',
  en: '**About 10 medium dumplings is a sensible meal with diabetes — twenty or so is roughly the starch of two mantou, too much for one meal.** Roughly, ten wrappers use about 75 g of flour, about the same as one fist-sized mantou: one meal’s starch. How: start with a plate of vegetables or a cold vegetable dish, then the dumplings; fill them with plenty of cabbage, chives or celery and lean meat; don’t add mantou or noodles on top; vinegar and garlic are fine, go easy on soy sauce and sesame oil. Check your sugar 2 hours after the meal to see how this amount suits you. If readings stay high, take them to your doctor, who adjusts the medicines.',
};
const DIABETES_MANTOU = {
  zh: '**不用放弃面食，换成米饭或面条帮助也不大——馒头、白米饭、白面条升血糖都快，差别远不如吃多少重要：一顿一个拳头大的馒头就够，两个大馒头明显偏多。** 做法：大馒头一顿吃半个到一个（约一两半面粉做的量）；换一部分成全麦、杂粮或荞麦馒头、荞麦面，更顶饱、升糖慢一点；面条煮得筋道些别太烂，多加青菜、鸡蛋或瘦肉；每顿先吃菜和肉蛋，最后吃主食。饭后2小时测血糖，看调整后的效果，把记录带给医生，药量由医生调整。',
  en: '**You don’t have to give up wheat, and switching to rice or noodles won’t help much — mantou, white rice and white noodles all raise blood sugar quickly, and how much you eat matters far more than which: one fist-sized mantou per meal is enough, two big ones is clearly too much.** How: half to one big mantou a meal (about 75 g of flour’s worth); swap some for wholewheat, mixed-grain or buckwheat mantou or buckwheat noodles, which fill you up more and raise sugar a little more slowly; cook noodles firm rather than soft, with plenty of vegetables and egg or lean meat; eat the vegetables and protein first and the starch last. Check your sugar 2 hours after eating to see the effect, and bring the readings to your doctor, who adjusts the medicines.',
};

const MESS_PROTEIN = {
  zh: '**不用喝4勺：每天一勺乳清加上食堂饭菜多拿几样，就能凑够。** 每顿把食堂已有的蛋白质吃足：多打一碗dal或sambar（要稠的那部分），午饭晚饭各配一碗酸奶（curd，约6克），有鹰嘴豆、芸豆或paneer时多拿一份（一碗约10–15克）。宿舍备点加餐：炒鹰嘴豆或花生一小把（约7克），大豆蛋白块可以泡好加进咖喱（干的25克约13克），一盒牛奶（250毫升约8克）换掉一杯奶茶，一周几次在外面买paneer或豆腐。一天可以这样：早上牛奶＋一勺乳清（约33克），午饭dal＋酸奶＋鹰嘴豆（约20克以上），下午一把炒鹰嘴豆（约7克），晚饭dal＋酸奶＋两三张chapati（约18克），合计约80克左右。米饭、chapati和土豆也要吃够，练肌肉需要能量。',
  en: '**No need for 4 scoops: one scoop of whey a day plus a few extra helpings from the mess gets you there.** At each meal take the protein the mess already has: a second bowl of dal or sambar (ask for the thick part), a bowl of curd at lunch and dinner (≈ 6 g each), and an extra helping of chana, rajma or paneer whenever they are served (≈ 10–15 g a bowl). Keep top-ups in your room: roasted chana or peanuts (a handful ≈ 7 g), soy chunks to soak and add to curry (25 g dry ≈ 13 g), a milk carton (250 ml ≈ 8 g) in place of one of your chais, and paneer or tofu from outside a few times a week. A day could look like: milk + one scoop of whey (≈ 33 g), lunch dal + curd + chana (≈ 20 g or more), a handful of roasted chana (≈ 7 g), dinner dal + curd + 2–3 chapatis (≈ 18 g) — about 80 g in all. Keep eating your rice, chapati and potato too: building muscle needs the energy.',
};

const HOTPOT = {
  lead: {
    zh: '**孕期可以吃火锅、串串，一周一次没问题，吃辣也不会伤到宝宝；关键是每样都要彻底烫熟。**',
    en: '**Yes — hotpot and chuan chuan once a week are fine in pregnancy, and spicy food does not harm the baby; what matters is cooking everything right through.**',
  },
  cookLead: {
    zh: '**毛肚、黄喉这些要在大滚的锅里煮到完全熟透才吃：薄的煮到卷起、变硬、颜色全变，厚的黄喉、腰片要多煮几分钟、切开中间没有生的颜色——孕期不要按“七上八下”烫十几秒就吃。**',
    en: '**Tripe, aorta and other offal need a rolling boil until fully cooked: thin pieces until curled, firm and completely changed in colour, thicker aorta or kidney slices a few minutes more with no raw colour inside — in pregnancy, not the usual 10–15-second dip.**',
  },
  spice: {
    zh: '辣对胎儿没有影响，只是容易烧心、便秘、长痔疮，选微辣或鸳鸯锅更舒服。',
    en: 'Chilli can bring heartburn, constipation or piles, so a milder or split (yuanyang) pot is kinder.',
  },
  offal: {
    zh: '毛肚、黄喉、鸭肠、腰片这些内脏和肉片，要在大滚的锅里煮到完全变色、变硬、中间没有生的样子，不要按“七上八下”烫几秒就吃；黄喉、腰片、丸子、虾滑这些厚的要多煮几分钟；虾煮到通红不透明，贝类开口后再煮一会儿。',
    en: 'Tripe, aorta (huang hou), duck intestine, kidney slices and thin meat need a rolling boil until they have fully changed colour, firmed up and look cooked in the middle — not the few-second dip; thicker pieces such as aorta, kidney, meatballs and prawn paste need a few minutes more; prawns until pink and opaque, shellfish a little longer after they open.',
  },
  rest: {
    zh: '生熟分开用筷子和盘子，不用生鸡蛋做蘸料，串串选现煮的，不吃放久的。鸭血含铁很丰富，而且是好吸收的血红素铁，是补铁的好食物，同样要煮熟、在正规店里吃；它代替不了医生开的铁剂，铁剂照常吃。锅底又咸又油，汤少喝，蘸料少放盐和酱，吃完多喝水。吃完发烧、腹泻、呕吐，请及时就医并说明怀孕了。',
    en: 'Keep separate chopsticks and plates for raw food, skip raw-egg dips, and have skewers freshly cooked rather than left standing. Duck blood is a good iron food (about 30 mg per 100 g, as well-absorbed haem iron) — cooked through and from a reputable place; it does not replace prescribed iron, which you keep taking. The broth is salty and oily: go easy on the soup and salty dips, and drink water afterwards. Fever, diarrhoea or vomiting after a meal out needs a doctor — say you are pregnant.',
  },
};
/** Only the cooking of offal asked ("毛肚黄喉要烫多久"), not whether hotpot, spice or duck blood is fine. */
const OFFAL_COOKING_ASKED =
  /(毛肚|黄喉|鸭肠|腰片|千层肚|百叶|牛肚|\btripe\b|\baorta\b|\boffal\b)[^？?]{0,20}(多久|好久|几分钟|几秒|熟|\bhow long\b|\bcook\w*\b|\bdone\b)/;
const hotpotText = (k: 'zh' | 'en', cooking: boolean): string => {
  const sep = k === 'zh' ? '' : ' ';
  return cooking
    ? `${HOTPOT.cookLead[k]} ${HOTPOT.spice[k]}${sep}${HOTPOT.rest[k]}`
    : `${HOTPOT.lead[k]} ${HOTPOT.spice[k]}${sep}${HOTPOT.offal[k]}${sep}${HOTPOT.rest[k]}`;
};

const GOUT_SEAFOOD = {
  zh: '**虾、蟹和大多数新鲜鱼属于中等嘌呤，不发作时可以少量吃；真正要少吃的是贝类、沙丁鱼和凤尾鱼这类小型多脂鱼、海味干货，还有海鲜汤。** 大致分：较低——海参、海蜇；中等（每100克约100–200毫克）——鲜虾、螃蟹、龙虾，以及鲈鱼、石斑、鳕鱼、三文鱼、鲩鱼（草鱼）等；较高——蛤蜊、蚝、青口等贝类，沙丁鱼、凤尾鱼，虾米、虾皮、鱿鱼干、鱼干。吃法：一餐一份、约一掌心（100克左右），不要顿顿有；清蒸、白灼，不喝海鲜汤和火锅汤，也不配啤酒。发作期间先不吃。降尿酸药（如非布司他）照常每天按时吃，要调整先问医生；尿酸一般要降到360微摩尔/升以下，复查时和风湿科医生确认。',
  en: '**Prawns, crab and most fresh fish are moderate in purines and fine in small portions when you are not in a flare; the ones to keep rare are shellfish, small oily fish such as sardines and anchovies, dried seafood and seafood soups.** Roughly: lower — sea cucumber, jellyfish; moderate (about 100–200 mg per 100 g) — fresh prawns, crab and lobster, and fish such as sea bass, grouper, cod, salmon and grass carp; higher — clams, oysters and mussels, sardines and anchovies, dried shrimp, dried squid and dried fish. How: one palm-sized portion (about 100 g) at a meal, not at every meal; steamed or poached, without drinking the seafood soup or hotpot broth, and not with beer. None during a flare. Keep taking your urate-lowering medicine (such as febuxostat or allopurinol) every day — any change is your doctor’s call; the usual aim is a uric acid under 360 µmol/L (6 mg/dL), checked with your rheumatology team.',
};
const GOUT_SEAFOOD_LIVER = {
  zh: '有肝病的，海鲜一律彻底煮熟再吃，生蚝、刺身、醉虾醉蟹这类生的或半生的不要吃。',
  en: ' With liver disease, also eat seafood only thoroughly cooked — no raw oysters, sashimi or drunken prawns.',
};

const KOPI_TEXT = {
  zh: '**差很多：kopi加的是甜炼奶，一杯常放一到两汤匙（每汤匙约65千卡、11克糖），两三杯一天就多出一两百到近四百千卡；kopi-o kosong（黑咖啡不加糖）几乎没有热量。** kopi-c siew dai（淡奶、少糖）是很好的过渡：淡奶本身不加糖，少糖又砍掉大半的糖，比原来的kopi轻得多；习惯后再换kopi-c kosong（淡奶、不加糖）或kopi-o kosong。teh（奶茶）也一样，teh-c siew dai、teh-o kosong更轻。想减重或血糖偏高，甜饮料是最容易先改的一项；一下子喝不惯黑的，可以先点kopi少甜（siew dai）把炼奶减少。咖啡一天不超过三四杯，下午晚些就别喝了，以免影响睡眠。',
  en: '**Yes, a big difference: kopi is made with sweetened condensed milk, usually one to two tablespoons a cup (each about 65 kcal and 11 g of sugar), so two or three cups add roughly 130 to nearly 400 kcal a day; kopi-o kosong (black, no sugar) has almost none.** Kopi-c siew dai (evaporated milk, less sugar) is a good halfway step — evaporated milk is unsweetened and “siew dai” cuts most of the sugar, so it is far lighter than your usual kopi; once used to it, move to kopi-c kosong (evaporated milk, no sugar) or kopi-o kosong. Teh works the same way: teh-c siew dai or teh-o kosong. For weight loss or a raised blood sugar, sweet drinks are the easiest thing to change first; if black is too big a jump, “kopi siew dai” at least means less condensed milk. Keep to three or four cups a day and none late in the afternoon, so sleep does not suffer.',
};
const TEH_LEAD = {
  zh: '**少甜会好一点，但差最多的是炼奶：teh tarik用的是甜炼奶，一杯常放一到两汤匙（每汤匙约65千卡、11克糖）；换成teh-c少甜（siew dai）或teh-o kosong（茶不加糖）就轻得多。**',
  en: '**Less sweet helps, but the condensed milk is the big part: teh tarik is made with sweetened condensed milk, usually one to two tablespoons a cup (each about 65 kcal and 11 g of sugar); teh-c siew dai or teh-o kosong (tea, no sugar) are much lighter.**',
};
const KOPI_KIDNEY = {
  zh: '有肾病的，淡奶、炼奶也要算进肾科医生或营养师给你的饮食限量里：一天一两杯、奶少放，kopi-o或teh-o kosong更合适。',
  en: ' With kidney disease, evaporated and condensed milk count towards the limits your kidney doctor or dietitian set: one or two cups a day with little milk, and kopi-o or teh-o kosong suit you better.',
};

const HAWKER_TEXT = {
  zh: '**一般来说鸡饭比椰浆饭轻一些，但两样都可以吃，关键在怎么点。** 椰浆饭的饭用椰浆煮，常配炸鸡、煎蛋、炸江鱼仔和花生，再加偏油偏甜的参巴酱，脂肪和热量通常更高；海南鸡饭的饭用鸡油和鸡汤煮，也不算清淡。鸡饭：选白切（蒸）鸡，不要烧鸡、炸鸡，去皮，饭要小份或换成白饭，酱料少蘸，加一碟青菜（少放蚝油），汤少喝。椰浆饭：选煎蛋或江鱼仔配小份饭，不要炸鸡，参巴酱少放，多配黄瓜或蔬菜。血糖偏高、糖尿病前期的人，饭量比选哪样更要紧：每餐饭约一拳头，盘子一半是菜（新加坡保健促进局“我的健康餐盘”）。炒粿条、叻沙也偏油偏咸；鱼片汤、清汤酿豆腐、杂菜饭（多菜少饭）是更轻的选择。',
  en: '**Chicken rice is usually the lighter of the two, but either can work — how you order matters more.** Nasi lemak’s rice is cooked in coconut milk and usually comes with fried chicken, fried egg, fried ikan bilis and peanuts plus an oily, sweet sambal, so it tends to be higher in fat and calories; chicken rice’s rice is cooked in chicken fat and stock, so it is not light either. Chicken rice: steamed (white) chicken rather than roasted or fried, skin off, less rice or plain white rice, light on the sauces, a plate of greens (little oyster sauce), and go easy on the soup. Nasi lemak: egg or ikan bilis with a small portion of rice, no fried chicken, a little sambal, more cucumber or vegetables. With raised blood sugar or prediabetes, the amount of rice matters more than the dish: about a fist of rice a meal and half the plate vegetables (HPB’s My Healthy Plate). Char kway teow and laksa are oily and salty too; sliced fish soup, yong tau foo in clear soup or economy rice with more vegetables than rice are lighter picks.',
};
const HAWKER_LEAD_NO_CHICKEN = {
  zh: '**炒粿条和椰浆饭都属于比较油、比较咸的选择；更轻的是去皮的白切鸡饭、鱼片汤、清汤酿豆腐，或多菜少饭的杂菜饭。**',
  en: '**Char kway teow and nasi lemak are among the heavier hawker picks — oily, and salty with the sambal and sauces; lighter ones are chicken rice without the skin, sliced fish soup, yong tau foo in clear soup, or economy rice with more vegetables than rice.**',
};
const HAWKER_HEART = {
  zh: '有心脏病、高血压或血脂高的，盐和油一样要紧：汤和卤汁少喝，酱料、参巴酱少放，油炸的偶尔才吃。',
  en: ' With heart disease, high blood pressure or high cholesterol, salt matters as much as fat: leave the soup and gravy, ask for less sauce and sambal, and keep fried items rare.',
};
const HEART_OR_PRESSURE_SAID =
  /心脏|支架|心梗|冠心病|高血压|血压|胆固醇|血脂|\bheart\b|\bstents?\b|\bblood pressure\b|\bcholesterol\b/;

/** The morning pap and its milk, or a malt drink: what the swaps row says for each. */
const PAP_OR_MILK_NAMED =
  /\bpap\b|\bogi\b|\bakamu\b|\bcustard\b|淡奶|炼奶|蒸发奶|\bevaporated milk\b|\bpeak milk\b/;
const MALT_NAMED =
  /\bmalta\b|\bmalt (drinks?|beverages?)\b|麦芽饮料|\bmilo\b|\bbournvita\b|\bovaltine\b|\bhorlicks\b|阿华田|美禄/;
const PAP_MALT = {
  lead: {
    zh: '**会拖一点后腿，但不用全戒：pap（发酵玉米糊）本身热量不高，多出来的主要是淡奶和加的糖；Malta这类麦芽饮料一瓶（330毫升）约30多克糖、180千卡左右，和一罐可乐差不多，天天喝最拖后腿。**',
    en: '**They do hold you back a little, but you need not give them up: pap itself is fairly light — the extra comes from the evaporated milk and added sugar — while a 330 ml bottle of Malta has about 35 g of sugar and roughly 180 kcal, much like a can of cola, so a daily bottle costs the most.**',
  },
  papLead: {
    zh: '**pap（发酵玉米糊）本身热量不高，拖后腿的主要是淡奶和加的糖——不用戒，改一改就行。**',
    en: '**Pap itself is fairly light — what adds up is the evaporated milk and the sugar stirred in, so keep it and change those.**',
  },
  maltLead: {
    zh: '**Malta是不含酒精的麦芽饮料，喂奶时喝不影响宝宝；但一瓶（330毫升）约30多克糖、180千卡左右，和一罐可乐差不多，天天一瓶会明显拖慢减重。**',
    en: '**Malta is a non-alcoholic malt drink, so it is fine for breastfeeding as far as the baby goes — but a 330 ml bottle has about 35 g of sugar and roughly 180 kcal, much like a can of cola, so a bottle a day does slow your weight loss.**',
  },
  noAlcohol: {
    zh: 'Malta不含酒精，喂奶时喝不影响宝宝，问题只在糖。',
    en: 'Malta is non-alcoholic, so it is fine for breastfeeding as far as the baby goes — the sugar is the only issue.',
  },
  papSwap: {
    zh: '早上的pap照喝，淡奶减到一两勺，或换成普通牛奶、低脂淡奶，不另外加糖；旁边配一份蛋白质，比如一个煮鸡蛋、一块豆饼（akara或moi moi）或一小把花生，更顶饿。',
    en: 'Keep the morning pap, but use a spoon or two of evaporated milk (or ordinary or low-fat milk) and no added sugar, with some protein alongside — a boiled egg, akara or moi moi, or a small handful of groundnuts — so it keeps you full.',
  },
  maltSwap: {
    zh: '下午的Malta换成白开水、加柠檬片的水、不加糖的洛神花茶（zobo）或一杯无糖酸奶；想喝时改成周末一瓶，或一次只喝半瓶。',
    en: 'For the afternoon, swap the Malta for water, water with lemon, unsweetened zobo or a plain yoghurt; keep Malta for a weekend treat, or have half a bottle.',
  },
  close: {
    zh: '哺乳期别节食：每天总量不低于约1800千卡，每周减约0.5千克就好，渴了就喝水。奶量或宝宝尿布明显变少，请找医生或哺乳顾问。',
    en: 'While breastfeeding, do not diet hard: stay at or above about 1,800 kcal a day, aim for about 0.5 kg a week, and drink to thirst. If your milk or the baby’s wet nappies drop off, see a doctor or lactation consultant.',
  },
};

// ---- the rows ---------------------------------------------------------------------------------------------

export const DEV42_FOOD_FAQ: readonly FaqRow[] = [
  // ---- 1. the last coffee before sleep, night shifts too (zh-020, en-021) -----------------------------------
  {
    id: 'caffeine-last-cup-before-sleep',
    when: [COFFEE_OR_CAFFEINE, LAST_CUP_OR_SLEEP],
    // Bubble tea, milk tea or a caffeine gel as the drink asked about: their own rows below.
    unless: [PILLS_OR_BABY, BUBBLE_TEA, /能量胶|\bgels?\b/],
    notFor: [MINOR, LACTATING, { medicines: ['lithium', 'clozapine', 'theophylline'] }],
    intent: 'food_sources',
    compose: (said, zh) => `${lastCoffee(said, zh)} ${LAST_COFFEE_BODY[zh ? 'zh' : 'en']}`,
    text: {
      zh: `**最后一杯含咖啡因的饮料，最好在你打算睡觉前至少6小时喝完：晚上11点睡的话，下午5点以后就别再喝了；上夜班早上9点睡的，凌晨3点以后就别再喝。** ${LAST_COFFEE_BODY.zh}`,
      en: `**Have your last caffeinated drink at least 6 hours before you plan to sleep — for an 11 pm bedtime nothing with caffeine after about 5 pm, and after a night shift with sleep at 9 am nothing after about 3 am.** ${LAST_COFFEE_BODY.en}`,
    },
    source: {
      ref: 'Drake C et al. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. J Clin Sleep Med 2013;9:1195–1200; EFSA Scientific Opinion on the safety of caffeine. EFSA Journal 2015;13(5):4102 (up to 400 mg a day for healthy adults, 200 mg in pregnancy); US FDA, Spilling the Beans: How Much Caffeine Is Too Much? (2024)',
      url: 'https://www.efsa.europa.eu/en/efsajournal/pub/4102',
    },
  },
  // ---- 6. bubble tea: sugar levels, pearls, caffeine (zh-023, en-022) ------------------------------------------
  {
    id: 'bubble-tea-sugar-pearls-caffeine',
    when: [BUBBLE_TEA, SUGAR_PEARLS_CAFFEINE],
    unless: [
      HK_OR_KOPI,
      // Sweeteners, diabetes and the bones have rows of their own (milk-tea-zero-sugar, the diabetes rows).
      /零卡|0卡|代糖|甜味剂|甜菊|\bsweeteners?\b|\bstevia\b|糖尿病|血糖|\bdiabet\w*|骨|\bbones?\b/,
      // Reflux, a child's growth, a medicine or pearl powder: other rows' questions.
      /反流|逆流|烧心|胃|\breflux\b|\bheartburn\b|\bgerd\b|长个|长高|孩子|儿子|女儿|\bkids?\b|\bson\b|\bdaughter\b|\bgrowth\b|药|\bmeds?\b|\bpills?\b|\bg6pd\b/,
    ],
    notFor: [PREGNANT, MINOR, { conditions: ['diabetes', 'gestational_diabetes', 'pku'] }],
    intent: 'food_sources',
    compose: (said, zh) => {
      const caffeineAsked = /咖啡因|咖啡|睡|\bcaffeine\b|\bcoffee\b|\bsleep\w*\b/.test(
        said.text.toLowerCase(),
      );
      const lead = caffeineAsked ? BUBBLE_TEA_CAFFEINE_LEAD : BUBBLE_TEA_LEAD;
      return `${lead[zh ? 'zh' : 'en']} ${BUBBLE_TEA_BODY[zh ? 'zh' : 'en']}`;
    },
    text: {
      zh: `${BUBBLE_TEA_LEAD.zh} ${BUBBLE_TEA_BODY.zh}`,
      en: `${BUBBLE_TEA_LEAD.en} ${BUBBLE_TEA_BODY.en}`,
    },
    source: {
      ref: 'WHO Guideline: Sugars intake for adults and children (2015) (free sugars under 10% of energy, ideally under 5%); 中国居民膳食指南（2022）准则五（添加糖每天不超过50克，最好控制在25克以下）; 衛生福利部國民健康署 每日飲食指南（2018）; EFSA Scientific Opinion on the safety of caffeine (2015)',
    },
  },
  // ---- 2. breastfeeding: how much less to eat, how fast to lose (en-051, en-052, zh-054) ----------------------
  {
    id: 'breastfeeding-weight-loss-how-much-how-fast',
    when: [LOSE_OR_CUT, CUT_OR_RATE],
    unless: [
      /酒|咖啡|\balcohol\b|\bcoffee\b|\bcaffeine\b|减肥药|代餐|\bpills?\b|葫芦巴|\bfenugreek\b|奶粉|\bformula\b/,
      // A calorie figure, the extra a day or a floor asked: the lactation calorie rows answer with the number.
      /热量|卡|千卡|大卡|多吃|额外|多需要|最少|至少|\bcalories?\b|\bkcal\b|\bextra\b|\bminimum\b|\bat least\b|\bdeficit\b/,
      BABY_WEIGHT,
      PAP_OR_MALT,
    ],
    for: LACTATING,
    notFor: [MINOR, NO_DEFICIT, { medicines: ['lithium'] }],
    intent: 'pregnancy_lactation',
    compose: (said, zh) => {
      const lead = RATE_ASKED.test(said.text.toLowerCase()) ? LACTATION_RATE_LEAD : LACTATION_LEAD;
      return `${lead[zh ? 'zh' : 'en']} ${LACTATION_BODY[zh ? 'zh' : 'en']}${lactationTimeLine(said, zh)}`;
    },
    text: {
      zh: `${LACTATION_LEAD.zh} ${LACTATION_BODY.zh}`,
      en: `${LACTATION_LEAD.en} ${LACTATION_BODY.en}`,
    },
    source: {
      ref: 'IOM, Nutrition During Lactation (1991) (intakes below about 1,800 kcal a day not advised); Lovelady CA et al. The effect of weight loss in overweight, lactating women on the growth of their infants. N Engl J Med 2000;342:449–453 (about 0.5 kg a week); 中国居民膳食指南（2022）哺乳期妇女膳食指南',
    },
  },
  // ---- 2. breastfeeding: pap with evaporated milk, malt drinks (zh-056) ----------------------------------------
  {
    id: 'breastfeeding-pap-malt-drink-swaps',
    wholeMessage: true,
    when: [PAP_OR_MALT, WEIGHT_OR_SWAP],
    // Condensed milk in coffee or tea is the kopi row's.
    unless: [/kopi|\bteh\b|咖啡|奶茶|\bcoffee\b|\btea\b/],
    for: LACTATING,
    notFor: [MINOR, NO_DEFICIT],
    intent: 'pregnancy_lactation',
    compose: (said, zh) => {
      const k = zh ? 'zh' : 'en';
      const t = said.text.toLowerCase();
      const pap = PAP_OR_MILK_NAMED.test(t);
      const malt = MALT_NAMED.test(t);
      if (pap === malt) return null;
      const sep = zh ? '' : ' ';
      return pap
        ? `${PAP_MALT.papLead[k]} ${PAP_MALT.papSwap[k]}${sep}${PAP_MALT.close[k]}`
        : `${PAP_MALT.maltLead[k]} ${PAP_MALT.maltSwap[k]}${sep}${PAP_MALT.close[k]}`;
    },
    text: {
      zh: `${PAP_MALT.lead.zh} ${PAP_MALT.noAlcohol.zh}${PAP_MALT.papSwap.zh}${PAP_MALT.maltSwap.zh}${PAP_MALT.close.zh}`,
      en: `${PAP_MALT.lead.en} ${PAP_MALT.noAlcohol.en} ${PAP_MALT.papSwap.en} ${PAP_MALT.maltSwap.en} ${PAP_MALT.close.en}`,
    },
    source: {
      ref: 'WHO Guideline: Sugars intake for adults and children (2015); Malta Guinness nutrition label (per 330 ml: about 180 kcal, about 36 g sugars); IOM, Nutrition During Lactation (1991) (not below about 1,800 kcal a day); Lovelady CA et al. N Engl J Med 2000;342:449–453',
    },
  },
  // ---- 3. gout: which seafood is lower in purines (zh-038) -------------------------------------------------------
  {
    id: 'gout-seafood-which-lower-purine',
    wholeMessage: true,
    when: [SEAFOOD, WHICH_OR_PURINE],
    unless: [SEAFOOD_NOT_HERE],
    // Gout with liver disease: the liver's raw-seafood rule took this question (blind answer round 42, zh-038);
    // gout alone keeps the general seafood row (rows-everyday.ts gout-seafood), which ranks them well.
    for: { all: [GOUT, LIVER_RAISED_OR_DISEASED] },
    notFor: [PREGNANT, MINOR],
    intent: 'food_sources',
    text: {
      zh: `${GOUT_SEAFOOD.zh}${GOUT_SEAFOOD_LIVER.zh}`,
      en: `${GOUT_SEAFOOD.en}${GOUT_SEAFOOD_LIVER.en}`,
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (serum urate under 6 mg/dL; limit purine intake); Kaneko K et al. Total purine and purine base content of common foodstuffs for facilitating nutritional therapy for gout and hyperuricemia. Biol Pharm Bull 2014;37:709–721; WS/T 560-2017 高尿酸血症与痛风患者膳食指导; US CDC, Vibrio and Oysters',
    },
  },
  // ---- 4. gout: beer or wine, and cooling herbal tea (zh-042) --------------------------------------------------
  {
    id: 'gout-beer-or-wine-and-cooling-tea',
    wholeMessage: true,
    when: [ALCOHOL_KINDS, COOLING_TEA],
    for: GOUT,
    notFor: [PREGNANT, MINOR, { medicines: ['isoniazid', 'rifampicin', 'pyrazinamide'] }],
    intent: 'food_sources',
    text: {
      zh: '**对痛风来说，啤酒最伤，红酒相对轻一些，但也会升尿酸、诱发发作；凉茶不能帮你排尿酸。** 啤酒除了酒精还带嘌呤，天天一瓶，发作风险就明显升高；红酒影响较小，喝多了一样会诱发。应酬时：发作期间滴酒不沾；平时能不喝就不喝，真要喝就选一小杯红酒（约150毫升），不连续几天喝，边喝边喝白水，不拼酒；以茶代酒、要苏打水都是好办法。有脂肪肝、转氨酶高的，酒对肝也伤，更应该少到不喝。凉茶没有证据能降尿酸或“排毒”，甜的凉茶还含不少糖（甜饮料会升尿酸），有些草药还可能伤肝；真正有用的是每天喝够白水（约2升，医生限水的除外）和按时吃降尿酸药。尿酸降不下来或发作频繁，请找风湿科医生调整治疗。',
      en: '**For gout, beer is the worst, wine is milder but still raises uric acid and can set off attacks — and herbal cooling tea (liang cha) does not help clear uric acid.** Beer brings purines on top of the alcohol, and even a drink a day clearly raises the risk of a flare; wine raises it least, but a lot of it still triggers attacks. At work dinners: nothing during a flare; otherwise skip it when you can, and if you must, one small glass of wine (about 150 ml), not several days running, with water alongside and no drinking games — “tea instead of wine” or soda water are fine excuses. With a fatty liver or raised liver tests, alcohol harms the liver too, another reason to cut right down or stop. Cooling teas have no evidence of lowering uric acid or “detoxing”; the sweet ones carry a lot of sugar (sugary drinks raise uric acid), and some herbs can strain the liver. What works is plenty of plain water (about 2 litres a day unless a doctor limits your fluids) and taking your urate-lowering medicine every day. If the uric acid stays high or attacks keep coming, see your rheumatology team about the treatment.',
    },
    source: {
      ref: 'Choi HK et al. Alcohol intake and risk of incident gout in men: a prospective study. Lancet 2004;363:1277–1281 (beer highest, wine lowest); Neogi T et al. Alcohol quantity and type on risk of recurrent gout attacks. Am J Med 2014;127:311–318; FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit alcohol and high-fructose corn syrup); 中国高尿酸血症与痛风诊疗指南（2019）',
    },
  },
  {
    id: 'gout-cooling-tea-uric-acid',
    when: [COOLING_TEA, URATE_OR_FLUSH],
    unless: [ALCOHOL_KINDS],
    for: GOUT,
    notFor: [PREGNANT, MINOR],
    intent: 'food_sources',
    text: {
      zh: '**凉茶不能帮你排尿酸，也降不了尿酸。** 没有研究证明凉茶、廿四味、夏枯草这类饮品能降尿酸或预防痛风发作；甜的凉茶（罐装、瓶装的多数加了糖）还会因为糖升高尿酸，有些草药成分也可能伤肝。真正帮忙的是：每天喝够白水约2升（医生限水的除外）；少喝甜饮料和果汁；少喝酒，尤其啤酒；降尿酸药照常每天按时吃，尿酸一般要降到360微摩尔/升以下。偶尔喝一杯不加糖的凉茶问题不大，但别把它当药。尿酸降不下来或发作频繁，请找风湿科医生。',
      en: '**Cooling herbal tea (liang cha) does not flush out or lower uric acid.** No study shows that liang cha or similar herbal drinks lower uric acid or prevent attacks; most canned and bottled ones are sweetened, and sugary drinks raise uric acid, while some herbs can strain the liver. What does help: plenty of plain water, about 2 litres a day unless a doctor limits your fluids; few sweet drinks and juices; little alcohol, especially beer; and your urate-lowering medicine every day, aiming for a uric acid under 360 µmol/L (6 mg/dL). An occasional unsweetened cup is fine — just don’t treat it as medicine. If the uric acid stays high or attacks keep coming, see your rheumatology team.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit high-fructose corn syrup and alcohol; target urate under 6 mg/dL); Choi HK, Curhan G. Soft drinks, fructose consumption, and the risk of gout in men. BMJ 2008;336:309–312; 中国高尿酸血症与痛风诊疗指南（2019）',
    },
  },
  // ---- 5. convenience store while losing weight (zh-019, en-024) -------------------------------------------------
  {
    id: 'convenience-store-weight-loss-picks',
    when: [CONVENIENCE_STORE, LOSE_OR_CHOOSE],
    // Fuel before sport, or shakiness without a snack, is the energy question (blind answer round 48, en-039,
    // unsafe: "weak and shaky at practice when she skips it. Convenience store options" for a thin 14-year-old got
    // half the rice and 500–600 kcal — her age was in the other half of the message).
    unless: [
      /宝宝|婴儿|孩子|小孩|\bkids?\b|\bchild(ren)?\b|\bbaby\b/,
      /训练|比赛|打球|体育课|运动前|练球|手抖|发抖|没力气|头晕|心慌|\b(practices?|training|train|workouts?|games?|match(es)?|volleyball|basketball|football|soccer|swim\w*|sports?|shaky|weak|dizzy|light-?headed|faint\w*)\b/,
    ],
    notFor: [PREGNANT, MINOR, NO_DEFICIT],
    intent: 'food_sources',
    text: {
      zh: '**超商也能吃得不胖：每餐按“一份蛋白质＋一份蔬菜＋一小份主食”来配，少拿炸的、甜的和零食。** 好搭配：茶叶蛋两颗或即食鸡胸一包＋生菜沙拉（酱只放一半）＋烤地瓜或饭团一个＋无糖豆浆；或关东煮选白萝卜、玉米、鸡蛋、豆腐、魔芋、菇类，配一个饭团，汤少喝（很咸）。便当挑烤的、卤的、蒸的，饭吃一半，再加一盒沙拉或烫青菜；炸排骨、炸鸡便当、泡面、面包甜点和薯片最容易超标。饮料选无糖茶、黑咖啡（班上前半段喝）、无糖豆浆或鲜奶，不拿含糖饮料。看包装上的营养标示，减重时一餐约500–600千卡就够。上夜班的话，上班前好好吃一顿，半夜这餐吃小份，下班回家睡前别再大吃。',
      en: '**Pick one protein, one vegetable and one small starch — say two tea eggs, a salad and a sweet potato — instead of a bento plus chips.** Good combos: two tea eggs or a pack of ready-to-eat chicken breast + a salad (half the dressing) + a baked sweet potato or one rice ball + unsweetened soy milk; or oden — daikon, corn, egg, tofu, konjac, mushrooms — with one rice ball, going easy on the salty broth. If you take a bento, pick grilled, braised or steamed over fried, eat half the rice and add a salad or vegetable side; fried-cutlet bentos, instant noodles, pastries and chips are the easy way over. Drinks: unsweetened tea, black coffee (early in the shift), unsweetened soy milk or plain milk — not sweet drinks. Read the label: about 500–600 kcal is plenty for a meal while losing weight. On night shifts, eat a proper meal before work, keep the middle-of-the-night one small, and don’t have a big meal before going to sleep.',
    },
    source: {
      ref: '衛生福利部國民健康署 每日飲食指南（2018）與我的餐盤; 中国居民膳食指南（2022）平衡膳食餐盘; Jensen MD et al. 2013 AHA/ACC/TOS Guideline for the Management of Overweight and Obesity in Adults. Circulation 2014;129(25 Suppl 2):S102–S138',
    },
  },
  // ---- 7. hotpot in pregnancy: spice, cooking offal through, duck blood, salt (zh-016, zh-017, en-014) --------
  {
    id: 'pregnancy-hotpot-spicy-offal-duck-blood',
    wholeMessage: true,
    // Whether hotpot is fine at all is pregnancy-hotpot's (rows-life-stages.ts); this row is for the spice, the
    // offal's cooking and duck blood's iron asked beside it.
    when: [HOTPOT_OR_OFFAL, CAN_OR_HOW, SPICE_OFFAL_OR_IRON],
    unless: [/过敏|\ballerg\w*|酒|\bbeer\b|\bwine\b|\balcohol\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    compose: (said, zh) => {
      const t = said.text.toLowerCase();
      const cooking =
        OFFAL_COOKING_ASKED.test(t) && !/辣|鸭血|火锅|串串|\bspicy\b|\bduck blood\b|\bhot ?pot\b/.test(t);
      return cooking ? hotpotText(zh ? 'zh' : 'en', true) : null;
    },
    text: { zh: hotpotText('zh', false), en: hotpotText('en', false) },
    source: {
      ref: 'WHO, Five Keys to Safer Food (2006); US FDA, Food Safety for Pregnant Women and Their Unborn Babies; 中国居民膳食指南（2022）孕期妇女膳食指南; 中国食物成分表 标准版 第6版（2018）鸭血',
    },
  },
  // ---- 8. hawker food: chicken rice or nasi lemak (zh-059) -----------------------------------------------------
  {
    id: 'hawker-chicken-rice-or-nasi-lemak',
    when: [CHICKEN_RICE_OR_NASI_LEMAK, WHICH_BETTER],
    notFor: [MINOR, NO_DEFICIT],
    cutsCarbohydrate: true,
    intent: 'food_sources',
    compose: (said, zh) => {
      const k = zh ? 'zh' : 'en';
      const t = said.text.toLowerCase();
      const both = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
      const chickenNamed = /鸡饭|\bchicken rice\b/.test(t);
      const heart =
        HEART_OR_PRESSURE_SAID.test(both) ||
        (said.conditions ?? []).some(
          (c) => c === 'hypertension' || c === 'dyslipidemia' || c === 'heart_failure',
        );
      if (chickenNamed && !heart) return null;
      const text = chickenNamed
        ? HAWKER_TEXT[k]
        : HAWKER_TEXT[k].replace(/^\*\*[^*]+\*\*/, HAWKER_LEAD_NO_CHICKEN[k]);
      return heart ? `${text}${HAWKER_HEART[k]}` : text;
    },
    text: HAWKER_TEXT,
    source: {
      ref: 'Health Promotion Board Singapore, My Healthy Plate; Health Promotion Board Singapore, Energy & Nutrient Composition of Food (hawker dishes); American Diabetes Association, Standards of Care in Diabetes—2025 §3 Prevention or Delay of Diabetes',
      url: 'https://www.healthhub.sg/live-healthy/my-healthy-plate',
    },
  },
  // ---- 8. kopi with condensed milk, kopi-o kosong, kopi-c siew dai (zh-061) ---------------------------------------
  {
    id: 'kopi-condensed-milk-or-kosong',
    when: [KOPI, KOPI_ASK],
    unless: [/宝宝|婴儿|\bbaby\b|\binfant\b/],
    notFor: [PREGNANT, MINOR],
    intent: 'food_sources',
    compose: (said, zh) => {
      const k = zh ? 'zh' : 'en';
      const t = said.text.toLowerCase();
      const tehOnly = /\bteh\b/.test(t) && !/kopi/.test(t);
      const kidney = said.conditions?.some((c) => c === 'kidney_disease' || c === 'dialysis') === true;
      if (!tehOnly && !kidney) return null;
      const text = tehOnly ? KOPI_TEXT[k].replace(/^\*\*[^*]+\*\*/, TEH_LEAD[k]) : KOPI_TEXT[k];
      return kidney ? `${text}${KOPI_KIDNEY[k]}` : text;
    },
    text: KOPI_TEXT,
    source: {
      ref: 'USDA FoodData Central, Milk, canned, condensed, sweetened (per 100 g: about 321 kcal, 54 g sugars); WHO Guideline: Sugars intake for adults and children (2015)',
    },
  },
  // ---- 9. bone soup has little calcium (en-032) ----------------------------------------------------------------
  {
    id: 'bone-soup-little-calcium',
    wholeMessage: true,
    when: [BONE_SOUP, CALCIUM_OR_BONES],
    // Bone broth by its usual names is bone-broth-calcium's (rows-medicines.ts); this row is for the names it
    // does not read (老火汤, lo foh tong, pork bones boiled).
    unless: [/骨头汤|骨汤|大骨汤|筒骨汤|猪骨汤|排骨汤|棒骨|\bbone broth\b|\bbone soup\b|\bbone stock\b/],
    notFor: [PREGNANT_OR_NURSING, KIDNEY, MINOR],
    intent: 'food_sources',
    text: {
      zh: '**不是真的：老火汤、猪骨汤煲得再久，钙也很少溶进汤里，一碗汤的钙远不如一杯牛奶。** 测量里骨头汤一碗（约250毫升）通常只有十几到几十毫克钙，一杯250毫升牛奶约250–300毫克；汤发白是脂肪乳化，不是钙。汤可以照喝，但它带来的主要是脂肪、盐和嘌呤，撇去浮油、少放盐、喝一小碗就好。更实在的钙：牛奶或酸奶每天300–500克；石膏或卤水点的豆腐（板豆腐、北豆腐）；芥兰、菜心、小白菜等深绿叶菜；连骨吃的小鱼（如沙丁鱼罐头）；标明“高钙”的豆浆（普通豆浆钙很少，看包装）。食物不够，再由医生决定钙片剂量，同时保证维生素D和负重运动。',
      en: '**No — however long lo foh tong or pork-bone soup simmers, very little of the bones’ calcium gets into it; a bowl has far less than a glass of milk.** Measured bone broths give roughly a dozen to a few dozen mg of calcium per bowl (about 250 ml), against about 250–300 mg in a 250 ml glass of milk; the milky colour is emulsified fat, not calcium. Enjoy the soup, but it mainly brings fat, salt and purines — skim the fat, go easy on salt and keep to a small bowl. Calcium that counts: milk or yoghurt (2–3 servings a day), calcium-set tofu, dark greens such as gai lan, choi sum and bok choy, small fish eaten with their bones (tinned sardines), and soy milk labelled calcium-fortified (plain soy milk has little — check the pack). If food falls short, the calcium tablet dose is your doctor’s call, alongside enough vitamin D and weight-bearing exercise.',
    },
    source: {
      ref: 'McCance RA, Sheldon W, Widdowson EM. Bone and vegetable broth. Arch Dis Child 1934;9:251–258; USDA FoodData Central (beef broth; whole milk); 中国居民膳食指南（2022）（奶及奶制品300–500克/天）; 中国食物成分表 标准版 第6版（2018）',
    },
  },
  // ---- 10. tea does not block vitamin D (en-042) ------------------------------------------------------------------
  {
    id: 'vitamin-d-with-tea',
    when: [VITAMIN_D, TEA, BLOCK_OR_WITH],
    unless: [
      /绿茶提取物|减肥茶|凉茶|草药茶|\bgreen tea extract\b|\bslimming\b|\bdetox\b|\bherbal\b/,
      /宝宝|婴儿|\bbaby\b|\binfant\b|\bdrops\b/,
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**茶不会妨碍维生素D吸收，可以和奶茶一起吃；关键是跟一顿带点油脂的正餐一起吃。** 维生素D是脂溶性的，随餐（有油、奶、酸奶或坚果的那顿）吃比空腹吸收好，挑最不容易忘的那顿，每天固定。茶真正影响的是铁：茶里的多酚会减少铁的吸收，所以含铁的片剂（包括含铁的复合维生素）和铁多的那顿饭，前后最好隔1–2小时再喝茶。维生素D偏低时，补多少、补多久按医生开的剂量，一般3个月左右复查。',
      en: '**Tea does not block vitamin D — you can take it with your chai; what helps is taking it with a meal that has some fat in it.** Vitamin D is fat-soluble, so it is absorbed better with food (a meal with oil, ghee, milk, curd or nuts) than on an empty stomach; pick the meal you are least likely to forget and keep to it. Tea does matter for iron: its polyphenols cut iron absorption, so keep chai an hour or two away from anything with iron in it (iron tablets, multivitamins with iron) and from your iron-rich meals. With a low vitamin D, the dose and how long to take it are your doctor’s; a recheck after about 3 months is usual.',
    },
    source: {
      ref: 'NIH ODS Vitamin D Fact Sheet for Health Professionals (2024) (fat-soluble; absorbed better with a meal containing fat); Hurrell RF, Reddy M, Cook JD. Inhibition of non-haem iron absorption in man by polyphenolic-containing beverages. Br J Nutr 1999;81:289–295',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
  },
  // ---- 11. diabetes: dumplings per meal (zh-011) -----------------------------------------------------------------
  {
    id: 'diabetes-dumplings-per-meal',
    when: [DUMPLINGS, HOW_MANY_A_MEAL],
    for: DIABETES,
    notFor: [GESTATIONAL, PREGNANT_OR_NURSING, MINOR, KIDNEY],
    cutsCarbohydrate: true,
    intent: 'how_much_nutrient',
    compose: (said, zh) =>
      said.medicines?.includes('acarbose')
        ? `${DIABETES_DUMPLINGS[zh ? 'zh' : 'en']}${DUMPLING_LINE[zh ? 'zh' : 'en']}`
        : null,
    text: DIABETES_DUMPLINGS,
    source: {
      ref: '中国2型糖尿病防治指南（2020年版）医学营养治疗; 中国糖尿病膳食指南（2017）; American Diabetes Association, Standards of Care in Diabetes—2025 §5 Facilitating Positive Health Behaviors (plate method, carbohydrate portions)',
    },
  },
  // ---- 11. diabetes: mantou, or rice or noodles instead (en-009) -----------------------------------------------
  {
    id: 'diabetes-mantou-or-rice-noodles',
    when: [MANTOU, SWITCH_OR_COUNT],
    // Whole-grain mantou "so I can eat more" is diabetes-whole-grain-not-more's question.
    unless: [DUMPLINGS, /杂粮|全麦|粗粮|荞麦|\bwhole ?(wheat|grain|meal)\b|\bbrown\b|\bmulti-?grain\b/],
    for: DIABETES,
    notFor: [GESTATIONAL, PREGNANT_OR_NURSING, MINOR, KIDNEY],
    cutsCarbohydrate: true,
    intent: 'how_much_nutrient',
    compose: (said, zh) =>
      said.medicines?.includes('acarbose')
        ? `${DIABETES_MANTOU[zh ? 'zh' : 'en']}${DUMPLING_LINE[zh ? 'zh' : 'en']}`
        : null,
    text: DIABETES_MANTOU,
    source: {
      ref: '中国2型糖尿病防治指南（2020年版）医学营养治疗; 中国食物成分表 标准版 第6版（2018）（血糖生成指数）; American Diabetes Association, Standards of Care in Diabetes—2025 §5 Facilitating Positive Health Behaviors; Shukla AP et al. Food order has a significant impact on postprandial glucose and insulin levels. Diabetes Care 2015;38:e98–e99',
    },
  },
  // ---- 12. Hong Kong milk tea (and a glass of wine) and the bones (zh-030) ----------------------------------------
  {
    id: 'hk-milk-tea-wine-and-bones',
    // Milk tea asked in Chinese, or with wine: tea alone and the bones in English is bones-strong-tea's
    // (rows-round22-zhpart.ts), which answered it well (blind answer round 42, en-031).
    when: [MILK_TEA_NOT_BUBBLE, BONES_ASKED, /港式|丝袜|鸳鸯|奶茶|红酒|葡萄酒|\bwines?\b/],
    unless: [/珍珠(?!粉)|珍奶|波霸|\bbubble ?tea\b|\bboba\b|铁|\biron\b/],
    notFor: [PREGNANT_OR_NURSING, MINOR],
    intent: 'food_sources',
    text: {
      zh: '**每天一杯港式奶茶、偶尔一杯红酒，对骨质影响很小，不用戒。** 咖啡因会让尿里多排一点钙，但一杯奶茶的量很小，奶茶里的淡奶还补回一些钙；一天咖啡因总量不超过400毫克就不用担心。要留意的是糖：点走甜或少甜，自己加就少加。红酒偶尔一杯（约150毫升）没问题，女性每天不超过一杯；经常每天喝3个酒精单位或以上（约两小杯红酒）才会明显增加骨折风险。真正帮骨头的是：每天奶类300–500克或石膏豆腐、足够的维生素D、每周几次快走和负重运动、防跌倒。吃甲状腺素的，奶茶、钙片都要和早上的药隔开（下午喝奶茶就没问题）。',
      en: '**One Hong Kong–style milk tea a day and an occasional glass of red wine make very little difference to your bones — no need to give them up.** Caffeine makes you pass a little more calcium in the urine, but one cup’s worth is small and the evaporated milk in it puts some back; keeping the day’s caffeine under 400 mg is enough. Watch the sugar instead: order it less sweet or unsweetened. A glass of wine (about 150 ml) now and then is fine — for women no more than one a day; it is regularly drinking 3 units a day or more (about two small glasses of wine) that clearly raises fracture risk. What really helps bones: 2–3 servings of dairy or calcium-set tofu a day, enough vitamin D, weight-bearing exercise such as brisk walking several times a week, and preventing falls. If you take levothyroxine, keep milk tea and calcium tablets well apart from the morning dose (an afternoon cup is fine).',
    },
    source: {
      ref: 'Heaney RP. Effects of caffeine on bone and the calcium economy. Food Chem Toxicol 2002;40:1263–1270; Kanis JA et al. Alcohol intake as a risk factor for fracture. Osteoporos Int 2005;16:737–742 (3 units a day or more; FRAX); 原发性骨质疏松症诊疗指南（2022）（限酒、避免过量饮用咖啡和浓茶）; EFSA Scientific Opinion on the safety of caffeine (2015)',
    },
  },
  // ---- 13. beetroot shot before a race: timing, mouthwash, red urine (zh-051, en-050) -----------------------------
  {
    id: 'beetroot-shot-timing-mouthwash-red-urine',
    when: [BEETROOT, BEET_ASK],
    notFor: [
      MINOR,
      PREGNANT_OR_NURSING,
      KIDNEY,
      { medicines: ['nitrate', 'pde5_inhibitor'] },
      { said: /肾结石|结石|\bkidney stones?\b/ },
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**比赛或关键训练前大约2–3小时喝效果最好；喝完尿变红是甜菜根的色素，无害。** 甜菜根里的硝酸盐要先经过口腔细菌转化，喝下去2–3小时血里的亚硝酸盐达到高峰。常用量一次约含硝酸盐400–500毫克（一瓶70毫升的运动浓缩装约400毫克，以包装标示为准）；比赛前几天每天喝一瓶，可能再多一点帮助。杀菌漱口水确实会抵消效果：它杀掉口腔里转化硝酸盐的细菌，所以喝之前和之后几小时别用，也别一直吐口水。对短时间、高强度的项目帮助较明显，马拉松这类长距离帮助较小，有的人没有反应；先在训练里试，看肠胃受不受得了。尿或大便发红一两天内会消失；没喝甜菜根尿也红，或红色一直不退，要去看医生，查是不是血尿。',
      en: '**Have it about 2–3 hours before the race or key session — and red urine afterwards is just the beetroot pigment, harmless.** The nitrate has to be converted by bacteria in your mouth first, and blood nitrite peaks about 2–3 hours after you drink it. The usual dose is about 400–500 mg of nitrate (a 70 ml sport shot has about 400 mg — check the label), and a shot a day for several days before a race may add a little more. Yes, the mouthwash thing is real: antibacterial mouthwash kills the mouth bacteria that do the converting and largely cancels the effect, so skip it for a few hours before and after (and don’t keep spitting). The benefit is clearest in shorter, hard efforts; in a marathon it is smaller and not everyone responds, so try it in training first, including for your stomach. Red or pink urine or stools fade within a day or two; red urine without beetroot, or that does not go away, needs a doctor to check for blood.',
    },
    source: {
      ref: 'Maughan RJ et al. IOC consensus statement: dietary supplements and the high-performance athlete. Br J Sports Med 2018;52:439–455 (nitrate about 5–9 mmol, 310–560 mg, 2–3 h before); Kapil V et al. Physiological role for nitrate-reducing oral bacteria in blood pressure control. Free Radic Biol Med 2013;55:93–100 (antiseptic mouthwash); Australian Institute of Sport, Sports Supplement Framework: dietary nitrate/beetroot juice',
    },
  },
  // ---- 14. caffeine gels on top of morning coffee (en-049) ----------------------------------------------------------
  {
    id: 'caffeine-gels-on-top-of-coffee',
    when: [CAFFEINE, COFFEE_OR_GEL_OR_ENOUGH],
    unless: [/预锻炼|氮泵|\bpre[- ]?workouts?\b|\bpills?\b|\btablets?\b|药|\bmeds?\b/],
    for: { said: RACE_SAID },
    notFor: [MINOR, PREGNANT_OR_NURSING, { medicines: ['lithium', 'clozapine', 'theophylline'] }],
    intent: 'supplement_dose',
    compose: (said, zh) => {
      const lead = caffeineGelLead(said, zh);
      return lead ? `${lead} ${CAFFEINE_GEL_BODY[zh ? 'zh' : 'en']}` : null;
    },
    text: {
      zh: `**值得用，不算过量，只要把比赛当天早上的咖啡因加在一起控制在每公斤体重约3–6毫克（70公斤约210–400毫克），一天总量不超过400毫克。** ${CAFFEINE_GEL_BODY.zh}`,
      en: `**Worth it, not overkill, as long as the race morning’s caffeine adds up to about 3–6 mg per kg of body weight (about 210–400 mg at 70 kg), and no more than about 400 mg for the day.** ${CAFFEINE_GEL_BODY.en}`,
    },
    source: {
      ref: 'Guest NS et al. International Society of Sports Nutrition position stand: caffeine and exercise performance. J Int Soc Sports Nutr 2021;18:1 (3–6 mg/kg; lower doses also effective); Maughan RJ et al. IOC consensus statement: dietary supplements and the high-performance athlete. Br J Sports Med 2018;52:439–455; EFSA Scientific Opinion on the safety of caffeine (2015) (up to 400 mg a day)',
    },
  },
  // ---- 15. beer with a fatty liver and a raised ALT (zh-022, en-023) -------------------------------------------------
  {
    id: 'fatty-liver-beer-quit-or-cut',
    wholeMessage: true,
    when: [DRINKING, QUIT_OR_CUT],
    unless: [OTHER_LIVER, /无醇|\balcohol-?free\b|\bnon-?alcoholic\b|\b0\.0\b|咖啡|\bcoffee\b/],
    for: FATTY_LIVER,
    notFor: [MINOR, PREGNANT_OR_NURSING, OWN_ALCOHOL_RULES],
    intent: 'food_sources',
    text: {
      zh: '**最好先完全不喝，而不是只少喝一点：至少到复查肝功能和B超好转之前；以后就算喝，也只是偶尔一两罐，不要一次喝三四罐。** 脂肪肝加上转氨酶偏高，说明肝已经有些负担，酒精会让肝里的脂肪和发炎更重；一次喝好几罐属于集中饮酒，对肝伤害最大。一罐330毫升啤酒约140千卡，不喝也帮减重——体重减掉7%–10%，脂肪肝常能明显好转。休假聚会改喝无糖茶、气泡水或无醇啤酒，先跟朋友说自己在“养肝”；下酒的炸物也一起少点。一般3–6个月后复查肝功能和腹部B超；如果查出肝纤维化，或转氨酶一直降不下来，就要完全不喝，听肝病科医生的。',
      en: '**Best to stop completely for now rather than just cut down — at least until your liver tests and scan have been rechecked and improved; after that, if you drink at all, keep it to an occasional 1–2 cans, never 3–4 in one go.** A fatty liver with a raised ALT means the liver is already under strain, and alcohol adds fat and inflammation; 3–4 cans in a sitting is binge drinking, the pattern that harms the liver most. A 330 ml can of beer is about 140 kcal, so stopping helps the weight too — losing 7–10% of body weight often improves a fatty liver a lot. On days off: sparkling water, unsweetened tea or alcohol-free beer, and tell friends you are giving your liver a break; go easy on the fried bar snacks too. Liver tests and an ultrasound are usually repeated after 3–6 months; if there is fibrosis or the ALT stays up, no alcohol at all — follow the liver clinic’s advice.',
    },
    source: {
      ref: 'Rinella ME et al. AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease. Hepatology 2023;77:1797–1835 (alcohol and fatty liver; 7–10% weight loss); EASL–EASD–EASO Clinical Practice Guidelines on the management of MASLD. J Hepatol 2024;81:492–542; USDA FoodData Central (beer)',
    },
  },
  // ---- 16. vegetarian iron foods with heavy periods; jaggery and dates (zh-046, en-043) ------------------------------
  {
    id: 'vegetarian-iron-heavy-periods-jaggery-dates',
    wholeMessage: true,
    beforeLabs: true,
    // The text says what the plan's anaemia-without-iron-studies rule says (ferritin first, no iron of one's
    // own), so that rule is not pasted above it a second time.
    notes: ['anaemia-iron-studies'],
    when: [IRON_OR_ANAEMIA, VEG_FOODS, PERIODS, ANAEMIA_SAID],
    // Coffee or tea with the iron is the pairing rows' question.
    unless: [/咖啡|\bcoffee\b/],
    for: { ...VEGETARIAN, said: new RegExp(`${VEG_SAID.source}|\\bveg foods?\\b|\\bjaggery\\b|\\bdates\\b`) },
    notFor: [...IRON_NOT_WANTED, PREGNANT_OR_NURSING, VEGAN_SAID, MINOR],
    intent: 'food_sources',
    text: {
      zh: '**吃素也能吃到铁，但已经贫血、月经量又多时，光靠食物补不上来——先看医生查原因、开铁剂，饮食同时跟上。** 去看全科或妇科医生：查铁蛋白确认是不是缺铁，也看看月经为什么这么多；确认缺铁，医生一般会开铁剂，要吃两三个月才能把储存补回来。查清之前不推荐铁剂自己买来吃，“补血”产品也先别吃；医生已经开了铁剂的，照常吃。每天这样吃：每餐一份豆类——扁豆汤（dal）、鹰嘴豆、芸豆、黄豆、豆腐或大豆蛋白块；多吃深绿叶菜（菠菜、苋菜、葫芦巴叶）、芝麻和花生，能买到就选加铁的面粉或谷物。吸收的窍门：同一餐配维生素C——柠檬挤在豆汤上、番石榴、橙子、番茄、余甘子（阿姆拉）；奶茶别和饭一起喝，饭前后隔一小时以上。土糖（jaggery）和椰枣含铁很少，一小块土糖或几颗椰枣只有约1毫克或更少，还带不少糖，靠它们补铁不现实。头晕、心慌、气短，或卫生巾每1–2小时就湿透，请尽快就医。',
      en: '**Vegetarian food can give you iron, but when you are already anaemic and your periods are heavy, food alone won’t catch up — see a doctor to find the cause and treat it, and eat well alongside.** Ask your GP or a gynaecologist to check ferritin (to confirm low iron) and to look at why your periods are so heavy; if iron is low they usually prescribe iron tablets, taken for about 3 months to refill your stores. Until then take no iron tablets or “blood tonics” of your own — iron a doctor has already prescribed, keep taking. Every day: a serving of pulses at each meal — dal, chana, rajma, soy chunks, tofu — plus dark leafy greens (palak, methi, amaranth), sesame (til) and peanuts, and iron-fortified atta or cereals where you can get them. To absorb more: vitamin C at the same meal — lemon squeezed on dal, amla, guava, oranges, tomatoes — and chai kept an hour away from meals. Jaggery and dates are weak sources: a piece of jaggery or a few dates gives about 1 mg of iron or less (women need about 18 mg a day, more on a vegetarian diet) and a lot of sugar. Dizziness, a racing heart, breathlessness, or soaking a pad every 1–2 hours need a doctor soon.',
    },
    source: {
      ref: 'NICE NG88 Heavy menstrual bleeding: assessment and management (2018, updated 2021); NIH ODS Iron Fact Sheet for Health Professionals (2024) (RDA 18 mg for women 19–50, 1.8 times for vegetarians; vitamin C and tea); Indian Food Composition Tables (NIN-ICMR 2017) (jaggery, dates, pulses)',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  // ---- 17. lacto-vegetarian protein for muscle: how much, is one whey scoop enough (zh-043, en-039) ----------------
  {
    id: 'lacto-vegetarian-protein-for-muscle',
    wholeMessage: true,
    when: [PROTEIN, AMOUNT_OR_ENOUGH, LACTO_VEG_WORDS],
    unless: [/几勺|多少勺|\bhow many scoops\b|食堂|饭堂|\bhostel\b|\bmess\b|\bcanteen\b/],
    for: { all: [VEGETARIAN, TRAINING] },
    notFor: [VEGAN_SAID, MINOR, PREGNANT_OR_NURSING, KIDNEY, GOUT, { minAge: 65 }],
    intent: 'how_much_nutrient',
    compose: (said, zh) => {
      const lead = proteinTarget(said, zh);
      return lead ? `${lead} ${PROTEIN_BODY[zh ? 'zh' : 'en']}` : null;
    },
    text: {
      zh: `**增肌一天按每公斤体重约1.6克蛋白质算（每公斤1.2–2.0克都合理），50公斤约80克；一勺乳清约25克只占三分之一左右，单靠它不够，其余要从三餐来。** ${PROTEIN_BODY.zh}`,
      en: `**For building muscle aim for about 1.6 g of protein per kg a day (1.2–2.0 g per kg is a reasonable range) — about 80 g at 50 kg; one 25 g scoop of whey covers about a third, so on its own it is not enough — the rest comes from meals.** ${PROTEIN_BODY.en}`,
    },
    source: {
      ref: 'Morton RW et al. A systematic review, meta-analysis and meta-regression of the effect of protein supplementation on resistance training-induced gains in muscle mass and strength in healthy adults. Br J Sports Med 2018;52:376–384 (about 1.6 g/kg/day); Thomas DT et al. ACSM/AND/DC joint position: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568 (1.2–2.0 g/kg); Indian Food Composition Tables (NIN-ICMR 2017)',
    },
  },
  // ---- 17. the protein from a hostel mess without 4 scoops (en-040) -------------------------------------------------
  {
    id: 'lacto-vegetarian-protein-from-mess-food',
    when: [MESS, WHEY_OR_PROTEIN],
    for: { all: [VEGETARIAN, TRAINING] },
    notFor: [VEGAN_SAID, MINOR, PREGNANT_OR_NURSING, KIDNEY],
    intent: 'food_sources',
    compose: (said, zh) => {
      const w = weightOf(said);
      if (w === null || w < 30 || w > 150) return null;
      const target = round5(w * 1.6);
      return `${MESS_PROTEIN[zh ? 'zh' : 'en']}${
        zh
          ? `按你${Math.round(w)}公斤，一天目标约${target}克。`
          : ` At ${Math.round(w)} kg your day’s target is about ${target} g.`
      }`;
    },
    text: MESS_PROTEIN,
    source: {
      ref: 'Morton RW et al. Br J Sports Med 2018;52:376–384 (about 1.6 g/kg/day); Thomas DT et al. ACSM/AND/DC Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568; Indian Food Composition Tables (NIN-ICMR 2017)',
    },
  },
  // ---- 18. eating out while losing weight, with a calorie figure (zh-041, en-038) -----------------------------------
  {
    id: 'eating-out-weight-loss-first-steps',
    wholeMessage: true,
    when: [EATING_OUT, CALORIES_OR_FIRST],
    // A drink's calories at a work dinner is the alcohol rows' question.
    unless: [
      /宝宝|婴儿|孩子|\bbaby\b|\bkids?\b/,
      /酒|\bbeers?\b|\bwines?\b|\balcohol\b|\bliquor\b|\bspirits\b|\bbaijiu\b/,
    ],
    notFor: [MINOR, PREGNANT_OR_NURSING, NO_DEFICIT],
    intent: 'weight_change',
    compose: (said, zh) => {
      const k = zh ? 'zh' : 'en';
      return CALORIES_ASKED.test(said.text.toLowerCase())
        ? `${EATING_OUT_CALORIES_LEAD[k]} ${EATING_OUT_BODY[k]}`
        : `${EATING_OUT_FIRST_LEAD[k]} ${EATING_OUT_BODY[k]}${zh ? '' : ' '}${EATING_OUT_KCAL_LINE[k]}`;
    },
    text: {
      zh: `${EATING_OUT_FIRST_LEAD.zh} ${EATING_OUT_BODY.zh}${EATING_OUT_KCAL_LINE.zh}`,
      en: `${EATING_OUT_FIRST_LEAD.en} ${EATING_OUT_BODY.en} ${EATING_OUT_KCAL_LINE.en}`,
    },
    source: {
      ref: 'Jensen MD et al. 2013 AHA/ACC/TOS Guideline for the Management of Overweight and Obesity in Adults. Circulation 2014;129(25 Suppl 2):S102–S138 (1,200–1,500 kcal a day for women, 1,500–1,800 for men); 中国居民膳食指南（2022）准则七（会烹会选）; WHO Guideline: Sugars intake for adults and children (2015)',
    },
  },
];
