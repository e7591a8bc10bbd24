/**
 * The answers of everyday chat rows that are not about a medicine, as data with their sources (the medicine ones are in
 * medicine-chat-answers.ts): one place to read and review them, the rows only choose when.
 */
import type { Bilingual, Source } from '../contracts/common';

/**
 * A haemoglobin in the normal range for pregnancy asked beside a prenatal's iron ("28週驗Hb 11.2，Elevit入面已經有鐵，使唔使另外
 * 再食補鐵丸？" — blind answer round 56, zh-045, development data: a list of iron foods and a DRI). `{hb}` is the value as
 * said with its unit.
 */
export const PREGNANCY_HB_NORMAL_PRENATAL: { text: Bilingual; source: Source } = {
  text: {
    zh: '**孕期血红蛋白{hb}不算贫血（孕期贫血的界线：孕早期低于110 g/L，孕中晚期低于105 g/L；世界卫生组织全孕期按110 g/L），所以不需要另外再吃补铁片，孕妇维生素里的铁继续吃就好。** 多吃一种铁剂，在不缺铁的时候没有好处，反而更容易便秘、胃不舒服。要确认铁储备，可以请产科医生加查一次铁蛋白：低于30 µg/L才说明储备不足，那时由医生开治疗量的铁。孕晚期按产检时间复查血红蛋白。铁和钙片、茶、咖啡、牛奶隔开约2小时吃，吸收更好。',
    en: '**A haemoglobin of {hb} in pregnancy is not anaemia (the pregnancy cut-offs are under 110 g/L in the first trimester and under 105 g/L from the second, or 110 g/L throughout by WHO), so there is no need for an extra iron tablet — keep the iron in your prenatal.** Extra iron when you are not short of it brings no benefit and more constipation and stomach upset. To check your iron stores, ask the midwife or obstetrician for a ferritin: only under 30 µg/L shows low stores, and then they prescribe a treatment dose. Your haemoglobin is rechecked at the usual later visits. Take iron about 2 hours apart from calcium, tea, coffee and milk so it absorbs well.',
  },
  source: {
    ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy (British Society for Haematology 2020): anaemia under 110 g/L in the first trimester and under 105 g/L in the second and third; ferritin under 30 µg/L; WHO Haemoglobin concentrations for the diagnosis of anaemia (2011; 2024 update): under 110 g/L in pregnancy; 中华医学会围产医学分会 妊娠期铁缺乏和缺铁性贫血诊治指南（2014）',
  },
};

/**
 * Protein during a cut for someone who trains (blind answer round 56, en-014, development data: "keep it at 160 g or
 * push it higher during the cut?" got the plan's everyday 89 g). `{gkg}` is the grams said per kg of the plan's weight.
 */
export const PROTEIN_IN_A_CUT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**减脂期想保住力量和肌肉，蛋白质按每公斤体重每天1.6–2.4克就够了；再往上加，好处很少，反而挤掉了训练需要的碳水。**{said} 更要紧的是：分在每天3–5顿里、每顿约0.4克/公斤（一般30–40克），训练前后各一顿；热量缺口别太大（每周掉体重的0.5–1%），力量训练照练、强度不降；碳水主要放在训练前后。过了比赛、回到维持热量时，蛋白质可以回到每公斤1.6克左右。',
    en: '**To keep strength and muscle through a cut, about 1.6–2.4 g of protein per kg of body weight a day is the range the evidence supports; going higher adds little and crowds out the carbohydrate your training needs.**{said} What matters more: spread it over 3–5 meals of about 0.4 g per kg (usually 30–40 g), one before and one after training; keep the deficit modest (losing 0.5–1 % of body weight a week), keep lifting heavy, and put most of your carbohydrate around training. After the meet, back at maintenance, protein can come down to about 1.6 g per kg.',
  },
  source: {
    ref: 'Jäger R et al. International Society of Sports Nutrition position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20 (1.4–2.0 g/kg; higher in energy deficit); Helms ER et al. A systematic review of dietary protein during caloric restriction in resistance trained lean athletes. Int J Sport Nutr Exerc Metab 2014;24:127 (2.3–3.1 g/kg of fat-free mass); Morton RW et al. Br J Sports Med 2018;52:376 (benefit plateaus about 1.6 g/kg); Helms ER et al. Evidence-based recommendations for natural bodybuilding contest preparation: nutrition and supplementation. J Int Soc Sports Nutr 2014;11:20',
  },
};

/**
 * "Will the calcium tablet hurt her kidneys or give her stones?" from someone who never had a stone (blind answer round 56,
 * zh-060, development data: the stone former's text — "tell the doctor your stone history", 2.5 litres of urine a day —
 * for a woman of 85 with none). `{kidney}` is a line for reduced kidney function, or nothing.
 */
export const CALCIUM_STONES_WORRY: { text: Bilingual; kidney: Bilingual; source: Source } = {
  text: {
    zh: '**没得过结石的人，从食物吃够钙不会增加结石，反而能减少；钙片在有的研究里让结石略多一点，主要是空腹吃、量大的时候。** 所以钙片照常吃时：随饭吃，一次一片（500–600毫克）就好，一天从饭菜和钙片来的钙加起来约1000–1200毫克，不再多加；平时水喝够。按这样的量，钙片本身不会伤肾。{kidney}',
    en: '**Without a history of stones, getting enough calcium from food does not raise stone risk — it lowers it; calcium tablets added a little risk in some studies, mostly when taken without food and in large doses.** So if the tablet continues: take it with a meal, one tablet (500–600 mg) at a time, and keep the day’s total from food and tablets at about 1,000–1,200 mg, no more; drink enough through the day. At these amounts the tablet itself does not harm the kidneys.{kidney}',
  },
  kidney: {
    zh: '肾功能已经偏差（比如eGFR低于60）时，这个总量要少一些，按约800–1000毫克掌握；请医生定期查血钙、血磷，由医生决定钙片和维生素D要不要调整——把正在吃的钙片告诉医生。',
    en: ' With reduced kidney function (an eGFR under 60, say), that total is lower — about 800–1,000 mg a day — and have the doctor check blood calcium and phosphate and decide whether the calcium and vitamin D tablets change — tell them you take it.',
  },
  source: {
    ref: 'Curhan GC et al. A prospective study of dietary calcium and other nutrients and the risk of symptomatic kidney stones. N Engl J Med 1993;328:833–838; Jackson RD et al. Calcium plus vitamin D supplementation and the risk of fractures (WHI). N Engl J Med 2006;354:669–683 (kidney stones 17 % more); NIH ODS Calcium fact sheet for health professionals (doses of 500 mg or less, with food); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (total elemental calcium 800–1,000 mg a day in CKD 3–4 not on active vitamin D)',
  },
};

/**
 * Energy drinks and caffeine under 18 (blind answer round 57, zh-014, development data: "那一天最多喝好多嘛，一罐可以不"
 * after a boy of 17's two energy drinks a day got the adult 400 mg).
 */
export const TEEN_ENERGY_DRINKS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**未满18岁最好不喝能量饮料（红牛、东鹏特饮、魔爪这类）：美国儿科学会认为儿童和青少年不应该喝；青少年一天的咖啡因最多按每公斤体重约2.5毫克算（体重50公斤约125毫克，60公斤约150毫克），不是成年人的400毫克。** 一罐250毫升的能量饮料含咖啡因大约50–80毫克（看罐上的标示），还有约25克以上的糖；偶尔一罐在这个量以内，但每天两罐再加一杯奶茶（一杯常有几十到上百毫克）就超了。犯困靠的是睡够、吃早饭、午间小睡20分钟左右；实在要喝，一天一罐为上限，下午三点以后不喝，不和咖啡、浓茶、奶茶叠着喝，考试前也不要突然多喝。喝了心慌、手抖、睡不着，就别再喝。',
    en: '**Under 18, energy drinks (Red Bull, Monster and the like) are best left out: the American Academy of Pediatrics says children and teenagers should not drink them, and a teenager’s caffeine limit is about 2.5 mg per kg of body weight a day (about 125 mg at 50 kg, 150 mg at 60 kg) — not the adult’s 400 mg.** A 250 ml can has roughly 50–80 mg of caffeine (check the can) and about 25 g of sugar or more; one can now and then stays within the limit, but two a day plus a milk tea (often several tens to over a hundred milligrams) is over it. Sleepiness is better met with enough sleep, breakfast and a 20-minute nap at midday; if they do drink one, one can a day at most, none after about 3 pm, not on top of coffee, strong tea or milk tea, and no sudden extra cans before an exam. Palpitations, shaky hands or not sleeping mean stop.',
  },
  source: {
    ref: 'AAP Committee on Nutrition and Council on Sports Medicine and Fitness. Sports drinks and energy drinks for children and adolescents: are they appropriate? Pediatrics 2011;127:1182–1189; Health Canada, Caffeine in food (adolescents: no more than 2.5 mg/kg body weight a day); Red Bull Energy Drink label (80 mg caffeine per 250 ml)',
  },
};

/**
 * Soy for a breastfeeding mother who keeps dairy out for her baby's cow's-milk allergy (blind answer round 57, zh-012,
 * development data: "那我每天喝的豆浆要停吗？停了蛋白质和钙从哪里补" got "300–500 g of dairy a day").
 */
export const CMPA_MOTHER_SOY: { text: Bilingual; source: Source } = {
  text: {
    zh: '**不用因为“有的宝宝也对大豆过敏”就先把豆浆停了。** 牛奶蛋白过敏的宝宝里确实有一部分（大约十个里一个，非IgE型的多一些）也对大豆有反应，但通常是你已经严格忌奶、宝宝的症状仍然没有好转时，医生才会让你再试着忌大豆；要不要忌，请宝宝的儿科或过敏科医生来定，不要自己越忌越多。**忌奶期间的蛋白质和钙：** 蛋白质每餐有一份——鸡蛋、鱼虾、禽肉、瘦肉、豆腐（如果医生让你也忌大豆，就多靠蛋、鱼、肉）；钙不喝奶很难从食物吃够：选加钙的燕麦奶或豆奶、北豆腐（卤水或石膏点的）、带骨的小鱼、深绿叶菜，而且指南建议哺乳期忌奶的妈妈每天补充钙（约1000毫克）和维生素D（10微克，即400国际单位）——先看看你在吃的复合维生素里已经有多少，加起来不要重复。忌口期间最好请营养师帮你把一天的吃法排一排。',
    en: '**There is no need to stop your soy milk just because some babies react to soy too.** Some babies with cow’s-milk allergy do (roughly one in ten, more in the non-IgE type), but soy is usually taken out of a mother’s diet only when the baby’s symptoms have not settled on a strict milk-free diet — that is the baby’s doctor’s or allergist’s call, so do not keep cutting foods on your own. **Protein and calcium while you avoid dairy:** protein at every meal — eggs, fish, poultry, lean meat, tofu (if the doctor asks you to drop soy too, lean on eggs, fish and meat); calcium is hard to get from food without milk: choose calcium-fortified oat or soy drinks, calcium-set tofu, canned fish with soft bones and dark green vegetables, and the guideline advises breastfeeding mothers on a milk-free diet to take a daily supplement of calcium (about 1,000 mg) and vitamin D (10 µg, 400 IU) — check what your multivitamin already has so the two do not double up. A dietitian can help you plan the day while you avoid these foods.',
  },
  source: {
    ref: 'Venter C et al. Better recognition, diagnosis and management of non-IgE-mediated cow’s milk allergy in infancy: iMAP — an international interpretation of the MAP (Milk Allergy in Primary Care) guideline. Clin Transl Allergy 2017;7:26 (maternal milk-free diet with calcium 1,000 mg and vitamin D 10 µg a day; soy excluded only if symptoms persist); Koletzko S et al. Diagnostic approach and management of cow’s-milk protein allergy in infants and children: ESPGHAN GI Committee practical guidelines. J Pediatr Gastroenterol Nutr 2012;55:221–229 (soy reactions in about 10–14 % of infants with CMPA) — figures cited from memory',
  },
};

/**
 * Food to bring a high LDL down, for a person who says what fats they eat (blind answer round 57, en-021, development
 * data: "LDL is 98 on Atorva 80 … We use ghee in every meal and farsan daily with chai" got a vegetarian nutrient list and
 * "no need to give it up" about the chai).
 */
export const LDL_SATURATED_FAT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**饮食能把“坏胆固醇”（LDL）降下来一些（吃着降脂药的，是在药的基础上再降一些），最要紧的是少吃饱和脂肪和油炸的东西：** 酥油（ghee）、黄油、猪油荤油、牛油、椰子油、棕榈油、肥肉、油炸和酥皮点心（油条、麻花、酥饼，印度的 farsan 这类炸零食）都要少。做法：炒菜改用菜籽油、花生油、橄榄油这类植物油，每天总量约25–30克（两三瓷勺）；酥油、黄油只偶尔放一点提味，不要每顿都放；炸零食从每天改成一周一两次、一小份；多吃燕麦、大麦、豆类（黄豆、绿豆、扁豆、鹰嘴豆）和蔬菜水果这些含可溶性纤维的食物，每天一小把原味坚果；奶类选低脂或脱脂的。饮食通常只能再降一部分，要达到医生定的目标（心梗后常是LDL低于1.4 mmol/L），往往还需要医生用药或调整降脂药：吃着降脂药的按时吃，不要自己停或减，复查时把饮食的改变告诉医生。',
    en: '**Food can bring LDL (“bad” cholesterol) down — on a statin, a little further on top of it — and the biggest lever is less saturated fat and fried food:** ghee, butter, lard, coconut and palm oil, fatty meat, fried and pastry snacks (farsan, namkeen, samosas, chips) all count. In practice: cook with a liquid vegetable oil such as canola, peanut, sunflower or olive oil, about 2 tablespoons a day in all; keep ghee or butter for a little flavour now and then, not every meal; turn daily fried snacks into a small portion once or twice a week; eat more oats, barley, beans, lentils and chickpeas, vegetables and fruit (soluble fibre) and a small handful of unsalted nuts a day; choose low-fat milk and yoghurt. Diet usually moves LDL only part of the way; reaching a target such as below 55 mg/dL (1.4 mmol/L) after a heart attack often needs the doctor to start, add or change a medicine. If you take a statin, keep taking it as prescribed, and tell the doctor what you have changed at the next test.',
  },
  source: {
    ref: 'Mach F et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias. Eur Heart J 2020;41:111–188 (lifestyle: saturated fat below 7 % of energy, soluble fibre, nuts; very-high-risk LDL-C goal below 1.4 mmol/L, 55 mg/dL); 中国血脂管理指南（2023年）（生活方式干预：限制饱和脂肪和反式脂肪）; Arnett DK et al. 2019 ACC/AHA Guideline on the Primary Prevention of Cardiovascular Disease §3.1 (replace saturated fat with unsaturated) — sections cited from memory',
  },
};

