/**
 * The pregnancy warnings for a woman of childbearing age on a medicine that can harm an unborn baby
 * (knowledge/teratogens.ts, issue 31 §1): as plan findings, "urgent" when she is pregnant (contact the
 * prescriber now; never stop on her own), "info" otherwise (before trying for a baby, and the
 * contraception or folic acid rule). Not for men or from 51: the table's rules are about pregnancy.
 */
import { pick, type Locale } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { TERATOGENS } from '../knowledge/teratogens';
import { drugById } from './taboos';

/** Childbearing age as the table's guidelines use it (MHRA valproate PPP: any woman able to conceive). */
const CHILDBEARING = { min: 12, max: 50 } as const;

export function teratogenFindings(p: {
  locale: Locale;
  gender: 'male' | 'female';
  age: number;
  lifeStage: string;
  medicines: readonly string[];
}): Finding[] {
  if (p.gender !== 'female' || p.age < CHILDBEARING.min || p.age > CHILDBEARING.max) return [];
  if (p.lifeStage === 'lactating') return [];
  const pregnant = p.lifeStage.startsWith('pregnant');
  const zh = p.locale === 'zh-CN';
  const out: Finding[] = [];
  for (const row of TERATOGENS) {
    const ids = p.medicines.filter(
      (id) =>
        (row.drugs ?? []).some((d) => d === id) ||
        (drugById(id)?.classes ?? []).some((c) => (row.classes ?? []).some((rc) => rc === c)),
    );
    if (ids.length === 0) continue;
    const lead = pregnant
      ? zh
        ? '你正在怀孕：请尽快（今天或明天）联系开药医生，不要自己停药。'
        : 'You are pregnant: contact the prescriber promptly (today or tomorrow), and do not stop the medicine yourself. '
      : zh
        ? '如果你有可能怀孕或打算要孩子：'
        : 'If you could become pregnant or plan a baby: ';
    out.push({
      id: `teratogen:${row.id}`,
      severity: pregnant ? (row.id === 'antiepileptic-folic-acid' ? 'warning' : 'urgent') : 'info',
      text: `${lead}${pick(row.text, p.locale)}`,
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
