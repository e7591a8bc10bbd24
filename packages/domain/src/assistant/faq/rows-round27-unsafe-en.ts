/**
 * Blind answer round 27's unsafe en-US chat answers (development data once its figures were reported),
 * each written as a class — the situation, whoever words it, in both languages:
 * - water drunk in large amounts to keep hunger away (en-011: the daily water-intake text for an
 *   eating-disorder screen of 5/5 with a potassium of 2.9);
 * - laxatives kept long term on clozapine (en-045: the laxative-misuse text and its "no more than a week");
 * - dong quai with lupus or before a pregnancy (en-061: "no known interaction" with hydroxychloroquine);
 * - a raised ALT or liver worry on an antithyroid medicine (en-090: the selenium intake text);
 * - foods with a high potassium on ciclosporin or tacrolimus (en-108: the interaction cards, no foods);
 * - salt with nephrotic swelling (en-111: the tofu row, because "soy sauce" read as soy);
 * - alcohol with a benzodiazepine, a Z-drug or trazodone at night (en-118: the weekend-drinking text);
 * - B12 and iron after a gastrectomy (en-122: "no known interaction" with B12, "no iron needed");
 * - a low magnesium with a high-output stoma or bowel losses (en-128: the kidney "do not take
 *   magnesium" line and a nudge to question the PPI that lowers the stoma output).
 */
import type { Bilingual, Source } from '../../contracts/common';
import type { FaqAudience, FaqRow } from './types';
import { IRON_NOT_WANTED } from './audiences';
import { NEPHROTIC_SAID } from './rows-kidney-heart';

// ——— Water-loading to keep hunger away (en-011) ———

/** Water, or a drink of it, named. */
const WATER = /喝水|水喝|灌.{0,6}水|喝.{0,6}水|\bwater\b|\bchug\w*\b/;
/** Drunk to keep hunger away, to eat less, or instead of a meal. */
const HUNGER_AWAY =
  /(不|没那么|就不会?)(饿|想吃)|压.{0,4}(饿|饥|食欲)|抑制.{0,4}(食欲|饥饿)|顶饱|填饱|骗.{0,2}(胃|肚子)|少吃(?!盐|油|糖|咸|辣|点盐|点油)|吃得?少|代替.{0,4}(吃饭|饭|餐)|不吃(饭|午饭|晚饭|早饭)|\b(not|dont|don.?t|never) (feel |get )?hungry\b|\bhunger\b|\bappetite\b|\beat less\b|\beating less\b|\bfill (me |myself |my stomach )?up\b|\bfeel full\b|\binstead of (eating|food|lunch|dinner|breakfast|a meal|meals)\b|\bskip (meals?|lunch|dinner|breakfast)\b/;
/** A large amount or a positive screen said: litres at once, chugging, bottle after bottle. */
const WATER_LOADING_SAID =
  /\b(a|one|half a) (litre|liter)\b|代替.{0,4}(吃饭|饭|餐|午饭|晚饭|早饭)|\binstead of (eating|food|lunch|dinner|breakfast|a meal|meals)\b|(?<![\d.])([1-9](\.\d)?|一|两|二|三|四|五) ?(升|公升|l\b|litres?|liters?)|一大(瓶|壶|桶)|好几(瓶|杯)|灌|\bchug\w*\b|\bgallons?\b|\b(bottles|jugs) of water\b|厌食|暴食|催吐|进食障碍|\banorexi\w*|\bbulimi\w*|\beating disorder\b|\bpurg\w*\b/;

// ——— Clozapine and laxatives (en-045) ———

const CLOZAPINE: FaqAudience = {
  medicines: ['clozapine'],
  said: /氯氮平|\b(clozapine|clozaril|denzapine|zaponex|versacloz)\b/,
};
const LAXATIVE_NAMED =
  /泻药|通便药|番泻叶|乳果糖|杜密克|聚乙二醇|福松|比沙可啶|开塞露|\b(laxatives?|senna|senokot|sennosides?|lactulose|macrogol|movicol|miralax|bisacodyl|dulcolax|docusate|colace|stool softeners?)\b/;
const CLOZAPINE_SOURCE =
  'MHRA Drug Safety Update: Clozapine — reminder of potentially fatal risk of intestinal obstruction, faecal impaction, and paralytic ileus (September 2020), and Clozapine and other antipsychotics: monitoring blood concentrations for toxicity (August 2020); a 2023 MHRA reminder on clozapine constipation is cited from memory and not verified here; Clozaril (clozapine) US prescribing information §5 Gastrointestinal hypomotility with severe complications; NICE CKS Constipation (2023): stimulant with osmotic laxatives for drug-induced constipation';

// ——— Dong quai with lupus or before a pregnancy (en-061) ———

const DONG_QUAI = /当归|\bdong ?quai\b|\bdanggui\b|\bdang gui\b|\bangelica sinensis\b/;
const LUPUS: FaqAudience = {
  medicines: ['hydroxychloroquine', 'mycophenolate'],
  said: /狼疮|\blupus\b|\bsle\b/,
};

