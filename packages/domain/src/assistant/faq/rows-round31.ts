/**
 * Blind answer round 31's unsafe answers, as classes (development data once its figures were recorded,
 * docs/answer-rounds/round-31.md): fluids with sickle cell disease (zh-019: the general 1.5–1.7 L and "pale
 * urine is enough"), a strict diet on warfarin (zh-092: keto for a mechanical valve answered as for anyone),
 * and protein powder for someone eating little during cancer treatment (en-072: "two scoops at most", written
 * for the gym), and which prenatal with iron overload (en-017: hydroxyurea and folic acid, never that the
 * prenatal must carry no iron at a ferritin of 1,450).
 */
import { IRON_NOT_WANTED, KIDNEY_DISEASE_SAID, ON_VITAMIN_K_ANTAGONIST } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const SICKLE_SAID = /镰状|镰刀|\bsickle\b|\bscd\b/;
const FLUIDS_ASKED =
  /喝水|喝多少|多少水|几杯水|补水|水分|\b(water|fluids?|hydrat\w*|dehydrat\w*|how much (should i )?drink|litres?|liters?|glasses)\b/;
/** Diets that change what is eaten from one day to the next: keto, fasting, very low carb, meal replacements. */
const STRICT_DIET =
  /生酮|\bketo\w*\b|断食|轻断食|间歇性禁食|16[:：]8|5[:：]2|低碳|断碳|不吃碳水|代餐|果蔬汁排毒|\b(fasting|intermittent fast\w*|low[- ]?carb|no[- ]?carb|carnivore|atkins|juice cleanse|meal replacements?|slim ?fast|optifast)\b/;
const PROTEIN_POWDER = /乳清|蛋白粉|蛋白奶昔|\bwhey\b|\bprotein (shakes?|powders?)\b/;
const HOW_MUCH_POWDER = /几勺|多少勺|一天多少|吃多少|喝多少|\bscoops?\b|\bhow much\b|\bhow many\b/;
/** Eating little during illness or cancer treatment, said or in the plan. */
const EATING_LITTLE_ILL: FaqAudience = {
  conditions: ['cancer'],
  said: /化疗|放疗|放化疗|肿瘤|癌|白蛋白|吞咽|咽不下|吃不下|只能喝|流食|营养不良|\b(chemo\w*|radiation|radiotherapy|cancer|albumin|swallow\w*|only liquids|liquids only|mushy|malnourish\w*|can'?t eat|barely eating)\b/,
};

/** Iron not wanted (iron overload, a haemoglobinopathy): IRON_NOT_WANTED's audiences as one. */
const IRON_NOT_WANTED_ANY: FaqAudience = {
  ironOverload: true,
  conditions: ['haemoglobinopathy'],
  said: new RegExp(
    IRON_NOT_WANTED.map((a) => a.said?.source)
      .filter((x): x is string => x !== undefined)
      .join('|'),
  ),
};
const WHICH_PRENATAL =
  /(哪种|哪个|什么|选|推荐)[^。？?]{0,8}(孕期维生素|孕妇维生素|复合维生素|孕前|叶酸|多维|爱乐维|玛特纳|斯利安)|(孕期维生素|孕妇维生素|复合维生素)[^。？?]{0,6}(哪种|哪个|怎么选)|\b(which|what|best|recommend\w*|choose|pick)\b[^.?!]{0,30}\bpre-?natals?\b|\bpre-?natals?\b[^.?!]{0,30}\b(which|what|best|should i (take|get|buy))\b/;

/** The person's own range (1.2–1.5 g/kg) in place of the 60 kg example, when the plan has a weight. */
function ownProteinRange(said: ComposeInput, zh: boolean): string | null {
  const row = ROUND31_FAQ.find((r) => r.id === 'protein-powder-eating-little')!;
  const w = said.weightKg;
  if (w === undefined) return null;
  const lo = Math.round((w * 1.2) / 5) * 5;
  const hi = Math.round((w * 1.5) / 5) * 5;
  return zh
    ? row.text.zh.replace('60公斤的人约70–90克', `按你${Math.round(w)}公斤算约${lo}–${hi}克`)
    : row.text.en.replace('about 70–90 g at 60 kg', `about ${lo}–${hi} g at your ${Math.round(w)} kg`);
}

/** Iron or vitamin C products the person takes now: stopped, with the haematologist told (TIF 2021). */
function stopIronAndVitaminC(said: ComposeInput, zh: boolean): string | null {
  const row = ROUND31_FAQ.find((r) => r.id === 'prenatal-without-iron')!;
  const taken = (said.takes ?? []).filter((name) =>
    /iron|ferr|fe\b|铁|vitamin ?c|维生素 ?c|维c|抗坏血酸/i.test(name),
  );
  if (taken.length === 0) return null;
  // Named without their strengths: "ferrous sulfate 325 mg" would read as 325 mg of iron said (safety.ts).
  const names = taken
    .map((name) =>
      name
        .replace(/\s*[（(][^）)]*[）)]/g, '')
        .replace(/\s*\d[\d.,]*\s*(mg|µg|ug|mcg|iu|g|毫克|微克|国际单位)\b/gi, '')
        .trim(),
    )
    .join(zh ? '、' : ', ');
  return zh
    ? `**你现在吃的${names}从今天起不再吃：铁已经过多时，补铁和大剂量维生素C都会让铁更多；告诉血液科医生。** ${row.text.zh}`
    : `**Leave out the ${names} from today: with too much iron already, iron tablets and high-dose vitamin C add more — tell your haematologist.** ${row.text.en}`;
}

