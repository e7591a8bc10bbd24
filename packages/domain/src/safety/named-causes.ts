/**
 * The likely cause said under the urgent card when a rule of the general kind (`urgent_general`) fired on
 * signs that name one (thirteenth clinician review, en P2 #2, P4 #1, P5 #4: three emergencies in everyday
 * words were missed; the rules are in lexicon.ts, these are the lines said with them). A row is said when
 * the hit's features hold all of `all`. Data with its source, both languages.
 */
import { pick, type Bilingual, type Locale } from '../contracts/common';
import type { Feature } from './lexicon';

interface NamedCause {
  all: readonly Feature[];
  text: Bilingual;
  source: Bilingual;
}

export const NAMED_CAUSES: readonly NamedCause[] = [
  {
    all: ['perioral_numb', 'hand_spasm'],
    text: {
      zh: '嘴周围发麻、手抽筋成“鸡爪”样，可能是严重低钙引起的手足抽搐，尤其是打了地舒单抗（普罗力）之后、有肾病或做过甲状腺或甲状旁腺手术的人；它可能累及喉咙和心脏，请立即拨打120，不要等门诊抽血，也不要自己停用医生开的钙片和维生素D。',
      en: 'Tingling around the mouth with the hands cramping into a claw can be a dangerously low calcium (tetany), above all after a denosumab (Prolia) injection, with kidney disease or after thyroid or parathyroid surgery. It can affect the throat and the heart: call 911 now rather than wait for a routine blood test, and do not stop calcium or vitamin D a doctor prescribed.',
    },
    source: {
      zh: '普罗力（地舒单抗）美国说明书（安进，2024）黑框警告“晚期慢性肾病患者的严重低钙血症”及警告“低钙血症”；美国食品药品监督管理局药品安全通讯（2024年1月19日）；英国内分泌学会急症指南：急性低钙血症（2016）',
      en: 'Prolia (denosumab) US Prescribing Information (Amgen, 2024), Boxed Warning (severe hypocalcaemia in advanced chronic kidney disease) and Warnings, Hypocalcemia; FDA Drug Safety Communication, 19 January 2024; Society for Endocrinology Emergency Guidance: Acute hypocalcaemia in adult patients (2016)',
    },
  },
  {
    all: ['stoma_output'],
    text: {
      zh: '造口袋一直很快就满、尿很少或没有尿、站起来发晕，是脱水的表现，可能已经损伤肾脏（急性肾损伤）；这需要今天在医院静脉补液，不是多喝白开水能解决的——白开水、茶这类淡的饮料反而会让造口丢失更多盐分。',
      en: 'A stoma bag filling very fast, little or no urine and feeling faint on standing are signs of dehydration that can damage the kidneys (acute kidney injury). It needs fluids into a vein in hospital today; drinking more plain water will not fix it, and water, tea or squash make stoma losses of salt worse.',
    },
    source: {
      zh: '英国国家卫生与临床优化研究所 NG148 急性肾损伤（2019，2024更新）；英国胃肠病学会短肠综合征患者管理指南（2006）',
      en: 'NICE NG148 Acute kidney injury: prevention, detection and management (2019, updated 2024); Nightingale J, Woodward JM. BSG guidelines for management of patients with a short bowel. Gut 2006;55(Suppl IV):iv1–iv12',
    },
  },
  {
    all: ['no_urine'],
    text: {
      zh: '拉肚子或呕吐后很久没有尿、站起来发晕，是脱水的表现，可能已经损伤肾脏（急性肾损伤），需要今天就医补液。',
      en: 'Little or no urine with diarrhoea or vomiting and feeling faint are signs of dehydration that can damage the kidneys (acute kidney injury): it needs fluids and a doctor today.',
    },
    source: {
      zh: '英国国家卫生与临床优化研究所 NG148 急性肾损伤（2019，2024更新）',
      en: 'NICE NG148 Acute kidney injury: prevention, detection and management (2019, updated 2024)',
    },
  },
  {
    all: ['ctx_btk_inhibitor'],
    text: {
      zh: '心房颤动（心跳乱、快）是伊布替尼这类药已知的副作用；吃这类药时出现心慌、头晕或晕倒，需要今天就医做心电图。不要自己停药，今天告诉血液科医生。',
      en: 'Atrial fibrillation (an irregular, racing heartbeat) is a known side effect of ibrutinib and similar medicines; palpitations, light-headedness or a faint on them need an ECG today. Do not stop the tablets on your own: tell the haematology team today.',
    },
    source: {
      zh: '亿珂（伊布替尼）美国说明书（2024）第5.3节 心律失常、心力衰竭和猝死',
      en: 'IMBRUVICA (ibrutinib) US Prescribing Information (2024), §5.3 Cardiac Arrhythmias, Cardiac Failure, and Sudden Death',
    },
  },
];

/** The lines for the hits' features: the first fitting row only (the signs name one cause). */
export function namedCauseLines(features: ReadonlySet<string>, locale: Locale): string[] {
  const row = NAMED_CAUSES.find((c) => c.all.every((f) => features.has(f)));
  return row ? [pick(row.text, locale)] : [];
}
