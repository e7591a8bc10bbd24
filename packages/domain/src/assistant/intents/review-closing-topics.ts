/**
 * Two chat rules from the closing clinician review of 2026-11-25:
 *
 * - Z5: "能不能吃减肥药或者左旋肉碱减肥?" from an obese adult got the eating-disorder card with 120. A
 *   question about diet pills is answered plainly: no evidence for L-carnitine, over-the-counter diet
 *   pills and fat burners can harm and some hide medicines, prescribed options are the doctor's.
 *   (Misuse to purge, with other signs, stays the red-flag card: safety/lexicon.ts `purging`.)
 * - E1: a new armpit lump and back pain that wakes her at night, after breast cancer, got "no reliable
 *   rule … ask your oncology team or pharmacist". A new lump or new bone pain with cancer (said, or a
 *   cancer medicine) is told plainly: the oncology team within days, not the next routine visit;
 *   night spinal pain within 24 hours; weakness or numbness the same day.
 */
import type { Bilingual, Source } from '../../contracts/common';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';

interface Rule {
  text: Bilingual;
  source: Source;
}

export const REVIEW_CLOSING_RULES = {
  'diet-pills': {
    text: {
      zh: '**左旋肉碱没有可靠证据能帮助减重；网上或药店自己买的减肥药、“燃脂”产品可能伤身，不建议自己买来吃。** 左旋肉碱身体自己能合成，临床研究里额外补充对体重的作用很小或没有。减肥药、燃脂胶囊、减肥茶：国家药监局和美国食品药品监督管理局多次通报这类产品里偷偷添加了西布曲明（已撤市，会增加心脏病和卒中风险）、酚酞（泻药）或利尿药，标签上不写；含大量咖啡因或类似麻黄的成分会让心跳加快、血压升高。正在吃其他药（比如精神科药物、降糖药）的人，还可能发生相互作用。想用药物帮助减重，请和你的医生谈：医生可以评估你是否适合处方的减重药物，以及和你现在吃的药合不合得来。饮食和活动仍是基础。',
      en: '**L-carnitine has no reliable evidence that it helps weight loss, and over-the-counter diet pills and “fat burners” can do harm — do not buy them for yourself.** Your body makes its own carnitine, and in trials extra carnitine has little or no effect on weight. Diet pills, fat-burning capsules and slimming teas: the US FDA and China’s NMPA have repeatedly found products secretly containing sibutramine (withdrawn for raising heart attack and stroke risk), phenolphthalein (a laxative) or diuretics, not on the label; high doses of caffeine or ephedra-like stimulants raise heart rate and blood pressure. With other medicines (for example psychiatric medicines or diabetes medicines) interactions are possible too. If you want medicine to help with weight, talk to your doctor, who can judge whether a prescribed weight-loss medicine suits you and fits with what you already take. Food and activity stay the base.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Dietary Supplements for Weight Loss — Health Professional Fact Sheet (2022): carnitine, little or no effect on weight; US FDA, Tainted Weight Loss Products (Medication Health Fraud; products with hidden sibutramine, phenolphthalein and other drugs); China NMPA public notices on weight-loss products illegally containing sibutramine and phenolphthalein (several years; cited from memory, no single notice number)',
      url: 'https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/',
    },
  },
  'cancer-new-symptom': {
    text: {
      zh: '**请在几天之内联系你的肿瘤科团队（主治医生或专科护士），不要等下次常规复查。** 得过癌症的人出现新的肿块（腋下、乳房、颈部或锁骨上），或新的骨头疼、夜里疼醒的腰背疼，需要尽快检查，看是不是复发或转移，越早查清楚越好。背部或脊柱的疼痛让你夜里睡不着，最好24小时内就联系他们。如果出现腿脚无力、麻木、走路不稳，或大小便控制不住，可能是脊髓受压，请当天去急诊。饮食和补充剂处理不了这些症状。',
      en: '**Contact your oncology team (your oncologist or specialist nurse) within days — do not wait for the next routine visit.** After cancer, a new lump (armpit, breast, neck or above the collarbone) or new bone pain, or back pain that wakes you at night, needs prompt review to check for recurrence or spread, and the sooner it is checked the better. Back or spine pain that stops you sleeping is best reported within 24 hours. Weakness or numbness in the legs, unsteady walking, or losing control of bladder or bowel can mean pressure on the spinal cord: go to the emergency department the same day. Food and supplements cannot deal with these symptoms.',
    },
    source: {
      ref: 'NICE NG101 Early and locally advanced breast cancer: diagnosis and management (2018), follow-up: people are told the symptoms of recurrence and how to contact their team promptly; Runowicz CD et al. American Cancer Society/ASCO Breast Cancer Survivorship Care Guideline, J Clin Oncol 2016;34:611 (new symptoms such as lumps or bone pain are evaluated promptly); NICE NG234 Spinal metastases and metastatic spinal cord compression (2023): spinal pain that wakes at night in someone with cancer, contact the acute oncology team within 24 hours; neurological symptoms immediately',
      url: 'https://www.nice.org.uk/guidance/ng101',
    },
  },
} as const satisfies Record<string, Rule>;

