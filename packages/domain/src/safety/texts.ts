/**
 * The urgent answer's wording and numbers. The first sentence names the number to call; for suicidal
 * thoughts the crisis line comes first, then the emergency number.
 */
import type { Bilingual, Locale } from '../contracts/common';
import type { RedFlagKind } from './kinds';

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

export const URGENT_LEAD: Bilingual = {
  zh: '请立即就医，或马上拨打120急救电话。',
  en: 'See a doctor now or call 911.',
};

export const CRISIS_LEAD: Bilingual = {
  zh: '请马上拨打心理援助热线12356（全国统一），或告诉身边信任的人。',
  en: 'Please call or text 988 (Suicide & Crisis Lifeline, 24/7) now, or tell someone you trust.',
};

export const RED_FLAG_TEXT = {
  suicidal: {
    zh: '你并不孤单，愿意说出来很重要。请不要独自承受，现在就联系热线或身边的人。',
    en: 'You are not alone, and telling someone matters. Please do not carry this by yourself: reach out now.',
  },
  chest_pain: {
    zh: '胸痛、胸口压迫或发紧，尤其伴有手臂或下巴疼痛、出冷汗、气短时，可能是心脏急症。请不要等待，也不要自己开车去医院。',
    en: 'Chest pain, pressure or tightness, above all with arm or jaw pain, sweating or breathlessness, can be a heart attack. Do not wait and do not drive yourself.',
  },
  stroke: {
    zh: '口角歪斜、一侧肢体无力或麻木、说话不清、突然看不清，可能是中风，每一分钟都很重要。记下症状开始的时间。',
    en: 'A drooping face, weakness or numbness on one side, slurred speech or sudden loss of vision can be a stroke; every minute counts. Note the time the symptoms started.',
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
    zh: '黑色柏油样大便、便血、呕血或咯血可能是体内出血；正在服用华法林等抗凝药时尤其危险。请不要自行停药或加药，立即就医。',
    en: 'Black, tarry stools, blood in your stool, vomiting or coughing blood can mean internal bleeding, above all on warfarin or another blood thinner. Do not change your medicine yourself; get care now.',
  },
  severe_hypoglycaemia: {
    zh: '糖尿病用药时手抖、出汗、意识模糊可能是严重低血糖。如果还清醒且能吞咽，马上吃15克快速升糖的糖（如半杯果汁）；如意识不清，不要喂食，立即呼叫急救。',
    en: 'Shaking, sweating or confusion on diabetes medicine can be severe low blood sugar. If awake and able to swallow, take 15 g of fast sugar (e.g. half a cup of juice) now; if confused or unconscious, give nothing by mouth and call for help.',
  },
  hyperkalaemia: {
    zh: '肾病患者出现心慌、心跳不规律或肌肉无力，可能是血钾过高，会影响心脏，需要立即就医查血钾和心电图。',
    en: 'With kidney disease, palpitations, an irregular heartbeat or muscle weakness can mean high potassium, which can stop the heart: get a potassium test and ECG now.',
  },
  muscle_breakdown: {
    zh: '肌肉疼痛或无力，同时尿色变深（浓茶色、酱油色、可乐色），可能是横纹肌溶解（肌肉溶解），会损伤肾脏，需要立即就医，查肌酸激酶和肾功能。如正在服用他汀等药物，请带上药盒给医生看。',
    en: 'Muscle pain or weakness with dark (tea- or cola-coloured) urine can be rhabdomyolysis, muscle breakdown that can damage the kidneys: get medical care now for a CK and kidney test. If you take a statin or other medicines, bring them to show the doctor.',
  },
  breathing: {
    zh: '严重呼吸困难需要立即急救。',
    en: 'Severe shortness of breath needs emergency care right away.',
  },
  fainting: {
    zh: '晕倒或意识不清需要尽快检查原因。如身边有人，请让他们陪同你。',
    en: 'Fainting or losing consciousness needs checking right away. If someone is with you, ask them to stay with you.',
  },
  seizure: {
    zh: '抽搐、突然剧烈头痛或剧烈腹痛、持续高烧需要尽快就医。',
    en: 'Seizures, a sudden severe headache or severe abdominal pain need urgent medical care.',
  },
  poisoning: {
    zh: '误服或过量服药时，请带上药盒立即就医，不要自行催吐。',
    en: 'After swallowing too much of a medicine, take the package with you and get medical help now; do not make yourself vomit.',
  },
} as const satisfies Record<RedFlagKind, Bilingual>;

/** The numbers the urgent card offers, in the order to call them. */
export function emergencyCalls(kinds: readonly RedFlagKind[], locale: Locale): EmergencyCall[] {
  const n = EMERGENCY_NUMBERS[locale === 'en-US' ? 'en-US' : 'zh-CN'];
  const zh = locale !== 'en-US';
  const emergency = { label: zh ? '急救电话' : 'Emergency', number: n.emergency };
  if (!kinds.includes('suicidal')) return [emergency];
  return [{ label: zh ? '心理援助热线' : 'Suicide & Crisis Lifeline', number: n.crisis }, emergency];
}

/** The opening sentences of an urgent answer: the crisis line first for suicidal thoughts, then 120/911. */
export function urgentLeadsFor(kinds: readonly RedFlagKind[]): Bilingual[] {
  return kinds.includes('suicidal') ? [CRISIS_LEAD, URGENT_LEAD] : [URGENT_LEAD];
}
