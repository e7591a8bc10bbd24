/**
 * The urgent answer's wording and numbers. The first sentence names the number to call; for suicidal
 * thoughts the crisis line comes first, then the emergency number.
 */
import { pick, type Bilingual, type Locale } from '../contracts/common';
import { drugById } from '../interactions';
import type { RedFlagKind } from './kinds';
import { REVIEW15_MEDICINE_SIGNS } from './medicine-signs-review15';
import { IMMUNE_MEDICINE_SIGNS } from './medicine-signs-immune';
import { LUNG_MEDICINE_SIGNS } from './medicine-signs-lungs';
import { PARACETAMOL_OVERDOSE } from './paracetamol-overdose';
import { numbersFor, regionalCrisisLead, regionalUrgentLead, type RegionCode } from './regions';

export interface EmergencyCall {
  label: string;
  number: string;
}

/** Emergency numbers: 120 (China medical emergency), 911 (US); crisis lines 12356 (China) and 988 (US). */
export const EMERGENCY_NUMBERS = {
  'zh-CN': { emergency: '120', crisis: '12356' },
  'en-US': { emergency: '911', crisis: '988' },
} as const satisfies Record<Locale, { emergency: string; crisis: string }>;

export const EMERGENCY_SOURCE =
  'China: 120 medical emergency (National Health Commission); 12356 national psychological assistance hotline (National Health Commission, 2025). US: 911; 988 Suicide & Crisis Lifeline (SAMHSA, 2022).';

/**
 * The urgent lead when the person's country is not known: 120 in Chinese; in English 911 with the local
 * numbers of the UK, Australia, Europe and India (twelfth clinician review, en P1 #1, en P3 #1). Where the
 * country is known, `urgentLeadsFor(kinds, region)` names its own number (safety/regions.ts).
 */
export const URGENT_LEAD: Bilingual = {
  zh: regionalUrgentLead(null, 'zh-CN'),
  en: regionalUrgentLead(null, 'en-US'),
};

export const CRISIS_LEAD: Bilingual = {
  zh: regionalCrisisLead(null, 'zh-CN'),
  en: regionalCrisisLead(null, 'en-US'),
};

/**
 * The severe-hypoglycaemia card for someone on an α-glucosidase inhibitor (acarbose, miglitol,
 * voglibose): glucose, never juice or sweets (knowledge/hypoglycaemia.ts; tenth clinician review, zh P3).
 */
export const SEVERE_HYPOGLYCAEMIA_ON_AGI: Bilingual = {
  zh: '糖尿病用药时手抖、出汗、意识模糊可能是严重低血糖。如果还清醒且能吞咽，马上吃15–20克葡萄糖（葡萄糖片或葡萄糖粉；手边没有时用一大勺蜂蜜）——你在吃阿卡波糖这类药，白糖、糖块、可乐和果汁吸收慢、效果差；如意识不清，不要喂食，立即拨打120。',
  en: 'Shaking, sweating or confusion on diabetes medicine can be severe low blood sugar. If awake and able to swallow, take 15–20 g of glucose now (glucose tablets, gel or powder; a tablespoon of honey if there is none) — on acarbose or another alpha-glucosidase inhibitor, table sugar, sweets, cola and juice are absorbed slowly and work poorly; if confused or unconscious, give nothing by mouth and call 911.',
};

/**
 * The severe-hypoglycaemia card with kidney disease known (plan or said): glucose tablets or sugar in water,
 * never juice — a potassium load failing kidneys cannot clear — and lows last longer because insulin and
 * sulfonylureas are cleared slowly (ADA Standards of Care 2025 §6 and §11; KDIGO 2022 Diabetes in CKD;
 * eighteenth clinician review, zh S1: "半杯果汁" to a woman with eGFR 22 and potassium 5.7).
 */
export const SEVERE_HYPOGLYCAEMIA_KIDNEY: Bilingual = {
  zh: '糖尿病用药时手抖、出汗、意识模糊可能是严重低血糖；有肾病时胰岛素和一些降糖药排得慢，低血糖更常见、持续更久。如果还清醒且能吞咽，马上吃15克葡萄糖（葡萄糖片，或一大勺白糖溶在小半杯水里），15分钟后再测；有肾病不要用果汁（含钾）。如意识不清，不要喂食，立即拨打120。',
  en: 'Shaking, sweating or confusion on diabetes medicine can be severe low blood sugar; with kidney disease, insulin and some diabetes tablets are cleared slowly, so lows are commoner and last longer. If awake and able to swallow, take 15 g of glucose now (glucose tablets, or a tablespoon of sugar stirred into a little water) and check again after 15 minutes — with kidney disease not juice, which adds potassium. If confused or unconscious, give nothing by mouth and call 911.',
};

/**
 * The anaphylaxis card once an adrenaline (epinephrine) pen has been used (feature `epinephrine_used`):
 * the emergency department now even when better — symptoms can return hours later (biphasic reaction) —,
 * a second dose after 5 minutes if no better, lie down (sit up if breathing is hard), and a beta-blocker
 * named because it can blunt adrenaline (fourteenth clinician review, en P4 #2).
 */
export const ANAPHYLAXIS_AFTER_EPINEPHRINE = {
  text: {
    zh: '已经用了肾上腺素笔：即使感觉好多了，也要现在拨打120，或马上去医院急诊——几小时后症状可能再次出现（双相反应），需要在医院观察。打完5分钟仍不见好转，或症状又出现，有第二支笔就再打一支（大腿外侧）。平躺并把双腿抬高；呼吸困难时改为坐着；不要突然站起来或走动。把用过的笔交给急救人员，并告诉医生你吃的所有药：普萘洛尔（心得安）这类β受体阻滞剂会让肾上腺素效果变差。',
    en: 'You have used the adrenaline (epinephrine) pen: call 911 now, or go to the emergency department now, even if you feel better — the symptoms can come back hours later (a biphasic reaction), so you need to be watched in hospital. If you are no better 5 minutes after the dose, or the symptoms come back, use a second pen if you have one (outer thigh). Lie down with your legs raised; sit up if breathing is hard; do not stand up or walk suddenly. Give the used pen to the crew and tell them every medicine you take: a beta-blocker such as propranolol can make adrenaline work less well.',
  },
  source: {
    zh: '美国国立过敏和传染病研究所食物过敏诊治指南（2010）；英国复苏委员会《过敏反应的紧急处理》（2021）；欧洲变态反应与临床免疫学会过敏反应指南（2021年更新）；肾上腺素自动注射笔美国说明书（患者须知“用后立即寻求急救”，第7节 β受体阻滞剂）',
    en: 'NIAID Guidelines for the Diagnosis and Management of Food Allergy (Boyce JA et al., JACI 2010;126:S1); Resuscitation Council UK, Emergency treatment of anaphylaxis (2021); EAACI Guidelines: Anaphylaxis (2021 update; Muraro A et al., Allergy 2022;77:357); EpiPen US Prescribing Information, Patient Information ("get emergency medical help right away") and §7 (beta-blockers)',
  },
} as const;

/**
 * Someone else's wish to die told by a family member or friend ("他昨晚跟我说活着没意思，想把药全吃了", "my son
 * told me he wants to take all his pills"): the card speaks to the carer — stay with them, lock the
 * medicines away, get them seen today — never "you are not alone" to the one who wrote (twenty-eighth
 * clinician review, zh M8; WHO mhGAP Intervention Guide 2.0, 2016, self-harm/suicide: remove the means,
 * do not leave the person alone).
 */
/** The card for a carer, when `crisisAboutAnother` (about-another.ts) reads the message as theirs. */

export const SUICIDAL_ABOUT_ANOTHER: Bilingual = {
  zh: '家人说出想死、想把药全吃了，要当真。现在：不要让他一个人待着；把家里所有的药（包括他自己在吃的药）和刀具等收起来锁好，由你们保管、每次只给一顿的量；今天就带他去医院精神科或急诊，情况紧急就拨打120；也可以现在打12356心理援助热线，和他一起打，或你先打来问怎么做。不要答应替他保密，也不要责备他——平静地问他有没有具体的打算，认真听。',
  en: 'When someone says they want to die or to take all their pills, take it seriously. Now: do not leave them alone; lock away every medicine in the home (their own included) and other means such as knives, and hand out one dose at a time; get them seen today — a psychiatric or emergency department, or call 911 if it is urgent; you can also call or text 988 now, together or on your own to ask what to do. Do not promise to keep it secret and do not blame them — ask calmly whether they have a plan, and listen.',
};

/**
 * A cut that keeps bleeding, with no blood thinner: pressure first aid, not the anticoagulant text ("take no further
 * dose of the blood thinner" said to a teenager on none — blind triage round 65, a cut wrist; the crisis card leads it).
 * NHS, Cuts and grazes (2023); British Red Cross first aid: severe bleeding.
 */
export const WOUND_BLEEDING: Bilingual = {
  zh: '伤口一直流血：用干净的布、毛巾或纱布用力按住伤口，不要拿开看，持续按压10–15分钟，同时把受伤的手臂或腿抬高；血浸透了就在上面再加一层继续按。按压10–15分钟仍止不住、血往外喷、伤口很深或裂开，请立即拨打120或去急诊，可能需要缝合。',
  en: 'A cut that keeps bleeding: press firmly on it with a clean cloth, towel or gauze and do not lift it to look; keep pressing for 10–15 minutes with the arm or leg raised, and if blood soaks through, add another layer on top and keep pressing. If it has not stopped after 10–15 minutes of pressure, spurts, or the cut is deep or gaping, call 911 or go to the emergency department now — it may need stitches.',
};

