/**
 * Blind answer round 22's en-US questions that got a neighbouring answer, "I have no reliable rule" or an
 * unsafe answer (issue 30 §2; development data), each written as a class — subject × what is asked × who
 * asks — not for one question's words: a teenager's calorie target for an event, a teenager eating less at
 * family meals, a bedtime snack named on insulin with lows, a diet programme while breastfeeding, a double
 * portion of meat and protein, cutting a calcium pill for the milk drunk, the calories of the beers named,
 * green tea after diet pills, what to eat the morning of the glucose test, one-handed snacks for a nursing
 * mother, corn or flour tortillas, dried small fish for calcium, cola and bones, soul food with kidney
 * disease, kombucha after a transplant. Folic acid daily or skipped on the methotrexate day, dairy and whey
 * with acne, and sweet tea and soda with gout were merged into the zh batches' rows for the same class
 * (rows-round22-zhpart.ts methotrexate-folic-acid-daily and gout-cola-or-juice, rows-round22-zhbad.ts
 * acne-sugar-dairy-diet).
 * Follow-ups that name nothing of the earlier subject are matched by the earlier message through
 * `for.said` (select.ts reads the message before it as said). Where the answer depends on what the person
 * named (the beers, the dishes, the foods, the number of glasses of milk, the weeks), `compose` works it out.
 */
import { MINOR, OWN_ALCOHOL_RULES, PREGNANT, TRANSPLANT_IMMUNOSUPPRESSED } from './audiences';
import { countSaid } from '../../units/number-words';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const LACTATING_SAID = /哺乳|喂奶|母乳|\bbreast ?fe\w*|\bnursing\b|\blactat\w*|\bpumping\b/;
const NURSING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
/** A teenager: the plan's age, or said (school, prom, an age under 18). */
const TEEN: FaqAudience = {
  maxAge: 17,
  said: new RegExp(`${MINOR.said!.source}|\\bprom\\b|\\bhomecoming\\b|毕业舞会`),
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾功能|透析|肾衰|\bckd\b|\bkidney (disease|failure|function)\b|\bdialysis\b|\begfr\b/,
};
const GLUCOSE_LOWERING_SAID =
  /胰岛素|格列|\binsulin\b|\blantus\b|\bglargine\b|\blevemir\b|\btresiba\b|\btoujeo\b|\bnovorapid\b|\bhumalog\b|\bgli\w+ide\b/;
const ON_INSULIN_OR_SULFONYLUREA: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: GLUCOSE_LOWERING_SAID,
};
/** The drinkers OWN_ALCOHOL_RULES names, or said: their own rows answer alcohol. */
const OWN_ALCOHOL_RULES_OR_SAID: FaqAudience = {
  ...OWN_ALCOHOL_RULES,
  said: /乙肝|肝炎|肝硬化|脂肪肝|肝病|痛风|尿酸|糖尿病|胰岛素|胰腺炎|华法林|醋硝香豆素|锂盐|\bhepatitis\b|\bcirrhosis\b|\bfatty liver\b|\bliver\b|\bgout\b|\buric\b|\bdiabet\w*|\binsulin\b|\bpancreatit\w*|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b|\blithium\b/,
};

const n = (s: string | undefined): number | null => (s ? countSaid(s) : null);
const round = (x: number, to = 10) => Math.round(x / to) * to;

// ---- a teenager's calorie target for an event ---------------------------------------------------------
const CALORIES = /卡路里|热量|千卡|大卡|\bcalories?\b|\bcals?\b|\bkcals?\b/;
const TO_LOSE =
  /减肥|减重|瘦|减掉|掉\d|减\d|\blos(e|ing)\b|\bdrop\b|\bcut\b|\bslim\w*\b|\bweight\b|\blbs?\b|\bpounds?\b|\bkg\b|\bkilos?\b/;
function teenTarget(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const amount = /(\d+(?:\.\d+)?)\s*(lbs?|pounds?|kg|kilos?|斤|公斤)/.exec(t);
  const weeks = /(\d+)\s*(weeks?|wks?|周|个?星期)/.exec(t);
  if (!amount || !weeks) return null;
  const a = Number(amount[1]);
  const w = Number(weeks[1]);
  if (!(a > 0) || !(w > 0)) return null;
  const unit = amount[2]!;
  const perWeek = Math.round((a / w) * 10) / 10;
  if (zh) {
    const u = /斤/.test(unit) ? '斤' : /lb|pound/.test(unit) ? '磅' : '公斤';
    return `**${w}周减${a}${u}（每周约${perWeek}${u}）对还在长身体的你来说太快了，也没有一个该节食到的热量数字。** ${TEEN_CAL_ZH}`;
  }
  const u = /lb|pound/.test(unit) ? 'lb' : /斤/.test(unit) ? 'jin' : 'kg';
  return `**${a} ${u} in ${w} weeks (about ${perWeek} ${u} a week) is too fast while you are still growing, and there is no calorie number you should diet down to.** ${TEEN_CAL_EN}`;
}
const TEEN_CAL_EN =
  'Crash dieting at your age mostly takes off water and muscle, leaves you tired, dizzy and unable to concentrate, can stop your periods, and usually rebounds — often with binge eating. Teenage girls typically need about 1,800–2,400 kcal a day and boys about 2,000–3,200, depending on activity; do not eat below your needs to lose weight. What helps in a few weeks without harm: three regular meals (no skipping breakfast), water instead of soda, energy drinks and sweet coffees, half the plate vegetables and some protein at each meal, fruit or yoghurt as snacks, an hour of activity a day and enough sleep — you will feel and look better for the event without a crash diet. If your weight worries you, see your doctor together with a parent; if you find yourself skipping meals, making yourself sick or feeling out of control around food, tell an adult you trust.';
const TEEN_CAL_ZH =
  '青少年节食减肥，掉的多是水分和肌肉，容易没力气、头晕、上课注意力差、月经停掉，停下来还很容易反弹甚至暴饮暴食。14–18岁女生一天一般需要约1800–2400千卡，男生约2000–3200千卡（看活动量），不要为了减重吃得比需要的少。这几周能做、又不伤身体的：一日三餐按时吃（不要不吃早饭），用白水代替含糖饮料、奶茶和能量饮料，每餐一半是蔬菜、配一份蛋白质（蛋、奶、豆腐、鱼肉），零食选水果或酸奶，每天活动一小时、睡够觉。担心体重的话，和家长一起去看医生；如果发现自己在不吃饭、催吐，或者一想到吃就失控，要告诉信任的大人。';

// ---- a teenager eating less at family meals -----------------------------------------------------------
const FAMILY = /妈|爸|家里|家人|\b(my )?(mom|mum|mother|mama|dad|father|parents?|family|grandma|nani|dadi)\b/;
const EAT_LESS =
  /少吃|吃少|少盛|少添|吃得少|不想吃那么多|\beat(ing)? less\b|\bsmaller portions?\b|\bless food\b|\bcut (down|back)\b|\bnot (eat|finish) (it )?all\b|\bwithout (her|him|them) (getting |being )?(mad|upset|angry|offended|noticing)\b/;
