/**
 * The pregnancy warnings for a woman of childbearing age on a medicine that can harm an unborn baby
 * (knowledge/teratogens.ts, issue 31 §1): as plan findings, "urgent" when she is pregnant (contact the
 * prescriber now; never stop on her own), "info" otherwise (before trying for a baby, and the
 * contraception or folic acid rule); "you are planning a baby" when she has said so (the goal
 * `pregnancy_prep`). Not for men or from 51: the table's rules are about pregnancy.
 */
import { pick, type Locale } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { CHILDBEARING_AGE as CHILDBEARING } from '../knowledge/preconception';
import { TERATOGENS, type TeratogenRow } from '../knowledge/teratogens';
import { drugById } from './taboos';
import { inLeukaemiaTreatment } from './leukaemia-treatment';

/** The medicines of this list a teratogen row names (by id or class). */
function takenOf(row: TeratogenRow, medicines: readonly string[]): string[] {
  return medicines.filter(
    (id) =>
      (row.drugs ?? []).some((d) => d === id) ||
      (drugById(id)?.classes ?? []).some((c) => (row.classes ?? []).some((rc) => rc === c)),
  );
}

/**
 * The rows that apply to this person, each with the medicines it names: a row is left out for a
 * condition it is not for (`unlessConditions`), and an `exclusive` row's medicines are not named again by
 * the rows after it (topiramate for migraine is not the antiepileptic row's too).
 */
export function teratogenRowsFor(
  medicines: readonly string[],
  conditions: readonly string[] = [],
): { row: TeratogenRow; drugs: string[] }[] {
  const claimed = new Set<string>();
  const out: { row: TeratogenRow; drugs: string[] }[] = [];
  // A thiopurine beside methotrexate is leukaemia treatment whatever the conditions say (forty-eighth clinician
  // review, S2): the rows for cancer answer, never the rheumatology or IBD ones.
  const held =
    inLeukaemiaTreatment(medicines, conditions) && !conditions.includes('cancer')
      ? [...conditions, 'cancer']
      : conditions;
  for (const row of TERATOGENS) {
    if ((row.unlessConditions ?? []).some((c) => held.includes(c))) continue;
    if (row.onlyConditions && !row.onlyConditions.some((c) => held.includes(c))) continue;
    const drugs = takenOf(row, medicines).filter((id) => !claimed.has(id));
    if (drugs.length === 0) continue;
    if (row.exclusive) for (const id of drugs) claimed.add(id);
    out.push({ row, drugs });
  }
  return out;
}

/**
 * The row's text for this person: `textWithout` when they have none of its conditions; its pregnancy words when
 * she is pregnant and the row has them.
 */
export function teratogenTextOf(
  row: TeratogenRow,
  conditions: readonly string[] = [],
  pregnant = false,
): TeratogenRow['text'] {
  const variant =
    row.textWithout && !row.textWithout.conditions.some((c) => conditions.includes(c))
      ? row.textWithout
      : row;
  return (pregnant ? variant.inPregnancy : undefined) ?? variant.text;
}

/**
 * The folic acid a guideline sets for these medicines before conception (valproate, antiepileptics:
 * 5 mg a day, NICE NG217 §1.13, RCOG Green-top 68), with the medicines and the row's source; none when
 * no row sets one. The 400 µg of planning a pregnancy is then not given: the prescriber gives this dose.
 */
export interface FolicAcidRx {
  ug: number;
  drugs: readonly string[];
  source: TeratogenRow['source'];
  /** From when to when, when not the default (before conception to 12 weeks). */
  span?: TeratogenRow['folicAcidSpan'];
}

export function teratogenFolicAcidFor(
  medicines: readonly string[],
  conditions: readonly string[] = [],
): FolicAcidRx | undefined {
  let best: FolicAcidRx | undefined;
  for (const { row, drugs } of teratogenRowsFor(medicines, conditions)) {
    if (row.folicAcidUg === undefined) continue;
    if (!best || row.folicAcidUg > best.ug)
      best = {
        ug: row.folicAcidUg,
        drugs,
        source: row.source,
        ...(row.folicAcidSpan ? { span: row.folicAcidSpan } : {}),
      };
  }
  return best;
}

export function teratogenFindings(p: {
  locale: Locale;
  gender: 'male' | 'female';
  age: number;
  lifeStage: string;
  medicines: readonly string[];
  /** Her conditions: a row is not for every condition, and a class row's text may depend on them. */
  conditions?: readonly string[];
  /** She is planning a pregnancy (knowledge/preconception.ts `planningPregnancy`). */
  planning?: boolean;
}): Finding[] {
  if (p.gender === 'male') return menFindings(p.locale, p.medicines, p.conditions ?? []);
  if (p.age < CHILDBEARING.min || p.age > CHILDBEARING.max) return [];
  if (p.lifeStage === 'lactating' && p.planning !== true) return [];
  const pregnant = p.lifeStage.startsWith('pregnant');
  const zh = p.locale === 'zh-CN';
  const out: Finding[] = [];
  for (const { row, drugs: ids } of teratogenRowsFor(p.medicines, p.conditions ?? [])) {
    // A row whose label says stop it in pregnancy (leflunomide) says that, never "do not stop".
    const lead = pregnant
      ? row.ifPregnant
        ? `${pick(row.ifPregnant, p.locale).replace(/\*\*/g, '')}${zh ? '' : ' '}`
        : zh
          ? '你正在怀孕：请尽快（今天或明天）联系开药医生，不要自己停药。'
          : 'You are pregnant: contact the prescriber promptly (today or tomorrow), and do not stop the medicine yourself. '
      : p.planning === true
        ? zh
          ? '你正在备孕：'
          : 'You are planning a baby: '
        : zh
          ? '如果你有可能怀孕或打算要孩子：'
          : 'If you could become pregnant or plan a baby: ';
    out.push({
      id: `teratogen:${row.id}`,
      // Planning a pregnancy on a teratogen is a warning, not a note below a triglyceride finding
      // (seventh clinician review of 2026-11-26, zh P1 §7); a row may set its own pregnancy severity.
      severity: pregnant ? (row.pregnantSeverity ?? 'urgent') : p.planning === true ? 'warning' : 'info',
      text: `${lead}${pick(teratogenTextOf(row, p.conditions ?? [], pregnant), p.locale)}${
        row.ifPregnant && !pregnant
          ? `${zh ? '' : ' '}${pick(row.ifPregnant, p.locale).replace(/\*\*/g, '')}`
          : ''
      }`,
      reasons: ids.map((id) => {
        const d = drugById(id);
        return {
          kind: 'medicine' as const,
          ref: `drug:${id}`,
          text: d ? (zh ? d.zh : d.en) : id,
          source: row.source,
        };
      }),
    });
  }
  return out;
}

/** A man on a medicine whose label has a rule for men (thalidomide: a condom every time; knowledge/teratogens.ts `forMen`). */
function menFindings(locale: Locale, medicines: readonly string[], conditions: readonly string[]): Finding[] {
  return teratogenRowsFor(medicines, conditions).flatMap(({ row, drugs: ids }) =>
    row.forMen
      ? [
          {
            id: `teratogen-men:${row.id}`,
            severity: 'warning' as const,
            text: pick(row.forMen, locale).replace(/\*\*/g, ''),
            reasons: ids.map((id) => {
              const d = drugById(id);
              return {
                kind: 'medicine' as const,
                ref: `drug:${id}`,
                text: d ? pick(d, locale) : id,
                source: row.source,
              };
            }),
          },
        ]
      : [],
  );
}
