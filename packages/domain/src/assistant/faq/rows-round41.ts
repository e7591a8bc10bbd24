/**
 * Blind answer round 41's unsafe answers (development data once its figures were reported): a bazaar "sugar-lowering"
 * capsule beside metformin and dapagliflozin never told to stop (zh-035, zh-036: metformin stock text, then a "can't"
 * sent to the liver clinic), drinking less on purpose on dapagliflozin declined (zh-044), and a pre-workout's
 * caffeine asked about answered with a teenager's energy-drink row (en-041) or declined (en-040). Each row answers the
 * whole message, before the medicine and energy-drink rows that answered a neighbour.
 */
import type { FaqRow } from './types';

/** A herbal or "pure Chinese medicine" product bought for diabetes, outside a pharmacy or clinic. */
const HERBAL_GLUCOSE_PRODUCT =
  /(降糖|降血糖|控糖|治糖尿病)[^，。？?]{0,6}(胶囊|药丸|丸子|冲剂|保健品)|(胶囊|药丸|冲剂|保健品)[^，。？?]{0,12}(降糖|降血糖|控糖|糖尿病)|纯中药[^，。？?]{0,8}(没|无)副作用|\b(herbal|ayurvedic|chinese|traditional|natural)\b[^.?!]{0,30}\b(diabetes|sugar|glucose)\b[^.?!]{0,20}\b(capsules?|pills?|tablets?)\b|\b(diabetes|sugar|glucose)[- ](control|lowering|balance)\b[^.?!]{0,20}\b(capsules?|pills?)\b/;