/**
 * Liver (or blood) eaten "for the blood" by someone whose iron is too high (blind answer round 58, zh-051, development
 * data: a woman with thalassaemia, a ferritin of 2,650 and on deferasirox asked whether pork-liver soup once or twice a
 * month is all right, and got the chicken-soup text for older people).
 */
export const IRON_OVERLOAD_LIVER_SOUP: { text: Bilingual; source: Source } = {
  text: {
    zh: '**铁已经过多（血色病，或地中海贫血等反复输血、在吃排铁药）的人，猪肝和猪肝汤最好不吃，一个月一两次也不建议。** 猪肝是含铁最多的食物之一，而且是最容易吸收的血红素铁，一碗猪肝汤的铁就比好几天普通饭菜里的还多；“以形补形”在这里不适用——这种贫血不是缺铁，多出来的铁会伤肝、心脏和内分泌。鸭血、猪血、动物内脏也不要吃，红肉适量。可以跟家里人这样说：换成鱼汤、鸡汤（连肉一起吃）、豆腐蔬菜汤，一样有营养。其他饭菜照常吃，饭时喝茶还能稍微减少铁吸收。排铁药按血液科医生说的吃，定期查铁蛋白和肝肾功能。',
    en: '**When iron is already too high (haemochromatosis, or thalassaemia with transfusions and chelation), liver and liver soup are best left out — even once or twice a month is not advised.** Liver is one of the richest sources of iron there is, as the best-absorbed haem iron; one bowl of liver soup brings more iron than several days of ordinary meals. “Like strengthens like” does not apply: this anaemia is not from lack of iron, and extra iron harms the liver, heart and hormone glands. Leave out blood products (duck or pork blood, black pudding) and organ meats too, and keep red meat moderate. A way to put it to the family: fish soup, chicken soup eaten with the meat, or tofu and vegetable soup nourish just as well. Everything else can be eaten as usual, and tea with meals even holds back a little iron. Take the chelation medicine as the haematologist says, with ferritin and liver and kidney tests as planned.',
  },
  source: {
    ref: '中国食物成分表 标准版 第6版（2018）（猪肝：铁约22.6 mg/100 g）; Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021) (diet: avoid iron-rich foods such as liver; no iron supplements) — chapter from memory; EASL Clinical Practice Guidelines on haemochromatosis. J Hepatol 2022;77:479–502',
  },
};

/**
 * Energy and weight gain carrying twins (blind answer round 58, en-012, development data: "how many extra calories do I
 * actually need for twins? I've gained 9 kg" got the one-baby 340/450 kcal and called 9 kg at 22 weeks too much).
 */
export const TWIN_PREGNANCY_ENERGY: { text: Bilingual; source: Source } = {
  text: {
    zh: '**怀双胞胎需要的比一个宝宝多，但不是“吃三个人的”：孕中晚期大约每天比怀孕前多吃600千卡左右；孕前体重正常的，整个孕期一般增重约17–25公斤（孕前超重约14–23公斤，肥胖约11–19公斤）。** 所以双胎孕22周左右长了9公斤，在双胎的正常范围内，不是少吃的理由，也不要节食。多出来的600千卡大约是两三次加餐：一杯牛奶或酸奶加一个水果、一个鸡蛋加一片全麦面包、一小把坚果，而不是每顿多盛一碗饭。双胎更需要蛋白质、铁、钙、叶酸和DHA：孕妇复合维生素照常吃，铁剂按产科医生说的吃。每次产检医生都会看体重，长得明显过快或过慢，听医生的安排。',
    en: '**Twins need more than one baby, but not “eating for three”: about 600 extra kcal a day over your pre-pregnancy needs in the second and third trimesters, and a total gain of about 17–25 kg (37–54 lb) by term if your weight before pregnancy was in the healthy range (14–23 kg if overweight, 11–19 kg if obese).** So 9 kg at about 22 weeks with twins is in keeping — not a reason to eat less, and no dieting. The 600 kcal is two or three extra snacks — a glass of milk or yoghurt with fruit, an egg on wholegrain toast, a small handful of nuts — not extra plates of rice. Protein, iron, calcium, folate and DHA matter even more with twins: keep taking your prenatal, and iron as your obstetrician advises. Your team checks your weight at each visit; if it is rising much faster or slower, follow their plan.',
  },
  source: {
    ref: 'Institute of Medicine. Weight Gain During Pregnancy: Reexamining the Guidelines (2009): provisional twin ranges — normal BMI 17–25 kg, overweight 14–23 kg, obese 11–19 kg; ACOG patient FAQ, Multiple pregnancy (about 600 extra calories a day with twins) — wording from memory',
  },
};

/**
 * Lightheaded on standing, asked whether more water or salt would help (blind answer round 59, en-072, development data:
 * a woman of 54 with Parkinson's on Sinemet got the adult salt limit for high blood pressure).
 */
export const ORTHOSTATIC_FLUID_SALT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**站起来头晕、早上更明显，常常是起身时血压掉下来（体位性低血压）——帕金森病很常见，左旋多巴等药也会加重。多喝水通常有帮助；加盐对一部分人有用，但要不要加、加多少要医生定。** 医生没有限制喝水的话，一天喝够约2–2.5升，早上起床前后先喝一两大杯水（一次约500毫升能让血压升高一阵）；咖啡也算水，早上一杯还能稍微帮点忙，但别靠它。有高血压、心衰或肾病的，不要自己加盐，请问神经内科或全科医生，他们可能建议加盐、调药或查一次卧位和站立位血压。起身分三步：先坐在床边一两分钟再站；头晕时避免一顿吃很多主食、洗很热的澡；身边放好扶手，防摔倒。晕倒、摔倒或胸痛，当天就医。',
    en: '**Lightheadedness when you stand up, worst in the morning, is often blood pressure dropping on standing (orthostatic hypotension) — common in Parkinson’s and made more likely by levodopa and some other medicines. More fluid usually helps; extra salt helps some people, but whether and how much is the doctor’s call.** Unless a doctor has limited your fluids, drink about 2–2.5 litres across the day, with a large glass or two of water before or just after getting up (about 500 ml at once raises blood pressure for a while); coffee counts as fluid and a morning cup may help a little, but don’t rely on it. With high blood pressure, heart failure or kidney disease, do not add salt on your own — ask the neurologist or GP, who may suggest more salt, a medicine change or a lying-and-standing blood pressure check. Get up in stages (sit on the edge of the bed for a minute first), avoid large starchy meals and very hot showers when lightheaded, and make the home safe against falls. Fainting, a fall or chest pain needs care the same day.',
  },
  source: {
    ref: 'Shibao C, Lipsitz LA, Biaggioni I. ASH position paper: evaluation and treatment of orthostatic hypotension. J Clin Hypertens 2013;15:147–153 (fluids 2–2.5 L a day, a 500 ml water bolus, salt only where safe, physical measures) — cited from memory; NICE NG71 Parkinson’s disease in adults (2017), §1.7 orthostatic hypotension (review medicines, non-drug measures)',
  },
};

/**
 * Constipation with a low blood sodium, not on an opioid (blind answer round 59, en-080/zh-079, development data: a woman of
 * 88 with a sodium of 127, told to drink less, asking whether her Metamucil is still fine, was told of sertraline and
 * tramadol she does not take, to "keep to the usual drinks", and "no known interaction" for the psyllium). `{medicines}`
 * is the sentence on the person's own medicines that can lower sodium (SODIUM_LOWERING_MEDICINES).
 */
export const LOW_SODIUM_CONSTIPATION: { text: Bilingual; source: Source } = {
  text: {
    zh: '**血钠偏低（低于135 mmol/L）时，便秘也不要靠多喝水来解决：医生让少喝水，就守住医生定的量；没有定量的，照平时喝、不额外加——多喝水会让血钠更低。** 车前子壳这类“吸水膨胀”的纤维粉（如美达施Metamucil）要配足量的水才起作用；喝水减少时照样吃，大便反而更干更硬，体弱的老人还可能堵住肠子。所以在限水期间，下一次吃之前先问医生或药师：要不要先停掉它、改用哪种通便药——不要为了让它起效而多喝水。{medicines}自己拿番泻叶泡水，浓度没法控制，容易腹泻、腹痛、血钾变低——要用就用药师推荐的、剂量固定的番泻叶片剂。吃的可以一起改：煮软的蔬菜、猕猴桃、几颗西梅（西梅汁也算进当天喝的水里，不是另外加），慢慢加；能走动就每天适当走一走，早饭后固定时间上厕所。便血、肚子胀痛、呕吐、一周没有大便，或者出现意识混乱、特别嗜睡、走路不稳、跌倒，要尽快就医。',
    en: '**With a low blood sodium (under 135 mmol/L), constipation is not a reason to drink more: if the doctor has asked for less fluid, keep within that limit; if not, keep to the usual drinks and add no extra — more water lowers the sodium further.** A bulk-forming fibre powder such as psyllium (Metamucil, Fybogel) only works with plenty of fluid: taken while drinking less, it can make stools harder and, in a frail older person, cause a blockage. So while the fluid is limited, ask the doctor or pharmacist before the next dose whether to stop it for now and which laxative to use instead — do not drink more to make it work. {medicines}Senna leaves brewed at home have an unmeasured strength and can cause diarrhoea, cramps and a low potassium — if senna is advised, take measured senna tablets. Food helps alongside: soft-cooked vegetables, kiwi, a few prunes (prune juice counts within the day’s drinks, not on top), added gradually; a little walking each day if it is safe, and a regular toilet time after breakfast. Blood in the stool, a swollen or painful tummy, vomiting, no stool for a week, or new confusion, unusual drowsiness, unsteadiness or a fall need a doctor promptly.',
  },
  source: {
    ref: 'NICE CKS Constipation (2023): bulk-forming laxatives need an adequate fluid intake; Fybogel (ispaghula husk) UK SmPC §4.3–4.4: not for faecal impaction, adequate fluid intake must be maintained — cited from memory; Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47; NICE CKS Hyponatraemia (thiazide-type diuretics, SSRIs, carbamazepine and oxcarbazepine, desmopressin and tramadol among the medicine causes)',
    url: 'https://cks.nice.org.uk/topics/constipation/',
  },
};

/** A person's own medicines that can lower sodium (NICE CKS Hyponatraemia), named in the low-sodium answers. */
export const SODIUM_LOWERING_MEDICINES: {
  classes: readonly string[];
  ids: readonly string[];
  /** Said when the person takes one or more of them: `{names}`. */
  text: Bilingual;
  /** Said when they take none of them. */
  none: Bilingual;
} = {
  classes: ['ssri', 'snri', 'thiazide_diuretic'],
  ids: ['tramadol', 'carbamazepine', 'oxcarbazepine', 'desmopressin'],
  text: {
    zh: '你在吃的{names}都可能让血钠下降，老人更容易发生：请把血钠结果告诉开药医生，不要自己停药。',
    en: 'Of your medicines, {names} can lower sodium, above all in older people: tell the prescriber about the result, and do not stop a medicine yourself. ',
  },
  none: {
    zh: '一些药（利尿剂、某些抗抑郁药和抗癫痫药、曲马多）会让血钠下降：请把在吃的所有药告诉医生，不要自己停药。',
    en: 'Some medicines (water tablets, some antidepressants and epilepsy medicines, tramadol) lower sodium: tell the doctor every medicine taken, and do not stop a medicine yourself. ',
  },
};

/**
 * Iron foods on an elimination diet without wheat and soy (and often milk and egg), as for eosinophilic oesophagitis
 * (blind answer round 59, en-051, development data: a boy of 10 off dairy, wheat, egg and soy with a ferritin of 15 was
 * offered firm tofu and fortified breakfast cereal in an adult's dal text).
 */
