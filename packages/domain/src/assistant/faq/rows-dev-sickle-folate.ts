/**
 * Questions the blind answer rounds 29–35 asked again and again of one group of personas and the chat
 * answered with a neighbouring text (development data once each round's figures were reported), as
 * classes — each row for the kind of question, not one question's words.
 *
 * Two groups: a woman with sickle cell disease on hydroxyurea, ibuprofen and oxycodone, with iron overload
 * (ferritin 1,450) from transfusions, buying ferrous sulfate and vitamin C 1000 herself and planning a
 * pregnancy; and a man of 64 with a low serum folate (5 nmol/L) on a prescribed folic acid 1 mg beside a
 * multivitamin, with a normal B12 (400 pmol/L). Alcohol and folate (rows-alcohol.ts) and folate lost in
 * cooking (rows-everyday.ts) are answered elsewhere.
 */
import { IRON_NOT_WANTED, MINOR, PLANT_BASED } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

// ---------------------------------------------------------------------------------------------------------
// Who the rows are for
// ---------------------------------------------------------------------------------------------------------

// Sickle cell disease by its medicine or its name — not every haemoglobinopathy: thalassaemia keeps the
// transfusion-overload and trait rows (late-review-serious.test.ts, review21-iron-overload.test.ts).
const SICKLE: FaqAudience = {
  medicines: ['hydroxyurea'],
  said: /镰状|镰刀|\bsickle\b|\bscd\b|\bhbss\b/,
};
/**
 * Iron overload: the plan's ferritin above its range, or said — "铁过载", "铁蛋白很高", a ferritin of a thousand
 * or more typed ("铁蛋白1450", "ferritin was 1450 tho", "iron that high").
 */
const FERRITIN_HIGH_SAID =
  /铁过载|铁蛋白[^。？?\n\d]{0,8}(很|太|偏|特别|超)?高|铁蛋白[^。？?\n\d]{0,12}(?<![\d.])[1-9],?\d{3}(?!\d)|\b(iron overload|high ferritin|too much iron|iron (that|so) high)\b|\bferritin\b[^.?!\n\d]{0,30}\b(high|raised)\b|\bferritin\b[^.?!\n\d]{0,30}(?<![\d.])[1-9],?\d{3}\b/;
const IRON_OVERLOAD: FaqAudience = { ironOverload: true, said: FERRITIN_HIGH_SAID };
const SICKLE_OVERLOAD: FaqAudience = { all: [SICKLE, IRON_OVERLOAD] };
const PREGNANT_STAGE: FaqAudience = { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] };
/** Pregnant now, said: not a pregnancy being planned. */
const PREGNANT_NOW_SAID =
  /怀孕了|已经怀|怀上了|孕\d+周|怀孕\d+周|\b(i'?m|i am|she'?s|she is) pregnant\b|\bweeks? pregnant\b|\bpositive (pregnancy )?test\b/;
/** A pregnancy being planned, in this message or the one before it. */
const PLANNING_SAID =
  /备孕|要宝宝|要孩子|要个孩子|要小孩|要二胎|怀孕|试孕|生孩子|生宝宝|孕前|\b(trying for a baby|try for a baby|trying to conceive|ttc|conceiv\w*|get(ting)? pregnant|pregnan\w*|have a baby|having a baby|start(ing)? a family|pre-?natals?)\b/;

// ---------------------------------------------------------------------------------------------------------
// Shared words
// ---------------------------------------------------------------------------------------------------------

const FOLATE = /叶酸|\bfol(ic|ate)\b|\bfolic acid\b/;
const ALCOHOL = /酒|\b(alcohol|booze|beers?|wine|spirits|liquor|drinking|cans)\b/;
const PREGNANCY_WORDS = /怀孕|孕期|孕妇|备孕|\bpregnan\w*|\bprenatal\b|\btrying to conceive\b|\bttc\b/;

/** The text a message asked in, and the message before it, normalised enough for the leads below. */
const lower = (s: string | undefined) => (s ?? '').normalize('NFKC').toLowerCase();

/** "**lead**" made plain, for a lead that follows a more specific one. */
const unbold = (s: string) => s.replace(/\*\*/g, '');