// ——— An antithyroid medicine and the liver (en-090) ———

const ANTITHYROID: FaqAudience = {
  medicines: ['antithyroid'],
  said: /甲巯咪唑|他巴唑|赛治|丙硫氧嘧啶|卡比马唑|\b(methimazole|thiamazole|tapazole|carbimazole|propylthiouracil|ptu)\b/,
};
const LIVER_ASKED =
  /转氨酶|谷丙|谷草|肝功|肝酶|肝(损|伤|脏|不好|有问题|指标)|伤肝|黄疸|\b(alt|ast|sgpt|sgot|lfts?)\b|\bliver\b|\bjaundice\w*\b|\btransaminase\w*\b/;

// ——— High potassium on a calcineurin inhibitor (en-108) ———

const CALCINEURIN: FaqAudience = {
  medicines: ['calcineurin_inhibitor'],
  said: /环孢素|新山地明|他克莫司|普乐可复|\b(ciclosporin|cyclosporine|neoral|sandimmune|tacrolimus|prograf|advagraf|envarsus)\b/,
};
const POTASSIUM_SAID = /钾|\bpotassium\b|\bk\b ?(is |was |of |at )?[3-7]\.\d/;
const FOODS_ASKED =
  /水果|蔬菜|香蕉|橙|橘|汤|土豆|吃什么|哪些|能吃|忌口|\bfruits?\b|\bveg\w*\b|\bbananas?\b|\boranges?\b|\bsoups?\b|\bbroths?\b|\bpotato\w*\b|\bfoods?\b|\bavoid\b|\beat\b/;
const LOW_POTASSIUM_SAID =
  /低钾|钾(偏|太|有点)?低|\blow potassium\b|\bpotassium (is |was )?(low|down)\b|\bhypokal\w*/;

// ——— Salt with nephrotic swelling (en-111) ———

const NEPHROTIC: FaqAudience = { nephrotic: true, said: NEPHROTIC_SAID };
const SALT_ASKED = /盐|钠|咸|酱油|腌|榨菜|\bsalt\w*\b|\bsodium\b|\bsoy sauce\b|\bpickl\w*\b|\bsalty\b/;
const SWELLING_OR_DIURETIC =
  /肿|利尿|呋塞米|速尿|托拉塞米|肾病综合征|\bswell\w*\b|\bo?edema\b|\bpuff\w*\b|\bfurosemide\b|\blasix\b|\btorsemide\b|\bbumetanide\b|\bfluid (retention|build.?up)\b|\bnephrotic\b/;

// ——— Alcohol with a sedating night medicine (en-118) ———

const ALCOHOL =
  /酒|\b(alcohol|wine|beer|beers|booze|liquor|spirits|vodka|gin|whisk(e)?y|rum|tequila|cocktails?|pints?|prosecco|champagne|cider|sake|soju)\b/;
const SEDATING_NIGHT: FaqAudience = {
  medicines: ['benzodiazepine', 'hypnotic', 'trazodone'],
  said: /劳拉西泮|阿普唑仑|地西泮|安定|氯硝西泮|艾司唑仑|唑吡坦|佐匹克隆|曲唑酮|安眠药|\b(lorazepam|ativan|alprazolam|xanax|diazepam|valium|clonazepam|klonopin|temazepam|estazolam|zolpidem|ambien|stilnox|zopiclone|eszopiclone|lunesta|trazodone|desyrel)\b|\bsleeping (pills?|tablets?)\b/,
};

// ——— B12 and iron after a gastrectomy (en-122) ———

const GASTRECTOMY =
  /全胃切除|胃全切|全切了?胃|胃(大部)?切除|切(了|掉|除)(整个|全部|大部分)?胃|胃(切|拿)(了|掉)|\b(total |partial |subtotal )?gastrectomy\b|\b(her|his|my|the) (whole )?stomach (was |has been )?(removed|taken out)\b|\bremoved (her|his|my) (whole )?stomach\b/;
const B12_OR_IRON =
  /b ?12|钴胺|\b(cobalamin|hydroxocobalamin|cyanocobalamin|methylcobalamin)\b|铁|贫血|\b(iron|ferritin|ana?emi\w*)\b/;

// ——— A low magnesium with a high-output stoma or bowel losses (en-128) ———

const STOMA_OR_LOSSES: FaqAudience = {
  medicines: ['loperamide'],
  said: /造口|造瘘|回肠造|短肠|肠衰竭|\b(stoma|ileostomy|jejunostomy|high.?output|short bowel|intestinal failure)\b/,
};
const MAGNESIUM = /镁|\bmagnesium\b/;
const LOW_OR_THROUGH =
  /低|0\.[1-6]\d?|拉肚子|腹泻|排出|直接拉|\blow\b|\bstraight through\b|\bgo(es|ne)? (right )?through\b|\bwent (right )?through\b|\bdiarrh\w*\b|\boutput\b|\bloose\b|\bwatery\b|\banother way\b|\binstead\b/;