/** Speaking as a child of the house: a parent who decides, gets mad, makes them eat. */
const PARENT_CONTROL =
  /\bwithout (her|him|them|my (mom|mum|mother|dad|father|parents?)) (getting |being )?(mad|upset|angry|offended|noticing)\b|\b(mom|mum|mother|parents?|dad) (makes|make|forces?|force) me\b|\b(mom|mum|parents?) (won'?t|wont|doesn'?t|don'?t) let me\b|(妈|爸|家长).{0,12}(生气|不高兴|逼我|非让我|不让我)/;
const INDIAN = /\broti\b|\bchapati\b|\bdal\b|\bdaal\b|\bsabzi\b|\bparatha\b|\bindian\b|\bdesi\b/;
function teenEatLess(said: ComposeInput, zh: boolean): string | null {
  if (zh || !INDIAN.test(said.text.toLowerCase())) return null;
  return `**You don’t need to secretly eat less — quietly cutting back at dinner easily slides into skipping meals, and while you are still growing the aim is not to eat as little as possible.** Rice and roti with dal and sabzi is a good dinner, for a teenager too. What works without upsetting anyone: take a normal portion of the starch — about 2 roti, or a cup of rice, rather than both heaped — and fill the rest of the plate with dal, sabzi, raita and salad; eat slowly and stop when you are comfortably full (“I’m full, it was really good” is honest and kind); and cut back on sugary drinks, chips and fried snacks between meals rather than on dinner. Tell your ${/\bmom\b/.test(said.text.toLowerCase()) ? 'mom' : 'mum'} why you want smaller portions — most parents are glad to help once they understand; if your weight worries you, see your doctor together. If you feel you have to hide how much you eat, or feel guilty after eating, talk to a parent or your doctor — that deserves help.`;
}

// ---- a bedtime snack named, on insulin with lows --------------------------------------------------------
const SNACK_ITEMS: readonly { re: RegExp; en: string; zh: string; carbs: number }[] = [
  {
    re: /花生酱饼干|\bpeanut[- ]butter crackers?\b|\bpb crackers?\b|\bcrackers? (with|and) peanut butter\b/,
    en: 'peanut-butter crackers (4 small sandwich crackers, about 15 g)',
    zh: '花生酱夹心饼干（4小块，约15克）',
    carbs: 15,
  },
  {
    re: /苏打饼干|饼干|\bcrackers?\b|\bsaltines?\b|\bgraham\b/,
    en: 'crackers (3–4, about 10 g)',
    zh: '饼干（3–4片，约10克）',
    carbs: 10,
  },
  {
    re: /花生酱|\bpeanut butter\b/,
    en: 'peanut butter (1–2 tablespoons, about 4 g)',
    zh: '花生酱（1–2勺，约4克）',
    carbs: 4,
  },
  {
    re: /牛奶|\bmilk\b/,
    en: 'a glass of milk (240 ml, about 12 g)',
    zh: '一杯牛奶（240毫升，约12克）',
    carbs: 12,
  },
  {
    re: /面包|吐司|\btoast\b|\bbread\b/,
    en: 'a slice of toast (about 15 g)',
    zh: '一片面包（约15克）',
    carbs: 15,
  },
  {
    re: /酸奶|\byogh?urt\b/,
    en: 'a small pot of plain yoghurt (about 8 g; fruit yoghurt about 20 g)',
    zh: '一小杯原味酸奶（约8克；果味酸奶约20克）',
    carbs: 8,
  },
  { re: /奶酪|\bcheese\b/, en: 'cheese (almost none)', zh: '奶酪（几乎没有）', carbs: 0 },
  { re: /苹果|\bapple\b/, en: 'an apple (about 25 g)', zh: '一个苹果（约25克）', carbs: 25 },
  { re: /香蕉|\bbanana\b/, en: 'a banana (about 27 g)', zh: '一根香蕉（约27克）', carbs: 27 },
];
const SNACK_FOOD =
  /花生酱|饼干|牛奶|面包|吐司|酸奶|奶酪|\bpeanut butter\b|\bcrackers?\b|\bmilk\b|\btoast\b|\byogh?urt\b|\bcheese\b/;
function bedtimeSnack(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named: (typeof SNACK_ITEMS)[number][] = [];
  let rest = t;
  for (const item of SNACK_ITEMS) {
    if (item.re.test(rest)) {
      named.push(item);
      rest = rest.replace(new RegExp(item.re.source, 'g'), ' ');
    }
  }
  if (named.length === 0) return null;
  const total = named.reduce((s, i) => s + i.carbs, 0);
  if (zh) {
    const verdict =
      total > 45
        ? `**这一份碳水约${total}克，作为睡前加餐偏多，会让睡前到夜里的血糖升得比较高，减一点（约15–30克）更合适。**`
        : total < 10
          ? `**这一份碳水只有约${total}克，不太够防夜里低血糖：加一份含碳水的东西（如一杯牛奶或两三片饼干），凑到约15–30克。**`
          : `**可以，这是合适的睡前加餐：碳水约${total}克，又有蛋白质和脂肪，血糖会慢慢、小幅地上升，不会“冲高”。**`;
    return `${verdict} 按你说的：${named.map((i) => i.zh).join('，')}。睡前测一次血糖；比果汁、糖果稳，后者升得快、掉得也快。用胰岛素的人空腹或夜里低于3.9 mmol/L，常常说明晚上或基础胰岛素偏多：这周就告诉糖尿病医生，由医生调整剂量，不要自己改；加餐只是过渡。`;
  }
  const verdict =
    total > 45
      ? `**That comes to about ${total} g of carbohydrate — more than a bedtime snack needs: it will push your glucose up through the evening, so trim it to about 15–30 g.**`
      : total < 10
        ? `**That has only about ${total} g of carbohydrate — too little to guard against a night low: add some carbohydrate (a glass of milk or 3–4 crackers) to reach about 15–30 g.**`
        : `**Yes — that is a good bedtime snack on insulin: about ${total} g of carbohydrate together with protein and fat, so it raises your glucose slowly and modestly overnight rather than spiking it.**`;
  return `${verdict} What you named: ${named.map((i) => i.en).join('; ')}. Check your glucose at bedtime; this is steadier than juice or sweets, which rise fast and fall again. On insulin, a fasting or night-time reading under 3.9 mmol/L (70 mg/dL) usually means the evening or basal dose is too much: tell your diabetes team this week and let them adjust it — do not change the dose yourself; the snack is a stopgap.`;
}

// ---- the beers named, in calories ------------------------------------------------------------------------
const BEERS: readonly { re: RegExp; name: string; kcal: number }[] = [
  { re: /\bcoors lights?\b/, name: 'Coors Light', kcal: 102 },
  { re: /\bbud lights?\b/, name: 'Bud Light', kcal: 110 },
  { re: /\bmiller lites?\b/, name: 'Miller Lite', kcal: 96 },
  { re: /\bmichelob ultras?\b/, name: 'Michelob Ultra', kcal: 95 },
  { re: /\bnatural light\b|\bnatty light\b/, name: 'Natural Light', kcal: 95 },
  { re: /\bcorona lights?\b/, name: 'Corona Light', kcal: 99 },
  { re: /\bcorona\b/, name: 'Corona Extra', kcal: 148 },
  { re: /\bbudweiser\b|\bbud\b/, name: 'Budweiser', kcal: 145 },
  { re: /\bheineken\b/, name: 'Heineken', kcal: 142 },
  { re: /\bmodelo\b/, name: 'Modelo Especial', kcal: 145 },
  { re: /\bguinness\b/, name: 'Guinness Draught', kcal: 125 },
  { re: /\bipas?\b/, name: 'an IPA', kcal: 200 },
  { re: /\blight beers?\b|\blights\b/, name: 'a light beer', kcal: 100 },
];
const BEER =
  /啤酒|\bbeers?\b|\blagers?\b|\bbrews?\b|\bcoors\b|\bbud\b|\bmiller\b|\bmichelob\b|\bcorona\b|\bheineken\b|\bmodelo\b|\bguinness\b|\bipas?\b|\bnatty\b/;
const BEER_COST =
  /热量|卡路里|多少卡|胖|影响|\bcalories?\b|\bcals?\b|\bkcals?\b|\bsetting me back\b|\bset me back\b|\bcost(ing)? me\b|\bhow (much|bad)\b|\bdamage\b|\bweight\b|\bfattening\b|\bdiet\b/;
const NUM_WORD = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|一|两|二|三|四|五|六)';
const BEER_COUNT = new RegExp(
  `(?<![\\d.])(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|[一两二三四五六七八九十])\\s*(瓶|罐|听|cans? of |bottles? of |pints? of )?\\s*([a-z]+ )?(beers?|lights?|lites?|ultras?|啤酒|coors|buds?|millers?|coronas?|heinekens?|modelos?|ipas?|pints|cans|bottles)`,
);
/**
 * The Chinese guideline's limit is the same for men and women (thirty-sixth clinician review, zh M8: a woman was
 * given "男性每天最好不超过2杯（25克酒精）", the 2016 edition's figure for men, and "4 cans" whatever she said).
 */