export const RED_FLAG_TEXT = {
  // Means safety (WHO LIVE LIFE 2021; NICE NG225): tablets saved up go out of reach now (thirty-ninth clinician
  // review, zh M6 and en M12: a stockpile told, nothing said of it).
  suicidal: {
    zh: '你并不孤单，愿意说出来很重要。请不要独自承受，现在就联系热线或身边的人。如果你攒了药片或身边有可能用来伤害自己的东西，现在就把它交给信任的人或放到拿不到的地方。',
    en: 'You are not alone, and telling someone matters. Please do not carry this by yourself: reach out now. If you have saved up tablets or have anything you could use to hurt yourself, give it to someone you trust or put it out of reach now.',
  },
  perinatal_crisis: {
    zh: '想伤害宝宝的念头可能是严重产后抑郁或产后精神病的表现，这不是你的错，是可以治疗的。现在请把宝宝放在安全的地方（比如婴儿床里），不要独自和宝宝待在一起，马上叫家人或朋友过来陪你，并在今天联系医生或去医院。',
    en: 'Thoughts of harming your baby can be a sign of severe postpartum depression or postpartum psychosis. It is not your fault, and it can be treated. Right now, put your baby somewhere safe (such as the crib), do not stay alone with the baby, ask someone to come and be with you, and contact your doctor or go to the hospital today.',
  },
  sickle_cell_crisis: {
    zh: '有镰状细胞病时，体温38.5℃或以上、胸痛（尤其吸气时痛）、气短或呼吸变快，可能是急性胸部综合征或严重感染，这两种都要在医院治疗，不能在家靠喝水、止痛药和睡觉扛过去：请现在就去急诊或拨打120，告诉医生你有镰状细胞病、已经吃了哪些止痛药。平时在家用的止痛药控制不住的疼痛，也需要今天去医院。地中海贫血的人如果切除过脾脏或正在吃去铁酮，发烧同样要马上就医。',
    en: 'With sickle cell disease, a temperature of 38.5 °C (101.3 °F) or more, chest pain (above all on breathing in), breathlessness or fast breathing can be acute chest syndrome or a serious infection. Both are treated in hospital, not at home with fluids, painkillers and sleep: go to the emergency department or call 911 now, and say you have sickle cell disease and which painkillers you have taken. Pain your usual painkillers at home do not control needs hospital care today too. With thalassaemia, a fever is just as urgent if your spleen has been removed or you take deferiprone.',
  },
  chest_pain: {
    zh: '胸痛、胸口压迫或发紧，尤其伴有手臂或下巴疼痛、出冷汗、气短时，可能是心脏急症。请不要等待，也不要自己开车去医院。',
    en: 'Chest pain, pressure or tightness, above all with arm or jaw pain, sweating or breathlessness, can be a heart attack. Do not wait and do not drive yourself.',
  },
  stroke: {
    zh: '口角歪斜、一侧肢体无力或麻木、说话不清、突然看不清，可能是中风，每一分钟都很重要。记下症状开始的时间。在医生看过之前不要喂水、食物或药——吞咽可能已经受影响。',
    en: 'A drooping face, weakness or numbness on one side, slurred speech or sudden loss of vision can be a stroke; every minute counts. Note the time the symptoms started. Give nothing to eat or drink and no tablets until they have been checked — swallowing may be affected.',
  },
  anaphylaxis: {
    zh: '喉咙或舌头肿胀、呼吸困难、全身风团伴头晕，可能是严重过敏反应（过敏性休克）。如有医生开具的肾上腺素笔，请立即使用。',
    en: 'Throat or tongue swelling, trouble breathing, or hives with dizziness can be anaphylaxis. If you have a prescribed adrenaline (epinephrine) pen, use it now.',
  },
  pre_eclampsia: {
    zh: '孕期剧烈头痛、视物模糊或眼前闪光、面部或手突然肿胀、肋骨下方疼痛，可能是子痫前期，需要立即到医院产科检查血压和尿蛋白。',
    en: 'In pregnancy, a severe headache, blurred vision or flashing lights, sudden swelling of the face or hands, or pain below the ribs can be pre-eclampsia: go to labour and delivery or the emergency department now.',
  },
  bleeding: {
    zh: '呕血或吐出咖啡渣样物、黑色柏油样大便、大量便血或咳血，可能是体内出血；正在服用华法林等抗凝药时尤其危险。溃疡性结肠炎或克罗恩病发作，一天6次以上带血的大便，或伴发热、心跳快，是重度发作，需要当天就医。在医生看过之前，先不要吃下一次抗凝药（华法林、利伐沙班、艾多沙班/里先安、阿哌沙班、达比加群），也不要吃布洛芬之类的止痛药；放过支架或在吃阿司匹林、氯吡格雷的，马上告诉接诊医生，由医生决定。其他药不要自己改，带上药盒，立即就医。',
    en: 'Vomiting blood or coffee-ground material, black tarry stools, passing a lot of blood from the bottom, or coughing up blood can mean internal bleeding, above all on warfarin or another blood thinner. A colitis or Crohn’s flare with 6 or more bloody stools a day, or with a fever or a fast pulse, is a severe flare that needs care the same day. Until a doctor has seen you, take no further dose of an anticoagulant (warfarin, rivaroxaban, apixaban, edoxaban, dabigatran) and no ibuprofen-type painkillers; if you have a stent or take aspirin or clopidogrel, tell the doctor at once and let them decide. Change nothing else yourself; bring your medicine boxes and get care now.',
  },
  anticoagulant_bleeding: {
    zh: '出血压迫10–15分钟仍止不住，或正在服用华法林等抗凝药时出现牙龈出血、流鼻血、尿色发红或发粉、痰中带血、身上大片不明原因的瘀青，可能是抗凝过度或出血，需要立即就医（流鼻血时身体前倾、捏住鼻翼持续压迫）。医生看过之前，先不要吃下一次抗凝药，也不要补服或加量；请带上药盒，由医生决定之后怎么吃。',
    en: 'Bleeding that will not stop after 10–15 minutes of firm pressure, or, on warfarin or another blood thinner, bleeding gums, a nosebleed, pink or red urine, blood-streaked phlegm or large unexplained bruises, can mean dangerous bleeding: get care now (for a nosebleed, lean forward and pinch the soft part of the nose). Take no further dose of the blood thinner until a doctor has seen you, and never a double dose; bring your medicines and let the doctor decide how to go on.',
  },
  thunderclap_headache: {
    zh: '突然发作、几秒到几分钟内达到顶峰的剧烈头痛（"这辈子最痛的一次"、像头被重重打了一下、同房时突然头痛），或服用抗凝药时出现剧烈头痛，可能是脑出血，需要立即急救，尤其伴有颈部僵硬、呕吐、意识改变时。不要自己开车去医院。',
    en: 'A sudden headache that peaks within seconds or minutes ("the worst ever", like a blow to the head, or starting during sex), or a severe headache on a blood thinner, can be bleeding in or around the brain: call for emergency help now, above all with a stiff neck, vomiting or confusion. Do not drive yourself.',
  },
  head_injury: {
    zh: '头部受伤后，如正在服用华法林等抗凝药（即使只是轻微头痛），或出现呕吐、昏迷过、意识模糊、抽搐、越来越困、剧烈头痛，需要立即到急诊做头颅CT。受伤后24小时内请有人陪在身边。',
    en: 'After a head injury, anyone on warfarin or another blood thinner (even with only a mild headache), or anyone who vomits, blacked out, is confused, has a seizure, is getting drowsier or has a bad headache, needs the emergency department now for a CT scan. Have someone stay with you for the first 24 hours.',
  },
  vte: {
    zh: '一侧小腿或腿肿胀疼痛，可能是深静脉血栓；如同时气短、胸痛或咳血，可能是肺栓塞，需要立即急救。服用含雌激素的避孕药或激素、怀孕或产后（包括剖腹产后）、术后、打石膏或卧床、长途久坐后风险更高。不要按摩肿痛的腿。',
    en: 'A swollen, painful calf or leg on one side can be a blood clot (DVT); with breathlessness, chest pain or coughing blood it can be a clot in the lung (pulmonary embolism), which needs emergency care now. The risk is higher on estrogen pills or hormones, in pregnancy or after birth (including a caesarean), and after surgery, a cast, bed rest or long travel. Do not massage the leg.',
  },
  pregnancy_bleeding: {
    zh: '怀孕期间阴道出血伴腹痛、出血量大，或一侧剧烈腹痛伴头晕、肩膀痛，在孕早期可能是宫外孕或流产，孕中晚期（尤其出血伴肚子发硬、剧痛）可能是胎盘早剥等胎盘问题，需要立即到医院急诊或产科就诊，不要等待。',
    en: 'Bleeding in pregnancy with cramping or pain, heavy bleeding, or severe one-sided tummy pain with dizziness or shoulder-tip pain can be an ectopic pregnancy or a miscarriage early on, or a problem with the placenta later (above all bleeding with a belly that goes hard and painful): go to the emergency department or maternity unit now.',
  },
  serotonin_syndrome: {
    zh: '服用舍曲林等抗抑郁药，又加用5-羟色氨酸、色氨酸、圣约翰草、曲马多等，出现发热、大汗、肌肉抽动或震颤、心跳快、烦躁或意识混乱，可能是5-羟色胺综合征，需要立即就医。请停止新加的补充剂，带上所有药和补充剂给医生看；处方药请勿自行停用。',
    en: 'On an antidepressant such as sertraline, fever, heavy sweating, muscle twitching or tremor, a fast heartbeat, agitation or confusion, especially after adding 5-HTP, tryptophan, St John’s wort or tramadol, can be serotonin syndrome: get medical care now. Stop the new supplement and bring every medicine and supplement with you; do not stop a prescribed medicine on your own.',
  },
  severe_hypoglycaemia: {
    zh: '糖尿病用药时手抖、出汗、意识模糊可能是严重低血糖。如果还清醒且能吞咽，马上吃15克快速升糖的糖（如半杯果汁）；如意识不清，不要喂食，立即呼叫急救。',
    en: 'Shaking, sweating or confusion on diabetes medicine can be severe low blood sugar. If awake and able to swallow, take 15 g of fast sugar (e.g. half a cup of juice) now; if confused or unconscious, give nothing by mouth and call for help.',
  },
  hyperkalaemia: {
    zh: '有肾病，或者在吃螺内酯、依普利酮、普利类或沙坦类降压药、他克莫司等会升高血钾的药时，出现心慌、心跳不规律或肌肉无力，或者化验血钾很高，可能是高钾血症，会影响心脏，需要立即就医查血钾和心电图。',
    en: 'With kidney disease, or on a medicine that raises potassium (spironolactone, eplerenone, an ACE inhibitor or ARB, tacrolimus), palpitations, an irregular heartbeat or muscle weakness, or a very high potassium result, can mean high potassium, which can stop the heart: get a potassium test and ECG now.',
  },
  muscle_breakdown: {
    zh: '肌肉疼痛或无力，同时尿色变深（浓茶色、酱油色、可乐色），可能是横纹肌溶解（肌肉溶解），会损伤肾脏，需要立即就医，查肌酸激酶和肾功能。如正在服用他汀等药物，请带上药盒给医生看。',
    en: 'Muscle pain or weakness with dark (tea- or cola-coloured) urine can be rhabdomyolysis, muscle breakdown that can damage the kidneys: get medical care now for a CK and kidney test. If you take a statin or other medicines, bring them to show the doctor.',
  },
  breathing: {
    zh: '严重呼吸困难、嘴唇发紫、喘得说不完一句话，需要立即急救。',
    en: 'Severe breathlessness, blue lips or being unable to finish a sentence needs emergency care now.',
  },
  fainting: {
    zh: '晕倒或意识不清需要尽快检查原因。如身边有人，请让他们陪同你。',
    en: 'Fainting or losing consciousness needs checking right away. If someone is with you, ask them to stay with you.',
  },
  seizure: {
    zh: '抽搐（惊厥）时让患者侧卧、移开周围硬物，不要往嘴里塞东西、不要按住肢体，记下开始时间；第一次发作、超过5分钟、连续发作或醒不过来时立即呼叫急救。',
    en: 'During a seizure, lay the person on their side, move hard objects away, put nothing in their mouth and do not hold them down; note the time. Call for emergency help for a first seizure, one lasting over 5 minutes, repeated seizures, or if they do not wake up.',
  },
  poisoning: {
    zh: '误服、过量服药或喝了清洁剂、农药、野生蘑菇中毒时，请带上药盒或包装立即就医，不要自行催吐。孩子误服铁剂、纽扣电池也很危险，即使现在没有症状也要马上去医院。',
    en: 'After swallowing too much of a medicine, a household chemical, a pesticide or wild mushrooms, take the package with you and get medical help now (US Poison Help: 1-800-222-1222); do not make anyone vomit. Iron tablets and button batteries are dangerous for children even when they look well.',
  },
  severe_pain_or_fever: {
    zh: '不满3个月的宝宝体温达到38℃或以上；发烧伴脖子僵硬、怕光、剧烈头痛或精神差，或皮肤出现用玻璃杯按压也不褪色的紫红色皮疹（可能是脑膜炎或败血症）；肚子硬得像木板、一动就痛，或右下腹痛伴发烧呕吐：请立即去急诊或拨打120，不要等待。高烧持续不退也需要今天就医。',
    en: 'A baby under 3 months with a temperature of 38 °C (100.4 °F) or more; a fever with a stiff neck, dislike of bright light, a bad headache or drowsiness, or a purple rash that does not fade when you press a glass on it (possible meningitis or sepsis); a belly that is hard as a board and hurts to move, or pain low on the right with fever and vomiting: go to the emergency department or call 911 now. A high fever that does not come down needs a doctor today.',
  },
  eating_disorder: {
    zh: '连续不吃饭、催吐、用泻药或减肥药来控制体重，会伤害心脏和身体，可能是进食障碍的表现，这不是你的错，是可以治疗的。今天请告诉身边信任的人（未成年人请告诉父母或校医），并去看医生；呕吐和泻药会让血钾变低，心慌、站起来头晕时需要当天抽血查电解质（血钾）并做心电图。如果出现晕倒、胸痛或站不稳，请立即就医。这里不会给出减重建议。',
    en: 'Going without food for days, making yourself sick, or using laxatives or diet pills to control weight can harm your heart and body and may be an eating disorder. It is not your fault, and it can be treated. Today, please tell someone you trust (if you are under 18, a parent or your school nurse or doctor) and see a doctor; vomiting and laxatives lower potassium, so a fluttering heart or dizziness on standing needs a blood test for your electrolytes (potassium) and an ECG the same day. If you faint, have chest pain or cannot stand steadily, get care now. I will not give weight-loss advice here.',
  },
  ectopic_pregnancy: {
    zh: '怀孕早期（或月经推迟、验孕阳性）出现一侧下腹剧痛、肩膀尖疼痛、头晕或晕倒，可能是宫外孕破裂，会大量内出血，需要立即拨打120或去急诊，不要等待，也不要自己开车。',
    en: 'Early in pregnancy (or with a late period or a positive test), severe pain low on one side of the tummy, pain in the tip of the shoulder, dizziness or fainting can be a ruptured ectopic pregnancy with internal bleeding: call 911 or go to the emergency department now, and do not drive yourself.',
  },
  reduced_fetal_movements: {
    zh: '孕24周以后胎动明显减少、和平时不一样或感觉不到胎动，请不要等到第二天，也不要靠吃东西、喝冷饮来"叫醒"宝宝，现在就联系产科或去医院产房做胎心监护。',
    en: 'From about 24 weeks, if your baby is moving less than usual, differently, or not at all, do not wait until tomorrow and do not try to get the baby moving with food or cold drinks: call your maternity unit or go to labour and delivery now to have the baby checked.',
  },
  fall_on_anticoagulant: {
    zh: '跌倒后髋部或大腿根疼痛、站不起来、不能负重、一条腿变短或向外转，可能是髋部骨折；正在服用华法林、利伐沙班等抗凝药时，跌倒还可能引起看不见的内出血（撞到头时即使没有症状也要检查）。请不要勉强起身行走，立即拨打120。',
    en: 'After a fall, pain in the hip or groin, being unable to stand or put weight on the leg, or a leg that looks shorter or turned out can be a broken hip; on warfarin, rivaroxaban, apixaban or another blood thinner, a fall can also cause hidden bleeding (a knock to the head needs checking even without symptoms). Do not try to walk on it: call 911 now.',
  },
  opioid_overdose: {
    zh: '这可能是阿片类止痛药过量（羟考酮/奥施康定、吗啡、芬太尼、曲马多、可待因、美沙酮等；和普瑞巴林或加巴喷丁、酒、安眠药、镇静药或助眠保健品一起用时更容易发生）：叫不醒或很难叫醒、打呼噜的声音很怪或喉咙里咕噜响、呼吸很慢很浅甚至停了、嘴唇发紫发青或发灰、瞳孔缩得很小、全身瘫软。请马上拨打120。等救护车时让他侧躺（复原卧位），头稍向后仰、保持呼吸道通畅，一直守在旁边，随时看他还有没有呼吸；没有呼吸时按120调度员的指导做心肺复苏。千万不要让他"睡一觉就好"，也不要再给任何药、酒或吃的。解毒药纳洛酮在国内一般由医院和急救人员使用：告诉急救人员他吃了什么药、吃了多少、有没有喝酒，并把药盒带上。',
    en: 'This may be an opioid overdose (oxycodone/OxyContin, Percocet, hydrocodone, morphine, fentanyl, tramadol, codeine, methadone or heroin — more likely with pregabalin or gabapentin, alcohol, benzodiazepines or sleep aids): a person who cannot be woken properly, snores or gurgles oddly, breathes slowly or not at all, has blue or grey lips or tiny pupils, or has gone floppy. Call 911 now. If you have naloxone (Narcan), give it now: one spray into one nostril; if there is no response after 2–3 minutes, give a second spray in the other nostril. Put the person on their side (recovery position), stay with them and keep checking their breathing until help arrives; if they stop breathing, the 911 operator will talk you through CPR. Never let them "sleep it off", and give nothing more to take or drink.',
  },
  maoi_crisis: {
    zh: '服用苯乙肼、反苯环丙胺、司来吉兰或利奈唑胺等单胺氧化酶抑制剂时，吃了陈年奶酪、腌腊肉、臭豆腐、酱油、生啤等富含酪胺的食物或用了含伪麻黄碱的感冒药后，突然剧烈头痛、心跳很快、脖子发硬、出汗或胸痛，可能是高血压危象，需要立即拨打120。不要自行服药降压。',
    en: 'On an MAOI (phenelzine, tranylcypromine, selegiline or linezolid), a sudden severe headache, a pounding or fast heart, a stiff neck, sweating or chest pain after aged cheese, cured meats, soy sauce, tap beer or a cold medicine with pseudoephedrine can be a hypertensive crisis: call 911 now. Do not take anything on your own to lower the blood pressure.',
  },
  lithium_toxicity: {
    zh: '服用碳酸锂时出现呕吐、腹泻、手抖明显加重、走路不稳、说话含糊或意识模糊，可能是锂中毒；天热大量出汗、喝水少、腹泻呕吐或新加了利尿药、布洛芬等止痛药时更容易发生。请立即就医查血锂浓度，带上药盒；不要自行加服锂盐，也不要突然少吃盐或少喝水。',
    en: 'On lithium, vomiting, diarrhoea, a much worse tremor, unsteady walking, slurred speech or confusion can be lithium toxicity, more likely in hot weather, with little to drink, with vomiting or diarrhoea, or after starting a water pill or a painkiller such as ibuprofen. Get care now for a lithium level and bring your medicines; do not take an extra dose, and do not cut salt or fluids suddenly.',
  },
  disulfiram_reaction: {
    zh: '服用双硫仑（戒酒药）期间或停药后两周内，或者服用头孢类抗生素（如头孢哌酮、头孢曲松）、甲硝唑、替硝唑期间或停药后几天内，接触酒精（包括啤酒、料酒做的菜、康普茶、含酒精的漱口水或止咳糖浆），出现脸红、心跳很快、胸闷气短、恶心呕吐、头晕或血压下降，可能是双硫仑（样）反应，严重时会危及生命：胸痛、呼吸困难、晕倒或反复呕吐时请立即拨打120；请告诉医生你在吃什么药、喝了或吃了什么，在这期间不要再接触任何含酒精的东西。',
    en: 'Alcohol in any form — a drink, kombucha, a dish cooked with wine, a mouthwash or cough mixture that contains it — taken on disulfiram (Antabuse) or within 2 weeks of the last dose, or with or within a few days after metronidazole, tinidazole or some cephalosporin antibiotics, can cause flushing, a racing heart, chest tightness or breathlessness, vomiting, dizziness or low blood pressure (a disulfiram reaction), which can be dangerous: call 911 now for chest pain, trouble breathing, fainting or repeated vomiting, tell the doctor which medicine you take and what you drank or ate, and take no more alcohol in any form.',
  },
  hyperglycaemic_crisis: {
    zh: '糖尿病患者极度口渴、尿很多、恶心呕吐、肚子痛、呼吸深快或有烂苹果味、很困或意识模糊，或者血糖仪显示"HI"、血酮或尿酮高，可能是糖尿病酮症酸中毒或高渗状态，需要立即去急诊或拨打120。吃达格列净、恩格列净等“列净”类药（SGLT-2抑制剂）的人，血糖正常或只是略高时也可能发生酮症酸中毒。用胰岛素的人不要停用胰岛素。',
    en: 'With diabetes, extreme thirst, passing a lot of urine, nausea or vomiting, tummy pain, deep fast breathing or fruity-smelling breath, drowsiness or confusion, or a meter that reads "HI" or high ketones can be diabetic ketoacidosis or a hyperosmolar state: go to the emergency department or call 911 now. On an SGLT2 inhibitor (dapagliflozin, empagliflozin …) ketoacidosis can happen with a normal or only slightly raised glucose. If you use insulin, do not stop it.',
  },
  missed_dialysis: {
    zh: '错过一次或多次透析后，血钾和体内水分会升高，可能引起心律失常和肺水肿。请今天就联系透析中心补做透析；如果出现气短、不能平躺、心慌、肌肉无力或胸痛，请立即拨打120。在透析前请严格限制水分和高钾食物（香蕉、橙子、土豆等）。',
    en: 'After missing one or more dialysis sessions, potassium and fluid build up and can cause a dangerous heart rhythm or fluid on the lungs. Contact your dialysis unit today for a session; if you are short of breath, cannot lie flat, have palpitations, muscle weakness or chest pain, call 911 now. Until then keep strictly to your fluid limit and avoid high-potassium foods (bananas, oranges, potatoes).',
  },
  digoxin_toxicity: {
    zh: '这可能是地高辛中毒：地高辛浓度高于 2.0 ng/mL（2.6 nmol/L），或服用地高辛时出现恶心、呕吐、看东西发黄发绿、心慌或心跳很慢、意识混乱。请今天就联系开地高辛的医生，在医生答复前先不要吃下一次（今天这一顿也先别吃）；如果已经出现这些症状，请立即去急诊或拨打120。血钾、血镁低或同时服用胺碘酮时更容易中毒。',
    en: 'This may be digoxin toxicity: a digoxin level above 2.0 ng/mL (2.6 nmol/L), or nausea, vomiting, yellow-green vision, palpitations or a very slow pulse, or confusion while taking digoxin. Contact the doctor who prescribes your digoxin today and take no further dose — today’s included — until they answer; if you have these symptoms now, go to the emergency department or call 911. Low potassium or magnesium, and amiodarone, make toxicity more likely.',
  },
  hypomagnesaemia: {
    zh: '你的化验血镁低于 0.5 mmol/L（严重低镁），现在又有心慌、心跳乱、肌肉抽动或抽筋：低镁（常伴低钾、低钙）会引起危险的心律失常和抽搐，请今天就医，复查血镁、血钾、血钙并做心电图；补镁由医生决定，常需静脉补镁，不要只靠自己多吃镁片。如果晕倒、胸痛或抽搐，请立即拨打120。',
    en: 'Your magnesium was below 0.5 mmol/L (severely low) and you now have palpitations, a fluttering or skipping heartbeat, twitching or cramps: low magnesium (often with low potassium and calcium) can cause a dangerous heart rhythm and seizures. See a doctor today for repeat magnesium, potassium and calcium tests and an ECG; the doctor treats it, often with intravenous magnesium — do not rely on taking more magnesium tablets yourself. If you faint, have chest pain or a seizure, call 911 now.',
  },
  hypercalcaemia: {
    zh: '血钙偏高（或有结节病、在吃大剂量维生素D）时，非常口渴、尿特别多、呕吐、糊涂或昏昏欲睡，说明血钙可能已经高到危险的程度：请马上去急诊或拨打120，不要等到下次复诊。钙片、维生素D和含钙的抗酸药先都不要再吃；带上所有药瓶（或一张清单，利尿剂一定要写上），告诉医生最近的化验结果——嗜睡和呕吐也可能是血钠低引起的（利尿剂、一些抗抑郁药会让血钠降低）。叫不太醒、一直想睡或喝水会呛的人，不要喂水、喂药或喂吃的（会呛进气管），让他侧躺等急救；完全清醒、不呕吐、不呛的，可以小口喝水。',
    en: 'With a high blood calcium (or sarcoidosis, or high-dose vitamin D), great thirst, passing urine very often, vomiting, confusion or drowsiness mean the calcium may be dangerously high: go to the emergency department now or call 911 — do not wait for an appointment. Take no more calcium or vitamin D tablets or calcium antacids; bring all the bottles (or a list — water pills included) and tell them the latest blood results: drowsiness and vomiting can also come from a low sodium (water pills and some antidepressants lower it). Someone who is hard to wake, keeps falling asleep or chokes on drinks must be given nothing by mouth — no water, tablets or food (it can go into the lungs): lay them on their side while you wait. Only someone fully awake, not vomiting and not choking may sip water.',
  },
  hypokalaemia: {
    zh: '你的化验血钾低于 3.0 mmol/L，现在又有心慌、头晕或无力：低钾会引起危险的心律失常，请今天就医，抽血复查血钾、血镁并做心电图；补钾由医生决定，不要只靠吃水果，也不要自己买钾补充剂。如果晕倒或胸痛，请立即拨打120。',
    en: 'Your potassium was below 3.0 mmol/L and you now have palpitations, dizziness or weakness: low potassium can cause a dangerous heart rhythm. See a doctor today for a repeat potassium and magnesium test and an ECG; the doctor decides how to replace potassium — fruit alone is not enough, and do not buy potassium supplements yourself. If you faint or have chest pain, call 911 now.',
  },
  critical_lab: {
    zh: '你提到的化验值已经达到需要当天处理的危急范围。请先核对报告上的数字和单位；如果确实如此，请今天就联系开单医生或去急诊，不要等到下次复诊。',
    en: 'The result you mention is in the range that needs action the same day. First check the figure and its unit against the report; if it is right, contact the doctor who ordered the test or go to the emergency department today rather than waiting for your next appointment.',
  },
  severe_skin_reaction: {
    zh: '开始服用新药（如别嘌醇、拉莫三嗪、卡马西平、苯妥英、磺胺类或其他抗生素）后几天到几周内，出现大片皮疹伴水疱、脱皮、口腔眼睛或生殖器溃烂、发热或面部肿胀，可能是严重药物过敏（史蒂文斯-约翰逊综合征、DRESS），需要立即去急诊，并带上药盒。在医生评估前不要再吃这种药。',
    en: 'Days to weeks after starting a new medicine (such as allopurinol, lamotrigine, carbamazepine, phenytoin, a sulfa drug or another antibiotic), a spreading rash with blisters or peeling skin, sores in the mouth, eyes or genitals, fever or a swollen face can be a severe drug reaction (Stevens–Johnson syndrome, DRESS): go to the emergency department now and bring the medicine. Do not take another dose until a doctor has seen you.',
  },
  immunosuppressed_fever: {
    zh: '正在使用甲氨蝶呤、化疗药、他克莫司、吗替麦考酚酯、生物制剂或移植后免疫抑制药时发烧（38℃以上）、寒战、咽痛伴口腔溃疡，可能是严重感染或白细胞低，需要今天就去急诊或联系主治医生，不要等待，也不要自行服用退烧药后就不管了。服用抗甲状腺药（甲巯咪唑、丙硫氧嘧啶、卡比马唑）时发烧或咽喉痛，可能是粒细胞缺乏：先停吃这种药，今天就去查血常规，并告诉医生你在吃这种药。',
    en: 'A fever (38 °C / 100.4 °F or more), chills, or a sore throat with mouth ulcers while on methotrexate, chemotherapy, tacrolimus, mycophenolate, a biologic or other transplant medicines can be a serious infection or a low white cell count: go to the emergency department or call your specialist team today. Do not just take a fever reducer and wait. A fever or a sore throat on an antithyroid medicine (methimazole, propylthiouracil, carbimazole) can be agranulocytosis: take no more doses, get a blood count today, and tell them you take it.',
  },
  transplant_problem: {
    zh: '器官移植后出现发热、移植肾（器官）部位疼痛、尿量明显减少、体重突然增加或浮肿、肌酐升高，或服用他克莫司时手抖加重伴头痛，可能是排斥反应或药物浓度过高，请今天就联系移植中心或去急诊。不要自行增减抗排斥药。',
    en: 'After a transplant, a fever, pain over the transplanted organ, much less urine, sudden weight gain or swelling, a rising creatinine, or a worse tremor with headache on tacrolimus can be rejection or a drug level that is too high: contact your transplant team or go to the emergency department today. Do not change your anti-rejection medicines yourself.',
  },
  bowel_obstruction: {
    zh: '肚子胀痛、一阵阵绞痛，同时呕吐（可能是绿色或粪样）、不排便也不排气，可能是肠梗阻，尤其在腹部手术、减重手术后或有克罗恩病时，需要立即去急诊。在医生评估前请不要吃东西，也不要自行服用泻药。',
    en: 'A swollen, cramping tummy with vomiting (perhaps green) and no stool or wind passing can be a blocked bowel, above all after abdominal or weight-loss surgery or with Crohn’s disease: go to the emergency department now. Eat nothing and take no laxative until a doctor has seen you.',
  },
  wernicke: {
    zh: '反复呕吐、减重手术后、长期饮酒或长时间吃不下东西之后，出现意识混乱、复视或眼球乱动、走路不稳，可能是缺乏维生素B1引起的韦尼克脑病，需要立即去急诊静脉补充维生素B1。口服补充剂不能代替急诊治疗。',
    en: 'After repeated vomiting, weight-loss surgery, heavy drinking or a long time without eating, confusion, double vision or jerky eye movements, or unsteady walking can be Wernicke’s encephalopathy from a lack of vitamin B1 (thiamine): go to the emergency department now for thiamine by injection. A supplement by mouth is not a substitute.',
  },
  aspiration: {
    zh: '老人或身体虚弱的人吃饭喝水时呛咳后，出现发烧、呼吸变快或有呼噜声、说话声音湿湿的、嘴唇发紫或精神变差，可能是吸入性肺炎，需要今天就医；呼吸困难时立即拨打120。在吞咽评估之前，不要再喂稀的流食或药片。',
    en: 'In an older or frail person, a fever, fast or noisy breathing, a wet gurgly voice, blue lips or new drowsiness after choking on food or drink can be aspiration pneumonia: see a doctor today, and call 911 if breathing is hard. Until their swallowing is assessed, do not give thin drinks or tablets by mouth.',
  },
  child_ingestion: {
    zh: '孩子误吞药片、维生素（尤其是含铁的）、纽扣电池、磁铁或清洁剂，即使现在看起来没事，也请立即带上药瓶或包装去急诊或拨打120。不要催吐，不要喂东西；误吞纽扣电池时，2小时内每一分钟都很重要。',
    en: 'If a child has swallowed tablets, vitamins (iron above all), a button battery, magnets or a cleaning product, go to the emergency department or call 911 now, even if the child seems fine, and bring the bottle or package (US Poison Help: 1-800-222-1222). Do not make the child vomit or give food; with a button battery every minute counts.',
  },
  child_dehydration: {
    zh: '宝宝或小孩呕吐腹泻后，6–8小时没有尿（尿布是干的）、特别困或软绵绵、眼窝或囟门凹陷、哭时没有眼泪、不肯喝水，可能是严重脱水，需要立即去急诊；宝宝软绵绵、叫不醒或反应差，直接打120。还能吞咽、清醒时，路上可以小口多次喂口服补液盐；6个月以下的宝宝继续喂母乳或平常的奶粉，不要喂白开水、糖水或果汁。',
    en: 'A baby or young child with vomiting or diarrhoea who has had no wet nappy for 6–8 hours, is very sleepy or floppy, has sunken eyes or a sunken soft spot, cries without tears or will not drink may be seriously dehydrated: go to the emergency department now; a baby who is floppy, hard to wake or barely responding needs an ambulance now. If awake and swallowing, offer small, frequent sips of oral rehydration solution on the way; a baby under 6 months keeps having breast milk or the usual formula — never plain or cooled boiled water, sugar water or juice.',
  },
  possible_crisis: {
    zh: '你的话里有让我担心的地方。如果你正在想结束自己的生命、伤害自己或伤害别人（包括宝宝），请现在就拨打心理援助热线12356，或告诉身边信任的人，不要一个人扛；如果已经吃了药、受了伤或身处危险，请立即拨打120。',
    en: 'Something in your message worries me. If you are thinking of ending your life, or of harming yourself or someone else (a baby too), please call or text 988 now, or tell someone you trust — you do not have to carry this alone. If you have already taken something, are hurt or in danger, call 911 now.',
  },
  urgent_general: {
    zh: '你描述的情况需要今天由医生当面评估，可能需要急诊处理。请不要等待，也不要先靠补充剂或饮食来处理；如果症状加重、呼吸困难、意识改变或出现剧烈疼痛，请立即拨打120。',
    en: 'What you describe needs to be seen by a doctor in person today and may need emergency care. Please do not wait or try to manage it with supplements or diet first; if it gets worse, or there is trouble breathing, confusion or severe pain, call 911 now.',
  },
} as const satisfies Record<RedFlagKind, Bilingual>;