/**
 * A low magnesium with a high-output stoma or ongoing losses (the row `stoma-losses-low-magnesium`); also said by the stoma
 * step (intents/stoma.ts) for a person with a stoma on chemotherapy, whom the row leaves out.
 */
export const STOMA_LOW_MAGNESIUM: { text: Bilingual; source: Source } = {
  text: {
    zh: '**造口排出量大（或长期腹泻）时血镁低（比如0.5左右），要在这几天内找造口护士团队或消化科医生处理，不要等到下次复诊；出现抽筋、手足抽搐、心慌或意识糊涂，当天就医。** 口服镁片常常让排出量更多，“吃了直接拉出来”很常见，不是你的问题。最有帮助的一步通常是先纠正失盐失水：身体缺钠缺水时会让肾脏把镁和钾一起排掉，所以每天分次喝口服补液盐（如St Mark’s配方，钠约90毫摩尔/升），白开水、茶、咖啡、果汁这类低渗饮料按团队说的限制在约1升，镁才补得上来。之后团队可能改成睡前服氧化镁（对排出量影响较小）、加用阿法骨化醇，或静脉补镁；血钾低（比如3.3）往往要镁纠正后才升得上来。医生开的洛哌丁胺、可待因、奥美拉唑这类药请照常吃：造口排出量大时，质子泵抑制剂是用来减少排出量的，不要自己停。有肾病时补镁的剂量尤其要由医生定。',
    en: '**A low magnesium (such as 0.5 mmol/L) with a high-output stoma (or ongoing diarrhoea) needs your stoma team or gastroenterologist within the next few days, not at the next routine visit — and cramps, twitching or spasms of the hands, palpitations or confusion need a doctor the same day.** Magnesium tablets often loosen the output, so tablets going “straight through” is common, not your fault. What usually helps most comes first: correcting the salt and water loss. When a high output leaves you short of sodium and water, the body’s response (aldosterone) makes the kidneys waste magnesium and potassium — so sipping an oral rehydration solution through the day (St Mark’s, about 90 mmol/L sodium) and keeping plain water, tea, coffee and juice to about 1 litre a day, as your team advises, lets magnesium be held on to. The team may then try magnesium oxide taken at night (which loosens output less), add alfacalcidol, or give magnesium into a vein; a low potassium (such as 3.3) often will not correct until the magnesium does. Keep taking loperamide, codeine or a PPI such as omeprazole as prescribed: with a high-output stoma the PPI is there to reduce the output — do not stop it yourself. With kidney disease, any magnesium dose is especially the doctor’s to set.',
  },
  source: {
    ref: 'Nightingale J, Woodward JM. Guidelines for management of patients with a short bowel. Gut 2006;55(Suppl 4):iv1–iv12 (British Society of Gastroenterology: correct sodium and water depletion first — secondary hyperaldosteronism raises urinary magnesium loss; oral rehydration solution with sodium about 90 mmol/L; restrict hypotonic fluids; magnesium oxide at night, alfacalcidol, intravenous magnesium; PPI to reduce high output) — sections cited from memory; Ayuk J, Gittoes NJ. How should hypomagnesaemia be investigated and treated? Clin Endocrinol 2011;75:743–746',
  },
};