/** Drinking less on purpose ("故意少喝水", "cut back on water so I don't have to pee"). */
const DRINKS_LESS =
  /(故意|尽量|特意|所以|就)?(少喝水|不敢喝水|不喝水|少喝点水|水喝得少|憋着不喝)|\b(drink(ing)?|cut(ting)? (back|down) on) (less )?(water|fluids?)\b[^.?!]{0,40}\b(pee|wee|toilet|bathroom|urinat\w*)\b|\b(don'?t|not|avoid) drink(ing)? (?:(?:much|enough|a lot of) )?(water|fluids?)\b/;
/** A pre-workout or caffeine product with a drink of caffeine on top, asked how much is too much. */
const PREWORKOUT_SAID =
  /预锻炼|氮泵|\bpre[- ]?workouts?\b|\bpre[- ]?training\b|\bc4\b|\bcaffeine pills?\b|\bno-?doz\b/;
const MORE_CAFFEINE =
  /咖啡因|红牛|功能饮料|咖啡|太多|过量|\bcaffeine\b|\bred ?bull\b|\bmonster\b|\benergy drinks?\b|\bcoffee\b|\bv drink\b|\bcelsius\b|\bespresso\b|\btoo much\b|\bscoops?\b/;

export const ROUND41_FAQ: readonly FaqRow[] = [
  {
    id: 'herbal-glucose-capsule-beside-medicines',
    wholeMessage: true,
    when: [HERBAL_GLUCOSE_PRODUCT],
    // A named herb has its own rows (bitter melon, cinnamon, berberine, mulberry leaf: rows-round21-enbad.ts).
    unless: [/苦瓜|肉桂|桑叶|黄连素|小檗碱|\bbitter (melon|gourd)\b|\bcinnamon\b|\bberberine\b|\bmulberry\b/],
    intent: 'herbal_remedy',
    text: {
      zh: '**集市、网上或熟人那里买的“降糖胶囊”“纯中药降糖”，建议暂时不再吃，把包装或剩下的胶囊拿给糖尿病医生或药师看。** 这类产品常被查出偷偷加了西药降糖成分（如格列本脲、苯乙双胍），标签上不写：和医院开的降糖药（如二甲双胍、达格列净、胰岛素）一起吃，可能把血糖降得太低，苯乙双胍还可能引起乳酸酸中毒；有的还伤肝。“纯中药、没副作用”只是卖家的说法，没有经过检验。医院开的药照常吃，不要因为吃了胶囊就减量。停掉胶囊后这几天多测几次血糖。出现心慌、手抖、出冷汗、头晕（低血糖），马上吃15克糖（如3–4块方糖或半杯果汁）；意识不清、叫不醒，立即打120。',
      en: '**A “sugar-lowering” capsule or “pure herbal” diabetes remedy bought at a market, online or from a friend is best put aside for now — take the pack or the capsules to your diabetes doctor or pharmacist.** Such products are often found to contain hidden diabetes medicines (glibenclamide, phenformin) that the label does not list: with prescribed diabetes medicines (metformin, dapagliflozin, insulin …) they can push the sugar too low, phenformin can cause lactic acidosis, and some harm the liver. “Natural, no side effects” is the seller’s claim, not a test. Keep taking the prescribed medicines as before, without cutting them because of the capsules, and check the sugar more often for a few days. Shaking, sweating, a racing heart or dizziness (a low): take 15 g of sugar (3–4 sugar cubes or half a glass of juice) at once; confusion or not waking up needs emergency services (120 in China).',
    },
    source: {
      ref: 'US FDA, Illegally marketed diabetes treatments / tainted products marketed as dietary supplements (hidden glibenclamide, phenformin and metformin; public notifications); Ching CK et al. Adulteration of herbal antidiabetic products with undeclared pharmaceuticals: a case series in Hong Kong. Br J Clin Pharmacol 2012;73:795–800; 国家药监局关于假冒“降糖”保健食品非法添加的通告（章节凭记忆）; ADA Standards of Care in Diabetes—2025 §6 (hypoglycaemia: 15 g of glucose)',
      url: 'https://www.fda.gov/consumers/health-fraud-scams/tainted-products-marketed-dietary-supplements',
    },
  },
  {
    id: 'sglt2-do-not-drink-less',
    wholeMessage: true,
    when: [DRINKS_LESS],
    for: { medicines: ['sglt2_inhibitor'] },
    intent: 'medicine_question',
    text: {
      zh: '**吃达格列净（安达唐）这类“列净”药，尿多是药在起作用（把糖从尿里排出去）——不要为了少上厕所故意少喝水。** 少喝水会脱水：头晕、站起来眼前发黑、肾功能变差，还容易尿路和生殖器感染，严重时可能出现酮症酸中毒。平时按口渴喝水，天热、开车久坐出汗多时更要喝够（每天约1.5–2升，医生限水的除外）；可以把大部分水安排在上午和出车间隙，晚上少喝一点。吃药后头几周尿多最明显，之后常会缓解。如果实在影响工作，告诉糖尿病医生，不要自己停药或减量。出现恶心呕吐、肚子痛、呼吸又深又快、特别乏力，即使血糖不高，也要当天就医。',
      en: '**On dapagliflozin (Farxiga) or another SGLT2 medicine, passing more urine is the medicine working (it sends sugar out in the urine) — do not drink less to cut the toilet trips.** Drinking less leads to dehydration: dizziness, feeling faint on standing, worse kidney function and more urinary and genital infections, and at worst ketoacidosis. Drink to thirst, and more on hot days or long shifts (about 1.5–2 litres a day unless a doctor limits your fluids); you can drink most of it earlier in the day and during breaks and less in the evening. The extra urine is worst in the first weeks and often settles. If it still gets in the way of work, tell the diabetes doctor — do not stop or cut the medicine yourself. Nausea or vomiting, tummy pain, fast deep breathing or unusual tiredness need care the same day, even with a normal sugar.',
    },
    source: {
      ref: 'Farxiga (dapagliflozin) US prescribing information §5.2 Volume depletion (assess volume status; hypotension, acute kidney injury), §5.1 Ketoacidosis, §5.4–5.5 (urinary tract and genital infections) — sections cited from memory; 达格列净片（安达唐）说明书【注意事项】（血容量不足）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=farxiga',
    },
  },
  {
    id: 'preworkout-caffeine-total',
    wholeMessage: true,
    when: [PREWORKOUT_SAID, MORE_CAFFEINE],
    intent: 'supplement_dose',
    text: {
      zh: '**一天的咖啡因要加在一起算：健康成年人每天总共最好不超过400毫克，一次不超过200毫克。** 一勺含300毫克的预锻炼粉，一次就超过了单次量；一天练两次就是600毫克，再加一罐红牛（250毫升约80毫克），远超400毫克。太多会心跳快、心慌、手抖、焦虑、睡不着，少数人会心律不齐。建议：一次用半勺（约150毫克）或换成低咖啡因的；一天练两次只在一次前用；练完不要再喝能量饮料，改喝水或运动饮料。有心脏病、高血压或焦虑问题的，先问医生。出现胸痛、心跳又快又乱、晕倒，马上就医。',
      en: '**Add up the day’s caffeine: for healthy adults about 400 mg a day in total, and no more than about 200 mg at once.** A 300 mg scoop of pre-workout is over the single amount on its own; training twice is 600 mg, and a Red Bull on top (about 80 mg a 250 mL can) takes you well past 400 mg. Too much brings a racing or pounding heart, shakiness, anxiety and poor sleep, and in some people an irregular heartbeat. What helps: half a scoop (about 150 mg) or a lower-caffeine product; on two-session days use it before one only; skip the energy drink after training — water or a sports drink instead. With a heart condition, high blood pressure or anxiety, ask a doctor first. Chest pain, a fast irregular heartbeat or fainting need care at once.',
    },
    source: {
      ref: 'EFSA Scientific Opinion on the safety of caffeine, EFSA Journal 2015;13(5):4102 (single doses up to 200 mg and up to 400 mg a day raise no safety concerns for healthy adults); US FDA, Spilling the Beans: How Much Caffeine Is Too Much? (2024)',
      url: 'https://www.efsa.europa.eu/en/efsajournal/pub/4102',
    },
  },
];