/**
 * The breathing card's first aid for asthma and choking (GINA 2024; Resuscitation Council UK 2021).
 * Said after the breathing text unless a medicine the person takes explains the breathlessness and the
 * message names neither asthma nor choking: numb feet, blurred sight and breathlessness on linezolid got
 * the inhaler and the Heimlich manoeuvre (eighth clinician review, zh P4 Q5).
 */
export const BREATHING_FIRST_AID: Bilingual = {
  zh: '哮喘按医嘱用缓解药；被东西卡住咳不出、说不出话时，请身边的人立即拍背和腹部冲击（海姆立克法）。',
  en: 'With asthma, use the reliever inhaler as prescribed; if someone is choking and cannot cough or speak, give back blows and abdominal thrusts right away.',
};

/**
 * With COPD (the plan's, or COPD or emphysema said) severe breathlessness is a flare, not asthma or choking:
 * sit upright and use the reliever as the COPD action plan says (twelfth clinician review, en P3 #12:
 * Margaret, COPD, blue lips, was given asthma and back-blow first aid). Lung Foundation Australia, COPD
 * Action Plan (2023); NICE NG115 (2018, updated 2019), COPD exacerbations: self-management plan.
 */
export const COPD_FIRST_AID: Bilingual = {
  zh: '有慢阻肺（COPD）时：坐直身体，按医生给的慢阻肺行动计划用缓解药。',
  en: 'With COPD: sit upright and use your reliever inhaler as your COPD action plan says.',
};

