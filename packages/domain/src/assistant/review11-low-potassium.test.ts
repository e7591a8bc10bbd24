/**
 * Eleventh clinician review, zh P3 finding 2 (老黄, 72, abiraterone with prednisone, K 3.3): "他这两天老说
 * 心慌，小腿晚上抽筋，是不是缺钙了？" was answered as a lack of calcium; en P4 finding 3 (Frank, 66, K 3.3 on
 * HCTZ and abiraterone): "legs are cramping really bad, he's so weak he can hardly get up … heart keeps
 * flip-flopping and skipping beats" got `urgent: false` and the statin text "within a few days".
 *
 * A low potassium (the plan's, or typed) with palpitations or weakness so bad one cannot stand is an
 * emergency (an ECG and electrolytes now); with cramps or weakness alone, a doctor the same day.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askPersona } from './testing';

const LAO_HUANG = '老黄: prostate cancer on prednisone, K 3.3, Hb 118 without iron studies (zh)';
const FRANK = 'Frank: prostate cancer on prednisone, lisinopril/HCTZ and atorvastatin, K 3.3, Hb 12.4 g/dL';
const K = { zh: /钾/, en: /potassium/i };
const NOW = { zh: /立即就医|拨打120|急诊/, en: /911|emergency/i };
const TODAY = { zh: /今天|当天/, en: /\btoday\b|same day/i };
const WRONG = {
  zh: /钙不足可能的表现|几天内/,
  en: /within a few days|Tell the doctor who prescribed your statin about the muscle aches/i,
};

describe('low potassium with palpitations or weakness: urgent (zh P3 #2, en P4 #3)', () => {
  it.each([
    ['zh-CN', LAO_HUANG, '他这两天老说心慌，小腿晚上抽筋，是不是缺钙了？要不要多吃两片钙片？'],
    ['zh-CN', LAO_HUANG, '他心跳乱跳，还没力气站不起来，怎么办'],
    ['zh-CN', LAO_HUANG, '老伴最近心悸，腿抽筋，要补钙吗'],
    [
      'en-US',
      FRANK,
      "Frank's legs are cramping really bad, he's so weak he can hardly get up out of his recliner, and he says his heart keeps flip-flopping and skipping beats",
    ],
    ['en-US', FRANK, 'his heart is racing and fluttering and his legs cramp at night, is it the Lipitor?'],
    ['en-US', FRANK, "he's too weak to stand up and has bad cramps, what should we do?"],
  ] as const)('%s %s: "%s"', (locale, persona, q) => {
    const r = askPersona(persona, locale, q);
    const zh = locale === 'zh-CN';
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(zh ? K.zh : K.en);
    expect(r.text).toMatch(zh ? NOW.zh : NOW.en);
    expect(r.text).not.toMatch(zh ? WRONG.zh : WRONG.en);
  });

  it.each([
    ['zh-CN', LAO_HUANG, '他晚上小腿老抽筋，是不是缺钙？'],
    ['zh-CN', LAO_HUANG, '这几天腿没劲，抽筋，怎么回事'],
    ['en-US', FRANK, 'he gets bad leg cramps at night, should he take more calcium?'],
    ['en-US', FRANK, 'his legs cramp a lot and he feels weak, is it the statin?'],
  ] as const)('%s cramps or weakness alone: a doctor the same day — "%s"', (locale, persona, q) => {
    const r = askPersona(persona, locale, q);
    const zh = locale === 'zh-CN';
    // The red-flag detector may already send it to urgent care (weakness on a steroid): never less.
    if (!r.urgent) {
      expect(r.text).toMatch(zh ? K.zh : K.en);
      expect(r.text).toMatch(zh ? TODAY.zh : TODAY.en);
    }
    expect(r.text).not.toMatch(zh ? WRONG.zh : WRONG.en);
  });

  it.each([
    ['zh-CN', '我血钾3.2，这两天心慌，腿抽筋，是缺钙吗？'],
    ['zh-CN', '钾3.3，心跳乱，浑身没力气站不稳'],
    ['en-US', 'my potassium was 3.2 and now my heart is skipping beats and my legs cramp'],
    ['en-US', 'potassium 3.1 last week, today I am so weak I can hardly stand'],
  ] as const)('%s as a guest with the value typed: "%s"', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(locale === 'zh-CN' ? K.zh : K.en);
  });

  it('a normal potassium with cramps is not this card', () => {
    const r = assistantReply({
      text: '我血钾4.2，晚上腿抽筋，是缺钙吗？',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
      history: [],
    });
    expect(r.urgent).toBe(false);
  });
});
