/**
 * Blind answer round 29 (development data once measured before and after), answered by a row:
 * - zh-027 (unsafe): "那买哪种好，滴剂还是软胶囊，一天吃多少单位" after a low vitamin D got the tablet-crushing
 *   text. The form of a vitamin D product is a product question: any form works at the same dose; what
 *   matters is the amount per drop or capsule, with a fatty meal, D3 rather than D2.
 * - en-145 (unsafe): "does the Lupron make you gain weight? I'm up 10 lbs and my sugars are creeping up" got
 *   the poor-appetite text (add butter, sweets are fine). Androgen deprivation (a GnRH agonist) does add fat
 *   and raise blood sugar: the FDA's 2010 label change; the diabetes team checks it, exercise helps.
 * - en-010 (unsafe): "how much water do I need with 2 scoops" of Metamucil on clozapine got the day's water
 *   for anyone. The label asks a full glass (240 mL) with each dose; too little risks choking or a blocked
 *   gut, the more so on clozapine, which slows the bowel.
 */
import { pickZh } from '../../contracts/common';
import type { ComposeInput, FaqAudience, FaqRow } from './types';
import { CLOZAPINE_GUT_SOURCE, CLOZAPINE_PSYLLIUM_ANSWER } from '../../knowledge/slow-gut';

/** On androgen deprivation for prostate cancer (a GnRH agonist or antagonist), taken or said. */
const ADT: FaqAudience = {
  medicines: ['leuprolide', 'goserelin'],
  said: /亮丙瑞林|抑那通|戈舍瑞林|诺雷德|曲普瑞林|达菲林|地加瑞克|去势治疗|内分泌治疗|\b(lupron|eligard|leuprolide|leuprorelin|zoladex|goserelin|triptorelin|trelstar|degarelix|firmagon|adt|androgen deprivation|hormone (therapy|shots?|injections?))\b/,
};

/** Without diabetes the sugar is checked, not the diabetes medicines adjusted. */
function adtText(said: ComposeInput, zh: boolean): string {
  const row = ROUND29_FAQ.find((r) => r.id === 'adt-weight-glucose')!;
  const diabetes =
    (said.conditions ?? []).includes('diabetes') ||
    /糖尿病|\bdiabet\w*/i.test(`${said.text}\n${said.previous ?? ''}`);
  if (diabetes) return pickZh(row.text, zh);
  return zh
    ? row.text.zh.replace(
        '你有糖尿病，血糖往上走请这几周内告诉糖尿病医生，查一次糖化血红蛋白，降糖药可能要调；也告诉肿瘤科。',
        '请在下次复诊时查一次空腹血糖和糖化血红蛋白，也把体重的变化告诉肿瘤科。',
      )
    : row.text.en.replace(
        'With diabetes, tell your diabetes doctor about the rising sugars in the next few weeks and have an A1c checked — your diabetes medicines may need adjusting; tell the oncology team too, and do not stop the Lupron over it.',
        'Have your fasting glucose and A1c checked at your next visit and tell the oncology team about the weight; do not stop the Lupron over it.',
      );
}

/** The clozapine sentence only for someone on clozapine (said or taken). */
function psylliumText(said: ComposeInput, zh: boolean): string {
  const row = ROUND29_FAQ.find((r) => r.id === 'psyllium-water-per-dose')!;
  const t = pickZh(row.text, zh);
  if (
    (said.medicines ?? []).includes('clozapine') ||
    /氯氮平|\bclozapine\b|\bclozaril\b/i.test(`${said.text}\n${said.previous ?? ''}`)
  )
    return t;
  return zh
    ? t.replace(
        '——吃氯氮平的人肠子本来就慢，更要当心：两三天没大便、肚子胀痛或呕吐，请马上告诉精神科医生或就医。',
        '。肚子胀痛、呕吐、几天不排便，请停用并就医。',
      )
    : t.replace(
        ' — more of a risk on clozapine, which already slows the bowel: no stool for 2–3 days, a swollen painful belly or vomiting means telling your psychiatrist or getting seen promptly.',
        '. A swollen, painful belly, vomiting or no stool for days: stop it and get seen.',
      );
}

