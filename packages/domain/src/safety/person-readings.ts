/**
 * The reading of urgent signs that fits the person: what they are known to have (the plan's conditions and
 * medicines, or said in the chat) and what they say they ate makes one cause the likely one, and the urgent
 * card names it — with first aid that fits — instead of a kind's general text that names a cause the
 * person's signs do not point to (eighteenth clinician review, 2026-11-28: star fruit after kidney failure
 * was called a low blood sugar with "half a cup of juice"; confusion and black stools in cirrhosis got
 * warfarin, colitis, high calcium and "sip water"; issue 30 §1). A row is said when the person has one of
 * `has`, the message says `said` (when given) and holds `signs` (and `alsoSigns`, when given); of rows of
 * one `group`, the first that fits. The kinds of `namesInstead` are then left out of the card. Data with its
 * sources, both languages.
 */
import { pick, type Bilingual, type Locale } from '../contracts/common';
import { drugById } from '../interactions';
import type { RedFlagKind } from './kinds';
import { HEPATOTOXIC_JAUNDICE } from './named-causes';

/** What is known about the person, and the message the signs were told in. */
export interface ReadingContext {
  /** Context features of the profile and the message (`ctx_ckd`, `ctx_liver`, `ctx_pregnant` …). */
  features: ReadonlySet<string>;
  /** The plan's condition ids (`kidney_disease`, `dialysis`, `epilepsy` …). */
  conditions: readonly string[];
  /** The person's medicine ids (the plan's, and those the message names); their classes count too. */
  medicines: readonly string[];
  /** The message the signs were told in. */
  text: string;
}

interface PersonReading {
  id: string;
  /** Rows explaining the same signs: the first fitting one of a group is said. */
  group: string;
  /** The person has one of these (empty: anyone). */
  has: readonly string[];
  /** And the message says this (what was eaten), when given. */
  said?: RegExp;
  /** The signs, in the folded (lower-case) message. */
  signs: RegExp;
  /** And these signs too, when given. */
  alsoSigns?: RegExp;
  /** Not for a person who has one of these (a medicine that makes another reading as likely). */
  notWith?: readonly string[];
  /** Kinds whose card text names a cause this reading makes unlikely: left out when the row is said. */
  namesInstead: readonly RedFlagKind[];
  /**
   * The answer opens with the emergency number alone, never "see a doctor or call": the signs are a
   * threat to life now (twenty-first clinician review, en S4: "do I call 911 or let her sleep it off?").
   */
  callNow?: true;
  text: Bilingual;
  source: string;
}

/** Star fruit (carambola), in the names people use: 杨桃, 阳桃, 洋桃, 五敛子, star fruit, carambola. */
const STAR_FRUIT = /杨桃|阳桃|洋桃|五敛子|五棱子|\bstar ?fruits?\b|\bcarambolas?\b/;

/** The signs of star-fruit neurotoxicity (Neto 2003; Chang 2000). */
const STAR_FRUIT_SIGNS =
  /打嗝|打呃|呃逆|嗝|说胡话|胡言乱语|胡话|糊涂|迷糊|意识|神志|不认人|认不出|手抖|发抖|抖|吐|呕|恶心|没力气|无力|乏力|抽搐|抽风|抽筋|昏|叫不醒|嗜睡|烦躁|躁动|麻木|\b(hiccup\w*|confus\w*|disorient\w*|not making sense|talking nonsense|shak\w*|trembl\w*|tremor\w*|vomit\w*|throw\w* up|threw up|nause\w*|weak\w*|seizures?|fits?|convuls\w*|drows\w*|agitat\w*|numb\w*|unresponsive)\b/;

const STAR_FRUIT_SOURCE =
  'Neto MM, da Costa JA, Garcia-Cairasco N et al. Intoxication by star fruit (Averrhoa carambola) in 32 uraemic patients: treatment and outcome. Nephrol Dial Transplant 2003;18:120–125; Chang JM, Hwang SJ, Kuo HT et al. Fatal outcome after ingestion of star fruit (Averrhoa carambola) in uremic patients. Am J Kidney Dis 2000;35:189–193 (intractable hiccups, vomiting, confusion, seizures; haemodialysis as the treatment); Pharmacopoeia of the People’s Republic of China 2020, vol. I: Huoxiang Zhengqi Shui (a tincture with ethanol)';

/**
 * New confusion or drowsiness (hepatic encephalopathy's signs as carers tell them) — not muddled by a pill
 * schedule ("I'm getting confused with all of them", "药太多都搞糊涂了": forty-first clinician review, en M7).
 */
const CONFUSION =
  /(?<!(药|吃法|时间|顺序|说明书|剂量)[^，。？！,.?!]{0,10}|(搞|弄|整|绕|听|看)得?)(糊涂|迷糊)|意识|神志|说胡话|胡言乱语|不认人|认不出|分不清|答非所问|反应(很|特别)?慢|嗜睡|很困|特别困|一直睡|昏睡|叫不醒|昏迷|肝昏迷|肝性脑病|\b(confus\w*(?! (with|by|about|over) (all )?(of )?((them|these|those|it all|everything)\b|(the |my |his |her |these |those |all the )?(pills|meds|medicines|medications|tablets|timings?|schedules?|times|doses|instructions|order)\b))|disorient\w*|drows\w*|sleepy|muddled|out of it|not making sense|(cant|cannot|wont|can.?t|won.?t) (stay awake|wake)|hard to wake|unresponsive|hepatic (coma|encephalopathy))\b/;

