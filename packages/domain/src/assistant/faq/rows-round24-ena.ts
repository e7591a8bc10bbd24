/**
 * Blind answer round 24's en-US questions (batch ena; issue 30 §2, development data) that were declined,
 * answered with stock text about another person, or answered beside the point — each written as a class
 * (subject × what is asked × who asks), not for one question's words: TB tablets and food (empty stomach,
 * nausea, a light snack), tyramine and histamine foods on isoniazid, vitamin B6 with the TB tablets,
 * regaining weight during TB treatment and a nutrition drink for it, phosphate foods and cola on dialysis
 * with a phosphate typed, bread and cheese in a cirrhosis salt limit, alcohol on an antiseizure medicine,
 * folic acid 5 mg on an antiseizure medicine (the dose, and its safety in pregnancy), vitamin D and iodine
 * beside folic acid in pregnancy, folic acid after a positive test, a multivitamin or a prenatal before
 * pregnancy, the pineapple-core implantation myth, keto in pregnancy, a gestational-diabetes breakfast,
 * a couple of beers on blood-pressure tablets, the potassium foods named on spironolactone with an ACE
 * inhibitor, B12 tablets (with a PPI, the daily dose, eggs and milk), after bariatric surgery (which
 * multivitamin, drinking with meals, hair loss and biotin), a night snack with type 2 diabetes, and how
 * fast weight should come off.
 * Follow-ups that name nothing of the earlier subject are matched by the earlier message through `for.said`
 * (select.ts reads the message before it as said). The zhb batch's rows for beer on carbamazepine and a
 * gestational-diabetes breakfast (its readings judged) are merged into antiseizure-alcohol-amount and
 * gestational-diabetes-breakfast. Where the answer depends on what the person named (the
 * drinks counted, the potassium foods, the local staples, their weight), `compose` works it out.
 */
import { pickZh } from '../../contracts/common';
import { INSULIN_OR_SULFONYLUREA, MINOR, NO_DEFICIT, PREGNANT } from './audiences';
import { anyOf, eitherOf } from './either';
import { gdmBreakfastText } from './rows-round24-zhb';
import { countSaid } from '../../units/number-words';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const TB: FaqAudience = {
  medicines: ['antituberculosis'],
  said: /结核|异烟肼|利福平|\btb\b|\btuberculosis\b|\bisoniazid\b|\binh\b|\brifamp\w*\b|\brifadin\b/,
};
/** On dialysis (protein is not cut for them, unlike CKD 4–5 before dialysis: KDOQI 2020). */
const DIALYSIS: FaqAudience = {
  conditions: ['dialysis'],
  said: /(?<!没|未|不|没有|不用|还没)透析|(?<!not on |no |not yet on |before |not )\bdialysis\b|\bha?emodialysis\b/,
};
const CIRRHOSIS: FaqAudience = {
  conditions: ['cirrhosis', 'liver_disease'],
  said: /肝硬化|腹水|\bcirrhosis\b|\bascites\b|\bdrain\w* (the )?fluid\b|\bfluid (off|from) my (belly|stomach|tummy)\b|\bliver (disease|failure)\b/,
};
const ANTISEIZURE: FaqAudience = {
  medicines: ['antiepileptic'],
  said: /卡马西平|拉莫三嗪|左乙拉西坦|癫痫|\bepilep\w*|\bseizures?\b|\bcarbamazepine\b|\btegretol\b|\blamotrigine\b|\blamictal\b|\blevetiracetam\b|\bkeppra\b|\boxcarbazepine\b/,
};
const VALPROATE: FaqAudience = {
  medicines: ['valproate'],
  said: /丙戊酸|\bvalpro\w*|\bdepakot\w*|\bepilim\b/,
};
const TOPIRAMATE: FaqAudience = {
  medicines: ['topiramate'],
  said: /托吡酯|妥泰|\btopiramate\b|\btopamax\b|\btrokendi\b|\bqudexy\b/,
};
const GDM: FaqAudience = {
  conditions: ['gestational_diabetes'],
  said: /妊娠糖尿病|妊娠期糖尿病|孕期糖尿病|糖妈|\bgdm\b|\bgd\b|\bgestational diabetes\b|\bdiabetes (in|during) pregnancy\b/,
};
const BARIATRIC: FaqAudience = {
  conditions: ['bariatric_surgery'],
  said: /减重手术|缩胃|袖状|胃旁路|\bbariatric\b|\bgastric (sleeve|bypass|band)\b|\bsleeve\b|\bbypass\b|\bpost[- ]?op\b|\bwls\b|\bweight loss surgery\b/,
};
const POTASSIUM_HOLDING: FaqAudience = {
  medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'],
};
const KIDNEY_OR_HEART: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'heart_failure', 'cirrhosis', 'liver_disease'],
  said: /肾病|透析|心衰|肝硬化|\bckd\b|\bdialysis\b|\bkidney (disease|failure|function)\b|\bheart failure\b|\bcirrhosis\b/,
};
/**
 * On a PPI (food B12 is poorly absorbed; the rows name omeprazole), or a low B12 said. Metformin alone is the
 * metformin rows' (rows-kidney-heart.ts `metformin-b12-dose-and-form`: test first, then treat).
 */
const LOW_B12: FaqAudience = {
  medicines: ['ppi'],
  said: /(b ?12|钴胺)[^，。,.?？]{0,12}(低|不足|\blow\b|\bdeficien\w*)|\bmy (vitamin )?b ?12\b[^,.?]{0,12}\blow\b|\b(with|have|got|had) (a )?low (vitamin )?b ?12\b/,
};

const count = (s: string | undefined): number | null => (s ? countSaid(s) : null);

/** The number of drinks said ("3 or 4 vodka cranberries" → 3–4, "两三瓶啤酒"): null when none is said. */
function drinksSaid(text: string): { most: number; said: string } | null {
  const t = text.toLowerCase();
  const en =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight)(?:\s*(?:or|-|to)\s*(\d{1,2}|two|three|four|five|six|seven|eight))?\s+(?:\w+\s+){0,2}(drinks?|beers?|pints?|cans?|glasses|shots?|vodkas?|cocktails?|cranberries|ciders?|bottles?)\b/.exec(
      t,
    );
  const zh = /([一两二三四五六\d])([一两二三四五六])?(瓶|杯|罐|听|两)/.exec(t);
  const m = en ?? zh;
  if (!m) return /\ba couple\b|\bcouple of\b/.test(t) ? { most: 2, said: '2' } : null;
  const lo = count(m[1]) ?? 0;
  const hi = count(m[2]) ?? 0;
  const most = Math.max(lo, hi);
  if (!most) return null;
  return { most, said: hi > lo && lo > 0 ? `${lo}–${hi}` : String(most) };
}

// ---- TB tablets and food ------------------------------------------------------------------------------
const WITH_FOOD =
  /空腹|饭前|饭后|随餐|和饭|吃饭|吃东西|\bempty stomach\b|\bwith (food|meals?|breakfast|something)\b|\bbefore (food|meals?|breakfast|eating)\b|\bafter (food|meals?|breakfast|eating)\b|\bon food\b|\bwith (tea|bread|toast|milk|a snack)\b|\b(tea|bread|toast|snack|biscuits?)\b/;

/** The TB tablets named, or "them" said after them (tb-tablets-empty-stomach-or-food). */
const TB_TABLETS =
  /结核|异烟肼|利福平|\btb\b|\btuberculosis\b|\bisoniazid\b|\binh\b|\brifamp\w*\b|\brifadin\b|\bthem\b|\bthey\b/;
/** Rifampicin named, with food, breakfast or an upset stomach (the zh batch's rifampicin-with-food-nausea words). */
const RIFAMPICIN_NAMED = /利福平|\brifamp\w*|\brifadin\b/;
const RIFAMPICIN_FOOD_OR_STOMACH =
  /空腹|饭|早餐|早饭|吃东西|胃|恶心|难受|想吐|\bempty stomach\b|\bfood\b|\bbreakfast\b|\bmeals?\b|\bnause\w*|\bstomach\b/;
const ALCOHOL = /酒|\balcohol\b|\bbeer\b|\bwine\b|\bdrunk\b/;

/** The tyramine and histamine foods named on isoniazid (isoniazid-cheese-and-fish). */
const ISONIAZID_FOODS =
  /奶酪|芝士|鱼|金枪鱼|鲭鱼|青花鱼|沙丁鱼|红酒|酱油|腌|发酵|\bcheese\w*\b|\bfish\b|\btuna\b|\bmackerel\b|\bsardines?\b|\bskipjack\b|\bsalami\b|\bcured\b|\bsoy sauce\b|\bred wine\b|\btyramine\b|\bhistamine\b/;
/** Fermented foods named (the zh batch's isoniazid-tyramine-fermented words). */
const FERMENTED_FOODS = /奶酪|芝士|腐乳|臭豆腐|豆豉|发酵|霉豆腐|\bcheese\b|\bfermented\b|\btofu ru\b/;
/** Phosphate or cola, which foods or can I (the en batch's dialysis-phosphate-foods-with-result words). */
const PHOSPHATE_OR_COLA = /磷|可乐(?!果(?!汁))|\bphosph\w*\b|\bcolas?\b|\bcoke\b|\bpepsi\b|\bdr ?pepper\b/;
const WHICH_OR_CAN =
  /哪些|什么|最|可乐(?!果(?!汁))|能不能|能喝|\bwhich\b|\bwhat\b|\bworst\b|\bfoods?\b|\bbad\b|\bavoid\b|\bcolas?\b|\bcoke\b|\bpepsi\b/;
/** Phosphate, and eating, milk or cutting down (the zh batch's dialysis-high-phosphate-foods-milk words). */
const PHOSPHATE = /磷|\bphosph\w*/;
const EAT_OR_CUT =
  /吃|喝|食物|东西|牛奶|奶|少|忌口|注意|\beat\b|\bfoods?\b|\bmilk\b|\bavoid\b|\bcut\b|\bdrink\b/;
/** Which foods with a high phosphate, milk not asked about (dialysis-high-phosphate-foods-milk). */
const DIALYSIS_PHOSPHATE_FOODS = {
  zh: '**血磷高，先减吸收最多的磷：加工食品里的磷酸盐添加剂几乎全部被吸收，肉蛋奶里的磷吸收一半左右，豆类、全谷物里的磷吸收得更少。** 先停或少吃：可乐等深色碳酸饮料（含磷酸，每天一罐也值得换成白开水、苏打水加柠檬片或无糖的透明汽水）、火腿肠、午餐肉、培根、鱼丸、速冻食品、方便面、加工奶酪和奶酪片、奶茶和很多包装饮料、烘焙食品（配料表里有“磷酸”“焦磷酸钠”“三聚磷酸钠”“六偏磷酸钠”的都是）；其次适量：牛奶酸奶每天一份就好，动物内脏、坚果瓜子、巧克力、浓肉汤骨头汤、麸皮类少吃。但透析的人蛋白质要吃够（每天每公斤体重1.0–1.2克）：新鲜肉、鱼、鸡蛋按透析中心定的量照吃，蛋清几乎不含磷，不要为了降磷少吃肉蛋。医生开了磷结合剂（碳酸镧、司维拉姆、碳酸钙等）的，随餐吃，加餐也一样，哪顿不吃饭就不用吃；每次透析做足时间。血磷目标由透析中心定，具体怎么搭配，请透析中心的肾病营养师按你的化验定。',
  en: '**With a high phosphate, cut first the phosphorus absorbed most: phosphate additives in processed food are absorbed almost completely, phosphorus in meat, eggs and dairy about half, and in beans and whole grains less.** Stop or cut: cola, Dr Pepper and other dark fizzy drinks (phosphoric acid — even a can a day is worth swapping for water, sparkling water with lemon or a sugar-free clear soda), ham, sausages, hot dogs, luncheon and deli meat, bacon, fish balls, frozen and ready meals, instant noodles, processed cheese and cheese slices, milk tea and many bottled drinks and baked goods (anything with “phosphate” or “phosphoric” in the ingredients); then keep modest: one dairy portion a day, and little offal, nuts and seeds, chocolate, bran cereals or strong meat and bone stocks. But on dialysis protein must be enough (1.0–1.2 g per kg a day): keep fresh meat, fish and eggs to the amount your unit set — egg white has almost no phosphorus; do not cut protein to lower phosphate. If you have a phosphate binder (lanthanum, sevelamer, calcium carbonate …), take it with meals and snacks and skip it when you skip a meal, and stay for your full dialysis time. Your unit sets your phosphate target, and your renal dietitian can plan the swaps from your results.',
};
// ---- TB weight regain ---------------------------------------------------------------------------------
const GAIN =
  /增重|长胖|长肉|胖回来|体重(掉|降|轻)|瘦了|\bgain\w*\b|\bput (it |weight )?(back )?on\b|\bget (it|my weight) back\b|\blost (plenty |a lot of |so much |much )?weight\b|\blos(t|ing) weight\b|\bunderweight\b|\btoo thin\b/;
const STAPLES =
  /\b(eba|egusi|fufu|garri|gari|amala|pounded yam|semo|ogbono|okra soup|ugali|nshima|sadza|banku|kenkey|jollof|injera|posho|matoke)\b/;
/** The day's energy and protein while regaining weight on TB treatment: 35–40 kcal and 1.2–1.5 g of protein per kg. */
function tbFigures(w: number): { kcal: [number, number]; protein: [number, number] } {
  return {
    kcal: [Math.round((w * 35) / 50) * 50, Math.round((w * 40) / 50) * 50],
    protein: [Math.round(w * 1.2), Math.round(w * 1.5)],
  };
}

/**
 * Protein without meat, fish or eggs (lacto-vegetarian, as most vegetarians in India eat): "a real piece of fish,
 * meat, chicken or egg" was told to a pure-vegetarian family (blind answer round 56, en-048, development data).
 */
const TB_PLANT_PROTEIN = {
  en: 'dal, chana, rajma or soya chunks at every meal, paneer, curd and milk every day, and peanuts, peanut chikki or roasted chana as snacks',
  zh: '每顿都有豆类或豆制品（豆腐、豆干、腐竹、鹰嘴豆），每天喝牛奶、吃酸奶，加餐吃花生和坚果',
};