/** COPD or emphysema said ("COPD", "emphysema", "慢阻肺", "肺气肿"). */
export const COPD_SAID = /\bcopd\b|\bemphysema\b|\bchronic obstructive\b|慢阻肺|慢性阻塞性肺|肺气肿|肺氣腫/;

/** Features of a message that make the asthma and choking first aid its own. */
export const BREATHING_FIRST_AID_FEATURES: ReadonlySet<string> = new Set([
  'asthma',
  'asthma_fail',
  'wheeze',
  'reliever_works',
  'choking',
  'cant_cough',
  'recession',
]);

/**
 * Said under the general card when the hyperemesis rule fired (pregnant, vomiting, nothing stays down):
 * the maternity team today, and a daily medicine that came back up (RCOG Green-top Guideline 69, 2016;
 * clinician review 2026-11-25 late, Z4 finding 2).
 */
export const HYPEREMESIS_TEXT: Bilingual = {
  zh: '怀孕期间吐得厉害、吃不下喝不进，或者药也吐出来，可能是妊娠剧吐（严重的孕吐），会引起脱水；尿很少或没有尿、头晕，说明已经脱水了：请今天就去医院产科或急诊，可能需要输液和孕期能用的止吐药，不要在家硬扛。如果你每天要吃的药（比如抗甲状腺药、抗癫痫药）吐出来了，也请告诉医生，不要自己停药，也不要自己加量补吃。',
  en: 'Vomiting in pregnancy so that food, fluids or your tablets do not stay down can be hyperemesis gravidarum (severe pregnancy sickness) and leads to dehydration; little or no urine and dizziness mean you are already dehydrated. Go to the maternity unit or the emergency department today — you may need fluids into a vein and anti-sickness medicine that is safe in pregnancy; do not try to sit it out at home. If a daily medicine (an antithyroid or antiseizure drug, say) came back up, tell them; do not stop it or take extra doses on your own.',
};

