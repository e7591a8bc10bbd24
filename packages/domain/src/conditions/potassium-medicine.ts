/**
 * A medicine that is potassium (potassium chloride, 潘南金) taken while its label says not to: a
 * potassium above the range, a magnesium above the range (potassium and magnesium aspartate) or kidney
 * failure (eGFR < 30 or dialysis). One urgent finding: not the next dose, the prescriber today
 * (seventeenth blind review, zh Z2, serious S1).
 */
import type { Finding } from '../contracts/plan';
import { pick, type Locale } from '../contracts/common';
import {
  PANANGIN_LABEL,
  POTASSIUM_MAGNESIUM_ASPARTATE,
  POTASSIUM_MEDICINE_TEXT as T,
} from '../knowledge/potassium-medicines';
import type { KidneyContext } from './index';

export const POTASSIUM_MEDICINE_FINDING_ID = 'medicine:potassium-contraindicated';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fmt = (n: number) => String(Math.round(n * 100) / 100);

export function potassiumMedicineFinding(
  k: Pick<KidneyContext, 'egfr' | 'dialysis'>,
  p: {
    locale: Locale;
    /** The person's potassium medicines: dictionary id and name as shown. */
    medicines: readonly { id: string; name: string }[];
    /** The last potassium when above its range, else null. */
    potassiumHigh: number | null;
    /** The last magnesium when above its range, else null. */
    magnesiumHigh: number | null;
  },
): Finding | null {
  if (p.medicines.length === 0) return null;
  const aspartate = p.medicines.some((m) => m.id === POTASSIUM_MAGNESIUM_ASPARTATE);
  const reasons: string[] = [];
  if (p.potassiumHigh !== null)
    reasons.push(pick(T.potassiumHigh, p.locale).replace('{value}', fmt(p.potassiumHigh)));
  if (aspartate && p.magnesiumHigh !== null)
    reasons.push(pick(T.magnesiumHigh, p.locale).replace('{value}', fmt(p.magnesiumHigh)));
  if (k.dialysis) reasons.push(pick(T.dialysis, p.locale));
  else if (k.egfr !== null && k.egfr < 30)
    reasons.push(pick(T.kidneyFailure, p.locale).replace('{value}', String(Math.round(k.egfr))));
  if (reasons.length === 0) return null;
  const zh = p.locale === 'zh-CN';
  const names = p.medicines.map((m) => m.name).join(zh ? '、' : ', ');
  const what = aspartate ? pick(T.aspartateIs, p.locale) : pick(T.chlorideIs, p.locale);
  const hold = pick(T.hold, p.locale)
    .replace('{reasons}', capitalised(reasons.join(zh ? '，' : ', ')))
    .replace('{label}', pick(aspartate ? T.labelAspartate : T.labelChloride, p.locale));
  const text = aspartate ? `${what}${hold}` : `${zh ? `${names}：` : `${names}: `}${what}${hold}`;
  return {
    id: POTASSIUM_MEDICINE_FINDING_ID,
    severity: 'urgent',
    text,
    reasons: [
      {
        kind: 'medicine',
        ref: `potassium-medicine:${p.medicines.map((m) => m.id).join('+')}`,
        text,
        source: PANANGIN_LABEL,
      },
    ],
  };
}