export const ROUND31_FAQ: readonly FaqRow[] = [
  {
    id: 'sickle-cell-fluids',
    when: [FLUIDS_ASKED],
    for: { said: SICKLE_SAID },
    intent: 'how_much_nutrient',
    wholeMessage: true,
    text: {
      zh: '**镰状细胞病的人要比一般人多喝水：成年人一般每天约2–3升，天热、出汗、运动、发烧、坐飞机时还要再多喝，不要等口渴了才喝。** 缺水会让红细胞更容易变形（“镰变”），诱发疼痛危象。这个病会影响肾脏浓缩尿液的能力，尿色浅不一定说明喝够了，按量喝更可靠：上班放一个大水杯在手边，定时喝。奶茶里的水分能算，但它有糖和咖啡因，不要当主要来源：以白开水、淡茶为主，奶茶偶尔喝、选少糖。有心脏或肾脏问题、医生限过水量的，按医生说的量。',
      en: '**With sickle cell disease you need more fluid than most people: for an adult usually about 2–3 litres a day (8–12 glasses), more in hot weather, with sweating or exercise, with a fever or on a flight — drink before you feel thirsty.** Being short of fluid makes red cells sickle more easily and can bring on a pain crisis. The disease affects how well the kidneys concentrate urine, so pale urine does not prove you have drunk enough: go by amount — keep a big bottle at your desk and drink through the day. Bubble tea or milk tea counts as fluid, but with its sugar and caffeine it should not be the main source: mostly water or weak tea, milk tea now and then with less sugar. If a heart or kidney doctor has set a fluid limit, that limit applies instead.',
    },
    source: {
      ref: 'Sickle Cell Society. Standards for the Clinical Care of Adults with Sickle Cell Disease in the UK, 2nd ed. (2018): good hydration to prevent crises; NHS, Sickle cell disease — living with (drink plenty of water, more in hot weather and during exercise); National Heart, Lung, and Blood Institute. Evidence-Based Management of Sickle Cell Disease: Expert Panel Report (2014) (hyposthenuria: impaired urine concentrating ability)',
      url: 'https://www.nhs.uk/conditions/sickle-cell-disease/living-with/',
    },
  },
  {
    id: 'warfarin-strict-diet',
    when: [STRICT_DIET],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'medicine_question',
    wholeMessage: true,
    text: {
      zh: '**吃华法林（尤其是装了机械瓣膜）的人，开始生酮、断食、代餐这类大幅改变饮食之前，先告诉抗凝门诊。** 饮食一变，吃进的维生素K就跟着变（绿叶菜、植物油吃多吃少都会影响），体重下降也会让INR变化；开始后的头几周要更勤查INR（按抗凝门诊的安排，常常是每周一次），直到稳定。想减重，更稳妥的是适度少吃：每天少吃约300–500千卡，每周减约0.3–0.5公斤，每天绿叶菜的量保持差不多。出现牙龈或鼻子出血、瘀斑、黑便、尿色发红，当天联系医生。',
      en: '**On warfarin — above all with a mechanical valve — tell your anticoagulation clinic before you start keto, fasting, meal replacements or any big change in how you eat.** A new diet changes how much vitamin K you eat (greens and some vegetable oils), and losing weight can move the INR too; in the first weeks the INR is checked more often (often weekly, as the clinic decides) until it is steady. For weight loss the safer course is a moderate cut — about 300–500 kcal a day less, roughly 0.3–0.5 kg a week — with roughly the same amount of greens every day. Bleeding gums or nose, new bruises, black stools or reddish urine: contact the doctor that day.',
    },
    source: {
      ref: 'Coumadin (warfarin) US prescribing information, §17 Patient counseling (eat a normal, balanced diet with a consistent amount of vitamin K; avoid drastic changes in dietary habits, such as eating large amounts of leafy green vegetables); NIH ODS Vitamin K Fact Sheet for Health Professionals (warfarin: keep vitamin K intake consistent); NICE CKS Anticoagulation – oral (warfarin: changes in diet and weight affect the INR; monitor more often)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
    },
  },
  {
    id: 'protein-powder-eating-little',
    compose: ownProteinRange,
    when: [PROTEIN_POWDER, HOW_MUCH_POWDER],
    for: EATING_LITTLE_ILL,
    notFor: { conditions: ['kidney_disease'], said: KIDNEY_DISEASE_SAID },
    intent: 'supplement_dose',
    wholeMessage: true,
    text: {
      zh: '**治疗期间吃得少时，蛋白粉是用来把一天的蛋白质补够的，一两勺往往不够：肿瘤病人每天每公斤体重约需1.2–1.5克蛋白质**——60公斤的人约70–90克。乳清和大豆蛋白都可以：乳清吸收快；喝奶后腹胀、腹泻的，选乳糖很少的分离乳清或大豆蛋白。分几次吃：一天几次，每次一勺拌进牛奶、米糊、粥、汤或打成糊，比一次喝一大杯好；全营养的口服营养液（如安素）同时补能量和蛋白质，吃得很少时更合适。白蛋白低、只能吃流食的，这周就请医生转营养科：他们定用量，需要时安排营养液或管饲。有肾病的，用量听肾内科的。',
      en: '**When eating is hard during treatment, protein powder is there to reach your protein target, and one or two scoops are often not enough: for people with cancer the guideline gives about 1.2–1.5 g of protein per kg a day** — about 70–90 g at 60 kg. Whey or soy protein both work: whey is absorbed fast; if milk gives you bloating or diarrhoea, choose a whey isolate (very little lactose) or soy. Spread it through the day: a scoop stirred into milk, porridge, congee, soup or a smoothie several times a day works better than one big shake, and a complete oral nutrition drink (such as Ensure) gives energy as well as protein when you eat very little. With a low albumin and only liquids going down, ask this week for a dietitian referral: they set the amount and can arrange nutrition drinks or tube feeding if needed. With kidney disease, the kidney team sets the amount.',
    },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (protein above 1.0 and up to 1.5 g/kg/day; oral nutritional supplements when intake is inadequate; enteral nutrition when oral intake stays inadequate; dietitian-led counselling)',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    id: 'prenatal-without-iron',
    compose: stopIronAndVitaminC,
    afterMedicinePregnancyRule: true,
    when: [WHICH_PRENATAL],
    for: IRON_NOT_WANTED_ANY,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**铁多的人（铁蛋白高、铁过载）要选不含铁的孕前/孕期维生素：** 看配料表，没有富马酸亚铁、硫酸亚铁、葡萄糖酸亚铁等铁成分的；或者不用复合型，分开吃叶酸（剂量听血液科：镰状细胞病和地中海贫血常为每天5毫克）、碘（每天约150微克，用碘盐也可以）和维生素D（每天10微克，即400国际单位）。不要选含大剂量维生素A（视黄醇）的，也不要另外补大剂量维生素C（它会增加铁的吸收）。开始备孕前，把选好的产品拿给血液科医生看一遍。',
      en: '**With too much iron (a high ferritin, iron overload) choose a prenatal with no iron in it:** check the label for no ferrous fumarate, sulfate or gluconate or other iron; or skip the combined kind and take folic acid (the dose is your haematologist’s: in sickle cell disease and thalassaemia usually 5 mg a day), iodine (about 150 µg a day) and vitamin D (10 µg, 400 IU a day) on their own. Avoid products with high-dose vitamin A (retinol), and add no high-dose vitamin C. Before you start trying, show the product you chose to your haematologist.',
    },
    source: {
      ref: 'Royal College of Obstetricians and Gynaecologists. Management of Sickle Cell Disease in Pregnancy, Green-top Guideline No. 61 (2011): folic acid 5 mg daily before conception and throughout pregnancy; iron supplementation only with proven iron deficiency; Thalassaemia International Federation, Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021): no iron supplements, vitamin C only with chelation; NICE NG201 Antenatal care (2021): folic acid, vitamin D 10 µg',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/management-of-sickle-cell-disease-in-pregnancy-green-top-guideline-no-61/',
    },
  },
];
