/**
 * A medicine as the person knows it (issue 19.7): its name with the dose and form they gave,
 * "二甲双胍 500 mg 片剂" / "Metformin 500 mg tablet", shown on the plan and named by the assistant.
 */
import { pick, type Bilingual, type Locale } from '../contracts/common';
import type { MedicineDose, MedicineForm } from '../contracts/questionnaire';
import { doseText } from '../units/words';

/** The forms' names, as a box or a pharmacist says them. */
export const MEDICINE_FORM_NAMES: Record<MedicineForm, Bilingual> = {
  tablet: { zh: '片剂', en: 'tablet' },
  capsule: { zh: '胶囊', en: 'capsule' },
  oral_liquid: { zh: '口服液', en: 'oral liquid' },
  granules: { zh: '颗粒剂', en: 'granules' },
  injection: { zh: '注射剂', en: 'injection' },
  inhaler: { zh: '吸入剂', en: 'inhaler' },
  patch: { zh: '贴剂', en: 'patch' },
  cream: { zh: '乳膏/软膏', en: 'cream or ointment' },
  drops: { zh: '滴剂', en: 'drops' },
  suppository: { zh: '栓剂', en: 'suppository' },
};

/**
 * "二甲双胍 500 mg 片剂", "Metformin 500 mg tablet, twice daily", "Levothyroxine 1 tablet": the
 * name, then the dose, then the form (left out when the dose already counts it: "1 片" is a tablet).
 */
export function medicineText(
  name: string,
  detail: Pick<MedicineDose, 'dose' | 'unit' | 'form' | 'frequency'> | undefined,
  locale: Locale,
): string {
  const parts = [name];
  if (detail?.dose !== undefined && detail.unit !== undefined)
    parts.push(doseText(detail.dose, detail.unit, locale));
  if (detail?.form !== undefined && detail.form !== detail.unit)
    parts.push(pick(MEDICINE_FORM_NAMES[detail.form], locale));
  const head = parts.join(' ');
  if (!detail?.frequency) return head;
  return locale === 'zh-CN' ? `${head}，${detail.frequency}` : `${head}, ${detail.frequency}`;
}