/** Bleeding from the gut: black or tarry stools, vomiting blood or coffee grounds, blood in the stool. */
const GI_BLEED =
  /黑便|(大便|便便|粑粑|屎)[^，。,.]{0,6}(黑|柏油)|拉黑|柏油|吐血|呕血|咖啡(渣|色)|便血|血便|\b(black|tarry|tar-like|dark black) (stools?|poo|poop|bowel movements?|motions?)\b|\b(stools?|poo|poop|bowel movements?)\b[^.?!]{0,20}\b(black|tarry|like tar)\b|\b(vomit\w*|throw\w* up|threw up|coughing up) blood\b|\bcoffee.?grounds?\b|\bblood in (his|her|my|the) (stools?|poo|poop)\b|\bmela?ena\b/;

const CIRRHOSIS_SOURCE =
  'Vilstrup H et al. Hepatic encephalopathy in chronic liver disease: 2014 Practice Guideline by AASLD and EASL, Hepatology 2014;60:715–735 (precipitants: missed lactulose, gastrointestinal bleeding, infection, constipation); de Franchis R et al. Baveno VII — Renewing consensus in portal hypertension, J Hepatol 2022;76:959–974 (acute variceal bleeding is an emergency); NICE CG141 Acute upper gastrointestinal bleeding (2012, updated 2016: nil by mouth)';

/** Vomiting, with the tablets lost: "药也吐了", "can't keep anything down", "threw up my pills". */
const TABLETS_LOST =
  /(药|片)(也|都)?吐(了|出来|掉)|吐出来|一直吐|吐得|呕吐|吃不下|喝不进|喝不下|(吃|喝)什么吐什么|(吃|喝)了就吐|\b(vomit\w*|throw\w* up|threw up|brought (it |them |\w+ )?(back )?up|(cant|cannot|can.?t) keep\b[^.?!]{0,30}\bdown)\b/;

/** Hard to wake, slow or shallow breathing, blue lips: respiratory depression as a partner tells it. */
const SEDATED_BREATHING =
  /叫不醒|叫不太醒|很难叫醒|喊不醒|摇不醒|推不醒|怎么叫都不醒|呼吸[^，。,.]{0,4}(很|特别|好|非常)?(慢|浅|弱|停)|(几乎|快)没(有)?(了)?呼吸|嘴唇[^，。,.]{0,4}(发)?(紫|青|乌|灰)|\b(hard to wake|(can.?t|cannot|could ?n.?t|barely|hardly|unable to) (really |properly )?(wake|rouse)|won.?t wake|unrousable|unresponsive|breath\w*[^.?!]{0,25}\b(slow|shallow|stopp\w*)|slow(,| and)? (shallow )?breath\w*|shallow breath\w*|(lips?|face)[^.?!]{0,15}\b(blue|grey|gray|purple)|blue lips|(not|barely|stopped) breathing)\b/;

/** A faint or blackout told (syncope), as people say it. */
const SYNCOPE =
  /晕倒|晕过去|昏倒|昏过去|晕厥|眼前一黑|一下子?没(了)?知觉|失去(了)?知觉|倒在地上|\b(black(ed)? out|blacked|pass(ed)? out|faint(ed|ing)?|collaps\w*|lost consciousness|went down|syncope)\b/;

/** Palpitations: a racing, pounding, fluttering or irregular heart. */
const PALPITATIONS =
  /心慌|心悸|心跳[^，。,.]{0,4}(很|特别|好)?(快|乱|不齐|漏|停)|心脏[^，。,.]{0,4}(乱跳|扑通|突突)|\b(palpitat\w*|heart\b[^.?!]{0,20}\b(racing|raced|pounding|fluttering|flutter\w*|skipping|irregular|all over the place)|racing heart|fluttering)\b/;

const NILOTINIB_HEART_SOURCE =
  'Tasigna (nilotinib) US prescribing information (Novartis, 2024): Boxed Warning and §5.2–5.3 (QT prolongation and sudden deaths; hypokalaemia and hypomagnesaemia corrected before and during treatment) (section numbers cited from memory); Shen WK et al. 2017 ACC/AHA/HRS Guideline for the Evaluation and Management of Patients With Syncope, Circulation 2017;136:e60–e122 (syncope preceded by palpitations, or with a QT-prolonging drug: high-risk, emergency evaluation)';

/** Raw or undercooked oysters, clams or other shellfish, or a wound in sea water. */
const RAW_SEAFOOD =
  /生蚝|牡蛎|生海鲜|生吃[^，。,.]{0,6}(海鲜|贝|蚝|虾|蟹)|醉蟹|醉虾|刺身|海水[^，。,.]{0,6}(伤口|划伤|割伤)|\b(raw (oysters?|clams?|shellfish|seafood|mussels?)|oysters? on the half shell|oyster bar|(cut|wound|scrape)[^.?!]{0,30}\b(sea ?water|ocean|beach|brackish))\b/;
/** Fever, or a red, swollen, blistering or very painful limb. */
const SEAFOOD_INFECTION_SIGNS =
  /发烧|发热|高烧|寒战|发冷|水泡|水疱|血泡|红肿|肿得|剧痛|\b(fever\w*|chills|rigors|blister\w*|bullae|(leg|arm|skin|calf|foot|ankle)\b[^.?!]{0,30}\b(red|swollen|blister\w*|purple|black|painful))\b/;

