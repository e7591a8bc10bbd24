/**
 * Rows for the everyday questions blind answer round 37 (development data once its figures were reported)
 * asked of its cardio-metabolic personas and the chat answered with a neighbouring or unsafe text.
 *
 * The personas: a man of 34 with thalassaemia trait taking iron he bought himself (ferritin 486), on
 * doxycycline and planning a baby; a man of 52 with triglycerides of 7.9, gout, diabetes and a fatty liver on
 * prescribed niacin; a man of 77 with a stent on aspirin and clopidogrel taking fish oil, ginkgo and
 * nattokinase; a man of 78 in the UK on gliclazide with a ciprofloxacin course beside prescribed ferrous
 * fumarate, Adcal-D3 and his own zinc. Each row is written for the kind of question (subject × what is asked ×
 * who asks), not for one question's words.
 */
import { pickZh } from '../../contracts/common';
import { ciproTimetable } from './cipro-timetable';
import { drugById } from '../../interactions';
import { GOUT, HIGH_POTASSIUM_SAID, MINOR, VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID } from './audiences';
import { STATIN_CITRUS_POTASSIUM_RAISED } from '../../knowledge/medicine-chat-answers';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
};

// ---- thalassaemia trait and a baby planned ------------------------------------------------------------

/** Thalassaemia named (trait, carrier, 地贫) — not sickle cell, whose inheritance and care differ. */
const THAL_SAID =
  /地贫|地中海贫血|海洋性贫血|\bthalass?a?emi\w*|\bthalass?aemi\w*|\bthal (trait|minor|carrier)\b/;
/**
 * Thalassaemia trait: said, or a haemoglobinopathy in the plan with no sickle cell disease (the sickle cell
 * personas take hydroxyurea) and no transfusion-dependent thalassaemia (chelation).
 */
const THAL_TRAIT: FaqAudience = { conditions: ['haemoglobinopathy'], said: THAL_SAID };
const NOT_THAL_TRAIT: readonly FaqAudience[] = [
  { medicines: ['hydroxyurea', 'deferasirox', 'deferoxamine', 'deferiprone'] },
  {
    said: /镰状|镰刀|\bsickle\b|(我|他|她|孩子)(是|有|得了?)(重型|中间型)|定期输血|长期输血|每个?月(都)?输血|依赖输血|排铁|去铁|\b(i|he|she) (have|has) (beta )?thal\w* (major|intermedia)\b|\bthal\w* (major|intermedia) patient\b|\b(regular|monthly) transfusions?\b|\btransfusion[- ]dependent\b|\bon chelation\b/,
  },
  PREGNANT_OR_NURSING,
  MINOR,
];
/** A baby planned, or whether a trait passes to a child. */
const BABY_OR_INHERIT =
  /备孕|要bb|要孩子|要宝宝|要小孩|要个孩子|生bb|生孩子|生宝宝|生小孩|生出|生下|怀孕前|准备怀|想怀|遗传|传给|传俾|传染给|宝宝会不会|孩子会不会|(老婆|太太|妻子|另一半|爱人)[^，。？?]{0,8}(查|检查|筛查|验)|\b(trying|try|plan\w*) (for|to have|to get) (a )?(baby|kid|child|pregnant)\b|\b(want|wanting|have|having) (a )?(baby|kid|child)\b|\bconceiv\w*|\bttc\b|\bpass(ed)? (it )?(on|down|to)\b|\binherit\w*|\bgenetic\w*\b|\b(kids?|child(ren)?|bab(y|ies)|son|daughter)\b[^.?!]{0,25}\b(get|have|inherit|catch|carry)\b|\b(wife|partner|girlfriend)\b[^.?!]{0,25}\b(test\w*|screen\w*|check\w*)\b/;

// ---- a man preparing for a baby: smoking, drinking, sperm --------------------------------------------

/** He speaks of his wife, or of his own sperm. */
const MAN_PREPARING_SAID =
  /老婆|妻子|太太|媳妇|男人备孕|男的备孕|精子|精液|\b(my|me n my|me and my|me & my) (wife|missus|girlfriend|gf)\b|\bwife and i\b|\bsperm\b|\bsemen\b/;
const SMOKE_DRINK_SPERM =
  /烟|酒|精子|精液|吃什么|食乜|吃啥|补什么|补啥|\bsmok\w*|\bcigs?\b|\bcigarettes?\b|\bvap\w*|\bdrink\w*|\balcohol\b|\bbeers?\b|\bbooze\b|\bsperm\b|\bsemen\b|\b(eat|take)\b/;
const PLAN_OR_BEFORE =
  /提前|备孕|要bb|要孩子|要宝宝|要小孩|要个孩子|想要孩子|生bb|生孩子|生宝宝|生个|怀孕前|准备怀|精子|精液|\b(trying|try|plan\w*) (for|to have|to get) (a )?(baby|kid|child|pregnant)\b|\b(want|wanting|have|having) (a )?(baby|kid|child)\b|\bstart(ing)? a family\b|\bget (her |my wife )?pregnant\b|\bconceiv\w*|\bttc\b|\bsperm\b|\bsemen\b|\bbefore (we|trying|she)\b/;

// ---- aspirin and clopidogrel with fish oil, ginkgo and nattokinase ------------------------------------

const ANTIPLATELET: FaqAudience = {
  medicines: ['antiplatelet'],
  said: /双抗|阿司匹林|阿斯匹林|氯吡格雷|氯比格雷|波立维|泰嘉|替格瑞洛|倍林达|\baspirin\b|\bclopidogrel\b|\bplavix\b|\bticagrelor\b|\bbrilinta\b|\bprasugrel\b/,
};
/** Gums, nose or skin bleeding said (the slight kind the red-flag reader leaves to the chat). */
const GUMS_NOSE_BRUISE =
  /刷牙[^，。？?]{0,6}(出血|流血|有血|带血|见血)|牙龈[^，。？?]{0,6}(出血|流血|渗血)|牙出血|流鼻血|鼻子[^，。？?]{0,3}(出血|流血)|瘀青|淤青|乌青|瘀斑|淤斑|青一块|\bgums?\b[^.?!]{0,25}\bbleed\w*|\bbleed\w*\b[^.?!]{0,25}\bgums?\b|\bblood\b[^.?!]{0,20}\b(brush\w*|floss\w*|toothbrush)\b|\b(brush\w*|floss\w*|toothbrush)\b[^.?!]{0,20}\bblood\b|\bnose ?bleeds?\b|\bbruis\w*/;
/** The supplements that add to bleeding, or "these" after they were named. */
const BLEEDING_SUPPLEMENTS =
  /纳豆激酶|银杏|鱼油|深海鱼油|丹参|三七|维生素e|保健品|这些|这几样|这三样|\bnattokinase\b|\bginkgo\b|\bfish oil\b|\bomega[- ]?3\b|\bsupplements?\b|\bthese\b|\bthem\b|\ball (3|three)\b/;
const WHICH_FIRST =
  /哪个|哪一个|哪样|哪一样|先停|先戒|先丢|最要紧|最危险|最重要|\bwhich (one|of them|first|matters)\b|\b(drop|stop|cut|ditch) first\b|\bmatters? most\b|\bmost (important|dangerous|risky)\b|\bworst\b/;

// ---- ciprofloxacin with minerals ------------------------------------------------------------------------

const CIPRO: FaqAudience = { medicines: ['ciprofloxacin'], said: /环丙沙星|\bcipro\w*\b/ };
const SPACING_OR_TIMETABLE =
  /隔多久|隔几个?小时|间隔|隔开|错开|分开吃|怎么排|排一下|时间表|几点吃|什么时候吃|\bhow (far|long) apart\b|\bhow many hours\b|\btime ?table\b|\bschedule\b|\bwhat times?\b|\ball the times\b|\bspac(e|ed|ing) (them|it|out)\b|\bhours? apart\b|\bapart\b/;
/** Milk and dairy, milky tea and coffee. */
const MILK =
  /牛奶|奶茶|酸奶|奶制品|乳制品|奶酪|芝士|奶咖啡|加奶|\bmilk\w*\b|\byog(h)?urt\b|\bdairy\b|\bcheese\b|\blatte\b/;

// ---- niacin ----------------------------------------------------------------------------------------------

const NIACIN_SAID = /烟酸|尼克酸|\bniacin\b|\bniaspan\b|\bnicotinic acid\b|\bvitamin b3\b/;
const FLUSH =
  /脸红|脸通红|通红|潮红|发红|红了|不红|红得|发烫|发热|烧得慌|火辣|刺挠|发痒|痒|\bflush\w*|\bred\b|\bhot\b|\bitch\w*|\btingl\w*|\bburning\b/;
const ASPIRIN = /阿司匹林|阿斯匹林|\baspirin\b/;

// ---- gout with high triglycerides ------------------------------------------------------------------------

const LIPIDS_HIGH: FaqAudience = {
  severeTriglycerides: true,
  conditions: ['dyslipidemia', 'liver_disease'],
  said: /甘油三酯|甘油三脂|血脂|胆固醇|脂肪肝|\btriglycer\w*|\bcholesterol\b|\blipids?\b|\bfatty liver\b/,
};
const MEAT =
  /肉|牛|羊|猪|鸡|鸭|\bmeats?\b|\bbeef\b|\bpork\b|\blamb\b|\bmutton\b|\bchicken\b|\bsteak\b|\bbacon\b/;
const WHICH_OR_HOW_MUCH =
  /啥肉|什么肉|哪些肉|哪种肉|哪样肉|整点啥|吃啥|吃什么|多少|几两|都不行|不能吃|能不能吃|还能吃|可以吃|不让吃|不吃肉|没肉|\bwhat meats?\b|\bwhich meats?\b|\bhow much\b|\bwhat (kind|type|sort)s? of\b|\bis (it|that) ok\b|\bwhat .{0,12}\bok\b|\bcan (he|i|she) (eat|have)\b/;