/**
 * A medicine whose toxicity the signs fit, said under the card whatever kind it names: the reviewer's
 * theophylline patient (palpitations, tremor, vomiting after starting ciprofloxacin and stopping
 * smoking) was given a general card with no word of a theophylline level (clinician review 2026-11-25
 * late, E3 §3).
 */
export interface MedicineToxicitySign {
  /** Medicine ids of knowledge/drugs.ts. */
  drugs: readonly string[];
  /** Or any medicine of these classes (a class id said in the chat counts too). */
  classes?: readonly string[];
  /** Or a medicine the dictionary does not hold, named in the message (folded text). */
  said?: RegExp;
  /** The signs, in folded text (lower case, full-width folded). */
  signs: RegExp;
  /**
   * Kinds whose card text names a cause this medicine makes unlikely: their text is left out when the row
   * is said (ninth clinician review, zh P3 Q5: double vision, unsteadiness and vomiting on carbamazepine
   * were called Wernicke's encephalopathy).
   */
  namesInstead?: readonly RedFlagKind[];
  text: Bilingual;
  source: string;
}

const MEDICINE_TOXICITY_SIGNS: readonly MedicineToxicitySign[] = [
  // Ninth clinician review (en P3 Q1, zh P4 Q4 and Q5): drowsiness and drooling ten days after stopping
  // smoking got a general card with no likely cause; a fever with neutrophils of 1.6 got the lines for
  // methotrexate and antithyroid drugs, and a blocked bowel the ones for surgery and Crohn's — never clozapine.
  {
    drugs: ['clozapine'],
    signs:
      /嗜睡|特别困|很困|犯困|昏睡|叫不醒|流口水|口水|意识|糊涂|迷糊|抽动|抽搐|站不稳|走路不稳|晕倒|\b(drows\w*|sleepy|sedated|drool\w*|sali\w*|confus\w*|jerk\w*|twitch\w*|seizure\w*|fits?|unsteady|faint\w*|passed out)\b/,
    text: {
      zh: '你在吃氯氮平：特别嗜睡、口水明显增多、走路不稳、意识糊涂、肌肉抽动或抽搐，可能是氯氮平血药浓度过高——戒烟后几天内最常见（用尼古丁贴片也一样），咖啡喝得多、发烧感染或新加的药也会让浓度升高。请告诉接诊医生你在吃氯氮平、哪天戒的烟、最近有什么变化，要求查氯氮平血药浓度；不要自己加药，下一次的药先问医生再吃。',
      en: 'You take clozapine: marked drowsiness, much more drooling, unsteadiness, confusion, muscle jerks or a seizure can mean the clozapine level is too high — most often within days of stopping smoking (nicotine patches do not prevent it), and also with much more coffee, an infection or a new medicine. Tell the doctor who sees you about the clozapine, when the smoking stopped and what else changed, and ask for a clozapine level; take no extra dose, and ask the doctor before the next one.',
    },
    source:
      'Clozaril (clozapine) US prescribing information §5 (seizures, dose-related) and §7 (stopping smoking and caffeine raise clozapine levels); MHRA Drug Safety Update vol. 14 issue 1 (August 2020): check the clozapine level when a patient stops smoking or toxicity is suspected',
  },
  {
    drugs: ['clozapine'],
    signs:
      /肚子|腹胀|腹痛|胀|吐|呕|没大便|不大便|不排便|没排便|不排气|便秘|肠梗阻|\b(belly|tummy|stomach|abdom\w*|bloat\w*|swollen|distend\w*|vomit\w*|throw\w* up|threw up|constipat\w*|poop\w*|stools?|bowels?)\b/,
    text: {
      zh: '你在吃氯氮平：氯氮平会让肠道蠕动变慢，肚子胀痛、呕吐、几天不排便也不排气，可能是氯氮平引起的肠梗阻或粪便嵌塞，会危及生命。请告诉急诊医生你在吃氯氮平；在医生看过之前，不要再加泻药、膳食纤维或番泻叶，也先不要吃东西。',
      en: 'You take clozapine: clozapine slows the gut, so a swollen or painful tummy, vomiting and days without a stool or wind can be a clozapine-related blocked bowel or impaction, which is life-threatening. Tell the emergency doctor about the clozapine; until a doctor has seen you, no more laxatives, fibre or prune juice, and nothing to eat.',
    },
    source:
      'MHRA Drug Safety Update vol. 11 issue 3 (October 2017): clozapine and potentially fatal intestinal obstruction, faecal impaction and paralytic ileus; US FDA Drug Safety Communication, 28 January 2020 (clozapine: untreated constipation can lead to serious bowel complications)',
  },
  {
    drugs: ['clozapine'],
    signs:
      // "a temp of 101", "my throat is killing me" (forty-fourth clinician review, en M4: the card never named clozapine).
      /发烧|发热|高烧|低烧|\d+(\.\d)?\s*度|嗓子疼|嗓子痛|喉咙痛|喉咙疼|咽痛|咽喉痛|口腔溃疡|寒战|\b(fever\w*|temperature|temps?|sore throat|chills|mouth ulcers?)\b|\bthroat\b[^.?!]{0,20}\b(killing|sore|hurts?|hurting|raw|burning|on fire)\b/,
    text: {
      zh: '你在吃氯氮平：发烧、咽喉痛或口腔溃疡，可能是氯氮平引起的粒细胞缺乏（中性粒细胞很低），今天就要查血常规（看中性粒细胞），并告诉医生你在吃氯氮平、上次中性粒细胞是多少；是否停药由医生决定，不要自己停。开始吃氯氮平的头两个月里，发烧伴胸痛、心慌或气短，可能是心肌炎，请立即去急诊。发烧感染（比如肺炎）也会让氯氮平浓度升高。',
      en: 'You take clozapine: a fever, sore throat or mouth ulcers can mean clozapine has lowered the white cells (agranulocytosis): get a blood count with neutrophils today and tell the doctor about the clozapine and your last neutrophil count; whether to stop it is the doctor’s decision — do not stop it yourself. In the first two months on clozapine, a fever with chest pain, palpitations or breathlessness can be heart inflammation (myocarditis): the emergency department now. An infection such as pneumonia also raises the clozapine level.',
    },
    source:
      'Clozaril (clozapine) US prescribing information boxed warning and §5 (severe neutropenia: report fever or sore throat at once; myocarditis, mostly in the first two months); MHRA Drug Safety Update vol. 14 issue 1 (August 2020): pneumonia or another serious infection raises clozapine levels',
  },
  {
    // Eighth clinician review (zh P4 Q5): numb hands and feet, blurred sight, breathless and weak after two
    // weeks of linezolid got the asthma and choking text, with no word of the antibiotic.
    drugs: ['linezolid'],
    signs:
      /麻|刺痛|模糊|看不清|视力|颜色|色觉|喘|气短|气促|呼吸(很|特别)?(快|急|深)|没力气|无力|乏力|恶心|吐|呕|大汗|出汗|冷汗|发热|发烧|手抖|发抖|抽动|抽搐|心慌|心跳(很)?快|糊涂|意识|\b(numb\w*|tingl\w*|pins and needles|blurr\w*|vision|sight|breath\w*|weak\w*|nause\w*|vomit\w*|throw\w* up|sweat\w*|fever\w*|shak\w*|trembl\w*|twitch\w*|jerk\w*|confus\w*|agitat\w*|racing|pounding|palpitat\w*)\b/,
    text: {
      zh: '你在用利奈唑胺：手脚发麻、刺痛，或看东西模糊、颜色变淡，可能是它的神经毒性（周围神经病变、视神经病变），用药时间越长越常见；恶心呕吐、呼吸深快、特别没力气，可能是乳酸酸中毒，同时吃二甲双胍时更要当心；大汗、发热、手抖、肌肉抽动、烦躁或糊涂，可能是5-羟色胺综合征，同时吃舍曲林等抗抑郁药时更容易发生；出冷汗、心慌、发抖也可能是低血糖（用胰岛素或降糖药时）。请告诉接诊医生你在用利奈唑胺、用了多久、还在吃哪些药，可能需要查血乳酸、血糖、血常规和眼科检查；利奈唑胺要不要停由医生决定，不要自己停。',
      en: 'You take linezolid: numb or tingling hands and feet, or blurred or faded vision, can be its nerve toxicity (peripheral or optic neuropathy), more common the longer it is taken; nausea, vomiting, fast deep breathing and marked weakness can be lactic acidosis — more so with metformin; sweating, fever, shaking, twitching muscles, agitation or confusion can be serotonin syndrome, more likely with sertraline or another antidepressant; cold sweats, a racing heart and shakiness can also be a low blood sugar on insulin or diabetes tablets. Tell the doctor who sees you that you take linezolid, for how long and what else you take; you may need blood tests (lactate, glucose, blood count) and an eye check. Whether to stop linezolid is the doctors’ decision — do not stop it yourself.',
    },
    source:
      'Zyvox (linezolid) US prescribing information (Pfizer, rev. 2021) §5 Warnings and Precautions: myelosuppression; peripheral and optic neuropathy (mostly with treatment longer than 28 days); serotonin syndrome with serotonergic drugs; lactic acidosis; hypoglycaemia in people with diabetes on insulin or oral hypoglycaemic agents',
  },
  {
    // Ninth clinician review (zh P3 Q5, en P4 Q5–Q6): double vision, staggering and vomiting on carbamazepine
    // with daily grapefruit juice were called Wernicke's; confusion, vomiting and headache after a seizure with
    // a known low sodium got seizure first aid only; "salty crisps or a sports drink?" the critical-lab card.
    drugs: ['carbamazepine', 'oxcarbazepine'],
    signs:
      /重影|复视|看东西.{0,4}(双|两个|模糊)|头晕|眩晕|走路.{0,8}(不稳|打飘|晃|喝醉)|站不稳|打飘|嗜睡|特别困|昏昏|糊涂|意识|吐|呕|恶心|抽搐|抽风|发作|头痛|头疼|\b(double vision|seeing double|diplopia|dizz\w*|unsteady|wobbly|stagger\w*|drunk|ataxi\w*|drows\w*|sleepy|confus\w*|vomit\w*|being sick|throw\w* up|threw up|nause\w*|seizures?|fits?|headaches?|head (is )?pounding)\b/,
    namesInstead: ['wernicke', 'critical_lab'],
    text: {
      zh: '你在吃卡马西平（或奥卡西平）：看东西重影、头晕、走路像喝醉一样不稳、特别困、恶心呕吐，可能是药的血药浓度过高（西柚、柚子或别的药都可能让它升高）；意识糊涂、头痛、呕吐或抽搐，也可能是这种药引起的血钠过低。两种情况都要立即去急诊或拨打120，已经知道血钠偏低的更不能等：抽搐停了以后人还糊涂，本身就是急症。人糊涂、很困或在呕吐时，什么都不要从嘴里给——不要吃东西、喝水、喝淡盐水或运动饮料，也不要吃药（包括下一顿卡马西平），让人侧躺。告诉急救人员或医生：在吃卡马西平、最近一次的血钠结果、是否喝西柚汁，并把药带上；下一顿药怎么吃由医院决定。',
      en: 'You take carbamazepine (or oxcarbazepine): double vision, dizziness, staggering as if drunk, unusual drowsiness, nausea or vomiting can mean its level is too high (grapefruit, pomelo or another medicine can raise it); confusion, headache, vomiting or a seizure can also be a low sodium, which this medicine causes. Either needs the emergency department now — call 911 — and all the more with a low sodium already known: confusion that does not clear after a seizure is itself the emergency. While the person is confused, very drowsy or vomiting, give nothing by mouth — no food, water, salty snacks or sports drinks, and no tablets, the next carbamazepine dose included — and lay them on their side. Tell the paramedics or doctors about the carbamazepine, the last sodium result and any grapefruit, and bring the tablets; the hospital decides about the next dose.',
    },
    source:
      'Tegretol (carbamazepine) SmPC §4.8 (dizziness, ataxia, drowsiness, diplopia, nausea and vomiting, dose-related), §4.9 (overdose) and §4.4 (hyponatraemia; grapefruit juice and CYP3A4 inhibitors raise levels, §4.5); Spasovski G et al. Eur J Endocrinol 2014;170:G1 (hyponatraemia with vomiting, confusion, seizures: emergency treatment); NHS, What to do if someone has a seizure (recovery position, nothing in the mouth)',
  },
  {
    drugs: ['theophylline'],
    signs:
      /心慌|心跳(很)?快|心悸|吐|呕|恶心|手抖|发抖|抖|抽搐|抽筋|睡不着|\b(palpitat\w*|pounding|racing|fast heart\w*|heart (is )?(racing|pounding)|vomit\w*|throw\w* up|threw up|nause\w*|shak\w*|trembl\w*|tremor\w*|jitter\w*|seizure\w*|fits?)\b/,
    text: {
      zh: '你在吃茶碱：心慌、手抖、恶心呕吐，严重时抽搐，可能是茶碱血药浓度过高（茶碱中毒）。开始吃环丙沙星、红霉素类抗生素，或者刚戒烟，都会让茶碱浓度在几天内升高。请今天就去医院，告诉医生你在吃茶碱和最近的变化，查茶碱血药浓度；不要自己再加一片。',
      en: 'You take theophylline: palpitations, tremor, nausea and vomiting — and at worst seizures — can mean the theophylline level is too high (toxicity). Starting ciprofloxacin or an erythromycin-type antibiotic, or stopping smoking, raises the level within days. Go to hospital today, tell the doctor you take theophylline and what changed, and ask for a theophylline level; take no extra dose.',
    },
    source:
      'Theophylline extended-release tablets US prescribing information (2020) §5.1–5.2 and §7: nausea, vomiting, tachycardia and seizures with high serum levels; ciprofloxacin, erythromycin and stopping smoking raise theophylline concentrations',
  },
  // Sixteenth blind clinical review (issue 31/30), en P3 T11 and zh P1: diarrhoea, vomiting, aching weak
  // thighs and tea- or cola-coloured urine on colchicine (with clarithromycin, or a statin and CKD) got a
  // card that led with high potassium or the statin and never named colchicine.
  {
    drugs: ['colchicine'],
    signs:
      /(肌肉|大腿|腿|全身).{0,6}(酸|痛|疼|无力|没劲|软)|尿.{0,6}(茶|可乐|酱油|深|黑|褐)|腹泻|拉肚子|拉稀|呕吐|吐了|\b(muscles? (ache|aching|pain|weak\w*|sore)|aching (muscles|legs|thighs)|weak (legs|thighs|muscles)|(dark|brown|tea|cola)[- ]colou?red (urine|pee|wee)|(urine|pee|wee) (is |looks )?(dark|brown|like (tea|cola))|diarrh\w*|vomit\w*|throw\w* up|threw up)\b/,
    text: {
      zh: '你在吃秋水仙碱：腹泻、呕吐、肌肉酸痛无力、尿色像浓茶或可乐，可能是秋水仙碱中毒或横纹肌溶解（肌肉溶解）——肾功能差、同时吃他汀，或刚开始吃克拉霉素、红霉素、某些抗真菌药时更容易发生。请立即去急诊，告诉医生你在吃秋水仙碱（还有他汀和新开的抗生素），把所有药盒带上；下一顿秋水仙碱怎么吃由医院决定。',
      en: 'You take colchicine: diarrhoea, vomiting, aching weak muscles and tea- or cola-coloured urine can be colchicine toxicity or muscle breakdown (rhabdomyolysis) — more likely with kidney disease, with a statin, or after starting clarithromycin, erythromycin or some antifungals. Go to the emergency department now, tell the doctors you take colchicine (and any statin or new antibiotic), and bring all the boxes; the hospital decides about the next colchicine dose.',
    },
    source:
      'Colcrys (colchicine) US prescribing information §4, §5.3 and §7 (fatal toxicity with strong CYP3A4/P-gp inhibitors in renal or hepatic impairment; myopathy and rhabdomyolysis, with statins); US FDA 2009 colchicine safety information (clarithromycin)',
  },
  // Sixteenth blind clinical review, en P4 T12 and zh P2: a racing, irregular heart and near-fainting on
  // domperidone (with erythromycin; self-bought for milk supply) got a generic or a head-injury card.
  {
    drugs: ['domperidone'],
    signs:
      /心慌|心跳.{0,4}(快|乱|不齐|不规律|漏)|心悸|(快|要|差点)(晕|昏)|晕倒|昏倒|眼前发黑|头晕|\b(palpitat\w*|racing|pounding|fluttering|irregular|skipp\w* beats?|heart\w* (racing|pounding|fluttering)|faint\w*|passed out|pass out|black(ed)? out|light-?headed|dizz\w*)\b/,
    text: {
      zh: '你在吃多潘立酮（吗丁啉）：心跳很快或不规律、心慌、头晕眼前发黑或晕倒，可能是它引起的危险心律失常（QT间期延长）——同时吃红霉素、克拉霉素、某些抗真菌药，或一天超过30毫克时更容易发生。正在发作或晕倒过，请立即拨打急救电话；不然也要今天做心电图。吗丁啉先暂停，等医生看过再决定，并告诉医生你吃的剂量和同时在用的药。',
      en: 'You take domperidone (Motilium): a racing or irregular heartbeat, palpitations, feeling faint or fainting can be a dangerous heart rhythm it causes (QT prolongation) — more likely with erythromycin, clarithromycin or some antifungals, or above 30 mg a day. If it is happening now or you fainted, call the emergency number now; otherwise you need an ECG today. Hold the domperidone until a doctor has seen you, and tell them your dose and the other medicines you take.',
    },
    source:
      'MHRA Drug Safety Update (May 2014): domperidone — risks of cardiac side effects (QT prolongation, ventricular arrhythmia, sudden cardiac death; at most 30 mg a day; contraindicated with potent CYP3A4 inhibitors); EMA PRAC domperidone referral (2014)',
  },
  // Forty-ninth clinician review, en S6: bluish-grey lips and nails, breathless on the stairs and a headache on
  // dapsone with co-trimoxazole got a card that named no cause (her methaemoglobin was 7.2 %).
  {
    drugs: ['dapsone'],
    signs:
      /(嘴唇|口唇|指甲|手指|脸).{0,6}(青|紫|灰|蓝|发绀)|发绀|紫绀|气短|气促|喘|上不来气|头痛|头疼|特别累|乏力|没力气|尿.{0,6}(深|茶|酱油|可乐|黑|褐)|\b(lips?|nails?|fingertips?|fingers?|face)\b[^.?!]{0,30}\b(blue\w*|grey\w*|gray\w*|purple|dusky|ashen)\b|\b(blue\w*|grey\w*|gray\w*|purple|dusky)\b[^.?!]{0,20}\b(lips?|nails?|fingertips?|fingers?)\b|\b(cyanos\w*|breath\w*|headaches?|exhaust\w*|(dark|brown|tea|cola)[- ]colou?red (urine|pee|wee))\b/,
    text: {
      zh: '你在吃氨苯砜：嘴唇或指甲发青发灰、稍一活动就气短、头痛、特别累，可能是氨苯砜引起的高铁血红蛋白血症（血液带氧能力下降）或溶血（红细胞被破坏，尿色会变深）——同时吃复方磺胺甲噁唑（含甲氧苄啶）时更容易发生，因为它会让氨苯砜浓度升高。嘴唇发青伴气短请立即去急诊或拨打急救电话，告诉医生“在吃氨苯砜”（还有复方磺胺甲噁唑等其他药），医生会查高铁血红蛋白和血常规；下一顿药怎么吃由医生决定。',
      en: 'You take dapsone: bluish-grey lips or nails, breathlessness on little effort, a headache and marked tiredness can be methaemoglobinaemia from dapsone (the blood carries less oxygen) or haemolysis (red cells breaking down; the urine turns dark) — more likely with co-trimoxazole (Septran, Bactrim), whose trimethoprim raises the dapsone level. Blue lips with breathlessness need the emergency department now — call the emergency number — and tell the doctors "dapsone" (and co-trimoxazole or any other medicine) so they check the methaemoglobin level and a blood count; the doctors decide about the next doses.',
    },
    source:
      'Dapsone tablets US prescribing information, Warnings (methaemoglobinaemia and haemolysis, dose-related; cyanosis) and Drug Interactions (trimethoprim raises dapsone levels); StatPearls, Methemoglobinemia (dapsone the commonest drug cause; methylene blue for symptomatic cases) — cited from memory',
  },
  {
    // Seventh clinician review of 2026-11-26, zh P1 §5: a woman on acitretin (not pregnant) with a severe
    // headache, vomiting and blurred vision was told it could be pre-eclampsia.
    drugs: [],
    classes: ['retinoid'],
    signs:
      /头痛|头疼|吐|呕|恶心|模糊|看不清|重影|\b(headaches?|vomit\w*|throw\w* up|threw up|nause\w*|blurr\w*|double vision)\b/,
    text: {
      zh: '你在吃口服维A酸类药（阿维A或异维A酸）：头痛伴恶心呕吐或视物模糊，可能是这类药少见但严重的副作用——颅内压增高（假性脑瘤），同时吃维生素A补充剂或四环素类抗生素（如米诺环素、多西环素）时更容易发生。请今天就去医院（急诊或眼科、神经科），告诉医生你在吃哪种药，需要检查眼底；是否停药由医生决定。在这之前不要再吃维生素A补充剂或鱼肝油。',
      en: 'You take an oral retinoid (acitretin or isotretinoin): a headache with nausea, vomiting or blurred vision can be a rare but serious side effect — raised pressure around the brain (pseudotumor cerebri), more likely with vitamin A supplements or a tetracycline antibiotic (minocycline, doxycycline). Go to hospital today (emergency, or an eye or neurology clinic), say which medicine you take, and ask for your eyes to be examined; the doctor decides about the medicine. Until then take no vitamin A supplement or cod liver oil.',
    },
    source:
      'Soriatane (acitretin) US prescribing information §5 (pseudotumor cerebri: papilledema, headache, nausea and vomiting, visual disturbances; tetracyclines contraindicated); Absorica (isotretinoin) US prescribing information §5.3; Neotigason EU SmPC §4.4',
  },
  {
    // Forty-seventh clinician review, en S3: purging on Wellbutrin — the eating-disorder card never named bupropion,
    // which its label rules out with bulimia or anorexia nervosa (seizures).
    drugs: ['bupropion', 'naltrexone-bupropion'],
    signs:
      /催吐|抠喉|暴食|贪食|厌食症|(吃完|吃了|一吃).{0,4}(就|都|马上)?(去)?(吐|抠)|(自己|故意).{0,3}(吐出来|吐掉|吐了)|\bpurg(e|es|ed|ing)\b|\bbing(e|es|ed|eing|ing)\b|\bbulimi\w*|\banorexi\w*|\b(make|made|making) (myself|herself|himself) (throw up|vomit|puke|sick)\b|\b(throw(ing)? up|vomit(ing)?)\b[^.?!]{0,20}\b(after (i )?(eat|eating|meals?)|on purpose)\b/,
    text: {
      zh: '你在吃安非他酮（Wellbutrin、Zyban，或含它的Contrave）：说明书规定贪食症、厌食症的人不能用它，因为抽搐更常见，呕吐和血钾、血镁偏低会让风险更高。请告诉接诊医生你在吃安非他酮；不要自己加量，呕吐后也不要补吃，剂量怎么调、换不换药由医生决定。出现抽搐，立即拨打120。',
      en: 'You take bupropion (Wellbutrin, Zyban, or Contrave, which contains it): its label rules it out with bulimia or anorexia nervosa because seizures are more common, and vomiting and a low potassium or magnesium raise that risk. Tell the doctor who sees you that you take bupropion; take no extra tablet after vomiting and do not change the dose yourself — the doctor decides about the dose or a switch. A seizure means calling 911 at once.',
    },
    source:
      'Wellbutrin XL (bupropion) US prescribing information (2024) §4 Contraindications (current or prior diagnosis of bulimia or anorexia nervosa: higher incidence of seizures) and §5.3 Seizure (metabolic disorders, misuse of CNS stimulants, anorectic drugs) — sections from memory',
  },
];

