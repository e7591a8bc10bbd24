/**
 * The plan's kidney-stone finding (fifteenth clinician review, zh P3-M1/M2): the rows of
 * knowledge/kidney-stones.ts that apply to the person, each row's guideline a reason, and the person's own
 * vitamin C supplement total when it is above the stone ceiling. Pure and total: a non-finite vitamin C
 * figure leaves that line out.
 */
import { pick, type Locale, type Reason } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import {
  KIDNEY_STONE_RULES,
  KIDNEY_STONE_SOURCES,
  KIDNEY_STONES,
  type KidneyStoneRule,
  type KidneyStoneRuleId,
} from '../knowledge/kidney-stones';

export interface KidneyStoneInput {
  locale: Locale;
  conditions: readonly string[];
  /** Kidney disease (answered or by eGFR): protein and calcium are the kidney team's. */
  kidney: boolean;
  /** A high serum calcium (or sarcoidosis, hyperparathyroidism): calcium is the hypercalcaemia rule's. */
  hypercalcaemia: boolean;
  /** Vitamin C a day from the person's own supplements, mg. */
  vitaminCSupplementMg: number;
  /** A serum sodium under 135 mmol/L on the plan: no stone fluid target (twenty-third review, zh S1). */
  lowSodium?: boolean;
}

/** Heart failure and dialysis set a fluid allowance that the stone fluids must not override. */
const FLUID_LIMITED = ['heart_failure', 'dialysis'] as const;

function applies(id: KidneyStoneRuleId, p: KidneyStoneInput): boolean {
  const fluidLimited = FLUID_LIMITED.some((c) => p.conditions.includes(c));
  switch (id) {
    case 'stones.fluids':
      return !fluidLimited && p.lowSodium !== true;
    case 'stones.fluids-limited':
      return fluidLimited;
    case 'stones.fluids-low-sodium':
      return !fluidLimited && p.lowSodium === true;
    case 'stones.calcium':
      return !p.hypercalcaemia && !p.kidney;
    case 'stones.calcium-high':
      return p.hypercalcaemia;
    case 'stones.protein-kidney':
      return p.kidney;
    default:
      return true;
  }
}

/** The person's own vitamin C over the stone ceiling, in the plan's language; '' when not over. */
function ownVitaminC(p: KidneyStoneInput): string {
  const mg = p.vitaminCSupplementMg;
  if (!Number.isFinite(mg) || mg <= KIDNEY_STONES.vitaminCSupplementMaxMg) return '';
  return p.locale === 'zh-CN'
    ? `你填写的补充剂每天约含维生素C ${Math.round(mg)} 毫克，超过 ${KIDNEY_STONES.vitaminCSupplementMaxMg} 毫克：有肾结石请减到每天 ${KIDNEY_STONES.vitaminCSupplementMaxMg} 毫克以内，或先问泌尿科医生。`
    : `Your supplements give about ${Math.round(mg)} mg of vitamin C a day, above ${KIDNEY_STONES.vitaminCSupplementMaxMg} mg: with kidney stones cut it to ${KIDNEY_STONES.vitaminCSupplementMaxMg} mg a day or less, or ask your urologist first.`;
}

/** The kidney-stone finding, or null when the person did not tick kidney stones. */
export function kidneyStoneFinding(p: KidneyStoneInput): Finding | null {
  if (!p.conditions.includes('kidney_stones')) return null;
  const zh = p.locale === 'zh-CN';
  const rows: KidneyStoneRule[] = KIDNEY_STONE_RULES.filter((r) => applies(r.id, p));
  const own = ownVitaminC(p);
  const lead = zh ? '肾结石（尿路结石）预防复发' : 'Preventing kidney stones from coming back';
  const texts = rows.map((r) => pick(r.text, p.locale));
  return {
    id: 'kidney-stones',
    severity: 'warning',
    text: `${lead}${zh ? '：' : ': '}${[own, ...texts].filter(Boolean).join(zh ? '' : ' ')}`,
    reasons: [
      ...(own
        ? [
            {
              kind: 'condition' as const,
              ref: 'conditions=kidney_stones#stones.own-vitamin-c',
              text: lead,
              source: KIDNEY_STONE_SOURCES.vitaminC,
            },
          ]
        : []),
      ...rows.map((r): Reason => ({
        kind: 'condition',
        ref: `conditions=kidney_stones#${r.id}`,
        text: lead,
        source: r.source,
      })),
    ],
  };
}