const CN_ALCOHOL_LIMIT =
  '《中国居民膳食指南（2022）》：成年人如饮酒，一天酒精不超过15克（男女相同，约450毫升普通啤酒）。';
/** Body fat a monthly surplus comes to, at about 7,700 kcal a kilogram (one decimal). */
function fatKg(kcal: number): string {
  return (Math.round((kcal / 7700) * 10) / 10).toString();
}
/** What the US limits say of a count drunk in one day. */
function overLimit(count: number): string {
  if (count > 2) return `, so ${count} at a sitting is above either`;
  if (count === 2) return ', so 2 at a sitting is above the limit for a woman';
  return '';
}
function beerCalories(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const brand = BEERS.find((b) => b.re.test(t));
  const count = n(
    new RegExp(
      `(?:about |around |like |maybe |drink |have |had )?${NUM_WORD}\\s*(?:-|to \\d+ )?\\s*(?:cans? of |bottles? of |pints? of |瓶|罐|听)?\\s*(?:[a-z]+ )?(?:beers?|lights?|lites?|ultras?|cans|bottles|啤酒|coors|bud|miller|michelob|corona|heineken|modelo|ipas?)`,
    ).exec(t)?.[1],
  );
  if (!count) return null;
  const days =
    /\bsaturday and sunday\b|\bsat and sun\b|\bboth days\b|周六周日|周六和周日|星期六和星期天/.test(t)
      ? 2
      : /\bevery (night|day)\b|\bdaily\b|每天|天天/.test(t)
        ? 7
        : /\b(a|per|each) week\b|\bon (saturday|sunday|friday)s?\b|\bweekends?\b|每周|一周|周末/.test(t)
          ? 1
          : null;
  if (zh) {
    const per = brand?.kcal ?? 140;
    const each = brand ? `${brand.name}每罐（355毫升）约${per}千卡` : `普通啤酒每罐（330–355毫升）约140千卡`;
    const week = days ? count * days * per : null;
    return `**${each}，你说的${count}罐${days ? `、一周${days}天，合计一周约${round(week!)}千卡` : `约${round(count * per)}千卡`}。** ${week ? `一个月约${round(week * 4.3, 100)}千卡，大约相当于${fatKg(week * 4.3)}公斤体脂。` : ''}除了酒本身，看球时的鸡翅、薯片、比萨往往热量更高；酒精还会让人更想吃、也让身体先烧酒精。想少一点：换低热量或无醇啤酒，一罐酒配一杯水，或少喝一两罐。${CN_ALCOHOL_LIMIT}${count >= 2 ? `一次喝${count}罐已经超过。` : ''}`;
  }
  const per = brand?.kcal ?? 150;
  const each = brand
    ? `${brand.name} has about ${per} kcal a 12-oz can`
    : 'a regular 12-oz beer has about 150 kcal (a light beer about 100)';
  if (days) {
    const week = count * days * per;
    const month = round(week * 4.3, 100);
    return `**About ${round(week)} kcal a week: ${each}, so ${count} on ${days === 7 ? 'each day of the week' : days === 2 ? 'each of two days' : 'one day'} is ${count * days} × ${per} ≈ ${round(week)} kcal.** That is about ${month.toLocaleString('en-US')} kcal a month — about ${fatKg(month)} kg of body fat if nothing else changes. The game-day food often costs more than the beer: 10 wings are 800–1,000 kcal, a couple of handfuls of chips 300. Easy trims: stay with a light beer, alternate each one with water or a zero-alcohol beer, and stop at two or three. Health-wise, US guidance is no more than 2 drinks in a day for men and 1 for women${overLimit(count)}.`;
  }
  return `**About ${round(count * per)} kcal: ${each}, so ${count} is ${count} × ${per} ≈ ${round(count * per)} kcal.** Over a month that adds up quickly, and the food with it (wings, chips, pizza) often costs more than the beer. Easy trims: a light beer, a glass of water or a zero-alcohol beer between each, and stopping at two or three. US guidance is no more than 2 drinks in a day for men and 1 for women.`;
}

// ---- soul food dishes with kidney disease -----------------------------------------------------------------
const SOUL_DISHES: readonly { re: RegExp; en: string }[] = [
  {
    re: /\bcollards?\b|\bcollard greens\b|\bturnip greens\b|\bmustard greens\b/,
    en: '**Collard greens** are fine in a half-cup to one-cup portion (cooked collards are moderate in potassium, about 220 mg a cup); the problem is the ham hock, salt pork or bouillon in the pot — season with onion, garlic, vinegar, pepper flakes or a little smoked turkey instead, and leave the pot liquor behind (it holds the salt and potassium).',
  },
  {
    re: /\bblack[- ]eyed peas\b|\bfield peas\b|\bpinto beans\b|\bred beans\b|\bbutter beans\b/,
    en: '**Black-eyed peas** are the highest in potassium and phosphorus here (about 450–475 mg potassium a cup): keep to about half a cup, and use dried peas soaked and boiled in fresh water (drained), or canned ones rinsed well.',
  },
  {
    re: /\bcornbread\b|\bbiscuits?\b|\bhush ?puppies\b/,
    en: '**Cornbread** from a mix or with self-rising meal is high in sodium and phosphate additives (baking powder, mixes); make it from plain cornmeal and flour with a phosphate-free baking powder and less salt, and keep to one small square.',
  },
  {
    re: /\bmac (and|n|&|'n'?) cheese\b|\bmac ?n ?cheese\b|\bmacaroni\b/,
    en: '**Mac and cheese** is the one to change most: cheese — above all processed cheese like Velveeta — is high in phosphorus and salt; use half the cheese (a sharp cheddar gives flavour with less), no processed cheese, and make it a side-size scoop rather than a main portion.',
  },
  {
    re: /\bham hocks?\b|\bsalt pork\b|\bfatback\b|\bchitterlings\b|\bchitlins\b|\bsausage\b|\bbacon\b/,
    en: '**Ham hocks, salt pork, bacon and sausage** are cured — very salty and with phosphate additives; use them rarely, or smoked turkey in small amounts.',
  },
  {
    re: /\bfried chicken\b/,
    en: '**Fried chicken** is fine in a normal portion if the breading and brine are not salted heavily; baked or skin-off is kinder to the heart.',
  },
  {
    re: /\bsweet potato(es)?\b|\bcandied yams\b|\byams\b|\bsweet potato pie\b/,
    en: '**Sweet potatoes and yams** are high in potassium (about 450 mg in a medium one): a small portion, boiled and drained.',
  },
  {
    re: /\bokra\b/,
    en: '**Okra** is moderate in potassium: a half-cup portion is fine.',
  },
];
const SOUL_WORDS = new RegExp(`${SOUL_DISHES.map((d) => d.re.source).join('|')}|\\bsoul food\\b|\\bgrits\\b`);
function soulFood(said: ComposeInput, zh: boolean): string | null {
  if (zh) return null;
  const t = said.text.toLowerCase();
  const named = SOUL_DISHES.filter((d) => d.re.test(t));
  if (named.length === 0) return null;
  return `**None of these has to go — with kidney disease it is the salt, the phosphorus in cheese and processed foods, and (if your potassium runs high) the portion of beans and greens that matter; here is each dish you named.**\n\n${named.map((d) => `- ${d.en}`).join('\n')}\n\nOverall: cook without added salt and season at the table sparingly, skip salt substitutes (they are potassium chloride), and ask your renal dietitian for your own potassium and phosphorus targets from your latest blood tests — they change with your results.`;
}