/**
 * Heart failure getting worse — weight up quickly, swelling, breathless lying flat: said under any
 * non-crisis urgent card for someone with heart failure (clinician review 2026-11-25 fourth, zh P4:
 * 2 kg in 3 days with swollen feet got a transplant card). ESC 2021 heart failure guideline (self-care:
 * a weight gain of more than 2 kg in 3 days is reported to the heart-failure team); AHA/ACC/HFSA 2022.
 */
const HEART_FAILURE_WORSE = {
  said: /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b|\bhfref\b/,
  signs:
    /(三|3|两|2|几)天.{0,6}(长|涨|重|胖|增加).{0,4}(了)?.{0,3}(\d|两|三|几|一)?.{0,2}(斤|公斤|kg)|体重.{0,8}(长|涨|增加)|脚肿|腿肿|脚踝肿|水肿|肿了|躺不平|躺下.{0,4}(喘|憋)|夜里憋醒|喘不上气|\b(gained|put on|up) \d+(\.\d)? ?(kg|kilos?|lbs?|pounds)\b|\b(swollen|swelling)\b|\bcan.?t lie flat\b|\bshort of breath\b|\bbreathless\w*\b/,
  text: {
    zh: '你有心衰：几天内体重涨了2公斤以上、脚或腿肿起来、躺平就喘或夜里憋醒，是心衰加重的信号，请今天就联系你的心衰医生或去医院，可能需要调整利尿药；呼吸很困难、胸痛或意识不清请立即拨打120。不要自己加减药。',
    en: 'You have heart failure: a gain of more than 2 kg (4–5 lb) in a few days, swollen feet or legs, or breathlessness lying flat or waking you at night are signs it is getting worse — contact your heart-failure team or go to hospital today; your water pill may need changing. Call 911 for severe breathlessness, chest pain or confusion. Do not change your medicines on your own.',
  } satisfies Bilingual,
  source:
    'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure, Eur Heart J 2021;42:3599 (self-care: report a weight gain > 2 kg in 3 days); Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure',
};