const VIBRIO_SOURCE =
  'CDC, Vibrio species causing vibriosis: Vibrio vulnificus (2023: raw or undercooked oysters, wounds exposed to sea water; bullae and sepsis; about 1 in 5 people die, often within a day or two; higher risk with liver disease, iron overload, diabetes); Stevens DL et al. IDSA practice guideline for skin and soft tissue infections, Clin Infect Dis 2014;59:e10–e52 (Vibrio vulnificus: doxycycline plus a third-generation cephalosporin, early surgery); Bacon BR et al. AASLD haemochromatosis guideline, Hepatology 2011;54:328–343 (avoid raw shellfish)';

/**
 * A salt substitute or "low-sodium" salt, in the names people use: most are potassium chloride (Lite Salt
 * about half, NoSalt, LoSalt, Nu-Salt, 低钠盐, 代盐). Shared with the chat's rows (assistant/faq).
 */
export const SALT_SUBSTITUTE =
  /低钠盐|代盐|代用盐|无钠盐|氯化钾盐|\b(lite ?salt|no ?salt|lo ?salt|nu-?salt|morton lite|salt substitutes?|salt replacements?|low[- ]sodium salt|reduced[- ]sodium salt|potassium (chloride )?salt|potassium chloride)\b/;

/** A potassium told in any words: a value, "high", hyperkalaemia. */
const POTASSIUM_TOLD = /钾|\bpotassium\b|\bhyperkal\w*|\bk\+?\s*(?:of|was|is|=|:)?\s*\d/;

/** Fever as people tell it: 发烧, 高烧, a temperature of 38 or more, burning up. */
const FEVER_TOLD =
  /发烧|发热|高烧|高热|烧到|烧得|体温[^，。,.]{0,4}(3[89]|4[0-2])|(3[89]|4[0-2])(\.\d)?\s*(度|°|℃)|\b(fever\w*|febrile|burning up|high temp\w*|temp(erature)? (of |is |was )?(3[89]|4[0-2]|10[0-7])\b)/;
/** Stiff, rigid muscles as people tell them ("stiff as a board", 全身僵硬, 发硬). */
const RIGIDITY_TOLD =
  /僵硬|发硬|变硬|硬邦邦|硬梆梆|硬得|僵直|僵住|浑身(都)?硬|全身(都)?硬|肌肉[^，。,.]{0,4}(很|特别|好)?(紧|硬|僵)|掰不动|弯不了|\b(stiff\w*|rigid\w*|(like|as) a board|lead.?pipe|(can.?t|cannot|could ?n.?t) (bend|move) (his|her|their|my) (arms?|legs?|body)|muscles?\b[^.?!]{0,15}\b(locked|tight|hard))\b/;

const NMS_SOURCE =
  'INVEGA SUSTENNA (paliperidone palmitate) US prescribing information (Janssen, 2022), §5.3 Neuroleptic Malignant Syndrome (hyperpyrexia, muscle rigidity, altered mental status, autonomic instability: stop the antipsychotic, intensive symptomatic treatment); Reglan (metoclopramide) US prescribing information §5.3 (NMS); Boyer EW, Shannon M. The serotonin syndrome. N Engl J Med 2005;352:1112–1120 (serotonin syndrome: clonus and hyperreflexia, rapid onset; NMS: lead-pipe rigidity, slower onset, after a dopamine antagonist)';

/** Yellow eyes or skin, or urine dark like strong tea or cola. */
const JAUNDICE_OR_DARK_URINE =
  /黄疸|(皮肤|眼睛|眼白|脸|全身)[^，。,.]{0,4}(发黄|黄了|变黄|有点黄|好黄|很黄)|(尿|小便)[^，。,.]{0,8}(浓茶|酱油|可乐)|\bjaundice\w*|\byellow(ish)? (skin|eyes)\b|\b(skin|eyes)\b[^.?!]{0,20}\byellow|\b(pee|urine|wee)\b[^.?!]{0,30}\b(cola|tea|dark brown|brown)\b/;