export const ELIMINATION_DIET_IRON_FOODS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**不吃小麦和大豆（常常还有牛奶、鸡蛋）时，补铁最靠得住的是肉和鱼里的血红素铁：红肉（牛肉、羊肉）哪怕少量也有用——剁成肉末做成米饭配的肉酱、自己做不加面包屑和鸡蛋的肉丸；鸡腿等深色鸡肉比鸡胸铁多；鱼也有一些。** 植物来源选不含大豆的：扁豆、鹰嘴豆、芸豆等豆类，南瓜子，绿叶菜；和富含维生素C的水果蔬菜（橙子、草莓、彩椒、西兰花）同一餐吃，吸收更好；吃饭时不喝茶，燕麦奶、米奶等代乳品和铁错开。豆腐、豆浆是大豆做的，强化早餐谷物大多含小麦——排除期间都不算；只有标签写明无小麦、无大豆、无乳的米或燕麦谷物才可以考虑。孩子的铁蛋白偏低，要不要加儿童铁剂、吃多少，由儿科医生按体重定，过一段时间复查；排除饮食期间请营养师一起看铁、钙和维生素D够不够。',
    en: '**Off wheat and soy (and often milk and egg), the most reliable iron is the haem iron in meat and fish: red meat (beef, lamb) helps even in small amounts — minced into a sauce over rice, or home-made meatballs without breadcrumbs or egg; dark chicken meat (thighs, drumsticks) has more iron than breast; fish has some too.** Plant sources without soy: lentils, chickpeas, kidney and other beans, pumpkin seeds, leafy greens — eaten in the same meal as vitamin C foods (oranges, strawberries, peppers, broccoli) to absorb more; no tea with meals, and oat or rice drinks kept apart from the iron. Tofu and soy milk are soy, and most fortified breakfast cereals contain wheat — neither counts during the elimination; only a rice or oat cereal labelled free of wheat, soy and milk would. A child’s low ferritin is for the paediatrician: whether to add a children’s iron supplement and how much go by weight, with a recheck later; ask the dietitian to check iron, calcium and vitamin D while the elimination lasts.',
  },
  source: {
    ref: 'NIH ODS Iron fact sheet for health professionals (2024): haem iron in meat, poultry and fish; vitamin C enhances non-haem iron; Dellon ES et al. ACG clinical guideline: diagnosis and management of eosinophilic esophagitis. Am J Gastroenterol 2025 (elimination diets with dietitian support) — cited from memory; Baker RD, Greer FR. Diagnosis and prevention of iron deficiency and iron-deficiency anemia in infants and young children. Pediatrics 2010;126:1040–1050',
  },
};

/**
 * Dim sum on an elimination of wheat and soy (blind answer round 59, zh-058, development data: "虾饺的皮是不是有小麦淀粉？豉汁、
 * 酱油又全是大豆和小麦……有没有哪些点心相对安全可以点的？" for a boy of 10 with eosinophilic oesophagitis got the text for an
 * underweight older person, with milk, eggs, tofu pudding and bread).
 */
export const ELIMINATION_DIET_DIM_SUM: { text: Bilingual; source: Source } = {
  text: {
    zh: '**饮茶时大部分点心都含小麦或大豆：虾饺皮用的澄面就是小麦淀粉（可能带少量小麦蛋白，排除期间按小麦算），烧卖、叉烧包、春卷、肠粉的皮多含小麦；酱油、豉汁、蚝油和腐皮、豆腐含大豆（酱油和蚝油一般也含小麦）；蛋挞、马拉糕、奶黄包还有鸡蛋和牛奶。** 相对能点的：白粥（不加腐竹、皮蛋、油条）、白饭、白灼青菜（酱汁另上、不淋蚝油）、清蒸鸡或清蒸鱼（请厨房不放酱油、豉汁）、切块水果。餐厅的蒸笼、酱料和油锅是共用的，沾到一点很难避免；大人或孩子在做排除饮食（正在看哪种食物引起反应）的阶段，最稳妥的是从家里带一份安全的饭菜，跟服务员说清楚不能有小麦、大豆、鸡蛋和奶。哪些微量可以接受、什么时候能把点心加回来，请问过敏科医生或营养师。',
    en: '**At dim sum most items have wheat or soy: har gow wrappers are wheat starch (it can carry traces of wheat protein, so during the elimination it counts as wheat); siu mai, char siu bao, spring rolls and rice-noodle rolls usually have wheat in the wrapper or batter; soy sauce, black-bean sauce, oyster sauce, bean-curd skin and tofu are soy (soy and oyster sauces usually have wheat too); egg tarts, ma lai go and custard buns add egg and milk.** What is usually safer to order: plain congee (no bean-curd sticks, century egg or fried dough), plain rice, blanched greens with the sauce on the side (no oyster sauce), steamed chicken or fish cooked without soy or black-bean sauce, cut fruit. Steamers, sauces and fryers are shared, so some cross-contact is hard to avoid; while the elimination is being tested, for a child or an adult, the safest plan is a safe meal brought from home, and telling the staff clearly: no wheat, soy, egg or milk. Which traces are acceptable, and when dim sum can come back, are for the allergist or dietitian.',
  },
  source: {
    ref: 'Dellon ES et al. ACG clinical guideline: diagnosis and management of eosinophilic esophagitis. Am J Gastroenterol 2025 (dietary elimination, strict avoidance during the trial, dietitian support) — cited from memory; FALCPA 2004 and EU Regulation 1169/2011 (wheat, soy, milk and egg as declared allergens; wheat starch from wheat)',
  },
};

/**
 * A PKU protein substitute missed, and doubling it the next day (blind answer round 60, zh-056, en-055, development data:
 * "Lophlex LQ 20一天三包，她经常漏掉一包…能不能第二天一次喝两包补回来" got the text on eating back exercise calories).
 */
export const PKU_PROTEIN_SUBSTITUTE_MISSED: { text: Bilingual; source: Source } = {
  text: {
    zh: '**蛋白替代品（如Lophlex LQ 20）漏掉一份，那天的蛋白质就少了一块，苯丙氨酸也更容易升高；它要分几次在一天里喝，身体才用得好——所以不要第二天一次喝两份来补，多出来的那份大多用不上。** 漏了的那份，当天晚些时候想起来就补上（和下一份隔开一段时间），过了当天就照原计划继续；具体怎么补，按代谢门诊营养师交代的做。上班容易漏的那一份：包里或公司冰箱里放一袋即饮装，设个手机提醒，和午饭一起喝。如果常常做不到一天三份，请告诉营养师，看能不能调整份数、时间或换一种更方便的剂型。备孕期间苯丙氨酸要稳定在120–360 μmol/L，按时喝蛋白替代品是做到这一点的关键之一。',
    en: '**Missing a protein substitute (such as Lophlex LQ 20) takes a share of that day’s protein away and makes the Phe more likely to rise; it works best spread over the day in several portions — so do not drink two the next day to make up, as most of the extra one goes unused.** A missed portion can be taken later the same day when you remember (with some time before the next one); after that day, carry on with the usual plan — and follow whatever your metabolic dietitian has told you about missed doses. For the lunchtime one at work: keep a ready-to-drink pouch in your bag or the office fridge, set a phone reminder, and have it with lunch. If three a day often does not happen, tell the dietitian: the number, the timing or the product can be changed to suit you. Before a pregnancy the Phe needs to stay at 120–360 µmol/L, and taking the substitute on time is one of the keys to that.',
  },
  source: {
    ref: 'van Wegberg AMJ et al. The complete European guidelines on phenylketonuria: diagnosis and treatment. Orphanet J Rare Dis 2017;12:162 (protein substitute in at least three portions spread through the day with natural protein; Phe 120–360 µmol/L before conception and in pregnancy); Vockley J et al. Phenylalanine hydroxylase deficiency: diagnosis and management guideline (ACMG). Genet Med 2014;16:188–200',
  },
};

/**
 * Stock cubes with a borderline blood pressure (blind answer round 60, en-043, zh-047, development data: "I put Maggi
 * cubes in nearly all my stews and soups, 2 or 3 per pot. Does that matter for the blood pressure?" got a "can't", and in
 * Chinese the malt-drink text of the question before).
 */
export const STOCK_CUBES_BLOOD_PRESSURE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**有关系：一块浓汤宝/调味块（如Maggi、Knorr）通常含约1–2.5克盐（看包装上的“钠”或“盐”），一锅放两三块，再加上自己放的盐，很容易超过每天不到5克盐（约2000毫克钠）的建议量。** 血压在临界值时，少盐是最快见效的办法之一，几周内血压就可能降下来。做法：每锅先减到一块或半块，放了调味块就不再另外加盐，出锅前尝了再说；用洋葱、番茄、姜蒜、辣椒、胡椒、香叶、百里香等提味；选标明“低钠”的调味块；少吃咸鱼、腌肉和方便面。如果在吃降压药或有肾病，不要自己改用含钾的低钠盐，先问医生。',
    en: '**Yes, it matters: a stock cube (Maggi, Knorr and the like) usually holds about 1–2.5 g of salt — check the label for salt or sodium — so two or three per pot, plus any salt added, easily takes a day past the advised under 5 g of salt (about 2,000 mg of sodium).** With a borderline blood pressure, eating less salt is one of the quickest things that works — it can lower the pressure within weeks. How: cut to one or half a cube per pot and add no extra salt once a cube is in, tasting before adding anything; build flavour with onions, tomatoes, ginger, garlic, pepper, chilli, scent leaf, thyme and curry leaves; look for reduced-salt cubes; go easy on dried fish, salted meats and instant noodles. If you take blood-pressure tablets or have kidney disease, do not switch to a potassium-based salt substitute without asking your doctor.',
  },
  source: {
    ref: 'WHO Guideline: Sodium intake for adults and children (2012): under 2 g sodium (5 g salt) a day; He FJ, Li J, MacGregor GA. Effect of longer term modest salt reduction on blood pressure: Cochrane systematic review and meta-analysis of randomised trials. BMJ 2013;346:f1325; stock-cube labels (salt per cube varies by brand and size)',
  },
};

/**
 * A religious fast of several days on water only, for an older person or one on regular medicines (blind answer round 60,
 * zh-073, en-072, development data: Paryushan upvas with boiled water only for several days, at 62 with osteoporosis on
 * teriparatide, levothyroxine, pantoprazole and calcium, got weight-loss tips and "no reliable rule"). `{own}` is the
 * sentence on teriparatide when it is taken (empty otherwise).
 */
export const WATER_ONLY_FAST_DAYS: { text: Bilingual; teriparatide: Bilingual; source: Source } = {
  text: {
    zh: '**连续好几天只喝开水的断食，对老人和每天吃药的人风险不小：容易脱水、头晕跌倒（有骨质疏松的，摔一跤就可能骨折），血钠、血钾会变乱，肌肉也会掉。** 尊重她的信仰的同时，请在斋期前一两周和医生商量：能不能改成较缓和的做法（比如一天只吃一顿、只在部分日子断食、断食日之间留吃饭的日子）；断食的日子白天多次少量喝足开水；每种药怎么吃——左甲状腺素一般照常用白开水空腹吃，钙片、维生素D这类随餐吃的可以请医生定是否暂停几天；其他药不要自己停。{own}出现头晕得站不住、晕倒、意识糊涂、心慌胸痛、尿很少，马上停止断食并就医。开斋时从粥、汤这类小份软食慢慢加，不要一下子吃很多。',
    en: '**Several days of boiled water only is risky for an older person or anyone on daily medicines: dehydration, dizziness and falls (with osteoporosis, one fall can mean a fracture), upset sodium and potassium, and muscle loss.** With full respect for the observance, talk to her doctor a week or two before: whether a gentler form would do (one meal a day, fasting on some days only, eating days between fasting days); on fasting days, sip plenty of boiled water through the day; and how to take each medicine — levothyroxine usually continues as normal with water on an empty stomach, and tablets meant to go with food, such as calcium and vitamin D, can be paused for those days if the doctor agrees; do not stop other medicines yourselves. {own}If she is too dizzy to stand, faints, becomes confused, has palpitations or chest pain, or passes very little urine, she should stop the fast and be seen at once. When the fast ends, start again with small soft meals (porridge, dal soup) and build up slowly.',
  },
  teriparatide: {
    zh: '特立帕肽（Forteo）一般照常每天打，和吃饭无关，但它本身会让一些人打完后站起来头晕：断食期间打针时要坐着或躺着，打完先休息一会儿再起身，具体问开药医生。',
    en: 'Teriparatide (Forteo) is usually injected every day as normal — it does not depend on food — but it can itself cause dizziness on standing after the injection: on fasting days inject sitting or lying down and rest a while before getting up; ask the prescriber to confirm. ',
  },
  source: {
    ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (dehydration and restrictive diets in older people); Forteo (teriparatide) US prescribing information §2 and §5 (orthostatic hypotension: inject where one can sit or lie down) — cited from memory; Levothyroxine labels (taken on an empty stomach with water)',
  },
};

/**
 * Bright yellow urine on riboflavin, with magnesium's timing (blind answer round 60, zh-063, en-060, development data:
 * "核黄素吃了尿变得好黄，正常吗？镁一般是早上吃还是睡前吃比较好" got only "B2 at breakfast", and in English a "can't" on which
 * riboflavin to choose).
 */
export const RIBOFLAVIN_YELLOW_URINE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**正常，也没有害处：核黄素（维生素B2）本身是黄色的，身体用不完的几个小时内就从尿里排出去；吃到预防偏头痛的剂量（比如每天400毫克），尿变成亮黄、甚至荧光黄是预料之中的。** 这本身不说明缺水或肾有问题；但如果尿一直很深、量很少，或者变成红色、茶色，就是别的原因，要去查。镁什么时候吃都可以，选一个你能天天坚持的时间：随餐吃胃更舒服；如果吃了大便变稀，可以分两次吃或放到晚上。在吃左甲状腺素的，和它隔开约4小时；在吃四环素类、喹诺酮类抗生素的，隔开至少2小时。',
    en: '**Normal and harmless: riboflavin (vitamin B2) is yellow, and what the body does not use leaves in the urine within hours — at migraine doses such as 400 mg a day, bright, even fluorescent, yellow urine is expected.** By itself it is not a sign of dehydration or kidney trouble; urine that stays dark with little of it, or turns red or brown, is another matter and worth checking. Magnesium can go at any time of day you will stick to: with food it is easier on the stomach, and if it loosens the stools, split the dose or take it in the evening. Keep it about 4 hours from levothyroxine, and at least 2 hours from tetracycline or quinolone antibiotics, if you take them.',
  },
  source: {
    ref: 'NIH ODS Riboflavin Fact Sheet for Health Professionals (excess excreted in urine, bright yellow colour); NIH ODS Magnesium Fact Sheet for Health Professionals (diarrhoea from supplements; spacing from tetracyclines, quinolones and other medicines); Holland S et al. Evidence-based guideline update: NSAIDs and other complementary treatments for episodic migraine prevention in adults. Neurology 2012;78:1346–1353 (riboflavin 400 mg, magnesium)',
  },
};

