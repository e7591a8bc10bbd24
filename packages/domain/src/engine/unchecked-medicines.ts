/**
 * Medicines the dictionary does not know, kept as the person typed them (`answers.uncheckedMedicines`,
 * or old stored text the dictionary cannot place): the plan names them first among its findings as
 * not checked, with who to ask, and lists them on the profile for the chat (eleventh clinician review:
 * 易瑞沙, 泽珂, 替吉奥 and Trikafta were refused or silently left out, and nothing said a medicine was
 * never checked).
 */
import type { EngineResult, Locale, PlanDocument } from '../contracts';
import { pick } from '../contracts/common';
import { drugById } from '../interactions';
import { searchDrugs } from '../interactions/search';
import {
  MALE_VITALITY,
  MALE_VITALITY_SOURCE,
  MALE_VITALITY_TEXT,
  performanceDrugsNamed,
} from '../knowledge/performance-drugs';
import { resolveSupplementName } from '../review';

/**
 * The dictionary's medicine a name kept as typed is, when one of its parts is exactly a generic or brand
 * name ("Tasigna (nilotinib)", "Xyrem", "达希纳"): answers stored before the dictionary knew a medicine are planned
 * with its rules once it does (twenty-first clinician review, M14: nilotinib, sodium oxybate and modafinil
 * added — a plan that kept them as typed must not stay unchecked). Only an exact name counts: a partial
 * or typo match would invent a medicine the person never named.
 */
export function typedMedicineId(name: string): string | undefined {
  if (typeof name !== 'string') return undefined;
  const parts = [name, ...name.split(/[()（）,，/、]/)].map((p) => p.trim()).filter((p) => p.length > 1);
  for (const part of parts) {
    // 100: a generic name or id said whole; 90: a brand said whole (brands weigh 0.9 in the search). A
    // second medicine as close leaves the name unresolved.
    const [hit, next] = searchDrugs(part, 2);
    if (hit && hit.score >= 90 && !(next && next.score >= 90)) return hit.drug.id;
  }
  return undefined;
}

/** The answers with every typed medicine the dictionary now knows moved to the checked medicines. */
export function withTypedMedicinesResolved<T extends { medicines?: string[]; uncheckedMedicines?: string[] }>(
  given: T,
): T {
  const typed = given.uncheckedMedicines ?? [];
  if (typed.length === 0) return given;
  const resolved = typed.map((n) => [n, typedMedicineId(n)] as const);
  if (resolved.every(([, id]) => id === undefined)) return given;
  const medicines = [
    ...new Set([...(given.medicines ?? []), ...resolved.flatMap(([, id]) => (id ? [id] : []))]),
  ];
  const uncheckedMedicines = resolved.flatMap(([n, id]) => (id ? [] : [n]));
  return { ...given, medicines, uncheckedMedicines };
}

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

type Finding = PlanDocument['findings'][number];

const STOP_AND_SEE = {
  zh: '已经在用的，请停下来，并尽快看医生（内分泌科或心内科），把用过的东西、剂量和时间告诉医生；查肝功能、血脂、血常规和电解质。本方案不会配合它给出剂量或饮食安排。',
  en: 'If you use it, stop, and see a doctor soon (an endocrinologist or cardiologist, or your GP first), telling them what you took, how much and for how long; ask for liver tests, cholesterol, a blood count and electrolytes. This plan gives no dose or diet to go with it.',
} as const;

/**
 * Products kept as typed — a medicine the dictionary does not know, or a supplement the catalogue does
 * not — whose name says what they are and what harm they carry (thirteenth clinician review: 土三七 and
 * 何首乌 with raised liver enzymes, 康力龙 and 克伦特罗, a WeChat "male" maca beside a nitrate were only
 * "not checked"): the product's own warning, the performance drug's harm, or the tainted-product warning.
 */
export function knownHarmFindings(
  typed: { readonly medicines: readonly string[]; readonly supplements: readonly string[] },
  medicines: readonly string[],
  locale: Locale,
): Finding[] {
  const out: Finding[] = [];
  const add = (
    id: string,
    name: string,
    text: string,
    ref: string,
    source: { ref: string; url?: string },
  ) => {
    if (out.some((f) => f.id === id)) return;
    const quoted = locale === 'zh-CN' ? `“${name}”：` : `'${name}': `;
    out.push({
      id,
      severity: 'warning',
      text: quoted + text,
      reasons: [{ kind: 'medicine', ref, text, source }],
    });
  };
  // A supplement the catalogue knows is reviewed with its warning already; a medicine kept as typed is not.
  const names = [...typed.medicines, ...typed.supplements];
  for (const name of names) {
    const lower = name.toLowerCase();
    const option = typed.medicines.includes(name) ? resolveSupplementName(name) : undefined;
    if (option?.warning?.avoidIn?.includes('everyone') || option?.warning?.avoidIn?.includes('liver')) {
      add(
        `products.known-harm:${option.id}`,
        name,
        pick(option.warning.text, locale),
        `unchecked:${name}`,
        option.warning.source,
      );
      continue;
    }
    const drugs = performanceDrugsNamed(lower);
    if (drugs.length > 0) {
      for (const d of drugs)
        add(
          `products.performance-drug:${d.id}`,
          name,
          `${pick(d.harm, locale)}${pick(STOP_AND_SEE, locale)}`,
          `unchecked:${name}`,
          d.source,
        );
      continue;
    }
    if (MALE_VITALITY.test(lower)) {
      const nitrate = medicines.map((id) => drugById(id)).find((d) => (d?.classes ?? []).includes('nitrate'));
      const text = nitrate
        ? `${pick(MALE_VITALITY_TEXT.tainted, locale)}${pick(MALE_VITALITY_TEXT.nitrate, locale).replace(
            '{drug}',
            locale === 'zh-CN' ? nitrate.zh : nitrate.en,
          )}`
        : `${pick(MALE_VITALITY_TEXT.tainted, locale)}${pick(MALE_VITALITY_TEXT.noNitrate, locale)}`;
      add(
        'products.male-vitality',
        name,
        text.replace(locale === 'zh-CN' ? /\*\*\s*/g : /\*\*/g, ''),
        `unchecked:${name}`,
        {
          ref: MALE_VITALITY_SOURCE,
        },
      );
    }
  }
  return out;
}
