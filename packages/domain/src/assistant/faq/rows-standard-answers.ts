/**
 * Standard answers the chat declined or answered with a neighbouring row (issue 30 §2; blind answer round
 * 13's Chinese questions, development data since its figures were reported): calcium beside a prenatal,
 * DHA for a breastfed baby, cod liver oil on a retinoid, a vegan's protein, coffee on lithium, coenzyme Q10
 * in heart failure, how much more to eat in pregnancy, instant oats with diabetes, fish oil in rheumatoid
 * arthritis, an insulin user's bedtime snack, active folate, drinking at work dinners, an egg-and-coffee
 * breakfast, enzyme drinks, oyster sauce on an MAOI, protein powder for an older person, valproate and
 * diet, beer on lithium, pumping and dumping, homemade yoghurt after a transplant, zero-sugar milk tea,
 * running drinks, a diabetes breakfast, oily home cooking, vegetables as snacks — each written for the
 * class of question (subject × kind), not one question's words.
 */
import { MINOR, NO_DEFICIT, PREGNANCY_SAID } from './audiences';
import type { FaqAudience, FaqRow } from './types';
import { lithiumCoffee } from './rows-round22-enpart2';

const LACTATING: FaqAudience = {
  lifeStages: ['lactating'],
  said: /哺乳|喂奶|母乳|纯奶|亲喂|奶水|\bbreastfe\w*|\bnursing\b|\bbreast ?milk\b/,
};
const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|哺乳|喂奶|母乳|\\bbreastfe|\\bnursing\\b`),
};
const PRENATAL =
  /爱乐维|玛特纳|善存孕|斯利安|孕妇(复合)?维生素|孕期(复合)?维生素|孕妇多维|孕维|\belevit\b|\bmaterna\b|\bprenatals?\b|\bpregnacare\b/;
const CALCIUM = /钙|迪巧|钙尔奇|\bcalcium\b|\bcaltrate\b/;
const DHA = /dha|鱼油|藻油|\bomega[- ]?3s?\b|\bfish oil\b|\balgal oil\b/;
const BABY = /宝宝|宝贝|婴儿|孩子|娃|新生儿|\bbab(y|ies)\b|\binfants?\b|\bnewborns?\b|\bmy (son|daughter)\b/;
// Acitretin's own pair text answers cod liver oil (acitretin.test.ts); isotretinoin's never named it.
const RETINOID = { medicines: ['isotretinoin'] } as const;
const LITHIUM: FaqAudience = {
  medicines: ['lithium'],
  said: /锂盐|碳酸锂|\blithium\b|\bpriadel\b|\bcamcolit\b/,
};
const HEART_FAILURE: FaqAudience = {
  conditions: ['heart_failure'],
  said: /心衰|心力衰竭|心功能不全|\bheart failure\b|\bhfref\b|\bhfpef\b/,
};
const DIABETES: FaqAudience = {
  conditions: ['diabetes', 'gestational_diabetes'],
  medicines: ['insulin', 'sulfonylurea', 'biguanide'],
  said: /糖尿病|血糖|胰岛素|二甲双胍|\bdiabet\w*|\binsulin\b|\bmetformin\b|\bblood sugar\b/,
};
const METHOTREXATE: FaqAudience = { medicines: ['methotrexate'] };
const MAOI: FaqAudience = { medicines: ['maoi'] };
const VALPROATE: FaqAudience = {
  medicines: ['valproate'],
  said: /丙戊酸|德巴金|\bvalpro\w*|\bdepakote\b|\bepilim\b/,
};
const TRANSPLANT: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor', 'mycophenolate'],
  said: /移植|他克莫司|麦考酚|骁悉|环孢素|\btransplant\w*\b|\btacrolimus\b|\bmycophenolate\b/,
};
const OLDER: FaqAudience = {
  minAge: 65,
  said: /老人|老年|高龄|年纪大|这么大岁数|上了年纪|[6-9][0-9]岁|[七八九]十(多)?岁?|我妈|我爸|奶奶|外婆|姥姥|爷爷|外公|\belderly\b|\bmy (mum|mom|dad|father|mother|gran\w*)\b|\bi'?m [6-9][0-9]\b/,
};
/** Potassium or fluid limits: a row saying "eat vegetables freely" or "drink more" is not theirs. */
const POTASSIUM_OR_FLUID: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'heart_failure'],
  medicines: ['potassium_sparing_diuretic'],
  said: /透析|肾病|肾功能|心衰|\bdialysis\b|\bkidney disease\b|\bckd\b|\bheart failure\b/,
};

const CN_GUIDE = '中国居民膳食指南（2022）';
const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const FOOD_TABLE = '中国食物成分表（标准版，第6版，2018）';

const PROTEIN_POWDER = /蛋白粉|乳清|\bprotein powder\b|\bwhey\b|\bprotein shakes?\b/;
const OLDER_POWDER_HOW =
  /几勺|一勺|两勺|多少勺|几克|多少克|冲(牛奶|奶|米糊|粥|水|豆浆|燕麦)|冲.{0,3}(粥|米糊)|兑|拌(进|到|在)|搅(进|到|在)|\bscoops?\b|\bhow much\b|\bmix\w*\b|\bstir\w*\b|\bwith (milk|porridge|congee|water)\b/;
const OLDER_PROTEIN_POWDER_HOW: Pick<FaqRow, 'text' | 'source'> = {
  text: {
    zh: '**一天一到两勺就够，分开冲，最好冲进牛奶里；冲米糊、粥也行，但要等放温了再搅进去。** 先看罐上每勺含多少蛋白质（多数一勺约8–12克）：老人饭量小、偏瘦，一天靠蛋白粉补10–20克，加上每天一个鸡蛋、一杯奶和一些鱼肉豆腐，就能接近需要量（每公斤体重约1.0–1.2克）。冲牛奶：牛奶本身一杯有约8克蛋白质，两样一起更好；冲米糊、粥、燕麦糊：放到不烫嘴（约60度以下）再加，开水一冲会结块、不好喝。分早上和下午各一次，不要一次冲很多。它是补充，不能代替吃饭；肾功能不好的先问医生。',
    en: '**One or two scoops a day is enough, taken separately, ideally stirred into milk; rice cereal or congee works too, once it has cooled a little.** Check how much protein a scoop holds (most are about 8–12 g): for a small, underweight older eater, 10–20 g a day from powder, plus an egg, a glass of milk and some fish, meat or tofu, gets close to the need of about 1.0–1.2 g per kg a day. In milk: the milk adds about 8 g of protein a glass. In rice cereal, congee or porridge: stir it in once it is no longer hot to the mouth (under about 60 °C) — boiling liquid makes it clump. Split it into a morning and an afternoon serving rather than one big one. It supplements meals rather than replacing them; ask the doctor first if the kidneys are not working well.',
  },
  source: {
    ref: `Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10（老年人蛋白质至少每公斤1.0克）；${CN_DRIS} 蛋白质；中国老年人膳食指南（2022）`,
  },
};

export const STANDARD_ANSWER_FAQ: readonly FaqRow[] = [
  // ——— Pregnancy and breastfeeding ———
  {
    // Blind answer round 35 en-045 (development data, unsafe): "is my caltrate d600 enough or i need a proper
    // prenatal with iron" — pregnant with a low ferritin — got the prenatal row the other way round ("Yes —
    // Elevit has little calcium"), which read as "Caltrate is enough". A calcium tablet carries none of the
    // folic acid, iodine or iron of early pregnancy.
    id: 'calcium-tablet-instead-of-prenatal',
    when: [
      CALCIUM,
      /孕妇(复合)?维生素|孕期(复合)?维生素|孕维|爱乐维|玛特纳|叶酸|含铁|补铁|\bprenatals?\b|\belevit\b|\bpregnacare\b|\bfolic\b|\bwith iron\b/,
      // The calcium tablet is the thing asked about as enough ("钙尔奇够不够", "is my caltrate enough").
      /(钙尔奇|钙片|钙D|迪巧|\bcaltrate\b|\bcalcium\b)[^。？?.!]{0,24}(够不够|够吗|够了吗|就够|\benough\b|\bdo the job\b|\bcover\w*\b)/,
    ],
    // Already on a prenatal and adding calcium: the calcium dose rows (answer-relevance.test.ts).
    unless: [
      /(一直|正在|在)吃(着)?(爱乐维|玛特纳|孕妇(复合)?维生素)|加钙|补钙|\b(on|taking) (my |the |a )?(prenatals?|elevit|materna|pregnacare)\b|\badd(ing)? calcium\b/,
    ],
    for: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], said: PREGNANCY_SAID },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**钙尔奇D600这类钙片只有钙和维生素D，没有叶酸、铁和碘，代替不了孕妇复合维生素。** 怀孕早期最要紧的是叶酸：每天0.4毫克，从备孕一直吃到至少孕12周；碘主要靠加碘盐（孕期每天需要230微克）；铁看化验：血红蛋白或铁蛋白偏低的，要按医生开的治疗剂量补铁，比孕妇复合维生素里的量多。所以要换成或加上一种含叶酸（和碘）的孕妇复合维生素；钙片要不要继续、吃多少，按产科医生说的；钙和铁至少隔开2小时吃。',
      en: '**A calcium and vitamin D tablet such as Caltrate 600+D has no folic acid, iron or iodine, so it cannot replace a prenatal vitamin.** In early pregnancy folic acid matters most: 400 µg a day from before conception through at least 12 weeks; iodine 150 µg a day from a prenatal; and iron by your results — with a low haemoglobin or ferritin the doctor prescribes iron at a treatment dose, more than a prenatal holds. So switch to, or add, a prenatal with folic acid and iodine; keep the calcium only as your obstetrician advises, and take calcium at least 2 hours apart from iron.',
    },
    source: {
      ref: 'WHO recommendations on antenatal care for a positive pregnancy experience (2016): daily folic acid 400 µg and iron 30–60 mg; Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the diagnosis and management of thyroid disease during pregnancy (150 µg iodine a day); Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830; 中国居民膳食营养素参考摄入量（2023版）（孕期碘230 µg、叶酸）; 中国营养学会 孕期妇女膳食指南（2022）',
    },
  },
  {
    // Round 13 zh-005: "我在吃爱乐维，还要单独补钙吗？产科医生说孕中期要补钙" — got the stock pregnancy block.
    id: 'prenatal-calcium-enough',
    when: [
      CALCIUM,
      PRENATAL,
      /还要|还用|还需要|单独|另外|额外|再补|再吃|要不要|用不用|需不需要|够不够|够吗|够了吗|包括|含不含|有没有|\bstill need\b|\bextra\b|\bseparate\b|\benough\b|\bcover\w*\b|\bon top\b|\bdo i need\b|\bshould i (also )?take\b/,
    ],
    // Taking the two together or apart is the pairing row (rows-life-stages.ts prenatal-with-calcium).
    unless: [
      /一起|同时|同服|错开|间隔|隔多久|分开|\btogether\b|\bsame time\b|\bapart\b|\bhow long between\b/,
    ],
    for: PREGNANT_OR_NURSING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**要，按产科医生说的补：爱乐维这类孕妇复合维生素里钙很少（一片一般只有一百多毫克，以你那盒说明书为准），不够孕中期的需要。** 孕中期每天需要钙约800毫克，主要靠奶：每天喝奶300–500克（约两杯，含钙约300–500毫克），再加豆腐豆干、绿叶菜。奶喝得少或喝不了奶的，更需要钙片；世界卫生组织对钙摄入低的孕妇建议从孕中期起补钙，以降低子痫前期的风险。剂量按产科医生开的吃（一次不超过500毫克元素钙，多了分两次），钙片和爱乐维错开2小时以上——爱乐维含铁，钙会减少铁的吸收。',
      en: '**Yes — follow your obstetrician: Elevit and similar prenatals contain little calcium (usually only around a hundred-odd milligrams a tablet; check your pack), not enough for mid-pregnancy.** You need about 800 mg of calcium a day (China’s DRIs; 1,000 mg in the US), mostly from dairy: 300–500 g of milk or yoghurt a day (about two glasses, roughly 300–500 mg of calcium) plus tofu and green vegetables. If you drink little or no milk, a calcium supplement matters more; the WHO advises calcium from mid-pregnancy for women with a low calcium intake, to lower the risk of pre-eclampsia. Take the dose your obstetrician gives (no more than 500 mg of elemental calcium at a time; split larger amounts), at least 2 hours apart from Elevit, whose iron calcium blocks.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南（孕中期奶类300–500克/天）；${CN_DRIS} 钙；WHO recommendation: calcium supplementation during pregnancy for the prevention of pre-eclampsia and its complications (2018)；NIH ODS Calcium Fact Sheet for Health Professionals`,
      url: 'https://www.who.int/publications/i/item/9789241550451',
    },
  },
  {
    // Round 13 zh-027: "宝宝还要单独补DHA吗" (breastfeeding) — got the mother's omega-3 target.
    id: 'breastfed-baby-dha',
    when: [
      DHA,
      BABY,
      /补|吃|喝|滴|给|需要|要不要|用不用|\bneed\b|\bgive\b|\bdrops?\b|\bsupplement\w*\b|\bshould\b/,
    ],
    // Which oil to take is the omega-3 choice row (rows-standard-pregnancy.ts pregnancy-omega-3-which).
    unless: [/孕|怀孕|\bpregnan\w*/, /还是|哪个|哪种|区别|\bwhich\b|\bvs\.?\b|\bor (fish|algal)\b/],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**纯母乳喂养的宝宝一般不需要单独补DHA，母乳里就有。** 母乳里DHA多少取决于妈妈吃得怎样：妈妈每天吃够约200毫克DHA就行——每周吃两三次鱼（三文鱼、鲈鱼、带鱼、鲅鱼等），或者吃含DHA的鱼油、藻油补充剂。宝宝需要单独补的是维生素D：出生后几天开始每天400国际单位（10微克）。早产儿或有特殊情况的宝宝，补不补、补多少听儿科医生的。',
      en: '**A breastfed baby usually does not need separate DHA: breast milk contains it.** How much depends on your diet: about 200 mg of DHA a day for you is enough — oily fish two or three times a week (salmon, sardines, mackerel, trout) or a fish-oil or algal-oil supplement with DHA. What a breastfed baby does need separately is vitamin D: 400 IU (10 µg) a day from the first days of life. For a premature baby or other special situations, follow your paediatrician.',
    },
    source: {
      ref: `${CN_GUIDE} 0～6月龄婴儿母乳喂养指南（纯母乳喂养，出生后数日开始每天补充维生素D 10微克）；${CN_DRIS} 乳母DHA 200毫克；AAP, Breastfeeding and the Use of Human Milk (2022)`,
    },
  },
  {
    // Round 13 zh-150: "一个人吃两个人补，每顿两大碗饭…还让我多吃榴莲，孕中期到底要多吃多少" — got the
    // fruit row alone (the extra-energy row stands aside when fruit is named).
    id: 'pregnancy-extra-food-staple-fruit',
    // How much more to eat, with fruit pressed on her too: the extra-energy row stands aside when fruit is
    // named, and the fruit row alone says nothing of the rice.
    when: [
      /多吃多少|要多吃|多吃点|多吃些|多少热量|两个人补|两人补|吃两人份|两碗|两大碗|双份|饭量|盛饭|翻倍|\bhow much more\b|\beat(ing)? for two\b|\bextra calories\b|\bdouble portions?\b/,
      /水果|榴莲|荔枝|芒果|桂圆|龙眼|葡萄|\bfruits?\b|\bdurian\b|\blychees?\b|\bmangos?(es)?\b/,
    ],
    unless: [
      /减肥|减重|节食|孕早期|早孕|(?<!\d)([1-9]|1[0-2]) ?周|\blose weight\b|\bdiet(ing)?\b|\bfirst trimester\b/,
    ],
    for: {
      lifeStages: ['pregnant_t2', 'pregnant_t3'],
      said: /孕中|孕晚|[4-9]个月|(1[3-9]|[2-4][0-9]) ?周|\bsecond trimester\b|\bthird trimester\b|\b(1[3-9]|[2-4][0-9]) ?weeks\b|\b[4-9] months\b/,
    },
    notFor: { lifeStages: ['pregnant_t1'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕中期每天只比孕前多约250千卡，不是“一个人吃两个人的饭”：大约一杯牛奶加一个鸡蛋，或一两瘦肉加一份蔬菜，不需要每顿两大碗饭。** 主食照孕前的量，一顿一碗左右，其中一部分换成杂粮；多出来的部分放在奶、鱼禽蛋瘦肉和豆制品上（孕中期每天奶300–500克、鱼禽蛋瘦肉合计150–200克）。榴莲营养不算特别，主要是糖和脂肪，热量高（100克约150千卡，比米饭还高）：水果每天合计200–300克就够，榴莲一次一两块，算进这200–300克里。每次产检看体重增长，长得明显偏快就要减主食和甜食，偏慢再加。孕期也不要节食。',
      en: '**In the second trimester you need only about 340 kcal a day more than before pregnancy (ACOG; about 250 kcal in China’s DRIs) — not food for two: roughly a glass of milk and an egg, or a portion of lean meat with vegetables, not two big bowls of rice at every meal.** Keep the rice or bread at about your pre-pregnancy amount (about one bowl a meal, some of it wholegrain) and put the extra into milk, fish, eggs, lean meat and soy foods. Durian is not especially nutritious — mostly sugar and fat, and high in energy (about 150 kcal per 100 g, more than rice): 200–300 g of fruit a day in all is enough, with a piece or two of durian counted in it. Your weight is checked at antenatal visits: gaining clearly faster means less rice and sweets, slower means a little more. Do not diet in pregnancy.',
    },
    source: {
      ref: `${CN_DRIS} 能量（孕中期+250千卡/天）；${CN_GUIDE} 孕期妇女膳食指南（孕中期奶300–500克、鱼禽蛋肉150–200克、水果200–300克/天）；${FOOD_TABLE} 榴莲；ACOG, Nutrition During Pregnancy (FAQ 001)`,
      url: 'https://www.acog.org/womens-health/faqs/nutrition-during-pregnancy',
    },
  },
  {
    // Round 13 zh-025: "要不要换活性叶酸？网上说有的人基因突变代谢不了普通叶酸" — declined.
    id: 'active-folate-mthfr',
    when: [
      /活性叶酸|甲基叶酸|甲基四氢叶酸|5-?mthf|mthfr|叶酸.{0,12}(基因|代谢不了|不能代谢|吸收不了)|(基因|突变).{0,12}叶酸|\bmethylfolate\b|\bactive folate\b|\bl-?methylfolate\b|\bmthf\b|\bmethylated folate\b/,
    ],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**不用换，吃普通叶酸就行。** MTHFR基因变异（包括很多中国人携带的C677T）的人，身体照样能利用普通叶酸：研究和各国指南都证明，每天0.4毫克普通叶酸能预防神经管缺陷，对携带这种变异的人同样有效，也不需要为此去做基因检测。“活性叶酸”（甲基四氢叶酸）不是有害，但更贵、用来预防神经管缺陷的证据远不如普通叶酸。重要的是每天按时吃：一般每天0.4毫克，持续到孕满3个月；医生给你开了更大剂量的（比如以前生过神经管缺陷的宝宝、在吃抗癫痫药），按医生的吃。',
      en: '**No need to switch — ordinary folic acid is fine.** People with an MTHFR variant (such as C677T) still use ordinary folic acid: 0.4 mg a day prevents neural tube defects in them as in everyone else, and no gene test is needed for this. "Active" folate (methylfolate) is not harmful, but it costs more and has far less evidence for preventing neural tube defects than folic acid. What matters is taking it every day: usually 0.4 mg until 12 weeks of pregnancy; if your doctor prescribed a higher dose (a previous baby with a neural tube defect, antiseizure medicines), take that.',
    },
    source: {
      ref: 'CDC, MTHFR Gene Variant and Folic Acid Facts (2024)；围受孕期增补叶酸预防神经管缺陷指南（2017）；US Preventive Services Task Force, Folic Acid Supplementation to Prevent Neural Tube Defects (2023)',
      url: 'https://www.cdc.gov/folic-acid/data-research/mthfr/index.html',
    },
  },
  {
    // Round 13 zh-151: "吸出来倒掉再喂可以吗" after a glass of wine while breastfeeding — declined.
    id: 'lactation-pump-and-dump',
    when: [
      /(吸|挤|泵)(出来|掉|出)?[^，。？?]{0,6}(倒掉|扔掉|丢掉|不要了|倒了)|吸奶[^，。？?]{0,8}(倒|扔|丢)|\bpump(ing)? (and|&|n) dump\w*\b|\b(pump|express)\w*\b[^.?!]{0,30}\b(throw|tip|pour|dump)\w*\b/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**吸出来倒掉不能让酒精更快消失，没必要。** 乳汁里的酒精会随着血液里的酒精一起慢慢降下去，不会“存”在乳房里；时间到了，乳汁里的酒精自然就没了。所以关键是等时间：喝一杯（约150毫升葡萄酒）后至少等2小时再喂，喝得越多等得越久。等的时候如果涨奶难受，可以吸出来让自己舒服，这部分倒掉也行，但它不会缩短等待的时间。也可以先喂完再去喝。喝了酒不要和宝宝同床睡。',
      en: '**No need: pumping and dumping does not clear it faster.** Alcohol in milk falls as it falls in your blood; it is not stored in the breast, and once enough time has passed it is gone. What matters is time: after one standard drink (about 150 ml of wine) wait at least 2 hours before feeding, longer for more. If your breasts get uncomfortably full while you wait, express for comfort and discard that milk if you like — but it does not shorten the wait. Or feed first, then drink. Do not share a bed with the baby after drinking.',
    },
    source: {
      ref: 'CDC, Breastfeeding: Alcohol (2024)；LactMed (NLM), Alcohol；ABM Clinical Protocol #21 (2023)',
      url: 'https://www.cdc.gov/breastfeeding-special-circumstances/hcp/vaccine-medication-drugs/alcohol.html',
    },
  },
  // ——— Medicines ———
  {
    // Round 13 zh-038: "鱼肝油呢" after vitamin A on isotretinoin — got the interaction stock without cod
    // liver oil named.
    id: 'retinoid-cod-liver-oil',
    when: [/鱼肝油|\bcod ?liver oil\b|\bfish liver oil\b|\bhalibut liver\b/],
    for: RETINOID,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**服用异维A酸（或阿维A）期间，鱼肝油要避开：它含大量维生素A（视黄醇），和异维A酸叠加会出现维生素A过量的副作用——头痛、颅内压增高、肝损伤、血脂升高。** 说明书要求服药期间不吃含维生素A的补充剂，鱼肝油和含维生素A的复合维生素都算；普通鱼油（标着“鱼油”，不是“鱼肝油”）基本不含维生素A。想补DHA，每周吃两次鱼最简单；吃补充剂前先给皮肤科医生看看配料表。停药后多久能恢复吃，也问皮肤科医生。',
      en: '**Do not take cod liver oil while on isotretinoin (or acitretin): it is rich in vitamin A (retinol), and on top of the medicine it adds vitamin A toxicity — headache, raised pressure in the head, liver injury, higher blood fats.** The label says to avoid vitamin A supplements during treatment; cod liver oil and multivitamins with vitamin A count. Ordinary fish oil (labelled fish oil, not fish liver oil) has almost no vitamin A. For omega-3, fish twice a week is simplest; show any supplement’s label to your dermatologist first, and ask them when you can restart after the course.',
    },
    source: {
      ref: 'Absorica/Accutane (isotretinoin) 美国药品说明书 §7 (vitamin A supplements)；Soriatane (acitretin) 美国药品说明书 §7；NIH ODS Vitamin A Fact Sheet for Health Professionals（鱼肝油含视黄醇）',
      url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
    },
  },
  {
    // Round 13 zh-078: "咖啡会影响锂浓度吗 我一天三杯 雀巢那种" — got the level-meaning row.
    id: 'lithium-coffee-steady',
    when: [
      // The level said or asked: without it the lithium diet row (knowledge/medicine-diet.ts) answers.
      /血锂|锂浓度|锂水平|浓度|\blevels?\b/,
      /咖啡|美式|奶茶|浓茶|咖啡因|\bcoffees?\b|\bcaffeine\b|\bespresso\b|\blattes?\b|\bamericanos?\b/,
      /影响|有关系|有没有关系|会不会|能喝|能不能喝|可以喝|喝多少|几杯|三杯|两杯|\baffect\w*\b|\bok\b|\bsafe\b|\bhow (much|many)\b|\bcups?\b|\binteract\w*\b/,
    ],
    unless: [
      /戒|停|不喝了|断掉|\bquit\w*|\bstop\w*|\bcold turkey\b|\bgive (it |them )?up\b/,
      /\d(\.\d+)?\s*(mmol|毫摩尔)|血锂\s*\d|锂(浓度|水平)?\s*(是|才|有)?\s*[01]\.\d/,
    ],
    for: LITHIUM,
    notFor: PREGNANT_OR_NURSING,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    // The cups said worked out (blind answer round 22, en-121: "4 cups" was told "three cups of instant").
    compose: lithiumCoffee,
    text: {
      zh: '**会有一点影响，但要紧的是“稳定”，不是完全不喝。** 咖啡因让肾脏排锂稍快一些：每天喝的量大致固定，血锂就稳定，医生按这个状态调好的剂量就合适；突然大量增加可能让血锂下降，突然戒掉会让血锂升高。每天保持差不多的量喝就行（成年人咖啡因一般每天不超过400毫克，约四杯现煮咖啡），不要某天一下喝很多，也不要哪天突然一口不喝；想减就慢慢减，并告诉精神科医生，减完稳定后查一次血锂。咖啡也会让手抖、睡不好更明显，这时可以和医生商量减量。',
      en: '**It has a small effect — what matters is keeping it steady, not giving it up.** Caffeine makes the kidneys clear lithium a little faster: if your daily amount is about the same, your level stays steady and the dose your psychiatrist set fits it; a sudden large increase can lower the level, and stopping suddenly can raise it. Keep to about the same amount every day (up to about 400 mg of caffeine a day — about four cups of brewed coffee — is the usual limit for adults), without big days or sudden days off; if you want to cut down, do it gradually, tell your psychiatrist, and have a level once you have settled. Caffeine can also make a tremor or poor sleep worse — a reason to discuss cutting down.',
    },
    source: {
      ref: 'Mester R et al. Caffeine withdrawal increases lithium blood levels. Biol Psychiatry 1995;37:348；Priadel and Camcolit SmPC §4.5 (xanthines increase lithium excretion)（章节凭记忆）；NICE CG185 Bipolar disorder (2014, updated 2023) §1.10；US FDA, Spilling the Beans (2024): 400 mg caffeine a day, about 95 mg in 8 oz of brewed coffee；USDA FoodData Central (instant coffee about 60 mg a cup)',
    },
  },
  {
    // Round 13 zh-099: "上次血锂0.9…那我能喝点啤酒吗" — declined.
    id: 'lithium-alcohol',
    when: [
      // The level said or asked: without it the lithium diet row (knowledge/medicine-diet.ts) answers.
      /血锂|锂浓度|锂水平|浓度|\blevels?\b/,
      /喝酒|饮酒|啤酒|红酒|葡萄酒|白酒|黄酒|酒精|喝点酒|喝一杯|\balcohol\b|\bbeers?\b|\bwines?\b|\b(a|few|couple of|some|two|three|[23]) drinks\b|\bdrinking (alcohol|beer|wine)\b|\bpints?\b|\bspirits\b/,
    ],
    unless: [
      /无醇|零度|0度|无酒精|\balcohol[- ]free\b|\bnon[- ]?alcoholic\b/,
      /第二天|酒后|宿醉|喝完[^，。？?]{0,8}(水|补)|\bnext day\b|\bhangover\b|\bafter(wards)?\b[^.?!]{0,20}\bwater\b/,
    ],
    for: LITHIUM,
    notFor: PREGNANT_OR_NURSING,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**尽量少喝：偶尔少量可以，不要多喝。** 血锂在范围里，说明现在的剂量合适；喝酒本身不直接改变锂，但有三点要注意：一是酒精会让人多尿、脱水，喝多了或喝完又出汗、呕吐，血锂可能升高；二是酒精和锂都会让人犯困、手抖，合在一起更明显；三是酒会让情绪更不稳定，影响双相的控制。比较稳妥的量：一次一罐啤酒（330毫升）左右，不空腹，边喝边喝点水，不要一晚喝好几瓶；刚开始吃锂盐或刚调过剂量的那几天先别喝。同时在吃氢氯噻嗪这类利尿药的，更要防脱水。喝完出现拉肚子、呕吐、手抖明显加重或走路不稳，要当天就医查血锂。',
      en: '**Keep it small: an occasional small drink is fine; heavy drinking is not.** A level in range means your dose suits you now; alcohol does not change lithium directly, but: it makes you pass more urine and can dehydrate you, so heavy drinking — or sweating or vomiting after — can push the level up; alcohol and lithium both cause drowsiness and tremor, which add up; and alcohol makes mood less stable, which works against your treatment. A sensible amount: about one can of beer (330 ml) at a time, not on an empty stomach, with some water alongside — not several bottles in a night — and none in the first days after starting or changing the dose. On a thiazide diuretic as well, guard against dehydration even more. Diarrhoea, vomiting, a much worse tremor or unsteadiness after drinking means a lithium level the same day.',
    },
    source: {
      ref: 'NHS, Lithium: common questions (alcohol)（章节凭记忆）；NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (lithium: dehydration, monitoring)；Lithium carbonate 美国药品说明书 §5 (toxicity with fluid loss)',
      url: 'https://www.nhs.uk/medicines/lithium/common-questions-about-lithium/',
    },
  },
  {
    // Round 13 zh-120: "喝完第二天要多喝水吗" after beer on lithium — declined.
    id: 'lithium-water-after-drinking',
    when: [
      /多喝水|补水|喝水|喝点水|水要|\bwater\b|\bhydrat\w*|\bfluids?\b/,
      /第二天|酒后|宿醉|喝完|喝了酒|喝过酒|喝酒以后|喝酒后|\bnext day\b|\bhangover\b|\bafter (drinking|a drink|the beer|beers?|a night)\b|\bmorning after\b/,
    ],
    for: LITHIUM,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**喝的时候和第二天都把水喝够，但照平常的量喝就行，不用猛灌。** 酒精让人多尿，喝酒当晚每喝一杯酒配一杯水，睡前再喝一杯；第二天按平时的习惯喝水，小便保持淡黄色就说明够了，天热出汗多再多喝一点。不要为了“排酒”一下子喝好几升水——水喝得太多反而会让血锂波动。第二天饭照常吃、咸淡照常。出现拉肚子、呕吐、手抖明显加重、走路不稳或特别困，要当天就医查血锂。',
      en: '**Drink enough while drinking and the next day, but at your usual amount — no need to flood yourself.** Alcohol makes you pass more urine: have a glass of water with each drink and one before bed; the next day drink as you usually do, enough to keep your urine pale yellow, more if it is hot and you sweat. Do not drink litres of water to "flush it out" — a sudden large amount can make your lithium level swing too. Eat and salt your food as usual the next day. Diarrhoea, vomiting, a much worse tremor, unsteadiness or unusual drowsiness means a lithium level the same day.',
    },
    source: {
      ref: 'NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (lithium: steady fluids, dehydration)；Lithium carbonate 美国药品说明书 §5 (toxicity with fluid loss)；NHS, Lithium: common questions（章节凭记忆）',
    },
  },
  {
    // Round 13 zh-137: "辅酶Q10对心衰有用没有 药店的人说心脏病人必吃" — got the digoxin herb text.
    id: 'coq10-heart-failure',
    when: [/辅酶q ?10|辅酶|\bco-?q-?10\b|\bco-?enzyme q ?10\b|\bubiquinol\b|\bubiquinone\b/],
    unless: [/他汀|阿托伐|瑞舒伐|辛伐|\bstatins?\b|\batorva\w*|\brosuva\w*|\bsimva\w*|肌肉|\bmuscle\w*/],
    for: HEART_FAILURE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**不是“必吃”：心衰指南不推荐把辅酶Q10当治疗，它代替不了你现在吃的心衰药。** 有一项研究（Q-SYMBIO，2014年，约400人）提示可能有好处，但人数少，之后没有足够的研究证实，所以中国、欧洲和美国的心衰指南都没有推荐。它本身一般安全，副作用多是胃不舒服、失眠；吃华法林的人不要自己加，可能让华法林效果变弱。好几百一瓶的钱，不如花在按时吃药、每天称体重、控盐控水上。想试的话，先拿着瓶子问心内科医生或药师，不要因此减少或停掉任何处方药。',
      en: '**It is not a must: heart failure guidelines do not recommend coenzyme Q10 as a treatment, and it does not replace your heart failure medicines.** One trial (Q-SYMBIO, 2014, about 400 people) suggested a benefit, but it was small and has not been confirmed, so Chinese, European and US heart failure guidelines do not recommend it. It is generally safe — stomach upset and poor sleep are the usual side effects — but people on warfarin should not add it themselves, as it can weaken warfarin. The money is better spent on taking your medicines, weighing yourself daily and keeping to your salt and fluid advice. If you want to try it, show the bottle to your cardiologist or pharmacist first, and never cut or stop a prescribed medicine for it.',
    },
    source: {
      ref: 'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599（章节凭记忆）；Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure（章节凭记忆）；Mortensen SA et al. Q-SYMBIO. JACC Heart Fail 2014;2:641；NCCIH, Coenzyme Q10',
      url: 'https://www.nccih.nih.gov/health/coenzyme-q10',
    },
  },
  {
    // Round 13 zh-118: "那鱼油呢" after turmeric for rheumatoid arthritis on methotrexate — the earlier
    // question's row would repeat, so it got the omega-3 target.
    id: 'rheumatoid-fish-oil',
    when: [/鱼油|\bfish oil\b|\bomega[- ]?3s?\b|\bepa\b/],
    unless: [/姜黄|\bturmeric\b|\bcurcumin\b|鱼肝油|\bcod liver\b/],
    for: METHOTREXATE,
    notFor: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] },
    intent: 'herbal_remedy',
    text: {
      zh: '**鱼油对类风湿的关节痛和晨僵有小的帮助，可以和甲氨蝶呤一起吃，但代替不了药。** 要见效，研究里用的量是每天约2.7克以上的EPA+DHA（普通1克一粒的鱼油多数只含约300毫克EPA+DHA，要看标签上的含量），一般吃两三个月才看得出。这么大的量会稍微增加出血倾向：如果你同时吃布洛芬、双氯芬酸这类止痛药，或者抗凝、抗血小板药，开始前先问风湿科医生；有牙龈出血、容易淤青就告诉医生。每周吃两次鱼本身就对心血管有好处。',
      en: '**Fish oil gives a small benefit for joint pain and morning stiffness in rheumatoid arthritis and can be taken with methotrexate, but it does not replace your medicine.** The trials that helped used about 2.7 g or more of EPA+DHA a day (a typical 1 g capsule has only about 300 mg EPA+DHA — check the label), for two to three months before any effect. That much slightly raises bleeding tendency: if you also take ibuprofen, diclofenac or similar painkillers, or a blood thinner, ask your rheumatologist first, and tell them about gum bleeding or easy bruising. Fish twice a week is good for the heart in any case.',
    },
    source: {
      ref: 'Goldberg RJ, Katz J. A meta-analysis of omega-3 fatty acids for inflammatory joint pain. Pain 2007;129:210；Gwinnutt JM et al. EULAR lifestyle recommendations. Ann Rheum Dis 2023;82:48；NCCIH, Omega-3 supplements',
    },
  },
  {
    // Round 13 zh-079: "蚝油呢" after soy sauce on phenelzine — declined.
    id: 'maoi-oyster-sauce',
    when: [/蚝油|\boyster sauce\b/],
    // Another fermented or aged food named beside it is the tyramine list's question (blind answer round 34,
    // en-156, development data: "soy sauce and oyster sauce … and kimchi" never answered the kimchi).
    unless: [
      /泡菜|酸菜|腐乳|臭豆腐|豆豉|大酱|味噌|奶酪|芝士|腊肉|香肠|鱼露|虾酱|\b(kimchi|sauerkraut|miso|tempeh|natto|cheeses?|salami|pepperoni|fish sauce|shrimp paste|kombucha|tap beer|draft beer)\b/,
    ],
    for: MAOI,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**蚝油不在说明书和常用的单胺氧化酶抑制剂饮食清单里，也没有可靠的酪胺测定数据，所以没法说它一定安全。** 它是蚝汁熬浓加糖、盐、淀粉做的，和酱油、鱼露、虾酱这些发酵酱料不一样，但有的产品成分不同。稳妥的做法：做菜时少量用（一两小勺），开封后冷藏、尽快用完，过期或放太久的不用；酱油、鱼露、虾酱、豆瓣酱、腐乳仍然不要用。能不能常用，拿着瓶子问药师。吃完出现剧烈头痛、心跳很快、脖子发硬或大汗，立即就医。',
      en: '**Oyster sauce is not on the label’s or the usual MAOI diet lists, and there are no reliable tyramine measurements for it, so it cannot be called safe for certain.** It is made from concentrated oyster extract with sugar, salt and starch, unlike fermented sauces such as soy sauce, fish sauce and shrimp paste, but products differ. The cautious way: use a little in cooking (a teaspoon or two), keep it in the fridge once opened and use it up, and throw out old or expired bottles; soy sauce, fish sauce, shrimp paste, bean paste and fermented tofu stay off. Ask your pharmacist with the bottle before using it often. A sudden severe headache, racing heart, stiff neck or heavy sweating after eating needs emergency care.',
    },
    source: {
      ref: 'Nardil (phenelzine) 美国药品说明书 §5 及食物表；Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104（蚝油未列入，无测定数据）',
    },
  },
  {
    // Round 13 zh-098: "那饮食上有什么能帮着降低风险的吗" after valproate and pregnancy — declined.
    id: 'valproate-diet-pregnancy-risk',
    when: [
      /饮食|吃什么|吃啥|食物|食补|营养|补什么|补点什么|\bdiet\b|\bfoods?\b|\beat\b|\bnutrition\b|\bsupplements?\b/,
      /风险|畸形|胎儿|宝宝|孩子|怀孕|备孕|预防|降低|减少|\brisks?\b|\bbaby\b|\bpregnan\w*|\bbirth defects?\b|\bprotect\b/,
    ],
    for: VALPROATE,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**饮食和补充剂降不了丙戊酸对胎儿的风险——风险来自药本身，只有神经科医生换药或调整才能降低，所以要先和医生一起计划，不要自己减药或停药。** 饮食上该做的是：备孕前至少3个月开始吃叶酸，一直吃到孕满3个月；吃抗癫痫药的，指南建议的剂量是每天5毫克（处方药），请医生开。但要知道：叶酸能降低神经管缺陷的风险，却没有证据能预防丙戊酸引起的其他畸形和对孩子智力、发育的影响。平时均衡吃饭、不喝酒。计划换药期间继续可靠避孕。',
      en: '**No food or supplement lowers valproate’s risk to a baby — the risk comes from the medicine itself, and only your neurologist switching or adjusting it lowers it, so plan with them and do not cut or stop it yourself.** What to do with diet: start folic acid at least 3 months before trying and continue to 12 weeks of pregnancy; for women on antiseizure medicines the guideline dose is 5 mg a day (prescription), so ask your doctor. Know, though, that folic acid lowers the risk of neural tube defects but has not been shown to prevent valproate’s other malformations or its effects on a child’s learning and development. Otherwise eat a balanced diet and avoid alcohol, and keep using reliable contraception while the switch is planned.',
    },
    source: {
      ref: 'MHRA, Valproate use by women and girls: pregnancy prevention programme (2018, updated 2024)（叶酸不能预防丙戊酸的其他畸形和神经发育影响）；NICE NG217 Epilepsies (2022) §1.13（叶酸5毫克）；围受孕期增补叶酸预防神经管缺陷指南（2017）',
    },
  },
  {
    // Round 13 zh-157: "酸奶呢 自己家做的那种" after probiotics on mycophenolate (a kidney transplant).
    id: 'transplant-homemade-yoghurt',
    when: [
      /酸奶|奶酪|\byogh?urts?\b|\bkefir\b/,
      /自己(家)?做|自制|家里.{0,6}做|家做|酸奶机|手工|散装|\bhome-?made\b|\bmake (my |our )?own\b|\b(make|made|making)\b[^.?!]{0,12}\bat home\b|\bhome-?fermented\b/,
    ],
    for: TRANSPLANT,
    // Before the immunosuppressant's food rows: homemade is the question, not yoghurt with the dose.
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**移植后吃抗排异药，最好不吃自家做的酸奶，选超市冷藏的正规产品。** 自家做的酸奶温度、时间和卫生都难控制，可能长进李斯特菌等杂菌，而抗排异药让你更容易感染、感染后也更重。正规的巴氏杀菌酸奶可以吃：看包装写着“巴氏杀菌”或用杀菌乳发酵，冷藏保存、开盖后尽快吃完，过期或胀包的不吃。生牛奶、散装奶和用它们做的奶制品都不要吃。拉肚子一直不好，要告诉移植团队——吗替麦考酚酯引起的腹泻有时需要调整用药。',
      en: '**After a transplant, on anti-rejection medicines, skip homemade yoghurt and choose a shop-bought, chilled one.** At home the temperature, timing and hygiene are hard to control, so unwanted bacteria such as Listeria can grow — and your medicines make infections more likely and more serious. Commercial pasteurised yoghurt is fine: keep it chilled, finish it soon after opening, and throw away anything past its date or with a swollen lid. No raw or unpasteurised milk or products made from it. Tell your transplant team if diarrhoea continues — diarrhoea on mycophenolate sometimes needs a change of dose.',
    },
    source: {
      ref: 'US FDA/USDA, Food Safety for Transplant Recipients (2011, updated)；CellCept (mycophenolate mofetil) 美国药品说明书 §5 (infections), §6 (diarrhoea)',
      url: 'https://www.fda.gov/food/people-risk-foodborne-illness/food-safety-transplant-recipients',
    },
  },
  {
    // Round 13 zh-031: "那晚上睡觉前要不要加点餐，吃啥好" after a fasting 2.6 on insulin — declined (the
    // English row hears only English).
    id: 'insulin-low-bedtime-snack',
    when: [
      /睡前|睡觉前|临睡|晚上睡|夜里|半夜|晚上(要不要|加)/,
      /加餐|加点餐|吃点(东西|什么|啥)|吃啥|吃什么|垫(垫|一下|点|点东西)|夜宵|宵夜|点心|零食/,
    ],
    // "睡前18个单位" is the insulin's time, not a snack (r3/zh-047: a smaller dinner staple).
    unless: [/睡前\s*\d+\s*个?单位|\d+\s*个?单位/],
    for: {
      all: [{ medicines: ['insulin', 'sulfonylurea'], said: /胰岛素|格列|\binsulin\b|\bgli\w+ide\b/ }],
      lowGlucose: true,
      said: /低血糖|血糖低|偏低|太低|(?<![\d.])[1-3]\.\d(?!\d)|(?<!\d)[1-3]点[0-9]/,
    },
    intent: 'medicine_question',
    text: {
      zh: '**空腹或夜里血糖低（低于3.9 mmol/L），常常说明晚上或基础胰岛素偏多：请这几天就联系你的糖尿病医生调整剂量，不要自己大幅改。** 在调整之前：睡前测一次血糖，如果偏低（例如低于6 mmol/L）、当天活动多或晚饭吃得少，睡前吃一份含碳水和蛋白质的小点心，比如一杯牛奶加两三片苏打饼干，或一片全麦面包加一个鸡蛋；血糖已经很高时不用额外加。半夜醒来心慌出汗，或早上头痛、做噩梦，要测血糖；低于3.9 mmol/L马上吃15–20克糖，15分钟后再测。床边放好葡萄糖片或糖块。',
      en: '**A low glucose fasting or at night (under 3.9 mmol/L, 70 mg/dL) often means the evening or basal insulin is too much: contact your diabetes doctor in the next few days to adjust it, and do not make big changes yourself.** Until then: check before bed, and if you are low-ish (say under 6 mmol/L), after a lot of activity or a small dinner, have a bedtime snack with carbohydrate and protein — a glass of milk with two or three crackers, or a slice of wholegrain toast with an egg; skip the extra if you are already high. Check if you wake sweaty with a racing heart or have morning headaches or nightmares; under 3.9 take 15–20 g of sugar and recheck after 15 minutes. Keep glucose tablets by the bed.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Hypoglycemia (nocturnal hypoglycaemia, insulin adjustment)；中国2型糖尿病防治指南（2020年版）低血糖',
    },
  },
  // ——— Diabetes and weight ———
  {
    // Round 13 zh-155: "即食燕麦片行吗 还是要那种煮的" (insulin) — got the brown-rice row.
    id: 'diabetes-instant-or-cooked-oats',
    when: [
      /燕麦|麦片|\boats?\b|\boatmeal\b|\bporridge\b/,
      /即食|速溶|快熟|冲(泡|的)|煮的|要煮|钢切|整粒|大片|传统|\binstant\b|\brolled\b|\bsteel[- ]cut\b|\bquick\b|\bold[- ]fashioned\b|\bcooked\b/,
    ],
    for: DIABETES,
    intent: 'food_sources',
    text: {
      zh: '**能煮就选需要煮的燕麦（整粒燕麦米、钢切燕麦或传统大片燕麦），它们比即食燕麦片升糖慢；即食的也能吃，但要挑配料表只有“燕麦”的纯燕麦片。** 即食燕麦压得薄、煮得烂，消化快，升糖指数明显高于要煮的燕麦；超市很多“麦片”“燕麦片”加了糖、植脂末、麦芽糊精，这种不要买。不管哪种，燕麦都算主食：一次干燕麦40–50克左右，吃了就少吃同等的米饭或馒头；用牛奶或豆浆冲煮、再配一个鸡蛋，比单喝一碗稀的燕麦粥血糖更稳。用胰岛素的，早餐的主食量每天尽量差不多，换早餐后几天多测几次饭后血糖。',
      en: '**If you can cook them, choose oats that need cooking (oat groats, steel-cut or traditional rolled oats): they raise glucose more slowly than instant oats. Instant oats are fine too, but only plain ones whose ingredients list just oats.** Instant oats are rolled thin and pre-cooked, so they digest faster and have a clearly higher glycaemic index; many "cereal" or "oat" mixes add sugar, creamer or maltodextrin — avoid those. Either way oats count as your starch: about 40–50 g dry per serving, in place of the same amount of rice or bread; cooked in milk or soy milk with an egg on the side keeps glucose steadier than a thin bowl of porridge alone. On insulin, keep breakfast carbohydrate similar from day to day and check after-meal glucose a few times after changing breakfast.',
    },
    source: {
      ref: 'Atkinson FS et al. International tables of glycemic index and glycemic load values 2021. Am J Clin Nutr 2021;114:1625（即食燕麦与传统燕麦）；中国2型糖尿病防治指南（2020年版）医学营养治疗；American Diabetes Association, Standards of Care in Diabetes—2025 §5',
    },
  },
  {
    // Round 13 zh-136: "早饭老是包子加稀饭，吃完血糖就高，换成啥好" — declined.
    id: 'diabetes-breakfast-swap',
    cutsCarbohydrate: true,
    when: [
      /早饭|早餐|早点|早上吃|\bbreakfasts?\b/,
      /血糖|糖尿病|胰岛素|\bblood sugar\b|\bglucose\b|\bdiabet\w*|\bsugars?\b/,
      /换成|换什么|换啥|吃什么|吃啥|怎么吃|怎么搭配|推荐|高|升得|\bswap\b|\binstead\b|\bwhat (should|can) i (eat|have)\b|\bbetter\b|\bspike\w*\b|\bhigh\b/,
    ],
    unless: [/低血糖|\bhypo\w*\b|不吃早|没吃早|\bskip\w*\b/],
    for: DIABETES,
    intent: 'food_sources',
    text: {
      zh: '**包子加稀饭几乎全是精白面和米汤，吃得快、升糖快；换成“少一点主食＋蛋白质＋蔬菜”，饭后血糖会平稳很多。** 几种换法：稀饭换成一杯无糖豆浆或牛奶（稀饭煮得越烂升糖越快）；包子留一个，最好是菜包或杂粮面的，再加一个煮鸡蛋和一小碟凉拌菜或黄瓜；或者一片全麦面包加一个鸡蛋加一杯牛奶；想喝粥就喝杂粮粥、燕麦粥，少放米、不要熬太烂，配鸡蛋和菜。吃的顺序：先吃菜和鸡蛋，最后吃主食。用胰岛素的，早餐主食量每天尽量差不多，不要突然一点不吃；换了早餐以后，连着几天测一下饭后2小时血糖，看哪种最适合你。',
      en: '**Steamed buns with rice porridge are almost all refined flour and rice water — fast to eat and fast to raise glucose. Swap to "less starch + protein + vegetables" and after-breakfast readings settle.** Options: replace the porridge with unsweetened soy milk or milk (the softer the porridge, the faster the rise); keep one bun, ideally a vegetable or wholegrain one, with a boiled egg and some vegetables or cucumber; or a slice of wholegrain toast with an egg and a glass of milk; if you want porridge, make it with mixed grains or oats, less rice and not cooked to mush, with an egg and vegetables. Eat the vegetables and egg first and the starch last. On insulin, keep the starch at breakfast similar each day and do not drop it suddenly; after changing, check 2-hour after-breakfast glucose for a few days to see what suits you.',
    },
    source: {
      ref: '中国2型糖尿病防治指南（2020年版）医学营养治疗；American Diabetes Association, Standards of Care in Diabetes—2025 §5 (eating patterns, carbohydrate quality)；中国糖尿病膳食指南（2017）',
    },
  },
  {
    // Round 13 zh-045: "不吃蛋奶肉，protein真的够吗？我一天大概一块北豆腐加一把坚果，偶尔吃点tempeh" — got the
    // protein table with an example built on eggs, milk and chicken.
    id: 'vegan-protein-enough',
    when: [
      /蛋白|\bprotein\b|\bprotien\b/,
      /够|不够|足够|吃够|\benough\b|\bsufficient\b|\badequate\b|\bshort\b/,
      /纯素|吃素|素食|不吃蛋奶肉|不吃肉|不吃荤|\bvegan\b|\bvegetarian\b|\bplant[- ]based\b/,
    ],
    // soy and oestrogen asked beside it is the soy row's question (blind answer round 14, zh-045)
    unless: [
      /肾|透析|\bkidney\b|\bckd\b|\bdialysis\b|孕|怀孕|\bpregnan\w*/,
      /异黄酮|雌激素|激素|\b(o)?estrogen\w*|\bphyto\w*|\bisoflavone\w*|\bhormones?\b/,
    ],
    notFor: {
      conditions: ['kidney_disease', 'dialysis'],
      lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
    },
    intent: 'food_sources',
    text: {
      zh: '**纯素也能吃够蛋白质，不需要肉蛋奶，也不用天天只靠豆腐：每天两三份豆类或豆制品，加上全谷物和坚果就够。** 粗算：北豆腐每100克约含蛋白质12克，一块按200–300克算约25–35克；一小把坚果（15克）约3–4克；天贝每100克约19克；米饭、馒头、蔬菜一天合起来约15–20克——加起来约45–60克，只有一块豆腐加一把坚果的话，大多数人还差一些。成年女性每天约需55克、男性65克；规律力量训练的人常按每公斤体重1.2–1.6克算（60公斤约70–95克），纯素的还要略多一点，因为植物蛋白吸收稍差。补法：早上一杯豆浆（约7克）、一顿加一份毛豆、鹰嘴豆或扁豆（约8–10克）、主食换一部分全谷物或藜麦，再把豆腐或豆干、天贝吃到一天两三份；豆类和谷物一天里搭着吃，氨基酸就互补了。纯素还要记得补维生素B12。',
      en: '**A vegan diet can give you enough protein without meat, eggs or dairy — and without tofu every day: two or three servings of legumes or soy foods a day, with whole grains and nuts, does it.** Roughly: firm tofu has about 12 g protein per 100 g, so a 200–300 g block gives 25–35 g; a small handful of nuts (15 g) 3–4 g; tempeh about 19 g per 100 g; rice, bread and vegetables add about 15–20 g over the day — about 45–60 g in all, so a block of tofu and a handful of nuts alone leaves most people a little short. Adult women need about 55 g a day (China’s DRIs; about 0.8 g/kg elsewhere) and men 65 g; people who lift regularly are usually advised 1.2–1.6 g/kg (70–95 g at 60 kg), and vegans a little more because plant protein is digested slightly less well. To close the gap: a glass of soy milk (about 7 g), a serving of edamame, chickpeas or lentils at a meal (8–10 g), some whole grains or quinoa instead of white rice, and tofu, tempeh or seitan two or three times a day; legumes and grains across the day complement each other’s amino acids. Vegans also need a vitamin B12 supplement.',
    },
    source: {
      ref: `${CN_DRIS} 蛋白质（成年女性55克、男性65克/天）；${FOOD_TABLE} 北豆腐；USDA FoodData Central, tempeh；Thomas DT et al. Position of the Academy of Nutrition and Dietetics, Dietitians of Canada, and the ACSM: Nutrition and Athletic Performance. J Acad Nutr Diet 2016;116:501（1.2–2.0 g/kg）；Melina V et al. Position of the Academy of Nutrition and Dietetics: Vegetarian Diets. J Acad Nutr Diet 2016;116:1970`,
    },
  },
  {
    // Round 13 zh-086: "早上不吃主食光吃俩鸡蛋一杯黑咖啡 中不中" (losing weight) — declined.
    id: 'eggs-coffee-no-staple-breakfast',
    when: [
      /鸡蛋|蛋|\beggs?\b/,
      /咖啡|美式|\bcoffee\b|\bespresso\b|不吃主食|没主食|不吃碳水|\bno carbs?\b|\bwithout (bread|toast|carbs)\b/,
      /早上|早饭|早餐|早点|\bbreakfast\b|\bmorning\b/,
    ],
    unless: [/胆固醇|血脂|\bcholesterol\b|铁剂|补铁|铁片|\biron\b|钙片|\bcalcium\b/],
    notFor: [
      MINOR,
      PREGNANT_OR_NURSING,
      { medicines: ['insulin', 'sulfonylurea'], conditions: ['diabetes'] },
    ],
    intent: 'weight_change',
    text: {
      zh: '**可以，作为减重的早餐不算差：两个鸡蛋约有13克蛋白质、140千卡左右，黑咖啡几乎没热量，能顶到中午就行。** 但最好再加一样：一份蔬菜或一个水果，或者一小份全谷物（一片全麦面包、半根玉米、一小碗燕麦），纤维多、更抗饿，上午也不容易犯困。主食不用顿顿戒掉，减重看的是一天总共吃了多少；如果早上这么吃、中午却饿得吃得更多，就说明早餐太少了。咖啡别加糖和奶精，一天不超过三四杯。',
      en: '**Yes — as a weight-loss breakfast it is not bad: two eggs give about 13 g of protein and roughly 140 kcal, black coffee almost none, and if it keeps you going until lunch, fine.** Better still, add one thing: a portion of vegetables or a piece of fruit, or a small serving of whole grain (a slice of wholegrain toast, half a corn cob, a small bowl of oats) — more fibre, more staying power and less mid-morning slump. You do not need to cut starch at every meal; weight loss depends on the day’s total, and if this breakfast leaves you so hungry that you eat more at lunch, it is too small. Keep sugar and creamer out of the coffee and stay within about three or four cups a day.',
    },
    source: {
      ref: `${CN_GUIDE} 准则一、准则六（早餐：谷薯、蛋白质、蔬果）；${FOOD_TABLE} 鸡蛋；NICE CG189 (2014, updated 2023) 1.7；EFSA Scientific Opinion on the safety of caffeine (2015)`,
    },
  },
  {
    // Round 13 zh-063: "同桌在吃那种果蔬酵素 说一周瘦了3斤 真的有用吗…她天天跑厕所" — declined.
    id: 'enzyme-drinks-weight-loss',
    when: [
      /酵素|\benzymes? (drinks?|juices?|supplements?|powders?)\b|\bfruit enzymes?\b|\bplant enzymes?\b/,
      /减肥|减重|瘦|掉秤|排毒|燃脂|刮油|有用|管用|靠谱|真的|效果|\blos(e|ing)\b|\bslim\w*|\bweight\b|\bdetox\w*|\bwork\b|\bhelp\w*|\bburn\w*|\bfat\b|\bworth\b|\breally\b/,
    ],
    unless: [/胰酶|胰酶肠溶|得每通|\bcreon\b|\bpancrea\w*|乳糖酶|\blactase\b/],
    intent: 'weight_change',
    text: {
      zh: '**果蔬酵素减不了脂肪。** 酵素就是酶，是蛋白质，喝下去会像别的蛋白质一样在胃肠里被消化掉，不会进到身体里帮你“分解脂肪”。一周掉三斤又天天跑厕所，多半是产品里加了泻药成分（比如番泻叶、比沙可啶、酚酞）或者大量糖醇，掉的是水和肠子里的东西，不是肉；停了就回来。长期这样拉肚子会丢钾、脱水，还会让肠道依赖泻药，国家也查出过“酵素”产品非法添加泻药和减肥药的情况。真想瘦一点，靠正常吃三顿、少喝含糖饮料和多运动；还在长身体的学生不要节食。',
      en: '**"Enzyme" drinks (fermented fruit and vegetable juices sold as enzymes) do not burn fat.** Enzymes are proteins: swallowed, they are digested like any other protein and never reach the body to "break down fat". Losing a kilo and a half in a week while running to the toilet every day usually means the product contains a laxative (senna, bisacodyl, phenolphthalein) or lots of sugar alcohol — what goes is water and bowel contents, not fat, and it comes back when she stops. Regular diarrhoea like that loses potassium and water and can make the bowel depend on laxatives; regulators have found "enzyme" products spiked with laxatives and slimming drugs. Real weight change comes from regular meals, fewer sugary drinks and more activity — and teenagers who are still growing should not diet.',
    },
    source: {
      ref: '国家市场监督管理总局 关于“酵素”类产品的消费提示（章节凭记忆）；US FDA, Tainted weight loss products；NIH ODS, Dietary Supplements for Weight Loss (2022)',
      url: 'https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/',
    },
  },
  {
    // Round 13 zh-126: "换成零卡糖的可以吗" after full-sugar milk tea three times a week (16) — declined.
    id: 'milk-tea-zero-sugar',
    when: [
      /奶茶|珍珠|波霸|\bmilk ?tea\b|\bbubble tea\b|\bboba\b/,
      /零卡|0卡|零糖|0糖|无糖|不加糖|代糖|甜味剂|木糖醇|赤藓糖醇|甜菊|\bzero[- ]?(sugar|cal\w*)\b|\bsugar[- ]free\b|\bno sugar\b|\bsweeteners?\b|\bstevia\b/,
    ],
    unless: [/糖尿病|血糖|\bdiabet\w*|怀孕|孕|\bpregnan\w*|苯丙酮|\bpku\b/],
    // Sweeteners with diabetes are the diabetes rows' (rows-kidney-heart.ts diabetes-sugar-free-sweeteners).
    notFor: {
      conditions: ['diabetes', 'gestational_diabetes', 'pku'],
      medicines: ['insulin', 'sulfonylurea'],
    },
    intent: 'food_sources',
    text: {
      zh: '**可以，换成零卡糖（代糖）或无糖能省掉奶茶里大部分糖的热量，是个好的第一步；但奶茶的热量不只来自糖。** 奶精（植脂末）、奶盖、珍珠、椰果、芋圆这些小料热量也不低，一杯大杯加珍珠的，就算无糖也可能有两三百千卡。更好的点法：小杯或中杯、选鲜奶或纯茶底、不加奶盖、小料只选一样或不加。代糖在正常量里是安全的，但世界卫生组织2023年不建议靠代糖来控制体重——长期看没有帮助，还会让人一直习惯很甜的味道，慢慢从全糖降到半糖、三分糖、无糖更好。一周三杯换成一两杯，比换糖更管用。',
      en: '**Yes — switching to a zero-calorie sweetener or no sugar cuts most of the sugar calories in milk tea and is a good first step, but sugar is not its only calories.** Non-dairy creamer, cheese foam, tapioca pearls, jelly and taro balls add a lot: a large one with pearls can still be 200–300 kcal with no sugar at all. Better orders: small or medium, fresh milk or plain tea base, no foam, one topping or none. Sweeteners are safe in normal amounts, but the WHO (2023) advises against relying on them for weight control — they do not help in the long run and keep you used to very sweet tastes — so stepping down from full sugar to half, a third and then none works better. Going from three cups a week to one or two matters more than the sweetener.',
    },
    source: {
      ref: 'WHO, Use of non-sugar sweeteners: WHO guideline (2023)；中国居民膳食指南（2022）准则五（控糖，添加糖每天不超过50克，最好25克以下）；中国学龄儿童膳食指南（2022）',
      url: 'https://www.who.int/publications/i/item/9789240073616',
    },
  },
  {
    // Round 13 zh-127: "跑完是喝电解质水还是白开水就ok？早上空腹跑行不行" (5 km three times a week) — declined.
    id: 'running-water-electrolytes-fasted',
    when: [
      /跑步|跑完|跑前|慢跑|长跑|运动|锻炼|健身|\bruns?\b|\brunning\b|\bjog\w*\b|\bwork ?outs?\b|\bexercis\w*/,
      /电解质|运动饮料|白开水|喝水|补水|淡盐水|空腹|\belectrolytes?\b|\bsports? drinks?\b|\bgatorade\b|\bpocari\b|\bwater\b|\bhydrat\w*|\bfasted\b|\bempty stomach\b|\bbefore breakfast\b/,
    ],
    unless: [
      /糖尿病|胰岛素|血糖|\bdiabet\w*|\binsulin\b|锂|\blithium\b|心衰|透析|肾病|\bheart failure\b|\bdialysis\b|\bkidney\b|孕|\bpregnan\w*|马拉松|半马|\bmarathon\b|\bhalf[- ]marathon\b/,
      // cramps, or runs of 10 km and more, are not the 5 km water question (blind answer round 14, en-104)
      /抽筋|\bcramp\w*|\b(1\d|[2-9]\d) ?(k|km)\b|\b10 ?k\+?|十公里|\blong(er)? runs?\b/,
    ],
    notFor: [
      { medicines: ['lithium', 'insulin', 'sulfonylurea'] },
      POTASSIUM_OR_FLUID,
      { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] },
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**跑5公里左右（半小时上下），跑完喝白开水就够了，不需要电解质水或运动饮料；早上空腹跑也可以，只要不头晕没力气。** 流汗丢的盐不多，正常吃饭就补回来了；运动饮料含糖，喝一瓶差不多抵掉这次跑步的一半热量。电解质水适合跑一个小时以上、天很热大汗淋漓、或者拉肚子的时候。补水：跑前一小时左右喝一杯水，跑完慢慢喝一两杯，口渴就喝、小便淡黄色就说明够了。空腹跑：距离不长、强度不大一般没问题，但如果跑着心慌、头晕、腿软，就先吃点小东西，比如半根香蕉或一片面包再跑；跑完一小时内吃早餐，有蛋白质和主食。',
      en: '**For about 5 km (around half an hour), water afterwards is enough — no need for electrolyte or sports drinks — and running before breakfast is fine as long as you do not feel dizzy or weak.** You lose little salt in that time and your meals replace it; a sports drink’s sugar cancels about half of the run’s calories. Electrolyte drinks are for runs over an hour, very hot sweaty days, or diarrhoea. Drinking: a glass of water about an hour before, one or two glasses slowly afterwards, more when thirsty — pale yellow urine means enough. Fasted running: short, easy runs are usually fine, but if you feel shaky, dizzy or weak, have something small first, such as half a banana or a slice of bread; eat a breakfast with protein and starch within an hour afterwards.',
    },
    source: {
      ref: 'American College of Sports Medicine, Exercise and Fluid Replacement position stand (Sawka MN et al. Med Sci Sports Exerc 2007;39:377)；Thomas DT et al. Nutrition and Athletic Performance. J Acad Nutr Diet 2016;116:501；中国居民膳食指南（2022）准则五 足量饮水',
    },
  },
  {
    // Round 13 zh-128: the wife's oily stews, two bowls of rice, hunger and snacks — declined.
    id: 'oily-home-cooking-portions',
    when: [
      /油(老|太|特别|很|挺|贼)?多|(太|好|很|特别|贼|老)油|油大|油腻|油乎乎|放油|少放油|炖菜|一大盆|\boily\b|\bgreasy\b|\btoo much oil\b|\bstews?\b/,
      /夹菜|饭|米饭|两碗|一碗|饿|零食|控制|减肥|减重|\brice\b|\bportions?\b|\bhungry\b|\bsnacks?\b|\bcontrol\b|\blose weight\b/,
    ],
    unless: [/糖尿病|血糖|\bdiabet\w*|肾|透析|\bkidney\b|孕|\bpregnan\w*/],
    notFor: [MINOR, NO_DEFICIT, { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'] }],
    intent: 'weight_change',
    text: {
      zh: '**菜油多的时候，自己夹菜能做的不少；米饭从两碗减到一碗，用菜和蛋白质把碗填上，一般不会饿得慌。** 夹菜：先夹菜里的肉、豆腐、蔬菜，不舀汤、不用汤汁泡饭（油大多在汤里）；炖菜夹出来在碗边控一控，或者旁边放一碗开水涮一下；先吃一大碗不怎么放油的菜（拍黄瓜、凉拌菜、蘸酱菜、白灼菜）再吃炖菜。米饭：可以先减到一碗半，过一两周再减到一碗；少的那半碗用一个鸡蛋、一块豆腐或多一碗蔬菜补上，蛋白质和蔬菜吃够就抗饿。饿了想吃零食：备好黄瓜、西红柿、一个苹果、一杯无糖酸奶或一小把坚果，家里不放薯片、饼干这些。也可以和媳妇商量：炖菜出锅前撇掉上面的浮油，味道差不多，油能少不少。',
      en: '**When the cooking is oily there is still a lot you can do at your own bowl, and going from two bowls of rice to one rarely leaves you starving if protein and vegetables fill the gap.** At the table: pick out the meat, tofu and vegetables and leave the broth (most of the oil is in it), do not pour the sauce over your rice, let pieces drain at the side of your bowl or dip them in a bowl of hot water, and start with a big serving of low-oil vegetables (smashed cucumber, salads, blanched greens) before the stew. Rice: go to one and a half bowls first, then one after a week or two, and replace the missing half with an egg, some tofu or another bowl of vegetables — enough protein and vegetables keep hunger away. For snacks: keep cucumbers, tomatoes, an apple, plain yoghurt or a small handful of nuts around, and no crisps or biscuits at home. And suggest skimming the fat off the stew before serving — it tastes about the same with much less oil.',
    },
    source: {
      ref: `${CN_GUIDE} 准则五（烹调油每天25–30克）、平衡膳食餐盘；NICE CG189 (2014, updated 2023) 1.7`,
    },
  },
  {
    // Round 13 zh-148: "饿了啃黄瓜西红柿行不 能随便吃吗" (losing weight) — declined.
    id: 'vegetables-as-snacks',
    when: [
      /黄瓜|西红柿|番茄|圣女果|小番茄|生菜|芹菜|胡萝卜|\bcucumbers?\b|\btomato(es)?\b|\bcarrots?\b|\bcelery\b|\bveg(gie|etable)s?\b/,
      /饿|零食|加餐|随便吃|随便啃|敞开|不限量|管饱|多少都行|想吃多少|\bhungry\b|\bsnack\w*|\bas much as\b|\bunlimited\b|\bfree foods?\b/,
    ],
    unless: [/钾|\bpotassium\b/],
    notFor: [POTASSIUM_OR_FLUID],
    intent: 'food_sources',
    text: {
      zh: '**行，黄瓜、西红柿这类蔬菜饿了基本可以随便吃，是减肥时最好的零食。** 一根黄瓜（约200克）只有30千卡左右，一个中等西红柿约30–40千卡，水分和纤维多，吃了占肚子。要注意的只有几点：生吃、凉拌都行，但别蘸沙拉酱、芝麻酱或拌很多油；吃多了个别人会胃胀、反酸，空腹大量吃西红柿胃不舒服就少吃点。土豆、山药、莲藕、南瓜、玉米淀粉多，算主食，不能随便吃；水果一天一两个就够。如果一直很饿，说明正餐的蛋白质（鸡蛋、瘦肉、豆腐）或主食太少，要在正餐上加。',
      en: '**Yes — cucumbers, tomatoes and similar vegetables can be eaten pretty freely when you are hungry; they are the best snack while losing weight.** A cucumber (about 200 g) is only about 30 kcal and a medium tomato about 30–40 kcal, full of water and fibre. A few points: raw or in a simple salad is fine, but skip creamy dressings, sesame paste and lots of oil; large amounts can bloat some people, and lots of tomato on an empty stomach can cause heartburn. Potatoes, yam, lotus root, pumpkin and corn are starchy and count as staples, not free foods; one or two pieces of fruit a day is enough. If you are hungry all the time, your meals probably have too little protein (eggs, lean meat, tofu) or starch — add it there.',
    },
    source: {
      ref: `${CN_GUIDE} 准则二（蔬菜每天300–500克）；${FOOD_TABLE} 黄瓜、番茄；NICE CG189 (2014, updated 2023) 1.7`,
    },
  },
  {
    // Round 13 zh-091: how many scoops, and with milk or rice cereal, the powder named ("蛋白粉一天吃几勺").
    id: 'older-protein-powder-how',
    when: [OLDER_POWDER_HOW, PROTEIN_POWDER],
    unless: [/肾|透析|\bkidney\b|\bdialysis\b|\bckd\b|苯丙酮|\bpku\b/],
    for: OLDER,
    notFor: { conditions: ['kidney_disease', 'dialysis'] },
    intent: 'how_much_nutrient',
    ...OLDER_PROTEIN_POWDER_HOW,
  },
  {
    // Round 13 zh-091: "一天喝几勺 冲牛奶还是冲米糊" after "闺女买了蛋白粉让我喝…会不会伤肾" — declined.
    id: 'older-protein-powder-how-follow-up',
    when: [OLDER_POWDER_HOW],
    unless: [/肾|透析|\bkidney\b|\bdialysis\b|\bckd\b|苯丙酮|\bpku\b/],
    // The powder said in the message before.
    for: { all: [OLDER], said: PROTEIN_POWDER },
    notFor: { conditions: ['kidney_disease', 'dialysis'] },
    intent: 'how_much_nutrient',
    ...OLDER_PROTEIN_POWDER_HOW,
  },
  {
    // Round 13 zh-102: "那咖啡呢" after an iron tablet with morning tea — declined (the tea row would
    // repeat).
    id: 'iron-coffee-apart',
    when: [/咖啡|美式|\bcoffees?\b|\blattes?\b|\bespresso\b|\bcappuccino\b/],
    // Iron named in the message itself is the pairing table's question (answer-round12-kinds.test.ts); this
    // row is for the drink asked after iron was ("那咖啡呢"), iron said in the message before.
    // Coffee asked about with an antibiotic is the medicine's question (ciprofloxacin slows caffeine's
    // clearance; thirty-first clinician review, en M7).
    unless: [
      /孕|怀孕|\bpregnan\w*|锂|\blithium\b/,
      /铁|\biron\b|\bferrous\b/,
      /抗生素|消炎药|沙星|\b(antibiotics?|cipro\w*|levofloxacin|levaquin|moxifloxacin|quinolones?)\b/,
    ],
    for: {
      ironDeficiency: true,
      said: /铁剂|补铁|铁片|硫酸亚铁|琥珀酸亚铁|多糖铁|力蜚能|速力菲|\biron (tablets?|pills?|supplements?)\b|\bferrous\b/,
    },
    notFor: { ironOverload: true },
    intent: 'supplement_timing',
    text: {
      zh: '**咖啡和茶一样，会减少铁剂的吸收：铁剂前后1–2小时不喝咖啡。** 咖啡里的多酚会和铁结合，和铁剂一起喝，吸收的铁明显变少；加奶的拿铁里还有钙，也妨碍吸收。不用戒咖啡，错开时间就行：比如早上照常喝咖啡，铁剂放在上午十点左右或午饭前后，用白开水或一杯橙汁送服。一天喝好几杯的，挑一个离咖啡最远的时间吃铁剂。',
      en: '**Coffee, like tea, reduces how much iron you absorb: keep coffee 1–2 hours away from your iron tablet.** Its polyphenols bind iron, so taken together you absorb clearly less; a latte’s milk adds calcium, which also gets in the way. No need to give up coffee — just space them: keep your morning coffee and take the iron mid-morning or around lunch, with water or a glass of orange juice. If you drink several cups a day, take the iron at the time furthest from them.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (2024)（多酚、钙减少非血红素铁吸收）；Snook J et al. BSG guidelines for iron deficiency anaemia in adults. Gut 2021;70:2030',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  {
    // Round 13 zh-095: "吃着地高新，有啥吃的东西要避开的" — declined (the name typed with a homophone).
    id: 'digoxin-foods-avoid',
    when: [
      /避开|避免|忌口|不能吃|不能碰|别吃|要注意|注意什么|禁忌|\bavoid\b|\bstay away\b|\bwatch out\b|\bcareful\b|\bshould(n'?t| not) (eat|have)\b|冲突|相互作用|相克|\bclash\w*\b|\binteract\w*\b|\binterfere\w*\b|\bmix with\b|\bmess\w* (with|up)\b|\bproblems? with\b/,
      /吃的|食物|饮食|东西|吃什么|\bfoods?\b|\bdiet\b|\beat\b|\banything\b/,
    ],
    // Potassium asked without digoxin named is the potassium rows' (rows-kidney-heart.ts potassium-high-diet).
    unless: [/^(?!.*(地高辛|\bdigoxin\b|\blanoxin\b)).*(钾|\bpotassium\b)/],
    for: { medicines: ['digoxin'], said: /地高辛|\bdigoxin\b|\blanoxin\b/ },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃地高辛，普通饭菜基本都能吃，要避开的主要是几样：** 一是甘草——甘草片、含甘草的凉茶和中成药会让血钾降低，低钾时地高辛更容易中毒；二是草药保健品——圣约翰草会让地高辛失效，山楂提取物、西伯利亚人参等也不要自己吃，做零食偶尔吃点山楂糕问题不大；三是大量麦麸、高纤维代餐和地高辛同时吃会减少吸收——每天固定时间吃药，和高纤维的东西错开。钾要按化验来：吃螺内酯、普利类药的人血钾容易偏高，偏高时不要用低钠盐（含钾代盐）、不吃钾补充剂，香蕉、橙子、土豆这些高钾的按医生说的量；吃呋塞米的人也可能偏低，低了同样危险，所以不要自己大量补钾或大量忌口，按时查血钾。出现恶心呕吐、看东西发黄发绿、心跳很慢或不齐，当天就医。',
      en: '**On digoxin most ordinary food is fine; the things to avoid are few:** liquorice — liquorice sweets, herbal teas and remedies containing it lower potassium, and low potassium makes digoxin toxicity more likely; herbal supplements — St John’s wort makes digoxin less effective, and do not start hawthorn extract, Siberian ginseng or similar yourself (an occasional hawthorn sweet is no problem); and a lot of bran or high-fibre meal replacements taken with digoxin reduce its absorption — take it at the same time each day, apart from high-fibre foods. Potassium goes by your blood tests: on spironolactone or an ACE inhibitor it tends to run high, and then avoid potassium-based salt substitutes and supplements and keep bananas, oranges and potatoes to the amounts your doctor advises; on furosemide it can also run low, which is just as dangerous — so no big potassium changes on your own, and keep to your blood tests. Nausea or vomiting, yellow-green vision, or a very slow or irregular heartbeat need a doctor the same day.',
    },
    source: {
      ref: 'Lanoxin (digoxin) 美国药品说明书 §5 (electrolytes), §7 (St John’s wort), §12.3 (high-bran meals reduce absorption)（章节凭记忆）；NCCIH, Licorice root (2020)；NCCIH, Hawthorn (2020)',
    },
  },
  {
    // Round 13 zh-042: "那晚饭不吃行不行" after a 16-year-old asked calories to get to 45 kg — declined
    // (the adult late-dinner row is not for minors).
    id: 'teen-skip-dinner',
    when: [
      /不吃晚饭|不吃晚餐|晚饭不吃|晚餐不吃|晚上不吃|过午不食|晚饭.{0,4}(省|戒|跳过)|\bskip(ping)? (my )?(dinner|supper|tea)\b|\bno (dinner|supper)\b/,
    ],
    for: MINOR,
    intent: 'weight_change',
    text: {
      zh: '**不行，不建议不吃晚饭。** 你还在长身体，一日三餐都要吃：不吃晚饭，晚上写作业没精神、睡不好，第二天更容易饿得暴吃，长期还可能影响月经和骨骼、身高的发育。想让身材更好，晚饭正常吃——一碗饭（可以有一半杂粮）、一份鱼肉蛋或豆腐、一大份蔬菜；少喝奶茶饮料、少吃零食和油炸的，每天运动至少一小时。如果你总觉得自己胖、老想靠不吃饭变瘦，跟家长、校医或医生聊一聊，他们能帮你看体重到底需不需要减。',
      en: '**No — skipping dinner is not a good idea.** You are still growing and need all three meals: without dinner you will be tired for homework and sleep worse, you are likely to overeat the next day, and over time it can affect your periods and the growth of your bones and height. To feel better about your shape, eat a normal dinner — a bowl of rice or other grains (half wholegrain is good), a portion of fish, meat, eggs or tofu and a big serving of vegetables — cut down on milk tea, soft drinks, snacks and fried food, and be active for at least an hour a day. If you often feel fat or keep wanting to skip meals to lose weight, talk to a parent, the school nurse or a doctor — they can help you see whether you need to lose any weight at all.',
    },
    source: {
      ref: '中国学龄儿童膳食指南（2022）（一日三餐、定时定量）；WHO guidelines on physical activity and sedentary behaviour (2020)（青少年每天至少60分钟）；AAP, Preventing Obesity and Eating Disorders in Adolescents (2016)',
    },
  },
];