// ---- iron and constipation -------------------------------------------------------------------------------

const CONSTIPATED =
  /便秘|拉不出|解不出|大便干|大便硬|几天才一次|三四天才|排便困难|\bconstipat\w*|\bbunged up\b|\bblocked up\b|\bbacked up\b|\bcan'?t (go|poo)\b|\bhard stools?\b/;
const PRUNES_FIBRE_LAXATIVE =
  /西梅|梅干|纤维|车前|泻药|通便药|乳果糖|番泻|开塞露|\bprunes?\b|\bfybogel\b|\bispaghula\b|\bpsyllium\b|\bmetamucil\b|\bfib(re|er)\b|\blaxatives?\b|\bsenna\b|\bmovicol\b|\blaxido\b|\blactulose\b|\bmiralax\b/;
const IRON_SAID =
  /吃铁|补铁|铁剂|铁片|铁药|亚铁|速力菲|\biron\b|\bferrous\b|\bferrograd\b|\bfersaday\b|\bgalfer\b/;

// ---- doxycycline beside a multivitamin when iron is not wanted -------------------------------------------

const TETRACYCLINE: FaqAudience = {
  medicines: ['tetracycline'],
  said: /多西环素|强力霉素|米诺环素|四环素|\bdoxy\w*|\bminocycline\b|\btetracycline\b/,
};
const IRON_NOT_WANTED_HERE: FaqAudience = {
  ironOverload: true,
  conditions: ['haemoglobinopathy'],
  said: /铁蛋白[^，。？?]{0,6}(高|偏高|486)|铁过载|地贫|地中海贫血|\bhigh ferritin\b|\bferritin\b[^.?!]{0,20}\b(high|4\d\d)\b|\biron overload\b|\bthalass?a?emi\w*/,
};
const MULTI_OR_IRON =
  /善存|复合维生素|多维|维生素片|速力菲|红桃k|铁|钙|锌|\bcentrum\b|\bmultivitamins?\b|\bmulti\b|\biron\b|\bcalcium\b|\bzinc\b/;
const TOGETHER =
  /一起|一把吞|同时|一块|打架|冲突|相冲|\btogether\b|\bat the same time\b|\bsame time\b|\bwith (my|the|it)\b|\bswallow\b/;

// ---- red yeast rice on a statin --------------------------------------------------------------------------

const STATIN: FaqAudience = {
  medicines: ['statin'],
  said: /他汀|立普妥|\bstatins?\b|\blipitor\b|\batorvastatin\b|\bsimvastatin\b|\brosuvastatin\b|\bcrestor\b/,
};

// ---- an older person with diabetes: rice and congee ------------------------------------------------------

const DIABETES: FaqAudience = {
  conditions: ['diabetes'],
  said: /糖尿病|\bdiabet\w*/,
};
const OLDER: FaqAudience = {
  minAge: 65,
  said: /老人|老头|老爷子|爷爷|奶奶|外公|外婆|姥爷|姥姥|牙口|假牙|嚼不动|咬不动|\byeye\b|\bgrandpa\w*|\bgrandma\w*|\bgrandfather\b|\bgrandmother\b|\bteeth\b|\bdentures?\b|\belderly\b/,
};
const RICE_CONGEE = /白米饭|米饭|白饭|大米|粥|稀饭|馒头|\brice\b|\bcongee\b|\bjook\b|\bporridge\b/;
const SWAP =
  /换|替代|代替|吃什么|吃啥|有没有适合|适合|早饭|早餐|\bswaps?\b|\binstead\b|\balternatives?\b|\bbreakfast\b|\bwhat (can|should|could)\b|\bany (ideas|tips)\b/;

// ---- a high ferritin on thalassaemia trait: is the iron "working"? ---------------------------------------

/** A ferritin told high, or iron overload said. */
const HIGH_FERRITIN_SAID =
  /铁蛋白[^，。？?]{0,8}(高|偏高|超|[4-9]\d\d|\d{4})|铁过载|\b(high|raised) ferritin\b|\bferritin\b[^.?!]{0,20}\b(high|[4-9]\d\d|\d{4})\b|\biron overload\b/;
const IRON_PRODUCTS = /速力菲|红桃k|补血|生血|铁剂|铁片|补铁|吃铁|食铁|\biron\b|\bferrous\b|\btonic\b/;
const GO_ON_OR_WORKING =
  /继续|还要|仲要|仲使|使唔使|使不使|要不要|停|有效|见效|起作用|补上|补够|\bworking\b|\bworks?\b|\bkeep (taking|on|going)\b|\bstop\b|\bor nah\b|\bshould i\b|\bstill (take|need)\b|\bcontinue\b/;

// ---- citrus on atorvastatin ------------------------------------------------------------------------------

const ATORVASTATIN: FaqAudience = {
  medicines: ['atorvastatin'],
  said: /阿托伐他汀|立普妥|\batorvastatin\b|\blipitor\b/,
};
/** On a potassium-sparing diuretic, or a potassium above its range (the plan's or said): citrus is counted. */
const POTASSIUM_RAISED: FaqAudience = {
  medicines: ['potassium_sparing_diuretic'],
  highPotassium: true,
  said: HIGH_POTASSIUM_SAID,
};
const ORANGES =
  /橙子|橙汁|橘子|桔子|砂糖橘|芦柑|柑橘|沃柑|丑橘|\boranges?\b|\borange juice\b|\bmandarins?\b|\btangerines?\b|\bclementines?\b|\bsatsumas?\b/;

// ---- a low B12 on metformin: food ------------------------------------------------------------------------

const METFORMIN: FaqAudience = { medicines: ['metformin'], said: /二甲双胍|格华止|\bmetformin\b/ };
const B12_SAID = /b12|钴胺|\bcobalamin\b/;
const FOOD_FIX =
  /食物|饮食|食补|吃什么|吃啥|吃东西|靠吃|通过吃|吃回来|吃饭补|肝|\bfood\b|\bdiet\b|\beat\w*\b|\bliver\b|\bmeals?\b/;

/**
 * The person's tetracycline or fluoroquinolone named with its spacing from minerals, after a row that names
 * iron, zinc or a multivitamin: said once in the row's words, rather than a pair warning per mineral under it.
 */
function antibioticSpacingLine(medicines: readonly string[] | undefined, zh: boolean): string | null {
  for (const id of medicines ?? []) {
    const d = drugById(id);
    if (!d) continue;
    const name = pickZh(d, zh).toLowerCase();
    if (d.classes.includes('tetracycline'))
      return zh
        ? `你在吃的${name}：和铁、钙、镁、锌（包括复合维生素）错开，${name}在它们之前至少2小时、或之后4–6小时吃。`
        : `Your ${name}: take it at least 2 hours before, or 4–6 hours after, any iron, calcium, magnesium or zinc (multivitamins included).`;
    if (d.classes.includes('fluoroquinolone'))
      return zh
        ? `你在吃的${name}：和铁、钙、镁、锌（包括复合维生素、抗酸药）错开，${name}在它们之前至少2小时、或之后至少6小时吃。`
        : `Your ${name}: take it at least 2 hours before, or at least 6 hours after, any iron, calcium, magnesium or zinc (multivitamins and antacids included).`;
  }
  return null;
}

/** A row's text with the person's antibiotic spacing after it, or null (the row's own text answers). */
const withAntibioticLine =
  (text: { zh: string; en: string }) =>
  (said: ComposeInput, zh: boolean): string | null => {
    const line = antibioticSpacingLine(said.medicines, zh);
    return line ? `${text[zh ? 'zh' : 'en']} ${line}` : null;
  };

/** The trait line the preconception row adds for a man with thalassaemia trait (plan or said). */
function withTraitLine(said: ComposeInput, zh: boolean): string | null {
  const told = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
  const trait =
    ((said.conditions ?? []).includes('haemoglobinopathy') || THAL_SAID.test(told)) &&
    !/镰状|\bsickle\b/.test(told) &&
    !(said.medicines ?? []).includes('hydroxyurea');
  const line = antibioticSpacingLine(said.medicines, zh);
  if (!trait && !line) return null;
  const l = zh ? 'zh' : 'en';
  return [PRECONCEPTION_MAN[l], trait ? TRAIT_LINE[l] : '', line ?? ''].filter(Boolean).join(' ');
}

