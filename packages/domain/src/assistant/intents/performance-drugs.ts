/**
 * Anabolic steroids, SARMs, clenbuterol, DNP and yohimbine named in the chat (knowledge/performance-drugs.ts;
 * thirteenth clinician review, zh P4 #1/#2, en P3 #1): never a dose and never a diet card beside them —
 * the harm of each one named, a dose question refused with the reason, stop and see a doctor, and the
 * emergency signs. Stimulant warning signs (palpitations, chest pain) go to emergency services.
 */
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import { performanceDrugsNamed, type PerformanceDrug } from '../../knowledge/performance-drugs';
import { normaliseQuestion } from '../lexicon';
import { sourceLine } from './shared';

/** A dose, an amount or a "how to take it" question. */
const DOSE_ASKED =
  /多少|几片|几粒|几毫克|几微克|剂量|用量|怎么吃|怎么用|怎么上|一天吃|每天吃|吃多久|\bhow (much|many|long)\b|\bdos(e|es|age|ing)\b|\bmcg\b|\bmg\b|\bhow (do|should) i (take|run|use)\b|\bcycle length\b/;

const TEXT = {
  refuse: {
    zh: '**我不能给{names}的剂量：用来减脂或增肌，没有安全的剂量；我也不会配合这类药物给饮食方案。**',
    en: '**I can’t give a dose of {names}: used for fat loss or muscle, there is no safe dose — and I won’t build a diet around such drugs.**',
  },
  dont: {
    zh: '**请不要用{names}来减脂或增肌；我也不会配合这类药物给饮食方案。**',
    en: '**Please don’t use {names} for fat loss or muscle — and I won’t build a diet around such drugs.**',
  },
  stop: {
    zh: '已经在用的，请停下来，并尽快去医院（内分泌科或心内科）看医生，把用过的东西、剂量和时间都告诉医生；抽血查肝功能、血脂、血常规和电解质。',
    en: 'If you are already using them, stop, and see a doctor soon (an endocrinologist or cardiologist, or your GP first), telling them exactly what you took, how much and for how long; ask for liver tests, cholesterol, a blood count and electrolytes.',
  },
  stimulantEmergency: {
    zh: '用过以后出现胸痛、心慌停不下来、晕厥、抽搐或全身大汗，请立即拨打120。',
    en: 'Chest pain, a racing heart that will not settle, fainting, a seizure or drenching sweats after taking any of these: call emergency services now.',
  },
  withdrawal: {
    zh: '停用类固醇后可能出现情绪低落、乏力、性欲下降，医生可以帮你度过这个阶段，不要为此再用回去。',
    en: 'After stopping steroids, low mood, tiredness and low libido can follow; a doctor can help you through that — it is no reason to go back on them.',
  },
  dnpEmergency: {
    zh: '**已经吃了DNP：出现发热、大汗、心跳快、呼吸急促，请立即拨打120，告诉急救人员吃了DNP——不要等，也不要自己在家降温了事。**',
    en: '**If you have taken DNP and feel hot, sweat heavily, or your heart or breathing speeds up: call emergency services now and say it was DNP — do not wait, and do not just try to cool down at home.**',
  },
} as const satisfies Record<string, Bilingual>;

/** The drugs named in this message, in table order. */
export function performanceDrugsAsked(text: string): PerformanceDrug[] {
  return performanceDrugsNamed(normaliseQuestion(text));
}

/** The answer, or null when the message names none of them. */
export function performanceDrugAnswer(input: { text: string; locale: Locale }): string | null {
  const named = performanceDrugsAsked(input.text);
  if (named.length === 0) return null;
  const l = input.locale;
  const names = named.map((d) => pick(d.name, l)).join(l === 'zh-CN' ? '、' : ', ');
  const asksDose = DOSE_ASKED.test(normaliseQuestion(input.text));
  const lines = [pick(asksDose ? TEXT.refuse : TEXT.dont, l).replace('{names}', names)];
  if (named.some((d) => d.id === 'dnp')) lines.push(pick(TEXT.dnpEmergency, l));
  for (const d of named) lines.push(pick(d.harm, l));
  lines.push(pick(TEXT.stop, l));
  if (named.some((d) => d.id === 'anabolicSteroid' || d.id === 'sarm')) lines.push(pick(TEXT.withdrawal, l));
  lines.push(pick(TEXT.stimulantEmergency, l));
  return lines.join('\n\n') + sourceLine(named.map((d) => d.source.ref).join('; '), l);
}
