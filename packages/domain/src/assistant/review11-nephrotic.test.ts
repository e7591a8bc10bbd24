/**
 * Eleventh clinician review, zh P1 (老郑, 58, membranous nephropathy with nephrotic syndrome, albumin
 * 21.6 g/L, creatinine 106 µmol/L — eGFR about 67–70 — on ciclosporin 新山地明 and atorvastatin 立普妥).
 *
 * Finding 1: "那我该吃多少蛋白？一天几个鸡蛋合适" got the CKD 3–5 low-protein diet (0.55–0.6 g/kg) against the
 * plan's own 65 g. In nephrotic syndrome protein is not restricted below normal: about 0.8–1.0 g/kg a
 * day with enough energy, salt restricted (KDIGO 2021 glomerular diseases, ch. 1).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askPersona } from './testing';

const LAO_ZHENG = '老郑: nephrotic syndrome on ciclosporin with atorvastatin, albumin 21.6 (zh)';
const LOW_PROTEIN = /0\.55|0\.6\s*(克|g)|33–36|39–42/;
/** The answer without its source lines (a source may name the guideline it is not). */
const said = (text: string) =>
  text
    .split('\n')
    .filter((l) => !/^_(Source|来源)/.test(l))
    .join('\n');

describe('nephrotic syndrome: protein is not cut to the CKD 3–5 diet (zh P1 finding 1)', () => {
  const RIGHT = { zh: /0\.8–1\.0\s*克/, en: /0\.8–1\.0 g/ };
  const SALT = { zh: /盐/, en: /\bsalt\b/i };
  it.each([
    ['zh-CN', '那我该吃多少蛋白？一天几个鸡蛋合适'],
    ['zh-CN', '肾病综合征每天吃多少蛋白质？要不要像肾衰那样低蛋白饮食？'],
    ['zh-CN', '膜性肾病要不要少吃蛋白，鸡蛋能吃几个？'],
    ['en-US', 'So how much protein should I eat? How many eggs a day is ok?'],
    ['en-US', 'I have nephrotic syndrome, should I be on a low protein diet like CKD?'],
    ['en-US', 'with membranous nephropathy how many grams of protein a day do I need?'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const text = askPersona(LAO_ZHENG, locale, q).text;
    expect(text).toMatch(locale === 'zh-CN' ? RIGHT.zh : RIGHT.en);
    expect(text).toMatch(locale === 'zh-CN' ? SALT.zh : SALT.en);
    expect(said(text)).not.toMatch(LOW_PROTEIN);
  });

  it.each([
    ['zh-CN', '我是肾病综合征，白蛋白很低，每天该吃多少蛋白？'],
    ['zh-CN', '膜性肾病一天吃几个鸡蛋合适？'],
    ['en-US', 'I have nephrotic syndrome, how much protein should I eat a day?'],
    ['en-US', 'membranous nephropathy here - should I cut down on protein?'],
  ] as const)('%s as a guest: "%s"', (locale, q) => {
    const text = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] }).text;
    expect(text).toMatch(locale === 'zh-CN' ? RIGHT.zh : RIGHT.en);
    expect(said(text)).not.toMatch(LOW_PROTEIN);
  });

  it('CKD 3–5 without nephrotic syndrome keeps the KDOQI figure', () => {
    const text = askPersona(
      'CKD G4 anaemia without iron studies, irbesartan, potassium 5.8',
      'zh-CN',
      '我一天吃多少蛋白？鸡蛋吃几个？',
    ).text;
    expect(text).toMatch(/0\.55–0\.6/);
  });
});
