import type { Source } from '../contracts/common';
import { timesADayIn } from '../units/frequency';

/**
 * Medicines with a regulator's maximum daily dose that, above it, carries a danger of its own — the plan and the chat
 * say so when the dose and frequency typed add up to more (forty-ninth clinician review, en S4 and zh P4-S1:
 * domperidone 20 mg four times a day, and 60 mg a day, for milk supply, neither flagged).
 */
export interface MedicineDailyMax {
  id: string;
  /** The most a day, mg, for an adult. */
  maxMgPerDay: number;
  source: Source;
}

export const MEDICINE_DAILY_MAX: readonly MedicineDailyMax[] = [
  {
    id: 'domperidone',
    maxMgPerDay: 30,
    source: {
      ref: 'EMA PRAC, Domperidone-containing medicines: restrictions on use (2014: 10 mg up to three times a day, at most 30 mg a day, for at most a week; risk of serious ventricular arrhythmia and sudden cardiac death above 30 mg a day, over 60 years, with QT-prolonging medicines or strong CYP3A4 inhibitors such as fluconazole, clarithromycin or ketoconazole); MHRA Drug Safety Update (May 2014); Health Canada, Domperidone maleate — association with serious abnormal heart rhythms and sudden death (2015); NIH LactMed, Domperidone',
      url: 'https://www.ema.europa.eu/en/medicines/human/referrals/domperidone-containing-medicines',
    },
  },
];

/** The mg a day a dose typed with its frequency adds up to ("20 mg", "4 times a day" → 80), or null. */
export function dailyMgOf(dose: { dose?: number; unit?: string; frequency?: string }): number | null {
  if (dose.dose === undefined || (dose.unit !== 'mg' && dose.unit !== 'g')) return null;
  const mg = dose.unit === 'g' ? dose.dose * 1000 : dose.dose;
  return mg * timesADayIn((dose.frequency ?? '').toLowerCase());
}

/** The medicines taken above their daily maximum, with the amount a day. */
export function aboveDailyMax(
  doses: readonly { id: string; dose?: number; unit?: string; frequency?: string }[],
): { row: MedicineDailyMax; mgPerDay: number }[] {
  const out: { row: MedicineDailyMax; mgPerDay: number }[] = [];
  for (const row of MEDICINE_DAILY_MAX) {
    const mgPerDay = doses.filter((d) => d.id === row.id).reduce((sum, d) => sum + (dailyMgOf(d) ?? 0), 0);
    if (mgPerDay > row.maxMgPerDay) out.push({ row, mgPerDay });
  }
  return out;
}
