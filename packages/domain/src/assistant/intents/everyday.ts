/**
 * Everyday questions the review found refused or answered with only a dose (re-review, cosmetic list):
 * ginger for nausea in pregnancy, fenugreek while breastfeeding, creatine, cramps after exercise, how
 * much salt a day, iron every other day, and a supplement missed for a while. Each text is data with
 * its source, in both languages; the person's plan decides the variant (kidney disease, a supervised
 * treatment dose, pregnancy).
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import { findDrugs, findNutrients } from '../entities';
import { amount, L, nutrientName } from '../format';
import type { SafetyNote, Warning } from '../followups';
import { normaliseQuestion, type Intent } from '../lexicon';
import { hasKidneyDisease } from './kidney-plan';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

interface Rule {
  text: Bilingual;
  source: Source;
}

export const EVERYDAY_RULES = {
  'ginger-nausea': {
    text: {
      zh: '**孕期恶心可以试试生姜**：美国妇产科医师学会把生姜（例如每次250毫克胶囊、每天最多4次，约1克/天）列为可选的非药物方法；维生素B6也有帮助。少量多餐、避开刺激气味也有用。如果吃不下、喝不进水、体重下降或一天吐很多次，请尽快找产科医生（可能是妊娠剧吐）。在吃抗凝药的话，先问医生再用生姜补充剂。',
      en: '**Ginger is a reasonable option for nausea in pregnancy**: ACOG lists ginger (for example 250 mg capsules up to 4 times a day, about 1 g a day) among non-drug options, and vitamin B6 helps too. Small, frequent meals and avoiding strong smells also help. If you cannot keep food or fluids down, are losing weight or vomiting many times a day, see your obstetrician soon (hyperemesis gravidarum). If you take a blood thinner, ask before using ginger supplements.',
    },
    source: {
      ref: 'ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy, Obstet Gynecol 2018, 131:e15–e30 (ginger 250 mg four times daily as a non-pharmacological option; vitamin B6)',
      url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2018/01/nausea-and-vomiting-of-pregnancy',
    },
  },
  fenugreek: {
    text: {
      zh: '**葫芦巴（胡芦巴）常被用来“下奶”，但证据很弱。** 它可能引起腹泻、让你和宝宝身上有枫糖浆味、降低血糖（在用降糖药时要小心），对花生或鹰嘴豆过敏的人可能过敏，和抗凝药同用可能增加出血。增加奶量最有效的方法是更频繁、有效地喂奶或吸奶；觉得奶少，请找医生或哺乳顾问评估。',
      en: '**Fenugreek is popular for milk supply, but the evidence is weak.** It can cause diarrhoea, a maple-syrup smell in you and the baby, and low blood sugar (take care with diabetes medicines); people allergic to peanuts or chickpeas may react, and it may add to bleeding with blood thinners. The most effective way to raise supply is more frequent, effective feeding or pumping; if you think your supply is low, see your doctor or a lactation consultant.',
    },
    source: {
      ref: 'Academy of Breastfeeding Medicine Clinical Protocol #9: Use of galactogogues in initiating or augmenting maternal milk production, second revision 2018 (Breastfeed Med 2018, 13:307–314); NIH LactMed, Fenugreek (2024)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK501779/',
    },
  },
  creatine: {
    text: {
      zh: '**肌酸（一水肌酸）是研究最充分的运动补充剂之一**：健康成人每天3–5克被认为是安全的，能帮助高强度训练；开始时体重可能因为水分增加1–2公斤。素食者肌肉里的肌酸较少，效果可能更明显。选有第三方检测的产品；有肾脏病的人不要自行服用，先问肾内科医生。',
      en: '**Creatine (monohydrate) is one of the best-studied sports supplements**: 3–5 g a day is considered safe for healthy adults and helps high-intensity training; expect 1–2 kg of water weight at first. Vegetarians and vegans have less creatine in muscle and may respond more. Choose a third-party tested product; with kidney disease do not take it on your own — ask your kidney doctor.',
    },
    source: {
      ref: 'Kreider RB et al. International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine. J Int Soc Sports Nutr 2017, 14:18 (3–5 g/day maintenance; safe in healthy people)',
      url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0173-z',
    },
  },
  'creatine-kidney': {
    text: {
      zh: '**你有肾脏病：请不要自行服用肌酸。** 它会升高血肌酐、影响肾功能的判断，肾功能下降的人用前一定要先问肾内科医生。',
      en: '**You have kidney disease: do not take creatine on your own.** It raises blood creatinine, which muddles kidney monitoring, and people with reduced kidney function should only use it if their kidney doctor agrees.',
    },
    source: {
      ref: 'Kreider RB et al. J Int Soc Sports Nutr 2017, 14:18 (people with kidney disease: consult a physician); KDIGO 2024 Clinical Practice Guideline for CKD, ch. 4 (supplements and drug stewardship)',
      url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
    },
  },
  'exercise-cramps': {
    text: {
      zh: '**运动中或运动后的腿抽筋，多数是肌肉疲劳引起的，不是缺了哪种营养素。** 抽筋时轻轻拉伸那块肌肉、休息；长时间或大热天运动时补水，并补充含电解质的饮料。镁片、钾片、盐片都没有被证明能预防这种抽筋，不需要专门去补。如果经常抽筋、很严重，或伴有肿胀、无力、尿色变深，请就医。',
      en: '**Cramps during or after exercise mostly come from muscle fatigue, not from a missing nutrient.** Stretch the muscle gently and rest; drink fluids, with electrolytes after long or hot sessions. Magnesium, potassium or salt tablets have not been shown to prevent these cramps, so there is nothing special to supplement. See a doctor if cramps are frequent or severe, or come with swelling, weakness or dark urine.',
    },
    source: {
      ref: 'Schwellnus MP. Cause of exercise associated muscle cramps (EAMC) — altered neuromuscular control, dehydration or electrolyte depletion? Br J Sports Med 2009, 43:401–408; Garrison SR et al. Magnesium for skeletal muscle cramps. Cochrane Database Syst Rev 2020, CD009402',
      url: 'https://bjsm.bmj.com/content/43/6/401',
    },
  },
  'salt-ckd': {
    text: {
      zh: '**有肾脏病：钠每天少于2克，相当于食盐不超过5克**（约一啤酒瓶盖）。酱油、咸菜、腌肉、加工食品和外卖里的盐也要算进去。不要用低钠盐（代盐）来代替——它含钾，对你不安全。具体目标请和肾内科医生或营养师确认。',
      en: '**With kidney disease: less than 2 g of sodium a day — about 5 g of salt (one level teaspoon)** in total, counting soy sauce, pickles, cured meats, processed and takeaway food. Do not switch to salt substitutes: they contain potassium, which is not safe for you. Confirm your own target with your kidney doctor or dietitian.',
    },
    source: {
      ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, Rec 3.3.2 (sodium < 2 g a day, i.e. < 90 mmol or < 5 g of salt, in adults with CKD); NIH ODS Potassium Fact Sheet (salt substitutes contain potassium chloride)',
      url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
    },
  },
  salt: {
    text: {
      zh: '**成年人每天食盐不超过5克**（约一啤酒瓶盖），酱油、咸菜、加工食品里的盐也算在内。有高血压的人更要少吃。',
      en: '**Adults: less than 2,300 mg of sodium a day** — about one teaspoon (5–6 g) of salt in total, including what is already in bread, cheese, processed and restaurant food; less (about 1,500 mg) helps if you have high blood pressure.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则五：成年人每天摄入食盐不超过5 g; Dietary Guidelines for Americans 2020–2025 (sodium < 2,300 mg a day for adults); AHA, How much sodium should I eat per day? (ideal < 1,500 mg for most adults, especially with high blood pressure)',
      url: 'https://www.dietaryguidelines.gov/',
    },
  },
  'iron-alternate-day': {
    text: {
      zh: '**可以：隔天吃一次铁剂是公认的做法。** 每天吃会让体内的铁调素升高、反而降低第二天的吸收；隔天吃同样的剂量，吸收率更高，胃肠不适也往往更少。做法是隔天吃一次“原来的整剂量”，不是每天吃半片。',
      en: '**Yes — iron every other day is an accepted way to take it.** A daily dose raises hepcidin, which lowers absorption the next day; the same dose on alternate days is absorbed better and often causes less stomach upset. Take your usual full dose every other day — not half a dose daily.',
    },
    source: {
      ref: 'Stoffel NU et al. Lancet Haematol 2017, 4:e524–e533 and Haematologica 2020, 105:1232–1239 (alternate-day dosing increases fractional iron absorption); Pavord S et al. BSH guideline for the management of iron deficiency in pregnancy, Br J Haematol 2020, 188:819–830 (alternate-day dosing may be considered)',
      url: 'https://doi.org/10.1016/S2352-3026(17)30182-5',
    },
  },
  'iron-alternate-day-supervised': {
    text: {
      zh: '你的铁是医生监督下的治疗剂量：改成隔天吃之前，先问开药的医生（孕期问产科医生），由医生决定并安排复查。',
      en: 'Your iron is a treatment dose under medical supervision: ask the doctor who manages it (your obstetrician in pregnancy) before switching, so they can plan the re-check.',
    },
    source: {
      ref: 'Pavord S et al. Br J Haematol 2020, 188:819–830 (treatment of iron deficiency in pregnancy under the obstetric team, with repeat haemoglobin)',
      url: 'https://doi.org/10.1111/bjh.16221',
    },
  },
  'missed-supplement': {
    text: {
      zh: '**直接从今天起恢复平时的剂量就行，不用补吃，也不要一次吃双倍。** 漏吃一段时间的营养补充剂一般不会马上有影响。',
      en: '**Just restart your usual dose today — no catching up and no double doses.** Missing a supplement for a while usually has no immediate effect.',
    },
    source: {
      ref: 'NHS, "What should I do if I miss a dose of a medicine?" (never take two doses to make up for a missed one); NIH ODS Vitamin B12 Fact Sheet for Health Professionals (body stores of B12 last for years)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
} as const satisfies Record<string, Rule>;
export type EverydayRuleId = keyof typeof EVERYDAY_RULES;

/** What one missed nutrient means, where it is worth saying. */
const MISSED_NUTRIENT: Partial<Record<NutrientKey, Bilingual>> = {
  vitaminB12: {
    zh: '维生素B12在体内的储存能维持数月到数年，停两周不会造成缺乏；纯素饮食的人要坚持长期补。',
    en: 'The body stores B12 for months to years, so a couple of weeks off will not cause a deficiency; on a vegan diet, keep taking it long term.',
  },
};