export const ROUND29_FAQ: readonly FaqRow[] = [
  {
    id: 'vitamin-d-product-form',
    when: [
      /维生素d|维d|维他命d|\bvitamin d\d?\b|\bvit d\d?\b|\bd3\b/,
      /滴剂|软胶囊|胶囊|片剂|咀嚼片|喷剂|软糖|\bdrops?\b|\bsoftgels?\b|\bcapsules?\b|\bgumm(y|ies)\b|\bsprays?\b|\bliquid\b|\bchewables?\b/,
      /哪种|哪个|还是|好不好|区别|选|\bwhich\b|\bor\b|\bbetter\b|\bdifference\b|\bbest\b/,
    ],
    unless: [/吞|咽|噎|呛|碾|掰|\bswallow\w*|\bcrush\w*|\bchok\w*/],
    intent: 'product_question',
    text: {
      zh: '**维生素D滴剂、软胶囊、片剂都可以，按同样的剂量吃效果差不多，选一种剂量合适、你每天能坚持的就行。** 它是脂溶性的，随含油脂的正餐吃吸收更好（软胶囊本身含油）。滴剂适合吞咽不便或需要小剂量的人；买前看清每滴或每粒含多少国际单位（IU）或微克，按单位数吃，不要按“几滴”凑。选维生素D3（胆钙化醇），它比D2更能把血里的水平提上去。每天吃多少按你的方案——化验偏低时是方案或医生给的治疗量。',
      en: '**Vitamin D drops, softgels and tablets all work: at the same dose they do the same, so pick one with a convenient strength that you will take every day.** It is fat-soluble and absorbs better with a meal that has some fat (softgels come in oil). Drops suit someone who struggles to swallow or needs a small dose; check how many IU or micrograms are in each drop or capsule and take the units, not a number of drops. Choose vitamin D3 (cholecalciferol), which raises blood levels more than D2. How much a day follows your plan — a treatment dose when your level is low, as your plan or doctor sets it.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Vitamin D fact sheet for health professionals (forms; absorption with dietary fat); Tripkovic L et al. Comparison of vitamin D2 and vitamin D3 supplementation in raising serum 25-hydroxyvitamin D status: a systematic review and meta-analysis. Am J Clin Nutr 2012;95:1357–1364',
    },
  },
  {
    id: 'adt-weight-glucose',
    // Weight gain said, or the medicine named with its sugars: a food's effect on blood sugar asked by someone
    // who happens to take it ("土豆和牛油果…会不会升血糖") is that food's question.
    when: [
      /胖|体重|长肉|发福|增重|\b(weight|gain\w*|put on|heavier|belly fat)\b|\b\d+ ?(lbs?|pounds|kg)\b|(亮丙瑞林|抑那通|戈舍瑞林|诺雷德|\blupron\b|\bzoladex\b|\beligard\b|\bleuprolide\b|\badt\b)[^。？?.!]{0,40}(血糖|糖化|\bsugars?\b|\bglucose\b|\ba1c\b)/,
    ],
    unless: [/吃不下|没胃口|瘦了|掉秤|\b(lost|losing) (weight|\d)|\bpoor appetite\b|\bno appetite\b/],
    for: ADT,
    wholeMessage: true,
    // Fewer refined starches: never said to someone whose lows are on insulin or a sulfonylurea.
    cutsCarbohydrate: true,
    intent: 'weight_change',
    compose: adtText,
    text: {
      zh: '**会的：亮丙瑞林、戈舍瑞林这类去势（雄激素剥夺）治疗常让人长脂肪、掉肌肉，也会让血糖升高——美国FDA在2010年要求这类药的说明书写明会增加患糖尿病和心血管病的风险。** 你有糖尿病，血糖往上走请这几周内告诉糖尿病医生，查一次糖化血红蛋白，降糖药可能要调；也告诉肿瘤科。去势治疗不要因为这个自己停。能做的：每周几次力量训练（哑铃、弹力带、深蹲）加上快走这类有氧运动，最能对抗掉肌肉和长脂肪；少喝含糖饮料、少吃精米白面和甜点，主食定量、蛋白质每顿都有；不用刻意节食。',
      en: '**Yes: androgen deprivation such as Lupron (leuprolide) or Zoladex often adds fat, costs muscle and raises blood sugar — in 2010 the FDA had these labels warn of a higher risk of diabetes and heart disease.** With diabetes, tell your diabetes doctor about the rising sugars in the next few weeks and have an A1c checked — your diabetes medicines may need adjusting; tell the oncology team too, and do not stop the Lupron over it. What helps: strength training a few times a week (weights, bands, squats) plus brisk walking or other aerobic exercise, which counter both the muscle loss and the fat gain; fewer sugary drinks, refined starches and desserts, a set portion of starch and protein at every meal — no crash dieting.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication (20 October 2010): update to ongoing safety review of GnRH agonists and notification to manufacturers of GnRH agonists to add new safety information to labeling regarding increased risk of diabetes and certain cardiovascular diseases; Lupron Depot (leuprolide) US prescribing information §5 (hyperglycaemia and diabetes); ADA Standards of Care in Diabetes—2025 §5 (physical activity: resistance and aerobic exercise)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-update-ongoing-safety-review-gnrh-agonists-and-notification-manufacturers-gnrh',
    },
  },
  {
    // On clozapine a bulk-forming fibre is not used at all: no scoop-and-glass how-to under that rule (forty-fourth
    // clinician review, zh S2), but the answer to the question asked — leave it out, and what to do instead.
    id: 'psyllium-on-clozapine',
    when: [
      /水|喝|\b(water|fluids?|drink|glass|cups?|oz|ml)\b/,
      /车前子|洋车前|美达施|膳食纤维粉|\b(metamucil|psyllium|fib(er|re) (powder|supplement)|konsyl|fybogel|scoops?)\b/,
    ],
    for: { medicines: ['clozapine'] },
    wholeMessage: true,
    intent: 'supplement_timing',
    text: CLOZAPINE_PSYLLIUM_ANSWER,
    source: CLOZAPINE_GUT_SOURCE,
  },
  {
    id: 'psyllium-water-per-dose',
    when: [
      /水|喝|\b(water|fluids?|drink|glass|cups?|oz|ml)\b/,
      /车前子|洋车前|美达施|膳食纤维粉|\b(metamucil|psyllium|fib(er|re) (powder|supplement)|konsyl|fybogel|scoops?)\b/,
    ],
    // A fluid limit (dialysis, heart failure, said) has its own fibre row (fibre-on-fluid-limit). On clozapine a
    // bulk-forming fibre is not used at all (the interaction rule says so): no how-to under that rule (forty-fourth
    // clinician review, zh S2 — "don't use bulk fibre" followed by "one scoop with a full glass of water").
    notFor: [
      {
        conditions: ['dialysis', 'heart_failure'],
        said: /透析|限水|限制(饮水|喝水)|\bdialysis\b|\bfluid (limit|restriction)\b|\brestrict\w* (my |his |her )?fluids?\b/,
      },
      { medicines: ['clozapine'] },
    ],
    wholeMessage: true,
    intent: 'supplement_timing',
    compose: psylliumText,
    text: {
      zh: '**每一份（一勺，约3.4克纤维）都要配至少一整杯水——240毫升左右，搅匀马上喝完；吃两勺就是每次至少两整杯，白天再多喝一两杯。** 没有医生限水的话，一天总共喝1.5–2升左右。水喝少了，车前子会在喉咙或肠子里结成团，可能噎住或堵住肠子——吃氯氮平的人肠子本来就慢，更要当心：两三天没大便、肚子胀痛或呕吐，请马上告诉精神科医生或就医。其他药和车前子隔开2小时吃。',
      en: '**Each dose (one scoop, about 3.4 g of fibre) needs at least a full glass of water — about 240 mL (8 oz) — stirred in and drunk straight away; with 2 scoops, that is at least two full glasses with them, and a glass or two more through the day.** Without a fluid limit from your doctor, about 1.5–2 litres a day in all. Too little water can make psyllium swell into a lump in the throat or gut and cause choking or a blockage — more of a risk on clozapine, which already slows the bowel: no stool for 2–3 days, a swollen painful belly or vomiting means telling your psychiatrist or getting seen promptly. Take other medicines 2 hours apart from it.',
    },
    source: {
      ref: 'Metamucil (psyllium husk) Drug Facts: take each dose with at least 8 oz (a full glass) of water or other fluid; taking it without enough liquid may cause choking; take other medicines 2 hours before or after; MHRA Drug Safety Update vol. 11 issue 3 (October 2017): clozapine and potentially fatal intestinal obstruction',
    },
  },
];