/**
 * How to take a vitamin D sachet or high-strength capsule: milk, a meal or plain water (blind answer round 60, en-074,
 * development data: "Should the sachet be taken with milk or on empty stomach? Right now she mixes it in plain water first
 * thing in the morning" after a weekly 60,000 IU sachet got a latte and alendronate she does not take).
 */
export const VITAMIN_D_SACHET_WITH_FAT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**维生素D是脂溶性的：那一包最好随一顿有点油脂的正餐吃，或者冲进一杯牛奶里喝，不要空腹只用白开水冲——研究里随含脂肪的餐吃，吸收明显更好。** 每周一次的剂量，固定在每周同一天（比如周日午饭），设个提醒，别漏。它和左甲状腺素没有冲突；要和左甲状腺素隔开约4小时的是钙片。如果这样按时吃了几个月，25-羟维生素D还是很低，请告诉医生：医生会看是不是漏吃、吸收有没有问题，再决定要不要调整剂量——不要自己加量。',
    en: '**Vitamin D is fat-soluble: take the sachet with a meal that has some fat in it, or stirred into a glass of milk, rather than in plain water on an empty stomach — in studies it was absorbed clearly better with a fat-containing meal.** For a weekly dose, fix one day of the week (Sunday lunch, say) and set a reminder so none is missed. It does not clash with levothyroxine; it is the calcium tablet that needs about 4 hours from the thyroid tablet. If, taken this way for a few months, the 25-OH vitamin D is still low, tell the doctor: they will check for missed doses or poor absorption and decide on the dose — do not raise it yourselves.',
  },
  source: {
    ref: 'Dawson-Hughes B et al. Dietary fat increases vitamin D-3 absorption. J Acad Nutr Diet 2015;115:225–230; Mulligan GB, Licata A. Taking vitamin D with the largest meal improves absorption and results in higher serum levels of 25-hydroxyvitamin D. J Bone Miner Res 2010;25:928–930; Synthroid (levothyroxine) US prescribing information §7 (calcium 4 hours apart)',
  },
};

/**
 * Aged cheese and red wine as migraine triggers (blind answer round 60, en-062, zh-062, development data: "Aged cheese and
 * red wine as migraine triggers - legit or a myth?" from a woman on topiramate for migraine got the antiseizure alcohol
 * text naming carbamazepine). `{own}` is the sentence on topiramate when it is taken (empty otherwise).
 */
export const MIGRAINE_CHEESE_WINE: { text: Bilingual; topiramate: Bilingual; source: Source } = {
  text: {
    zh: '**一半对：酒（红酒最常被提到）是偏头痛患者最常说的诱因之一，但只对一部分人有效；陈年奶酪（酪胺）被认为是诱因的证据很弱，大多数人吃了没事。** 与其全部戒掉，不如记两三个月的头痛日记：每次发作前24小时吃了什么、喝了多少、睡得怎样、有没有压力或来月经；同一样东西反复出现在发作前，才值得避开。更常见、证据更好的诱因是不规律吃饭（比如不吃午饭）、睡眠乱、脱水和咖啡因忽多忽少——每天的咖啡量保持稳定，别一天四杯、周末突然不喝。{own}',
    en: '**Half right: alcohol — red wine most often named — is one of the commonest triggers people with migraine report, but only for some of them; the evidence for aged cheese (tyramine) is weak, and most people can eat it without a headache.** Rather than cutting both, keep a headache diary for two or three months: what you ate and drank, how much, your sleep, stress and your period in the 24 hours before each attack; only something that keeps turning up before attacks is worth avoiding. Commoner, better-supported triggers are skipped meals (a missed lunch), irregular sleep, dehydration and caffeine that swings — keep the daily coffee steady rather than four cups on workdays and none at the weekend. {own}',
  },
  topiramate: {
    zh: '在吃托吡酯的：酒会加重它带来的困倦、头晕和反应慢，喝的话少量、随餐，开车前不喝；托吡酯照常吃，不要为了喝酒自己停药。',
    en: 'On topiramate, alcohol adds to its drowsiness, dizziness and slowed thinking: if you drink, keep it to a little with food and none before driving, and keep taking the topiramate as prescribed rather than skipping a dose to drink.',
  },
  source: {
    ref: 'Marmura MJ. Triggers, protectors, and predictors in episodic migraine. Curr Pain Headache Rep 2018;22:81; Hindiyeh NA et al. The role of diet and nutrition in migraine triggers and treatment: a systematic literature review. Headache 2020;60:1300–1316 (alcohol and red wine in a minority; weak evidence for cheese and tyramine) — cited from memory; Topamax (topiramate) US prescribing information (CNS depression with alcohol) — cited from memory',
  },
};

/**
 * How to take an oral rehydration salt with a high-output stoma: how many sachets, how to mix, the salty taste (blind
 * answer round 60, en-023, zh-026, development data: "how should she use the rehydration salts? She only takes ORS III now
 * and then. How many sachets a day and how to mix" got the stoma fluid text again).
 */
export const STOMA_ORS_HOW: { text: Bilingual; source: Source } = {
  text: {
    zh: '**口服补液盐III按说明书冲：一袋用250毫升温开水化开，不要冲得更浓或更淡；高排出量造口不是“偶尔喝一点”，而是每天喝——造口团队常定的量是每天约1升补液（大约4袋），白天小口分次喝，用来代替一部分白开水和茶。** 它每升含钠约75毫摩尔，比造口指南推荐的圣马克补液（约90毫摩尔）稍低，用哪种、每天几袋，请造口护士或医生按排出量定。嫌咸喝不下：放冰箱冰一冰再喝，用吸管小口喝，可以挤几滴柠檬汁；不要兑进果汁或汽水里（会让造口排得更多）。喝了之后尿量增加、站起来不晕，说明补到了；尿很少、站起来头晕、造口袋比平常满得快，当天就医。',
    en: '**ORS III is made up as its label says — one sachet in 250 ml of warm boiled water, no stronger and no weaker — and with a high-output stoma it is for every day, not now and then: stoma teams usually aim for about 1 litre of rehydration solution a day (about 4 sachets), sipped through the day in place of part of the plain water and tea.** It holds about 75 mmol of sodium a litre, a little less than the St Mark’s solution the stoma guideline prefers (about 90), so ask the stoma nurse or doctor which to use and how many a day for her output. If the salty taste puts her off: chill it, sip it through a straw, add a squeeze of lemon — but do not mix it into juice or fizzy drinks, which push the output up. Passing more urine and no dizziness on standing mean it is working; little urine, dizziness on standing, or a bag filling much faster than usual need care the same day.',
  },
  source: {
    ref: 'Nightingale J, Woodward JM. Guidelines for management of patients with a short bowel. Gut 2006;55(Suppl 4):iv1–iv12 (hypotonic fluids limited; about 1 litre of glucose-saline solution with sodium of at least 90 mmol/L sipped daily); 口服补液盐散（III）说明书（每袋溶于250毫升温开水；钠75 mmol/L）— cited from memory; St Mark’s Hospital. Oral rehydration solution (patient information leaflet: chilled, sipped, may be flavoured)',
  },
};

/**
 * The foods and products of a low-iodine diet before radioactive iodine, asked one by one (blind answer round 61, en-016,
 * en-042, en-056, zh-001, zh-002, zh-006, development data: a woman after thyroid cancer surgery asking about seaweed
 * broth, iodised salt, dim sum and milk tea was told "iodised salt covers everyday needs" and given soy and bubble-tea
 * texts; her calcium on calcitriol for hypoparathyroidism stays whatever the diet).
 */
export const LOW_IODINE_DIET_FOODS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**低碘饮食这1–2周，碘主要来自加碘盐、海藻、海产和奶、蛋黄，按下面做：** 1）盐：家里的加碘盐这段时间换成无碘盐（包装写“未加碘”或“无碘”），自己的饭菜单独用它做，或全家一起换；“少放一点加碘盐”不够，盐本身就是碘的主要来源。2）紫菜汤、海带汤：碘会溶进汤里，只喝汤、把海带留在锅里也不行，这段时间整锅都不喝；猪骨、粟米（玉米）、胡萝卜这类汤可以煲，用无碘盐调味，不放虾米、干贝、鱿鱼干等海产干货。3）奶类：牛奶、芝士、酸奶、奶茶用的淡奶和炼奶这段时间都不吃，港式奶茶可以换成不加奶的清茶、柠檬茶；蛋黄不吃，蛋白可以。4）外出饮茶：虾饺、烧卖等有虾、蟹、鱼和海产的点心不点；餐馆的盐、酱油和酱汁是不是加碘无从知道（不少低碘清单这段时间连酱油也不让吃），肠粉这类淋酱的点心也难保证——这两周最好在家吃，实在要去，选不加酱、没有海产和蛋奶的蒸菜、白粥。5）补充剂：含碘的复合维生素（例如每片含碘150微克的善存）和海藻类产品这段时间先停；不含碘的药和补充剂照常吃——甲状旁腺功能减退在吃钙片和骨化三醇的，千万不要停，嘴唇、手指发麻请当天联系医生。从哪天开始、吃到哪天、左甲状腺素怎么安排，以核医学科或内分泌科给你的清单为准。',
    en: '**For the 1–2 weeks of a low-iodine diet, the iodine comes mainly from iodised salt, seaweed, seafood, dairy and egg yolks — so:** 1) Salt: swap the iodised salt for non-iodised salt for these weeks (the pack says “non-iodised” or “no added iodine”), and cook her portion with it or switch the whole family; “just a little iodised salt” does not work, as the salt itself is the main source. 2) Seaweed (nori, kelp) soup: the iodine goes into the broth, so drinking the broth and leaving the seaweed in the pot is not low-iodine — skip the whole pot for now; pork-bone, corn or carrot soups are fine made with non-iodised salt and without dried seafood (dried shrimp, scallops, squid). 3) Dairy: milk, cheese, yoghurt and the evaporated or condensed milk in milk tea are out for these weeks — Hong Kong-style milk tea can become plain or lemon tea without milk; no egg yolks, egg whites are fine. 4) Yum cha: skip anything with shrimp, crab, fish or other seafood (har gow, siu mai); a restaurant’s salt, soy sauce and sauces may be iodised and you cannot tell (many low-iodine lists leave out soy sauce for these weeks), and sauced dishes such as cheung fun are hard to keep low — eat at home for these two weeks if you can; if you go, choose plain steamed vegetables or congee with no sauce, seafood, egg or dairy. 5) Supplements: a multivitamin with iodine (such as one with 150 mcg a tablet) and any seaweed product are left out for these weeks; everything without iodine goes on as usual — with hypoparathyroidism, never stop the calcium or calcitriol, and tingling lips or fingers need the doctor the same day. The start and end dates of the diet, and what happens to the levothyroxine, follow the list from the nuclear medicine or endocrine team.',
  },
  source: {
    ref: 'Haugen BR et al. 2015 American Thyroid Association Management Guidelines for Adult Patients with Thyroid Nodules and Differentiated Thyroid Cancer, Thyroid 2016;26:1–133, Recommendation 56 (a low-iodine diet for 1–2 weeks before RAI); American Thyroid Association, Low Iodine Diet (patient information: non-iodised salt, no seafood or seaweed, no dairy, egg whites only, no iodine-containing supplements) and ThyCa Low-Iodine Cookbook — cited from memory; 中国临床肿瘤学会（CSCO）分化型甲状腺癌诊疗指南（2021）：131I治疗前低碘饮食',
  },
};

/**
 * A baby's first year asked food by food, answered by intents/child-food.ts (blind answer round 62, zh-037–039,
 * en-034–035, development data: an 8-month-old boy's family got adult bone-soup and calcium texts, and no word on salt).
 */
export const INFANT_NO_SALT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**1岁以内的辅食不加盐，也不加酱油、鸡精和糖，一点点也不要。** 宝宝的肾还处理不了多余的钠，母乳、奶粉和天然食物里的钠已经够他用；酱油的钠比盐还集中。“不放盐没力气”是老说法——力气来自吃够奶和辅食。宝宝本来就接受原味，想让粥好吃，用蔬菜泥、肉泥、蛋黄、番茄、南瓜这些本身有味道的食材来调；中国的婴幼儿喂养指南建议到2岁前辅食都保持原味，不额外加盐、糖和调味品。',
    en: '**No salt in a baby’s food before 12 months — and no soy sauce, stock powder or sugar either, not even a little.** A baby’s kidneys cannot handle extra sodium; breast milk, formula and ordinary foods already give what a baby needs, and soy sauce is even saltier than salt. “No salt, no strength” is an old saying — strength comes from enough milk and solid food. Babies accept plain flavours: flavour the congee with vegetables, pureed meat, egg yolk, tomato or pumpkin instead. The Chinese infant-feeding guideline keeps food unsalted and unsweetened up to age 2; the NHS says no added salt before 1 and very little after.',
  },
  source: {
    ref: '中国营养学会《中国婴幼儿喂养指南（2022）》7～24月龄 准则四（辅食保持原味，不加盐、糖和调味品）— cited from memory; NHS Start for Life, Foods to avoid giving babies and young children (no added salt; babies under 12 months need less than 1 g salt a day) — cited from memory',
  },
};