const READINGS: readonly PersonReading[] = [
  {
    // Forty-second clinician review, zh M13: jaundice, tea-coloured urine and pain under the right ribs at 18 weeks
    // on isoniazid and rifampicin led with pre-eclampsia; liver injury from the TB medicines is the likely cause.
    id: 'hepatotoxic-jaundice',
    group: 'hepatotoxic',
    has: ['isoniazid', 'rifampicin', 'pyrazinamide', 'propylthiouracil', 'ctx_hepatotoxic'],
    signs: JAUNDICE_OR_DARK_URINE,
    namesInstead: ['pre_eclampsia'],
    text: HEPATOTOXIC_JAUNDICE.text,
    source: HEPATOTOXIC_JAUNDICE.source.en,
  },
  // Blind answer round 26, en-064: "My potassium was 6.3 at dialysis last week. My wife cooks everything
  // with the low sodium salt (Lite Salt). Could that be the reason?" got the potassium card and never heard
  // that Lite Salt is potassium chloride and must stop. The card stays (a potassium of 6 or more is the
  // same day's); under it, the cause the person named and the one thing to do at home: stop it.
  {
    id: 'salt-substitute-potassium',
    group: 'salt-substitute',
    has: [],
    said: SALT_SUBSTITUTE,
    signs: POTASSIUM_TOLD,
    namesInstead: [],
    text: {
      zh: '**低钠盐、代盐大多是把一部分盐换成了氯化钾，很可能是血钾高的原因之一：现在就停用，家里做饭也不要再放。** 肾功能差或在透析时，多出来的钾排不出去。把这次的血钾结果和一直在用低钠盐这件事，今天就告诉透析中心或肾内科医生，不要等下次透析；用什么调味，可以用葱、姜、蒜、花椒、胡椒、香草、醋或柠檬汁，买调料和“减盐”产品时看配料表，含“氯化钾”的都不要用。',
      en: '**Salt substitutes and "low-sodium" salts (Lite Salt is about half potassium chloride; NoSalt, LoSalt and Nu-Salt are almost all potassium chloride) are a likely cause of a high potassium: stop using it now, in cooking and at the table.** With kidney failure or on dialysis the extra potassium cannot be cleared. Tell your dialysis unit or kidney doctor today about this result and the salt substitute — do not wait for the next session. To season food instead: garlic, onion, ginger, pepper, herbs, spices, vinegar or a little lemon juice; check the label of seasonings, stock cubes and "reduced-salt" products and leave any with potassium chloride.',
    },
    source:
      'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al., Am J Kidney Dis 2020;76(3 Suppl 1):S1–S107), potassium; National Kidney Foundation, Potassium and your CKD diet (salt substitutes contain potassium chloride: avoid); Morton Lite Salt label (per ¼ teaspoon: 290 mg sodium, 350 mg potassium)',
  },
  // Twenty-second clinician review, en S2: haemochromatosis (ferritin 1150, raised ALT), "I ate raw oysters 2
  // days ago and now I have a fever, chills and a big red painful blister on my leg" got the severe drug
  // rash card ("do not take another dose"). Fever or a red, blistering limb within days of raw shellfish is
  // Vibrio vulnificus until shown otherwise: 911, the oysters said, antibiotics and often surgery within hours.
  {
    id: 'raw-seafood-vibrio',
    group: 'raw-seafood',
    has: [],
    said: RAW_SEAFOOD,
    signs: SEAFOOD_INFECTION_SIGNS,
    namesInstead: ['severe_skin_reaction', 'urgent_general', 'severe_pain_or_fever'],
    callNow: true,
    text: {
      zh: '吃了生蚝、生海鲜（或伤口碰过海水）后一两天内发烧、发冷，或者腿上、胳膊上红肿剧痛、起水泡血泡，要先想到创伤弧菌（海洋弧菌）感染：它发展很快，可在一两天内引起败血症，致死率很高，有肝病、铁过载（血色病）、糖尿病或免疫力低的人尤其危险。请现在就拨打120或去急诊，明确告诉医生吃了生蚝（什么时候、吃了多少）和你的肝病、铁蛋白情况——需要尽快静脉用抗生素，常常还要手术清创，不能等。平时在吃的药不要自己停。',
      en: 'Fever or chills, or a red, swollen, very painful or blistering leg or arm, within a day or two of raw oysters or other raw shellfish (or a cut exposed to sea water) is Vibrio vulnificus infection until shown otherwise: it spreads fast, can cause sepsis within a day or two and is often fatal — above all with liver disease, iron overload (haemochromatosis), diabetes or a weak immune system. Call 911 now or go to the emergency department, and tell them about the raw oysters (when, how many) and your liver and ferritin results: it needs antibiotics into a vein at once and often surgery. Do not stop your regular medicines on your own.',
    },
    source: VIBRIO_SOURCE,
  },
  // Twenty-first clinician review, en S4: Xyrem taken after wine, "he could barely wake me, my breathing was
  // really slow and shallow and my lips looked blue … what to do if it happens again tonight?", got the
  // asthma inhaler and back blows, and "call 911 or let her sleep it off?" got "see a doctor now or call 911".
  // Sodium oxybate with alcohol or another sedative: respiratory depression, 911 and nothing else.
  {
    id: 'oxybate-respiratory-depression',
    group: 'sedated-breathing',
    has: ['sodium-oxybate', 'oxybate'],
    signs: SEDATED_BREATHING,
    namesInstead: ['breathing', 'fainting', 'aspiration', 'urgent_general'],
    callNow: true,
    text: {
      zh: '用了羟丁酸钠（Xyrem、Xywav）以后很难叫醒、呼吸很慢很浅，或者嘴唇发紫，是药物把大脑和呼吸压得太深了（中枢和呼吸抑制），和酒、安眠药或别的镇静药一起时更容易发生，可能致命：马上拨打120，不要让她“睡一觉就好”。等救护车时让她侧躺（复原卧位），一直守在旁边看着呼吸；没有呼吸时按120调度员的指导做心肺复苏。那天晚上不要再吃第二剂，也不要喂任何吃的喝的。告诉急救人员吃了多少羟丁酸钠、几点吃的、喝了多少酒或还吃了什么。之后当天告诉开药医生；喝过酒的晚上永远不要吃羟丁酸钠。',
      en: 'Being hard to wake, breathing slowly or shallowly, or blue lips after sodium oxybate (Xyrem, Xywav) — more likely with alcohol, a sleeping pill or another sedative — means the medicine has pressed down the brain and the breathing too far (CNS and respiratory depression), which can be fatal: call 911 now, and never let her "sleep it off". While you wait, put her on her side (recovery position), stay with her and keep checking her breathing; if she stops breathing, the 911 call-taker will talk you through CPR. No second dose that night, and nothing to eat or drink. Tell the crew how much sodium oxybate was taken and when, and how much alcohol or what else. Afterwards, tell the prescriber the same day; never take sodium oxybate on a night you have had alcohol.',
    },
    source:
      'Xyrem (sodium oxybate) US prescribing information (Jazz, 2023): Boxed Warning (CNS depression, respiratory depression), §4 Contraindications (with alcohol or sedative hypnotics), §5.1 (section numbers cited from memory); American Heart Association Guidelines for CPR and ECC 2020 (recovery position; dispatcher-assisted CPR)',
  },
  // Twenty-first clinician review, en S3: 61, CML on Tasigna with a low potassium and magnesium on record,
  // "dizzy, my heart was racing and fluttering and I blacked out for a few seconds" got the severe-low card
  // ("take juice") and "see a doctor now or call 911". A faint with palpitations on a QT-prolonging drug is a
  // dangerous heart rhythm (torsades) until an ECG says not: 911. Low sugar is named only where a medicine
  // that causes it is taken (insulin, a sulfonylurea or a glinide — metformin alone rarely does).
  {
    id: 'nilotinib-syncope',
    group: 'qt-drug-heart',
    has: ['nilotinib'],
    notWith: ['insulin', 'sulfonylurea', 'meglitinide'],
    signs: SYNCOPE,
    namesInstead: ['severe_hypoglycaemia', 'fainting', 'urgent_general'],
    callNow: true,
    text: {
      zh: '你在吃尼洛替尼（达希纳）：它会延长心电图上的QT间期，说明书黑框警告提到过猝死；晕倒或眼前一黑，特别是之前有心慌、心跳快或乱，要先当作危险的心律失常（尖端扭转型室速），即使现在感觉好了：马上拨打120，不要自己开车，也不要躺下等它过去。告诉急救人员你在吃尼洛替尼、最近的血钾和血镁结果，以及其他在吃的药；下一顿尼洛替尼先不要吃，等医生看过再说。',
      en: 'You take nilotinib (Tasigna), which lengthens the QT interval on the ECG; its boxed warning reports sudden deaths. A blackout or faint — above all after your heart was racing or fluttering — is a dangerous heart rhythm (torsades de pointes) until an ECG says otherwise, even if you feel fine now: call 911 now; do not drive yourself and do not lie down to wait for it to pass. Tell the crew you take nilotinib, your last potassium and magnesium results and your other medicines; hold the next nilotinib dose until a doctor has seen you.',
    },
    source: NILOTINIB_HEART_SOURCE,
  },
  {
    id: 'nilotinib-syncope-glucose-lowering',
    group: 'qt-drug-heart',
    has: ['nilotinib'],
    signs: SYNCOPE,
    namesInstead: ['fainting', 'urgent_general'],
    callNow: true,
    text: {
      zh: '你在吃尼洛替尼（达希纳）：它会延长QT间期，晕倒或眼前一黑，特别是之前心慌、心跳快或乱，要先当作危险的心律失常，即使现在感觉好了也要马上拨打120。你也在用可能引起低血糖的降糖药：能测血糖就测一次告诉急救人员，但不要因此在家等。告诉急救人员你在吃尼洛替尼和最近的血钾、血镁结果。',
      en: 'You take nilotinib (Tasigna), which lengthens the QT interval: a blackout or faint — above all after a racing or fluttering heart — is a dangerous heart rhythm until an ECG says otherwise, even if you feel fine now: call 911 now. You also take a diabetes medicine that can cause lows: check your sugar once if you can and tell the crew, but do not wait at home because of it. Tell them you take nilotinib and your last potassium and magnesium results.',
    },
    source: NILOTINIB_HEART_SOURCE,
  },
  {
    id: 'nilotinib-palpitations',
    group: 'qt-drug-heart',
    has: ['nilotinib'],
    signs: PALPITATIONS,
    namesInstead: ['urgent_general'],
    text: {
      zh: '你在吃尼洛替尼（达希纳）：它会延长QT间期，心慌、心跳快或乱需要今天就做心电图并查血钾、血镁；出现晕倒、眼前发黑、胸痛或气短，立即拨打120。不要自己停药，也先不要再加别的药或保健品。',
      en: 'You take nilotinib (Tasigna), which lengthens the QT interval: palpitations or a racing or irregular heart need an ECG and potassium and magnesium tests today; call 911 at once with a faint, a blackout, chest pain or breathlessness. Do not stop it yourself, and add no new medicine or supplement for now.',
    },
    source: NILOTINIB_HEART_SOURCE,
  },

  // Eighteenth clinician review, zh S1: 72, diabetic kidney disease G4 on insulin, "吃了两个杨桃，今天一直打嗝
  // 停不下来，有点说胡话，手也抖" got the severe-low card with "半杯果汁". Star fruit with kidney disease and
  // these signs is its neurotoxicity: the emergency department, probably dialysis; a glucose checked, not
  // assumed; nothing by mouth while confused — no alcoholic herbal tincture, no juice (potassium).
  {
    id: 'star-fruit-kidney',
    group: 'star-fruit',
    has: ['ctx_ckd', 'kidney_disease', 'dialysis'],
    said: STAR_FRUIT,
    signs: STAR_FRUIT_SIGNS,
    // On dialysis with no session said missed, the missed-dialysis card named the wrong cause (en).
    namesInstead: [
      'severe_hypoglycaemia',
      'missed_dialysis',
      'hyperkalaemia',
      'fainting',
      'poisoning',
      'critical_lab',
      'urgent_general',
    ],
    text: {
      zh: '有肾病的人吃了杨桃以后，出现停不下来的打嗝、说胡话（意识混乱）、手抖，或者呕吐、没力气、抽搐，要先想到杨桃中毒：杨桃里的神经毒素要靠肾脏排出，肾功能差时排不掉，会伤神经，严重时致命，常常需要紧急透析才能清除。请现在就拨打120或去急诊，告诉医生吃了杨桃（吃了几个、什么时候吃的），以及肾功能的情况（eGFR、是否透析）。人糊涂时不要从嘴里喂任何东西：不要喝藿香正气水（含酒精）或别的偏方，也不要喝果汁（含钾，肾病时会加重高血钾）。家里有血糖仪可以测一次血糖告诉急救人员，但不要因为在用降糖药就认定是低血糖，在家处理而耽误去医院。',
      en: 'Star fruit (carambola) eaten by someone with kidney disease, followed by hiccups that will not stop, confusion, shaking, vomiting, weakness or seizures, is star-fruit poisoning until shown otherwise: its nerve toxin is cleared by the kidneys, builds up when they fail, can be fatal, and often needs urgent dialysis to remove. Call 911 now or go to the emergency department, and tell them about the star fruit (how many and when) and the kidney disease (eGFR, dialysis). Give nothing by mouth while the person is confused — no herbal remedies or tinctures (some contain alcohol) and no juice (it adds potassium, which failing kidneys cannot clear). If there is a glucose meter at hand, check the sugar once and tell the paramedics, but do not assume it is a low sugar because of diabetes medicine and treat it at home instead of going.',
    },
    source: STAR_FRUIT_SOURCE,
  },
  // Star fruit and these signs with no kidney disease known: the question to ask, never the diagnosis.
  {
    id: 'star-fruit',
    group: 'star-fruit',
    has: [],
    said: STAR_FRUIT,
    signs: STAR_FRUIT_SIGNS,
    namesInstead: [],
    text: {
      zh: '吃了杨桃后出现停不下来的打嗝、意识混乱、呕吐或抽搐：如果这个人有肾病（肾功能不好）或在透析，可能是杨桃中毒，常需紧急透析——请告诉医生吃了杨桃（几个、什么时候），以及肾脏的情况。',
      en: 'Hiccups that will not stop, confusion, vomiting or seizures after star fruit: if the person has kidney disease or is on dialysis, this can be star-fruit poisoning, which often needs urgent dialysis — tell the doctors about the star fruit (how many, when) and the kidneys.',
    },
    source: STAR_FRUIT_SOURCE,
  },
  // Twenty-sixth clinician review, zh S2: "今天透析放出来的液体是浑的，肚子痛，还有点发烧" on peritoneal
  // dialysis was answered with the previous question's lanthanum text.
  {
    id: 'pd-peritonitis',
    group: 'pd-peritonitis',
    has: [],
    signs:
      /(透析|腹透|透出|放出来的|引流出来的|倒出来的|流出来的)[^，。？?]{0,8}(液|水|袋)[^，。？?]{0,6}(浑|混浊|浑浊|不清|发白|乳白|像淘米水|有絮|絮状)|腹透[^，。？?]{0,12}(浑|混浊|浑浊|发白|絮)|\b(cloudy|murky|milky|turbid|not clear|hazy)\b[^.?!]{0,40}\b(dialysate|effluent|pd (fluid|bag|drain)|drain(ed)? (fluid|bag)|dialysis (fluid|bag)|exchange)\b|\b(dialysate|effluent|pd (fluid|bag|drain)|drain(ed)? (fluid|bag)|dialysis (fluid|bag)|exchange|pd)\b[^.?!]{0,40}\b(cloudy|murky|milky|turbid|not clear|hazy)\b/,
    namesInstead: ['severe_pain_or_fever', 'missed_dialysis', 'urgent_general', 'bowel_obstruction'],
    text: {
      zh: '腹膜透析放出来的液体变浑，要先按腹膜炎处理，尤其是同时肚子痛或发烧：请现在就联系你的腹透中心（24小时电话），今天就要去医院，不要等到下次复诊；发烧、肚子痛得厉害、头晕或没力气时，直接去急诊或拨打120。把那袋浑浊的透出液带上（不要倒掉），医生要化验细胞数并做培养，通常会尽快开始用抗生素。拖延可能导致腹透管要拔除、改做血透，甚至引起全身感染。',
      en: 'Cloudy fluid draining from peritoneal dialysis is peritonitis until shown otherwise — all the more with belly pain or a fever: call your PD unit now (its 24-hour line) and be seen today, not at your next appointment; with a fever, bad belly pain, dizziness or weakness, go to the emergency department or call 911. Take the cloudy bag with you (do not throw it away): the team tests it for cells and culture and usually starts antibiotics straight away. Delay can cost the catheter, a switch to haemodialysis, or a bloodstream infection.',
    },
    source:
      'Li PK-T, Chow KM, Cho Y et al. ISPD peritonitis guideline recommendations: 2022 update on prevention and treatment. Perit Dial Int 2022;42(2):110–153 (cloudy effluent presumed peritonitis; effluent cell count, Gram stain and culture; empirical antibiotics as soon as possible)',
  },
  // Eighteenth clinician review, en M12: 59, alcohol-related cirrhosis with ascites on lactulose and
  // rifaximin, confused and drowsy with black stools after missed lactulose, got the warfarin and colitis
  // text, high calcium and "sip water". Encephalopathy and a variceal bleed: the emergency department now,
  // nothing by mouth.
  {
    id: 'cirrhosis-encephalopathy-bleed',
    group: 'cirrhosis',
    has: ['ctx_liver'],
    signs: CONFUSION,
    alsoSigns: GI_BLEED,
    namesInstead: ['bleeding', 'fainting', 'hypercalcaemia', 'urgent_general'],
    text: {
      zh: '有肝硬化时，新出现的糊涂、嗜睡（尤其是乳果糖停了或少吃了之后）要先考虑肝性脑病；大便发黑（或呕血）可能是消化道出血，比如食管胃底静脉曲张破裂出血。两者常一起出现，出血本身也会诱发肝性脑病：请现在就拨打120或去急诊。在医生看过之前，不要从嘴里给任何东西——不吃东西、不喝水（小口喝水也不要）、不吃药，也不要自己补喝乳果糖；人很困时让他侧躺。告诉急救人员：肝硬化、在吃的所有药（把药带上）、乳果糖最后一次是什么时候吃的、黑便从什么时候开始。',
      en: 'With cirrhosis, new confusion or drowsiness — above all after lactulose was missed — is hepatic encephalopathy until shown otherwise, and black, tarry stools (or vomiting blood) can be bleeding from the gut, such as from varices. The two often come together, and a bleed can itself bring on the encephalopathy: call 911 now or go to the emergency department. Until a doctor has seen them, give nothing by mouth — no food, no drinks (not even sips of water), no tablets and no catch-up lactulose — and if they are very drowsy, lay them on their side. Tell the crew about the cirrhosis, every medicine (bring them), when lactulose was last taken and when the black stools began.',
    },
    source: CIRRHOSIS_SOURCE,
  },
  {
    id: 'cirrhosis-encephalopathy',
    group: 'cirrhosis',
    has: ['ctx_liver'],
    signs: CONFUSION,
    namesInstead: ['fainting', 'hypercalcaemia', 'urgent_general'],
    text: {
      zh: '有肝硬化时，新出现的糊涂、嗜睡、分不清白天黑夜，要先考虑肝性脑病——乳果糖停了或少吃、便秘、感染、消化道出血、脱水或吃了安眠药都会诱发：请现在就拨打120或去急诊。人糊涂或很困时不要从嘴里给东西（吃的、喝的、药都不要，也不要自己补喝乳果糖），让他侧躺；告诉医生肝硬化、在吃的所有药（把药带上）、乳果糖最后一次什么时候吃的，以及大便有没有发黑。',
      en: 'With cirrhosis, new confusion, drowsiness or muddling day and night is hepatic encephalopathy until shown otherwise — brought on by missed lactulose, constipation, an infection, a bleed from the gut, dehydration or sleeping tablets: call 911 now or go to the emergency department. While the person is confused or drowsy give nothing by mouth (no food, drink, tablets or catch-up lactulose) and lay them on their side; tell the doctors about the cirrhosis, every medicine (bring them), when lactulose was last taken and whether the stools are black.',
    },
    source: CIRRHOSIS_SOURCE,
  },
  {
    id: 'cirrhosis-bleed',
    group: 'cirrhosis',
    has: ['ctx_liver'],
    signs: GI_BLEED,
    namesInstead: ['bleeding', 'hypercalcaemia', 'urgent_general'],
    text: {
      zh: '有肝硬化时，大便发黑像柏油、呕血或吐出咖啡渣样的东西，可能是消化道出血，比如食管胃底静脉曲张破裂出血，出血可能又快又多：请现在就拨打120或去急诊，不要等。在医生看过之前不要吃东西、不要喝水，也不要吃药；头晕时躺下。告诉急救人员肝硬化和在吃的所有药（把药带上）。',
      en: 'With cirrhosis, black, tarry stools, vomiting blood or coffee-ground material can be bleeding from the gut, such as from varices, which can be fast and heavy: call 911 now or go to the emergency department — do not wait. Until a doctor has seen you: no food, no drinks and no tablets; lie down if dizzy. Tell the crew about the cirrhosis and every medicine (bring them).',
    },
    source: CIRRHOSIS_SOURCE,
  },
  // Eighteenth clinician review, en M5: 7 weeks pregnant with epilepsy, lamotrigine vomited twice. Doses
  // lost to vomiting raise the risk of a seizure: the hospital is told, it can give the medicine another way.
  {
    id: 'antiseizure-doses-lost',
    group: 'antiseizure',
    has: ['antiepileptic', 'epilepsy'],
    signs: TABLETS_LOST,
    namesInstead: [],
    text: {
      zh: '你在吃抗癫痫药：吐得厉害、药也吐出来时，体内的药量会不够，发作（抽搐）的风险会升高。请告诉医生哪几顿药吐掉了——医院可以换别的方式给药（比如静脉）；不要自己一次加倍补吃。如果出现抽搐，让人侧躺、不要往嘴里塞东西，超过5分钟或连续发作立即拨打120。',
      en: 'You take an antiseizure medicine: when vomiting brings the tablets back up, the level in your body drops and a seizure becomes more likely. Tell the doctors which doses were lost — the hospital can give it another way (such as into a vein); do not double up on your own. If a seizure happens, the person should be laid on their side with nothing put in the mouth; call 911 for one lasting over 5 minutes or repeated seizures.',
    },
    source:
      'RCOG Green-top Guideline No. 68, Epilepsy in Pregnancy (2016): seizure risk from missed doses, with vomiting in pregnancy; NICE NG217 Epilepsies in children, young people and adults (2022); Lamictal (lamotrigine) US prescribing information §2 (do not double a missed dose without advice)',
  },
  // Twenty-sixth clinician review, en M3: "my brother is on the same shot as me [paliperidone] and now he's
  // burning up with a fever, stiff as a board and confused, sweating a lot" got "on an antidepressant such
  // as sertraline … can be serotonin syndrome … stop the new supplement". Fever with rigid muscles on an
  // antipsychotic (or metoclopramide) is neuroleptic malignant syndrome until shown otherwise; with an
  // antidepressant too, either can be — both are named and both are 911.
  {
    id: 'antipsychotic-nms',
    group: 'fever-rigidity',
    has: ['antipsychotic', 'metoclopramide'],
    notWith: ['ctx_serotonergic', 'ssri', 'snri', 'maoi', 'tricyclic', 'triptan', 'serotonergic', 'tramadol'],
    signs: FEVER_TOLD,
    alsoSigns: RIGIDITY_TOLD,
    namesInstead: ['serotonin_syndrome', 'severe_pain_or_fever', 'urgent_general'],
    callNow: true,
    text: {
      zh: '在用抗精神病药（包括帕利哌酮、利培酮、阿立哌唑等长效针剂，或氟哌啶醇、奥氮平等口服药）或胃复安时，发高烧加上全身肌肉僵硬，特别是还有意识糊涂、大量出汗、心跳快或血压忽高忽低，要先想到抗精神病药恶性综合征：少见，但可能危及生命，需要住院治疗：请现在就拨打120。告诉急救人员他用的是哪种抗精神病药、最后一针或最后一次吃药是什么时候、还在用哪些药（把药盒或注射记录带上）。等车时把他移到凉快的地方、松开衣服；人糊涂或很困时不要喂吃的喝的。医生看过之前不要再给下一剂，停不停药、怎么治由医院决定。',
      en: 'On an antipsychotic (including a long-acting injection such as paliperidone/Invega Sustenna, risperidone or aripiprazole, or tablets such as haloperidol or olanzapine) or metoclopramide, a high fever with stiff, rigid muscles — above all with confusion, heavy sweating, a fast heart or a blood pressure that swings — is neuroleptic malignant syndrome until shown otherwise: rare, but life-threatening, and treated in hospital. Call 911 now. Tell the crew which antipsychotic he is on, when the last injection or dose was, and his other medicines (bring the boxes or the injection card). While you wait, move him somewhere cool and loosen his clothing; nothing to eat or drink if he is confused or very drowsy. No further dose before a doctor has seen him — the hospital decides about the medicine.',
    },
    source: NMS_SOURCE,
  },
  {
    id: 'antipsychotic-and-antidepressant-fever-rigidity',
    group: 'fever-rigidity',
    has: ['antipsychotic', 'metoclopramide'],
    signs: FEVER_TOLD,
    alsoSigns: RIGIDITY_TOLD,
    namesInstead: ['severe_pain_or_fever', 'urgent_general'],
    callNow: true,
    text: {
      zh: '同时在用抗精神病药（或胃复安）和抗抑郁药等升高5-羟色胺的药时，发高烧加上肌肉僵硬，可能是抗精神病药恶性综合征，也可能是5-羟色胺综合征，两者都可能危及生命，只有医院能分清：请现在就拨打120。告诉急救人员所有在用的药和最后一次用药的时间（把药盒带上）；等车时把人移到凉快处、松开衣服，人糊涂时不要喂吃的喝的，医生看过之前不要再给下一剂。',
      en: 'On an antipsychotic (or metoclopramide) together with an antidepressant or another medicine that raises serotonin, a high fever with rigid muscles can be neuroleptic malignant syndrome or serotonin syndrome — both can be life-threatening, and only a hospital can tell them apart: call 911 now. Tell the crew every medicine and when each was last taken (bring the boxes); while you wait, move the person somewhere cool and loosen clothing, nothing to eat or drink if confused, and no further dose before a doctor has seen them.',
    },
    source: NMS_SOURCE,
  },
];

