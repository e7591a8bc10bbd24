/**
 * Fifteenth clinician review (zh): emergencies explained without the cause the person's own medicines make
 * likely — a faint with a slow pulse on donepezil and metoprolol (P2-M2), bleeding gums and petechiae in ITP
 * on eltrombopag explained as anticoagulant excess (P5-M1), a child on aspirin with chickenpox, vomiting and
 * drowsiness with no word of Reye syndrome (G-M3). The reviewer's words and two other phrasings per language,
 * with the medicines known (a plan) and as a guest who names them; look-alikes that must not change. The
 * message stays urgent in every case: these rows only name the cause.
 */
import { describe, expect, it } from 'vitest';

/** The first reply loads the triage model and the tables: more than vitest's 5 s default. */
const SLOW = 60_000;
import type { Locale } from '../contracts/common';
import { assistantReply } from '../assistant/reply';

const reply = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe('aspirin with chickenpox or flu, vomiting or drowsy: Reye syndrome named (G-M3)', () => {
  it.each([
    ['zh-CN', '他出水痘了，今天吐了好几次，一直想睡觉，叫他反应有点慢', false],
    ['zh-CN', '孩子川崎病在吃阿司匹林，这两天得了流感，今天老吐，特别嗜睡', true],
    ['zh-CN', '吃着阿司匹林的孩子长了水痘，现在迷迷糊糊的还呕吐', true],
    ['en-US', 'He has chickenpox, threw up several times today and is so sleepy, slow to respond', false],
    ['en-US', 'My son is on aspirin after Kawasaki and has the flu, now vomiting and very drowsy', true],
    ['en-US', 'Kid on aspirin got chicken pox, now confused and being sick', true],
  ] as const)(
    '%s: %s',
    (locale, q, namesAspirin) => {
      const texts = [reply(q, locale, ['aspirin']), ...(namesAspirin ? [reply(q, locale)] : [])];
      for (const r of texts) {
        expect(r.urgent).toBe(true);
        expect(r.text).toMatch(locale === 'zh-CN' ? /瑞氏综合征/ : /Reye syndrome/);
        expect(r.text).toMatch(
          locale === 'zh-CN' ? /下一顿阿司匹林先不要给/ : /do not give the next aspirin dose/,
        );
      }
    },
    SLOW,
  );

  it.each([
    ['zh-CN', '他出水痘了，今天吐了好几次，一直想睡觉，叫他反应有点慢', []],
    ['zh-CN', '孩子在吃阿司匹林，今天突然吐了好几次，一直想睡觉', ['aspirin']],
    ['en-US', 'He has chickenpox, threw up several times today and is so sleepy', []],
  ] as const)(
    'look-alike %s: %s — no aspirin, or no chickenpox or flu: no Reye line',
    (locale, q, meds) => {
      const r = reply(q, locale, [...meds]);
      expect(r.text).not.toMatch(/瑞氏综合征|Reye syndrome/);
    },
    SLOW,
  );
});

describe('a faint or a very slow pulse on donepezil or a beta-blocker: the medicine named (P2-M2)', () => {
  it.each([
    ['zh-CN', '我爸刚才上厕所突然晕过去了，叫了一会儿才醒，摸着脉很慢，一分钟四十几下', false],
    ['zh-CN', '我妈吃安理申，刚才晕倒了，心跳只有42', true],
    ['zh-CN', '老人在吃倍他乐克，突然昏过去了，脉搏一分钟三十多下', true],
    ['en-US', 'Dad just fainted in the bathroom and his pulse is slow, about 40', false],
    ['en-US', 'My mother takes Aricept and passed out, heart rate 44', true],
    ['en-US', 'He is on metoprolol and collapsed, pulse in the 30s', true],
  ] as const)(
    '%s: %s',
    (locale, q, namesMedicine) => {
      const texts = [
        reply(q, locale, ['donepezil', 'metoprolol']),
        ...(namesMedicine ? [reply(q, locale)] : []),
      ];
      for (const r of texts) {
        expect(r.urgent).toBe(true);
        expect(r.text).toMatch(
          locale === 'zh-CN'
            ? /心跳过慢或出现心脏传导阻滞/
            : /slowed the heart too much or caused heart block/,
        );
        expect(r.text).toMatch(locale === 'zh-CN' ? /把所有药盒带上/ : /bring every medicine box/);
      }
    },
    SLOW,
  );

  it.each([
    ['zh-CN', '我爸刚才上厕所突然晕过去了，叫了一会儿才醒，摸着脉很慢，一分钟四十几下', []],
    ['zh-CN', '我妈吃安理申，刚才晕倒了，现在醒了', ['donepezil']],
    ['en-US', 'Dad just fainted in the bathroom and his pulse is slow, about 40', ['aspirin']],
  ] as const)(
    'look-alike %s: %s — no such medicine, or no slow pulse: no line',
    (locale, q, meds) => {
      const r = reply(q, locale, [...meds]);
      expect(r.text).not.toMatch(/心脏传导阻滞|caused heart block/);
    },
    SLOW,
  );
});

describe('bleeding gums, bruises and petechiae on eltrombopag: low platelets, not anticoagulant excess (P5-M1)', () => {
  it.each([
    ['zh-CN', '刷牙牙龈一直流血止不住，腿上一大片一大片紫的，还有好多小红点', false],
    ['zh-CN', '我在吃瑞弗兰，今天牙龈出血止不住，身上好多出血点', true],
    ['zh-CN', '吃艾曲泊帕的，鼻血止不住，胳膊上全是瘀青', true],
    ['en-US', 'My gums won’t stop bleeding, big purple bruises on my legs and lots of tiny red spots', false],
    ['en-US', 'I take Promacta and my gums won’t stop bleeding, petechiae all over', true],
    ['en-US', 'On eltrombopag, nosebleed won’t stop and I have bruises everywhere', true],
  ] as const)(
    '%s: %s',
    (locale, q, namesMedicine) => {
      const texts = [
        reply(q, locale, ['eltrombopag', 'prednisone']),
        ...(namesMedicine ? [reply(q, locale)] : []),
      ];
      for (const r of texts) {
        expect(r.urgent).toBe(true);
        expect(r.text).toMatch(locale === 'zh-CN' ? /血小板可能已经很低/ : /platelets may now be very low/);
        expect(r.text).not.toMatch(/抗凝过度|too much anticoagulation|blood thinner is too strong/);
      }
    },
    SLOW,
  );

  it.each([
    ['zh-CN', '我在吃华法林，牙龈出血止不住，身上好多瘀青', ['warfarin']],
    ['en-US', 'I take warfarin and my gums won’t stop bleeding, bruises everywhere', ['warfarin']],
  ] as const)(
    'look-alike %s: %s — on warfarin the anticoagulant text stays',
    (locale, q, meds) => {
      const r = reply(q, locale, [...meds]);
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(locale === 'zh-CN' ? /华法林等抗凝药/ : /warfarin or another blood thinner/);
      expect(r.text).not.toMatch(/血小板可能已经很低|platelets may now be very low/);
    },
    SLOW,
  );
});