/** Leads picked by what the message asks, first match first, at most `max`. */
function leadsFor<K extends string>(text: string, asked: readonly (readonly [K, RegExp])[], max = 2): K[] {
  const out: K[] = [];
  for (const [k, re] of asked) {
    if (out.length >= max) break;
    if (re.test(text) && !out.includes(k)) out.push(k);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// 1. Iron tablets and vitamin C with iron overload in sickle cell disease
// ---------------------------------------------------------------------------------------------------------

const IRON_PRODUCT =
  /铁剂|铁片|补铁|硫酸亚铁|富马酸亚铁|琥珀酸亚铁|维c|维生素 ?c|vc ?1000|铁蛋白|\b(ferrous|iron (tablets?|pills?|supplements?)|iron tablet|vitamin c|vit c|ferritin)\b/;
/** Asked about taking it, or what the ferritin means — not which foods (the food row's). */
const IRON_TAKING_ASKED =
  /吃|服|接着|继续|加量|两次|一起|配着|有关|关系|高了|低了|意思|对吗|对不对|行吗|\?|\b(take|taking|took|keep|continue|increase|double|twice|together|absorb\w*|related|change|mean|right|should)\b/;
const IRON_FOOD_WORDS =
  /食物|饮食|吃饭|菜|猪肝|肝|红肉|牛肉|羊肉|鸭血|猪血|红枣|红糖|桂圆|菠菜|木耳|茶|\b(foods?|diet|eat(ing)?|meals?|liver|meat|beef|cereals?|spinach|tea|drinks?)\b/;

function ferritinSaid(said: ComposeInput): string | null {
  const t = lower(`${said.previous ?? ''}\n${said.text}`);
  const m = /(铁蛋白|ferritin)[^\d\n]{0,30}?(?<![\d.])([1-9],?\d{2,4})(?!\d)/.exec(t);
  if (!m) return null;
  const n = Number(m[2]!.replace(',', ''));
  return n >= 300 ? n.toLocaleString('en-US') : null;
}

const STOP_IRON = {
  zh: {
    lead: {
      increase:
        '**不要加量——硫酸亚铁先不要再吃，维C 1000也一起停下：{ferritin}，说明体内的铁已经太多（铁过载），铁片只会再往里加，维生素C还会让你从饭菜里吸收更多的铁。**',
      related:
        '**有关系，而且很关键：{ferritin}，是铁过载——体内的铁已经太多。所以硫酸亚铁先不要再吃，维C 1000也一起停下：铁片只会再往里加，维生素C还会让你从饭菜里吸收更多的铁。**',
      together:
        '**不要再配着吃了——硫酸亚铁和维C 1000两样都先停下：{ferritin}，说明体内的铁已经太多（铁过载），铁片只会再往里加，维生素C还会让你从饭菜里吸收更多的铁。**',
      keep: '**硫酸亚铁先不要再吃，维C 1000也一起停下：{ferritin}，说明体内的铁已经太多（铁过载），铁片只会再往里加，维生素C还会让你从饭菜里吸收更多的铁。**',
    },
    ferritinSaid: '铁蛋白{n}明显升高',
    ferritinPlan: '你的铁蛋白明显升高',
    body: '镰状细胞病血红蛋白在8左右（80克/升上下）很常见：这是红细胞提前破坏造成的，不是缺铁，吃铁升不上去。多出来的铁通常来自以前的输血，会沉积在肝脏和心脏，铁片只会雪上加霜。饭菜和水果里的维生素C没问题，问题在1000毫克的维C片。请在一两周内把铁蛋白结果和你一直在吃的铁片、维C告诉血液科医生：铁过载要靠医生开的去铁药来排，血红蛋白要不要处理（羟基脲、输血）也由医生判断；医生开的药照常吃。血红蛋白8左右如果是你平时的水平，本身不算急症；但出现胸痛、气短、发烧、疼痛危象不缓解，或者比平时明显更乏力、脸色更白，当天去医院。',
  },
  en: {
    lead: {
      increase:
        '**No — do not increase the iron: leave out the iron tablet (ferrous sulfate), and the vitamin C 1000 with it. {ferritin}, which means iron overload — your body already holds too much iron; iron tablets add to it, and high-dose vitamin C tablets make the gut take up even more from every meal.**',
      related:
        '**Yes, it matters a lot: {ferritinLower}, which means iron overload — your body already holds too much iron. Stop any iron tablets (the ferrous sulfate), and the vitamin C 1000 with it: iron tablets add to the overload, and high-dose vitamin C makes the gut take up more from every meal.**',
      together:
        '**No — do not take them together: leave out both the iron tablet (ferrous sulfate) and the vitamin C 1000. {ferritin}, which means iron overload — your body already holds too much iron; iron tablets add to it, and high-dose vitamin C tablets make the gut take up even more from every meal.**',
      keep: '**No — leave out the iron tablet (ferrous sulfate) from now on, and the vitamin C 1000 with it. {ferritin}, which means iron overload — your body already holds too much iron; iron tablets add to it, and high-dose vitamin C tablets make the gut take up even more from every meal.**',
    },
    ferritinSaid: 'A ferritin of {n} is markedly high',
    ferritinPlan: 'Your ferritin is markedly high',
    body: 'In sickle cell disease a haemoglobin around 8 g/dL is common: it comes from red cells breaking down early, not from a lack of iron, so iron tablets cannot raise it. The extra iron usually comes from past blood transfusions and builds up in the liver and heart; tablets only add to it. Vitamin C in fruit, vegetables and meals is fine — it is the 1,000 mg tablets that are the problem. Tell your haematologist within the next week or two about the ferritin and the tablets you have been taking. Iron overload is treated with an iron-removing (chelation) medicine, and they decide what, if anything, the haemoglobin needs (hydroxyurea, a transfusion); keep taking your prescribed medicines as usual. A haemoglobin around 8 that is your usual level is not an emergency on its own; go the same day with chest pain, breathlessness, a fever, a pain crisis that does not settle, or if you feel much weaker or look paler than usual.',
  },
} as const;

const STOP_IRON_ASKED = [
  ['increase', /加量|加到|两次|一天两|多吃点|\b(increase|double|twice|more of it|up the dose)\b/],
  [
    'related',
    /有关|关系|高了还是低了|是什么意思|说明什么|\b(related|change anything|does that change|what does (that|it) mean|is that (bad|high))\b/,
  ],
  ['together', /一起|配着|帮吸收|\b(together|with my vitamin c|absorb\w*)\b/],
] as const;

function stopIronText(said: ComposeInput, zh: boolean): string {
  const t = STOP_IRON[zh ? 'zh' : 'en'];
  const [kind] = leadsFor(lower(said.text), STOP_IRON_ASKED, 1);
  const n = ferritinSaid(said);
  const ferritin = n ? t.ferritinSaid.replace('{n}', n) : t.ferritinPlan;
  const ferritinLower = zh ? ferritin : ferritin.charAt(0).toLowerCase() + ferritin.slice(1);
  const lead = t.lead[kind ?? 'keep']
    .replace('{ferritin}', ferritin)
    .replace('{ferritinLower}', ferritinLower);
  return `${lead} ${t.body}`;
}

// ---------------------------------------------------------------------------------------------------------
// 2. Foods with iron overload: liver, blood, red meat, red dates, greens, tea, energy
// ---------------------------------------------------------------------------------------------------------

/** Tea with meals (not milk tea or bubble tea, the drinks' own rows). */
const TEA_WITH_MEALS =
  /(饭|餐)[^。？?\n]{0,8}(?<!奶)茶|(?<!奶)茶[^。？?\n]{0,8}(饭|餐)|\blipton\b|(?<!(milk|bubble|iced|sweet) )\btea\b[^.?!\n]{0,30}\b(meals?|food|iron|dinner|lunch|breakfast|eating)\b|\b(meals?|food|dinner|lunch|breakfast)\b[^.?!\n]{0,30}(?<!(milk|bubble) )\btea\b/;
const IRON_FOODS_ASKED =
  /猪肝|鸡肝|肝脏|动物肝|内脏|动物血|鸭血|猪血|血豆腐|毛血旺|血旺|红肉|牛肉|羊肉|红枣|大枣|枣|红糖|桂圆|龙眼|阿胶|菠菜|黑木耳|木耳|补血|补铁的(食物|菜|东西)|含铁|铁多的|高铁|没精神|体力|好累|\b(liver|red meat|beef|lamb|steak|organ meats?|offal|blood sausage|black pudding|fortified cereals?|cereals?|spinach|ugu|efo|iron[- ]rich|loaded with iron|high in iron|good for (the )?blood|build (up )?(my )?blood|energy|tired)\b/;

const FOOD_LEADS = {
  zh: {
    blood:
      '**鸭血、猪血（毛血旺、血豆腐）是含铁最多、吸收也最好的食物之一——铁过载时最好不吃，实在想吃也只是偶尔几块；吃火锅换成鱼片、虾、鸡肉、嫩牛肉、豆腐、蔬菜菌菇就好。**',
    liver:
      '**猪肝要少吃：它是吸收最好的高铁食物，一周两次太多了，最多偶尔吃一小块；猪肝的维生素A也很高，备孕的话更要少吃。**',
    redMeat: '**红肉可以吃，正常量就行（一次一两左右、一周几次），不用完全不吃，只是别天天大块吃。**',
    dates:
      '**红枣、桂圆、红糖水对你的贫血没有用：你的贫血是病本身（红细胞提前破坏）造成的，不是缺铁，这些东西含铁也不多——当普通饮品偶尔喝可以（注意糖），但不能当“补血”的办法。**',
    greens: '**菠菜、黑木耳和其他绿叶菜可以照常吃：它们的铁是植物铁，吸收很少，绿叶菜还能补叶酸。**',
    ironRich:
      '**要少吃的是：猪肝等动物肝脏和内脏、鸭血猪血这类动物血、加铁的强化食品；红肉正常量可以吃，绿叶菜、豆类这些植物性食物照常吃。**',
    tea: '**饭时喝茶可以，铁过载时还有一点好处：茶会减少这顿饭里铁的吸收。**',
    cereal: '**早餐谷物换成不加铁的（配料表里没有“铁”“硫酸亚铁”“富马酸亚铁”）。**',
    energy:
      '**想靠吃长点力气、又不添铁：三餐规律，主食（米饭、面条、馒头、燕麦、红薯）、鱼、鸡肉、鸡蛋、牛奶酸奶、豆腐搭配着吃，水喝够；不吃加铁的食品和铁片。累主要是贫血本身造成的，越来越累要告诉血液科医生。**',
  },
  en: {
    blood:
      '**Blood foods (duck or pig blood, blood sausage, black pudding) are among the richest sources of well-absorbed iron — with iron overload leave them out, or have them only rarely; at a hotpot, fish, prawns, chicken, tofu, vegetables and mushrooms are fine instead.**',
    liver:
      '**Eat much less liver — a small portion once in a while at most: it is the richest source of well-absorbed iron, and its very high vitamin A is a second reason to keep it rare while you are planning a pregnancy.**',
    redMeat:
      '**Red meat is fine in ordinary portions (a palm-sized piece a few times a week) — no need to cut it out, just not large amounts every day.**',
    dates:
      '**Red dates, longan and brown-sugar drinks will not raise your haemoglobin: the anaemia comes from the disease itself (red cells breaking down early), not from a lack of iron, and these hold little iron anyway — fine now and then as a drink (mind the sugar), but not as a treatment.**',
    greens:
      '**Keep the greens — ugu, spinach and other leafy vegetables are fine to eat as usual: their iron is the plant kind and poorly absorbed, and they give you folate too.**',
    ironRich:
      '**Go easy on liver and other organ meats, blood foods (blood sausage, duck or pig blood) and cereals or drinks with added iron; red meat in ordinary portions is fine, and greens, beans and other plant foods you can eat as usual.**',
    tea: '**Yes — tea with meals is fine, and with iron overload it even helps a little: it cuts how much iron you absorb from that meal.**',
    cereal: '**Switch to a breakfast cereal without added iron (check the label for “iron” or “ferrous”).**',
    energy:
      '**For energy without extra iron: regular meals with starchy foods (rice, yam, potatoes, bread, oats), protein from fish, chicken, eggs, milk, yoghurt or beans, fruit and plenty of fluids — and no iron-fortified cereals or iron tablets. The tiredness itself comes mostly from the anaemia, so tell your haematologist if it is getting worse.**',
  },
} as const;

const FOOD_ASKED = [
  ['blood', /动物血|鸭血|猪血|血豆腐|毛血旺|血旺|\b(blood sausage|black pudding|duck blood|pig blood)\b/],
  ['liver', /猪肝|鸡肝|肝脏|动物肝|内脏|\b(liver|organ meats?|offal)\b/],
  ['redMeat', /红肉|牛肉|羊肉|\b(red meat|beef|lamb|steak)\b/],
  ['dates', /红枣|大枣|枣|红糖|桂圆|龙眼|\b(red dates?|jujubes?|longan|brown sugar)\b/],
  ['greens', /菠菜|木耳|绿叶菜|青菜|\b(spinach|ugu|efo|greens|vegetables?)\b/],
  ['energy', /没精神|体力|好累|乏力|力气|\b(energy|tired|exhausted|fatigue)\b/],
  ['ironRich', /高铁|含铁|铁多|补铁的|\b(iron[- ]rich|loaded with iron|high in iron|rich in iron)\b/],
  ['tea', TEA_WITH_MEALS],
  ['cereal', /麦片|谷物|\bcereals?\b/],
] as const;

const FOOD_BODY = {
  zh: '铁过载（铁蛋白这么高）时，要少吃吸收好的高铁食物：猪肝等动物肝脏和内脏、鸭血猪血、加铁的强化食品；红肉正常量（一次一两左右）就行。饮食只是不再往里加铁——铁主要来自输血，只有血液科医生开的去铁药才能排出来；镰状细胞病和地中海贫血的贫血是红细胞本身的问题，不是缺铁，“补血”的食物升不了血红蛋白。猪肝的维生素A也很高，备孕的话更要少吃。菠菜、苋菜、黑木耳、豆类、红枣里是植物铁，吸收很少，可以正常吃。饭时喝茶可以，还能稍微减少铁的吸收。不吃维生素C补充剂（维C片），吃饭时不要大杯喝橙汁，水果正常吃。',
  en: 'With iron overload (a ferritin as high as yours), go easy on the foods richest in well-absorbed iron — liver and other organ meats, blood foods, and cereals or drinks with added iron; red meat in ordinary portions is fine. Diet only keeps you from adding more: the iron comes mostly from transfusions, and only the chelation medicine your haematologist prescribes removes it. In sickle cell disease and thalassaemia the anaemia comes from the red cells themselves, not from a lack of iron, so “blood-building” foods cannot raise the haemoglobin. Liver is also very high in vitamin A — another reason to keep it rare if you are planning a pregnancy. Greens (spinach, ugu, amaranth), beans, black fungus and red dates hold plant iron that is poorly absorbed: eat them normally. Tea with meals is fine and slightly lowers iron absorption. Take no vitamin C supplements and skip big glasses of orange juice with meals; whole fruit is fine.',
} as const;

function ironFoodsText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const kinds = leadsFor(lower(said.text), FOOD_ASKED, 2);
  const body = FOOD_BODY[l];
  if (kinds.length === 0) return body;
  const leads = kinds.map((k) => FOOD_LEADS[l][k]);
  // The tiredness lead is the answer's first line; with another lead it follows plainly.
  return `${leads[0]}${leads[1] ? ` ${unbold(leads[1])}` : ''} ${body}`;
}

// ---------------------------------------------------------------------------------------------------------
// 3. Getting ready for a pregnancy with sickle cell disease, iron overload and hydroxyurea
// ---------------------------------------------------------------------------------------------------------

const PREPARE_TOPIC =
  /叶酸|维生素|补充剂|营养|羟基脲|备孕|宝宝|孩子|怀孕|试孕|孕前|调整|\b(vitamins?|folic|folate|supplements?|pre-?natals?|hydroxyurea|hydroxycarbamide|hydrea|siklos|droxia|baby|pregnan\w*|conceiv\w*|change|prepare|ready)\b/;
/** Which prenatal to buy (rows-round31.ts `prenatal-without-iron`). */
const WHICH_PRENATAL =
  /(哪种|哪个|什么|选|推荐|买)[^。？?]{0,8}(孕期维生素|孕妇维生素|复合维生素|孕前维生素)|(孕期维生素|孕妇维生素|复合维生素)[^。？?]{0,6}(哪种|哪个|怎么选)|\b(which|what|best|recommend\w*|choose|pick)\b[^.?!]{0,30}\bpre-?natals?\b|\bpre-?natals?\b[^.?!]{0,30}\b(which|what|best|should i (take|get|buy))\b/;
const PREPARE_ASKED =
  /多少|多久|多长|几|什么|怎么|哪|吗|呢|啊|要不要|够不够|是不是|\?|\b(how|what|which|when|should|do i|does|is|are|can|anything|enough)\b/;

const PREPARE_LEADS = {
  zh: {
    dose: '**镰状细胞病备孕和怀孕期间，叶酸要吃每天5毫克的处方剂量，而不是药店普通的0.4毫克（400微克）那种；请血液科或妇产科医生开，现在就开始，至少在试孕前3个月开始吃，整个孕期一直吃。**',
    when: '**现在就开始：每天5毫克叶酸（医生开，不是药店0.4毫克那种）至少要在试孕前3个月开始吃，怀孕后整个孕期一直吃。**',
    hydroxyurea:
      '**羟基脲要在试孕前不再服用，具体哪天由血液科医生定：英国的镰状细胞病妊娠指南是至少在受孕前3个月不再服用，美国说明书要求最后一次服药后6个月内继续避孕——两者并不矛盾，说明书更保守；问清你的医生按哪个来，在那之前坚持避孕，不要自己停药。**',
    vitaminD:
      '**维生素D3每天2000国际单位（50微克）备孕和怀孕期间一般够用，也安全，可以继续吃：这个量正好在中国成人的可耐受最高摄入量（50微克）以内，不要再叠加别的含维生素D的产品；没查过的话，可以请医生查一次血25-羟维生素D确认。不用换成带钙的：怀孕后每天要约800毫克钙，一天300–500毫升牛奶或酸奶，加上豆腐、绿叶菜，一般能吃够；吃不够或医生建议时再另外加钙片。**',
    prenatal:
      '**选不含铁的孕期维生素（也不要含大剂量维生素A的）——或者干脆不用复合型，单独吃医生开的5毫克叶酸和维生素D。**',
    plan: '**备孕要做的调整：现在开始吃医生开的每天5毫克叶酸；铁片和维C 1000先不吃了；维生素D继续吃；羟基脲什么时候不再服用，试孕前和血液科医生一起计划好。**',
  },
  en: {
    dose: '**With sickle cell disease, guidelines advise 5 mg of folic acid a day (a prescription dose) before and during pregnancy — not the 400 µg (0.4 mg) shop tablet; ask your haematologist or GP to prescribe it, start it now, at least 3 months before you start trying, and keep it up through the whole pregnancy.**',
    when: '**Start now: folic acid 5 mg a day (prescribed — not the 400 µg shop tablet) should begin at least 3 months before you start trying and continue through the whole pregnancy.**',
    hydroxyurea:
      '**Hydroxyurea is stopped before you start trying, on a date your haematologist sets: UK guidance for sickle cell disease in pregnancy says at least 3 months before conception, and the US label asks for contraception until 6 months after the last dose — the two do not conflict, the label is simply more cautious, so ask which your team uses, keep contraception until then, and do not stop it yourself.**',
    vitaminD:
      '**Vitamin D3 2000 IU (50 µg) a day is usually enough before and during pregnancy, and safe long term (the US upper limit is 4,000 IU) — keep taking it, with no other vitamin D product on top; with darker skin and little sun, a 25-OH vitamin D blood test confirms it. No need to switch to a calcium combination: pregnancy needs about 1,000 mg of calcium a day, which 3 servings of milk, yoghurt or cheese (or calcium-fortified alternatives) give; add a calcium tablet only if your diet falls short or your doctor advises.**',
    prenatal:
      '**Choose a prenatal with no iron in it (and no high-dose vitamin A) — or skip the combined kind and take the prescribed folic acid 5 mg and vitamin D on their own.**',
    plan: '**To get ready: folic acid 5 mg a day on prescription from now, leave out the iron tablet and the vitamin C 1000, keep the vitamin D, and plan the hydroxyurea stop with your haematologist before you start trying.**',
  },
} as const;

const PREPARE_ASKED_KINDS = [
  ['vitaminD', /维d|维生素 ?d|\b(vitamin d|vit d|d3)\b/],
  [
    'hydroxyurea',
    /羟基脲[^。？?\n]{0,12}(停|多久|几个月)|(停|多久)[^。？?\n]{0,8}羟基脲|\b(stop|come off|how long)\b[^.?!\n]{0,30}\b(hydroxyurea|hydrea|hydroxycarbamide|droxia|siklos)\b|\b(hydroxyurea|hydrea|hydroxycarbamide|droxia|siklos)\b[^.?!\n]{0,30}\b(stop|how long|before)\b/,
  ],
  [
    'when',
    /提前(几个月|多久|多长)|什么时候开始|现在就(要|开始|吃)|\b(when (should|do) i start|how early|how long before|start now)\b/,
  ],
  [
    'dose',
    /多少|几毫克|几mg|剂量|大剂量|够不够|多一些|吃得多|更多|5 ?mg|5 ?毫克|400|0\.4|\b(how much|dose|enough|higher|more than (normal|usual)|normal (prenatal )?amount|mcg|400)\b/,
  ],
  ['prenatal', /孕期维生素|孕妇维生素|复合维生素|\bpre-?natals?\b/],
] as const;

const PREPARE_BODY = {
  zh: [
    '- **叶酸：**普通人备孕每天0.4毫克；镰状细胞病、地中海贫血的人，剂量可能更高（常为每天5毫克的处方剂量）——你按每天5毫克，要医生开（血液科或妇产科），至少试孕前3个月开始，整个孕期一直吃；不要用好几片0.4毫克或复合维生素去凑。',
    '- **铁片（硫酸亚铁）和维C 1000：**都先不吃了——铁蛋白这么高（铁过载），它们只会让铁更多；怀孕期间也只有查出缺铁、血液科医生同意才补铁。',
    '- **维生素D3 2000国际单位（50微克）：**可以继续吃，这个量正好在中国成人的可耐受最高摄入量（50微克）以内，长期吃是安全的，不要再叠加其他含维生素D的产品；想知道够不够，可以请医生查一次血维生素D。',
    '- **孕期复合维生素：**想吃的话，选不含铁、不含大剂量维生素A（视黄醇）的；猪肝、鱼肝油也先别吃。',
    '- **羟基脲：**它可能伤害胎儿，所以在医生安排好之前照常吃，并坚持避孕；一般在试孕前至少3个月不再服用（美国说明书的避孕期是最后一次服药后6个月），这段时间医生可能用输血来控制病情；不要自己停药。',
    '- **布洛芬：**这类止痛药可能影响受孕，怀孕后也要避免（孕20周后不能用），试孕前请血液科医生帮你定一个止痛方案。',
    '备孕前最好专门看一次血液科或孕前门诊：查一下你先生是不是镰状细胞携带者，核对疫苗，用去铁药的也要一起安排。',
  ],
  en: [
    '- **Folic acid:** 5 mg a day, prescribed (haematologist or GP), from at least 3 months before trying and all through the pregnancy; the 400 µg shop tablet is not enough with sickle cell disease — do not make up the dose with several tablets or multivitamins.',
    '- **The iron tablet (ferrous sulfate):** leave it out — with a ferritin this high (iron overload) it only adds iron; in pregnancy too, iron only if a test shows a lack and your haematologist agrees.',
    '- **Vitamin C 1000:** leave it out too (it makes the gut take up more from every meal); fruit and vegetables give all the vitamin C you need.',
    '- **Vitamin D3 2000 IU (50 µg):** keep taking it; it is a safe daily amount long term (the US upper limit is 4,000 IU) — do not stack other vitamin D products on top, and ask for a blood level if you want to know it is enough.',
    '- **Prenatal:** if you want one, choose one with no iron and no retinol (high-dose vitamin A); no liver or cod liver oil either.',
    '- **Hydroxyurea:** it can harm an unborn baby, so keep taking it, and keep using contraception, until your haematologist plans the stop — usually at least 3 months before trying (the US label’s contraception advice runs 6 months after the last dose); they may cover the gap with transfusions; do not stop it yourself.',
    '- **Ibuprofen:** this kind of painkiller can make it harder to conceive and is avoided in pregnancy (not at all from 20 weeks), so ask your haematologist for a pain plan for when you are trying.',
    'A pre-pregnancy visit with your haematologist is worth booking: testing your husband for sickle cell trait, checking your vaccines, and planning any chelation medicine.',
  ],
} as const;

function prepareText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const [kind] = leadsFor(lower(said.text), PREPARE_ASKED_KINDS, 1);
  return `${PREPARE_LEADS[l][kind ?? 'plan']}\n\n${PREPARE_BODY[l].join('\n')}`;
}

