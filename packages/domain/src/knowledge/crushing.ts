/**
 * Medicines whose label says how they may be crushed (twenty-second clinician review, en S1: "can I crush
 * her Fosamax and her Eliquis and mix them in applesauce?" was told to check with the pharmacist that
 * Fosamax is a plain tablet — it is, and it must never be crushed). Data with its sources, both languages.
 */
import type { Bilingual } from '../contracts/common';

export interface CrushingRule {
  /** Drug ids (knowledge/drugs.ts) or classes the rule is for. */
  drugs: readonly string[];
  classes?: readonly string[];
  /** Never crushed, chewed or sucked: the answer leads with it. */
  never: boolean;
  text: Bilingual;
  source: string;
}

export const CRUSHING_RULES: readonly CrushingRule[] = [
  {
    drugs: ['alendronate', 'risedronate', 'ibandronate'],
    classes: ['bisphosphonate'],
    never: true,
    text: {
      zh: '**阿仑膦酸钠（福善美）这类骨质疏松药绝对不能碾碎、嚼碎或含服：**药粉会灼伤口腔、喉咙和食管，引起溃疡。它必须早上空腹、坐直或站着，用一大杯白开水（约200–250毫升）整片吞下，之后至少30分钟不躺下、不吃东西。吞药困难、不能坐直30分钟的人，请尽快让开药医生换一种给药方式（比如泡腾片或口服液剂型、每年一次的静脉输注唑来膦酸，或皮下注射的地舒单抗），在那之前先不要硬吞，也不要碾碎。',
      en: '**Alendronate (Fosamax) and the other weekly or monthly osteoporosis tablets must never be crushed, chewed or sucked:** the powder can burn the mouth, throat and gullet and cause ulcers. They have to be swallowed whole first thing in the morning, sitting or standing upright, with a full glass (6–8 oz) of plain water, staying upright and eating nothing for at least 30 minutes. For someone who cannot swallow tablets or stay upright for 30 minutes, ask the prescriber soon to change how it is given (an effervescent or liquid form, a yearly zoledronic acid infusion, or denosumab injections) — until then, do not crush it or force it down.',
    },
    source:
      'Fosamax (alendronate) US prescribing information §2.6 (swallow whole with 6–8 oz of plain water; do not chew or suck; upright 30 minutes), §4 Contraindications (oesophageal abnormalities that delay emptying; inability to stand or sit upright for at least 30 minutes) and §5.1 (upper gastrointestinal adverse reactions) (2019)',
  },
  {
    // Twenty-sixth clinician review, en M: "can I open the Pradaxa capsules into yoghurt?" was never told no.
    drugs: ['dabigatran'],
    never: true,
    text: {
      zh: '**达比加群（泰毕全 Pradaxa）胶囊必须整粒吞下，不能打开、不能把里面的颗粒倒出来拌在食物里，也不能嚼碎：**打开后吸收的药量会多出约75%，出血风险明显增加。吞胶囊困难，请尽快让开药医生换一种可以碾碎或有口服液的抗凝药，在那之前照常整粒吞服，不要漏服。',
      en: '**Dabigatran (Pradaxa) capsules must be swallowed whole — never opened, sprinkled on food or chewed:** opened, the body takes up about 75 % more of the drug, and the risk of bleeding rises. If swallowing the capsules is hard, ask the prescriber soon about an anticoagulant that may be crushed or comes as a liquid; until then keep swallowing them whole and do not miss doses.',
    },
    source:
      'Pradaxa (dabigatran etexilate) US prescribing information §2.1 (swallow capsules whole; do not break, chew or empty the pellets — oral bioavailability increases by 75 % when the pellets are taken without the capsule shell) (section named from memory)',
  },
  {
    drugs: ['apixaban'],
    never: false,
    text: {
      zh: '**阿哌沙班（艾乐妥 Eliquis）可以碾碎：**说明书允许碾碎后混在水、苹果汁或苹果泥里马上吃完，也可以用水化开经胃管给。剂量和时间不变，不要漏吃。',
      en: '**Apixaban (Eliquis) may be crushed:** its label allows the tablet to be crushed and mixed with water, apple juice or applesauce and taken straight away (or given down a feeding tube in water). Keep the same dose and times, and do not miss doses.',
    },
    source:
      'Eliquis (apixaban) US prescribing information §2.6 (crushed tablets may be suspended in water, D5W, apple juice or mixed with applesauce and promptly administered orally, or via nasogastric tube) (2021)',
  },
  {
    drugs: ['rivaroxaban'],
    never: false,
    text: {
      zh: '**利伐沙班（拜瑞妥 Xarelto）可以碾碎：**说明书允许碾碎后混在苹果泥里马上吃；15毫克和20毫克的剂量吃完要紧接着吃饭（随餐吃才吸收得好）。',
      en: '**Rivaroxaban (Xarelto) may be crushed:** its label allows the tablet to be crushed and mixed with applesauce and taken straight away; the 15 mg and 20 mg doses must be followed at once by food (they are absorbed properly only with a meal).',
    },
    source:
      'Xarelto (rivaroxaban) US prescribing information §2.5 (crushed tablets mixed with applesauce, followed immediately by food for the 15 mg and 20 mg tablets; or via nasogastric tube) (2023; section number cited from memory)',
  },
];

/** Whether a rule is for this medicine (by id, or by one of its classes). */
export function crushingRuleCovers(r: CrushingRule, id: string, classes: readonly string[]): boolean {
  return r.drugs.includes(id) || (r.classes ?? []).some((c) => classes.includes(c));
}

/** The rules for the medicines named, never-crush ones first. */
export function crushingRulesFor(
  ids: readonly string[],
  classesOf: (id: string) => readonly string[],
): CrushingRule[] {
  const out = CRUSHING_RULES.filter((r) => ids.some((id) => crushingRuleCovers(r, id, classesOf(id))));
  return [...out.filter((r) => r.never), ...out.filter((r) => !r.never)];
}