export type EverydayTopic =
  | 'ginger_nausea'
  | 'fenugreek'
  | 'creatine'
  | 'exercise_cramps'
  | 'salt'
  | 'iron_alternate_day'
  | 'missed_supplement';

/** The intent each topic is reported under (the tables and the UI group answers by intent). */
export const EVERYDAY_INTENT: Readonly<Record<EverydayTopic, Exclude<Intent, 'urgent'>>> = {
  ginger_nausea: 'pregnancy_lactation',
  fenugreek: 'pregnancy_lactation',
  creatine: 'supplement_dose',
  exercise_cramps: 'deficiency_signs',
  salt: 'how_much_nutrient',
  iron_alternate_day: 'supplement_timing',
  missed_supplement: 'supplement_timing',
};

const GINGER = /生姜|姜茶|姜片|姜汤|\bginger\b/;
const NAUSEA = /恶心|孕吐|想吐|呕吐|反胃|\bnause|\bmorning sickness\b|\bvomit|\bsick to my stomach\b/;
const PREGNANCY_WORDS = /怀孕|孕期|孕妇|孕早|孕中|孕晚|\bpregnan|\bexpecting\b/;
const FENUGREEK = /葫芦巴|胡芦巴|\bfenugreek\b/;
const CREATINE = /肌酸(?!酐)|\bcreatine\b/;
const CRAMPS = /抽筋|痉挛|\bcramps?\b|\bcramping\b/;
const EXERCISE =
  /跑步|跑完|长跑|马拉松|运动|训练|健身|打球|骑车|游泳|\bruns?\b|\brunning\b|\bran\b|\brunner\b|\bmarathon\b|\bexercis|\bworkouts?\b|\btraining\b|\bgym\b|\bsports?\b|\bcycling\b/;
