/**
 * "Male vitality" products bought on WeChat or online: 玛卡 (maca), 鹿鞭, 补肾壮阳 tablets, male-enhancement
 * pills. Thirteenth clinician review, zh P1 #2 (老孙, angina on 依姆多): "那我微商买的那个黄金玛卡片，说是纯天然
 * 的，跟依姆多一起吃有没有问题？" was answered as a slimming pill (the word 微商) with an eating-disorder
 * line. The danger is another: such products are repeatedly found spiked with sildenafil or tadalafil
 * (US FDA tainted sexual enhancement products; NMPA notices), and a PDE-5 inhibitor with a nitrate is a
 * contraindication (VIAGRA label §4) — with a nitrate this is the answer that matters.
 *
 * Read for the class: any male-vitality product named, with or without 微商; the nitrate from the person's
 * medicines or the message.
 */
import { pick, type Locale } from '../../contracts/common';
import {
  MALE_VITALITY,
  MALE_VITALITY_SOURCE,
  MALE_VITALITY_TEXT as TEXT,
} from '../../knowledge/performance-drugs';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { sourceLine } from './shared';

/** Whether the message names a male-vitality product. */
export function maleVitalityAsked(text: string): boolean {
  return MALE_VITALITY.test(normaliseQuestion(text));
}

/** The answer, or null when no male-vitality product is named. */
export function maleVitalityProductAnswer(input: {
  text: string;
  medicines: readonly string[];
  locale: Locale;
}): string | null {
  if (!maleVitalityAsked(input.text)) return null;
  const l = input.locale;
  const nitrate = [...input.medicines.map((id) => drugById(id)), ...findDrugs(input.text)].find((d) =>
    (d?.classes ?? []).includes('nitrate'),
  );
  const lines = [pick(TEXT.tainted, l)];
  if (nitrate) lines.push(pick(TEXT.nitrate, l).replace('{drug}', l === 'zh-CN' ? nitrate.zh : nitrate.en));
  else lines.push(pick(TEXT.noNitrate, l));
  return lines.join('\n\n') + sourceLine(MALE_VITALITY_SOURCE, l);
}