function tbWeightGain(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const w = said.weightKg;
  const named = [...new Set([...t.matchAll(new RegExp(STAPLES.source, 'g'))].map((m) => m[1]!))];
  if (zh || (named.length === 0 && !w)) return null;
  const f = w ? tbFigures(w) : null;
  const energy = f ? `about ${f.kcal[0]}–${f.kcal[1]} kcal` : '';
  const protein = f ? `about ${f.protein[0]}–${f.protein[1]} g of protein` : '';
  if (said.plantBased)
    return `**Yes — regaining weight is part of getting better from TB, and it comes from eating more often and richer food, not from special foods.**${w ? ` At ${w} kg, aim for ${energy} and ${protein} a day.` : ''} Keep your usual staples and make each plate richer without meat or eggs: ${TB_PLANT_PROTEIN.en}. Eat three meals and two or three snacks (bananas, poha or upma with peanuts, a glass of milk); add a spoon of ghee or oil to dal and rotis; drink water between meals rather than filling up before them. Weigh yourself every two weeks and tell your TB clinic if you keep losing, feel too sick to eat, or have vomiting, yellow eyes or dark urine.`;
  const staples =
    named.length > 0
      ? ` Keep your ${named.join(' and ')} — ${named.length > 1 ? 'they are' : 'it is'} a good base — but make each plate richer: a bigger portion of soup with more egusi, groundnut or palm-oil stew and a real piece of fish, meat, chicken or egg in it every time, and beans (moi moi, akara, ewa) several times a week.`
      : ' Keep your usual staples but make each plate richer: a bigger portion of stew or soup with a real piece of fish, meat, chicken or egg in it every time, and beans several times a week.';
  return `**Yes — regaining weight is part of getting better from TB, and it comes from eating more often and richer food, not from special foods.**${w ? ` At ${w} kg, aim for ${energy} and ${protein} a day.` : ''}${staples} Eat three meals and two or three snacks (groundnuts, boiled eggs, milk or yoghurt, bread with peanut butter, fruit such as banana or pawpaw); add a spoon of oil or margarine to food; drink water between meals rather than filling up before them. Weigh yourself every two weeks and tell your TB clinic if you keep losing, feel too sick to eat, or have vomiting, yellow eyes or dark urine.`;
}

// ---- potassium foods on spironolactone with an ACE inhibitor -----------------------------------------
const K_FOODS: readonly { re: RegExp; en: string; zh: string; mg: number }[] = [
  {
    re: /橙汁|果汁|\bo\.?j\b|\borange juice\b|\bjuice\b/,
    en: 'a glass of orange juice (240 ml, about 450–500 mg; a big 350–400 ml glass about 700–800 mg)',
    zh: '一杯橙汁（240毫升约450–500毫克；一大杯350–400毫升约700–800毫克）',
    mg: 500,
  },
  {
    re: /土豆|马铃薯|薯条|\bpotato(es)?\b|\bchips\b|\bfries\b|\bjacket\b/,
    en: 'a medium baked potato with skin (about 900 mg; boiled and peeled, about half that)',
    zh: '一个中等烤土豆带皮（约900毫克；去皮水煮约少一半）',
    mg: 900,
  },
  { re: /香蕉|\bbananas?\b/, en: 'a banana (about 420 mg)', zh: '一根香蕉（约420毫克）', mg: 420 },
  {
    re: /番茄|西红柿|\btomato(es)?\b/,
    en: 'a tomato (about 300 mg; a cup of tomato sauce or juice about 500–700 mg)',
    zh: '一个番茄（约300毫克；一杯番茄汁或番茄酱约500–700毫克）',
    mg: 300,
  },
  {
    re: /牛油果|\bavocados?\b/,
    en: 'half an avocado (about 350–490 mg)',
    zh: '半个牛油果（约350–490毫克）',
    mg: 450,
  },
  { re: /橙子|\boranges?\b(?! juice)/, en: 'an orange (about 240 mg)', zh: '一个橙子（约240毫克）', mg: 240 },
  {
    re: /菠菜|\bspinach\b/,
    en: 'a cup of cooked spinach (about 840 mg)',
    zh: '一碗熟菠菜（约840毫克）',
    mg: 840,
  },
  { re: /牛奶|\bmilk\b/, en: 'a glass of milk (about 370 mg)', zh: '一杯牛奶（约370毫克）', mg: 370 },
];
const K_FOOD_NAMED = new RegExp(K_FOODS.map((f) => f.re.source).join('|'));
function potassiumFoods(said: ComposeInput, zh: boolean): string | null {
  const t = `${said.text}`.toLowerCase();
  const named = K_FOODS.filter((f) => f.re.test(t));
  if (named.length === 0) return null;
  const list = named.map((f) => pickZh(f, zh)).join(zh ? '；' : '; ');
  const juice = named.some((f) => f.mg === 500);
  const potato = named.some((f) => f.mg === 900);
  const tipsZh = [
    juice ? '果汁换成小杯（约120–150毫升）或者改吃一个水果' : '',
    potato ? '土豆煮过再吃、一顿一份' : '',
  ].filter(Boolean);
  const tipsEn = [
    juice ? 'make the juice a small glass (about 4–5 oz) or have a whole orange instead' : '',
    potato ? 'have one ordinary portion of potato at a meal (boiling it lowers its potassium)' : '',
  ].filter(Boolean);
  if (zh) {
    return `**肾功能正常、血钾也正常时，这些不用戒，但别把几样高钾的叠在一起、也别吃特别大的量。** 你说到的：${list}。螺内酯、普利类和沙坦类这些药都会让身体少排钾，几种合用时血钾偏高的风险更大，所以：${tipsZh.length ? tipsZh.join('，') + '；' : '每样吃平常的一份；'}不要用低钠盐（含氯化钾）、不要自己吃钾补充剂。问医生你最近一次血钾是多少、多久查一次；如果血钾偏高，再按医生的限量来调整。手脚无力、心慌心跳不齐要尽快就医。`;
  }
  return `**With normal kidneys and a normal potassium, you do not need to give these up — but keep the portions ordinary and do not stack several high-potassium foods at once.** What you named: ${list}. Medicines such as spironolactone, ACE inhibitors (lisinopril and the like) and ARBs make your body hold on to potassium, and taken together the risk of a high potassium is greater, so: ${tipsEn.length ? tipsEn.join(', and ') + ';' : 'keep each to an ordinary portion;'} never use a salt substitute such as NoSalt or Lo-Salt (potassium chloride) or take potassium supplements. Ask your doctor what your last potassium result was and how often it is checked — if it is high, they will tell you what to cut. Muscle weakness or a racing or irregular heartbeat needs a doctor promptly.`;
}

// ---- a couple of drinks on blood-pressure tablets -------------------------------------------------------
function bpDrinks(said: ComposeInput, zh: boolean): string | null {
  const n = drinksSaid(`${said.text}`);
  if (n === null || n.most <= 2) return null;
  return zh
    ? `**${n.said}杯（瓶）比较多了，建议减到一两杯。** ${BP_DRINK_ZH}`
    : `**${n.said} drinks is more than is wise on these tablets — keep it to one or two.** ${BP_DRINK_EN}`;
}
const BP_DRINK_EN =
  'Alcohol adds to the blood-pressure-lowering effect of lisinopril and spironolactone, so you may feel light-headed or dizzy, especially when you stand up, in the heat, or after a few drinks; over time regular drinking raises blood pressure. So: eat before and while you drink, alternate with water or soda, get up slowly, and keep within 14 units a week (about six pints of ordinary beer, spread over three or more days; US advice: no more than two drinks a day for men). Alcohol-free beer is an easy swap for the second one. If you have been dizzy or fainted on these tablets, ask your doctor first.';
const BP_DRINK_ZH =
  '酒精会加强降压药（螺内酯、普利类）的降压作用，喝完容易头晕，尤其是站起来、天热或喝得多时；长期常喝还会让血压升高。所以：边吃东西边喝，中间喝水，起身慢一点；一周不超过14个酒精单位（约6品脱普通啤酒，分三天以上），一天男性不超过两杯。第二杯可以换成无醇啤酒。如果吃这些药后头晕或晕倒过，先问医生。';

// ---- alcohol on an antiseizure medicine ------------------------------------------------------------------
function seizureDrinks(said: ComposeInput, zh: boolean): string | null {
  const n = drinksSaid(`${said.text}`);
  if (n === null || n.most <= 2) return null;
  return zh
    ? `**${n.said}杯对吃抗癫痫药的人来说太多了：一个晚上最多一两杯，边吃东西边喝。** ${SEIZURE_DRINK_ZH}`
    : `**${n.said} drinks is too many on an antiseizure medicine — keep it to one or two over the evening, with food.** ${SEIZURE_DRINK_EN}`;
}
const SEIZURE_DRINK_EN =
  'Alcohol adds to the drowsiness, dizziness and unsteadiness carbamazepine and other antiseizure medicines can cause — carbamazepine’s label says it may lower your tolerance to alcohol and advises avoiding it — and more than a couple of drinks, with the hangover, late night and lost sleep that come with them, make a seizure more likely, especially in the 6–48 hours afterwards as the alcohol wears off. One drink is a small (330 ml) beer, a small glass of wine or a single measure of spirits; a pint is about one and a half. So: eat first, sip slowly and alternate each drink with water (cranberry juice itself is fine; grapefruit is the juice to avoid on carbamazepine), no rounds or drinking games, take your medicine at the usual time — never skip a dose because you are drinking — get a proper night’s sleep and do not drive or swim until fully sober. If your seizures are not well controlled, or you have had one after drinking before, do not drink, and ask your neurologist whether any alcohol is right for you.';
const SEIZURE_DRINK_ZH =
  '酒精会加重卡马西平等抗癫痫药引起的困倦、头晕、走路不稳——卡马西平说明书写明它可能降低人对酒精的耐受，建议不喝；喝多了，加上宿醉、熬夜、睡眠不足，更容易诱发发作，尤其是喝酒后6–48小时内、酒劲退的时候。一杯指一罐330毫升啤酒、一小杯葡萄酒或一小盅白酒；一瓶500毫升啤酒约合一杯半。所以：先吃饭再喝，小口慢喝，每杯酒之间喝一杯水（蔓越莓汁本身没问题；吃卡马西平要避开的是西柚汁），不拼酒；照常按时吃药，不要因为喝酒跳过一次；当晚睡够，完全清醒前不开车、不游泳。近期发作控制得不好，或以前喝酒后发作过，就不要喝，先问神经科医生能不能喝。';

// ---- cola asked on its own, with a high phosphate ----------------------------------------------------------
const COLA = /可乐(?!果(?!汁))|\bcolas?\b|\bcoke\b|\bpepsi\b|\bdr ?pepper\b/;
const WHICH_FOODS = /哪些|什么食物|\bwhich\b|\bworst\b|\bfoods\b|\bwhat (foods|to)\b/;
function colaOnDialysis(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  if (!COLA.test(t) || WHICH_FOODS.test(t)) return null;
  return zh
    ? '**是的，可乐对血磷不好：深色可乐含磷酸，这种添加剂磷几乎全部被吸收，每天一罐就值得换掉。** 可以换成白开水、苏打水加柠檬片，或无糖的透明汽水（雪碧零度一类，不含磷酸）；你有糖尿病，不要换成含糖饮料或果汁。所有饮料都要算进透析的限水量。其他最该少吃的是加工肉（火腿、香肠、培根）、加工奶酪和方便食品——配料表里有“磷酸”字样的；新鲜肉、鱼、蛋照透析中心定的量吃。磷结合剂（如果开了）跟饭一起吃。'
    : '**Yes — cola is one of the worst for phosphate: dark colas (Coke, Pepsi, Dr Pepper) contain phosphoric acid, a phosphate additive that is absorbed almost completely, so a can with lunch most days is worth swapping.** Better choices: water, sparkling water with lemon, or a sugar-free clear soda such as Sprite Zero or diet ginger ale (no phosphoric acid) — with diabetes, not a sugary soda or juice. Every drink counts towards your dialysis fluid allowance. The other big ones to cut are processed meats (ham, hot dogs, bacon, deli meat), processed cheese and ready meals — anything with “phos” in the ingredients; keep eating fresh meat, fish and eggs to the protein amount your unit set, and take any phosphate binder with meals.';
}

// ---- biotin asked after hair loss post-op -------------------------------------------------------------------
function biotinAfterSurgery(said: ComposeInput, zh: boolean): string | null {
  if (!/\bbiotin\b|生物素/.test(said.text.toLowerCase())) return null;
  return zh
    ? '**生物素（软糖）多半帮不上忙：它只对真正缺乏生物素的人有用，而缺乏很少见，减重手术后的掉发通常不是缺它。** 大剂量生物素还会干扰甲状腺功能等很多化验结果，吃的话抽血前告诉医生、停两三天。减重手术后3–6个月大把掉发很常见（休止期脱发），一般一年内长回来；掉了超过半年还没停，请手术团队查蛋白质摄入、铁蛋白、锌（有时叶酸、B12、维生素D），按结果补；每天吃够至少60克蛋白质、坚持吃减重手术专用复合维生素最重要。不要自己大量吃锌（会造成缺铜）。'
    : '**Biotin gummies are unlikely to help: biotin only helps hair in people who are truly deficient, which is rare, and it is not what usually drives hair loss after bariatric surgery.** High doses can also distort thyroid and other blood tests — if you take them, tell the lab and stop 2–3 days before any blood test. Shedding 3–6 months after surgery is common (telogen effluvium) and usually grows back within a year; shedding that goes on past about six months means asking your bariatric team to check your protein intake, ferritin and zinc (sometimes folate, B12 and vitamin D) and replacing what is low. Hitting at least 60 g of protein a day and taking your bariatric multivitamin every day matter most; do not take high-dose zinc on your own, as it can cause copper deficiency.';
}

