/**
 * A result typed in a unit it cannot be in ("肌酐138mg/dl", "尿酸528mg/dl", "Hb 98 g/dL") is asked about,
 * never used as written (issue 31/30, sixteenth clinician review, zh P4-S1: "我每天喝3勺蛋白粉，肌酐
 * 138mg/dl" went unqueried; zh P1 T7: "尿酸是528mg/dl" was answered about potassium). The answer leads
 * with the question and reads the number in the unit meant (knowledge/lab-unit-mixups.ts).
 */
import type { Locale } from '../contracts/common';
import { LAB_UNIT_MIXUPS } from '../knowledge/lab-unit-mixups';
import { convertLabValue, markerByKey, normaliseUnit } from '../labs';
import { L } from './format';
import { statedLabs } from './intents/labs';

export interface UnitMixup {
  markerKey: string;
  name: { zh: string; en: string };
  value: number;
  written: string;
  meant: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every stated result whose unit it cannot be in, with the unit meant. */
export function unitMixupsIn(text: string): UnitMixup[] {
  const out: UnitMixup[] = [];
  // Every answer passes here: the marker search runs only when a unit of a mix-up is written.
  if (!/mg\s*\/\s*dl|mol\s*\/\s*l|g\s*\/\s*d?l/i.test(text)) return out;
  for (const s of statedLabs(text)) {
    if (!s.unit) continue;
    const row = LAB_UNIT_MIXUPS.find(
      (r) =>
        r.marker === s.marker.key &&
        normaliseUnit(r.written) === normaliseUnit(s.unit ?? '') &&
        (('above' in r && s.value > r.above) || ('below' in r && s.value < r.below)),
    );
    if (!row) continue;
    out.push({
      markerKey: s.marker.key,
      name: { zh: s.marker.zh, en: s.marker.en },
      value: s.value,
      written: row.written,
      meant: row.meant,
    });
  }
  return out;
}

/** A unit pattern as people type it: "mg/dl", "mg / dL", "umol/l", "μmol/L", "g/dl". */
function unitPattern(unit: string): string {
  return escape(unit)
    .replace(/μ/g, '[μµu]')
    .replace(/\//g, '\\s*/\\s*')
    .replace(/L$/, '[lL]')
    .replace(/dL$/, 'd[lL]');
}

/** The message with each mixed-up unit replaced by the unit meant, the number untouched. */
export function withMeantUnits(text: string, mixups: readonly UnitMixup[]): string {
  let out = text;
  for (const m of mixups) {
    const num = escape(String(m.value)).replace(/$/, '(?:\\.0+)?');
    const re = new RegExp(`(?<![\\d.])(${num})\\s*${unitPattern(m.written)}`, 'i');
    out = out.replace(re, `$1 ${m.meant}`);
  }
  return out;
}

const fmt = (v: number) =>
  v >= 100 ? Math.round(v).toLocaleString('en-US') : String(Math.round(v * 100) / 100);

/** The question that leads the answer: what was written cannot be, the unit meant, please check. */
export function unitMixupLead(mixups: readonly UnitMixup[], locale: Locale): string {
  return mixups
    .map((m) => {
      const marker = markerByKey(m.markerKey);
      const canonical = marker?.unit ?? m.meant;
      const asWritten = convertLabValue(m.markerKey, m.value, m.written);
      const asMeant = convertLabValue(m.markerKey, m.value, m.meant);
      // The meant value in the written unit, for scale ("528 μmol/L ≈ 8.9 mg/dL").
      const factorWritten = marker?.units[m.written];
      const meantInWritten =
        asMeant !== null && typeof factorWritten === 'number' ? asMeant / factorWritten : null;
      const written =
        asWritten !== null && normaliseUnit(canonical) !== normaliseUnit(m.written)
          ? L(locale, `（约等于 ${fmt(asWritten)} ${canonical}）`, ` (about ${fmt(asWritten)} ${canonical})`)
          : '';
      const scale =
        meantInWritten !== null
          ? L(
              locale,
              `（约 ${fmt(meantInWritten)} ${m.written}）`,
              ` (about ${fmt(meantInWritten)} ${m.written})`,
            )
          : '';
      return L(
        locale,
        `**你写的是「${m.name.zh} ${m.value} ${m.written}」：这个单位下不可能是真实结果${written}。化验单上多半是 ${m.value} ${m.meant}${scale}，请核对数字后面印的单位。下面按 ${m.value} ${m.meant} 来看；如果单位不是这个，请告诉我。**`,
        `**You wrote "${m.name.en} ${m.value} ${m.written}": no real result can be that in this unit${written}. Your report most likely says ${m.value} ${m.meant}${scale} — please check the unit printed beside the number. Below it is read as ${m.value} ${m.meant}; tell me if the unit is different.**`,
      );
    })
    .join('\n\n');
}