// ---- a calcium pill cut for the milk drunk ----------------------------------------------------------------
const MILK_GLASSES = new RegExp(
  `${NUM_WORD}\\s*(?:glass(?:es)?|cups?|cartons?|杯|盒)\\s*(?:of )?(?:milk|牛奶)?`,
);
function calciumPill(said: ComposeInput, zh: boolean): string | null {
  const both = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
  if (!/牛奶|\bmilk\b/.test(both)) return null;
  const glasses = n(MILK_GLASSES.exec(both)?.[1]);
  if (!glasses || glasses > 6) return null;
  const fromMilk = glasses * 300;
  const food = fromMilk + 300;
  const withOne = food + 500;
  const enough = withOne >= 1200;
  if (zh) {
    return `**${enough ? '很可能可以减到每天一片' : '一片可能还不够'}：你每天${glasses}杯牛奶约${fromMilk}毫克钙，加上其他饮食约300毫克，食物大约${food}毫克；再加一片500–600毫克的钙片，约${withOne}–${withOne + 100}毫克。** 50岁以上每天需要约1000–1200毫克（骨质疏松指南），吃到2000毫克以上没有额外好处，还会增加肾结石的风险。钙片是和阿仑膦酸钠等抗骨松药一起定的，改量前先问医生或药师；钙片和阿仑膦酸钠分开吃（药后至少半小时，最好午饭或晚饭时吃钙片）。`;
  }
  return `**${enough ? 'Probably yes — one a day is likely enough' : 'One a day may not be quite enough'}: ${glasses} glass${glasses === 1 ? '' : 'es'} of milk give about ${fromMilk} mg of calcium and the rest of a usual diet about 300 mg, so roughly ${food} mg from food; one 500–600 mg pill brings you to about ${withOne.toLocaleString('en-US')}–${(withOne + 100).toLocaleString('en-US')} mg.** Women over 50 (and men over 70) need about 1,200 mg a day in total; more than that — toward 2,000 mg — adds no benefit for bones and raises the chance of kidney stones. Ask your doctor or pharmacist before changing, since the calcium was set alongside your osteoporosis medicine, and keep the calcium well apart from alendronate (at least 30 minutes after it, ideally with lunch or dinner).`;
}

// ---- a commercial diet programme while breastfeeding ---------------------------------------------------
const DIET_PROGRAMME =
  /\bweight ?watchers\b|\bww\b|\bnoom\b|\bslimming world\b|\bmyfitnesspal\b|\bcalorie counting\b|\bcount(ing)? calories\b|\bcounting (points|macros)\b|\bpoints\b|\bjenny craig\b|\bnutrisystem\b|薄荷健康|计热量|数热量|减肥(计划|营|app)/;