// ---- the salty foods named, on a cirrhosis salt limit --------------------------------------------------------
const SALTY: readonly { re: RegExp; en: string; zh: string }[] = [
  {
    re: /面包|\bbread\b|\btoast\b/,
    en: 'bread (two slices about 300–400 mg of sodium)',
    zh: '面包（两片约300–400毫克钠）',
  },
  { re: /馒头|包子/, en: 'steamed buns (one about 150–300 mg)', zh: '馒头包子（一个约150–300毫克钠）' },
  {
    re: /奶酪|芝士|\bcheese\b/,
    en: 'cheese (1 oz about 180–400 mg; processed slices and feta the saltiest)',
    zh: '奶酪（一片约30克含180–400毫克钠，奶酪片和菲达最咸）',
  },
  { re: /酱油|\bsoy sauce\b/, en: 'soy sauce (1 tablespoon about 900 mg)', zh: '酱油（一勺约900毫克钠）' },
  {
    re: /鸡精|味精|\bmsg\b|\bbouillon\b|\bstock cubes?\b/,
    en: 'stock cubes, bouillon and MSG (MSG is about 12% sodium; a stock cube about 1,000 mg)',
    zh: '鸡精、味精（味精约含12%的钠，鸡精里还有盐，一小勺约400–500毫克钠）',
  },
  {
    re: /咸菜|腐乳|榨菜|泡菜|\bpickles?\b|\bkimchi\b/,
    en: 'pickles (very salty; one spear about 300 mg)',
    zh: '咸菜、腐乳、榨菜（很咸，一块腐乳约500–700毫克钠）',
  },
  {
    re: /火腿|香肠|培根|腊肉|\bham\b|\bbacon\b|\bsausages?\b|\bdeli\b/,
    en: 'ham, bacon and deli meats (two slices of ham about 500 mg)',
    zh: '火腿、香肠、腊肉（两片火腿约500毫克钠）',
  },
  {
    re: /方便面|挂面|\binstant noodles?\b|\bramen\b/,
    en: 'instant noodles (a pack 1,500–2,500 mg)',
    zh: '方便面、挂面（一包方便面1500–2500毫克，挂面本身也含盐）',
  },
  { re: /\bsoups?\b|罐头/, en: 'canned soup (a can 800–1,500 mg)', zh: '罐头（一罐常有几百到上千毫克钠）' },
];
function saltFoodsNamed(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named = SALTY.filter((f) => f.re.test(t));
  if (named.length === 0) return null;
  const list = named.map((f) => pickZh(f, zh)).join(zh ? '；' : '; ');
  return zh
    ? `**算，这些都要算进每天的盐（钠）里：${list}。** 其实每天吃进去的钠，大部分来自这类加工食品和调味品，而不是自己放的盐。肝硬化有腹水，一般每天钠不超过约2000毫克（约5克盐）。怎么做：看营养成分表，选每100克钠少于120毫克的；调味品少放，用醋、柠檬、葱姜蒜、香草提味；少吃腌制品、加工肉、方便食品和外卖。不要用低钠盐（含钾，和螺内酯一起会让血钾升高）。蛋白质不要减，睡前加一次小加餐。`
    : `**Yes — these all count toward your daily sodium: ${list}.** In fact most of the sodium people eat comes from foods and seasonings like these rather than the salt shaker. With ascites the usual limit is about 2,000 mg of sodium a day (about 5 g of salt). What helps: read labels and pick products with under 120 mg of sodium per 100 g (“low sodium”), use less of the salty seasonings and flavour with lemon, vinegar, garlic, herbs and pepper, and cut back on cured meats, canned soups, ready meals and takeaways. Do not use a salt substitute (it is potassium, which spironolactone holds on to). Keep your protein up and have a bedtime snack — do not cut food to cut salt.`;
}

// ---- the pill named on an enzyme-inducing antiseizure medicine ------------------------------------------------
const PILL = /避孕|\bthe pill\b|\bcontracepti\w*|\bbirth control\b|\bimplant\b|\bnexplanon\b|\bmini-?pill\b/;
const INDUCER =
  /卡马西平|苯妥英|苯巴比妥|奥卡西平|\bcarbamazepine\b|\btegretol\b|\bphenytoin\b|\bphenobarb\w*|\boxcarbazepine\b|\btopiramate\b/;
function folicDoseWithPill(said: ComposeInput, zh: boolean): string | null {
  const t = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
  if (!PILL.test(t) || !INDUCER.test(t)) return null;
  const row = ROUND24_ENA_FAQ.find((r) => r.id === 'antiseizure-folic-acid-dose')!;
  return zh
    ? `${row.text.zh} 另外很重要：卡马西平会让复方避孕药（“短效避孕药”）效果变差，可能避孕失败——请尽快问医生换一种不受影响的避孕方法（如铜IUD、含孕激素的宫内节育系统或长效针剂）；不要自己停卡马西平。`
    : `${row.text.en} Just as important: carbamazepine makes the combined pill (and the mini-pill and implant) less reliable, so it may not protect you — ask your doctor soon about a method carbamazepine does not affect (a copper IUD, a hormonal IUD or the injection). Do not stop the carbamazepine on your own.`;
}

// ---- a gestational-diabetes breakfast ---------------------------------------------------------------------
/** A breakfast food or breakfast named (the zhb batch's words). */
const GDM_BREAKFAST_FOOD =
  /粥|馒头|包子|花卷|面条|米线|油条|面包|早餐|早饭|麦片|\bcongee\b|\bporridge\b|\bbuns?\b|\bbreakfast\b|\bbread\b|\btoast\b|\bcereal\b|\bnoodles\b/;
const GDM_BREAKFAST_HIGH =
  /早|血糖|餐后|超|高|\bbreakfast\b|\bmorning\b|\bspik\w*|\bglucose\b|\bsugar\b|\bhigh\b/;
/** "Sugar-free" biscuits, or after the birth: their own rows (rows-round24-zhb.ts). */
const GDM_BREAKFAST_NOT = /饼干|无糖|\bbiscuits?\b|\bcookies?\b|生完|产后|月子|\bpostpartum\b/;
/** Breakfast, what to eat, glucose or diabetes (the ena batch's words). */
const BREAKFAST = /早餐|早饭|早上吃|\bbreakfast\b|\bmorning (meal|food)\b/;
const WHAT_TO_EAT =
  /吃什么|吃啥|怎么吃|推荐|什么样|\bwhat\b|\bideas?\b|\bshould\b|\bgood\b|\bok\b|\blook like\b|\bspike\w*\b/;
const GLUCOSE_OR_GD =
  /血糖|糖尿病|妊娠|\bgdm?\b|\bgestational\b|\bsugars?\b|\bglucose\b|\bspike\w*\b|\bcereal\b|\bcarbs?\b/;

/**
 * Drinks named that hold no alcohol — a nutrition drink, milk, juice, tea, soda — with no alcohol named: "he
 * drinks Ensure" is no drinking question.
 */
const NO_ALCOHOL_NAMED_DRINKS =
  /^(?=[\s\S]*(安素|全安素|雅培|营养液|营养粉|口服营养|牛奶|果汁|豆浆|可乐|汽水|养乐多|\b(ensures?|boost|glucerna|nepro|shakes?|smoothies?|juice|milk|soda|sodas|pop|tea|formula|pedialyte|gatorade|broth|kefir|coke|cola|pepsi|sprite|yakult|lemonade)\b))(?![\s\S]*(酒|\balcohol\w*|\bwine\b|\bbeers?\b|\bvodka\w*|\bbooze\b|\bcocktails?\b|\bspirits\b|\bgin\b|\brum\b|\bpints?\b|\bshots?\b|\bwhisk(e)?y\b|\btequila\b|\bprosecco\b|\bchampagne\b|\bnight out\b))/;