function readingsFor(ctx: ReadingContext): PersonReading[] {
  const t = ctx.text.toLowerCase();
  const known = new Set<string>([
    ...ctx.features,
    ...ctx.conditions,
    ...ctx.medicines.flatMap((id) => [id, ...(drugById(id)?.classes ?? [])]),
  ]);
  const groups = new Set<string>();
  const out: PersonReading[] = [];
  for (const r of READINGS) {
    if (groups.has(r.group)) continue;
    if (r.has.length > 0 && !r.has.some((h) => known.has(h))) continue;
    if (r.notWith?.some((h) => known.has(h))) continue;
    if (r.said && !r.said.test(t)) continue;
    if (!r.signs.test(t) || (r.alsoSigns && !r.alsoSigns.test(t))) continue;
    groups.add(r.group);
    out.push(r);
  }
  return out;
}

/** The lines of the readings that fit this person and message, said under the urgent card. */
export function personReadingLines(ctx: ReadingContext, locale: Locale): string[] {
  return readingsFor(ctx).map((r) => pick(r.text, locale));
}

/** The kinds whose card text a fitting reading replaces. */
export function kindsReadInstead(ctx: ReadingContext): ReadonlySet<RedFlagKind> {
  return new Set(readingsFor(ctx).flatMap((r) => r.namesInstead));
}

/** A fitting reading's signs are a threat to life now: the answer opens with the emergency number alone. */
export function readingCallsNow(ctx: ReadingContext): boolean {
  return readingsFor(ctx).some((r) => r.callNow === true);
}

/** The rows' ids (for tests). */
export function personReadingIds(ctx: ReadingContext): string[] {
  return readingsFor(ctx).map((r) => r.id);
}