export const INFANT_BONE_SOUP: { text: Bilingual; source: Source } = {
  text: {
    zh: '**骨头汤补不了钙：熬几个小时的猪骨汤，钙几乎都留在骨头里，汤里很少，主要是脂肪和嘌呤。用它熬粥偶尔换换口味可以（不加盐），但别指望补钙。** 1岁以内宝宝的钙主要来自母乳和奶粉——每天奶量（母乳加奶粉）保持在约500–700毫升就基本够了。辅食里可以加豆腐、蛋黄、绿叶菜泥；1岁以前不要用鲜牛奶当主要的奶，也不需要另外吃钙片，除非儿科医生让吃。',
    en: '**Bone broth does not supply calcium: after hours of simmering almost all the calcium stays in the bones, and the broth carries mostly fat and purines. Congee cooked in it is fine now and then for flavour (no salt), but not as a calcium source.** Before 12 months a baby’s calcium comes from breast milk and formula — about 500–700 ml of milk a day in all covers it. Tofu, egg yolk and pureed green vegetables add some; no cow’s milk as his main drink before 12 months, and no calcium tablets unless his paediatrician prescribes them.',
  },
  source: {
    ref: 'Hsu DJ, Lee CW, Tsai WC, Chien YC. Essential and toxic metals in animal bone broths. Food Nutr Res 2017;61:1347478 (calcium in bone broths is low) — cited from memory; 中国营养学会《中国婴幼儿喂养指南（2022）》7～12月龄：每天奶量500～700 ml，1岁前不以鲜牛奶为主要饮品 — cited from memory',
  },
};

export const INFANT_RICE_WATER: { text: Bilingual; source: Source } = {
  text: {
    zh: '**米汤不能替代一顿奶：米汤几乎只有水和少量淀粉，蛋白质、脂肪、钙和铁都很少，营养远不如母乳或奶粉；喝了米汤占了肚子，奶就喝少了。** 1岁以内宝宝奶仍是主要食物，每天约500–700毫升（母乳加奶粉一起算）。两顿奶之间渴了喂几口白开水就行；想吃谷物，用强化铁的米粉或稠粥，里面加肉泥、蛋黄、菜泥，这才是合格的辅食。可以把这段给奶奶看看。',
    en: '**Rice water cannot replace a milk feed: it is mostly water with a little starch — almost no protein, fat, calcium or iron — and it fills the baby up so he or she drinks less milk.** Before 12 months milk is still a baby’s main food, about 500–700 ml a day of breast milk and formula together. Between feeds a few sips of plain water are enough if he is thirsty; for grains, iron-fortified rice cereal or a thick congee with pureed meat, egg yolk and vegetables is the proper solid food. It may help to show grandma this.',
  },
  source: {
    ref: '中国营养学会《中国婴幼儿喂养指南（2022）》7～24月龄（继续母乳喂养，奶量500～700 ml；辅食从富含铁的泥糊状食物开始，稠度逐渐增加）— cited from memory; WHO, Guiding principles for complementary feeding of the breastfed child (2003): thin gruels and soups are low in energy and nutrients — cited from memory',
  },
};

/**
 * Street-stall herbal cooling tea with kidney disease (blind answer round 62, en-009, zh-010, zh-011, development data: a
 * woman with IgA nephropathy, CKD 3a and a potassium of 5.2 on losartan got a weight-plateau text headed "Yes").
 */
export const HERBAL_TEA_WITH_CKD: { text: Bilingual; source: Source } = {
  text: {
    zh: '**有慢性肾病时，街边凉茶（如廿四味）最好不要喝。** 凉茶铺的配方、药材和浓度都不固定，没法知道一杯里有什么；有些草药会伤肾（最出名的是含马兜铃酸的药材），有些含钾不少——血钾偏高、或在吃普利类、沙坦类、螺内酯这类会升血钾的药时更不合适；“降火”也没有证据能保护肾。菊花茶、夏枯草这类单味的，长期喝之前也先拿给肾内科医生或药师看看。平时喝白开水或淡茶就好；医生没让限水的话，渴了就喝。',
    en: '**With chronic kidney disease, street-stall herbal cooling tea such as 24-flavour tea is best left out.** Stall recipes, herbs and strengths vary, so you cannot know what is in a cup; some herbs harm the kidneys (those containing aristolochic acid are the best known), some carry a fair amount of potassium — unhelpful with a raised potassium or on potassium-raising medicines such as ACE inhibitors, ARBs (losartan and the like) or spironolactone — and there is no evidence that “clearing heat” protects the kidneys. Single herbs such as chrysanthemum or prunella tea: show them to your nephrologist or pharmacist before drinking them regularly. Plain water or weak tea is fine; unless your doctor limits fluids, drink to thirst.',
  },
  source: {
    ref: 'KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of CKD, Kidney Int Suppl 2013;3:1–150, Recommendation 4.4 (people with CKD advised not to use herbal remedies) — cited from memory; Debelle FD, Vanherweghem JL, Nortier JL. Aristolochic acid nephropathy: a worldwide problem. Kidney Int 2008;74:158–169 — cited from memory',
  },
};

/**
 * Canned herbal tea (王老吉, 加多宝) asked about, with or without kidney disease (a read-through of blind answer round 62:
 * "我有慢性肾病，夏天能喝王老吉吗" got "no reliable rule"). A fixed factory recipe, mostly sugar water — not the stall's
 * unknown brew.
 */
export const CANNED_HERBAL_TEA: { text: Bilingual; source: Source } = {
  text: {
    zh: '**罐装凉茶（王老吉、加多宝这类）偶尔喝一罐问题不大，但不宜天天当水喝。** 它主要是糖水：一罐310毫升约含30克糖，和一罐可乐差不多；里面的草药（仙草、鸡蛋花、布渣叶、菊花、金银花、夏枯草、甘草等）是固定配方、量很少，不像街边凉茶那样来路不明，但也没有证据能“降火”或护肾。有糖尿病或在控制体重，要把这30克糖算进去；有肾病、医生让你限水的话，它也算进每天的喝水量；血钾偏高时先问肾内科医生。平时解渴还是白开水或淡茶最好。',
    en: '**Canned herbal tea (Wong Lo Kat / Wanglaoji, JDB) is fine as an occasional can, not as your everyday drink.** It is mostly sugar water: a 310 ml can has about 30 g of sugar, close to a can of cola; its herbs (mesona, plumeria flower, microcos leaf, chrysanthemum, honeysuckle, prunella, liquorice …) are a fixed factory recipe in small amounts — not the unknown brew of a street stall — but there is no evidence that it “clears heat” or protects the kidneys. With diabetes or a weight goal, count those 30 g of sugar; with kidney disease and a fluid limit, count the can in your fluids; with a raised potassium, ask your kidney doctor first. For thirst, plain water or weak tea is best.',
  },
  source: {
    ref: '王老吉凉茶（310 ml罐装）产品标签：配料表与营养成分表（碳水化合物约9–10 g/100 ml）— cited from memory; 中国居民膳食指南（2022）准则五（控糖：添加糖每天不超过50 g，最好25 g以下）— cited from memory; KDIGO 2012 CKD guideline, Recommendation 4.4 (herbal remedies) — cited from memory',
  },
};

/**
 * A blood pressure of about 140/90, no medicine yet, "should I try less salt first?" (a read-through of blind answer
 * round 62: "血压140/90，还没吃药，要不要先试试少吃盐" got "no reliable rule").
 */
export const BP_LIFESTYLE_FIRST: { text: Bilingual; source: Source } = {
  text: {
    zh: '**少吃盐值得马上开始，但先别只靠它。** 一次量到140/90左右要先确认：在家早晚各量两次、连量一周，家庭血压平均在135/85以上才算高。确认是高血压的话，现在的中国和欧美指南对多数人——尤其有糖尿病、肾病、心脏病或几个危险因素的——都建议在改生活方式的同时由医生决定开始吃药；只有整体风险低的人，医生才会让你先单靠生活方式试几周到3个月再复查。少盐能降多少：每天的盐减少约4–5克（降到5克以下），收缩压平均能降约5 mmHg；再加上减重、多吃蔬菜水果和奶（DASH饮食）、每周150分钟中等强度运动、少喝酒，合起来效果更明显。想换低钠盐的话，有肾病或在吃会升血钾的药要先问医生。带着一周的家庭血压记录去看医生。',
    en: '**Cutting salt is worth starting today, but don’t rely on it alone yet.** One reading around 140/90 needs confirming first: measure at home twice in the morning and twice in the evening for a week — a home average of 135/85 or more counts as high. If it is confirmed, current Chinese, US and European guidelines advise most people — especially with diabetes, kidney disease, heart disease or several risk factors — to start medicine, as the doctor decides, alongside the lifestyle changes; only for people at low overall risk will the doctor try lifestyle alone for a few weeks to 3 months before rechecking. What salt can do: about 4–5 g less salt a day (down to under 5 g) lowers the top number by about 5 mmHg on average; add weight loss, plenty of vegetables, fruit and dairy (the DASH diet), 150 minutes a week of moderate exercise and less alcohol, and the effect adds up. Before switching to a potassium salt substitute, ask the doctor if you have kidney disease or take a medicine that raises potassium. Take the week of home readings to your doctor.',
  },
  source: {
    ref: '中国高血压防治指南（2024年修订版）（家庭血压≥135/85 mmHg诊断；生活方式干预与启动降压药）— cited from memory; Whelton PK et al. 2017 ACC/AHA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults (stage 2 ≥140/90: lifestyle plus medication) — cited from memory; McEvoy JW et al. 2024 ESC Guidelines for the management of elevated blood pressure and hypertension — cited from memory; He FJ, Li J, MacGregor GA. Effect of longer term modest salt reduction on blood pressure. BMJ 2013;346:f1325 (about −5 mmHg systolic in hypertension for about 4.4 g/day less salt) — cited from memory',
  },
};

/**
 * A salt-free herb seasoning asked about as if it were a potassium salt substitute (blind answer round 62, en-062,
 * development data: Mrs. Dash on lithium, lisinopril and CKD 3 got "switch back to ordinary salt").
 */
const HERB_SEASONING_LEAD: Bilingual = {
  zh: '**无盐的香草调味料（例如国外超市卖的那种香草香料混合调味）不是代盐：不含钠，也不含氯化钾，不会多添盐或钾，需要同时少盐少钾的人（肾病、吃普利类或沙坦类降压药）也能用——但任何调味料都先看配料表，写着“氯化钾”的才是钾盐代盐（低钠盐），那种不要用。**',
  en: '**Mrs. Dash (now sold as “Dash”) and similar salt-free herb blends are not salt substitutes: they contain no sodium and no potassium chloride, so they add neither salt nor potassium and suit even people who must limit both (kidney disease, ACE inhibitors such as lisinopril, ARBs) — still read the label of any seasoning for “potassium chloride” (KCl), which is what potassium salt substitutes such as Lo Salt, NoSalt and Nu-Salt are made of; those are the ones to avoid.**',
};
const HERB_SEASONING_SOURCE: Source = {
  ref: 'Dash (formerly Mrs. Dash) salt-free seasoning blends, product labels (no salt, no potassium chloride) — cited from memory; KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD (potassium-containing salt substitutes and hyperkalaemia with RAAS inhibitors) — cited from memory',
};
export const HERB_SEASONING: { text: Bilingual; source: Source } = {
  text: {
    zh: `${HERB_SEASONING_LEAD.zh}用香草、胡椒、葱姜蒜、柠檬汁和醋代替一部分盐，是少盐最容易坚持的办法。`,
    en: `${HERB_SEASONING_LEAD.en} Herbs, pepper, garlic, onion, lemon and vinegar in place of some of the salt are the easiest way to keep a low-salt diet.`,
  },
  source: HERB_SEASONING_SOURCE,
};
export const HERB_SEASONING_ON_LITHIUM: { text: Bilingual; source: Source } = {
  text: {
    zh: `${HERB_SEASONING_LEAD.zh}吃碳酸锂时，要紧的是盐本身：盐吃少了，肾会把更多的锂留在体内，血锂可能升高。开始少盐饮食之前，先告诉精神科医生或给你查血锂的医生，盐要慢慢减、不要一下子减很多，改变之后按医生的安排（通常一周左右）查一次血锂；之后再用香草调味料代替一部分盐。`,
    en: `${HERB_SEASONING_LEAD.en} On lithium the salt itself is the question: eating less salt makes the kidneys hold on to more lithium, and the level can rise. Before you start a low-salt diet, tell your psychiatrist or whoever checks your lithium, cut the salt gradually rather than all at once, and have the level checked after the change as they advise (usually about a week later) — then the herbs can take the place of some of the salt.`,
  },
  source: {
    ref: `${HERB_SEASONING_SOURCE.ref}; NICE CG185 Bipolar disorder (2014, updated 2023) 1.10 (lithium: advise on maintaining adequate salt and fluid intake; check the level after changes that may affect it) — cited from memory; Priadel (lithium carbonate) SmPC §4.4 and §4.5 (sodium depletion and a low-salt diet raise lithium levels) — cited from memory`,
  },
};