const SALT = /(?<!低钠|代)盐(?!酸)|食盐|\bsalt\b|\bsodium\b/;
const SALT_SUBSTITUTE = /低钠盐|代盐|替代盐|\bsalt substitutes?\b|\blo-? ?salt\b|\bnu-? ?salt\b|\bno ?salt\b/;
const HOW_MUCH = /多少|几克|上限|限制|\bhow much\b|\bper day\b|\ba day\b|\blimit\b|\bmax/;
const ALTERNATE = /隔天|隔日|每两天|两天一次|\bevery other day\b|\balternate days?\b|\bevery second day\b/;
const MISSED =
  /忘(了|记)?(吃|服|补)|漏(吃|服)|没(吃|服)|停了|\bforgot\b|\bforget\b|\bmissed\b|\bskipped\b|\bhaven'?t taken\b/;

export function everydayTopicOf(text: string, ctx: { lifeStage: string }): EverydayTopic | null {
  const t = normaliseQuestion(text);
  if (!t) return null;
  const pregnant = /^pregnant/.test(ctx.lifeStage) || PREGNANCY_WORDS.test(t);
  if (GINGER.test(t) && (NAUSEA.test(t) || pregnant)) return 'ginger_nausea';
  if (FENUGREEK.test(t)) return 'fenugreek';
  if (CREATINE.test(t)) return 'creatine';
  const nutrients = findNutrients(text);
  // Cramps with a nutrient named ("腿抽筋能吃镁片吗") stay a supplement question with its own rules.
  if (CRAMPS.test(t) && EXERCISE.test(t) && nutrients.length === 0) return 'exercise_cramps';
  if (SALT.test(t) && !SALT_SUBSTITUTE.test(t) && HOW_MUCH.test(t)) return 'salt';
  if (nutrients.includes('iron') && ALTERNATE.test(t)) return 'iron_alternate_day';
  if (MISSED.test(t) && nutrients.length > 0 && findDrugs(text).length === 0) return 'missed_supplement';
  return null;
}