/** The heart-failure line when the person has heart failure and the signs fit. */
export function heartFailureLines(heartFailure: boolean, text: string, locale: Locale): string[] {
  const t = text.toLowerCase();
  if (!(heartFailure || HEART_FAILURE_WORSE.said.test(t)) || !HEART_FAILURE_WORSE.signs.test(t)) return [];
  return [pick(HEART_FAILURE_WORSE.text, locale)];
}

function toxicityRowsFor(medicines: readonly string[], text: string): MedicineToxicitySign[] {
  const t = text.toLowerCase();
  const classes = new Set(medicines.flatMap((id) => [id, ...(drugById(id)?.classes ?? [])]));
  // The fifteenth clinician review's rows (safety/medicine-signs-review15.ts) after the table's own, then
  // too much paracetamol (safety/paracetamol-overdose.ts; eighteenth review, S4).
  return [
    ...LUNG_MEDICINE_SIGNS,
    ...IMMUNE_MEDICINE_SIGNS,
    ...MEDICINE_TOXICITY_SIGNS,
    ...REVIEW15_MEDICINE_SIGNS,
    PARACETAMOL_OVERDOSE,
  ].filter(
    (m) =>
      (m.drugs.some((d) => medicines.includes(d)) ||
        (m.classes ?? []).some((c) => classes.has(c)) ||
        (m.said?.test(t) ?? false)) &&
      m.signs.test(t),
  );
}