/**
 * Soup, tea or congee drunk scalding hot ("还得趁烫喝", "he always drinks his tea boiling hot"): let it cool (blind answer
 * round 63, zh-076, unsafe: a man after an oesophagectomy for cancer, who "always loved scalding soup", got a chemotherapy
 * white-cell text that said soup was fine).
 */
export const VERY_HOT_DRINKS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**汤、茶、粥都可以喝，但别趁烫喝：放到温热、入口不烫嘴再喝（大约60℃以下）。** 世界卫生组织国际癌症研究机构把65℃以上的“很烫的饮品”列为很可能致癌，经常喝滚烫的汤、茶和粥，和食管癌有关；做过食管手术或有食管病的人，更不要喝烫的。“补元气”靠的是吃够蛋白质和能量：鸡汤、鱼汤大部分是水，蛋白质留在肉里，肉要一起吃（咽不下就和汤一起打成细糊）。喝汤后反酸、呛咳或胸口发堵，告诉手术医生。',
    en: '**Soup, tea and congee are all fine — just not scalding hot: let them cool until they are warm and do not burn the mouth (below about 60 °C).** The WHO’s cancer agency (IARC) classes very hot drinks above 65 °C as probably causing cancer, and drinking soup, tea or congee scalding hot day after day is linked with cancer of the oesophagus — after oesophageal surgery or with an oesophageal condition, all the more reason to let it cool. What builds strength is enough protein and energy: chicken and fish soups are mostly water and the protein stays in the meat, so eat the meat too (blended with the soup if swallowing is hard). Reflux, coughing or a blocked feeling in the chest after soup: tell the surgical team.',
  },
  source: {
    ref: 'Loomis D et al. Carcinogenicity of drinking coffee, mate, and very hot beverages. Lancet Oncol 2016;17:877–878 (IARC Monographs vol. 116: very hot beverages above 65 °C, Group 2A) — cited from memory; Islami F et al. Tea drinking habits and oesophageal cancer in a high risk area in northern Iran. BMJ 2009;338:b929 — cited from memory',
  },
};

/**
 * What to eat with nausea on a GLP-1 medicine (blind answer round 63, en-030, en-031, zh-011, development data: Mounjaro
 * nausea got a breakfast-skipping text, a calcium plan or only the interaction line).
 */
export const GLP1_NAUSEA_EATING: { text: Bilingual; source: Source } = {
  text: {
    zh: '**用司美格鲁肽、替尔泊肽这类药恶心，多半在开始或加量后的几周最明显，吃法能帮上忙：** 少量多餐，吃到不饿就停、别吃撑；少吃油炸、油腻和很甜的东西；晚饭早点吃、量小一点，吃完别马上躺下；慢慢吃，白粥、米饭、苏打饼干、蒸蛋、蒸鱼、豆腐这类清淡的比较好受；一天里小口多次喝水。便秘的话多喝水，吃蔬菜水果和全谷物，多走动。每餐仍要有点蛋白质，减掉的才少是肌肉。吐得喝不下水、肚子剧痛（尤其痛到后背）或一直呕吐，要马上就医；恶心一直不好，告诉开药医生，可能要放慢加量。',
    en: '**Nausea on semaglutide or tirzepatide is usually worst in the weeks after starting or raising the dose, and how you eat helps:** small meals, stopping as soon as you are no longer hungry rather than full; go easy on fried, greasy and very sweet food; an earlier, smaller dinner, and no lying down straight after; eat slowly — plain crackers, toast, rice, congee, eggs, fish and tofu are easier; sip fluids through the day. For constipation: fluids, vegetables, fruit and whole grains, and walking. Keep some protein at every meal so less of the weight lost is muscle. Vomiting so you cannot keep fluids down, severe tummy pain (especially going through to the back) or vomiting that will not stop: see a doctor at once; nausea that does not settle: tell the prescriber — the dose may need to go up more slowly.',
  },
  source: {
    ref: 'Mounjaro (tirzepatide) and Ozempic (semaglutide) US prescribing information §5 (acute pancreatitis) and §6 (gastrointestinal adverse reactions, most during dose escalation) — cited from memory; Wharton S et al. Managing the gastrointestinal side effects of GLP-1 receptor agonists in obesity: recommendations for clinical practice. Postgrad Med 2022;134:14–19 (eat smaller meals, stop when full, avoid high-fat food) — cited from memory',
  },
};

/**
 * Eating with gastroparesis (blind answer round 63, zh-025, zh-026, en-073, development data: a calcium schedule, a
 * hypoglycaemia treatment and a metoclopramide-in-breastfeeding text for a man with type 1 diabetes and gastroparesis).
 */
export const GASTROPARESIS_EATING: { text: Bilingual; source: Source } = {
  text: {
    zh: '**胃轻瘫的吃法：少量多餐（一天5–6次），低脂、低纤维，饭菜尽量软烂或打成糊——液体和糊状的东西比固体排空快；吃完坐直或散步1–2小时，不要马上躺下。** 粗纤维（芹菜、韭菜、玉米、果皮、坚果）和油炸食物最难排空，少吃；固体吃不下时，营养液或打碎的饭菜可以补能量和蛋白质。用胰岛素的人，胃排空慢会让饭后先低、过几个小时又高：餐时胰岛素改在饭后打、分两次打或调整胰岛素泵的设置，要和糖尿病团队商量，不要自己改剂量。反复呕吐、吐出几小时前吃的东西、体重还在往下掉，要告诉医生。',
    en: '**Eating with gastroparesis: small meals 5–6 times a day, low in fat and fibre, soft, well cooked or blended — liquids and purées leave the stomach faster than solids; sit up or walk for 1–2 hours after eating rather than lying down.** Tough fibre (celery, corn, skins, nuts, seeds) and fried food empty slowest; when solids will not go down, a nutrition drink or blended meals keep energy and protein up. On insulin, slow emptying can bring a low soon after the meal and a high hours later: giving the mealtime insulin after the meal or splitting it, or changing a pump’s bolus setting, is for your diabetes team to set — do not change doses on your own. Repeated vomiting, vomiting food eaten hours before, or weight still falling: tell your doctor.',
  },
  source: {
    ref: 'Camilleri M et al. ACG Clinical Guideline: Gastroparesis. Am J Gastroenterol 2022;117:1197–1220 (small-particle, low-fat, low-fibre diet; liquid calories when solids are not tolerated) — cited from memory; American Diabetes Association, Standards of Care in Diabetes 2025, section on gastroparesis (insulin timing with delayed emptying) — cited from memory',
  },
};

/**
 * Salt, caffeine and alcohol with Ménière's disease (blind answer round 63, zh-048, en-078, zh-074, development data: a
 * general caffeine answer, "can't check Stemetil" and a binge-drinking text).
 */
export const MENIERE_DIET: { text: Bilingual; source: Source } = {
  text: {
    zh: '**梅尼埃病常用的饮食建议是：盐吃得少而稳（每天钠约1500–2000毫克，也就是盐4–5克以内，分到三餐里，不要一天多一天少），少喝咖啡、浓茶，少喝酒。** 这些建议证据不强，但很常用，可以试一两个月，看眩晕和耳鸣有没有变化；咖啡可以先减到每天一杯，或换成低咖啡因的。腌菜、酱料、加工肉（香肠、火腿、肉馅饼）和方便面是盐的大头，看营养标签上的钠。在吃利尿药（氢氯噻嗪、氨苯蝶啶这类）的：不要自己换含氯化钾的低钠盐，先问医生；头晕加重、乏力或抽筋，查一下血钠和血钾。',
    en: '**With Ménière’s disease the usual dietary advice is a low and steady salt intake (about 1,500–2,000 mg of sodium a day, spread over the day rather than high one day and low the next), and less caffeine and alcohol.** The evidence is weak, but the advice is widely given and worth a trial of a month or two to see whether the vertigo or tinnitus changes; coffee can go down to one a day, or decaf, first. Pies, sausage rolls, processed meats, spreads such as Vegemite, sauces and packet noodles carry most of the salt — a single meat pie can hold a third or more of a day’s sodium, so check the label. On a water pill (hydrochlorothiazide, triamterene): no potassium-based salt substitute without asking the doctor, and have sodium and potassium checked if dizziness, weakness or cramps get worse.',
  },
  source: {
    ref: 'Basura GJ et al. Clinical Practice Guideline: Ménière’s Disease. Otolaryngol Head Neck Surg 2020;162(2 Suppl):S1–S55 (education on dietary and lifestyle modification: sodium, caffeine, alcohol) — cited from memory; Hussain K et al. Salt restriction, caffeine and alcohol avoidance for Ménière’s disease. Cochrane Database Syst Rev 2018;12:CD012173 (no randomised evidence) — cited from memory',
  },
};

/**
 * How far to cut coffee on clozapine once smoking stops (blind answer round 63, en-060, zh-022, development data:
 * "should he cut the coffee down, and to how much?" got the whole smoking text again with no amount).
 */
export const CLOZAPINE_QUIT_CAFFEINE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃氯氮平（或奥氮平）时，咖啡因的量平时保持稳定；一旦戒烟（换成电子烟也一样），同样一杯咖啡在体内的咖啡因会多出大约一倍**：抽烟会加快肝脏分解咖啡因，也会加快分解氯氮平，一停烟两者都会升高，而咖啡因又会再推高氯氮平。所以戒烟时一般建议在头一两周里，**慢慢把咖啡因减到原来的一半左右**（比如一天5大杯速溶咖啡，减到2–3杯），不要一下子全停（会头痛、烦躁、犯困），浓茶、可乐和功能饮料也算在内。具体减多少，和精神科医生一起定：医生这段时间通常也在调整氯氮平的剂量、复查血药浓度。以后如果又抽上了，也要告诉医生。',
    en: '**On clozapine (or olanzapine) keep the daily caffeine steady; once smoking stops (switching to a vape counts), the same cup of coffee gives roughly twice the caffeine in the blood**: smoke speeds up the liver’s breakdown of caffeine as it does clozapine’s, so both rise when smoking stops, and caffeine pushes clozapine up further. The usual advice on stopping smoking is to **cut caffeine gradually to about half of the amount drunk as a smoker** over the first week or two (5 big mugs of instant coffee a day → 2 or 3), not all at once (that brings headaches, irritability and sleepiness), counting strong tea, cola and energy drinks too. Settle the exact amount with the psychiatrist, who is usually adjusting the clozapine dose and checking the level at this time. If he starts smoking again, tell the doctor too.',
  },
  source: {
    ref: 'National Centre for Smoking Cessation and Training (NCSCT). Smoking cessation and mental health: a briefing for front-line staff (2014) (caffeine levels rise on stopping smoking; advise reducing caffeine intake by about half) — cited from memory; Taylor DM, Barnes TRE, Young AH. The Maudsley Prescribing Guidelines in Psychiatry, 14th ed. 2021 (smoking and psychotropics: clozapine and caffeine are CYP1A2 substrates; levels rise after stopping smoking) — cited from memory',
  },
};

/**
 * Kanwa (potash, trona) and seasoning cubes with a salt limit (blind answer round 64, en-036, zh-009, development data:
 * a woman with heart failure after childbirth in Kano, given kanwa in her pap "to clean the womb", got salt or fluid
 * stock text that never said kanwa is a sodium salt).
 */
export const KANWA_AND_CUBES: { text: Bilingual; source: Source } = {
  text: {
    zh: '**算，kanwa（天然碱、potash、trona）本身就是一种钠盐（碳酸钠和碳酸氢钠），和食盐一样算进每天的盐量；有心衰，尤其是产后心肌病，应该停掉。** 在尼日利亚北部，产后喝放很多kanwa的pap和kunun（加上热水浴）的习俗，长期被认为和产后心衰有关；子宫也不需要靠它来“清洁”。Maggi这类浓汤块、调味块大半是盐，一小块就可能有约2克甚至更多的盐，接近一天5克的一半：整锅汤最多放半块，用洋葱、番茄、姜、蒜、胡椒和柠檬来调味。不放kanwa的pap和kunun可以喝，但要算进医生给你定的每天喝水总量里。可以请医生把原因讲给家里人听。',
    en: '**Yes — kanwa (potash, trona) is itself a salt: sodium carbonate and bicarbonate, which counts like table salt, and with heart failure, above all heart failure after childbirth, it should be stopped.** In northern Nigeria the custom of kanwa-rich pap and kunun (with hot baths) after delivery has long been linked with heart failure after childbirth, and the womb does not need it to be "cleaned". Maggi and other seasoning cubes are mostly salt too — one small cube can hold roughly 2 g of salt or more, close to half of a 5 g day: at most half a cube in a whole pot, with onion, tomato, ginger, garlic, pepper and lemon for flavour. Pap and kunun made without kanwa are fine, counted in the daily fluid amount your doctor set. Your doctor can explain the reason to your family.',
  },
  source: {
    ref: 'Davidson NM, Parry EH. Peri-partum cardiac failure. Q J Med 1978;47:431–461 (kanwa, a sodium-rich lake salt, and hot baths after delivery in Zaria, northern Nigeria) — cited from memory; Sliwa K et al. Current state of knowledge on aetiology, diagnosis, management, and therapy of peripartum cardiomyopathy: a position statement from the Heart Failure Association of the ESC. Eur J Heart Fail 2010;12:767–778 — cited from memory; McDonagh TA et al. 2021 ESC Guidelines for heart failure. Eur Heart J 2021;42:3599–3726 (salt and fluid self-care)',
  },
};

/**
 * Switching B12 injections to tablets with autoimmune (atrophic) gastritis or pernicious anaemia (blind answer round 65,
 * en-036, development data: "Yes — 1,000 µg a day … on omeprazole or metformin", treatment "until a recheck"). The row is
 * `b12-autoimmune-gastritis-tablets` (assistant/faq/rows-round65.ts).
 */