const PRECONCEPTION_MAN = {
  zh: '**烟酒最好现在就戒，至少在准备怀孕前3个月戒掉：精子从生成到成熟大约要3个月（约74天），戒了以后新长出来的精子才受益。** 吸烟会让精子数量和活力下降、精子DNA损伤增加，二手烟对她和以后的宝宝也有害；抽烟的，直接戒比慢慢减更容易成功，可以去医院戒烟门诊或打12320卫生热线求助，戒烟药要医生开。酒：备孕期间最好不喝，至少不喝醉、不连着喝；每天大量喝酒的人不要一下子自己断酒，出现手抖、出汗、心慌、看见不存在的东西要马上就医，最好先和医生商量怎么停。吃的和补的：没有哪种补剂被证明能提高精子质量（大型试验里男方吃锌加叶酸半年，精子质量和生育率都没有提高）；保持正常体重，多吃蔬菜水果、鱼、豆类、坚果和全谷物，少吃加工肉和油炸食品，少泡温泉、蒸桑拿。规律同房一年还没怀上（女方35岁以上是半年），两人一起去医院检查，男方查一次精液常规。',
  en: '**Best to stop smoking and drinking now, and at least 3 months before you start trying: sperm take about 3 months (around 74 days) to form and mature, so only sperm made after you stop benefit.** Smoking lowers sperm count and motility and damages sperm DNA, and second-hand smoke harms her and a future baby; quitting in one go usually works better than cutting down, and nicotine replacement or smoking-cessation support from your doctor or pharmacist roughly doubles the chance of success. Alcohol: ideally none while you are trying, and no binges — weekend sessions count; if you drink heavily every day, don’t stop suddenly on your own — shaking, sweating, a racing heart or seeing things that aren’t there need care at once, so plan how to stop with your doctor. Food and supplements: no supplement is proven to improve sperm (in a large trial, men taking zinc plus folic acid for six months had no better sperm or birth rate); keep a healthy weight, eat plenty of vegetables, fruit, fish, beans, nuts and whole grains, less processed meat and fried food, and skip long hot baths and saunas. If there is no pregnancy after a year of regular sex (six months if she is 35 or over), see a doctor together — a semen analysis for you is part of the first check.',
};
const TRAIT_LINE = {
  zh: '**你是（或可能是）地贫携带者：备孕前请你的另一半也去查地贫**（血常规加血红蛋白电泳），两人都是同一类型的携带者时，每次怀孕有四分之一的机会是重型地贫，要先去遗传咨询门诊；除非化验证实缺铁，不要吃铁剂、红桃K这类补血剂。',
  en: '**You carry (or may carry) thalassaemia trait: before you try, your partner should be tested too** (a blood count and haemoglobin electrophoresis) — if you both carry the same type, each pregnancy has a 1 in 4 chance of thalassaemia major, so see a genetic counsellor first; and take no iron tablets or iron tonics unless a test shows you are short of iron.',
};

const THAL_BABY_TEXT = {
  zh: '**会遗传，所以备孕前最要紧的一步，是请你的另一半也去查地贫。** 一方是地贫携带者，每个孩子有一半机会也是携带者——携带者通常只是轻度贫血，不影响正常生活。风险在于两人都是携带者、而且是同一类型（都是α地贫或都是β地贫）：每次怀孕有四分之一的机会是重型地贫（β重型要终身输血；α重型多在胎儿期就严重水肿，也危及孕妇），一半是携带者，四分之一完全正常。所以请她做血常规（看平均红细胞体积、平均红细胞血红蛋白量）和血红蛋白电泳，必要时做地贫基因检测；你自己也做基因检测，确认是哪一型。两人都是同型携带者的，怀孕前先去医院的遗传咨询门诊或产前诊断中心，医生会讲清楚怀孕后怎样做产前诊断和其他选择；孕前优生检查一般都包括地贫筛查。**叶酸：男方不需要为了备孕补叶酸**（大型试验里男方补叶酸加锌没有改善精子和生育率）；每天0.4毫克叶酸是给她吃的，从怀孕前至少3个月吃到怀孕满3个月。**孕妇的补铁、补叶酸目标也不是给你的：**地贫的贫血不是缺铁，没有化验证实缺铁，就不要吃铁剂（如速力菲）、补血口服液（如红桃K）和含铁的复合维生素；铁蛋白已经偏高的，这些连同维生素C片都要停，带化验单找血液科复查。烟酒也要提前戒：精子从生成到成熟约3个月，最好备孕前至少3个月戒烟、不喝酒。',
  en: '**Yes, it can be passed on — so the most important step before trying is for your partner to be tested for thalassaemia too.** When one parent carries the trait, each child has a 1 in 2 chance of carrying it as well — carriers usually have only a mild anaemia and live normally. The risk is when both parents carry the same type (both alpha or both beta): then each pregnancy has a 1 in 4 chance of thalassaemia major (beta major needs lifelong transfusions; the severe alpha form usually causes severe fluid build-up in the unborn baby and endangers the mother too), a 1 in 2 chance of a carrier and a 1 in 4 chance of neither. So she should have a blood count (MCV and MCH) and haemoglobin electrophoresis, with a genetic test if needed, and you a genetic test to confirm your type. If you both carry the same type, see a genetic counsellor or prenatal diagnosis clinic before the pregnancy: they explain prenatal testing and the other options. **Folic acid: a man does not need it to prepare for a baby** (in a large trial, men taking folic acid with zinc had no better sperm or birth rate); the 400 µg (0.4 mg) a day is for her, from at least 3 months before conception to the end of the first 3 months. **Pregnancy targets for iron and folate are not yours either:** the anaemia of thalassaemia trait is not a lack of iron, so take no iron tablets, iron tonics or multivitamins with iron unless a test shows you are short of iron; with a ferritin that is already high, stop them and any vitamin C tablets too, and take your results to a haematologist. Stop smoking and drinking early too: sperm take about 3 months to mature, so ideally at least 3 months before you start trying.',
};

const THAL_HIGH_FERRITIN_TEXT = {
  zh: '**不是“补铁见效了”，而是铁补多了：铁蛋白和转铁蛋白饱和度都高于正常，说明体内的铁已经偏多（铁过载）。血红蛋白偏低、平均红细胞体积很小、铁蛋白却不低，更像地贫携带者——地贫的贫血不是缺铁，补铁补不上去，多出来的铁只会存进肝脏、心脏这些器官。** 请先停用含铁的产品，现在就停：铁剂（如速力菲）、补血口服液（如红桃K，也含铁）、含铁的复合维生素，还有维生素C片（它会让食物里的铁吸收更多）；蔬菜水果里的维生素C照常吃，平时饭菜不用刻意忌口，但不要专门吃猪肝、鸭血这类“补血”的东西。“地贫更要补血”是误解：携带者一般不需要任何补血剂，除非化验证实同时缺铁。请这几周内带着化验单去血液科：确诊地贫类型（血红蛋白电泳、必要时基因检测），复查铁蛋白和肝功能，由医生决定要不要进一步处理；准备要孩子的，另一半也要查地贫。',
  en: '**No — it doesn’t mean the iron is working; it means there is now too much: a ferritin and a transferrin saturation above normal are a sign of iron building up (iron overload). A low haemoglobin with very small red cells and a ferritin that is not low fits thalassaemia trait — and the anaemia of thalassaemia trait is not a lack of iron: iron does not fix it, and the extra is stored in the liver, heart and other organs.** Stop now: iron tablets, iron tonic drinks (they contain iron too) and any multivitamin with iron. Stop the vitamin C tablets as well; they are not for you. They add to what the gut takes up from food; the vitamin C in fruit and vegetables is fine, and ordinary meals need no special restriction, but skip "blood-building" foods such as pork liver and blood tofu. The idea that thalassaemia needs more "blood building" is a misunderstanding: carriers need no blood tonics unless a test shows they are short of iron as well. See a haematologist in the next few weeks with your results, to confirm the type (haemoglobin electrophoresis, a genetic test if needed) and recheck the ferritin and liver tests; if you plan a baby, your partner should be tested too.',
};

const IRON_CONSTIPATION_TEXT = {
  zh: '**铁剂很容易引起便秘，西梅可以用，但最有用的一步是问医生铁剂的量：现在的指南认为缺铁一般每天吃1片铁剂（或隔天1片）就够，效果差不多，便秘少得多；一天3片的，请家庭医生看看能不能减，不要自己改。** 西梅：直接吃3–4颗西梅干（约30克）比喝汁好，有膳食纤维，血糖升得慢；想喝汁就一小杯（约100毫升，含糖约16–18克），算进当天的水果，随餐喝，不要一次一大杯；有糖尿病的，第一次喝后测一下餐后2小时血糖。纤维粉（卵叶车前子壳，英国药店的Fybogel就是）也可以，每次一袋冲一大杯水，一天1–2次，白天多喝水，2–3天才见效，不要睡前马上喝。另外每天喝够水、多吃蔬菜，燕麦、全麦面包当一部分主食，多走动。几天还不见好，请药剂师推荐软化大便的泻药（聚乙二醇类）或番泻叶；肾功能下降的，不要自己用含镁的泻药。铁剂会让大便变黑，这是正常的；但大便带血、柏油样黑便伴头晕、肚子剧痛、呕吐或几天不排气，要尽快就医。年纪大的缺铁性贫血，医生还会查清楚缺铁的原因。',
  en: '**Iron tablets often cause constipation; prunes or Fybogel are both reasonable, but the most useful step is to ask the GP about the dose: current guidance says one iron tablet a day (or every other day) is usually enough for iron deficiency, works about as well and constipates far less — if you are on three a day, ask whether it can come down rather than changing it yourself.** Prunes: 3–4 whole prunes (about 30 g) a day beat the juice — they bring fibre and raise glucose more slowly; if you prefer juice, keep to a small glass (about 100 ml, 16–18 g of sugar), counted as fruit and taken with a meal, and with diabetes check your glucose two hours after the first time. Fybogel (ispaghula husk) is fine too: one sachet stirred into a full glass of water once or twice a day, with plenty to drink through the day; it takes 2–3 days to work, and don’t take it just before bed. Drink enough, eat plenty of vegetables and have oats or wholemeal bread as part of your starch, and keep moving. If things have not shifted in a few days, the pharmacist can suggest a softener (macrogol, such as Laxido) or senna; with reduced kidney function, avoid magnesium-based laxatives unless the GP agrees. Iron turns stools black, which is expected; but blood in the stool, black tarry stools with dizziness, severe stomach pain, vomiting or no wind for days need a doctor soon. In an older person with iron-deficiency anaemia the GP will also want the cause of the iron loss found.',
};