export const ROUND27_UNSAFE_EN_FAQ: readonly FaqRow[] = [
  {
    // Round 27 en-011 ("i usually drink like 2 liters before lunch so i dont feel hungry", SCOFF 5/5, K 2.9):
    // the daily water-intake text. Water-loading is an eating-disorder behaviour that can drop the sodium.
    id: 'water-loading-to-suppress-hunger',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [WATER, HUNGER_AWAY],
    // A fluid limit the doctor set is the opposite question (forty-first clinician review, zh M8: "医生让我少吃盐少喝水" on
    // furosemide was told to drink to thirst).
    unless: [
      /(医生|大夫|护士)[^，。？！]{0,8}(让|叫|说|要求|嘱咐)[^，。？！]{0,8}(少喝|限水|控水|限制喝水|控制喝水)|限水|控水|\bfluid restrict\w*|\b(limit|restrict|cut down) (my |your |his |her )?(fluids?|water|drinks?)\b/,
    ],
    for: { noDeficit: true, said: WATER_LOADING_SAID },
    intent: 'weight_change',
    text: {
      zh: '**用大量喝水来压住饥饿（比如饭前一下子喝1–2升）并不安全，也是值得找人帮忙的信号——请不要再这样做了，这不是你的错，可以好起来。** 短时间喝下很多水会把血里的钠稀释（低钠血症），会头痛、恶心、糊涂，严重时抽搐；如果同时有呕吐、催吐，或者医生说过你血钾低，风险更高。饥饿是身体在要它需要的食物，不是要被骗过去的东西；按时吃三餐加点心，渴了就喝，正常喝水就够。请这周就和一位你信任的医生谈谈（全科医生、精神心理科或进食障碍门诊）；如果最近在呕吐，或者血钾低过，今天就去看医生。如果出现剧烈头痛、意识糊涂、抽搐或站不稳，马上拨打120。',
      en: '**Drinking large amounts of water to keep hunger away — like 2 litres before a meal — is not safe, and it is a sign to get some support: please stop doing it. It is not your fault, and it can get better.** A lot of water in a short time dilutes the sodium in your blood (hyponatraemia): headache, nausea, confusion and, at worst, seizures — and the risk is higher if you are also being sick or have been told your potassium is low. Hunger is your body asking for food it needs, not something to trick; regular meals and snacks, with water when you are thirsty, are enough. Please talk to a doctor you trust this week — your GP or an eating-disorder service (in the US, the National Eating Disorders Association’s website lists where to find one; in the UK, Beat’s helpline). If you have been vomiting or your potassium has been low, see a doctor today. A severe headache, confusion, a seizure or being unsteady on your feet needs emergency care at once.',
    },
    source: {
      ref: 'NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020) (assessment and referral; physical risk); Royal College of Psychiatrists CR233, Medical emergencies in eating disorders (MEED) (2022) (water loading: hyponatraemia risk and a falsely reassuring weight; low potassium in purging) — sections cited from memory; 中华医学会精神医学分会《中国进食障碍防治指南》（2015）',
    },
  },
  {
    // Round 27 en-045 ("on clozapine and constipated really bad … senna leaf tea every night and lactulose. is
    // senna ok long term?"): the laxative-misuse text with "no more than a week" (weight-control-products.ts
    // now leaves clozapine constipation to this row).
    id: 'clozapine-laxatives-keep',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [LAXATIVE_NAMED],
    unless: [
      /减肥|瘦身|掉秤|催吐|\b(lose|losing) weight\b|\bweight loss\b|\bpurg\w*\b|\bthrow\w* up\b/,
      // A fibre powder asked, or the plan an emergency team gave: clozapine-constipation's (rows-medicines.ts).
      /纤维|车前|麦麸|急诊|医院|\b(fib(er|re)|psyllium|metamucil|benefiber|fybogel|er|a&e|emergency|hospital)\b/,
    ],
    for: CLOZAPINE,
    intent: 'medicine_question',
    text: {
      zh: '**吃着氯氮平，医生让用的泻药（乳果糖、番泻叶、聚乙二醇等）要继续每天用，不要自己停，也不要套用“泻药最多用一周”那条说明——但吃氯氮平还要天天靠泻药、或者总是腹胀，要在这一两天内告诉精神科医生或氯氮平门诊。** 氯氮平会让肠子变慢，便秘可能发展成肠梗阻，严重时会致命（英国药监局MHRA 2020年警示）。医生会调整方案：常用刺激性泻药（番泻叶片）加渗透性泻药（聚乙二醇或乳果糖），长期用是常规；自己泡的番泻叶茶浓淡不一，请医生换成剂量固定的片剂。饮食：每天喝够水（约1.5–2升，除非医生限水），蔬菜、水果（猕猴桃、西梅、梨）和全谷物照常吃，多走动；但食物不能代替泻药，也不要自己加纤维粉（车前子壳之类），肠子慢时可能加重堵塞。用了泻药还是三天以上没有大便：当天打电话给精神科医生或氯氮平门诊。肚子胀得发硬或疼痛、呕吐、不排便也不排气：马上去急诊，并告诉医生在吃氯氮平。',
      en: '**On clozapine, keep taking the laxatives you were given (senna, lactulose, macrogol) every day — long-term use is normal here, and the “no more than a week” on a shop label does not apply — but constipation on clozapine that still needs laxatives every day, or brings bloating, needs telling the psychiatrist or clozapine clinic within the next day or two.** Clozapine slows the gut, and constipation on it can turn into a blocked bowel (ileus) that can be fatal (MHRA warning, 2020). The team will adjust the plan: usually a stimulant (senna tablets) with an osmotic laxative (macrogol or lactulose), taken long term; home-brewed senna tea varies in strength, so ask for senna tablets at a set dose instead. Food: drink enough (about 1.5–2 litres a day unless you have a fluid limit), eat vegetables, fruit (kiwi, prunes, pears) and whole grains, and keep moving — but food does not replace the laxatives, and do not add a fibre powder such as psyllium, which can add to a blockage in a slowed gut. No stool for three days or more despite the laxatives: call the psychiatrist or clozapine clinic that day. A swollen, hard or painful tummy, vomiting, or no stool and no wind: go to the emergency department now and tell them about the clozapine.',
    },
    source: { ref: CLOZAPINE_SOURCE },
  },
  {
    // Round 27 en-061 ("dong quai … I take 6g a day. Is it ok with lupus and my kidneys? I also take
    // hydroxychloroquine", planning a pregnancy): "no known interaction".
    id: 'dong-quai-lupus',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [DONG_QUAI],
    for: LUPUS,
    intent: 'herbal_remedy',
    text: {
      zh: '**有红斑狼疮（尤其狼疮肾炎），不建议喝当归汤、吃当归制剂，建议把当归停掉，不要再每天吃；在准备怀孕的更要停。** 当归对孕早期的安全性没有可靠资料，对子宫有作用，可能还有类雌激素作用（狼疮可能因此波动）；它含香豆素类成分，会增加出血风险——狼疮患者备孕和怀孕时常需要用阿司匹林或肝素，叠加更要小心；它还含补骨脂素类成分，会让皮肤对日光更敏感，而日晒本身就会诱发狼疮。它也不能“补血”或“助孕”：贫血要查清原因，按医生的方案治。羟氯喹请继续按时吃（孕期可以用，还能减少狼疮复发），不要因为备孕自己停。如果在吃吗替麦考酚酯（骁悉），它会致畸，怀孕前至少6周必须由风湿科医生换成孕期可用的药——先不要试孕，尽快和风湿科、肾内科医生一起制定怀孕计划。任何中药、保健品，先问风湿科医生。',
      en: '**With lupus — above all lupus nephritis — skip dong quai soups and products: stop the dong quai rather than taking it every day, all the more when trying for a baby.** It has no reliable safety record around conception and early pregnancy and acts on the womb and possibly on hormones (reported oestrogen-like effects, which could unsettle lupus); its coumarin-like compounds add to bleeding risk — and lupus pregnancies often need aspirin or heparin; and its psoralens make the skin more sensitive to sunlight, which itself can trigger lupus. Nor does it “build blood” or help fertility: anaemia needs its cause found and treated. Keep taking hydroxychloroquine as prescribed — it is used in pregnancy and lowers the risk of flares — and do not stop it yourself. If you take mycophenolate (CellCept), it harms an unborn baby and must be switched by your rheumatologist at least 6 weeks before trying — so do not start trying until you have planned the pregnancy with your rheumatologist and kidney doctor. Ask your rheumatologist before any herbal remedy or supplement.',
    },
    source: {
      ref: 'Memorial Sloan Kettering Cancer Center, About Herbs: Dong Quai (coumarins and antiplatelet effect; oestrogen-like activity; psoralens and photosensitivity; avoid in pregnancy) — wording cited from memory; NIH NCCIH, Dong Quai (2020: not shown safe in pregnancy; may increase bleeding); ACR 2020 Guideline for the Management of Reproductive Health in Rheumatic and Musculoskeletal Diseases (Sammaritano LR et al., Arthritis Rheumatol 2020;72:529–556: continue hydroxychloroquine; stop mycophenolate at least 6 weeks before conception); CellCept (mycophenolate) US prescribing information, boxed warning (embryofetal toxicity)',
    },
  },
  {
    // Round 27 en-090 ("and my ALT is 65, does selenium or any of my supplements affect the liver?" on
    // methimazole): the selenium intake text; the drug's own liver risk never said.
    id: 'antithyroid-liver',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [LIVER_ASKED],
    for: ANTITHYROID,
    intent: 'medicine_question',
    text: {
      zh: '**吃着甲巯咪唑（或丙硫氧嘧啶、卡比马唑），转氨酶（ALT）升高要在这几天内告诉内分泌科医生，不要等到下次复诊：抗甲状腺药本身可能损伤肝脏。** 是否复查、减量或换药由医生决定，不要自己停药（甲亢会反弹）。出现皮肤或眼白发黄、尿色像浓茶、大便发白、右上腹痛、全身瘙痒，或者没胃口、恶心、特别乏力：当天就医。轻度升高也可能是甲亢本身引起的，医生会结合胆红素、碱性磷酸酶和复查来判断（药品说明书把超过正常上限3倍的升高视为有临床意义，由医生处理）。保健品：硒每天总量在400微克上限以内（比如硒酵母200微克加复合维生素里的），不是已知的伤肝原因；但请把所有瓶子带给医生看，中草药、“护肝”“排毒”产品继续吃之前先问医生，海藻片（含碘）甲亢时本来就不该吃。复查前不要喝酒。',
      en: '**On methimazole (or propylthiouracil or carbimazole), a raised ALT needs telling your endocrinologist within the next few days, not at the next routine visit: the antithyroid medicine itself can injure the liver.** Whether to recheck, lower or change it is the doctor’s decision — do not stop it yourself, as the thyroid can flare. Yellow skin or eyes, dark urine, pale stools, pain in the upper right of the tummy, itching all over, or loss of appetite with nausea and unusual tiredness: see a doctor the same day. A mild rise can also come from the overactive thyroid itself; the doctor tells these apart with bilirubin, alkaline phosphatase and a repeat test (the label treats a rise above 3 times the upper limit of normal as clinically significant, for the doctor to act on). Supplements: selenium within the 400 µg a day upper limit (such as 200 µg plus a multivitamin) is not a known cause of liver injury — but bring every bottle to the doctor, ask the doctor before going on with any herbal, “liver detox” or similar product, and kelp or seaweed tablets (iodine) are not for an overactive thyroid anyway. No alcohol until the liver has been rechecked.',
    },
    source: {
      ref: 'Tapazole (methimazole) US prescribing information, Warnings: liver toxicity (symptoms of liver dysfunction prompt liver tests; discontinue promptly with clinically significant liver abnormality including transaminases above 3 times the upper limit of normal) — wording cited from memory; propylthiouracil US prescribing information, boxed warning (severe liver injury); Ross DS et al. 2016 American Thyroid Association Guidelines for Diagnosis and Management of Hyperthyroidism and Other Causes of Thyrotoxicosis, Thyroid 2016;26:1343–1421 (baseline liver tests; hyperthyroidism itself can raise transaminases); NIH ODS Selenium Fact Sheet for Health Professionals (UL 400 µg a day)',
    },
  },
  {
    // Round 27 en-108 ("his potassium is 5.4. which fruits and vegetables should he avoid? he loves bananas and
    // oranges and my mom makes lots of soup", ciclosporin and losartan): the interaction cards, no foods.
    id: 'calcineurin-high-potassium-foods',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [POTASSIUM_SAID, FOODS_ASKED],
    unless: [LOW_POTASSIUM_SAID],
    for: CALCINEURIN,
    intent: 'food_sources',
    text: {
      zh: '**环孢素（或他克莫司）会让血钾升高，氯沙坦这类沙坦类、普利类降压护肾药也会，同时吃作用叠加：血钾偏高（超过约5.0）时，高钾食物要减少，不用把水果蔬菜全停。** 先少吃：香蕉、橙子和橙汁、橘子、猕猴桃、哈密瓜、牛油果、枣和其他果干；土豆、红薯、芋头、番茄和番茄酱、菠菜、蘑菇、豆类、坚果。可以换成：苹果、梨、葡萄、草莓蓝莓、菠萝；卷心菜、黄瓜、冬瓜、四季豆、菜花、生菜、青椒，每天按份量吃。**汤要特别注意：钾会溶进水里，骨头汤、老火汤、菜汤、肉汤熬得越久钾越浓**——汤少喝，吃料不喝汤；蔬菜切小块在一大锅水里煮过、把水倒掉再炒，能去掉一部分钾。**不要用低钠盐、“代用盐”（成分是氯化钾），不吃含钾的保健品。** 西柚、柚子、塞维利亚酸橙（苦橙）吃环孢素时也不要吃（会升高药物浓度），普通甜橙可以在限钾的份量里偶尔吃。药不要自己停；请肾内科医生这周内复查血钾，饮食份量让肾病营养师定。血钾到6.0或以上、心慌心跳乱、肌肉无力：当天就医。',
      en: '**Ciclosporin (or tacrolimus) raises potassium, and so do losartan and the other ARBs and ACE inhibitors — taken together the effects add up: with a potassium above the range (over about 5.0), cut down on high-potassium foods rather than stopping fruit and vegetables altogether.** Limit: bananas, oranges and orange juice, kiwi, melon, avocado, dates and other dried fruit; potatoes, sweet potatoes, tomatoes and tomato sauce, spinach, mushrooms, beans and lentils, and nuts. Lower-potassium swaps, in normal portions: apples, pears, grapes, berries, pineapple; cabbage, cucumber, green beans, cauliflower, lettuce, peppers. **Soups need care: potassium leaches into the liquid, so broths and long-simmered soups (bone, meat or vegetable) concentrate it** — have the solids and leave most of the broth; boiling chopped vegetables in plenty of water and draining it removes some potassium. **No low-sodium or “lite” salt or salt substitutes (they are potassium chloride), and no potassium supplements.** Grapefruit, pomelo and Seville (bitter) orange are off for another reason with ciclosporin (they raise its level); sweet oranges fit only within the potassium limit. Do not stop the medicines; ask the kidney team to recheck potassium this week, and a renal dietitian to set the portions. A potassium of 6.0 or more, palpitations or muscle weakness: see a doctor the same day.',
    },
    source: {
      ref: 'Neoral (cyclosporine) US prescribing information, Warnings/Precautions: hyperkalaemia (avoid potassium-sparing drugs and potassium supplements) and Food interactions (grapefruit); Cozaar (losartan) US prescribing information §5 Hyperkalemia; KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, ch. 3 (dietary potassium individualised for hyperkalaemia) — section cited from memory; Burrowes JD, Ramer NJ. Changes in potassium content of different potato varieties after cooking. J Ren Nutr 2008;18:530–534 (leaching by boiling); 《中国食物成分表（标准版）第6版》（2018） 钾含量',
    },
  },
  {
    // Round 27 en-111 ("how much salt should he have with the swelling? he's on furosemide. he loves pickled
    // vegetables and soy sauce with congee", nephrotic syndrome): the CKD tofu row, "Yes".
    id: 'nephrotic-oedema-salt',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [SALT_ASKED, SWELLING_OR_DIURETIC],
    for: NEPHROTIC,
    intent: 'how_much_nutrient',
    text: {
      zh: '**肾病综合征水肿时，每天钠要控制在约2克以内，相当于盐5克左右（一平小勺），酱油、咸菜、酱料里的盐都算在内；肾内科医生要求更少的按医生的。** 盐吃多了会留住水，水肿更重，呋塞米（速尿）这类利尿药的效果也会变差。酱油一汤匙（15毫升）约含钠800–1000毫克，差不多是一天的一半；榨菜、咸菜、腐乳、咸鸭蛋也很咸，一小碟咸菜就可能有1克钠——配粥最好换成新鲜蔬菜、鸡蛋、豆腐，用葱姜、醋、白胡椒、少量香油提味。**不要用低钠盐、“代用盐”（成分是氯化钾）：在吃环孢素、氯沙坦这类升钾的药时会让血钾更高。** 喝多少水按医生说的；每天早上同一时间称体重，两天内涨1–2公斤以上、尿明显变少或气短，及时联系医生。利尿药不要自己加减。',
      en: '**With nephrotic swelling, keep sodium under about 2 g a day — about 5 g of salt, one level teaspoon, counting what is in sauces and pickles — or less if the kidney doctor sets less.** Salt holds water in the body, makes the swelling worse and makes water pills such as furosemide work less well. One tablespoon (15 mL) of soy sauce holds about 800–1,000 mg of sodium, close to half the day’s; pickled vegetables (zha cai, salted mustard greens), fermented tofu and salted eggs are very salty too — a small dish of pickles can hold 1 g of sodium. With congee, swap them for fresh vegetables, egg or tofu, flavoured with spring onion, ginger, vinegar, white pepper or a few drops of sesame oil. **No low-sodium or “lite” salt or salt substitutes: they are potassium chloride, and with medicines that raise potassium (ciclosporin, losartan or another ARB or ACE inhibitor) they push it higher.** Fluids: as the doctor advises. Weigh each morning at the same time: a gain of more than 1–2 kg in two days, much less urine, or breathlessness means calling the doctor. Do not change a water-pill dose on your own.',
    },
    source: {
      ref: 'KDIGO 2021 Clinical Practice Guideline for the Management of Glomerular Diseases, Kidney Int 2021;100(4S):S1–S276, ch. 1 general management (dietary sodium < 2.0 g/day in nephrotic syndrome; diuretics for oedema) — section cited from memory; 《中国食物成分表（标准版）第6版》（2018）（酱油、榨菜钠含量） — figures cited from memory; Neoral (cyclosporine) and Cozaar (losartan) US prescribing information, hyperkalaemia (avoid potassium supplements and potassium-containing salt substitutes)',
    },
  },
  {
    // Round 27 en-118 ("can i drink on weekends with my meds? like 2 glasses of wine. i take trazodone and
    // lorazepam at night"): the weekend-drinking text, the medicines declined.
    id: 'alcohol-sedating-night-medicines',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [ALCOHOL],
    unless: [/酒精(棉|消毒|过敏)|料酒|\balcohol.?free\b|\bnon.?alcoholic\b|\brubbing alcohol\b/],
    for: SEDATING_NIGHT,
    intent: 'medicine_question',
    text: {
      zh: '**吃着劳拉西泮、阿普唑仑这类安定类药，唑吡坦等安眠药，或者晚上吃曲唑酮，最好不要喝酒，周末两杯红酒也不建议。** 酒精、苯二氮䓬类药、安眠药和有镇静作用的曲唑酮都会抑制大脑，叠在一起作用会加重：很困、反应慢、糊涂、记不清事，睡着后呼吸变慢变浅，夜里起床容易跌倒受伤。苯二氮䓬类药说明书写明酒精会加重它的镇静作用，黑框警告写明它和阿片类药合用会严重镇静、抑制呼吸。酒精还会让抑郁和睡眠更差。不要为了喝酒自己停药、跳过或改剂量；想喝的话，先问开药的医生或药师。如果同时在吃阿片类止痛药，绝对不要喝酒。喝酒后叫不醒、呼吸很慢或很浅、嘴唇发紫：立即拨打120。',
      en: '**On a benzodiazepine such as lorazepam or alprazolam, a sleeping pill such as zolpidem, or trazodone at night, it is best not to drink alcohol — not even two glasses of wine at the weekend.** Alcohol, benzodiazepines, sleeping pills and sedating trazodone each slow the brain, and together the effects add up: heavy drowsiness, confusion and memory blanks, slower and shallower breathing in sleep, and falls if you get up in the night. The labels warn that alcohol adds to a benzodiazepine’s sedation, and their boxed warning names the same danger — profound sedation and slowed breathing — with opioids. Alcohol also makes depression and sleep worse. Do not skip, stop or change a dose in order to drink; if you want to drink at all, ask the prescriber or pharmacist first. If you also take an opioid painkiller, no alcohol at all. Being hard to wake, very slow or shallow breathing, or blue lips after drinking: call your emergency number at once.',
    },
    source: {
      ref: 'Ativan (lorazepam) US prescribing information, boxed warning (risks from concomitant use with opioids; abuse, misuse and addiction — FDA class labelling 2020) and Warnings/Drug interactions (additive CNS depression with alcohol and other CNS depressants) — sections cited from memory; Desyrel (trazodone) US prescribing information §7 (may enhance the response to alcohol, barbiturates and other CNS depressants); US FDA Drug Safety Communication, 31 August 2016 (opioids with benzodiazepines or other CNS depressants)',
    },
  },
  {
    // Round 27 en-122 ("after total gastrectomy does she need B12 shots or can she just take B12 pills? and
    // what about iron"): "no known interaction" with B12, and "no iron supplement needed" from the diet.
    id: 'gastrectomy-b12-iron',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [GASTRECTOMY, B12_OR_IRON],
    unless: [/袖状|减重手术|缩胃|胃旁路|\b(sleeve|bariatric|gastric bypass|weight.?loss surgery)\b/],
    notFor: IRON_NOT_WANTED,
    intent: 'supplement_dose',
    text: {
      zh: '**全胃切除后，维生素B12要终身打针补充，不能只靠普通剂量的B12片：胃没了，就没有“内因子”，食物和普通片剂里的B12吸收不了。** 常用方案是肌注B12（如羟钴胺1毫克每2–3个月一次，或按医生的方案先密集注射再维持）；有的团队在定期验血监测下用每天1000–2000微克的大剂量口服片，但要由医生决定，不要自己把针换成片。**铁也常常需要补：** 胃切除后没有胃酸，食物又绕开了吸收铁最多的十二指肠，缺铁性贫血很常见；按饮食算出来的“铁够了”不适用于全胃切除后的人。请医生查血红蛋白、铁蛋白（第一年每3–6个月，以后至少每年一次），缺铁时按医生的方案口服铁剂（隔天一次、配维生素C可能更好耐受和吸收）或静脉补铁。叶酸、钙和维生素D也要定期查。部分胃切除后B12和铁同样要每年查。',
      en: '**After a total gastrectomy, vitamin B12 is replaced by injection for life — ordinary B12 pills cannot be relied on: without the stomach there is no intrinsic factor, which B12 from food and ordinary tablets needs to be absorbed.** The usual plan is hydroxocobalamin 1 mg injected every 2–3 months (in the US, cyanocobalamin 1,000 µg monthly), often after a few loading doses. Some teams use very high-dose tablets (1,000–2,000 µg a day) with regular blood checks instead, but that is the doctor’s decision — never a switch of her own. **Iron is often needed too:** with no stomach acid, and food bypassing the duodenum where most iron is absorbed, iron-deficiency anaemia is common after a gastrectomy, so a diet calculation saying “enough iron” does not apply after a gastrectomy. Ask for her haemoglobin and ferritin to be checked (every 3–6 months in the first year, then at least yearly); if low, iron by mouth as the doctor advises (every other day, with vitamin C, can be easier to take and absorb) or intravenous iron. Folate, calcium and vitamin D are checked too. After a partial gastrectomy, B12 and iron are checked at least yearly as well.',
    },
    source: {
      ref: 'British National Formulary, Hydroxocobalamin (prophylaxis of macrocytic anaemia after total gastrectomy: 1 mg every 2–3 months for life) — wording cited from memory; NICE NG239 Vitamin B12 deficiency in over 16s (2024) (intramuscular replacement for malabsorption after gastrectomy) — section cited from memory; Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513; Snook J et al. BSG guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (iron deficiency after gastric surgery)',
    },
  },
  {
    // Round 27 en-128 ("Magnesium is 0.52. The GP gave me magnesium tablets before but they went straight
    // through me. Is there another way?", high-output ileostomy, K 3.3, on omeprazole): the kidney "do not take
    // magnesium" line and a nudge to question the PPI.
    id: 'stoma-losses-low-magnesium',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [MAGNESIUM, LOW_OR_THROUGH],
    // Loperamide for chemotherapy's diarrhoea is no stoma: "limit drinks to about a litre" is short-bowel care
    // (fiftieth clinician review, zh S4: magnesium 0.42 on FOLFIRI with cetuximab got the stoma nurses and codeine).
    unless: [
      /化疗|靶向|伊立替康|西妥昔|爱必妥|帕尼单抗|\b(chemo\w*|irinotecan|folfiri|folfox|cetuximab|erbitux|panitumumab|vectibix)\b/,
    ],
    for: STOMA_OR_LOSSES,
    notFor: { medicines: ['chemotherapy'] },
    intent: 'medicine_question',
    ...STOMA_LOW_MAGNESIUM,
  },
];