export const B12_AUTOIMMUNE_GASTRITIS_TABLETS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**自身免疫性（萎缩性）胃炎或恶性贫血时，B12要终身补；从每月打针换成吃片，要由医生决定，不要自己换。** 缺了内因子，食物里的B12吸收不了；每天一片1000–2000微克的大剂量B12，约有1%不靠内因子也能吸收，所以有些人吃片也能维持。但手脚麻木刺痛、走路不稳、记忆变差这类神经症状还在，或者贫血还没纠正，一般要继续打针。医生同意换片的话：每天吃、不要停，约3个月复查B12和血常规，症状回来或数值下降就回到打针。也可以问问能不能在离家近的社区医院或诊所打针，有的人可以学会自己在家注射。',
    en: '**With autoimmune (atrophic) gastritis or pernicious anaemia, B12 is for life, and switching from monthly injections to tablets is your doctor’s decision — not one to make on your own.** Without intrinsic factor, B12 from food is not absorbed; a high daily tablet of 1,000–2,000 µg works for some people because about 1 % of it is absorbed without intrinsic factor. But numbness or tingling, unsteadiness or memory problems that are still there, or anaemia that has not yet recovered, usually mean the injections go on. If your doctor agrees to tablets: take one every day and never stop, have B12 and a blood count rechecked in about 3 months, and go back to injections if symptoms return or the level falls. Ask too whether the injection can be given nearer home — a practice nurse or pharmacy — or whether you could learn to give it yourself.',
  },
  source: {
    ref: 'NICE NG239 Vitamin B12 deficiency in over 16s (2024): lifelong treatment in autoimmune gastritis; intramuscular replacement with neurological symptoms; oral cyanocobalamin as an option for some — recommendation wording from memory; Stabler SP. Vitamin B12 deficiency. N Engl J Med 2013;368:149–160 (about 1 % absorbed by passive diffusion; 1,000–2,000 µg daily orally); NIH ODS Vitamin B12 Fact Sheet for Health Professionals',
  },
};

/**
 * Constipation with a dry mouth in someone for whom dry food is hard to swallow (blind answer round 65, en-074,
 * development data: oatcakes are hard for a man with motor neurone disease on glycopyrronium, and the answer gave brown rice,
 * sweetcorn and flaxseed). The row is `constipation-hard-to-swallow` (assistant/faq/rows-round65.ts).
 */
export const CONSTIPATION_HARD_TO_SWALLOW: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吞咽不方便时，纤维要选软的、湿润的，水分要够——干的、散的、需要多嚼的先不吃。** 软的纤维：西梅汁、炖软的西梅或梨、熟透去皮的猕猴桃、用牛奶煮得很烂的燕麦粥、打成糊的蔬菜汤、煮烂压成泥的豆子和扁豆（如豆泥、dal），磨碎的亚麻籽拌进粥或酸奶。一天喝够1.5–2升（汤、粥、奶都算）；喝稀的会呛的，请言语治疗师定好增稠的程度，增稠后的饮料同样算水分。口干：每口饭配汁、肉汁或酱汁，常小口喝（按定好的稠度），无糖口香糖或医生给的人工唾液也能帮忙。格隆溴铵这类减少口水的药本身就会让口干、便秘加重：请告诉医生或团队，常需要加一种通便药（如聚乙二醇），有的可以溶在增稠的饮料里。肚子胀痛、呕吐、几天完全不排便也不排气，要当天就医。',
    en: '**When swallowing is hard, choose fibre that is soft and moist, and keep fluids up — leave out dry, crumbly or chewy high-fibre foods for now.** Soft fibre: prune juice, stewed prunes or pears, ripe peeled kiwifruit, porridge cooked soft in milk, blended vegetable soups, well-cooked mashed beans and lentils (such as dal or a smooth bean purée), and ground flaxseed stirred into porridge or yoghurt. Aim for about 1.5–2 litres of fluid a day (soup, porridge and milk count); if thin drinks cause coughing, the speech and language therapist sets how thick they should be, and thickened drinks count as fluid too. For the dry mouth: plenty of sauce or gravy with each mouthful, frequent small sips (at the set thickness), and sugar-free gum or a saliva substitute the team can suggest. Glycopyrronium dries the mouth and slows the bowel, so tell the doctor or care team: a laxative such as macrogol is often added, and some can be mixed into a thickened drink. A swollen painful belly, vomiting, or no stool and no wind for several days needs a doctor the same day.',
  },
  source: {
    ref: 'NICE NG42 Motor neurone disease: assessment and management (2016, updated 2019) — saliva management, nutrition and swallowing; NICE CKS Constipation (2023); IDDSI framework (2019) — thickened drinks; sections cited from memory',
  },
};

/**
 * An adult who dances or trains for hours a day asks whether what they eat is enough, or fears gaining weight if they eat
 * more (blind answer round 65, zh-043, zh-044, en-043, development data: a ballet student of 19 at 50 kg on 6–8 hours a day
 * got protein-bar shopping advice, a refusal and older adults' weight-gain text). The row is
 * `training-hours-eating-enough` (assistant/faq/rows-round65.ts).
 */
export const TRAINING_HOURS_EATING_ENOUGH: { text: Bilingual; source: Source } = {
  text: {
    zh: '**一天练好几个小时，只吃沙拉、米饼、酸奶和蛋白棒这类，几乎肯定不够；吃够训练需要的量并不会让人长胖，吃不够才真正伤人。** 吃的赶不上练的，身体就会省能量：月经变乱或停掉、骨头变薄（容易应力性骨折）、受伤好得慢、力量、情绪和注意力都变差——运动医学叫“能量可利用性低”（RED-S）。训练消耗之外，每天至少要剩下约每公斤去脂体重45千卡，低于30就开始伤身；每天跳或练几个小时的女性，大多每天要吃到2000千卡以上。做法：三顿正餐加2–3次加餐，每顿都有主食（米饭、面、燕麦、面包、土豆）和一份蛋白质，练前1–2小时吃点东西，练完尽快再吃；不要空着肚子上课。这样吃几周，体重稳定，就说明吃的正好是需要的量。月经不规律或停了、有过应力性骨折、老生病或总是很累，请看运动医学科医生，最好再找熟悉舞者或运动员的营养师；对体重和吃东西的担心压得喘不过气时，告诉一个信得过的人，也可以去心理门诊或进食障碍门诊求助。',
    en: '**Dancing or training for hours a day on salads, rice cakes, yoghurt and protein bars is almost certainly not enough — and eating what the training needs does not make you gain weight; eating too little is what harms you.** When food does not cover training, the body saves energy: periods become irregular or stop, bones thin (stress fractures), injuries heal slowly, and strength, mood and concentration drop — sports medicine calls this low energy availability (REDs). What is left after training should be at least about 45 kcal per kg of fat-free mass a day, and under 30 is where harm starts; most women dancing or training several hours a day need well over 2,000 kcal a day. In practice: three meals and 2–3 snacks, a starchy base every time (rice, pasta, oats, bread, potatoes) and protein at each meal, something to eat 1–2 hours before class and soon after; never train on an empty stomach. If your weight stays steady over a few weeks eating like this, you are eating what you need. Irregular or missed periods, a stress fracture, frequent illness or always being tired: see a sports medicine doctor, ideally with a dietitian who works with dancers or athletes; and if worry about weight or food starts to take over, tell someone you trust — an eating disorder service can help.',
  },
  source: {
    ref: 'Mountjoy M et al. 2023 International Olympic Committee’s (IOC) consensus statement on Relative Energy Deficiency in Sport (REDs). Br J Sports Med 2023;57:1073–1097; Loucks AB, Kiens B, Wright HH. Energy availability in athletes. J Sports Sci 2011;29(S1):S7–S15 (about 45 kcal/kg fat-free mass a day for health; under 30 low); Thomas DT, Erdman KA, Burke LM. Position of the Academy of Nutrition and Dietetics, Dietitians of Canada, and the American College of Sports Medicine: Nutrition and Athletic Performance. J Acad Nutr Diet 2016;116:501–528',
  },
};

/**
 * Onion and garlic on a low-FODMAP diet, and hing (asafoetida) in their place (blind answer round 65, en-076, en-077, zh-075,
 * zh-076, development data: an unknown medicine's "I could not check" notice, and hing read as garlic extract). The row is
 * `low-fodmap-onion-garlic-swaps` (assistant/faq/rows-round65.ts).
 */
export const LOW_FODMAP_ONION_GARLIC_SWAPS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**低FODMAP期间，洋葱和大蒜的味道可以这样换：用大蒜油（把蒜瓣在油里煎香后捞出不吃——让人不舒服的果聚糖不溶于油），葱和蒜苗只用绿色的部分，加韭菜或细香葱；阿魏（hing）可以用，一小撮在热油里爆香，就有洋葱大蒜的味道。** 南印度的调味本来就多是低FODMAP的：芥末籽、孜然、咖喱叶、姜、青辣椒、干辣椒、香菜、罗望子、胡椒，sambar和rasam靠这些也能香。阿魏粉很多掺了小麦粉或其他谷粉：一小撮里的量一般不会引起症状；有乳糜泻或对麸质过敏的，要选标明无麸质（用米粉做）的。严格限制期一般2–6周，之后在营养师帮助下把洋葱、大蒜一样一样少量加回来，看自己能耐受多少。',
    en: '**On low FODMAP, onion and garlic flavour can come from: garlic-infused oil (fry the cloves in the oil and lift them out — the fructans that cause symptoms do not dissolve in oil), only the green tops of spring onions and leeks, chives — and hing (asafoetida), a pinch sizzled in hot oil, which gives much of the onion-garlic taste.** South Indian tempering is mostly low FODMAP already: mustard seeds, cumin, curry leaves, ginger, green and dried chillies, coriander, tamarind and pepper keep sambar and rasam tasting of themselves. Much hing powder is mixed with wheat or other flour: the amount in a pinch rarely causes symptoms, but with coeliac disease or a gluten allergy choose one labelled gluten-free (made with rice flour). The strict phase is usually 2–6 weeks; then, ideally with a dietitian, bring onion and garlic back one at a time in small amounts to find how much you tolerate.',
  },
  source: {
    ref: 'Monash University FODMAP Diet guidance (garlic-infused oil, spring onion and leek green tops, chives and asafoetida low in FODMAPs) — cited from memory; Lacy BE et al. ACG Clinical Guideline: Management of Irritable Bowel Syndrome. Am J Gastroenterol 2021;116:17–44 (a limited trial of low FODMAP with reintroduction); NICE CG61 Irritable bowel syndrome in adults (2008, updated 2017)',
  },
};

/**
 * Psyllium (Isabgol) and another medicine taken together at bedtime (blind answer round 65, zh-079, development data: an
 * unknown medicine's "I could not check" notice). The row is `psyllium-other-medicines-apart`.
 */
export const PSYLLIUM_OTHER_MEDICINES_APART: { text: Bilingual; source: Source } = {
  text: {
    zh: '**要分开：车前子壳（Isabgol）这类膨胀性纤维会减慢、减少同时吃进去的药的吸收，其他药最好在它前后各隔2小时。** 比如：晚饭后用一大杯水冲服车前子壳，睡前（隔2小时以上）再吃阿米替林这类睡前药；或者把车前子壳挪到早上。车前子壳不要刚吃完就躺下，每次配足一大杯水（约200–250毫升），水少了容易堵在食管或肠子里。阿米替林本身会让人便秘，如果便秘或腹胀明显，告诉开药医生。',
    en: '**Keep them apart: a bulk fibre such as psyllium (Isabgol) can slow and reduce the absorption of medicines taken with it, so take other medicines about 2 hours before or after it.** For example: psyllium after your evening meal with a full glass of water, and a bedtime medicine such as amitriptyline at least 2 hours later — or move the psyllium to the morning. Do not take psyllium just before lying down, and always with a full glass of water (about 200–250 ml): too little water and it can stick in the gullet or bowel. Amitriptyline itself can constipate; if constipation or bloating is marked, tell the prescriber.',
  },
  source: {
    ref: 'Metamucil (psyllium) US Drug Facts label: take at least 2 hours before or after prescription drugs; with at least 8 oz (a full glass) of liquid; BNF, Ispaghula husk — preferably not immediately before going to bed, with adequate fluid (section wording from memory)',
  },
};

/**
 * Weight loss and calories with motor neurone disease (blind answer round 65, en-071, zh-070, development data: a man of
 * 64 with bulbar MND who lost 14 % of his weight got bodybuilding muscle-gain text and the geriatric "find the cause"
 * text). The row is `mnd-weight-calories` (assistant/faq/rows-round65.ts).
 */
