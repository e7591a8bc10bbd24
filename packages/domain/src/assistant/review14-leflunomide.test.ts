/**
 * Fourteenth clinician review, en P5 #1 and #2 ("Anjali", RA on Arava planning a pregnancy): leflunomide
 * had no pregnancy rule — the chat answered with hydroxychloroquine and "no reliable rule for
 * Leflunomide", and a positive test got "do not stop or change a prescribed medicine on your own", the
 * opposite of the label (stop it, start the accelerated elimination, call the prescriber today). The
 * reviewer's words, then other phrasings in both languages, with a plan and as a guest; teriflunomide
 * (Aubagio), the same molecule, is a second member of the class.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { resolveMedicine } from '../interactions';
import { askPersona } from './testing';

const ANJALI = 'Anjali leflunomide, planning a pregnancy, ALT 72 (en)';
const both = (locale: Locale, q: string) =>
  [true, false].map((withPlan) => askPersona(ANJALI, locale, q, { withPlan }).text);

const NEVER_STOP_EN =
  /do not stop or change a prescribed medicine|Do not stop or cut down the medicine yourself|Do not stop or change any prescribed medicine/;
const NEVER_STOP_ZH = /请勿自行停用|请不要自己停药或减量|不要自己停用或调整/;

describe('teriflunomide is in the dictionary (en P5)', () => {
  it.each([
    ['Aubagio 14mg', 'teriflunomide'],
    ['特立氟胺', 'teriflunomide'],
    ['arava 20mg', 'leflunomide'],
  ])('%s → %s', (text, id) => {
    const r = resolveMedicine(text);
    expect(r.status === 'resolved' && r.id).toBe(id);
  });
});

describe('planning a pregnancy on leflunomide: the washout (en P5 #1)', () => {
  it.each([
    "My husband and I want to start trying for a baby in 3 months. I'm on Arava for RA. What do I need to do?",
    'how long after arava before we can try to get pregnant',
    'planning pregnacy next year, is leflunomide ok? ttc soon',
    'I take Aubagio for MS and we want a baby',
  ])('en: %s', (q) => {
    for (const text of both('en-US', q)) {
      expect(text).toMatch(/birth defects/);
      expect(text).toMatch(/cholestyramine 8 g three times a day for 11 days/);
      expect(text).toMatch(/0\.02 mg\/L/);
      expect(text).toMatch(/up to 2 years/);
      expect(text).not.toMatch(/I have no reliable rule for \*\*Leflunomide/);
      expect(text).not.toMatch(NEVER_STOP_EN);
    }
  });
  it.each(['吃来氟米特想要孩子，需要提前多久停？', '爱若华 备孕 要注意什么', '我在吃arava，明年想怀孕'])(
    'zh: %s',
    (q) => {
      for (const text of both('zh-CN', q)) {
        expect(text).toMatch(/胎儿畸形/);
        expect(text).toMatch(/考来烯胺每次8克、每天3次、连用11天/);
        expect(text).toMatch(/0\.02毫克\/升/);
        expect(text).not.toMatch(NEVER_STOP_ZH);
      }
    },
  );
});

describe('a positive test on leflunomide: stop it and call today, as the label says (en P5 #2)', () => {
  it.each([
    'my period is 2 weeks late and the test is positive!! should I keep taking the Arava?',
    'just got a positive pregnancy test, im on leflunomide what do i do',
    'pregnancy test came back positive and i take arava 20 mg',
  ])('en: %s', (q) => {
    for (const text of both('en-US', q)) {
      expect(text).toMatch(/the label says stop it and start the accelerated elimination/);
      expect(text).toMatch(/Call the prescriber today/);
      expect(text).not.toMatch(NEVER_STOP_EN);
      expect(text).not.toMatch(/I have no reliable rule/);
    }
  });
  it.each([
    '验孕阳性了！来氟米特还要继续吃吗？',
    '吃爱若华，月经推迟两周，验孕两条杠',
    '意外怀孕了，一直在吃来氟米特',
  ])('zh: %s', (q) => {
    for (const text of both('zh-CN', q)) {
      expect(text).toMatch(/说明书要求停药，并马上开始加速清除/);
      expect(text).toMatch(/今天就给开药的医生打电话/);
      expect(text).not.toMatch(NEVER_STOP_ZH);
    }
  });
});