/** The rule each topic answers with; with kidney disease some topics have a rule of their own. */
const TOPIC_RULE: Readonly<Record<EverydayTopic, { rule: EverydayRuleId; kidney?: EverydayRuleId }>> = {
  ginger_nausea: { rule: 'ginger-nausea' },
  fenugreek: { rule: 'fenugreek' },
  creatine: { rule: 'creatine', kidney: 'creatine-kidney' },
  exercise_cramps: { rule: 'exercise-cramps' },
  salt: { rule: 'salt', kidney: 'salt-ckd' },
  iron_alternate_day: { rule: 'iron-alternate-day' },
  missed_supplement: { rule: 'missed-supplement' },
};

export function everydayAnswer(ctx: Ctx, topic: EverydayTopic): Draft {
  const l = ctx.locale;
  const kidney = hasKidneyDisease(ctx.plan);
  const main = TOPIC_RULE[topic];
  const ids: EverydayRuleId[] = [kidney && main.kidney ? main.kidney : main.rule];
  const extra: string[] = [];
  const warnings: Warning[] = [];
  switch (topic) {
    case 'creatine':
      if (kidney) warnings.push({ kind: 'avoid_supplement', substance: 'creatine' }, { kind: 'see_doctor' });
      break;
    case 'iron_alternate_day': {
      const supervised =
        ctx.plan?.recommendations.some((r) => r.nutrient === 'iron' && r.supervised === true) === true ||
        ctx.plan?.findings.some((f) => f.id === 'treatment:iron' || f.id === 'skipped:iron') === true;
      if (supervised) {
        ids.push('iron-alternate-day-supervised');
        warnings.push({ kind: 'see_doctor' });
      }
      break;
    }
    case 'missed_supplement': {
      for (const n of findNutrients(ctx.text)) {
        const m = isNutrientKey(n) ? MISSED_NUTRIENT[n] : undefined;
        if (m) extra.push(pick(m, l));
      }
      const rec = ctx.plan?.recommendations.find((r) =>
        findNutrients(ctx.text).includes(r.nutrient as NutrientKey),
      );
      if (rec && isNutrientKey(rec.nutrient))
        extra.push(
          L(
            l,
            `你方案里的剂量：${nutrientName(rec.nutrient, l)}每天 ${amount(rec.dose, rec.unit)}。`,
            `Your plan's dose: ${amount(rec.dose, rec.unit)} of ${nutrientName(rec.nutrient, l)} a day.`,
          ),
        );
      break;
    }
  }
  const notes: SafetyNote[] = ids.map((id) => ({ id, text: pick(EVERYDAY_RULES[id].text, l) }));
  const refs = [...new Set(ids.map((id) => EVERYDAY_RULES[id].source.ref))];
  return {
    text: [...notes.map((n) => n.text), ...extra].join('\n\n') + sourceLine(refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings,
    notes,
  };
}