export const MND_WEIGHT_CALORIES: { text: Bilingual; source: Source } = {
  text: {
    zh: '**运动神经元病时，体重掉得多（比如超过10%）和病情进展更快有关，所以目标是让体重不再往下掉——同时现在就请MND团队谈胃造瘘（PEG等），不要等到吃不下了才谈。** 指南建议早点讨论胃造瘘：在呼吸功能还好的时候做更安全，有了它，吃不够的部分可以从管子补，嘴里想吃的照样吃。还要加多少热量，请MND团队的营养师按体重变化来定：不少病人实际需要的比公式算的多，一直加到体重2–4周保持稳定为止（每周同一台秤称一次）。在那之前：软、湿润的饭菜里加奶油、黄油、全脂奶粉，一天5–6小餐；营养补充饮品放在两餐之间，稠度按言语治疗师定的——喝稀的会呛的，选布丁状或增稠的营养品，或用增稠剂。一顿饭要吃30–40分钟以上、吃得很累、常呛咳或有肺部感染，要尽快告诉MND团队。',
    en: '**With MND, weight loss matters — losing 10 % or more is linked with faster progression — so the aim is to stop it, and to talk to the MND team about a feeding tube (gastrostomy) now, not when eating becomes impossible.** Guidelines advise discussing gastrostomy early: it is safer to place while breathing is still good, and with it the shortfall can go down the tube while favourite foods are still eaten by mouth. How many extra calories is for the MND team’s dietitian to set from the weight trend — many people with MND need more than standard formulas predict — adding until weight holds steady for 2–4 weeks (weigh weekly on the same scales). Meanwhile: enrich soft, moist food with cream, butter and full-fat milk powder, five or six small meals a day, and nutrition drinks between meals at the thickness the speech and language therapist sets — if thin drinks cause coughing, use pudding-style or pre-thickened supplements, or thickener. Meals taking longer than 30–40 minutes, eating becoming exhausting, frequent coughing or a chest infection: tell the MND team soon.',
  },
  source: {
    ref: 'NICE NG42 Motor neurone disease: assessment and management (2016, updated 2019), nutrition and gastrostomy (discuss early; weight loss, swallowing and breathing) — section wording from memory; Andersen PM et al. EFNS guidelines on the clinical management of amyotrophic lateral sclerosis. Eur J Neurol 2012;19:360–375 (weight loss over 10 % and gastrostomy timing)',
  },
};

/**
 * A metallic taste and food tasting of nothing during cancer treatment (blind answer round 65, zh-013, development data:
 * "嘴里一股铁锈味，吃啥都没味道。有什么办法能让他多吃两口？" on pembrolizumab got the malnutrition line and iron text). The
 * row is `cancer-taste-changes` (assistant/faq/rows-round65.ts).
 */
export const CANCER_TASTE_CHANGES: { text: Bilingual; source: Source } = {
  text: {
    zh: '**治疗期间嘴里有铁锈味（金属味）、吃什么都没味道很常见，可以这样试：** 换用塑料、陶瓷或木头的勺筷，不用金属餐具；肉吃着发苦发铁，就换成鸡蛋、豆腐、鱼、奶制品或豆类，或者先用酱汁、柠檬汁、蜂蜜、姜、蒜腌一下；凉的或常温的食物味道没那么冲，热的反而更难吃；饭前用淡盐水加一点小苏打漱口（一杯温水加1/4小勺盐、1/4小勺小苏打），饭后刷牙、保持嘴里清爽；嚼无糖口香糖或含一颗柠檬糖、薄荷糖能盖住金属味；口味可以重一点（香草、调料、酸味），只要嘴里没有溃疡。少吃多餐，一天5–6次，吃不下正餐就用营养补充饮品和高能量小点心补上。味觉变化、口干或嘴里疼，都告诉肿瘤科团队：免疫治疗有时会影响唾液腺、甲状腺或胃口，有的可以治疗；体重一直掉，请他们的营养师一起看。',
    en: '**A metallic taste and food tasting of nothing are common during treatment; things that often help:** plastic, ceramic or wooden cutlery instead of metal; if meat tastes bitter or metallic, switch to eggs, tofu, fish, dairy or beans, or marinate meat first in sauces, lemon juice, honey, ginger or garlic; cold or room-temperature food often tastes better than hot; rinse before meals with a salt-and-baking-soda mouthwash (a cup of warm water, ¼ teaspoon salt and ¼ teaspoon baking soda) and brush after, keeping the mouth fresh; sugar-free gum or a lemon or mint sweet can mask the metal taste; stronger flavours (herbs, spices, something sour) help if the mouth is not sore. Small meals five or six times a day, with nutrition drinks and energy-dense snacks when a meal will not go down. Tell the oncology team about taste changes, a dry or sore mouth: immunotherapy can affect the salivary glands, the thyroid or appetite, and some of this can be treated; with ongoing weight loss, ask for their dietitian.',
  },
  source: {
    ref: 'National Cancer Institute, Eating Hints: Before, during, and after Cancer Treatment (taste changes: plastic utensils, marinades, cold foods, mouth rinse of salt and baking soda) — cited from memory; Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913; Keytruda (pembrolizumab) prescribing information, immune-mediated adverse reactions (thyroid, salivary) — section from memory',
  },
};

/**
 * A protein powder during cancer treatment that seems to make diarrhoea worse (blind answer round 66, zh-020, unsafe,
 * development data: a woman of 52 on chemoradiation with radiation enteritis, losing weight, was told by the sports row
 * that "ordinary meals cover it"). The row is `cancer-protein-powder-diarrhoea` (assistant/faq/rows-round66.ts).
 */
export const CANCER_PROTEIN_POWDER_DIARRHOEA: { text: Bilingual; source: Source } = {
  text: {
    zh: '**蛋白质在放化疗期间比平时更要吃够（一般每天每公斤体重1.0–1.5克），所以不要把蛋白质停掉；但拉肚子时，蛋白粉可以先换一种。** 普通乳清蛋白粉（浓缩乳清）含乳糖，放射性肠炎时肠道常暂时不耐受乳糖，喝了拉得更多并不少见：可以换成分离乳清蛋白（乳糖很少）、无乳糖的全营养口服营养补充剂，或者由营养师推荐的短肽型营养液；每次少量，兑在温的粥、米汤或豆浆里，一天分几次喝，不要一次冲一大杯。同时：米粥、烂面条、馒头、蒸蛋、嫩豆腐、鱼肉、去皮鸡肉这些容易消化的照常吃，少吃油腻、辛辣、生冷和粗纤维多的（芹菜、韭菜、粗粮、带皮豆类），牛奶先换成无乳糖奶或酸奶，腹泻时多喝水和口服补液盐。一天拉5–6次以上、尿少口干、头晕站不稳、发烧或便血，当天就联系放疗科或肿瘤科团队；体重一直在掉，请他们的营养师一起定营养补充方案。',
    en: '**Protein matters more than usual during chemoradiation (usually 1.0–1.5 g per kg of body weight a day), so do not drop protein — but with diarrhoea, the powder can be swapped.** Ordinary whey protein (whey concentrate) contains lactose, and radiation enteritis often makes the gut briefly lactose-intolerant, so more diarrhoea after it is common: switch to whey isolate (very little lactose), a lactose-free complete oral nutrition drink, or a peptide-based feed the dietitian suggests; take small amounts mixed into warm congee, rice water or soy milk a few times a day rather than one big glass. Meanwhile easy foods are fine — rice porridge, soft noodles, steamed buns, steamed egg, soft tofu, fish, skinless chicken — while greasy, spicy, cold and high-fibre foods (celery, chives, whole grains, beans with skins) wait; swap milk for lactose-free milk or yoghurt, and drink plenty, with oral rehydration salts. Five or six or more loose stools a day, little urine or a dry mouth, dizziness on standing, a fever or blood in the stool: contact the radiotherapy or oncology team the same day; with weight still falling, ask their dietitian for a nutrition plan.',
  },
  source: {
    ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (protein 1.0–1.5 g/kg; oral nutritional supplements; radiation enteritis); NCI PDQ Gastrointestinal Complications (radiation enteritis: lactose-restricted, low-fat, low-insoluble-fibre diet during treatment) — cited from memory',
  },
};

/**
 * A low-protein diet for chronic kidney disease turned into food (blind answer round 66, zh-013, unsafe, development
 * data: "0.6 g per kg, he is 66 kg — how much meat and how many eggs? he has stopped eating meat at all" got the gout text
 * that eggs and beans can be eaten as usual). The row is `ckd-low-protein-in-food` (assistant/faq/rows-round66.ts), and
 * composes the day's grams from the figures said.
 */
const CKD_LOW_PROTEIN_GENERAL: Bilingual = {
  zh: '**低蛋白饮食不是不吃肉：按医生定的克数吃，其中一大半来自鸡蛋、牛奶、瘦肉、鱼这类优质蛋白，完全不吃肉反而容易营养不良。**',
  en: '**A low-protein diet is not a no-meat diet: keep to the grams the doctor set, most of them from eggs, milk, lean meat and fish, and cutting meat out entirely makes malnutrition more likely.**',
};
const CKD_LOW_PROTEIN_BODY: Bilingual = {
  zh: '大约换算：1个鸡蛋约6–7克蛋白质，1两（50克）瘦肉或鱼肉约9–10克，1杯牛奶（250毫升）约8克，1两大米或面粉（生重）约4克，一天的蔬菜约2–4克。这些量的一半以上留给蛋、奶、肉、鱼这类优质蛋白；主食里的蛋白质“不优质”又占份额，所以肾内科常让把一部分米面换成麦淀粉、藕粉、粉丝、红薯粉这类几乎不含蛋白质的淀粉主食。举例，医生定一天40克左右时：1个鸡蛋、1杯牛奶、1两瘦肉或鱼，加3两左右米面和一斤蔬菜。热量一定要吃够（一般每天每公斤30–35千卡，用植物油、淀粉类主食补），否则身体会分解肌肉，血肌酐、尿素反而升高。在吃复方α-酮酸（开同）的，按医生说的吃，它就是配合低蛋白饮食用的。血钾、血磷偏高时，蔬菜和奶的量另按化验单调。每1–3个月查白蛋白和体重，请肾内科或营养科按化验单再定克数。',
  en: 'A rough conversion: one egg has about 6–7 g of protein, 50 g of lean meat or fish about 9–10 g, a 250 ml glass of milk about 8 g, 50 g of uncooked rice or flour about 4 g, and a day’s vegetables about 2–4 g. More than half the grams should go to eggs, milk, meat and fish; protein in rice and flour counts too, so renal teams often swap part of the staple for almost protein-free starches (wheat starch, lotus-root starch, glass noodles, sweet-potato starch). For example, when the doctor sets about 40 g a day: one egg, one glass of milk, 50 g of lean meat or fish, about 150 g of uncooked rice or noodles and 500 g of vegetables. Energy must be enough (usually 30–35 kcal per kg a day, topped up with vegetable oil and starchy staples), or the body breaks down muscle and creatinine and urea rise. Keto-acid tablets (Ketosteril) are taken as the doctor says — they go with a low-protein diet. With a high potassium or phosphate, the vegetables and milk are set by the results. Check albumin and weight every 1–3 months, and let the renal team or dietitian reset the grams.',
};
export const CKD_LOW_PROTEIN_IN_FOOD: { text: Bilingual; lead: Bilingual; body: Bilingual; source: Source } =
  {
    text: {
      zh: `${CKD_LOW_PROTEIN_GENERAL.zh}${CKD_LOW_PROTEIN_BODY.zh}`,
      en: `${CKD_LOW_PROTEIN_GENERAL.en} ${CKD_LOW_PROTEIN_BODY.en}`,
    },
    /** `{grams}`: the day's protein; `{kg}`, `{perKg}`: the figures it came from. */
    lead: {
      zh: '**按每天每公斤{perKg}克、体重{kg}公斤算，一天的蛋白质大约{grams}克（含主食和蔬菜里的），不是一口肉都不能吃——完全不吃肉反而容易营养不良。**',
      en: '**At {perKg} g per kg a day and {kg} kg, that is about {grams} g of protein a day in all (staples and vegetables included) — not no meat at all; cutting out meat entirely makes malnutrition more likely.**',
    },
    body: CKD_LOW_PROTEIN_BODY,
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update. Am J Kidney Dis 2020;76(3 Suppl 1):S1–S107 (CKD 3–5 not on dialysis: 0.55–0.6 g/kg/day, or 0.28–0.43 g/kg/day with keto-acid analogues; energy 25–35 kcal/kg); 中国慢性肾脏病营养治疗临床实践指南（2021版），中华医学杂志 2021;101(8):539–559（低蛋白饮食0.6 g/kg/d，50%以上优质蛋白，热量30–35 kcal/kg/d）; 中国食物成分表 标准版 第6版（2018）',
    },
  };

/**
 * Children's vitamin gummies eaten as sweets (blind answer round 66, en-006, unsafe, development data: an 11-year-old
 * asking whether she can eat her gummies as a snack was declined as a crushing question). The row is
 * `child-vitamin-gummies-as-sweets` (assistant/faq/rows-round66.ts), for children and their parents.
 */
export const CHILD_VITAMIN_GUMMIES_AS_SWEETS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**不可以当零食吃：维生素软糖是补充剂，不是糖果，一天只吃包装上写的量（比如2粒），多吃不会更健康。** 软糖里的维生素A、维生素D（有的还有铁）吃多了会在体内蓄积，一次吃掉很多可能中毒——含铁的尤其危险，孩子一次吃下很多，要马上联系医生或中毒咨询电话。请把瓶子放在家长收好的地方，不要放在书包或床头。饿了就吃真正的点心：一个水果、一盒酸奶或牛奶、一把坚果（不过敏的话）、全麦面包或饭团。',
    en: '**No — not as a snack: vitamin gummies are a supplement, not sweets, so only the amount on the label (for example 2 a day); more is not healthier.** Vitamin A and vitamin D (and iron, in some) build up in the body when too many are eaten, and a lot at once can poison — gummies with iron especially; if a child eats many at once, call a doctor or poison control straight away. Keep the bottle where a parent puts it away, not in a school bag or by the bed. When hungry, have a real snack: a piece of fruit, a yoghurt or a glass of milk, a handful of nuts (if no allergy), wholegrain toast or a rice ball.',
  },
  source: {
    ref: 'NIH Office of Dietary Supplements, Vitamin A and Vitamin D fact sheets (upper limits for children; toxicity); US FDA, child-resistant packaging and the iron warning on supplements (accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6) — cited from memory',
  },
};