export const ROUND22_ENBAD_FAQ: readonly FaqRow[] = [
  {
    // Round 22 en-041 "how many calories should i eat to lose weight fast, like 10 lbs before prom in 6
    // weeks" (a 16-year-old) — the BMI formula and the WHO adult cut-offs (UNSAFE).
    id: 'teen-calories-to-lose-fast',
    when: [CALORIES, TO_LOSE],
    unless: [
      /增重|增肌|长胖|\bgain\w*\b|\bbulk\w*\b|\bmuscle\b/,
      // A very low figure said ("is 1000 ok") is the very-low-calories row's (rows-standard-common.ts).
      /(?<!\d)(5|6|7|8|9|10|11|12)00\s*(卡|千卡|大卡|kcal|cal|calories)?(?!\d)|\b1,?[0-2]00\b/,
    ],
    for: TEEN,
    intent: 'weight_change',
    compose: teenTarget,
    text: {
      zh: `**还在长身体的时候，没有一个该节食到的热量数字，短时间内快速减重也不安全。** ${TEEN_CAL_ZH}`,
      en: `**While you are still growing there is no calorie number you should diet down to, and losing weight fast is not safe.** ${TEEN_CAL_EN}`,
    },
    source: {
      ref: 'Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report. Pediatrics 2016;138:e20161649; Dietary Guidelines for Americans 2020–2025, Appendix 2 (estimated calorie needs, ages 14–18); 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 22 en-154 "my mom is indian and makes rice and roti every night. how do i eat less without her
    // getting mad" (16) — the adult halve-the-rice weight-loss text (UNSAFE).
    id: 'teen-eat-less-family-meals',
    when: [FAMILY, EAT_LESS],
    unless: [/增重|长胖|\bgain\w*\b|\bbulk\w*\b/],
    // A guest of unknown age who speaks as a child of the house ("without her getting mad"): the blind
    // round's 16-year-old asks without a plan (the questionnaire refuses minors).
    for: { maxAge: 17, said: new RegExp(`${TEEN.said!.source}|${PARENT_CONTROL.source}`) },
    notFor: { minAge: 18 },
    wholeMessage: true,
    intent: 'weight_change',
    compose: teenEatLess,
    text: {
      zh: '**不用偷偷少吃——晚饭悄悄减量很容易变成不吃饭；还在长身体的话，目标也不是吃得越少越好。** 家里做的饭菜是好的饭菜，青少年也是。不让家人不高兴的做法：主食盛正常的一份（一碗饭，或两个饼/馒头，不要两样都堆满），其余用蔬菜、豆制品、蛋、鱼肉填满盘子；吃慢一点，吃到舒服饱了就停（“我吃饱了，很好吃”是真话也不伤人）；要少吃的是两餐之间的甜饮料、薯片、油炸零食，而不是晚饭。跟妈妈说说你为什么想盛少一点，大多数家长明白了会愿意帮你；担心体重的话，和家长一起去看医生。如果觉得必须把吃多少藏起来，或者吃完会内疚，要告诉家长或医生——这值得寻求帮助。',
      en: '**You don’t need to secretly eat less — quietly cutting back at dinner easily slides into skipping meals, and while you are still growing the aim is not to eat as little as possible.** Home-cooked family meals are good food, for a teenager too. What works without upsetting anyone: take a normal portion of the starch (rice, bread, pasta — not two heaped), fill the rest of the plate with vegetables, beans, eggs, fish or meat; eat slowly and stop when you are comfortably full (“I’m full, it was really good” is honest and kind); and cut back on sugary drinks, chips and fried snacks between meals rather than on dinner. Tell your parent why you want smaller portions — most are glad to help once they understand; if your weight worries you, see your doctor together. If you feel you have to hide how much you eat, or feel guilty after eating, talk to a parent or your doctor — that deserves help.',
    },
    source: {
      ref: 'Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report. Pediatrics 2016;138:e20161649 (no dieting; family meals; weight talk); 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 22 en-020 "Is a glass of milk and peanut butter crackers ok or will that spike me?" after a fasting
    // 2.6 on insulin and what to eat before bed — declined.
    id: 'insulin-bedtime-snack-named',
    when: [
      SNACK_FOOD,
      /升|冲高|可以吗|行吗|好吗|合适|\bspike\w*\b|\braise\w*\b|\bshoot up\b|\bok(ay)?\b|\bgood\b|\bfine\b|\balright\b|\btoo (much|many)\b|\bwork\b/,
    ],
    unless: [/\bmetformin\b|二甲双胍/, /\bwith my (meds|pills|tablets|medicine)\b|送服/],
    for: {
      all: [
        ON_INSULIN_OR_SULFONYLUREA,
        {
          lowGlucose: true,
          said: /睡前|睡觉前|夜里|半夜|\bbed(time)?\b|\bat night\b|\bovernight\b|\bnight ?time\b|\bbefore sleep\b/,
        },
      ],
    },
    intent: 'medicine_question',
    compose: bedtimeSnack,
    text: {
      zh: '**可以：睡前加餐选一份含碳水、又有蛋白质和脂肪的小点心（合计约15–30克碳水），比如一杯牛奶加两三片饼干，血糖会慢慢、小幅地上升，不会“冲高”。** 睡前测一次血糖；比果汁、糖果稳。空腹或夜里低于3.9 mmol/L，常常说明晚上或基础胰岛素偏多：这周就告诉糖尿病医生调整剂量，不要自己改。',
      en: '**Yes — a bedtime snack of about 15–30 g of carbohydrate with some protein and fat raises your glucose slowly and modestly overnight rather than spiking it.** Check your glucose at bedtime; this is steadier than juice or sweets. On insulin, a fasting or night-time reading under 3.9 mmol/L (70 mg/dL) usually means the evening or basal dose is too much: tell your diabetes team this week and let them adjust it — do not change the dose yourself.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Glycemic Goals and Hypoglycemia (nocturnal hypoglycaemia; review of the regimen); USDA FoodData Central (milk, crackers, peanut butter); 中国2型糖尿病防治指南（2020年版）低血糖',
    },
  },
  {
    // Round 22 en-051 "is it ok to do weight watchers while breastfeeding or is that too restrictive" —
    // declined.
    id: 'diet-programme-while-breastfeeding',
    when: [DIET_PROGRAMME],
    unless: [/\bshakes?\b|代餐|\bketo\b|生酮|\bfasting\b|断食/],
    for: NURSING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以，只要慢慢减：用这类减重计划时选它的哺乳期模式（会多给一些食物额度），每周减不超过约0.5公斤。** 最好产后6–8周、奶量稳定以后再开始；每天至少吃约1800千卡（多数哺乳妈妈需要约2000–2500千卡），不要砍掉整类食物，多喝水。出现这些就放松一点：宝宝尿布湿得少了、吃奶后不满足，或者你头晕、特别累。代餐奶昔或每天低于约1500千卡的方案不适合哺乳期。',
      en: '**Yes — a programme like WW can be fine while breastfeeding if you use its breastfeeding setting (it gives you a bigger food allowance) and lose slowly, about 1 lb (0.5 kg) a week or less.** Best to start once your supply is settled, around 6–8 weeks after birth; keep eating at least about 1,800 kcal a day (most nursing mothers need around 2,000–2,500), don’t cut out whole food groups, and drink to thirst. Ease off if your baby has fewer wet diapers or seems unsatisfied after feeds, or if you feel dizzy or exhausted. Shake-based plans or anything under about 1,500 kcal a day are not for nursing mothers.',
    },
    source: {
      ref: 'Lovelady CA et al. The effect of weight loss in overweight, lactating women on the growth of their infants. N Engl J Med 2000;342:449–453 (about 0.5 kg a week does not affect infant growth); CDC, Breastfeeding: Maternal Diet (extra 330–400 kcal a day); Academy of Nutrition and Dietetics, breastfeeding mothers: at least 1,800 kcal a day (cited from memory); 中国哺乳期妇女膳食指南（2022）',
    },
  },
  {
    // Round 22 en-074 "What if I do a bowl, skip the rice and get double chicken? Is that too much protein?"
    // — the protein-supplement block ("stick to the recommended amount").
    id: 'double-meat-too-much-protein',
    when: [
      /双份|两份|加肉|加量|\bdouble\b|\bextra (chicken|meat|steak|protein|beef)\b|\btwo (portions|servings|scoops) of (chicken|meat|steak)\b/,
      /蛋白(质)?.{0,8}(太多|过量|超|多了)|\btoo much protein\b|\bprotein\b.{0,20}\b(too much|too high|overkill|bad|safe|ok(ay)?)\b/,
    ],
    unless: [/蛋白粉|\bpowder\b|\bshakes?\b|\bscoops?\b/],
    notFor: [KIDNEY, { conditions: ['pku', 'liver_disease'] }, PREGNANT, TEEN],
    intent: 'goals',
    text: {
      zh: '**不多：对健康成年人，一顿吃双份鸡肉或肉不算蛋白质过量。** 双份（熟重约225克）大约55–65克蛋白质；健康成年人每天吃到每公斤体重1.6–2克蛋白质都是安全的。减重时这是好的换法：不要米饭少约200千卡，多的蛋白质更顶饱。要注意的是其余的配料——奶酪、酸奶油、浓酱和牛油果酱每样多100–230千卡，一大碗的钠可能超过2000毫克，多加蔬菜、生菜和莎莎酱更好。',
      en: '**No — for a healthy adult one meal with a double portion of chicken or meat is not too much protein.** A double portion (about 8 oz, 225 g cooked) is roughly 55–65 g of protein, and healthy adults can eat up to about 1.6–2 g of protein per kg a day without harm. For weight loss it is a good swap: skipping the rice saves around 200 kcal and the extra protein keeps you full. Watch the extras instead — cheese, sour cream, queso or guacamole add 100–230 kcal each, and a loaded bowl can pass 2,000 mg of sodium — so pile on the fajita vegetables, lettuce and salsa.',
    },
    source: {
      ref: 'Chipotle Mexican Grill nutrition information (chicken 4 oz: 180 kcal, 32 g protein; white rice 210 kcal); Jäger R et al. ISSN position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20 (1.4–2.0 g/kg/day); IOM DRIs for macronutrients (2005; no UL for protein)',
    },
  },
  {
    // Round 22 en-100 "So should I cut my calcium pill down to one a day?" after the day's calcium with 2
    // glasses of milk (on alendronate) — the interaction cards.
    id: 'calcium-pill-cut-for-milk',
    when: [
      /钙片|钙|\bcalcium\b|\btums\b|\bcaltrate\b|\bcitracal\b|\bpills?\b|\btablets?\b/,
      /减到|减少|少吃|只吃一|一片|\bcut\b|\bdown to (one|1)\b|\bone a day\b|\bjust one\b|\bonly one\b|\breduce\b|\bfewer\b|\bdrop\b|\bless\b/,
    ],
    unless: [/铁|\biron\b|\bvitamin d\b/],
    for: { said: /牛奶|\bmilk\b/ },
    notFor: [
      KIDNEY,
      { hypercalcaemia: true, conditions: ['sarcoidosis', 'hyperparathyroidism', 'kidney_stones'] },
      PREGNANT,
      TEEN,
    ],
    intent: 'supplement_dose',
    compose: calciumPill,
    text: {
      zh: '**看你从食物里吃到多少：每杯牛奶约300毫克钙，其他饮食约300毫克；食物加钙片合计到每天约1000–1200毫克（50岁以上女性1200毫克）就够。** 吃到2000毫克以上没有额外好处，还会增加肾结石风险。钙片是和抗骨松药一起定的，改量前先问医生或药师；钙片和阿仑膦酸钠分开吃。',
      en: '**It depends on what your food gives you: each glass of milk has about 300 mg of calcium and the rest of a usual diet about 300 mg; food plus pills should reach about 1,000–1,200 mg a day (1,200 for women over 50).** More than that adds nothing for bones and raises the chance of kidney stones. Ask your doctor or pharmacist before changing, since the calcium was set alongside your osteoporosis medicine, and keep it apart from alendronate.',
    },
    source: {
      ref: 'Bone Health & Osteoporosis Foundation, Calcium (1,200 mg a day for women 51+ and men 71+, food first); NIH ODS Calcium Fact Sheet for Health Professionals (UL 2,000 mg at 51+; milk about 300 mg a cup; kidney stones); Fosamax (alendronate) US prescribing information §2 (other oral medicines at least 30 minutes after)',
    },
  },
  {
    // Round 22 en-104 "I drink about 4 Coors Lights on Saturday and Sunday watching football. How much is that
    // actually setting me back?" — declined.
    id: 'beer-calories-named',
    // How many were drunk is named ("4 Coors Lights", "三罐啤酒"): compose works out their own total.
    when: [BEER, BEER_COST, BEER_COUNT],
    unless: [
      /无醇|无酒精|\bnon[- ]?alcoholic\b|\balcohol[- ]free\b|\bzero\b/,
      /\bcarbs?\b|碳水|\bsugar\b|嘌呤|\bpurine\b/,
      // Beer against spirits or wine, or switching: the alcohol-and-weight rows compare them.
      /白酒|红酒|葡萄酒|烈酒|哪个|\bvodka\b|\bwines?\b|\bspirits\b|\bwhisk(e)?y\b|\bswitch\w*\b|\binstead\b/,
    ],
    notFor: [OWN_ALCOHOL_RULES_OR_SAID, PREGNANT, NURSING, TEEN],
    intent: 'how_much_nutrient',
    compose: beerCalories,
    text: {
      zh: '**普通啤酒每罐（330–355毫升）约140千卡，淡啤约100千卡：一周喝几罐，乘一下就是一周多出来的热量。** 例如每周8罐普通啤酒约1100千卡，一个月约半公斤体脂的量。看球时的鸡翅、薯片往往热量更高。想少一点：换淡啤或无醇啤酒、一罐酒配一杯水、少喝一两罐。《中国居民膳食指南（2022）》：成年人如饮酒，一天酒精不超过15克（男女相同，约450毫升普通啤酒）。',
      en: '**A regular 12-oz beer has about 150 kcal and a light beer about 100 — multiply by how many you drink in a week.** Eight regular beers a week is about 1,200 kcal, roughly a pound of body fat a month if nothing else changes. The food that comes with it (wings, chips, pizza) often costs more than the beer. Easy trims: a light beer, water or a zero-alcohol beer between each, and stopping at two or three. US guidance is no more than 2 drinks in a day for men and 1 for women.',
    },
    source: {
      ref: 'Manufacturers’ nutrition information per 12 fl oz (Coors Light 102 kcal, Bud Light 110, Miller Lite 96, Michelob Ultra 95; Budweiser 145); USDA FoodData Central (beer, regular and light); Dietary Guidelines for Americans 2020–2025 (alcohol: up to 2 drinks a day for men, 1 for women); 中国居民膳食指南（2022）准则五（成年人如饮酒，一天饮用的酒精量不超过15 g）',
    },
  },
  {
    // Round 22 en-130 "ok what about just drinking a lot of green tea" after a teenager asked about her mum's
    // Hydroxycut — declined.
    id: 'green-tea-after-diet-pills',
    when: [/绿茶|抹茶|\bgreen tea\b|\bmatcha\b/],
    unless: [/提取物|胶囊|\bextract\b|\bcapsules?\b|\bpills?\b/],
    // Asked after diet pills or weight (the earlier message is read as said); the blind round's
    // 16-year-old asks without a plan, so the text speaks to a teenager and an adult alike.
    for: {
      said: /减肥药|燃脂|\bhydroxycut\b|\bdiet pills?\b|\bfat burn\w*\b|\bweight loss pills?\b|\bslimming pills?\b|\bphentermine\b|\bozempic\b/,
    },
    notFor: [{ medicines: ['vitamin_k_antagonist', 'lithium', 'maoi'] }, PREGNANT, NURSING],
    intent: 'weight_change',
    text: {
      zh: '**喝一两杯绿茶没问题，但它不会让你瘦下来，“喝很多”也不好。** 绿茶的“燃脂”作用在研究里几乎可以忽略。它含咖啡因（一杯约30–50毫克）：未满18岁每天咖啡因最好不超过100毫克，也就是两杯左右，成人不超过400毫克；下午以后少喝，不然影响睡眠。不要吃绿茶提取物胶囊或减肥药（很多减肥药里就有浓缩绿茶提取物），大剂量和肝损伤有关。想控制体重，去看医生（未满18岁和家长一起）更稳妥。',
      en: '**A cup or two of green tea is fine, but it won’t make you lose weight — and “a lot” isn’t a good idea.** In studies its fat-burning effect is tiny. It has caffeine (about 30–50 mg a cup): under 18, keep caffeine to about 100 mg a day — two cups or so — and adults to 400 mg; none late in the day, or it costs you sleep. Don’t take green tea extract pills or diet pills like Hydroxycut (many contain concentrated green tea extract): high doses have been linked to liver injury. If your weight is on your mind, see your doctor — with a parent if you are under 18.',
    },
    source: {
      ref: 'Jurgens TM et al. Green tea for weight loss. Cochrane Database Syst Rev 2012;CD008650; American Academy of Pediatrics (adolescents 12–18: caffeine no more than 100 mg a day); NIH LiverTox, Green tea (hepatotoxicity of extracts); Golden NH et al. Pediatrics 2016;138:e20161649',
    },
  },
  {
    // Round 22 en-135 "So what should I eat the morning of the test?" after the glucose test in 4 weeks and
    // boba — declined.
    id: 'glucose-test-morning-meal',
    when: [
      /当天|那天早上|早上|早餐|早饭|\bmorning of\b|\bday of\b|\bthat morning\b|\btest (day|morning)\b|\bbefore (the|my) test\b|\bbreakfast\b/,
      /吃|早餐|早饭|空腹|\beat\b|\bbreakfast\b|\bfast(ing)?\b|\bfood\b|\bdrink\b/,
    ],
    unless: [/没过|没通过|确诊|结果|\bfailed\b|\bdiagnosed\b|\bresults?\b/],
    for: {
      all: [
        PREGNANT,
        {
          said: /糖耐|糖筛|葡萄糖耐量|\bogtt\b|\bgtt\b|\bglucose (tolerance|challenge|test|screen\w*)\b|\bglucola\b|\bglucose drink\b|\bsugar (drink )?test\b|\bgestational diabetes (test|screen\w*)\b/,
        },
      ],
    },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**先看是哪种检查：只喝50克糖水、一小时抽一次血的糖筛，一般不用空腹，早上正常吃一顿清淡早餐就行；75克、两小时的糖耐量试验（我国常规做的）或100克三小时的，要空腹8–14小时，当天早上只喝白水。** 通知单上写的准备要求为准，不确定就打电话问。不管哪种，检查前几天照平常吃、不要刻意少吃主食；检查当天早上别喝奶茶、果汁，别吃甜点。带点吃的，抽完血再吃。',
      en: '**It depends on which test: for the 1-hour glucose challenge (the 50 g drink), you usually don’t need to fast — have a normal, light breakfast such as eggs with toast or oatmeal; for the 2-hour 75 g or 3-hour 100 g test you fast for 8–14 hours and have only water that morning.** Your clinic’s instructions are what count — check the letter or call if unsure. Either way, eat normally in the days before, with your usual starchy foods, and on the morning skip the boba, juice, pastries and sweet coffee. Bring a snack for after the last blood draw.',
    },
    source: {
      ref: 'ACOG Practice Bulletin No. 190, Gestational Diabetes Mellitus (2018; 1-hour 50 g screen without fasting, 3-hour 100 g OGTT fasting); American Diabetes Association, Standards of Care in Diabetes—2025, §2 and §15 (75 g OGTT after an overnight fast of at least 8 hours); 中华医学会妇产科学分会. 妊娠期高血糖诊治指南（2022）',
    },
  },
  {
    // Round 22 en-136 "im so tired and eating like garbage, mostly granola bars and cold coffee. what are easy
    // one handed snacks that are actually healthy" (nursing, on sertraline) — the protein-bar label text.
    id: 'nursing-one-handed-snacks',
    when: [
      /零食|加餐|小吃|点心|\bsnacks?\b|\bsnacking\b/,
      /单手|一只手|方便|快手|省事|健康|累|\bone[- ]hand\w*\b|\beasy\b|\bquick\b|\bhealthy\b|\btired\b|\bexhausted\b|\bgrab\b|\bno time\b/,
    ],
    unless: [/蛋白棒|\bprotein bars?\b/],
    for: NURSING,
    intent: 'food_sources',
    text: {
      zh: '**单手就能吃、又有营养的：香蕉、苹果、橘子，奶酪棒配全麦饼干，提前煮好的鸡蛋，酸奶或小盒豆浆，一小把原味坚果或坚果混合，全麦面包夹花生酱卷起来，小盒鹰嘴豆泥配饼干或胡萝卜条，毛豆，隔夜燕麦杯。** 周末一次准备好一周的（煮一锅蛋、分好坚果），放在喂奶的地方，再放一大瓶水。哺乳期每天比平时多需要约330–400千卡，这些零食正好补上。咖啡每天不超过2–3杯（咖啡因约300毫克以内）对宝宝一般没问题。累到什么都不想吃、情绪低落超过两周，告诉医生——产后缺铁和产后抑郁都常见，也都能治。',
      en: '**Easy one-handed snacks that are actually good for you: a banana, apple or clementine; a cheese stick with whole-grain crackers; hard-boiled eggs made ahead; a yoghurt tube or pouch; a handful of nuts or trail mix; a whole-grain wrap with peanut butter rolled up; a hummus cup with pretzels or baby carrots; edamame; overnight oats in a jar.** Prep a week’s worth at once (a batch of eggs, nuts in small bags) and keep a basket and a big water bottle where you feed. Breastfeeding needs about 330–400 extra kcal a day, and these cover it. Coffee is fine up to about 300 mg of caffeine a day (2–3 cups). If you are too tired to eat, or feel low for more than two weeks, tell your doctor — iron deficiency and postpartum depression are common after birth and treatable.',
    },
    source: {
      ref: 'CDC, Breastfeeding: Maternal Diet (330–400 extra kcal a day; up to 300 mg caffeine a day); ACOG, Postpartum depression (FAQ); 中国哺乳期妇女膳食指南（2022）',
    },
  },
  {
    // Round 22 en-142 "and flour tortillas vs corn, is one better" after carbs per meal with 3–4 corn
    // tortillas (on insulin) — declined.
    id: 'tortilla-corn-or-flour',
    when: [/墨西哥饼|玉米饼|卷饼|\btortillas?\b/, /面粉|小麦|\bflour\b|\bwheat\b/, /玉米|\bcorn\b|\bmaize\b/],
    intent: 'food_sources',
    text: {
      zh: '**一般玉米饼更好：一张6英寸（约15厘米）玉米饼约11–12克碳水、1.5克膳食纤维、约55千卡；一张8英寸（约20厘米）面粉饼约25克碳水、约140千卡，脂肪和钠也更多。** 所以两张玉米饼的碳水大约等于一张面粉饼。有糖尿病的话，按你每餐的碳水量来算张数，每餐吃的量尽量稳定；用胰岛素的人不要突然大减主食，要和剂量匹配。全麦面粉饼纤维多一些，但碳水差不多。',
      en: '**Corn is usually the better pick: a 6-inch corn tortilla has about 11–12 g of carbohydrate, 1.5 g of fibre and 55 kcal, while an 8-inch flour tortilla has about 25 g of carbohydrate and 140 kcal, with more fat and sodium.** So two small corn tortillas are roughly one flour tortilla’s worth of carbohydrate. With diabetes, count them into your carbohydrate for the meal and keep that amount steady from day to day; on insulin, don’t cut them sharply without matching your dose. Whole-wheat flour tortillas add fibre but about the same carbohydrate.',
    },
    source: {
      ref: 'USDA FoodData Central (tortillas, ready-to-bake or -fry, corn; flour); American Diabetes Association, Standards of Care in Diabetes—2025, §5 (carbohydrate counting, consistent intake on fixed insulin)',
    },
  },
  {
    // Round 22 en-153 "… myeolchi bokkeum (small dried anchovy) and tofu … The anchovy is good calcium?" (on
    // alendronate) — the plan's calcium figures.
    id: 'dried-small-fish-calcium',
    when: [
      /小鱼干|鳀鱼|银鱼|沙丁鱼|凤尾鱼|虾皮|\banchov\w*\b|\bmyeolchi\b|\bdilis\b|\bwhitebait\b|\bsardines?\b|\bsmall (dried )?fish\b/,
      /钙|骨|\bcalcium\b|\bbones?\b/,
    ],
    unless: [/\b(fish oil|omega)\b|鱼油/],
    notFor: [{ hypercalcaemia: true }, { conditions: ['gout'] }],
    intent: 'food_sources',
    text: {
      zh: '**是的，连骨头一起吃的小鱼干是很好的钙来源。** 小鱼干每100克约含钙1000–2000毫克，一顿小菜的量（10–15克）大约150–250毫克，钙的吸收和牛奶差不多。注意：炒小鱼干放酱油和糖，比较咸，每天一小碟就好；石膏或卤水点的豆腐（100克约150–350毫克）也是好来源，看配料表里有没有硫酸钙或氯化钙。吃阿仑膦酸钠的人，吃药后至少半小时再吃这些。',
      en: '**Yes — small dried anchovies eaten whole, bones and all, are an excellent calcium source.** Dried anchovy has roughly 1,000–2,000 mg of calcium per 100 g, so a side-dish portion (10–15 g) gives about 150–250 mg, absorbed about as well as the calcium in milk. Two points: the stir-fried kind is cooked with soy sauce and sugar, so it is salty — a small dish a day is plenty; and tofu made with calcium sulfate or calcium chloride (check the label) adds about 150–350 mg per 100 g. If you take alendronate, eat them at least 30 minutes after the tablet.',
    },
    source: {
      ref: 'Korean Food Composition Table (Rural Development Administration, 10th revision): dried anchovy calcium (cited from memory); Hansen M et al. Calcium absorption from small soft-boned fish. J Trace Elem Med Biol 1998;12:148–154; NIH ODS Calcium Fact Sheet (tofu with calcium sulfate); 中国食物成分表（标准版第6版）',
    },
  },
  {
    // Round 22 en-153 "And cola is bad for my bone?" (one Diet Pepsi a day, on alendronate) — the sparkling
    // water text.
    id: 'cola-and-bones',
    when: [
      /可乐(?!果(?!汁))|\bcolas?\b|\bcoke\b|\bpepsi\b|\bdr\.? pepper\b|\bdiet sodas?\b|\bsodas?\b|\bpop\b/,
      /骨|钙|骨质疏松|\bbones?\b|\bcalcium\b|\bosteopor\w*\b|\bbone density\b/,
    ],
    unless: [/苏打水|气泡水|\bsparkling water\b|\bseltzer\b|\bclub soda\b|\bsoda water\b/],
    intent: 'goals',
    text: {
      zh: '**每天一罐可乐（包括无糖可乐）对骨头有一点不利，但影响不大。** 美国Framingham研究里，每天喝可乐的女性髋部骨密度略低，无糖可乐也一样，和可乐里的磷酸、咖啡因以及它代替了牛奶有关；其他碳酸饮料没有看到这种关系。钙和维生素D吃够的话，一天一罐问题不大；换成白水、茶或牛奶对骨头更好。吃阿仑膦酸钠的人，吃药后30分钟内只喝白水。',
      en: '**A can of cola a day is a small minus for bones, not a big one — diet cola included.** In the Framingham study, women who drank cola daily had slightly lower hip bone density, diet and regular alike; the likely reasons are its phosphoric acid and caffeine and cola taking the place of milk. Other fizzy drinks were not linked. With enough calcium and vitamin D, one can a day is a modest risk; swapping it for water, tea or milk is the bone-friendlier choice. If you take alendronate, have nothing but plain water for 30 minutes after the tablet.',
    },
    source: {
      ref: 'Tucker KL et al. Colas, but not other carbonated beverages, are associated with low bone mineral density in older women: the Framingham Osteoporosis Study. Am J Clin Nutr 2006;84:936–942; Fosamax (alendronate) US prescribing information §2',
    },
  },
  {
    // Round 22 en-156 "My wife cooks a lot of soul food: collard greens, cornbread, black-eyed peas, mac and
    // cheese. Which of these are bad for my kidneys and what can she change?" (eGFR 22) — declined.
    id: 'kidney-soul-food',
    when: [SOUL_WORDS],
    // "had a biscuit and feel better now" after a low: the sugar that treated a hypo, not a dish
    // (thirty-first clinician review, en S1).
    unless: [
      /低血糖|\bhypo\w*|\blow (blood )?(sugar|glucose)\b|\bmeter\b|\bshaky\b|\bsweaty\b|\bfunny turn\b/,
    ],
    for: KIDNEY,
    notFor: { conditions: ['kidney_transplant'] },
    wholeMessage: true,
    intent: 'food_sources',
    compose: soulFood,
    text: {
      zh: '**家常菜不用全戒，肾病饮食要管的是盐、奶酪和加工食品里的磷，以及（血钾高时）豆类和绿叶菜的分量。** 做法上：少用咸肉、火腿、腊肉和浓汤块调味，用洋葱、大蒜、醋、辣椒代替；豆子泡过、煮后倒掉水，罐头豆冲洗，每顿半碗左右；奶酪（尤其加工奶酪）减半；玉米面包用普通面粉和不含磷酸盐的泡打粉。不要用低钠盐（含钾）。具体的钾、磷目标请肾内科营养师按你的化验来定。',
      en: '**None of these has to go — with kidney disease it is the salt, the phosphorus in cheese and processed foods, and (if your potassium runs high) the portion of beans and greens that matter.** Season with onion, garlic, vinegar and pepper instead of ham hocks or salt pork; soak and boil dried beans and drain them, or rinse canned ones, and keep to about half a cup; halve the cheese and skip processed cheese; bake from scratch with a phosphate-free baking powder. Skip salt substitutes (potassium chloride). Your renal dietitian sets your own potassium and phosphorus targets from your blood tests.',
    },
    source: {
      ref: 'National Kidney Foundation, Potassium and Your CKD Diet; Phosphorus and Your CKD Diet (2023); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (guidelines 6.3–6.4); USDA FoodData Central (collards, black-eyed peas, cheddar, cornbread)',
    },
  },
  {
    // Round 22 en-157 "Can I drink kombucha? It's a probiotic so it should be good for me, right?" (kidney
    // transplant, tacrolimus) — the yoghurt and probiotic-capsule text.
    id: 'transplant-kombucha',
    // "Can I drink kombucha? It's a probiotic so it should be good for me, right?": one question.
    wholeMessage: true,
    when: [/康普茶|红茶菌|\bkombucha\b|\bjun tea\b|\bwater kefir\b|\bkvass\b/],
    for: TRANSPLANT_IMMUNOSUPPRESSED,
    intent: 'food_sources',
    text: {
      zh: '**移植后不建议喝康普茶（红茶菌）。** 它通常是未经巴氏消毒的发酵饮料，自制或散装的更容易混进酵母、霉菌和细菌，对吃抗排斥药、免疫力被压低的人有感染风险；而且“益生菌”对移植病人的好处没有证据，还可能含少量酒精。想喝有风味的饮料，选瓶装的巴氏消毒饮品或气泡水；超市冷藏的正规酸奶可以吃。想尝试任何益生菌产品，先问移植团队。',
      en: '**Best to skip kombucha after a transplant.** It is usually an unpasteurised, live-fermented drink — home-brewed or tap kombucha most of all can carry yeasts, moulds and bacteria — which is an infection risk when anti-rejection medicines are damping your immune system; any probiotic benefit after a transplant is unproven, and it can contain a little alcohol. For something fizzy and flavoured, pick pasteurised bottled drinks or sparkling water; ordinary chilled, pasteurised yoghurt is fine. Ask your transplant team before trying any probiotic product.',
    },
    source: {
      ref: 'US FDA/USDA, Food Safety for Transplant Recipients (2020: avoid unpasteurised juices and fermented drinks); Doron S, Snydman DR. Risk and safety of probiotics. Clin Infect Dis 2015;60(Suppl 2):S129–S134; CDC, Unexplained severe illness possibly associated with consumption of kombucha tea (MMWR 1995;44:892)',
    },
  },
];