export const DEV37_CARDIO_METABOLIC_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 37 zh-042: "他还说最近刷牙老出血，是不是跟这些有关系？要先停哪个" (aspirin and clopidogrel
    // after a stent, with fish oil, ginkgo and nattokinase) got the warfarin urgent card and never which to stop.
    // The red-flag reader still takes that wording (safety/lexicon.ts anticoagulant_bleeding); this row answers
    // the slight bleeding it leaves to the chat ("刷牙有点出血", "gums bleed a little").
    id: 'antiplatelet-gum-bleeding-supplements',
    when: [GUMS_NOSE_BRUISE],
    for: ANTIPLATELET,
    notFor: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**很可能有关系：阿司匹林、氯吡格雷这类抗血小板药本身就容易让牙龈出血，纳豆激酶、银杏叶、鱼油又都会叠加出血。这些保健品现在全部停掉；只肯先停一样的话，先停纳豆激酶。阿司匹林、氯吡格雷一天都不要自己停——放了支架的，擅自中断这两种药，支架里可能长血栓，引起心梗甚至猝死。** 这几天内联系心内科医生或开药的医生，告诉他牙龈出血和吃过的这些保健品，医生可能查一下血常规，决定怎么处理。刷牙用软毛牙刷、轻轻刷；出血时用干净纱布压住10–15分钟；看牙、洗牙、拔牙前告诉牙医在吃抗血小板药，但不要自己停药。出现下面任何一种，马上去急诊或打120：压了10–15分钟还止不住的出血；黑便、柏油样大便；呕血或吐出咖啡色的东西；尿是红色或酱油色；咳血；身上大片不明原因的瘀青；突然剧烈头痛、说话不清、一侧手脚无力。',
      en: '**Very likely, yes: antiplatelet medicines such as aspirin and clopidogrel make gums bleed easily on their own, and nattokinase, ginkgo and fish oil each add to it. Stop these supplements now; if he will give up only one at first, make it the nattokinase. Do not stop the aspirin or the clopidogrel, not even for a day — after a stent, stopping them can let a clot form inside it and cause a heart attack or sudden death.** Tell his cardiologist or the prescribing doctor within the next few days about the gum bleeding and the supplements; they may check a blood count and decide what to do. Brush gently with a soft toothbrush; if the gums bleed, press with clean gauze for 10–15 minutes; tell the dentist about the antiplatelet medicines before any cleaning or extraction, but do not stop them for it. Go to the emergency department or call for an ambulance for any of these: bleeding that has not stopped after 10–15 minutes of pressure; black, tarry stools; vomiting blood or what looks like coffee grounds; red or cola-coloured urine; coughing up blood; large unexplained bruises; a sudden severe headache, slurred speech or weakness on one side.',
    },
    source: {
      ref: 'Valgimigli M et al. 2017 ESC focused update on dual antiplatelet therapy in coronary artery disease. Eur Heart J 2018;39:213–260 (trivial bleeding such as gum bleeding or bruising: continue DAPT, look for and remove added bleeding risks; premature stopping raises stent thrombosis); Natural Medicines Comprehensive Database, Nattokinase and Ginkgo: antiplatelet/anticoagulant interactions; Chang YY et al. Nattokinase-related cerebral microbleeds and intracerebral haemorrhage with aspirin. Neurol Sci 2008 — cited from memory; NHS, Clopidogrel: side effects (serious bleeding signs)',
    },
  },
  {
    // Blind answer round 37 en-026: "he really believes in the nattokinase tho, says it cleans the blood vessels.
    // which one matters most to drop first" got the nattokinase pair without a ranking or a word on the belief.
    id: 'antiplatelet-supplements-which-first',
    when: [BLEEDING_SUPPLEMENTS, WHICH_FIRST],
    for: ANTIPLATELET,
    notFor: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**最要紧先停的是纳豆激酶，其次银杏叶，鱼油排最后——但吃着阿司匹林、氯吡格雷这类抗血小板药，最稳妥的是三样都停，把瓶子带给心内科医生看。** 纳豆激酶能溶解纤维蛋白、抑制血小板，有和阿司匹林合用后脑出血的病例报告；国外买回来的产品剂量也没人把关。“通血管、清血管、溶血栓”没有可靠的临床研究证明：没有试验显示纳豆激酶能清掉动脉斑块、预防心梗，它能做的只是叠加出血风险，包括脑出血。保护心脏和支架的是医生开的抗血小板药和他汀，这些药一天都不要自己停。劝老人时可以让心内科医生来说，下次复诊把保健品带上；说成“为了保护支架”，往往比说“这东西没用”更容易接受。停了以后留意出血：牙龈出血、流鼻血、瘀青、黑便；黑便、呕血、突然剧烈头痛或说话不清、一侧无力，马上打120。',
      en: '**The nattokinase matters most — drop it first, then the ginkgo, with the fish oil last; but on antiplatelet medicines such as aspirin and clopidogrel the safest is to stop all three and show the bottles to his cardiologist.** Nattokinase breaks down fibrin and inhibits platelets, and a brain bleed has been reported in a man taking it with aspirin; products bought abroad also vary in strength with no one checking. "Cleans the blood vessels" has no good evidence behind it: no trial shows nattokinase clears artery plaque or prevents heart attacks — what it does add is bleeding, including in the brain. What protects his heart and any stent is the antiplatelet medicines and the statin his doctors prescribed; he should not stop any of them, even for a day. To persuade him, let the cardiologist say it — take the bottles to the next appointment — and put it as protecting the stent rather than "your supplement is useless". Watch for bleeding: gums, nose, bruises, black stools; black stools, vomiting blood, a sudden severe headache, slurred speech or weakness on one side need an ambulance at once.',
    },
    source: {
      ref: 'Natural Medicines Comprehensive Database, Nattokinase (antiplatelet/anticoagulant interaction; insufficient evidence for cardiovascular benefit); Chang YY et al. Nattokinase-related cerebral microbleeds and intracerebral haemorrhage with aspirin. Neurol Sci 2008 — cited from memory; NCCIH, Ginkgo (bleeding risk with anticoagulants and antiplatelets); Valgimigli M et al. 2017 ESC focused update on dual antiplatelet therapy in coronary artery disease. Eur Heart J 2018;39:213–260',
    },
  },
  {
    // Blind answer round 37 en-036 ("me n my wife trying for a baby next yr. anything i should eat or take for
    // sperm quality? i smoke like half a pack and drink on weekends" got the weekend-drinking text) and zh-076
    // ("烟酒要提前几耐戒？" after the trait question, declined). For a man with the trait, the partner's
    // screening follows (compose).
    id: 'man-preconception-smoking-drinking',
    when: [SMOKE_DRINK_SPERM, PLAN_OR_BEFORE],
    // Zinc and CoQ10 for sperm, and a partner asking about him ("备孕男方…", "my husband…"), have their own
    // rows (rows-dev-zinc.ts, rows-round24-zha.ts male-partner-sperm-supplements).
    unless: [
      /锌|\bzinc\b|辅酶|\bcoq ?10\b/,
      /老公|丈夫|男方|男朋友|\bhusband\b|\bpartner\b|\bboyfriend\b|\bhe\b|\bhis\b|\bhim\b/,
    ],
    for: { said: MAN_PREPARING_SAID },
    notFor: [PREGNANT_OR_NURSING, MINOR],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    compose: withTraitLine,
    text: PRECONCEPTION_MAN,
    source: {
      ref: 'NICE CG156 Fertility problems: assessment and treatment (2013, updated 2017) §1.2 (smoking, alcohol, weight, scrotal heat; investigation after 1 year, or 6 months at 36 or over); Schisterman EF et al. Folic acid and zinc supplementation in men (FAZST). JAMA 2020;323:35–48; Sharma R et al. Cigarette smoking and semen quality: a new meta-analysis. Eur Urol 2016;70:635–645; Heller CG, Clermont Y. Spermatogenesis in man: an estimate of its duration. Science 1963;140:184–186 (about 74 days); 中国临床戒烟指南（2015年版）; Thalassaemia International Federation. Prevention of Thalassaemias and Other Haemoglobin Disorders, 2nd ed. (2013) — cited from memory',
    },
  },
  {
    // Blind answer round 37 zh-062 (unsafe): "准备同老婆要bb，我地贫会唔会遗传俾宝宝？佢需唔需要都去查下？男人备孕要唔要
    // 补叶酸" was given the pregnancy targets (iron 25 mg, folate 600 µg) — to an iron-overloaded man — and never
    // told that the trait passes on or that his wife must be screened.
    id: 'thalassaemia-trait-planning-baby',
    when: [BABY_OR_INHERIT],
    for: THAL_TRAIT,
    notFor: NOT_THAL_TRAIT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    compose: withAntibioticLine(THAL_BABY_TEXT),
    text: THAL_BABY_TEXT,
    source: {
      ref: 'Thalassaemia International Federation. Prevention of Thalassaemias and Other Haemoglobin Disorders, Vol. 1, 2nd ed. (2013): carrier screening of both partners, 1 in 4 risk when both carry, genetic counselling and prenatal diagnosis — cited from memory; NHS Sickle Cell and Thalassaemia Screening Programme: partner (father) testing when a carrier is found; 中华医学会医学遗传学分会. α-地中海贫血、β-地中海贫血的临床实践指南. 中华医学遗传学杂志 2020;37(3) — cited from memory; Schisterman EF et al. Folic acid and zinc supplementation in men (FAZST). JAMA 2020;323:35–48; 围受孕期增补叶酸预防神经管缺陷指南（2017）（女性每天0.4 mg，孕前至少3个月至孕满3个月）; Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021) (no iron unless deficiency is shown)',
    },
  },
  {
    // Blind answer round 37 zh-044 ("皮肤科开了多西环素治痘痘，我每天早上速力菲、善存男士、多西环素一把吞，会不会打架啊") and
    // en-037 ("ok to swallow it together with my multivitamin (Centrum men)"): the plan's verdicts said both
    // "hold" and "need not stop" for the iron-containing multivitamin and never named the iron tonic.
    id: 'doxycycline-multivitamin-iron-not-wanted',
    // A multivitamin asked beside the doxycycline; the iron product asked alone keeps the plan's verdict and
    // the prescribed-iron rule (review31.test.ts zh S1).
    when: [MULTI_OR_IRON, TOGETHER, /善存|复合维生素|多维|维生素片|\b(centrum|multi-?vitamins?|multis?)\b/],
    for: { all: [TETRACYCLINE, IRON_NOT_WANTED_HERE] },
    notFor: [PREGNANT_OR_NURSING, { medicines: ['hydroxyurea'] }],
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**不要一把吞：善存男士这类复合维生素里有钙、镁、锌，多数还有铁，会在肠道里和多西环素结合，药吸收变少、治痘效果变差——多西环素要在它们之前至少2小时吃，或在它们之后4–6小时再吃。** 但对你更要紧的是：地贫的贫血不是缺铁，铁蛋白偏高时更不能再补铁——铁剂（如速力菲）、补血口服液（如红桃K，也含铁）和含铁的复合维生素（看一下标签）都应该停，维生素C片也先停，带化验单去血液科。真想吃复合维生素，换一种不含铁的，和多西环素隔开吃。多西环素本身：随早饭或饭后用一大杯水送服，吃完至少半小时不要躺下（以免伤食管）；它会让皮肤对阳光敏感，白天出门注意防晒；疗程按皮肤科医生说的吃完。',
      en: '**Don’t swallow them together: a multivitamin such as Centrum Men contains minerals — calcium, magnesium, zinc and often iron — which bind doxycycline in the gut so less is absorbed and it works less well on the acne — take the doxycycline at least 2 hours before them, or 4–6 hours after.** But more important for you: the anaemia of thalassaemia trait is not a lack of iron, and with a high ferritin more iron does harm — iron tablets, iron tonic drinks and multivitamins with iron (check the label) should all stop, and vitamin C tablets too; take your results to a haematologist. If you want a multivitamin, choose one without iron and keep it apart from the doxycycline. The doxycycline itself: take it with or after breakfast with a full glass of water and stay upright for at least 30 minutes (it can burn the gullet); it makes the skin burn more easily in the sun, so use sun protection; finish the course as the dermatologist said.',
    },
    source: {
      ref: 'Doxycycline hyclate US Prescribing Information (Vibramycin, Pfizer): absorption impaired by antacids and iron-containing preparations; take with adequate fluid, oesophageal irritation; photosensitivity; Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021) (no iron unless deficiency is shown); Bacon BR et al. AASLD Practice Guideline: Diagnosis and management of hemochromatosis. Hepatology 2011;54:328–343 (avoid iron and vitamin C supplements with iron overload); British Association of Dermatologists, Doxycycline patient information leaflet (2 hours before or after indigestion remedies, iron or zinc) — cited from memory',
    },
  },
  {
    // Blind answer round 37 zh-008 ("一直以为系缺铁性贫血，自己食咗大半年速力菲同红桃K。今次查铁蛋白486…咁铁仲使唔使继续食？")
    // and en-034 ("now ferritin is 486 and transferrin sat 52%?? means its working right"): told to stop iron but
    // never that the figures mean too much iron, not iron "working", nor that the tonic holds iron.
    id: 'thalassaemia-trait-high-ferritin-stop-iron',
    when: [IRON_PRODUCTS, GO_ON_OR_WORKING],
    unless: [BABY_OR_INHERIT, /多西环素|\bdoxy\w*/],
    for: { all: [{ ironOverload: true, said: HIGH_FERRITIN_SAID }, THAL_TRAIT] },
    notFor: NOT_THAL_TRAIT,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: withAntibioticLine(THAL_HIGH_FERRITIN_TEXT),
    text: THAL_HIGH_FERRITIN_TEXT,
    source: {
      ref: 'Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021) and Prevention of Thalassaemias and Other Haemoglobin Disorders, 2nd ed. (2013): carriers need no iron unless deficiency is shown — cited from memory; Bacon BR et al. AASLD Practice Guideline: Diagnosis and management of hemochromatosis. Hepatology 2011;54:328–343 (transferrin saturation above 45% with a raised ferritin suggests iron overload; avoid iron and vitamin C supplements); NIH ODS Iron and Vitamin C Fact Sheets for Health Professionals',
    },
  },
  {
    // Blind answer round 37 zh-025: "牛奶也要隔开吗？他早上习惯来一大杯milky tea" after the ciprofloxacin spacing got the
    // iron-and-breakfast-drinks text, never the antibiotic with milk.
    id: 'ciprofloxacin-milk',
    when: [
      MILK,
      /隔开|错开|分开|一起|同时|送服|也要|能喝|可以喝|能不能|影响|\bapart\b|\bwith\b|\bsame time\b|\btogether\b|\baffect\w*\b|\bok\b|\bcan\b|\btoo\b/,
    ],
    for: CIPRO,
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**牛奶也要注意，但不用完全不喝：环丙沙星不要用牛奶、奶茶、酸奶送服，也不要吃药时光喝一大杯奶——奶里的钙会和药结合，药吸收变少；随一顿正餐吃药、饭里有点奶，影响不大。** 早上习惯喝一大杯奶茶或牛奶的，最简单的是和环丙沙星错开约2小时：比如早上6点用白开水吃环丙沙星，8点吃早饭时再喝奶茶。加了钙的果汁、豆奶也照此处理。奶茶里的奶和茶也会减少铁剂吸收，铁剂最好用白开水送服，不要就着奶茶咽。钙片、铁剂、锌片和环丙沙星的间隔仍然是：环丙沙星在它们之前至少2小时、或之后至少6小时吃。',
      en: '**Milk matters too, but he need not give it up: don’t take ciprofloxacin with milk, milky tea or yoghurt on their own, or wash it down with a big mug of milk — the calcium binds the drug and less is absorbed; taken with a proper meal that has some milk in it, it is fine.** The simplest with a big morning mug of milky tea is to keep it about 2 hours from the ciprofloxacin: for example, ciprofloxacin with water at 6 am and the milky tea with breakfast at 8. Calcium-fortified juice and soya milk are handled the same way. The milk and tea also lower iron absorption, so swallow the iron tablet with water rather than the tea. The spacing from the calcium, iron and zinc tablets still stands: ciprofloxacin at least 2 hours before them or at least 6 hours after.',
    },
    source: {
      ref: 'Cipro (ciprofloxacin) US Prescribing Information (Bayer), §2 Dosage and Administration (not with dairy products or calcium-fortified juices alone, may be taken with a meal containing them; at least 2 hours before or 6 hours after products with calcium, iron or zinc); NHS, Ferrous fumarate: how and when to take it (tea, coffee and milk reduce iron absorption)',
    },
  },
  {
    // Blind answer round 37 en-030 ("How far apart then? … could you lay out a timetable for the day", declined)
    // and zh-007 ("要隔多久，一天怎么排啊", the pairs with no day laid out): the day laid out from the person's own
    // times, never one person's iron three times a day and gliclazide.
    id: 'ciprofloxacin-minerals-timetable',
    when: [SPACING_OR_TIMETABLE],
    unless: [MILK],
    for: CIPRO,
    wholeMessage: true,
    intent: 'drug_interaction',
    text: { zh: ciproTimetable({ text: '' }, true), en: ciproTimetable({ text: '' }, false) },
    // The person's own dose times and medicines (cipro-timetable.ts; fifty-first clinician review, en S4).
    compose: (said, zh) =>
      ciproTimetable(
        { text: said.text, medicines: said.medicines ?? [], conditions: said.conditions ?? [] },
        zh,
      ),
    source: {
      ref: 'Cipro (ciprofloxacin) US Prescribing Information (Bayer), §2 Dosage and Administration (at least 2 hours before or 6 hours after products with magnesium, aluminium, calcium, iron or zinc) and §5/§7 (dysglycaemia with sulfonylureas, more in older people); Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet a day; alternate days if not tolerated); Diabetes UK, Hypos (below 4 mmol/L: treat at once)',
    },
  },
  {
    // Blind answer round 37 zh-027: "听人说吃烟酸前先来片阿司匹林就不红了，真的假的，能这么整不" after the niacin flushing
    // question: declined for want of a niacin–aspirin rule; the label's pre-dose aspirin was never said.
    id: 'niacin-flushing-aspirin',
    when: [ASPIRIN, /烟酸|尼克酸|潮红|红|\bniacin\b|\bniaspan\b|\bflush\w*/],
    for: { said: NIACIN_SAID },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**这个办法有依据，但要开烟酸的医生同意才能用：烟酸缓释片的说明书写着，吃烟酸前约30分钟先吃一片阿司匹林（不超过325毫克），能减轻潮红；不要自己加。** 要先问医生，是因为阿司匹林伤胃、可能引起胃出血（有胃反流、胃病的更要小心），小剂量阿司匹林还会让尿酸排得少一点，有痛风的要考虑进去；医生也会看你本来要不要长期吃阿司匹林。不用阿司匹林也能减轻潮红：睡前随一点低脂小点心吃，不要空腹；吃药前后不喝酒、不喝热茶热汤、不吃辣；缓释片整片吞，不掰不嚼；多数人坚持吃几周后潮红会明显减轻。复诊时也问问医生烟酸还要不要继续：大剂量烟酸会升尿酸、升血糖、伤肝，在他汀基础上加烟酸，大型试验没有看到心梗、中风减少；甘油三酯很高时，医生常用的是贝特类或处方高纯度鱼油。和他汀一起吃时：普通复合维生素中的烟酸无碍；大剂量烟酸须经医生同意。在此之前不要自己停药或加量。',
      en: "**There is something to it, but only with the agreement of the doctor who prescribed the niacin: the extended-release niacin label says an aspirin (up to 325 mg) taken about 30 minutes before the niacin reduces flushing — do not add it on your own.** Ask first because aspirin irritates the stomach and can cause a stomach bleed (more so with reflux or an ulcer history), and low-dose aspirin also makes the kidneys keep a little more uric acid, which matters with gout; the doctor will also weigh whether aspirin every day suits you at all. Flushing can be eased without it: take the niacin at bedtime after a low-fat snack, never on an empty stomach; no alcohol, hot drinks or spicy food around the dose; swallow the tablet whole, never broken or chewed; for most people the flushing eases a lot after a few weeks of steady use. At the next visit, ask too whether niacin is still the right medicine: high-dose niacin raises uric acid and blood glucose and can harm the liver, and added to a statin it did not reduce heart attacks or strokes in large trials; with very high triglycerides doctors usually use a fibrate or prescription omega-3 instead. The niacin in an ordinary multivitamin is fine; high-dose niacin only with the doctor's agreement. Until then, do not stop it or change the dose yourself.",
    },
    source: {
      ref: 'Niaspan (niacin extended-release) US Prescribing Information (AbbVie), §2 Dosage and Administration (at bedtime after a low-fat snack; aspirin up to 325 mg about 30 minutes before reduces flushing; do not break, crush or chew) and §5 Warnings (hepatotoxicity, hyperglycaemia, hyperuricaemia and gout); AIM-HIGH Investigators. N Engl J Med 2011;365:2255–2267; HPS2-THRIVE Collaborative Group. N Engl J Med 2014;371:203–212; Caspi D et al. The effect of mini-dose aspirin on renal function and uric acid handling in elderly patients. Arthritis Rheum 2000;43:103–108; 中国血脂管理指南（2023年）',
    },
  },
  {
    // Blind answer round 37 zh-009 ("吃完脸通红发烫，脖子刺挠得慌，这正常不？有啥招能缓解") and en-039 ("red hot itchy face
    // after. normal?? anything he can do so it stops"): the statin–niacin pair and the triglyceride reading, never
    // whether flushing is expected or how to ease it.
    id: 'niacin-flushing',
    when: [FLUSH],
    unless: [ASPIRIN],
    for: { said: NIACIN_SAID },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**正常：吃烟酸后脸和脖子发红、发烫、发痒（叫“潮红”）非常常见，是烟酸本身扩张皮肤血管的作用，不是过敏，一般半小时到一两个小时自己消退；坚持每天吃，多数人几周后会明显减轻。** 减轻的办法：睡前随一点低脂小点心吃（比如一片面包、一个苹果），不要空腹吃；吃药前后不喝酒、不喝热茶热汤、不吃辣；缓释片整片吞，不掰、不嚼、不碾碎；不要自己换成普通（速释）烟酸或换牌子；漏吃几天后重新吃，先问医生要不要从小剂量开始。说明书还提到吃药前约30分钟吃一片阿司匹林能减轻潮红，但这要医生同意——阿司匹林伤胃，还会让尿酸略升。**下次复诊（一两周内）也要和医生说的：**大剂量烟酸会升高尿酸（可能诱发痛风）、升高血糖、伤肝，有痛风、糖尿病或脂肪肝、转氨酶高的人尤其要注意；在他汀基础上加烟酸，大型试验没有看到心梗、中风减少，甘油三酯很高时医生常用贝特类或处方高纯度鱼油。和他汀一起吃时：普通复合维生素中的烟酸无碍；大剂量烟酸须经医生同意。烟酸要不要继续由医生定，在此之前不要自己停或加量。潮红时还头晕、心慌、晕倒、胸痛，或嘴唇舌头肿、全身起风团、喘不上气，马上就医；肌肉酸痛无力、尿色变深、皮肤眼睛发黄，尽快告诉医生。',
      en: "**Yes, it is normal: a red, hot, itchy or tingling face and neck after niacin (flushing) is very common — niacin itself widens the skin’s blood vessels; it is not an allergy, usually passes within half an hour to two hours, and for most people eases a lot after a few weeks of taking it every day.** What helps: take it at bedtime after a low-fat snack (a slice of toast, an apple), never on an empty stomach; no alcohol, hot drinks or spicy food around the dose; swallow the extended-release tablet whole — never broken, chewed or crushed; don’t switch to immediate-release niacin or another brand on your own; after a few missed days, ask the doctor before restarting at the full dose. The label also says an aspirin about 30 minutes before the dose reduces flushing, but only with the doctor’s agreement — aspirin irritates the stomach and nudges uric acid up. **Worth raising with the doctor at the next visit (within a week or two):** high-dose niacin raises uric acid (it can set off gout), raises blood glucose and can harm the liver — this matters most with gout, diabetes, a fatty liver or raised liver enzymes; added to a statin, niacin did not cut heart attacks or strokes in large trials, and with very high triglycerides doctors usually use a fibrate or prescription omega-3. The niacin in an ordinary multivitamin is fine; high-dose niacin only with the doctor's agreement. Whether to continue is the doctor’s call — don’t stop it or change the dose before then. Flushing with dizziness, a racing heart, fainting or chest pain, or swelling of the lips or tongue, hives all over or trouble breathing, needs care at once; muscle pain or weakness, dark urine or yellow skin or eyes should be reported to the doctor soon.",
    },
    source: {
      ref: 'Niaspan (niacin extended-release) US Prescribing Information (AbbVie), §2 Dosage and Administration (bedtime after a low-fat snack; avoid alcohol, hot drinks and spicy foods around the dose; do not break, crush or chew; aspirin up to 325 mg 30 minutes before; re-titrate after interruption), §5 Warnings (hepatotoxicity, hyperglycaemia, hyperuricaemia and gout, myopathy with statins); AIM-HIGH Investigators. N Engl J Med 2011;365:2255–2267; HPS2-THRIVE Collaborative Group. N Engl J Med 2014;371:203–212; NIH ODS Niacin Fact Sheet for Health Professionals (flushing)',
    },
  },
  {
    // Blind answer round 37 zh-045 ("痛风加上甘油三酯高…整点啥肉好？牛肉羊肉是不是都不行了" got the liver-protein text) and
    // en-040 ("What meat is ok and how much? Also he loves seafood hotpot on weekends" got the urate reading and the
    // seafood part only).
    id: 'gout-high-triglycerides-meat',
    when: [MEAT, WHICH_OR_HOW_MUCH],
    unless: [/内脏|肝|腰子|\borgan meats?\b|\bliver\b|\bkidneys?\b|蛋白粉|\bprotein powder\b/],
    for: { all: [GOUT, LIPIDS_HIGH] },
    notFor: { plantBased: true },
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**肉不用戒，牛肉羊肉也能吃，关键是选瘦的、控制量、不喝肉汤：** 猪牛羊鸡鸭合计，每天大约一两到二两（生重50–100克），最好分到两顿里；选瘦的——牛腱子、牛里脊、羊后腿肉、猪里脊、去皮鸡鸭肉，不要肥牛卷、五花肉、羊排、肥肠和肉皮，甘油三酯高更要少吃肥的。动物内脏、浓肉汤、骨头汤、火锅汤嘌呤最高，平时尽量不吃不喝；肉先焯水或白煮，汤倒掉，能去掉一部分嘌呤。做法用炖、煮、蒸、快炒，少红烧、油炸、烧烤。鱼虾另算，一次少量；海鲜火锅捞着吃，汤不喝，贝类少吃，不配啤酒。一顿没肉觉得没劲，蛋白质可以从鸡蛋（每天一两个）、牛奶或酸奶（每天一到两杯，还有助降尿酸）、豆腐豆浆补上；主食吃够，换一半杂粮，力气主要靠吃饱。真正把尿酸和甘油三酯推得最高的是酒（白酒、啤酒都算）和含糖饮料、果汁：甘油三酯在5.6 mmol/L以上，酒要完全戒。饮食只能把尿酸降一点，主要靠每天按时吃降尿酸药，把尿酸控制在360 µmol/L以下。',
      en: '**Meat doesn’t have to go — beef and lamb included — the keys are lean cuts, a set amount and no meat broth.** All meat together (beef, pork, lamb, chicken, duck) at about 50–100 g raw a day, ideally split over two meals; choose lean — beef shin or fillet, leg of lamb, pork loin, chicken or duck without the skin — and skip fatty beef slices, pork belly, lamb ribs, intestines and skin, which matter even more with high triglycerides. Organ meats and rich broths — bone soup, meat stock, hotpot soup — are the highest in purines: best avoided. Boiling the meat first and pouring the water away removes some purine. Cook by stewing, boiling, steaming or a quick stir-fry rather than braising in lots of oil, deep-frying or barbecue. Fish and prawns count separately, in small portions. Seafood hotpot at weekends: fish out the pieces and leave the broth, go easy on shellfish, fill up on tofu, vegetables and noodles, and no beer with it. If a meal without meat leaves him weak, make up the protein with eggs (one or two a day), milk or yoghurt (a glass or two a day, which also helps lower uric acid) and tofu or soy milk, and eat enough rice or noodles, half of it whole grain. What pushes uric acid and triglycerides up most is alcohol (spirits and beer alike) and sugary drinks or juice: with triglycerides of 5.6 mmol/L or more, alcohol has to stop completely. Diet lowers uric acid only a little; the main job is done by the urate-lowering medicine taken every day, to keep uric acid under 360 µmol/L (6 mg/dL).',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit purine intake and alcohol; treat to a urate below 6 mg/dL, 360 µmol/L); Choi HK et al. Purine-rich foods, dairy and protein intake, and the risk of gout in men. N Engl J Med 2004;350:1093–1103; 高尿酸血症与痛风患者膳食指导 WS/T 560-2017; 中国居民膳食指南（2022）（畜禽肉每天40–75克）; 中国血脂管理指南（2023年）（甘油三酯 ≥5.6 mmol/L 严格戒酒）',
    },
  },
  {
    // Blind answer round 37 en-031 ("The iron tablets have got me terribly bunged up. Would prunes do it or should I
    // get some Fybogel from Boots?" got the iron dose and the gut investigation, never prunes or Fybogel) and zh-061
    // ("吃铁以后便秘很厉害…西梅汁可以喝吗？他有糖尿病，怕太甜" got the kidney-laxative text).
    id: 'iron-constipation-prunes-fibre',
    // Iron and constipation alone (a gentler form, black stools) have their rows (rows-life-stages.ts,
    // rows-round21-zhpart.ts): this one answers prunes, prune juice, fibre or a laxative asked about.
    when: [CONSTIPATED, IRON_SAID, PRUNES_FIBRE_LAXATIVE],
    notFor: [PREGNANT_OR_NURSING, MINOR],
    wholeMessage: true,
    intent: 'medicine_question',
    compose: withAntibioticLine(IRON_CONSTIPATION_TEXT),
    text: IRON_CONSTIPATION_TEXT,
    source: {
      ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet a day, or alternate days if not tolerated; investigation of the gut in men and post-menopausal women); NICE CKS Anaemia — iron deficiency (2024); NICE CKS Constipation (bulk-forming first, then osmotic such as macrogol, then stimulant); BNF, Ispaghula husk (with plenty of fluid; not immediately before going to bed); Attaluri A et al. Dried plums (prunes) vs. psyllium for constipation. Aliment Pharmacol Ther 2011;33:822–828; USDA FoodData Central SR Legacy (prune juice: about 17 g carbohydrate per 100 g)',
    },
  },
  {
    // Answer round 55, zh-019 (unsafe): two red yeast rice capsules for six months, LDL still 162, "can I go up to
    // three? a friend says it is a natural cholesterol medicine, safer than Western drugs" — answered only "no known
    // interaction with levothyroxine or raloxifene". Before the statin-substitute row: someone not on a statin who names one
    // is asked about the capsule, not a prescription to swap.
    id: 'red-yeast-rice-more-or-safer',
    when: [
      /红曲|紅麴|红麴|紅曲|\bred yeast( rice)?\b|\bmonacolin\b/,
      /加到|加量|加一|多吃|增加|三颗|三粒|两颗|两粒|更安全|比西药|比药|天然|有没有用|够不够|没降|还是高|还高|\b(increase|double|more|extra|another|safer|natural|instead|enough|not working|still high)\b/,
    ],
    // Taking a statin: red-yeast-rice-not-a-statin-substitute (never both).
    notFor: { medicines: ['statin'] },
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**红曲不比他汀更安全、也不更可靠，不要自己加量：它里面降胆固醇的成分莫纳可林K就是洛伐他汀（一种他汀），“天然”不等于更安全——肌肉痛、肝功能异常这些副作用和他汀一样；而保健品里的含量不受监管，每批差别很大，有的还含伤肾的橘霉素，加一颗到底多吃了多少没人知道。** 吃了几个月低密度脂蛋白胆固醇（LDL）还是高，说明这个办法不够：请带着化验单找医生评估心血管风险，看是否需要医生开的降脂药（剂量准确、有复查）。红曲不要和医生开的他汀一起吃；吃着出现不明原因的肌肉酸痛无力或尿色变深，停用并就医。饮食上能帮忙的：少吃肥肉、动物油、油炸食品和糕点，多吃燕麦、豆类、蔬菜水果，规律运动。',
      en: '**Red yeast rice is neither safer nor surer than a statin, and not one to raise yourself: its cholesterol-lowering part, monacolin K, is chemically lovastatin — a statin — so “natural” does not mean safer: it can cause the same muscle pain and liver problems as a statin, while supplements are not standardised, vary hugely between batches, and some contain citrinin, which can harm the kidneys; one more capsule adds an unknown amount.** If your LDL is still high after months on it, it is not doing enough: take your results to your doctor for a heart-risk assessment and to discuss a prescribed cholesterol medicine (an exact dose, with follow-up blood tests). Never take red yeast rice together with a prescribed statin; stop it and see a doctor for unexplained muscle pain or weakness or dark urine. What helps from food: less fatty meat, lard, fried food and pastries; more oats, beans, vegetables and fruit; regular exercise.',
    },
    source: {
      ref: 'NCCIH, Red Yeast Rice (monacolin K is lovastatin; content varies between products; citrinin contamination; same side effects and interactions as lovastatin); Mach F et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias. Eur Heart J 2020;41:111–188 (nutraceuticals; risk-based LDL-C targets)',
      url: 'https://www.nccih.nih.gov/health/red-yeast-rice',
    },
  },
  {
    // Blind answer round 37 en-028: "red yeast rice is basically natural lipitor and grandpa could take that instead
    // of the pill. true? or can he add it on top" — told not to add it, never that it is no substitute after a stent.
    id: 'red-yeast-rice-not-a-statin-substitute',
    when: [/红曲|\bred yeast( rice)?\b|\bmonacolin\b/],
    for: STATIN,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**不是：红曲代替不了医生开的他汀（比如阿托伐他汀），也不能加在他汀上面一起吃。** 红曲里起作用的莫纳可林K就是洛伐他汀，一种较弱的他汀；保健品里的含量每批差别很大，有的几乎没有，有的接近药量，有的还含有伤肾的桔霉素，也没有药品那样的质量把关。有冠心病、放过支架的人需要效果确定的强效他汀，把“坏胆固醇”（低密度脂蛋白）压得很低——指南的目标是低于1.4 mmol/L；换成红曲，支架和血管得到的保护会变少。和他汀一起吃，等于他汀加倍，肌肉损伤（肌痛、无力、尿色变深）和伤肝的风险增加。服用他汀期间不要服用红曲米产品。担心药的副作用或费用，就告诉医生，由医生调整，不要自己换或停。',
      en: '**No — red yeast rice is not a substitute for a prescribed statin such as atorvastatin, and it should not be added on top of one either.** Its active ingredient, monacolin K, is chemically lovastatin, a weaker statin; supplements vary hugely from batch to batch — some contain almost none, others near-drug amounts — some carry citrinin, a kidney toxin, and none has a medicine’s quality checks. With heart disease or a stent, a proven, high-intensity statin is needed to hold his LDL ("bad") cholesterol very low — guidelines aim for under 1.4 mmol/L (55 mg/dL) — so swapping to red yeast rice would leave the heart, any stent and the arteries less protected. Taken with a statin it doubles the statin, raising the risk of muscle damage (aches, weakness, dark urine) and liver injury. Do not take red yeast rice products while on a statin. If side effects or cost are the worry, tell the doctor, who can adjust the treatment — no switching or stopping on one’s own.',
    },
    source: {
      ref: 'NCCIH, Red Yeast Rice (monacolin K is lovastatin; content varies; citrinin contamination; not with statins); Mach F et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias. Eur Heart J 2020;41:111–188 (very high risk: LDL-C below 1.4 mmol/L with a high-intensity statin); 中国血脂管理指南（2023年）（超高危：LDL-C <1.4 mmol/L）',
    },
  },
  {
    // Blind answer round 57 zh-080 (development data): on spironolactone and Entresto with a potassium of 5.4, the row below
    // said oranges and orange juice go "as usual". Citrus is potassium-rich: with a potassium-sparing diuretic or a raised
    // potassium the portion is the answer, with the statin's pomelo caution after it.
    id: 'atorvastatin-oranges-potassium-raised',
    when: [ORANGES],
    unless: [/果酱|\bmarmalade\b/],
    for: { all: [ATORVASTATIN, POTASSIUM_RAISED] },
    notFor: {
      medicines: ['simvastatin', 'lovastatin', 'tacrolimus', 'cyclosporine', 'zanubrutinib', 'ibrutinib'],
      conditions: ['kidney_transplant'],
    },
    wholeMessage: true,
    intent: 'medicine_question',
    ...STATIN_CITRUS_POTASSIUM_RAISED,
  },
  {
    // Blind answer round 37 zh-060: "老头子爱吃柚子，听说吃他汀不能吃柚子？那橙子橘子行不行，他每天晚上吃一片阿托伐他汀" got the
    // pomelo text twice — the oranges and tangerines part was never answered.
    id: 'atorvastatin-oranges-and-pomelo',
    when: [ORANGES],
    // A potassium question, marmalade, or another medicine whose own citrus rule is stricter (a BTK inhibitor,
    // a calcineurin inhibitor after a transplant) is not this row's.
    unless: [
      /钾|\bpotassium\b|果酱|\bmarmalade\b|泽布替尼|伊布替尼|他克莫司|环孢素|\b(brukinsa|zanubrutinib|imbruvica|ibrutinib|tacrolimus|prograf|cyclosporine|ciclosporin|neoral)\b/,
    ],
    for: ATORVASTATIN,
    notFor: [
      {
        medicines: ['simvastatin', 'lovastatin', 'tacrolimus', 'cyclosporine', 'zanubrutinib', 'ibrutinib'],
        conditions: ['kidney_transplant'],
      },
      POTASSIUM_RAISED,
    ],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**橙子、橘子、砂糖橘、芦柑这些普通柑橘，还有橙汁，可以照常吃，和阿托伐他汀没有相互作用。** 要注意的只有西柚（葡萄柚）、柚子（沙田柚、文旦、红心柚、蜜柚）和酸橙（塞维利亚橙，多用来做果酱）：它们含呋喃香豆素，会让阿托伐他汀的血药浓度升高。阿托伐他汀受的影响比辛伐他汀小得多：爱吃柚子的，偶尔吃几瓣没关系（说明书提示每天超过1.2升西柚汁会使药物浓度明显升高）；和吃药的时间错开没有用，要紧的是量。服用阿托伐他汀期间不宜大量吃西柚（葡萄柚）、柚子或喝它们的果汁，也不要服用西柚提取物；如有不适请告知医生。不明原因的肌肉酸痛、无力或尿色变深，都要告诉医生。',
      en: '**Oranges, mandarins, tangerines, satsumas and ordinary orange juice are fine — they do not interact with atorvastatin.** The ones to watch are grapefruit, pomelo and Seville (bitter) oranges, used mostly for marmalade: they contain furanocoumarins, which raise atorvastatin levels. Atorvastatin is affected much less than simvastatin: a few segments of pomelo now and then are fine (the label warns that more than 1.2 litres of grapefruit juice a day clearly raises the drug level), and spacing the fruit from the tablet does not help — the amount is what matters. Keep grapefruit and pomelo (fruit or juice) to small amounts and take no grapefruit extract while taking atorvastatin; report side effects to the prescriber — unexplained muscle aches or weakness, or dark urine, above all.',
    },
    source: {
      ref: 'Lipitor (atorvastatin) US Prescribing Information §7 Drug Interactions (grapefruit juice, more than 1.2 litres a day) and §12.3; Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309–316 (furanocoumarins in grapefruit, pomelo and Seville oranges, not sweet oranges)',
    },
  },
  {
    // Blind answer round 37 zh-024: "那吃纳豆呢？就是超市卖的日本那种拉丝的纳豆，吃食物总可以吧" after the supplements on
    // aspirin and clopidogrel was declined and sent to the diabetes nurse. Natto as food is warfarin's to leave
    // out (vitamin K), not an antiplatelet's.
    id: 'natto-food-on-antiplatelets',
    when: [/纳豆(?!激酶)|\bnatto\b(?!kinase)/],
    for: ANTIPLATELET,
    notFor: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    intent: 'food_sources',
    text: {
      zh: '**食物纳豆可以吃：一天一小盒（约40–50克）没问题，纳豆和阿司匹林、氯吡格雷没有需要忌口的相互作用。** 纳豆要避开的是吃华法林的人——纳豆里维生素K（K2）很多，会让华法林失效；阿司匹林和氯吡格雷不受维生素K影响。纳豆激酶胶囊是把酶提取、浓缩做成的保健品，和吃一盒纳豆不是一回事，吃抗血小板药期间不要吃。纳豆配的酱汁和芥末包偏咸，放过支架、血压高的少放或只放一半。以后如果医生把药换成华法林，纳豆就要停，到时先问医生。',
      en: '**Natto as a food is fine: a small tub (about 40–50 g) a day is no problem — natto has no interaction with aspirin or clopidogrel that needs avoiding.** The people who must leave natto out are those on warfarin: it is very rich in vitamin K (K2), which stops warfarin working, whereas aspirin and clopidogrel are not affected by vitamin K. Nattokinase capsules are the enzyme extracted and concentrated into a supplement — not the same as eating a tub of natto — and should not be taken with antiplatelet medicines. The sauce and mustard sachets are salty, so with a stent or high blood pressure use half or none. If his doctor ever switches him to warfarin, natto has to stop — ask then.',
    },
    source: {
      ref: 'NIH ODS Vitamin K Fact Sheet for Health Professionals (natto the richest food source; interaction with warfarin); Warfarin Japanese package insert (avoid natto: vitamin K2) — cited from memory; Natural Medicines Comprehensive Database, Nattokinase (supplement: antiplatelet/anticoagulant interaction)',
    },
  },
  {
    // Blind answer round 37 en-027 ("yeye also has diabetes and eats white rice every meal plus congee in the morning.
    // refuses brown rice … any swaps a chinese grandpa will actually eat?", declined) and zh-075 ("早上就一碗小米粥一个
    // 大馒头…他牙口不好，太硬的嚼不动", a bun-and-congee text that passed over his teeth and the stent).
    id: 'older-diabetes-rice-congee-swaps',
    when: [RICE_CONGEE, SWAP],
    for: { all: [DIABETES, OLDER] },
    notFor: [PREGNANT_OR_NURSING, { conditions: ['dialysis', 'kidney_disease'] }],
    cutsCarbohydrate: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**不用逼他吃糙米，换法可以很家常：白米饭里掺三分之一杂粮（小米、燕麦米、藜麦、红豆、绿豆，提前泡好），用高压锅或电饭煲杂粮档煮软；饭量固定在一小碗（约一拳头大）；先吃菜和肉蛋豆腐，最后吃饭。** 粥升血糖最快，熬得越烂越快：早上的粥盛小半碗、稠一点、不熬太久，或者换成燕麦粥、杂粮粥；粥旁边一定配蛋白质——蒸蛋羹、肉末、鱼片、嫩豆腐，或一杯无糖豆浆、牛奶。一个大馒头换成半个，或换成杂粮馒头；蒸山药、芋头、南瓜一小块也可以当主食，但要顶替馒头，不是额外加。牙口不好：蒸蛋羹、嫩豆腐、豆腐脑、肉末、鱼肉、切碎煮软的青菜，冬瓜、茄子、西葫芦都软烂好嚼；杂粮要泡透再压力锅煮。有冠心病（放过支架）或高血压的：做菜少盐（一天不超过5克盐），少咸菜、腐乳、酱菜，少肥肉、油炸和猪油。换了以后连着几天测饭后2小时血糖，看哪种最合适；用胰岛素或格列类降糖药的，主食不要一下子减太多，以免低血糖。',
      en: '**No need to force brown rice — the swaps can stay familiar: mix a third of other grains into his white rice (millet, oat rice, quinoa, red or mung beans, soaked first) and cook it soft in a pressure cooker or the rice cooker’s mixed-grain setting; keep the rice to one small bowl (about the size of his fist); and have him eat the vegetables and the meat, egg or tofu first and the rice last.** Congee raises blood sugar fastest, and the longer it cooks the faster: serve a smaller, thicker bowl cooked for less time, or make it with oats or mixed grains, and always have protein beside it — steamed egg custard, minced meat, fish slices, silken tofu, or a glass of unsweetened soy milk or milk. A big steamed bun can become half a bun or a mixed-grain one; a small piece of steamed yam, taro or pumpkin works as the starch, in place of the bun rather than on top. For weak teeth: steamed egg custard, silken tofu, tofu pudding, minced meat, fish, chopped well-cooked greens, winter melon, aubergine and courgette are all soft; soak grains well and pressure-cook them. With heart disease (a stent) or high blood pressure: little salt (under 5 g a day, less than a level teaspoon), few pickles, preserved tofu or salted vegetables, and less fatty meat, deep-fried food and lard. After changing, check his glucose two hours after meals for a few days to see what works; on insulin or a sulfonylurea (gliclazide and the like), don’t cut the starch sharply, to avoid lows.',
    },
    source: {
      ref: '中国老年2型糖尿病防治临床指南（2022年版） — cited from memory; 中国2型糖尿病防治指南（2020年版）医学营养治疗（全谷物、杂豆占主食的1/3）; 中国居民膳食指南（2022）（食盐每天不超过5克）; American Diabetes Association. Standards of Care in Diabetes—2025 §5 (eating patterns; food order, whole grains) and §13 Older adults; Atkinson FS et al. International tables of glycemic index and glycemic load values 2021. Am J Clin Nutr 2021;114:1625–1632 (congee and white rice high GI)',
    },
  },
  {
    // Blind answer round 37 en-032: "My B12 came back at 160 and the practice nurse mentioned the metformin. Can I put
    // it right with food? Not keen on liver, mind." — the plan's B12 finding, never whether food can do it or which
    // foods besides liver.
    id: 'metformin-low-b12-food',
    when: [B12_SAID, FOOD_FIX],
    // "Are eggs and milk enough?", "食补够吗" is rows-round24-ena.ts b12-low-eggs-and-milk-enough's question.
    unless: [/鸡蛋|牛奶|够|\beggs?\b|\bmilk\b|\benough\b|\binstead\b/],
    for: METFORMIN,
    notFor: [PREGNANT_OR_NURSING, MINOR],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**光靠吃东西一般补不回来：吃二甲双胍的人维生素B12偏低，主要是吸收出了问题，不是吃得少；已经低到需要治疗时，要靠B12片剂或打针来补，用哪种、多大量由医生定，二甲双胍照常吃。** 不吃肝也有很多含B12的食物，治疗的同时帮着维持：鱼（三文鱼、沙丁鱼、鲭鱼、金枪鱼、鳕鱼）、牛羊猪瘦肉、鸡蛋、牛奶、酸奶、奶酪，还有强化了B12的早餐麦片和酵母抽提物酱。每天一杯奶、一个鸡蛋，再加一份鱼或肉，日常需要就够了。治疗后医生会复查；出现手脚发麻刺痛、走路不稳、记性变差或舌头红痛，要尽快看医生。',
      en: '**Food alone is unlikely to put it right: on metformin the problem is mostly absorbing B12, not eating too little of it, and a level low enough to need treatment is corrected with B12 tablets or injections — which one and how much is your GP’s call — while you keep taking the metformin.** Plenty of B12 foods are not liver, and they help keep your level up alongside treatment: fish (salmon, sardines, mackerel, tuna, cod), beef, lamb and pork, eggs, milk, yoghurt and cheese, breakfast cereals fortified with B12 and yeast extract such as Marmite. A glass of milk and an egg a day plus a portion of fish or meat covers the everyday need. The GP will recheck after treatment; tingling or numbness in the hands or feet, feeling unsteady, memory problems or a sore red tongue mean seeing the GP soon.',
    },
    source: {
      ref: 'NICE NG239 Vitamin B12 deficiency in over 16s: diagnosis and management (2024) (metformin as a cause; oral or intramuscular replacement by cause and symptoms); NIH ODS Vitamin B12 Fact Sheet for Health Professionals (food sources; metformin reduces absorption); American Diabetes Association. Standards of Care in Diabetes—2025 §9 (periodic B12 measurement on long-term metformin)',
    },
  },
];
