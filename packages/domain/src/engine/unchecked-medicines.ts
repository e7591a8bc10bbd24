/**
 * Medicines the dictionary does not know, kept as the person typed them (`answers.uncheckedMedicines`,
 * or old stored text the dictionary cannot place): the plan names them first among its findings as
 * not checked, with who to ask, and lists them on the profile for the chat (eleventh clinician review:
 * 易瑞沙, 泽珂, 替吉奥 and Trikafta were refused or silently left out, and nothing said a medicine was
 * never checked).
 */
import type { EngineResult, Locale, PlanDocument } from '../contracts';

/** The finding that names the unchecked medicines and who to ask. */
export function uncheckedMedicinesFinding(
  names: readonly string[],
  locale: Locale,
): PlanDocument['findings'][number] {
  const list = names
    .map((n) => (locale === 'zh-CN' ? `“${n}”` : `'${n}'`))
    .join(locale === 'zh-CN' ? '、' : ', ');
  return {
    id: 'medicines.unresolved',
    severity: 'warning',
    text:
      locale === 'zh-CN'
        ? `我无法核对 ${list}：它不在我们的药物词典里，本方案没有检查它与补充剂、草本和饮食的相互作用。服用任何补充剂、草本或保健品之前，请先问给你配这个药的药师或开药的医生。`
        : `I could not check ${list}: it is not in our medicine dictionary, so this plan has not checked it against supplements, herbs or food. Ask the pharmacist who dispenses it, or the doctor who prescribed it, before taking any supplement.`,
    reasons: [],
  };
}

/**
 * The result with the unchecked medicines named (first finding) and listed on the profile; those
 * already named are merged into one finding. Unchanged when there are none.
 */
export function withUncheckedMedicines<T extends EngineResult>(
  result: T,
  names: readonly string[],
  locale: Locale,
): T {
  const all = [...new Set([...(result.profile.medicinesUnchecked ?? []), ...names])];
  if (all.length === 0) return result;
  result.findings = [
    uncheckedMedicinesFinding(all, locale),
    ...result.findings.filter((f) => f.id !== 'medicines.unresolved'),
  ];
  result.profile.medicinesUnchecked = all;
  return result;
}