const DIET_PILLS =
  /减肥药|减肥胶囊|减肥茶|瘦身药|燃脂|左旋肉碱|肉碱|\bdiet pills?\b|\bslimming (pills?|teas?|capsules?)\b|\bfat.?burn\w*\b|\bweight.?loss (pills?|supplements?)\b|\bl-?carnitine\b|\bcarnitine\b/;
/** A prescribed weight-loss medicine named: its own answers (medicine questions), not this rule. */
const PRESCRIBED_WEIGHT =
  /奥利司他|司美格鲁肽|利拉鲁肽|替尔泊肽|\borlistat\b|\bxenical\b|\balli\b|\bsemaglutide\b|\bwegovy\b|\bozempic\b|\bliraglutide\b|\bsaxenda\b|\btirzepatide\b|\bmounjaro\b|\bzepbound\b/;

/** A may-I or does-it-work question about diet pills, fat burners or L-carnitine. */
export function asksAboutDietPills(t: string): boolean {
  return DIET_PILLS.test(t) && !PRESCRIBED_WEIGHT.test(t);
}

const CANCER_WORDS =
  /癌|肿瘤|化疗|放疗|内分泌治疗|乳腺切除|\bcancers?\b|\btumou?rs?\b|\boncolog\w*|\bchemo\w*|\bradiotherapy\b|\bmastectomy\b|\blumpectomy\b|\bmetasta\w*/;
const CANCER_CLASSES: ReadonlySet<string> = new Set(['hormonal_antineoplastic', 'chemotherapy']);
const NEW_LUMP =
  /肿块|包块|硬块|硬结|疙瘩|鼓包|(摸到|长了|多了|有)[^。？！]{0,6}(块|包|结节)|淋巴结[^。？！]{0,4}(肿|大)|\blumps?\b|\bswollen (lymph )?(nodes?|glands?)\b|\bnew (mass|swelling|nodule)\b/;
const BONE_PAIN =
  /骨(头)?[^。？！]{0,3}(疼|痛)|(腰|背|脊|脊柱|骨盆|髋)[^。？！]{0,4}(疼|痛)[^。？！]{0,10}(夜|晚上|睡|疼醒|痛醒)|(夜里|晚上|半夜|睡觉)[^。？！]{0,8}(腰|背|骨)[^。？！]{0,4}(疼|痛)|疼醒|痛醒|\bbone pain\b|\b(bones?|back|spine|hip|ribs?) (hurts?|pain|aches?)\b[^.?!]{0,40}\b(night|sleep|wakes?|waking|woke)\b|\b(night|sleep|wakes?|waking|woke)\b[^.?!]{0,40}\b(back|bone|spine|hip|rib) (pain|aches?)\b|\bpain (that |which )?wakes me\b/;

/** "会不会是乳腺癌", "could it be cancer": a worry before any diagnosis, not a person with cancer. */
const ASKS_IF_CANCER =
  /(是不是|会不会|是否|怕是|担心|害怕)[^。？！]{0,6}(癌|肿瘤)|\b(is|could|might|can) (it|this|that) (be )?(a )?(cancer|tumou?r)\b|\b(worried|scared|afraid)\b[^.?!]{0,20}\b(cancer|tumou?r)\b/;

/** Cancer in the plan (`cancer`), said in the question, or a cancer medicine taken or named. */
export function hasCancer(
  t: string,
  text: string,
  medicines: readonly string[],
  conditions: readonly string[] = [],
): boolean {
  if (conditions.includes('cancer')) return true;
  if (CANCER_WORDS.test(t) && !ASKS_IF_CANCER.test(t)) return true;
  const taken = [...medicines, ...findDrugs(text).map((d) => d.id)];
  return taken.some((id) => (drugById(id)?.classes ?? []).some((c) => CANCER_CLASSES.has(c)));
}

/** Someone with cancer reports a new lump or new bone or night back pain. */
export function cancerNewSymptom(
  t: string,
  text: string,
  medicines: readonly string[],
  conditions: readonly string[] = [],
): boolean {
  return (NEW_LUMP.test(t) || BONE_PAIN.test(t)) && hasCancer(t, text, medicines, conditions);
}