export const ROUND24_ENA_FAQ: readonly FaqRow[] = [
  {
    // en-049 "isoniazid and rifampicin. Should I take them on empty stomach or with food? They are giving me
    // nausea" and en-056 "what if I take them with just tea and bread" — declined; zh-053 "利福平说要空腹吃，可我
    // 空腹吃完胃里难受，能跟早饭一起吃吗" (the zh batch's rifampicin-with-food-nausea, merged into this row).
    id: 'tb-tablets-empty-stomach-or-food',
    when: [
      eitherOf(
        // Food or an empty stomach, with the TB tablets (or "them", said after them).
        { all: [WITH_FOOD, TB_TABLETS] },
        // Rifampicin named, with food, breakfast or an upset stomach.
        { all: [RIFAMPICIN_NAMED, RIFAMPICIN_FOOD_OR_STOMACH] },
      ),
      // Implied by either branch: the weight of the two rows' two patterns (select.ts).
      anyOf(TB_TABLETS, RIFAMPICIN_NAMED),
    ],
    // B6 with the tablets, the foods to keep small on isoniazid and alcohol are other rows' questions.
    unless: [/维生素b6|\bb6\b|\bpyridoxine\b|奶酪|\bcheese\b|\bfish\b|\btuna\b/, ALCOHOL],
    for: TB,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**异烟肼和利福平最好空腹吃：早饭前1小时（英国的利福平说明书写至少30分钟）或饭后2小时，一次性用一整杯水送服，每天同一时间。** 食物（尤其油腻的一餐）会让两种药吸收减少一些，但恶心得漏吃、吃不下药或吐出来更糟：如果空腹吃总是恶心，先问结核门诊医生或药师，多数会同意就着一点清淡少油的东西吃（一杯淡茶加一片面包或几块饼干、一顿清淡的早饭这种量，不要油腻大餐），或者改到睡前吃（离晚饭2小时以上，睡着了不容易觉得难受）——比漏服强，但要让门诊知道；定了哪种方式就每天一样，别今天空腹、明天随餐。所有药一次吃下，不要自己分开吃或减量。胃药（抗酸药）先问药师再吃，含铝镁的抗酸药要和异烟肼隔开至少1小时。一定告诉医生你恶心：恶心越来越重、呕吐、吃不下饭、右上腹痛、尿色像浓茶（利福平本身会让尿、汗和眼泪变成橙红色，这是正常的）或眼睛皮肤发黄，可能是药物性肝损伤，要当天就医。',
      en: '**Isoniazid and rifampicin work best on an empty stomach — an hour before breakfast (the UK rifampicin label says at least 30 minutes) or two hours after food, all together with a full glass of water, at the same time each day.** Food, especially a fatty meal, lowers how much of both you absorb somewhat; but nausea that makes you miss doses or not keep them down is worse. If they keep making you sick, ask your TB clinic or pharmacist — most will agree to you taking them with something small and plain (a cup of tea and a slice of bread, a few crackers or a light low-fat breakfast, not a big or fatty meal) or at bedtime, at least 2 hours after dinner, when nausea is less noticed; that is better than skipping, but let the clinic know, and once settled take them the same way every day. Take all the tablets at once — do not split or reduce the dose yourself. Do not add an antacid without asking the pharmacist, and keep aluminium or magnesium antacids at least an hour away from isoniazid. Do tell them about the nausea: nausea that keeps getting worse, vomiting, not being able to eat, pain under the right ribs, tea-coloured urine (rifampicin itself turns urine, sweat and tears orange-red, which is harmless) or yellow eyes or skin can be liver trouble from the tablets and needs the clinic the same day.',
    },
    source: {
      ref: 'CDC Core Curriculum on Tuberculosis (2021), ch. 6 (isoniazid and rifampin: take on an empty stomach; may be given with a small meal for GI intolerance; hepatotoxicity symptoms); Rifadin (rifampin) US prescribing information §2 (1 hour before or 2 hours after a meal); Rifadin (rifampicin) UK SmPC §4.2 (at least 30 minutes before a meal or 2 hours after) and §4.8; Isoniazid tablets US prescribing information (food and antacids lower absorption); Nahid P et al. ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147; American Thoracic Society/CDC/IDSA. Treatment of tuberculosis. Am J Respir Crit Care Med 2003;167:603 (rifampin with food for gastrointestinal intolerance; absorption modestly reduced); WHO consolidated guidelines on tuberculosis, Module 4: treatment (2022); 中国结核病预防控制工作技术规范（2020年版）',
    },
  },
  {
    // en-053 "Someone told me to avoid cheese and certain fish when taking isoniazid. Is that true? Which fish";
    // zh-055 "病友说吃异烟肼不能吃鱼，吃了会脸红心慌，真的假的？带鱼 金枪鱼都不行?" and zh-056 after it "那奶酪 腐乳这些
    // 发酵的呢" (the zh batch's isoniazid-histamine-fish and isoniazid-tyramine-fermented, merged into this row).
    id: 'isoniazid-cheese-and-fish',
    when: [
      eitherOf(
        // The tyramine and histamine foods named (fish, cheese, cured and fermented foods, red wine).
        { all: [ISONIAZID_FOODS] },
        // Fermented bean curd and other fermented foods named, not alcohol (a drink is not a food question).
        { all: [FERMENTED_FOODS], none: [ALCOHOL] },
      ),
    ],
    unless: [/鱼油|鱼肝油|\bfish oil\b|\bcod liver\b|\bomega\b/],
    for: { medicines: ['isoniazid'], said: /异烟肼|\bisoniazid\b|\binh\b/ },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**是真的，但只限一部分食物：异烟肼会减慢身体分解组胺和酪胺，吃多了含这两种物质的食物，可能出现脸红发热、头痛、心慌、出汗、皮肤痒、血压下降或升高，一般几个小时内缓解。** 鱼：组胺多的是金枪鱼（吞拿鱼）、鲣鱼、鲭鱼（青花鱼）、沙丁鱼、秋刀鱼这类青皮红肉的海鱼，尤其不够新鲜的、罐头和腌制的——吃药期间先不吃；带鱼、黄鱼等其他海鱼要买新鲜的、回家冷藏并尽快做熟吃完，一次量少一点，第一次吃后留意反应；鲫鱼、草鱼、鲈鱼、鳕鱼、罗非鱼这些新鲜鱼新鲜做熟可以正常吃，鱼是很好的蛋白质。发酵的：陈年奶酪（切达、帕玛森、蓝纹这类硬奶酪）、腐乳、臭豆腐、腌腊肉和香肠少吃或不吃，酱油、鱼露别大量用；异烟肼抑制单胺氧化酶的作用比抗抑郁药里的单胺氧化酶抑制剂弱得多，不必那么严格：鲜奶、酸奶、奶油奶酪、茅屋奶酪、马苏里拉这类新鲜奶酪可以吃，做菜放点酱油、豆瓣酱、醋没问题，偶尔尝一小口不用紧张，只是别拿腐乳、臭豆腐下饭天天吃。红酒、啤酒也含酪胺，但整个疗程最好不喝酒（会加重肝损伤）。吃完出现脸红、心慌，停吃那种食物，一般会自己好，并告诉结核门诊；剧烈头痛、胸闷要及时就医；如果喘不上气、嘴唇或喉咙肿、头晕要晕倒，马上打120。',
      en: '**Yes, it is true, but only for some foods: isoniazid slows the body’s breakdown of histamine and tyramine, so a lot of food rich in them can bring flushing, headache, a pounding heart, sweating, itching, or a drop or rise in blood pressure, usually settling within hours.** Fish: the ones rich in histamine are the oily dark-fleshed sea fish — tuna, skipjack, mackerel, sardines, sardinella and saury — especially if not very fresh, canned, smoked or salted; skip them while on it. Other sea fish such as hairtail or croaker only very fresh, kept cold and cooked soon, in small portions at first; fresh fish such as cod, carp, bass or tilapia, freshly cooked, are fine — fish is good protein. Fermented foods: keep aged cheeses (cheddar, parmesan, blue), fermented bean curd and stinky tofu, and cured and fermented meats (salami, pepperoni) small or avoid them, and do not use fish or soy sauces in large amounts. Isoniazid is a far weaker MAO inhibitor than the MAOI antidepressants, so the rules are not as strict: milk, yogurt and fresh cheeses (cream cheese, cottage cheese, mozzarella) are fine, a little soy sauce, bean paste or vinegar in cooking is fine, and an occasional taste is no cause for worry. Red wine and beer carry tyramine too, but on TB treatment alcohol is best avoided altogether (it adds to the risk of liver damage). If flushing or palpitations come on after eating, avoid that food — it usually passes — and tell your TB clinic; a severe headache or chest tightness needs a doctor promptly; trouble breathing, swelling of the lips or throat, or feeling faint means calling emergency services now.',
    },
    source: {
      ref: 'Isoniazid tablets US prescribing information (DailyMed), boxed warning (hepatitis risk higher with daily alcohol) and Precautions — drug/food interactions (tyramine-containing foods such as cheese and red wine; histamine-containing foods such as skipjack, tuna and other tropical fish); 异烟肼片说明书（注意事项：避免食用含组胺高的鱼类）; Smith CK, Durack DT. Isoniazid and reaction to cheese. Ann Intern Med 1978;88:520; Uragoda CG, Kottegoda SR. Adverse reactions to isoniazid on ingestion of fish with a high histamine content. Tubercle 1977;58:83; Miki M, Ishikawa T, Okayama H. An outbreak of histamine poisoning after ingestion of the ground saury paste in eight patients taking isoniazid in tuberculous ward. Intern Med 2005;44:1133–1136',
    },
  },
  {
    // en-054 "they gave me vitamin B6 along with the TB tablets…" → "should I take it same time as the TB
    // drugs or separate?" — stock interaction text, never the timing.
    id: 'tb-tablets-with-b6-timing',
    when: [/同时|一起|分开|隔开|\bsame time\b|\btogether\b|\bseparate\w*\b|\bapart\b|\bat once\b/],
    unless: [/为什么|多少|\bwhy\b|\bhow much\b|\bwhat dose\b/],
    for: {
      all: [TB, { said: /维生素b6|维b6|\bb ?6\b|\bpyridoxine\b/ }],
    },
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**可以和结核药同时吃，不用隔开：维生素B6不会影响异烟肼、利福平的吸收，放在一起每天一次最不容易忘。** B6是用来预防异烟肼引起的手脚麻木刺痛（周围神经病），剂量按医生开的吃（常用每天10–25毫克），不要自己加大——长期每天超过100毫克反而会伤神经。手脚出现麻、刺痛或烧灼感，告诉结核门诊。',
      en: '**Take it at the same time as the TB tablets — there is no need to separate them: vitamin B6 does not affect how isoniazid or rifampicin are absorbed, and one daily handful is the easiest to remember.** The B6 (pyridoxine) is there to prevent the numbness and tingling isoniazid can cause in the hands and feet (peripheral neuropathy). Take the dose the clinic gave you (usually 10–25 mg a day) and do not take more on your own — long-term doses above 100 mg a day can themselves damage nerves. Tell the clinic about any numbness, pins and needles or burning in your hands or feet.',
    },
    source: {
      ref: 'WHO consolidated guidelines on tuberculosis, Module 4: treatment (2022), pyridoxine with isoniazid; CDC Core Curriculum on Tuberculosis (2021), ch. 6 (pyridoxine 25–50 mg with isoniazid for people at risk of neuropathy); NIH ODS Vitamin B6 Fact Sheet (UL 100 mg/day); 中国居民膳食营养素参考摄入量（2023版）维生素B6 UL',
    },
  },
  {
    // en-051 "I have lost plenty weight, now 55kg and I am 170cm. What should I eat to gain it back during the
    // TB treatment? I mostly eat eba and egusi" — declined.
    id: 'tb-regain-weight-foods',
    when: [GAIN, /吃|\beat\w*\b|\bfoods?\b|\bdiet\b|\bmeals?\b/],
    unless: [/\bensure\b|\bcomplan\b|\bboost\b|\bprotein (drinks?|shakes?|powder)\b|营养粉|蛋白粉|安素/],
    for: TB,
    intent: 'weight_change',
    pushesWeightGain: true,
    compose: tbWeightGain,
    text: {
      zh: '**要，治结核期间把体重吃回来本身就是治疗的一部分：靠多吃几顿、每顿吃得更“实在”，不靠特殊食物。** 一般每天按每公斤体重约35–40千卡、1.2–1.5克蛋白质来吃（55公斤约1900–2200千卡、65–80克蛋白质）。每顿主食照吃，菜里加足蛋白质：鸡蛋、鱼、瘦肉、鸡肉、豆腐豆制品，每顿都有一份；一天三餐加两三次加餐（牛奶或酸奶、鸡蛋、花生坚果、面包、香蕉）；炒菜可以多放一点油；饭前不要先喝一肚子水或汤。每两周称一次体重，一直在掉、吃不下、呕吐、眼睛发黄或尿色变深，告诉结核门诊。',
      en: '**Yes — regaining weight is part of getting better from TB, and it comes from eating more often and richer food, not from special foods.** A common aim is about 35–40 kcal and 1.2–1.5 g of protein per kg a day (for 55 kg, about 1,900–2,200 kcal and 65–80 g of protein). Keep your usual staples but make each plate richer: a real piece of fish, meat, chicken or egg at every meal, and beans several times a week. Eat three meals and two or three snacks (groundnuts, boiled eggs, milk or yoghurt, bread with peanut butter, fruit); add a spoon of oil to food; drink between meals rather than filling up before them. Weigh yourself every two weeks and tell your TB clinic if you keep losing, feel too sick to eat, or have vomiting, yellow eyes or dark urine.',
    },
    source: {
      ref: 'WHO Guideline: Nutritional care and support for patients with tuberculosis (2013), recommendations 2–4; ESPEN guideline on clinical nutrition and hydration (2018, 30–35 kcal and 1.2–1.5 g protein/kg in undernutrition); WHO consolidated guidelines on tuberculosis, Module 6: tuberculosis and comorbidities (2024), nutrition',
    },
  },
  {
    // Blind answer round 56, en-049 (unsafe, development data): "How much calories per day approx? And protein in
    // grams?" after a question on regaining weight on TB treatment got the plan's everyday 41 g (0.8 g per kg),
    // against the 61–77 g the answer before it gave.
    id: 'tb-regain-weight-how-much',
    when: [
      /卡路里|热量|千卡|大卡|蛋白|\bcalor\w*|\bkcals?\b|\bprotein\b/,
      /多少|几克|\bhow (much|many)\b|\bgrams?\b|\bapprox\w*|\bper day\b/,
    ],
    wholeMessage: true,
    // Weight lost or to regain: said, or a plan that sets no deficit (underweight).
    for: { all: [TB, { said: GAIN, noDeficit: true }] },
    intent: 'how_much_nutrient',
    compose: (said, zh) => {
      const w = said.weightKg;
      if (!w) return null;
      const f = tbFigures(w);
      const foods = said.plantBased ? pickZh(TB_PLANT_PROTEIN, zh) : null;
      return zh
        ? `**按现在${w}公斤算，每天大约${f.kcal[0]}–${f.kcal[1]}千卡、蛋白质${f.protein[0]}–${f.protein[1]}克**（治结核、体重掉了的时候，按每公斤体重35–40千卡、1.2–1.5克蛋白质，比平时的每公斤0.8克多）。分在三餐和两三次加餐里${foods ? `：${foods}` : ''}。体重回升后按新体重再算；每两周称一次，一直在掉或吃不下，告诉结核门诊。`
        : `**At ${w} kg now, about ${f.kcal[0]}–${f.kcal[1]} kcal and ${f.protein[0]}–${f.protein[1]} g of protein a day** (while regaining weight on TB treatment, about 35–40 kcal and 1.2–1.5 g of protein per kg — more than the everyday 0.8 g per kg). Spread it over three meals and two or three snacks${foods ? `: ${foods}` : ''}. Work it out again from the new weight as it comes back; weigh every two weeks and tell the TB clinic if the weight keeps falling or eating is too hard.`;
    },
    text: {
      zh: '**治结核、体重掉了的时候，每天按每公斤体重约35–40千卡、1.2–1.5克蛋白质来吃**（55公斤约1900–2200千卡、65–80克蛋白质），比平时的每公斤0.8克蛋白质多。分在三餐和两三次加餐里；体重回升后按新体重再算；每两周称一次，一直在掉或吃不下，告诉结核门诊。',
      en: '**While regaining weight on TB treatment, aim for about 35–40 kcal and 1.2–1.5 g of protein per kg of body weight a day** (for 55 kg, about 1,900–2,200 kcal and 65–80 g of protein) — more than the everyday 0.8 g per kg. Spread it over three meals and two or three snacks; work it out again as the weight comes back; weigh every two weeks and tell the TB clinic if the weight keeps falling or eating is too hard.',
    },
    source: {
      ref: 'WHO Guideline: Nutritional care and support for patients with tuberculosis (2013), recommendations 2–4; ESPEN guideline on clinical nutrition and hydration (2018, 30–35 kcal and 1.2–1.5 g protein/kg in undernutrition)',
    },
  },
  {
    // en-055 after the weight question: "can I take protein drink like Ensure or Complan to help?" — declined.
    id: 'tb-nutrition-drink',
    when: [
      /\bensure\b|\bcomplan\b|\bboost\b|\bfortisip\b|\bpeptamen\b|\b(protein|nutrition\w*|meal replacement) (drinks?|shakes?)\b|营养粉|安素|全安素|营养液/,
    ],
    for: { all: [TB, { said: GAIN }] },
    notFor: [KIDNEY_OR_HEART],
    intent: 'food_sources',
    text: {
      zh: '**可以，营养粉或营养饮料（如安素）是吃不够时补体重的好帮手：在两餐之间喝，每天1–2份，不要拿来代替正餐。** 一份一般有约250–350千卡、10–20克蛋白质；冲的时候用牛奶比用水更有营养。饭前一小时内别喝，免得影响吃饭；有糖尿病的选糖尿病专用款并查血糖。如果吃得越来越少或体重还在掉，告诉结核门诊，可能需要营养科帮忙。',
      en: '**Yes — a nutrition drink such as Ensure or Complan is a good help when you cannot eat enough: have it between meals, one or two a day, as an extra rather than instead of a meal.** One serving gives roughly 250–350 kcal and 10–20 g of protein (Complan made up with milk rather than water gives more). Do not drink it within an hour before a meal, so it does not spoil your appetite; if you have diabetes, pick a diabetes version and check your sugars. If you are eating less and less or still losing weight, tell your TB clinic — a dietitian can help.',
    },
    source: {
      ref: 'WHO Guideline: Nutritional care and support for patients with tuberculosis (2013), recommendation 3 (fortified or supplementary foods when intake is inadequate); NICE CG32 Nutrition support for adults: oral nutrition support (2006, updated 2017); ESPEN guideline on clinical nutrition and hydration (2018), oral nutritional supplements between meals',
    },
  },
  {
    // en-034 "phosphate came back 2.1 at the unit. which foods are the worst ones for phosphorus" — declined
    // (a phosphate typed); en-039 after it "is coke bad for that too?" — declined; zh-035 "血磷2.1 医生说高了
    // 哪些东西要少吃 早上一杯牛奶还能喝吗" (the zh batch's row of this id, merged with the en batch's
    // dialysis-phosphate-foods-with-result; here, before the rows it answered ahead of in table order).
    id: 'dialysis-high-phosphate-foods-milk',
    when: [
      eitherOf(
        // Phosphate or cola, and which foods, the worst, or can I have it.
        { all: [PHOSPHATE_OR_COLA, WHICH_OR_CAN] },
        // Phosphate, and eating, drinking, milk or cutting down.
        { all: [PHOSPHATE, EAT_OR_CUT] },
      ),
      // Implied by either branch: the weight of the two rows' two patterns (select.ts).
      anyOf(PHOSPHATE_OR_COLA, PHOSPHATE),
    ],
    // When to take a binder is the binder's rule (review9-dialysis.test.ts); a low is the hypo answer's; eggs
    // and the yolk are rows-round24-zha.ts dialysis-eggs-yolk's.
    unless: [
      /结合剂|降磷药|司维拉姆|诺维乐|碳酸镧|醋酸钙|\bbinders?\b|\bsevelamer\b|\blanthanum\b|\brenvela\b|\bphoslo\b/,
      /低血糖|\bhypo\b/,
      /鸡蛋|蛋黄|蛋清|\beggs?\b|\byolks?\b|\begg whites?\b/,
    ],
    for: DIALYSIS,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    // Cola asked about: the cola answer; the glass of milk leads only when milk is asked about.
    compose: (said, zh) => {
      const cola = colaOnDialysis(said, zh);
      if (cola) return cola;
      if (/奶|\bmilk\b|\bdairy\b/.test(said.text.toLowerCase())) return null;
      return pickZh(DIALYSIS_PHOSPHATE_FOODS, zh);
    },
    text: {
      zh: '**早上一杯牛奶（250毫升，约含磷200毫克）一般可以留着，当作一天唯一的一份奶，别再加酸奶、奶酪、奶粉和奶茶；血磷高先减的是吸收最多的磷——加工食品里的磷酸盐添加剂，几乎全部被吸收。** 先停或少吃：可乐等深色碳酸饮料（含磷酸，每天一罐也值得换成白开水、苏打水加柠檬片或无糖的透明汽水）、火腿肠、午餐肉、培根、鱼丸、速冻食品、方便面、加工奶酪和奶酪片、奶茶和很多包装饮料、烘焙食品（配料表里有“磷酸”“焦磷酸钠”“三聚磷酸钠”“六偏磷酸钠”的都是）；其次适量：动物内脏、坚果瓜子、巧克力、浓肉汤骨头汤、杂豆和全麦、麸皮类。但透析的人蛋白质要吃够（每天每公斤体重1.0–1.2克）：新鲜肉、鱼、鸡蛋按透析中心定的量照吃，蛋清几乎不含磷，不要为了降磷少吃肉蛋。医生开了磷结合剂（碳酸镧、司维拉姆、碳酸钙等）的，随餐吃，加餐也一样——早上那杯牛奶如果和早饭一起，就跟早饭一起吃结合剂；每次透析做足时间。血磷目标、具体奶量和结合剂剂量，请透析中心和肾病营养师按你的化验定。',
      en: '**Your morning glass of milk (250 ml, about 200 mg of phosphorus) can usually stay as the day’s only dairy portion — no extra yogurt, cheese, milk powder or milk tea; with a high phosphate, cut first the phosphorus absorbed most: phosphate additives in processed food, absorbed almost completely.** Stop or cut: cola, Dr Pepper and other dark fizzy drinks (phosphoric acid — even a can a day is worth swapping for water, sparkling water with lemon or a sugar-free clear soda), ham, sausages, hot dogs, luncheon and deli meat, bacon, fish balls, frozen and ready meals, instant noodles, processed cheese and cheese slices, milk tea and many bottled drinks and baked goods (anything with “phosphate” or “phosphoric” in the ingredients); then keep modest: offal, nuts and seeds, chocolate, strong meat or bone stocks, beans, whole wheat and bran cereals. But on dialysis protein must be enough (1.0–1.2 g per kg a day): keep fresh meat, fish and eggs to the amount your unit set — egg white has almost no phosphorus; do not cut protein to lower phosphate. If you have a phosphate binder (lanthanum, sevelamer, calcium carbonate …), take it with meals and snacks — with breakfast if the milk comes with breakfast — and stay for your full dialysis time. Your unit sets your phosphate target, and your renal dietitian the exact dairy amount and binder dose, from your results.',
    },
    source: {
      ref: `KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guidelines 3.0.2 (protein 1.0–1.2 g/kg on maintenance haemodialysis) and 6.2 (phosphorus sources and bioavailability); KDIGO 2017 CKD–MBD Guideline Update, Rec 4.1.8 (limit dietary phosphate, consider its source); National Kidney Foundation, Phosphorus and your diet (2023); Kalantar-Zadeh K et al. Understanding sources of dietary phosphorus. Clin J Am Soc Nephrol 2010;5:519–530; 中国食物成分表 标准版 第6版（2018）（牛奶）`,
    },
  },
  {
    // en-046 after "how much salt am I allowed a day" with ascites: "does that include bread and cheese? there's
    // salt in literally everything" — declined.
    id: 'cirrhosis-salt-in-bread-and-cheese',
    when: [
      /面包|馒头|奶酪|芝士|挂面|酱油|咸菜|火腿|香肠|方便面|罐头|\bbread\b|\bcheese\b|\bham\b|\bbacon\b|\bsoups?\b|\bcereal\b|\bready meals?\b|\bcrisps\b|\bchips\b|\bsauces?\b|\bprocessed\b|\bin (literally )?everything\b|\bhidden\b|\bcounts?\b|\binclude\w*\b/,
    ],
    unless: [
      /(一天|每天|每日).{0,6}(几克|多少)|几克盐|\bhow much (salt|sodium) (am i|can i|should i|a day|per day|is allowed)\b|\bhow many (grams|g|mg) (a|per) day\b/,
    ],
    for: { all: [CIRRHOSIS, { said: /盐|钠|\bsalt\w*\b|\bsodium\b/ }] },
    wholeMessage: true,
    intent: 'food_sources',
    compose: saltFoodsNamed,
    text: {
      zh: '**算，面包和奶酪都要算进去——其实每天吃进去的盐，大部分来自加工食品，而不是自己放的盐。** 肝硬化有腹水，一般每天钠不超过约2000毫克（约5克盐）。大概的量：两片面包约300–400毫克钠，一个馒头约150–300毫克，一片（约30克）奶酪约180–400毫克（加工奶酪片、菲达奶酪最咸），一包方便面1500–2500毫克，一勺酱油约900毫克。怎么做：看营养成分表，选每100克钠少于120毫克的；面包每天一两片、奶酪选低钠的或一小块；少吃火腿、香肠、咸菜、罐头、外卖；用醋、柠檬、葱姜蒜、香草调味。不要用低钠盐（含钾，和螺内酯一起会让血钾升高）。蛋白质不要减，睡前加一次小加餐。',
      en: '**Yes — bread and cheese both count, and in fact most of the salt people eat comes from foods like these rather than the salt shaker.** With ascites the usual limit is about 2,000 mg of sodium a day (about 5 g of salt). Rough amounts: two slices of bread about 300–400 mg of sodium, a bagel or roll 400–600 mg, a slice (1 oz) of cheese about 180–400 mg (processed slices, feta and halloumi are the saltiest; Swiss and fresh mozzarella the lowest), a can of soup 800–1,500 mg, two slices of ham about 500 mg. What helps: read labels and pick products with under 120 mg of sodium per 100 g (“low sodium”), keep bread to a slice or two a day, choose Swiss or fresh mozzarella in small amounts, cut back on cured meats, canned soups, ready meals and takeaways, and flavour with lemon, vinegar, garlic, herbs and pepper. Do not use a salt substitute (it is potassium, which spironolactone holds on to). Keep your protein up and have a bedtime snack — do not cut food to cut salt.',
    },
    source: {
      ref: 'AASLD Practice Guidance: Diagnosis, evaluation and management of ascites (2021; sodium 2 g/day, ≈88 mmol); EASL Clinical Practice Guidelines for decompensated cirrhosis (2018; 80–120 mmol sodium/day, late-evening snack, protein 1.2–1.5 g/kg); USDA FoodData Central (bread, cheeses, ham, canned soup); UK FSA: low salt ≤0.3 g salt (120 mg sodium) per 100 g',
    },
  },
  {
    // en-084 "Can I drink on a night out with carbamazepine? Like 3 or 4 vodka cranberries" — declined; zh-085
    // beer with friends on carbamazepine, declined by name (the zhb batch's carbamazepine-alcohol, merged
    // into this row: its drink sizes, the lower tolerance on the carbamazepine label, no alcohol-free beer).
    id: 'antiseizure-alcohol-amount',
    when: [
      /喝酒|饮酒|喝点酒|喝杯酒|啤酒|红酒|白酒|葡萄酒|鸡尾酒|酒吧|酒精|伏特加|\bcan i drink\b|\bdrink(ing)? (on|with|while)\b|\bdrinks\b|\bdrinking\b|\balcohol\b|\bwine\b|\bbeers?\b|\bvodka\w*\b|\bcocktails?\b|\bshots?\b|\bbooze\b|\bnight out\b|\bpints?\b|\bprosecco\b|\bgin\b|\brum\b|\bspirits\b/,
    ],
    unless: [
      /奶茶|咖啡|\bcoffee\b|\bprotein drinks?\b|\benergy drinks?\b|\bfolic\b|叶酸/,
      /对乙酰氨基酚|扑热息痛|泰诺|\bacetaminophen\b|\bparacetamol\b|\btylenol\b|\bpercocet\b|\bnorco\b/,
      // Alcohol-free drinks, or water asked (a low sodium on carbamazepine: carbamazepine-low-sodium-water).
      /无醇|(?<!盐)水(?!果)|\bwater\b|\bnon.?alcoholic\b|\balcohol.?free\b/,
      // "Drinks" of a nutrition drink, milk or juice with no alcohol named ("mostly just drinks ensure plus
      // … how many ensures a day": twenty-seventh clinician review, en S1, answered with alcohol).
      NO_ALCOHOL_NAMED_DRINKS,
      // Wine asked as a migraine trigger (blind answer round 60, en-062: topiramate for migraine): its own row.
      /(偏头痛|头痛|\bmigraines?\b|\bheadaches?\b)[\s\S]*(诱发|诱因|引起|触发|\btriggers?\b|\bmyth\b|\blegit\b)|(诱发|诱因|引起|触发|\btriggers?\b)[\s\S]*(偏头痛|头痛|\bmigraines?\b|\bheadaches?\b)/,
    ],
    for: {
      medicines: ['antiepileptic', 'carbamazepine', 'oxcarbazepine'],
      said: new RegExp(`${ANTISEIZURE.said!.source}|奥卡西平|得理多|曲莱|\\btrileptal\\b`),
    },
    notFor: [
      VALPROATE,
      PREGNANT,
      MINOR,
      // On an opioid or a benzodiazepine (pregabalin reads as an antiseizure medicine) alcohol is the opioid's
      // rule — none (blind answer round 28, zh-008 and en-008, after its figures: OxyContin with Lyrica).
      {
        medicines: [
          'lithium',
          'maoi',
          'anticoagulant',
          'insulin',
          'sulfonylurea',
          'opioid',
          'benzodiazepine',
          // A barbiturate with alcohol is additive sedation and slowed breathing (phenobarbital label):
          // never "one or two drinks" (twenty-seventh clinician review, en S1).
          'phenobarbital',
          'primidone',
        ],
      },
    ],
    wholeMessage: true,
    intent: 'medicine_question',
    compose: seizureDrinks,
    text: {
      zh: `**少量一般可以：一整晚最多一两杯，边吃东西边喝（吃卡马西平的最好不喝）；再多就不行了。** ${SEIZURE_DRINK_ZH}`,
      en: `**A small amount is usually all right — one or two drinks over the whole evening at most, with food (on carbamazepine, none is best); more than that is not.** ${SEIZURE_DRINK_EN}`,
    },
    source: {
      ref: 'Tegretol (carbamazepine) UK SmPC §4.5 (may reduce alcohol tolerance; advisable to abstain) and US prescribing information §7 (CNS depressants and alcohol; grapefruit juice) and §5; Epilepsy Society (UK), Alcohol and epilepsy; Epilepsy Foundation, Alcohol and seizures (1–2 drinks usually safe; heavier drinking and withdrawal lower the seizure threshold); Hamerle M et al. Alcohol use and alcohol-related seizures in patients with epilepsy. Front Neurol 2018;9:401',
      url: 'https://epilepsysociety.org.uk/living-epilepsy/wellbeing/alcohol-and-epilepsy',
    },
  },
  {
    // en-088 after "i'm on carbamazepine and the pill. should I be taking folic acid anyway just in case?" —
    // "what dose? the 400 one from the pharmacy?" declined.
    id: 'antiseizure-folic-acid-dose',
    when: [
      /多少|剂量|几毫克|\b400\b|\b5 ?mg\b|\bwhat dose\b|\bhow much\b|\bwhich (one|dose|strength)\b|\bdose\b|\bstrength\b|\bmcg\b|\bµg\b|\bug\b/,
      /叶酸|\bfolic\b|\bfolate\b|\b400\b|\bthe pharmacy\b|\bthe one\b/,
    ],
    unless: [
      /\bseveral\b|\b\d+ of my\b|\badd up\b|\bmake up\b|\bstill need\b|\bswitch\w*\b|几片|凑|加起来|换药|换成/,

      /提前|多久|几个月|\bhow long\b|\bwhen (should|do) i start\b|\bhow (early|soon)\b/,
      /安全|伤|太多|这么多|那么多|\bsafe\b|\bharm\w*\b|\ba lot\b|\btoo (much|high)\b|\bbaby\b/,
    ],
    for: { all: [ANTISEIZURE, { said: /叶酸|\bfolic\b|\bfolate\b/ }] },
    // Topiramate (for migraine, most often) must not be used in pregnancy: the teratogen rule
    // teratogen:topiramate-not-epilepsy answers, with its 5 mg (review11-topiramate.test.ts).
    notFor: [PREGNANT, VALPROATE, TOPIRAMATE, { said: /\b(i'?m|i am) (a )?(man|male|guy)\b|我是男|男的/ }],
    prescribedDoses: { folate: 5000 },
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: folicDoseWithPill,
    text: {
      zh: '**吃抗癫痫药、又有可能怀孕的女性，指南一般建议叶酸每天5毫克（处方剂量），而不是药店常见的0.4毫克（400微克）那种。** 5毫克需要医生开：请神经科医生或家庭医生开处方，从现在起每天吃，怀孕后继续吃到至少12周。不要自己停抗癫痫药。',
      en: '**On an antiseizure medicine, with any chance of pregnancy, the usual advice is 5 mg of folic acid a day — a prescription dose — rather than the 400 µg tablet from the pharmacy shelf.** Ask your neurologist or family doctor to prescribe 5 mg, take it every day from now, and if you do become pregnant keep taking it until at least 12 weeks. Do not stop your antiseizure medicine on your own.',
    },
    source: {
      ref: 'NICE NG217 Epilepsies in children, young people and adults (2022), 1.13 (5 mg folic acid for women on antiseizure medicines who could become pregnant); RCOG Green-top Guideline 68 Epilepsy in pregnancy (2016); FSRH Clinical Guidance: Drug interactions with hormonal contraception (2022; enzyme-inducing drugs: copper IUD, LNG-IUD or DMPA)',
    },
  },
  {
    // en-063 after "8 weeks pregnant and on lamotrigine. Only taking folic acid 400 mcg. Is that enough…" —
    // "5 mg sounds like a lot, is that safe for the baby?" declined.
    id: 'antiseizure-folic-acid-5mg-safe',
    when: [
      /5 ?mg|5毫克|5000|\bfive (mg|milligrams?)\b|\bthat (dose|much)\b|\bthe higher dose\b|\bhigh dose\b|这么多|那么多|这么大/,
      /安全|伤|太多|太大|\bsafe\b|\bharm\w*\b|\ba lot\b|\btoo (much|high)\b|\boverdose\b/,
    ],
    for: { all: [ANTISEIZURE, { said: /叶酸|\bfolic\b|\bfolate\b|\b5 ?mg\b/ }] },
    notFor: [VALPROATE, { said: /\b(i'?m|i am) (a )?(man|male|guy)\b|我是男|男的/ }],
    prescribedDoses: { folate: 5000 },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**是安全的：5毫克叶酸是吃抗癫痫药的孕妇的推荐剂量，用了几十年，没有发现对宝宝有害。** 0.4毫克是给一般孕妇的量；拉莫三嗪、卡马西平等药会影响叶酸，所以指南让你用更高的5毫克，来降低神经管缺陷等风险。1毫克的“上限”是给自己买补充剂的人定的，医生开的剂量不受它限制；多余的叶酸会从尿里排出。请医生开5毫克的处方，每天一片，至少吃到孕12周（很多医生让继续吃到分娩）。拉莫三嗪照常吃，孕期医生会查血药浓度调剂量，不要自己改。',
      en: '**Yes, it is safe: 5 mg a day is the dose recommended in pregnancy for women on antiseizure medicines, used for decades without harm to babies.** 400 µg is the dose for most pregnancies; lamotrigine, carbamazepine and other antiseizure medicines affect folate, so guidelines use the higher 5 mg to lower the risk of neural tube and other defects. The 1 mg “upper limit” is for supplements people choose for themselves, not for a dose a doctor prescribes, and folic acid you do not use is passed in your urine. Ask for the 5 mg prescription, take one a day until at least 12 weeks (many doctors continue it to the birth), and keep taking your lamotrigine — your team checks its level in pregnancy and adjusts the dose; do not change it yourself.',
    },
    source: {
      ref: 'NICE NG217 Epilepsies (2022), 1.13 folic acid 5 mg; RCOG Green-top Guideline 68 Epilepsy in pregnancy (2016), 5 mg folic acid; MHRA/CHM review of antiepileptic drugs in pregnancy (2021); NIH ODS Folate Fact Sheet (UL 1,000 µg applies to supplements taken without medical supervision)',
    },
  },
  {
    // en-062 (lamotrigine, 8 weeks) "do i need vitamin D and iodine too or is the folic acid enough by itself"
    // — the lamotrigine text again and D and iodine declined.
    id: 'pregnancy-vitamin-d-iodine-beside-folic',
    when: [
      /维生素d|维d|碘|\bvitamin d\b|\bvit d\b|\biodine\b/,
      /叶酸|\bfolic\b|\bfolate\b|\benough\b|\btoo\b|够不够|也要|还要|还需要/,
    ],
    unless: [
      /鱼油|孕妇维生素|孕期维生素|孕妇复合|爱乐维|\bfish oil\b|\bprenatals?\b|\belevit\b|\bpregnacare\b/,
      /\biron\b|铁|\bcalcium\b|钙|\bdha\b|\bomega\b/,
    ],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**叶酸单吃不够：孕期还建议补维生素D和碘。** 维生素D：每天10微克（400国际单位），整个孕期和哺乳期都吃。碘：中国大多数人吃加碘盐，孕期每天需要约230微克，除了用加碘盐做饭，每周吃一两次海带、紫菜或海鱼；不吃碘盐的，选一种含150微克碘的孕期复合维生素。最省事的是一片孕妇复合维生素（含维生素D和碘），再单独吃医生开的叶酸——吃抗癫痫药的是5毫克，孕妇复合维生素里那0.4毫克不能代替它。不要再额外吃含大量维生素A（视黄醇）的补充剂或鱼肝油。',
      en: '**Folic acid alone is not quite enough — in pregnancy you should also have vitamin D and iodine.** Vitamin D: 10 µg (400 IU) a day through pregnancy and breastfeeding (NHS advice for everyone). Iodine: you need about 220 µg a day in pregnancy, and US guidance is a supplement with 150 µg of iodine (as potassium iodide) — many prenatals have it, so check the label. The easiest way is one prenatal multivitamin containing both, plus your folic acid at the dose you were told — on an antiseizure medicine that is 5 mg on prescription, which the prenatal’s 400 µg does not replace. Avoid any extra vitamin A (retinol) supplement or fish-liver oil. Dairy, eggs and fish help with iodine too.',
    },
    source: {
      ref: 'NHS, Vitamins, supplements and nutrition in pregnancy (vitamin D 10 µg a day; folic acid; avoid vitamin A supplements); ACOG Committee Opinion / American Thyroid Association 2017 guideline (150 µg iodine supplement in pregnancy); NIH ODS Iodine Fact Sheet (RDA 220 µg in pregnancy); NICE NG217 (2022) folic acid 5 mg on antiseizure medicines; 中国居民膳食营养素参考摄入量（2023版）孕期碘RNI 230 µg',
    },
  },
  {
    // en-031 after "When should I start folic acid and how much?" — "and do I keep taking it once I actually get a
    // BFP?" declined.
    id: 'folic-acid-after-positive-test',
    when: [
      /\bbfp\b|\bpositive (test|pregnancy test)\b|\bonce (i'?m|i am|i get|i actually get|i find out)\b|\bwhen i('?m| am| get) pregnant\b|\bafter (i get|i find out|getting) pregnant\b|怀上|验孕|两道杠|阳性|怀孕了|怀孕以后|怀孕后/,
      /叶酸|继续|还要|接着|停|\bfolic\b|\bfolate\b|\bkeep\b|\bcontinue\b|\bstop\b|\bstill\b|\bit\b/,
    ],
    for: { said: /叶酸|\bfolic\b|\bfolate\b/ },
    unless: [
      /没吃|没有吃|一直没|还有用|来得及|晚了|\btoo late\b|\bhaven'?t (been )?tak\w*|\bdidn'?t take\b|\bnever took\b|\bnot (been )?taking\b|\bforgot\b|\bstill (help|worth)\b/,
      /复合维生素|多维|孕妇专用|\bprenatals?\b|\bmulti\w*\b|\bone a day\b/,
    ],
    notFor: [
      {
        medicines: ['methotrexate', 'antiepileptic', 'valproate'],
        said: /丙戊酸|癫痫|\bvalpro\w*|\bdepakot\w*|\bepilep\w*/,
      },
    ],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**要继续吃叶酸：验出怀孕后照常每天吃，至少吃到孕12周（3个月）。** 神经管是在怀孕头4周内形成的，往往还没发现怀孕就已经在发育，所以孕前就开始、孕早期不停。12周后可以停，也可以换成孕妇复合维生素继续吃（中国指南建议整个孕期每天0.4毫克）。剂量和之前一样——一般是每天0.4毫克；吃抗癫痫药、以前怀过神经管缺陷宝宝、或有糖尿病等情况的，医生会开更高的剂量。发现怀孕后记得约产检。',
      en: '**Yes — keep taking the folic acid every day after a positive test, until at least 12 weeks of pregnancy.** The neural tube forms in the first four weeks, often before you know you are pregnant, which is why it starts before conception and carries on through the first trimester. After 12 weeks you can stop, or carry on with a prenatal vitamin that contains it (US guidance is 400 µg a day throughout pregnancy). The dose stays the same — 400 µg a day for most women; if you take an antiseizure medicine, have had a pregnancy with a neural tube defect, or have diabetes, your doctor prescribes a higher dose. Once you get your positive, book your first prenatal appointment.',
    },
    source: {
      ref: 'NHS, Folic acid in pregnancy (400 µg a day before conception until 12 weeks); US Preventive Services Task Force, Folic acid supplementation to prevent neural tube defects (2023); CDC Folic acid recommendations; 《围受孕期增补叶酸预防神经管缺陷指南（2017）》',
    },
  },
  {
    // en-026 (trying for a baby) "is a normal multivitamin enough or do i need a proper prenatal like Pregnacare or
    // Elevit?" — declined.
    id: 'preconception-multivitamin-or-prenatal',
    when: [
      /复合维生素|多维|善存|\bmulti ?vitamins?\b|\bmultis?\b|\bcentrum\b|\bone a day\b|\bregular (vitamin|one)\b|\bnormal (vitamin|one)\b/,
      /孕妇|孕前|备孕|爱乐维|玛特纳|\bprenatals?\b|\bpregnacare\b|\belevit\b|\bconception\b|\bpre-?conception\b|\bttc\b/,
    ],
    unless: [/\biron\b|铁|\bcalcium\b|钙|\bdha\b/],
    notFor: [
      PREGNANT,
      {
        lifeStages: ['lactating'],
        said: /哺乳|喂奶|母乳|产后|\bbreast ?fe\w*|\bnursing\b|\bpostpartum\b|\bbaby is\b/,
      },
      { said: /\b(i'?m|i am) (a )?(man|male|guy)\b|\bmy (wife|girlfriend|partner)\b|我是男/ },
      { medicines: ['antiepileptic', 'valproate', 'methotrexate', 'retinoid', 'isotretinoin'] },
    ],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**备孕不一定要买贵的孕妇专用款：一种普通复合维生素只要有0.4毫克（400微克）叶酸、维生素D，而且维生素A不是大剂量视黄醇，就够用。** 看标签：叶酸400微克；维生素D约10微克（400国际单位）；碘约150微克（平时吃加碘盐也可以）；维生素A最好以β-胡萝卜素为主，视黄醇每天不超过约800微克（不要吃鱼肝油）。爱乐维、玛特纳这类孕期款正好符合这些，方便但不是必须。单独吃0.4毫克叶酸加每天晒太阳/补维生素D也行。至少在怀孕前一个月开始，吃到孕12周。',
      en: '**A normal multivitamin can be enough before pregnancy — what matters is what is in it: 400 µg of folic acid, vitamin D, and no high-dose vitamin A.** Check the label for: folic acid 400 µg; vitamin D 10 µg (400 IU); iodine about 150 µg; and vitamin A mostly as beta-carotene, with no more than about 800 µg (2,600 IU) as retinol — skip fish-liver oil. Pregnacare Conception or Elevit are made to that recipe, so they are convenient rather than essential; a plain folic acid 400 µg tablet plus vitamin D does the key job too. Start at least a month before you conceive and carry on until 12 weeks.',
    },
    source: {
      ref: 'NHS, Trying to get pregnant and Vitamins in pregnancy (folic acid 400 µg, vitamin D 10 µg, avoid vitamin A/retinol supplements and liver oils); USPSTF 2023 folic acid; American Thyroid Association 2017 (150 µg iodine before and in pregnancy); NIH ODS Vitamin A Fact Sheet (retinol RDA 770 µg in pregnancy, UL 3,000 µg)',
    },
  },
  {
    // en-030 "my group chat swears eating pineapple core after ovulation helps implantation 🍍" — declined.
    id: 'pineapple-core-implantation-myth',
    when: [
      /菠萝|凤梨|\bpineapples?\b|\bbromelain\b/,
      /着床|怀孕|受孕|备孕|排卵|流产|\bimplant\w*\b|\bovulat\w*\b|\bconceiv\w*\b|\bfertil\w*\b|\bttc\b|\bivf\b|\btransfer\b|\bmiscarr\w*\b|\b2ww\b|\btwo week wait\b/,
    ],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**是流传很广的说法，但没有证据：吃菠萝芯不会帮助着床，也不会提高怀孕机会。** 说法来自菠萝芯里的菠萝蛋白酶，但吃进去的量很少、大部分在胃里就被分解了，没有研究显示它对子宫内膜或着床有作用。反过来，“吃菠萝会流产”也不是真的——正常吃菠萝是安全的。喜欢就当水果吃，不用特意吃芯；不建议吃菠萝蛋白酶补充剂。真正有证据的：每天0.4毫克叶酸、不抽烟少喝酒、体重在健康范围。',
      en: '**It is a myth — there is no evidence that eating pineapple core helps implantation or raises your chance of pregnancy.** The idea comes from bromelain, an enzyme in the core, but you get very little of it from food, much of it is broken down in digestion, and no study shows an effect on the womb lining or implantation. The opposite story — that pineapple causes miscarriage — is not true either: pineapple as food is safe. Enjoy it as fruit if you like it, but there is no need to eat the core, and bromelain supplements are not advised while trying. What does help: folic acid 400 µg a day, not smoking, little or no alcohol and a healthy weight.',
    },
    source: {
      ref: 'HFEA (UK), Is there anything I can do to improve my chances? — no evidence for pineapple; NHS, Trying to get pregnant; American Society for Reproductive Medicine, Optimizing natural fertility: a committee opinion (2022)',
    },
  },
  {
    // en-011 (24 weeks, gaining above the range) "Is it ok to go low carb while pregnant to slow the weight gain
    // down? Thinking of doing something keto-ish" — declined.
    id: 'pregnancy-keto-low-carb',
    when: [
      // "urine ketones were +" is a test result, not a diet (blind answer round 54, en-006, development data)
      /生酮|低碳|断碳|不吃碳水|少吃碳水|\bketo(?!n)\w*\b|\blow[- ]?carbs?\b|\bno[- ]?carbs?\b|\bcarnivore\b|\batkins\b|\bcut(ting)? (out )?carbs\b/,
    ],
    for: PREGNANT,
    notFor: [{ medicines: ['antiepileptic'], said: /\bepilep\w*|癫痫/ }],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期不建议生酮或很低碳水的饮食：宝宝需要葡萄糖，孕期每天至少要吃约175克碳水（中国营养学会孕中晚期建议更多），长期酮症对胎儿发育的影响还不清楚。** 孕期也不以减重为目标。想让体重长得慢一点，可以：先去掉含糖饮料、奶茶、果汁、甜点和油炸零食；主食定量，一半换成粗粮杂豆；每餐有一份蛋白质（蛋、鱼、瘦肉、豆腐、奶）和一大份蔬菜；每天快走或孕妇操30分钟。下次产检请医生或营养师看看你的增重，他们会按你的情况定目标；如果查出妊娠糖尿病，碳水怎么吃由医生和营养师来定。',
      en: '**Keto or a very low-carb diet is not advised in pregnancy: your baby runs on glucose, pregnancy needs at least about 175 g of carbohydrate a day, and the effects of ketosis on the baby’s development are not known.** Pregnancy is not a time to lose weight either. To slow the gain safely: drop the sugary drinks, juice, sweets, pastries and fried snacks first; keep starchy foods to a measured portion and make them wholegrain (brown rice, oats, wholemeal bread, beans); have protein (eggs, fish, lean meat, beans, dairy) and a big portion of vegetables at every meal; and walk or swim about 30 minutes most days. Ask your midwife or obstetrician to review your weight gain at your next visit — they set your target; if you are diagnosed with gestational diabetes, your team will tell you how much carbohydrate to eat.',
    },
    source: {
      ref: 'Institute of Medicine, Dietary Reference Intakes (carbohydrate RDA 175 g/day in pregnancy); ACOG Committee Opinion 548 / Practice Bulletin 230 Obesity in pregnancy (2021; weight loss not recommended, healthy diet and activity); NICE PH27 Weight management before, during and after pregnancy (2010); 中国居民膳食指南（2022）孕期妇女膳食指南',
    },
  },
  {
    // en-089 "Just got diagnosed with GD at 26 weeks, diet controlled. What should breakfast look like? Cereal spikes
    // me every time" — declined; zh-088 GDM, fasting 5.3 and 8.9 two hours after a congee-and-mantou breakfast,
    // got supplement timing (the zhb batch's gdm-breakfast-congee-mantou, merged into this row: the readings
    // said are judged and the breakfast named, gdmBreakfastText).
    id: 'gestational-diabetes-breakfast',
    when: [
      eitherOf(
        // A breakfast food or breakfast named, and a high or the morning (not "sugar-free" biscuits, not
        // after the birth: gdm-sugar-free-biscuits and gdm-after-birth-and-confinement-food).
        { all: [GDM_BREAKFAST_FOOD, GDM_BREAKFAST_HIGH], none: [GDM_BREAKFAST_NOT] },
        // Breakfast, what to eat, and glucose or diabetes.
        { all: [BREAKFAST, WHAT_TO_EAT, GLUCOSE_OR_GD] },
      ),
      // Implied by either branch: the weight of the en row's three patterns (select.ts).
      anyOf(GDM_BREAKFAST_FOOD, BREAKFAST),
      anyOf(GDM_BREAKFAST_HIGH, WHAT_TO_EAT),
    ],
    // How many grams of carbohydrate (at breakfast or a meal): rows-round24-enb.ts gd-carbs-per-meal.
    unless: [
      /(碳水|\bcarbs?\b|\bcarbohydrates?\b)[\s\S]*(多少|几克|\bhow (much|many)\b|\bgrams?\b)|(多少|几克|\bhow (much|many)\b|\bgrams?\b)[\s\S]*(碳水|\bcarbs?\b|\bcarbohydrates?\b)/,
    ],
    for: GDM,
    cutsCarbohydrate: true,
    beforeLabs: true,
    intent: 'pregnancy_lactation',
    compose: gdmBreakfastText,
    text: {
      zh: '**妊娠糖尿病早餐最容易超标：早上身体对血糖最敏感，所以早餐要“蛋白质为主、少量慢碳水”，碳水比午餐晚餐少（约15–30克），不喝粥、不吃甜麦片、不喝果汁；粥、馒头、包子、面条、麦片这类以精白主食为主的早餐几乎全是快碳水，常常就是餐后高的原因。** 目标是空腹低于5.3、餐后1小时低于7.8、餐后2小时低于6.7。粥煮得越久越烂、升糖越快，馒头、白面包、即食麦片也升得快。参考：两个鸡蛋＋一片全麦面包＋一杯无糖牛奶或无糖豆浆；无糖酸奶＋一小把坚果＋几颗莓果；蔬菜鸡蛋饼或西红柿炒鸡蛋＋半个杂粮馒头（或一小块玉米、红薯，或小半碗燕麦粒煮的燕麦）。先吃菜和蛋白质、后吃主食；水果留到上午10点左右的加餐，不放在早餐。吃完走10–20分钟。按医生要求测餐后1小时或2小时血糖，记下来；换完一周仍然超标，要告诉产科或内分泌医生——饮食做到位还不达标时，打胰岛素是安全的。',
      en: '**A gestational-diabetes breakfast is built on protein with a small portion of slow carbohydrate: blood sugar is hardest to control in the morning, so breakfast carbs are usually kept lower than at other meals (about 15–30 g) — no cereal, no juice, and fruit moved to a mid-morning snack. A breakfast of mostly refined starch — cereal, toast, congee, buns — is almost all fast carbohydrate and often the reason for a high after-meal reading.** Targets: fasting under 5.3, 1 hour after meals under 7.8, 2 hours under 6.7 mmol/L (95, 140 and 120 mg/dL). Boxed cereals, white bread and long-cooked congee raise glucose fastest. Ideas: two eggs (scrambled, boiled or an omelette with vegetables) with one slice of wholegrain or seeded toast; plain Greek yoghurt with a few berries and a handful of nuts; cottage cheese or peanut butter on one slice of whole-grain toast; a small bowl of steel-cut or rolled oats (not instant) made with milk plus an egg or nuts, if oats do not spike you; a glass of unsweetened milk or soy milk alongside. Eat the protein and vegetables first, and walk 10–20 minutes after eating. Check your sugar 1 or 2 hours after as your team asked; if it is still above target after a week of this, tell your obstetric or diabetes team — insulin when diet is not enough is safe.',
    },
    source: {
      ref: 'ADA Standards of Care in Diabetes—2025, §15 Management of diabetes in pregnancy (medical nutrition therapy; minimum 175 g carbohydrate/day; targets fasting < 5.3, 1 h < 7.8, 2 h < 6.7 mmol/L); 中华医学会妇产科学分会 妊娠期高血糖诊治指南（2022）（空腹低于5.3、餐后1小时低于7.8、餐后2小时低于6.7 mmol/L；少量多餐、早餐碳水减量）; NICE NG3 Diabetes in pregnancy (2015, updated 2020), 1.2; Diabetes UK, Gestational diabetes: what to eat; ACOG Practice Bulletin 190 Gestational diabetes mellitus (2018); 中国居民膳食指南（2022）孕期妇女膳食指南',
    },
  },
  {
    // en-020 (spironolactone and lisinopril) "Can I have a couple of beers at the weekend with these blood pressure
    // tablets?" — the weekend weight-loss text.
    id: 'bp-tablets-couple-of-drinks',
    unless: [
      /对乙酰氨基酚|扑热息痛|泰诺|\bacetaminophen\b|\bparacetamol\b|\btylenol\b|\bpercocet\b|\bnorco\b/,
    ],
    when: [
      /喝酒|饮酒|啤酒|红酒|白酒|\bbeers?\b|\bwine\b|\balcohol\b|\bdrinks\b|\bpints?\b|\bwhisk(e)?y\b|\bbooze\b|\blager\b/,
      /降压药|血压药|螺内酯|普利|沙坦|\bblood pressure (tablets?|pills?|meds?|medicines?|medications?)\b|\bbp (tablets?|pills?|meds?)\b|\bthese (tablets|pills|meds)\b|\bspironolactone\b|\blisinopril\b|\bramipril\b|\blosartan\b|\b\w+pril\b|\b\w+sartan\b/,
    ],
    for: POTASSIUM_HOLDING,
    notFor: [
      KIDNEY_OR_HEART,
      {
        medicines: [
          'lithium',
          'maoi',
          'anticoagulant',
          'insulin',
          'sulfonylurea',
          'metformin',
          'antiepileptic',
        ],
      },
      { conditions: ['gout', 'diabetes'] },
      PREGNANT,
      MINOR,
    ],
    wholeMessage: true,
    intent: 'medicine_question',
    compose: bpDrinks,
    text: {
      zh: `**可以，一两杯（瓶）啤酒和这些降压药一般没问题。** ${BP_DRINK_ZH}`,
      en: `**Yes — a couple of beers is generally fine with these tablets.** ${BP_DRINK_EN}`,
    },
    source: {
      ref: 'Aldactone (spironolactone) and Zestril (lisinopril) US prescribing information (alcohol may potentiate orthostatic hypotension); UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016); Dietary Guidelines for Americans 2020–2025 (alcohol); NICE NG136 Hypertension in adults (2019, updated 2023), lifestyle: alcohol',
    },
  },
  {
    // en-022 after the banana question on spironolactone + lisinopril: "what about orange juice and potatoes then? I
    // have a big glass of OJ every morning" — the apple-juice and kidney text.
    id: 'spironolactone-ace-potassium-foods-named',
    when: [K_FOOD_NAMED],
    unless: [
      /钾低|低钾|苹果|梨|浸泡|\bleach\w*\b|\blow[- ]potassium\b|\bapples?\b|\bpears?\b/,
      /苹果汁|\bapple juice\b/,
    ],
    for: {
      all: [
        POTASSIUM_HOLDING,
        {
          said: /钾|\bpotassium\b|\bk\b|香蕉|橙汁|土豆|\bbananas?\b|\bo\.?j\b|\borange juice\b|\bpotato\w*\b/,
        },
      ],
    },
    notFor: [
      KIDNEY_OR_HEART,
      // A low potassium on record: the text speaks of a normal one (twenty-seventh clinician review, en S3:
      // a woman on lisinopril and insulin with a potassium of 3.4 was told to cut her orange juice).
      { lowPotassium: true },
      { said: /血钾(高|偏高|升高)|\b(high|raised) potassium\b|\bpotassium (is|was) (high|raised)\b/ },
      // A potassium result typed ("K was 3.3"), or abiraterone, which itself lowers potassium: the text
      // speaks of a normal potassium held up by spironolactone and an ACE inhibitor; the lab reader and the
      // oncology rule (abiraterone with a thiazide, review11-oncology.test.ts) answer.
      { said: /(钾|\bk\b|\bpotassium\b)[^,.?，。？]{0,20}\b[2-7]\.\d\b/ },
      { medicines: ['abiraterone'], said: /阿比特龙|泽珂|\babiraterone\b|\bzytiga\b|\byonsa\b/ },
    ],
    wholeMessage: true,
    intent: 'food_sources',
    compose: potassiumFoods,
    text: {
      zh: '**肾功能正常、血钾也正常时，常见的高钾食物不用戒，但别叠在一起、别吃特别大的量；不要用低钠盐、不要吃钾补充剂，按时查血钾。**',
      en: '**With normal kidneys and a normal potassium, everyday high-potassium foods do not need to go — keep portions ordinary, do not stack them, never use a potassium salt substitute or supplements, and keep up your potassium blood tests.**',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information §5.1 (hyperkalaemia; avoid potassium supplements and salt substitutes, especially with ACE inhibitors); USDA FoodData Central (orange juice, baked and boiled potato, banana, tomato, avocado); NICE NG136 Hypertension (2019, updated 2023)',
    },
  },
  {
    // en-070 (folate and B12 low, on omeprazole) "Can I take the B12 at the same time as my omeprazole in the
    // morning?" — the metformin B12 text.
    id: 'b12-tablet-with-ppi-timing',
    when: [
      /\bb ?12\b|维生素b12|维b12|甲钴胺|\bcobalamin\b|\bmethylcobalamin\b|\bcyanocobalamin\b/,
      /奥美拉唑|拉唑|\bomeprazole\b|\bprilosec\b|\blosec\b|\b\w+prazole\b|\bppi\b|\bnexium\b|\bantacid\b/,
      /同时|一起|隔开|分开|\bsame time\b|\btogether\b|\bwith (my|the)\b|\bapart\b|\bseparate\w*\b|\bwhen\b/,
    ],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**可以同时吃，不用隔开。** 奥美拉唑减少胃酸，影响的是食物里和蛋白质结合的B12；补充剂里的B12本来就是游离的，不需要胃酸释放，大剂量（如每天1000微克）时一部分不靠内因子、直接被吸收，所以和奥美拉唑一起吃照样有效。每天固定一个时间吃最重要。B12偏低的，按医生定的剂量和疗程吃，过两三个月复查；如果手脚麻木刺痛、走路不稳或记忆变差，尽早看医生，可能需要打针。',
      en: '**Yes, you can take them together — no need to space them apart.** Omeprazole cuts stomach acid, which mainly affects the B12 bound to protein in food; the B12 in tablets is already free and needs no acid to release it, and at high doses (such as 1,000 µg a day) part of it is absorbed without intrinsic factor, so it works alongside omeprazole. Taking it at the same time every day is what matters. If your B12 is low, take the dose and course your doctor sets and have it rechecked in 2–3 months; numbness or tingling, unsteadiness or memory problems need a doctor soon, as injections may be needed.',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet (proton pump inhibitors reduce absorption of food-bound, not supplemental, B12; passive absorption of about 1% of high oral doses); NICE NG239 Vitamin B12 deficiency in over 16s (2024), oral cyanocobalamin 1,000 µg a day when absorption may be impaired; Prilosec (omeprazole) US prescribing information §5 (cyanocobalamin deficiency with long-term use)',
    },
  },
  {
    // en-071 after "what foods are high in folate?" — "and for B12, are eggs and milk enough?" (a low B12 on
    // metformin and omeprazole): the metformin text, never the answer.
    id: 'b12-low-eggs-and-milk-enough',
    when: [
      /\bb ?12\b|维生素b12|维b12/,
      /鸡蛋|牛奶|奶|吃|食物|食补|\beggs?\b|\bmilk\b|\bdairy\b|\bfoods?\b|\bdiet\b|\beat\w*\b/,
      /够|够不够|行不行|补得回来|\benough\b|\bdo the job\b|\bfix\b|\bcorrect\b|\binstead\b|\bjust\b/,
    ],
    // Whether a multivitamin is enough for a deficiency is another class, with its own answer (what a
    // multivitamin holds against a treatment dose): rows-round24-zha.ts multivitamin-not-enough-for-deficiency.
    unless: [/善存|复合维生素|多维|金施尔康|21金维他|\bcentrum\b|\bmulti ?vitamins?\b|\bmultis?\b/],
    for: LOW_B12,
    notFor: [{ plantBased: true }],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**不够：B12已经偏低时，靠鸡蛋和牛奶补不回来，尤其在吃二甲双胍或奥美拉唑这类药时，它们会减少食物里B12的吸收。** 一个鸡蛋约0.5微克，一杯牛奶约1微克，而纠正缺乏一般需要医生开的大剂量片剂（常用每天1000微克）或打针。鸡蛋、牛奶、鱼、肉、动物肝脏照常吃，对补上之后维持有帮助。请按医生定的剂量和疗程吃B12，2–3个月后复查；手脚麻木刺痛、走路不稳要尽快看医生。',
      en: '**No — once your B12 is low, eggs and milk will not bring it back up, especially on medicines such as metformin or omeprazole, which cut how much B12 you absorb from food.** An egg has about 0.5 µg and a glass of milk about 1 µg, while correcting a deficiency usually takes a high-dose tablet your doctor sets (commonly 1,000 µg a day) or injections. Keep eating eggs, dairy, fish and meat — they help keep your level up once it is treated. Take the B12 course your doctor sets and have it rechecked in 2–3 months; numbness, tingling or unsteadiness needs a doctor soon.',
    },
    source: {
      ref: 'NICE NG239 Vitamin B12 deficiency in over 16s (2024), dietary advice alongside treatment; NIH ODS Vitamin B12 Fact Sheet (egg 0.5 µg, milk 1.2 µg per cup; metformin and PPIs reduce absorption); USDA FoodData Central',
    },
  },
  {
    // en-072 after "Do I need B12 injections or will tablets work since I'm on omeprazole?" — "what dose of tablets
    // then, 1000 mcg? every day?" declined.
    id: 'b12-tablet-dose-daily',
    when: [
      /1000|1,000|1 ?mg|多少|剂量|每天|天天|\bdose\b|\bhow much\b|\bevery day\b|\bdaily\b|\bhow often\b|\bmcg\b|\bµg\b/,
      /\b1,?000\b|1 ?mg|片|\btablets?\b|\bpills?\b|\bdose\b|\bevery day\b|\bdaily\b/,
    ],
    unless: [/叶酸|\bfolic\b|\bfolate\b|\bvitamin d\b|维生素d|\biron\b|铁|\bcalcium\b|钙/],
    for: { all: [LOW_B12, { said: /\bb ?12\b|维生素b12|维b12/ }] },
    beforeLabs: true,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**是的，常用的是每天1000微克（1毫克）的B12片，每天吃。** 吃奥美拉唑或二甲双胍的人吸收差，这个大剂量里有一部分不靠胃酸和内因子也能吸收，所以片剂一般有效。请让医生确认剂量：通常吃到复查（约2–3个月）B12恢复，之后还在吃这类药的人很多，需要长期每天吃维持量。B12多余的会从尿里排出，这个剂量是安全的。手脚麻木刺痛、走路不稳或记忆变差时，医生一般先打针。',
      en: '**Yes — the usual tablet dose is 1,000 µg (1 mg) of B12, taken every day.** On omeprazole or metformin you absorb B12 poorly, and at this high dose part of it is absorbed without needing stomach acid or intrinsic factor, so tablets usually work. Let your doctor confirm it: it is typically taken until a recheck in about 2–3 months shows your level has recovered, and while you stay on such medicines many people then carry on with a daily dose long term. Any excess is passed in the urine, so this dose is safe. Numbness or tingling, unsteadiness or memory problems usually mean injections first.',
    },
    source: {
      ref: 'NICE NG239 Vitamin B12 deficiency in over 16s (2024): oral cyanocobalamin 1,000 µg a day where absorption may be impaired; injections with neurological symptoms; NIH ODS Vitamin B12 Fact Sheet (no UL; PPIs and metformin)',
    },
  },
  {
    // en-076 (after bariatric surgery) "Which bariatric multi should I get, Bariatric Advantage or Celebrate? Or is
    // regular Centrum enough?" — declined, with an irrelevant interaction list.
    id: 'bariatric-multivitamin-which',
    when: [
      /复合维生素|多维|善存|\bmulti ?vitamins?\b|\bmultis?\b|\bcentrum\b|\bbariatric advantage\b|\bcelebrate\b|\bbariatric (vitamins?|multi\w*)\b|\bvitamins?\b/,
    ],
    unless: [
      /一起吃|一把|同时|分开|隔开|\btogether\b|\bsame time\b|\bapart\b|\bspace\b/,
      /\bbiotin\b|生物素|\bhair\b|头发|脱发/,
      // One vitamin named, no multivitamin ("do I need to take vitamin B1?", "要不要补B12"): the plan's
      // finding gives the team's lifelong dose (clinician-review.test.ts, ASMBS 2019), not this text.
      /^(?![\s\S]*(复合维生素|多维|善存|\bmulti|\bcentrum\b|\bcelebrate\b|\bbariatric advantage\b))[\s\S]*(维生素 ?[a-k]|维[a-k]|\bvit(amin)? ?[a-k]\d*\b|\bb ?1\b|\bb ?12\b|\bthiamin\w*|\bcobalamin\b|叶酸|\bfolic\b|\bfolate\b)/,
    ],
    for: BARIATRIC,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**减重手术后一片普通复合维生素（如善存）不够：要么选减重手术专用的复合维生素，要么每天吃两片完整的成人复合维生素（含铁、叶酸、维生素B1），咀嚼或溶解型先用。** 专用款（如Bariatric Advantage、Celebrate）是按手术后需要配的，选哪个牌子都行，看标签是否满足你手术团队的要求即可。另外还需要：钙每天1200–1500毫克（分几次吃，胃旁路术后首选枸橼酸钙——你吃奥美拉唑时它比碳酸钙吸收好），和铁剂、复合维生素隔开2小时；维生素D按血检结果由团队定剂量；B12按团队要求。每年至少查一次血。',
      en: '**After bariatric surgery one regular Centrum is not enough: take either a bariatric-specific multivitamin or two complete adult multivitamins a day (each with iron, folic acid and thiamine), chewable or liquid at first.** Bariatric Advantage and Celebrate are both made to the bariatric guidelines, so either is fine — pick the one your team recommends or you find easiest to take every day. You also need: calcium 1,200–1,500 mg a day in split doses, ideally as calcium citrate (better absorbed than carbonate, especially on omeprazole), kept 2 hours apart from iron and the multivitamin; vitamin D at the dose your team sets from your blood level; and B12 as your team advises. Have your vitamin and mineral bloods checked at least yearly.',
    },
    source: {
      ref: 'ASMBS Integrated Health Nutritional Guidelines for the Surgical Weight Loss Patient — 2016 Update: Micronutrients (Parrott J et al., SOARD 2017;13:727–741: bariatric multivitamin or two adult multivitamins with minerals daily; calcium citrate 1,200–1,500 mg in divided doses; vitamin D 3,000 IU); BOMSS Guidelines on peri-operative and postoperative biochemical monitoring and micronutrient replacement (2020)',
    },
  },
  {
    // en-077 (after bariatric surgery) "When can I drink with meals again? They told me to wait 30 min but it's really
    // hard" — declined.
    id: 'bariatric-drinking-with-meals',
    when: [
      /喝水|喝汤|喝饮料|\bdrink\w*\b|\bfluids?\b|\bwater\b|\bliquids?\b/,
      /饭|吃|餐|\bmeals?\b|\beating\b|\bfood\b|\b30 ?min\w*\b|\bhalf an hour\b/,
    ],
    unless: [/酒|\balcohol\b|\bbeer\b|\bwine\b|\bprotein (shake|drink)s?\b/],
    for: BARIATRIC,
    intent: 'food_sources',
    text: {
      zh: '**一般建议长期保持：吃饭时不喝，饭前30分钟、饭后30分钟内也不喝。** 原因：小胃装了水就装不下蛋白质和蔬菜，容易吃得不够又很快饿；水把食物冲下去，会吃得更多、体重反弹；胃旁路的人还容易引起倾倒综合征。帮你做到的办法：饭前30分钟先把水喝够；吃饭时细嚼慢咽，选湿润的做法（炖、蒸、带酱汁），就不那么需要喝水；饭后定个30分钟的闹钟；两餐之间随身带水杯小口喝，一天喝够1.5–2升。实在做不到、或喝水后呕吐、吞咽卡住，告诉你的手术团队。',
      en: '**For most people the 30-minute rule is for good: no drinking with meals, and none for about 30 minutes before and after.** Liquid fills your small stomach so there is no room for the protein and vegetables you need, it washes food through so you get hungry sooner and can eat more over time, and after a bypass it can bring on dumping. What makes it easier: drink a good amount up to 30 minutes before you eat; choose moist foods (stews, foods with a sauce, fish, eggs) and chew well so you do not need a drink to swallow; set a 30-minute timer after meals; and keep a bottle with you to sip between meals, aiming for about 1.5–2 litres (48–64 oz) a day. If you cannot manage it, or you vomit or food sticks, tell your bariatric team.',
    },
    source: {
      ref: 'ASMBS / AACE / TOS / ASA Clinical Practice Guidelines for the perioperative nutrition, metabolic and nonsurgical support of patients undergoing bariatric procedures — 2019 update (Mechanick JI et al., SOARD 2020;16:175–247: separate liquids from solids by about 30 minutes; ≥1.5 L fluid a day); BOMSS Post-bariatric surgery nutritional guidance (2020)',
    },
  },
  {
    // en-078 "my hair is falling out in clumps 8 months post op, which vitamin am I missing?" — "outside what I can
    // answer"; en-080 after it "would biotin gummies help?" — only the interaction check.
    id: 'bariatric-hair-loss',
    when: [
      /掉头发|脱发|头发.{0,6}(掉|少|稀)|\bhair\b.{0,30}\b(falling|loss|losing|thinning|shedding|coming out)\b|\bhair ?loss\b|\bbiotin\b|生物素/,
    ],
    for: BARIATRIC,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: biotinAfterSurgery,
    text: {
      zh: '**减重手术后3–6个月开始大把掉头发很常见，多半是手术和体重快速下降带来的“休止期脱发”，通常一年内自己长回来；但掉了超过半年还没停、或者更晚才开始掉，要查一查是不是缺了什么。** 最常见的是：蛋白质吃不够（每天至少60克，多数人需要60–80克）、缺铁（查铁蛋白）和缺锌，有时是叶酸、B12或维生素D。请你的手术团队或医生查这些指标，按结果补，不要自己大量吃锌（会造成缺铜）。生物素（生物素软糖）只对真正缺乏的人有帮助，而缺乏很少见；大剂量还会干扰甲状腺等化验结果，吃的话抽血前告诉医生、停两三天。每天坚持吃专用复合维生素和足够蛋白质最重要。',
      en: '**Hair shedding 3–6 months after bariatric surgery is very common — usually telogen effluvium from the surgery and fast weight loss, which grows back within about a year — but shedding that goes on past about six months, or starts later, means checking for a shortfall.** The usual culprits are too little protein (at least 60 g a day, most people need 60–80 g), low iron (check ferritin) and low zinc, and sometimes folate, B12 or vitamin D. Ask your bariatric team or doctor to test these and replace what is low — do not take high-dose zinc on your own, as it can cause copper deficiency. Biotin gummies help only people who are truly deficient, which is rare, and high doses distort thyroid and other blood tests (tell the lab, and stop it 2–3 days before a test). Taking your bariatric multivitamin every day and hitting your protein target matter most.',
    },
    source: {
      ref: 'ASMBS Integrated Health Nutritional Guidelines — 2016 Update: Micronutrients (zinc, iron, copper; hair loss); Mechanick JI et al. 2019 ASMBS/AACE/TOS/ASA perioperative guidelines (protein ≥60 g/day); Rojas P et al. Alopecia in women with severe obesity after bariatric surgery. Obes Surg 2011; US FDA Safety Communication on biotin interference with lab tests (2017, updated 2019)',
    },
  },
  {
    // en-005 (type 2 diabetes on metformin, clozapine hunger) "i wake up at 2am starving every night … what can i
    // snack on that wont wreck my sugars" — declined as medicine timing.
    id: 'diabetes-night-snack-low-carb',
    cutsCarbohydrate: true,
    when: [
      /零食|加餐|宵夜|夜宵|吃点什么|\bsnack\w*\b|\bnibble\b|\bwhat can i (eat|have)\b/,
      /半夜|夜里|睡前|晚上|饿|\bnight\b|\b(1|2|3|4) ?am\b|\bmidnight\b|\bbed(time)?\b|\bevening\b|\bstarving\b|\bhungry\b|\bhunger\b|\blate\b/,
      /血糖|糖|\bsugars?\b|\bglucose\b|\bdiabet\w*\b|\bspike\b|\bblood sugar\b|\ba1c\b/,
    ],
    unless: [/\binsulin\b|胰岛素|\blow\b|低血糖|\bhypo\w*\b/],
    for: { conditions: ['diabetes'], medicines: ['metformin', 'sglt2', 'glp1', 'dpp4'] },
    notFor: [
      INSULIN_OR_SULFONYLUREA,
      PREGNANT,
      { conditions: ['gestational_diabetes', 'kidney_disease', 'dialysis'] },
      MINOR,
    ],
    intent: 'food_sources',
    text: {
      zh: '**半夜饿醒，选“蛋白质或健康脂肪为主、碳水很少”的小份加餐，血糖基本不受影响：约100–200千卡就够。** 可选：一个水煮蛋；一小盒无糖酸奶或希腊酸奶；一片奶酪或一小杯无糖豆浆；一小把（约20克）原味坚果；黄瓜、番茄、生菜等蔬菜随意吃；一小块鸡胸肉或卤牛肉。少碰：饼干面包、麦片、水果、果汁、牛奶冲麦片、甜点和含糖饮料——这些夜里升糖最快。白天三餐要吃够蛋白质和蔬菜、晚饭别太早太少，能减少夜里饿醒。吃氯氮平等药引起的强烈饥饿，要告诉开药的医生和糖尿病医生，他们还有别的办法。',
      en: '**At 2 am, pick a small snack built on protein or healthy fat with very little carbohydrate — about 100–200 kcal — and your sugars will barely move.** Good options: a boiled egg or two; a pot of plain Greek yoghurt; a cheese string or a slice of cheese; a small handful (about 1 oz) of unsalted nuts; celery or cucumber with 2 tablespoons of hummus or peanut butter; a few slices of chicken or turkey; sugar-free jelly; a glass of water or a decaf tea first. Avoid toast, cereal, crackers, fruit, juice, milk with cereal and anything sweet — they spike fastest at night. Eating enough protein and vegetables at dinner, and not too early, makes waking hungry less likely. Strong hunger on clozapine is worth telling your psychiatrist and diabetes team about — they have other options.',
    },
    source: {
      ref: 'ADA Standards of Care in Diabetes—2025, §5 Facilitating positive health behaviors (eating patterns; reduce refined carbohydrate and added sugar); Diabetes UK, Snacks and diabetes; NICE CG178 Psychosis and schizophrenia in adults (2014), 1.1.3 (weight gain and appetite on antipsychotics; physical health monitoring); USDA FoodData Central',
    },
  },
  {
    // en-006 after "how many calories a day should i be eating to actually lose weight" — "ok and how fast should it
    // come off, like how many kg a week is realistic" got the stock "do not stop clozapine" text.
    id: 'weight-loss-rate-per-week',
    when: [
      /每周|一周|每个月|一个月|多快|多久|\b(a|per|each) week\b|\bweekly\b|\ba month\b|\bhow fast\b|\bhow quickly\b|\brealistic\b|\bkg a week\b|\blbs? a week\b/,
      /减|掉|瘦|\bcome off\b|\blos(e|ing)\b|\bdrop\b|\bkg\b|\bkilos?\b|\blbs?\b|\bpounds?\b|\bweight\b/,
    ],
    unless: [
      /消耗|多少卡|\bburn\w*\b/,

      /热量|卡路里|大卡|千卡|\bcalorie\w*|\bkcals?\b|\bcals\b/,

      /停药|减药|\bcome off (the|my|it|clozapine|olanzapine|meds|medication|tablets)\b|\btaper\b|\bwean\b/,
    ],
    // On an antipsychotic (weight gain from the medicine; "come off" read as stopping it, en-006); for others the
    // plan's weight answer gives the pace with their own figures.
    for: {
      all: [
        {
          medicines: ['antipsychotic'],
          said: /氯氮平|奥氮平|\bclozapine\b|\bclozaril\b|\bcloz\b|\bolanzapine\b|\bzyprexa\b|\bantipsychotics?\b/,
        },
        {
          said: /减肥|减重|瘦|\blose weight\b|\blos(e|ing) (the )?weight\b|\bweight loss\b|\bcalories\b.{0,40}\blose\b|\bput on\b|\bkg\b|\bweight\b/,
        },
      ],
    },
    notFor: [PREGNANT, MINOR, NO_DEFICIT, { conditions: ['bariatric_surgery'] }],
    intent: 'weight_change',
    text: {
      zh: '**现实、安全的速度是每周0.5–1公斤（一个月约2–4公斤）。** 头一两周可能掉得更快，多半是水分；之后每周0.5公斤左右也完全正常，有的周不动也正常，看一个月的趋势。吃氯氮平等药时体重通常减得更慢，能稳住不再涨已经是进步；半年减掉原来体重的5%–10%，血糖、血压就会明显改善。每周同一天早上空腹称一次。每周掉超过1公斤持续几周，或者没在减却掉得很快，告诉医生。',
      en: '**A realistic, safe pace is about 0.5–1 kg (1–2 lb) a week — roughly 2–4 kg a month.** The first week or two often drop faster, mostly water; after that 0.5 kg a week is a good result, and some weeks nothing moves — look at the monthly trend. On clozapine and similar medicines weight usually comes off more slowly, and holding steady instead of gaining is already progress; losing 5–10% of your starting weight over about six months brings real improvements in blood sugar and blood pressure. Weigh yourself once a week, same morning, before breakfast. Tell your doctor if you lose more than 1 kg a week for several weeks, or lose weight quickly without trying.',
    },
    source: {
      ref: 'NICE CG189 Obesity: identification, assessment and management (2014, updated 2023), 1.7 (aim 0.5–1 kg a week; 5–10% loss); NHS, Losing weight — getting started; CDC, Losing weight (1–2 lb a week); NICE CG178 Psychosis and schizophrenia (2014), physical health and weight',
    },
  },
];