/** The toxicity lines for these medicines that the message's signs fit. */
export function medicineToxicityLines(medicines: readonly string[], text: string, locale: Locale): string[] {
  return toxicityRowsFor(medicines, text).map((m) => pick(m.text, locale));
}

/** The kinds whose card text a fitting toxicity line replaces (`namesInstead`). */
export function kindsNamedInstead(medicines: readonly string[], text: string): ReadonlySet<RedFlagKind> {
  return new Set(toxicityRowsFor(medicines, text).flatMap((m) => m.namesInstead ?? []));
}

/**
 * Adrenal insufficiency said (Addison's disease, primary or any adrenal insufficiency, an adrenal crisis).
 * Clinician review 8 (zh P3, en P1); the assistant's rows read the same words (assistant/faq/audiences.ts).
 */
export const ADRENAL_INSUFFICIENCY_SAID =
  /艾迪生|爱迪生病|阿狄森|阿迪森|肾上腺皮质功能(减退|不全|低下)|肾上腺功能(减退|不全|低下)|肾上腺危象|\baddison'?s?\b|\badrenal (insufficiency|failure|crisis)\b|\bhypoadrenal\w*/;

/**
 * An adrenal crisis coming on — vomiting (tablets not kept down), diarrhoea, faintness, a fever — in someone
 * on replacement hydrocortisone or fludrocortisone or who says they have adrenal insufficiency: the urgent
 * card names it and the emergency injection (clinician review 8, zh P3 #4, en P1 #11).
 */
const ADRENAL_CRISIS = {
  drugs: ['hydrocortisone', 'fludrocortisone'],
  signs:
    /吐|呕|恶心|拉肚子|腹泻|头晕|晕倒|站不稳|没力气|乏力|虚弱|发烧|发热|高烧|意识|迷糊|肚子(很)?疼|腹痛|\b(vomit\w*|throw\w* up|threw up|nause\w*|diarrh\w*|dizz\w*|faint\w*|light-?headed|weak\w*|fevers?|feverish|confus\w*|drowsy|stomach (bug|pain)|abdominal pain)\b/,
  text: {
    zh: '你有肾上腺皮质功能减退（或在吃氢化可的松、氟氢可的松替代）：呕吐把药吐出来、腹泻、头晕无力或发烧，可能是肾上腺危象的开始，会危及生命。**有急救针的，现在就肌注氢化可的松100毫克，并拨打120**，告诉急救人员你有肾上腺皮质功能减退（艾迪生病）、需要静脉用氢化可的松；出示激素急救卡。没有吐、还能吃药的，先按内分泌科医生给的生病期方案把氢化可的松加倍，并今天就去医院。',
    en: 'You have adrenal insufficiency (or take hydrocortisone or fludrocortisone as replacement): vomiting your tablets, diarrhoea, dizziness and weakness or a fever can be the start of an adrenal crisis, which is life-threatening. **If you have an emergency kit, inject hydrocortisone 100 mg into the muscle now and call 911**, telling the crew you have adrenal insufficiency (Addison’s disease) and need intravenous hydrocortisone; show your steroid emergency card. If you are not vomiting and can keep tablets down, double your hydrocortisone as your endocrinologist’s sick-day rules say, and be seen in hospital today.',
  } satisfies Bilingual,
  source:
    'Bornstein SR et al. Endocrine Society clinical practice guideline: primary adrenal insufficiency, J Clin Endocrinol Metab 2016;101:364–389 (adrenal crisis: hydrocortisone 100 mg parenterally at once; self-injection and emergency card); Society for Endocrinology, Adrenal crisis and the NHS Steroid Emergency Card (2020)',
};

/** The adrenal-crisis line when the person has adrenal insufficiency (medicine or said) and the signs fit. */
export function adrenalCrisisLines(medicines: readonly string[], text: string, locale: Locale): string[] {
  const t = text.toLowerCase();
  const has = ADRENAL_CRISIS.drugs.some((d) => medicines.includes(d)) || ADRENAL_INSUFFICIENCY_SAID.test(t);
  return has && ADRENAL_CRISIS.signs.test(t) ? [pick(ADRENAL_CRISIS.text, locale)] : [];
}

/** Kinds answered with the crisis line first, then the emergency number. */
const CRISIS_KINDS: ReadonlySet<RedFlagKind> = new Set(['suicidal', 'perinatal_crisis', 'possible_crisis']);

/**
 * Kinds that say something has already been swallowed: with suicidal thoughts the emergency number comes
 * first and the crisis line second (medical management of self-poisoning first: WHO mhGAP Intervention
 * Guide 2.0, 2016, self-harm module; twelfth clinician review, zh P4 #6 "刚才吃了一把安眠药，不想活了").
 */
const INGESTED_KINDS: ReadonlySet<RedFlagKind> = new Set(['poisoning', 'opioid_overdose', 'child_ingestion']);

/** The crisis line before the emergency number: crisis thoughts, unless something was already swallowed. */
function crisisFirst(kinds: readonly RedFlagKind[]): boolean {
  return kinds.some((k) => CRISIS_KINDS.has(k)) && !kinds.some((k) => INGESTED_KINDS.has(k));
}

/** The numbers the urgent card offers, in the order to call them, for the person's country. */
export function emergencyCalls(
  kinds: readonly RedFlagKind[],
  locale: Locale,
  region: RegionCode | null = null,
): EmergencyCall[] {
  const n = numbersFor(region, locale);
  const zh = locale !== 'en-US';
  const emergency = { label: zh ? '急救电话' : 'Emergency', number: n.emergency };
  if (!kinds.some((k) => CRISIS_KINDS.has(k))) return [emergency];
  // The card's number is what a tel: link dials: digits only (the chat contract; "116 123" → "116123").
  const crisis = { label: pick(n.crisisName, locale), number: n.crisis.replace(/\s+/g, '') };
  return crisisFirst(kinds) ? [crisis, emergency] : [emergency, crisis];
}

/**
 * A collapse with no waking or no normal breathing is treated as a cardiac arrest until shown otherwise:
 * call, compress, defibrillate; breathing normally, the recovery position (American Heart Association
 * Guidelines for CPR and Emergency Cardiovascular Care 2020; European Resuscitation Council Guidelines
 * 2021, Basic Life Support; 中国心肺复苏专家共识 2016). Found in the browser on the chat of 2026-11-27: "my
 * wife collapsed, she is not breathing" got the fainting card ("needs checking right away").
 */
export const COLLAPSE_TEXT: Bilingual = {
  zh: '突然倒下、叫不醒，或呼吸不正常（不喘气、只偶尔倒抽一口气、打鼾样呼吸），可能是心脏骤停：马上拨打120，打开免提，按调度员说的做。不呼吸或呼吸不正常时，立即胸外按压：双手叠放在胸口正中，用力、快速往下压（深约5厘米，每分钟100到120次），不要停，直到急救人员到达或他醒过来；附近有自动体外除颤器就让人马上取来，打开后按语音提示操作。呼吸正常时，让他侧躺（恢复体位），守在旁边一直看着呼吸。',
  en: 'Someone who has collapsed and cannot be woken, or is not breathing normally (no breaths, only occasional gasps, snoring-like breathing), may be in cardiac arrest: call 911 now, put the phone on speaker and follow the call-taker. If they are not breathing normally, start chest compressions straight away: hands in the centre of the chest, push hard and fast (about 5 cm deep, 100–120 a minute) and keep going until help arrives or they wake; send someone for an AED (defibrillator) if one is near, switch it on and follow its voice. If they are breathing normally, turn them on their side (recovery position), stay and keep checking their breathing.',
};
/**
 * Time-critical emergencies whose answer opens with the emergency number alone, never "see a doctor or
 * call" (fourteenth clinician review, en P1 #2): stroke (AHA/ASA 2019, EMS activation; 中国急性缺血性脑卒中
 * 诊治指南 2023), a heart attack (AHA/ACC 2025 ACS guideline: call EMS, do not drive), anaphylaxis (NIAID
 * 2010; Resuscitation Council UK 2021).
 */
const CALL_NOW_KINDS: ReadonlySet<RedFlagKind> = new Set(['stroke', 'chest_pain', 'anaphylaxis']);

/**
 * Said when the message that tells the emergency also says the person will lie down, sleep or wait
 * ("I'm going to lie down a bit", "先躺一会儿"): the fourteenth clinician review's en P1 #2.
 */
export const DONT_WAIT_LINE: Bilingual = {
  zh: '**不要躺下等它自己好，也不要自己开车去医院：现在就打电话叫救护车。**',
  en: "**Don't lie down and wait for it to pass, and don't drive yourself: call now.**",
};

/**
 * The opening sentences of an urgent answer for the person's country: the crisis line first for suicidal
 * thoughts, then the emergency number; the emergency number first when something was already swallowed.
 */
export function urgentLeadsFor(
  kinds: readonly RedFlagKind[],
  region: RegionCode | null = null,
  /** A reading of the person's signs that is a threat to life now (safety/person-readings.ts `callNow`). */
  readingCallsNow = false,
): Bilingual[] {
  const callNow = readingCallsNow || kinds.some((k) => CALL_NOW_KINDS.has(k));
  const urgentLead: Bilingual = {
    zh: regionalUrgentLead(region, 'zh-CN', callNow),
    en: regionalUrgentLead(region, 'en-US', callNow),
  };
  if (!kinds.some((k) => CRISIS_KINDS.has(k))) return [urgentLead];
  const crisisLead: Bilingual = {
    zh: regionalCrisisLead(region, 'zh-CN'),
    en: regionalCrisisLead(region, 'en-US'),
  };
  return crisisFirst(kinds) ? [crisisLead, urgentLead] : [urgentLead, crisisLead];
}