// ---------------------------------------------------------------------------------------------------------
// 4. Ibuprofen and the stomach and kidneys in sickle cell disease (and oxycodone's constipation)
// ---------------------------------------------------------------------------------------------------------

const NSAID =
  /布洛芬|芬必得|美林|止痛药|止疼药|\b(ibuprofen|ibuprophen|advil|motrin|nurofen|brufen|nsaids?|painkillers?|pain meds)\b/;
const GUT_OR_FOOD =
  /胃|烧心|反酸|垫|空腹|饭后|饭前|牛奶|吃什么|吃的|养胃|伤肾|肾|\b(stomach|tummy|empty|food|eat|eating|milk|bread|pap|ogi|kidneys?|heartburn|burn\w*|gastric|ulcer|do my stomach in)\b/;
const OPIOID_CONSTIPATION =
  /羟考酮|奥施康定|便秘|拉不出|\b(oxycodone|oxycontin|constipat\w*|bunged|bunging|backed up|can'?t go)\b/;
const IRON_TABLET_SAID = /铁片|铁剂|硫酸亚铁|\b(iron (tablets?|pills?)|ferrous)\b/;
const VITAMIN_D_SAID = /维d|维生素 ?d|\b(vitamin d|vit d|d3)\b/;

const IBUPROFEN = {
  zh: {
    lead: '**布洛芬要在饭后或跟着吃东西一起吃，不要空腹：先垫点东西（一碗粥、面条、馒头、面包都行），配一杯牛奶也可以；用能止住痛的最小剂量，能少吃几天就少吃几天。**',
    body: '垫东西只能减轻一点刺激，布洛芬照样可能引起胃溃疡和出血，几乎天天吃的人风险更高。胃经常烧、不舒服，这周就告诉医生或药师：可能需要加一个护胃药（如奥美拉唑），或者调整止痛方案；不要再叠加同类止痛药（阿司匹林、萘普生、双氯芬酸）。大便发黑像柏油、吐血或吐出咖啡色的东西、胃剧痛，当天去急诊。辛辣、喝酒、空腹喝浓咖啡会让烧心更重。肾：镰状细胞病本来就容易伤肾，布洛芬会加重，吃布洛芬那几天更要喝够水（每天约2–3升），经常吃的请血液科医生定期查肾功能和尿蛋白。备孕：这类止痛药可能影响受孕，怀孕后也要避免（孕20周后不能用），试孕前请血液科医生帮你换一个止痛方案。',
    oxycodone:
      '羟考酮不怎么伤胃，但会让肠子变慢、便秘：多喝水，多吃含纤维的（燕麦、豆类、全麦面包、火龙果、西梅、橙子、蔬菜），多活动，并请医生开一个泻药，在吃羟考酮期间按时吃。',
    iron: '铁片本身也刺激胃；镰状细胞病只有查出缺铁才补铁，铁蛋白高的人根本不该吃铁片，请告诉血液科医生。',
    vitaminD: '维生素D3可以和布洛芬在同一顿饭后吃，两者没有相互作用，随含油脂的饭吃吸收更好。',
  },
  en: {
    lead: '**Take ibuprofen with or just after food, or with a glass of milk — not on an empty stomach: a meal or at least a snack first (bread, pap or porridge, rice or a sandwich all work), and the lowest dose that controls the pain for the fewest days.**',
    body: 'Food only cushions the stomach a little: ibuprofen can still cause ulcers and bleeding, more so when taken most days. If it burns often, tell your doctor or pharmacist this week — they may add a stomach-protecting medicine (such as omeprazole) or change your pain plan; do not add other painkillers of the same kind (aspirin, naproxen, diclofenac). Black, tarry stools, vomiting blood or “coffee grounds”, or severe stomach pain need urgent care the same day. Spicy food, alcohol and strong coffee on an empty stomach make the burning worse. Kidneys: sickle cell disease already strains the kidneys and ibuprofen adds to it — drink plenty (about 2–3 litres a day), above all on days you take it, and if you take it regularly ask your haematologist to check your kidney function and urine protein. Pregnancy: this kind of painkiller can make it harder to conceive and is avoided in pregnancy (not at all from 20 weeks), so ask your haematologist for a pain plan before you start trying.',
    oxycodone:
      'Oxycodone is gentler on the stomach lining but slows the bowel: for constipation drink plenty, add fibre (oats, beans, wholegrain bread, fruit such as pawpaw, prunes or oranges, vegetables), keep moving, and ask your doctor for a laxative to take regularly while you are on it.',
    iron: 'An iron tablet irritates the stomach too — and in sickle cell disease iron is only for a proven lack; with a high ferritin it should not be taken at all (tell your haematologist).',
    vitaminD:
      'Vitamin D3 can go with the same meal as the ibuprofen — there is no interaction, and the fat in the meal helps it absorb.',
  },
} as const;

function ibuprofenText(said: ComposeInput, zh: boolean): string {
  const t = IBUPROFEN[zh ? 'zh' : 'en'];
  const asked = lower(said.text);
  const parts: string[] = [t.lead, t.body];
  if (OPIOID_CONSTIPATION.test(asked)) parts.push(t.oxycodone);
  if (IRON_TABLET_SAID.test(asked)) parts.push(t.iron);
  if (VITAMIN_D_SAID.test(asked)) parts.push(t.vitaminD);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// 5. A prescribed folic acid 1 mg beside a multivitamin: too much? stop one? the most? together?
// ---------------------------------------------------------------------------------------------------------

const FOLIC_1MG_SAID =
  /(叶酸|folic acid|folic|folate)[^。？?\n]{0,16}(?<![\d.])(1 ?mg|1 ?毫克|一毫克|1000 ?(µg|ug|mcg|微克))|(?<![\d.])(1 ?mg|1 ?毫克|一毫克)[^。？?\n]{0,6}(叶酸|folic)/;
const MULTI_SAID =
  /复合维生素|多维|善存|金施尔康|21金维他|\b(multi-?vitamins?|multis?|centrum|one[- ]a[- ]day|daily multi)\b/;
/** A doctor's prescription said: "Doc put me on", "医生给开了", "prescribed" (typed "perscribed" too). */
const PRESCRIBED_SAID =
  /医生|大夫|开了|开的|处方|\b(doc|doctor|dr|gp|prescri\w*|perscri\w*|presribed|put me on|physician)\b/;
const FOLIC_MULTI_ASKED =
  /太多|过量|超量|超标|吃多|会不会多|叠|停|还要|都要|两个都|上限|最多|最大|一起吃|分开|早上|晚上|什么时候吃|\b(too much|too many|overdo\w*|doubling|double up|both|stop|drop|ditch|need (both|the multi\w*)|together|split|separately|breakfast|morning|night|max\w*|the most|upper limit|safely take|how much can i)\b/;
/**
 * The folic acid or the multivitamin, or a follow-up on the day's amount ("Is there a max I shouldn't go
 * over?", "whats the most I can safely take in a day"): read on its own, since the message before selects
 * this row too and a follow-up read with it would be dropped as a repeat (select.ts).
 */
const FOLIC_MULTI_TOPIC =
  /叶酸|复合维生素|多维|善存|两个|两样|上限|最多|一天|\b(folic|folate|multi\w*|centrum|them|both|it|go over|a day|per day|safe(ly)?|limit)\b/;

const FOLIC_MULTI_LEADS = {
  zh: {
    stop: '**复合维生素不用停：它和医生开的1毫克叶酸加起来，一天约{total}毫克叶酸，在医生治疗叶酸偏低期间是合适的。**',
    max: '**自己买来吃的叶酸，每天上限是1000微克（1毫克，补充剂加强化食品合计）；医生治疗叶酸偏低时常开每天1–5毫克，所以你的1毫克加上复合维生素里的{multi}是可以的——医生开的以外，不要再自己加。**',
    timing:
      '**两样一起吃就行，早饭时吃很方便，饭前饭后都可以；分开吃没有好处，早上喝咖啡也不影响叶酸吸收。**',
    tooMuch:
      '**不算过量：医生开的叶酸1毫克加上复合维生素里的{multi}，一天约{total}毫克，在医生治疗叶酸偏低期间是合适的。**',
  },
  en: {
    stop: '**No need to stop the multivitamin: with the prescribed 1 mg it comes to about {total} mg of folic acid a day, which is fine while your doctor is treating a low folate.**',
    max: '**On your own, the upper limit for folic acid is 1,000 µg (1 mg) a day from supplements and fortified foods; a doctor treating a low folate often prescribes 1–5 mg a day, so your 1 mg plus the {multi} in the multivitamin is fine — just do not add more than what was prescribed.**',
    timing:
      '**Take them together — at breakfast is fine, with or without food; splitting them gains nothing, and your morning coffee does not stop the folic acid being absorbed.**',
    tooMuch:
      '**No — about {total} mg of folic acid a day (the prescribed 1 mg plus the {multi} in the multivitamin) is fine while your doctor is treating a low folate.**',
  },
} as const;

const FOLIC_MULTI_KINDS = [
  ['max', /上限|最多|最大|\b(max\w*|the most|upper limit|safely take|how much can i)\b/],
  ['stop', /停|还要|都要|两个都|\b(stop|drop|ditch|need both|still need|need the multi\w*)\b/],
  [
    'timing',
    /一起吃还是|分开|早上|晚上|什么时候吃|\b(together or|split|separately|breakfast|morning|night|what time)\b/,
  ],
] as const;

const B12_VALUE = /(b12|钴胺|cobalamin)[^\d\n]{0,20}?(?<![\d.])(\d{2,4})(?:\.\d+)? ?(pmol|pg|ng|皮摩|皮克)?/;

const FOLIC_MULTI_BODY = {
  zh: {
    limit:
      '每天1000微克（1毫克）的可耐受最高摄入量，是给自己买来吃的人定的（补充剂加强化食品），它不是中毒的剂量，是为了叶酸不把维生素B12缺乏掩盖住；医生治疗已经查出来的叶酸偏低，常用每天1–5毫克。',
    b12Said: '你的B12是{v}，在正常范围，没有什么可掩盖的。',
    b12Plain:
      '治疗前医生会一起查B12，B12正常（高于约221 pmol/L或300 pg/mL）就不存在掩盖的问题；化验单上没有B12的，可以问问医生。',
    stop: '复合维生素不用停，但要告诉开叶酸的医生你在吃。',
    timing: '两样可以一起吃，早饭时吃就行，饭前饭后都可以，不用分开。',
    course: '疗程一般约4个月，复查叶酸回到正常后，医生通常会让你不再吃1毫克的叶酸片，复合维生素可以长期吃。',
    multiRange: '约0.2–0.4毫克',
    multiSaid: '{n}微克',
  },
  en: {
    limit:
      'The 1,000 µg (1 mg) a day upper limit is set for folic acid people take on their own, from supplements and fortified foods; it is not a toxic dose — it is there so that folic acid does not hide a vitamin B12 deficiency. A doctor treating a proven low folate often uses 1–5 mg a day. ',
    b12Said: 'Your B12 of {v} is normal, so there is nothing to hide. ',
    b12Plain:
      'A doctor checks B12 with a low folate before treating it; with a normal B12 (above about 221 pmol/L, or 300 pg/mL) there is nothing to hide — if yours was not on the lab sheet, ask. ',
    stop: 'No need to stop the multivitamin, but tell the doctor who prescribed the folic acid that you take it. ',
    timing: 'Take both together — at breakfast is fine, with or without food; no need to split them. ',
    course:
      'A course usually runs about 4 months; once a recheck shows your folate is back to normal, the doctor usually ends the 1 mg tablet, and the multivitamin alone is fine long term.',
    multiRange: '0.2–0.4 mg or so',
    multiSaid: '{n} µg',
  },
} as const;

/** The folic acid a multivitamin holds, said in µg ("a multivitamin that has 400 mcg folic acid in it"). */
const MULTI_FOLIC_SAID = /(?<![\d.])([1-8]\d{2}) ?(mcg|µg|ug|微克)/;

/** The B12 said in this message or the one before, when it is in the normal range. */
function normalB12Said(said: ComposeInput): string | null {
  const m = B12_VALUE.exec(lower(`${said.previous ?? ''}\n${said.text}`));
  if (!m) return null;
  const v = Number(m[2]);
  const unit = m[3] ?? '';
  const pg = /pg|ng|皮克/.test(unit);
  if (pg ? v < 400 || v > 1200 : unit ? v < 300 || v > 900 : v < 400 || v > 900) return null;
  return `${v} ${pg ? 'pg/mL' : 'pmol/L'}`;
}

function folicMultiText(said: ComposeInput, zh: boolean): string {
  const l = zh ? 'zh' : 'en';
  const [kind] = leadsFor(lower(said.text), FOLIC_MULTI_KINDS, 1);
  const b = FOLIC_MULTI_BODY[l];
  const v = normalB12Said(said);
  const m = MULTI_FOLIC_SAID.exec(lower(`${said.previous ?? ''}\n${said.text}`));
  const multi = m ? b.multiSaid.replace('{n}', m[1]!) : b.multiRange;
  const total = m ? String(Math.round((1000 + Number(m[1])) / 100) / 10) : '1.2–1.4';
  const lead = FOLIC_MULTI_LEADS[l][kind ?? 'tooMuch'].replace('{multi}', multi).replace('{total}', total);
  const body = [
    b.limit,
    v ? b.b12Said.replace('{v}', v) : b.b12Plain,
    kind === 'stop' ? '' : b.stop,
    kind === 'timing' ? '' : b.timing,
    b.course,
  ].join('');
  return `${lead} ${body}`;
}

// ---------------------------------------------------------------------------------------------------------
// 6. How long until a low folate is back to normal, when to recheck, and how to take the tablet
// ---------------------------------------------------------------------------------------------------------

const RECOVERY_ASKED =
  /多久|多长时间|几个月|几周|啥时候|什么时候|复查|再查|升回|升上来|恢复|回到正常|早上吃|晚上吃|饭前|饭后|空腹|咖啡|\b(how long|how soon|when|retest\w*|re-?test|recheck\w*|comes? back|come up|back (up )?to normal|normal again|gets? back|with food|empty stomach|morning|evening|night|coffee)\b/;
const RECOVERY_TAKING =
  /吃|服|补|片|复查|升|恢复|正常|\b(tak\w*|pills?|tablets?|on (it|this|them|the)|level|number|normal|back|retest\w*|recheck\w*|food|stuff)\b/;
/** A low folate being treated, said in this message or the one before it — or how to take the tablet. */
const LOW_FOLATE_OR_TIMING_SAID =
  /叶酸[^。？?\n]{0,8}(低|偏低|不足|缺|才|\d)|(低|缺)叶酸|升回|回到正常|恢复正常|复查|早上吃|晚上吃|饭前|饭后|空腹|咖啡|\b(low folate|folate (is|was|came back|level)|back (up )?to normal|comes? back up|come up|retest\w*|re-?test|recheck\w*|deficien\w*|nmol|with food|empty stomach|morning|evening|coffee)\b/;
const RECOVERY_KINDS = [
  [
    'howLong',
    /多久|多长时间|几个月|几周|复查|再查|升回|升上来|恢复|回到正常|\b(how long|how soon|retest\w*|re-?test|recheck\w*|comes? back|come up|back (up )?to normal|normal again|gets? back)\b/,
  ],
  [
    'timing',
    /早上|晚上|饭前|饭后|空腹|咖啡|什么时候吃|\b(with food|empty stomach|morning|evening|night|coffee)\b/,
  ],
] as const;

const RECOVERY = {
  zh: {
    howLong:
      '**开始吃叶酸后，血清叶酸一般几周内就能回到正常范围；红细胞里的叶酸（身体的储备）要3–4个月才能补足，因为红细胞大约活4个月。疗程一般约4个月，通常在快结束时（吃了3–4个月左右）复查血常规和叶酸（常常连B12一起），具体以医生定的时间为准。**',
    timing:
      '**叶酸片早上吃、晚上吃效果一样，饭前饭后都可以：每天固定一个不容易忘的时间吃一次就行（比如早饭时），早上喝咖啡不影响它的吸收。**',
    timingOnly: '如果是医生为叶酸偏低开的，按医生说的吃满疗程，复查前照常吃。',
    body: '复查前叶酸片照常吃。按医生说的吃满疗程，提前不吃了叶酸又会掉下来。喝酒会减少叶酸吸收、增加流失，少喝它才回得快。如果越来越累、气短，或者手脚发麻，不用等到复查，提前找医生。',
  },
  en: {
    howLong:
      '**Blood (serum) folate usually climbs back into the normal range within a few weeks of starting folic acid; the stores in your red cells (red-cell folate) take about 3–4 months to fill, because red cells live about 4 months. A course usually runs about 4 months, and the recheck — blood count and folate, often B12 as well — usually comes around the end of it (about 3–4 months in), on the date your doctor sets.**',
    timing:
      '**Folic acid works the same taken in the morning or the evening, with or without food: take it once a day at a time you will remember — with breakfast is fine — and your morning coffee does not stop it being absorbed.**',
    timingOnly: 'If it was prescribed for a low folate, keep taking it through the course your doctor set.',
    body: 'Keep taking the tablets up to the blood test. Finish the course your doctor set — ending it early lets the level drop again. Alcohol works against folate (less absorbed, more lost), so drinking less helps it come back. If you feel more tired or breathless, or get numbness or tingling, tell your doctor before the recheck.',
  },
} as const;

function recoveryText(said: ComposeInput, zh: boolean): string {
  const t = RECOVERY[zh ? 'zh' : 'en'];
  const kinds = leadsFor(lower(said.text), RECOVERY_KINDS, 2);
  const leads = (kinds.length > 0 ? kinds : (['howLong'] as const)).map((k) => t[k]);
  const body = kinds.length === 1 && kinds[0] === 'timing' ? t.timingOnly : t.body;
  return `${leads[0]}${leads[1] ? ` ${unbold(leads[1])}` : ''} ${body}`;
}

// ---------------------------------------------------------------------------------------------------------
// 7. A normal B12 while on folic acid: is it fine, is a B12 shot needed, what "masking" means
// ---------------------------------------------------------------------------------------------------------

/** A B12 in the normal range said: 300–899 pmol/L, 400–1199 pg/mL (ng/L), or 400–899 with no unit. */
const B12_NORMAL_SAID =
  /(b12|钴胺|cobalamin)[^。？?\n\d]{0,20}(?<![\d.])([3-8]\d{2} ?(pmol|皮摩)|([4-9]\d{2}|1[01]\d{2}) ?(pg|ng\/l|皮克)|[4-8]\d{2}(?!\d|\.\d| ?(pmol|pg|ng|皮|nmol)))/;
const B12_ASKED =
  /正常|算|要不要|需不需要|需要|补|一起|掩盖|盖住|担心|打针|\b(normal|ok|okay|fine|good|enough|should i|do i need|need|shots?|injections?|jabs?|take b12|add|mask\w*|hide\w*|hidden|cover\w*|worr\w*)\b/;
const NERVE_SYMPTOMS = /麻|刺痛|走路不稳|\b(numb\w*|tingl\w*|pins and needles|unsteady|balance)\b/;

const B12_NORMAL = {
  zh: {
    lead: '**B12 {v}在正常范围内（低于约148 pmol/L才算缺乏，148–221之间算临界），补叶酸的同时不需要另外打B12针或加吃B12。**',
    body: '叶酸“掩盖”B12缺乏，说的是B12本来就低的时候：叶酸能把贫血纠正过来，而B12不够引起的神经损伤还在悄悄加重。所以医生补叶酸前会先查B12——你的B12正常，没有什么可掩盖的。{multi}疗程结束复查叶酸时，医生可能会一起复查B12；如果出现手脚麻木、刺痛、走路不稳或舌头红痛，提前告诉医生。',
    multi: '复合维生素里那点B12也足够维持。',
  },
  en: {
    lead: '**Yes — a B12 of {v} is normal (deficiency starts below about 148 pmol/L, or 200 pg/mL, with 148–221 pmol/L a grey zone), so you do not need a B12 shot or extra B12 tablets alongside the folic acid.**',
    body: 'Folic acid “masks” a B12 problem only when B12 is actually low: it can fix the anaemia while the nerve damage of a low B12 carries on unnoticed. That is why doctors check B12 before treating a low folate — yours is fine, so there is nothing to mask. {multi}Your doctor may recheck B12 with the folate at the end of the course; tell them sooner if you get numbness or tingling in your hands or feet, unsteadiness, or a sore, red tongue.',
    multi: 'The small amount of B12 in your multivitamin is plenty to keep it there. ',
  },
} as const;

function b12NormalText(said: ComposeInput, zh: boolean): string {
  const t = B12_NORMAL[zh ? 'zh' : 'en'];
  const v = normalB12Said(said) ?? '400 pmol/L';
  const multi = (said.takes ?? []).some((n) => /multi|复合|多维|善存|centrum/i.test(n)) ? t.multi : '';
  return `${t.lead.replace('{v}', v)} ${t.body.replace('{multi}', multi)}`;
}

// ---------------------------------------------------------------------------------------------------------
// 8. Everyday foods with folate, for someone who does not eat greens or salad
// ---------------------------------------------------------------------------------------------------------

const FOLATE_FOOD_ASKED =
  /吃得|饮食|哪些|什么(菜|食物|东西)|吃啥|吃什么|多吃|食物|家常菜|菜|含量|食补|豆芽|西兰花|菠菜|\b(foods?|eat|sources?|salad|greens|veg\w*|meat and potatoes|diet|broccoli|sprouts|spinach)\b/;
/** Folate named, or a food asked about as a folate source after it ("绿豆芽和西兰花算不算", "多吃菠菜能补回来吗"). */
const FOLATE_FOOD_TOPIC = new RegExp(
  `${FOLATE.source}|(豆芽|西兰花|菠菜|芦笋|豆腐|鸡蛋|花生|豆子|青菜)[^。？?\\n]{0,10}(算不算|算吗|行不行|多不多|高不高|能补回来)|能补回来|靠药|食补|\\b(does|do|is|are|what about) (broccoli|bean sprouts?|spinach|eggs?|beans?|peanuts?)\\b[^.?!]{0,20}\\b(count|good|enough)\\b`,
);
const COOKING = /炒|煮|焯|蒸|炖|凉拌|加热|流失|\b(cook\w*|boil\w*|steam\w*|raw|heat\w*|destroy\w*|kill)\b/;

const FOLATE_FOOD_KINDS = [
  [
    'pills',
    /能补回来|只能靠药|靠药|食补|\b(instead of (the )?(pills|tablets)|food alone|just eat|without (the )?(pills|tablets))\b/,
  ],
  [
    'cause',
    /是不是[^。？?\n]{0,12}(吃|菜)|吃得有问题|吃太少|\b(because of (my )?(diet|food)|why (is )?my folate|my diet)\b/,
  ],
  [
    'notGreens',
    /不爱吃|不喜欢吃|不太吃|不吃青菜|除了绿叶菜|\b(not (a |big on |into |much of a )?(salad|greens|veg\w*)|no salad|salad is not|don'?t (like|eat|do) (greens|veg\w*|salad)|meat and potatoes)\b/,
  ],
  ['broccoli', /(豆芽|西兰花)[^。？?\n]{0,10}(算|行|可以|多)|\b(broccoli|bean sprouts?)\b/],
] as const;

const FOLATE_FOODS = {
  zh: {
    pills:
      '**光靠多吃菜补得很慢：已经查出叶酸低，要按医生开的叶酸片吃；菠菜、豆类这些多吃是帮忙，疗程结束以后主要靠它们维持。**',
    cause:
      '**有可能是一部分原因：深绿色蔬菜、豆类吃得少，叶酸就容易偏低；但喝酒、肠道吸收不好、某些药（如甲氨蝶呤、一些抗癫痫药）也会让叶酸低，医生会一起找原因。**',
    notGreens:
      '**不爱吃青菜也能吃到叶酸：豆类和豆制品（黄豆、毛豆、绿豆、红豆、鹰嘴豆、豆腐、腐竹）、花生、鸡蛋、动物肝脏（偶尔一小块），还有西兰花、芦笋、豌豆这些不算“绿叶菜”的蔬菜，橙子、猕猴桃也有一些。**',
    broccoli:
      '**西兰花和绿豆芽都算，属于中等来源：每100克（生）各含叶酸约60微克，一盘（200克左右）能有一百微克上下；快炒、短时间焯或蒸着吃保留得多。**',
    list: '**家常菜里叶酸多的：菠菜、油菜、小白菜、苋菜这类深绿叶菜，西兰花、芦笋、豌豆、毛豆，豆腐、豆芽和各种豆子，鸡蛋，花生，偶尔一次猪肝或鸡肝。**',
    body: '大致的量：菠菜、苋菜这类深绿叶菜每100克（生）约100–200微克，干黄豆、绿豆、红豆每100克（干重）有几百微克，猪肝一两（50克）约100微克，鸡蛋一个20多微克，花生一小把（25克）约40–60微克。一天里有一两盘蔬菜、一份豆制品、一个鸡蛋，就能吃到两三百微克；国内的面粉和大米一般不额外加叶酸。已经查出叶酸低时，医生开的叶酸片才是主要的治疗，饮食帮着维持；少喝酒也很关键。',
  },
  en: {
    pills:
      '**Food alone brings a low folate back slowly — take the folic acid tablets your doctor prescribed; eating more beans, greens and the like helps, and keeps it up once the course is over.**',
    cause:
      '**It may be part of it: eating few greens, beans and fortified foods makes a low folate more likely — but alcohol, poor absorption and some medicines (methotrexate, some seizure medicines) lower it too, and your doctor looks for the cause.**',
    notGreens:
      '**Plenty of folate comes from foods that are not salad: a bowl of fortified breakfast cereal (often 100–400 µg), enriched bread, pasta and white rice (US flour and rice are fortified with folic acid), beans — baked beans, chili beans, black-eyed peas, lentils — green peas, peanuts and peanut butter, eggs, orange juice, and liver now and then.**',
    broccoli:
      '**Broccoli and bean sprouts both count — moderate sources, about 60 µg of folate per 100 g raw, so a good side portion gives roughly 100 µg; steam or stir-fry them briefly to keep it.**',
    list: '**Good everyday sources: fortified breakfast cereal and enriched bread, pasta and rice, beans and lentils (baked beans, chili beans, black-eyed peas), green peas, broccoli, Brussels sprouts and asparagus, spinach and other dark greens, peanuts, eggs, orange juice, and liver now and then.**',
    body: 'Rough amounts: black-eyed peas ½ cup about 105 µg, a fortified cereal 100–400 µg a bowl, a slice of enriched bread about 50 µg, ½ cup of cooked rice or pasta 70–90 µg, ½ cup of broccoli about 50 µg, an ounce of peanuts about 40 µg, a large egg about 22 µg, 3 oz of beef liver about 215 µg. Cereal with orange juice, a sandwich, chili with beans and a cooked vegetable on the side can get you to around 400 µg a day. With a low folate already found, though, the folic acid your doctor prescribed is the treatment and food keeps it up; drinking less alcohol matters too.',
  },
} as const;

function folateFoodsText(said: ComposeInput, zh: boolean): string {
  const t = FOLATE_FOODS[zh ? 'zh' : 'en'];
  const kinds = leadsFor(lower(said.text), FOLATE_FOOD_KINDS, 2);
  type Lead = keyof typeof t;
  const main: Lead = kinds.includes('notGreens') ? 'notGreens' : 'list';
  const own: Lead[] = kinds.filter((k) => k !== 'notGreens');
  const leads = [...own, main].slice(0, 2).map((k) => t[k]);
  return `${leads[0]}${leads[1] ? ` ${unbold(leads[1])}` : ''} ${t.body}`;
}

// ---------------------------------------------------------------------------------------------------------
// The rows
// ---------------------------------------------------------------------------------------------------------

const FOLATE_SOURCES =
  'NIH ODS Folate Fact Sheet for Health Professionals (2022): Table 2 food sources (µg DFE per serving), enriched grain products fortified with folic acid in the US since 1998; USDA FoodData Central (broccoli, raw; mung bean sprouts, raw); 中国食物成分表 标准版 第6版（2018）（叶酸）';

/**
 * Folic acid whose dose and day are another medicine's rule: methotrexate's weekly folic acid, the 5 mg of an
 * antiseizure medicine or sulfasalazine before pregnancy, a fluoropyrimidine (answers-lock r2/zh-097, round 25).
 */
const OWN_FOLIC_ACID_RULE = {
  medicines: [
    'methotrexate',
    'antiepileptic',
    'enzyme_inducing_antiepileptic',
    'sulfasalazine',
    'capecitabine',
  ],
  said: /甲氨蝶呤|丙戊酸|卡马西平|拉莫三嗪|苯妥英|柳氮磺吡啶|卡培他滨|\b(methotrexate|valpro\w*|depakote|carbamazepine|tegretol|lamotrigine|phenytoin|sulfasalazine|capecitabine)\b/,
};

export const DEV_SICKLE_FOLATE_FAQ: readonly FaqRow[] = [
  {
    // Rounds 30 (en-014/015 unsafe), 31 (zh-015), 32 (en-015/016 unsafe), 35 (zh-008): "Hb 8.1 so I take
    // ferrous sulfate — with my vitamin C 1000? twice a day?" and "ferritin 1450, does that change
    // anything?" got a false emergency, a greeting, or the vitamin C part declined.
    id: 'sickle-overload-stop-iron-and-vitamin-c',
    when: [IRON_PRODUCT, IRON_TAKING_ASKED],
    // Which foods (the food row), a pregnancy being planned (the preparation row).
    unless: [IRON_FOOD_WORDS, PLANNING_SAID],
    // Written for sickle cell disease (a haemoglobin around 8, hydroxyurea): thalassaemia's own rows answer it.
    for: SICKLE_OVERLOAD,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    compose: stopIronText,
    text: {
      zh: `${STOP_IRON.zh.lead.keep.replace('{ferritin}', STOP_IRON.zh.ferritinPlan)} ${STOP_IRON.zh.body}`,
      en: `${STOP_IRON.en.lead.keep.replace('{ferritin}', STOP_IRON.en.ferritinPlan)} ${STOP_IRON.en.body}`,
    },
    source: {
      ref: 'National Heart, Lung, and Blood Institute. Evidence-Based Management of Sickle Cell Disease: Expert Panel Report (2014) (transfusional iron overload: ferritin monitoring, chelation); Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021) (no iron supplements; vitamin C supplements only with chelation under supervision); NIH ODS Iron Fact Sheet for Health Professionals (vitamin C increases non-heme iron absorption)',
      url: 'https://www.nhlbi.nih.gov/health-topics/evidence-based-management-sickle-cell-disease',
    },
  },
  {
    // Rounds 29 (en-113, zh-019), 30 (en-020 unsafe, zh-021), 32 (zh-020/021), 33 (zh-020), 34 (en-018/019,
    // zh-018/019), 35 (en-009, zh-009): liver, duck blood, red dates, spinach, fortified cereal, tea with
    // meals, "energy foods not loaded with iron" — declined, the hotpot row, or iron-rich foods listed.
    id: 'overload-iron-foods-haemoglobinopathy',
    when: [new RegExp(`${IRON_FOODS_ASKED.source}|${TEA_WITH_MEALS.source}`)],
    // The tablets (the row above, ibuprofen's row), energy drinks, a pregnancy being planned.
    unless: [
      /铁剂|铁片|硫酸亚铁|布洛芬|功能饮料|红牛|\b(ferrous|iron (tablets?|pills?|supplements?)|ibuprofen|energy drinks?|red ?bull|monster)\b/,
    ],
    for: SICKLE_OVERLOAD,
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    intent: 'food_sources',
    compose: ironFoodsText,
    text: {
      zh: `${FOOD_LEADS.zh.liver} ${unbold(FOOD_LEADS.zh.tea)} ${FOOD_BODY.zh}`,
      en: `${FOOD_LEADS.en.liver} ${unbold(FOOD_LEADS.en.tea)} ${FOOD_BODY.en}`,
    },
    source: {
      ref: 'Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021), nutrition chapter (no need for a strict low-iron diet; avoid iron-fortified foods and supplements, limit iron-rich meats and organ meats; tea with meals reduces iron absorption; vitamin C supplements only with chelation); NIH ODS Iron and Vitamin A Fact Sheets for Health Professionals (heme iron in liver and blood; liver’s preformed vitamin A); NHLBI Evidence-Based Management of Sickle Cell Disease (2014)',
    },
  },
  {
    // Rounds 29 (en-111/112 unsafe, zh-018), 30 (en-016/017, zh-017/018/019), 31 (en-017 unsafe), 32 (en-017,
    // zh-017), 33 (en-016, zh-017), 34 (en-017), 35 (en-010/011, zh-010): trying for a baby next year with
    // sickle cell disease on hydroxyurea — "what vitamins?", "how much folic acid, more than normal?",
    // "how many months ahead?", "how long off hydroxyurea?" — got 400 µg, or nothing on her iron, vitamin C,
    // vitamin D and ibuprofen. The hydroxyurea rule leads (reply.ts), this row follows.
    id: 'sickle-preparing-for-pregnancy',
    afterMedicinePregnancyRule: true,
    wholeMessage: true,
    when: [PREPARE_TOPIC, PREPARE_ASKED],
    // Which prenatal to buy: the iron-free prenatal row answers after hydroxyurea's rule (rows-round31.ts).
    unless: [PREGNANT_NOW_SAID, WHICH_PRENATAL],
    for: { all: [SICKLE_OVERLOAD, { said: PLANNING_SAID }] },
    notFor: PREGNANT_STAGE,
    intent: 'pregnancy_lactation',
    prescribedDoses: { folate: 5000 },
    compose: prepareText,
    text: {
      zh: `${PREPARE_LEADS.zh.plan}\n\n${PREPARE_BODY.zh.join('\n')}`,
      en: `${PREPARE_LEADS.en.plan}\n\n${PREPARE_BODY.en.join('\n')}`,
    },
    source: {
      ref: 'Royal College of Obstetricians and Gynaecologists. Management of Sickle Cell Disease in Pregnancy, Green-top Guideline No. 61 (2011): folic acid 5 mg daily before conception and throughout pregnancy, hydroxycarbamide stopped at least 3 months before conception, partner screening, iron only with proven deficiency — cited from memory; Droxia/Siklos (hydroxyurea) US prescribing information §8.3 (contraception for at least 6 months after therapy in females); FDA Drug Safety Communication (2020): avoid NSAIDs at 20 weeks of pregnancy or later; Institute of Medicine (2011) vitamin D UL 4,000 IU; 中国居民膳食营养素参考摄入量（2023版）维生素D UL 50 µg',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/management-of-sickle-cell-disease-in-pregnancy-green-top-guideline-no-61/',
    },
  },
  {
    // Rounds 29 (en-115, zh-020), 30 (en-018, zh-020), 31 (en-019, zh-018), 32 (en-021, zh-018), 33 (zh-019),
    // 34 (en-021, zh-020), 35 (zh-011): what to eat with ibuprofen taken often in sickle cell disease — with
    // food or milk? bread, pap? stomach burning, the kidneys — declined by name, or the kidney text alone.
    id: 'sickle-ibuprofen-stomach-kidneys',
    when: [NSAID, GUT_OR_FOOD],
    for: SICKLE,
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    compose: ibuprofenText,
    text: {
      zh: [
        IBUPROFEN.zh.lead,
        IBUPROFEN.zh.body,
        IBUPROFEN.zh.oxycodone,
        IBUPROFEN.zh.iron,
        IBUPROFEN.zh.vitaminD,
      ].join(' '),
      en: [
        IBUPROFEN.en.lead,
        IBUPROFEN.en.body,
        IBUPROFEN.en.oxycodone,
        IBUPROFEN.en.iron,
        IBUPROFEN.en.vitaminD,
      ].join(' '),
    },
    source: {
      ref: 'Ibuprofen OTC Drug Facts (Advil, Motrin IB): stomach bleeding warning, “take with food or milk if stomach upset occurs”; 布洛芬片说明书【注意事项】— cited from memory; FDA Drug Safety Communication (2020): avoid NSAIDs at 20 weeks of pregnancy or later; NHS, Ibuprofen for adults: pregnancy and fertility; NHLBI Evidence-Based Management of Sickle Cell Disease (2014) (renal complications; NSAIDs with caution); Larkin PJ et al. ESMO Clinical Practice Guidelines: constipation (laxative with every regular opioid). Ann Oncol 2018;29(Suppl 4):iv111',
    },
  },
  {
    // Rounds 29 (en-122, zh-075), 30 (en-075/076, zh-078/079), 31 (en-076, zh-074/075), 32 (en-078/079,
    // zh-077), 33 (en-073/076, zh-076/077), 34 (en-074/075, zh-075), 35 (en-041, zh-041): a prescribed folic
    // acid 1 mg beside a multivitamin — too much? stop the multi? the most? together or apart? — got "1,000
    // µg is within the UL of 1,000 µg" and a garbled "5000–5000 µg", or was declined.
    id: 'prescribed-folic-acid-1mg-with-multivitamin',
    when: [FOLIC_MULTI_ASKED, FOLIC_MULTI_TOPIC],
    unless: [ALCOHOL, PREGNANCY_WORDS, PLANNING_SAID],
    for: { all: [{ said: FOLIC_1MG_SAID }, { said: MULTI_SAID }, { said: PRESCRIBED_SAID }] },
    notFor: [PREGNANT_STAGE, MINOR, OWN_FOLIC_ACID_RULE, ...IRON_NOT_WANTED],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    prescribedDoses: { folate: 5000 },
    compose: folicMultiText,
    text: {
      zh: folicMultiText({ text: '' }, true),
      en: folicMultiText({ text: '' }, false),
    },
    source: {
      ref: 'NIH ODS Folate Fact Sheet for Health Professionals (2022): UL 1,000 µg of folic acid from supplements and fortified foods, set because of masking of vitamin B12 deficiency, not for people treated under medical supervision; Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513 (check B12 before folic acid; folic acid 1–5 mg daily for about 4 months); 中国居民膳食营养素参考摄入量（2023版）叶酸 UL 1000 µg',
      url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
    },
  },
  {
    // Rounds 29 (en-123), 30 (zh-081), 31 (en-077), 32 (en-082), 33 (en-074, zh-080), 34 (en-077), 35
    // (en-042, zh-042): how long until a folate of 5 nmol/L is normal, when to recheck, with food or not,
    // morning or night with coffee — "no re-test interval in my tables", folate foods, or metformin text.
    id: 'low-folate-recovery-and-recheck',
    when: [FOLATE, RECOVERY_ASKED, RECOVERY_TAKING],
    // B12 with it (the B12 recheck row), alcohol (rows-alcohol.ts), cooking (rows-everyday.ts), pregnancy.
    unless: [/b12|钴胺|甲钴胺|二甲双胍|\bmetformin\b/, ALCOHOL, COOKING, PREGNANCY_WORDS, PLANNING_SAID],
    for: { said: LOW_FOLATE_OR_TIMING_SAID },
    notFor: [PREGNANT_STAGE, MINOR, OWN_FOLIC_ACID_RULE],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    compose: recoveryText,
    text: {
      zh: `${RECOVERY.zh.howLong} ${unbold(RECOVERY.zh.timing)} ${RECOVERY.zh.body}`,
      en: `${RECOVERY.en.howLong} ${unbold(RECOVERY.en.timing)} ${RECOVERY.en.body}`,
    },
    source: {
      ref: 'Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513 (folic acid for about 4 months; serum folate reflects recent intake, red-cell folate the stores over the red-cell lifespan); NIH ODS Folate Fact Sheet for Health Professionals (folic acid is well absorbed, with or without food; alcohol reduces folate absorption and increases its excretion)',
    },
  },
  {
    // Rounds 29 (en-127, zh-078), 30 (en-080, zh-080), 31 (en-078, zh-076 unsafe), 32 (en-083, zh-080),
    // 33 (en-075, zh-079), 34 (en-078, zh-078): "my B12 was 400 — fine, or add a B12 shot? folic acid can
    // hide a B12 problem?" got "B12 first, then 5 mg folic acid, keep taking metformin".
    id: 'normal-b12-on-folic-acid',
    when: [B12_NORMAL_SAID, B12_ASKED],
    unless: [NERVE_SYMPTOMS],
    // Folic acid said in this message or the one before it: the question is B12 beside it.
    for: { said: FOLATE },
    notFor: OWN_FOLIC_ACID_RULE,
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'lab_result',
    compose: b12NormalText,
    text: {
      zh: `${B12_NORMAL.zh.lead.replace('{v}', '400 pmol/L')} ${B12_NORMAL.zh.body.replace('{multi}', '')}`,
      en: `${B12_NORMAL.en.lead.replace('{v}', '400 pmol/L')} ${B12_NORMAL.en.body.replace('{multi}', '')}`,
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet for Health Professionals (serum B12 below 148 pmol/L [200 pg/mL] suggests deficiency; 148–221 pmol/L [200–300 pg/mL] borderline); NIH ODS Folate Fact Sheet for Health Professionals (folic acid can mask vitamin B12 deficiency); Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
  {
    // Rounds 30 (zh-082), 33 (en-077, zh-078), 34 (en-076, zh-080), 31–32 follow-ups: folate foods for a man
    // who does not eat salad or greens — a stock list of liver, spinach and romaine lettuce in cups.
    id: 'folate-foods-beyond-greens',
    // Beyond greens: vegetables disliked, another food named, "does X count" — "which foods are high in
    // folate?" alone keeps the population answer (round25-folate-antiseizure.test.ts).
    when: [
      FOLATE_FOOD_TOPIC,
      FOLATE_FOOD_ASKED,
      /不喜欢|不爱吃|不吃(蔬菜|青菜|绿叶菜)|除了|算不算|算吗|能代替|\b(not a veggie|veggie guy|hate|don'?t (like|eat)|can'?t stand|besides|other than|instead of|beyond|count|meat|steak|potato\w*|sprouts)\b/,
    ],
    // Cooking losses (rows-everyday.ts), alcohol (rows-alcohol.ts), soft foods (rows-round24-zha.ts).
    unless: [
      COOKING,
      ALCOHOL,
      PREGNANCY_WORDS,
      PLANNING_SAID,
      /软|嚼不动|咬不动|牙|\b(soft|chew\w*|teeth|dentures?)\b/,
    ],
    // Folate said in this message or the one before it.
    for: { said: FOLATE },
    // Greens on warfarin are kept steady, not pushed (the warfarin rows).
    notFor: [
      PREGNANT_STAGE,
      MINOR,
      PLANT_BASED,
      OWN_FOLIC_ACID_RULE,
      { said: PLANNING_SAID },
      { medicines: ['vitamin_k_antagonist'] },
      ...IRON_NOT_WANTED,
    ],
    intent: 'food_sources',
    compose: folateFoodsText,
    text: {
      zh: `${FOLATE_FOODS.zh.list} ${FOLATE_FOODS.zh.body}`,
      en: `${FOLATE_FOODS.en.list} ${FOLATE_FOODS.en.body}`,
    },
    source: { ref: FOLATE_SOURCES, url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/' },
  },
];
