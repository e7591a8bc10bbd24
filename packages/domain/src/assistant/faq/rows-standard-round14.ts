/**
 * Standard answers the chat answered with a neighbouring topic in blind answer round 14, en-US
 * (docs/answer-rounds/round-14.md; development data since its figures were reported): Japanese food on an
 * MAOI, an older underweight person with a small appetite who also chokes, what a teenager eats for
 * sport, and "complete protein" on a plant diet — each written for the class of question (subject ×
 * kind × person), not one question's words.
 */
import { MINOR, PREGNANT_OR_NURSING } from './audiences';
import { RACE_WEIGHT_ANSWER } from '../../knowledge/race-weight';
import type { FaqAudience, FaqRow } from './types';

/** On an MAOI or linezolid (the tyramine rules). */
const MAOI: FaqAudience = { medicines: ['maoi', 'linezolid'] };

/** An older person, by the plan's age or said by them or a carer (the wording of rows-life-stages.ts). */
const OLDER: FaqAudience = {
  minAge: 65,
  said: /老人|老年|高龄|年纪大|岁数大|[6-9][0-9]岁|[七八九]十(多)?岁?|我妈|我爸|奶奶|外婆|姥姥|\belderly\b|\bolder (people|adults?|person|woman|man|lady)\b|\bmy (mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandad|grandfather|nan|nana)\b|\bgrandma\b|\b[6-9][0-9](-| )?(years?|yrs?)(-| )old\b|\b(is|am|i'?m) [6-9][0-9]\b|\bfrail\b/,
};

/** Plant-based eating said, or the plan's diet (vegan, vegetarian). */
const PLANT_BASED: FaqAudience = {
  said: /素食|吃素|纯素|\bvegan\w*|\bvegetarian\w*|\bplant[- ]based\b|\bplant proteins?\b/,
};

export const STANDARD_ROUND14_FAQ: readonly FaqRow[] = [
  {
    // Round 14 en-074 (unsafe): "Soy sauce? Miso? … sushi for our anniversary. What can I actually order"
    // got the MAOI food list and then the eating-out row's "go easy on soy sauce" — a contradiction on
    // phenelzine. One answer for the whole message: no soy sauce, no miso, and what to order. en-137's
    // follow-up ("and teriyaki? edamame?") is the same class.
    id: 'maoi-japanese-food',
    when: [
      /寿司|刺身|味噌|日料|日本料理|照烧|\bsushi\b|\bsashimi\b|\bmiso\b|\bjapanese\b|\bteriyaki\b|\bedamame\b|\bnigiri\b/,
    ],
    // Cheese asked beside miso, no sushi meal: the MAOI list answers both (blind answer round 50, en-005).
    unless: [
      /^(?![\s\S]*(寿司|日料|\bsushi\b|\brolls?\b|\brestaurant\b))[\s\S]*(奶酪|芝士|起司|乳酪|\bcheeses?\b)/,
    ],
    for: MAOI,
    // Its text speaks of phenelzine; linezolid (an antibiotic with MAOI action) keeps its own tyramine answer.
    notFor: { medicines: ['linezolid'] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃苯乙肼这类单胺氧化酶抑制剂（MAOI）期间，酱油和味噌都要避开——它们是发酵豆制品，酪胺高，和这类药一起可能引起血压骤升。** 去寿司店可以点：新鲜的刺身、用新鲜鱼做的握寿司和卷寿司（蘸芥末或柠檬，不蘸酱油）、黄瓜卷和牛油果卷、天妇罗（蘸盐，不用酱油做的蘸汁）、盐烤的鱼或鸡肉、毛豆（新鲜大豆，不是发酵的）、白米饭。不要点：味噌汤、任何蘸酱油的东西、照烧等酱油做的酱汁、纳豆、腌渍小菜（有些是发酵的）、不新鲜的鱼和鱼干。点菜时直接说"不要酱油、不要味噌"。最后一次服药后两周内也照此执行。',
      en: '**On phenelzine (an MAOI), skip both soy sauce and miso — they are fermented soy products high in tyramine, which with this medicine can send blood pressure up dangerously.** At a sushi restaurant you can order: fresh sashimi, nigiri and rolls made with fresh fish (with wasabi or lemon instead of soy sauce), cucumber and avocado rolls, tempura (with salt rather than the soy-based dipping sauce), salt-grilled fish or chicken, edamame (fresh soybeans, not fermented) and plain rice. Skip: miso soup, anything dipped in or brushed with soy sauce, teriyaki and other soy-based glazes, natto, pickled side dishes (some are fermented), and fish that is not fresh or is dried. Tell the server "no soy sauce and no miso". The same applies for two weeks after the last dose.',
    },
    source: {
      ref: 'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104 (soy sauce and soybean condiments to avoid); Nardil (phenelzine) US prescribing information, table of foods (section from memory)',
    },
  },
  {
    // Round 14 en-039 (unsafe): "My mom is 80, about 90 lbs … just not hungry anymore. What can I give her
    // that packs a lot of calories into small portions? She sometimes … chokes on dry stuff like toast" got
    // the hunger-on-a-diet row with a 500 kcal deficit. An older person who eats little and chokes: food
    // that packs energy into small, soft, moist portions, supplement drinks, and the swallow assessment.
    id: 'older-energy-dense-swallow',
    when: [
      /呛|噎|吞咽|咽不下|吞不下|\bchok\w*|\bcough\w* (and \w+ )?(a bit |a little )?(on|when|while|at)\b|\bswallow\w*|\bdysphagi\w*/,
      /胃口|食欲|不饿|吃得少|吃不下|热量|卡路里|长胖|增重|体重|\bappetite\b|\b(not|never|rarely) (very )?hungry\b|\bcalori\w*|\benergy\b|\bsmall (portions?|amounts?|meals?)\b|\bput (on )?weight\b|\bgain (some )?weight\b|\bunderweight\b|\bvery thin\b|\blosing weight\b|\blost weight\b|\bbuild (her|him|me) up\b|\beats? (so |very )?little\b/,
    ],
    // Protein asked for by name is the soft-protein swallowing row's (swallow-soft-protein).
    unless: [/增稠|\bthicken\w*/, /蛋白|\bprot(ei|ie)n\b/],
    for: OLDER,
    wholeMessage: true,
    intent: 'food_sources',
    pushesWeightGain: true,
    text: {
      zh: '**吃得少又会呛的人，要做到“小份、软、湿润、热量和蛋白质足”，同时请医生安排吞咽评估。** 让每一口更顶饱：粥、烂面条、土豆泥里加全脂奶粉、一个鸡蛋、一勺油或黄油、芝麻酱或花生酱（调得稀软，不要干的）；喝稀的（水、牛奶、汤）也会呛的，先不要给牛奶、奶昔和稀汤，等吞咽评估说要不要增稠、稠到什么程度；稀的不呛的，可以用全脂牛奶代替水。蒸蛋羹、嫩豆腐、豆腐脑、稠酸奶、布丁、肉末或去刺鱼块浇汁。一天吃5–6次，每次小份，饭前少喝汤水。干、散、硬的先不吃：干面包和吐司（泡软或抹厚酱）、饼干、坚果、干米饭。口服营养补充剂（如安素这类营养饮品）放在两餐之间，每天1–2份，让医生或营养师定量，喝稀的会呛时也问这些饮品要不要增稠。坐直吃，小口，饭后坐30分钟。体重本来就低的，体重继续掉、发烧或声音发“湿”，要尽快就医。',
      en: '**For someone who eats little and chokes, aim for small, soft, moist portions that are rich in energy and protein — and ask their doctor for a swallow assessment (a speech and language therapist).** Pack each spoonful: stir full-fat milk powder, an egg, a spoon of butter or oil, or smooth nut butter into porridge, soft noodles or mashed potato; if thin drinks (water, milk, soup) make them cough, hold off milk, milkshakes and thin soups until the swallow assessment says whether and how thick drinks should be; if thin drinks are safe, use whole milk instead of water. Offer custard, rice pudding, thick yoghurt, soft scrambled egg, soft tofu, and flaked fish or minced meat in sauce. Five or six small eating times a day, and fewer drinks or soup just before meals. Leave out dry, crumbly foods until they are assessed — toast and dry bread (soak it or use a thick spread), crackers, nuts, dry rice. Oral nutritional supplement drinks (such as Ensure or Boost) between meals, usually 1–2 a day, fill the gap — a doctor or dietitian sets the amount, and if thin drinks make them cough, ask whether these should be thickened too. Sit fully upright, small mouthfuls, and upright for 30 minutes after. At a low weight, further weight loss, a fever or a wet-sounding voice need the doctor soon.',
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (food fortification, small frequent meals, oral nutritional supplements); IDDSI framework (2019)',
    },
  },
  {
    // Blind answer round 42, zh-048 (unsafe, development data): a marathon runner at 70–90 km a week who wants to
    // race 3 kg lighter got the general 500–1,000 kcal deficit.
    id: 'endurance-race-weight',
    when: [
      /减|瘦|降到|轻|比赛体重|\blose\b|\blighter\b|\bdrop\b|\bcut\b|\brace weight\b|\bweight\b/,
      /马拉松|全马|半马|铁三|越野跑|每周(跑)?\d+\s*(公里|km)|\bmarathon\b|\bhalf[- ]marathon\b|\bultra\b|\btriathlon\b|\b\d+\s*(km|miles?|k) (a|per) week\b|\bsub[- ]?[2-4]\b/,
    ],
    notFor: [MINOR, PREGNANT_OR_NURSING],
    wholeMessage: true,
    intent: 'weight_change',
    ...RACE_WEIGHT_ANSWER,
  },
  {
    // Round 14 en-050: a 16-year-old who asked about losing weight, then "what about for volleyball? I
    // have practice 4 days a week", got the minor's "don't diet" text again. A teenager asking what to
    // eat for a sport: fuel for training, never a deficit.
    id: 'teen-sport-fuel',
    when: [
      /训练|比赛|校队|排球|篮球|足球|游泳|跑步|田径|舞蹈|体育|\bpractices?\b|\btraining\b|\bvolleyball\b|\bbasketball\b|\bsoccer\b|\bfootball\b|\bswim\w*\b|\btrack\b|\bcross[- ]country\b|\bdance\b|\bcheer\w*\b|\bsports?\b|\btournaments?\b/,
    ],
    for: MINOR,
    intent: 'bmi_energy',
    text: {
      zh: '**练球的青少年要的是“吃够”，不是少吃：你还在长身体，训练日需要的能量比平时更多，吃少了会没力气、容易受伤，还可能月经紊乱、骨头变弱。** 训练日这样吃：三餐都吃，每餐有主食（米饭、面、面包）、蛋白质（鸡蛋、牛奶、豆腐、鱼或肉）和蔬菜；训练前1–2小时吃点以碳水为主、好消化的（一个香蕉、一片面包加果酱、一盒酸奶）；训练后1小时左右吃一顿饭或加餐，有碳水也有蛋白质（一杯牛奶加一个面包、一碗面加鸡蛋）；训练前、中、后都喝水，一般不需要运动饮料，除非练得很久很热。月经变少或停了、总是很累或经常受伤，要告诉家长并看医生。想调整体重，请和家长一起找医生或运动营养师看生长曲线再定，不要自己节食。',
      en: '**For a teenager in a sport, the goal is eating enough, not less: you are still growing, and practice days need more energy, not less — too little leaves you tired and injury-prone and can upset your periods and weaken your bones.** On practice days: three real meals, each with a starch (rice, pasta, bread, potatoes), protein (eggs, milk or yoghurt, beans, fish, chicken or meat) and vegetables or fruit; a carb-based snack 1–2 hours before practice (a banana, toast with jam or peanut butter, a granola bar, yoghurt); a meal or snack with carbs and protein within about an hour after (chocolate milk, a sandwich, a bowl of cereal with milk); and water before, during and after — a sports drink only for long or very hot sessions. Periods that become light or stop, being tired all the time, or frequent injuries are reasons to tell a parent and see your doctor. If you want to change your weight, do it with a parent and your doctor or a sports dietitian who can look at your growth chart — not by dieting on your own.',
    },
    source: {
      ref: 'Thomas DT et al. Nutrition and Athletic Performance: Joint Position Statement of the Academy of Nutrition and Dietetics, Dietitians of Canada and the ACSM. J Acad Nutr Diet 2016;116:501–528; Mountjoy M et al. IOC consensus statement on relative energy deficiency in sport (RED-S), Br J Sports Med 2018;52:687–697; Golden NH et al. AAP Clinical Report, Pediatrics 2016;138:e20161649',
    },
  },
  {
    // Round 14 en-077: "my mom keeps saying vegans can't get 'complete protein' and that I have to eat
    // rice and beans at the SAME meal" got the older person's protein row ("my mom" read as the person
    // asked about). Protein combining at each meal is an old myth; variety over the day is enough.
    id: 'plant-protein-combining',
    when: [
      /完全蛋白|同一顿|\bcomplete proteins?\b|\bincomplete proteins?\b|\bprotein combining\b|\bcombin\w*\b|\bsame meal\b|\brice and beans\b|\bamino acids?\b/,
      /蛋白|\bprotein\w*\b|\bamino\b/,
    ],
    for: PLANT_BASED,
    intent: 'how_much_nutrient',
    text: {
      zh: '**“必须在同一顿饭里搭配蛋白质”是过时的说法。** 身体会把一天里吃到的各种氨基酸汇在一起用，所以只要一天里吃的植物蛋白种类够多（豆类和豆制品、全谷物、坚果和种子），总量够，就能得到所有必需氨基酸，不用每顿都凑“米饭加豆子”。大豆（豆腐、豆浆、毛豆）和藜麦本身就含齐全部必需氨基酸。真正要留心的是总量：每餐都有一份豆类、豆制品或坚果；纯素还要另外补维生素B12。',
      en: '**Combining proteins at the same meal is an outdated idea from the 1970s — your mom’s worry is understandable, but you do not need rice and beans on the same plate.** The body pools the amino acids from everything you eat over the day, so a variety of plant proteins — beans and lentils, soy foods, whole grains, nuts and seeds — eaten across the day gives every essential amino acid, as long as the total is enough. Soy (tofu, tempeh, edamame, soy milk) and quinoa are complete proteins on their own. What matters is the amount: include a protein food at every meal and snack (for example tofu, lentils, beans, soy milk, peanut butter); as a vegan, take vitamin B12 as well.',
    },
    source: {
      ref: 'Melina V, Craig W, Levin S. Position of the Academy of Nutrition and Dietetics: Vegetarian Diets. J Acad Nutr Diet 2016;116:1970–1980 (complementary proteins need not be eaten at the same meal); Young VR, Pellett PL. Plant proteins in relation to human protein and amino acid nutrition. Am J Clin Nutr 1994;59(5 Suppl):1203S–1212S',
    },
  },
];
